"""Root's words: log lines, prompts, button labels and refusals (pure: texts come from
data/root/text.*.yaml through `t`, positions from the state's to_dict()). Players read
clearing numbers with their suits ("clearing 7 (mouse)"), never ids; hidden cards
(hands, supporters) never appear in a line everyone reads."""
from __future__ import annotations

from game.core.names import player_name

from .levels import BOT_NAMES

FACTIONS = ("marquise", "alliance")
BUILDINGS = ("sawmill", "workshop", "recruiter")
CLEARING_KINDS = ("keep", "setup_building", "build", "revolt", "spread", "organize", "battle",
                  "tax_collector", "wood", "pay_wood", "recruit_at", "overwork")
MOVE_KINDS = ("march", "move")
CARD_KINDS = ("craft", "ambush", "mobilize", "train", "hawks", "discard", "outrage", "field_hospitals",
              "spend", "discard_supporter", "dominance", "overwork")
BATTLE_CARDS = ("brutal_tactics", "armorers", "sappers")


def R(t, key, **kw) -> str:
    return t(f"root.{key}", **kw)


# ------------------------------------------------------------------ names
def suit_word(t, suit) -> str:
    return R(t, f"ui.suit_word.{suit}")


def where(t, snap, c) -> str:
    """'clearing 7 (mouse)' for a clearing number."""
    if type(c) is not int or not 1 <= c <= 12:
        return "?"
    suit = snap["clearings"][c - 1]["suit"] if snap and snap.get("clearings") else None
    return R(t, "log.where", n=c, suit=suit_word(t, suit)) if suit else str(c)


def who(t, faction, snap=None) -> str:
    """A faction as the subject of a sentence: "The Marquise", or "You" for the person
    the panels call "You" (one name per person)."""
    if faction not in FACTIONS:
        return "?"
    return R(t, "log_you.who") if is_you(snap, faction) else R(t, f"log.who.{faction}")


def whom(t, faction, snap=None) -> str:
    if faction not in FACTIONS:
        return "?"
    return R(t, "log_you.whom") if is_you(snap, faction) else R(t, f"log.whom.{faction}")


def is_you(snap, faction) -> bool:
    """Whether the player of `faction` is the person shown as "You": never named, against
    the Clockwork bot (seat_name)."""
    players = (snap or {}).get("players") or []
    seat = FACTIONS.index(faction) if faction in FACTIONS else None
    return seat is not None and seat < len(players) and _default_person(players, players[seat])


def _default_person(players, p) -> bool:
    return p.get("kind") != "bot" and p.get("default_name") is True and \
        any(q.get("kind") == "bot" for q in players if q is not p)


def said(t, snap, key, faction, **kw) -> str:
    """The log line `key` about `faction`'s player: written to "you" for the person shown
    as "You" ("You battle", not "The Alliance battles"), else "{who} ..."."""
    if is_you(snap, faction):
        return R(t, f"log_you.{key}", **kw)
    return R(t, f"log.{key}", who=who(t, faction), **kw)


def piece_word(t, piece) -> str:
    """A piece's name inside a sentence (lower case where the language writes it so)."""
    return R(t, f"ui.piece_word.{piece}")


def faction_name(t, faction) -> str:
    return R(t, f"faction.{faction}.name")


def seat_name(t, players, seat) -> str:
    if seat is None or not 0 <= seat < len(players):
        return ""
    p = players[seat]
    if p.get("kind") == "bot":          # a Clockwork seat is named as its bot, in the current language
        return R(t, "ui.seat_computer", name=R(t, f"bot.{BOT_NAMES[FACTIONS[seat]]}"))
    if p.get("default_name") is True and t is not None:       # never typed: the current language
        return R(t, "setup.you") if _default_person(players, p) else player_name(t, "root", players, seat)
    return p.get("name") or faction_name(t, FACTIONS[seat])


def card_name(t, cards, card) -> str:
    info = cards.get(card) if cards else None
    if not info:
        return str(card)
    name = info["name"]
    if name in ("ambush", "dominance"):
        return R(t, f"card_suited.{name}", suit=R(t, f"suit.{info['suit']}"))
    return R(t, f"card.{name}.name")


def piece_name(t, piece) -> str:
    return R(t, f"piece.{piece}")


def warriors(t, n) -> str:
    return R(t, "log.warriors_one") if n == 1 else R(t, "log.warriors_many", n=n)


def hits(t, n) -> str:
    return R(t, "ui.hits_one") if n == 1 else R(t, "ui.hits", n=n)


def cards_count(t, n) -> str:
    return R(t, "log.cards_one") if n == 1 else R(t, "log.cards_many", n=n)


def counted(t, key, n, **kw) -> str:
    """root.<key> for a count `n`: its "<key>_one" form when n is 1 (English and Spanish
    say "1 operation left", not "1 operations left")."""
    return R(t, f"{key}_one" if n == 1 else key, n=n, **kw)


# ------------------------------------------------------------------ log lines
def describe_event(t, snap, cards, event, battle=None) -> str | None:
    """One log line (or None) for an engine event (LINES says which have none); `battle`
    is the battle under way ({attacker, defender}) for the dice line."""
    line = LINES.get(event.get("type"))
    text = line(t, snap, cards, event, battle) if line else None
    if text and text.endswith(("!.", "?.")):       # a name ending in ! or ? ends the sentence
        text = text[:-1]
    return text


def _where(t, snap, e, key="clearing") -> str:
    return where(t, snap, e.get(key))


def _card(t, cards, e) -> str:
    return card_name(t, cards, e.get("card"))


def _turn(t, snap, cards, e, battle):
    """The seat named as its panel names it (one name per person)."""
    name = seat_name(t, snap.get("players") or [], e.get("seat"))
    return R(t, "log.turn", turn=e.get("turn"), faction=faction_name(t, e.get("faction")), name=name)


def _phase(t, snap, cards, e, battle):
    if e.get("phase") not in ("birdsong", "daylight", "evening"):
        return None
    return R(t, "log.phase", phase=R(t, f"phase.{e.get('phase')}"))


def _setup(t, snap, cards, e, battle):
    what = e.get("what")
    form = "log_you" if is_you(snap, "marquise") else "log"
    if what == "keep":
        return R(t, f"{form}.setup_keep", where=_where(t, snap, e))
    if what in BUILDINGS:
        return R(t, f"{form}.setup_building", piece=piece_word(t, what), where=_where(t, snap, e))
    return None


def _roll(t, snap, cards, e, battle):
    dice = e.get("dice") or [0, 0]
    att = (battle or {}).get("attacker")
    dfn = (battle or {}).get("defender")
    key = "log_you.roll_attacker" if is_you(snap, att) else "log_you.roll_defender" if is_you(snap, dfn) \
        else "log.roll"
    line = R(t, key, high=max(dice), low=min(dice), ah=hits(t, e.get("attacker_hits", 0)),
             dh=hits(t, e.get("defender_hits", 0)), attacker=whom(t, att) if att else R(t, "ui.attacker"),
             defender=whom(t, dfn) if dfn else R(t, "ui.defender"))
    if e.get("defenseless"):
        line += " " + R(t, "log.defenseless")
    return line


def _remove(t, snap, cards, e, battle):
    f, piece, n = e.get("faction"), e.get("piece"), e.get("n", 1)
    if piece == "warrior":
        return said(t, snap, "remove_warriors", f, warriors=warriors(t, n), where=_where(t, snap, e))
    if piece == "officer":
        return said(t, snap, "remove_officers", f, n=n)
    return said(t, snap, "remove_piece", f, piece=piece_word(t, piece), where=_where(t, snap, e))


def _discard(t, snap, cards, e, battle):
    why, f = e.get("why"), e.get("faction")
    if why in ("revolt", "spread"):
        return said(t, snap, "spend", f, card=_card(t, cards, e))
    if why == "hawks":
        return said(t, snap, "hawks", f, card=_card(t, cards, e))
    if why in ("ambush", "field_hospitals", "overwork", "train"):
        return None         # said by the line of the action itself
    return said(t, snap, "discard", f, card=_card(t, cards, e))


def _craft(t, snap, cards, e, battle):
    f = e.get("faction")
    if e.get("item"):
        return said(t, snap, "craft_item", f, card=_card(t, cards, e), item=R(t, f"item.{e['item']}"))
    return said(t, snap, "craft", f, card=_card(t, cards, e))


def _effect(t, snap, cards, e, battle):
    f = e.get("faction")
    if e.get("card"):
        return said(t, snap, "effect", f, card=_card(t, cards, e))
    what = e.get("what")        # a Clockwork step's note
    if what == "build" and e.get("piece"):
        return R(t, "log.bot.cannot_build", who=who(t, f), piece=piece_word(t, e["piece"]))
    if what in ("cannot_spread", "public_pity", "score"):
        return R(t, f"log.bot.{what}", who=who(t, f), n=e.get("n", 0))
    return None


def _outrage(t, snap, cards, e, battle):
    w = _where(t, snap, e)
    if e.get("card"):
        return R(t, "log_you.outrage_card" if is_you(snap, "marquise") else "log.outrage_card", where=w)
    you = next((f for f in FACTIONS if is_you(snap, f)), None)
    return R(t, f"log_you.outrage_none_{you}" if you else "log.outrage_none", where=w)


def _reveal_hand(t, snap, cards, e, battle):
    n = cards_count(t, len(e.get("cards") or []))
    if is_you(snap, e.get("to")):
        return R(t, "log_you.reveal_hand_to", who=who(t, e.get("faction")), cards=n)
    return said(t, snap, "reveal_hand", e.get("faction"), other=whom(t, e.get("to"), snap), cards=n)


def _order(t, snap, cards, e, battle):
    suit = e.get("suit")
    return R(t, "log.order", who=who(t, e.get("faction")),
             suit=R(t, f"suit.{suit}") if suit else _card(t, cards, e))


def _game_over(t, snap, cards, e, battle):
    winner = e.get("winner")
    if winner is None:
        return R(t, "log.game_over_none")
    return said(t, snap, "game_over", winner, reason=R(t, f"log.reason.{e.get('reason', 'vp')}"))


# The log line of every event the rules emit, by type: (t, snap, cards, event, battle) ->
# str, or None for no line. tests/ui/test_event_tables.py checks that every type the rules
# build is here.
LINES = {
    "turn": _turn,
    "phase": _phase,
    # RT-DIG-STEPS: a phase with nothing to do in it passes by itself, and says so
    "phase_passed": lambda t, snap, cards, e, battle: R(t, "log.phase_passed", phase=R(t, f"phase.{e.get('phase')}")),
    "setup": _setup,
    "move": lambda t, snap, cards, e, battle: said(t, snap, "move", e.get("faction"),
                                                warriors=warriors(t, e.get("n", 1)),
                                                a=_where(t, snap, e, "from"), b=_where(t, snap, e, "to")),
    "battle": lambda t, snap, cards, e, battle: said(t, snap, "battle", e.get("attacker"),
                                                  enemy=whom(t, e.get("defender"), snap), where=_where(t, snap, e)),
    "ambush": lambda t, snap, cards, e, battle: said(t, snap, "ambush_cancelled" if e.get("cancelled") else "ambush",
                                                     e.get("faction"), card=_card(t, cards, e)),
    "roll": _roll,
    "remove": _remove,
    "place": lambda t, snap, cards, e, battle: _place_line(t, snap, e),
    "pay": lambda t, snap, cards, e, battle: said(t, snap, "pay_wood", e.get("faction"),
                                               where=_where(t, snap, e)),
    # the building track's points are said by the Clockwork's line that scores it
    "vp": lambda t, snap, cards, e, battle: None if e.get("why") == "track" else
    said(t, snap, "vp", e.get("faction"), n=e.get("n", 1)),
    "draw": lambda t, snap, cards, e, battle: said(t, snap, "draw", e.get("faction"),
                                                cards=cards_count(t, e.get("n", 1))),
    "discard": _discard,
    "supporter": lambda t, snap, cards, e, battle: R(
        t, ("log_you." if is_you(snap, "alliance") else "log.") +
        ("supporter_outrage" if e.get("why") == "outrage" else "supporter_mobilize")),
    "outrage": _outrage,
    "reveal_hand": _reveal_hand,
    "craft": _craft,
    "effect": _effect,
    "dominance": lambda t, snap, cards, e, battle: said(t, snap, "dominance", e.get("faction"),
                                                     card=_card(t, cards, e)),
    "order": _order,
    "reshuffle": lambda t, snap, cards, e, battle: R(t, "log.reshuffle"),
    "game_over": _game_over,
}


def _place_line(t, snap, event) -> str | None:
    f, piece, why, n = event.get("faction"), event.get("piece"), event.get("why"), event.get("n", 1)
    w = where(t, snap, event.get("clearing"))
    if piece == "officer":
        return said(t, snap, "place_officer", f)
    if piece == "warrior":
        if why == "recruit":
            return said(t, snap, "recruit", f, warriors=warriors(t, n), where=w)
        if why == "field_hospitals":
            return said(t, snap, "field_hospitals", f, warriors=warriors(t, n), where=w)
        return said(t, snap, "place_warriors", f, warriors=warriors(t, n), where=w)
    if piece in BUILDINGS:
        if not event.get("cost"):
            return said(t, snap, "build_free", f, piece=piece_word(t, piece), where=w)
        return said(t, snap, "build", f, piece=piece_word(t, piece), where=w, cost=event.get("cost", 0))
    if piece and piece.startswith("base_"):
        return said(t, snap, "revolt", f, piece=piece_word(t, piece), where=w)
    if piece == "sympathy":
        return said(t, snap, "organize" if why == "organize" else "spread", f, where=w)
    if piece == "wood":
        return said(t, snap, "overwork" if why == "overwork" else "wood", f, where=w, n=n)
    return None


# ------------------------------------------------------------------ refusals
def describe_refusal(t, err) -> str:
    key = getattr(err, "key", None) or str(err)
    text = R(t, f"illegal.{key}")
    return text if not text.startswith("root.illegal.") else R(t, "illegal.not_allowed")


def explain_clearing(t, snap, adjacent, kind, c, source=None, faction=None) -> str:
    """Plain words for a click on clearing `c` that makes no legal action (best guess from
    the position; the engine's refusal keys are generic)."""
    cl = snap["clearings"][c - 1]
    here = where(t, snap, c)
    mine = (cl.get("warriors") or {}).get(faction, 0)
    enemy = [f for f in FACTIONS if f != faction][0] if faction in FACTIONS else None
    if kind in MOVE_KINDS and source is not None:
        if c == source:
            return R(t, "illegal.same_clearing")
        if c not in adjacent.get(source, ()):
            return R(t, "illegal.not_adjacent", a=where(t, snap, source), b=here)
        src = snap["clearings"][source - 1]
        if src.get("ruler") != faction and cl.get("ruler") != faction:
            return R(t, "illegal.rule_neither", a=where(t, snap, source), b=here)
        return R(t, "illegal.no_move_now")
    if kind in MOVE_KINDS:
        if not mine:
            return R(t, "illegal.no_warriors_here", where=here)
        return R(t, "illegal.no_move_from", where=here)
    if kind == "battle":
        if not mine:
            return R(t, "illegal.no_warriors_here", where=here)
        if enemy and not ((cl.get("warriors") or {}).get(enemy) or _enemy_pieces(cl, enemy)):
            return R(t, "illegal.no_enemy_here", where=here)
        return R(t, "illegal.no_battle_here", where=here)
    if kind in ("build", "setup_building"):
        used = len(cl.get("buildings") or [])
        if used >= cl.get("slots", 0):
            return R(t, "illegal.no_free_slot", where=here)
        if kind == "setup_building":
            return R(t, "illegal.setup_near_keep")
        if cl.get("ruler") != faction:
            return R(t, "illegal.not_ruled", where=here)
        return R(t, "illegal.no_wood", where=here)
    if kind == "keep":
        return R(t, "illegal.keep_corner")
    if kind == "revolt":
        if "sympathy" not in (cl.get("tokens") or []):
            return R(t, "illegal.revolt_sympathy", where=here)
        return R(t, "illegal.revolt_cost", suit=suit_word(t, cl.get("suit")))
    if kind == "spread":
        if "sympathy" in (cl.get("tokens") or []):
            return R(t, "illegal.spread_already", where=here)
        return R(t, "illegal.spread_where", suit=suit_word(t, cl.get("suit")))
    if kind in ("recruit", "organize"):
        if kind == "recruit" and not any(b.startswith("base_") for b in cl.get("buildings") or []):
            return R(t, "illegal.no_base_here", where=here)
        if kind == "organize" and not mine:
            return R(t, "illegal.no_warriors_here", where=here)
        return R(t, "illegal.organize_sympathy", where=here) if kind == "organize" else R(t, "illegal.no_move_now")
    if kind in ("wood", "pay_wood", "overwork"):
        return R(t, "illegal.not_sawmill", where=here) if kind != "pay_wood" else R(t, "illegal.pay_wood_here")
    return R(t, "illegal.nothing_here", where=here)


def _enemy_pieces(cl, enemy) -> bool:
    mine = {"marquise": ("sawmill", "workshop", "recruiter", "wood", "keep"),
            "alliance": ("base_fox", "base_rabbit", "base_mouse", "sympathy")}[enemy]
    return any(p in mine for p in (cl.get("buildings") or []) + (cl.get("tokens") or []))


# ------------------------------------------------------------------ prompts and labels
def prompt(t, snap, players, decision, seat, me, done=False, undo=True) -> str:
    """The instruction line for the decision now pending; `done`: the phase offers only its
    end (RT-DIG-STEPS: the player ends it, or undoes the last step, when `undo` can: never
    in a lesson, whose Undo is greyed)."""
    kind = decision.get("kind")
    if kind == "over":
        return R(t, "prompt.over")
    if not me:
        return R(t, "prompt.waiting", name=seat_name(t, players, seat))
    faction = FACTIONS[seat] if seat is not None else None
    if kind == "phase":
        phase = decision.get("phase")
        turn = snap.get("turn") or {}
        if done:
            return R(t, "prompt.phase_done" if undo else "prompt.phase_done_forward", phase=R(t, f"phase.{phase}"),
                     button=R(t, f"ui.end_{phase}"))
        if faction == "marquise" and phase == "daylight":
            return counted(t, "prompt.marquise_daylight", turn.get("actions_left", 0))
        if faction == "alliance" and phase == "evening":
            ops = max(0, (snap.get("officers") or 0) - turn.get("ops_used", 0))
            return counted(t, "prompt.alliance_evening", ops)
        return R(t, f"prompt.{faction}_{phase}")
    d = decision
    w = where(t, snap, d.get("clearing")) if d.get("clearing") else ""
    if kind == "spend":
        return counted(t, "prompt.spend", d.get("n", 1), suit=suit_word(t, d.get("suit")))
    if kind in ("take_hit", "field_hospitals", "ambush", "outrage"):
        return R(t, f"prompt.{kind}", where=w, n=d.get("n", 1))
    if kind == "battle_effects":
        return R(t, f"prompt.battle_effects_{d.get('role', 'attacker')}")
    if kind == "pay_wood":
        return R(t, "prompt.pay_wood", n=d.get("n", 1))
    if kind == "timing":
        return R(t, f"prompt.timing_{d.get('what', 'birdsong')}")
    return R(t, f"prompt.{kind}")


def mode_prompt(t, kind) -> str:
    return R(t, f"prompt.mode.{kind}")


def action_label(t, snap, cards, a) -> str:
    """A button's words for an action (choosers, the decision's buttons)."""
    kind = a[0]
    if kind == "end_phase":
        return R(t, f"ui.end_{snap.get('phase', 'daylight')}")
    if kind == "skip":
        return R(t, "ui.skip")
    if kind in ("march", "move"):
        return R(t, "ui.move_n", n=a[3]) if len(a) == 4 else R(t, f"action.{kind}")
    if kind == "build":
        return R(t, "ui.build_here", piece=piece_word(t, a[1]), where=where(t, snap, a[2]))
    if kind == "setup_building":
        return R(t, "ui.place_piece", piece=piece_word(t, a[1]))
    if kind == "craft":
        pay = " + ".join(suit_word(t, s) for s in str(a[2]).split("+"))
        return R(t, "ui.craft_card", card=card_name(t, cards, a[1]), pay=pay)
    if kind == "overwork":
        return R(t, "ui.overwork_with", where=where(t, snap, a[1]), card=card_name(t, cards, a[2]))
    if kind in ("mobilize", "train", "hawks", "ambush", "discard", "outrage", "field_hospitals", "spend",
                "discard_supporter", "dominance"):
        return R(t, f"ui.card_{kind}", card=card_name(t, cards, a[1]))
    if kind == "take_dominance":
        return R(t, "ui.take_dominance", card=card_name(t, cards, a[1]), spent=card_name(t, cards, a[2]))
    if kind == "battle":
        return R(t, "ui.battle_against", enemy=faction_name(t, a[2]), where=where(t, snap, a[1]))
    if kind in ("revolt", "spread", "organize", "tax_collector", "wood", "pay_wood", "recruit_at", "keep"):
        return R(t, f"ui.do_{kind}", where=where(t, snap, a[1]))
    if kind == "recruit":
        return R(t, "ui.do_recruit", where=where(t, snap, a[1])) if len(a) > 1 else R(t, "action.recruit")
    if kind == "take_hit":
        return R(t, "ui.take_hit", piece=piece_word(t, a[1]))
    if kind in BATTLE_CARDS:
        return R(t, "ui.use_card", card=card_name(t, cards, a[1]))
    if kind in ("royal_claim", "stand_and_deliver", "codebreakers"):
        return R(t, f"card.{kind}.name")
    if kind == "bot_step":
        return R(t, "ui.bot_step")
    if kind == "timing":
        return R(t, f"ui.timing.{a[1]}")
    if kind == "from_here":
        return R(t, "ui.move_from_here")
    if kind == "back":
        return R(t, "ui.back")
    return R(t, "ui.other_action")
