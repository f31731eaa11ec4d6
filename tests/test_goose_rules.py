"""Game of the Goose: every rule of docs/rules.md#goose, as positions built directly (given / when / then)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gurkenglas import api
from gurkenglas.core.spec import Options
from gurkenglas.games.goose import SPEC
from gurkenglas.games.goose.position import ROLL, GoosePosition
from helpers import ScriptedDice


def table(players: int = 2, squares: dict[int, int] | None = None, turn: int = 0, **options) -> GoosePosition:
    """Given: a position with pawns on the named squares, all past their first throw."""
    position = GoosePosition.start(players, SPEC.resolve_options(options))
    for seat, pawn in enumerate(position.pawns):
        pawn.thrown = True
        pawn.square = (squares or {}).get(seat, 0)
    position.turn = turn
    return position


def roll(position: GoosePosition, a: int, b: int) -> list[dict]:
    """When: the seat to move rolls a and b."""
    events: list[dict] = []
    position.play(ROLL, ScriptedDice(a, b), events)
    return events


def kinds(events):
    return [e["type"] for e in events]


# --- a turn -----------------------------------------------------------------------------------
def test_a_turn_moves_the_sum_of_two_dice():
    position = table(squares={0: 10})
    roll(position, 2, 1)
    assert position.pawns[0].square == 13
    assert position.turn == 1


def test_every_turn_is_one_roll_and_the_dice_come_from_the_generator():
    position = GoosePosition.start(3, SPEC.resolve_options({}))
    assert position.legal_moves() == [{"kind": "roll"}]


# --- first throw --------------------------------------------------------------------------------
@pytest.mark.parametrize("dice, target", [((6, 3), 26), ((3, 6), 26), ((5, 4), 53), ((4, 5), 53)])
def test_first_throw_of_nine_goes_straight_on(dice, target):
    position = GoosePosition.start(2, SPEC.resolve_options({}))
    events = roll(position, *dice)
    assert position.pawns[0].square == target
    assert "first_throw" in kinds(events)
    assert "goose" not in kinds(events)  # 9 would be a goose otherwise


def test_a_later_six_and_three_is_an_ordinary_nine():
    position = table(squares={0: 10})
    roll(position, 6, 3)
    assert position.pawns[0].square == 19  # no jump to 26 after the first throw


def test_the_first_throw_counts_per_player():
    position = GoosePosition.start(2, SPEC.resolve_options({}))
    roll(position, 2, 2)  # seat 0: ordinary first throw
    roll(position, 6, 3)  # seat 1's first throw
    assert position.pawns[1].square == 26


# --- geese ----------------------------------------------------------------------------------------
def test_a_goose_moves_the_same_number_again_and_chains_continue():
    position = table(squares={0: 0})
    events = roll(position, 6, 3)  # 9 → goose 9 → 18 → 27 → 36 → 45 → 54 → 63
    assert position.pawns[0].square == 63
    assert [e["square"] for e in events if e["type"] == "goose"] == [9, 18, 27, 36, 45, 54]
    assert position.turn is None  # the first pawn on 63 wins


def test_a_short_goose_chain():
    position = table(squares={0: 10})
    events = roll(position, 2, 2)  # 14 is a goose → 18 is a goose → 22
    assert position.pawns[0].square == 22
    assert [e["square"] for e in events if e["type"] == "goose"] == [14, 18]


def test_the_seed_has_no_goose_on_23_and_classic_geese_adds_it():
    plain = table(squares={0: 20})
    roll(plain, 2, 1)
    assert plain.pawns[0].square == 23
    classic = table(squares={0: 20}, classic_geese=True)
    roll(classic, 2, 1)
    assert classic.pawns[0].square == 26


# --- special squares ------------------------------------------------------------------------------
def test_six_flies_to_twelve():
    position = table(squares={0: 2})
    events = roll(position, 3, 1)
    assert position.pawns[0].square == 12
    assert {"type": "jump", "seat": 0, "from": 6, "to": 12, "square_kind": "bridge"} in events


def test_forty_two_goes_back_to_thirty_seven():
    position = table(squares={0: 38})
    roll(position, 2, 2)
    assert position.pawns[0].square == 37


def test_fifty_eight_goes_back_to_the_start():
    position = table(squares={0: 55})
    roll(position, 2, 1)
    assert position.pawns[0].square == 0


def test_nineteen_misses_exactly_one_turn():
    position = table(squares={0: 15, 1: 30})
    events = roll(position, 2, 2)  # seat 0 to 19
    assert position.pawns[0].square == 19 and "nest" in kinds(events)
    events = roll(position, 1, 1)  # seat 1; seat 0's next turn passes by itself
    assert {"type": "misses_turn", "seat": 0, "reason": "nest"} in events
    assert position.turn == 1
    roll(position, 1, 1)
    assert position.turn == 0  # and then seat 0 plays again


# --- the well and the cage ---------------------------------------------------------------------------
@pytest.mark.parametrize("trap, start", [(31, 28), (52, 49)])
def test_a_pawn_in_the_well_or_cage_waits_until_another_lands_there(trap, start):
    position = table(3, squares={0: start, 1: 10, 2: 10})
    roll(position, 2, 1)  # seat 0 falls in
    assert position.pawns[0].status == "trapped"
    for _ in range(3):  # seats 1 and 2 play elsewhere; seat 0 keeps missing its turns
        roll(position, 1, 1)
        roll(position, 1, 1)
        assert position.pawns[0].status == "trapped"
    position.pawns[1].square = start
    position.turn = 1
    events = roll(position, 2, 1)  # seat 1 lands on the same square
    assert {"type": "released", "seat": 0, "square": trap, "reason": "newcomer"} in events
    assert position.pawns[0].status == "ready" and position.pawns[1].status == "trapped"
    roll(position, 1, 1)  # seat 2
    assert position.turn == 0  # the freed pawn moves again from its next turn


def test_release_after_three_rounds_frees_after_three_missed_turns():
    position = table(squares={0: 28, 1: 2}, release_after_three_rounds=True)
    roll(position, 2, 1)  # seat 0 into the well
    missed = 0
    while position.turn != 0:
        events = roll(position, 1, 1)
        missed += sum(1 for e in events if e["type"] == "misses_turn" and e["seat"] == 0)
    assert missed == 3
    assert position.pawns[0].status == "ready"


def test_without_the_option_the_well_holds_on():
    position = table(squares={0: 28, 1: 2})
    roll(position, 2, 1)
    for _ in range(10):
        roll(position, 1, 1)
    assert position.pawns[0].status == "trapped" and position.turn == 1


def test_when_every_pawn_waits_the_one_that_waited_longest_is_freed():
    position = table(squares={0: 28, 1: 49})
    roll(position, 2, 1)  # seat 0 into the well first
    events = roll(position, 2, 1)  # seat 1 into the cage: now nobody could ever move
    assert {"type": "released", "seat": 0, "square": 31, "reason": "all_waiting"} in events
    assert position.turn == 0
    assert position.pawns[1].status == "trapped"


# --- the finish ----------------------------------------------------------------------------------------
def test_sixty_three_must_be_hit_exactly_and_the_rest_walks_back():
    position = table(squares={0: 60})
    events = roll(position, 2, 2)  # 60 + 4 = 64: one back from 63 → 62
    assert position.pawns[0].square == 62
    walk = next(e for e in events if e["type"] == "walk")
    assert walk["path"] == [61, 62, 63, 62]
    assert {"type": "bounce", "seat": 0, "excess": 1} in events


def test_a_bounce_that_lands_on_a_goose_goes_back_again():
    position = table(squares={0: 60})
    events = roll(position, 4, 3)  # 60 + 7: to 63, back 4 to 59 (goose), back 7 more to 52 (cage)
    assert [e["square"] for e in events if e["type"] == "goose"] == [59]
    assert next(e for e in events if e["type"] == "goose")["direction"] == -1
    assert position.pawns[0].square == 52
    assert position.pawns[0].status == "trapped"


def test_exactly_sixty_three_wins():
    position = table(squares={0: 57, 1: 3})
    events = roll(position, 3, 3)
    assert position.pawns[0].square == 63
    assert position.turn is None
    assert position.outcome()["winners"] == [0]
    assert kinds(events)[-1] == "game_over"


def test_pawns_share_squares_without_capture():
    position = table(squares={0: 10, 1: 13})
    roll(position, 2, 1)
    assert position.pawns[0].square == position.pawns[1].square == 13


def test_play_for_places_goes_on_until_one_pawn_is_left():
    position = table(3, squares={0: 57, 1: 57, 2: 0}, play_for_places=True)
    roll(position, 3, 3)
    assert position.turn == 1 and position.pawns[0].place == 1
    events = roll(position, 3, 3)
    assert position.turn is None
    assert {"type": "last_place", "seat": 2, "place": 3} in events
    assert position.outcome()["ranks"] == [1, 2, 3]


def test_without_play_for_places_the_others_share_second_place():
    position = table(3, squares={0: 57, 1: 40, 2: 0})
    roll(position, 3, 3)
    assert position.outcome()["ranks"] == [1, 2, 2]


def test_a_round_is_counted_when_the_turn_comes_back_to_the_first_seat():
    position = table(2, squares={0: 1, 1: 1})
    assert position.round == 1
    roll(position, 1, 1)
    roll(position, 1, 2)
    assert position.round == 2


def test_options_are_resolved_from_presets_and_overrides():
    options = SPEC.resolve_options({"preset": "everyone_finishes", "classic_geese": True})
    assert isinstance(options, Options)
    assert options.play_for_places and options.release_after_three_rounds and options.classic_geese


@pytest.mark.parametrize("preset", sorted(SPEC.presets))
def test_the_view_names_the_finish_and_the_kind_of_every_special_square(preset):
    """The table draws and names the board from the view alone: the last square, and for every
    jump and trap its kind, each a kind the table has words for."""
    words = json.loads((Path(__file__).resolve().parent.parent / "web" / "i18n" / "en.json").read_text("utf-8"))["goose"]["square"]
    state = json.loads(api.call("new_game", json.dumps({"game": "goose", "players": 2, "options": {"preset": preset}, "seed": 1})))["result"]["state"]
    for seat in (None, 0):
        board = json.loads(api.call("view", json.dumps({"state": state, "seat": seat})))["result"]["board"]
        assert board["finish"] == 63
        assert set(board["jump_kinds"]) == set(board["jumps"]) and board["jump_kinds"]
        assert {int(square) for square in board["trap_kinds"]} == set(board["traps"]) and board["traps"]
        for kind in [*board["jump_kinds"].values(), *board["trap_kinds"].values()]:
            assert kind in words, kind
