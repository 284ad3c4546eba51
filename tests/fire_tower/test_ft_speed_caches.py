"""The Fire Tower rules' speed-ups give the answers of the plain definitions.

The rules find pattern placements with board masks instead of asking _placement about
every anchor, remember board-derived lists per board, and bring the board memo up to date
once per legal_actions(). These tests compare each fast answer with the slow definition on
many positions of random games (several option sets, 2-4 players, solo with Inferno
patterns and Ancient Oaks), and check that no cached answer outlives its board.
"""
from __future__ import annotations

import random

import pytest

from game.core.bots import RandomBot
from game.games.fire_tower import rules
from game.games.fire_tower.board import geometry
from game.games.fire_tower.config import load_config

SIZE = 16
ALL_DIRS = ("N", "E", "S", "W", "NE", "NW", "SE", "SW")


def _players(n):
    return [{"name": f"P{i + 1}", "kind": "bot"} for i in range(n)]


SETUPS = [                          # (the solo games are short: look at them more often)
    {"players": _players(2)},
    {"players": _players(2), "flare_up_skip_fire": False, "crown_double_anchor": "each",
     "scratch_gap": "empty", "firebreak_zone_ban": "own", "firebreak_on_hawk": True,
     "helitack_in_zones": True, "partial_firebreaks": True, "rolling_log_blocking": "free",
     "rolling_log_into_zones": False},
    {"players": _players(3), "unused_towers": "zone"},
    {"players": _players(4), "teams": True},
    {"solo": True, "level": 3, "lightning": True, "oaks": 2, "players": _players(1)},
    {"players": _players(5), "water_gems": True, "megahawk": 1},   # the Guardian, Oaks, water gems
]
IDS = ["2p", "2p-options", "3p-zones", "4p-teams", "solo", "5p-minis"]


def _positions(setup, seeds=range(3), every=9):
    """Positions of random games: a clone every `every` actions."""
    for seed in seeds:
        s = rules.new_game(setup, seed)
        bot = RandomBot(seed)
        steps = 0
        while not s.is_over:
            if steps % every == 0:
                yield s.clone()
            s.apply(bot.choose(s))
            steps += 1


def _brute_anchors(s, d):
    """Every (row, col, rotation) that _placement (the reference) accepts."""
    shapes = s._shapes(d)
    return sorted((r, c, ri) for ri in range(len(shapes)) for r in range(SIZE) for c in range(SIZE)
                  if s._placement(d, r, c, ri)[0] is None)


def _pattern_decisions(s, rng):
    """Pattern decisions of every kind _anchors meets, for the seats still playing."""
    cfg = s.cfg
    seats = [seat for seat in range(s.n) if s.is_active(seat)] or [0]
    by_name = {}
    for cid, name in enumerate(cfg.card_of):
        by_name.setdefault(name, []).append(cid)
    out = []
    for seat in seats:
        out.append({"kind": "pattern", "seat": seat, "effect": "bucket", "card": None})
        for name, cids in by_name.items():
            card = cfg.cards[name]
            effect = {"fire_pattern": "fire", "water_pattern": "water",
                      "firebreak_pattern": "firebreak"}.get(card.effect)
            if effect is None:
                continue
            d = {"kind": "pattern", "seat": seat, "effect": effect, "card": cids[0]}
            if effect == "fire":
                d.update(stage=1, second=None)
                out.append(dict(d))
                if s.solo is not None:
                    out.append(dict(d, inferno=True))
                if card.params["double"] and len(cids) > 1:
                    out.append(dict(d, second=cids[1]))               # a Crown Fire pair
                    gems = [sq for sq in range(s.geo.count) if s.cells[sq] == "f"]
                    pairs = [[a, b] for a in gems for b in s.geo.n4[a] if b in gems and a < b]
                    if pairs:
                        first = rng.choice(pairs)
                        for need_old in (False, True):
                            out.append(dict(d, stage=2, first=first, need_old=need_old))
            else:
                out.append(d)
    return out


@pytest.mark.parametrize("setup", SETUPS, ids=IDS)
def test_anchors_are_exactly_the_placements_the_rules_accept(setup):
    rng = random.Random(7)
    checked = 0
    every = 4 if setup.get("solo") else 29
    for s in _positions(setup, seeds=range(1 if setup.get("teams") else 2), every=every):
        for d in _pattern_decisions(s, rng):
            want = _brute_anchors(s, d)
            assert s._anchors(d) == want, d
            first = s._anchors(d, True)
            assert len(first) == (1 if want else 0), d
            assert not first or first[0] in want, d
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("setup", SETUPS, ids=IDS)
def test_board_scans_match_their_definitions(setup):
    for s in _positions(setup, seeds=range(2), every=2 if setup.get("solo") else 7):
        cells, geo = s.cells, s.geo
        fire = [sq for sq in range(geo.count) if cells[sq] in "fE"]
        assert s.frontier() == sorted({m for sq in fire for m in geo.n4[sq] if cells[m] == "."})
        assert s._gem_squares() == [sq for sq in range(geo.count) if cells[sq] == "f"]
        for direction in ALL_DIRS:
            back = geo.step[{"N": "S", "S": "N", "E": "W", "W": "E", "NE": "SW", "SW": "NE",
                             "NW": "SE", "SE": "NW"}[direction]]
            for eternal in (True, False):
                sources = "fE" if eternal else "f"
                want = [sq for sq in range(geo.count)
                        if cells[sq] == "." and back[sq] >= 0 and cells[back[sq]] in sources]
                assert s.wind_targets(direction, eternal) == want
        for g1 in s._gem_squares():
            for g2 in geo.n4[g1]:
                assert s._log_moves(g1, g2) == _log_moves_as_written(s, g1, g2)
        assert s._log_firsts() == [g for g in s._gem_squares()      # FT-CARD-ROLLING-LOG
                                   if any(_log_moves_as_written(s, g, m) for m in geo.n4[g])]
        for cid, name in enumerate(s.cfg.card_of):                  # mask shortcuts of _has_effect
            effect = s.cfg.cards[name].effect
            if effect == "water_pattern" and not s._wet_capacity(0):    # (water gems: rules_minis)
                assert s._card_can_act(cid, 0) == any(s._removable(q) for q in range(geo.count))
            elif effect == "helitack":                               # FT-CARD-HELITACK-PAIR: a touching pair
                pair = s.options["helitack_touch"] == "pair"
                assert s._card_can_act(cid, 0) == any(
                    s._heli_removable(q) and (not pair or any(s._heli_removable(m) for m in geo.n4[q]))
                    for q in range(geo.count))
            elif effect == "surface_fire":
                assert s._card_can_act(cid, 0) == bool(s.frontier())
            elif effect == "de_reforest":
                assert s._card_can_act(cid, 0) == ("x" in cells or any(
                    s.break_reason(q, 0) is None for q in range(geo.count)))
        front = s.frontier()
        assert s._ember_sources() == [                               # FT-CARD-EMBER, as written
            sq for sq in range(geo.count) if cells[sq] == "f" and s.zone_at[sq] is None
            and any(f != sq and any(cells[m] in "fE" and m != sq for m in geo.n4[f]) for f in front)]
        assert s._smoke_targets() == [                               # FT-CARD-SMOKEJUMPER, as written
            sq for sq in range(geo.count) if cells[sq] == "f" and any(s._removable(m) for m in geo.n8[sq])]
        for seat in range(s.n):
            want = [sq for sq in range(geo.count) if s.break_reason(sq, seat) is None]
            assert geo.squares(s._break_free_mask(seat)) == want
            want = [sq for sq in range(geo.count) if s.break_reason(sq, seat, as_gem=True) is None]
            assert geo.squares(s._break_free_mask(seat, as_gem=True)) == want   # FT-CARD-BACKBURN
            for quads in (s.hawk_quadrants(seat), s.hawk_quadrants(seat, partner_too=False)):
                assert s.hawk_spots(quads) == [sq for q in quads for sq in s.cfg.quadrant_squares[q]
                                               if s.hawk_spot_reason(sq, quads) is None]
                assert s.has_hawk_spot(quads) == bool(s.hawk_spots(quads))
        if s.decision is not None:
            assert 0 <= len(s.legal_actions())


def _cell_options_as_written(s, d):
    """_find_cell_options by its definition: each candidate asked _cell_reason."""
    if len(d["picked"]) >= d["max"]:
        return []
    cands = s._cell_candidates(d)
    if d["effect"] == "reckless" and s.options["reckless_chain"]:
        cands = sorted(set(cands) | {m for p in d["picked"] for m in s.geo.n4[p] if s.cells[m] == "."})
    return [sq for sq in cands if s._cell_reason(d, sq) is None]


CELL_SETUPS = SETUPS + [
    {"players": _players(3), "helitack_touch": "free", "shadow_six_spacing": "free", "reckless_chain": True},
    {"players": _players(2), "helitack_touch": "free", "helitack_in_zones": True, "mutual_aid": True,
     "mutual_aid_gem_adjacent": False},
]


@pytest.mark.parametrize("setup", CELL_SETUPS, ids=IDS + ["3p-free", "2p-free-zones"])
def test_square_picks_are_the_squares_cell_reason_allows(setup):
    """FT-CARD-HELITACK-PAIR and the picks next to fire: the masks give _cell_reason's answers,
    whatever was picked before (picks walked as a player would, and picked at random)."""
    rng = random.Random(11)
    checked = 0
    for s in _positions(setup, seeds=range(2), every=3 if setup.get("solo") else 11):
        gems, front = s._gem_squares(), s.frontier()
        for effect, pool, most in (("helitack", gems, 3), ("helitack", gems, 2), ("helitack", gems, 1),
                                   ("surface_fire", front, 3), ("shadow_six", front, 3),
                                   ("reckless", front, 3), ("luck_gem", front, 1), ("aid_gem", front, 1)):
            d = {"kind": "cells", "seat": 0, "effect": effect, "max": most, "min": 1, "picked": [],
                 "card": None, "placed": rng.sample(front, min(2, len(front)))}
            for _ in range(most + 1):              # as a player picks: one legal square at a time
                want = _cell_options_as_written(s, d)
                assert s._find_cell_options(d) == want, (effect, d["picked"])
                checked += 1
                if not want:
                    break
                d = dict(d, picked=d["picked"] + [rng.choice(want)])
            if pool:                               # any picks at all (the rule is defined for them)
                d = dict(d, picked=rng.sample(pool, min(len(pool), rng.randrange(1, 3))), max=3)
                assert s._find_cell_options(d) == _cell_options_as_written(s, d), (effect, d["picked"])
    assert checked > 200


def _log_moves_as_written(s, g1, g2):
    """FT-CARD-ROLLING-LOG step by step (the rules walk precomputed paths instead)."""
    cells = s.cells
    if cells[g1] != "f" or cells[g2] != "f" or g2 not in s.geo.n4[g1]:
        return []
    if s.zone_at[g1] is not None or s.zone_at[g2] is not None:
        return []
    steps = s._log_steps()
    blocked = s.options["rolling_log_blocking"] == "blocked"
    out = []
    for d in ("N", "E", "S", "W"):
        ok = True
        for g in (g1, g2):
            cur = g
            for i in range(steps):
                cur = s.geo.step[d][cur]
                last = i == steps - 1
                if cur < 0 or (last and not s.options["rolling_log_into_zones"]
                               and s.zone_at[cur] is not None):
                    ok = False
                    break
                if cur not in (g1, g2) and cells[cur] != "." and (last or blocked):
                    ok = False
                    break
            if not ok:
                break
        if ok:
            out.append(d)
    return out


def test_geometry_masks_do_not_wrap_and_find_every_placement():
    geo = geometry(load_config())
    rng = random.Random(3)
    squares = sorted(rng.sample(range(geo.count), 40))
    mask = geo.mask_of(squares)
    assert geo.squares(mask) == squares and geo.first(mask) == squares[0]
    text = "".join("f" if sq in squares else "." for sq in range(geo.count))
    assert geo.mask(text, "f") == mask and geo.mask(text, ".") == geo.full & ~mask
    for direction in ALL_DIRS:
        want = sorted(geo.step[direction][sq] for sq in squares if geo.step[direction][sq] >= 0)
        assert geo.squares(geo.shift(mask, direction)) == want
    assert geo.squares(geo.grow4(mask)) == sorted({m for sq in squares for m in geo.n4[sq]})
    assert geo.squares(geo.grow8(mask)) == sorted({m for sq in squares for m in geo.n8[sq]})
    for dr, dc in ((0, 0), (2, 0), (-1, 3), (0, -2), (-2, -1), (5, 15), (0, 16)):
        want = sorted((r + dr) * SIZE + c + dc for r, c in (divmod(sq, SIZE) for sq in squares)
                      if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE)
        assert geo.squares(geo.moved(mask, dr, dc)) == want, (dr, dc)
    for shape in (((0, 0, "#"), (0, 1, "#"), (0, 2, "#")), ((0, 0, "#"), (1, 0, "#")),
                  ((0, 0, "X"), (0, 2, "X")), ((0, 0, "#"), (0, 1, "#"), (1, 0, "#"), (1, 1, "#"))):
        spots = [geo.place(shape, r, c) for r in range(SIZE) for c in range(SIZE)]
        fits = [(r * SIZE + c, sqs) for (r, c), sqs in
                zip([(r, c) for r in range(SIZE) for c in range(SIZE)], spots) if sqs is not None]
        assert geo.squares(geo.fits(shape)) == [base for base, _ in fits]
        assert geo.squares(geo.touching(shape, mask)) == \
            [base for base, sqs in fits if any(q in squares for q in sqs)]
        assert geo.squares(geo.inside(shape, mask)) == \
            [base for base, sqs in fits if all(q in squares for q in sqs)]
        stops = set(rng.sample(range(geo.count), 60))         # FT-FIRE-BLOCK: a line's first stop
        assert geo.squares(geo.reaching(shape, mask, geo.mask_of(stops))) == \
            [base for base, sqs in fits
             if any(q in squares for q in sqs[:next((i for i, q in enumerate(sqs) if q in stops), len(sqs))])]


def _state_with_pattern():
    s = rules.new_game({"players": _players(2)}, 5)
    bot = RandomBot(5)
    for _ in range(60):                       # a few turns in, so there is fire about
        s.apply(bot.choose(s))
    return s


def test_board_answers_follow_a_board_changed_by_hand():
    s = _state_with_pattern()
    front = s.frontier()
    sq = front[0]
    s.cells[sq] = "f"                         # no invalidate(): the board memo must notice
    assert sq not in s.frontier()
    assert sq in s._gem_squares()
    d = {"kind": "pattern", "seat": 0, "effect": "water", "card": s.cfg.card_of.index("air_drop")}
    assert s._anchors(d) == _brute_anchors(s, d)
    s.cells[sq] = "."
    assert s.frontier() == front


def test_firebreak_squares_follow_hawks_and_zones():
    s = _state_with_pattern()
    seat = 0
    free = s.geo.squares(s._break_free_mask(seat))
    spot = free[0]
    s.hawks = sorted(s.hawks + [spot])        # a hawk there (firebreak_on_hawk is off)
    assert spot not in s.geo.squares(s._break_free_mask(seat))
    s.hawks.remove(spot)
    assert spot in s.geo.squares(s._break_free_mask(seat))
    s.options["firebreak_zone_ban"] = "own"  # options change only with invalidate()
    s.invalidate()
    assert s.geo.squares(s._break_free_mask(seat)) == \
        [q for q in range(s.geo.count) if s.break_reason(q, seat) is None]


def test_legal_actions_are_a_fresh_copy_and_the_memo_is_let_go_after_them():
    s = _state_with_pattern()
    first = s.legal_actions()
    first.append(("bogus",))
    assert ("bogus",) not in s.legal_actions()
    assert s._in_legal is False and s._memo_held is False


def test_the_memo_is_let_go_even_when_working_out_the_legal_actions_fails():
    s = _state_with_pattern()
    s.decision = {"kind": "no_such_kind", "seat": 0}
    s.invalidate()
    with pytest.raises(AttributeError):
        s.legal_actions()
    assert s._in_legal is False and s._memo_held is False
    s.cells[s.frontier()[0]] = "f"            # and the memo notices board changes again
    assert s.frontier() == sorted({m for q in range(s.geo.count) if s.cells[q] in "fE"
                                   for m in s.geo.n4[q] if s.cells[m] == "."})


def test_legal_actions_check_the_board_memo_against_a_board_changed_by_hand():
    """The memo is held during one legal_actions() only after it was checked there."""
    s = rules.new_game({"players": _players(2)}, 2)
    bot = RandomBot(2)
    while s.decision["kind"] != "turn_wind":
        s.apply(bot.choose(s))
    before = s.legal_actions()
    target = next(a for a in before if a[0] == "wind")
    s.cells[target[1] * SIZE + target[2]] = "x"     # by hand, and only the legal cache dropped
    s._legal_cache = None
    after = s.legal_actions()
    assert target not in after
    assert [a for a in after if a[0] == "wind"] == \
        [("wind",) + tuple(divmod(q, SIZE)) for q in s.wind_targets(s.wind)]


def test_apply_still_takes_only_the_exact_legal_action():
    s = _state_with_pattern()
    for _ in range(30):
        legal = s.legal_actions()
        action = legal[-1]
        for wrong in (action[:-1] + (float(action[-1]),) if type(action[-1]) is int else None,
                      action[:-1] + (True,) if action[-1] == 1 else None,   # equal, not the same
                      action + (0,)):
            if wrong is not None and wrong not in legal[:-1]:
                assert s.why_illegal(wrong) is not None, wrong
        assert s.why_illegal(action) is None
        s.apply(action)
        if s.is_over:
            break


def test_a_cards_remembered_effect_follows_the_board():
    s = _state_with_pattern()
    water = s.cfg.card_of.index("air_drop")
    if not s._has_effect(water, 0):
        s.cells[next(q for q in range(s.geo.count) if s.zone_at[q] is None and s.cells[q] == ".")] = "f"
    assert s._has_effect(water, 0) is True
    for q in range(s.geo.count):                 # by hand: every gem gone
        if s.cells[q] == "f":
            s.cells[q] = "."
    assert s._has_effect(water, 0) is False


def test_hawk_spots_follow_lightning_tokens_changed_by_hand():
    s = rules.new_game({"solo": True, "level": 3, "lightning": True, "players": _players(1)}, 4)
    quads = s.hawk_quadrants(0)
    spots = s.hawk_spots(quads)
    s.solo["lightning"].append(spots[0])      # no invalidate(): the board memo must notice
    assert spots[0] not in s.hawk_spots(quads)
    s.solo["lightning"].remove(spots[0])
    assert s.hawk_spots(quads) == spots
