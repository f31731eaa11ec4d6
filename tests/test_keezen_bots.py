"""Keezen bots: legal moves at every level, decisions from the seat's own view only."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.keezen.board import HOME, NEST
from test_keezen_rules import table


def call(method: str, **params):
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def states_along_a_game(players=4, teams=True, seed=2, every=25, **house_rules):
    game = get_game("keezen")
    state = State.new(game, players, {"teams": teams, **house_rules}, seed)
    chooser = Rng.from_seed(seed, stream=9)
    while not state.is_over():
        if len(state.history) % every == 0:
            yield state
        legal = state.legal_moves()
        state, _ = state.apply(legal[chooser.below(len(legal))])


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_every_level_chooses_a_legal_move(level):
    for state in list(states_along_a_game())[:12]:
        move = call("bot_move", state=state.to_json(), seat=state.to_move(), level=level, budget_ms=150)["move"]
        assert move in state.legal_moves()


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_bot_decides_from_its_own_view_only(level):
    """Deal the cards the bot cannot see anew: its view is the same, so its move must be too."""
    for state in list(states_along_a_game(every=40))[:6]:
        seat = state.to_move()
        other = state.position.sample_hidden(seat, Rng.from_seed(7))
        twin = State(state.game, state.players, state.options, state.seed, state.seats, state.history,
                     state.undo_floor, state.rng, other)
        assert twin.view(seat) == state.view(seat)
        a = call("bot_move", state=state.to_json(), seat=seat, level=level, budget_ms=100)["move"]
        b = call("bot_move", state=twin.to_json(), seat=seat, level=level, budget_ms=100)["move"]
        if level == "normal":
            assert a == b


def test_the_normal_bot_takes_its_last_pawn_home_to_win():
    from gurkenglas.games.keezen.bots import choose

    position = table([[HOME + 1, HOME + 2, HOME + 3, 61], [NEST, NEST, 20, 60]], [["3", "5"], ["2"]])
    move = choose(position, 0, "normal", Rng.from_seed(1), 100)
    assert move == {"kind": "move", "card": "3", "owner": 0, "pawn": 3, "to": HOME}


def test_the_normal_bot_captures_a_pawn_about_to_reach_home():
    from gurkenglas.games.keezen.bots import choose

    # Player 1's pawn on 30 is two squares from its entrance (31); ours on 25 can land on it with a 5.
    position = table([[NEST, NEST, NEST, 25], [NEST, NEST, NEST, 30]], [["5", "2"], ["2"]])
    move = choose(position, 0, "normal", Rng.from_seed(1), 100)
    assert move == {"kind": "move", "card": "5", "owner": 0, "pawn": 3, "to": 30}


ALL_HOUSE_RULES = {"bounce_back": True, "wait_before_home": True, "play_for_places": True, "jack_from_start": True}


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_every_level_chooses_a_legal_move_with_every_house_rule(level):
    for state in list(states_along_a_game(players=6, seed=3, every=40, **ALL_HOUSE_RULES))[:10]:
        move = call("bot_move", state=state.to_json(), seat=state.to_move(), level=level, budget_ms=150)["move"]
        assert move in state.legal_moves()


def test_when_pawns_wait_the_bot_fears_no_hunter_that_would_have_to_go_round_again():
    from gurkenglas.games.keezen.bots import danger

    # Player 1's pawn on 29 is two squares before its entrance (31); ours stands beyond it, on 34.
    pawns = [[NEST, NEST, NEST, 34], [NEST, NEST, NEST, 29]]
    laps = table(pawns, [["2"], ["2"]])
    waits = table(pawns, [["2"], ["2"]], wait_before_home=True)
    assert danger(laps, laps.pawns, 0, {0}) > 0
    assert danger(waits, waits.pawns, 0, {0}) == 0


def test_with_bouncing_the_normal_bot_does_not_throw_a_home_pawn_back_when_it_can_move_on():
    from gurkenglas.games.keezen.bots import choose

    position = table([[NEST, NEST, 20, HOME + 1], [NEST, NEST, NEST, 40]], [["5"], ["2"]], bounce_back=True)
    assert {m["pawn"] for m in position.legal_moves()} == {2, 3}  # 3 would bounce back to the first home square
    assert choose(position, 0, "normal", Rng.from_seed(1), 100)["pawn"] == 2


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_playing_for_places_the_bot_takes_its_last_pawn_home(level):
    from gurkenglas.games.keezen.bots import choose

    pawns = [[HOME + 1, HOME + 2, HOME + 3, 61], [NEST, NEST, 20, 60], [NEST, NEST, 5, 44]]
    position = table(pawns, [["3", "5"], ["2"], ["2"]], play_for_places=True)
    position.deal = 2  # the last deal of a shuffle: the look-ahead may shuffle and deal anew
    move = choose(position, 0, level, Rng.from_seed(1), 2000)
    assert move == {"kind": "move", "card": "3", "owner": 0, "pawn": 3, "to": HOME}
