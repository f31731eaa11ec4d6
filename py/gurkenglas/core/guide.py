"""Learn to play: each game's guided game, and the coach that leads a person through it.

A guided game is an ordinary game with a chosen seed, rule set and seats (data, `Guide`, declared
by the game), picked so that the game's core rules come up early. The person makes every move; at
each of their decisions the coach names the move that shows the next rule still to be explained
(the rules a move follows are the engine's own, `Position.move_rules`), else the move the normal bot
would make from the person's own view. What a rule is, in words, is the tip `<game>.tip.<rule>`,
shown the first time the rule comes up (on the coached move or in the events of any move), never
before; which rules were explained is the page's to keep, and it sends them with each question.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import BadRequest
from .rng import Rng


@dataclass(frozen=True)
class Guide:
    """A game's guided game."""

    seed: int
    seats: tuple[str, ...]
    """The kind of each seat: the person ("human") first, then "bot" (or "automa")."""
    rules: tuple[str, ...]
    """The rules the guided game explains, in the order the coach aims for them."""
    options: Mapping[str, Any] = field(default_factory=dict)
    aside: tuple[str, ...] = ()
    """Rules of `rules` that no move of the guided game shows (the hand-over between people, when
    the person plays alone against the computer): told one at a time, in this order, at the
    person's first decisions that bring no rule of their own to explain."""

    def to_json(self) -> dict:
        return {"seed": self.seed, "seats": list(self.seats), "rules": list(self.rules),
                "options": dict(self.options), "players": len(self.seats)}


def coached_move(state: Any, explained: list[str], rng: Rng, budget_ms: int) -> dict:
    """The move the coach shows the seat to move: the first legal move that follows the first rule
    of the guide not yet explained, else the normal bot's choice from the seat's own view."""
    game, position = state.game, state.position
    seat = state.to_move()
    if seat is None:
        raise BadRequest("the game is over")
    legal = state.legal_moves()
    guide = game.spec.guide
    for rule in (r for r in (guide.rules if guide else ()) if r not in explained):
        for move in legal:
            if rule in position.move_rules(move):
                return move
    return game.bot_move(state.view(seat), legal, game.spec.default_level, rng, budget_ms)


def told_now(guide: Guide | None, new: list[str], explained: list[str]) -> list[str]:
    """The rules to explain at a decision: the coached move's own new ones, else the guide's next
    rule told aside (if any is left)."""
    if new or guide is None:
        return new
    return [rule for rule in guide.aside if rule not in explained][:1]


def check_explained(explained: Any, rules: Mapping[str, str]) -> list[str]:
    if not isinstance(explained, list) or not all(isinstance(r, str) and r in rules for r in explained):
        raise BadRequest("explained must be a list of the game's rule ids")
    return explained
