"""Gulek for 2–6 players, rule by rule (docs/rules.md#gulek-multiplayer), through the game state."""

from __future__ import annotations

import pytest

from gurkenglas.core.engine import State
from gurkenglas.core.errors import IllegalMove
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.gulek.base import BALLS
from gurkenglas.games.gulek.order import drop_choices, suggested_order
from gurkenglas.games.gulek.position import GulekPosition

GAME = get_game("gulek")
A, B, C = 0, 1, 2


def table(players: int = 2, shortened: bool = False, turn: int = A, **pits: tuple) -> GulekPosition:
    """A position in the play phase: `p4=(2, 1)` puts two of A's and one of B's balls into pit 4;
    every ball not on the board is in the centre (captured), so the counts add up."""
    pos = GulekPosition(players, shortened)
    pos.supply = [0] * players
    pos.phase = "move"
    pos.turn = turn
    for name, balls in pits.items():
        pos.pits[int(name[1:])] = list(balls) + [0] * (players - len(balls))
    for seat in range(players):
        pos.centre[seat] = BALLS - pos.balls_left(seat)
    return pos


def play(pos: GulekPosition, *moves: dict) -> list[dict]:
    events: list[dict] = []
    for move in moves:
        assert move in pos.legal_moves(), f"{move} not among {pos.legal_moves()}"
        pos.play(move, Rng.from_seed(0), events)
        pos.check()
    return events


def sow(pit: int, direction: int = 1) -> dict:
    return {"kind": "sow", "pit": pit, "dir": direction}


# --- placing ------------------------------------------------------------------------------------
def test_players_place_one_ball_at_a_time_anywhere_until_all_twenty_are_placed():
    state = State.new(GAME, 3, {}, seed=1)
    assert state.view(0)["phase"] == "place"
    assert state.legal_moves() == [{"kind": "place", "pit": p} for p in range(15)]
    seats = []
    for _ in range(3 * BALLS):
        seats.append(state.to_move())
        state, _ = state.apply({"kind": "place", "pit": 4})  # one pit may take any balls
    assert seats == [0, 1, 2] * BALLS
    assert state.view(0)["phase"] == "move" and state.to_move() == 0
    assert state.view(0)["pits"][4] == [BALLS] * 3


def test_the_shortened_game_places_two_balls_a_turn():
    state = State.new(GAME, 2, {"shortened": True}, seed=1)
    movers = []
    for _ in range(6):
        movers.append(state.to_move())
        state, _ = state.apply({"kind": "place", "pit": 0})
    assert movers == [0, 0, 1, 1, 0, 0]


# --- sowing -------------------------------------------------------------------------------------
def test_only_pits_with_two_balls_including_one_of_yours_can_be_sown():
    pos = table(p0=(1, 0), p3=(0, 2), p6=(1, 1), p9=(2, 0))
    sown = {(m["pit"], m["dir"]) for m in pos.legal_moves() if m["kind"] == "sow"}
    assert sown == {(6, 1), (6, -1), (9, 1), (9, -1)}


def test_the_balls_go_one_per_pit_in_the_chosen_direction_and_the_last_is_yours():
    pos = table(p5=(1, 2), p12=(1, 0))
    events = play(pos, sow(5, -1))
    # Two of B's balls and one of A's: the choice is forced, B, B, then A's own ball last.
    drops = [(e["pit"], e["ball"]) for e in events if e["type"] == "drop"]
    assert drops == [(4, B), (3, B), (2, A)]
    assert pos.pits[5] == [0, 0]


def test_you_choose_the_order_but_your_own_ball_stays_for_last():
    pos = table(players=3, p0=(2, 1, 1), p10=(1, 0, 0))
    play(pos, sow(0))
    assert pos.phase == "order"
    assert drop_choices(pos.hand, A) == [A, B, C]
    play(pos, {"kind": "drop", "ball": A})
    assert drop_choices(pos.hand, A) == [B, C]  # A's last ball is kept for the end
    with pytest.raises(AssertionError):
        play(pos, {"kind": "drop", "ball": A})
    events = play(pos, {"kind": "drop", "ball": C})
    drops = [(e["pit"], e["ball"]) for e in events if e["type"] == "drop"]
    assert drops == [(2, C), (3, B), (4, A)]


def test_the_suggested_order_is_one_tap_and_keeps_the_rules():
    pos = table(p0=(3, 2), p2=(1, 0), p9=(1, 0))
    play(pos, sow(0))
    suggested = suggested_order(pos.pits, pos.hand, pos.at, pos.dir, A)
    assert suggested[-1] == A and sorted(suggested) == [A, A, A, B, B]
    assert suggested[1] == A  # a spare ball of A's goes where it makes a pair of A's (pit 2)
    events = play(pos, {"kind": "suggested"})
    assert [e["ball"] for e in events if e["type"] == "drop"] == suggested
    assert 2 in pos.parkable(A)


def test_a_sowing_of_fifteen_or_more_passes_the_emptied_pit():
    pos = table(p0=(16, 0), p7=(0, 1))
    play(pos, sow(0))
    assert pos.pits[0][A] == 1 and pos.pits[1][A] == 2


def test_the_view_gives_the_pits_each_sowing_goes_into_round_the_ring():
    # Nine balls from pit 14 (engine pit 13) clockwise go past pit 15 on round to pits 1 … 8; the
    # last lands on B's two in pit 8 and captures them. Counter-clockwise they go down to pit 6.
    pos = table(p13=(5, 4), p7=(0, 2))
    sowings = {(s["pit"], s["dir"]): s for s in pos.view(A)["sowings"]}
    clockwise, back = sowings[(13, 1)], sowings[(13, -1)]
    assert clockwise["path"] == [14, 0, 1, 2, 3, 4, 5, 6, 7] and clockwise["captures"] == 2
    assert back["path"] == [12, 11, 10, 9, 8, 7, 6, 5, 4] and back["captures"] == 0
    events = play(pos, sow(13), {"kind": "suggested"})
    assert [e["pit"] for e in events if e["type"] == "drop"] == clockwise["path"]


def test_a_sowing_of_sixteen_is_told_passing_its_own_emptied_pit():
    pos = table(p0=(16, 0), p7=(0, 1))
    path = next(s["path"] for s in pos.view(A)["sowings"] if (s["pit"], s["dir"]) == (0, -1))
    assert path == [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 14]


def test_a_sowing_on_its_way_tells_the_pits_of_the_balls_still_in_hand():
    pos = table(p13=(5, 4))
    play(pos, sow(13))
    sowing = pos.view(A)["sowing"]
    assert pos.phase == "order" and sowing["path"] == [14, 0, 1, 2, 3, 4, 5, 6, 7]
    play(pos, {"kind": "drop", "ball": B})
    assert pos.view(A)["sowing"]["path"] == [0, 1, 2, 3, 4, 5, 6, 7]  # the next ball goes into pit 1
    assert pos.view(B)["sowing"]["path"] == pos.view(A)["sowing"]["path"]  # an onlooker sees it too


# --- capturing ----------------------------------------------------------------------------------
def test_every_other_ball_in_the_pit_of_the_last_ball_is_captured():
    pos = table(players=3, p0=(2, 0, 0), p2=(1, 2, 3), p6=(0, 1, 1))
    events = play(pos, sow(0))
    capture = [e for e in events if e["type"] == "capture"]
    assert capture == [{"type": "capture", "seat": A, "pit": 2, "balls": [0, 2, 3]}]
    assert pos.pits[2] == [2, 0, 0] and pos.centre[B] == BALLS - 1 and pos.centre[C] == BALLS - 1


def test_a_player_whose_last_balls_are_captured_is_out():
    pos = table(players=3, p0=(2, 0, 0), p2=(0, 1, 0), p6=(0, 0, 2))
    events = play(pos, sow(0))
    assert {"type": "out", "seat": B, "reason": "captured"} in events
    assert B in pos.out and pos.turn == C


# --- parking and bringing back ---------------------------------------------------------------------
def test_after_a_move_pits_with_exactly_two_of_your_balls_may_be_parked():
    pos = table(p0=(3, 0), p1=(1, 0), p2=(1, 1), p3=(0, 1), p9=(0, 2))
    play(pos, sow(0))
    assert pos.phase == "park"
    assert pos.legal_moves() == [{"kind": "park", "pit": 1}, {"kind": "done"}]  # not pit 2 (mixed), not pit 9 (B's)
    play(pos, {"kind": "park", "pit": 1})
    assert pos.ring[A] == 1 and pos.pits[1] == [0, 0] and pos.turn == B


def test_parked_pairs_come_back_into_empty_pits_instead_of_a_move():
    pos = table(p0=(1, 0), p3=(0, 2))
    pos.ring[A] = 2
    pos.centre[A] -= 4
    moves = pos.legal_moves()
    assert {"kind": "return", "pit": 0} not in moves and {"kind": "return", "pit": 3} not in moves
    assert {"kind": "return", "pit": 1} in moves and not [m for m in moves if m["kind"] == "sow"]
    play(pos, {"kind": "return", "pit": 1})
    assert pos.turn == A and pos.phase == "return"  # a second pair may follow
    play(pos, {"kind": "return", "pit": 2}, )
    assert pos.pits[1] == [2, 0] and pos.pits[2] == [2, 0] and pos.ring[A] == 0 and pos.turn == B


# --- waiting, going out, the end ----------------------------------------------------------------
def test_a_player_who_cannot_move_waits_and_the_turn_passes():
    pos = table(players=3, p0=(2, 0, 0), p3=(0, 1, 0), p8=(0, 0, 2))
    events = play(pos, sow(0, -1))
    assert {"type": "wait", "seat": B} in events and pos.turn == C


def test_in_the_shortened_game_a_player_who_cannot_move_is_out():
    pos = table(players=3, shortened=True, p0=(2, 0, 0), p3=(0, 1, 0), p8=(0, 0, 2))
    events = play(pos, sow(0, -1))
    assert {"type": "out", "seat": B, "reason": "stuck"} in events and B in pos.out


def test_the_game_ends_when_nobody_can_move_and_most_balls_win():
    pos = table(p0=(2, 0), p9=(0, 1))
    events = play(pos, sow(0))
    assert events[-1]["type"] == "game_over" and events[-1]["reason"] == "nobody_can_move"
    assert pos.outcome() == {"ranks": [1, 2], "winners": [A], "scores": [2, 1], "draw": False}


def test_five_rounds_without_a_capture_are_a_draw():
    pos = table(p0=(1, 0), p7=(0, 1))
    pos.ring = [6, 6]
    pos.centre = [BALLS - 13, BALLS - 13]
    turns = 0
    while not pos.over:
        mover = pos.turn
        returns = [m for m in pos.legal_moves() if m["kind"] == "return"]
        play(pos, returns[0])  # a pair back each turn: nothing is ever captured
        if pos.turn == mover:
            play(pos, {"kind": "done"})
        assert pos.over or pos.turn != mover
        turns += 1
    assert pos.draw and turns == 10
    assert pos.outcome()["winners"] == [A, B] and pos.outcome()["ranks"] == [1, 1]


def test_the_last_player_left_wins():
    pos = table(p0=(2, 0), p2=(0, 1))
    events = play(pos, sow(0))
    assert events[-1] == {"type": "game_over", "winners": [A], "draw": False, "reason": "last_player"}
    assert pos.outcome()["ranks"] == [1, 2]


# --- whole games --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("shortened", [False, True])
def test_balls_are_conserved_and_the_last_ball_is_always_the_movers(players, shortened):
    for seed in range(4):
        state = State.new(GAME, players, {"shortened": shortened}, seed)
        rng = Rng.from_seed(seed + 100)
        while not state.is_over():
            mover = state.to_move()
            legal = state.legal_moves()
            state, events = state.apply(legal[rng.below(len(legal))])
            pos = state.position
            for seat in range(players):
                assert pos.balls_left(seat) + pos.centre[seat] == BALLS
            drops = [e for e in events if e["type"] == "drop"]
            if (drops and not pos.over and pos.phase != "order") or any(e["type"] == "capture" for e in events):
                assert drops[-1]["ball"] == mover


def test_an_illegal_move_is_refused_and_changes_nothing():
    state = State.new(GAME, 2, {}, seed=3)
    before = state.to_json()
    with pytest.raises(IllegalMove):
        state.apply({"kind": "place", "pit": 15})
    assert state.to_json() == before
