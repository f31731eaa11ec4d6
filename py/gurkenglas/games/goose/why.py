"""Game of the Goose: the rule each move and event follows (rule ids of SPEC.rules, each a section
of the rules text), and why a thing on the board has no move: the dice decide everything."""

from __future__ import annotations

from .base import GooseBase
from .board import TRAPS

# The rule each event follows, by its type; squares and releases by their kind.
EVENT_RULES = {"roll": "turn", "walk": "turn", "first_throw": "first_throw", "bounce": "bounce",
               "goose": "geese", "nest": "inn", "finished": "finish", "last_place": "places"}
SQUARE_RULES = {"bridge": "bridge", "detour": "maze", "soup": "death", "nest": "inn", "well": "well",
                "cage": "prison"}
RELEASE_RULES = {"all_waiting": "all_waiting", "three_turns": "release_three"}


def move_rules(position: GooseBase, move: dict) -> tuple[str, ...]:
    """A roll; the first of a pawn's game may be the lucky first throw."""
    return ("first_throw", "turn") if not position.pawns[position.seat_to_move()].thrown else ("turn",)


def event_rule(position: GooseBase, event: dict) -> str | None:
    kind = event["type"]
    if kind in ("jump", "trapped"):
        return SQUARE_RULES[event["square_kind"]]
    if kind == "misses_turn":
        return SQUARE_RULES[event["reason"]]
    if kind == "released":
        return RELEASE_RULES.get(event["reason"]) or SQUARE_RULES[TRAPS[event["square"]]]
    if kind == "game_over":
        return "places" if position.options.play_for_places else "finish"
    return EVENT_RULES[kind]


def why_not(position: GooseBase, seat: int, thing: str) -> dict | None:
    """The roll moves the seat's own pawn; another seat's pawn is theirs, and no square is chosen:
    the dice decide where the pawn goes."""
    kind, _, rest = thing.partition(":")
    if kind == "pawn" and rest.isdigit() and int(rest) != seat and int(rest) < len(position.pawns):
        return {"key": "goose.why_not.not_yours", "args": {"seat": int(rest)}, "rule": "turn"}
    if kind == "square":
        return {"key": "goose.why_not.dice_decide", "args": {}, "rule": "turn"}
    return None
