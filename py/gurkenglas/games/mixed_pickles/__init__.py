"""Mixed Pickles, "Das Gurkensolo" (docs/rules.md#mixed-pickles): four shared pickles race up a column of 13 fields;
every player secretly wishes for a finishing order, and two drawn cards say which moves are allowed."""

from __future__ import annotations

from typing import Any

from ...core.engine import Game
from ...core.guide import Guide
from ...core.rng import Rng
from ...core.spec import GameSpec, Option, Options
from .bots import choose, easy_chance, hint
from .position import MixedPicklesPosition

SPEC = GameSpec(
    id="mixed_pickles",
    min_players=2,
    max_players=6,
    table_mode=True,  # the board lies between the players
    options=(Option("professional", False), Option("expert", False), Option("table_rules", False)),
    presets={"standard": {}, "professional": {"professional": True},
             "expert": {"professional": True, "expert": True}, "table": {"table_rules": True}},
    chance=True,
    hidden_information=True,
    # Every pickle moves forward at most 12 fields but special cards send pickles back, so the
    # length has no hard bound from the rules; random games stay far below this (tests measure it).
    max_moves=20_000,
    version=1,
    move_kinds=("draw", "move", "back", "swap", "pass", "accept", "object", "decline", "keep"),
    # What each level beats: OpenSpiel's tree search at a fixed number of random playouts a move, for
    # two (benchmarks/README.md, "Each level against a fixed yardstick").
    level_strength={"easy": ("even", 10), "normal": ("even", 100), "strong": ("even", 100)},
    # Rule id -> section of web/rules/mixed_pickles/<lang>.json (the finer ids: why.py).
    rules={
        "draw": "turn", "one_true": "turn", "steps": "turn", "yellow": "turn",
        "true_card": "cards", "false_card": "cards", "no_move": "no_move",
        "specials": "specials", "two_specials": "specials", "back_one": "specials",
        "back_two": "specials", "swap": "specials", "special_blocked": "specials",
        "reshuffle": "piles", "finish": "finish", "scoring": "scoring",
        "professional": "professional", "expert": "expert", "table_rules": "table_rules",
        "accept": "table_rules", "objection": "table_rules", "correction": "table_rules",
    },
    why_not_reasons=("draw_first", "choose_goal", "review_first", "at_goal", "one_step", "no_step_fits",
                     "no_fit", "back_too_far", "swap_same_field", "special_blocked", "special_field",
                     "behind", "out_of_reach", "field_no_fit", "card_ignored", "back_blocked",
                     "swap_blocked"),
    # You against two computer players, under the table rules (the next player checks each logic
    # move). You draw, and your first move meets the core rule: exactly one card true, one false,
    # one or two fields; you object to a computer's (correct) move on decision 3, swap two pickles
    # with a special card on decision 8 (the computers then send pickles back 1 and 2), go up the
    # yellow fields on decision 16, see a pickle home, a reshuffle and a pass; the game ends with
    # the scoring on your 36th decision (48 taps).
    guide=Guide(seed=15, seats=("human", "bot", "bot"), options={"table_rules": True}, rules=(
        "draw", "one_true", "true_card", "false_card", "steps", "objection", "specials", "yellow", "scoring")),
)


class MixedPickles(Game):
    spec = SPEC
    shares_first_place = True  # equal scores share the win
    judge_factor = 4  # a game is played out in a few milliseconds: four times the samples quarter the noise's variance

    def initial_position(self, players: int, options: Options, rng: Rng) -> MixedPicklesPosition:
        return MixedPicklesPosition.start(players, options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> MixedPicklesPosition:
        return MixedPicklesPosition.from_json(data, players, options)

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(view, legal, level, rng)

    def level_chance(self, view: dict, legal: list[dict], level: str, move: dict) -> float | None:
        return easy_chance(view, legal, move) if level == "easy" else None  # benchmarks/README.md

    def hint(self, view: dict, legal: list[dict], rng: Rng, budget_ms: int) -> dict:
        return hint(view, legal, rng)


GAME = MixedPickles()
