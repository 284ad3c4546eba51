"""The last fixed rulings made options (FC-DIG-OPTIONS): which artisans leave at 2-3 players
(FC-SETUP-ARTISAN-DECK), a Sun dragon never revealed (FC-FANCY-SUN), a gift receiver's limits
(FC-GIFT-LIMITS); each default keeps today's play and the other reading changes it; a bad
value is refused by the set-up and, in rules.yaml, named by file, key and expectation."""
import pytest

from game.core.data import DATA_DIR, DataError
from game.core.protocol import IllegalAction
from game.games.flamecraft import config, rules

from fc_helpers import CFG, at_move, finish_turn, give, new, players, take_from_decks, touch


def explicit_list(per_type: int, k0: int = 0) -> list[str]:
    """`per_type` deck artisans of every type, from the k0-th of each."""
    return [CFG.deck_artisans[g][k] for g in CFG.deck_artisans for k in range(k0, k0 + per_type)]


# ------------------------------------------------------------ §10 #11: which artisans leave
def test_removed_artisans_default_random_per_type_and_seeded():
    assert CFG.numbers["artisans_removed"] == "random"
    a, b, c = new(2, seed=4), new(2, seed=4), new(2, seed=5)
    assert a.out["artisans"] == b.out["artisans"]
    assert sorted(a.out["artisans"]) != sorted(c.out["artisans"])


@pytest.mark.parametrize("n,per_type", [(2, 2), (3, 1)])
def test_an_explicit_list_of_removed_artisans_is_removed(n, per_type):
    """FC-SETUP-ARTISAN-DECK: the set-up's (or the data's) list is exactly what leaves."""
    chosen = explicit_list(per_type, k0=3)
    s = new(n, seed=4, artisans_removed={n: chosen})
    assert sorted(s.out["artisans"]) == sorted(chosen)
    assert sorted(new(n, seed=4).out["artisans"]) != sorted(chosen)
    in_play = s.artisan_deck + s.park + [a for p in s.players for a in p["hand"]]
    assert not set(chosen) & set(in_play) and len(in_play) == 36 - 6 * per_type
    # a string key (a setup read back from JSON) works the same; other counts stay random
    assert sorted(new(n, seed=4, artisans_removed={str(n): chosen}).out["artisans"]) == sorted(chosen)
    other = 3 if n == 2 else 2
    assert new(n, seed=4, artisans_removed={other: explicit_list(2 if other == 2 else 1, 3)}).out \
        == new(n, seed=4).out


@pytest.mark.parametrize("bad", [
    "all", {2: ["honey"]}, {2: explicit_list(1)}, {9: []}, {2: explicit_list(2)[:-1] + ["nobody"]},
    {2: explicit_list(2)[:-1] + [explicit_list(2)[0]]}, {4: ["honey"]}, [], {},
])
def test_a_bad_removed_artisans_value_is_refused(bad):
    with pytest.raises(IllegalAction) as err:
        rules.new_game({"players": players(2), "artisans_removed": bad}, 1)
    assert err.value.key == "setup_option" and err.value.params["option"] == "artisans_removed"


def _read_with(tmp_path, old, new_text):
    src = DATA_DIR / "flamecraft"
    for name in ("cards.yaml", "rules.yaml"):
        text = (src / name).read_text(encoding="utf-8")
        if name == "rules.yaml":
            assert old in text
            text = text.replace(old, new_text, 1)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return config._read(tmp_path / "cards.yaml", tmp_path / "rules.yaml")


def test_removed_artisans_in_rules_yaml(tmp_path):
    """The data value: an explicit list is read and used; a broken one names file, key and
    expectation."""
    ids = explicit_list(1, k0=2)
    cfg = _read_with(tmp_path, "artisans_removed: random", "artisans_removed: {3: [" + ", ".join(ids) + "]}")
    assert cfg.numbers["artisans_removed"] == {3: tuple(ids)}
    s = rules.new_game({"players": players(3)}, 2, config=cfg)
    assert sorted(s.out["artisans"]) == sorted(ids)
    with pytest.raises(DataError) as err:
        _read_with(tmp_path, "artisans_removed: random", "artisans_removed: {3: [honey]}")
    assert err.value.key == "artisans_removed" and "rules.yaml" in err.value.file
    assert "1 of each type" in err.value.expected


# ------------------------------------------------------------ §10 #17: a Sun dragon never revealed
def hidden_sun(fid, **setup):
    s = at_move(2, **setup)
    take_from_decks(s, fid)
    s.players[0]["fancy_hidden"].append(fid)
    return touch(s)


def test_unscored_sun_is_worth_zero_by_default():
    s = hidden_sun("fs06")                       # hold 5 of one good: 3 reputation and a coin
    give(s, 0, plant=5)
    s._final_scoring([])
    p = s.players[0]
    assert p["reputation"] == 0 and p["fancy_hidden"] == ["fs06"]


def test_unscored_sun_at_end_scores_like_a_moon_dragon():
    """sun_unscored at_end: a met goal scores its reputation at the end (the coin is lost);
    an unmet goal, a "this turn" goal and a coins goal (coins already cashed) score nothing;
    a pay goal pays; Moon dragons count only the Sun dragons revealed during the game."""
    s = hidden_sun("fs06", sun_unscored="at_end")
    for fid in ("fs03", "fs08", "fs16", "fs02", "fm10"):
        take_from_decks(s, fid)
        s.players[0]["fancy_hidden"].append(fid)
    give(s, 0, plant=5, bread=2, meat=2, coin=3)
    s.turn_flags["filled_last_slot"] = True      # this turn's flag: not a goal at the end
    touch(s)
    s._final_scoring([])
    p = s.players[0]
    rep = {f: CFG.fancy[f]["reward"]["rep"] for f in ("fs06", "fs03")}
    # 3 coins + fs06 + fs03 (pays 2 bread and 2 meat); fm10 sees no Sun revealed in play
    assert p["reputation"] == 3 + rep["fs06"] + rep["fs03"]
    assert sorted(p["fancy_hidden"]) == ["fm10", "fs02", "fs08", "fs16"]
    assert p["goods"]["bread"] == 0 and p["goods"]["meat"] == 0 and p["coins"] == 0
    assert p["stats"]["moon_scored"] == 0
    assert s.result()["scores"][0] == p["reputation"]


# ------------------------------------------------------------ §10 #18: a gift receiver's limits
def gift_to_full(option=None):
    setup = {} if option is None else {"gift_limits": option}
    s = at_move(2, **setup)
    s.players[1]["token"] = 3
    s.players[1]["goods"]["meat"] = 7
    give(s, 0, meat=1)
    events = s.apply(("move", 3))                # one item: the gift is automatic
    return s, events


def test_gift_receiver_keeps_the_excess_until_their_own_turn_by_default():
    s, events = gift_to_full()
    assert s.players[1]["goods"]["meat"] == 8
    assert not [e for e in events if e["type"] == "limit"]
    finish_turn(s)                               # seat 0's turn ends: seat 1 still holds 8
    assert s.current == 1 and s.players[1]["goods"]["meat"] == 8


def test_gift_limits_immediately_returns_the_excess_as_it_arrives():
    s, events = gift_to_full("immediately")
    assert s.players[1]["goods"]["meat"] == 7
    limit = [e for e in events if e["type"] == "limit"]
    assert limit == [{"type": "limit", "seat": 1, "good": "meat", "n": 1}]
    assert s.players[0]["goods"]["meat"] == 0 and s.turn_flags["gifts"] == 1


def test_plant_gift_limits_immediately():
    """FC-ART-PLANT's gift is a gift too: with `immediately` the receiver's excess goes back."""
    for option, held in (("end_of_turn", 8), ("immediately", 7)):
        s = at_move(3, gift_limits=option)
        s.players[2]["goods"]["iron"] = 7
        give(s, 0, iron=1)
        s.apply(("move", 5))                     # Hello Nursery: Twig, a Plant dragon
        while s.decision()["kind"] != "fire":
            acts = s.legal_actions()
            s.apply(next((a for a in acts if a[0] == "skip"), acts[0]))
        s.apply(("fire", 5, 0))
        s.apply(("gift_to", 2, "iron"))
        assert s.players[2]["goods"]["iron"] == held and s.players[0]["reputation"] == 2


def test_new_options_have_defaults_and_refuse_nonsense():
    assert CFG.options["sun_unscored"] == "zero" and CFG.options["gift_limits"] == "end_of_turn"
    for name in ("sun_unscored", "gift_limits"):
        with pytest.raises(IllegalAction):
            rules.new_game({"players": players(2), name: "sometimes"}, 1)
