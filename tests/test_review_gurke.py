"""The review judges a Gurke card by the strong bot's look-ahead over the rest of the deal
(games/gurke/review.py)."""

from __future__ import annotations

import pytest

from gurke_tables import table
from gurkenglas.core.engine import State
from gurkenglas.core.evaluate import PlayoutEvaluator
from gurkenglas.core.grading import GRADES, grade_of, lost
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.gurke.bots import look_ahead_table
from gurkenglas.games.gurke.review import Standing, chance_of, searched_rooms

GAME = get_game("gurke")
QUEEN, FOUR = {"kind": "card", "card": "QD"}, {"kind": "card", "card": "4D"}


def queen_or_four(**scores):
    """Player 1 answers a nine with the queen or the four, one card each left for the last trick:
    the four now leaves the queen to take the last trick and its 12 points, the queen now takes
    this trick, and the four then meets player 0's last card (which player 1 cannot see)."""
    return table([["3C"], ["QD", "4D"]], trick=[[0, ["9H"]]], leader=0, **scores)


def test_the_card_that_keeps_the_queen_for_the_last_trick_loses_chance():
    """Both players on their last life: the queen taken leaves player 1 nine points from going out.
    Only where player 0 keeps a king or an ace does player 1's choice not matter."""
    last_lives = queen_or_four(pickles=[1, 1])
    rows = PlayoutEvaluator(GAME, 2).judge_samples(last_lives, 1, [FOUR, QUEEN], Rng.from_seed(3), 6)
    assert len(rows) == 6 * 4, "four deals of the unseen cards a sample of the review"
    assert all(four <= queen for four, queen in rows)
    assert sum(four < queen for four, queen in rows) > len(rows) / 2
    assert grade_of(lost(rows)) not in GRADES[:2]


def test_a_queen_that_puts_its_player_out_costs_more_than_one_that_costs_a_life():
    """Agurk has a second life: over the limit the first time, a player starts again at the highest
    other score; the second time, they are out, and have no chance left."""
    def chance_after_four(**given):
        rows = GAME.judge_moves(queen_or_four(**given), 1, [FOUR], Rng.from_seed(4), 4)
        return sum(row[0] for row in rows) / len(rows)
    pickled = chance_after_four(scores=[5, 15])
    out = chance_after_four(scores=[5, 15], pickles=[0, 1], pickle_line=[0, 5])
    assert out < pickled < 0.5
    assert out < 0.2, "only a king or an ace in player 0's hand saves player 1"


def test_rooms_count_the_limit_the_spare_life_and_the_danish_bonus():
    position = queen_or_four(scores=[10, 12])
    view = position.view(1)
    standing = Standing(view, position.options, look_ahead_table(view, position.options, position.ranking))
    unit = standing.unit
    # the queen (12) taken by player 1: 24 is over 21, and the second life starts at player 0's 10
    assert standing.rooms([(0, 3), (1, 12)]) == [pytest.approx((21 - 10 + 21 - 10) / unit),
                                                 pytest.approx((21 - 10 + 0) / unit)]
    # two queens: the second takes the penalty, the first earns the bonus (12 off its score, not below 0)
    assert standing.rooms([(0, 12), (1, 12)]) == [pytest.approx((21 - 0 + 21 - 10) / unit),
                                                  pytest.approx((21 - 10) / unit)]


def test_where_the_first_over_the_limit_ends_the_match_the_lowest_score_has_won():
    finnish = table([["3C"], ["QD", "4D"], ["5S"]], {"preset": "kurkku"}, trick=[[0, ["9H"]]], leader=0,
                    scores=[10, 25, 5])
    view = finnish.view(1)
    standing = Standing(view, finnish.options, look_ahead_table(view, finnish.options, finnish.ranking))
    rooms = standing.rooms([(0, 3), (1, 12), (2, 5)])  # player 1's queen: 37, over the 30
    assert rooms[:2] == [None, None] and chance_of(rooms, 2) == 1.0


def test_seats_of_equal_room_have_even_shares_and_more_room_makes_more():
    assert chance_of([3.0, 3.0], 0) == 0.5
    assert chance_of([2.0, 2.0, 2.0], 2) == pytest.approx(1 / 3)
    assert 0.5 < chance_of([4.0, 3.0], 0) < chance_of([6.0, 3.0], 0) < 1.0
    assert chance_of([1.0, 4.0], 0) == pytest.approx(1 - chance_of([1.0, 4.0], 1))
    assert chance_of([None, 2.0, 1.0], 0) == 0.0
    assert chance_of([None, 2.0, 1.0], 1) + chance_of([None, 2.0, 1.0], 2) == pytest.approx(1.0)


def test_the_judge_sees_only_the_movers_hand():
    position = queen_or_four()
    twin = table([["5S"], ["QD", "4D"]], trick=[[0, ["9H"]]], leader=0)
    assert twin.view(1) == position.view(1) and twin.hands != position.hands
    moves = [FOUR, QUEEN]
    assert GAME.judge_moves(position, 1, moves, Rng.from_seed(5), 3) == GAME.judge_moves(twin, 1, moves, Rng.from_seed(5), 3)


def test_sets_of_cards_and_the_decisions_before_the_play_are_left_to_the_playouts():
    iceland = State.new(GAME, 3, {"preset": "gurka_is"}, 2).position
    assert iceland.phase == "play"
    seat = iceland.to_move()
    assert searched_rooms(iceland, seat, iceland.legal_moves(), Rng.from_seed(1), 2) is None
    kontra = State.new(GAME, 3, {"preset": "ogorek_kontra"}, 1).position
    assert kontra.phase == "kontra"
    assert GAME.judge_moves(kontra, kontra.to_move(), kontra.legal_moves(), Rng.from_seed(1), 2) is None

