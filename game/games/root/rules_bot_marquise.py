"""Root: the Mechanical Marquise 2.0, the official Clockwork bot for the Marquise de Cat
(reference §7.2; rules RT-BOT-MM-SETUP to RT-BOT-MM-OUTRAGE). Pure: no pygame.

Plugged in through rules_clockwork.REGISTRY (docs/root_engine.md, "Clockwork seats").
Its turn is a list of steps in `turn["bot"]["steps"]` (each `[name, argument]`); every
("bot_step",) runs steps until one of them has done something visible (events), so each
step of the log is one battle, one recruit, one build, one move... A battle pushes the
engine's battle tasks: a person's ambush or hit choices are decided between two steps.

Writes: players[0] (warriors_supply, buildings_left, items, vp through add_vp), map
(its warriors and buildings, the keep), turn["bot"], phase; the deck and discard through
the order card. Its numbers are data: `s.cfg.bots["marquise"]` (data/root/bots.yaml).
"""
from __future__ import annotations

from . import rules_clockwork as clockwork
from .config import BUILDINGS

FACTION = "marquise"


def _n(s) -> dict:
    """The Mechanical Marquise's numbers (bots.yaml `marquise`, reference §7.2)."""
    return s.cfg.bots["marquise"]


# ------------------------------------------------------------ set-up (RT-BOT-MM-SETUP)
def setup(s, seat, events):
    p = s.players[seat]
    corners = sorted(s.cfg.opposite)
    keep = clockwork.pick(s, corners)
    s.cl(keep)["tokens"].append("keep")
    events.append({"type": "setup", "what": "keep", "clearing": keep})
    skip = s.cfg.opposite[keep]
    each, extra_at_keep = _n(s)["warriors_per_clearing"], _n(s)["keep_extra"]
    for n in range(1, 13):
        extra = extra_at_keep if n == keep else 0
        k = min(each + extra, p["warriors_supply"]) if n != skip else 0
        s.cl(n)["warriors"][FACTION] += k
        p["warriors_supply"] -= k
    events.append({"type": "setup", "what": "warriors", "clearing": None})
    where = list(s.cfg.adjacent[keep])
    if s.options["mm_setup_buildings"] == "keep_or_adjacent":
        where.append(keep)
    used: set = set()
    for kind in BUILDINGS:
        free = sorted(c for c in where if c not in used and s.free_slots(c) > 0)
        if not free:                     # the map leaves no room: any other clearing near the keep
            free = sorted(c for c in [keep] + list(s.cfg.adjacent[keep]) if s.free_slots(c) > 0)
        if not free:
            continue
        c = clockwork.pick(s, free)
        used.add(c)
        s.cl(c)["buildings"].append(kind)
        p["buildings_left"][kind] -= 1
        events.append({"type": "setup", "what": kind, "clearing": c})
    # no wood and no hand: its wood stays in the box (the supply is never used)


# ------------------------------------------------------------ the turn's program
def start_turn(s, seat, events):
    s.turn["bot"] = {"order": None, "steps": [["reveal", None], ["craft", None], ["daylight", None]],
                     "built": False, "track": None, "expands": 0}


def next_step(s, seat, events):
    """Run steps until one shows something (or the turn is over)."""
    bot = s.turn["bot"]
    start = len(events)
    while bot["steps"] and len(events) == start:
        name, arg = bot["steps"].pop(0)
        STEPS[name](s, seat, events, arg)
        if s.stack or s.is_over:         # a battle or an Outrage to resolve first
            break
    if not bot["steps"] and not s.stack and not s.is_over:
        s.stack.append({"k": "end_turn"})


def _later(s, *steps):
    """Put steps at the front of the program, in the order given."""
    s.turn["bot"]["steps"][:0] = [list(x) for x in steps]


def _phase(s, events, phase):
    if s.phase != phase:
        s.phase = phase
        events.append({"type": "phase", "phase": phase})


# ------------------------------------------------------------ Birdsong (RT-BOT-MM-BIRDSONG)
def step_reveal(s, seat, events, arg):
    clockwork.flip_order(s, seat, events)


def step_craft(s, seat, events, arg):
    clockwork.craft_order(s, seat, events)


# ------------------------------------------------------------ Daylight (RT-BOT-MM-DAYLIGHT / -ESCALATED)
def ordered(s, suit) -> list:
    return [n for n in range(1, 13) if suit == "bird" or s.suit(n) == suit]


def step_daylight(s, seat, events, arg):
    _phase(s, events, "daylight")
    suit = clockwork.order_suit(s)
    battles = [["battle", n] for n in ordered(s, suit)]
    _later(s, *battles, ["recruit", None], ["build", None], ["move", None],
           *([["blitz", None]] if s.bot_has(FACTION, "blitz") else []), ["evening", None])


def step_battle(s, seat, events, c):
    """Battle in c if it can (RT-BOT-ILLEGAL: otherwise nothing, the next clearing follows)."""
    if s.cl(c)["warriors"][FACTION] <= 0:
        return
    foe = clockwork.defender(s, FACTION, c)
    if foe is None:
        return
    s.start_battle(events, FACTION, c, foe)


def recruit_count(s, seat) -> int:
    return _n(s)["recruits"][s.players[seat]["bot"]["difficulty"]]


def step_recruit(s, seat, events, arg):
    suit = clockwork.order_suit(s)
    p = s.players[seat]
    n = recruit_count(s, seat)
    ruled = [c for c in ordered(s, suit) if s.rules_clearing(FACTION, c)]
    if suit == "bird":
        ruled = sorted(ruled[-_n(s)["bird_recruit_clearings"]:])   # the 2 lowest-priority ruled ones
    start = len(events)
    placed: dict = {}
    for i in range(n):
        if not ruled or p["warriors_supply"] <= 0:
            break
        c = ruled[i % len(ruled)]
        placed[c] = placed.get(c, 0) + 1
        p["warriors_supply"] -= 1
        s.cl(c)["warriors"][FACTION] += 1
    for c in sorted(placed):
        events.append({"type": "place", "faction": FACTION, "clearing": c, "piece": "warrior",
                       "n": placed[c], "why": "recruit"})
    missed = n - sum(placed.values())
    per_vp = _n(s)["recruit_missed_per_vp"]      # 1 VP for every 2 it could not place
    if missed >= per_vp:
        s.add_vp(events, FACTION, missed // per_vp, "recruit")
    if len(events) == start:
        events.append({"type": "effect", "faction": FACTION, "card": None, "what": "recruit",
                       "n": sum(placed.values())})


def bird_building(s) -> str:
    """RT-BOT-MM-ESCALATED: the type with the most pieces on the map; a tie with the
    sawmill goes to the sawmill; workshop against recruiter: option mm_bird_build_tie."""
    counts = {b: s.count_on_map(b) for b in BUILDINGS}
    top = max(counts.values())
    tied = [b for b in BUILDINGS if counts[b] == top]
    if "sawmill" in tied:
        return "sawmill"
    if len(tied) == 1:
        return tied[0]
    return s.options["mm_bird_build_tie"]


def step_build(s, seat, events, arg):
    suit = clockwork.order_suit(s)
    kind = bird_building(s) if suit == "bird" else _n(s)["order_building"][suit]
    bot = s.turn["bot"]
    bot["track"] = kind
    p = s.players[seat]
    if p["buildings_left"][kind] <= 0:
        events.append({"type": "effect", "faction": FACTION, "card": None, "what": "build", "piece": kind})
        return
    where = [c for c in range(1, 13) if s.rules_clearing(FACTION, c) and s.free_slots(c) > 0]
    c = clockwork.best(where, lambda n: s.cl(n)["warriors"][FACTION])
    if c is None:
        events.append({"type": "effect", "faction": FACTION, "card": None, "what": "build", "piece": kind})
        return
    p["buildings_left"][kind] -= 1
    s.cl(c)["buildings"].append(kind)
    bot["built"] = True
    events.append({"type": "place", "faction": FACTION, "clearing": c, "piece": kind, "n": 1,
                   "why": "build", "cost": 0})       # no wood, no VP now: the Evening scores the track


def _destinations(s, a) -> list:
    """Adjacent clearings by most enemy pieces, ties by priority; only legal moves (RT-MOVE)."""
    foe = clockwork.foe(FACTION)
    near = clockwork.by_priority(s.cfg.adjacent[a])
    near.sort(key=lambda b: -clockwork.pieces_count(s, foe, b))
    ruled_a = s.rules_clearing(FACTION, a)
    return [b for b in near if ruled_a or s.rules_clearing(FACTION, b)]


def step_move(s, seat, events, arg):
    """From each ordered clearing with more than 3 warriors, all but 3 move; each warrior
    at most once: one move per step, origins in priority order."""
    suit = clockwork.order_suit(s)
    moves = [["move_from", c] for c in ordered(s, suit)]
    s.turn["bot"]["arrived"] = {}
    s.turn["bot"]["moved_to"] = []
    _later(s, *moves, ["after_move", None])


def step_move_from(s, seat, events, a):
    bot = s.turn["bot"]
    arrived = bot["arrived"]
    w = s.cl(a)["warriors"][FACTION]
    stay = _n(s)["move_keep"]                    # all but 3 move
    n = min(w - stay, w - arrived.get(str(a), 0))
    if w <= stay or n <= 0:
        return
    dest = _destinations(s, a)
    if not dest:
        return
    b = dest[0]
    arrived[str(b)] = arrived.get(str(b), 0) + n
    if b not in bot["moved_to"]:
        bot["moved_to"].append(b)
    s.do_move(events, FACTION, a, b, n)


def step_after_move(s, seat, events, arg):
    """With a bird order: battle in every clearing moved into (RT-BOT-MM-ESCALATED 4)."""
    if clockwork.order_suit(s) == "bird":
        _later(s, *[["battle", c] for c in sorted(s.turn["bot"]["moved_to"])])


def step_blitz(s, seat, events, arg):
    """RT-BOT-MM-TRAITS Blitz: all but 1 warrior from the highest-priority ruled clearing
    with no enemy pieces (and 2+ warriors) into the adjacent one with the most enemy
    pieces, then battle there."""
    foe = clockwork.foe(FACTION)
    stay = _n(s)["blitz_keep"]                   # all but 1 move
    for a in range(1, 13):
        if not s.rules_clearing(FACTION, a) or s.has_pieces(foe, a) or s.cl(a)["warriors"][FACTION] <= stay:
            continue
        dest = _destinations(s, a)
        if not dest:
            continue
        b = dest[0]
        s.do_move(events, FACTION, a, b, s.cl(a)["warriors"][FACTION] - stay)
        _later(s, ["battle", b])
        return


# ------------------------------------------------------------ Evening (RT-BOT-MM-EVENING)
def track_score(s) -> int:
    """The VP of the last uncovered space of the ordered track (bird: the Build step's)."""
    suit = clockwork.order_suit(s)
    kind = s.turn["bot"]["track"] or (bird_building(s) if suit == "bird" else _n(s)["order_building"][suit])
    placed = s._placed(kind)
    return s.cfg.marquise["track_vp"][kind][placed - 1] if placed > 0 else 0


def expand_due(s, seat) -> bool:
    bot, num = s.turn["bot"], _n(s)
    limit = num["iron_will_expands"] if s.bot_has(FACTION, "iron_will") else num["expands"]
    if bot["built"] or bot["expands"] >= limit:
        return False
    if s.options["mm_expand_condition"] == "five_buildings":
        return sum(s.count_on_map(b) for b in BUILDINGS) <= num["expand_max_buildings"]
    return track_score(s) < num["expand_below_vp"]


def step_evening(s, seat, events, arg):
    _phase(s, events, "evening")
    if expand_due(s, seat):
        _later(s, ["expand", None])
    else:
        _later(s, ["score", None], ["nightmare", None], ["discard", None])


def step_expand(s, seat, events, arg):
    bot = s.turn["bot"]
    bot["expands"] += 1
    events.append({"type": "effect", "faction": FACTION, "card": None, "what": "expand"})
    clockwork.discard_order(s, seat, events)
    clockwork.flip_order(s, seat, events)
    bot["track"] = None
    _later(s, ["daylight", None])


def step_score(s, seat, events, arg):
    n = track_score(s)
    events.append({"type": "effect", "faction": FACTION, "card": None, "what": "score", "n": n})
    s.add_vp(events, FACTION, n, "track")


def step_nightmare(s, seat, events, arg):
    s.add_vp(events, FACTION, clockwork.draws_per_evening(s, seat), "nightmare")


def step_discard(s, seat, events, arg):
    clockwork.discard_order(s, seat, events)
    if not events:
        events.append({"type": "effect", "faction": FACTION, "card": None, "what": "end"})


STEPS = {"reveal": step_reveal, "craft": step_craft, "daylight": step_daylight, "battle": step_battle,
         "recruit": step_recruit, "build": step_build, "move": step_move, "move_from": step_move_from,
         "after_move": step_after_move, "blitz": step_blitz, "evening": step_evening,
         "expand": step_expand, "score": step_score, "nightmare": step_nightmare,
         "discard": step_discard}


# ------------------------------------------------------------ hooks
def after_battle(s, seat, events, battle):
    """RT-BOT-MM-TRAITS Hospitals: defending and losing 2+ warriors, 1 warrior at the keep."""
    if not battle or battle["defender"] != FACTION or not s.bot_has(FACTION, "hospitals"):
        return False
    if battle.get("lost", {}).get(FACTION, 0) < _n(s)["hospitals_lost"]:
        return False
    keep = s.keep_clearing()
    p = s.players[seat]
    k = min(_n(s)["hospitals_warriors"], p["warriors_supply"])
    if keep is None or k <= 0:
        return False
    p["warriors_supply"] -= k
    s.cl(keep)["warriors"][FACTION] += k
    events.append({"type": "place", "faction": FACTION, "clearing": keep, "piece": "warrior", "n": k,
                   "why": "hospitals"})
    return False


def decide(s, seat, task, actions):
    """Decisions of its own that reach the stack (none expected): never optional steps."""
    if ("skip",) in actions:
        return ("skip",)
    return actions[0]

