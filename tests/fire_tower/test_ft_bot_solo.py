"""FireTowerBot in the solo mode: legal at every level and in both variants, the thinking
(a fixed amount of work, no clock) stays bounded, and it defends its own tower.

Runtime: about 15-25 s on a 2-core machine. Win rates are measured, not asserted
(tools/measure_fire_tower_levels.py; the figures are in game/games/fire_tower/bot.py).
"""
import time

import pytest

from game.games.fire_tower import rules
from game.games.fire_tower.bot import FireTowerBot

from ft_helpers import paint, set_hand, sq

ONE = [{"name": "Solo", "kind": "bot"}]


def solo_game(level, seed, **setup):
    return rules.new_game(dict({"solo": True, "level": level, "players": ONE}, **setup), seed)


@pytest.mark.parametrize("level, setup", [
    (1, {}), (2, {"lightning": True}), (3, {"oaks": 2}), (4, {"solo_wind_card_mode": "single"}),
    (5, {"oaks": 3, "lightning": True}), (6, {"oaks": 4}), (7, {"lightning": True, "oaks": 2}),
])
def test_solo_choices_are_legal(level, setup):
    """FT-SOLO-GOAL: every choice is one of the legal actions (a quick bot: small search)."""
    state = solo_game(level, 50 + level, **setup)
    bot = FireTowerBot(level, top_limit=10, follow_limit=3, max_work=150)
    steps = 0
    while not state.is_over and steps < 140:
        a = bot.choose(state)
        assert a in state.legal_actions(), (state.decision, a)
        state.apply(a)
        steps += 1
    assert steps > 30


def test_solo_thinking_is_bounded():
    """The work cap: no decision spends more than MAX_WORK units plus the forced steps of
    its candidates, and none takes more than 0.5 s of CPU time (MAX_WORK is measured to
    about 0.3 s at worst; a margin for a slower machine), over the first turns of two
    default games."""
    worst = 0.0
    for level, seed in ((1, 7), (5, 8)):
        state = solo_game(level, seed)
        bot = FireTowerBot(seed)
        bound = bot.max_work + (bot.top_limit + 1) * (bot.follow_depth + 2)
        steps = 0
        while not state.is_over and steps < 60:
            start, work = time.process_time(), bot.work
            a = bot.choose(state)
            worst = max(worst, time.process_time() - start)
            assert bot.work - work <= bound, (state.decision["kind"], bot.work - work)
            state.apply(a)
            steps += 1
    assert worst < 0.5, worst


def test_a_tiny_work_cap_still_gives_a_legal_choice():
    """With no units at all every candidate is still tried once and scored (the cap only
    takes away follow-up judging), so every choice is legal."""
    state = solo_game(1, 3)
    bot = FireTowerBot(3, max_work=0)
    for _ in range(40):
        if state.is_over:
            break
        a = bot.choose(state)
        assert a in state.legal_actions()
        state.apply(a)


def _defence_position(hand):
    """Your turn's action (Phase 2) with fire just outside your zone, in front of r0c0
    (water cards cannot go into a tower zone)."""
    state = solo_game(1, 5)
    while state.decision["kind"] != "turn_action":
        state.apply(FireTowerBot(5).choose(state))
    fire = [(3, 0), (3, 1), (4, 0), (4, 1)] + [(6, 6), (6, 7)]
    paint(state, fire=fire)
    set_hand(state, 0, hand)
    return state


@pytest.mark.parametrize("bucket", [True, False])
def test_solo_bot_puts_out_the_fire_at_its_back_corner(bucket):
    """With fire in front of its zone and a water card in hand the bot removes that fire
    (with the water card, or with its Bucket when it still has one)."""
    state = _defence_position(["air_drop", "north", "ember", "firehawk_pair", "south", "east"])
    state.bucket[0] = bucket
    state.invalidate()
    bot = FireTowerBot(1)
    turn = state.turn_number
    used = []
    for _ in range(12):
        a = bot.choose(state)
        used.append(state.card_def(a[1]).id if a[0] == "play" else a[0])
        state.apply(a)
        if state.turn_number != turn or state.decision is None or \
                state.decision["kind"] in ("turn_action", "turn_end", "turn_wind"):
            break
    assert used[0] in ("air_drop", "bucket"), used
    if not bucket:
        assert used[0] == "air_drop"
    near = [sq(3, 0), sq(3, 1), sq(4, 0), sq(4, 1)]
    assert sum(state.cells[s] == "f" for s in near) <= 2, used        # at least 2 of 4 gone


def test_solo_evaluation_fears_fire_near_its_corner():
    """The same gem is worse next to your back corner than next to the Eternal Flame, and
    better next to an enemy back corner."""
    state = solo_game(1, 9)
    bot = FireTowerBot(0)
    near_own, near_flame, near_enemy = state.clone(), state.clone(), state.clone()
    near_own.cells[sq(1, 1)] = "f"
    near_flame.cells[sq(6, 6)] = "f"
    near_enemy.cells[sq(14, 14)] = "f"
    for s in (near_own, near_flame, near_enemy):
        s.invalidate()
    assert bot.evaluate(near_enemy, 0) > bot.evaluate(near_flame, 0) > bot.evaluate(near_own, 0)


def test_solo_inferno_patterns_go_far_from_your_corner():
    """A Burning Snag of the Inferno goes far from r0c0, never next to it, even when fire
    next to the corner would allow it."""
    state = solo_game(1, 1)
    bot = FireTowerBot(1)
    while not (state.decision["kind"] == "pattern" and state.decision.get("inferno")):
        state.apply(bot.choose(state))
    paint(state, fire=[(1, 2), (6, 6)])
    legal = state.legal_actions()
    assert any(a[1] + a[2] <= 2 for a in legal)      # a Snag may go next to the corner
    a = FireTowerBot(2).choose(state)
    assert a in legal and a[1] + a[2] >= 8, a


def test_solo_play_is_deterministic():
    """The same seed gives the same choices (the search is a fixed amount of work)."""
    def run():
        state = solo_game(2, 13)
        bot = FireTowerBot(13)
        actions = []
        while not state.is_over and len(actions) < 50:
            actions.append(bot.choose(state))
            state.apply(actions[-1])
        return actions
    assert run() == run()


# ------------------------------------------------ SoloPlanner (bot_solo.py, issue 12)
from game.games.fire_tower.bot_solo import SoloPlanner  # noqa: E402


def small_planner(seed):
    """A SoloPlanner with a small search (the tests' CPU budget); the same algorithm."""
    return SoloPlanner(seed, top_limit=10, follow_limit=3, max_work=150,
                       screen_work=120, plan_work=120, plan_top=2, scenarios=2)


def planner_run(level, seed, steps, **setup):
    state = solo_game(level, seed, **setup)
    bot = small_planner(seed)
    actions = []
    while not state.is_over and len(actions) < steps:
        a = bot.choose(state)
        assert a in state.legal_actions(), (state.decision, a)
        state.apply(a)
        actions.append(a)
    return actions, bot


@pytest.mark.parametrize("level, setup", [(1, {}), (6, {"oaks": 2, "lightning": True,
                                                      "solo_wind_card_mode": "single"})])
def test_planner_choices_are_legal_and_deterministic(level, setup):
    """FT-SOLO-GOAL: every choice of SoloPlanner is a legal action, the same seed gives the
    same game, and its planning stage (past the next Inferno card) really decides the main
    choices of the turns."""
    first, bot = planner_run(level, 20 + level, 60, **setup)
    assert len(first) > 30
    assert bot.planned > 0
    again, _ = planner_run(level, 20 + level, 60, **setup)
    assert again == first


def _main_choice(level, seed):
    """A solo position at a turn's action (Phase 2), some turns into the game."""
    state = solo_game(level, seed)
    bot = small_planner(seed)
    turns = 0
    while True:
        d = state.decision
        if d["kind"] == "turn_action" and state.turn_number >= 3 and len(state.legal_actions()) > 3:
            return state
        state.apply(bot.choose(state))
        turns += 1
        assert not state.is_over and turns < 300


@pytest.mark.parametrize("seed", [2, 8])
def test_planner_never_reads_the_hidden_order(seed):
    """The Inferno deck order and the draw pile are hidden: the same public position with
    both piles in another order gives the same choice (the planner uses their contents)."""
    state = _main_choice(1, seed)
    other = state.clone()
    other.solo["inferno"] = list(reversed(other.solo["inferno"]))
    other.deck = list(reversed(other.deck))
    other.rng = {name: value ^ 0x5DEECE66D for name, value in other.rng.items()}
    other.invalidate()
    assert small_planner(seed).choose(state) == small_planner(seed).choose(other)


def test_planner_work_is_a_fixed_amount():
    """The search counts work units, never time: a main choice spends at most its two
    stages' units plus the forced steps of its lines (no clock is read)."""
    state = _main_choice(2, 4)
    bot = small_planner(4)
    before = bot.work
    bot.choose(state)
    spent = bot.work - before
    lines = bot.top_limit + bot.plan_top * bot.scenarios + 2
    assert 0 < spent <= bot.screen_work + bot.plan_work + lines * (2 * bot.follow_depth + 4), spent


def test_planner_is_the_old_bot_in_multiplayer():
    """Only the solo mode is planned: in a 2-player game SoloPlanner chooses as FireTowerBot."""
    state = rules.new_game({"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"}]}, 3)
    old, new = FireTowerBot(3, top_limit=8, max_work=120), SoloPlanner(3, top_limit=8, max_work=120)
    for _ in range(40):
        if state.is_over:
            break
        a = new.choose(state)
        assert a == old.choose(state)
        state.apply(a)


def test_planner_clears_fire_next_to_its_corner_before_the_inferno_storms():
    """With fire on r0c1 and r1c0 (one West or North storm from r0c0) and both storm cards
    still in the Inferno deck, the planner spends its Bucket on them this turn."""
    state = _defence_position(["ember", "north", "firehawk_pair", "south", "east", "rolling_log"])
    paint(state, fire=[(0, 1), (1, 0)], clear=False)
    state.bucket[0] = True
    state.invalidate()
    state.solo["inferno"] += state.solo["inferno_discard"]     # the whole round still to come
    state.solo["inferno_discard"] = []
    assert {"north", "west"} <= {state.card_def(cid).id for cid in state.solo["inferno"]}
    bot = SoloPlanner(1)
    turn = state.turn_number
    for _ in range(12):
        a = bot.choose(state)
        state.apply(a)
        if state.turn_number != turn or state.is_over:
            break
    assert not state.bucket[0]
    assert state.cells[sq(0, 1)] != "f" or state.cells[sq(1, 0)] != "f"


def test_planner_values_its_hawks():
    """A hawk in your quadrant carries the next gem the Inferno lands on it to an enemy's
    front: the planner's evaluation counts it, more with fire next to it; FireTowerBot's
    counted nothing, and a hawk in an enemy's quadrant is not yours to use."""
    state = solo_game(1, 9)
    paint(state, fire=[(5, 5), (6, 6)])
    far, near, enemy = state.clone(), state.clone(), state.clone()
    paint(far, hawks=[(2, 5)], clear=False)
    paint(near, hawks=[(4, 5)], clear=False)
    paint(enemy, hawks=[(12, 12)], clear=False)
    planner, old = SoloPlanner(0), FireTowerBot(0)
    base = planner.evaluate(state, 0)
    assert base < planner.evaluate(far, 0) < planner.evaluate(near, 0)
    assert planner.evaluate(enemy, 0) == pytest.approx(base)
    assert old.evaluate(near, 0) == pytest.approx(old.evaluate(state, 0))


def test_planner_plays_a_hawk_card_before_a_wind_card():
    """FT-HAWK-PLACE: with a quiet board and a hand of winds and one Firehawk Pair, the
    planner puts the hawks into its quadrant (they turn Inferno gems into attack gems)."""
    state = _main_choice(1, 6)
    paint(state, fire=[(6, 6), (6, 5), (9, 9), (10, 9)])
    set_hand(state, 0, ["firehawk_pair", "north", "east", "south", "west", "northwest"])
    state.solo["specials"] = {"strong_winds": "back", "lookout": "back"}   # both used up
    state.solo["breeze_turn"] = state.solo["patrol_turn"] = state.turn_number
    state.invalidate()
    assert not any(a[0] in ("special", "patrol") for a in state.legal_actions())
    a = small_planner(6).choose(state)
    assert a[0] == "play" and state.card_def(a[1]).id == "firehawk_pair", a


def _challenge_draw(level, seed):
    state = solo_game(level, seed)
    bot = small_planner(seed)
    while state.decision["kind"] != "challenge_choice":
        state.apply(bot.choose(state))
        assert not state.is_over
    return state


def test_planner_skips_every_challenge_while_it_may():
    """FT-SOLO-CHALLENGES: at level 1 (two skips) the planner ignores the challenges drawn,
    even a mild one; at level 3 (no skips) it keeps one of the two drawn."""
    state = _challenge_draw(1, 4)
    assert ("skip",) in state.legal_actions()
    assert small_planner(4).choose(state) == ("skip",)
    state = _challenge_draw(3, 4)
    assert ("skip",) not in state.legal_actions()
    a = small_planner(4).choose(state)
    assert a[0] == "challenge" and a in state.legal_actions()


def test_planner_hints_say_why_in_both_languages():
    """The Hint's line for the planner's own reasons (a hawk card, a skipped challenge)
    has a text (test_ft_texts checks that both languages have the same keys)."""
    from game.core.i18n import Translator
    state = _challenge_draw(1, 4)
    bot = small_planner(4)
    bot.explain = True
    assert bot.choose(state) == ("skip",) and bot.reason == ("skip_race", {})
    for lang in ("en", "es"):
        t = Translator(lang)
        for key in ("skip_race", "solo_hawks"):
            assert t("fire_tower.hint." + key) != "fire_tower.hint." + key, (lang, key)


@pytest.mark.parametrize("water, kept", [(2, "wet_line"), (0, "calm_wind")])
def test_planner_keeps_the_challenge_that_costs_its_race_least(water, kept):
    """FT-SOLO-CHALLENGE-CARDS: with no skip left, Wet Line (discard two water cards, or a
    3 x 2 block of gems at the round's end) costs nothing with two water cards in hand,
    and more than Calm Wind without them."""
    state = _challenge_draw(3, 4)
    names = ["air_drop", "fire_engine"][:water] + ["north", "east", "south", "west", "ember"]
    set_hand(state, 0, names[:len(state.hands[0])])
    state.decision["cards"] = ["calm_wind", "wet_line"]
    state.invalidate()
    assert set(state.legal_actions()) == {("challenge", "calm_wind"), ("challenge", "wet_line")}
    assert small_planner(4).choose(state) == ("challenge", kept)
