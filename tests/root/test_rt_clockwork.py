"""Root: the Clockwork seat hook and the general bot rules (RT-BOT-ORDER … RT-BOT-LEVELS of
seeds/root.en.md): seeded games of the Mechanical Marquise against a random-playing
Alliance with the engine's invariants after every action (RT-DIG-SEED), determinism, a
JSON round trip in the middle of a bot turn, the options and make_bot."""
from __future__ import annotations

import json
from collections import Counter

import pytest
from rt_helpers import check_invariants

from game.core.data import DataError
from game.core.protocol import IllegalAction
from game.games.root import rules, rules_clockwork
from game.games.root.bot import make_bot
from game.games.root.config import load_config

GAMES = 60
STEP = ("bot_step",)
TRAITS = [[], ["blitz"], ["fortified"], ["iron_will"], ["hospitals"], ["blitz", "fortified", "iron_will", "hospitals"]]
LEVELS = ("easy", "default", "challenging", "nightmare")


def setup(i):
    return {"players": [{"name": "MM", "kind": "bot"}, {"name": "Fox", "kind": "human"}],
            "bot_difficulty_marquise": LEVELS[i % 4], "bot_traits_marquise": TRAITS[i % len(TRAITS)],
            "mm_setup_buildings": ("adjacent", "keep_or_adjacent")[i % 2],
            "mm_expand_condition": ("score_below_3", "five_buildings")[(i // 2) % 2],
            "bot_marquise_outrage": ("alliance_draws", "none")[(i // 3) % 2],
            "ambush_vs_bots": i % 5 != 4}


def play(seed, i, check=True):
    s = rules.new_game(setup(i), seed)
    chooser = make_bot(seed)
    log = []
    steps = Counter()
    while not s.is_over:
        acts = s.legal_actions()
        if s.current == 0 and s.current_player == 0:
            assert acts == [STEP]                      # the bot's turn: only steps
        else:
            assert STEP not in acts
        action = chooser.choose(s)
        events = s.apply(action)
        steps[action[0]] += 1
        log.append((action, events))
        if check:
            check_invariants(s, round_trip=len(log) % 13 == 0)
            assert s.players[0]["hand"] == [] and s.players[0]["crafted"] == []    # RT-BOT-HAND
            assert s.players[0]["dominance"] is None                                 # RT-BOT-DOMINANCE
    return s, log, steps


def test_seeded_games_keep_every_invariant():
    """RT-DIG-SEED, RT-BOT-ORDER, RT-BOT-HAND, RT-BOT-DOMINANCE, RT-BOT-CRAFT: the bot's turns
    are bot steps only; every game ends; the bot crafts only items, each for 1 VP."""
    outcomes = Counter()
    crafted = 0
    for i in range(GAMES):
        s, log, steps = play(7000 + i, i)
        r = s.result()
        assert r["over"] and r["reason"] in ("vp", "turn_limit")
        outcomes[r["winner"]] += 1
        for action, events in log:
            for e in events:
                if e["type"] == "craft" and e["faction"] == "marquise":
                    crafted += 1
                    assert s.cfg.cards[e["card"]]["kind"] == "item"
                if e["type"] == "vp" and e["faction"] == "marquise" and e["why"] == "craft":
                    assert e["n"] == 1
        assert steps["bot_step"] > 0
    assert outcomes["marquise"] > 0 and crafted > 0


def test_same_seed_same_game():
    """RT-DIG-SEED: the bot's random keep, buildings and hits come from the game's seed."""
    a = play(4242, 3, check=False)[0]
    b = play(4242, 3, check=False)[0]
    assert json.dumps(a.to_dict(), sort_keys=True) == json.dumps(b.to_dict(), sort_keys=True)
    c = play(4243, 3, check=False)[0]
    assert json.dumps(a.to_dict(), sort_keys=True) != json.dumps(c.to_dict(), sort_keys=True)


def test_a_saved_bot_turn_goes_on_the_same_way():
    """A JSON round trip in the middle of a bot turn plays on exactly as the original."""
    s = rules.new_game(setup(0), 99)
    chooser = make_bot(99)
    while not (s.current == 0 and s.phase == "daylight" and s.turn["bot"]["steps"]):
        s.apply(chooser.choose(s))
    copy = rules.from_dict(json.loads(json.dumps(s.to_dict())))
    for _ in range(30):
        if s.is_over:
            break
        action = chooser.choose(s)
        assert s.apply(action) == copy.apply(action)
    assert json.dumps(s.to_dict(), sort_keys=True) == json.dumps(copy.to_dict(), sort_keys=True)


def test_person_seats_are_not_clockwork_and_both_bots_plug_in_the_same_way():
    """A person's seat plays the full rules; a bot seat is a Clockwork seat only with its module."""
    s = rules.new_game({"players": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "human"}]}, 1)
    assert not s.is_bot(0) and not s.is_bot(1) and "bot" not in s.players[0]
    assert s.decision()["kind"] == "keep"
    for faction in ("marquise", "alliance"):
        mod = rules_clockwork.module(faction)
        if mod is not None:
            assert all(callable(getattr(mod, name)) for name in ("setup", "start_turn", "next_step"))
    assert rules_clockwork.module("marquise") is not None


def test_view_shows_the_bot_and_its_order():
    """RT-BOT-ORDER: the order card is public."""
    s = rules.new_game({**setup(1), "first_player": "marquise"}, 5)
    s.apply(STEP)
    v = s.view(1)
    assert v["players"][0]["bot"] == {"difficulty": "default", "traits": ["blitz"]}
    assert v["turn"]["bot"]["order"] == s.turn["bot"]["order"]


def test_make_bot_plays_a_person_seat_at_random_and_the_bot_seat_by_steps():
    s = rules.new_game({**setup(0), "first_player": "alliance"}, 8)
    chooser = make_bot(1)
    assert chooser.choose(s) in s.legal_actions() and s.legal_actions() != [STEP]
    s = rules.new_game({**setup(0), "first_player": "marquise"}, 8)
    assert chooser.choose(s) == STEP


def test_bot_step_refused_on_a_person_turn():
    s = rules.new_game({**setup(0), "first_player": "alliance"}, 8)
    with pytest.raises(IllegalAction) as err:
        s.apply(STEP)
    assert err.value.key == "wrong_step"


def test_rules_data_checks_the_bot_options(tmp_path):
    """RT-BOT-LEVELS: data/root/rules.yaml names the bot options; a wrong one is a DataError."""
    cfg = load_config()
    assert cfg.options["bot_difficulty_marquise"] == "default" and cfg.options["bot_traits_marquise"] == []
    assert cfg.options["bot_difficulty_alliance"] == "default" and cfg.options["bot_traits_alliance"] == []
    from game.core.data import DATA_DIR
    text = (DATA_DIR / "root" / "rules.yaml").read_text(encoding="utf-8")
    for old, new in (("bot_traits_marquise: []", "bot_traits_marquise: [sleepy]"),
                     ("bot_difficulty_alliance: default", "bot_difficulty_alliance: boss")):
        bad = tmp_path / "rules.yaml"
        bad.write_text(text.replace(old, new), encoding="utf-8")
        with pytest.raises(DataError):
            load_config(rules=str(bad))
