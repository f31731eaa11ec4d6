"""A Stamp Swap position as a record: its fields, copying it, and the small questions every part of
the game asks of it (which stamps are rare or face down, what a contest scores now, which specialists
you hold). The phases (collect.py, swap.py, show.py) and the rules (position.py) build on this class;
the view and the checks (view.py, checks.py) read a position through it, so none of them needs the
rules."""

from __future__ import annotations

import copy
from abc import abstractmethod
from typing import Any, Self

from ...core.engine import Position
from ...core.rng import Rng
from ...core.spec import Options
from . import automa, scoring
from .automa import BIG, SMALL
from .data import SHOW_CATEGORIES, CardData, card_data

PHASES = ("generous", "reserve", "split", "choose", "place", "contest", "over")
FIELDS = ("day", "phase", "album", "board", "tickets", "supply", "forever_left", "attendee_deck",
          "event_deck", "scoring_deck", "decision_deck", "pin_haul", "your_haul", "face_down", "reserved",
          "instruction", "placed", "to_place", "forever", "cards", "points", "pin_items",
          "pin_today", "pin_shows", "kept", "given", "log", "result")
"""`board`: the contest card of each category; `tickets`: your show tickets on the board, in the order
they were put there, each ``{"category", "day", "points"}``."""


class StampSwapBase(Position):
    """The fields (`s`, one JSON object with the keys of FIELDS), the card data and the level."""

    def __init__(self, options: Options, state: dict[str, Any]) -> None:
        self.data: CardData = card_data(options.card_data)
        self.level: int = options.difficulty
        self.intro = bool(options.intro)
        self.s = state

    def to_move(self) -> int | None:
        return None if self.s["phase"] == "over" else 0

    def to_json(self) -> dict[str, Any]:
        return copy.deepcopy(self.s)

    def copy(self) -> Self:
        clone = object.__new__(type(self))
        clone.data, clone.level, clone.intro = self.data, self.level, self.intro
        clone.s = copy.deepcopy(self.s)
        return clone

    # --- the phases call each other (collect.py, show.py) -------------------------------------------
    @abstractmethod
    def _start_day(self, rng: Rng) -> None:
        """A new day: the collect phase (CollectPhase)."""

    @abstractmethod
    def _show_or_contest(self, rng: Rng) -> None:
        """After the swap and after each stamp placed (ShowPhase)."""

    # --- small helpers -------------------------------------------------------------------------------
    def is_rare(self, item: str) -> bool:
        return item[0] == "t" and self.data.tiles[item]["kind"] == "rare"

    def hidden_items(self) -> list[str]:
        """Pinzetta's face-down stamps you have not seen (the one you gave her you have)."""
        s = self.s
        return [i for o in (BIG, SMALL) for i in s["pin_haul"][o] if i in s["face_down"] and i != s["given"]]

    def sought(self) -> list[str]:
        return self.data.sought(self.s["album"])

    def markers(self, items: list[str]) -> dict[str, int]:
        face_down = set(self.s["face_down"])
        return {item: automa.item_markers(item, self.data, self.sought(), item in face_down) for item in items}

    def tickets_left(self) -> int:
        return self.data["tickets"] - len(self.s["tickets"])

    def open_contests(self) -> list[str]:
        """The contests on the board a show ticket may still go on, in the order of the categories."""
        taken = {ticket["category"] for ticket in self.s["tickets"]}
        return [category for category in SHOW_CATEGORIES if category not in taken]

    def contest_score(self, number: int) -> int:
        """What a contest card scores for your album as it lies now."""
        return scoring.contest_points(self.data.contests[number], self.s["placed"], self.data)

    def holds(self, effect: str) -> bool:
        """A specialist works as soon as you have it: on your album's side, in your haul or an offer."""
        held = list(self.s["cards"]) + [int(i[1:]) for i in self.s["your_haul"] if i[0] == "a"]
        if self.s["reserved"] and self.s["reserved"][0] == "a":
            held.append(int(self.s["reserved"][1:]))
        return any(self.data.attendees[n]["effect"] == effect and self.data.attendees[n]["role"] == "specialist"
                   for n in held)

    def _note(self, key: str, **args: Any) -> None:
        self.s["log"].append({"key": key, "day": self.s["day"], **args})
