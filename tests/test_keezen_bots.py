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


def states_along_a_game(players=4, teams=True, seed=2, every=25):
    game = get_game("keezen")
    state = State.new(game, players, {"teams": teams}, seed)
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
