"""The JSON bridge the browser calls: one entry point, strings in and out.

``call(method, params_json)`` returns ``{"ok": true, "result": ...}`` or
``{"ok": false, "error": {"code": ..., "message": ...}}``. It never raises, and it never changes
the state it was given: states are values, and every method that "changes" one returns a new one.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from .core.engine import MAX_SEED, State
from .core.errors import BadOptions, BadRequest, GameError, NotYourTurn, UndoNotAllowed
from .core.grading import THRESHOLDS
from .core.guide import check_explained, coached_move, told_now
from .core.replay import dressed, replay_of
from .core.review import judge_again, review as _review
from .core.rng import Rng
from .core.series import next_match as _next_match
from .games import GAMES, get_game

MAX_STAT_GAMES = 100_000
MAX_BUDGET_MS = 60_000


def _need(params: Mapping, key: str) -> Any:
    if key not in params:
        raise BadRequest(f"missing parameter {key!r}")
    return params[key]


def _state(params: Mapping) -> State:
    return State.from_json(_need(params, "state"), get_game)


def _seat(params: Mapping, state: State, key: str = "seat") -> int | None:
    seat = params.get(key)
    if seat is not None and (type(seat) is not int or not 0 <= seat < state.players):
        raise BadRequest(f"there is no seat {seat!r}")
    return seat


# --- the methods --------------------------------------------------------------------------------
def catalog(params: Mapping) -> dict:
    # (the review's thresholds are the same for every game: the rules screen shows them)
    return {"games": [game.catalog_entry() for game in GAMES.values()], "review": {"thresholds": list(THRESHOLDS)}}


def new_game(params: Mapping) -> dict:
    game = get_game(_need(params, "game"))
    state = State.new(game, _need(params, "players"), params.get("options"), _need(params, "seed"),
                      params.get("seats"))
    return {"state": state.to_json()}


def status(params: Mapping) -> dict:
    state = _state(params)
    return {"to_move": state.to_move(), "over": state.is_over(), "outcome": state.outcome()}


def view(params: Mapping) -> dict:
    state = _state(params)
    return dressed(state, state.view(_seat(params, state)))


def legal_moves(params: Mapping) -> dict:
    return _legal(_state(params))


def _legal(state: State) -> dict:
    """The seat to move, its moves (each with the rules it follows) and the rule the decision is
    about (the "Why?" beside it)."""
    position = state.position
    return {"seat": state.to_move(),
            "moves": [{"move": m, "rules": list(position.move_rules(m))}
                      for m in position.legal_moves()],
            "rule": position.decision_rule() if state.to_move() is not None else None}


def apply(params: Mapping) -> dict:
    state = _state(params)
    new_state, events = state.apply(_need(params, "move"), _seat(params, state))
    return {"state": new_state.to_json(), "events": events}


def play(params: Mapping) -> dict:
    """One trip per move: `move` played for `seat`, answered with everything the table draws next:
    the new `state`, its `events`, `legal` (the seat to move and its moves, as
    `legal_moves` answers) and the `view` of `viewer` (a seat, or null for an onlooker). With
    `private`, a game of secrets passed between people: a viewer who is not the next to move is
    shown the onlooker's view, and `viewer` in the answer says whose view it is."""
    state = _state(params)
    new_state, events = state.apply(_need(params, "move"), _seat(params, state))
    viewer = _seat(params, new_state, "viewer")
    legal = _legal(new_state)
    if params.get("private") and viewer is not None and legal["seat"] != viewer:
        viewer = None
    return {"state": new_state.to_json(), "events": events, "legal": legal,
            "view": dressed(new_state, new_state.view(viewer)), "viewer": viewer}


def undo(params: Mapping) -> dict:
    """One move back; with `to_person`, back past the computer players' replies to the last
    decision of a person (refused when the undo floor stops it at a computer player's turn, where
    the same computer move would only come again)."""
    state = _state(params).undo()
    if params.get("to_person"):
        while not _person_to_move(state):
            if not state.can_undo():
                raise UndoNotAllowed("undo cannot go back to a person's decision without crossing dice, deals or revealed cards")
            state = state.undo()
    return {"state": state.to_json()}


def _person_to_move(state: State) -> bool:
    seat = state.to_move()
    return seat is not None and state.seats[seat]["kind"] == "human"


def bot_move(params: Mapping) -> dict:
    state = _state(params)
    seat = _seat(params, state)
    mover = state.to_move()
    if mover is None:
        raise BadRequest("the game is over")
    if seat is None:
        seat = mover
    if seat != mover:
        raise NotYourTurn(f"it is seat {mover}'s turn, not seat {seat}'s")
    levels = state.game.spec.bot_levels
    level = params.get("level") or state.seats[seat]["level"] or state.game.spec.default_level
    if level not in levels:
        raise BadRequest(f"level must be one of {list(levels)}")
    move = state.game.bot_move(state.view(seat), state.legal_moves(), level, _bot_rng(state, seat), _budget(params))
    return {"move": move}


def _budget(params: Mapping) -> int:
    budget = params.get("budget_ms", 1000)
    if type(budget) is not int or not 0 < budget <= MAX_BUDGET_MS:
        raise BadRequest(f"budget_ms must be a whole number from 1 to {MAX_BUDGET_MS}")
    return budget


def _bot_rng(state: State, seat: int) -> Rng:
    """The bot's own generator: reproducible, and separate from the game's so it changes nothing."""
    return Rng.from_seed(state.seed, stream=len(state.history) * 8 + seat + 1)


def hint(params: Mapping) -> dict:
    """Not in the core contract: a suggested move for the seat to move (the Hint button), from that
    seat's view; games with a solver also say whether the position can still be won."""
    state = _state(params)
    mover = state.to_move()
    if mover is None:
        raise BadRequest("the game is over")
    answer = state.game.hint(state.view(mover), state.legal_moves(), _bot_rng(state, mover), _budget(params))
    if answer.get("move") is not None:
        answer["rules"] = list(state.position.move_rules(answer["move"]))
    return answer


def coach(params: Mapping) -> dict:
    """Not in the core contract: in a guided game, the move to show the seat to move (the next rule
    of the guide not yet in `explained` that a legal move follows, else the normal bot's move from
    the seat's own view) with its rules, and the rules to explain now (`new`): those of
    the move not yet explained, else the guide's next rule told aside (Guide.aside), if any."""
    state = _state(params)
    explained = check_explained(params.get("explained", []), state.game.spec.rules)
    move = coached_move(state, explained, _bot_rng(state, state.to_move() or 0), _budget(params))
    rules = list(state.position.move_rules(move))
    new = told_now(state.game.spec.guide, [rule for rule in rules if rule not in explained], explained)
    return {"seat": state.to_move(), "move": move, "rules": rules, "new": new}


MAX_THING_LENGTH = 64


def why_not(params: Mapping) -> dict:
    """Not in the core contract: why a thing on the table that `seat` tapped (a pawn, a card, a pit,
    a pickle, a stamp: the table's id for it) has no legal move for that seat now. `reason` is an
    i18n key with its `args` and the `rule` it follows, or null when the thing has a legal move.
    Judged from what the seat can see."""
    state = _state(params)
    seat = _seat(params, state)
    thing = _need(params, "thing")
    if not isinstance(thing, str) or not 0 < len(thing) <= MAX_THING_LENGTH:
        raise BadRequest(f"thing must be a table's id of a thing, at most {MAX_THING_LENGTH} characters")
    if seat is None:
        raise BadRequest("missing parameter 'seat'")
    mover = state.to_move()
    if mover is None:
        return {"reason": {"key": "play.why_not.over", "args": {}, "rule": None}}
    if mover != seat:
        return {"reason": {"key": "play.why_not.not_your_turn", "args": {"seat": mover}, "rule": None}}
    reason = state.position.why_not(seat, thing)
    if reason is not None:
        reason = {"key": reason["key"], "args": dict(reason.get("args", {})), "rule": reason.get("rule")}
    return {"reason": reason}


def replay(params: Mapping) -> dict:
    """Not in the core contract: the table after `step` moves of a saved game, seen by `seat` (or
    an onlooker), with the move that led there; `reveal` shows everything once the game is over,
    and `legal`, once it is over, the legal moves at that step as `legal_moves` lists them (the
    review's "find a better move" offers them to the player who was to move)."""
    state = _state(params)
    seat = _seat(params, state)
    reveal = params.get("reveal", False)
    if type(reveal) is not bool:
        raise BadRequest("reveal must be true or false")
    legal = params.get("legal", False)
    if type(legal) is not bool:
        raise BadRequest("legal must be true or false")
    replay = replay_of(state, params["state"])
    answer = replay.step(params.get("step", 0), seat, reveal)
    if legal:
        # "Find a better move" in the review: the moves the mover had at this step, once it is over.
        if not replay.over:
            raise BadRequest("a game in progress keeps its secrets: its past moves are listed only once it is over")
        answer["legal"] = _legal(replay.states[answer["step"]])
    return answer


def review(params: Mapping) -> dict:
    """Not in the core contract: the review of a game (core/review.py): each seat's chance after
    every move, the luck of every chance event, the grade of every decision of a person judged from
    that person's view, and the turning points. Analysed in slices: send back the last answer as
    `so_far` and the analysis goes on from there for about `budget_ms`; `complete` says when it
    is done. A game still being played may be analysed too (the page shows it only once it is over)."""
    state = _state(params)
    samples = params.get("samples", 24)
    judge = params.get("judge", "people")
    return _review(state, params.get("so_far"), _budget(params), samples, judge)


def review_move(params: Mapping) -> dict:
    """Not in the core contract: "find a better move". The grade of `move` tried by the player who
    moved at `step` (1-based) of a finished game, from that player's view then, against the move
    really played and the moves the hint and the normal bot would have chosen."""
    state = _state(params)
    if not state.is_over():
        raise BadRequest("a game in progress is not reviewed")
    return judge_again(state, _need(params, "step"), _need(params, "move"), params.get("samples", 24))


def next_match(params: Mapping) -> dict:
    """Not in the core contract: once a match is over, what "Play again with the same table" starts
    (game, players, options, seats: new_game's parameters but the seed) and the running `tally` of
    the series with this match added; send back the tally this call gave for the match before, or
    nothing for the first match of a series (see core/series.py)."""
    return _next_match(_state(params), params.get("tally"))


def validate(params: Mapping) -> dict:
    _state(params).validate()
    return {}


def check_options(params: Mapping) -> dict:
    """Not in the core contract: what the setup screen shows for the options being chosen (a preset
    by name, single values, or both): every option's value, the `preset` they are (null: custom
    rules), the player counts they are for, and for each count where the players' areas lie round
    the board (`Game.seat_areas`, for the table mode). An imported card-data file is checked in full here,
    so the setup screen can refuse it with the reason and keep the old one."""
    game = get_game(_need(params, "game"))
    options = game.spec.resolve_options(params.get("options"))
    counts = game.player_counts(options)
    return {"options": options.to_json(), "preset": game.spec.preset_of(options), "players": counts,
            "areas": {str(n): areas for n in counts if (areas := game.seat_areas(n, options)) is not None}}


def game_data(params: Mapping) -> dict:
    """Not in the core contract: a game's built-in data file, for the player to download and edit."""
    data = get_game(_need(params, "game")).data_file()
    if data is None:
        raise BadRequest("this game has no data file")
    return {"data": data}


def statistics(params: Mapping) -> dict:
    """Not in the core contract: the figures behind a game's statistics panel (docs/design.md#the-bridge-gurkenglasapi)."""
    game = get_game(_need(params, "game"))
    players = game.spec.check_players(_need(params, "players"))
    options = game.spec.resolve_options(params.get("options"))
    game.check_players(players, options)
    games = _need(params, "games")
    seed = _need(params, "seed")
    if type(games) is not int or not 0 < games <= MAX_STAT_GAMES:
        raise BadOptions(f"games must be a whole number from 1 to {MAX_STAT_GAMES}")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise BadOptions(f"seed must be a whole number from 0 to {MAX_SEED}")
    return game.statistics(players, options, games, seed)


METHODS: dict[str, Callable[[Mapping], Any]] = {
    "catalog": catalog,
    "new_game": new_game,
    "status": status,
    "view": view,
    "legal_moves": legal_moves,
    "apply": apply,
    "play": play,
    "undo": undo,
    "bot_move": bot_move,
    "hint": hint,
    "why_not": why_not,
    "coach": coach,
    "validate": validate,
    "next_match": next_match,
    "replay": replay,
    "review": review,
    "review_move": review_move,
    "statistics": statistics,
    "check_options": check_options,
    "game_data": game_data,
}


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in JSON")


def call(method: str, params_json: str) -> str:
    """The one entry point. Never raises; every answer is a JSON envelope."""
    try:
        handler = METHODS.get(method) if isinstance(method, str) else None
        if handler is None:
            raise BadRequest(f"unknown method {method!r}")
        if not isinstance(params_json, str):
            raise BadRequest("params must be a JSON string")
        try:
            params = json.loads(params_json, parse_constant=_reject_constant)
        except (ValueError, RecursionError) as exc:
            raise BadRequest(f"params are not valid JSON: {exc}") from None
        if not isinstance(params, dict):
            raise BadRequest("params must be a JSON object")
        result = handler(params)
        return json.dumps({"ok": True, "result": result}, separators=(",", ":"), ensure_ascii=False)
    except GameError as exc:
        return _error(exc.code, str(exc))
    except Exception as exc:  # a bug: still answer with an envelope, never crash the worker
        return _error("internal_error", f"{type(exc).__name__}: {exc}")


def _error(code: str, message: str) -> str:
    return json.dumps({"ok": False, "error": {"code": code, "message": message}},
                      separators=(",", ":"), ensure_ascii=False)
