"""Keezen (Tock) (`keezen`): 2–6 players, cards instead of dice, teams of two for 4 or 6 players."""

from __future__ import annotations

from typing import Any

from ...core.engine import Game
from ...core.errors import BadOptions
from ...core.rng import Rng
from ...core.spec import GameSpec, Option, Options
from .bots import choose, position_from_view
from .rules import KeezenPosition

SPEC = GameSpec(
    id="keezen",
    min_players=2,
    max_players=6,
    options=(Option("teams", False, players=((True, (4, 6)),)),),
    presets={"solo": {"teams": False}, "teams": {"teams": True}},
    chance=True,
    hidden_information=True,
    max_moves=20_000,
    version=1,
    move_kinds=("enter", "move", "swap", "seven", "cancel", "discard"),
)


class Keezen(Game):
    spec = SPEC

    def check_setup(self, players: int, options: Options) -> None:
        if options.teams and players not in (4, 6):
            raise BadOptions("teams of two need 4 or 6 players")

    def initial_position(self, players: int, options: Options, rng: Rng) -> KeezenPosition:
        return KeezenPosition.start(players, options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> KeezenPosition:
        return KeezenPosition.from_json(data, players, options)

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(position_from_view(view, rng), view["to_move"], level, rng, budget_ms)


GAME = Keezen()
