"""A Keezen position as a record: its fields, written, copied and read back strictly, and the
seating facts every part of the rules asks (partners, sides, whose pawns a player moves). The rules
are position.py's; the view, the seven's search and dealing read and change a position through this
class, so none of them needs the rules."""

from __future__ import annotations

import functools
from typing import Any, Self

from ...core import fields
from ...core.errors import CorruptState
from ...core.record import Record
from ...core.spec import Options
from .board import HOME, NEST, PAWNS, Board, Pawns
from .cards import DEAL_SIZES, ORDER

HOUSE_RULES = ("bounce_back", "wait_before_home", "play_for_places", "jack_from_start")
"""The options for the house rules (position.py tells them); all off by default."""


class KeezenBase(Record):
    """The pawns, the cards, the deal and the turn, the seven being played and the finishing order."""

    # In the order a save is read (and checked).
    FIELDS = ("pawns", "hands", "stock", "pile", "seven", "winners", "folded", "places", "dealer", "deal", "turn",
              "gone")
    SHARED = ("board", "options", "teams", "bounce", "wait", "for_places", "jack_from_start")
    __slots__ = (*FIELDS, *SHARED)

    def __init__(self, board: Board, options: Options, pawns: Pawns, hands: list[list[str]],
                 stock: list[str], dealer: int, deal: int, turn: int | None, folded: list[bool],
                 pile: list[dict], seven: dict | None, winners: list[int] | None, gone: list[str] | None = None,
                 places: list[list[int]] | None = None, switches: tuple[bool, ...] | None = None) -> None:
        self.board = board
        self.options = options
        # Read on every move search: plain attributes are faster than the options mapping (and a
        # copy shares them).
        self.teams, self.bounce, self.wait, self.for_places, self.jack_from_start = (
            bool(options.teams), *(bool(options[key]) for key in HOUSE_RULES))
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

    def copy_field(self, name: str, value: Any) -> Any:
        if name == "pawns":
            return value.copy()
        if name == "pile":
            return [dict(p) for p in value]
        if name == "seven" and value is not None:
            return {**value, "used": [list(u) for u in value["used"]], "before": [list(r) for r in value["before"]]}
        if name in ("hands", "places"):
            return [list(item) for item in value]
        return super().copy_field(name, value)

    def write_field(self, name: str, value: Any) -> Any:
        return value.locs if name == "pawns" else value

    @classmethod
    def from_json(cls, data: Any, players: int, options: Options) -> Self:
        board = Board.for_players(players)
        values = cls.read_fields(data, {
            "pawns": lambda d, _: _pawns(d, board),
            "hands": lambda d, _: [_cards(h, "hand") for h in fields.array(d, "hands", players)],
            "stock": lambda d, _: _cards(d.get("stock"), "stock"),
            "pile": lambda d, _: [_pile_entry(raw, players) for raw in fields.array(d, "pile")],
            "seven": lambda d, _: _seven(d.get("seven"), players),
            "winners": lambda d, _: None if d.get("winners") is None else fields.int_list(d, "winners", 0, players - 1),
            "folded": lambda d, _: _folded(d, players),
            "places": lambda d, _: [fields.int_list({"side": s}, "side", 0, players - 1) for s in fields.array(d, "places")],
            "dealer": lambda d, _: fields.integer(d, "dealer", 0, players - 1),
            "deal": lambda d, _: fields.integer(d, "deal", 0, len(DEAL_SIZES) - 1),
            "turn": lambda d, _: fields.optional_integer(d, "turn", 0, players - 1),
            "gone": lambda d, _: _cards(d.get("gone"), "gone"),
        })
        return cls(board, options, **values)

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

    def captures(self, move: dict) -> tuple[int, int] | None:
        """The pawn (owner, index) a legal move captures, or None: a pawn brought out captures
        whoever stands on its start, a pawn moved whoever stands where it ends."""
        kind, owner = move["kind"], move.get("owner", -1)
        if kind == "enter":
            return self.pawns.victim(owner, self.pawns.locs[owner].index(NEST), self.board.start(owner))
        if kind in ("move", "seven"):
            return self.pawns.victim(owner, move["pawn"], move["to"])
        return None

    def actor(self, player: int) -> int:
        """Whose pawns `player` moves: their own, or once those are all home, their partner's."""
        partner = self.partner(player)
        if partner is not None and self.pawns.all_home(player):
            return partner
        return player


@functools.cache
def _sides(players: int, teams: bool) -> tuple[list[int], ...]:
    """KeezenBase.sides, worked out once per table (shared lists: never change them)."""
    if not teams:
        return tuple([p] for p in range(players))
    return tuple([p, p + players // 2] for p in range(players // 2))


# --- reading a save -------------------------------------------------------------------------------
def _pawns(data: Any, board: Board) -> Pawns:
    valid = set(range(board.track)) | {NEST} | {HOME + h for h in range(PAWNS)}
    rows = []
    for row in fields.array(data, "pawns", board.players):
        if not isinstance(row, list) or len(row) != PAWNS or any(type(v) is not int or v not in valid for v in row):
            raise CorruptState("a pawn stands where there is no square")
        rows.append(list(row))
    return Pawns(board, rows)


def _pile_entry(raw: Any, players: int) -> dict:
    entry = fields.obj(raw, "pile entry")
    return {"seat": fields.integer(entry, "seat", 0, players - 1),
            "cards": _cards(entry.get("cards"), "pile"), "folded": fields.boolean(entry, "folded")}


def _seven(raw: Any, players: int) -> dict | None:
    if raw is None:
        return None
    seven = fields.obj(raw, "seven")
    before = fields.array(seven, "before", players)
    return {"left": fields.integer(seven, "left", 1, 6),
            "used": [fields.int_list({"u": u}, "u", 0, max(players, PAWNS), 2) for u in fields.array(seven, "used")],
            "before": [fields.int_list({"r": r}, "r", NEST, HOME + PAWNS, PAWNS) for r in before]}


def _folded(data: Any, players: int) -> list[bool]:
    folded = fields.array(data, "folded", players)
    if any(type(f) is not bool for f in folded):
        raise CorruptState("'folded' must be true or false for every player")
    return list(folded)


def _cards(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or any(not isinstance(card, str) or card not in ORDER for card in value):
        raise CorruptState(f"{what} holds something that is not a card")
    return list(value)
