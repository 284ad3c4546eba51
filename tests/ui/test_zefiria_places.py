"""Controls stay put (issue 20), Zefiria: after a click on any of its choices (a spirit's
"goes first" or "sleeps", Skyron's landing, a gem taken back, Hint, Spend gem, End turn) every control still
offered keeps its rectangle, and each spirit's choice button has one place in both solo
questions, the sleeper's greyed there saying why. Through the real App loop by mouse."""
import pygame
import pytest

from mouse import click
from zef_mouse import end_turn

from game.ui.widgets import button_tip
from tests.ui.test_zefiria_newcomer import offered, open_game, stays_put

SOLO = {"players": [{"name": "Ana", "kind": "human"}], "storm": True, "difficulty": "easy",
        "spirits": ["skyron", "etesia", "jugo"], "first_player": 0}


def spirit_slots(scene) -> dict:
    """spirit -> rect of its button in the question shown (greyed ones too)."""
    return {b.action[1]: pygame.Rect(b.rect) for b in scene.choice_buttons.buttons}


def wait_for_hint(app, scene):
    for _ in range(300):
        app.run_frames(1)
        if scene.hint:
            return
    raise AssertionError("no hint came")


@pytest.mark.parametrize("slot", [0, -1])
def test_every_zefiria_choice_keeps_the_other_controls_in_place(app, slot):
    """Three rounds of a solo storm game with Skyron and Etesia, the spirit questions
    answered by the first (or the last) button offered: after each click the controls
    still offered keep their rectangles, and a spirit's button stands in the same place in
    every question (the sleeper's greyed there, its reason on hover)."""
    scene = open_game(app, SOLO, 7)
    places, seen, hinted = {}, set(), set()
    for _ in range(300):
        s = scene.state
        if s.round >= 4 or s.is_over:
            break
        before = offered(scene)
        if s.phase == "place":
            click(app, scene.cells[s._placement_cells()[0]].center)
        elif s.phase in ("solo_first", "solo_sleep"):
            seen.add(s.phase)
            slots = spirit_slots(scene)
            assert list(slots) == s.spirits                     # every spirit, in the team's order
            for spirit, rect in slots.items():
                assert places.setdefault(spirit, rect) == rect, f"{spirit}'s button moved"
            greyed = [b for b in scene.choice_buttons.buttons if not b.is_enabled()]
            assert [b.action[1] for b in greyed] == [s.sleeper]
            tip, _ = button_tip(greyed, greyed[0].rect.center)
            assert tip[0] == app.t("zefiria.refuse.spirit_asleep" if s.phase == "solo_first"
                                   else "zefiria.refuse.sleeper_must_have_acted")
            chosen = [b for b in scene.choice_buttons.buttons if b.is_enabled()][slot]
            click(app, chosen.rect.center)
        elif s.phase == "skyron_choice":
            seen.add("skyron")
            click(app, scene.cells[sorted(s.skyron_pair)[slot]].center)
        elif (s.active, s.round) not in hinted and scene.hint_button.is_enabled():
            hinted.add((s.active, s.round))
            seen.add("hint")
            click(app, scene.hint_button.rect.center)
            wait_for_hint(app, scene)
        elif s.anchored and s.ap >= 1 and not s.forced and s.occupant(s.anchored[0]) is None:
            seen.add("retrieve")
            click(app, scene.gem_rect(s.anchored[0]).center)    # a gem taken back: one to spend
        elif s.pool and ("spend",) in s.legal_actions():
            seen.add("spend")
            click(app, scene.spend_button.rect.center)
        elif s.active == "skyron" and "skyron" not in seen and any(a[0] == "breeze" for a in s.legal_actions()):
            a = next(a for a in s.legal_actions() if a[0] == "breeze")
            other = a[2] if a[1] == s.pos["skyron"] else a[1]
            click(app, scene.cells[other].center)           # pick the island up, then drop it on his
            click(app, scene.cells[s.pos["skyron"]].center)
        else:
            seen.add("end")
            end_turn(app, scene)
        app.run_frames(2)
        stays_put(before, offered(scene))
    assert {"solo_first", "solo_sleep", "skyron", "retrieve", "hint", "spend", "end"} <= seen, seen
    assert set(places) == set(SOLO["spirits"])
