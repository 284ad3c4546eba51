"""The side panel's line on how far the round's challenge has got (describe.challenge_progress)."""
from game.core.i18n import Translator
from game.games.fire_tower import rules
from game.games.fire_tower.describe import challenge_progress


def solo_state():
    return rules.new_game({"solo": True, "level": 1, "players": [{"name": "a", "kind": "human"}]}, 3)


def test_progress_of_the_challenges_that_count_something():
    """FT-SOLO-CHALLENGE-CARDS: Wet Line counts its water cards, Action Plan lists what is
    still planned, Red Flag says whether it is spent; Sanctuary and Resistant Construction
    stay on screen for the rest of the game."""
    t = Translator("en")
    s = solo_state()
    assert challenge_progress(t, s) == ""
    s.solo["challenge"], s.solo["wet_line"] = "wet_line", 1
    assert challenge_progress(t, s) == "Water cards discarded: 1 of 2"
    card = s.hands[0][0]
    s.solo["challenge"], s.solo["plan"] = "action_plan", [["card", card], ["special", "lookout"]]
    line = challenge_progress(t, s)
    assert t(f"fire_tower.card.{s.card_id(card)}.name") in line and "Lookout" in line
    s.solo["challenge"], s.solo["flagged"] = "red_flag", True
    assert challenge_progress(t, s) == t("fire_tower.solo.progress.red_flag_used")
    s.solo["challenge"], s.solo["sanctuary"] = None, 3 * 16 + 5
    assert challenge_progress(t, s) == "Sanctuary on F4: keep the fire away."     # row 3, column 5
    assert "F4" in challenge_progress(Translator("es"), s)            # as the board's edges say
