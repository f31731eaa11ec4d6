"""Keezen (Tock) (`keezen`): 2–6 players, cards instead of dice, teams of two for 4 or 6 players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.engine import Game
from ...core.errors import BadOptions
from ...core.rng import Rng
from ...core.spec import Options
from .bots import choose, position_from_view
from .rules import HOUSE_RULES, KeezenPosition
from .spec import SPEC

__all__ = ["GAME", "SPEC", "Keezen"]


class Keezen(Game):
    spec = SPEC

    def check_setup(self, players: int, options: Options) -> None:
        if options.teams and players not in (4, 6):
            raise BadOptions("teams of two need 4 or 6 players")

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

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(position_from_view(view, rng), view["to_move"], level, rng, budget_ms)


GAME = Keezen()
