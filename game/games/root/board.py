"""Map queries for Root (pure): who owns a piece, who rules a clearing, reachable
clearings for wood. The state keeps `map`: 12 dicts (index = clearing - 1) of
{"warriors": {faction: n}, "buildings": [names], "tokens": [names]}.
Owns nothing: reads map and cfg only."""
from __future__ import annotations

OWNER = {"sawmill": "marquise", "workshop": "marquise", "recruiter": "marquise",
         "wood": "marquise", "keep": "marquise",
         "base_fox": "alliance", "base_rabbit": "alliance", "base_mouse": "alliance",
         "sympathy": "alliance", "ruin": None}
FACTIONS = ("marquise", "alliance")


def other(faction: str) -> str:
    return "alliance" if faction == "marquise" else "marquise"


class BoardMixin:
    """Read-only questions about the map; needs self.map and self.cfg."""

    def cl(self, n: int) -> dict:
        return self.map[n - 1]

    def suit(self, n: int) -> str:
        return self.cfg.clearings[n]["suit"]

    def presence(self, faction: str, n: int) -> int:
        """Warriors plus buildings: what counts for rule (RT-RULE)."""
        c = self.cl(n)
        return c["warriors"][faction] + sum(1 for b in c["buildings"] if OWNER[b] == faction)

    def ruler(self, n: int) -> str | None:
        a, b = self.presence("marquise", n), self.presence("alliance", n)
        if a > b:
            return "marquise"
        if b > a:
            return "alliance"
        return None

    def rules_clearing(self, faction: str, n: int) -> bool:
        return self.ruler(n) == faction

    def pieces_of(self, faction: str, n: int) -> list:
        """Buildings and tokens of `faction` in clearing n (what hits take after warriors)."""
        c = self.cl(n)
        return [p for p in c["buildings"] + c["tokens"] if OWNER[p] == faction]

    def has_pieces(self, faction: str, n: int) -> bool:
        return self.cl(n)["warriors"][faction] > 0 or bool(self.pieces_of(faction, n))

    def free_slots(self, n: int) -> int:
        return self.cfg.clearings[n]["slots"] - len(self.cl(n)["buildings"])

    def sympathetic(self, n: int) -> bool:
        return "sympathy" in self.cl(n)["tokens"]

    def keep_clearing(self) -> int | None:
        for n in range(1, 13):
            if "keep" in self.cl(n)["tokens"]:
                return n
        return None

    def count_on_map(self, piece: str) -> int:
        return sum((c["buildings"] + c["tokens"]).count(piece) for c in self.map)

    def warriors_on_map(self, faction: str) -> int:
        return sum(c["warriors"][faction] for c in self.map)

    def bases_on_map(self) -> list:
        return [b[5:] for c in self.map for b in c["buildings"] if b.startswith("base_")]

    def wood_network(self, n: int) -> list:
        """Clearings the Marquise rules connected to n through clearings she rules
        (n included), in priority order: where a build at n may take its wood (RT-MC-BUILD)."""
        if not self.rules_clearing("marquise", n):
            return []
        seen, todo = {n}, [n]
        while todo:
            x = todo.pop()
            for y in self.cfg.adjacent[x]:
                if y not in seen and self.rules_clearing("marquise", y):
                    seen.add(y)
                    todo.append(y)
        return sorted(seen)

    def clearings_view(self) -> list:
        """`--simulate`'s final.clearings: the 12 clearings by priority number."""
        out = []
        for n in range(1, 13):
            c = self.cl(n)
            out.append({"id": n, "suit": self.suit(n), "slots": self.cfg.clearings[n]["slots"],
                        "warriors": {f: c["warriors"][f] for f in FACTIONS if c["warriors"][f]},
                        "buildings": list(c["buildings"]), "tokens": list(c["tokens"]),
                        "ruler": self.ruler(n)})
        return out
