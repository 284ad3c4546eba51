"""Words for Zefiria's events, places and refusals, in the player's language (no pygame)."""
from __future__ import annotations

from game.core.names import player_name

from .rules import slot_cell


def seat_name(t, state, seat) -> str:
    """A seat's player as the screen names them, the same in the panels, prompts, tooltips
    and end screen: the one person playing against the computer is "You", a computer seat
    never named by anyone is "Computer" ("Computer 2" when there are several); others
    as the set-up named them (a default name in the current language)."""
    players = state.players
    if seat is not None and 0 <= seat < len(players) and players[seat].get("default_name") is True:
        bots = [i for i, p in enumerate(players) if p.get("kind") == "bot"]
        if seat in bots:
            return t("zefiria.name.computer") if len(bots) == 1 else \
                t("zefiria.name.computer_n", n=bots.index(seat) + 1)
        if len(bots) == len(players) - 1:       # the only person at the table
            return t("zefiria.setup.you")
    return player_name(t, "zefiria", players, seat)


def place_name(t, where, grid) -> str:
    """A place as the player sees it: a cell by the number of the island in it, an edge
    slot by its side and the island beside it. `grid` is the islands at that moment."""
    if where is None:
        return "-"
    if isinstance(where, str):
        return t("zefiria.edge", side=t(f"zefiria.side.{where[0]}"), island=grid[slot_cell(where)])
    return t("zefiria.island", island=grid[where])


def event_grids(state, events) -> list[list[int]]:
    """The islands just after each event of one action: the state after the action,
    with the later swaps undone (a storm at the end of a turn moves islands a
    spirit stood on a moment before)."""
    grid = list(state.grid)
    grids = []
    for event in reversed(events):
        grids.append(list(grid))
        if event["type"] == "swap":
            a, b = event["a"], event["b"]
            grid[a], grid[b] = grid[b], grid[a]
    return grids[::-1]


def describe_events(t, state, events) -> list[str | None]:
    """One line (or None) for each event of one action, each naming islands as they were."""
    return [describe_event(t, state, e, g) for e, g in zip(events, event_grids(state, events))]


def counted(t, key: str, n: int, **params) -> str:
    """A text with a count in it: its one-form (key + "_one") when n is 1, so no line says
    "1 purple gems" ("1 gemas")."""
    if n == 1 and t.has(key + "_one"):
        key += "_one"
    return t(key, n=n, **params)


def spirit_name(t, spirit) -> str:
    return t(f"zefiria.spirit.{spirit}.name") if spirit else "-"


def describe_event(t, state, event: dict, grid=None) -> str | None:
    """One log line for an event, or None for events that need no line (LINES says which).
    `grid` is the islands just after the event (describe_events works it out); else the
    state's."""
    line = LINES.get(event["type"])
    return line(t, event, state.grid if grid is None else grid) if line else None


def _spirit(event_type):
    """The line of a spirit's event that names only the spirit."""
    return lambda t, e, grid: t(f"zefiria.log.{event_type}", spirit=spirit_name(t, e.get("spirit")))


def _swap(t, e, grid):
    a, b = grid[e["b"]], grid[e["a"]]                   # islands after the swap
    if e["by"] == "storm":
        return t("zefiria.log.storm_swap", a=a, b=b)
    return t("zefiria.log.swap", spirit=spirit_name(t, e["by"]), a=a, b=b, cost=e["cost"])


def _sleep(t, e, grid):
    sp = spirit_name(t, e.get("spirit"))
    if e.get("wakes"):
        return t("zefiria.log.sleep_wake", spirit=sp, wakes=spirit_name(t, e["wakes"]))
    return t("zefiria.log.sleep", spirit=sp)


def _round(t, e, grid):
    if e["purple"] == 0:
        return t("zefiria.log.round_last", round=e["round"])
    return counted(t, "zefiria.log.round", e["purple"], round=e["round"], left=e["purple"])


def _storm(t, e, grid):
    line = t("zefiria.log.storm", card=t(f"zefiria.storm_card.{e['storm']}"), place=place_name(t, e["t1"], grid))
    if e["effect"] == "none":       # nothing else is logged for it: say so
        line += " " + t("zefiria.log.storm_none", a=grid[e["t1"]], b=grid[e["t2"]])
    return line


# The log line of every event the rules emit, by type: (t, event, islands then) -> str or
# None. tests/ui/test_event_tables.py checks that every type the rules build is here.
LINES = {
    "place": lambda t, e, grid: t("zefiria.log.place", spirit=spirit_name(t, e.get("spirit")),
                                  place=place_name(t, e["cell"], grid)),
    "round": _round,
    "turn": lambda t, e, grid: t("zefiria.log.turn", spirit=spirit_name(t, e.get("spirit")), ap=e["ap"]),
    "fly": lambda t, e, grid: t("zefiria.log.fly", spirit=spirit_name(t, e.get("spirit")),
                                place=place_name(t, e["to"], grid), cost=e["cost"]),
    "swap": _swap,
    "storm": _storm,
    "anchor": lambda t, e, grid: t("zefiria.log.anchor", island=grid[e["cell"]]),
    "retrieve": lambda t, e, grid: t("zefiria.log.retrieve", spirit=spirit_name(t, e.get("spirit")),
                                     island=grid[e["cell"]]),
    "spend": lambda t, e, grid: t("zefiria.log.spend", spirit=spirit_name(t, e.get("spirit")), ap=e["ap"]),
    "skyron": lambda t, e, grid: t("zefiria.log.skyron", place=place_name(t, e["cell"], grid)),
    "austro_exit": lambda t, e, grid: t("zefiria.log.austro_exit", place=place_name(t, e["to"], grid)),
    "austro_return": lambda t, e, grid: t("zefiria.log.austro_return", place=place_name(t, e["to"], grid)),
    "forced": _spirit("forced"),
    "forced_lapsed": _spirit("forced_lapsed"),
    "sleep": _sleep,
    "turn_end": lambda t, e, grid: t("zefiria.log.turn_end", spirit=spirit_name(t, e.get("spirit")),
                                     unused=e["unused"]) if e["unused"] else None,
    "game_over": lambda t, e, grid: t("zefiria.log.game_over", score=e["score"]),
}


def describe_refusal(t, err) -> str:
    key = f"zefiria.refuse.{err.key}"
    return t(key, **err.params) if t.has(key) else t("zefiria.refuse.generic")
