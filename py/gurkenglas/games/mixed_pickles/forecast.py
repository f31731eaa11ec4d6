"""How the race is likely to end from a position: for every pickle the chance of each finishing
place, and from that what a goal card can expect to score.

The model is deliberately simple and fast, since the bots ask it for every legal move and the goal
inference asks it for every move of the game:

- A pickle needs about (9 − field) / 1.5 moves to reach field 9 (one or two fields a move), then
  one move per field to the goal.
- Each turn moves one of the pickles still racing; a pickle's share of the turns is its `speed`
  (equal shares unless the caller knows better, for instance which pickles the players push).
- The turns until a pickle is home are then roughly normal, with the spread of a waiting time plus
  some extra for special cards and forced moves.
- A fixed set of random draws (the same on every call, so bots are deterministic) turns these
  waiting times into finishing orders and counts them.
"""

from __future__ import annotations

import math

from ...core.rng import Rng
from .cards import GOAL, GOALS, LETTERS, POINTS

SAMPLES = 48
EXTRA_SPREAD = 0.45
"""Spread beyond a pure waiting time (special cards, passes, forced moves), per √move."""


def _normal_draws() -> list[tuple[float, ...]]:
    """Standard normal draws as sums of twelve uniforms less six: only additions, so CPython and
    Pyodide get the very same numbers (library sines and logarithms may differ in the last bit)."""
    rng = Rng.from_seed(20261122, stream=7)
    draws: list[tuple[float, ...]] = []
    while len(draws) < SAMPLES:
        row = tuple(sum(rng.next_u32() for _ in range(12)) / 4294967296 - 6 for _ in range(4))
        draws.append(row)
        draws.append(tuple(-z for z in row))  # antithetic pairs halve the noise
    return draws


DRAWS = _normal_draws()
GOAL_INDEXES = [tuple(LETTERS.index(letter) for letter in goal) for goal in GOALS]


def moves_needed(field: int) -> float:
    if field >= 9:
        return float(GOAL - field)
    return (9 - field) / 1.5 + 4


def places(fields: list[int], finished: list[int], speeds: list[float] | None = None) -> list[list[float]]:
    """P[pickle][place]: the chance that each pickle finishes in each place (0 = first)."""
    table = [[0.0] * 4 for _ in range(4)]
    for place, pickle in enumerate(finished):
        table[pickle][place] = 1.0
    racing = [i for i in range(4) if i not in finished]
    if not racing:
        return table
    first_free = len(finished)
    if len(racing) == 1:
        table[racing[0]][first_free] = 1.0
        return table
    weights = speeds or [1.0] * 4
    total = sum(weights[i] for i in racing)
    means, spreads = [0.0] * 4, [0.0] * 4
    for i in racing:
        share = weights[i] / total
        need = moves_needed(fields[i])
        means[i] = need / share
        spreads[i] = (math.sqrt(need * (1 - share)) + EXTRA_SPREAD * math.sqrt(need)) / share + 0.3
    weight = 1.0 / len(DRAWS)
    for z in DRAWS:
        order = sorted(racing, key=lambda i: means[i] + spreads[i] * z[i])
        for k, pickle in enumerate(order):
            table[pickle][first_free + k] += weight
    return table


def all_expected_points(table: list[list[float]]) -> list[float]:
    """Expected points for each of the 24 goal cards."""
    weighted = [[POINTS[k] * table[p][k] for k in range(4)] for p in range(4)]
    return [weighted[o[0]][0] + weighted[o[1]][1] + weighted[o[2]][2] + weighted[o[3]][3] for o in GOAL_INDEXES]
