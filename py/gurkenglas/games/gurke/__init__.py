"""Gurke (`gurke`): the trick-avoidance card game of Denmark, Sweden, Poland, Finland, Norway and
Iceland. One engine; every national rule set is a preset of its switches (variants.py)."""

from __future__ import annotations

from typing import Any

from ...core.engine import Game
from ...core.errors import BadOptions
from ...core.rng import Rng
from ...core.spec import GameSpec, Options
from .bots import LEVELS, choose
from .cards import one_deck
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

    def check_setup(self, players: int, options: Options) -> None:
        deck = len(one_deck(options)) * (2 if options.extra_deck else 1)
        smallest = 1 if options.hand in ("all", "previous_loser", "countdown", "wave") else options.hand_size
        if players * min(smallest, options.hand_cap) > deck:
            raise BadOptions(f"{players} players cannot each get {smallest} cards from {deck}")

    def initial_position(self, players: int, options: Options, rng: Rng) -> GurkePosition:
        return GurkePosition.start(players, options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> GurkePosition:
        return from_json(data, players, options)

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(view, legal, level, rng, budget_ms)


GAME = Gurke()
