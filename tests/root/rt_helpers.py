"""Helpers for Root's engine tests: a game after set-up and a hand-made position
whose supplies are recomputed so every piece count stays conserved."""
from __future__ import annotations

import json

from game.core.rng import Rng
from game.games.root import rules
from game.games.root.board import OWNER

SUITS = ("fox", "rabbit", "mouse")
PLAYERS = [{"name": "Cat", "kind": "human"}, {"name": "Fox", "kind": "human"}]


def new(seed=1, keep=1, buildings=(("sawmill", 1), ("workshop", 5), ("recruiter", 9)), **options):
    """A game with the Marquise's set-up done (keep at `keep`), first player Marquise."""
    setup = {"players": PLAYERS, "first_player": "marquise", **options}
    s = rules.new_game(setup, seed)
    s.apply(("keep", keep))
    for b, c in buildings:
        if s.stack and s.stack[-1]["k"] == "setup_building":
            s.apply(("setup_building", b, c))
    return s


def _take(s, card):
    (s.deck if card in s.deck else s.discard).remove(card)


def position(s, where: dict, phase="daylight", current=0, hands=None, supporters=None, officers=0,
             crafted=None, ruins=True):
    """Replace the map: where = {clearing: {"marquise": n, "alliance": n, "buildings": [...],
    "tokens": [...]}}; ruins kept unless ruins=False. Hands (seat -> cards) are taken out of
    the deck, the old hands going back to it. The stack is emptied at `phase` of `current`."""
    for p in s.players:
        s.deck += p["hand"] + p["crafted"] + p.get("supporters", [])
        p["hand"], p["crafted"] = [], []
        if "supporters" in p:
            p["supporters"] = []
    for n in range(1, 13):
        c = s.cl(n)
        spec = where.get(n, {})
        keep_ruin = ruins and s.cfg.clearings[n]["ruin"]
        c["warriors"] = {"marquise": spec.get("marquise", 0), "alliance": spec.get("alliance", 0)}
        c["buildings"] = (["ruin"] if keep_ruin else []) + list(spec.get("buildings", []))
        c["tokens"] = list(spec.get("tokens", []))
    mq, al = s.players
    mq["warriors_supply"] = 25 - s.warriors_on_map("marquise")
    mq["wood_supply"] = 8 - s.count_on_map("wood")
    mq["buildings_left"] = {b: 6 - s.count_on_map(b) for b in ("sawmill", "workshop", "recruiter")}
    mq["keep_lost"] = s.keep_clearing() is None
    al["officers"] = officers
    al["warriors_supply"] = 10 - s.warriors_on_map("alliance") - officers
    al["sympathy_left"] = 10 - s.count_on_map("sympathy")
    al["bases_left"] = [x for x in SUITS if s.count_on_map("base_" + x) == 0]
    for seat, cards in (hands or {}).items():
        for c in cards:
            _take(s, c)
        s.players[seat]["hand"] = list(cards)
    for c in supporters or []:
        _take(s, c)
        al["supporters"].append(c)
    for seat, cards in (crafted or {}).items():
        for c in cards:
            _take(s, c)
        s.players[seat]["crafted"] = list(cards)
    s.phase, s.current, s.stack, s.battle = phase, current, [], None
    s.turn = {"actions_left": 3 if (current == 0 and phase == "daylight") else 0, "acted": False,
              "recruited": False, "crafted_with": {}, "ops_used": 0, "used": []}
    s._legal = None
    return s


def dice(s, a, b):
    """Set the state's rng so that the next roll shows the dice a and b (in that order)."""
    faces = s.cfg.numbers["dice_faces"]
    for seed in range(100000):
        r = Rng(seed)
        if faces[r.randrange(len(faces))] == a and faces[r.randrange(len(faces))] == b:
            s.rng_state = seed
            return
    raise AssertionError("no seed")


def pieces_total(s) -> dict:
    """Every faction's pieces on the map plus in its supplies (conserved)."""
    mq, al = s.players
    out = {"marquise_warriors": s.warriors_on_map("marquise") + mq["warriors_supply"],
           "wood": s.count_on_map("wood") + mq["wood_supply"],
           "alliance_warriors": s.warriors_on_map("alliance") + al["warriors_supply"] + al["officers"],
           "sympathy": s.count_on_map("sympathy") + al["sympathy_left"]}
    for b in ("sawmill", "workshop", "recruiter"):
        out[b] = s.count_on_map(b) + mq["buildings_left"][b]
    for x in SUITS:
        out["base_" + x] = s.count_on_map("base_" + x) + al["bases_left"].count(x)
    return out


EXPECTED = {"marquise_warriors": 25, "wood": 8, "alliance_warriors": 10, "sympathy": 10,
            "sawmill": 6, "workshop": 6, "recruiter": 6, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1}


def check_invariants(s, round_trip=False):
    totals = pieces_total(s)
    if not s.options["lost_base_returns"]:        # a lost base is out of the game then
        for x in SUITS:
            assert totals["base_" + x] in (0, 1)
            totals["base_" + x] = 1
    assert totals == EXPECTED, totals
    mq, al = s.players
    assert min(mq["warriors_supply"], mq["wood_supply"], al["warriors_supply"], al["sympathy_left"],
               al["officers"], *mq["buildings_left"].values()) >= 0
    where = s.card_count()
    assert len(where) == 54 and all(len(v) == 1 for v in where.values()), where
    assert all(p["vp"] >= 0 for p in s.players)
    keep = s.keep_clearing()
    for n in range(1, 13):
        c = s.cl(n)
        assert min(c["warriors"].values()) >= 0
        assert len(c["buildings"]) <= s.cfg.clearings[n]["slots"]
        assert c["tokens"].count("sympathy") <= 1
        assert sum(1 for b in c["buildings"] if b.startswith("base_")) <= 1
        for piece in c["buildings"] + c["tokens"]:
            assert piece in OWNER
        m, a = s.presence("marquise", n), s.presence("alliance", n)
        assert s.ruler(n) == ("marquise" if m > a else "alliance" if a > m else None)
        if n == keep:
            assert "sympathy" not in c["tokens"] and not any(b.startswith("base_") for b in c["buildings"])
    assert s.is_over or s.legal_actions()
    if round_trip:
        data = json.loads(json.dumps(s.to_dict()))
        again = rules.from_dict(data)
        assert json.dumps(again.to_dict(), sort_keys=True) == json.dumps(s.to_dict(), sort_keys=True)
        assert again.legal_actions() == s.legal_actions()


def run(s, *actions):
    events = []
    for a in actions:
        events += s.apply(a)
    return events
