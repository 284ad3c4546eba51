"""Root texts: both text files (data/root/text.<lang>.yaml) have the same keys and
placeholders, every card name of data/root/cards.yaml has its name and text in both
languages, and the two rules documents (seeds/root.<lang>.md) carry the same RT- ids."""
import re
import string
from pathlib import Path

import pytest

from game.core.data import DATA_DIR, load_yaml

LANGS = ("en", "es")
ROOT_DATA = DATA_DIR / "root"
CARDS = ROOT_DATA / "cards.yaml"
RULES = ROOT_DATA / "rules.yaml"
SEEDS = DATA_DIR.parent / "seeds"
RULE_ID = re.compile(r"\*\*\[(RT-[A-Z0-9-]+)\]\*\*")

# The 32 card names of reference §4 (the ambushes and dominance cards are one name each).
CARD_NAMES = (
    "birdy_bindle woodland_runners arms_trader crossbow gently_used_knapsack root_tea "
    "travel_gear protection_racket foxfolk_steel anvil smugglers_trail a_visit_to_friends "
    "bake_sale mouse_in_a_sack investments sword armorers sappers brutal_tactics royal_claim "
    "stand_and_deliver tax_collector favor_of_the_foxes command_warren better_burrow_bank "
    "cobbler favor_of_the_rabbits scouting_party codebreakers favor_of_the_mice ambush "
    "dominance").split()
SUITS = ("fox", "rabbit", "mouse", "bird")
ITEMS = ("bag", "boots", "crossbow", "hammer", "sword", "tea", "coins")
PIECES = ("warrior", "officer", "base", "base_fox", "base_rabbit", "base_mouse", "sympathy",
          "sawmill", "workshop", "recruiter", "keep", "wood", "ruin")


def flat(value, prefix=""):
    out = {}
    for key, child in value.items():
        if isinstance(child, dict):
            out.update(flat(child, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = child
    return out


def texts(lang):
    return flat(load_yaml(ROOT_DATA / f"text.{lang}.yaml").value)


def placeholders(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def seed_ids(lang):
    return RULE_ID.findall((SEEDS / f"root.{lang}.md").read_text(encoding="utf-8"))


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
def test_count_texts_take_n_and_suited_names_take_suit(lang):
    t = texts(lang)
    counts = [k for k in t if k.startswith("count.")]
    assert counts and all(placeholders(t[k]) == {"n"} for k in counts)
    assert t["count.vp"].format(n=3).startswith("3 ")
    assert placeholders(t["card_suited.ambush"]) == {"suit"}
    assert placeholders(t["card_suited.dominance"]) == {"suit"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_fixed_vocabulary_is_there(lang):
    t = texts(lang)
    wanted = ["title", "tagline", *(f"suit.{s}" for s in SUITS),
              *(f"clearing.{n}" for n in range(1, 13)), *(f"item.{i}" for i in ITEMS),
              *(f"piece.{p}" for p in PIECES),
              *(f"phase.{p}" for p in ("birdsong", "daylight", "evening")),
              *(f"faction.{f}.{k}" for f in ("alliance", "marquise") for k in ("name", "summary")),
              "track.sympathy", "track.sawmill", "track.workshop", "track.recruiter"]
    assert [k for k in wanted if k not in t] == []


@pytest.mark.parametrize("lang", LANGS)
def test_clearing_labels_name_the_map_suit(lang):
    t = texts(lang)
    suit_of = {1: "fox", 2: "mouse", 3: "rabbit", 4: "rabbit", 5: "rabbit", 6: "fox",
               7: "mouse", 8: "fox", 9: "mouse", 10: "rabbit", 11: "mouse", 12: "fox"}
    if (ROOT_DATA / "map.yaml").exists():
        found = _map_suits()
        if found:
            suit_of = found
    for n, suit in suit_of.items():
        label = t[f"clearing.{n}"]
        assert re.search(rf"\b{n}\b", label), (n, label)
        assert t[f"suit.{suit}"].lower() in label.lower(), (n, label)


def _map_suits():
    """{clearing: suit} from data/root/map.yaml when it holds a list or mapping of clearings."""
    value = load_yaml(ROOT_DATA / "map.yaml").value
    clearings = value.get("clearings") if isinstance(value, dict) else None
    out = {}
    if isinstance(clearings, dict):
        items = clearings.items()
    elif isinstance(clearings, list):
        items = ((c.get("id", c.get("n")), c) for c in clearings if isinstance(c, dict))
    else:
        return {}
    for key, entry in items:
        if isinstance(entry, dict) and "suit" in entry and key is not None:
            out[int(key)] = entry["suit"]
    return out


def test_every_card_name_of_the_reference_has_its_texts():
    for lang in LANGS:
        t = texts(lang)
        missing = [c for c in CARD_NAMES
                   if f"card.{c}.name" not in t or f"card.{c}.text" not in t]
        assert missing == [], lang


def test_every_card_in_the_card_data_has_its_texts():
    if not CARDS.exists():
        pytest.skip("data/root/cards.yaml is not written yet")
    cards = load_yaml(CARDS).value
    names = set(cards["cards"])
    names |= {re.sub(r"_\d+$", "", card["id"]) for card in cards.get("deck", [])}
    for lang in LANGS:
        t = texts(lang)
        assert sorted(c for c in names if f"card.{c}.name" not in t) == [], lang
        assert sorted(c for c in names if f"card.{c}.text" not in t) == [], lang
    # and no text for a card the data does not have
    stale = {k.split(".")[1] for k in texts("en") if k.startswith("card.")} - names
    assert stale == set()
    for item in cards.get("items", {}):
        assert f"item.{item}" in texts("en") and f"item.{item}" in texts("es"), item


def test_translated_words_differ_and_names_stay_apart():
    en, es = texts("en"), texts("es")
    for key in ("tagline", "suit.fox", "phase.birdsong", "phase.evening", "faction.alliance.name",
                "faction.marquise.name", "card.root_tea.name", "card.root_tea.text",
                "card.favor_of_the_mice.text", "item.sword", "piece.sympathy"):
        assert en[key] != es[key], key
    # the Spanish edition's terms
    assert es["faction.alliance.name"] == "Alianza del Bosque"
    assert es["faction.marquise.name"] == "Marquesa de Gato"
    assert (es["phase.birdsong"], es["phase.daylight"], es["phase.evening"]) == \
        ("Alba", "Día", "Anochecer")
    assert es["ability.outrage"] == "Indignación"
    assert es["ability.guerrilla_war"] == "Guerra de Guerrillas"
    # distinct cards of one kind have distinct names in each language
    for lang, t in (("en", en), ("es", es)):
        names = [t[f"card.{c}.name"] for c in CARD_NAMES]
        assert len(set(names)) == len(names), lang


# ------------------------------------------------------------------ the rules documents
@pytest.mark.parametrize("lang", LANGS)
def test_each_rule_id_appears_once(lang):
    ids = seed_ids(lang)
    assert ids, lang
    assert sorted({i for i in ids if ids.count(i) > 1}) == []


def test_both_rules_documents_have_the_same_ids_in_the_same_order():
    assert seed_ids("en") == seed_ids("es")


def test_the_rules_name_the_ids_the_engine_and_brief_rely_on():
    ids = set(seed_ids("en"))
    for needed in ("RT-SETUP", "RT-MOVE", "RT-BATTLE-ROLL", "RT-BATTLE-CAP",
                   "RT-BATTLE-DEFENSELESS", "RT-BATTLE-AMBUSH", "RT-BATTLE-COUNTER",
                   "RT-WA-OUTRAGE", "RT-WA-GUERRILLA", "RT-WA-MARTIAL-LAW", "RT-WA-REVOLT",
                   "RT-WA-SPREAD", "RT-WA-KEEP", "RT-MC-KEEP", "RT-MC-HOSPITALS",
                   "RT-SOLO-LADDER", "RT-DIG-UNDO", "RT-DIG-SEED", "RT-DIG-HIDDEN",
                   "RT-DIG-HANDOVER", "RT-DIG-OPTIONS"):
        assert needed in ids, needed
    bot_prefix = "RT-" + "BOT-"       # split so the id scan below does not read it as an id
    assert len([i for i in ids if i.startswith(bot_prefix)]) >= 15


def test_ids_cited_in_the_code_and_tests_exist():
    base = DATA_DIR.parent
    ids = set(seed_ids("en"))
    cited = set()
    for folder in ("game/games/root", "tests/root", "docs"):
        for path in (base / folder).rglob("*"):
            if path.suffix in (".py", ".md") and path.is_file() and "root" in str(path):
                cited |= set(re.findall(r"RT-[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*",
                                        path.read_text(encoding="utf-8")))
    assert sorted(cited - ids) == []


def test_every_option_in_the_rules_data_is_named_in_the_rules():
    if not RULES.exists():
        pytest.skip("data/root/rules.yaml is not written yet")
    options = load_yaml(RULES).value.get("options", {})
    for lang in LANGS:
        doc = (SEEDS / f"root.{lang}.md").read_text(encoding="utf-8")
        assert sorted(o for o in options if f"`{o}`" not in doc) == [], lang


@pytest.mark.parametrize("lang", LANGS)
def test_the_options_table_lists_every_option_named_in_the_text(lang):
    doc = (SEEDS / f"root.{lang}.md").read_text(encoding="utf-8")
    body, table = doc.split("**[RT-DIG-OPTIONS]**", 1)
    named = set(re.findall(r"(?:option|opción)\s+`([a-z_]+)`", body))
    assert named and sorted(n for n in named if f"`{n}`" not in table) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_map_table_in_the_rules_matches_the_map_data(lang):
    if not (ROOT_DATA / "map.yaml").exists():
        pytest.skip("data/root/map.yaml is not written yet")
    data = load_yaml(ROOT_DATA / "map.yaml").value
    doc = (SEEDS / f"root.{lang}.md").read_text(encoding="utf-8")
    table = doc.split("**[RT-MAP-TABLE]**", 1)[1].split("**[RT-", 1)[0]
    rows = [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in table.splitlines() if re.match(r"\|\s*\d+\s*\|", line)]
    assert len(rows) == 12
    t = texts(lang)
    adjacent = {n: set() for n in range(1, 13)}
    for a, b in data["paths"]:
        adjacent[a].add(b)
        adjacent[b].add(a)
    for row in rows:
        n = int(row[0])
        entry = data["clearings"][n]
        assert row[1] == t[f"suit.{entry['suit']}"].lower(), (n, row)
        assert int(row[2]) == entry["slots"], (n, row)
        assert int(row[3]) == int(bool(entry["ruin"])), (n, row)
        assert int(row[4]) == entry["slots"] - int(bool(entry["ruin"])), (n, row)
        assert {int(x) for x in re.findall(r"\d+", row[5])} == adjacent[n], (n, row)
