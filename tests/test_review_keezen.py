"""The review judges a Keezen decision by its strong bot's look-ahead (games/keezen/review.py)."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.core.engine import State
from gurkenglas.core.evaluate import PlayoutEvaluator
from gurkenglas.core.grading import GRADES, grade_of, lost
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES, get_game
from gurkenglas.games.keezen.board import HOME, NEST
from gurkenglas.games.keezen.review import chance_of
from test_keezen_rules import table

GAME = get_game("keezen")
WIN = {"kind": "move", "card": "3", "owner": 0, "pawn": 3, "to": HOME}


def winnable():
    """Player 0 can take its last pawn home with the 3, or play the 5 and wait; the cards not in a
    hand are in the stock, unseen."""
    position = table([[HOME + 1, HOME + 2, HOME + 3, 61], [NEST, NEST, 20, 60]], [["3", "5"], ["2", "2"]])
    position.stock, position.gone = position.gone, []
    return position


def test_the_move_that_wins_is_won_in_every_deal_and_passing_it_up_loses_chance():
    position = winnable()
    other = next(m for m in position.legal_moves() if m != WIN)
    rows = PlayoutEvaluator(GAME, 2).judge_samples(position, 0, [other, WIN], Rng.from_seed(3), 8)
    assert len(rows) == 8, "one row a deal of the cards player 0 cannot see"
    assert all(row[1] == 1.0 for row in rows)
    assert all(row[0] < 1.0 for row in rows)
    assert grade_of(lost(rows)) != GRADES[0]


def test_sides_of_equal_strength_have_even_shares_and_a_lead_makes_more():
    assert chance_of([100.0, 100.0]) == 0.5
    assert chance_of([50.0, 50.0, 50.0, 50.0]) == 0.25
    assert 0.5 < chance_of([130.0, 100.0]) < chance_of([190.0, 100.0]) < 1.0
    assert chance_of([10.0, 100.0]) == pytest.approx(1 - chance_of([100.0, 10.0]))
    # With more opponents, beating their mean is not enough: the strongest of them counts most.
    assert chance_of([100.0, 40.0, 160.0]) < 1 / 3 < chance_of([100.0, 100.0, 40.0])


def test_the_judge_sees_only_the_movers_hand():
    """The judge deals what the mover cannot see anew: the opponent's real hand makes no difference."""
    position = winnable()
    twin = position.copy()
    twin.hands[1] = ["K", "A"]
    twin.stock.remove("K")
    twin.stock.remove("A")
    twin.stock += ["2", "2"]
    twin.check()
    assert twin.view(0) == position.view(0) and twin.to_json() != position.to_json()
    moves = position.legal_moves()
    assert (GAME.judge_moves(position, 0, moves, Rng.from_seed(5), 6)
            == GAME.judge_moves(twin, 0, moves, Rng.from_seed(5), 6))


@pytest.mark.parametrize("game_id,players,grades", [
    ("keezen", 2, "search"), ("gurke", 3, "search"), ("mixed_pickles", 2, "playouts"), ("gulek", 2, "search"),
    ("gulek", 3, "playouts")])
def test_the_review_says_what_grades_the_decisions(game_id, players, grades):
    """The review screen tells a player what graded their choices (a search, or playouts)."""
    state = State.new(GAMES[game_id], players, {}, 1, [{"kind": "human", "name": "A"}] * players)
    state, _ = state.apply(state.legal_moves()[0])
    answer = json.loads(api.call("review", json.dumps({"state": state.to_json(), "samples": 1})))
    assert answer["result"]["graded_by"] == grades
