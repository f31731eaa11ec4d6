"""Game of the Goose (`goose`): 2–6 players, two dice, 63 squares on a spiral."""

from __future__ import annotations

from typing import Any

from ...core.engine import Game
from ...core.guide import Guide
from ...core.rng import Rng
from ...core.spec import GameSpec, Option, Options
from .odds import GooseOdds
from .position import GoosePosition
from .stats import simulate

SPEC = GameSpec(
    id="goose",
    min_players=2,
    max_players=6,
    table_mode=True,  # the board lies between the players
    options=(
        Option("classic_geese", False),
        Option("release_after_three_rounds", False),
        Option("play_for_places", False),
    ),
    presets={
        "standard": {},
        "classic": {"classic_geese": True},
        "everyone_finishes": {"play_for_places": True, "release_after_three_rounds": True},
    },
    chance=True,
    hidden_information=False,
    # Well above the longest random game played to the last place (benchmarks/README.md, the Goose).
    max_moves=4000,
    version=1,
    move_kinds=("roll",),
    bot_levels=("normal",),  # rolling dice leaves a bot nothing to decide
    has_statistics=True,
    rules={
        "turn": "turn", "first_throw": "first_throw", "geese": "geese", "bridge": "squares",
        "inn": "squares", "well": "well_and_cage", "maze": "squares", "prison": "well_and_cage",
        "death": "squares", "bounce": "finish", "finish": "finish", "sharing": "sharing",
        "release_three": "options", "places": "options", "all_waiting": "house_rules",
    },
    why_not_reasons=("dice_decide", "not_yours"),
    # You against a computer player; by your tenth roll you have met a goose, the maze, death and
    # the bounce at 63, and seen the bridge, the inn, the well and the prison; you win on roll 16.
    guide=Guide(seed=32487, seats=("human", "bot"), rules=(
        "turn", "first_throw", "bridge", "well", "inn", "geese", "prison", "all_waiting", "maze", "bounce",
        "death", "finish")),
)


class Goose(Game):
    spec = SPEC
    graded = False  # the dice decide every move

    def initial_position(self, players: int, options: Options, rng: Rng) -> GoosePosition:
        return GoosePosition.start(players, options)

    def position_from_json(self, data: Any, players: int, options: Options) -> GoosePosition:
        return GoosePosition.from_json(data, players, options)

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return legal[0]  # the only decision is to roll

    def statistics(self, players: int, options: Options, games: int, seed: int) -> dict:
        return simulate(players, options, games, seed)

    def evaluator(self, players: int, options: Options) -> GooseOdds:
        """Each seat's chance to win, for the review: exact for two players (see odds.py)."""
        return GooseOdds(options, players)


GAME = Goose()
