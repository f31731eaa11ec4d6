"""Strict readers for positions loaded from JSON: anything unexpected is a corrupt state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import CorruptState


def obj(value: Any, what: str) -> Mapping:
    if not isinstance(value, Mapping):
        raise CorruptState(f"{what} must be an object")
    return value


def integer(data: Mapping, key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if type(value) is not int or not lo <= value <= hi:
        raise CorruptState(f"{key!r} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


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
