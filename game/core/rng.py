"""A small seeded random generator whose whole state is one integer (cheap to clone and save)."""

from __future__ import annotations

import os

_MASK = (1 << 64) - 1


def fresh_seed() -> int:
    """A new game's seed: from the operating system, so every game starts differently."""
    return int.from_bytes(os.urandom(4), "little")


class Rng:
    """SplitMix64. Same seed, same sequence, on every machine and Python version."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def clone(self) -> Rng:
        return Rng(self.state)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n); n must be positive."""
        if n <= 0:
            raise ValueError(f"randrange needs a positive bound, got {n}")
        return self.next_u64() % n

    def random(self) -> float:
        """A uniform float in [0, 1)."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.next_u64() % len(items)]

    def shuffle(self, items: list) -> None:
        """Shuffles a list in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.next_u64() % (i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one and a salt; this one is unchanged."""
        return Rng((self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK).spun()

    def spun(self) -> Rng:
        self.next_u64()
        return self
