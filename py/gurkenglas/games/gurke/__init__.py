"""Gurke (`gurke`): the trick-avoidance card game of Denmark, Sweden, Poland, Finland, Norway and
Iceland. One engine; every national rule set is a preset of its switches (variants.py).

Engine version 2 added the cards in front, Kurko's third joker and the first dealer of a series.
A version 1 save is brought up to date (`migrate`): it keeps the rules it was started with, so the
new switches are off (an Icelandic match of version 1 went on dealing from the whole pack, and
still does) and its history replays exactly as before."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core.engine import Game, Position
from ...core.errors import CorruptState
from ...core.guide import Guide
from ...core.rng import Rng
from ...core.spec import GameSpec, Options
from .bots import LEVELS, choose
from .position import GurkePosition
from .review import searched_rows
from .variants import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, PRESET_PLAYERS, PRESET_VARIANTS, PRESETS

SPEC = GameSpec(
    id="gurke",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    presets=PRESETS,
    preset_players=PRESET_PLAYERS,
    preset_variants=PRESET_VARIANTS,
    chance=True,
    hidden_information=True,
    max_moves=60_000,
    version=2,
    move_kinds=("card", "done", "take_back", "exchange", "exchange_done", "redeal", "keep", "kontra", "pass",
                "buy_back", "stay_out"),
    bot_levels=LEVELS,
    # What each level beats: OpenSpiel's tree search at a fixed number of random playouts a move, for
    # two (benchmarks/README.md, "Each level against a fixed yardstick").
    level_strength={"fimpen": ("even", 100), "sharp": ("even", 100), "strong": ("beats", 100)},
    rules={
        # the Danish game, told first
        "deal": "dealing", "lead": "tricks", "higher_or_lowest": "tricks", "equal": "tricks", "trick_won": "tricks",
        "last_trick": "scoring", "bonus": "scoring", "pickle": "scoring", "out": "scoring", "last_survivor": "scoring",
        # what the other rule sets bring, at the rule set that brings it
        "all_highest": "gurka_se", "one_life": "gurka_se", "buy_back": "gurka_se",
        "previous": "gurka_se_modern", "no_ace_on_ace": "gurka_se_modern", "lead_lowest": "gurka_se_modern",
        "buy_back_free": "gurka_se_modern",
        "must_beat": "ogorek", "ace_low_last": "ogorek", "second_deck": "ogorek", "kontra": "ogorek_kontra",
        "first_over": "kurkku", "deal_all": "matapesa", "count_losses": "matapesa", "loser_deals": "matapesa",
        "jokers_as_aces": "kurko", "all_but_one": "kurko", "rassi_free": "rassi", "rassi_double": "rassi",
        "hand_previous_loser": "gurka_no_vidargas", "exchange": "gurka_no_vidargas",
        "dealer_leads": "gurka_no_vidargas", "face_cards_11": "gurka_no_vidargas", "lowest_deals": "gurka_no_vidargas",
        "countdown": "gurka_is", "multi_lead": "gurka_is", "set_follow": "gurka_is", "club_six": "gurka_is",
        "cards_in_front": "gurka_is", "exact_restart": "gurka_is",
        # switches only custom rules have
        "jokers_top": "custom", "black_sevens": "custom", "wave": "custom", "exchange_at_most": "custom",
        "equal_previous": "custom", "lowest_beating": "custom",
        # our own decisions
        "all_out": "house_rules", "back_in": "house_rules", "max_deals": "house_rules",
    },
    why_not_reasons=("higher_or_lowest", "must_beat", "lowest_only", "ace_on_ace", "equal_previous",
                     "must_equal_previous", "lowest_beating", "set_reach", "set_must_reach", "set_lowest",
                     "lead_lowest", "same_rank", "keep_one", "exchange_keep", "exchange_most", "exchange_count",
                     "pick_first", "set_completes", "answer_first", "played"),
    # The guided game: the Danish rules, the person against two computer players, one deal of seven
    # tricks, so seven decisions. 1: the person leads the lowest card (the lead); the others answer
    # higher or with their lowest, and an ace takes the trick (the trick won). 2: the person answers
    # an ace with their lowest card. 3: the person puts a king on a king and takes the trick, the last
    # of equal cards. 7: the person leads the last trick; two sevens follow, the second takes it and
    # its 7 points (the last trick), the first earns the bonus, and the next deal begins.
    guide=Guide(seed=514, seats=("human", "bot", "bot"), rules=(
        "lead", "higher_or_lowest", "equal", "trick_won", "last_trick", "bonus", "deal")),
)


class Gurke(Game):
    spec = SPEC
    # The review's chances start from four games of even shares: the share of 24 playouts alone is
    # too sure of itself, and 4 is the weight that brings one set of playouts nearest another from
    # the same positions (Danish matches; the figures are in benchmarks/README.md). Every rule set
    # and player count uses the same weight.
    prior_games = 4

    # The player counts are data (variants.py), and a hand never holds more cards than the pack
    # can give every player (hands.py), so every declared count starts.

    def initial_position(self, players: int, options: Options, rng: Rng) -> GurkePosition:
        return GurkePosition.start(players, options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> GurkePosition:
        return GurkePosition.from_json(data, players, options)

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(view, legal, level, rng, budget_ms)

    def grades_by(self, players: int) -> str:
        return "search"

    def judge_moves(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                    samples: int) -> list[list[float]] | None:
        """A choice among single cards by the strong bot's look-ahead over the rest of the deal
        (review.py says why); sets of cards and the decisions before the play by playouts."""
        assert isinstance(position, GurkePosition)
        return searched_rows(position, seat, moves, rng, samples)

    def next_options(self, position: Position, options: Options) -> dict:
        """The winner of a match deals first in the next."""
        return {**options.to_json(), "first_dealer": position.final_outcome()["first_dealer_next"]}

    def migrate(self, data: Mapping) -> Mapping:
        if data.get("version") != 1:
            return super().migrate(data)
        options, position, players = data.get("options"), data.get("position"), data.get("players")
        if not isinstance(options, Mapping) or not isinstance(position, Mapping) or type(players) is not int:
            raise CorruptState("a Gurke save of engine version 1 without options, position or players")
        return {**data, "version": 2,
                "options": {"cards_in_front": False, "first_dealer": "chance", **options},
                "position": {"in_front": [[] for _ in range(players)], "laid": [[] for _ in range(players)],
                             **position}}


GAME = Gurke()
