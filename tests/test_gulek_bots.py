"""Gulek bots: legal, sensible in plain positions, and the normal bot clearly better than chance."""

from __future__ import annotations

import pytest

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.gulek.base import BALLS
from gurkenglas.games.gulek.position import GulekPosition

GAME = get_game("gulek")


def table(**pits: tuple) -> GulekPosition:
    pos = GulekPosition(2, False)
    pos.supply = [0, 0]
    pos.phase = "move"
    pos.turn = 0
    for name, balls in pits.items():
        pos.pits[int(name[1:])] = list(balls)
    for seat in range(2):
        pos.centre[seat] = BALLS - pos.balls_left(seat)
    return pos


def decide(pos: GulekPosition, level: str) -> dict:
    return GAME.bot_move(pos.view(pos.turn), pos.legal_moves(), level, Rng.from_seed(1), 1000)


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_the_bots_take_the_big_capture(level):
    # Sowing pit 0 clockwise lands on B's four balls in pit 2; counter-clockwise takes nothing.
    pos = table(p0=(2, 0), p2=(0, 4), p9=(1, 1))
    assert decide(pos, level) == {"kind": "sow", "pit": 0, "dir": 1}


def test_the_strong_bot_gives_the_same_answer_for_the_same_position():
    state = State.new(GAME, 2, {}, seed=11)
    rng = Rng.from_seed(5)
    while state.view(0)["phase"] == "place":
        legal = state.legal_moves()
        state, _ = state.apply(legal[rng.below(len(legal))])
    view, legal = state.view(state.to_move()), state.legal_moves()
    answers = {str(GAME.bot_move(view, legal, "strong", Rng.from_seed(3), 60_000)) for _ in range(2)}
    assert len(answers) == 1


def test_the_normal_bot_beats_random_play():
    wins = 0
    for seed in range(10):
        levels = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        state = State.new(GAME, 2, {}, seed)
        while not state.is_over():
            seat = state.to_move()
            rng = Rng.from_seed(seed, stream=len(state.history) * 8 + seat + 1)
            state, _ = state.apply(GAME.bot_move(state.view(seat), state.legal_moves(), levels[seat], rng, 1000))
        wins += state.outcome()["winners"] == [levels.index("normal")]
    assert wins >= 6
