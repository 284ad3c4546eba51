"""ZEF-DIG-LEVELS through the program: finishing a level records it and unlocks the next."""
from game.games.zefiria.levels import Progress, load_levels
from game.scenes import launch


def end_every_turn(app, scene):
    """Play the level to its end by ending every turn at once, through the scene."""
    state = scene.state
    while not state.is_over:
        legal = state.legal_actions()
        scene.act(("end",) if ("end",) in legal else legal[0])
        app.run_frames(1)
    return state


def test_reaching_the_target_unlocks_the_next_level(app, monkeypatch):
    """ZEF-DIG-LEVELS: level 2 is locked until level 1's target is reached; the best score is kept."""
    levels = load_levels()
    progress = Progress()
    progress.load()
    assert progress.unlocked(1) and not progress.unlocked(2)

    from game.games.zefiria.levels_scene import start_level
    start_level(app, levels[0])
    scene = app.scene
    assert scene.match.setup["level"] == 1 and scene.match.seed == levels[0].seed
    end_every_turn(app, scene)
    real = scene.state.result()
    # The random deal scores far below the target when nobody plays: a loss is recorded.
    app.run_frames(3)
    end = app.scene
    assert end.name == "zefiria_end" and end.level["won"] is False
    progress.load()
    assert progress.best(1) == real["score"] and not progress.unlocked(2)

    # A won game: record it through the same path the end of a game uses.
    import importlib
    result = launch.record_level(importlib.import_module(launch.LEVELS["zefiria"]), 1,
                                 {"score": levels[0].target})
    assert result["won"] and result["newly_won"] and result["next"].id == 2
    progress.load()
    assert progress.unlocked(2) and progress.best(1) == levels[0].target
