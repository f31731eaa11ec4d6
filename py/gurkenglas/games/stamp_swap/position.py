"""A solo game of Stamp Swap against Pinzetta (`stamp_swap`), as in docs/rules.md#stamp-swap.

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

Each move's event is named by its kind; the move that ends your show (Pinzetta's show follows within
it) adds a ``pinzetta_show`` event, so that what she does then names its rule too.

Our readings where the rule sources are silent (the base game's rules are not among them;
docs/rules.md#stamp-swap-decisions):
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

from itertools import combinations
from typing import Any

from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from . import why
from .album import check_placements, spots
from .automa import BIG, SMALL
from .base import PHASES, StampSwapBase, is_item
from .collect import CollectPhase
from .data import CATEGORIES, CardData, card_data
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
            position.pin_items.append(first)
        position._start_day(rng)
        return position

    # --- the contract -------------------------------------------------------------------------------
    def legal_moves(self) -> list[dict]:
        phase = self.phase
        if phase == "generous":
            places = [f"{offer}{i}" for offer in (BIG, SMALL) for i in range(len(self.pin_haul[offer]))]
            return [{"kind": "generous", "give": item, "take": place} for item in self.your_haul for place in places]
        if phase == "reserve":
            allowed = [item for item in self.your_haul if not self.is_rare(item)] or self.your_haul
            return [{"kind": "reserve", "item": item} for item in allowed]
        if phase == "split":
            return [{"kind": "split", "big": big} for big in _bigger_offers(self.your_haul)]
        if phase == "choose":
            return [{"kind": "choose", "offer": BIG}, {"kind": "choose", "offer": SMALL}]
        if phase == "place":
            moves = []
            for item in self.to_place:
                found = spots(item, self.placed, self.data)
                moves += [{"kind": "place", "item": item, "x": x, "y": y} for x, y in found]
                if not found:
                    moves.append({"kind": "discard", "item": item})
            return moves
        if phase == "contest":
            return [{"kind": "contest", "category": category} for category in self.open_contests()]
        return []

    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        before = len(self.log)
        getattr(self, "_" + move["kind"])(move, rng)
        events.append({"type": move["kind"], "log": len(self.log)})
        if any(entry["key"] in ("pinzetta_files", "intro_discard") for entry in self.log[before:]):
            events.append({"type": "pinzetta_show", "log": len(self.log)})  # her show ended yours
        outcome = self.outcome()
        if outcome is not None:
            events.append({"type": "game_over", "winners": outcome["winners"], "scores": outcome["scores"],
                           "pinzetta": outcome["pinzetta"]})

    def outcome(self) -> dict | None:
        result = self.result
        if result is None:
            return None
        mine, hers = result["you"]["total"], result["pinzetta"]["total"]
        return {"ranks": [1 if mine >= hers else 2], "winners": [0] if mine >= hers else [],
                "scores": [mine], "pinzetta": hers}

    def margin(self) -> float | None:
        outcome = self.outcome()
        return None if outcome is None else outcome["scores"][0] - outcome["pinzetta"]

    def view(self, seat: int | None) -> dict:
        return view(self, seat)

    def revealed(self, seat: int | None) -> dict:
        return view(self, seat, reveal=True)

    def reveals(self, move: dict) -> bool:
        return move["kind"] == "choose"  # the face-down stamps are shown when the swap ends

    def unseen_anew(self, rng: Rng) -> StampSwapPosition:
        """The decks (attendees, events, scoring cards, Pinzetta's decisions) in a new order; an
        onlooker sees her face-down stamps."""
        clone = self.copy()
        for deck in (clone.attendee_deck, clone.event_deck, clone.scoring_deck, clone.decision_deck):
            rng.shuffle(deck)
        return clone

    def unseen_count(self) -> int:
        return sum(map(len, (self.attendee_deck, self.event_deck, self.scoring_deck, self.decision_deck)))

    def sample_hidden(self, seat: int, rng: Rng) -> StampSwapPosition:
        """Pinzetta's face-down stamps, the supply and the decks are drawn anew."""
        clone = self.copy()
        for item in clone.hidden_items():
            tile = self.data.tiles[item]
            pool = [t for t in clone.supply
                    if (self.data.tiles[t]["size"], self.data.tiles[t]["double"]) == (tile["size"], tile["double"])] + [item]
            pick = pool[rng.below(len(pool))]
            if pick != item:
                for offer in (BIG, SMALL):
                    clone.pin_haul[offer] = [pick if x == item else x for x in clone.pin_haul[offer]]
                clone.face_down = [pick if x == item else x for x in clone.face_down]
                clone.supply = [item if x == pick else x for x in clone.supply]
                clone.log = _renamed(clone.log, item, pick)
        for deck in (clone.attendee_deck, clone.event_deck, clone.scoring_deck, clone.decision_deck):
            rng.shuffle(deck)
        return clone

    # --- why: the rule behind every move, event and decision, and why a thing has no move (why.py) ---
    def move_rules(self, move: dict) -> tuple[str, ...]:
        return why.move_rules(self, move)

    def event_rule(self, event: dict) -> str | None:
        return why.event_rule(self, event)

    def decision_rule(self) -> str | None:
        return why.decision_rule(self)

    def why_not(self, seat: int, thing: str) -> dict | None:
        return why.why_not(self, seat, thing)

    # --- invariants -----------------------------------------------------------------------------------
    def check(self) -> None:
        _check(self)


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


# --- invariants -----------------------------------------------------------------------------------
def _check(position: StampSwapBase) -> None:
    """Every item known and in one place only, the album without overlaps, the contest cards on the
    board and your show tickets on them, the phase fitting what lies on the table."""
    data = position.data
    if position.phase not in PHASES:
        raise CorruptState(f"unknown phase {position.phase!r}")
    days = data.days
    day = position.day
    if not 0 <= day <= days or (day == days) != (position.phase == "over") or len(position.pin_shows) != day:
        raise CorruptState("the day is out of range")
    for category, number in position.board.items():
        if data.contests.get(number, {}).get("category") != category:
            raise CorruptState(f"the board's {category} contest is not a {category} card of this card data")
    if position.album not in data.albums:
        raise CorruptState("Pinzetta's album does not exist")
    _check_tickets(position, data)
    items = (position.supply + position.pin_haul[BIG] + position.pin_haul[SMALL] + position.your_haul + position.kept
             + ([position.reserved] if position.reserved else []) + [p[0] for p in position.placed] + position.to_place
             + position.forever + [f"a{n}" for n in position.cards] + position.pin_items + position.pin_today
             + [f"a{n}" for n in position.attendee_deck])
    if len(items) != len(set(items)):
        raise CorruptState("an item lies in two places at once")
    if any(not is_item(data, item) for item in items):
        raise CorruptState("an unknown item")
    forever = sum(1 for i in items if i[0] == "f")
    if forever + position.forever_left > data["forever_stamps"]:
        raise CorruptState("there are more forever stamps than the game has")
    problem = check_placements(position.placed, data)
    if problem:
        raise CorruptState(problem)
    if (position.phase == "over") != (position.result is not None):
        raise CorruptState("only a finished game has a result")
    pin_haul = position.pin_haul[BIG] + position.pin_haul[SMALL]
    if position.given is not None and position.given not in pin_haul:
        raise CorruptState("the item you gave Pinzetta is not in her haul")
    out_of_sight = pin_haul + position.your_haul + position.kept + position.pin_today + [position.reserved]
    if any(item not in out_of_sight for item in position.face_down):
        raise CorruptState("a face-down item lies outside the hauls")
    expected = {"generous": bool(position.your_haul) and bool(pin_haul), "reserve": position.reserved is None,
                "split": True, "choose": bool(pin_haul) or bool(position.kept) or position.reserved is not None,
                "place": bool(position.to_place),
                "contest": not position.to_place and len(position.tickets) < data["tickets"], "over": True}
    if not expected[position.phase]:
        raise CorruptState(f"the {position.phase} phase does not fit the items on the table")


def _check_tickets(position: StampSwapBase, data: CardData) -> None:
    """Your show tickets: at most the game's number, one per contest and per show, all from shows
    that are over (a ticket ends its show), and their points are your contest points."""
    tickets = position.tickets
    if len(tickets) > data["tickets"]:
        raise CorruptState("more show tickets on the board than you have")
    if len({t["category"] for t in tickets}) != len(tickets) or len({t["day"] for t in tickets}) != len(tickets):
        raise CorruptState("two show tickets on one contest or at one show")
    if any(not 0 <= t["day"] < position.day for t in tickets) or [t["day"] for t in tickets] != sorted(t["day"] for t in tickets):
        raise CorruptState("a show ticket from a show that has not happened")
    if any(t["points"] < 0 for t in tickets) or sum(t["points"] for t in tickets) != position.points["contests"]:
        raise CorruptState("the contest points do not match the show tickets")
