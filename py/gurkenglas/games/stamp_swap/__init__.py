"""Stamp Swap solo against the automa Pinzetta (docs/rules.md#stamp-swap): three days of collecting, swapping
and showing stamps, one human against a cardboard collector who follows her own procedures."""

from __future__ import annotations

from typing import Any

from ...core.engine import Game
from ...core.guide import Guide
from ...core.rng import Rng
from ...core.spec import GameSpec, Option, Options
from .bots import choose, hint
from .data import builtin_raw, card_data, check_data
from .position import StampSwapPosition
from .why import REASONS


class DataOption(Option):
    """The card data: None for the built-in file, or an imported replacement (checked in full)."""

    def check(self, value: Any) -> Any:
        if value is None:
            return None
        return check_data(value)

    @property
    def rule(self) -> bool:
        return False  # the same rule set may be played with any card data

    def to_json(self) -> dict:
        return {**super().to_json(), "kind": "data"}


SPEC = GameSpec(
    id="stamp_swap",
    min_players=1,
    max_players=1,
    options=(Option("difficulty", 1, (1, 2, 3)), Option("intro", False), DataOption("card_data", None, (None,))),
    presets={"intro": {"intro": True}, "level1": {}, "level2": {"difficulty": 2}, "level3": {"difficulty": 3}},
    chance=True,
    hidden_information=True,
    max_moves=400,  # three days of at most a few dozen decisions each
    version=2,  # 2: every contest category on the board, a show ticket on one of them at each show
    move_kinds=("generous", "reserve", "split", "choose", "place", "discard", "contest"),
    bot_levels=("easy", "normal"),
    # What each level beats: OpenSpiel's tree search at a fixed number of random playouts a move, each
    # playing the same deals against Pinzetta (benchmarks/README.md, "Each level against a fixed
    # yardstick").
    level_strength={"easy": ("even", 10), "normal": ("beats", 100)},
    # Each rule by the section of the rules text (web/rules/stamp_swap) that tells it. The greedy
    # swap is the one where you split and Pinzetta greedily takes the offer with more markers; the
    # generous swap is the event card's instruction in the collect phase.
    rules={
        "haul": "collect", "generous": "collect", "pinzetta_values": "markers",
        "reserve": "you_split", "greedy": "you_split", "choose": "she_splits",
        "place": "show", "discard": "show", "show_ticket": "show",
        "pinzetta_files": "pinzetta_show", "finale": "final_you", "win": "final_you",
        "intro": "intro", "automa": "app",
    },
    why_not_reasons=REASONS,
    # You against Pinzetta at level 1: the introductory mode puts her items away, so she would never
    # file them. Friday's card says "generous" (the collecting and the generous swap, first decision);
    # you keep an item back (her markers), split (the greedy swap: the decision card crosses out one
    # marker and she still takes your big offer), take her big offer (she had evened hers out), place
    # three stamps and put your ticket on the colour contest for 4 points; then she files her five
    # items. Eight decisions, about twenty taps: Friday is the whole guide.
    guide=Guide(seed=133, seats=("human",), options={"preset": "level1"}, rules=(
        "haul", "generous", "reserve", "pinzetta_values", "greedy", "choose", "place", "show_ticket",
        "pinzetta_files")),
)


class StampSwap(Game):
    spec = SPEC
    random_levels = ("easy",)  # a random legal move (bots.py); measured in benchmarks/README.md

    def initial_position(self, players: int, options: Options, rng: Rng) -> StampSwapPosition:
        return StampSwapPosition.start(options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> StampSwapPosition:
        return StampSwapPosition.from_json(data, options)

    def data_file(self) -> dict:
        return builtin_raw()

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(view, legal, level, rng)

    def hint(self, view: dict, legal: list[dict], rng: Rng, budget_ms: int) -> dict:
        return hint(view, legal, rng)


GAME = StampSwap()
__all__ = ["GAME", "card_data"]
