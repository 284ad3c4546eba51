"""FlamecraftBot: legal, deterministic, blind to the clock, stronger than random, prefers
the obviously better move, gives a reason with a text in both languages.

Runtime: about 15 s on the 2-core machine (most of it the win-rate sample).
Measured (tools/measure_flamecraft_bot.py, 200 seeded 2-player games): see its docstring.
"""
import ast
import pathlib
import time

import pytest

from game.core.bots import RandomBot
from game.core.data import DATA_DIR, load_yaml
from game.games.flamecraft import bot as bot_module
from game.games.flamecraft import rules
from game.games.flamecraft.bot import REASONS, FlamecraftBot, make_bot
from game.games.flamecraft.config import GOODS

BOT_FILE = pathlib.Path(bot_module.__file__)


def touch(state):
    """After editing a state by hand: forget the cached legal actions."""
    state._legal = state._legal_index = None


def at_move(n, seed):
    """A game at its first move (seat 0 first), goods, coins, hands and Fancy emptied."""
    s = rules.new_game({"players": players(n), "first_player": "first"}, seed)
    while s.phase == "setup" or s.decision()["kind"] in ("keep_fancy", "start_good"):
        s.apply(s.legal_actions()[0])
    for p in s.players:
        p["goods"] = {g: 0 for g in GOODS}
        s.artisan_deck += p["hand"]
        s.fancy_deck += p["fancy_hidden"]
        p["hand"] = []
        p["fancy_hidden"] = []
    touch(s)
    return s


def players(n):
    return [{"name": f"P{i}", "kind": "bot"} for i in range(n)]


def new_game(n, seed, **setup):
    return rules.new_game({"players": players(n), **setup}, seed)


def random_position(n, seed, steps):
    s = new_game(n, seed)
    rb = RandomBot(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rb.choose(s))
    return s


def play(state, bots, limit=6000):
    for _ in range(limit):
        if state.is_over:
            break
        state.apply(bots[state.current_player].choose(state))
    return state


def test_bot_source_is_pure():
    """No pygame, no clock, no global random in the bot's source."""
    tree = ast.parse(BOT_FILE.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add((node.module or "").split(".")[0])
    assert not names & {"pygame", "time", "random", "datetime"}


def test_make_bot_and_reason_interface():
    b = make_bot(3)
    assert isinstance(b, FlamecraftBot)
    s = random_position(2, 5, 20)
    action, key = b.choose_with_reason(s)
    assert action in s.legal_actions()
    assert key in REASONS
    assert b.reason[0] == key and set(b.reason[1]) >= {"gains"}


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_legal_in_random_positions(n):
    for seed in range(4):
        for steps in (0, 7, 40, 90):
            s = random_position(n, 100 * n + seed, steps)
            if s.is_over:
                continue
            b = FlamecraftBot(seed)
            a = b.choose(s)
            assert a in s.legal_actions(), (n, seed, steps, a)
            s.apply(a)                      # and the engine accepts it


def test_same_seed_and_position_give_the_same_action():
    for seed in range(6):
        s = random_position(3, 40 + seed, 15 + 11 * seed)
        if s.is_over:
            continue
        a1 = FlamecraftBot(seed).choose(s)
        a2 = FlamecraftBot(seed).choose(s.clone())
        again = FlamecraftBot(seed)
        again.choose(random_position(2, 7, 30))       # earlier history does not matter
        a3 = again.choose(rules.from_dict(s.to_dict()))
        assert a1 == a2 == a3


def test_a_clock_jumped_forward_does_not_change_moves(monkeypatch):
    def moves():
        s = new_game(2, 77)
        bots = [FlamecraftBot(1), FlamecraftBot(2)]
        out = []
        for _ in range(60):
            a = bots[s.current_player].choose(s)
            out.append(a)
            s.apply(a)
        return out
    normal = moves()
    jump = [0.0]

    def fast(real):
        def f():
            jump[0] += 1000.0
            return real() + jump[0]
        return f
    for name in ("time", "perf_counter", "process_time", "monotonic"):
        monkeypatch.setattr(time, name, fast(getattr(time, name)))
    assert moves() == normal


def test_hidden_cards_do_not_change_the_choice():
    """Re-ordering the decks and swapping the opponent's hidden cards (what the seat
    cannot see) leaves the choice as it was."""
    for seed in range(4):
        s = random_position(2, 300 + seed, 30 + 5 * seed)
        if s.is_over:
            continue
        seat = s.current_player
        other = 1 - seat
        t = s.clone()
        t.artisan_deck = t.artisan_deck[::-1]
        t.fancy_deck = t.fancy_deck[::-1]
        t.shop_deck = t.shop_deck[::-1]
        t.ench_deck = t.ench_deck[::-1]
        # swap the opponent's hand with as many deck cards
        k = len(t.players[other]["hand"])
        if len(t.artisan_deck) >= k:
            t.players[other]["hand"], t.artisan_deck = (t.artisan_deck[:k],
                                                        t.players[other]["hand"] + t.artisan_deck[k:])
        touch(t)
        assert FlamecraftBot(seed).choose(s) == FlamecraftBot(seed).choose(t)


def test_beats_random_clearly():
    wins = 0
    games = 8
    for g in range(games):
        seat = g % 2
        bots = [None, None]
        bots[seat] = FlamecraftBot(g)
        bots[1 - seat] = RandomBot(g)
        s = play(new_game(2, 900 + g), bots)
        assert s.is_over
        if s.result()["winners"] == [seat]:
            wins += 1
    assert wins >= 7


def test_casts_an_affordable_enchantment_rather_than_gathering():
    """At the bread starter with the goods of Creme Brulee (6 reputation) in the row, it
    enchants instead of gathering one good."""
    s = at_move(2, 1)
    cfg = s.cfg
    assert cfg.enchantment["creme_brulee"]["reward"]["rep"] == 6
    if "creme_brulee" not in s.row:
        if "creme_brulee" in s.ench_deck:
            s.ench_deck.remove("creme_brulee")
        else:
            s.out["enchantments"].remove("creme_brulee")
        s.ench_deck.append(s.row[0])
        s.row[0] = "creme_brulee"
    me = s.players[s.current_player]
    me["goods"].update({"plant": 3, "iron": 1, "potion": 2})
    space = next(sp for sp, sh in enumerate(s.town) if sh and sh["id"] == "critical_rolls")
    touch(s)
    s.apply(("move", space))
    assert s.decision()["kind"] == "choose"
    legal = s.legal_actions()
    assert ("enchant", "creme_brulee", 0) in legal and ("gather",) in legal
    b = FlamecraftBot(0)
    action, key = b.choose_with_reason(s)
    assert action == ("enchant", "creme_brulee", 0)
    assert key == "enchant_points"


def test_places_for_a_reputation_reward():
    """Gathering with a fitting artisan in hand and a free +rep slot: it places it."""
    s = at_move(2, 3)
    cfg = s.cfg
    sp = next(i for i in range(s.town_size) if s.town[i] is None)
    s.town[sp] = {"id": "fogo_de_char", "face_up": True, "dragons": [None, None, None],
                  "enchantments": []}
    sl = next(i for i, (acc, reward) in enumerate(cfg.shops["fogo_de_char"]["slots"])
              if reward == "rep3")
    target = (sp, sl, cfg.shops["fogo_de_char"]["slots"][sl][0])
    sp, sl, accepts = target
    good = GOODS[0] if accepts == "wild" else accepts[0]
    card = next(a for a in s.artisan_deck if cfg.artisans[a] == good)
    s.artisan_deck.remove(card)
    me = s.players[s.current_player]
    me["hand"].append(card)
    touch(s)
    s.apply(("move", sp))
    if s.decision()["kind"] == "choose":
        s.apply(("gather",))
    while s.decision()["kind"] in ("take", "draw"):
        s.apply(s.legal_actions()[0])
    assert s.decision()["kind"] == "place"
    b = FlamecraftBot(0)
    action, key = b.choose_with_reason(s)
    assert action[0] == "place" and action[2:] == (sp, sl)
    assert key == "place_reward"


def test_every_reason_has_a_text_in_both_languages():
    for lang in ("en", "es"):
        doc = load_yaml(DATA_DIR / "flamecraft" / f"text.{lang}.yaml")
        hints = doc["hint"]
        for key in REASONS:
            assert hints.has(key), (lang, key)
            assert hints[key].str().strip()


def test_self_play_five_players_ends():
    s = play(new_game(5, 11), [FlamecraftBot(i) for i in range(5)])
    assert s.is_over
    scores = s.result()["scores"]
    assert all(10 <= v <= 200 for v in scores), scores


def test_rules_ability_price_checked_when_used():
    """Found by the bot (it gave away its Meat with a Plant fire-up, then used Fogo de
    Char's "pay 1 Meat: +3" and went to -1 Meat); fixed in the engine (bcfb113), kept as a
    regression check since the bot's search would exploit it again."""
    s = rules.new_game({"players": players(2), "first_player": "first"}, 1)
    while s.phase == "setup":
        s.apply(s.legal_actions()[0])
    seat = s.current
    me = s.players[seat]
    space = next((sp for sp in range(s.town_size) if s.town[sp] is None), None)
    s.town[space] = {"id": "fogo_de_char", "face_up": True, "dragons": [None, None, None],
                     "enchantments": []}
    me["goods"] = {g: 0 for g in GOODS}
    me["goods"]["plant"] = 0
    # a Plant artisan already in the shop: firing it gifts a good (the gathered Meat)
    plant = next(a for a in s.artisan_deck if s.cfg.artisans[a] == "plant")
    s.artisan_deck.remove(plant)
    slots = s.cfg.shops["fogo_de_char"]["slots"]
    sl = next(i for i, (acc, _) in enumerate(slots) if acc == "wild" or "plant" in acc)
    s.town[space]["dragons"][sl] = plant
    touch(s)
    s.apply(("move", space))
    if s.decision()["kind"] == "choose":
        s.apply(("gather",))
    while s.decision()["kind"] == "place":
        s.apply(("skip",))
    assert s.decision()["kind"] == "fire"
    s.apply(("fire", space, sl))
    # give away every Meat
    while s.decision()["kind"] == "gift_to" and s.players[seat]["goods"]["meat"]:
        s.apply(next(a for a in s.legal_actions() if a[0] == "gift_to" and a[2] == "meat"))
    assert s.players[seat]["goods"]["meat"] == 0
    assert ("ability",) not in s.legal_actions()


def test_bot_travels_to_the_thinking_process():
    """game/core/thinking.py pickles the bot there and back: it keeps its seed and plays
    the same move after the trip."""
    import pickle
    b = FlamecraftBot(9)
    s = random_position(2, 61, 25)
    copy = pickle.loads(pickle.dumps(b))
    assert copy.seed == 9 and copy.choose(s) == b.choose(s)


def test_thinking_time_per_move_is_well_under_the_limit():
    """The issue's budget: under 0.3 s of CPU per move at p99 (measured in full by
    tools/measure_flamecraft_bot.py: p99 about 0.06 s). Here one 3-player game against
    itself, timed by CPU (not wall clock) so a busy machine does not make it fail."""
    s = new_game(3, 77)
    bots = [FlamecraftBot(70 + seat) for seat in range(3)]
    times = []
    while not s.is_over:
        chooser = bots[s.current_player]
        start = time.process_time()
        action = chooser.choose(s)
        times.append(time.process_time() - start)
        s.apply(action)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    assert len(times) > 100 and p99 < 0.3, (p99, times[-1])


def test_chases_its_fancy_goals():
    """It reveals a Sun dragon whose goal is met within the turn, and it goes for the good
    a held Moon goal still lacks (fm: 'end with N of a good') rather than another."""
    s = at_move(2, 5)
    me = s.players[s.current_player]
    s.fancy_deck.remove("fs02")                     # Sun: hold at least 1 of every good
    me["fancy_hidden"].append("fs02")
    me["goods"].update({g: 1 for g in GOODS})
    touch(s)
    seat, turn = s.current, s.turn_number
    b = FlamecraftBot(0)
    while s.current == seat and s.turn_number == turn and not s.is_over:
        s.apply(b.choose(s))
    assert "fs02" in s.players[seat]["fancy_revealed"]
    # the Moon goal: a shop whose Gather gives the good the goal needs, or any other
    s = at_move(2, 6)
    cfg = s.cfg
    moon = next(f for f in ("fm01", "fm02", "fm03", "fm04", "fm05", "fm06")
                if cfg.fancy[f]["goal"]["is"] == "good_at_least")
    goal = cfg.fancy[moon]["goal"]
    me = s.players[s.current_player]
    s.fancy_deck.remove(moon)
    me["fancy_hidden"].append(moon)
    me["goods"][goal["good"]] = goal["n"] - 1        # one short
    touch(s)
    seat = s.current
    without = s.clone()                              # the same position without the goal
    without.players[seat]["fancy_hidden"].remove(moon)
    without.fancy_deck.append(moon)
    touch(without)
    ends, turn = [], s.turn_number
    for state in (s, without):
        while state.current == seat and not state.is_over and state.turn_number == turn:
            state.apply(FlamecraftBot(0).choose(state))
        assert state.turn_number != turn
        ends.append(state.players[seat]["goods"][goal["good"]])
    assert ends[0] >= goal["n"] > ends[1]            # it went for the good because of the goal


def test_a_level_achievement_counts_in_the_evaluation():
    """FC-SOLO-LADDER: a level that also asks for an achievement is lost without it, so the
    bot values the way there (six artisans placed on level 11) and the goal met most; a
    level without one, or another seat, adds nothing."""
    from game.games.flamecraft import levels as lv
    from game.games.flamecraft.bot import ACHIEVEMENT
    level = next(level for level in lv.load_levels() if level.achievement == "six_placed")
    s = rules.new_game(lv.level_setup(level), level.seed)
    bot = FlamecraftBot(0)
    stats = s.players[0]["stats"]
    seen = []
    for placed in (0, 3, 5, 6):
        stats["placed"] = placed
        seen.append(bot._achievement_value(s, 0))
    assert seen[0] < seen[1] < seen[2] < seen[3] == ACHIEVEMENT
    assert bot.evaluate(s, 0) > 0
    plain = next(level for level in lv.load_levels() if not level.achievement)
    assert bot._achievement_value(rules.new_game(lv.level_setup(plain), plain.seed), 0) == 0.0
