"""The one seeded random number generator a game state carries.

PCG32 (O'Neill's permuted congruential generator, XSH-RR output) in plain integer arithmetic, so it
gives the same numbers on CPython and in Pyodide. Its whole state is two 64-bit integers; in JSON
they are written as hexadecimal strings because JavaScript numbers cannot hold 64 bits exactly.
Rules code draws every die, shuffle and deal from here and never touches the module `random`.
"""

from __future__ import annotations

from typing import Any

from .errors import CorruptState

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_DEFAULT_STREAM = 1442695040888963407


class Rng:
    __slots__ = ("state", "inc")

    def __init__(self, state: int, inc: int) -> None:
        self.state = state & _MASK64
        self.inc = (inc | 1) & _MASK64

    @classmethod
    def from_seed(cls, seed: int, stream: int = _DEFAULT_STREAM) -> Rng:
        """The standard PCG32 seeding procedure: the same seed always gives the same sequence."""
        rng = cls(0, (stream << 1) | 1)
        rng.next_u32()
        rng.state = (rng.state + (seed & _MASK64)) & _MASK64
        rng.next_u32()
        return rng

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias (rejection sampling)."""
        if not 0 < n <= 0xFFFFFFFF:
            raise ValueError(f"below() needs 0 < n < 2**32, got {n}")
        threshold = (0x100000000 - n) % n
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % n

    def choice(self, items: list) -> Any:
        """One of `items`, each as likely (a random bot's whole policy)."""
        return items[self.below(len(items))]

    def weighted(self, weights: list[float]) -> int:
        """An index drawn with the probabilities `weights` (they add up to 1; a zero is never drawn)."""
        point = self.next_u32() / 2**32
        last = 0
        for index, weight in enumerate(weights):
            if weight > 0:
                last = index
                point -= weight
                if point < 0:
                    return index
        return last

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def shuffle(self, items: list) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        return Rng(self.state, self.inc)

    def to_json(self) -> str:
        return f"{self.state:016x}:{self.inc:016x}"

    @classmethod
    def from_json(cls, text: object) -> Rng:
        if not isinstance(text, str) or text.count(":") != 1:
            raise CorruptState("the random generator's state is not two hexadecimal numbers")
        state, inc = text.split(":")
        try:
            if len(state) != 16 or len(inc) != 16:
                raise ValueError
            rng = cls(int(state, 16), int(inc, 16))
        except ValueError:
            raise CorruptState("the random generator's state is not two hexadecimal numbers") from None
        if rng.inc % 2 == 0 or rng.to_json() != text:
            raise CorruptState("the random generator's state is not valid")
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self.state, self.inc) == (other.state, other.inc)

    def __hash__(self) -> int:
        return hash((self.state, self.inc))


class NoShuffle(Rng):
    """For a bot's look-ahead that stops where new cards would be dealt: shuffling leaves the cards
    as they are, so the look-ahead never draws on chance it could not know."""

    def __init__(self) -> None:
        super().__init__(0, 1)

    def shuffle(self, items: list) -> None:
        pass
