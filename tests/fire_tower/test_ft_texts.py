"""The player-visible texts of Fire Tower (data/fire_tower/text.en.yaml and text.es.yaml):
both languages have the same keys, and they cover every card, decision step, verdict and
refusal reason the rules can produce (DESIGN.md: every string a player reads comes from
the game's YAML, in English and Spanish)."""
import re
from pathlib import Path

from game.core.data import DATA_DIR, load_yaml
from game.games.fire_tower import rules
from game.games.fire_tower.config import load_config

ROOT = Path(__file__).resolve().parents[2]


def flat(value, prefix=""):
    out = {}
    for key, child in value.items():
        assert isinstance(key, str), f"{prefix}{key}: quote this key"
        if isinstance(child, dict):
            out.update(flat(child, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = child
    return out


def texts(lang):
    return flat(load_yaml(DATA_DIR / "fire_tower" / f"text.{lang}.yaml").value)


def test_same_keys_in_both_languages():
    assert set(texts("en")) == set(texts("es"))


def test_cards_steps_and_verdicts_have_texts():
    """FT-COMP-ACTION-CARDS / FT-DIG-STEPS / FT-WIN: names and texts for all of them."""
    en = texts("en")
    cfg = load_config()
    for cid in list(cfg.cards) + ["bucket", "reckless_abandon"]:
        assert f"card.{cid}.name" in en and f"card.{cid}.text" in en
        if cid in cfg.cards:
            assert cfg.cards[cid].text == f"card.{cid}"
    steps = {k[5:] for k in en if k.startswith("step.")}
    assert steps == set(rules._STEP_NAMES)
    for verdict in ("last_tower", "shadows_win", "team_win", "shared_win", "draw"):
        assert f"verdict.{verdict}" in en


def test_every_refusal_reason_has_a_text():
    """FT-DIG-TARGETS: an illegal square explains why, in words."""
    en = texts("en")
    source = "".join(p.read_text() for p in (ROOT / "game" / "games" / "fire_tower").glob("rules*.py"))
    source += (ROOT / "game" / "games" / "fire_tower" / "rules.py").read_text()
    keys = set(re.findall(r'IllegalAction\("([a-z_]+)"', source))
    keys |= set(re.findall(r'return "([a-z_]+)"', source))
    keys |= set(re.findall(r'return \("([a-z_]+)"', source))
    keys |= set(re.findall(r'"[fE]": "([a-z_]+)"', source))
    keys = {k for k in keys if len(k) > 1} | {"not_allowed", "wrong_step"}
    missing = sorted(k for k in keys if f"illegal.{k}" not in en)
    assert missing == []
