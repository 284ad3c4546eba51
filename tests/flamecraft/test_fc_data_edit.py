"""A new stand-in card is a data edit (FC-DIG-OPTIONS, FC-SHOP-LIST, FC-FANCY-CARDS): a shop
whose ability combines steps of the vocabulary in a new way and a Fancy dragon with a new
goal and reward, written only into a copy of data/flamecraft/cards.yaml, are dealt, played
and scored by the unchanged engine."""
from pathlib import Path

from game.core.data import DATA_DIR
from game.games.flamecraft import rules
from game.games.flamecraft.config import load_config

from fc_helpers import give, past_setup, put_shop, skip_until, touch, visit

NEW_SHOP = """  - {id: test_lantern_shop, icon: wild, pile: seventh,
     slots: [{accepts: [bread], reward: rep2}, {accepts: wild, reward: coin}, {accepts: [iron, plant], reward: fancy}],
     ability: [{step: pay, good: crystal, n: 1}, {step: rep, n: 4}, {step: draw_artisan, n: 1}]}
"""
NEW_FANCY = "  - {id: fs99, kind: sun, goal: {is: good_at_least, good: potion, n: 4}, reward: {rep: 7}}\n"


def edited_config(tmp_path: Path):
    text = (DATA_DIR / "flamecraft" / "cards.yaml").read_text(encoding="utf-8")
    anchor = "  - {id: sew_cute,"
    assert anchor in text and "\nfancy:\n" in text
    text = text.replace(anchor, NEW_SHOP + anchor, 1)
    text = text.replace("\nfancy:\n", "\nfancy:\n" + NEW_FANCY, 1)
    (tmp_path / "cards.yaml").write_text(text, encoding="utf-8")
    return load_config(str(tmp_path / "cards.yaml"), str(DATA_DIR / "flamecraft" / "rules.yaml"))


def test_a_new_shop_and_fancy_dragon_need_only_data(tmp_path):
    cfg = edited_config(tmp_path)
    assert "test_lantern_shop" in cfg.shops and "fs99" in cfg.fancy
    setup = {"players": [{"name": "A", "kind": "bot"}, {"name": "B", "kind": "bot"}], "first_player": "first"}
    # the shop's ability: pay a Crystal, gain 4 reputation, draw an artisan
    s = past_setup(rules.new_game(setup, 3, config=cfg))
    seat = s.current
    s.players[seat]["goods"]["crystal"] = 0
    give(s, seat, crystal=1)
    space = s.town.index(None)
    put_shop(s, space, "test_lantern_shop")
    rep, hand = s.players[seat]["reputation"], len(s.players[seat]["hand"])
    for p in s.players:                      # nobody there: no gifts
        p["token"] = None if p is s.players[seat] else 0
    touch(s)
    visit(s, space)
    skip_until(s, "ability")
    s.apply(("ability",))
    if s.decision()["kind"] == "draw":
        s.apply(("draw", "deck"))
    p = s.players[seat]
    assert p["goods"]["crystal"] == 0 and p["reputation"] == rep + 4 and len(p["hand"]) == hand + 1
    assert s.score_breakdown(seat)["ability"] >= 4
    # the Fancy dragon: offered once 4 Potions are held, worth 7
    s = past_setup(rules.new_game(setup, 3, config=cfg))
    seat = s.current
    for where in (s.fancy_deck, *(q["fancy_hidden"] for q in s.players)):
        if "fs99" in where:
            where.remove("fs99")
    s.players[seat]["fancy_hidden"].append("fs99")
    s.players[seat]["goods"]["potion"] = 3
    touch(s)
    assert ("reveal", "fs99") not in s.legal_actions()
    give(s, seat, potion=1)
    assert ("reveal", "fs99") in s.legal_actions()
    rep = s.players[seat]["reputation"]
    s.apply(("reveal", "fs99"))
    assert s.players[seat]["reputation"] == rep + 7 and "fs99" in s.players[seat]["fancy_revealed"]


def test_games_with_the_edited_data_run_to_the_end(tmp_path):
    from game.core.bots import RandomBot
    cfg = edited_config(tmp_path)
    seen = set()
    for seed in range(12):
        s = rules.new_game({"players": [{"name": f"P{i}", "kind": "bot"} for i in range(seed % 5 + 1)]},
                           seed, config=cfg)
        bot = RandomBot(seed)
        while not s.is_over:
            s.apply(bot.choose(s))
            seen |= {e["id"] for e in s.town if e}
        assert rules.FlamecraftState.from_dict(s.to_dict(), cfg).to_dict() == s.to_dict()
    assert "test_lantern_shop" in seen
