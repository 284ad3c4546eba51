"""The sprites Root's board screen draws with (no pygame here: the start-up data check
reads this list)."""
from __future__ import annotations


def board_sprites() -> list[str]:
    """Every sprite the board screen loads (sprites/root/...): the data check reads them at
    start and tests/ui/test_damaged_files_app.py checks that the screens load nothing else."""
    names = [f"suit_{s}" for s in ("fox", "rabbit", "mouse", "bird")]
    names += [f"warrior_{f}" for f in ("marquise", "alliance")] + [f"vp_marker_{f}" for f in ("marquise", "alliance")]
    names += ["sawmill", "workshop", "recruiter", "base_fox", "base_rabbit", "base_mouse", "ruin",
              "wood", "keep", "sympathy"]
    names += [f"die_{n}" for n in range(4)] + [f"card_{s}" for s in ("fox", "rabbit", "mouse", "bird")]
    names += [f"item_{i}" for i in ("bag", "boots", "crossbow", "hammer", "sword", "tea", "coins")]   # card glyphs
    return [f"root/{n}.png" for n in names]
