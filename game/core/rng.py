"""A tiny deterministic RNG whose whole state is one integer.

Kept in the game state so that a seed plus the action log replays a game
exactly, and so that the state stays a small JSON document.
"""

_MASK = (1 << 64) - 1


class Rng:
    def __init__(self, seed: int):
        self.state = seed & _MASK

    def next64(self) -> int:
        # splitmix64: fast, good enough statistics for shuffling cards.
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        return self.next64() % n

    def choice(self, seq):
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]
