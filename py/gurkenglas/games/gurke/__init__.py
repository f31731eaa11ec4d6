"""Gurke (`gurke`): the trick-avoidance card game of Denmark, Sweden, Poland, Finland, Norway and
Iceland. One engine; every national rule set is a preset of its switches (variants.py)."""

from __future__ import annotations

from typing import Any

from ...core.engine import Game
from ...core.rng import Rng
from ...core.spec import GameSpec, Options
from .bots import LEVELS, choose
from .position import GurkePosition
from .record import from_json
from .variants import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, PRESET_PLAYERS, PRESETS

SPEC = GameSpec(
    id="gurke",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    presets=PRESETS,
    preset_players=PRESET_PLAYERS,
    chance=True,
    hidden_information=True,
    max_moves=60_000,
    version=1,
    move_kinds=("card", "done", "take_back", "exchange", "exchange_done", "redeal", "keep", "kontra", "pass",
                "buy_back", "stay_out"),
    bot_levels=LEVELS,
)


class Gurke(Game):
    spec = SPEC

    # No check_setup: the player counts are data (variants.py), and a hand never holds more cards
    # than the pack can give every player (hands.py), so every declared count starts.

    def initial_position(self, players: int, options: Options, rng: Rng) -> GurkePosition:
        return GurkePosition.start(players, options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> GurkePosition:
        return from_json(data, players, options)

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(view, legal, level, rng, budget_ms)


GAME = Gurke()
