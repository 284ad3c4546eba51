"""Every list and mapping of every game's data emptied in turn: the loaders refuse it with a
DataError naming file and key, unless an empty one means something (ALLOWED, each
checked to load). A game that read an item where the data promised one crashed later:
`dice_faces: []` passed the check and the first battle of Root failed."""
import shutil

import pytest
import yaml

from game.core.data import DATA_DIR, DataError
from game.games.fire_tower import config as ft_config
from game.games.flamecraft import config as fc_config
from game.games.flamecraft import levels as fc_levels
from game.games.root import config as rt_config
from game.games.root import levels as rt_levels
from game.games.zefiria import config as zef_config
from game.games.zefiria import levels as zef_levels


def _root(folder):
    rt_config.load_config.__wrapped__(*(str(folder / name) for name in
                                         ("map.yaml", "cards.yaml", "factions.yaml", "rules.yaml", "bots.yaml")))


#: game -> data file -> what reads it (from a copy of the game's folder)
LOADERS = {
    "zefiria": {"rules.yaml": lambda f: zef_config._read(f / "rules.yaml"),
                "levels.yaml": lambda f: zef_levels.load_levels(f / "levels.yaml")},
    "fire_tower": {name: lambda f: ft_config.load_config.__wrapped__(str(f))
                   for name in ("board.yaml", "cards.yaml", "rules.yaml", "solo.yaml")},
    "flamecraft": {"cards.yaml": lambda f: fc_config.load_config.__wrapped__(str(f / "cards.yaml")),
                   "rules.yaml": lambda f: fc_config.load_config.__wrapped__(rules=str(f / "rules.yaml")),
                   "levels.yaml": lambda f: fc_levels.load_levels(f / "levels.yaml")},
    "root": {name: _root for name in ("map.yaml", "cards.yaml", "factions.yaml", "rules.yaml", "bots.yaml")}
    | {"levels.yaml": lambda f: rt_levels.load_levels(f / "levels.yaml")},
}

#: (game, file, key pattern) whose empty value means something: none of that thing
ALLOWED = {
    ("fire_tower", "rules.yaml", "options.seasons"),                  # a game without seasons
    ("fire_tower", "rules.yaml", "shadow_flames"),                    # no flame face on the die
    ("fire_tower", "rules.yaml", "weather.recommended_events"),
    ("fire_tower", "solo.yaml", "player_deck.drop_types"),            # the whole deck
    ("fire_tower", "solo.yaml", "player_deck.keep"),
    ("fire_tower", "solo.yaml", "defences.firebreaks[*]"),            # one count per length
    ("fire_tower", "solo.yaml", "defences.hawks[*]"),
    ("flamecraft", "rules.yaml", "start_good_positions[*]"),          # nobody starts with a good
    ("root", "map.yaml", "forests[*].adjacent"),                      # a forest alone
    ("root", "factions.yaml", "marquise.draw_bonus_at"),
    ("root", "rules.yaml", "options.bot_traits_marquise"),            # a plain bot
    ("root", "rules.yaml", "options.bot_traits_alliance"),
    ("root", "levels.yaml", "levels[*].traits"),
}


def containers(value, path=(), seen=None, shape=""):
    """(path, pattern) of every list and mapping inside a YAML value, the first of each
    pattern: list indices, numbered keys and the names of a long table of alike entries
    (Root's cards) are [*] in it, so one card's list stands for all."""
    seen = set() if seen is None else seen
    found = []
    if isinstance(value, list):
        children = [(i, child, "[*]") for i, child in enumerate(value)]
    elif isinstance(value, dict):
        table = len(value) >= 6 and all(isinstance(v, dict) for v in value.values())
        children = [(k, child, "[*]" if table or isinstance(k, int) else f".{k}") for k, child in value.items()]
    else:
        children = []
    for key, child, step in children:
        if not isinstance(child, (list, dict)):
            continue
        pattern = (shape + step).lstrip(".")
        if pattern not in seen:
            seen.add(pattern)
            found.append((path + (key,), pattern))
        found += containers(child, path + (key,), seen, pattern)
    return found


def cases():
    out = []
    for game, files in LOADERS.items():
        for name in files:
            data = yaml.safe_load((DATA_DIR / game / name).read_text(encoding="utf-8"))
            for path, pattern in containers(data):
                out.append(pytest.param(game, name, path, pattern, id=f"{game}/{name}:{pattern}"))
    return out


@pytest.mark.parametrize("game, name, path, pattern", cases())
def test_an_empty_list_or_mapping_is_refused_unless_it_means_none(tmp_path, game, name, path, pattern):
    folder = tmp_path / game
    shutil.copytree(DATA_DIR / game, folder)
    file = folder / name
    data = yaml.safe_load(file.read_text(encoding="utf-8"))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = [] if isinstance(node[path[-1]], list) else {}
    file.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    load = LOADERS[game][name]
    if (game, name, pattern) in ALLOWED:
        load(folder)
        return
    with pytest.raises(DataError) as info:
        load(folder)
    assert name in info.value.file


def test_every_allowed_empty_is_a_real_place_and_dice_faces_is_checked():
    patterns = {(p.values[0], p.values[1], p.values[3]) for p in cases()}
    assert ALLOWED <= patterns, ALLOWED - patterns
    assert ("root", "rules.yaml", "numbers.dice_faces") in patterns
