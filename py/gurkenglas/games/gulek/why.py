"""Why, and why not, in the three Gulek games: the rule each move and event follows, and why a pit
(or the centre) has no legal move now.

A rule id is the game's own name for one rule; the spec maps it to the section of that game's rules
text (web/rules/<game>/<lang>.json) that tells it, so several ids may share a section. A reason why
not is an i18n key `gulek.why_not.<reason>` (the three games share the `gulek` words) with plain
numbers as its arguments: pits counted from 1, as the board and the page show them.

The positions call in here (position.py, solitaire_position.py); this module reads them and never
changes them (a sowing is tried on a copy).
"""

from __future__ import annotations

from typing import Any

from .solitaire import PITS, moves, pair_pits, removals, sow_path

# The positions this module reads: position.py's GulekPosition and solitaire_position.py's
# SolitairePosition, which import this module (so it names their types without importing them).
GulekPosition = Any
SolitairePosition = Any

# --- the game for 2–6 players ----------------------------------------------------------------------
GULEK_RULES = {
    "placing": "placing",          # one ball a turn, into any pit
    "first_move": "placing",       # once all are placed, the first player moves first
    "two_per_turn": "shortened",   # the shortened game places two balls a turn
    "sowing": "sowing",            # a pit with two balls or more, one of them yours, and a direction
    "own_colour": "sowing",        # the last ball sown must be your own
    "order": "order",              # choosing the colour of each ball, or the suggested order
    "capture": "capture",          # other players' balls in the last ball's pit go to the centre
    "parking": "parking",          # a pit with exactly two of your balls and nothing else
    "returning": "returning",      # a parked pair back into an empty pit, instead of sowing
    "waiting": "waiting",          # nothing to do: the turn passes
    "out": "waiting",              # no balls left on the board or in the ring
    "stuck_out": "shortened",      # the shortened game: who cannot move is out
    "end": "end",                  # nobody can move, or one player is left
    "draw": "draw",                # five rounds without a capture
}
GULEK_REASONS = ("centre", "empty", "no_own_ball", "alone", "choose_ball", "no_pair", "pair_not_alone",
                 "not_empty", "returned")
GULEK_EVENTS = {"place": "placing", "play_begins": "first_move", "take": "sowing", "drop": "sowing",
                "capture": "capture", "park": "parking", "return": "returning", "wait": "waiting"}
GAME_OVER = {"no_capture": "draw", "last_player": "end", "nobody_can_move": "end"}


def reason(name: str, rule: str, **args: int) -> dict:
    return {"key": f"gulek.why_not.{name}", "args": args, "rule": rule}


def pit_of(thing: str) -> int | None:
    """The engine's pit (0–14) a table's thing id names, or None for anything else."""
    kind, _, rest = thing.partition(":")
    if kind == "pit" and rest.isdigit() and int(rest) < PITS:
        return int(rest)
    return None


def gulek_move_rules(position: GulekPosition, move: dict) -> tuple[str, ...]:
    kind = move["kind"]
    if kind == "place":
        return ("placing", "two_per_turn") if position.shortened else ("placing",)
    if kind == "sow":
        return sowing_rules(position, move)
    if kind == "drop":
        # An own ball may go early only while another stays in the hand for the end.
        return ("order", "own_colour") if move["ball"] == position.turn else ("order",)
    if kind == "suggested":
        return ("order",)
    if kind == "park":
        return ("parking",)
    if kind == "return":
        return ("returning",)
    return ("returning",) if position.phase == "return" else ("parking",)  # done


def sowing_rules(position: GulekPosition, move: dict) -> tuple[str, ...]:
    """A sowing, and what it leads to when its balls go down in the suggested order (as the table's
    words for it say): other colours in the hand, a capture, pairs to park."""
    me = position.seat_to_move()
    rules = ["sowing"]
    if any(balls for seat, balls in enumerate(position.pits[move["pit"]]) if seat != me):
        rules.append("own_colour")
    trial, events = position.sowing_trial(move)
    if any(e["type"] == "capture" for e in events):
        rules.append("capture")
    if trial.phase == "park" and trial.turn == me:
        rules.append("parking")
    return tuple(rules)


def gulek_event_rule(position: GulekPosition, event: dict) -> str | None:
    kind = event["type"]
    if kind == "out":
        return "stuck_out" if event["reason"] == "stuck" else "out"
    if kind == "game_over":
        return GAME_OVER[event["reason"]]
    return GULEK_EVENTS[kind]


def gulek_why_not(position: GulekPosition, seat: int, thing: str) -> dict | None:
    if thing == "centre":
        return reason("centre", "capture")
    pit = pit_of(thing)
    if pit is None or position.phase == "place":  # a ball may be placed into any pit
        return None
    if any(m.get("pit") == pit for m in position.legal_moves()):
        return None
    balls = position.pits[pit]
    shown = pit + 1
    if position.phase == "order":
        following = (position.at + position.dir) % PITS
        if pit == following:
            return None  # the next ball goes there: the colours to choose are the moves
        return reason("choose_ball", "order", pit=following + 1)
    if position.phase == "park":
        if balls[seat] == 2:
            return reason("pair_not_alone", "parking", pit=shown)
        return reason("no_pair", "parking", pit=shown)
    if position.phase == "return":
        if balls[seat] and sum(balls) >= 2:
            return reason("returned", "returning", pit=shown)
        return reason("not_empty", "returning", pit=shown)
    # Sowing (a parked pair could come back into an empty pit: then the pit has a move).
    if not any(balls):
        return reason("empty", "sowing", pit=shown)
    if not balls[seat]:
        return reason("no_own_ball", "sowing", pit=shown)
    return reason("alone", "sowing", pit=shown)


# --- the solitaires ------------------------------------------------------------------------------------
SOLO_RULES = {
    "sowing": "sowing",            # a pit with two balls or more, in either direction
    "pairs": "pairs",              # a pit with exactly two balls may be taken off after a move
    "pairs_must_go": "variants",   # variants 1 and 3: every pair goes by itself
    "not_into_empty": "variants",  # variants 2 and 3: the last ball not into an empty pit
    "cleared": "end",              # the board is empty: won
    "dead_end": "end",             # balls are left and no move: the game is over
}
SINGLE_RULES = {
    "sowing": "sowing",
    "chain": "relay",              # the last ball in a pit that held two or more: sow those on
    "endless": "relay",            # a move whose relay never ends is no move
    "pairs": "pairs",
    "pairs_must_go": "variant",
    "cleared": "end",
    "dead_end": "end",
}
SOLO_REASONS = ("centre_solo", "empty", "alone", "into_empty", "not_a_pair")
SINGLE_REASONS = ("centre_solo", "empty", "alone", "endless", "not_a_pair")


def pairs_rule(position: SolitairePosition) -> str:
    return "pairs_must_go" if position.rules.must_remove else "pairs"


def stuck(board: tuple[int, ...], position: SolitairePosition) -> bool:
    """Whether balls are left on `board` and no sowing: the game ends there in a dead end."""
    return any(board) and not moves(board, position.rules)


def solitaire_move_rules(position: SolitairePosition, move: dict) -> tuple[str, ...]:
    """The rules a move follows; a move that ends the game in a dead end (whatever pairs are taken
    off after it) names `dead_end` too, so that the guide can show one."""
    board = tuple(position.board)
    if move["kind"] == "remove":
        after = board[:move["pit"]] + (0,) + board[move["pit"] + 1:]
        return ("pairs", "dead_end") if not pair_pits(after) and stuck(after, position) else ("pairs",)
    if move["kind"] == "done":
        return ("pairs", "dead_end") if stuck(board, position) else ("pairs",)
    after, _, relays = sow_path(board, move["pit"], move["dir"], position.rules)
    rules = ["sowing"]
    if relays:
        rules.append("chain")
    if position.rules.not_into_empty:
        rules.append("not_into_empty")
    if pair_pits(after):
        rules.append(pairs_rule(position))
    if all(stuck(left, position) for _, left in removals(after, position.rules)):
        rules.append("dead_end")
    return tuple(rules)


def solitaire_event_rule(position: SolitairePosition, event: dict) -> str | None:
    kind = event["type"]
    if kind == "sow":
        return "chain" if event["relays"] else "sowing"
    if kind == "remove":
        return pairs_rule(position)
    return "cleared" if event["cleared"] else "dead_end"  # game_over


def solitaire_why_not(position: SolitairePosition, thing: str) -> dict | None:
    if thing == "centre":
        return reason("centre_solo", "pairs")
    pit = pit_of(thing)
    if pit is None or any(m.get("pit") == pit for m in position.legal_moves()):
        return None
    balls = position.board[pit]
    shown = pit + 1
    if position.phase == "remove":
        return reason("not_a_pair", "pairs", pit=shown)
    if not balls:
        return reason("empty", "sowing", pit=shown)
    if balls == 1:
        return reason("alone", "sowing", pit=shown)
    # Two balls or more, and neither direction is a move: in Single both relays would never end,
    # in Solo (variants 2 and 3) both last balls would land in an empty pit.
    if position.rules.relay:
        return reason("endless", "endless", pit=shown)
    return reason("into_empty", "not_into_empty", pit=shown)
