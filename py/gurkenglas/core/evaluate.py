"""How a game's positions are judged for the review: each seat's chance of winning.

An :class:`Evaluator` answers three questions about a position, and the review (review.py) builds
everything else from them:

- `chances(position)`: each seat's chance of winning, for an onlooker who sees every hand but not
  the future (the dice not yet rolled, the order of cards nobody has seen);
- `expected(position, move)`: the same after `move`, averaged over every way chance could fall
  while the move is carried out (the roll, the deal, the card drawn): the luck of the move is the
  chance it really left minus this average, as GNU Backgammon measures the luck of a roll;
- `judge(position, seat, moves)`: `seat`'s chance after each of `moves`, judged from what that seat
  could see then: every card it could not see is drawn anew, as the bots draw them.

A game that can calculate its chances exactly (the Goose over its board, the Gulek solitaires with
their solver) supplies its own evaluator; every other game is judged by playouts: the game is played
to its end many times from the position by the bots, each time with new dice and the unseen cards in
a new order. A seat's chance is the share of those games it won; in a game with `prior_games`
(Gurke: 4) it is pulled toward the even share as if that many games more had been played in which
every seat that could still win won its even share: the share of 24 playouts scatters around the true
chance, so in Gurke a seat given 15 % by its playouts won on average more (the posterior mean; the
weight is measured, see Game.prior_games). `judge` gives the plain shares (it compares moves on the
same samples). A computer player is played out at its own level (the strongest a playout affords,
for a stronger one), as everyone at the table knows it; a person at a level drawn for each playout
from the game's playout levels (the beginner's to the normal one's; in Keezen the normal one's only).
A game may judge a person's decision itself where its playouts cannot tell the moves apart
(`Game.judge_moves`; Gulek's play, by search: games/gulek/review.py).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

from .engine import Game, Position
from .rng import Rng

PLAYOUT_BUDGET_MS = 50
"""What a bot of a playout may take for one decision (the normal bots of every game take far less)."""


class Evaluator(ABC):
    method: str = "playouts"
    """How the chances are found: `exact`, `solver`, `model` (a calculation that leaves something
    out, within an error its module states), `search` (Gulek for two: the search that grades the
    decisions, games/gulek/review.py) or `playouts`."""

    measure: str = "win"
    """What a chance is: `win` (a seat wins the game) or `solvable` (a solitaire can still be won)."""

    @abstractmethod
    def chances(self, position: Position, rng: Rng, samples: int) -> list[float]:
        """Each seat's chance of winning from `position`, as an onlooker sees it."""

    @abstractmethod
    def expected(self, position: Position, move: dict, rng: Rng, samples: int) -> list[float]:
        """Each seat's chance after `move`, averaged over how chance can fall while it is played."""

    @abstractmethod
    def judge(self, position: Position, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[float]:
        """`seat`'s chance after each of `moves`, from `seat`'s own view of `position`."""

    def judge_samples(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                      samples: int) -> list[list[float]]:
        """What `judge` averages: one row per sample, `seat`'s result after each move in it (the
        review needs the spread to tell a worse move from the luck of the samples). An exact
        evaluator has one row."""
        return [self.judge(position, seat, moves, rng, samples)]


def won(position: Position, players: int) -> list[float]:
    """1 for each seat among the winners of a finished game, else 0."""
    winners = position.final_outcome()["winners"]
    return [1.0 if seat in winners else 0.0 for seat in range(players)]


class PlayoutEvaluator(Evaluator):
    """Chances by playing the game to its end from the position, `samples` times."""

    def __init__(self, game: Game, players: int, seats: list[dict] | None = None) -> None:
        self.game = game
        self.players = players
        levels = game.spec.bot_levels
        self.levels = game.playout_levels or (levels[:-1] if len(levels) > 2 else levels)
        """The levels a seat of a playout is played at, one drawn for each seat and playout: a player
        of the family is somewhere between the beginner and the normal bot, and a game without
        chance (Gulek) played out by one fixed policy would always end the same way. A game may
        name its own (Keezen: the normal bot only, as its beginner wanders three times as long)."""
        self.fixed = [self._level_of(seat) for seat in seats] if seats else [None] * players
        """Each seat's level in every playout, where the table says it (a computer player), else None."""
        self.prior_games = game.prior_games
        """The games of even shares every chance starts from (Game.prior_games)."""

    def _level_of(self, seat: dict | None) -> str | None:
        """A computer player's level in the playouts: its own, unless it is stronger than any
        playout affords (then the strongest that is; a weaker one costs no more a decision)."""
        if not seat or seat.get("kind") != "bot" or seat.get("level") not in self.game.spec.bot_levels:
            return None
        order = self.game.spec.bot_levels
        strongest = self.levels[-1]
        return seat["level"] if order.index(seat["level"]) <= order.index(strongest) else strongest

    def chances(self, position: Position, rng: Rng, samples: int) -> list[float]:
        return self.outlook(position, rng, samples)[0]

    def outlook(self, position: Position, rng: Rng, samples: int) -> tuple[list[float], float | None]:
        """`chances`, and the expected margin where the game has one (Stamp Swap: your points
        minus Pinzetta's), from the same playouts."""
        margins: list[float] = []

        def one(i: int) -> list[float]:
            end = self._played_out(position.unseen_anew(rng), rng)
            margin = end.margin()
            if margin is not None:
                margins.append(margin)
            return self._pulled(position, won(end, self.players), samples)
        return self._mean(samples, one), (sum(margins) / len(margins) if margins else None)

    def expected(self, position: Position, move: dict, rng: Rng, samples: int) -> list[float]:
        def one(i: int) -> list[float]:
            world = position.unseen_anew(rng)
            world.play(move, rng, [])
            return self._pulled(world, self._playout(world, rng), samples)
        return self._mean(samples, one)

    def _pulled(self, start: Position, result: list[float], samples: int) -> list[float]:
        """One playout's result as the chance counts it: with the game's `prior_games`, each seat
        that could still win where the playout started gets, beside its own result, the even share
        of the wins among those seats, weighted as `prior_games` games against `samples`. Averaged
        over the playouts this is the posterior mean: the wins plus `prior_games` games of even
        shares, over `samples` + `prior_games`. The sum is kept; a seat out keeps its result (0)."""
        if not self.prior_games:
            return result
        weight = self.prior_games / (samples + self.prior_games)
        alive = [seat for seat in range(self.players) if start.can_still_win(seat)]
        even = sum(result[seat] for seat in alive) / len(alive) if alive else 0.0
        return [(1 - weight) * r + weight * even if seat in alive else r for seat, r in enumerate(result)]

    def judge(self, position: Position, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[float]:
        rows = self.judge_samples(position, seat, moves, rng, samples)
        return [sum(column) / len(rows) for column in zip(*rows, strict=True)]

    def judge_samples(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                      samples: int) -> list[list[float]]:
        own = self.game.judge_moves(position, seat, moves)
        if own is not None:
            return [own]  # the game's own judgement: one row, without the playouts' sampling error
        rows = []
        for i in range(samples):
            world = position.sample_hidden(seat, rng)
            seed = rng.next_u32()
            row = []
            for move in moves:  # the same world and the same dice for every move
                sample = world.copy()
                playout_rng = Rng.from_seed(seed, stream=i + 1)
                sample.play(move, playout_rng, [])
                row.append(self._playout(sample, playout_rng)[seat])
            rows.append(row)
        return rows

    def _mean(self, samples: int, one: Callable[[int], list[float]]) -> list[float]:
        total: list[float] | None = None
        for i in range(samples):
            result = one(i)
            total = result if total is None else [a + b for a, b in zip(total, result, strict=True)]
        assert total is not None
        return [t / samples for t in total]

    def _playout(self, position: Position, rng: Rng) -> list[float]:
        """Play on to the end, every seat by a bot from its own view; each seat's result."""
        return won(self._played_out(position, rng), self.players)

    def _played_out(self, position: Position, rng: Rng) -> Position:
        position = position.copy()
        game = self.game
        levels = [fixed or self.levels[rng.below(len(self.levels))] for fixed in self.fixed]
        while (seat := position.to_move()) is not None:
            legal = position.legal_moves()
            move = legal[0] if len(legal) == 1 else game.bot_move(position.view(seat), legal, levels[seat], rng,
                                                                    PLAYOUT_BUDGET_MS)
            position.play(move, rng, [])
        return position
