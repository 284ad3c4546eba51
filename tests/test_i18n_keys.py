"""Every text in both languages, and every text key the code names exists.

- data/i18n/<lang>.yaml and each data/<game>/text.<lang>.yaml: the same keys in English and
  Spanish, with the same {placeholders};
- every t("...") and .has("...") with a literal key in game/**/*.py names a key of the
  English catalogue, in the file game/core/i18n.py reads it from (a key whose first part is
  a game's key lives in that game's text file, every other key in the UI file). Keys built
  at run time (f-strings, variables) are not checked here."""
import re
import string

import pytest

from game.core import i18n
from game.core.data import DATA_DIR, ROOT

# A game whose texts are still being written may be listed here: its problems are reported
# (printed, see pytest -s) but do not fail the suite. Flamecraft's texts are complete.
IN_PROGRESS: set[str] = set()

SOURCES = [""] + sorted(p.parent.name for p in DATA_DIR.glob("*/text.en.yaml"))
KEY_CALL = re.compile(r"""(?<![\w.])(?:[\w.]*\.)?(t|has)\(\s*(["'])([^"'{}\\]+)\2\s*[,)]""")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def source_problems(source: str) -> list[str]:
    en, es = i18n.load_source("en", source), i18n.load_source("es", source)
    where = f"data/{source or 'i18n'}"
    problems = [f"{where}: only in English: {k}" for k in sorted(en.keys() - es.keys())]
    problems += [f"{where}: only in Spanish: {k}" for k in sorted(es.keys() - en.keys())]
    problems += [f"{where}: {k}: placeholders {sorted(placeholders(en[k]))} vs {sorted(placeholders(es[k]))}"
                 for k in sorted(en.keys() & es.keys()) if placeholders(en[k]) != placeholders(es[k])]
    return problems


def keys_in_code() -> list[tuple[str, str]]:
    """(file:line, key) of every literal key passed to t(...) or .has(...)."""
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in KEY_CALL.finditer(line):
                start = match.start()
                if match.group(1) == "has" and not line[:match.start(1)].endswith("."):
                    continue
                if line[max(0, start - 1):start] in ("f",):
                    continue
                key = match.group(3)
                if "." in key and " " not in key:
                    found.append((f"{path.relative_to(ROOT)}:{n}", key))
    return found


def report(problems: list[str]) -> list[str]:
    """The problems that fail the test; those of a game in progress are only printed."""
    hard = []
    for problem in problems:
        if any(f"/{game}" in problem or f" {game}." in problem or f"games/{game}/" in problem
               for game in IN_PROGRESS):
            print("in progress:", problem)
        else:
            hard.append(problem)
    return hard


@pytest.mark.parametrize("source", SOURCES)
def test_both_languages_have_the_same_keys_and_placeholders(source):
    problems = source_problems(source)
    if source in IN_PROGRESS:
        report([f"data/{source}: {p}" for p in problems])
        return
    assert not problems, "\n".join(problems)


def test_the_checks_can_fail():
    assert placeholders("{a} and {b:>3}") == {"a", "b"}
    found = KEY_CALL.findall('x = self.t("ui.back") + app.t.has("rules.title") + t(f"ui.{k}")')
    assert [k for _, _, k in found] == ["ui.back", "rules.title"]


def test_every_literal_key_in_the_code_exists_in_english():
    assert len(keys_in_code()) > 100
    english: dict[str, dict] = {}
    problems = []
    for where, key in keys_in_code():
        source = i18n._source(key)
        catalog = english.setdefault(source, i18n.load_source("en", source))
        if key not in catalog:
            problems.append(f"{where}: {key} (looked up in data/{source or 'i18n'})")
    hard = report(problems)
    assert not hard, "\n".join(hard)
