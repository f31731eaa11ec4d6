"""A share of playouts said as the chance it stands for (core/chance_prior.py): where a game's chances
are spread unevenly, the plain share of 24 playouts, grouped by itself as a family reads the chart
("the seats given 70 %"), wins less often than it says in the upper middle and more in the lower;
said through the spread, each group wins as often as it says. Each seat stays a chance of its own,
a seat out stays at 0, and the seats still share one win."""

from __future__ import annotations

import pytest

from gurkenglas.core import chance_prior
from gurkenglas.core.fitted_priors import PRIORS
from gurkenglas.core.rng import Rng

SAMPLES = 24


def draw(weights, rng: Rng) -> float:
    """A true chance drawn from the spread `weights` over the grid."""
    u, total = rng.next_u32() / 2 ** 32, 0.0
    for p, w in zip(chance_prior.GRID, weights, strict=True):
        total += w
        if u < total:
            return p
    return chance_prior.GRID[-1]


def tenths(pairs) -> dict[int, tuple[int, float]]:
    """For each tenth of the chance said: how many, and the points by which they won more than said."""
    groups: dict[int, list[tuple[float, float]]] = {}
    for said, truth in pairs:
        groups.setdefault(min(int(said * 10), 9), []).append((said, truth))
    return {t: (len(g), 100 * sum(truth - said for said, truth in g) / len(g)) for t, g in groups.items()}


def test_a_share_said_through_the_spread_wins_as_often_as_it_says_where_the_plain_share_does_not():
    """Positions drawn from Mixed Pickles' fitted spread for three, each played out 24 times: the
    seats whose share lands in 0.5 to 0.8 had true chances 3 to 6 points lower, as a family would see
    over many games; said through the spread, every tenth of many positions is within a point."""
    weights = PRIORS["mixed_pickles/3"]
    rng = Rng.from_seed(11, stream=1)
    said_of = [chance_prior.posterior_mean(k / SAMPLES, SAMPLES, weights) for k in range(SAMPLES + 1)]
    plain, said = [], []
    for _ in range(30_000):
        truth = draw(weights, rng)
        wins = sum(rng.next_u32() / 2 ** 32 < truth for _ in range(SAMPLES))
        plain.append((wins / SAMPLES, truth))
        said.append((said_of[wins], truth))
    plain_off = tenths(plain)
    assert all(plain_off[t][1] < -3 for t in (5, 6, 7)), f"the plain shares were not too sure here: {plain_off}"
    for tenth, (count, off) in tenths(said).items():
        if count >= 500:
            assert abs(off) <= 1.0, f"said through the spread, the tenth {tenth / 10:.1f} is {off:+.1f} points off ({count})"


def test_each_seat_is_said_in_order_a_seat_out_keeps_nothing_and_the_seats_share_one_win():
    said = [chance_prior.shown("mixed_pickles", 3, [k / SAMPLES, 1 - k / SAMPLES, 0.0], SAMPLES, [True, True, True])
            for k in range(SAMPLES + 1)]
    firsts = [s[0] for s in said]
    assert firsts == sorted(firsts) and len(set(firsts)) == len(firsts), "more playouts won, a higher chance said"
    for chances in said:
        assert sum(chances) == pytest.approx(1.0) and all(0 <= c <= 1 for c in chances)
    out = chance_prior.shown("mixed_pickles", 3, [0.75, 0.25, 0.0], SAMPLES, [True, True, False])
    assert out[2] == 0.0 and sum(out) == pytest.approx(1.0)
    assert 0.5 < out[0] < 0.75, "three of four playouts won: less sure than the share, still the favourite"
    two = chance_prior.shown("mixed_pickles", 2, [0.3, 0.7], SAMPLES, [True, True])
    assert two[0] + two[1] == pytest.approx(1.0) and two[0] == pytest.approx(1 - chance_prior.shown(
        "mixed_pickles", 2, [0.7, 0.3], SAMPLES, [True, True])[0]), "for two, one seat's chance is the other's loss"
    assert chance_prior.shown("keezen", 2, [0.3, 0.7], SAMPLES, [True, True]) == [0.3, 0.7], \
        "a game without a fitted spread says the plain shares"


def test_the_fitted_spread_finds_where_the_true_chances_lie():
    """The benchmark's fit (benchmarks/chance_prior.py): shares of 24 playouts from positions whose
    true chances are 20 % or 80 % (three to one) give a spread with its weight there, not between."""
    rng = Rng.from_seed(5, stream=2)
    shares = []
    for i in range(1200):
        truth = 0.2 if i % 4 else 0.8
        shares.append(sum(rng.next_u32() / 2 ** 32 < truth for _ in range(SAMPLES)) / SAMPLES)
    weights = chance_prior.fit(shares, SAMPLES, rounds=200)
    near = lambda centre: sum(w for p, w in zip(chance_prior.GRID, weights, strict=True) if abs(p - centre) <= 0.06)  # noqa: E731
    assert near(0.2) == pytest.approx(0.75, abs=0.06) and near(0.8) == pytest.approx(0.25, abs=0.06)
    assert sum(weights) == pytest.approx(1.0)
