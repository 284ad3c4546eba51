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


def test_oaks_setup_and_limits():
    """FT-SOLO-OAKS: 2-4 Oaks at the compass markers (the first of the data order unless
    named); the wind die names the first to burn; no firebreak on an Oak, no hawk on a crown."""
    from game.games.fire_tower import rules
    s = rules.new_game({"solo": True, "level": 1, "oaks": 2,
                        "players": [{"name": "A", "kind": "human"}]}, 5)
    assert s.solo["oaks"] == ["N", "E"] and s.solo["variants"] == ["oaks"]
    refused(s, ("hawk", 0, 7), "oak_crown")
    assert ("hawk", 1, 7) in s.legal_actions()               # a lower square is fine
    s.apply(("hawk", 3, 3))
    assert s.solo["oak_next"] in ("N", "E")
    assert s.break_reason(sq(1, 7), 0) == "oak_there"
    s = rules.new_game({"solo": True, "level": 1, "oaks": 3, "oak_sides": ["W", "S", "N"],
                        "players": [{"name": "A", "kind": "human"}]}, 5)
    assert s.solo["oaks"] == ["W", "S", "N"]


def test_burning_the_right_oak_and_the_wrong_one():
    """FT-SOLO-OAKS: a gem on the crown of the Oak due burns it for good (no Firestorm) and
    the die names the next; a gem on another Oak's crown loses the game."""
    s = solo_pos(fire=[(1, 7), (3, 3)], step="wind", wind="N", oaks=2)
    s.solo["oak_next"] = "N"
    events = s.apply(("wind", 0, 7))
    t = types(events)
    assert "oak_burned" in t and "firestorm" not in t
    assert all(s.cells[q] == "E" for q in (sq(0, 7), sq(0, 8), sq(1, 7), sq(1, 8)))
    assert s.solo["oaks_burned"] == ["N"] and s.solo["oak_next"] == "E"
    s = solo_pos(fire=[(1, 7), (3, 3)], step="wind", wind="N", oaks=2)
    s.solo["oak_next"] = "E"
    s.apply(("wind", 0, 7))
    r = s.result()
    assert s.is_over and (r["outcome"], r["reason"]) == ("loss", "wrong_oak")


def test_win_needs_the_oaks_too():
    """FT-SOLO-OAKS / FT-SOLO-VARIANTS: with Oaks out, the last enemy tower does not win
    until every Oak has burned; the variants combine."""
    s = solo_pos(fire=[(0, 12), (1, 7)], hand=["flare_up", "air_drop", "air_drop", "air_drop",
                                               "fire_engine", "fire_engine"],
                 step="action", burned=["blue", "green"], oaks=2, lightning=True)
    s.solo["oaks_burned"] = ["E"]
    s.solo["oak_next"] = "N"
    cid = next(c for c in s.hands[0] if s.card_id(c) == "flare_up")
    s.apply(("play", cid))
    s.apply(("place", 0, 13, 0))
    if s.decision and s.decision["kind"] == "select":
        s.apply(("confirm",))
    assert "purple" in s.burned and not s.is_over
    s.cells[sq(0, 7)] = "f"
    s._note_burn(sq(0, 7), 0)
    s.stack.append({"t": "settle"})
    s.decision = None
    s._run([])
    r = s.result()
    assert s.is_over and r["outcome"] == "win" and r["variants"] == ["lightning", "oaks"]
