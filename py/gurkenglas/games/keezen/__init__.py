"""Keezen (Tock) (`keezen`): 2–6 players, cards instead of dice, teams of two for 4 or 6 players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.engine import Game, Position
from ...core.guide import Guide
from ...core.rng import Rng
from ...core.spec import GameSpec, Option, Options
from .base import HOUSE_RULES
from .board import Board
from .bots import choose, position_from_view
from .position import KeezenPosition
from .review import searched_rows
from .why import REASONS, RULES

__all__ = ["GAME", "SPEC", "Keezen"]

ALL_HOUSE_RULES = dict.fromkeys(HOUSE_RULES, True)

SPEC = GameSpec(
    id="keezen",
    min_players=2,
    max_players=6,
    table_mode=True,  # the board lies between the players
    options=(Option("teams", False, players=((True, (4, 6)),)),
             *(Option(key, False, group="house_rules") for key in HOUSE_RULES)),
    presets={"solo": {"teams": False}, "teams": {"teams": True},
             "house_rules": {"teams": False, **ALL_HOUSE_RULES}, "house_rules_teams": {"teams": True, **ALL_HOUSE_RULES}},
    chance=True,
    hidden_information=True,
    max_moves=20_000,
    version=2,
    # 2: the house rules (options, all off in a save of version 1) and the finishing order.
    move_kinds=("enter", "move", "swap", "seven", "cancel", "discard"),
    # What each level beats: OpenSpiel's tree search at a fixed number of random playouts a move, for
    # two (benchmarks/README.md, "Each level against a fixed yardstick").
    level_strength={"easy": ("even", 10), "normal": ("beats", 10), "strong": ("beats", 10)},
    rules=RULES,
    why_not_reasons=REASONS,
    # You and two computer players. Before your first turn a computer player brings a pawn out with
    # a king; you bring yours out with an ace (its start protects it), take it four squares back
    # with the four, and walk it into your home with a six. Meanwhile a computer player swaps with
    # the jack. With nothing left to play you lay down your hand twice (the rule of every turn is
    # told then); the next deal brings a king and you come out again (the hand-over between people
    # is told then: no move shows it with one person), while the computer players show the seven
    # split and a capture. Six decisions of yours, 26 moves in all.
    guide=Guide(seed=135, seats=("human", "bot", "bot"), rules=(
        "out", "start_protection", "seven", "four", "jack", "capture", "home", "turn", "handover"),
        aside=("turn", "handover")),
)


class Keezen(Game):
    spec = SPEC
    judge_factor = 2  # twice the samples for what a player could expect of a move (benchmarks/README.md)
    random_levels = ("easy",)  # a random legal move (bots.py); measured in benchmarks/README.md

    def initial_position(self, players: int, options: Options, rng: Rng) -> KeezenPosition:
        return KeezenPosition.start(players, options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> KeezenPosition:
        return KeezenPosition.from_json(data, players, options)

    def migrate(self, data: Mapping) -> Mapping:
        """A save of version 1, from before the house rules: the same game with every house rule
        off, and the finishing order worked out from the winners. Nothing of `data` is changed."""
        if data.get("version") != 1:
            return super().migrate(data)
        migrated = dict(data, version=SPEC.version)
        if isinstance(data.get("options"), Mapping):
            migrated["options"] = {**dict.fromkeys(HOUSE_RULES, False), **data["options"]}
        position = data.get("position")
        if isinstance(position, Mapping):
            winners = position.get("winners")
            migrated["position"] = dict(position, places=[] if winners is None else [winners])
        return migrated

    def seat_areas(self, players: int, options: Options) -> list[float]:
        """Each player's start and home, at their seat of the 4- or 6-seat board."""
        board = Board.for_players(players)
        return [seat / board.seats for seat in board.positions]

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        options = SPEC.resolve_options({"teams": view["teams"], **view["house_rules"]})
        return choose(position_from_view(view, options, rng), view["to_move"], level, rng, budget_ms)

    def grades_by(self, players: int) -> str:
        return "search"

    def judge_moves(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                    samples: int) -> list[list[float]]:
        """By the strong bot's search, in `samples` deals of what `seat` cannot see (review.py says why)."""
        assert isinstance(position, KeezenPosition)
        return searched_rows(position, seat, moves, rng, samples)


GAME = Keezen()
