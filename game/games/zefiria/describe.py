"""Words for Zefiria's events, places and refusals, in the player's language (no pygame)."""
from __future__ import annotations

from game.core.names import player_name

from .rules import slot_cell


def seat_name(t, state, seat) -> str:
    """A seat's player as the screen names them (a default name in the current language)."""
    return player_name(t, "zefiria", state.players, seat)


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


def spirit_name(t, spirit) -> str:
    return t(f"zefiria.spirit.{spirit}.name") if spirit else "-"


def describe_event(t, state, event: dict, grid=None) -> str | None:
    """One log line for an event, or None for events that need no line. `grid` is the
    islands just after the event (describe_events works it out); else the state's."""
    kind = event["type"]
    grid = state.grid if grid is None else grid
    sp = spirit_name(t, event.get("spirit"))
    if kind == "place":
        return t("zefiria.log.place", spirit=sp, place=place_name(t, event["cell"], grid))
    if kind == "round":
        return t("zefiria.log.round", round=event["round"], left=event["purple"])
    if kind == "turn":
        return t("zefiria.log.turn", spirit=sp, ap=event["ap"])
    if kind == "fly":
        return t("zefiria.log.fly", spirit=sp, place=place_name(t, event["to"], grid), cost=event["cost"])
    if kind == "swap":
        a, b = grid[event["b"]], grid[event["a"]]   # islands after the swap
        if event["by"] == "storm":
            return t("zefiria.log.storm_swap", a=a, b=b)
        return t("zefiria.log.swap", spirit=spirit_name(t, event["by"]), a=a, b=b, cost=event["cost"])
    if kind == "storm":
        card = t(f"zefiria.storm_card.{event['storm']}")
        return t("zefiria.log.storm", card=card, place=place_name(t, event["t1"], grid))
    if kind == "anchor":
        return t("zefiria.log.anchor", island=grid[event["cell"]])
    if kind == "retrieve":
        return t("zefiria.log.retrieve", island=grid[event["cell"]])
    if kind == "spend":
        return t("zefiria.log.spend", spirit=sp, ap=event["ap"])
    if kind == "skyron":
        return t("zefiria.log.skyron", place=place_name(t, event["cell"], grid))
    if kind == "austro_exit":
        return t("zefiria.log.austro_exit", place=place_name(t, event["to"], grid))
    if kind == "austro_return":
        return t("zefiria.log.austro_return", place=place_name(t, event["to"], grid))
    if kind == "forced":
        return t("zefiria.log.forced", spirit=sp)
    if kind == "forced_lapsed":
        return t("zefiria.log.forced_lapsed", spirit=sp)
    if kind == "sleep":
        if event.get("wakes"):
            return t("zefiria.log.sleep_wake", spirit=sp, wakes=spirit_name(t, event["wakes"]))
        return t("zefiria.log.sleep", spirit=sp)
    if kind == "turn_end":
        return t("zefiria.log.turn_end", spirit=sp, unused=event["unused"]) if event["unused"] else None
    if kind == "game_over":
        return t("zefiria.log.game_over", score=event["score"])
    return None


def describe_refusal(t, err) -> str:
    key = f"zefiria.refuse.{err.key}"
    return t(key, **err.params) if t.has(key) else t("zefiria.refuse.generic")
