"""Stepping through a saved game, move by move (the replay screen).

Every position of a game follows from its seed, options and moves, so a replay plays the history
again from the start and keeps each state on the way. Any step can be seen from any seat's point of
view, redacted exactly as that seat saw the table then; once the game is over, also with
everything revealed: every seat's view side by side, and what no seat saw (Pinzetta's face-down
stamps) turned up.

The page asks for one step at a time while the player steps back and forth. Playing a long game
again for every step would cost as many moves as were already played, so the last game replayed is
kept; states are values, so keeping them changes no answer, and another game replaces it.
"""

from __future__ import annotations

import json
from typing import Any

from .engine import State
from .errors import BadRequest, CorruptState, GameOver, IllegalMove, MalformedMove


class Replay:
    """Every state of one game, from the first position (step 0) to the saved one."""

    __slots__ = ("history", "states", "events")

    def __init__(self, state: State) -> None:
        self.history = state.moves()  # each move is checked below, as it is replayed
        self.states = [State.new(state.game, state.players, state.options.to_json(), state.seed, state.seats)]
        self.events: list[list[dict]] = [[]]
        for move in self.history:
            try:
                after, events = self.states[-1].apply(move)
            except (IllegalMove, GameOver, MalformedMove) as exc:
                raise CorruptState(f"the history does not replay: {exc}") from None
            self.states.append(after)
            self.events.append(events)
        if self.states[-1].to_json() != state.to_json():
            raise CorruptState("the position does not match its own history")

    @property
    def steps(self) -> int:
        return len(self.history)

    @property
    def over(self) -> bool:
        return self.states[-1].is_over()

    def step(self, step: Any, seat: int | None, reveal: bool) -> dict:
        """The table after `step` moves as `seat` saw it (None: an onlooker), the move that led
        there and its events. With `reveal`, which only a finished game allows, also every seat's own
        view (`views`), and what no seat saw turned up in all of them."""
        if type(step) is not int or not 0 <= step <= self.steps:
            raise BadRequest(f"step must be a whole number from 0 to {self.steps}")
        if reveal and not self.over:
            raise BadRequest("a game in progress keeps its secrets: reveal only once it is over")
        at = self.states[step]
        answer = {"steps": self.steps, "step": step, "over": self.over, "to_move": at.to_move(),
                  "view": dressed(at, at.position.revealed(seat) if reveal else at.view(seat)),
                  "events": self.events[step], "move": None, "mover": None}
        if step:
            before = self.states[step - 1]
            move = self.history[step - 1]
            answer.update(move=move, mover=before.to_move())
        if reveal:
            answer["views"] = [dressed(at, at.position.revealed(s)) for s in range(at.players)]
        return answer


def dressed(state: State, seen: dict) -> dict:
    """A view with what every screen shows besides the position: the seats and the outcome."""
    seen["seats"] = [{"name": s["name"], "kind": s["kind"], "level": s["level"]} for s in state.seats]
    seen["can_undo"] = state.can_undo()
    seen["outcome"] = state.outcome()
    return seen


_LAST: dict[str, Replay] = {}
"""The replay of the last call, by the JSON of its state (one entry at most)."""


def replay_of(state: State, raw: Any) -> Replay:
    """The replay of `state`, whose JSON the caller sent as `raw`: kept from the last call when it
    is the same game."""
    key = json.dumps(raw, sort_keys=True, separators=(",", ":"))
    if key not in _LAST:
        _LAST.clear()
        _LAST[key] = Replay(state)
    return _LAST[key]
