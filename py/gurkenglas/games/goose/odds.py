"""Each seat's chance to win the Game of the Goose (to be first on 63), for the post-game review.

Every transition comes from the engine: a position is rebuilt from a key and played by
`GoosePosition.play` with dice handed out by `FixedDice`; no rule of the game is written here again.

Two players: exact. A key holds what the future depends on: each pawn's square, whether it has
thrown, misses a turn, waits in a trap (and its rank among the waiting pawns: all `trapped_at` is
for) and how long it has waited, in turn order from the seat to move. Left out: `ply`, `round`,
`last_roll`, and places (the first pawn on 63 has won). The chain of keys reachable from the start
(about 2,400) is solved by Gauss–Seidel until no chance changes by more than 1e-12 (see `Duel`).

Three to six players: approximate, the joint chain being far too big. Each pawn is taken on its own,
the others parked: its chance to be still on its way (and not yet to have landed in the well or the
cage) after each of its own turns, a turn missed on the nest or in a trap counting as a turn. A pawn
that finishes on its t-th turn wins if each pawn before it in the turn order needs more than t turns
and each pawn after it at least t. Pawns meet only in the well and the cage, and never all wait
(one pawn waits in each at most), so what is approximate is this:
- a pawn waiting now is freed when the first of the others lands on its square, each of them taken
  on its own, or when the rules free it; the pawn that freed it then waits there in its stead, and
  the others had not landed there before. Its chance is worked out so, and the chances of the pawns
  that do not wait are scaled to make up the rest;
- a pawn that falls into a trap later is freed with a fixed chance per turn: that of one of the
  others landing on its square, averaged over the turns a pawn from the start waits there while the
  game goes on.
How near the approximation comes to games played on by the engine, and how long the tables take,
is in benchmarks/README.md (the Goose); tests/test_goose_odds.py checks both kinds of chance against
the engine's games.

The tables are built once per set of options and number of players and kept in `SOLVED`. Then
`chances` is a lookup for two players and a short calculation for more; `expected` asks for it after
each of the 36 throws (at most one call per different outcome).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable
from typing import Any

from ...core.engine import Position
from ...core.evaluate import Evaluator, won
from ...core.rng import Rng
from ...core.spec import Options
from .base import Pawn
from .board import TRAPS, Board
from .position import ROLL, GoosePosition

DICE = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
"""The 36 equally likely ordered throws of two dice."""
FINISHED = None
"""Where a throw leads when it takes a pawn to 63."""
PawnKey = tuple
"""A pawn as far as its future goes: (square, thrown, skip, rank among the waiting or None, waited)."""
START: PawnKey = (0, False, False, None, 0)
PARKED: PawnKey = (1, True, False, None, 0)
"""A pawn that meets nobody: free, past its first throw, on a plain square; a throw of 1 and 1
takes it to another plain one."""
HORIZON = 200
"""How many of its own turns a pawn is followed for (three players or more)."""
SOLVED: dict = {}
"""The solved tables, by options and number of players, so that a second review is instant."""


class FixedDice(Rng):
    """Hands the engine the dice it is given, in order, where it rolls."""

    __slots__ = ("dice",)

    def __init__(self, dice: tuple[int, ...]) -> None:
        super().__init__(0, 1)
        self.dice = list(dice)

    def die(self, sides: int = 6) -> int:
        return self.dice.pop(0)


def table_key(position: GoosePosition) -> tuple[PawnKey, ...]:
    """Each pawn's key, in turn order from the seat to move."""
    pawns, turn = position.pawns, position.seat_to_move()
    waiting = sorted((p.trapped_at, s) for s, p in enumerate(pawns) if p.trapped_at is not None)
    rank = {seat: r for r, (_, seat) in enumerate(waiting)}
    order = [(turn + i) % len(pawns) for i in range(len(pawns))]
    return tuple((pawns[s].square, pawns[s].thrown, pawns[s].skip, rank.get(s), pawns[s].waited) for s in order)


def after_roll(board: Board, options: Options, keys: tuple[PawnKey, ...], dice: tuple[int, int]) -> tuple[Any, int]:
    """The engine's throw of `dice` by the first pawn of `keys`: the keys after it and how many seats
    on the turn went, or (FINISHED, 0) when the throw took the pawn to 63."""
    pawns = [Pawn(square, thrown, skip, rank, waited) for square, thrown, skip, rank, waited in keys]
    position = GoosePosition(board, options, pawns, 0, 1, len(keys))
    position.play(ROLL, FixedDice(dice), [])
    if pawns[0].place is not None:
        return FINISHED, 0
    return table_key(position), position.seat_to_move()


def pawn_of(keys: tuple[PawnKey, ...], turn: int, seat: int) -> PawnKey:
    """The key of `seat` (counted from the seat that threw) among the keys after a throw."""
    return keys[(seat - turn) % len(keys)]


def explore(roots: list, step: Callable[[Any], dict], key_of: Callable = lambda outcome: outcome) -> tuple:
    """Every key reachable from `roots` by `step` (key -> {outcome: probability}, an outcome being
    the next key or holding it: `key_of`), numbered: the number of each key, the keys, their steps."""
    keys = list(dict.fromkeys(roots))
    index = {key: i for i, key in enumerate(keys)}
    steps: list = []
    while len(steps) < len(keys):
        steps.append(step(keys[len(steps)]))
        for outcome in steps[-1]:
            nxt = key_of(outcome)
            if nxt is not FINISHED and nxt not in index:
                index[nxt] = len(keys)
                keys.append(nxt)
    return index, keys, steps


def add(totals: dict, key: Hashable, p: float) -> None:
    totals[key] = totals.get(key, 0.0) + p


# --- two players: the whole chain ------------------------------------------------------------------
class Duel:
    """The chance of the seat to move to win, for every key of a two-player game."""

    def __init__(self, board: Board, options: Options) -> None:
        self.board, self.options = board, options
        self.walks: dict = {}    # mover -> {its key after the throw, the other pawn parked: throws}
        self.settled: dict = {}  # (mover after its walk, other pawn) -> the engine's keys and turn
        self.build([table_key(GoosePosition.start(2, options))])

    def chances(self, keys: tuple[PawnKey, ...]) -> list[float]:
        """The chances of the seat to move and of the other."""
        if keys not in self.index:  # a position no game from the start reaches
            self.build([*self.roots, keys])
        v = self.value[self.index[keys]]
        return [v, 1.0 - v]

    def step(self, keys: tuple[PawnKey, ...]) -> dict:
        """The engine's throw from `keys`: {(the keys after it, 1 if the other seat moves next, else 0):
        probability}. The mover walks the same whatever the other pawn does, so the engine is asked
        once per (mover, throw) with the other pawn parked, and once per (mover after its walk, other
        pawn) for what its square does to the other pawn and whose turn it is."""
        mover, other = keys
        if mover not in self.walks:
            self.walks[mover] = {}
            for dice in DICE:
                after, turn = after_roll(self.board, self.options, (mover, PARKED), dice)
                self.walks[mover].setdefault(after and pawn_of(after, turn, 0), []).append(dice)
        totals: dict = {}
        for walked, throws in self.walks[mover].items():
            if walked is not FINISHED and (walked, other) not in self.settled:
                self.settled[walked, other] = after_roll(self.board, self.options, keys, throws[0])
            add(totals, self.settled[walked, other] if walked else (FINISHED, 0), len(throws) / 36)
        return totals

    def build(self, roots: list) -> None:
        """V(key) = sum of p * (1 if the mover finished, V(next) if it throws again, 1 - V(next) if
        the other seat moves next), solved by Gauss–Seidel, pawns nearer 63 first."""
        self.roots = roots
        self.index, keys, steps = explore(roots, self.step, operator.itemgetter(0))
        rows = []
        for outcomes in steps:
            constant, cols, weights = 0.0, [], []
            for (nxt, turn), p in outcomes.items():
                if nxt is FINISHED or turn:
                    constant += p
                if nxt is not FINISHED:
                    cols.append(self.index[nxt])
                    weights.append(-p if turn else p)
            rows.append((constant, cols, weights))
        order = sorted(range(len(keys)), key=lambda i: -keys[i][0][0] - keys[i][1][0])
        value = self.value = [0.5] * len(keys)
        get, mul = value.__getitem__, operator.mul
        change = 1.0
        while change > 1e-12:
            change = 0.0
            for i in order:
                constant, cols, weights = rows[i]
                v = constant + sum(map(mul, weights, map(get, cols)))
                change = max(change, abs(v - value[i]))
                value[i] = v


# --- three players or more: each pawn on its own ---------------------------------------------------
WAYS = (None, 0.0)
"""The count of turns until a pawn finishes (see LonePawns)."""


class LonePawns:
    """Tables of one pawn on its own, the others parked (a waiting pawn has rank 0): for each key and
    t = 0..HORIZON of its own turns, the chance that a count has not ended. A count is named by
    (square, its value once the pawn finishes): WAYS = (None, 0) ends when it finishes; (trap, 1)
    when it lands in that trap (finishing first, it never will); (trap, 0) at whichever comes first."""

    COUNTS = (WAYS, *((square, value) for square in TRAPS for value in (1.0, 0.0)))

    def __init__(self, board: Board, options: Options, players: int) -> None:
        self.board, self.options = board, options
        self.rolls: dict = {}    # pawn -> {its key after the throw or FINISHED: probability}
        self.passing: dict = {}  # (pawn, pawn that threw 1 and 1 before it) -> its key, whether it throws
        self.hazard = dict.fromkeys(TRAPS, 1.0)  # first, nobody waits: how long does a game go on?
        going, _ = self.spread(players)
        for _ in range(3):
            _, self.hazard = self.spread(players, going)
        freed = [self.comes_round((square, True, False, 0, 0), newcomer(square))[0] for square in TRAPS]
        self.build([START, *freed])  # a pawn just freed is not a key of the turns from the start

    def build(self, roots: list) -> None:
        self.roots = roots
        self.index, _, self.steps = explore(roots, self.turn)
        self.tables = {count: self.follow(count) for count in self.COUNTS}
        self.thrown: dict = {}  # (pawn, count) -> its column when it throws at once

    def turn(self, pawn: PawnKey) -> dict:
        """One turn of `pawn`'s: it misses it or throws. A waiting pawn is freed before it with the
        chance `hazard` (another pawn landed on its square)."""
        h = self.hazard[pawn[0]] if pawn[3] is not None else 0.0
        totals: dict = {}
        for p, comer in ((1.0 - h, PARKED), (h, newcomer(pawn[0]))):
            if p:
                after, throws = self.comes_round(pawn, comer)
                for nxt, q in (self.roll(after).items() if throws else ((after, 1.0),)):
                    add(totals, nxt, p * q)
        return totals

    def roll(self, pawn: PawnKey) -> dict:
        """The engine's throw of `pawn`, the others parked."""
        if pawn not in self.rolls:
            totals: dict = {}
            for dice in DICE:
                after, turn = after_roll(self.board, self.options, (pawn, PARKED), dice)
                add(totals, after and pawn_of(after, turn, 0), 1 / 36)
            self.rolls[pawn] = totals
        return self.rolls[pawn]

    def comes_round(self, pawn: PawnKey, comer: PawnKey) -> tuple[PawnKey, bool]:
        """The engine passing the turn on to `pawn` after `comer` threw 1 and 1: `pawn`'s key and
        whether it throws now (or misses this turn)."""
        if (pawn, comer) not in self.passing:
            after, turn = after_roll(self.board, self.options, (comer, pawn), (1, 1))
            self.passing[pawn, comer] = pawn_of(after, turn, 1), turn == 1
        return self.passing[pawn, comer]

    def follow(self, count: tuple) -> list[list[float]]:
        """The table of `count`: for each key, after t = 0..HORIZON turns."""
        end = ending(*count)
        rows = []
        for outcomes in self.steps:
            constant, pairs = 0.0, []
            for nxt, p in outcomes.items():
                value = end(nxt)
                if value is None:
                    pairs.append((self.index[nxt], p))
                else:
                    constant += p * value
            rows.append((constant, pairs))
        columns: list[list[float]] = [[1.0] for _ in rows]
        for t in range(HORIZON):
            for column, (constant, pairs) in zip(columns, rows):
                column.append(constant + sum(p * columns[j][t] for j, p in pairs))
        return columns

    def throwing(self, pawn: PawnKey, count: tuple) -> list[float]:
        """The column of `count` for a pawn that throws at once: the seat to move, a pawn just freed."""
        if (pawn, count) not in self.thrown:
            end, columns = ending(*count), self.tables[count]
            outcomes = [(p, end(nxt), self.index.get(nxt)) for nxt, p in self.roll(pawn).items()]
            self.thrown[pawn, count] = [1.0] + [sum(p * (columns[j][t] if value is None else value)
                                                    for p, value, j in outcomes) for t in range(HORIZON)]
        return self.thrown[pawn, count]

    def spread(self, players: int, going: list[float] | None = None) -> tuple[list[float], dict[int, float]]:
        """Follow a pawn from the start, turn by turn: the chance that the others of a game of
        `players` such pawns are still on their way after each turn, and given how long the game
        `going` on, for each trap the chance per turn that a pawn waiting there is freed (that one
        of the others lands there), averaged over the turns it waits while the game goes on."""
        _, keys, steps = explore([START], self.turn)
        index = {key: i for i, key in enumerate(keys)}
        spread = {START: 1.0}
        others = [1.0]
        waits = dict.fromkeys(TRAPS, 0.0)
        freed = dict.fromkeys(TRAPS, 0.0)
        for t in range(HORIZON):
            alive = sum(spread.values())
            others.append(alive ** (players - 1))
            nxt: dict = {}
            lands = dict.fromkeys(TRAPS, 0.0)
            for key, m in spread.items():
                for after, p in steps[index[key]].items():
                    if after is not FINISHED:
                        add(nxt, after, m * p)
                        if after[3] is not None and key[3] is None:
                            lands[after[0]] += m * p
            for key, m in spread.items():
                if going and key[3] is not None:
                    waits[key[0]] += going[t] * m
                    freed[key[0]] += going[t] * m * (players - 1) * lands[key[0]] / alive
            spread = nxt
        return others, {square: freed[square] / waits[square] for square in TRAPS if waits[square]}

    def chances(self, keys: tuple[PawnKey, ...]) -> list[float]:
        """Each pawn's chance to be first on 63, in turn order from the seat to move."""
        keys = tuple(key if key[3] is None else (*key[:3], 0, key[4]) for key in keys)
        waiting = [i for i, key in enumerate(keys) if key[3] is not None]
        if any(key not in self.index for key in keys):
            self.build([*self.roots, *keys])
        tables = [{count: self.throwing(key, count) if k == 0 else self.tables[count][self.index[key]]
                   for count in self.COUNTS} for k, key in enumerate(keys)]
        releases = {i: self.releases(keys, tables, i) for i in waiting}
        for i, (events, still) in releases.items():  # a waiting pawn's own tables, freed as it will be
            counts = [WAYS, *((keys[j][0], value) for j in waiting if j != i for value in (1.0, 0.0))]
            tables[i] = {count: self.freed(events, still, count) for count in counts}
        if len(waiting) > 1:  # then each may be freed by the other
            releases = {i: self.releases(keys, tables, i) for i in waiting}
        won = {i: self.freed_chance(keys, tables, i, releases[i][0]) for i in waiting}
        chances = race([table[WAYS] for table in tables])
        scale = max(0.0, 1.0 - sum(won.values())) / sum(c for k, c in enumerate(chances) if k not in won)
        return [won[k] if k in won else c * scale for k, c in enumerate(chances)]

    def releases(self, keys: tuple[PawnKey, ...], tables: list[dict], i: int) -> tuple[dict, list[float]]:
        """When pawn `i`, waiting in a trap, is freed: {(its turn r before which it is freed, the pawn
        whose landing freed it or -1 for the rules, its key then): chance}, the others each on their
        own, and its chance to be still waiting after each of its turns."""
        square = keys[i][0]
        unmet = {k: table[square, 1.0] for k, table in enumerate(tables) if k != i}
        trapped = {keys[i]: 1.0}
        events: dict = {}
        still = [1.0]
        for r in range(1, HORIZON + 1):
            lands = {}
            for k, column in unmet.items():
                s = r - (k > i)  # a pawn after `i` in the order has had a turn less
                if s >= 1 and column[s - 1] > 0:
                    lands[k] = 1.0 - column[s] / column[s - 1]
            nobody = 1.0
            for h in lands.values():
                nobody *= 1.0 - h
            share = (1.0 - nobody) / sum(lands.values()) if nobody < 1.0 else 0.0
            nxt: dict = {}
            for key, m in trapped.items():
                freed_as = self.comes_round(key, newcomer(square))[0]
                for k, h in lands.items():
                    add(events, (r, k, freed_as), m * share * h)
                after, throws = self.comes_round(key, PARKED)
                add(events if throws else nxt, (r, -1, after) if throws else after, m * nobody)
            trapped = nxt
            still.append(sum(trapped.values()))
        return events, still

    def freed(self, events: dict, still: list[float], count: tuple) -> list[float]:
        """The column of `count` for a waiting pawn freed as `events` say (it counts 1 while it waits)."""
        column = list(still)
        by_key: dict = {}
        for (r, _, key), m in events.items():
            by_key.setdefault(key, [0.0] * (HORIZON + 1))[r] += m
        for key, freed_at in by_key.items():
            way = self.throwing(key, count)
            for t in range(1, HORIZON + 1):
                column[t] += sum(map(operator.mul, freed_at[1:t + 1], way[t:0:-1]))
        return column

    def freed_chance(self, keys: tuple[PawnKey, ...], tables: list[dict], i: int, events: dict) -> float:
        """The chance of pawn `i`, waiting in a trap, to be first on 63: freed as `events` say, it
        throws from its square; a pawn whose landing freed it waits there in its stead; the others
        had not landed there before (each on its own)."""
        square, n = keys[i][0], len(keys)
        stuck = self.tables[WAYS][self.index[square, True, False, 0, 0]]
        kernels: dict = {}
        by_turn: dict = {}
        for (r, lander, key), m in events.items():  # late in a long wait, four turns at a time
            add(by_turn.setdefault(r if r <= 24 else min(r - r % 4 + 2, HORIZON), {}), (lander, key), m)
        chance = 0.0
        for r in sorted(by_turn):
            unlanded = {}
            for k in range(n):
                if k != i:
                    # Its chance to be on its way, given that it had not landed there after s turns: of
                    # those that had and were on their way then, a share `stuck` still is later.
                    ways, clear, unmet = (tables[k][count] for count in (WAYS, (square, 0.0), (square, 1.0)))
                    s = r - int(k > i)  # a pawn after `i` in the order has had a turn less
                    landed_on_way, scale = (ways[s] - clear[s]) / unmet[s], 1.0 / unmet[s]
                    unlanded[k] = [scale * w - landed_on_way * x for w, x in zip(ways[s:], stuck)]
            going = [1.0] * (HORIZON + 1 - r)
            for column in unlanded.values():
                going = list(map(operator.mul, going, column))
            if going[0] < 1e-6:  # the others have (almost surely) finished
                break
            but = {-1: going}  # the others but the pawn that freed `i`
            for (lander, key), m in by_turn[r].items():
                if (key, lander >= 0) not in kernels:
                    way = self.throwing(key, WAYS)
                    kernels[key, lander >= 0] = [(way[d - 1] - way[d]) * (stuck[d - 1] if lander >= 0 else 1.0)
                                                 for d in range(1, HORIZON + 1)]
                if lander not in but:
                    but[lander] = [g / u if u > 0 else 0.0 for g, u in zip(going, unlanded[lander])]
                chance += m * sum(map(operator.mul, kernels[key, lander >= 0], but[lander]))
        return chance


def race(ways: list[list[float]]) -> list[float]:
    """Each pawn's chance to finish first, from its chance to be still on its way after each of its
    turns (in turn order: a pawn finishing on its t-th turn beats those after it in the order on
    their t-th), the pawns taken as independent; scaled to add up to 1."""
    n = len(ways)
    chances = [0.0] * n
    for t in range(1, HORIZON + 1):
        for k in range(n):
            done = ways[k][t - 1] - ways[k][t]
            if done > 0:
                for j in range(n):
                    if j != k:
                        done *= ways[j][t if j < k else t - 1]
                chances[k] += done
    total = sum(chances)
    return [c / total for c in chances]


def newcomer(square: int) -> PawnKey:
    """A pawn that a throw of 1 and 1 takes to `square`."""
    return (square - 2, True, False, None, 0)


def ending(square: int | None, finish: float) -> Callable[[PawnKey | None], float | None]:
    """What ends a count (see LonePawns): finishing (the count is then worth `finish`) and landing in
    the trap on `square` (worth 0); None for a key that does not end it."""
    def end(key: PawnKey | None) -> float | None:
        if key is FINISHED:
            return finish
        return 0.0 if key[0] == square and key[3] is not None else None
    return end


# --- the evaluator -------------------------------------------------------------------------------
class GooseOdds(Evaluator):
    """Each seat's chance to be first on 63 (see the module's docstring); `rng` and `samples` are
    not used."""

    method = "exact"
    """Exact for two players; for more, "model" (see the module's docstring for its error)."""
    measure = "win"

    def __init__(self, options: Options, players: int) -> None:
        self.players = players
        if players > 2:
            self.method = "model"  # each pawn's own race, within the error the docstring states
        solved = (tuple(sorted(options.items())), players)
        if solved not in SOLVED:
            board = Board.for_options(options)
            SOLVED[solved] = Duel(board, options) if players == 2 else LonePawns(board, options, players)
        self.tables = SOLVED[solved]
        self.known: dict = {}

    def chances(self, position: Position, rng: Rng | None = None, samples: int = 0) -> list[float]:
        assert isinstance(position, GoosePosition)
        if position.turn is None:
            return won(position, self.players)
        first = [seat for seat, pawn in enumerate(position.pawns) if pawn.place == 1]
        if first:  # playing for places: the race is decided
            return [float(seat in first) for seat in range(self.players)]
        keys = table_key(position)
        if keys not in self.known:
            self.known[keys] = self.tables.chances(keys)
        relative = self.known[keys]
        return [relative[(seat - position.turn) % self.players] for seat in range(self.players)]

    def expected(self, position: Position, move: dict, rng: Rng | None = None, samples: int = 0,
                 ply: int = 0) -> list[float]:
        """The mean of the chances after each of the 36 throws."""
        totals = [0.0] * self.players
        for dice in DICE:
            after = position.copy()
            after.play(move, FixedDice(dice), [])
            totals = [total + c / 36 for total, c in zip(totals, self.chances(after), strict=True)]
        return totals

    def judge(self, position: Position, seat: int, moves: list[dict], rng: Rng | None = None,
              samples: int = 0) -> list[float]:
        """Nothing is hidden and the dice decide: `seat`'s expected chance after each move."""
        return [self.expected(position, move)[seat] for move in moves]
