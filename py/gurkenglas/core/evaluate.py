"""How a game's positions are judged for the review: each seat's chance of winning.

An :class:`Evaluator` answers three questions about a position, and the review (review.py) builds
everything else from them:

- `chances(position)`: each seat's chance of winning, for an onlooker who sees every hand but not
  the future (the dice not yet rolled, the order of cards nobody has seen);
- `expected(position, move)`: the same after `move`, averaged over every way chance could fall
  while the move is carried out (the roll, the deal, the card drawn): the luck of the move is the
  chance it really left minus this average, as GNU Backgammon measures the luck of a roll;
- `judge(position, seat, moves)`: `seat`'s chance after each of `moves`, judged from what that seat
  could see then: every card it could not see is drawn anew, as the bots draw them
  (`judge_in_view` adds, in a game with hidden cards, what the seat could expect its move to change,
  so that the review can tell the luck of the unseen cards from the move's own worth).

A game that can calculate its chances exactly (the Goose over its board, the Gulek solitaires with
their solver) supplies its own evaluator; every other game is judged by playouts: the game is played
to its end many times from the position by the bots, each time with new dice and the unseen cards in
a new order. A seat's chance is the share of those games it won; in a game with `prior_games`
(Gurke: 4) it is pulled toward the even share as if that many games more had been played in which
every seat that could still win won its even share: the share of 24 playouts scatters around the true
chance, so in Gurke a seat given 15 % by its playouts won on average more (the posterior mean; the
weight is measured, see Game.prior_games). Where the game states how its chances are spread
(Mixed Pickles for two and three), the review says each share as the chance it stands for under
that spread (`shown`, core/chance_prior.py). `judge` gives the plain shares (it compares moves on
the same samples). A computer player is played out at its own level (the strongest a playout affords,
for a stronger one), as everyone at the table knows it; a person at a level drawn for each playout
from the game's playout levels (the beginner's to the normal one's),
weighted by what the person's moves so far said about how they play (`belief`, core/belief.py).
A game may judge a person's decision itself where its playouts cannot tell the moves apart
(`Game.judge_moves`, by search: Gulek's play, games/gulek/review.py, Keezen,
games/keezen/review.py, and Gurke's choices among single cards, games/gurke/review.py); in a game
with hidden cards the playouts still say what the line expects of the move played. The playouts of neighbouring positions share their random numbers move by move
(`_played_out`), so that the line moves by what a move changed, not by the luck of the playouts.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable

from . import chance_prior
from .belief import first, level_at, likelihood
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
    def expected(self, position: Position, move: dict, rng: Rng, samples: int, ply: int = 0) -> list[float]:
        """Each seat's chance after `move`, averaged over how chance can fall while it is played.
        `ply`: the moves played before `position` (playouts key their random numbers by it)."""

    @abstractmethod
    def judge(self, position: Position, seat: int, moves: list[dict], rng: Rng, samples: int) -> list[float]:
        """`seat`'s chance after each of `moves`, from `seat`'s own view of `position`."""

    def judge_samples(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                      samples: int, ply: int = 0) -> list[list[float]]:
        """What `judge` averages: one row per sample, `seat`'s result after each move in it (the
        review needs the spread to tell a worse move from the luck of the samples). An exact
        evaluator has one row."""
        return [self.judge(position, seat, moves, rng, samples)]

    def judge_in_view(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                      samples: int, ply: int = 0) -> tuple[list[list[float]], list[float] | None]:
        """`judge_samples`, and, in a game where `seat` cannot see every card, what `seat` could
        expect its move (`moves[0]`) to change in each seat's chance, against the move a player at
        the playouts' levels would make, judged in worlds it cannot tell from this one: the line of
        chances is an onlooker's, who sees every hand, and what it does beyond this change is the
        luck of the unseen cards (None where the seat sees what the onlooker sees). One move
        alone is not judged: it is the best there is."""
        if len(moves) == 1:
            return [[1.0]], None
        return self.judge_samples(position, seat, moves, rng, samples, ply), None


Outlook = tuple[list[float], float | None, float | None]
"""What `PlayoutEvaluator.outlook` finds: each seat's chance, the expected margin (or None), the
chance of a shared first place (or None where the game has none)."""


def shared_first(position: Position) -> float:
    """1 if the finished game's first place is shared (more than one winner), else 0."""
    return 1.0 if len(position.final_outcome()["winners"]) > 1 else 0.0


def won(position: Position, players: int, shared: bool = False) -> list[float]:
    """Each seat's part of the win of a finished game: 1 for each winner, 0 for the others; with
    `shared` (a game whose first place can be shared, Game.shares_first_place), the k seats that
    share it have 1/k each, so that the parts add up to one win. (Keezen's team shares no first
    place: both partners win it whole.)"""
    winners = position.final_outcome()["winners"]
    part = 1.0 / len(winners) if shared and winners else 1.0
    return [part if seat in winners else 0.0 for seat in range(players)]


class PlayoutEvaluator(Evaluator):
    """Chances by playing the game to its end from the position, `samples` times."""

    def __init__(self, game: Game, players: int, seats: list[dict] | None = None) -> None:
        self.game = game
        self.players = players
        levels = game.spec.bot_levels
        self.levels = levels[:-1] if len(levels) > 2 else levels
        """The levels a seat of a playout is played at, one drawn for each seat and playout: a player
        of the family is somewhere between the beginner and the normal bot, and a game without
        chance (Gulek) played out by one fixed policy would always end the same way. The strongest
        of three is left out: it is slow, and no family plays like it."""
        self.kinds = (*self.levels, levels[-1]) if len(levels) > 2 else tuple(self.levels)
        """The kinds of player a person's belief weighs (core/belief.py): each playout level and,
        where the strongest bot is not one, a player as strong as it, played out at the top level."""
        self.fixed = [self._level_of(seat) for seat in seats] if seats else [None] * players
        """Each seat's level in every playout, where the table says it (a computer player), else None."""
        self.prior_games = game.prior_games
        """The games of even shares every chance starts from (Game.prior_games)."""
        self.belief: list[list[float] | None] = [None] * players
        """Each person's belief (core/belief.py): the weight of each of `kinds`, from what their moves
        so far said (None: nothing yet, `prior`); it draws their level for a playout. The review sets
        it before it asks about a position."""

    def infers(self, seat: int) -> bool:
        """Whether `seat`'s moves say something about the level it is played out at: a person's, in a
        game played out at more than one level."""
        return self.method == "playouts" and self.fixed[seat] is None and len(self.levels) > 1

    def likelihood(self, position: Position, seat: int, legal: list[dict], move: dict, ply: int,
                   better: dict | None = None) -> list[float]:
        """For each of `kinds`, the chance that a player of it makes `move` (core/belief.py);
        `better`: the strongest bot's move (the hint's), where that bot is a kind but not a level."""
        return likelihood(self.game, self.kinds, position, seat, legal, move, ply, PLAYOUT_BUDGET_MS, better)

    @property
    def stronger(self) -> bool:
        """Whether a person may be as strong as a bot that is not played out (core/belief.py)."""
        return len(self.kinds) > len(self.levels)

    @property
    def prior(self) -> list[float]:
        """A person's belief before their first move."""
        return first(len(self.levels), self.stronger)

    def drawn(self, belief: list[float] | None) -> list[float]:
        """The weight of each playout level in a person's draw, by `belief` (over `kinds`): a player
        as strong as the strongest bot is played out at the top level."""
        weights = list(belief or self.prior)
        return [*weights[:len(self.levels) - 1], sum(weights[len(self.levels) - 1:])]

    def _level_of(self, seat: dict | None) -> str | None:
        """A computer player's level in the playouts: its own, unless it is stronger than any
        playout affords (then the strongest that is; a weaker one costs no more a decision)."""
        if not seat or seat.get("kind") != "bot" or seat.get("level") not in self.game.spec.bot_levels:
            return None
        order = self.game.spec.bot_levels
        strongest = self.levels[-1]
        return seat["level"] if order.index(seat["level"]) <= order.index(strongest) else strongest

    def chances(self, position: Position, rng: Rng, samples: int, ply: int = 0) -> list[float]:
        return self.outlook(position, rng, samples, ply)[0]

    @property
    def fitted(self) -> bool:
        """Whether the game states how its chances are spread for this many players, so that the
        review says a share of playouts as the chance it stands for (core/chance_prior.py)."""
        return chance_prior.fitted(self.game.spec.id, self.players)

    def shown(self, position: Position, shares: list[float], samples: int) -> list[float]:
        """The chances the review says for `shares` of `samples` playouts from `position` (a value
        found as `outlook` finds it, or one made of such values): the posterior mean under the
        game's spread of chances, a seat out of the game at 0; the plain shares where no spread is
        fitted (core/chance_prior.py)."""
        if not self.fitted:
            return list(shares)  # (no seat's standing is asked for in a game without a spread)
        alive = [position.can_still_win(seat) for seat in range(self.players)]
        return chance_prior.shown(self.game.spec.id, self.players, shares, samples, alive)

    def outlook(self, position: Position, rng: Rng, samples: int, ply: int = 0) -> Outlook:
        """`chances`, the expected margin where the game has one (Stamp Swap: your points minus
        Pinzetta's) and the chance of a shared first place where there can be one, from the same
        playouts. `ply`: the moves played before `position` (the playouts' random numbers are keyed
        by it, see `_played_out`)."""
        margins: list[float] = []
        shared: list[float] = []

        def one(seed: int) -> list[float]:
            end = self._played_out(position.unseen_anew(Rng.from_seed(seed, UNSEEN)), seed, ply)
            margin = end.margin()
            if margin is not None:
                margins.append(margin)
            shared.append(shared_first(end))
            return self._pulled(position, self._won(end), samples)
        chances = self._mean(rng, samples, one)
        return (chances, sum(margins) / len(margins) if margins else None,
                sum(shared) / len(shared) if self.game.shares_first_place else None)

    def expected(self, position: Position, move: dict, rng: Rng, samples: int, ply: int = 0) -> list[float]:
        def one(seed: int) -> list[float]:
            world = position.unseen_anew(Rng.from_seed(seed, UNSEEN))
            world.play(move, Rng.from_seed(seed, 2 * ply), [])
            return self._pulled(world, self._won(self._played_out(world, seed, ply + 1)), samples)
        return self._mean(rng, samples, one)

    def learned(self, position: Position, rng: Rng, samples: int, ply: int,
                before: list[list[float] | None]) -> list[float]:
        """How far each seat's chance from `position` (as `outlook` finds it, with the same `rng`)
        moved because the belief moved from `before` to `self.belief`: on each of the same playouts,
        the result with the levels the belief draws less the result with those `before` draws. A
        playout whose levels both draw alike adds nothing and is not played again."""
        def one(seed: int) -> list[float]:
            now, then = self._levels(seed, self.belief), self._levels(seed, before)
            if now == then:
                return [0.0] * self.players
            world = position.unseen_anew(Rng.from_seed(seed, UNSEEN))
            a = self._pulled(position, self._won(self._played_out(world, seed, ply, now)), samples)
            b = self._pulled(position, self._won(self._played_out(world, seed, ply, then)), samples)
            return [x - y for x, y in zip(a, b, strict=True)]
        return self._mean(rng, samples, one)

    def _levels(self, seed: int, belief: list[list[float] | None]) -> list[str]:
        """Each seat's level in the playout of `seed`: a computer player's own, a person's drawn by
        `belief` from one uniform number of the seat's (the same number whatever the belief)."""
        draw = Rng.from_seed(seed, LEVELS)
        numbers = [draw.next_u32() / 2 ** 32 for _ in self.fixed]
        return [fixed or self.levels[level_at(self.drawn(belief[seat]), numbers[seat])]
                for seat, fixed in enumerate(self.fixed)]

    def _won(self, end: Position) -> list[float]:
        """Each seat's part of the win at the end of a playout (a shared first place split)."""
        return won(end, self.players, self.game.shares_first_place)

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
                      samples: int, ply: int = 0) -> list[list[float]]:
        own = self.game.judge_moves(position, seat, moves, rng, samples)
        if own is not None:
            return own  # the game's own judgement (Game.judge_moves)
        return [[result[seat] for result in row] for row in self._in_view(position, seat, moves, rng, samples, ply)]

    def judge_in_view(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                      samples: int, ply: int = 0) -> tuple[list[list[float]], list[float] | None]:
        if len(moves) == 1 or not self.game.spec.hidden_information:
            return super().judge_in_view(position, seat, moves, rng, samples, ply)
        # A game that judges decisions itself (Keezen, by its strong bot's search) grades the moves
        # compared; what the line's playouts expect of the move played is still theirs to say.
        own = self.game.judge_moves(position, seat, moves, rng, samples)
        rows, change = self._change(position, seat, moves if own is None else moves[:1], rng, samples, ply)
        return (own if own is not None else rows), change

    def _change(self, position: Position, seat: int, moves: list[dict], rng: Rng, samples: int,
                ply: int) -> tuple[list[list[float]], list[float]]:
        """`seat`'s result after each of `moves` in worlds it cannot tell from `position`, one row a
        sample, and the change in every seat's chance the move played (`moves[0]`) makes against
        the moves the playouts would have the seat make.

        What the line's playouts would have the seat do here: the move of each level they draw
        for it (one thinking of each level stands for all its playouts), weighted as the seat's
        belief draws them. Each is judged on every sample, not only on those that would draw its
        level, beside the moves compared: where a level makes the move played, its column is the
        played move's, and adds no noise."""
        legal = position.legal_moves()
        fixed = self.fixed[seat]
        levels = (fixed,) if fixed else self.levels
        weights = [1.0] if fixed else self.drawn(self.belief[seat])
        usual = [self.game.bot_move(position.view(seat), legal, level, Rng.from_seed(ply, THINKING), PLAYOUT_BUDGET_MS)
                 for level in levels]
        columns = list(moves)
        for move in usual:
            if move not in columns:
                columns.append(move)
        if len(columns) == 1:
            return [[1.0]], [0.0] * self.players  # every level would have made the move compared: no change
        rows = self._in_view(position, seat, columns, rng, samples * self.game.judge_factor, ply)
        where = [columns.index(move) for move in usual]
        change = [0.0] * self.players
        for row in rows:
            played = self._pulled(position, row[0], samples)
            expected = [self._pulled(position, row[i], samples) for i in where]
            for s in range(self.players):
                change[s] += (played[s] - sum(w * e[s] for w, e in zip(weights, expected, strict=True))) / len(rows)
        return [[result[seat] for result in row[:len(moves)]] for row in rows], change

    def _in_view(self, position: Position, seat: int, moves: list[dict], rng: Rng, samples: int,
                 ply: int) -> list[list[list[float]]]:
        """One row per sample, each seat's result after each of `moves`, in a world `seat` cannot
        tell from `position` (what it cannot see drawn anew). `ply`: the moves played before
        `position`."""
        rows = []
        for _ in range(samples):
            seed = rng.next_u32()
            world = position.sample_hidden(seat, Rng.from_seed(seed, UNSEEN))
            row = []
            for move in moves:  # the same world and the same numbers for every move
                sample = world.copy()
                sample.play(move, Rng.from_seed(seed, 2 * ply), [])
                row.append(self._won(self._played_out(sample, seed, ply + 1)))
            rows.append(row)
        return rows

    def _mean(self, rng: Rng, samples: int, one: Callable[[int], list[float]]) -> list[float]:
        """The mean of `one(seed)` over `samples` seeds drawn from `rng`: the same seeds, in the same
        order, for every position judged with a fresh `rng` of the same seed."""
        total: list[float] | None = None
        for _ in range(samples):
            result = one(rng.next_u32())
            total = result if total is None else [a + b for a, b in zip(total, result, strict=True)]
        assert total is not None
        return [t / samples for t in total]

    def _played_out(self, position: Position, seed: int, ply: int, levels: list[str] | None = None) -> Position:
        """Play on to the end, every seat by a bot from its own view, at the levels of this playout
        (`levels`, else those the belief draws for it).

        Common random numbers: the chance in each move (its dice, its draw) and a bot's thinking
        about it come from streams of their own under the playout's `seed`, numbered by the move
        (`ply`, the moves played before it in the game: 2 * ply for the chance, the next for the
        thinking), not one after the other from one generator. Two positions of one game, one move apart, are then played out
        alike from the first move they share on: where the bot of a playout from the earlier
        position makes the move that was really made, that playout goes on exactly as the one from
        the later position. The line of chances then moves by what the move changed, not by the
        luck of the playouts."""
        position = position.copy()
        game = self.game
        levels = levels or self._levels(seed, self.belief)
        while (seat := position.to_move()) is not None:
            legal = position.legal_moves()
            move = legal[0] if len(legal) == 1 else game.bot_move(
                position.view(seat), legal, levels[seat], Rng.from_seed(seed, 2 * ply + 1), PLAYOUT_BUDGET_MS)
            position.play(move, Rng.from_seed(seed, 2 * ply), [])
            ply += 1
        return position


UNSEEN = 1 << 40
"""The stream of a playout's numbers that draws what nobody has seen (the onlooker's) or what the
judged seat cannot see."""

LEVELS = UNSEEN + 1
"""The stream that draws the playout's level for each seat."""

THINKING = UNSEEN + 2
"""The stream that `judge_in_view` thinks with, for the move each level would make."""

