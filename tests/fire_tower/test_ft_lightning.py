"""Fire Tower, Extreme Weather: lightning tokens in multiplayer and the Lightning Storm
event's effect (rules_seasons.py, one implementation shared with the solo Lightning variant).
Rule ids refer to seeds/fire_tower.en.md: FT-LIGHTNING-START, FT-LIGHTNING-MOVE,
FT-LIGHTNING-HAWKS, FT-LIGHTNING-WATER, FT-LIGHTNING-LOG, FT-LIGHTNING-BLOCK,
FT-LIGHTNING-STRIKE, FT-LIGHTNING-STORM, FT-SOLO-LIGHTNING.

Seats: 2 players 0 red NW / 1 blue SE. Tokens start on r6c6, r6c9, r9c6, r9c9."""
from ft_helpers import fire_squares, hawk_squares, position, refused, rig, sq, types
from game.games.fire_tower import rules
from test_ft_solo_rules import solo_pos

SEASONS = ["drought", "lightning_fires", "gale"]
START = [(6, 6), (6, 9), (9, 6), (9, 9)]


def run(state, *actions):
    events = []
    for action in actions:
        events += state.apply(action)
    return events


def tokens(s):
    return sorted(tuple(s.rc(t)) for t in s.lightning_tokens())


def lit(tokens_at, **kw):
    """A 2-player position with the tokens on `tokens_at`."""
    s = position(seasons=SEASONS, **kw)
    s.lightning = [sq(r, c) for r, c in tokens_at]
    s.invalidate()
    return s


def test_wind_gem_on_a_token_its_placer_moves_it():
    """FT-LIGHTNING-MOVE: a gem placed on a token: the placer moves it to an empty square
    next to the gem just placed (not a zone, the flame, a hawk or another token)."""
    s = lit(START, fire=[(6, 5)], hawks=[(5, 6)], step="wind", wind="E")
    events = s.apply(("wind", 6, 6))
    d = s.decision
    assert d["kind"] == "lightning_move" and d["at"] == sq(6, 6) and d["seat"] == 0
    assert sorted(a[1:] for a in s.legal_actions()) == [(6, 7), (7, 6)]   # (5, 6) hawk, (6, 5) fire
    refused(s, ("to", 5, 6), "not_empty")
    refused(s, ("to", 3, 3), "not_next_to_placed")
    events = s.apply(("to", 7, 6))
    assert tokens(s) == [(6, 9), (7, 6), (9, 6), (9, 9)]
    assert "lightning_moved" in types(events) and s.decision["kind"] == "turn_action"


def test_a_token_with_nowhere_to_go_leaves_the_board():
    """FT-LIGHTNING-MOVE: no empty square next to what was placed: the token is removed."""
    s = lit(START, fire=[(6, 5), (5, 6), (6, 7), (7, 6)], step="wind", wind="E")
    events = s.apply(("wind", 6, 6))
    assert "lightning_removed" in types(events) and (6, 6) not in tokens(s)
    assert s.to_dict()["board"][6][6] == "f"


def test_token_never_enters_a_tower_zone_or_the_flame():
    """FT-LIGHTNING-MOVE: a token next to the Eternal Flame and a zone keeps out of both."""
    s = lit([(3, 1), (6, 6)], fire=[(3, 0)], step="wind", wind="E")
    s.apply(("wind", 3, 1))
    dests = sorted(a[1:] for a in s.legal_actions())
    assert dests == [(3, 2), (4, 1)]              # r2c1 is in the red zone (r0-2, c0-2)
    refused(s, ("to", 2, 1), "tower_zone")
    s = lit([(7, 6)], fire=[(7, 5)], step="wind", wind="E")
    s.apply(("wind", 7, 6))
    assert (7, 7) not in [a[1:] for a in s.legal_actions()]
    refused(s, ("to", 7, 7), "eternal_flame")


def test_a_firebreak_on_a_token_moves_it():
    """FT-LIGHTNING-MOVE: a firebreak placed on a token moves it too."""
    s = lit([(5, 5)], hand=["dozer_line"])
    run(s, ("play", s.hands[0][0]), ("place", 5, 5, 0))
    if s.decision["kind"] == "select":
        s.apply(("confirm",))
    assert s.decision["kind"] == "lightning_move" and s.decision["seat"] == 0


def test_hawks_are_not_placed_on_tokens_and_water_ignores_them():
    """FT-LIGHTNING-HAWKS / FT-LIGHTNING-WATER."""
    s = lit([(4, 4)], fire=[(5, 5)], hand=["firehawk_pair"])
    s.apply(("play", s.hands[0][0]))
    assert ("hawk", 4, 4) not in s.legal_actions()
    refused(s, ("hawk", 4, 4), "lightning_there")
    s = lit([(5, 6)], fire=[(5, 5), (5, 7)], hand=["air_drop"])
    run(s, ("play", s.hands[0][0]), ("place", 5, 5, 0))
    if s.decision["kind"] == "select":
        s.apply(("confirm",))
    assert tokens(s) == [(5, 6)] and not fire_squares(s)


def test_rolling_log_passing_over_a_token_moves_it():
    """FT-LIGHTNING-LOG: a log gem passing over a token (or ending on it) moves it; option
    rolling_log_lightning end_only: only ending on it."""
    s = lit([(6, 3)], fire=[(5, 3), (5, 4)], hand=["rolling_log"])
    run(s, ("play", s.hands[0][0]), ("target", 5, 3), ("target", 5, 4), ("slide", "S"))
    assert fire_squares(s) == {(7, 3), (7, 4)}
    assert s.decision["kind"] == "lightning_move" and s.decision["at"] == sq(6, 3)
    s.apply(s.legal_actions()[0])
    assert (6, 3) not in tokens(s)
    s = lit([(6, 3)], fire=[(5, 3), (5, 4)], hand=["rolling_log"], rolling_log_lightning="end_only")
    run(s, ("play", s.hands[0][0]), ("target", 5, 3), ("target", 5, 4), ("slide", "S"))
    assert tokens(s) == [(6, 3)] and s.decision["kind"] != "lightning_move"
    s = lit([(7, 3)], fire=[(5, 3), (5, 4)], hand=["rolling_log"], rolling_log_lightning="end_only")
    run(s, ("play", s.hands[0][0]), ("target", 5, 3), ("target", 5, 4), ("slide", "S"))
    assert s.decision["kind"] == "lightning_move" and s.decision["at"] == sq(7, 3)


def test_solo_rolling_log_passing_over_a_token_moves_it():
    """FT-SOLO-LIGHTNING / FT-LIGHTNING-LOG: the same in solo (tokens stay in your quadrant)."""
    s = solo_pos(fire=[(3, 3), (3, 4)], hand=["rolling_log"], step="action", lightning=True)
    s.solo["lightning"] = [sq(4, 4)]
    s.invalidate()
    run(s, ("play", s.hands[0][0]), ("target", 3, 3), ("target", 3, 4), ("slide", "S"))
    assert s.decision["kind"] == "lightning_move" and s.decision["at"] == sq(4, 4)
    assert all(s.cfg.quadrant_of[sq(a[1], a[2])] == "red" for a in s.legal_actions())


def test_tokens_block_a_firestorm():
    """FT-LIGHTNING-BLOCK: the storm does not spread onto a token."""
    s = lit([(5, 6)], fire=[(4, 6), (4, 10)])
    new = s._storm_spread("S")
    assert sq(5, 6) not in new and sq(5, 10) in new


def test_strike_walks_over_gems_and_tokens_stops_at_firebreaks_and_the_edge():
    """FT-LIGHTNING-STRIKE, north: from r6c6 over the gems r5c6, r4c6 to r3c6; from r6c9 a
    firebreak on r5c9 first: nothing; from r9c6 over the token r8c6 to r7c6; from r8c6 over
    r7c6 (struck this round), the token r6c6, the gems and r3c6 to r2c6; from r0c12 the
    edge: nothing."""
    s = lit([(6, 6), (6, 9), (9, 6), (8, 6), (0, 12)], fire=[(5, 6), (4, 6)], breaks=[(5, 9)])
    assert sorted(tuple(s.rc(q)) for q in s.lightning_strike_squares("N")) == [(2, 6), (3, 6), (7, 6)]
    s.stack = [{"t": "part2", "seat": 0}, {"t": "lightning_strike", "seat": 1}]
    s.decision = None
    rig(s, "wind", ["N"])
    events = []
    s._run(events)
    strike = next(e for e in events if e["type"] == "lightning_strike")
    assert strike["direction"] == "N" and sorted(map(tuple, strike["cells"])) == [(2, 6), (3, 6), (7, 6)]
    assert fire_squares(s) == {(5, 6), (4, 6), (2, 6), (3, 6), (7, 6)} and len(s.lightning) == 5


def test_strike_on_a_hawk_triggers_it():
    """FT-LIGHTNING-STRIKE: a hawk's square is empty: the gem lands and the hawk triggers."""
    s = lit([(6, 6)], hawks=[(5, 6)], fire=[(4, 4)])
    s.stack = [{"t": "settle"}, {"t": "lightning_strike", "seat": 0}]
    s.decision = None
    rig(s, "wind", ["N"])
    s._run([])
    assert s.decision["kind"] == "hawk_trigger" and s.decision["at"] == sq(5, 6)


def test_lightning_storm_four_rounds_tokens_stay():
    """FT-LIGHTNING-STORM: four wind rolls, a strike from every token each time."""
    s = lit([(6, 6), (9, 9)], fire=[(4, 4)])
    rig(s, "wind", ["N", "N", "S", "W"])
    s.stack = [{"t": "part2", "seat": 0}, {"t": "lightning_storm", "drawer": 1}]
    s.decision = None
    events = []
    s._run(events)
    strikes = [e for e in events if e["type"] == "lightning_strike"]
    assert [e["direction"] for e in strikes] == ["N", "N", "S", "W"]
    assert fire_squares(s) == {(4, 4), (5, 6), (8, 9), (4, 6), (7, 9), (7, 6), (10, 9), (6, 5), (9, 8)}
    assert tokens(s) == [(6, 6), (9, 9)] and "lightning_storm" in types(events)
    # no token on the board: nothing happens
    s = lit([], fire=[(4, 4)])
    s.stack = [{"t": "part2", "seat": 0}, {"t": "lightning_storm", "drawer": 1}]
    s.decision = None
    events = []
    s._run(events)
    assert not [e for e in events if e["type"] == "lightning_strike"]


def test_board_rows_show_tokens_and_read_back():
    """FT-LIGHTNING-BOARD: `board` shows a token as L on its empty square; from_dict reads it
    back as an empty square; an older save without the new fields loads."""
    s = lit(START, fire=[(5, 5)])
    data = s.to_dict()
    assert data["board"][6][6] == "L" and data["board"][9][9] == "L" and data["board"][5][5] == "f"
    back = rules.from_dict(data)
    assert back.cells[sq(6, 6)] == "." and back.lightning == s.lightning and back.to_dict() == data
    for name in ("seasons", "season", "season_draw", "lightning", "lightning_moves"):
        data.pop(name)
    data["board"] = [row.replace("L", ".") for row in data["board"]]
    old = rules.from_dict(data)
    assert old.lightning == [] and old.season is None and old.seasons == []
    solo = solo_pos(lightning=True)
    assert solo.to_dict()["board"][6][6] == "L" and solo.to_dict()["board"][4][4] == "L"


def test_a_hawk_carrying_a_gem_onto_a_token_moves_it():
    """FT-LIGHTNING-MOVE: a triggered hawk's controller carries the gem onto a token: that
    player moves the token next to the carried gem."""
    s = lit([(5, 7)], fire=[(5, 5), (6, 7)], hawks=[(5, 6)], step="wind", wind="E")
    s.apply(("wind", 5, 6))
    assert s.decision["kind"] == "hawk_trigger"
    s.apply(("to", 5, 7))                          # the token's square, next to the fire on r6c7
    while s.decision["kind"] == "relocate":
        s.apply(("done",))
    assert s.decision["kind"] == "lightning_move" and s.decision["at"] == sq(5, 7)
    assert s.decision["seat"] == s.hawk_controller(sq(5, 6))


def test_explosion_over_a_token_the_example():
    """FT-LIGHTNING-MOVE, the rulebook's example: an Explosion's gem covers a token; it moves
    to an empty square next to one of the gems just placed."""
    s = lit([(5, 6)], fire=[(5, 5)], hand=["explosion"])
    run(s, ("play", s.hands[0][0]), ("target", 5, 5))
    while s.decision["kind"] == "select":
        s.apply(("confirm",))
    assert s.decision["kind"] == "lightning_move" and s.decision["at"] == sq(5, 6)
    placed = {(r, c) for r in (4, 5, 6) for c in (4, 5, 6)} - {(5, 5)}
    for a in s.legal_actions():
        assert any(abs(a[1] - r) + abs(a[2] - c) == 1 for r, c in placed)
        assert s.cells[sq(a[1], a[2])] == "."


def test_lightning_call_refuses_anything_else():
    """apply accepts only an exact legal action: ("call", 1), ("call ",), True are refused."""
    s = position(seasons=SEASONS)
    cid = s.cfg.seasons.instance["lightning_fires"]
    s.outside.remove(cid)
    s.season = cid
    s.stack = [{"t": "turn", "seat": 0}]
    s.decision = None
    s.invalidate()
    s._run([])
    assert s.decision["kind"] == "lightning_call"
    refused(s, ("call", 1), "not_allowed")
    refused(s, ("roll",), "wrong_step")


def test_hawk_spot_masks_agree_with_the_reasons_with_tokens():
    """FT-LIGHTNING-HAWKS: the fast hawk_spots (masks) and hawk_spot_reason agree when tokens
    are on the board (multiplayer and solo)."""
    s = lit(START + [(3, 4), (12, 12)], fire=[(5, 5), (10, 10)], hawks=[(4, 4)])
    solo = solo_pos(lightning=True)
    for state in (s, solo):
        for colour in state.cfg.towers:
            quads = [colour]
            want = [q for q in state.cfg.quadrant_squares[colour] if state.hawk_spot_reason(q, quads) is None]
            assert state.hawk_spots(quads) == want
            assert not set(want) & set(state.lightning_tokens())
