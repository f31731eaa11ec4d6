"""What two drawn cards allow, as the rule book says it (rules 1, 2, 5, 6 and 9).

Positions here are a list of four fields (yellow, red, blue, green); a finished pickle stands on
field 13 and is never moved again. Moves are the bridge's small dictionaries:

- ``{"kind": "move", "pickle": "red", "to": 5}`` one pickle forward;
- ``{"kind": "back", "pickle": "red", "to": 3}`` a special card's step back;
- ``{"kind": "swap", "pickles": ["red", "blue"]}`` a special card's exchange;
- ``{"kind": "pass"}`` when there is nothing the cards allow.

Our readings where the rule sources are silent (docs/rules.md#mixed-pickles-decisions):
- A special card is carried out in full or not at all: a pickle on field 2 cannot go two fields
  back, and a swap needs two pickles on different fields (swapping two pickles on one field would
  change nothing). A special that cannot be carried out is a pass.
- Finished pickles cannot be moved back or swapped.
"""

from __future__ import annotations

from .cards import GOAL, PICKLES, START, holds, is_special, steps_from


def forward_moves(fields: list[int]) -> list[dict]:
    """Every forward move of one pickle: one or two fields below field 9, one from there on."""
    return [{"kind": "move", "pickle": PICKLES[i], "to": fields[i] + step}
            for i in range(4) for step in steps_from(fields[i])]


def after(fields: list[int], move: dict) -> list[int]:
    """The fields after a move (a pass changes nothing)."""
    out = list(fields)
    if move["kind"] in ("move", "back"):
        out[PICKLES.index(move["pickle"])] = move["to"]
    elif move["kind"] == "swap":
        a, b = (PICKLES.index(p) for p in move["pickles"])
        out[a], out[b] = out[b], out[a]
    return out


def finished_after(fields: list[int], finished: list[int]) -> list[int]:
    """The finishing order once the pickles stand on `fields`: a pickle that reached the goal
    takes the next place (a move brings at most one pickle home)."""
    return finished + [i for i in range(4) if fields[i] == GOAL and i not in finished]


def truths(cards: list[str], fields: list[int]) -> list[bool]:
    return [holds(card, fields) for card in cards]


def is_correct(cards: list[str], fields: list[int]) -> bool:
    """Exactly one of two logic cards is true."""
    first, second = truths(cards, fields)
    return first != second


def logic_moves(cards: list[str], fields: list[int]) -> list[dict]:
    """The forward moves after which exactly one of the two cards is true."""
    return [move for move in forward_moves(fields) if is_correct(cards, after(fields, move))]


def proof(cards: list[str], fields: list[int]) -> list[dict]:
    """Why no move fits: every forward move with the truth of both cards after it."""
    return [{**move, "truths": truths(cards, after(fields, move))} for move in forward_moves(fields)]


def special_moves(card: str, fields: list[int]) -> list[dict]:
    """The ways to carry out one special card."""
    movable = [i for i in range(4) if fields[i] < GOAL]
    if card == "swap":
        return [{"kind": "swap", "pickles": [PICKLES[a], PICKLES[b]]}
                for a in movable for b in movable if a < b and fields[a] != fields[b]]
    steps = int(card[-1])
    return [{"kind": "back", "pickle": PICKLES[i], "to": fields[i] - steps}
            for i in movable if fields[i] - steps >= START]


def card_moves(cards: list[str], fields: list[int]) -> list[dict]:
    """What the drawn cards allow, in a fixed order: with a special card its executions (with two,
    the player chooses which one to follow), else the moves that make exactly one card true; a
    lone pass when there is nothing."""
    specials = [card for card in cards if is_special(card)]
    if specials:
        moves: list[dict] = []
        for card in dict.fromkeys(specials):  # two equal specials are one choice
            moves += [m for m in special_moves(card, fields) if m not in moves]
    else:
        moves = logic_moves(cards, fields)
    return moves or [{"kind": "pass"}]


def pass_reason(cards: list[str]) -> str:
    return "special_blocked" if any(is_special(card) for card in cards) else "no_move"
