"""Words for Zefiria's events, places and refusals, in the player's language (no pygame)."""
from __future__ import annotations

from .rules import rc


def place_name(t, where) -> str:
    if where is None:
        return "-"
    if isinstance(where, str):
        return t("zefiria.slot", side=t(f"zefiria.side.{where[0]}"), line=where[1:])
    r, c = rc(where)
    return t("zefiria.cell", row=r + 1, col=c + 1)


def spirit_name(t, spirit) -> str:
    return t(f"zefiria.spirit.{spirit}.name") if spirit else "-"


def describe_event(t, state, event: dict) -> str | None:
    """One log line for an event, or None for events that need no line."""
    kind = event["type"]
    sp = spirit_name(t, event.get("spirit"))
    if kind == "place":
        return t("zefiria.log.place", spirit=sp, place=place_name(t, event["cell"]))
    if kind == "round":
        return t("zefiria.log.round", round=event["round"], left=event["purple"])
    if kind == "turn":
        return t("zefiria.log.turn", spirit=sp, ap=event["ap"])
    if kind == "fly":
        return t("zefiria.log.fly", spirit=sp, place=place_name(t, event["to"]), cost=event["cost"])
    if kind == "swap":
        a, b = state.grid[event["b"]], state.grid[event["a"]]   # islands after the swap
        if event["by"] == "storm":
            return t("zefiria.log.storm_swap", a=a, b=b)
        return t("zefiria.log.swap", spirit=spirit_name(t, event["by"]), a=a, b=b, cost=event["cost"])
    if kind == "storm":
        card = t(f"zefiria.storm_card.{event['storm']}")
        return t("zefiria.log.storm", card=card, place=place_name(t, event["t1"]))
    if kind == "anchor":
        return t("zefiria.log.anchor", island=state.grid[event["cell"]])
    if kind == "retrieve":
        return t("zefiria.log.retrieve", island=state.grid[event["cell"]])
    if kind == "spend":
        return t("zefiria.log.spend", spirit=sp, ap=event["ap"])
    if kind == "skyron":
        return t("zefiria.log.skyron", place=place_name(t, event["cell"]))
    if kind == "austro_exit":
        return t("zefiria.log.austro_exit", place=place_name(t, event["to"]))
    if kind == "austro_return":
        return t("zefiria.log.austro_return", place=place_name(t, event["to"]))
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
