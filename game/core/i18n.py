"""Player-visible strings in English and Spanish.

UI strings live in data/i18n/<lang>.yaml; each game adds data/<game>/text.<lang>.yaml
under its own prefix. Keys are dotted paths; values may use {name} placeholders.
"""
from __future__ import annotations

import locale
import os

from .data import DATA_DIR, DataError, load_yaml

LANGUAGES = ("en", "es")
GAME_TEXTS = ("zefiria", "fire_tower")


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value[:2].lower() in LANGUAGES:
            return value[:2].lower()
    try:
        code = (locale.getlocale()[0] or "")[:2].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else "en"


def _flatten(doc, prefix: str, out: dict[str, str]) -> None:
    for raw in doc.value if isinstance(doc.value, dict) else ():
        if not isinstance(raw, str):     # YAML reads bare on/off/yes/no as booleans
            raise DataError(doc.file, f"{prefix}.{raw}" if prefix else str(raw),
                            "a text key (quote keys such as on, off, yes, no)", raw)
    for key, child in doc.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(child.value, dict):
            _flatten(child, full, out)
        elif isinstance(child.value, (str, int, float)):
            out[full] = str(child.value)
        else:
            raise DataError(child.file, child.path, "a text or a nested mapping of texts", child.value)


def load_catalog(lang: str) -> dict[str, str]:
    catalog: dict[str, str] = {}
    _flatten(load_yaml(DATA_DIR / "i18n" / f"{lang}.yaml"), "", catalog)
    for game in GAME_TEXTS:
        _flatten(load_yaml(DATA_DIR / game / f"text.{lang}.yaml"), game, catalog)
    return catalog


class Translator:
    def __init__(self, lang: str | None = None):
        self.catalogs = {code: load_catalog(code) for code in LANGUAGES}
        self.lang = lang if lang in LANGUAGES else system_language()

    def has(self, key: str) -> bool:
        return key in self.catalogs[self.lang] or key in self.catalogs["en"]

    def __call__(self, key: str, **params) -> str:
        text = self.catalogs[self.lang].get(key) or self.catalogs["en"].get(key)
        if text is None:
            return key
        try:
            return text.format(**params) if params else text
        except (KeyError, IndexError, ValueError):
            return text
