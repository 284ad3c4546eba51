"""Fire Tower solo variants: Lightning (rules_solo.py). FT-SOLO-LIGHTNING / FT-SOLO-VARIANTS."""
from ft_helpers import fire_squares, refused, rig, types
from test_ft_solo_rules import solo_pos

SIZE = 16


def sq(r, c):
    return r * SIZE + c


def test_lightning_tokens_start_in_your_quadrant():
    """FT-SOLO-LIGHTNING: two tokens on r6c6 and r4c4; no hawk may be placed on them."""
    from game.games.fire_tower import rules
    s = rules.new_game({"solo": True, "level": 1, "lightning": True,
                        "players": [{"name": "A", "kind": "human"}]}, 3)
    assert s.solo["lightning"] == [sq(6, 6), sq(4, 4)] and s.solo["variants"] == ["lightning"]
    assert ("hawk", 6, 6) not in s.legal_actions()
    refused(s, ("hawk", 4, 4), "lightning_there")
    assert s.result()["variants"] == ["lightning"]


def test_a_gem_on_a_token_moves_it():
    """FT-SOLO-LIGHTNING: a gem placed on a token: you move the token next to what you just
    placed, inside your quadrant, outside your zone; with no room it leaves the board."""
    s = solo_pos(fire=[(6, 5)], step="wind", wind="E", lightning=True)
    events = s.apply(("wind", 6, 6))
    d = s.decision
    assert d["kind"] == "lightning_move" and d["at"] == sq(6, 6)
    assert set(s.legal_actions()) == {("to", 5, 6), ("to", 6, 7), ("to", 7, 6)}
    refused(s, ("to", 3, 3), "not_next_to_placed")
    s.apply(("to", 5, 6))
    assert sq(5, 6) in s.solo["lightning"] and sq(6, 6) not in s.solo["lightning"]
    # no room around it: the token leaves the board
    s = solo_pos(fire=[(6, 5), (5, 6), (6, 7), (7, 6)], step="wind", wind="E", lightning=True)
    events = s.apply(("wind", 6, 6))
    assert "lightning_removed" in types(events) and s.solo["lightning"] == [sq(4, 4)]


def test_tokens_block_firestorms():
    """FT-SOLO-LIGHTNING: a Firestorm does not spread onto a token."""
    s2 = solo_pos(fire=[(6, 7), (3, 3)], inferno=["west"], lightning=True)
    assert (6, 6) not in fire_squares(s2) and (3, 2) in fire_squares(s2)


def test_lightning_strikes_at_the_round_end():
    """FT-SOLO-LIGHTNING: at the end of each round the wind die is rolled and each token
    strikes: over gems and tokens to the first empty square; a firebreak or the edge first
    stops it."""
    s = solo_pos(fire=[(4, 3), (3, 3)], breaks=[(6, 5)], step="action", lightning=True)
    s.solo["inferno_discard"] += s.solo["inferno"]
    s.solo["inferno"] = []
    rig(s, "wind", ["W"])
    s.stack, s.decision = [{"t": "end_turn", "seat": 0}], None
    events = []
    s._run(events)
    strike = next(e for e in events if e["type"] == "lightning_strike")
    assert strike["direction"] == "W"
    assert strike["cells"] == [[4, 2]]        # (6,6): a firebreak first; (4,4): over the gem
    assert (4, 2) in fire_squares(s) and (6, 4) not in fire_squares(s)
    t = types(events)
    assert t.index("lightning_strike") < t.index("challenge_drawn")
