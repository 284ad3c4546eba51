"""Players' names as the screen shows them (pure: no pygame).

A set-up screen that names its players "Player 1", "Player 2"... marks each such player
with "default_name": true beside the name (still a plain string: saves and
protocol.checked_players want one). Such a name is shown in the current language, so a
game started in English reads "Jugador 1" once the interface is in Spanish; a name
without the marker (typed, a level's, an old save's) is shown as it was stored.
"""
from __future__ import annotations


def default_player(t, game_key: str, seat: int, kind: str) -> dict:
    """A set-up's player the person never named: "<game>.setup.player" numbered from 1."""
    return {"name": t(f"{game_key}.setup.player", n=seat + 1), "kind": kind, "default_name": True}


def shown_as_you(players, seat) -> bool:
    """A lone person never named is called "You" ("Tú"): sentences about that player are
    written in the second person (a game's "you" texts), not with the name."""
    return (seat is not None and len(players) == 1 and seat == 0 and players[0].get("default_name") is True
            and players[0].get("kind", "human") == "human")


def player_name(t, game_key: str, players, seat) -> str:
    """The name of `players[seat]` to show: the default one in the current language, else
    the stored one ("-" for no seat, "#n" for a seat without a name)."""
    if seat is None or not 0 <= seat < len(players):
        return "-"
    player = players[seat]
    if player.get("default_name") is True and t is not None:
        if shown_as_you(players, seat) and t.has(f"{game_key}.setup.you"):     # a solo player is "You" / "Tú"
            return t(f"{game_key}.setup.you")
        return t(f"{game_key}.setup.player", n=seat + 1)
    return player.get("name") or f"#{seat + 1}"
