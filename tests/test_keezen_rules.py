"""Keezen: every line of RULES.md §2, as positions built directly (given / when / then)."""

from __future__ import annotations

import pytest

from gurkenglas.core.rng import Rng
from gurkenglas.games.keezen import GAME, SPEC
from gurkenglas.games.keezen.board import HOME, NEST, Board, Pawns
from gurkenglas.games.keezen.cards import deck
from gurkenglas.games.keezen.rules import KeezenPosition

N = NEST


def table(pawns: list[list[int]], hands: list[list[str]], turn: int = 0, teams: bool = False) -> KeezenPosition:
    """Given: pawns where the test puts them, the hands the test deals, `turn` to play (the rest of
    the deck counts as already played, so the cards add up)."""
    players = len(pawns)
    board = Board.for_players(players)
    gone = deck(players)
    for card in (c for h in hands for c in h):
        gone.remove(card)
    return KeezenPosition(board, SPEC.resolve_options({"teams": teams}), Pawns(board, [list(r) for r in pawns]),
                          [list(h) for h in hands], [], players - 1, 0, turn, [False] * players, [], None, None, gone)


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
        GAME.check_setup(3, SPEC.resolve_options({"teams": True}))
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
