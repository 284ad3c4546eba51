"""The shared ladder progress (game/core/progress.py): wins, best scores, variants."""
import json

from game.core.progress import LevelProgress


def test_wins_unlock_the_next_level_and_remember_their_variants(user_data):
    p = LevelProgress("ladder.json")
    assert p.load() is None and p.unlocked(1) and not p.unlocked(2)
    assert p.record_result(1, 4, False, ["lightning"]) is False     # a loss: no variant kept
    assert p.variants(1) == set() and p.best(1) == 4 and not p.unlocked(2)
    assert p.record_result(1, 7, True, ["lightning"]) is True
    assert p.record_result(1, 2, True, ["oaks_3"]) is False          # won before
    assert p.best(1) == 7 and p.variants(1) == {"lightning", "oaks_3"} and p.unlocked(2)
    again = LevelProgress("ladder.json")
    assert again.load() is None
    assert again.best(1) == 7 and again.won(1) and again.variants(1) == {"lightning", "oaks_3"}
    saved = json.loads((user_data / "ladder.json").read_text(encoding="utf-8"))
    assert saved["levels"]["1"] == {"best": 7, "won": True, "variants": ["lightning", "oaks_3"]}


def test_entries_that_make_no_sense_are_reported_and_the_rest_is_used(user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    path = user_data / "ladder.json"
    raw = json.dumps({"version": 1, "levels": {
        "1": {"best": 5, "won": True, "variants": ["oaks_2", 3]},
        "x": {"best": 9, "won": True}, "2": "won", "3": {"best": "high", "won": "yes"}}}).encode()
    path.write_bytes(raw)
    p = LevelProgress("ladder.json")
    error = p.load()
    assert error is not None and error.reason == "partly_damaged" and p.error is error
    assert p.won(1) and p.best(1) == 5 and p.variants(1) == set()     # a bad field never re-locks
    assert not p.won(2) and not p.won(3) and p.best(3) is None and p.unlocked(2) and not p.unlocked(3)
    assert path.read_bytes() == raw
    # The next write keeps the old bytes under another name instead of dropping entries.
    p.record_result(2, 3, True)
    kept = [f for f in user_data.iterdir() if f.name.startswith("ladder.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    again = LevelProgress("ladder.json")
    assert again.load() is None and again.won(1) and again.won(2) and again.unlocked(3)
