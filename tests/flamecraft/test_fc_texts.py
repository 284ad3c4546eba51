"""Flamecraft texts: every card, good, reward, rank and achievement the data names has its
words in English and Spanish (data/flamecraft/text.<lang>.yaml), and both files agree."""
import re
import string

import pytest

from game.core import i18n
from game.core.data import DATA_DIR, load_yaml

LANGS = ("en", "es")
CARDS = DATA_DIR / "flamecraft" / "cards.yaml"
RULES = DATA_DIR / "flamecraft" / "rules.yaml"


def flat(value, prefix=""):
    out = {}
    for key, child in value.items():
        if isinstance(child, dict):
            out.update(flat(child, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = child
    return out


def texts(lang):
    return flat(load_yaml(DATA_DIR / "flamecraft" / f"text.{lang}.yaml").value)


def placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def needed_keys():
    """The keys the card and rules data call for."""
    cards = load_yaml(CARDS).value
    keys = ["title", "tagline", "stand_in", "coin", "coins", "coin_one", "coin_many",
            "reputation", "enchantment.sets_text",
            *(f"icon.{icon}" for icon in ("wild", "coin", "dragon", "starter"))]
    for good in cards["goods"]:
        keys += [f"good.{good}", f"good_n.{good}", f"ability.{good}.name", f"ability.{good}.text"]
    for good in cards["artisan_abilities"]:
        keys += [f"ability.{good}.name", f"ability.{good}.text"]
    for shop in cards["shops"]:
        keys += [f"shop.{shop['id']}.name", f"shop.{shop['id']}.ability"]
        keys += [f"reward.{slot['reward']}" for slot in shop["slots"]]
    artisans = list(cards["starter_artisans"])
    for deck in cards["artisans"].values():
        artisans += deck
    keys += [f"artisan.{a}.name" for a in artisans]
    for card in cards["fancy"]:
        keys += [f"fancy.{card['id']}.name", f"fancy.{card['id']}.goal"]
        keys += [f"reward.{extra}" for extra in card["reward"] if extra != "rep"]
    for deck in cards["enchantments"].values():
        keys += [f"enchantment.{card['id']}.name" for card in deck]
    solo = load_yaml(RULES).value.get("solo", {})
    keys += [f"rank.{band['key']}" for band in solo.get("ranks", [])]
    keys += [f"achievement.{a}" for a in solo.get("achievements", [])]
    return keys, artisans, cards


def test_both_languages_have_exactly_the_same_keys():
    en, es = texts("en"), texts("es")
    assert sorted(set(en) - set(es)) == []
    assert sorted(set(es) - set(en)) == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_is_a_non_empty_string(lang):
    bad = [k for k, v in texts(lang).items() if not isinstance(v, str) or not v.strip()]
    assert bad == []


def test_placeholders_match_between_languages():
    en, es = texts("en"), texts("es")
    differ = {k: (placeholders(en[k]), placeholders(es[k]))
              for k in en if k in es and placeholders(en[k]) != placeholders(es[k])}
    assert differ == {}


@pytest.mark.parametrize("lang", LANGS)
def test_counts_and_sets_texts_take_their_placeholders(lang):
    t = texts(lang)
    for key in ("coin_one", "coin_many", "reputation", *(k for k in t if k.startswith("good_n."))):
        assert placeholders(t[key]) == {"n"}, key
    assert placeholders(t["enchantment.sets_text"]) == {"a", "b", "scale"}
    assert t["coin_one"].format(n=1) != t["coin_many"].format(n=1)


def test_every_card_id_has_its_texts_in_both_languages():
    keys, _, _ = needed_keys()
    for lang in LANGS:
        t = texts(lang)
        assert [k for k in keys if k not in t] == [], lang


def test_no_card_text_names_an_id_the_data_does_not_have():
    keys, _, _ = needed_keys()
    wanted = set(keys)
    cardish = re.compile(r"^(shop|artisan|fancy|enchantment|ability|rank|achievement|good|good_n)\.")
    stale = [k for k in texts("en") if cardish.match(k) and k not in wanted]
    assert stale == []


def test_the_data_has_the_expected_cards():
    keys, artisans, cards = needed_keys()
    assert len(cards["shops"]) == 34
    assert len(artisans) == 42
    assert len(cards["fancy"]) == 36
    assert [len(deck) for deck in cards["enchantments"].values()] == [18, 18]


def test_spanish_differs_where_words_are_translated():
    en, es = texts("en"), texts("es")
    for key in ("tagline", "stand_in", "coin_many", "good.bread", "ability.plant.text",
                "fancy.fs02.name", "fancy.fm18.goal", "enchantment.eb_b1.name",
                "shop.drake_of_cakes.ability", "rank.journeyman", "achievement.zero_coins"):
        assert en[key] != es[key], key
    # proper names stay as published in both languages
    assert en["shop.drake_of_cakes.name"] == es["shop.drake_of_cakes.name"] == "Drake of Cakes"
    assert en["enchantment.creme_brulee.name"] == es["enchantment.creme_brulee.name"]


def test_fancy_titles_are_never_bare_codes():
    for lang in LANGS:
        t = texts(lang)
        for key, value in t.items():
            if key.startswith(("fancy.", "enchantment.")) and key.endswith(".name"):
                assert not re.fullmatch(r"[A-Za-z]{1,2}[-_]?[A-Za-z]?\d+", value), (lang, key, value)


def test_the_translator_serves_flamecraft_texts():
    assert "flamecraft" in i18n.GAME_TEXTS
    assert i18n.Translator("en")("flamecraft.coin_many", n=3) == "3 coins"
    assert i18n.Translator("es")("flamecraft.coin_one", n=1) == "1 moneda"
    assert i18n.Translator("es")("flamecraft.shop.oh_my_gourd.ability") == "Gana 1 moneda."
    assert i18n.Translator("en")("flamecraft.enchantment.sets_text", a="Plant", b="Crystal",
                                 scale="1/3/5/8") == "Pay 1 to 4 sets of Plant + Crystal: 1/3/5/8"
