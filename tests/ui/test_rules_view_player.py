"""The rules viewer speaks to players: no rule ids, tags or option names unless the
"Details for testers" switch is on. Every game with rules in both languages, through the
real App (title screen, Rules, the game's button; the switch by a posted click)."""
import re

import pygame
import pytest

from game.core.data import ROOT, load_yaml
from game.scenes.rules_view import RulesScene
from game.scenes.title import TitleScene, games_with_rules
from game.ui.app import App
from game.ui.settings import Settings

ID_RE = re.compile(r"\[[A-Z]{2,4}-[A-Z0-9-]+\]")
GAMES = sorted(p.name[:-len(".en.md")] for p in (ROOT / "seeds").glob("*.en.md")
               if (ROOT / "seeds" / p.name.replace(".en.md", ".es.md")).exists())
BADGES = {"en": ("Our ruling", "Our reading"), "es": ("Regla de la casa", "Nuestra lectura")}


def click(app, pos, frames=2):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(frames)


def labelled(buttons, label):
    found = [b for b in buttons if b.label() == label]
    assert found, f"no button {label!r}: {[b.label() for b in buttons]}"
    return found[0]


def option_names(game: str) -> set[str]:
    """The snake_case option names and values of data/<game>/rules.yaml."""
    path = ROOT / "data" / game / "rules.yaml"
    if not path.exists():
        return set()
    options = load_yaml(path).value.get("options") or {}
    names = set()
    for key, value in options.items():
        for word in (key, value):
            if isinstance(word, str) and "_" in word:
                names.add(word)
    return names


def drawn_texts(scene: RulesScene) -> list[str]:
    """Every text the viewer draws: each laid-out line's text ops, and the contents."""
    scene.finish_layout()
    texts = [op[3] for line in scene.layout.lines for op in line.ops if op[0] == "text"]
    return texts + [text for _, text, _ in scene.sections()]


def open_rules(app, game: str) -> RulesScene:
    app.push(TitleScene(app))
    app.run_frames(2)
    if game in games_with_rules():
        click(app, labelled(app.scene.buttons.buttons, app.t("ui.rules")).rect.center)
        if app.scene.name == "rules_chooser":
            app.scene.place_game_buttons()
            from game.scenes.title import game_name
            click(app, labelled(app.scene.game_buttons.buttons, game_name(app, game)).rect.center)
    else:       # a game still being made has rules but no title card to reach them by yet
        app.push(RulesScene(app, game))
        app.run_frames(2)
    scene = app.scene
    assert isinstance(scene, RulesScene) and scene.game_key == game
    return scene


@pytest.fixture(params=["en", "es"])
def app(request):
    application = App(headless=True, lang=request.param)
    yield application
    pygame.quit()


def test_every_game_with_rules_in_both_languages_is_checked():
    assert {"zefiria", "fire_tower"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_players_see_no_ids_tags_or_option_names_and_testers_see_them(app, game):
    lang = app.t.lang
    assert app.settings["rules_details"] is False          # players' view by default
    scene = open_rules(app, game)
    assert scene.path.name == f"{game}.{lang}.md"
    app.run_frames(3)
    texts = drawn_texts(scene)
    joined = "\n".join(texts)
    names = option_names(game)
    assert len(joined) > 5000
    assert not ID_RE.search(joined), ID_RE.search(joined).group()
    for word in ("[HOUSE]", "[INTERP]", "`"):
        assert word not in joined, word
    leaked = sorted(n for n in names if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", joined))
    assert not leaked, leaked
    assert not re.search(r"\bdata/\w", joined)
    house, interp = BADGES[lang]
    badge_texts = {t.replace("\u00a0", " ") for t in texts}
    if "**[HOUSE]**" in scene.path.read_text(encoding="utf-8"):
        assert house in badge_texts
    if "**[INTERP]**" in scene.path.read_text(encoding="utf-8"):
        assert interp in badge_texts

    # The switch: the document as written, ids and all; remembered in the settings.
    switch = labelled(scene.buttons.buttons, app.t("rules.details"))
    click(app, switch.rect.center)
    assert scene.details is True and app.settings["rules_details"] is True
    tester = "\n".join(drawn_texts(scene))
    assert ID_RE.search(tester) and ("[HOUSE]" in tester or "[INTERP]" in tester)
    assert len(tester) > len(joined)
    assert Settings()["rules_details"] is True              # as a new run reads the file
    click(app, switch.rect.center)
    assert scene.details is False and app.settings["rules_details"] is False
    assert "\n".join(drawn_texts(scene)) == joined          # the cached players' layout again
