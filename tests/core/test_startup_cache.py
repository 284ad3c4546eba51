"""Start-up reads as little as it can: texts file by file as asked for, and the data
check once per change of the files it checks."""
import pytest

import game.games as games
from game.core import i18n
from game.core.data import DATA_DIR, DataError


@pytest.fixture
def fresh_texts(monkeypatch):
    """An empty memo of text files, as in a new process."""
    monkeypatch.setattr(i18n, "_READ", {})
    return i18n._READ


def test_a_translator_reads_only_the_files_it_is_asked_about(fresh_texts):
    t = i18n.Translator("es")
    assert t("ui.back") == "Volver"
    assert sorted(k.rsplit("/", 2)[-2] + "/" + k.rsplit("/", 1)[-1] for k in fresh_texts) == ["i18n/es.yaml"]
    t("fire_tower.title")
    assert any(k.endswith("fire_tower/text.es.yaml") for k in fresh_texts)
    assert not any("zefiria" in k or k.endswith("en.yaml") for k in fresh_texts)


def test_a_missing_text_falls_back_to_english_then_to_its_key(fresh_texts, monkeypatch):
    t = i18n.Translator("es")
    es_ui = i18n.load_source("es", "")
    monkeypatch.setitem(fresh_texts, next(k for k in fresh_texts if k.endswith("es.yaml")),
                        {k: v for k, v in es_ui.items() if k != "ui.back"})
    assert t("ui.back") == "Back"
    assert t("no.such.key") == "no.such.key"


def _copy_tree(tmp_path, monkeypatch):
    import shutil
    folder = tmp_path / "watched"
    shutil.copytree(DATA_DIR / "i18n", folder)
    monkeypatch.setattr(games, "CHECKED_FOLDERS", (str(folder),))
    return folder


def test_the_data_check_runs_once_per_change_of_the_files(tmp_path, monkeypatch, fresh_texts):
    folder = _copy_tree(tmp_path, monkeypatch)
    runs = []
    real_catalog = i18n.load_catalog
    monkeypatch.setattr(i18n, "load_catalog", lambda lang: runs.append(lang) or real_catalog(lang))
    games.check_all_data()
    assert runs == ["en", "es"]
    games.check_all_data()                       # same files: remembered, nothing parsed
    assert runs == ["en", "es"]
    (folder / "en.yaml").write_text((folder / "en.yaml").read_text() + "\n# edited\n")
    games.check_all_data()
    assert runs == ["en", "es", "en", "es"]


def test_a_remembered_pass_still_gives_the_texts_without_parsing(tmp_path, monkeypatch, fresh_texts):
    _copy_tree(tmp_path, monkeypatch)
    games.check_all_data()
    monkeypatch.setattr(i18n, "_READ", {})
    monkeypatch.setattr(i18n, "load_yaml", lambda path: pytest.fail(f"parsed {path}"))
    games.check_all_data()
    assert i18n.Translator("en")("ui.back") == "Back"


def test_a_damaged_record_only_means_the_check_runs_again(tmp_path, monkeypatch, fresh_texts, user_data):
    _copy_tree(tmp_path, monkeypatch)
    games.check_all_data()
    record = user_data / "cache" / "data-check.json"
    record.write_bytes(b"\xff[[[[")
    runs = []
    real_catalog = i18n.load_catalog
    monkeypatch.setattr(i18n, "load_catalog", lambda lang: runs.append(lang) or real_catalog(lang))
    games.check_all_data()
    assert runs == ["en", "es"]


def test_a_broken_file_is_reported_every_time_and_never_remembered(tmp_path, monkeypatch, fresh_texts, user_data):
    folder = _copy_tree(tmp_path, monkeypatch)
    monkeypatch.setattr(i18n, "_text_file", lambda lang, source: folder / "broken.yaml")
    (folder / "broken.yaml").write_text("app: [unclosed\n")
    for _ in range(2):
        with pytest.raises(DataError, match="broken.yaml"):
            games.check_all_data()
    assert not (user_data / "cache" / "data-check.json").exists()
