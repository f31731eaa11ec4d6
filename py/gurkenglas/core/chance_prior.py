"""What a share of playouts says of a chance, given how a game's chances are spread.

The review finds a seat's chance by playing the game out a few dozen times and counting the share
it won. That share scatters around the true chance, and it scatters alike whichever way the truth
lies; but the true chances of a game are not spread evenly. In Mixed Pickles for three, a seat is
far more often nearly out than nearly through, so among the positions whose 24 playouts gave a
seat 17 wins, more are positions of a true 60 % that were lucky than of a true 80 % that were
unlucky, and such a seat won about 5 points less often than 17 / 24 says (benchmarks/README.md).
The scatter is the same in the calibration benchmark's tenths, which group the values by
themselves.

So where a game states how its chances are spread (`PRIORS`, fitted by
`benchmarks/chance_prior.py` from the shares of many positions of many games), the review says the
posterior mean: the average of the true chances that would give this share, each weighted by how
often the game has it and by how likely the playouts were to give this share from it (a binomial
of `samples` playouts). Each seat's chance is found so on its own, the seats out of the game stay
at 0, and the others keep the sum of the shares (one win, shared or not, or two where partners both
win; `through`). A game or player count without a fitted spread keeps the plain shares.

The spread is a list of weights over `GRID`, dense at both ends, where a chance that is all but
sure and one that is sure must not be confused."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from .fitted_priors import PRIORS

_ENDS = (0.0, 0.002, 0.005, 0.01, 0.015)
GRID: tuple[float, ...] = tuple(sorted({*_ENDS, *(i / 40 for i in range(1, 40)), *(1 - e for e in _ENDS)}))
"""The true chances a spread gives weight to: every 2.5 points, and finer toward 0 and 1."""


def _likelihood(share: float, samples: int) -> list[float]:
    """How likely `samples` playouts are to win `share` of them, at each chance of `GRID` (a
    binomial, read with a share that need not be whole: a shared first place counts a part)."""
    wins = share * samples
    losses = samples - wins
    row = []
    for p in GRID:
        if (p == 0.0 and wins > 1e-9) or (p == 1.0 and losses > 1e-9):
            row.append(0.0)
            continue
        log = (wins * math.log(p) if wins > 1e-9 else 0.0) + (losses * math.log(1 - p) if losses > 1e-9 else 0.0)
        row.append(math.exp(log))
    return row


def posterior_mean(share: float, samples: int, weights: Sequence[float]) -> float:
    """The chance that `samples` playouts winning `share` of them say, where the true chances are
    spread as `weights` (over `GRID`)."""
    share = min(1.0, max(0.0, share))
    row = [w * li for w, li in zip(weights, _likelihood(share, samples), strict=True)]
    total = sum(row)
    if total <= 0:
        return share  # a share the spread calls impossible: the playouts are all there is
    return sum(r * p for r, p in zip(row, GRID, strict=True)) / total


def shown(game_id: str, players: int, shares: Sequence[float], samples: int, alive: Sequence[bool]) -> list[float]:
    """Each seat's chance as the review says it, from its share of `samples` playouts: through the
    game's spread of chances for this many players (`through`) where one is fitted, else the share."""
    weights = PRIORS.get(f"{game_id}/{players}")
    return list(shares) if weights is None else through(weights, shares, samples, alive)


def through(weights: Sequence[float], shares: Sequence[float], samples: int, alive: Sequence[bool]) -> list[float]:
    """Each seat's posterior mean under the spread `weights`; a seat that cannot win any more keeps
    its share (0). Said each on its own, the chances of the seats still in the game need not add up
    to their shares' sum (one win); the difference is shared among them by how unsure each is
    (p · (1 − p)): a seat whose playouts all won or all lost was pulled toward the middle by the
    spread, not by anything the other seats' playouts said, and is hardly moved back."""
    chances = [posterior_mean(s, samples, weights) if a else s for s, a in zip(shares, alive, strict=True)]
    live = [seat for seat, a in enumerate(alive) if a]
    if len(chances) > 1 and live:
        excess = sum(chances[seat] for seat in live) - sum(shares[seat] for seat in live)
        unsure = {seat: chances[seat] * (1 - chances[seat]) for seat in live}
        total = sum(unsure.values())
        if total > 0:
            for seat in live:
                chances[seat] = min(1.0, max(0.0, chances[seat] - excess * unsure[seat] / total))
    return chances


def fitted(game_id: str, players: int) -> bool:
    """Whether the game states how its chances are spread for this many players."""
    return f"{game_id}/{players}" in PRIORS


def fit(shares: Iterable[float], samples: int, rounds: int = 400) -> list[float]:
    """The spread over `GRID` most likely to have given these shares of `samples` playouts each
    (the maximum-likelihood mixture, found by expectation–maximisation; for the benchmark that
    writes `PRIORS`)."""
    rows = [_likelihood(min(1.0, max(0.0, s)), samples) for s in shares]
    weights = [1 / len(GRID)] * len(GRID)
    for _ in range(rounds):
        totals = [0.0] * len(GRID)
        for row in rows:
            parts = [w * li for w, li in zip(weights, row, strict=True)]
            whole = sum(parts)
            if whole > 0:
                for i, part in enumerate(parts):
                    totals[i] += part / whole
        weights = [t / len(rows) for t in totals]
    return weights
