"""Games of bots played to their end, for the benchmarks that judge what happened in them."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from gurkenglas.core.engine import State, read_move
from gurkenglas.core.rng import Rng


def played(game, options: dict, players: int, seed: int, levels: list[str]) -> list[State]:
    """A finished game of bots, seat i a computer player at `levels[i]`, and every state on the way.
    Each decision's generator comes from `seed` and the move's number, so a game replays exactly."""
    seats = [{"kind": "bot", "name": f"Bot {s + 1}", "level": levels[s]} for s in range(players)]
    state = State.new(game, players, options, seed, seats)
    states = [state]
    while not state.is_over():
        seat = state.to_move()
        move = game.bot_move(state.view(seat), state.legal_moves(), levels[seat],
                             Rng.from_seed(seed, stream=len(state.history) * 8 + seat + 1), 1000)
        state, _ = state.apply(move)
        states.append(state)
    return states


def decisions(states: list[State]) -> list[tuple[State, int, dict, list[dict]]]:
    """Every decision with a choice in a game played: (the state before it, the seat, the move
    played, the legal moves)."""
    found = []
    for before, after in itertools.pairwise(states):
        legal = before.legal_moves()
        if len(legal) > 1:
            found.append((before, before.to_move(), read_move(after.history[-1]), legal))
    return found
