"""Player-visible strings in English and Spanish.

UI strings live in data/i18n/<lang>.yaml; each game adds data/<game>/text.<lang>.yaml
under its own prefix. Keys are dotted paths; values may use {name} placeholders.
"""
from __future__ import annotations

import os

from .data import DATA_DIR, DataError, load_yaml

LANGUAGES = ("en", "es")
GAME_TEXTS = ("zefiria", "fire_tower", "flamecraft", "root")


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value[:2].lower() in LANGUAGES:
            return value[:2].lower()
    import locale      # only when the environment does not say: a costly import
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
    for key, child in doc.items(empty=True):
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(child.value, dict):
            _flatten(child, full, out)
        elif isinstance(child.value, (str, int, float)):
            out[full] = str(child.value)
        else:
            raise DataError(child.file, child.path, "a text or a nested mapping of texts", child.value)


def _source(key: str) -> str:
    """Which file a key lives in: a game's text file for its prefix, else the UI file."""
    prefix = key.split(".", 1)[0]
    return prefix if prefix in GAME_TEXTS else ""


# Every text file read in this run, flattened, by its path: each is parsed once.
_READ: dict[str, dict[str, str]] = {}


def _text_file(lang: str, source: str):
    return DATA_DIR / source / f"text.{lang}.yaml" if source else DATA_DIR / "i18n" / f"{lang}.yaml"


def load_source(lang: str, source: str) -> dict[str, str]:
    """One text file, flattened: the UI file (source "") or a game's (source = its key)."""
    path = _text_file(lang, source)
    where = str(path)
    if where not in _READ:
        catalog: dict[str, str] = {}
        _flatten(load_yaml(path), source, catalog)
        _READ[where] = catalog
    return _READ[where]


def texts_read() -> dict[str, dict[str, str]]:
    return dict(_READ)


def remember_texts(texts: dict) -> None:
    """Texts read and checked by an earlier run (game.games.check_all_data keeps them)."""
    for where, catalog in texts.items():
        if isinstance(catalog, dict) and all(isinstance(v, str) for v in catalog.values()):
            _READ.setdefault(where, catalog)


def load_catalog(lang: str) -> dict[str, str]:
    """Every text of a language (data checks and tests; the app loads files as needed)."""
    catalog: dict[str, str] = {}
    for source in ("", *GAME_TEXTS):
        catalog.update(load_source(lang, source))
    return catalog


class Translator:
    """Texts by key in the chosen language, English where a text is missing.

    Each file is read the first time one of its keys is asked for: the title screen
    needs only the UI file of one language, and parsing is most of start-up."""

    def __init__(self, lang: str | None = None):
        self.lang = lang if lang in LANGUAGES else system_language()
        self._files: dict[tuple[str, str], dict[str, str]] = {}   # a dict lookup per text

    def has(self, key: str) -> bool:
        return self._text(self.lang, key) is not None or self._text("en", key) is not None

    def _text(self, lang: str, key: str) -> str | None:
        where = (lang, _source(key))
        catalog = self._files.get(where)
        if catalog is None:
            catalog = self._files[where] = load_source(*where)
        return catalog.get(key)

    def __call__(self, key: str, **params) -> str:
        text = self._text(self.lang, key) or self._text("en", key)
        if text is None:
            return key
        try:
            return text.format(**params) if params else text
        except (KeyError, IndexError, ValueError):
            return text
