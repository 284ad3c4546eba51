"""Words for Fire Tower's events, refusals, prompts and buttons, in the player's language.

Pure: no pygame. `t` is the app's Translator; keys live in data/fire_tower/text.<lang>.yaml
under the prefix "fire_tower.". The log is public (one shared screen), so it never names a
card someone drew in secret.
"""
from __future__ import annotations

from game.core.names import player_name

P = "fire_tower."


def seat_name(t, state, seat) -> str:
    """A seat's player as the screen names them (a default name in the current language;
    in solo the person's default name is the ladder's "you", also in the current language)."""
    players = state.players
    if (getattr(state, "solo", None) and t is not None and seat is not None and 0 <= seat < len(players)
            and players[seat].get("default_name") is True and players[seat].get("kind") != "bot"):
        return t(P + "levels.you")
    return player_name(t, "fire_tower", players, seat)


COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def column_label(c: int) -> str:
    """The letter printed over column `c` (counted from 0) on the board's frame."""
    return COLUMNS[c] if 0 <= c < len(COLUMNS) else str(c + 1)


def row_label(r: int) -> str:
    """The number printed beside row `r` (counted from 0) on the board's frame."""
    return str(r + 1)


def square_name(t, rc) -> str:
    """A square as the board's edges name it: column letter, then row number ("C7" is the
    third column, seventh row). The one place the log, prompts and refusals get it from;
    the rules text keeps its own r0c0 notation."""
    if rc is None:
        return "-"
    return t(P + "square", col=column_label(rc[1]), row=row_label(rc[0]))


def squares_text(t, cells) -> str:
    cells = list(cells or [])
    if not cells:
        return "-"
    names = [square_name(t, rc) for rc in cells[:4]]
    if len(cells) > 4:
        names.append("…")
    return ", ".join(names)


def card_name(t, card_id) -> str:
    return t(f"{P}card.{card_id}.name") if card_id else "-"


def wind_name(t, d) -> str:
    return t(f"{P}wind.{d}") if d else "-"


def tower_name(t, colour) -> str:
    return t(f"{P}colour.{colour}") if colour else "-"


def seat_towers_text(t, state, seat) -> str:
    """A seat's towers in words (FT-VAR-*): one tower, two (Double Tower), the ghost tower
    it took, or the Guardian (no tower)."""
    if seat == getattr(state, "guardian_seat", None):
        return t(P + "variants.guardian")
    towers = list(getattr(state, "seat_towers", None) or [[c] for c in state.seat_tower])[seat]
    if getattr(state, "variant_kind", "standard") == "double" and len(towers) == 2:
        a, b = (t(P + "variants.tower_burned", tower=tower_name(t, c)) if c in state.burned else tower_name(t, c)
                for c in towers)
        return t(P + "variants.double_row", a=a, b=b)
    v = getattr(state, "variant", None) or {}
    if v.get("ghost_taken") and v.get("ghost_seat") == seat:
        return f"{tower_name(t, state.seat_tower[seat])} · {t(P + 'variants.ghost_card')}"
    return tower_name(t, state.seat_tower[seat])


def seat_sprite(state, seat) -> str:
    """The firehawk colour that stands for a seat (the Guardian's: green, laid flat)."""
    return state.seat_tower[seat] or GUARDIAN_SPRITE


GUARDIAN_SPRITE = "green"


def status_name(t, status) -> str:
    shown = {"skip": "shadow"}.get(status, status)
    return t(f"{P}status.{shown}")


def describe_refusal(t, err) -> str:
    if err is None:
        return ""
    key = f"{P}illegal.{getattr(err, 'key', '')}"
    return t(key, **getattr(err, "params", {})) if t.has(key) else t(P + "illegal.not_allowed")


def verdict_text(t, state) -> str:
    if getattr(state, "solo", None) is not None:            # FT-SOLO-END
        res = state.solo.get("result") or {}
        reason = t(f"{P}solo.reason.{res.get('reason')}")
        return t(f"{P}verdict.{state.verdict}", score=res.get("score", 0), reason=reason)
    names = " & ".join(seat_name(t, state, s) for s in (state.winners or []))
    return t(f"{P}verdict.{state.verdict}", name=names)


def prompt(t, state, held: bool = False) -> str:
    """What the deciding seat is asked to do now; `held`: the decision is the target of a
    card picked from the hand and not played yet (right-click puts it back)."""
    if state.is_over:
        return verdict_text(t, state)
    d = state.decision
    if d is None:
        return ""
    kind = d["kind"]
    step = t(f"{P}step.{kind}")
    if kind == "hawk_trigger" and d.get("at") is None:
        step = t(P + "ui.pick_hawk_first")
    if kind == "relocate" and d.get("src") is not None:
        step = t(P + "ui.relocate_to")
    if kind == "hawk_place" and d.get("mega") == "only":    # FT-MEGA-SETUP
        step = t(P + "ui.mega_place")
    if kind == "hawk_place" and d.get("why") == "oak":        # FT-VAR-OAK-BURN step 2
        step = t(P + "variants.oak_hawk_step")
    elif kind == "hawk_place" and d["seat"] == getattr(state, "guardian_seat", None):
        step = t(P + "variants.flat_hawk_step")
    if kind == "turn_action" and not any(a[0] == "reckless" for a in state.legal_actions()):
        step = t(P + "ui.turn_action_plain")              # Reckless Abandon named only when open
    step = _weather_step(t, state, d, step)                  # FT-EW-*: Specials and events
    if kind == "turn_wind" and d.get("gale"):                # FT-SEASON-GALE: the second gem
        step = t(P + "ui.gale_second")
    if d.get("inferno"):                                    # the solo Inferno phase
        step = t(P + f"ui.inferno_{'explosion' if kind == 'target' else 'pattern'}",
                 card=card_name(t, state.card_id(d["card"])))
    if held:
        step += " " + t(P + ("ui.rotate_hint_held" if kind == "pattern" else "ui.put_back_hint"))
    elif kind == "pattern":
        step += " " + t(P + "ui.rotate_hint")
    return t(P + "ui.prompt", name=seat_name(t, state, d["seat"]), step=step)


def _weather_step(t, state, d, step) -> str:
    """The Extreme Weather wording of a step (rules_weather.py), or `step` as it is."""
    kind = d["kind"]
    if not hasattr(state, "coyote_cards"):
        return step
    if kind == "pool_play" and hasattr(state, "_pool_mode"):
        mode = state._pool_mode()
        if mode in ("lookout", "patrol"):
            return t(f"{P}ui.{mode}_play")
        if mode == "mob":
            task = next((x for x in reversed(state.stack or []) if x.get("t") == "mob_step"), None)
            order = task["order"] if task else []
            if order:
                return t(P + "ui.mob_play", n=len(state.pool or []), next=seat_name(t, state, order[0]))
            return t(P + "ui.mob_play_last", n=len(state.pool or []))
    if kind == "coyote_pick":
        laid = len(state.coyote_cards(d["seat"]))
        return t(P + "ui.coyote_pick", n=laid + 1, of=laid + d.get("left", 1))
    if kind == "turn_action" and state.coyote_cards(d["seat"]):
        card = card_name(t, state.card_id(state.coyote_cards(d["seat"])[0]))
        acts = state.legal_actions()
        return t(P + ("ui.coyote_turn" if ("coyote",) in acts else "ui.coyote_free"), card=card)
    if kind in ("target", "dest") and d.get("effect") == "flock":
        return t(f"{P}ui.flock_{kind}")
    if kind == "shadow_roll" and state.stack and state.stack[-1].get("kind") == "moon":
        return t(P + "ui.moon_roll")
    return step


def action_label(t, state, action) -> str:
    """The label of a button for an action that needs no square and no card."""
    name = action[0]
    if name == "wind_set":
        return t(P + "action.wind_set", wind=wind_name(t, action[1]))
    if name == "slide":
        return t(P + "action.slide", wind=wind_name(t, action[1]))
    if name == "storm":
        return t(P + "action.storm", wind=wind_name(t, action[1]))
    if name == "special":
        return t(f"{P}action.special_{action[1]}")
    if name == "plan_special":
        return t(P + "action.plan_special", name=special_name(t, action[1]))
    if name == "challenge":
        return t(P + "action.challenge", name=challenge_name(t, action[1]))
    if name == "tower":
        return t(P + "action.tower", tower=tower_name(t, action[1]))
    if name in ("aid", "sotw"):
        return t(f"{P}action.{name}_{action[1]}")
    if name == "borrow_on":                                 # FT-MEGA-GUARDIAN
        return t(P + "action.borrow_on", name=seat_name(t, state, action[1]))
    if name == "confirm" and state.decision and state.decision["kind"] == "cards":
        d = state.decision
        return t(P + "action.discard_picked", n=len(d.get("picked_cards") or []))
    key = f"{P}action.{name}"
    return t(key) if t.has(key) else name


class _Plural:
    """The translator, choosing a text's one-form (its key + "_one") when n is 1, so the
    log says "1 gem" and "2 gems", never "gem(s)"."""

    def __init__(self, t):
        self.t, self.lang = t, getattr(t, "lang", None)
        self.has = getattr(t, "has", lambda key: False)

    def __call__(self, key: str, **params) -> str:
        if params.get("n") == 1 and self.has(key + "_one"):
            key += "_one"
        return self.t(key, **params)


def describe_event(t, state, event: dict) -> str | None:
    """One log line for an event, or None for events that need no line."""
    t = _Plural(t)
    kind = event["type"]
    seat = event.get("seat")
    name = seat_name(t, state, seat) if seat is not None else ""
    L = P + "log."
    if event.get("mega") or kind in ("water_placed", "water_lifted", "water_quenched"):
        line = describe_minis(t, state, event, name)       # FT-MEGA-*, FT-WATER-GEM-*
        if line is not None:
            return line
    if kind == "hawk_placed":                                     # FT-VAR-GUARDIAN-HAWKS: laid flat
        key = "hawk_placed_flat" if event.get("flat") else "hawk_placed"
        return t(L + key, name=name, sq=square_name(t, event["at"]))
    if kind == "hawk_moved":
        return t(L + "hawk_moved", name=name, a=square_name(t, event["from"]),
                 b=square_name(t, event["to"]))
    if kind == "hawk_taken":
        return t(L + "hawk_taken", name=name, sq=square_name(t, event.get("at") or event.get("from")))
    if kind == "hawk_removed":
        return t(L + "hawk_removed", sq=square_name(t, event.get("at")))
    if kind == "hawk_triggered":
        if event.get("why") == "flock":                           # FT-EW-FLOCK
            return t(L + "flock_hawk", name=name, sq=square_name(t, event["at"]))
        if event.get("to") is None:
            return t(L + "hawk_fizzles", sq=square_name(t, event["at"]))
        return t(L + "hawk_triggered", a=square_name(t, event["at"]), b=square_name(t, event["to"]))
    if kind in ("hawks_no_room", "hawks_none_left"):
        return t(L + kind, name=name, n=event.get("left", 0))
    if kind == "wind_roll":
        return t(L + "wind_roll", rolls=", ".join(wind_name(t, d) for d in event["rolls"]))
    if kind == "wind_changed":
        return t(L + "wind_changed", wind=wind_name(t, event["to"]))
    if kind == "wind_unchanged":
        return t(L + "wind_unchanged", name=name)
    if kind == "wind_blocked":
        return t(L + "wind_blocked", name=name)
    if kind == "wind_retired_reroll":
        return t(L + "wind_retired_reroll", wind=wind_name(t, event.get("wanted")))
    if kind == "winds_retired":
        retired = event.get("retired") or []
        if not retired:
            return None
        return t(L + "winds_retired", winds=", ".join(wind_name(t, d) for d in retired))
    if kind == "first_player":
        return t(L + "first_player", name=name, wind=wind_name(t, event["wind"]))
    if kind == "turn_start":
        key = "turn_shadow" if event.get("kind") == "shadow" else "turn_start"
        return t(L + key, name=name, turn=event["turn"])
    if kind == "turn_skipped":
        return t(L + "turn_skipped", name=name)
    if kind == "gems_placed":
        cells = event.get("cells") or []
        if not cells:
            return None
        where = squares_text(t, cells)
        if event.get("why") == "wind":
            return t(L + "gems_wind", squares=where)
        if seat is None:
            return t(L + "gems_spread", squares=where)
        return t(L + "gems_placed", name=name, n=len(cells), squares=where)
    if kind == "gems_removed":
        return t(L + "gems_removed", name=name or "-", n=len(event.get("cells") or []),
                 squares=squares_text(t, event.get("cells")))
    if kind == "gem_moved":
        if event.get("why") == "hawk":          # the hawk_triggered line already says where
            return None
        return t(L + "gem_moved", name=name or "-", a=square_name(t, event["from"]),
                 b=square_name(t, event["to"]))
    if kind == "gems_moved":
        return t(L + "gems_moved", name=name or "-", wind=wind_name(t, event.get("direction")))
    if kind == "firebreaks_placed":
        return t(L + "firebreaks_placed", name=name or "-", n=len(event.get("cells") or []),
                 squares=squares_text(t, event.get("cells")))
    if kind == "firebreak_removed":
        return t(L + "firebreak_removed", name=name or "-", sq=square_name(t, event.get("at")))
    if kind == "card_played":
        key = "card_played_double" if event.get("double") else "card_played"
        return t(L + key, name=name, card=card_name(t, event["card"]))
    if kind == "card_no_effect":
        return t(L + "card_no_effect", name=name, card=card_name(t, event["card"]))
    if kind == "cards_discarded":
        if event.get("why") == "played":
            return None
        return t(L + "cards_discarded", name=name, n=len(event.get("cids") or event.get("cards") or []))
    if kind in ("cards_taken", "card_stolen"):
        return t(L + "cards_taken", name=name, other=seat_name(t, state, event.get("from_seat")))
    if kind == "event_drawn":
        if getattr(state, "cfg", None) is not None and event["card"] in state.cfg.cards and \
                state.cfg.cards[event["card"]].effect == "season":
            return None                                      # season_played says it
        return t(L + "event_drawn", name=name, card=card_name(t, event["card"]))
    if kind == "event_set_aside":
        return t(L + "event_set_aside", card=card_name(t, event["card"]))
    if kind == "firestorm":
        return t(L + "firestorm", wind=wind_name(t, event.get("direction")))
    if kind == "aid_chosen":
        return t(L + "aid_chosen", name=name, choice=t(f"{P}action.aid_{event['option']}"))
    if kind == "aid_skipped":
        return t(L + "aid_skipped", name=name)
    if kind == "bucket_used":
        return t(L + "bucket_used", name=name)
    if kind == "reckless_abandon":
        return t(L + "reckless_abandon", name=name)
    if kind == "passed":
        return t(L + "passed", name=name)
    if kind == "deck_reshuffled":
        return t(L + "deck_reshuffled", n=event.get("cards", 0))
    if kind == "deck_empty":
        return t(L + "deck_empty")
    if kind == "tower_burned" and event.get("seat") is None and getattr(state, "solo", None):
        return t(L + "enemy_burned", tower=tower_name(t, event["tower"]))
    if kind == "tower_burned":
        return t(L + "tower_burned", tower=tower_name(t, event["tower"]),
                 name=seat_name(t, state, event.get("seat")))
    if kind == "tower_ablaze":
        return t(L + "tower_ablaze", tower=tower_name(t, event.get("tower")))
    if kind == "eliminated":
        key = "eliminated_out" if event.get("status") == "out" else "eliminated_shadow"
        return t(L + key, name=name)
    if kind == "shadow_roll":
        return t(L + "shadow_roll", name=name, face=event.get("face"))
    if kind == "shadow_nothing":
        return t(L + "shadow_nothing", name=name)
    if kind == "shadow_card_choice":
        return t(L + "shadow_card_choice", name=name, choice=t(f"{P}action.sotw_{event['option']}"))
    if kind in ("shadow_card_idle", "shadow_card_shuffled", "deck_empty"):
        return t(L + kind)
    if kind == "luck_bust":
        return t(L + "luck_bust", name=name)
    if kind == "luck_stop":
        return t(L + "luck_stop", name=name, n=event.get("gems", 0))
    if kind == "luck_lost":
        return t(L + "luck_lost", name=name, n=event.get("gems", 0))
    if kind == "pattern_lost":
        return t(L + "pattern_lost", name=name, card=card_name(t, event.get("card")))
    if kind == "game_over":
        return verdict_text(t, state)
    if kind == "ghost_tower":                                     # FT-VAR-GHOST-TAKE
        return t(L + kind, name=name, tower=tower_name(t, event["tower"]))
    if kind == "guardian_burned":                                 # FT-VAR-GUARDIAN-FALL
        return t(L + kind, name=name)
    if kind == "oak_ablaze":                                      # (its line is oak_burned's)
        return None
    line = _describe_weather(t, state, event, name)
    if line is not None:
        return line
    return _describe_solo(t, state, event, name)


def _describe_weather(t, state, event: dict, name: str) -> str | None:
    """Log lines of Extreme Weather's events (rules_weather.py); the laid Coyote cards
    stay unnamed until they are played."""
    kind = event["type"]
    L = P + "log."
    if kind == "mobilization":
        return t(L + kind, name=name, n=event.get("count", 0))
    if kind == "mobilization_pass":
        return t(L + kind, name=name, n=event.get("count", 0))
    if kind == "flock":
        return t(L + ("flock_fly" if event.get("way") == "fly" else "flock_arrive"), name=name)
    if kind == "flock_no_gem":
        return t(L + kind, name=name)
    if kind == "coyote_laid":
        return t(L + kind, name=name, n=event.get("place", 1))
    if kind in ("coyote_played", "coyote_unplayable"):
        return t(L + kind, name=name, card=card_name(t, event["card"]))
    return None


def challenge_name(t, cid) -> str:
    return t(f"{P}solo.challenge.{cid}.name") if cid else "-"


def special_name(t, special) -> str:
    return t(f"{P}solo.special.{special}.name") if special else "-"


def _describe_solo(t, state, event: dict, name: str) -> str | None:
    """Log lines of the solo mode's events (rules_solo.py)."""
    kind = event["type"]
    L = P + "log."
    if kind == "inferno_card":
        key = "inferno_card_penalty" if event.get("penalty") else "inferno_card"
        if event.get("again"):
            key = "inferno_again"
        return t(L + key, card=card_name(t, event["card"]))
    if kind in ("inferno_failed", "inferno_nothing"):
        return t(L + kind, card=card_name(t, event["card"]))
    if kind == "inferno_penalty":
        return t(L + "inferno_penalty", wind=wind_name(t, event["direction"]))
    if kind == "inferno_storm":
        cells = event.get("cells") or []
        key = "inferno_storm" if cells else "inferno_storm_none"
        return t(L + key, wind=wind_name(t, event["direction"]), squares=squares_text(t, cells))
    if kind == "inferno_reshuffled":
        return t(L + kind)
    if kind == "round_end":
        return t(L + kind, round=event["round"])
    if kind == "enemy_bucket_used":
        return t(L + kind, tower=tower_name(t, event["tower"]), n=len(event.get("cells") or []))
    if kind == "hand_size":
        return t(L + kind, n=event["hand_size"])
    if kind in ("bucket_captured", "bucket_declined"):
        return t(L + kind, name=name, tower=tower_name(t, event["tower"]))
    if kind == "storm_reroll":
        return t(L + kind, name=name, card=card_name(t, event["card"]))
    if kind == "special_used":
        return t(L + kind, name=name, special=special_name(t, event["special"]))
    if kind == "special_flipped":
        return t(L + kind, special=special_name(t, event["special"]), back=special_name(t, event["to"]))
    if kind == "cards_kept":
        return t(L + kind, name=name, n=event.get("count", 0))
    if kind == "challenge_drawn":
        return t(L + kind, cards=", ".join(challenge_name(t, c) for c in event["cards"]))
    if kind in ("challenge_chosen", "challenge_ended", "challenge_no_room"):
        return t(L + kind, challenge=challenge_name(t, event["challenge"]))
    if kind == "challenge_fallback":
        return t(L + kind, challenge=challenge_name(t, event["challenge"]), n=event.get("missing", 0))
    if kind == "challenge_skipped":
        return t(L + kind, n=event.get("skips_left", 0))
    if kind == "thick_smoke":
        return t(L + kind, card=card_name(t, event["card"]))
    if kind in ("challenge_none", "challenges_reshuffled", "wind_calm", "red_flag"):
        return t(L + kind)
    if kind == "plan_made":
        return t(L + kind, name=name, n=event.get("count", 0))
    if kind == "plan_step":
        return t(L + kind, name=name, n=event.get("left", 0))
    if kind == "plan_nothing":
        return t(L + kind, name=name, special=special_name(t, event.get("special")))
    if kind == "plan_set_nothing":                                 # FT-SOLO-PLAN-SETS
        return t(L + kind, name=name, cards=plan_set_text(t, event.get("set"), event.get("cards") or []))
    if kind == "hawk_declined":                                    # FT-SOLO-SANCTUARY-HAWK
        return t(L + kind, name=name)
    if kind == "resistant_ended":                                  # FT-SOLO-RESISTANT-ROUND
        return t(L + kind, tower=tower_name(t, event["tower"]))
    if kind == "oak_target":
        return t(L + kind, side=wind_name(t, event["side"]))
    if kind == "oak_burned":
        key = "oak_burned_wrong" if event.get("wrong") else "oak_burned"
        return t(L + key, side=wind_name(t, event["side"]))
    if kind == "lightning_moved":
        return t(L + kind, a=square_name(t, event["from"]), b=square_name(t, event["to"]))
    if kind == "lightning_removed":
        return t(L + kind, sq=square_name(t, event["at"]))
    if kind == "season_played":                             # FT-SEASON-PLAY (rules_seasons.py)
        if event.get("old"):
            return t(L + "season_played_over", name=name, card=card_name(t, event["card"]),
                     old=card_name(t, event["old"]))
        return t(L + kind, name=name, card=card_name(t, event["card"]))
    if kind == "season_returned":
        return t(L + kind, card=card_name(t, event["card"]))
    if kind == "lightning_called":
        return t(L + kind, name=name)
    if kind == "lightning_storm":
        return t(L + ("lightning_storm" if event.get("tokens") else "lightning_storm_none"))
    if kind == "lightning_strike":
        cells = event.get("cells") or []
        key = "lightning_strike" if cells else "lightning_strike_none"
        return t(L + key, wind=wind_name(t, event["direction"]), squares=squares_text(t, cells))
    if kind == "sanctuary_placed":
        return t(L + kind, name=name, sq=square_name(t, event["at"]))
    if kind == "wet_line":                                         # FT-SOLO-WET-LINE-ONE
        return t(L + kind, name=name, n=len(event.get("cards") or ()))
    if kind == "tower_resistant" and event.get("round") is False:   # option resistant_lasts game
        return t(L + "tower_resistant_game", tower=tower_name(t, event["tower"]))
    if kind in ("bucket_refilled", "downpour", "tower_resistant"):
        return t(L + kind, tower=tower_name(t, event["tower"]))
    return None


def plan_set_text(t, kind, card_ids) -> str:
    """An Action Plan set in words: "Reckless Abandon (Air Drop + Fire Engine + Helitack)"
    or "Crown Fire + Crown Fire" (FT-SOLO-PLAN-SETS)."""
    cards = " + ".join(card_name(t, c) for c in card_ids)
    return t(P + "solo.plan_reckless", cards=cards) if kind == "reckless" else cards


def challenge_progress(t, state) -> str:
    """Solo: how far the round's challenge has got, for the side panel ("" if nothing to
    count)."""
    solo = state.solo or {}
    cid = solo.get("challenge")
    S = P + "solo.progress."
    if cid == "wet_line":
        return t(S + "wet_line", n=solo.get("wet_line", 0), of=2)
    d = state.decision
    plan = d["plan"] if d is not None and d.get("kind") == "action_plan" else solo.get("plan")
    if cid == "action_plan" and plan:                  # a set is one item (FT-SOLO-PLAN-SETS)
        steps = [card_name(t, state.card_id(what)) if kind == "card" else
                 plan_set_text(t, kind, [state.card_id(c) for c in what]) if kind in ("reckless", "double")
                 else special_name(t, what) for kind, what in plan]
        key = "action_plan_making" if plan is not solo.get("plan") else "action_plan"
        return t(S + key, list=", ".join(steps))
    if cid == "restricted_operations" and solo.get("hand_cut"):
        return t(S + "restricted_operations", n=solo["hand_cut"])
    if cid == "red_flag":
        return t(S + ("red_flag_used" if solo.get("flagged") else "red_flag_ready"))
    if solo.get("sanctuary") is not None:
        size = state.cfg.size
        return t(S + "sanctuary", sq=square_name(t, divmod(solo["sanctuary"], size)))
    if solo.get("resistant"):
        return t(S + "resistant", tower=tower_name(t, solo["resistant"]))
    return ""


def describe_minis(t, state, event: dict, name: str) -> str | None:
    """Log lines of the Megahawk and the water gems (rules_minis.py)."""
    L = P + "log."
    kind = event["type"]
    if kind == "hawk_placed":
        return t(L + "mega_placed", name=name, sq=square_name(t, event["at"]))
    if kind == "hawk_moved":
        return t(L + "mega_moved", name=name, a=square_name(t, event["from"]), b=square_name(t, event["to"]))
    if kind == "hawk_removed" and event.get("why") == "megahawk":
        return t(L + "mega_activated", name=name, gem=square_name(t, event["gem"]))
    if kind == "water_placed":
        cells = event.get("cells") or []
        return t(L + "water_placed", name=name, n=len(cells), squares=squares_text(t, cells))
    if kind == "water_lifted":
        return t(L + "water_lifted", name=name, sq=square_name(t, event["at"]))
    if kind == "water_quenched":
        return t(L + "water_quenched", name=name, sq=square_name(t, event["at"]))
    return None
