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

    def copy(self) -> ScriptedDice:
        clone = ScriptedDice(*self.dice)
        return clone


def json_paths(value, prefix=(), limit=None):
    """Every path (a tuple of keys and indexes) into a JSON value, the value itself first; `limit`
    caps how many entries of each list are followed."""
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from json_paths(inner, prefix + (key,), limit)
    elif isinstance(value, list):
        for index, inner in enumerate(value[:limit]):
            yield from json_paths(inner, prefix + (index,), limit)
