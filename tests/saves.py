"""Saves as the page writes them, of games played on the engine (CPython) by its computer players: a
page test opens one from Saved games to begin where it wants to look (a decision met late in a game,
the last moves before the end, a finished game) without playing the way there through the page."""

from __future__ import annotations

import json

from gurkenglas import api
from gurkenglas.games import get_game

MAX_LOG = 300  # the events of the last moves a save keeps (web/storage.js)


def ok(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def seats_of(kinds: list[str]) -> list[dict]:
    """Seats P1, P2, ... of these kinds ("human" or "bot"), each computer player at its game's default level."""
    return [{"kind": kind, "name": f"P{i + 1}", "level": None} for i, kind in enumerate(kinds)]


def people(players: int) -> list[dict]:
    """Seats P1, P2, ... each a person."""
    return seats_of(["human"] * players)


def save(game: str, state: dict, log: list, over: bool, tag: str, seats: list[dict] | None = None) -> dict:
    """A save record as the page writes it (every seat a person unless `seats` says otherwise); its id
    begins with `corpus-`, as player.open_saved expects."""
    players = state["players"] if isinstance(state.get("players"), int) else len(state["players"])
    seats = seats or people(players)
    return {"schema": 1, "id": f"corpus-{tag}", "game": game, "created": 1, "updated": 2, "revision": 0,
            "players": [seat["name"] for seat in seats], "over": over, "state": state, "log": log[-MAX_LOG:],
            "setup": {"players": players, "seats": seats, "options": state["options"]}}


def played(game: str, kinds: list[str], seed: int, *, options: dict | None = None, moves: int | None = None,
           left: int | None = None, level: str | None = None) -> dict:
    """A save of `game` with seats of these kinds, every move made by the computer player of `level`
    (the game's first level unless named; "default": the level the page's computer players play at
    unless set, so that they play on from the save as the game was played): played to the end, or
    `moves` long, or stopped `left` moves before the end it came to."""
    seats = seats_of(kinds)
    spec = get_game(game).spec
    level = spec.default_level if level == "default" else level or spec.bot_levels[0]
    state = ok("new_game", game=game, players=len(kinds), seed=seed, seats=seats, options=options or {})["state"]
    states, log = [state], []
    while not ok("status", state=state)["over"] and (moves is None or len(log) < moves):
        after = ok("apply", state=state, move=ok("bot_move", state=state, level=level)["move"])
        state = after["state"]
        states.append(state)
        log.append(after["events"])
    end = len(log) if left is None else max(0, len(log) - left)
    state, log = states[end], log[:end]
    return save(game, state, log, ok("status", state=state)["over"], f"{game}-{seed}-{end}", seats)
