"""Typed errors. Each carries the code the bridge returns to the browser."""

from __future__ import annotations


class GameError(Exception):
    """Base of every error the engines raise on purpose; `code` is stable, the message is for people."""

    code = "error"


class BadRequest(GameError):
    """The call itself is wrong: unknown method, params that are not an object, a missing field."""

    code = "bad_request"


class UnknownGame(GameError):
    code = "unknown_game"


class BadOptions(GameError):
    """An option, preset, player count or seat list the game does not accept."""

    code = "bad_options"


class MalformedMove(GameError):
    """Not a move of this game at all (wrong shape, unknown kind)."""

    code = "malformed_move"


class IllegalMove(GameError):
    """A well-formed move that the rules do not allow now."""

    code = "illegal_move"


class NotYourTurn(GameError):
    code = "not_your_turn"


class GameOver(GameError):
    code = "game_over"


class UndoNotAllowed(GameError):
    """Undo never goes back across dice, deals or revealed information."""

    code = "undo_not_allowed"


class CorruptState(GameError):
    """A state that does not parse, breaks an invariant, or does not replay from its own history."""

    code = "corrupt_state"
