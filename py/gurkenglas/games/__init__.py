"""The registry of games. A new game adds its module here and joins every generic test."""

from __future__ import annotations

from ..core.engine import Game
from ..core.errors import UnknownGame
from . import goose, gulek, gurke, keezen, mixed_pickles, stamp_swap

GAMES: dict[str, Game] = {game.spec.id: game for game in (goose.GAME, keezen.GAME, gurke.GAME, gulek.GAME, gulek.SOLO, gulek.SINGLE,
                                                mixed_pickles.GAME, stamp_swap.GAME)}


def get_game(game_id: object) -> Game:
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise UnknownGame(f"no game called {game_id!r}")
    return GAMES[game_id]
