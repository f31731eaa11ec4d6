"""The card data of Stamp Swap: every number the seed does not print, in one JSON file.

The base game's cards are not public, so `card_data.json` is our own approximation: the tile mix,
the contest and attendee cards, Pinzetta's three albums, her eight decision cards, four scoring
cards and ten event cards, the day multipliers and the majority points. A player who owns the game
may import a replacement file with the same structure; `check_data` validates it and names the first
problem with its path, so nothing half-read ever reaches the rules.

An imported file travels in the game's options (the `card_data` option), so a saved game replays
with the data it was started with.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from ...core.errors import BadOptions

FORMAT = "gurkenglas-stamp-swap-cards"
KINDS = ("normal", "faded", "cancelled", "rare")
CATEGORIES = ("colour", "theme", "size", "cancelled", "finale")
FINALE_GOALS = ("rows", "colours", "themes")
EFFECTS = {"specialist": ("per_colour", "per_theme", "per_cancelled", "restorer", "scout"),
           "exhibitor": ("per_colour", "per_theme", "per_rare")}
INSTRUCTIONS = ("none", "generous", "forever_you", "forever_pinzetta")
ALBUM_FIELDS = 7
"""Pinzetta's album fields, left to right and top to bottom: her sought sizes, her second sizes,
values 2–3, other sizes, attendee cards, forever stamps, rare stamps."""
MAX_BYTES = 200_000


class DataError(BadOptions):
    """A card-data file that cannot be used; the message names where the problem is."""


class CardData:
    """The checked card data, with the look-ups the rules need."""

    __slots__ = ("raw", "tiles", "contests", "attendees", "albums")

    def __init__(self, raw: dict) -> None:
        self.raw = raw
        self.tiles = {tile["id"]: tile for tile in raw["tiles"]}
        self.contests = {card["number"]: card for card in raw["contests"]}
        self.attendees = {card["number"]: card for card in raw["attendees"]}
        self.albums = {album["number"]: album for album in raw["albums"]}

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    @property
    def grid(self) -> int:
        return self.raw["grid"]

    def shape(self, size: str) -> tuple[int, int]:
        width, height = self.raw["sizes"][size]
        return width, height


@lru_cache(maxsize=1)
def builtin_raw() -> dict:
    return json.loads((Path(__file__).parent / "card_data.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def builtin() -> CardData:
    return CardData(check_data(builtin_raw()))


_CHECKED: dict[str, CardData] = {}


def card_data(raw: Any) -> CardData:
    """The data a game was started with: the built-in file (None) or a checked replacement."""
    if raw is None:
        return builtin()
    key = json.dumps(raw, sort_keys=True)
    if key not in _CHECKED:
        if len(_CHECKED) > 8:
            _CHECKED.clear()
        _CHECKED[key] = CardData(check_data(raw))
    return _CHECKED[key]


# --- validation ------------------------------------------------------------------------------------

def _fail(path: str, problem: str) -> None:
    raise DataError(f"card data, {path}: {problem}")


def _obj(value: Any, path: str, keys: tuple[str, ...]) -> dict:
    if not isinstance(value, dict):
        _fail(path, "must be an object")
    for key in keys:
        if key not in value:
            _fail(path, f"the field {key!r} is missing")
    return value


def _int(value: Any, path: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        _fail(path, f"must be a whole number from {low} to {high}, not {value!r}")
    return value


def _list(value: Any, path: str, low: int, high: int) -> list:
    if not isinstance(value, list) or not low <= len(value) <= high:
        _fail(path, f"must be a list of {low} to {high} entries")
    return value


def _one_of(value: Any, path: str, allowed) -> Any:
    if type(value) not in (str, int) or value not in allowed:
        _fail(path, f"{value!r} is not one of {sorted(allowed)}")
    return value


def check_data(raw: Any) -> dict:
    """Check a card-data file (already parsed JSON) and return it unchanged, or raise DataError."""
    if not isinstance(raw, dict):
        raise DataError("card data must be a JSON object")
    if len(json.dumps(raw)) > MAX_BYTES:
        raise DataError(f"card data is larger than {MAX_BYTES // 1000} kB")
    _obj(raw, "the file", ("format", "version", "grid", "sizes", "double_sizes", "colours", "themes", "tiles",
                           "forever_stamps", "tickets", "contests", "day_contests", "final_contest", "attendees",
                           "solo_removed_attendees", "albums", "decision_cards", "scoring_cards", "day_multipliers",
                           "majority_points", "imaginary_forever", "final_adjustment", "intro_points", "events"))
    if raw["format"] != FORMAT:
        _fail("format", f"must be {FORMAT!r}")
    _int(raw["version"], "version", 1, 1)
    grid = _int(raw["grid"], "grid", 4, 20)
    sizes = _obj(raw["sizes"], "sizes", ())
    if not sizes:
        _fail("sizes", "needs at least one size")
    for name, shape in sizes.items():
        _list(shape, f"sizes.{name}", 2, 2)
        for k, side in enumerate(shape):
            _int(side, f"sizes.{name}[{k}]", 1, grid)
    for k, name in enumerate(_list(raw["double_sizes"], "double_sizes", 0, len(sizes))):
        _one_of(name, f"double_sizes[{k}]", sizes)
    colours = _names(raw["colours"], "colours")
    themes = _names(raw["themes"], "themes")
    _check_tiles(raw["tiles"], sizes, colours, themes)
    _int(raw["forever_stamps"], "forever_stamps", 0, 99)
    _int(raw["tickets"], "tickets", 0, 9)
    numbers = _check_contests(raw["contests"], sizes, colours, themes)
    days = _list(raw["day_contests"], "day_contests", 1, 9)
    for d, categories in enumerate(days):
        for k, category in enumerate(_list(categories, f"day_contests[{d}]", 1, 5)):
            if not any(numbers[c] for c in [_one_of(category, f"day_contests[{d}][{k}]", CATEGORIES)]):
                _fail(f"day_contests[{d}][{k}]", f"there is no contest card of category {category!r}")
    if not numbers[_one_of(raw["final_contest"], "final_contest", CATEGORIES)]:
        _fail("final_contest", "there is no contest card of that category")
    _check_attendees(raw["attendees"], colours, themes, raw["solo_removed_attendees"])
    _check_albums(raw["albums"], sizes, numbers["colour"])
    for k, card in enumerate(_list(raw["decision_cards"], "decision_cards", 2, 40)):
        _obj(card, f"decision_cards[{k}]", ("crossed_out", "album"))
        _int(card["crossed_out"], f"decision_cards[{k}].crossed_out", 0, 9)
        for f, points in enumerate(_list(card["album"], f"decision_cards[{k}].album", ALBUM_FIELDS, ALBUM_FIELDS)):
            _int(points, f"decision_cards[{k}].album[{f}]", -20, 50)
    day_numbers = sorted({c for categories in days for category in categories for c in numbers[category]})
    _check_scoring_cards(raw["scoring_cards"], day_numbers, len(days))
    for d, factor in enumerate(_list(raw["day_multipliers"], "day_multipliers", len(days), len(days))):
        _int(factor, f"day_multipliers[{d}]", 0, 20)
    for k, points in enumerate(_list(raw["majority_points"], "majority_points", 3, 3)):
        _int(points, f"majority_points[{k}]", 0, 100)
    _int(raw["imaginary_forever"], "imaginary_forever", 0, 99)
    for k, points in enumerate(_list(raw["final_adjustment"], "final_adjustment", 3, 3)):
        _int(points, f"final_adjustment[{k}]", -200, 200)
    for k, points in enumerate(_list(raw["intro_points"], "intro_points", 3, 3)):
        _int(points, f"intro_points[{k}]", 0, 999)
    _check_events(raw["events"], sizes, 2 * len(days))
    return raw


def _names(value: Any, path: str) -> list[str]:
    names = _list(value, path, 1, 12)
    for k, name in enumerate(names):
        if not isinstance(name, str) or not name.isidentifier():
            _fail(f"{path}[{k}]", "must be a short name such as \"red\"")
    if len(set(names)) != len(names):
        _fail(path, "names repeat")
    return names


def _check_tiles(tiles: Any, sizes: dict, colours: list, themes: list) -> None:
    seen = set()
    for k, tile in enumerate(_list(tiles, "tiles", 1, 400)):
        path = f"tiles[{k}]"
        _obj(tile, path, ("id", "size", "colour", "theme", "value", "kind"))
        if not isinstance(tile["id"], str) or not tile["id"].startswith("t") or not tile["id"][1:].isdigit():
            _fail(f"{path}.id", "must look like \"t12\"")
        if tile["id"] in seen:
            _fail(f"{path}.id", f"{tile['id']} appears twice")
        seen.add(tile["id"])
        _one_of(tile["size"], f"{path}.size", sizes)
        _one_of(tile["colour"], f"{path}.colour", colours)
        _one_of(tile["theme"], f"{path}.theme", themes)
        kind = _one_of(tile["kind"], f"{path}.kind", KINDS)
        value = _int(tile["value"], f"{path}.value", -9, 20)
        if kind == "faded" and value >= 0 or kind == "cancelled" and value != 0 or kind == "normal" and value <= 0:
            _fail(f"{path}.value", f"a {kind} stamp cannot be worth {value}")


def _check_contests(contests: Any, sizes: dict, colours: list, themes: list) -> dict:
    numbers: dict[str, list[int]] = {category: [] for category in CATEGORIES}
    for k, card in enumerate(_list(contests, "contests", 1, 60)):
        path = f"contests[{k}]"
        _obj(card, path, ("number", "category", "points"))
        number = _int(card["number"], f"{path}.number", 1, 99)
        if any(number in seen for seen in numbers.values()):
            _fail(f"{path}.number", f"{number} appears twice")
        category = _one_of(card["category"], f"{path}.category", CATEGORIES)
        _int(card["points"], f"{path}.points", 0, 50)
        if category == "colour":
            _one_of(_obj(card, path, ("colour",))["colour"], f"{path}.colour", colours)
        elif category == "theme":
            _one_of(_obj(card, path, ("theme",))["theme"], f"{path}.theme", themes)
        elif category == "size":
            for s, size in enumerate(_list(_obj(card, path, ("sizes",))["sizes"], f"{path}.sizes", 1, 20)):
                _one_of(size, f"{path}.sizes[{s}]", sizes)
        elif category == "finale":
            _one_of(_obj(card, path, ("goal",))["goal"], f"{path}.goal", FINALE_GOALS)
        numbers[category].append(number)
    return numbers


def _check_attendees(attendees: Any, colours: list, themes: list, removed: Any) -> None:
    numbers = set()
    for k, card in enumerate(_list(attendees, "attendees", 1, 60)):
        path = f"attendees[{k}]"
        _obj(card, path, ("number", "role", "effect"))
        number = _int(card["number"], f"{path}.number", 1, 99)
        if number in numbers:
            _fail(f"{path}.number", f"{number} appears twice")
        numbers.add(number)
        role = _one_of(card["role"], f"{path}.role", EFFECTS)
        effect = _one_of(card["effect"], f"{path}.effect", EFFECTS[role])
        if effect.startswith("per_"):
            _int(_obj(card, path, ("points",))["points"], f"{path}.points", 0, 20)
        if effect == "per_colour":
            _one_of(_obj(card, path, ("colour",))["colour"], f"{path}.colour", colours)
        if effect == "per_theme":
            _one_of(_obj(card, path, ("theme",))["theme"], f"{path}.theme", themes)
    for k, number in enumerate(_list(removed, "solo_removed_attendees", 0, len(numbers))):
        _one_of(number, f"solo_removed_attendees[{k}]", numbers)


def _check_albums(albums: Any, sizes: dict, colour_numbers: list[int]) -> None:
    for k, album in enumerate(_list(albums, "albums", 1, 20)):
        path = f"albums[{k}]"
        _obj(album, path, ("number", "fields"))
        _int(album["number"], f"{path}.number", 1, 99)
        fields = _list(album["fields"], f"{path}.fields", 2, 2)
        for f, field_sizes in enumerate(fields):
            for s, size in enumerate(_list(field_sizes, f"{path}.fields[{f}]", 1, 20)):
                _one_of(size, f"{path}.fields[{f}][{s}]", sizes)
        if set(fields[0]) & set(fields[1]):
            _fail(f"{path}.fields", "a size may stand in one field only")
    for number in colour_numbers:
        if not any(album["number"] == number for album in albums):
            _fail("albums", f"colour contest card {number} chooses Pinzetta's album, but there is no album {number}")


def _check_scoring_cards(cards: Any, day_numbers: list[int], days: int) -> None:
    for k, card in enumerate(_list(cards, "scoring_cards", days, 40)):
        path = f"scoring_cards[{k}]"
        rows = _obj(_obj(card, path, ("rows",))["rows"], f"{path}.rows", tuple(str(n) for n in day_numbers))
        for number, row in rows.items():
            for level, points in enumerate(_list(row, f"{path}.rows.{number}", 3, 3)):
                _int(points, f"{path}.rows.{number}[{level}]", 0, 99)


def _check_events(events: Any, sizes: dict, needed: int) -> None:
    for k, card in enumerate(_list(events, "events", needed, 60)):
        path = f"events[{k}]"
        _obj(card, path, ("pinzetta", "you", "instruction"))
        offers = _obj(card["pinzetta"], f"{path}.pinzetta", ("big", "small"))
        big = _items(offers["big"], f"{path}.pinzetta.big", sizes)
        small = _items(offers["small"], f"{path}.pinzetta.small", sizes)
        if big != small + 1:
            _fail(f"{path}.pinzetta", "the big offer must hold exactly one item more than the small one")
        if _items(card["you"], f"{path}.you", sizes) % 2:
            _fail(f"{path}.you", "your haul needs an even number of items (one reserved, the rest split 1 apart)")
        _one_of(card["instruction"], f"{path}.instruction", INSTRUCTIONS)


def _items(items: Any, path: str, sizes: dict) -> int:
    for k, item in enumerate(_list(items, path, 1, 12)):
        where = f"{path}[{k}]"
        if not isinstance(item, dict) or len(item) == 0:
            _fail(where, "must be an object such as {\"stamp\": \"2x2\", \"face_down\": false}")
        if "stamp" in item:
            _one_of(item["stamp"], f"{where}.stamp", sizes)
            if type(item.get("face_down", False)) is not bool:
                _fail(f"{where}.face_down", "must be true or false")
        elif item not in ({"attendee": True}, {"forever": True}):
            _fail(where, "must be a stamp, {\"attendee\": true} or {\"forever\": true}")
    return len(items)
