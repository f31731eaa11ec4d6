"""Strict readers for what comes in as JSON: anything unexpected is refused.

Two families over the same checks: the value readers name what they read (`subject`, the start of
the message) and the error to raise, so a saved position (CorruptState) and an imported data file
(its own BadOptions) are read alike; the key readers read one key of a saved position's object and
raise CorruptState.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from .errors import CorruptState, GameError


# --- values ------------------------------------------------------------------------------------------
def an_object(value: Any, subject: str, error: type[GameError] = CorruptState, keys: Collection[str] = ()) -> Mapping:
    """`value` if it is an object holding at least `keys`."""
    if not isinstance(value, Mapping):
        raise error(f"{subject} must be an object")
    for key in keys:
        if key not in value:
            raise error(f"{subject} the field {key!r} is missing")
    return value


def whole_number(value: Any, subject: str, lo: int, hi: int, error: type[GameError] = CorruptState) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise error(f"{subject} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def list_of_size(value: Any, subject: str, low: int, high: int, error: type[GameError] = CorruptState) -> list:
    if not isinstance(value, list) or not low <= len(value) <= high:
        raise error(f"{subject} must be a list of {low} to {high} entries")
    return value


def one_of(value: Any, subject: str, allowed: Collection[Any], error: type[GameError] = CorruptState) -> Any:
    """`value` if it is a text or a whole number among `allowed`."""
    if type(value) not in (str, int) or value not in allowed:
        raise error(f"{subject} {value!r} is not one of {sorted(allowed)}")
    return value


# --- keys of a saved position ------------------------------------------------------------------------
def obj(value: Any, what: str) -> Mapping:
    return an_object(value, what)


def integer(data: Mapping, key: str, lo: int, hi: int) -> int:
    return whole_number(data.get(key), repr(key), lo, hi)


def optional_integer(data: Mapping, key: str, lo: int, hi: int) -> int | None:
    if data.get(key) is None:
        return None
    return integer(data, key, lo, hi)


def boolean(data: Mapping, key: str) -> bool:
    value = data.get(key)
    if type(value) is not bool:
        raise CorruptState(f"{key!r} must be true or false, not {value!r}")
    return value


def array(data: Mapping, key: str, length: int | None = None) -> list:
    value = data.get(key)
    if not isinstance(value, list) or (length is not None and len(value) != length):
        size = "" if length is None else f" of {length}"
        raise CorruptState(f"{key!r} must be a list{size}")
    return value


def int_list(data: Mapping, key: str, lo: int, hi: int, length: int | None = None) -> list[int]:
    values = array(data, key, length)
    for v in values:
        if type(v) is not int or not lo <= v <= hi:
            raise CorruptState(f"{key!r} holds {v!r}, not a whole number from {lo} to {hi}")
    return list(values)
