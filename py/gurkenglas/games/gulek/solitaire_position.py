"""The two Gulek solitaires as games (`gulek_solo`, `gulek_single`): one player, no chance.

A turn is a ``sow`` (pit and direction); when the sowing leaves pits with exactly two balls, the
player may ``remove`` such pairs one by one and then says ``done`` (with ``pairs_must_go`` every
pair leaves by itself). The game ends when the board is empty (cleared: a win) or no sowing is left.
The rules of a sowing, the relay of Single included, live in `solitaire.py`, the solver behind the
Hint button in `solver.py`. A solitaire shows everything, so its view is a few lines and stays here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

from ...core import fields
from ...core.errors import CorruptState
from ...core.record import Record
from ...core.rng import Rng
from ...core.spec import Options
from .puzzles import starting_board
from .solitaire import PITS, SolitaireRules, moves, pair_pits, sow_path
from .why import solitaire_event_rule, solitaire_move_rules, solitaire_why_not

MAX_BALLS = 4 * PITS


def rules_of(relay: bool, options: Options) -> SolitaireRules:
    return SolitaireRules(relay=relay, must_remove=bool(options.pairs_must_go),
                          not_into_empty=bool(options.get("not_into_empty", False)))


class SolitairePosition(Record):
    """The board (balls per pit), the step of the turn, the sowings made and the pairs taken off."""

    FIELDS = ("board", "phase", "sown", "removed", "over")
    SHARED = ("game_id", "rules")
    __slots__ = (*FIELDS, *SHARED)

    def __init__(self, game_id: str, rules: SolitaireRules, board: Sequence[int]) -> None:
        self.game_id = game_id
        self.rules = rules
        self.board = list(board)
        self.phase = "sow"     # or "remove": pairs may be taken off
        self.sown = 0          # sowings made
        self.removed = 0       # pairs taken off
        self.over = False

    @classmethod
    def start(cls, game_id: str, rules: SolitaireRules, options: Options, rng: Rng) -> SolitairePosition:
        pos = cls(game_id, rules, starting_board(options.puzzle, rules, rng))
        pos._check_end()
        return pos

    @property
    def cleared(self) -> bool:
        return not any(self.board)

    # --- the contract -----------------------------------------------------------------------------
    def to_move(self) -> int | None:
        return None if self.over else 0

    def legal_moves(self) -> list[dict]:
        if self.over:
            return []
        if self.phase == "remove":
            return [{"kind": "remove", "pit": p} for p in pair_pits(self.board)] + [{"kind": "done"}]
        return [{"kind": "sow", "pit": pit, "dir": d} for pit, d, _ in moves(tuple(self.board), self.rules)]

    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        kind = move["kind"]
        if kind == "sow":
            after, path, relays = sow_path(tuple(self.board), move["pit"], move["dir"], self.rules)
            self.board = list(after)
            self.sown += 1
            events.append({"type": "sow", "pit": move["pit"], "dir": move["dir"], "path": path, "relays": relays})
            pairs = pair_pits(self.board)
            if pairs and self.rules.must_remove:
                for pit in pairs:
                    self._remove(pit, events)
            elif pairs:
                self.phase = "remove"
        elif kind == "remove":
            self._remove(move["pit"], events)
            if not pair_pits(self.board):
                self.phase = "sow"
        elif kind == "done":
            self.phase = "sow"
        if self.phase == "sow":
            self._check_end(events)

    def _remove(self, pit: int, events: list[dict]) -> None:
        self.board[pit] = 0
        self.removed += 1
        events.append({"type": "remove", "pit": pit})

    def _check_end(self, events: list[dict] | None = None) -> None:
        if self.cleared or not moves(tuple(self.board), self.rules):
            self.over = True
            if events is not None:
                events.append({"type": "game_over", "winners": [0] if self.cleared else [],
                               "cleared": self.cleared, "left": sum(self.board)})

    def outcome(self) -> dict | None:
        if not self.over:
            return None
        return {"ranks": [1 if self.cleared else 2], "winners": [0] if self.cleared else [],
                "scores": [sum(self.board)], "cleared": self.cleared}

    def view(self, seat: int | None) -> dict:
        return {
            "game": self.game_id,
            "board": list(self.board),
            "phase": "over" if self.over else self.phase,
            "to_move": self.to_move(),
            "pairs": pair_pits(self.board) if self.phase == "remove" and not self.over else [],
            "sowings": self.sowings(),
            "balls": sum(self.board),
            "sown": self.sown,
            "removed": self.removed,
            "rules": {"relay": self.rules.relay, "pairs_must_go": self.rules.must_remove,
                      "not_into_empty": self.rules.not_into_empty},
            "cleared": self.cleared,
            "over": self.over,
        }

    def sowings(self) -> list[dict]:
        """What each legal sowing would do, for the table's words and marks (the table never
        sows by itself): the pits its balls go into, in order (the last ball's pit last, a relay's
        balls after those of the pit it took up), what that last pit then holds, the pits a relay
        took up."""
        found = []
        for move in self.legal_moves():
            if move["kind"] == "sow":
                after, path, relays = sow_path(tuple(self.board), move["pit"], move["dir"], self.rules)
                found.append({"pit": move["pit"], "dir": move["dir"], "balls": self.board[move["pit"]],
                              "path": path, "holds": after[path[-1]], "relays": relays})
        return found

    # --- why: the rule behind every move and event, and why a pit has no move (why.py) ----------
    def move_rules(self, move: dict) -> tuple[str, ...]:
        return solitaire_move_rules(self, move)

    def event_rule(self, event: dict) -> str | None:
        return solitaire_event_rule(self, event)

    def why_not(self, seat: int, thing: str) -> dict | None:
        return solitaire_why_not(self, thing)

    # --- reading a save and the invariants ---------------------------------------------------------
    @classmethod
    def from_json(cls, data: Any, game_id: str, rules: SolitaireRules) -> Self:
        position = cls(game_id, rules, [])
        position.set_fields(cls.read_fields(data, {
            "board": lambda d, _: fields.int_list(d, "board", 0, MAX_BALLS, PITS),
            "phase": lambda d, _: _phase(d.get("phase")),
            "sown": lambda d, _: fields.integer(d, "sown", 0, 100_000),
            "removed": lambda d, _: fields.integer(d, "removed", 0, MAX_BALLS // 2),
            "over": lambda d, _: fields.boolean(d, "over"),
        }))
        return position

    def check(self) -> None:
        if sum(self.board) > MAX_BALLS:
            raise CorruptState("more balls than the game has")
        if self.phase == "remove" and not pair_pits(self.board):
            raise CorruptState("pairs to remove, but no pit holds two balls")
        if self.over != (self.phase == "sow" and (self.cleared or not moves(tuple(self.board), self.rules))):
            raise CorruptState("the game's end does not match the board")


def _phase(value: Any) -> str:
    if value not in ("sow", "remove"):
        raise CorruptState(f"unknown phase {value!r}")
    return value
