"""The title cards say how many can play each game, the same as its set-up screen offers
(issue 20, item 6), in English and Spanish, through the real App loop."""
import pytest

from game.games import TITLES
from game.scenes.title import TitleScene
from tests.ui.mouse import click, rendered_texts

EXPECTED = {"zefiria": {"en": "1–4 players", "es": "de 1 a 4 jugadores"},
            "fire_tower": {"en": "1–5 players", "es": "de 1 a 5 jugadores"},
            "flamecraft": {"en": "1–5 players", "es": "de 1 a 5 jugadores"},
            "root": {"en": "1–2 players", "es": "de 1 a 2 jugadores"}}


def offered(app, key) -> set:
    """How many people the game's set-up screen lets play (opened from its title card)."""
    title = app.scene
    card = next(c for c in title.cards if c.key == key)
    click(app, card.rect.center)
    setup = app.scene
    assert setup is not title, f"{key}: the card opened no set-up screen"
    if key == "root":           # two seats: the other is the computer or a second person
        return {1 if kind == "bot" else 2 for kind in setup.opponent_buttons}
    counts = {int(b.label()) for b in setup.count_buttons}
    if key == "fire_tower":     # one alone plays the solo levels, from the same screen
        solo = app.t("fire_tower.setup.solo_levels")
        assert any(b.label() == solo and b.visible for b in setup.buttons.buttons)
        counts.add(1)
    return counts


@pytest.mark.parametrize("lang", ["en", "es"])
def test_title_cards_say_the_player_counts_their_set_up_screens_offer(app, lang):
    app.set_language(lang)
    app.push(TitleScene(app))
    drawn = " ".join(rendered_texts(app, 1))
    for key, words in EXPECTED.items():
        assert words[lang] in drawn, f"{key}'s card does not say {words[lang]!r}"
    for title in TITLES:
        counts = offered(app, title.key)
        assert counts == set(range(title.players[0], title.players[1] + 1)), title.key
        app.pop()
        app.run_frames(1)
