"""The playouts' chances (core/evaluate.py): each seat's share of the playouts won, pulled toward the
even share by the game's `prior_games` (Gurke's), as the module states. How honest the chances come out
over many games is the calibration benchmark's question (benchmarks/calibration.py)."""

from __future__ import annotations

import pytest

from gurkenglas.core.engine import State
from gurkenglas.core.evaluate import PlayoutEvaluator
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES

SAMPLES = 6


def gurke_with_a_player_out() -> State:
    """A Danish match of three Fimpen bots, at the first move after one of them went out."""
    game = GAMES["gurke"]
    state = State.new(game, 3, {"preset": "agurk"}, 1000, [{"kind": "bot", "name": f"B{s}", "level": "fimpen"}
                                                           for s in range(3)])
    while not any(state.position.out):
        seat = state.to_move()
        state, _ = state.apply(game.bot_move(state.view(seat), state.legal_moves(), "fimpen", Rng.from_seed(seat), 50))
    assert not state.is_over()
    return state


def test_a_chance_is_the_share_won_pulled_toward_the_even_share_and_a_player_out_keeps_0():
    state = gurke_with_a_player_out()
    out = state.position.out.index(True)
    evaluator = PlayoutEvaluator(state.game, 3, state.seats)
    prior = evaluator.prior_games
    assert prior == state.game.prior_games == 4
    chances = evaluator.chances(state.position, Rng.from_seed(5), SAMPLES)
    evaluator.prior_games = 0
    shares = evaluator.chances(state.position, Rng.from_seed(5), SAMPLES)
    assert all(share * SAMPLES == round(share * SAMPLES) for share in shares), "no prior: the playouts' own shares"
    alive = [seat for seat in range(3) if seat != out]
    base = sum(shares[seat] for seat in alive) / 2
    assert base == pytest.approx(0.5)  # one of the two players still in wins every playout
    assert shares[alive[0]] != base, "(a position where the prior has something to do)"
    for seat in alive:
        assert chances[seat] == pytest.approx((SAMPLES * shares[seat] + prior * base) / (SAMPLES + prior))
    assert chances[out] == shares[out] == 0.0
    assert sum(chances) == pytest.approx(1.0)


def test_the_luck_of_a_move_is_measured_with_the_same_prior():
    """`expected` (what a move is worth, averaged over chance) pulls its shares the same way, so the
    luck of a move (the chance after it minus `expected`) compares like with like."""
    state = gurke_with_a_player_out()
    evaluator = PlayoutEvaluator(state.game, 3, state.seats)
    expected = evaluator.expected(state.position, state.legal_moves()[0], Rng.from_seed(5), SAMPLES)
    out = state.position.out.index(True)
    assert expected[out] == 0.0 and sum(expected) == pytest.approx(1.0)
    shrunk = SAMPLES / (SAMPLES + evaluator.prior_games)
    assert all(abs(e - 0.5) <= 0.5 * shrunk + 1e-9 for s, e in enumerate(expected) if s != out)


def test_the_same_position_and_seed_give_the_same_chances():
    state = gurke_with_a_player_out()
    evaluator = PlayoutEvaluator(state.game, 3, state.seats)
    assert evaluator.chances(state.position, Rng.from_seed(8), SAMPLES) == \
        evaluator.chances(state.position, Rng.from_seed(8), SAMPLES)


def test_a_game_without_a_prior_gives_the_plain_shares():
    game = GAMES["mixed_pickles"]
    assert game.prior_games == 0
    state = State.new(game, 2, {}, 4)
    chances = PlayoutEvaluator(game, 2).chances(state.position, Rng.from_seed(3), SAMPLES)
    assert all(chance * SAMPLES == round(chance * SAMPLES) for chance in chances)
