"""Root: the Automated Alliance, the official Clockwork bot for the Woodland Alliance
(reference §7.3; RT-BOT-AA-SETUP to RT-BOT-AA-TRAITS of seeds/root.en.md). Plugged in through
rules_clockwork.REGISTRY: `setup`, `start_turn`, `next_step` and the hooks `on_rolled`,
`on_outrage`, `on_base_lost`, `blocks_removal_vp` (docs/root_engine.md, "Clockwork
seats"). Pure: no pygame.

A bot turn is a program of small steps kept in `turn["bot"]["steps"]` (JSON lists, the
first one next); each ("bot_step",) runs steps until one of them did something a person
can see (so a turn plays step by step in the log), pushing {"k": "end_turn"} after the
last. A step that needs a person's decision (Field Hospitals after a Revolt...) leaves it
on the stack and the engine asks for it before the next step.

Writes: players[1] (vp through add_vp, warriors_supply, sympathy_left, bases_left,
items), map (sympathy, bases, Alliance warriors, the Marquise's pieces a Revolt removes),
turn["bot"] (order, steps, revolted), item_supply, discard. Its numbers are data:
`s.cfg.bots["alliance"]` (data/root/bots.yaml, reference §7.3).
"""
from __future__ import annotations

from . import rules_clockwork as clockwork

FACTION = "alliance"
SUITS = ("fox", "rabbit", "mouse")


def _n(s) -> dict:
    """The Automated Alliance's numbers (bots.yaml `alliance`, reference §7.3)."""
    return s.cfg.bots["alliance"]


def _bot(s) -> dict:
    return s.turn["bot"]


def _level(s, seat) -> str:
    return s.players[seat]["bot"]["difficulty"]


def _has(s, trait) -> bool:
    return s.bot_has(FACTION, trait)


# ------------------------------------------------------------ set-up and turn program
def setup(s, seat, events) -> None:
    """RT-BOT-AA-SETUP: 10 warriors, 3 bases, 10 sympathy tokens (the person's numbers,
    already in players[1]); no supporters, no hand (rules.py deals none to a bot), no
    officers. Nothing goes on the map."""
    p = s.players[seat]
    p["officers"] = 0
    p["supporters"] = []


def program(s) -> list:
    """The turn's steps in order (RT-BOT-AA-BIRDSONG, -DAYLIGHT, -EVENING; option
    aa_public_pity, §10 #18: Public Pity in Birdsong by default, or at the end of Daylight)."""
    pity_birdsong = s.options["aa_public_pity"] == "birdsong"
    steps = [["order"], ["craft"], ["revolt"]]
    if pity_birdsong:
        steps.append(["public_pity"])
    steps += [["phase", "daylight"], ["spread", "spread"], ["surprise_revolt"]]
    if not pity_birdsong:
        steps.append(["public_pity"])
    steps += [["phase", "evening"], ["organize"], ["recruit"], ["wildfire"], ["nightmare"], ["discard_order"]]
    return steps


def start_turn(s, seat, events) -> None:
    s.turn["bot"] = {"order": None, "steps": program(s), "revolted": False}


def next_step(s, seat, events) -> None:
    """Run steps until one shows something (a phase change alone does not count) or
    leaves a decision for a person on the stack; after the last, end the turn."""
    bot = _bot(s)
    while bot["steps"]:
        step = bot["steps"].pop(0)
        before = len(events)
        STEPS[step[0]](s, seat, events, *step[1:])
        if not bot["steps"]:
            break
        if s.stack or s.is_over or any(e["type"] != "phase" for e in events[before:]):
            return
    if bot.get("order") is not None:            # RT-BOT-ORDER: never kept past the turn
        step_discard_order(s, seat, events)
    s.stack.insert(0, {"k": "end_turn"})        # after any decision the last step left


# ------------------------------------------------------------ Birdsong
def step_order(s, seat, events):
    """RT-BOT-ORDER: the top card of the deck is this turn's order card."""
    clockwork.flip_order(s, seat, events)


def step_craft(s, seat, events):
    """RT-BOT-CRAFT: the order card's item, if one is left, for 1 VP."""
    clockwork.craft_order(s, seat, events)


def order_suit(s) -> str:
    return clockwork.order_suit(s)


def enemy_pieces(s, c) -> int:
    return clockwork.enemy_pieces(s, FACTION, c)


def base_fits(s, c) -> bool:
    """After every enemy piece is gone a slot is free (only ruins stay) and the
    Alliance may place there (never the keep's clearing, RT-WA-KEEP)."""
    return s.cfg.clearings[c]["slots"] > s.cl(c)["buildings"].count("ruin") and s._placeable(c)


def revolt_target(s, suits) -> int | None:
    """RT-BOT-AA-BIRDSONG 2, RT-BOT-AA-DAYLIGHT 2: the sympathetic clearing of one of
    `suits` whose base is still off the map, with the most enemy pieces (ties: priority;
    RT-BOT-ILLEGAL: a clearing where the base cannot go is passed over)."""
    left = s.players[1]["bases_left"]
    cands = [c for c in range(1, 13) if s.sympathetic(c) and s.suit(c) in suits and s.suit(c) in left
             and base_fits(s, c)]
    return clockwork.best(cands, lambda c: enemy_pieces(s, c))


def revolt(s, events, c, what):
    """Remove every enemy piece in c (1 VP per building and token, RT-REMOVE-VP) and
    place the base of its suit; no warriors, no officer."""
    suit = s.suit(c)
    al = s.players[1]
    events.append({"type": "effect", "faction": FACTION, "card": None, "what": what, "clearing": c})
    s.remove_all(events, c, "marquise", FACTION)
    al["bases_left"].remove(suit)
    s.cl(c)["buildings"].append("base_" + suit)
    events.append({"type": "place", "faction": FACTION, "clearing": c, "piece": "base_" + suit, "n": 1,
                   "why": "revolt"})
    _bot(s)["revolted"] = True


def step_revolt(s, seat, events):
    """RT-BOT-AA-BIRDSONG 2: with a fox, rabbit or mouse order whose base is off the map."""
    suit = order_suit(s)
    if suit == "bird":
        return
    c = revolt_target(s, (suit,))
    if c is not None:
        revolt(s, events, c, "revolt")


def step_public_pity(s, seat, events):
    """RT-BOT-AA-BIRDSONG 3, RT-BOT-AA-PITY: no Revolt this turn: spread twice with 4 or
    fewer tokens on the map, otherwise once."""
    if _bot(s)["revolted"]:
        return
    num = _n(s)
    few = s.count_on_map("sympathy") <= num["public_pity_tokens"]
    n = num["public_pity_spreads_few"] if few else num["public_pity_spreads"]
    events.append({"type": "effect", "faction": FACTION, "card": None, "what": "public_pity", "n": n})
    _bot(s)["steps"][0:0] = [["spread", "spread"] for _ in range(n)]


# ------------------------------------------------------------ spreading sympathy
def martial_law(s, c) -> bool:
    """An enemy has 3 or more warriors in c (RT-BOT-AA-MARTIAL-LAW)."""
    return s.cl(c)["warriors"]["marquise"] >= s.cfg.alliance["martial_law_warriors"]


def spread_target(s) -> int | None:
    """RT-BOT-AA-DAYLIGHT 1: an unsympathetic clearing next to a sympathetic one (any
    clearing when none is on the map; never the keep's). Ties: first no enemy with 3+
    warriors, then the ordered suit, then priority; a bird order takes the highest number."""
    cands = s.spread_targets()
    if not cands:
        return None
    suit = order_suit(s)
    if suit == "bird":
        return min(cands, key=lambda c: (martial_law(s, c), -c))
    return min(cands, key=lambda c: (martial_law(s, c), s.suit(c) != suit, c))


def spread(s, events, why) -> int | None:
    """Place the next token of the track on spread_target (no supporters to pay) and score
    its VP, 1 less under Martial Law (never below 0); Wildfire scores nothing.
    RT-BOT-AA-NO-SPREAD: with no token left or no clearing it scores the option
    aa_cannot_spread_vp instead (§10 #11: UNVERIFIED against the official text; 0 = off)."""
    al = s.players[1]
    c = spread_target(s) if al["sympathy_left"] > 0 else None
    if c is None:
        if why != "wildfire":
            events.append({"type": "effect", "faction": FACTION, "card": None, "what": "cannot_spread"})
            s.add_vp(events, FACTION, s.options["aa_cannot_spread_vp"], "cannot_spread")
        return None
    placed = s.cfg.alliance["sympathy"] - al["sympathy_left"]
    vp = s.cfg.alliance["sympathy_vp"][placed]
    if martial_law(s, c):
        vp = max(0, vp - _n(s)["martial_law_vp"])
    al["sympathy_left"] -= 1
    s.cl(c)["tokens"].append("sympathy")
    events.append({"type": "place", "faction": FACTION, "clearing": c, "piece": "sympathy", "n": 1, "why": why})
    if why != "wildfire":
        s.add_vp(events, FACTION, vp, why)
    return c


def step_spread(s, seat, events, why="spread"):
    spread(s, events, why)


# ------------------------------------------------------------ Daylight
def step_phase(s, seat, events, phase):
    s.phase = phase
    events.append({"type": "phase", "phase": phase})


def step_surprise_revolt(s, seat, events):
    """RT-BOT-AA-DAYLIGHT 2: with a bird order, a Revolt for any base still off the map."""
    if order_suit(s) != "bird":
        return
    c = revolt_target(s, SUITS)
    if c is not None:
        revolt(s, events, c, "surprise_revolt")


# ------------------------------------------------------------ Evening
def base_clearings(s) -> list:
    return [c for c in range(1, 13) if any(b.startswith("base_") for b in s.cl(c)["buildings"])]


def step_organize(s, seat, events):
    """RT-BOT-AA-EVENING 1: every base clearing with enough Alliance warriors (3; Easy 4,
    Challenging and Nightmare 2), in priority order, one step each."""
    need = _n(s)["organize_at"][_level(s, seat)]
    where = [c for c in base_clearings(s) if s.cl(c)["warriors"][FACTION] >= need]
    _bot(s)["steps"][0:0] = [["organize_at", c] for c in where]


def step_organize_at(s, seat, events, c):
    """Remove all the Alliance warriors there (back to the supply), then spread."""
    n = s.cl(c)["warriors"][FACTION]
    if n <= 0:
        return
    s.cl(c)["warriors"][FACTION] = 0
    s.players[1]["warriors_supply"] += n
    events.append({"type": "effect", "faction": FACTION, "card": None, "what": "organize", "clearing": c})
    events.append({"type": "remove", "faction": FACTION, "clearing": c, "piece": "warrior", "n": n,
                   "by": FACTION})
    for _ in range(_n(s)["organize_spreads"]):
        spread(s, events, "organize")


def step_recruit(s, seat, events):
    """RT-BOT-AA-EVENING 2: 1 warrior in each base clearing (priority order, while the
    supply lasts)."""
    al = s.players[1]
    for c in base_clearings(s):
        k = min(_n(s)["recruit_per_base"], al["warriors_supply"])
        if k <= 0 or not s._placeable(c):
            continue
        al["warriors_supply"] -= k
        s.cl(c)["warriors"][FACTION] += k
        events.append({"type": "place", "faction": FACTION, "clearing": c, "piece": "warrior", "n": k,
                       "why": "recruit"})


def step_wildfire(s, seat, events):
    """RT-BOT-AA-TRAITS Wildfire: one more spread at the end of Evening, scoring nothing."""
    if _has(s, "wildfire"):
        events.append({"type": "effect", "faction": FACTION, "card": None, "what": "wildfire"})
        for _ in range(_n(s)["wildfire_spreads"]):
            spread(s, events, "wildfire")


def step_nightmare(s, seat, events):
    """RT-BOT-AA-EVENING 3: Nightmare scores 1 VP (option nightmare_bonus_vp)."""
    if _level(s, seat) == "nightmare":
        s.add_vp(events, FACTION, s.options["nightmare_bonus_vp"], "nightmare")


def step_discard_order(s, seat, events):
    """RT-BOT-ORDER: the order card is discarded at the end of Evening."""
    clockwork.discard_order(s, seat, events)


STEPS = {"order": step_order, "craft": step_craft, "revolt": step_revolt, "public_pity": step_public_pity,
         "phase": step_phase, "spread": step_spread, "surprise_revolt": step_surprise_revolt,
         "organize": step_organize, "organize_at": step_organize_at, "recruit": step_recruit,
         "wildfire": step_wildfire, "nightmare": step_nightmare, "discard_order": step_discard_order}


# ------------------------------------------------------------ abilities (hooks)
def on_rolled(s, seat, events) -> bool:
    """After the roll of a battle in which the bot defends.
    RT-BOT-AA-TRAITS Veterans: without it the bot has no Guerrilla War (the attacker takes
    the higher die). RT-BOT-AA-AMBUSH: with at least 1 Alliance warrior there it deals 1
    extra hit; Informants: also where only a sympathy token defends, no warrior."""
    b = s.battle
    if b is None or b["defender"] != FACTION or b["rolls"] is None:
        return False
    c = b["clearing"]
    if not _has(s, "veterans"):
        dice = b["rolls"]["dice"]
        att_w, def_w = s.cl(c)["warriors"][b["attacker"]], s.cl(c)["warriors"][FACTION]
        b["rolls"]["attacker"] = min(max(dice), att_w)
        b["rolls"]["defender"] = min(min(dice), def_w)
        for e in reversed(events):
            if e["type"] == "roll":
                e["attacker_hits"], e["defender_hits"] = b["rolls"]["attacker"], b["rolls"]["defender"]
                break
    warriors = s.cl(c)["warriors"][FACTION]
    if warriors >= _n(s)["ambush_warriors"] or (_has(s, "informants") and s.sympathetic(c)):
        b["extra"]["defender"] += _n(s)["ambush_hits"]
        events.append({"type": "effect", "faction": FACTION, "card": None, "what": "automated_ambush",
                       "clearing": c})
    return True


def on_outrage(s, seat, events, c) -> bool:
    """RT-BOT-AA-OUTRAGE: the Marquise must discard a card matching the clearing (her
    choice, an `outrage` decision whose card goes to the discard pile, see outrage_card);
    without one the bot scores 1 VP. Not "giving" a card (RT-BOT-HAND). A bot Marquise has
    no hand: the bot scores the VP, unless option bot_marquise_outrage is none (§10 #13)."""
    mq = s.players[0]
    if s.is_bot(0):
        events.append({"type": "outrage", "clearing": c, "card": None})
        if s.options["bot_marquise_outrage"] != "none":
            s.add_vp(events, FACTION, _n(s)["outrage_vp"], "outrage")
        return True
    if any(s.matches(x, s.suit(c)) for x in mq["hand"]):
        s.stack.append({"k": "outrage", "seat": 0, "clearing": c})
        return True
    s.serial += 1                                  # her hand shown: no undo past it
    events.append({"type": "reveal_hand", "faction": "marquise", "to": FACTION, "cards": list(mq["hand"])})
    events.append({"type": "outrage", "clearing": c, "card": None})
    s.add_vp(events, FACTION, _n(s)["outrage_vp"], "outrage")
    return True


def outrage_card(s, seat, events, card) -> bool:
    """The card the Marquise gives up for an Automated Outrage is discarded, not added to
    supporters (the bot has none)."""
    s._to_discard(card)
    events.append({"type": "discard", "faction": "marquise", "card": card, "why": "outrage"})
    return True


def on_base_lost(s, seat, events, suit) -> bool:
    """RT-BOT-AA-CRACKDOWN: a base removed takes every sympathy token in clearings of its
    suit with it. The bot removes them itself: nobody scores, no Outrage. It has no
    supporters and no officers to lose; the base goes back to its board unless option
    lost_base_returns is off (§10 #7)."""
    if s.options["lost_base_returns"]:
        s.players[1]["bases_left"].append(suit)
    where = [c for c in range(1, 13) if s.suit(c) == suit and s.sympathetic(c)]
    events.append({"type": "effect", "faction": FACTION, "card": None, "what": "crackdown", "suit": suit})
    for c in where:
        s.remove_piece(events, c, "sympathy", FACTION)
    return True


def blocks_removal_vp(s, seat, events, piece, by) -> bool:
    """RT-BOT-AA-TRAITS Popularity: enemies score nothing for removing its sympathy."""
    return piece == "sympathy" and by != FACTION and _has(s, "popularity")
