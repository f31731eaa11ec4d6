"""Gulek Solo and Gulek Single: sowing, pairs, the variants, and the solver on the seed's puzzles."""

from __future__ import annotations

import pytest

from gurkenglas.games.gulek.solitaire import (PITS, RULE_SETS, START, Solver, canonical, clearable, moves, removals,
                                              sow)

SOLO = ["solo", "solo_1", "solo_2", "solo_3"]


def board(**pits: int) -> tuple[int, ...]:
    cells = [0] * PITS
    for name, balls in pits.items():
        cells[int(name[1:])] = balls
    return tuple(cells)


def test_sowing_drops_one_ball_per_pit_in_the_chosen_direction():
    assert sow(board(p0=3), 0, 1, RULE_SETS["solo"]) == board(p1=1, p2=1, p3=1)
    assert sow(board(p0=3), 0, -1, RULE_SETS["solo"]) == board(p14=1, p13=1, p12=1)


def test_a_single_ball_cannot_move_and_a_long_sowing_passes_the_emptied_pit():
    assert sow(board(p4=1), 4, 1, RULE_SETS["solo"]) is None
    after = sow(board(p0=16), 0, 1, RULE_SETS["solo"])
    assert after[0] == 1 and after[1] == 2 and sum(after) == 16


def test_variant_2_forbids_the_last_ball_in_an_empty_pit():
    assert sow(board(p0=2, p2=1), 0, 1, RULE_SETS["solo_2"]) == board(p1=1, p2=2)
    assert sow(board(p0=2), 0, 1, RULE_SETS["solo_2"]) is None


def test_pairs_may_be_left_or_must_be_taken():
    sown = board(p1=2, p5=2, p7=1)
    optional = removals(sown, RULE_SETS["solo"])
    assert [chosen for chosen, _ in optional] == [(1, 5), (5,), (1,), ()]
    assert removals(sown, RULE_SETS["solo_1"]) == [((1, 5), board(p7=1))]


def test_single_relays_from_a_pit_that_held_two_or_more():
    # 2 sown from pit 0 ends in pit 2, which held 2: those 3 go on to pits 3, 4, 5; pit 5 held 0.
    after = sow(board(p0=2, p2=2), 0, 1, RULE_SETS["single"])
    assert after == board(p1=1, p3=1, p4=1, p5=1)
    assert sow(board(p0=2, p2=2), 0, 1, RULE_SETS["solo"]) == board(p1=1, p2=3)


@pytest.mark.parametrize("rule_set", SOLO)
def test_balls_3_and_1_side_by_side_clear_only_under_the_basic_rules(rule_set):
    assert clearable(board(p0=3, p1=1), rule_set) == (rule_set == "solo")


@pytest.mark.parametrize("rule_set", SOLO)
def test_balls_5_and_3_with_four_empty_pits_between_clear_under_every_rule_set(rule_set):
    assert clearable(board(p0=5, p5=3), rule_set)


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_the_start_position_can_be_cleared_and_the_solution_replays(rule_set):
    rules = RULE_SETS[rule_set]
    solution = Solver(rules).solve(START)
    assert solution
    position = START
    for step in solution:
        sown = next(after for pit, direction, after in moves(position, rules)
                    if (pit, direction) == (step.pit, step.direction))
        position = dict(removals(sown, rules))[step.removed]
    assert not any(position)


def test_turned_and_mirrored_boards_are_one_position():
    a = board(p0=5, p5=3)
    assert canonical(a) == canonical(board(p3=5, p8=3)) == canonical(board(p0=3, p5=5))
    assert canonical(a) != canonical(board(p0=5, p6=3))
