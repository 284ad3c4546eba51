"""Fire Tower solo variants (FT-SOLO-VARIANTS): Ancient Oaks and Lightning. A mixin of
FireTowerState, part of the solo mode (rules_solo.py); pure, no pygame."""
from __future__ import annotations


class SoloVariantsMixin:
    # ======================================================== Ancient Oaks
    def _solo_all_done(self) -> bool:
        solo = self.solo
        return all(c in self.burned for c in solo["enemies"]) and \
            all(o in solo["oaks_burned"] for o in solo["oaks"])

    def _roll_oak(self, events):
        """The wind die names the Oak to burn next (re-rolled for Oaks burned or not out)."""
        solo = self.solo
        left = [o for o in solo["oaks"] if o not in solo["oaks_burned"]]
        if not left:
            solo["oak_next"] = None
            return
        rolls = []
        while True:
            face = self._roll("wind", self.cfg.wind_die)
            rolls.append(face)
            if face in left:
                break
        solo["oak_next"] = rolls[-1]
        events.append({"type": "oak_target", "side": rolls[-1], "rolls": rolls})

    # _burn_oak: rules_variants.py (shared with the 5-player Oaks). When an Oak burns, the
    # hawks on its lower squares trigger and carry their gems (FT-SOLO-OAKS), then the
    # wrong-Oak loss, the win and the next Oak's roll are checked as before.

    # ========================================================= Lightning
    # FT-SOLO-LIGHTNING: the tokens, their moves and strikes are the multiplayer ones
    # (rules_seasons.py, one implementation): solo keeps its start squares (solo.yaml) in
    # solo["lightning"], tokens move only inside your quadrant, and strike at the end of
    # every round ({"t": "lightning_strike"}).
