"""A game whose own file start-up found broken (here Root with `dice_faces: []`, which
crashed its first battle and --simulate root) is greyed on the title with the reason,
through the real App loop by mouse: its card says why on hover and when clicked, its
Learn to play is greyed, its game in progress and its named save are refused with the
reason and kept untouched (not judged damaged), and every other game plays on."""
import shutil
import subprocess
import sys

import pygame
import pytest
from damage_kinds import fingerprint
from mouse import button, click, post

from game.core import storage
from game.core.data import DATA_DIR
from game.core.match import Match
from game.games import PROBLEMS, check_all_data, rules_for
from game.games.root import config as rt_config
from game.scenes import launch
from game.scenes.title import TitleScene

ROOT_SETUP = {"players": [{"name": "Cat", "kind": "human"}, {"name": "Ally", "kind": "human"}]}


@pytest.fixture
def broken_root(tmp_path, monkeypatch):
    """Root's games saved while its data was whole, then data/root/rules.yaml with an
    empty list of dice faces, and the start-up check run."""
    match = Match("root", rules_for("root"), ROOT_SETUP, 4)
    match.apply(match.state.legal_actions()[0])
    launch.write_autosave(match)
    launch.save_named(match, "Root night")
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR / "root", folder / "root")
    rules = folder / "root" / "rules.yaml"
    text = rules.read_text(encoding="utf-8")
    assert "dice_faces: [0, 1, 2, 3]" in text
    rules.write_text(text.replace("dice_faces: [0, 1, 2, 3]", "dice_faces: []"), encoding="utf-8")
    monkeypatch.setattr(rt_config, "DATA_DIR", folder)
    rt_config.load_config.cache_clear()
    yield check_all_data(use_stamp=False)
    rt_config.load_config.cache_clear()


def key_escape(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.run_frames(2)


def hover(app, pos, seconds=1.0):
    post(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    app.run_frames(int(seconds * 60))
    return app.scene.tip.shown


def test_a_broken_game_is_greyed_with_the_reason_and_the_rest_runs(app, broken_root):
    assert list(broken_root) == ["root"]
    err = broken_root["root"]
    assert "rules.yaml" in err.file and err.key == "numbers.dice_faces" and "at least one" in err.expected
    saved = {p: fingerprint(p) for p in (launch.autosave_path("root"), launch.list_saves()[0].path)}
    title = TitleScene(app)
    app.reset_to(title)
    app.run_frames(2)
    card = next(c for c in title.cards if c.key == "root")
    assert not card.playable and card.damaged
    why = "Root cannot be opened: its file rules.yaml is damaged or missing. The other games work as usual."
    assert hover(app, card.rect.center) == [why]
    click(app, card.rect.center)
    assert app.scene is title and why in [text for text, _ in app.toasts]
    learn = next(b for b in title.learn_buttons.buttons if b.game == "root")
    assert not learn.is_enabled() and hover(app, learn.rect.center) == [why]
    app.toasts.clear()
    click(app, learn.rect.center)
    assert app.scene is title and [text for text, _ in app.toasts] == [why]

    # its game in progress: listed, refused with the reason, kept as it is
    app.toasts.clear()
    click(app, title.continue_button.rect.center)
    chooser = app.scene
    assert chooser.name == "continue_chooser" and not chooser.entries[0].resumable
    click(app, chooser.row_rect(0).center)
    assert app.scene is chooser and [text for text, _ in app.toasts] == [why]
    click(app, button(chooser, "Cancel"))
    # its named save: refused the same way, back on the list
    app.toasts.clear()
    click(app, button(title, "Load game"))
    saves = app.scene
    click(app, saves.row_rect(0).center)
    assert app.scene.name == "saves" and [text for text, _ in app.toasts] == [why]
    key_escape(app)
    assert {p: fingerprint(p) for p in saved} == saved
    assert not any(storage.is_distrusted(p) for p in saved)          # not damaged: kept for later

    # the others play on
    click(app, title.cards[0].rect.center)
    assert app.scene.name == "zefiria_setup"


def test_spanish_says_it_too(app, broken_root):
    app.t.lang = "es"
    title = TitleScene(app)
    app.reset_to(title)
    app.run_frames(2)
    card = next(c for c in title.cards if c.key == "root")
    assert hover(app, card.rect.center) == ["No se puede abrir Root: su archivo rules.yaml está dañado o falta. "
                                            "Los demás juegos funcionan con normalidad."]


def test_the_game_is_whole_again_once_its_file_is(app, broken_root, monkeypatch):
    monkeypatch.setattr(rt_config, "DATA_DIR", DATA_DIR)
    rt_config.load_config.cache_clear()
    assert check_all_data(use_stamp=False) == {} and not PROBLEMS
    title = TitleScene(app)
    app.reset_to(title)
    app.run_frames(2)
    click(app, title.continue_button.rect.center)
    assert app.scene.name in ("root", "root_handover")         # two people: the screen is handed over


def test_simulate_root_with_no_dice_faces_says_so_plainly(tmp_path):
    """--simulate root reads the data itself: a plain message, no traceback."""
    code = ("import sys, shutil, pathlib; sys.path.insert(0, sys.argv[1]);"
            "from game.games.root import config; d = pathlib.Path(sys.argv[2]);"
            "shutil.copytree(config.DATA_DIR / 'root', d / 'root');"
            "r = d / 'root' / 'rules.yaml'; r.write_text(r.read_text().replace('dice_faces: [0, 1, 2, 3]', "
            "'dice_faces: []')); config.DATA_DIR = d;"
            "import main; sys.exit(main.main(['--simulate', 'root', '--games', '1']))")
    root = str(DATA_DIR.parent)
    done = subprocess.run([sys.executable, "-c", code, root, str(tmp_path / "data")], capture_output=True,
                          text=True, cwd=root, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "rules.yaml" in done.stderr and "numbers.dice_faces" in done.stderr
