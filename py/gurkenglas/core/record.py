"""A position kept as a record: the fields a save holds, written, copied and read back the same way
in every game.

A game's record class (its base.py) names its saved fields once (`FIELDS`), and what it was made
with but does not save (the options, a board, switches read from the options) once (`SHARED`: a
copy shares them). Writing a record is its fields (`write_field`); copying it copies each field as
deep as the rules change it in place (`copy_field`); reading one checks every field strictly
through the game's own readers (`read_fields`, built on core/fields.py), in the order of `FIELDS`,
so a damaged save is refused with the message it always had. How the fields fit together is the
position's `check`, run once where a state comes in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Self

from . import fields
from .engine import Position

Reader = Callable[[Mapping[str, Any], dict[str, Any]], Any]
"""Reads one field from a saved position's object, given the fields read before it (a bound may
depend on them), raising CorruptState on anything unexpected."""


class Record(Position):
    """A position whose saved form is exactly its `FIELDS`, each a plain JSON value."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    """The attributes a save holds, in the order they are read."""
    SHARED: ClassVar[tuple[str, ...]] = ()
    """The attributes that are not saved (made from the options): a copy shares them."""

    def set_fields(self, values: Mapping[str, Any]) -> None:
        for name in self.FIELDS:
            setattr(self, name, values[name])

    def copy(self) -> Self:
        twin = object.__new__(type(self))
        for name in self.SHARED:
            setattr(twin, name, getattr(self, name))
        for name in self.FIELDS:
            setattr(twin, name, self.copy_field(name, getattr(self, name)))
        return twin

    def copy_field(self, name: str, value: Any) -> Any:
        """A field's value for a copy. A list is copied (the rules append and assign to lists);
        what lies in it is shared, unless a game copies deeper what its rules change in place."""
        return list(value) if isinstance(value, list) else value

    def to_json(self) -> dict[str, Any]:
        return {name: self.write_field(name, getattr(self, name)) for name in self.FIELDS}

    def write_field(self, name: str, value: Any) -> Any:
        """A field's value as the save holds it: the value itself, unless a game keeps it in an
        object of its own."""
        return value

    @classmethod
    def read_fields(cls, data: Any, readers: Mapping[str, Reader]) -> dict[str, Any]:
        """Every field of a saved position, each read by its reader (one for every name in FIELDS)."""
        data = fields.obj(data, "position")
        values: dict[str, Any] = {}
        for name in cls.FIELDS:
            values[name] = readers[name](data, values)
        return values
