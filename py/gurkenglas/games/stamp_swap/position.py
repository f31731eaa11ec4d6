"""A solo game of Stamp Swap against Pinzetta (`stamp_swap`), as in the seed and RULES.md §6.

The board holds one contest card of each category (colour, theme, size, cancelled, finale). Three
days, each: collect (two event cards), swap (you split and Pinzetta chooses, then Pinzetta splits and
you choose), show (you place your stamps, your exhibitors score, you put a show ticket on a contest;
Pinzetta files her items and scores a scoring card); then the final show. Pinzetta is not a seat:
every step of hers happens inside the move that hands her the turn, and is written to the log.

Your decisions, one move each:
- ``generous``: the event card's generous swap, one item of yours (``give``) for one of Pinzetta's
  (``take``, named by its place such as ``big1``, since a face-down stamp must not be named);
- ``reserve``: the item you keep out of the swap (never a rare stamp, face down or not);
- ``split``: the items of your bigger offer (``big``); the rest is the smaller one;
- ``choose``: Pinzetta's ``big`` or ``small`` offer;
- ``place`` a new stamp at (x, y) on your album, or ``discard`` it when it fits nowhere (its value
  still scores);
- ``contest``: the contest (``category``) your show ticket goes on, scored at once.

Our readings where the seed is silent (the base game's rules are not in the seeds):
- Setting up, one contest card of each category is dealt face up; Pinzetta's album is the one of
  the colour card's number (the seed's yellow card).
- Your show: first the new stamps go into your album, then every exhibitor you hold scores, then you
  put one show ticket on a contest of the four that are not the finale and that holds no ticket of
  yours yet. Entering is not optional: a contest never scores below nothing, so a ticket kept back
  could only be lost (three tickets, three shows). "Scoring" a contest means its points for every
  matching stamp in your album as it lies at that moment (a double tile counts twice); the ticket
  fixes the score, later stamps do not change it. With no ticket left (an imported file may have
  fewer tickets than days) the show has no contest.
- The final show follows Sunday's show at once and asks nothing of you: the finale card scores your
  album (ticket or not), then stamp values, specialists and the forever-stamp majority. Exhibitors
  score at the three shows only.
- Pinzetta's show (not in the introductory mode): she files her day's items, then draws a scoring
  card; its category names the contest card on the board whose row she reads, × her level's column
  × the day's multiplier. She never puts a ticket anywhere, and by the seed she scores nothing for the
  finale card. In the introductory mode her items are put away and she scores nothing at the shows;
  you play your show phase in full, the finale included.
- A double tile (two stamps on one 4×2 or 2×4 tile) shows that it is double from the back too, as
  its size does: a face-down one is judged as the size of its stamps.
- Card 10 (the scout) turns Pinzetta's face-down stamps face up in the collect phase.
- When the supply has no stamp of a pictured size, a random stamp of any size is taken; when a
  supply runs out, the item is left out.
- You win with at least as many points as Pinzetta (a tie is shared).
"""

from __future__ import annotations

import copy
from itertools import combinations
from typing import Any

from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from .album import spots
from .automa import BIG, SMALL
from .base import FIELDS
from .checks import check_state
from .collect import CollectPhase
from .data import CATEGORIES, SHOW_CATEGORIES, card_data
from .show import ShowPhase
from .swap import SwapPhase
from .view import view


class StampSwapPosition(CollectPhase, SwapPhase, ShowPhase):
    """The rules; the fields and the small helpers are StampSwapBase's (base.py), each phase's steps
    are in collect.py, swap.py and show.py."""

    # --- setting up -------------------------------------------------------------------------------
    @classmethod
    def start(cls, options: Options, rng: Rng) -> StampSwapPosition:
        data = card_data(options.card_data)
        board = {}
        for category in CATEGORIES:
            cards = data.by_category[category]
            board[category] = cards[rng.below(len(cards))]
        album = board["colour"] if board["colour"] in data.albums else sorted(data.albums)[0]
        removed = set(data["solo_removed_attendees"])
        attendees = [card["number"] for card in data["attendees"] if card["number"] not in removed]
        rng.shuffle(attendees)
        events = list(range(len(data["events"])))
        rng.shuffle(events)
        scoring_cards = list(range(len(data["scoring_cards"])))
        rng.shuffle(scoring_cards)
        state = {
            "day": 0, "phase": "reserve", "album": album, "board": board, "tickets": [],
            "supply": [tile["id"] for tile in data["tiles"]], "forever_left": data["forever_stamps"],
            "attendee_deck": attendees, "event_deck": events, "scoring_deck": scoring_cards, "decision_deck": [],
            "pin_haul": {BIG: [], SMALL: []}, "your_haul": [], "face_down": [], "reserved": None,
            "instruction": "none", "placed": [], "to_place": [], "forever": [], "cards": [],
            "points": {"discarded": 0, "contests": 0, "exhibitors": 0},
            "pin_items": [], "pin_today": [], "pin_shows": [], "kept": [], "given": None, "log": [], "result": None,
        }
        position = cls(options, state)
        position._note("board", contests=dict(board))
        first = position._take_forever()
        if first:
            state["pin_items"].append(first)
        position._start_day(rng)
        return position

    # --- the contract -------------------------------------------------------------------------------
    def legal_moves(self) -> list[dict]:
        s = self.s
        phase = s["phase"]
        if phase == "generous":
            places = [f"{offer}{i}" for offer in (BIG, SMALL) for i in range(len(s["pin_haul"][offer]))]
            return [{"kind": "generous", "give": item, "take": place} for item in s["your_haul"] for place in places]
        if phase == "reserve":
            allowed = [item for item in s["your_haul"] if not self.is_rare(item)] or s["your_haul"]
            return [{"kind": "reserve", "item": item} for item in allowed]
        if phase == "split":
            return [{"kind": "split", "big": big} for big in _bigger_offers(s["your_haul"])]
        if phase == "choose":
            return [{"kind": "choose", "offer": BIG}, {"kind": "choose", "offer": SMALL}]
        if phase == "place":
            moves = []
            for item in s["to_place"]:
                found = spots(item, s["placed"], self.data)
                moves += [{"kind": "place", "item": item, "x": x, "y": y} for x, y in found]
                if not found:
                    moves.append({"kind": "discard", "item": item})
            return moves
        if phase == "contest":
            return [{"kind": "contest", "category": category} for category in self.open_contests()]
        return []

    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        getattr(self, "_" + move["kind"])(move, rng)
        events.append({"type": move["kind"], "log": len(self.s["log"])})
        outcome = self.outcome()
        if outcome is not None:
            events.append({"type": "game_over", "winners": outcome["winners"], "scores": outcome["scores"],
                           "pinzetta": outcome["pinzetta"]})

    def outcome(self) -> dict | None:
        result = self.s["result"]
        if result is None:
            return None
        mine, hers = result["you"]["total"], result["pinzetta"]["total"]
        return {"ranks": [1 if mine >= hers else 2], "winners": [0] if mine >= hers else [],
                "scores": [mine], "pinzetta": hers}

    def view(self, seat: int | None) -> dict:
        return view(self, seat)

    def revealed(self, seat: int | None) -> dict:
        return view(self, seat, reveal=True)

    def reveals(self, move: dict) -> bool:
        return move["kind"] == "choose"  # the face-down stamps are shown when the swap ends

    def sample_hidden(self, seat: int, rng: Rng) -> StampSwapPosition:
        """Pinzetta's face-down stamps, the supply and the decks are drawn anew."""
        clone = self.copy()
        s = clone.s
        for item in clone.hidden_items():
            tile = self.data.tiles[item]
            pool = [t for t in s["supply"]
                    if (self.data.tiles[t]["size"], self.data.tiles[t]["double"]) == (tile["size"], tile["double"])] + [item]
            pick = pool[rng.below(len(pool))]
            if pick != item:
                for offer in (BIG, SMALL):
                    s["pin_haul"][offer] = [pick if x == item else x for x in s["pin_haul"][offer]]
                s["face_down"] = [pick if x == item else x for x in s["face_down"]]
                s["supply"] = [item if x == pick else x for x in s["supply"]]
                s["log"] = _renamed(s["log"], item, pick)
        for key in ("attendee_deck", "event_deck", "scoring_deck", "decision_deck"):
            rng.shuffle(s[key])
        return clone

    def move_label(self, move: dict) -> dict:
        if move["kind"] == "contest" and move.get("category") in SHOW_CATEGORIES:
            number = self.s["board"][move["category"]]
            return {"key": f"stamp_swap.move.contest_{move['category']}",
                    "args": {"number": number, "points": self.contest_score(number)}}
        return {"key": f"stamp_swap.move.{move['kind']}", "args": {k: v for k, v in move.items() if k != "kind"}}

    # --- loading ---------------------------------------------------------------------------------------
    @classmethod
    def from_json(cls, raw: Any, options: Options) -> StampSwapPosition:
        if isinstance(raw, dict) and {"contests", "final_contest"} <= set(raw):
            raise CorruptState("this Stamp Swap game was saved with the rules of engine version 1 (one contest a "
                               "day, enter or skip) and cannot go on with the contest cards on the board")
        if not isinstance(raw, dict) or set(raw) != set(FIELDS):
            raise CorruptState("a Stamp Swap position needs exactly its fields")
        position = cls(options, copy.deepcopy(raw))
        check_state(position)
        return position


def _bigger_offers(items: list[str]) -> list[list[str]]:
    """Every choice of the bigger offer: one item more than the smaller one, in haul order. (Should a
    supply run dry and leave an even number, the two offers are equally big.)"""
    return [list(chosen) for chosen in combinations(items, (len(items) + 1) // 2)]


def _renamed(value: Any, old: str, new: str) -> Any:
    """`value` with every mention of item `old` made `new` (a face-down stamp drawn anew)."""
    if value == old:
        return new
    if isinstance(value, list):
        return [_renamed(v, old, new) for v in value]
    if isinstance(value, dict):
        return {k: _renamed(v, old, new) for k, v in value.items()}
    return value
