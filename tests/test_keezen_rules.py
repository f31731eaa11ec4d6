"""Keezen: every rule of docs/rules.md#keezen, as positions built directly (given / when / then)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gurkenglas import api
from gurkenglas.core.rng import Rng
from gurkenglas.games.keezen import GAME, SPEC
from gurkenglas.games.keezen.base import HOUSE_RULES
from gurkenglas.games.keezen.board import HOME, NEST, Board, Pawns
from gurkenglas.games.keezen.cards import deck
from gurkenglas.games.keezen.position import KeezenPosition

N = NEST


def table(pawns: list[list[int]], hands: list[list[str]], turn: int = 0, teams: bool = False,
          places: list[list[int]] | None = None, **house_rules: bool) -> KeezenPosition:
    """Given: pawns where the test puts them, the hands the test deals, `turn` to play (the rest of
    the deck counts as already played, so the cards add up), the sides that have finished, and the
    house rules switched on by name (`bounce_back=True`)."""
    players = len(pawns)
    board = Board.for_players(players)
    gone = deck(players)
    for card in (c for h in hands for c in h):
        gone.remove(card)
    return KeezenPosition(board, SPEC.resolve_options({"teams": teams, **house_rules}), Pawns(board, [list(r) for r in pawns]),
                          [list(h) for h in hands], [], players - 1, 0, turn, [False] * players, [], None, None, gone,
                          places)


def play(position: KeezenPosition, move: dict) -> list[dict]:
    """When: the player to move makes `move`, which must be legal."""
    assert move in position.legal_moves(), f"{move} is not legal; legal: {position.legal_moves()}"
    events: list[dict] = []
    position.play(move, Rng.from_seed(1), events)
    position.check()
    return events


def moves_of(position, kind=None, card=None):
    return [m for m in position.legal_moves() if (kind is None or m["kind"] == kind) and (card is None or m.get("card") == card)]


# --- board and deal -----------------------------------------------------------------------------
def test_two_players_sit_opposite_on_the_four_seat_board_and_five_use_the_six_seat_board():
    assert Board.for_players(2).positions == (0, 2) and Board.for_players(2).track == 64
    assert Board.for_players(4).start(3) == 48
    assert Board.for_players(5).seats == 6 and Board.for_players(5).track == 96


def test_one_run_per_player_dealt_five_four_four_then_the_deal_passes_left():
    rng = Rng.from_seed(3)
    position = KeezenPosition.start(4, SPEC.resolve_options({}), rng)
    assert len(deck(4)) == 52 and deck(6).count("A") == 6
    assert [len(h) for h in position.hands] == [5, 5, 5, 5]
    first_dealer = position.dealer
    assert position.turn == (first_dealer + 1) % 4  # the player left of the dealer starts
    sizes = []
    while position.dealer == first_dealer:
        if not any(position.hands):
            break
        events: list[dict] = []
        position.play(position.legal_moves()[0], rng, events)
        sizes += [e["cards"] for e in events if e["type"] == "deal"]
        if position.turn is None:
            pytest.skip("the game ended early")
    assert sizes[:3] == [4, 4, 5]
    assert position.dealer == (first_dealer + 1) % 4


def test_the_first_dealer_is_drawn_by_chance():
    dealers = {KeezenPosition.start(4, SPEC.resolve_options({}), Rng.from_seed(s)).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}


def test_teams_need_four_or_six_players_and_partners_sit_opposite():
    from gurkenglas.core.errors import BadOptions

    with pytest.raises(BadOptions):
        GAME.check_players(3, SPEC.resolve_options({"teams": True}))
    position = table([[N] * 4] * 6, [["2"]] * 6, teams=True)
    assert [position.partner(p) for p in range(6)] == [3, 4, 5, 0, 1, 2]


# --- the cards -----------------------------------------------------------------------------------
def test_the_ace_enters_or_moves_one_and_the_king_only_enters():
    position = table([[N, N, N, 10], [N] * 4], [["A", "K"], ["2"]])
    ace = moves_of(position, card="A")
    assert {"kind": "enter", "card": "A", "owner": 0} in ace
    assert {"kind": "move", "card": "A", "owner": 0, "pawn": 3, "to": 11} in ace
    assert moves_of(position, card="K") == [{"kind": "enter", "card": "K", "owner": 0}]


def test_the_queen_moves_twelve_and_number_cards_their_value():
    position = table([[N, N, N, 10], [N] * 4], [["Q", "9"], ["2"]])
    assert {m["to"] for m in moves_of(position, card="Q")} == {22}
    assert {m["to"] for m in moves_of(position, card="9")} == {19}


def test_the_four_goes_backward_past_ones_own_empty_start():
    position = table([[N, N, N, 2], [N] * 4], [["4"], ["2"]])
    assert moves_of(position, card="4") == [{"kind": "move", "card": "4", "owner": 0, "pawn": 3, "to": 62}]
    play(position, moves_of(position, card="4")[0])
    # ...which brings it close to its home: now a 3 can take it in.
    position.hands[0], position.turn = ["3"], 0
    assert {"kind": "move", "card": "3", "owner": 0, "pawn": 3, "to": HOME + 1} in moves_of(position, card="3")


def test_the_four_never_moves_into_or_inside_a_home():
    position = table([[N, N, HOME + 1, HOME + 3], [N] * 4], [["4", "2"], ["2"]])
    assert moves_of(position, card="4") == []


def test_a_freshly_entered_pawn_cannot_turn_into_its_home():
    position = table([[N, N, N, 0], [N] * 4], [["A", "2", "3"], ["2"]])
    assert all(m["to"] < HOME for m in moves_of(position, "move"))


# --- moving: captures, blockades, the home ----------------------------------------------------------
def test_landing_on_any_pawn_captures_it_even_ones_own():
    position = table([[N, N, 10, 15], [N] * 4], [["5"], ["2"]])
    events = play(position, {"kind": "move", "card": "5", "owner": 0, "pawn": 2, "to": 15})
    assert position.pawns.locs[0] == [N, N, 15, N]
    assert {"type": "capture", "owner": 0, "pawn": 3, "at": 15} in events


def test_compulsory_play_even_when_it_captures_your_own_pawn():
    position = table([[N, N, 10, 15], [N] * 4], [["5"], ["2"]])
    assert position.legal_moves() == [{"kind": "move", "card": "5", "owner": 0, "pawn": 2, "to": 15},
                                      {"kind": "move", "card": "5", "owner": 0, "pawn": 3, "to": 20}]
    assert {"kind": "discard"} not in position.legal_moves()


@pytest.mark.parametrize("card, start, blocked_to", [("5", 30, 35), ("Q", 25, 37)])
def test_a_pawn_on_its_own_start_position_cannot_be_passed_forward(card, start, blocked_to):
    position = table([[N, N, N, start], [32, N, N, N]], [[card], ["2"]])  # player 1's pawn on its start 32
    assert all(m["to"] != blocked_to for m in moves_of(position, card=card))
    assert moves_of(position, card=card) == [] or all(m["to"] < 32 for m in moves_of(position, card=card))


def test_a_pawn_on_its_own_start_position_cannot_be_passed_backward():
    position = table([[N, N, N, 34], [32, N, N, N]], [["4"], ["2"]])
    assert moves_of(position, card="4") == []


def test_a_pawn_on_its_own_start_position_cannot_be_landed_on():
    position = table([[N, N, N, 27], [32, N, N, N]], [["5", "4"], ["2"]])
    assert moves_of(position, card="5") == []


def test_a_pawn_on_someone_elses_start_is_ordinary():
    position = table([[N, N, N, 27], [N, 40, N, N]], [["5"], ["2"]])
    position.pawns.locs[0][3] = 32  # player 0 stands on player 1's start: no blockade
    position.hands[0] = ["8"]
    assert {"kind": "move", "card": "8", "owner": 0, "pawn": 3, "to": 40} in position.legal_moves()


def test_entering_captures_another_players_pawn_on_your_start_but_not_your_own():
    position = table([[N, N, N, 5], [0, N, N, N]], [["K"], ["2"]])
    events = play(position, {"kind": "enter", "card": "K", "owner": 0})
    assert position.pawns.locs[1][0] == N and {"type": "capture", "owner": 1, "pawn": 0, "at": 0} in events
    blocked = table([[0, N, N, 5], [N] * 4], [["K"], ["2"]])
    assert moves_of(blocked, "enter") == []


def test_the_view_tells_the_seat_to_move_which_pawn_each_move_captures():
    # A 5 from square 11 onto square 16 takes the own pawn there, a king brings a pawn out onto
    # player 1's pawn on square 1; the 5 of the pawn on 16 (to 21) takes nothing.
    position = table([[N, N, 10, 15], [0, N, N, N]], [["5", "K"], ["2"]])
    captures = position.view(0)["captures"]
    assert captures == [{"move": {"kind": "move", "card": "5", "owner": 0, "pawn": 2, "to": 15}, "owner": 0, "pawn": 3},
                        {"move": {"kind": "enter", "card": "K", "owner": 0}, "owner": 1, "pawn": 0}]
    assert position.view(1)["captures"] == [] and position.view(None)["captures"] == []  # not their move
    events = play(position, captures[0]["move"])
    assert {"type": "capture", "owner": 0, "pawn": 3, "at": 15} in events


def test_a_bounce_ending_where_it_began_is_told_as_no_capture():
    position = table([[N, N, N, 30], [32, N, N, N]], [["2"], ["2"]], bounce_back=True)
    assert position.legal_moves() == [{"kind": "move", "card": "2", "owner": 0, "pawn": 3, "to": 30}]
    assert position.view(0)["captures"] == []


def test_the_home_needs_the_exact_count_and_allows_no_jumping():
    position = table([[N, N, HOME + 1, 61], [N] * 4], [["5", "3", "6"], ["2"]])
    # From 61 the entrance (63) is 2 away: a 3 reaches home square 0, a 5 home square 2 would jump the pawn on 1.
    assert {"kind": "move", "card": "3", "owner": 0, "pawn": 3, "to": HOME} in moves_of(position, card="3")
    assert all(m["to"] < HOME for m in moves_of(position, card="5") if m["pawn"] == 3)
    assert all(m["to"] < HOME for m in moves_of(position, card="6") if m["pawn"] == 3)


def test_a_pawn_moves_on_inside_its_home():
    position = table([[N, N, N, HOME], [N] * 4], [["2"], ["3"]])
    assert moves_of(position, card="2") == [{"kind": "move", "card": "2", "owner": 0, "pawn": 3, "to": HOME + 2}]


def test_a_queen_near_the_end_of_the_lap_that_does_not_fit_the_home_goes_round_again():
    position = table([[N, N, N, 60], [N] * 4], [["Q"], ["2"]])
    assert moves_of(position, card="Q") == [{"kind": "move", "card": "Q", "owner": 0, "pawn": 3, "to": 8}]


def test_when_the_home_and_another_lap_both_fit_the_player_chooses():
    position = table([[N, N, N, 62], [N] * 4], [["3"], ["2"]])
    assert {m["to"] for m in moves_of(position, card="3")} == {1, HOME + 1}


# --- the jack ------------------------------------------------------------------------------------------
def test_the_jack_swaps_with_another_players_pawn():
    position = table([[N, N, N, 10], [N, 40, N, N]], [["J"], ["2"]])
    events = play(position, {"kind": "swap", "card": "J", "owner": 0, "pawn": 3, "other": 1, "other_pawn": 1})
    assert position.pawns.locs[0][3] == 40 and position.pawns.locs[1][1] == 10
    assert not any(e["type"] == "capture" for e in events)


def test_the_jack_cannot_take_a_pawn_on_its_own_start_or_in_a_home_nor_two_of_ones_own():
    position = table([[N, 20, N, 10], [32, HOME + 2, N, N]], [["J"], ["2"]])
    assert moves_of(position, card="J") == []


def test_a_swap_with_the_partner_is_allowed():
    position = table([[N, N, N, 10], [N] * 4, [N, 40, N, N], [N] * 4], [["J"], ["2"], ["2"], ["2"]], teams=True)
    assert {"kind": "swap", "card": "J", "owner": 0, "pawn": 3, "other": 2, "other_pawn": 1} in position.legal_moves()


# --- the seven ------------------------------------------------------------------------------------------
def test_a_seven_can_be_split_over_two_pawns_as_separate_decisions():
    position = table([[N, N, 10, 20], [N] * 4], [["7"], ["2"]])
    play(position, {"kind": "seven", "owner": 0, "pawn": 2, "steps": 3, "to": 13})
    assert position.turn == 0 and position.seven["left"] == 4
    assert {"kind": "cancel"} in position.legal_moves()
    assert all(m["pawn"] == 3 and m["steps"] == 4 for m in moves_of(position, "seven"))  # the other pawn, the rest
    play(position, {"kind": "seven", "owner": 0, "pawn": 3, "steps": 4, "to": 24})
    assert position.turn == 1 and position.pawns.locs[0] == [N, N, 13, 24]


def test_a_split_seven_captures_only_where_each_part_ends():
    position = table([[N, N, 10, 30], [12, 14, N, N]], [["7"], ["2"]])
    events = play(position, {"kind": "seven", "owner": 0, "pawn": 2, "steps": 4, "to": 14})  # passes 12, ends on 14
    assert position.pawns.locs[1] == [12, N, N, N]
    assert [e for e in events if e["type"] == "capture"] == [{"type": "capture", "owner": 1, "pawn": 1, "at": 14}]


def test_a_seven_part_that_cannot_be_completed_is_not_offered():
    position = table([[N, N, N, 10], [N] * 4], [["7"], ["2"]])  # one pawn: all seven steps with it
    assert moves_of(position, "seven") == [{"kind": "seven", "owner": 0, "pawn": 3, "steps": 7, "to": 17}]


def test_cancelling_a_seven_puts_everything_back():
    position = table([[N, N, 10, 20], [12, N, N, N]], [["7", "2"], ["2"]])
    play(position, {"kind": "seven", "owner": 0, "pawn": 2, "steps": 2, "to": 12})
    assert position.pawns.locs[1][0] == N
    play(position, {"kind": "cancel"})
    assert position.pawns.locs == [[N, N, 10, 20], [12, N, N, N]]
    assert sorted(position.hands[0]) == ["2", "7"] and position.turn == 0 and position.seven is None


def test_the_rest_of_a_seven_goes_to_the_partner_when_the_last_own_pawn_gets_home():
    pawns = [[HOME + 1, HOME + 2, HOME + 3, 61], [N] * 4, [N, N, N, 40], [N] * 4]
    position = table(pawns, [["7"], ["2"], ["2"], ["2"]], teams=True)
    play(position, {"kind": "seven", "owner": 0, "pawn": 3, "steps": 3, "to": HOME})
    assert position.seven["left"] == 4
    assert moves_of(position, "seven") == [{"kind": "seven", "owner": 2, "pawn": 3, "steps": 4, "to": 44}]


# --- sitting out, team play, winning ------------------------------------------------------------------------
def test_the_hand_is_discarded_when_no_card_fits():
    position = table([[N] * 4, [N] * 4], [["2", "5", "Q"], ["3"]])
    assert position.legal_moves() == [{"kind": "discard"}]
    events = play(position, {"kind": "discard"})
    assert position.hands[0] == [] and position.folded[0] and position.turn == 1
    assert {"type": "discard", "seat": 0, "cards": ["2", "5", "Q"]} in events


def test_a_player_with_all_pawns_home_plays_the_partners_pawns():
    pawns = [[HOME, HOME + 1, HOME + 2, HOME + 3], [N] * 4, [N, N, N, 40], [N] * 4]
    position = table(pawns, [["5", "K"], ["2"], ["2"], ["2"]], teams=True)
    assert position.actor(0) == 2
    assert {"kind": "move", "card": "5", "owner": 2, "pawn": 3, "to": 45} in position.legal_moves()
    assert {"kind": "enter", "card": "K", "owner": 2} in position.legal_moves()


def test_the_first_player_with_all_pawns_home_wins():
    position = table([[HOME + 1, HOME + 2, HOME + 3, 63], [N] * 4], [["A"], ["2"]])  # 63: the entrance
    events = play(position, {"kind": "move", "card": "A", "owner": 0, "pawn": 3, "to": HOME})
    assert position.turn is None and position.outcome()["winners"] == [0]
    assert events[-1] == {"type": "game_over", "winners": [0]}


def test_in_team_play_the_first_team_home_wins():
    pawns = [[HOME, HOME + 1, HOME + 2, HOME + 3], [N] * 4, [HOME + 1, HOME + 2, HOME + 3, 31], [N] * 4]
    position = table(pawns, [["A"], ["2"], ["2"], ["2"]], teams=True)
    play(position, {"kind": "move", "card": "A", "owner": 2, "pawn": 3, "to": HOME})
    assert position.outcome()["winners"] == [0, 2] and position.outcome()["ranks"] == [1, 2, 1, 2]


def test_a_seven_may_touch_three_pawns_two_of_ones_own_and_then_one_of_the_partners():
    # Our decision (position.py): the seed's "one or two pawns" is the split among your own pawns; once
    # the second of them brings your last pawn home, the steps left go to one pawn of your partner.
    pawns = [[HOME + 2, HOME + 3, 61, 62], [N] * 4, [N, N, N, 40], [N] * 4]
    position = table(pawns, [["7"], ["2"], ["2"], ["2"]], teams=True)
    play(position, {"kind": "seven", "owner": 0, "pawn": 3, "steps": 3, "to": HOME + 1})
    play(position, {"kind": "seven", "owner": 0, "pawn": 2, "steps": 3, "to": HOME})
    assert position.seven["left"] == 1
    assert moves_of(position, "seven") == [{"kind": "seven", "owner": 2, "pawn": 3, "steps": 1, "to": 41}]
    play(position, {"kind": "seven", "owner": 2, "pawn": 3, "steps": 1, "to": 41})
    assert position.turn == 1 and position.pawns.locs[2][3] == 41


def test_the_partner_gets_one_pawn_for_the_rest_of_a_seven():
    pawns = [[HOME + 1, HOME + 2, HOME + 3, 61], [N] * 4, [N, N, 36, 50], [N] * 4]
    position = table(pawns, [["7"], ["2"], ["2"], ["2"]], teams=True)
    play(position, {"kind": "seven", "owner": 0, "pawn": 3, "steps": 3, "to": HOME})
    assert {(m["owner"], m["pawn"], m["steps"]) for m in moves_of(position, "seven")} == {(2, 2, 4), (2, 3, 4)}


# --- house rule: bounce back (option bounce_back) ----------------------------------------------------
# Two players: player 0 starts on 0 (its home branches off at 63), player 1 on 32 (home at 31).
def test_without_bouncing_a_pawn_on_its_start_stops_the_move():
    position = table([[N, N, N, 26], [32, N, N, N]], [["8"], ["2"]])
    assert position.legal_moves() == [{"kind": "discard"}]


def test_a_move_that_meets_a_pawn_on_its_start_bounces_back_the_steps_that_are_left():
    # From 26 an 8 goes 27, 28, 29, 30, 31, meets the pawn on its start at 32, and goes back 30, 29, 28.
    position = table([[N, N, N, 26], [32, N, N, N]], [["8"], ["2"]], bounce_back=True)
    assert position.legal_moves() == [{"kind": "move", "card": "8", "owner": 0, "pawn": 3, "to": 28}]
    events = play(position, position.legal_moves()[0])
    move = next(e for e in events if e["type"] == "move")
    assert move["path"] == [27, 28, 29, 30, 31, 30, 29, 28] and move["bounced"] is True
    assert position.pawns.locs[0][3] == 28


def test_a_bounce_captures_the_pawn_where_it_ends_and_nothing_it_passes():
    position = table([[N, N, N, 26], [32, 28, 30, N]], [["8"], ["2"]], bounce_back=True)
    events = play(position, {"kind": "move", "card": "8", "owner": 0, "pawn": 3, "to": 28})
    assert [e for e in events if e["type"] == "capture"] == [{"type": "capture", "owner": 1, "pawn": 1, "at": 28}]
    assert position.pawns.locs[1] == [32, N, 30, N]


def test_a_four_backward_bounces_forward_off_a_pawn_on_its_start():
    position = table([[N, N, N, 34], [32, N, N, N]], [["4"], ["2"]], bounce_back=True)
    assert moves_of(position, card="4") == [{"kind": "move", "card": "4", "owner": 0, "pawn": 3, "to": 36}]
    events = play(position, moves_of(position, card="4")[0])
    assert next(e for e in events if e["type"] == "move")["path"] == [33, 34, 35, 36]


def test_a_bounce_may_end_where_the_pawn_began():
    position = table([[N, N, N, 30], [32, N, N, N]], [["2"], ["2"]], bounce_back=True)
    events = play(position, {"kind": "move", "card": "2", "owner": 0, "pawn": 3, "to": 30})
    assert next(e for e in events if e["type"] == "move")["path"] == [31, 30]
    assert position.pawns.locs[0][3] == 30 and not any(e["type"] == "capture" for e in events)


def test_every_part_of_a_seven_can_bounce():
    position = table([[N, N, N, 28], [32, N, N, N]], [["7"], ["2"]], bounce_back=True)
    assert moves_of(position, "seven") == [{"kind": "seven", "owner": 0, "pawn": 3, "steps": 7, "to": 27}]
    off = table([[N, N, N, 28], [32, N, N, N]], [["7"], ["2"]])
    assert off.legal_moves() == [{"kind": "discard"}]


def test_without_bouncing_a_pawn_in_the_home_needs_a_count_that_fits():
    position = table([[N, N, N, HOME + 1], [N] * 4], [["5", "3"], ["2"]])
    assert position.legal_moves() == [{"kind": "discard"}]


def test_a_pawn_at_the_end_of_its_home_counts_the_steps_left_back():
    # Two steps from the last home square, a 5 goes 2 in and 3 back: to the first home square.
    position = table([[N, N, N, HOME + 1], [N] * 4], [["5", "3"], ["2"]], bounce_back=True)
    assert moves_of(position, card="5") == [{"kind": "move", "card": "5", "owner": 0, "pawn": 3, "to": HOME}]
    assert moves_of(position, card="3") == [{"kind": "move", "card": "3", "owner": 0, "pawn": 3, "to": HOME + 2}]
    events = play(position, moves_of(position, card="5")[0])
    assert next(e for e in events if e["type"] == "move")["path"] == [HOME + 2, HOME + 3, HOME + 2, HOME + 1, HOME]


def test_a_bounce_in_the_home_neither_passes_nor_lands_on_a_pawn_nor_leaves_the_home():
    position = table([[N, N, HOME, HOME + 1], [N] * 4], [["5", "6", "3"], ["2"]], bounce_back=True)
    assert moves_of(position, card="5") == []  # would land on the pawn on the first home square
    assert moves_of(position, card="6") == []  # would pass it, and leave the home
    assert moves_of(position, card="3") == [{"kind": "move", "card": "3", "owner": 0, "pawn": 3, "to": HOME + 2}]


def test_a_pawn_may_turn_into_its_home_with_too_many_steps_and_bounce_or_go_round():
    # From its entrance (63) a 6 goes 4 in and 2 back, to home square 2; or round again to 5.
    assert {m["to"] for m in moves_of(table([[N, N, N, 63], [N] * 4], [["6"], ["2"]]), card="6")} == {5}
    position = table([[N, N, N, 63], [N] * 4], [["6", "8"], ["2"]], bounce_back=True)
    assert {m["to"] for m in moves_of(position, card="6")} == {5, HOME + 1}
    assert {m["to"] for m in moves_of(position, card="8")} == {7}  # 4 in and 4 back would leave the home


# --- house rule: wait before the home, no second lap (option wait_before_home) -----------------------
def test_a_pawn_whose_count_does_not_fit_its_home_waits_instead_of_going_round():
    off = table([[N, N, N, 60], [N] * 4], [["Q"], ["2"]])
    assert moves_of(off, card="Q") == [{"kind": "move", "card": "Q", "owner": 0, "pawn": 3, "to": 8}]
    position = table([[N, N, N, 60], [N] * 4], [["Q"], ["2"]], wait_before_home=True)
    assert position.legal_moves() == [{"kind": "discard"}]


def test_the_card_that_does_not_fit_goes_to_another_pawn():
    position = table([[N, N, 20, 60], [N] * 4], [["Q"], ["2"]], wait_before_home=True)
    assert position.legal_moves() == [{"kind": "move", "card": "Q", "owner": 0, "pawn": 2, "to": 32}]


def test_when_pawns_wait_a_count_that_fits_the_home_must_go_in():
    assert {m["to"] for m in moves_of(table([[N, N, N, 62], [N] * 4], [["3"], ["2"]]), card="3")} == {1, HOME + 1}
    position = table([[N, N, N, 62], [N] * 4], [["3"], ["2"]], wait_before_home=True)
    assert {m["to"] for m in moves_of(position, card="3")} == {HOME + 1}


def test_waiting_and_bouncing_together_a_count_that_bounces_in_the_home_fits():
    # From 62: 1 step to the entrance, then 4 in and 1 back.
    assert table([[N, N, N, 62], [N] * 4], [["6"], ["2"]], wait_before_home=True).legal_moves() == [{"kind": "discard"}]
    position = table([[N, N, N, 62], [N] * 4], [["6"], ["2"]], wait_before_home=True, bounce_back=True)
    assert position.legal_moves() == [{"kind": "move", "card": "6", "owner": 0, "pawn": 3, "to": HOME + 2}]


def test_when_pawns_wait_a_four_still_goes_backward_over_the_start():
    position = table([[N, N, N, 2], [N] * 4], [["4"], ["2"]], wait_before_home=True)
    assert moves_of(position, card="4") == [{"kind": "move", "card": "4", "owner": 0, "pawn": 3, "to": 62}]


def test_when_pawns_wait_a_seven_goes_home_not_round():
    assert {m["to"] for m in moves_of(table([[N, N, N, 60], [N] * 4], [["7"], ["2"]]), "seven")} == {3, HOME + 3}
    position = table([[N, N, N, 60], [N] * 4], [["7"], ["2"]], wait_before_home=True)
    assert moves_of(position, "seven") == [{"kind": "seven", "owner": 0, "pawn": 3, "steps": 7, "to": HOME + 3}]


# --- house rule: play on for the places (option play_for_places) ------------------------------------------
# Three players: starts 0, 16, 32; player 1's home branches off at 15.
def test_without_places_the_first_player_home_ends_the_game():
    position = table([[HOME + 1, HOME + 2, HOME + 3, 63], [N] * 4, [N] * 4], [["A", "5"], ["2"], ["3"]])
    events = play(position, {"kind": "move", "card": "A", "owner": 0, "pawn": 3, "to": HOME})
    assert events[-1] == {"type": "game_over", "winners": [0]} and position.outcome()["ranks"] == [1, 2, 2]
    assert not any(e["type"] == "finished" for e in events)


def test_with_places_the_first_player_home_takes_first_place_and_the_others_play_on():
    position = table([[HOME + 1, HOME + 2, HOME + 3, 63], [N] * 4, [N] * 4], [["A", "5", "9"], ["2"], ["3"]],
                     play_for_places=True)
    events = play(position, {"kind": "move", "card": "A", "owner": 0, "pawn": 3, "to": HOME})
    assert {"type": "finished", "seats": [0], "place": 1, "over": False} in events
    assert not any(e["type"] == "game_over" for e in events)
    assert position.turn == 1 and position.outcome() is None
    assert position.hands[0] == [] and position.pile[-1] == {"seat": 0, "cards": ["5", "9"], "folded": True}
    assert position.view(None)["places"] == [[0]] and position.view(None)["winners"] is None


def test_with_places_the_game_ends_when_one_player_is_left_who_takes_the_last_place():
    pawns = [[HOME, HOME + 1, HOME + 2, HOME + 3], [HOME + 1, HOME + 2, HOME + 3, 15], [N] * 4]
    position = table(pawns, [[], ["A"], ["3"]], turn=1, places=[[0]], play_for_places=True)
    events = play(position, {"kind": "move", "card": "A", "owner": 1, "pawn": 3, "to": HOME})
    assert {"type": "finished", "seats": [1], "place": 2, "over": True} in events
    assert events[-1] == {"type": "game_over", "winners": [0]}
    assert position.outcome()["ranks"] == [1, 2, 3] and position.outcome()["winners"] == [0]


def test_a_finished_player_is_dealt_no_cards_and_does_not_deal():
    pawns = [[HOME, HOME + 1, HOME + 2, HOME + 3], [N, N, N, 20], [N] * 4]
    position = table(pawns, [[], ["2"], []], turn=1, places=[[0]], play_for_places=True)
    position.deal, position.dealer = 2, 2  # the last deal of a shuffle: next the deal passes left
    events = play(position, {"kind": "move", "card": "2", "owner": 1, "pawn": 3, "to": 22})
    assert {"type": "deal", "dealer": 1, "deal": 1, "cards": 5} in events  # past player 0, who is out
    assert [len(h) for h in position.hands] == [0, 5, 5] and position.turn == 2


def test_with_places_in_teams_of_six_the_first_team_home_takes_first_place():
    home = [HOME, HOME + 1, HOME + 2, HOME + 3]
    pawns = [home, [N] * 4, [N] * 4, [HOME + 1, HOME + 2, HOME + 3, 47], [N] * 4, [N] * 4]
    position = table(pawns, [["A"], ["2"], ["2"], ["2"], ["2"], ["2"]], teams=True, play_for_places=True)
    assert position.actor(0) == 3
    events = play(position, {"kind": "move", "card": "A", "owner": 3, "pawn": 3, "to": HOME})
    assert {"type": "finished", "seats": [0, 3], "place": 1, "over": False} in events
    assert position.turn == 1 and position.places == [[0, 3]]


def test_with_places_in_teams_of_four_the_first_team_home_still_ends_the_game():
    pawns = [[HOME, HOME + 1, HOME + 2, HOME + 3], [N] * 4, [HOME + 1, HOME + 2, HOME + 3, 31], [N] * 4]
    position = table(pawns, [["A"], ["2"], ["2"], ["2"]], teams=True, play_for_places=True)
    events = play(position, {"kind": "move", "card": "A", "owner": 2, "pawn": 3, "to": HOME})
    assert events[-1] == {"type": "game_over", "winners": [0, 2]} and position.outcome()["ranks"] == [1, 2, 1, 2]


# --- house rule: the jack takes your pawn from your start (option jack_from_start) ------------------------
def test_the_jack_swaps_your_own_pawn_away_from_your_start_only_with_the_house_rule():
    assert moves_of(table([[0, N, N, N], [N, 40, N, N]], [["J"], ["2"]]), card="J") == []
    position = table([[0, N, N, N], [N, 40, N, N]], [["J", "K"], ["2"]], jack_from_start=True)
    swap = {"kind": "swap", "card": "J", "owner": 0, "pawn": 0, "other": 1, "other_pawn": 1}
    assert moves_of(position, card="J") == [swap]
    play(position, swap)
    assert position.pawns.locs[0][0] == 40 and position.pawns.locs[1][1] == 0
    assert not position.pawns.blocks(0)  # on someone else's start it is an ordinary pawn...
    position.turn = 0
    assert {"kind": "enter", "card": "K", "owner": 0} in position.legal_moves()  # ...which an entering pawn captures


def test_the_house_rule_jack_still_cannot_take_another_players_pawn_from_its_start():
    position = table([[0, N, N, N], [32, N, N, N]], [["J"], ["2"]], jack_from_start=True)
    assert moves_of(position, card="J") == []


def test_the_house_rule_jack_takes_the_partners_pawn_from_the_partners_start_once_yours_are_home():
    pawns = [[HOME, HOME + 1, HOME + 2, HOME + 3], [N, 20, N, N], [32, N, N, N], [N] * 4]
    position = table(pawns, [["J"], ["2"], ["2"], ["2"]], teams=True, jack_from_start=True)
    assert moves_of(position, card="J") == [{"kind": "swap", "card": "J", "owner": 2, "pawn": 0, "other": 1, "other_pawn": 1}]


# --- saves from before the house rules ------------------------------------------------------------------------
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "keezen_saves_before_house_rules.json"


def _call(method: str, **params):
    return json.loads(api.call(method, json.dumps(params)))


@pytest.mark.parametrize("name", sorted(json.loads(FIXTURE.read_text(encoding="utf-8"))))
def test_a_save_made_before_the_house_rules_loads_with_every_house_rule_off(name):
    saved = json.loads(FIXTURE.read_text(encoding="utf-8"))[name]  # written by engine version 1
    state = saved["state"]
    before = json.dumps(state, sort_keys=True)
    assert _call("validate", state=state)["ok"]
    assert _call("status", state=state)["result"] == saved["status"]
    legal = _call("legal_moves", state=state)["result"]
    # The moves as they were answered then (then each with a label, since dropped); each now also
    # names its rules, and the decision its rule.
    assert legal["seat"] == saved["legal_moves"]["seat"]
    assert [m["move"] for m in legal["moves"]] == [m["move"] for m in saved["legal_moves"]["moves"]]
    assert all(m["rules"] for m in legal["moves"])
    view = _call("view", state=state, seat=0)["result"]
    assert {key: view[key] for key in saved["view"] if key != "board"} == {k: v for k, v in saved["view"].items() if k != "board"}
    assert {key: view["board"][key] for key in saved["view"]["board"]} == saved["view"]["board"]  # new fields beside
    assert view["house_rules"] == dict.fromkeys(HOUSE_RULES, False)
    assert view["places"] == ([saved["status"]["outcome"]["winners"]] if saved["status"]["over"] else [])
    assert json.dumps(state, sort_keys=True) == before  # loading changed nothing of what was sent
    if not saved["status"]["over"]:
        after = _call("apply", state=state, move=saved["legal_moves"]["moves"][0]["move"])["result"]["state"]
        assert after["version"] == SPEC.version and after["options"] == {"teams": state["options"]["teams"],
                                                                         **dict.fromkeys(HOUSE_RULES, False)}


def test_a_save_of_an_unknown_or_broken_version_is_refused_with_a_reason():
    saved = json.loads(FIXTURE.read_text(encoding="utf-8"))["solo, 3 players, after 30 moves"]["state"]
    for broken in ({**saved, "version": 99}, {**saved, "position": "nothing"}, {**saved, "options": None},
                   {**saved, "position": {**saved["position"], "winners": "nobody"}}):
        answer = _call("validate", state=broken)
        assert not answer["ok"] and answer["error"]["code"] == "corrupt_state" and answer["error"]["message"]


def test_a_new_save_names_every_option():
    state = _call("new_game", game="keezen", players=3, options={"play_for_places": True}, seed=1)["result"]["state"]
    assert state["version"] == SPEC.version
    assert state["options"] == {"teams": False, **dict.fromkeys(HOUSE_RULES, False), "play_for_places": True}


def _next_to(position: KeezenPosition, owner: int, a: int, b: int) -> bool:
    """One step apart: along the track, inside the home, or between the entrance and the home."""
    if a >= HOME and b >= HOME:
        return abs(a - b) == 1
    if a < HOME and b < HOME:
        return (b - a) % position.board.track in (1, position.board.track - 1)
    return {a, b} == {position.board.entrance(owner), HOME}


@pytest.mark.parametrize("players", [2, 6])
def test_every_walk_is_told_square_by_square_with_every_house_rule(players):
    """Along random games with every house rule: each move's path (animation and log) takes one
    square per step, from square to neighbouring square, and ends where the move ends."""
    from gurkenglas.core.engine import State
    from gurkenglas.games.keezen.cards import BACKWARD, FORWARD

    state = State.new(GAME, players, {"preset": "house_rules"}, 5)
    chooser, bounced = Rng.from_seed(5, stream=2), 0
    while not state.is_over() and len(state.history) < 1500:
        position = state.position
        for move in state.legal_moves():
            if move["kind"] not in ("move", "seven"):
                continue
            owner, start = move["owner"], position.pawns.locs[move["owner"]][move["pawn"]]
            steps = move.get("steps") or FORWARD.get(move["card"]) or BACKWARD[move["card"]]
            events: list[dict] = []
            position.copy().play(move, Rng.from_seed(1), events)
            walk = next(e for e in events if e["type"] == "move")
            path, bounced = walk["path"], bounced + bool(walk.get("bounced"))
            assert len(path) == steps and path[-1] == move["to"], (move, start, path)
            assert all(_next_to(position, owner, a, b) for a, b in zip([start, *path], path)), (move, start, path)
        legal = state.legal_moves()
        state, _ = state.apply(legal[chooser.below(len(legal))])
    assert bounced > 0  # the games did bounce


# --- the cards in words (the view's card_notes) ------------------------------------------------------
WORDS = json.loads((Path(__file__).resolve().parent.parent / "web" / "i18n" / "en.json").read_text(encoding="utf-8"))


def words(label: dict | None) -> str | None:
    """A label of the view in the player's words, as the table shows it (English)."""
    if label is None:
        return None
    text = WORDS
    for part in label["key"].split("."):
        text = text[part]
    return text.format(**label["args"])


def notes(position: KeezenPosition, seat: int) -> dict:
    return {rank: {k: words(v) for k, v in note.items()} for rank, note in position.view(seat)["card_notes"].items()}


def test_each_card_says_what_it_does_where_its_face_does_not():
    position = table([[N] * 4, [N] * 4], [["A", "K", "Q", "J", "7", "4", "5"], ["2"]])
    does = {rank: note["does"] for rank, note in notes(position, 0).items()}
    assert does == {"A": "1 or out", "K": "out", "Q": "12", "J": "swap", "7": "split", "4": "back", "5": None}


def test_the_player_to_move_is_told_why_a_card_has_no_move():
    # every pawn in the nest: only the ace and the king can do anything
    position = table([[N] * 4, [N] * 4], [["A", "K", "Q", "J", "7", "4", "5"], ["2"]])
    why = {rank: note["no_move"] for rank, note in notes(position, 0).items()}
    assert why == {"A": None, "K": None, "Q": "No pawn can move 12.", "J": "There is nothing to swap with the jack.",
                   "7": "The seven steps cannot all be used.", "4": "No pawn can move 4 back.", "5": "No pawn can move 5."}
    # the player who is not to move is told what the cards do, not why they cannot be played
    assert all(note["no_move"] is None for note in notes(position, 1).values())


def test_when_only_a_discard_is_left_every_card_says_why_and_a_begun_seven_comes_first():
    stuck = table([[N] * 4, [N] * 4], [["5", "4"], ["2"]])
    assert moves_of(stuck) == [{"kind": "discard"}]
    assert {rank: note["no_move"] for rank, note in notes(stuck, 0).items()} == {
        "4": "No pawn can move 4 back.", "5": "No pawn can move 5."}
    seven = table([[N, N, 10, 20], [N] * 4], [["7", "5"], ["2"]])
    play(seven, {"kind": "seven", "owner": 0, "pawn": 2, "steps": 2, "to": 12})
    assert {note["no_move"] for note in notes(seven, 0).values()} == {"Finish the seven first, or take it back."}


def test_the_board_in_the_view_numbers_the_nest_and_the_home():
    board = table([[N, 3, HOME, HOME + 3], [N] * 4], [["2"], ["3"]]).view(None)["board"]
    assert (board["nest"], board["home"]) == (NEST, HOME)
