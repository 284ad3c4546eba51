"""Fire Tower's Hint says why (issue 20, item 7): what the move gains or prevents, never
"the best move found"; "every other spot brings fire nearer" only when it is so."""
import pytest

from game.core.i18n import Translator
from game.core.match import Match
from game.games.fire_tower import rules
from game.games.fire_tower.bot_solo import SoloPlanner

TWO_BOTS = {"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"}]}
WHY_WORDS = ("fire", "tower", "firehawk", "card", "challenge", "game", "only move")


def hinted_game(seed, limit):
    """(state, action, reason) at each decision of a seeded computer game."""
    match = Match("fire_tower", rules, TWO_BOTS, seed)
    for _ in range(limit):
        if match.state.is_over:
            return
        state = match.state
        bot = SoloPlanner(seed + state.current_player)
        bot.explain = True
        action = bot.choose(state.clone())
        yield state.clone(), action, bot.reason
        match.apply(action)


@pytest.mark.parametrize("seed", [0, 1])
def test_every_hint_says_what_the_move_gains_or_prevents(seed):
    t = Translator("en")
    for state, action, (key, params) in hinted_game(seed, 120):
        text = t(f"fire_tower.hint.{key}", **{k: t(f"fire_tower.colour.{v}") for k, v in params.items()})
        assert any(word in text for word in WHY_WORDS), (state.decision["kind"], action, key, text)


def test_every_other_spot_is_said_only_when_each_brings_fire_nearer():
    """The wind gem's hint 'every other lit spot would bring it nearer' (two or more spots
    lit): each other spot, played, brings the fire nearer the seat's tower."""
    found = 0
    for seed in (1, 2):
        for state, action, (key, _) in hinted_game(seed, 6):
            if key != "only_safe_wind":
                continue
            found += 1
            bot = SoloPlanner(seed + state.current_player)
            seat = state.current_player
            spots = [a for a in state.legal_actions() if a[0] == "wind"]
            assert len(spots) >= 2 and action in spots
            before = bot._facts(state, seat)["own"]
            for spot in spots:
                after = state.clone()
                after.apply(spot)
                own = bot._facts(after, seat)["own"]
                assert (own >= before) if spot == action else (own < before), spot
    assert found


def test_the_farthest_spot_is_said_only_of_the_spot_farthest_from_your_tower():
    """The wind gem's hint 'the lit spot that puts fire farthest from your tower': no other
    lit spot adds less fire near the seat's tower (the bot's pressure measure), and each
    gem adds as much near a rival, so it is not called an attack."""
    found = 0
    for seed in (0, 1):
        for state, action, (key, _) in hinted_game(seed, 40):
            if key != "farthest":
                continue
            found += 1
            bot = SoloPlanner(seed + state.current_player)
            seat = state.current_player

            def own_fire(a):
                after = state.clone()
                after.apply(a)
                return bot._facts(after, seat)["own_fire"]

            spots = [a for a in state.legal_actions() if a[0] == action[0]]
            assert len(spots) >= 2 and all(own_fire(a) >= own_fire(action) - 1e-9 for a in spots)
    assert found
