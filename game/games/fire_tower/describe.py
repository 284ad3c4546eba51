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
    the rules text (for players) names squares the same way."""
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


def lightning_why(state) -> str | None:
    """Why lightning tokens stand on the board (they are there from the first turn): the
    key of the solo Lightning variant, the Lightning Fires season or the Lightning Storm
    event; None without tokens."""
    if not state.lightning_tokens():
        return None
    if state.solo is not None:
        return "solo"
    return "season" if "lightning_fires" in state.seasons else "event"


def lightning_start_line(t, state) -> str:
    """The log's opening word on the lightning tokens (FT-LIGHTNING-START), or ""."""
    why = lightning_why(state)
    if why is None:
        return ""
    size = state.cfg.size
    return t(P + "log.lightning_start", squares=squares_text(t, [divmod(sq, size) for sq in state.lightning_tokens()]),
             why=t(P + f"tip.lightning_why_{why}"))


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


def challenge_name(t, cid) -> str:
    return t(f"{P}solo.challenge.{cid}.name") if cid else "-"


def special_name(t, special) -> str:
    return t(f"{P}solo.special.{special}.name") if special else "-"


def describe_event(t, state, event: dict) -> str | None:
    """One log line for an event, or None for events that need no line (LINES says which)."""
    t = _Plural(t)
    seat = event.get("seat")
    name = seat_name(t, state, seat) if seat is not None else ""
    if event.get("mega"):                                         # FT-MEGA-*: the megahawk's own words
        line = describe_minis(t, state, event, name)
        if line is not None:
            return line
    line = LINES.get(event["type"])
    return line(t, state, event, name) if line else None


L = P + "log."


def _named(t, s, e, name):
    """The line of the event's type, naming its seat."""
    return t(L + e["type"], name=name)


def _plain(t, s, e, name):
    return t(L + e["type"])


def _card(t, s, e, name):
    return t(L + e["type"], card=card_name(t, e["card"]))


def _named_card(t, s, e, name):
    return t(L + e["type"], name=name, card=card_name(t, e["card"]))


def _tower(t, s, e, name):
    return t(L + e["type"], tower=tower_name(t, e["tower"]))


def _named_tower(t, s, e, name):
    return t(L + e["type"], name=name, tower=tower_name(t, e["tower"]))


def _challenge(t, s, e, name):
    return t(L + e["type"], challenge=challenge_name(t, e["challenge"]))


def _winds_retired(t, s, e, name):
    retired = e.get("retired") or []
    return t(L + "winds_retired", winds=", ".join(wind_name(t, d) for d in retired)) if retired else None


def _hawk_triggered(t, s, e, name):
    if e.get("why") == "flock":                                   # FT-EW-FLOCK
        return t(L + "flock_hawk", name=name, sq=square_name(t, e["at"]))
    if e.get("to") is None:
        return t(L + "hawk_fizzles", sq=square_name(t, e["at"]))
    return t(L + "hawk_triggered", a=square_name(t, e["at"]), b=square_name(t, e["to"]))


def _gems_placed(t, s, e, name):
    cells = e.get("cells") or []
    if not cells:
        return None
    where = squares_text(t, cells)
    if e.get("why") == "wind":
        return t(L + "gems_wind", squares=where)
    if e.get("seat") is None:
        return t(L + "gems_spread", squares=where)
    return t(L + "gems_placed", name=name, n=len(cells), squares=where)


def _event_drawn(t, s, e, name):
    if getattr(s, "cfg", None) is not None and e["card"] in s.cfg.cards and \
            s.cfg.cards[e["card"]].effect == "season":
        return None                                          # season_played says it
    return t(L + "event_drawn", name=name, card=card_name(t, e["card"]))


def _tower_burned(t, s, e, name):
    if e.get("seat") is None and getattr(s, "solo", None):
        return t(L + "enemy_burned", tower=tower_name(t, e["tower"]))
    return t(L + "tower_burned", tower=tower_name(t, e["tower"]), name=seat_name(t, s, e.get("seat")))


def _inferno_card(t, s, e, name):
    key = "inferno_card_penalty" if e.get("penalty") else "inferno_card"
    if e.get("again"):
        key = "inferno_again"
    return t(L + key, card=card_name(t, e["card"]))


def _storm_line(key):
    """Inferno's storm and the lightning strike: the squares hit, or that none was."""
    def line(t, s, e, name):
        cells = e.get("cells") or []
        return t(L + (key if cells else key + "_none"), wind=wind_name(t, e["direction"]),
                 squares=squares_text(t, cells))
    return line


def _season_played(t, s, e, name):                          # FT-SEASON-PLAY (rules_seasons.py)
    if e.get("old"):
        return t(L + "season_played_over", name=name, card=card_name(t, e["card"]), old=card_name(t, e["old"]))
    return t(L + "season_played", name=name, card=card_name(t, e["card"]))


def _tower_resistant(t, s, e, name):
    key = "tower_resistant_game" if e.get("round") is False else "tower_resistant"   # option resistant_lasts
    return t(L + key, tower=tower_name(t, e["tower"]))


def _minis(t, s, e, name):
    return describe_minis(t, s, e, name)


# The log line of every event the rules emit, by type (None: no line of its own, another
# event's line says it or nothing needs saying). tests/ui/test_event_tables.py checks that
# every type the rules build is here. Each entry: (t, state, event, seat name) -> str | None.
LINES = {
    # ---- the base game
    "hawk_placed": lambda t, s, e, name: t(L + ("hawk_placed_flat" if e.get("flat") else "hawk_placed"),
                                           name=name, sq=square_name(t, e["at"])),   # FT-VAR-GUARDIAN-HAWKS
    "hawk_moved": lambda t, s, e, name: t(L + "hawk_moved", name=name, a=square_name(t, e["from"]),
                                          b=square_name(t, e["to"])),
    "hawk_taken": lambda t, s, e, name: t(L + "hawk_taken", name=name,
                                          sq=square_name(t, e.get("at") or e.get("from"))),
    "hawk_removed": lambda t, s, e, name: t(L + "hawk_removed", sq=square_name(t, e.get("at"))),
    "hawk_triggered": _hawk_triggered,
    "hawks_no_room": lambda t, s, e, name: t(L + "hawks_no_room", name=name, n=e.get("left", 0)),
    "hawks_none_left": lambda t, s, e, name: t(L + "hawks_none_left", name=name, n=e.get("left", 0)),
    "wind_roll": lambda t, s, e, name: t(L + "wind_roll", rolls=", ".join(wind_name(t, d) for d in e["rolls"])),
    "wind_changed": lambda t, s, e, name: t(L + "wind_changed", wind=wind_name(t, e["to"])),
    "wind_unchanged": _named,
    "wind_blocked": _named,
    "wind_retired_reroll": lambda t, s, e, name: t(L + "wind_retired_reroll", wind=wind_name(t, e.get("wanted"))),
    "winds_retired": _winds_retired,
    "first_player": lambda t, s, e, name: t(L + "first_player", name=name, wind=wind_name(t, e["wind"])),
    "turn_start": lambda t, s, e, name: t(L + ("turn_shadow" if e.get("kind") == "shadow" else "turn_start"),
                                          name=name, turn=e["turn"]),
    "turn_skipped": _named,
    "turn_end": None,
    "gems_placed": _gems_placed,
    "gems_removed": lambda t, s, e, name: t(L + "gems_removed", name=name or "-", n=len(e.get("cells") or []),
                                            squares=squares_text(t, e.get("cells"))),
    "gem_moved": lambda t, s, e, name: None if e.get("why") == "hawk" else     # hawk_triggered says where
    t(L + "gem_moved", name=name or "-", a=square_name(t, e["from"]), b=square_name(t, e["to"])),
    "gems_moved": lambda t, s, e, name: t(L + "gems_moved", name=name or "-", wind=wind_name(t, e.get("direction"))),
    "firebreaks_placed": lambda t, s, e, name: t(L + "firebreaks_placed", name=name or "-",
                                                 n=len(e.get("cells") or []), squares=squares_text(t, e.get("cells"))),
    "firebreak_removed": lambda t, s, e, name: t(L + "firebreak_removed", name=name or "-",
                                                 sq=square_name(t, e.get("at"))),
    "card_drawn": None,                                      # drawn in secret
    "card_played": lambda t, s, e, name: t(L + ("card_played_double" if e.get("double") else "card_played"),
                                           name=name, card=card_name(t, e["card"])),
    "card_no_effect": _named_card,
    "cards_discarded": lambda t, s, e, name: None if e.get("why") == "played" else
    t(L + "cards_discarded", name=name, n=len(e.get("cids") or e.get("cards") or [])),
    "cards_taken": lambda t, s, e, name: t(L + "cards_taken", name=name, other=seat_name(t, s, e.get("from_seat"))),
    "card_stolen": lambda t, s, e, name: t(L + "cards_taken", name=name, other=seat_name(t, s, e.get("from_seat"))),
    "event": None,                                           # event_drawn says it
    "event_drawn": _event_drawn,
    "event_set_aside": _card,
    "firestorm": lambda t, s, e, name: t(L + "firestorm", wind=wind_name(t, e.get("direction"))),
    "aid_chosen": lambda t, s, e, name: t(L + "aid_chosen", name=name, choice=t(f"{P}action.aid_{e['option']}")),
    "aid_skipped": _named,
    "bucket_used": _named,
    "reckless_abandon": _named,
    "passed": _named,
    "deck_reshuffled": lambda t, s, e, name: t(L + "deck_reshuffled", n=e.get("cards", 0)),
    "deck_empty": _plain,
    "tower_burned": _tower_burned,
    "tower_ablaze": lambda t, s, e, name: t(L + "tower_ablaze", tower=tower_name(t, e.get("tower"))),
    "eliminated": lambda t, s, e, name: t(L + ("eliminated_out" if e.get("status") == "out" else "eliminated_shadow"),
                                          name=name),
    "shadow_roll": lambda t, s, e, name: t(L + "shadow_roll", name=name, face=e.get("face")),
    "shadow_nothing": _named,
    "shadow_card_choice": lambda t, s, e, name: t(L + "shadow_card_choice", name=name,
                                                  choice=t(f"{P}action.sotw_{e['option']}")),
    "shadow_card_idle": _plain,
    "shadow_card_shuffled": _plain,
    "luck_bust": _named,
    "luck_stop": lambda t, s, e, name: t(L + "luck_stop", name=name, n=e.get("gems", 0)),
    "luck_lost": lambda t, s, e, name: t(L + "luck_lost", name=name, n=e.get("gems", 0)),
    "pattern_lost": lambda t, s, e, name: t(L + "pattern_lost", name=name, card=card_name(t, e.get("card"))),
    "game_over": lambda t, s, e, name: verdict_text(t, s),
    # ---- Rising Flames' variants (rules_variants.py)
    "ghost_tower": _named_tower,                             # FT-VAR-GHOST-TAKE
    "guardian_burned": _named,                               # FT-VAR-GUARDIAN-FALL
    "oak_target": lambda t, s, e, name: t(L + "oak_target", side=wind_name(t, e["side"])),
    "oak_burned": lambda t, s, e, name: t(L + ("oak_burned_wrong" if e.get("wrong") else "oak_burned"),
                                          side=wind_name(t, e["side"])),
    "oak_ablaze": None,                                      # oak_burned says it
    # ---- Extreme Weather (rules_weather.py); the laid Coyote cards stay unnamed until played
    "mobilization": lambda t, s, e, name: t(L + "mobilization", name=name, n=e.get("count", 0)),
    "mobilization_pass": lambda t, s, e, name: t(L + "mobilization_pass", name=name, n=e.get("count", 0)),
    "flock": lambda t, s, e, name: t(L + ("flock_fly" if e.get("way") == "fly" else "flock_arrive"), name=name),
    "flock_no_gem": _named,
    "coyote_laid": lambda t, s, e, name: t(L + "coyote_laid", name=name, n=e.get("place", 1)),
    "coyote_played": _named_card,
    "coyote_unplayable": _named_card,
    # ---- Seasons and lightning (rules_seasons.py)
    "season_drawn": None,                                    # season_played says it
    "season_played": _season_played,
    "season_returned": _card,
    "lightning_called": _named,
    "lightning_not_called": None,
    "lightning_storm": lambda t, s, e, name: t(L + ("lightning_storm" if e.get("tokens") else "lightning_storm_none")),
    "lightning_strike": _storm_line("lightning_strike"),
    "lightning_moved": lambda t, s, e, name: t(L + "lightning_moved", a=square_name(t, e["from"]),
                                               b=square_name(t, e["to"])),
    "lightning_removed": lambda t, s, e, name: t(L + "lightning_removed", sq=square_name(t, e["at"])),
    # ---- the Megahawk and the water gems (rules_minis.py)
    "water_placed": _minis,
    "water_lifted": _minis,
    "water_quenched": _minis,
    # ---- solo (rules_solo.py, rules_solo_challenges.py, rules_solo_variants.py)
    "inferno_card": _inferno_card,
    "inferno_failed": _card,
    "inferno_nothing": _card,
    "inferno_penalty": lambda t, s, e, name: t(L + "inferno_penalty", wind=wind_name(t, e["direction"])),
    "inferno_storm": _storm_line("inferno_storm"),
    "inferno_reshuffled": _plain,
    "round_end": lambda t, s, e, name: t(L + "round_end", round=e["round"]),
    "enemy_bucket_used": lambda t, s, e, name: t(L + "enemy_bucket_used", tower=tower_name(t, e["tower"]),
                                                 n=len(e.get("cells") or [])),
    "hand_size": lambda t, s, e, name: t(L + "hand_size", n=e["hand_size"]),
    "bucket_captured": _named_tower,
    "bucket_declined": _named_tower,
    "storm_reroll": _named_card,
    "special_used": lambda t, s, e, name: t(L + "special_used", name=name, special=special_name(t, e["special"])),
    "special_flipped": lambda t, s, e, name: t(L + "special_flipped", special=special_name(t, e["special"]),
                                               back=special_name(t, e["to"])),
    "cards_kept": lambda t, s, e, name: t(L + "cards_kept", name=name, n=e.get("count", 0)),
    "challenge_drawn": lambda t, s, e, name: t(L + "challenge_drawn",
                                               cards=", ".join(challenge_name(t, c) for c in e["cards"])),
    "challenge_chosen": _challenge,
    "challenge_ended": _challenge,
    "challenge_no_room": _challenge,
    "challenge_fallback": lambda t, s, e, name: t(L + "challenge_fallback", challenge=challenge_name(t, e["challenge"]),
                                                  n=e.get("missing", 0)),
    "challenge_skipped": lambda t, s, e, name: t(L + "challenge_skipped", n=e.get("skips_left", 0)),
    "thick_smoke": _card,
    "challenge_none": _plain,
    "challenges_reshuffled": _plain,
    "wind_calm": _plain,
    "red_flag": _plain,
    "plan_made": lambda t, s, e, name: t(L + "plan_made", name=name, n=e.get("count", 0)),
    "plan_step": lambda t, s, e, name: t(L + "plan_step", name=name, n=e.get("left", 0)),
    "plan_nothing": lambda t, s, e, name: t(L + "plan_nothing", name=name, special=special_name(t, e.get("special"))),
    "plan_set_nothing": lambda t, s, e, name: t(L + "plan_set_nothing", name=name,           # FT-SOLO-PLAN-SETS
                                                cards=plan_set_text(t, e.get("set"), e.get("cards") or [])),
    "hawk_declined": _named,                                 # FT-SOLO-SANCTUARY-HAWK
    "resistant_ended": _tower,                               # FT-SOLO-RESISTANT-ROUND
    "sanctuary_placed": lambda t, s, e, name: t(L + "sanctuary_placed", name=name, sq=square_name(t, e["at"])),
    "wet_line": lambda t, s, e, name: t(L + "wet_line", name=name, n=len(e.get("cards") or ())),  # FT-SOLO-WET-LINE-ONE
    "tower_resistant": _tower_resistant,
    "bucket_refilled": _tower,
    "downpour": _tower,
}


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
