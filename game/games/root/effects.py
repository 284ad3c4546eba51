"""The small vocabulary of card hooks Root's deck names (data/root/cards.yaml).

A card's effect is data: `hook: {when, effect, role, discard, once, enemy_vp, suit}`.
This module only knows the names and checks them; the engine (rules*.py) asks
`hooks(cfg, cards, when)` which crafted cards answer a moment, and runs the named
effect. No function per card."""
from __future__ import annotations

from game.core.data import DataError

WHEN = ("birdsong_start", "birdsong", "daylight_start", "daylight", "evening_start",
        "battle", "immediate")
EFFECTS = {
    # effect name: the moments it may hang on
    "draw_each": ("birdsong_start",),            # Better Burrow Bank
    "score_ruled": ("birdsong",),                # Royal Claim
    "steal_card": ("birdsong",),                 # Stand and Deliver!
    "battle": ("daylight_start",),               # Command Warren
    "warrior_for_card": ("daylight",),           # Tax Collector
    "look_hand": ("daylight",),                  # Codebreakers
    "move": ("evening_start",),                  # Cobbler
    "ignore_rolled_hits": ("battle",),           # Armorers
    "extra_hit": ("battle",),                    # Sappers, Brutal Tactics
    "ambush_immunity": ("battle",),              # Scouting Party
    "clear_suit": ("immediate",),                # the Favors
}
ROLES = ("attacker", "defender", "any")
# A phase or battle hook is offered as an action named by its card's name
# (("royal_claim",), ("tax_collector", c), ("sappers", card)...); immediate hooks (the
# Favors) resolve when crafted; draw_each, battle and move fire at the start of a phase.


def check_hook(node, suits) -> dict:
    """A card's hook as a plain dict, or DataError naming the file and key."""
    when = node["when"].str(WHEN)
    effect = node["effect"].str(tuple(EFFECTS))
    if when not in EFFECTS[effect]:
        raise DataError(node.file, node["when"].path,
                        "one of " + ", ".join(EFFECTS[effect]) + f" for {effect}", when)
    hook = {"when": when, "effect": effect,
            "role": node.get("role", "any").str(ROLES),
            "discard": node.get("discard", False).bool(),
            "once": node.get("once", False).bool(),
            "enemy_vp": node.get("enemy_vp", 0).int(0, 5),
            "suit": None}
    if effect == "clear_suit":
        hook["suit"] = node["suit"].str(suits)
    return hook


def crafted_with(cfg, crafted: list, effect: str) -> list:
    """The crafted (persistent) card instances whose hook is `effect`, in play order."""
    return [c for c in crafted if (cfg.cards[c]["hook"] or {}).get("effect") == effect]
