"""pattern_shapes(): the rotations a pattern-like decision lays, as a screen previews them."""
from game.core.bots import RandomBot
from game.games.fire_tower import rules
from game.games.fire_tower.rules_solo_challenges import BLOCK_SHAPES


def test_a_card_pattern_offers_the_cards_rotations_and_other_decisions_none():
    s = rules.new_game({"players": [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}]}, 4)
    assert s.pattern_shapes() == ()                          # placing set-up hawks
    bot = RandomBot(4)
    for _ in range(400):
        d = s.decision
        if d and d["kind"] == "pattern" and d.get("effect") != "bucket":
            shapes = s.pattern_shapes()
            assert shapes == s.card_def(d["card"]).shapes
            assert {a[3] for a in s.legal_actions() if a[0] == "place"} <= set(range(len(shapes)))
            return
        s.apply(bot.choose(s))
    raise AssertionError("no pattern decision reached")


def test_wet_line_fallback_block_is_two_by_three_either_way_inside_your_quadrant():
    """FT-SOLO-CHALLENGE-CARDS (Wet Line's fallback): a 3 x 2 block of 6 gems in your
    quadrant, laid either way round on empty squares."""
    s = rules.new_game({"solo": True, "level": 1, "players": [{"name": "a", "kind": "human"}]}, 1)
    s.decision = {"kind": "challenge_block", "seat": 0}
    s.invalidate()
    assert s.pattern_shapes() == BLOCK_SHAPES
    assert sorted(len(shape) for shape in BLOCK_SHAPES) == [6, 6]
    assert {(max(r for r, _, _ in sh) + 1, max(c for _, c, _ in sh) + 1) for sh in BLOCK_SHAPES} == {(2, 3), (3, 2)}
    for _, r, c, rot in s.legal_actions():
        for dr, dc, _ in BLOCK_SHAPES[rot]:
            sq = (r + dr) * 16 + c + dc
            assert s.cfg.quadrant_of[sq] == "red" and s.cells[sq] == "."
