"""Your points: stamp values, contests (each costs a show ticket), exhibitors at every show,
specialists and the forever-stamp majority at the final show.

For you a double tile (a 4×2 or 2×4 tile showing two stamps) counts twice in contests and for
attendee cards, and a size contest goes by the size of the stamps it shows; for Pinzetta it is always
one stamp (see `automa`). A single 2×4 or 4×2 stamp is one stamp of that size for everybody.
"""

from __future__ import annotations

from collections.abc import Callable

from .album import full_lines
from .data import CardData


def weight(tile: dict, data: CardData) -> int:
    return tile["stamps"]


def _tiles(placements: list[list], data: CardData) -> list[dict]:
    return [data.tiles[item] for item, _x, _y in placements]


def count(tiles: list[dict], data: CardData, test: Callable[[dict], bool]) -> int:
    return sum(weight(tile, data) for tile in tiles if test(tile))


def stamp_value(tile: dict, cards: list[int], data: CardData) -> int:
    """A stamp's own value; a faded one is worth nothing while you hold the restorer."""
    if tile["kind"] == "faded" and any(data.attendees[n]["effect"] == "restorer" for n in cards):
        return 0
    return tile["value"]


def matches(card: dict, stamp: dict) -> bool:
    """Whether a stamp counts for a contest card or a scoring attendee card ("per red stamp"). The
    stamp may be a tile of `CardData.tiles` or an item of the view: both have these fields (a size
    contest goes by ``stamp_size``, the size of each stamp a double tile shows)."""
    kind = card.get("category") or card.get("effect")
    if kind in ("colour", "per_colour"):
        return stamp["colour"] == card["colour"]
    if kind in ("theme", "per_theme"):
        return stamp["theme"] == card["theme"]
    if kind == "size":
        return stamp["stamp_size"] in card["sizes"]
    if kind in ("cancelled", "per_cancelled"):
        return stamp["kind"] == "cancelled"
    if kind == "per_rare":
        return stamp["kind"] == "rare"
    return False


def contest_points(contest: dict, placements: list[list], data: CardData) -> int:
    """What a contest card gives for your album as it lies now."""
    tiles = _tiles(placements, data)
    points = contest["points"]
    if contest["category"] != "finale":
        return points * count(tiles, data, lambda t: matches(contest, t))
    goal = contest["goal"]
    if goal == "rows":
        return points * full_lines(placements, data)
    key = "colour" if goal == "colours" else "theme"
    return points * len({tile[key] for tile in tiles})


def _per(card: dict, tiles: list[dict], data: CardData) -> int:
    return card["points"] * count(tiles, data, lambda t: matches(card, t)) if card["effect"].startswith("per_") else 0


def exhibitor_points(cards: list[int], placements: list[list], data: CardData) -> list[list[int]]:
    """[card number, points] for every exhibitor you hold, at a show."""
    tiles = _tiles(placements, data)
    return [[n, _per(data.attendees[n], tiles, data)] for n in cards if data.attendees[n]["role"] == "exhibitor"]


def specialist_points(cards: list[int], placements: list[list], data: CardData) -> list[list[int]]:
    """[card number, points] for every scoring specialist you hold, at the final show."""
    tiles = _tiles(placements, data)
    return [[n, _per(data.attendees[n], tiles, data)] for n in cards
            if data.attendees[n]["role"] == "specialist" and data.attendees[n]["effect"].startswith("per_")]


def album_value(placements: list[list], cards: list[int], data: CardData) -> int:
    return sum(stamp_value(tile, cards, data) for tile in _tiles(placements, data))


def majority(counts: list[int | None], points: list[int]) -> list[int]:
    """Forever-stamp majority: most, second and third most score the three amounts; tied collectors
    all score the better place; nobody scores without a forever stamp. `None` takes no part."""
    result = []
    for mine in counts:
        if mine is None or mine == 0:
            result.append(0)
            continue
        place = sum(1 for other in counts if other is not None and other > mine)
        result.append(points[place] if place < len(points) else 0)
    return result
