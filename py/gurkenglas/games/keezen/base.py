"""The fields of a Keezen position (its record: reading it is reading.py, its rules position.py),
and the seating facts every part of the rules asks: partners, sides, whose pawns a player moves."""

from __future__ import annotations

import functools
from typing import Self

from ...core.engine import Position
from ...core.spec import Options
from .board import Board, Pawns

HOUSE_RULES = ("bounce_back", "wait_before_home", "play_for_places", "jack_from_start")
"""The options for the house rules (position.py tells them); all off by default."""


class KeezenBase(Position):
    """The fields of a Keezen position and who plays with whom; the rules are KeezenPosition's
    (position.py), and the helpers that read or draw a position take this base."""

    __slots__ = ("board", "options", "pawns", "hands", "stock", "dealer", "deal", "turn", "folded",
                 "pile", "seven", "winners", "gone", "places", "teams", "bounce", "wait", "for_places", "jack_from_start")

    def __init__(self, board: Board, options: Options, pawns: Pawns, hands: list[list[str]],
                 stock: list[str], dealer: int, deal: int, turn: int | None, folded: list[bool],
                 pile: list[dict], seven: dict | None, winners: list[int] | None, gone: list[str] | None = None,
                 places: list[list[int]] | None = None, switches: tuple[bool, ...] | None = None) -> None:
        self.board = board
        self.options = options
        # Read on every move search: plain attributes are faster than the options mapping (and a
        # copy takes them over as they are).
        self.teams, self.bounce, self.wait, self.for_places, self.jack_from_start = (
            switches or (bool(options.teams), *(bool(options[key]) for key in HOUSE_RULES)))
        self.pawns = pawns
        self.hands = hands
        self.stock = stock        # the undealt rest of this shuffle, dealt from the end
        self.dealer = dealer
        self.deal = deal          # 0, 1, 2: which deal of the shuffle
        self.turn = turn
        self.folded = folded      # discarded their hand this deal
        self.pile = pile          # the cards played this deal, face up
        self.seven = seven        # a seven being played: {"left", "used", "before"}
        self.winners = winners
        self.gone = [] if gone is None else gone  # every card laid face up since the last shuffle
        # The sides (a player, or a team) that have brought all their pawns home, first place first.
        self.places = places if places is not None else ([] if winners is None else [list(winners)])

    def copy(self) -> Self:
        seven = None if self.seven is None else {**self.seven, "used": [list(u) for u in self.seven["used"]],
                                                 "before": [list(r) for r in self.seven["before"]]}
        return type(self)(self.board, self.options, self.pawns.copy(), [list(h) for h in self.hands],
                              list(self.stock), self.dealer, self.deal, self.turn, list(self.folded),
                              [dict(p) for p in self.pile], seven, None if self.winners is None else list(self.winners),
                              list(self.gone), [list(g) for g in self.places],
                              (self.teams, self.bounce, self.wait, self.for_places, self.jack_from_start))

    @property
    def players(self) -> int:
        return self.board.players

    def partner(self, player: int) -> int | None:
        if not self.teams:
            return None
        players = self.board.players
        return (player + players // 2) % players

    def sides(self) -> tuple[list[int], ...]:
        """Who finishes together: every player alone, or the two partners of a team."""
        return _sides(self.board.players, self.teams)

    def finished(self, player: int) -> bool:
        return any(player in side for side in self.places)

    def actor(self, player: int) -> int:
        """Whose pawns `player` moves: their own, or once those are all home, their partner's."""
        partner = self.partner(player)
        if partner is not None and self.pawns.all_home(player):
            return partner
        return player

    def to_json(self) -> dict:
        return {"pawns": self.pawns.locs, "hands": self.hands, "stock": self.stock, "dealer": self.dealer,
                "deal": self.deal, "turn": self.turn, "folded": self.folded, "pile": self.pile,
                "seven": self.seven, "winners": self.winners, "gone": self.gone, "places": self.places}



@functools.cache
def _sides(players: int, teams: bool) -> tuple[list[int], ...]:
    """KeezenBase.sides, worked out once per table (shared lists: never change them)."""
    if not teams:
        return tuple([p] for p in range(players))
    return tuple([p, p + players // 2] for p in range(players // 2))

