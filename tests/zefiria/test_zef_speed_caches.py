"""The speed-ups of the Zefiria rules keep their answers: cached legal actions and costs
never outlive the position they were found for, clone and to_dict are true copies, and
the fast legality check still tells 16 from 16.0 and True."""
import copy
import json

import pytest

from game.core.bots import RandomBot
from game.core.protocol import IllegalAction, is_legal
from game.games.zefiria import rules
from zef_helpers import c, position

SETUPS = [
    {"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"}], "storm": True},
    {"players": [{"name": n, "kind": "bot"} for n in "ABC"]},
    {"players": [{"name": "A", "kind": "bot"}], "storm": True, "difficulty": "hard"},
    {"players": [{"name": n, "kind": "bot"} for n in "ABCD"], "storm": True},
    {"players": [{"name": n, "kind": "bot"} for n in "ABC"], "storm": True,
     "spirits": ["etesia", "austro", "skyron"], "etesia_diagonal": "king",
     "austro_perimeter": "per_slot", "austro_breeze": "any_two_in_line"},
    {"players": [{"name": n, "kind": "bot"} for n in "AB"], "spirits": ["borea", "jugo"],
     "breeze_cost": "straight_line"},
]


def fresh(state):
    """The same position rebuilt from its save: no cache of any kind."""
    return rules.ZefiriaState.from_dict(json.loads(json.dumps(state.to_dict())), state.cfg)


def random_positions(games=3):
    """Every position of a few random games of each set-up (the state is reused, so take
    what you need from it before the next one)."""
    for setup in SETUPS:
        for seed in range(games):
            state = rules.new_game(setup, seed)
            bot = RandomBot(seed)
            while not state.is_over:
                yield state
                state.apply(bot.choose(state))


def test_cached_answers_match_a_state_without_caches():
    """After every move the legal actions and costs are those of the new position."""
    for state in random_positions():
        legal = state.legal_actions()
        other = fresh(state)
        assert legal == other.legal_actions()
        if state.phase == "play":
            assert state.fly_targets() == other.fly_targets()
            assert state.breeze_options() == other.breeze_options()
            assert state._position_costs()[1:] == (other.fly_targets(),
                                                   None if state.forced else other.breeze_options())


def test_a_field_set_by_hand_is_seen_by_the_move():
    """A caller that sets fields directly (as the tests do) after legal_actions() was cached
    still has the move checked against the real board, as before the caches."""
    s = position({"borea": c("r1c1"), "jugo": c("r5c5")}, "borea")
    assert ("fly", c("r1c2")) in s.legal_actions()
    s.pos["jugo"] = c("r1c2")
    with pytest.raises(IllegalAction) as info:
        s.apply(("fly", c("r1c2")))
    assert info.value.key == "occupied"

    s = position({"etesia": c("r3c3"), "jugo": c("r5c5")}, "etesia")
    swap = rules.breeze_action(c("r2c3"), c("r1c3"))
    assert swap in s.legal_actions()
    s.pos["jugo"] = c("r1c3")                       # the other end now carries a pawn
    with pytest.raises(IllegalAction) as info:
        s.apply(swap)
    assert info.value.key == "occupied"


def test_clone_is_independent_and_equal():
    originals = 0
    for state in random_positions(games=2):
        before = state.to_dict()
        other = state.clone()
        assert other.to_dict() == before and other.legal_actions() == state.legal_actions()
        # No list or dict is shared, bar the caches (replaced, never changed in place).
        for name, value in vars(other).items():
            if isinstance(value, (list, dict, set)) and name not in ("_legal", "_legal_index"):
                assert value is not getattr(state, name), name
        if not other.is_over:
            other.apply(other.legal_actions()[-1])
        assert state.to_dict() == before
        originals += 1
    assert originals > 100


def test_clone_copies_nested_fields():
    state = rules.new_game(SETUPS[0], 3)
    while state.phase != "play" or not state.grid_discard:
        state.apply(state.legal_actions()[-1])
    before = state.to_dict()
    other = state.clone()
    other.players[0]["name"] = "changed"
    other.grid_deck[0][1] = 99
    other.grid_discard[0][1] = 99
    other.pos[other.spirits[0]] = "T1"
    other.options["breeze_cost"] = "straight_line"
    other.last_storm["t1"] = 99
    assert state.to_dict() == before


def test_to_dict_is_a_deep_copy():
    for state in random_positions(games=1):
        data = state.to_dict()
        expected = {name: copy.deepcopy(getattr(state, name)) for name in state._FIELDS}
        expected.update(grid=state.grid_rows(), game="zefiria", magic_gems_held=state.pool)
        assert json.dumps(data) == json.dumps(expected)
        for name in ("players", "pos", "grid_deck", "options"):
            assert data[name] is not getattr(state, name)


def test_legality_check_is_exact_about_types():
    """_is_legal (a dict lookup) says what game.core.protocol.is_legal (a scan) says."""
    s = position({"borea": c("r1c1"), "jugo": c("r5c5")}, "borea")
    legal = s.legal_actions()
    target = c("r1c2")
    a, b = next(action[1:] for action in legal if action[0] == "breeze")
    assert ("fly", target) in legal and target == 1
    variants = [("fly", target), ("fly", float(target)), ("fly", True), ["fly", target],
                ("breeze", a, b), ("breeze", float(a), b), ("breeze", a, float(b)),
                ("breeze", b, a),
                ("end",), ["end"], "end", ("end", None), ("fly", [target]), ("fly", {}), (), None]
    for action in variants:
        assert s._is_legal(action) == is_legal(action, legal), action
        if not is_legal(action, legal):
            before = s.to_dict()
            with pytest.raises(IllegalAction):
                s.apply(action)
            assert s.to_dict() == before
    assert s.why_illegal(("fly", True)).key == "unknown_action"
    assert s.why_illegal(("fly", target)) is None


def test_a_subclass_is_free_still_rules():
    """The bot's _Probe keeps other pawns outside pos and answers is_free itself; the
    rules' free-cell table must ask it."""

    class Walled(rules.ZefiriaState):
        def is_free(self, cell):
            return cell != c("r1c2") and super().is_free(cell)

    s = position({"borea": c("r1c1"), "jugo": c("r5c5")}, "borea")
    walled = Walled(s.cfg)
    walled.__dict__.update(s.clone().__dict__)
    assert c("r1c2") in s.fly_targets()
    assert c("r1c2") not in walled.fly_targets()
    assert all(c("r1c2") not in pair for pair in walled.breeze_options())
