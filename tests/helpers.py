"""Test helpers: scripted dice and positions built directly (given / when / then)."""

from __future__ import annotations

from gurkenglas.core.rng import Rng


class ScriptedDice(Rng):
    """A generator whose dice are the ones a test names, in order; anything else is an error."""

    def __init__(self, *dice: int) -> None:
        super().__init__(0, 1)
        self.dice = list(dice)

    def die(self, sides: int = 6) -> int:
        assert self.dice, "the test did not script enough dice"
        return self.dice.pop(0)

    def copy(self) -> "ScriptedDice":
        clone = ScriptedDice(*self.dice)
        return clone
