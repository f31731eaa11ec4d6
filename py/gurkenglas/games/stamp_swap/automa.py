"""Pinzetta's valuation and her two swap procedures, as the seed describes them.

Items are short strings: a tile id (``t12``), an attendee card (``a7``) or a forever stamp (``f3``).
`face_down` holds the items lying face down: Pinzetta may only judge their size.

The functions here decide and describe; they never draw chance. The one random step (the decision
card) is drawn by the position and handed in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .data import CardData

BIG, SMALL = "big", "small"


def item_markers(item: str, data: CardData, sought: list[str], face_down: bool) -> int:
    """Pinzetta's valuation markers for one item.

    1. attendee cards and forever stamps: 1;
    2. open rare stamps: 4;
    3. other stamps: 1 if open and worth exactly 2 or 3, plus 2 if of a size she seeks (the sizes of
       the first field of her album), so 3 when both hold. A double tile (2×4 or 4×2) is one stamp,
       of the size of the stamps it shows: two small squares make it a small square.
    """
    if item[0] in "af":
        return 1
    tile = data.tiles[item]
    if tile["kind"] == "rare" and not face_down:
        return 4
    markers = 0
    if not face_down and tile["value"] in (2, 3):
        markers += 1
    if tile["stamp_size"] in sought:
        markers += 2
    return markers


def offer_markers(items: list[str], big: bool, markers: dict[str, int]) -> int:
    """An offer's value: its items' markers, plus the 1 printed beside the bigger offer."""
    return sum(markers[item] for item in items) + (1 if big else 0)


def pinzetta_chooses(big: int, small: int, crossed_out: int) -> dict:
    """You split, Pinzetta chooses: the decision card's crossed-out markers leave the offer with more
    markers (the bigger one on a tie); she takes the offer with more left (the bigger one on a tie)."""
    loser = BIG if big >= small else SMALL
    after = {BIG: big, SMALL: small}
    after[loser] = max(0, after[loser] - crossed_out)
    taken = BIG if after[BIG] >= after[SMALL] else SMALL
    return {"before": {BIG: big, SMALL: small}, "discarded_from": loser, "after": after, "taken": taken}


def pinzetta_split_swap(offers: dict[str, list[str]], markers: dict[str, int]) -> dict:
    """Pinzetta splits, you choose: if one offer leads by 3 markers or more, its item with the most
    markers changes places with the other offer's item with the fewest (the leftmost on a tie).

    Returns the offers after the step, their values before it, and the swap (or None)."""
    values = {BIG: offer_markers(offers[BIG], True, markers), SMALL: offer_markers(offers[SMALL], False, markers)}
    result: dict[str, Any] = {"values": values, "offers": {BIG: list(offers[BIG]), SMALL: list(offers[SMALL])},
                              "swap": None}
    if abs(values[BIG] - values[SMALL]) < 3 or not offers[BIG] or not offers[SMALL]:
        return result
    leader = BIG if values[BIG] > values[SMALL] else SMALL
    other = SMALL if leader == BIG else BIG
    out_index = _leftmost(offers[leader], markers, max)
    in_index = _leftmost(offers[other], markers, min)
    leading, trailing = result["offers"][leader], result["offers"][other]
    leading[out_index], trailing[in_index] = trailing[in_index], leading[out_index]
    result["swap"] = {"from": leader, "out": offers[leader][out_index], "in": offers[other][in_index]}
    return result


def _leftmost(items: list[str], markers: dict[str, int], pick: Callable[[Iterable[int]], int]) -> int:
    best = pick(markers[item] for item in items)
    return next(i for i, item in enumerate(items) if markers[item] == best)


def album_field_counts(items: list[str], data: CardData, fields: list[dict]) -> list[int]:
    """How many of Pinzetta's items lie on each field of her album (`fields`, the album's layout in
    the card data). A rare stamp of any size lies on the rare field only; any other stamp on the field
    of its size (or the one for other sizes) and also on every field of values that names its value,
    since those overlap the size fields; attendee cards and forever stamps on their own fields. A
    double tile is one stamp, of the size of the stamps it shows."""
    counts = [0] * len(fields)
    for item in items:
        for f in album_fields(item, data, fields):
            counts[f] += 1
    return counts


def album_fields(item: str, data: CardData, fields: list[dict]) -> list[int]:
    """The fields of the album an item is filed on."""
    if item[0] in "af":
        holds = "attendees" if item[0] == "a" else "forever"
        return [f for f, field in enumerate(fields) if field["holds"] == holds]
    tile = data.tiles[item]
    if tile["kind"] == "rare":
        return [f for f, field in enumerate(fields) if field["holds"] == "rares"]
    by_size = [f for f, field in enumerate(fields) if field["holds"] == "sizes" and tile["stamp_size"] in field["sizes"]]
    if not by_size:
        by_size = [f for f, field in enumerate(fields) if field["holds"] == "other_sizes"]
    by_value = [f for f, field in enumerate(fields) if field["holds"] == "values" and tile["value"] in field["values"]]
    return sorted(by_size + by_value)


def album_points(counts: list[int], card_points: list[int]) -> list[int]:
    """The decision card's points per item on each field, field by field."""
    return [count * points for count, points in zip(counts, card_points)]
