"""Players for your seat (Pinzetta needs none: she follows her procedures). Each decides from the
view only: Pinzetta's face-down stamps are unknown to it, as to you.

- easy: any legal move, at random.
- normal: values every item for what it will bring you (its own value, the contests still to come,
  the attendee cards you hold); reserves the best item; splits so that, over the decision cards
  Pinzetta may draw, the offer she leaves you is worth most; takes the better of her offers; places
  big stamps first, snug against the edge and other stamps; puts its show ticket where a plan for
  the shows still to come scores most: contests that will grow with the album are saved for later,
  the one that scores least is left out.
"""

from __future__ import annotations

from itertools import permutations

from ...core.rng import Rng
from . import automa
from .scoring import matches

HIDDEN_VALUE = 2.0
"""What a face-down stamp is worth on average to the normal bot."""
STAMPS_PER_SHOW = 3.5
"""About how many stamps a show adds to the album."""
SHARE = {"colour": 0.2, "theme": 0.2, "size": 0.3, "cancelled": 0.1}
"""About which part of new stamps matches a contest of each category."""


def choose(view: dict, legal: list[dict], level: str, rng: Rng) -> dict:
    if level == "easy" or len(legal) == 1:
        return rng.choice(legal)
    return Normal(view).decide(legal)


def hint(view: dict, legal: list[dict], rng: Rng) -> dict:
    return {"move": Normal(view).decide(legal)}


class Normal:
    def __init__(self, view: dict) -> None:
        self.view = view
        day = view["day"]
        self.future_contests = [entry["card"] for entry in view["board"] if entry["ticket"] is None]
        self.shows_left = max(0, view["days"] - day)
        self.cards = view["cards"] + [i for i in view["haul"] if i["type"] == "attendee"]

    # --- what an item is worth to you ---------------------------------------------------------------
    def worth(self, item: dict) -> float:
        if item["type"] == "forever":
            return 3.0
        if item["type"] == "attendee":
            if item["role"] == "exhibitor":
                return 2.5 * self.shows_left
            return 1.0 if item["effect"] == "scout" else 4.0
        if item.get("hidden"):
            return HIDDEN_VALUE
        count = 2 if item["double"] else 1
        value = float(item["value"])
        for card in self.cards:
            if card["effect"] == "restorer" and item["kind"] == "faded":
                value = 0.0
            if matches(card, item) and card["effect"].startswith("per_"):
                value += card["points"] * count * (self.shows_left if card["role"] == "exhibitor" else 1)
        for contest in self.future_contests:
            if matches(contest, item):
                value += 0.6 * contest["points"] * count
        return value - 0.05 * item["w"] * item["h"]

    def total(self, items: list[dict]) -> float:
        return sum(self.worth(item) for item in items)

    # --- decisions ------------------------------------------------------------------------------------
    def decide(self, legal: list[dict]) -> dict:
        kind = legal[0]["kind"]
        if kind in ("place", "discard"):
            return self.place(legal)
        if kind == "contest":
            return self.contest(legal)
        return max(legal, key=self.score)

    def score(self, move: dict) -> float:
        view = self.view
        haul = {item["id"]: item for item in view["haul"]}
        if move["kind"] == "generous":
            taken = next(i for o in ("big", "small") for i in view["pin_haul"][o] if i["place"] == move["take"])
            return self.worth(taken) - self.worth(haul[move["give"]])
        if move["kind"] == "reserve":
            return self.worth(haul[move["item"]])
        if move["kind"] == "split":
            return self.kept_after_split(move["big"])
        return self.total(view["pin_haul"][move["offer"]])

    def kept_after_split(self, big_ids: list[str]) -> float:
        haul = self.view["haul"]
        big = [i for i in haul if i["id"] in big_ids]
        small = [i for i in haul if i["id"] not in big_ids]
        values = (sum(i["markers"] for i in big) + 1, sum(i["markers"] for i in small))
        cards = self.view["decision_cards"]
        kept = 0.0
        for crossed_out in cards:
            taken = automa.pinzetta_chooses(values[0], values[1], crossed_out)["taken"]
            kept += self.total(small if taken == "big" else big)
        return kept / len(cards)

    def place(self, legal: list[dict]) -> dict:
        sizes = {item["id"]: item["w"] * item["h"] for item in self.view["to_place"]}
        discards = [m for m in legal if m["kind"] == "discard"]
        if discards:
            return discards[0]
        biggest = max(sizes, key=lambda i: (sizes[i], i))
        cells: set[tuple[int, int]] = set()
        for stamp in self.view["placed"]:
            cells.update((stamp["x"] + dx, stamp["y"] + dy) for dx in range(stamp["w"]) for dy in range(stamp["h"]))
        shape = next(item for item in self.view["to_place"] if item["id"] == biggest)
        grid = self.view["grid"]

        def snug(move: dict) -> tuple:
            x, y, w, h = move["x"], move["y"], shape["w"], shape["h"]
            rim = ([(x - 1, y + k) for k in range(h)] + [(x + w, y + k) for k in range(h)]
                   + [(x + k, y - 1) for k in range(w)] + [(x + k, y + h) for k in range(w)])
            touching = sum(1 for cx, cy in rim if not (0 <= cx < grid and 0 <= cy < grid) or (cx, cy) in cells)
            return touching, -y, -x
        return max((m for m in legal if m["item"] == biggest), key=snug)

    def contest(self, legal: list[dict]) -> dict:
        """The first step of the best plan: each remaining show (this one included, while tickets
        last) gets one open contest, which scores what it does now plus what it is likely to gain by
        then."""
        view = self.view
        board = {entry["category"]: entry for entry in view["board"]}
        shows = min(view["tickets"], view["days"] - view["day"])
        choices = [move["category"] for move in legal]

        def later(category: str, wait: int) -> float:
            gain = STAMPS_PER_SHOW * SHARE.get(category, 0.2) * board[category]["card"]["points"]
            return board[category]["now"] + wait * gain

        best = max(permutations(choices, min(shows, len(choices))),
                   key=lambda plan: (sum(later(c, k) for k, c in enumerate(plan)), -choices.index(plan[0])))
        return {"kind": "contest", "category": best[0]}
