"""Gulek (docs/rules.md#gulek): the game for 2–6 players (`gulek`) and its two solitaires, Gulek Solo
(`gulek_solo`) and Gulek Single (`gulek_single`), on the same board of 15 pits.

Three games, one package, laid out as every game package is, with the solitaires beside:

- the game for 2–6 players: base.py (its record), position.py (its rules), view.py, bots.py, and
  order.py (the order a sowing's balls are dropped in);
- the two solitaires, which differ only in their rules (data: `SolitaireRules`): solitaire.py (what
  a sowing does), solitaire_position.py (their position and view), solver.py (the search behind
  the Hint button and the solver seat) and puzzles.py (the starting boards);
- for all three: why.py (the rule each move and event follows, and why a pit has no move).

This module declares the three games: SPEC for Gulek, and one spec per solitaire on its class."""

from __future__ import annotations

from typing import Any

from ...core.engine import Game, Position
from ...core.errors import CorruptState
from ...core.guide import Guide
from ...core.rng import Rng
from ...core.spec import GameSpec, Option, Options
from .bots import choose
from .position import GulekPosition
from .puzzles import PUZZLES, balls_at_start
from .review import SearchEvaluator, SolverEvaluator, searched_chances
from .solitaire_position import SolitairePosition, rules_of
from .solver import solver_hint
from .why import GULEK_REASONS, GULEK_RULES, SINGLE_REASONS, SINGLE_RULES, SOLO_REASONS, SOLO_RULES

SPEC = GameSpec(
    id="gulek",
    min_players=2,
    max_players=6,
    table_mode=True,  # the board lies between the players
    options=(Option("shortened", False),),
    presets={"standard": {}, "shortened": {"shortened": True}},
    chance=False,
    hidden_information=False,
    # A turn is at most a sowing's drops (one per ball), the parkings and `done`; the no-capture
    # draw bounds the turns (the conformance suite's random games end well within it).
    max_moves=60_000,
    version=1,
    move_kinds=("place", "sow", "drop", "suggested", "park", "return", "done"),
    # What each level beats: OpenSpiel's tree search at a fixed number of random playouts a move, for
    # two (benchmarks/README.md, "Each level against a fixed yardstick").
    level_strength={"easy": ("loses", 10), "normal": ("beats", 100), "strong": ("beats", 1000)},
    rules=GULEK_RULES,
    why_not_reasons=GULEK_REASONS,
    # You against a computer player, the standard rules. You place your 20 balls (the first pit
    # shown, then where the computer player would), the play begins, and your first move sows pit 1
    # clockwise: its last ball, your own, captures in pit 3. Your second sows pit 2 the other way
    # and leaves a pair of yours in pit 14, which you park; on your next turn you bring that pair
    # back into pit 2. 24 decisions, at most four new tips at one of them (the first sowing).
    guide=Guide(seed=7, seats=("human", "bot"), rules=(
        "placing", "first_move", "sowing", "own_colour", "capture", "parking", "returning")),
)


class Gulek(Game):
    spec = SPEC
    shares_first_place = True  # a draw, or equal balls left at the end

    def initial_position(self, players: int, options: Options, rng: Rng) -> GulekPosition:
        return GulekPosition.start(players, options)

    def position_from_json(self, data: Any, players: int, options: Options) -> GulekPosition:
        return GulekPosition.from_json(data, players, options)

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        return choose(view, legal, level, rng, budget_ms)

    def evaluator(self, players: int, options: Options) -> SearchEvaluator | None:
        """Two players: the search that grades the decisions draws the line too (review.py)."""
        return SearchEvaluator(self, players) if players == 2 else None

    def grades_by(self, players: int) -> str:
        return "search" if players == 2 else "playouts"

    def judge_moves(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                    samples: int) -> list[list[float]] | None:
        """Two players' play by search (review.py says why), one row: Gulek hides nothing; the
        placing and more players by playouts."""
        assert isinstance(position, GulekPosition)
        chances = searched_chances(position, seat, moves)
        return None if chances is None else [chances]


PUZZLE = Option("puzzle", "start", PUZZLES)
SOLITAIRE_LEVELS = ("solver",)  # the only "bot" of a solitaire plays the solver's moves


def solitaire_spec(game_id: str, options: tuple[Option, ...], presets: dict, rules: dict[str, str],
                   reasons: tuple[str, ...], guide: Guide) -> GameSpec:
    return GameSpec(
        id=game_id,
        min_players=1,
        max_players=1,
        options=options,
        presets=presets,
        chance=False,
        hidden_information=False,
        max_moves=20_000,  # bounded by the conformance suite's random play
        version=1,
        move_kinds=("sow", "remove", "done"),
        bot_levels=SOLITAIRE_LEVELS,
        rules=rules,
        why_not_reasons=reasons,
        guide=guide,
    )


class Solitaire(Game):
    relay = False
    review_measure = SolverEvaluator.measure  # the solver's verdict: can the board still be cleared

    def initial_position(self, players: int, options: Options, rng: Rng) -> SolitairePosition:
        return SolitairePosition.start(self.spec.id, rules_of(self.relay, options), options, rng)

    def position_from_json(self, data: Any, players: int, options: Options) -> SolitairePosition:
        position = SolitairePosition.from_json(data, self.spec.id, rules_of(self.relay, options))
        # Balls leave the board only in pairs: what lies there and what was taken off must be
        # what the puzzle started with.
        if sum(position.board) + 2 * position.removed not in balls_at_start(options.puzzle):
            raise CorruptState("the balls on the board and the pairs taken off do not add up to the puzzle's")
        return position

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        move = solver_hint(view, budget_ms)["move"]
        return move if move in legal else legal[rng.below(len(legal))]

    def hint(self, view: dict, legal: list[dict], rng: Rng, budget_ms: int) -> dict:
        return solver_hint(view, budget_ms)

    def evaluator(self, players: int, options: Options) -> SolverEvaluator:
        return SolverEvaluator()


class GulekSolo(Solitaire):
    spec = solitaire_spec(
        "gulek_solo",
        (Option("pairs_must_go", False), Option("not_into_empty", False), PUZZLE),
        {"basic": {}, "variant_1": {"pairs_must_go": True}, "variant_2": {"not_into_empty": True},
         "variant_3": {"pairs_must_go": True, "not_into_empty": True}},
        SOLO_RULES, SOLO_REASONS,
        # The seed's puzzle of 3 and 1 balls side by side: you sow the 3 clockwise, which makes a
        # pair in pit 2, and take it off; the two balls left lie alone, a dead end (and Undo to go
        # back). Two decisions.
        Guide(seed=1, seats=("human",), rules=("pairs", "dead_end"), options={"puzzle": "three_one"}),
    )


class GulekSingle(Solitaire):
    relay = True
    spec = solitaire_spec(
        "gulek_single",
        (Option("pairs_must_go", False), PUZZLE),
        {"basic": {}, "variant": {"pairs_must_go": True}},
        SINGLE_RULES, SINGLE_REASONS,
        # A generated puzzle (3, 3, 1 and 3 balls in pits 8 to 11): you sow pit 8 clockwise, its
        # last ball lands on the 3 in pit 11, which are sown on (a chain) and leave a pair in pit 10;
        # you take it off, then sow pit 9 counter-clockwise into a dead end. Three decisions.
        Guide(seed=46, seats=("human",), rules=("chain", "pairs", "dead_end"), options={"puzzle": "generated"}),
    )


GAME = Gulek()
SOLO = GulekSolo()
SINGLE = GulekSingle()
