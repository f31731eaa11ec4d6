"""The card data of Stamp Swap: every number the seed does not print, in one JSON file.

The base game's cards are not public, so `card_data.json` is our own approximation: the tile mix,
the contest and attendee cards, Pinzetta's three albums, her eight decision cards, four scoring
cards and ten event cards, the day multipliers and the majority points. A player who owns the game
may import a replacement file with the same structure; `check_data` validates it field by field and
names the first problem with its path, so nothing half-read ever reaches the rules.

Version 2 of the format (this one) is laid out so that a real box can be typed in:
- ``tiles``: one entry per tile, its ``size`` the room it takes in the album; ``"double": true``
  marks a tile that shows two stamps (a 4×2 tile of two 2×2 stamps), which counts twice for you and
  goes by the size of its stamps for contests and Pinzetta's album. A tile without the mark is one
  stamp, so single 2×4 and 4×2 stamps exist beside the double tiles.
- ``contests``: the cards of the five categories; the board holds one of each.
- ``albums``: each album's whole layout, field by field in the order of the decision cards' points:
  ``{"holds": "sizes", "sizes": [...]}`` (the first field: the sizes she seeks), ``{"holds":
  "values", "values": [2, 3]}``, ``{"holds": "other_sizes"}``, ``{"holds": "attendees"}``,
  ``{"holds": "forever"}``, ``{"holds": "rares"}``; an optional ``caption`` such as "large squares".
- ``scoring_cards``: each with its ``category`` and one row per contest card of that category.
- ``day_multipliers``: one per day, so also the number of days.
A file of version 1 (a fixed contest per day, two size lists per album, ``double_sizes``) is
refused at ``version`` with what changed; nothing in it is guessed.

An imported file travels in the game's options (the `card_data` option), so a saved game replays
with the data it was started with.
"""

from __future__ import annotations

import json
import pkgutil
from collections.abc import Collection
from functools import lru_cache
from typing import Any, NoReturn

from ...core import fields
from ...core.errors import BadOptions

FORMAT = "gurkenglas-stamp-swap-cards"
VERSION = 2
KINDS = ("normal", "faded", "cancelled", "rare")
CATEGORIES = ("colour", "theme", "size", "cancelled", "finale")
SHOW_CATEGORIES = CATEGORIES[:4]
"""The contests a show ticket may go on; the finale is scored at the final show, ticket or not."""
FINALE_GOALS = ("rows", "colours", "themes")
EFFECTS = {"specialist": ("per_colour", "per_theme", "per_cancelled", "restorer", "scout"),
           "exhibitor": ("per_colour", "per_theme", "per_rare")}
INSTRUCTIONS = ("none", "generous", "forever_you", "forever_pinzetta")
FIELD_KINDS = ("sizes", "values", "other_sizes", "attendees", "forever", "rares")
"""What a field of Pinzetta's album holds: stamps of the listed sizes, stamps worth one of the listed
values (overlapping the size fields), stamps of every other size, attendee cards, forever stamps,
rare stamps of any size. Each album's first field holds sizes: the sizes she seeks."""
ONCE_FIELDS = ("other_sizes", "attendees", "forever", "rares")
OLD_FIELDS = ("day_contests", "final_contest", "double_sizes")
MAX_BYTES = 200_000


class DataError(BadOptions):
    """A card-data file that cannot be used; the message names where the problem is."""


class CardData:
    """The checked card data, with the look-ups the rules need.

    `tiles` holds a copy of every tile with three derived fields: ``double`` (a tile showing two
    stamps), ``stamps`` (1 or 2: how often it counts for you) and ``stamp_size`` (the size of each
    stamp it shows, which contests and Pinzetta's album fields go by: a double 4×2 tile shows two
    2×2 stamps). The raw file is never changed: it travels in the game's options."""

    __slots__ = ("raw", "tiles", "contests", "attendees", "albums", "by_category")

    def __init__(self, raw: dict) -> None:
        self.raw = raw
        self.tiles = {tile["id"]: _tile(tile, raw["sizes"]) for tile in raw["tiles"]}
        self.contests = {card["number"]: card for card in raw["contests"]}
        self.attendees = {card["number"]: card for card in raw["attendees"]}
        self.albums = {album["number"]: album for album in raw["albums"]}
        self.by_category = {category: [c["number"] for c in raw["contests"] if c["category"] == category]
                            for category in CATEGORIES}

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    @property
    def grid(self) -> int:
        return self.raw["grid"]

    @property
    def days(self) -> int:
        """One day per multiplier: Friday, Saturday, Sunday in the box."""
        return len(self.raw["day_multipliers"])

    def shape(self, size: str) -> tuple[int, int]:
        width, height = self.raw["sizes"][size]
        return width, height

    def fields(self, album: int) -> list[dict]:
        return self.albums[album]["fields"]

    def sought(self, album: int) -> list[str]:
        """The sizes shown top left in Pinzetta's album: those of its first field."""
        return self.albums[album]["fields"][0]["sizes"]


def half_size(size: str, sizes: dict) -> str | None:
    """The size of each stamp on a double tile of `size`: the tile cut in two across its longer side
    (4×2 gives 2×2). None if that is no size of the data, or the tile is square."""
    width, height = sizes[size]
    if width == height or max(width, height) % 2:
        return None
    half = [width // 2, height] if width > height else [width, height // 2]
    return next((name for name, shape in sizes.items() if list(shape) == half), None)


def _tile(tile: dict, sizes: dict) -> dict:
    double = tile.get("double", False) is True
    return {**tile, "double": double, "stamps": 2 if double else 1,
            "stamp_size": half_size(tile["size"], sizes) if double else tile["size"]}


@lru_cache(maxsize=1)
def builtin_raw() -> dict:
    # Through the package's loader: the file is in site-packages, or inside the zip the page runs.
    raw = pkgutil.get_data(__package__, "card_data.json")
    assert raw is not None, "the package's loader reads no files"
    return json.loads(raw.decode("utf-8"))


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

# The strict readers are core's (core/fields.py); a data file's problems name the place in the file.
def _at(path: str) -> str:
    return f"card data, {path}:"


def _fail(path: str, problem: str) -> NoReturn:
    raise DataError(f"{_at(path)} {problem}")


def _obj(value: Any, path: str, keys: tuple[str, ...]) -> dict:
    fields.an_object(value, _at(path), DataError, keys)
    return value


def _int(value: Any, path: str, low: int, high: int) -> int:
    return fields.whole_number(value, _at(path), low, high, DataError)


def _list(value: Any, path: str, low: int, high: int) -> list:
    return fields.list_of_size(value, _at(path), low, high, DataError)


def _one_of(value: Any, path: str, allowed: Collection[Any]) -> Any:
    return fields.one_of(value, _at(path), allowed, DataError)


def check_data(raw: Any) -> dict:
    """Check a card-data file (already parsed JSON) and return it unchanged, or raise DataError."""
    if not isinstance(raw, dict):
        raise DataError("card data must be a JSON object")
    if len(json.dumps(raw)) > MAX_BYTES:
        raise DataError(f"card data is larger than {MAX_BYTES // 1000} kB")
    _obj(raw, "the file", ("format", "version"))
    if raw["format"] != FORMAT:
        _fail("format", f"must be {FORMAT!r}")
    if raw["version"] == 1:
        _fail("version", "this file is made for version 1 of the card data (a fixed contest each day, albums "
                         "with two size lists, double tiles by size); this app reads version 2, with every contest "
                         "category on the board, a category on each scoring card, the whole album layout and a "
                         "\"double\" mark on each double tile. Download the built-in file in the setup screen and "
                         "carry your numbers over")
    if raw["version"] != VERSION:
        _fail("version", f"this app reads version {VERSION} of the card data, not {raw['version']!r}")
    for old in OLD_FIELDS:
        if old in raw:
            _fail(old, "belongs to version 1 of the card data; version 2 has no such field")
    _obj(raw, "the file", ("grid", "sizes", "colours", "themes", "tiles", "forever_stamps", "tickets", "contests",
                           "attendees", "solo_removed_attendees", "albums", "decision_cards", "scoring_cards",
                           "day_multipliers", "majority_points", "imaginary_forever", "final_adjustment",
                           "intro_points", "events"))
    if "name" in raw and (not isinstance(raw["name"], str) or len(raw["name"]) > 80):
        _fail("name", "must be a text of at most 80 characters")
    grid = _int(raw["grid"], "grid", 4, 20)
    sizes = _obj(raw["sizes"], "sizes", ())
    if not sizes:
        _fail("sizes", "needs at least one size")
    shapes: dict[tuple, str] = {}
    for name, shape in sizes.items():
        _list(shape, f"sizes.{name}", 2, 2)
        for k, side in enumerate(shape):
            _int(side, f"sizes.{name}[{k}]", 1, grid)
        if tuple(shape) in shapes:
            _fail(f"sizes.{name}", f"has the same shape as sizes.{shapes[tuple(shape)]}")
        shapes[tuple(shape)] = name
    colours = _names(raw["colours"], "colours")
    themes = _names(raw["themes"], "themes")
    _check_tiles(raw["tiles"], sizes, colours, themes)
    _int(raw["forever_stamps"], "forever_stamps", 0, 99)
    _int(raw["tickets"], "tickets", 0, len(SHOW_CATEGORIES))
    numbers = _check_contests(raw["contests"], sizes, colours, themes)
    _check_attendees(raw["attendees"], colours, themes, raw["solo_removed_attendees"])
    fields = _check_albums(raw["albums"], sizes, numbers["colour"])
    for k, card in enumerate(_list(raw["decision_cards"], "decision_cards", 2, 40)):
        _obj(card, f"decision_cards[{k}]", ("crossed_out", "album"))
        _int(card["crossed_out"], f"decision_cards[{k}].crossed_out", 0, 9)
        for f, points in enumerate(_list(card["album"], f"decision_cards[{k}].album", fields, fields)):
            _int(points, f"decision_cards[{k}].album[{f}]", -20, 50)
    days = _list(raw["day_multipliers"], "day_multipliers", 1, 9)
    for d, factor in enumerate(days):
        _int(factor, f"day_multipliers[{d}]", 0, 20)
    _check_scoring_cards(raw["scoring_cards"], numbers, len(days))
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
        if ((kind == "faded" and value >= 0) or (kind == "cancelled" and value != 0)
                or (kind == "normal" and value <= 0)):
            _fail(f"{path}.value", f"a {kind} stamp cannot be worth {value}")
        if "double" in tile:
            if type(tile["double"]) is not bool:
                _fail(f"{path}.double", "must be true (a tile showing two stamps) or false")
            if tile["double"] and half_size(tile["size"], sizes) is None:
                _fail(f"{path}.double", f"a {tile['size']} tile cannot be cut across its longer side into two "
                                        "stamps of a size listed in 'sizes'")


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
    for category in CATEGORIES:
        if not numbers[category]:
            _fail("contests", f"the board holds a contest card of every category, but there is none of {category!r}")
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


def _check_albums(albums: Any, sizes: dict, colour_numbers: list[int]) -> int:
    """Check Pinzetta's albums; return how many fields each has (the decision cards' points match them)."""
    count = None
    numbers = set()
    for k, album in enumerate(_list(albums, "albums", 1, 20)):
        path = f"albums[{k}]"
        _obj(album, path, ("number", "fields"))
        number = _int(album["number"], f"{path}.number", 1, 99)
        if number in numbers:
            _fail(f"{path}.number", f"{number} appears twice")
        numbers.add(number)
        if "caption" in album and (not isinstance(album["caption"], str) or len(album["caption"]) > 40):
            _fail(f"{path}.caption", "must be a text of at most 40 characters")
        fields = _list(album["fields"], f"{path}.fields", len(ONCE_FIELDS) + 1, 12)
        if count is not None and len(fields) != count:
            _fail(f"{path}.fields", f"every album needs as many fields as the first ({count}): one decision card "
                                    "scores them all")
        count = len(fields)
        placed: dict[str, int] = {}
        kinds = []
        for f, field in enumerate(fields):
            where = f"{path}.fields[{f}]"
            kind = _one_of(_obj(field, where, ("holds",))["holds"], f"{where}.holds", FIELD_KINDS)
            kinds.append(kind)
            if kind == "sizes":
                for s, size in enumerate(_list(_obj(field, where, ("sizes",))["sizes"], f"{where}.sizes", 1, 20)):
                    _one_of(size, f"{where}.sizes[{s}]", sizes)
                    if size in placed:
                        _fail(f"{where}.sizes[{s}]", f"{size} already stands in field {placed[size]}: "
                                                     "a size may stand in one field only")
                    placed[size] = f
            elif kind == "values":
                for v, value in enumerate(_list(_obj(field, where, ("values",))["values"], f"{where}.values", 1, 10)):
                    _int(value, f"{where}.values[{v}]", -9, 20)
        if kinds[0] != "sizes":
            _fail(f"{path}.fields[0]", "the first field (top left) must hold sizes: the sizes Pinzetta seeks")
        for kind in ONCE_FIELDS:
            if kinds.count(kind) != 1:
                _fail(f"{path}.fields", f"needs exactly one field holding {kind!r}")
    for number in colour_numbers:
        if number not in numbers:
            _fail("albums", f"colour contest card {number} chooses Pinzetta's album, but there is no album {number}")
    assert count is not None, "there is at least one album"
    return count


def _check_scoring_cards(cards: Any, numbers: dict[str, list[int]], days: int) -> None:
    for k, card in enumerate(_list(cards, "scoring_cards", days, 40)):
        path = f"scoring_cards[{k}]"
        _obj(card, path, ("category", "rows"))
        category = _one_of(card["category"], f"{path}.category", SHOW_CATEGORIES)
        wanted = [str(n) for n in numbers[category]]
        rows = _obj(card["rows"], f"{path}.rows", tuple(wanted))
        for number, row in rows.items():
            if number not in wanted:
                _fail(f"{path}.rows.{number}", f"there is no {category} contest card {number}: a scoring card has "
                                               "one row for each contest card of its category")
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
            for flag in ("face_down", "double"):
                if type(item.get(flag, False)) is not bool:
                    _fail(f"{where}.{flag}", "must be true or false")
        elif item not in ({"attendee": True}, {"forever": True}):
            _fail(where, "must be a stamp, {\"attendee\": true} or {\"forever\": true}")
    return len(items)
