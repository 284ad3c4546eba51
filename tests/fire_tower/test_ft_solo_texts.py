"""Fire Tower solo: every prompt, button and log line of solo games has words in English
and Spanish (describe.py; data/fire_tower/text.<lang>.yaml). FT-SOLO-TURN / FT-SOLO-END."""
import pytest

from game.core.bots import RandomBot
from game.core.data import DATA_DIR, load_yaml
from game.games.fire_tower import describe, rules


def flat(value, prefix=""):
    out = {}
    for key, child in value.items():
        if isinstance(child, dict):
            out.update(flat(child, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = child
    return out


class Words:
    def __init__(self, lang):
        self.table = flat(load_yaml(DATA_DIR / "fire_tower" / f"text.{lang}.yaml").value)

    def __call__(self, key, **params):
        key = key[len("fire_tower."):]
        assert key in self.table, key
        return self.table[key].format(**params)

    def has(self, key):
        return key[len("fire_tower."):] in self.table


SILENT = {"card_drawn", "cards_discarded", "gem_moved", "turn_end"}   # as in multiplayer


@pytest.mark.parametrize("lang", ["en", "es"])
def test_solo_games_have_words_for_everything(lang):
    t = Words(lang)
    seen = set()
    for seed in range(12):
        s = rules.new_game({"solo": True, "level": 1 + seed % 7, "players": [{"name": "A", "kind": "bot"}]}, seed)
        bot = RandomBot(seed)
        while not s.is_over:
            assert describe.prompt(t, s)
            for a in s.legal_actions():
                assert describe.action_label(t, s, a)
            for e in s.apply(bot.choose(s)):
                line = describe.describe_event(t, s, e)
                assert line or e["type"] in SILENT, e
                seen.add(e["type"])
        text = describe.prompt(t, s)
        assert text and "{" not in text
    assert {"inferno_card", "game_over", "turn_start"} <= seen
    # the verdicts and reasons
    for reason in ("all_enemies_burned", "own_tower", "penalty_chain", "challenge_failed"):
        assert t(f"fire_tower.solo.reason.{reason}")
