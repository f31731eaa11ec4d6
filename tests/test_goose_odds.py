"""The Goose's win chances for the review (games/goose/odds.py): exact for two players, measured
against the engine's own games, a martingale along real games, and approximate for more players."""

from __future__ import annotations

import math

import pytest

from gurkenglas.core.rng import Rng
from gurkenglas.games.goose import SPEC
from gurkenglas.games.goose.odds import DICE, Duel, GooseOdds, after_roll
from gurkenglas.games.goose.position import ROLL, GoosePosition
from gurkenglas.games.goose.stats import simulate

PRESETS = tuple(SPEC.presets)
STATED_ERROR = 0.02
"""The worst difference from Monte-Carlo that odds.py states for three players or more."""


def options(preset: str):
    return SPEC.resolve_options({"preset": preset})


def positions_along(players: int, preset: str, seed: int) -> list[GoosePosition]:
    """Every position of one game played by the engine from `seed`, the finished one last."""
    position = GoosePosition.start(players, options(preset))
    rng = Rng.from_seed(seed)
    seen = [position.copy()]
    while position.turn is not None:
        position.play(ROLL, rng, [])
        seen.append(position.copy())
    return seen


def first_on_63(position: GoosePosition, games: int, seed: int) -> list[float]:
    """Each seat's share of wins in `games` games played on by the engine from `position`."""
    rng = Rng.from_seed(seed)
    wins = [0] * len(position.pawns)
    for _ in range(games):
        game = position.copy()
        while not any(p.place == 1 for p in game.pawns):
            game.play(ROLL, rng, [])
        wins[next(s for s, p in enumerate(game.pawns) if p.place == 1)] += 1
    return [w / games for w in wins]


@pytest.mark.parametrize("preset", PRESETS)
def test_two_players_at_the_start_agree_with_the_engines_games(preset):
    games = 2000
    chances = GooseOdds(options(preset), 2).chances(GoosePosition.start(2, options(preset)))
    won = simulate(2, options(preset), games, seed=11)["wins"]
    assert sum(chances) == pytest.approx(1.0, abs=1e-12)
    assert chances[0] > 0.505  # the first to throw has the edge
    error = math.sqrt(chances[0] * chances[1] / games)
    assert abs(won[0] / games - chances[0]) < 3 * error


@pytest.mark.parametrize("preset", PRESETS)
def test_two_players_luck_adds_up_the_chance_is_the_mean_after_the_throw(preset):
    odds = GooseOdds(options(preset), 2)
    for seed in (1, 2, 3):
        for position in positions_along(2, preset, seed)[:-1:2]:
            before = odds.chances(position)
            assert odds.expected(position, dict(ROLL)) == pytest.approx(before, abs=1e-9)
            assert odds.judge(position, position.turn, [dict(ROLL)]) == pytest.approx([before[position.turn]], abs=1e-9)


def test_two_players_the_shortcut_of_the_table_is_the_engine_asked_for_every_throw():
    """Duel asks the engine once per (mover, throw) and once per (walk, other pawn); asking it for
    every key and every throw gives the same chain."""
    opts = options("standard")
    duel = Duel(GoosePosition.start(2, opts).board, opts)
    for keys in duel.index:
        direct: dict = {}
        for dice in DICE:
            outcome = after_roll(duel.board, opts, keys, dice)
            direct[outcome] = direct.get(outcome, 0.0) + 1 / 36
        assert duel.step(keys) == pytest.approx(direct)


@pytest.mark.parametrize("players", [2, 3])
def test_a_finished_game_is_won_by_its_winner(players):
    end = positions_along(players, "standard", 5)[-1]
    winner = end.final_outcome()["winners"][0]
    assert GooseOdds(options("standard"), players).chances(end) == [float(s == winner) for s in range(players)]


def test_playing_for_places_the_first_on_63_has_won():
    game = positions_along(3, "everyone_finishes", 5)
    on = next(p for p in game if p.turn is not None and any(pawn.place == 1 for pawn in p.pawns))
    first = next(s for s, pawn in enumerate(on.pawns) if pawn.place == 1)
    assert GooseOdds(options("everyone_finishes"), 3).chances(on) == [float(s == first) for s in range(3)]


@pytest.mark.parametrize(("players", "preset", "seed", "waiting"), [
    (3, "standard", 0, False), (3, "classic", 4, True), (4, "everyone_finishes", 6, True), (4, "standard", 8, True)])
def test_more_players_chances_add_up_and_agree_with_the_engines_games(players, preset, seed, waiting):
    """At the start, or where a pawn first waits in the well or the cage (what is approximate)."""
    game = positions_along(players, preset, seed)
    position = next(p for p in game if not waiting or any(pawn.trapped_at is not None for pawn in p.pawns))
    chances = GooseOdds(options(preset), players).chances(position)
    assert sum(chances) == pytest.approx(1.0, abs=1e-12)
    games = 1500
    for chance, share in zip(chances, first_on_63(position, games, seed), strict=True):
        assert abs(chance - share) < STATED_ERROR + 3 * math.sqrt(max(share * (1 - share), 0.01) / games)
