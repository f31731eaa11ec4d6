"""Why, in Mixed Pickles: the rule each move and each event follows (the rule ids of SPEC.rules),
and why a thing on the table has no legal move for the seat to move.

Things are the table's ids: the pickles ``pickle:<colour>``, the fields ``field:<n>`` (1 to 13)
and the cards in the mover's hand ``card:<id>`` (the card's id as the view gives it, ``R!=G``,
``back2``). Everything here is judged from what the seat to move sees: the pickles, the cards in
its own hand or laid out for review, the phase. Never a goal card or the draw pile.

Rule ids finer than the sections of the rules text: ``one_true`` (a move leaves exactly one card
true, also a move laid out under the table rules that the cards allow), ``true_card``/``false_card`` (what makes a card true or false), ``steps`` (one or two fields
below field 9) and ``yellow`` (the single step from field 9 on, up the yellow fields), each special
card (``back_one``, ``back_two``, ``swap``), and the table rules' ``accept``, ``objection`` and
``correction``.
"""

from __future__ import annotations

from typing import Any

from . import card_logic
from .cards import GOAL, LAST_DOUBLE_STEP, PICKLES, START, is_special, steps_from

# position.py's MixedPicklesPosition, which imports this module (so it is named here without an import).
MixedPicklesPosition = Any

EVENT_RULES = {"draw": "draw", "reshuffle": "reshuffle", "swap": "swap", "finish": "finish",
               "game_over": "scoring", "choose_goal": "professional", "goal_kept": "professional",
               "laid_out": "table_rules", "accept": "accept", "objection": "objection",
               "decline": "correction"}
"""The rule of each event that says all by its type (moves, steps back and passes need a look)."""
BACK_RULES = {1: "back_one", 2: "back_two"}
PASS = {"kind": "pass"}


def step_rule(field: int) -> str:
    """The rule of a step forward from `field`: one or two fields below 9, one from there on."""
    return "steps" if field <= LAST_DOUBLE_STEP else "yellow"


def cards_in_play(position: MixedPicklesPosition) -> list[str]:
    """The cards the decision is about: the hand while moving, the laid-out cards while correcting."""
    if position.phase == "correct":
        return list(position.laid_out()["cards"])
    return list(position.hand) if position.phase == "move" else []


# --- the rules of moves, decisions and events -----------------------------------------------------
def move_rules(position: MixedPicklesPosition, move: dict) -> tuple[str, ...]:
    kind = move["kind"]
    if kind == "draw":
        return ("draw", "expert") if position.expert else ("draw",)
    if kind == "keep":
        return ("professional",)
    if kind == "accept":
        return ("accept", "table_rules")
    if kind == "object":
        return ("objection", "table_rules")
    if kind == "decline":
        return ("correction", "table_rules")
    specials = [card for card in cards_in_play(position) if is_special(card)]
    if specials:
        extra = ("specials", "two_specials") if len(specials) == 2 else ("specials",)
        if kind == "pass":
            return ("special_blocked", *extra)
        if kind == "swap":
            return ("swap", *extra)
        steps = position.fields[PICKLES.index(move["pickle"])] - move["to"]
        return (BACK_RULES[steps], *extra)
    claimed = position.table_rules and position.phase == "move"  # nobody checks until the review
    if kind == "pass":
        return ("table_rules", "no_move") if claimed else ("no_move",)
    step = (step_rule(position.fields[PICKLES.index(move["pickle"])]),)
    home = ("finish",) if move["to"] == GOAL else ()
    checked = ("one_true", "true_card", "false_card", *step, *home)
    if claimed:  # any forward move may be laid out; one the cards allow follows them as well
        allowed = move in card_logic.logic_moves(position.hand, position.fields)
        return ("table_rules", *checked) if allowed else ("table_rules", *step, *home)
    return ("correction", *checked) if position.phase == "correct" else checked


def decision_rule(position: MixedPicklesPosition) -> str | None:
    """The default (the main rule of the first legal move) but where the decision is about more
    than its first move: the special cards in hand, and whether to object to a laid-out turn."""
    if position.phase == "review":
        return "objection"
    moves = position.legal_moves()
    if not moves:
        return None
    if position.phase == "move" and any(is_special(card) for card in position.hand):
        return "special_blocked" if moves == [PASS] else "specials"
    return move_rules(position, moves[0])[0]


def event_rule(position: MixedPicklesPosition, event: dict) -> str | None:
    """The rule of an event, on the position the move led to."""
    kind = event["type"]
    if kind in EVENT_RULES:
        return EVENT_RULES[kind]
    if kind == "back":
        i = PICKLES.index(event["pickle"])
        return BACK_RULES[event["before"][i] - event["after"][i]]
    if kind == "pass":
        if event["reason"] == "special_blocked":
            return "special_blocked"
        return "table_rules" if event["claim"] else "no_move"
    if kind == "move":
        if "truths" not in event:  # laid out for review: the cards are judged by the next player
            return "table_rules"
        turns = position.turns
        return "correction" if turns and turns[-1].get("correction") else "one_true"
    return None  # an event this table does not know: the conformance sweep names it


# --- why not ------------------------------------------------------------------------------------
def reason(name: str, rule: str, **args: int) -> dict:
    return {"key": f"mixed_pickles.why_not.{name}", "args": args, "rule": rule}


def why_not(position: MixedPicklesPosition, seat: int, thing: str) -> dict | None:
    """Why `thing` has no legal move for `seat` (the seat to move), or None when a legal move
    involves it or it is no thing of this table."""
    if position.phase == "over":
        return None
    kind, _, name = thing.partition(":")
    if kind == "pickle" and name in PICKLES:
        return _pickle(position, PICKLES.index(name))
    if kind == "field" and name.isdigit() and str(int(name)) == name and START <= int(name) <= GOAL:
        return _field(position, int(name))
    if kind == "card" and position.phase == "move" and name in position.hand:
        return _card(position, name)
    return None


def _waiting(position: MixedPicklesPosition) -> dict | None:
    """The reason no pickle and no field can be chosen yet: another decision comes first."""
    if position.phase == "draw":
        return reason("draw_first", "draw")
    if position.phase == "choose":
        return reason("choose_goal", "professional")
    if position.phase == "review":
        return reason("review_first", "objection", seat=position.laid_out()["seat"])
    return None


def _touches(move: dict, pickle: str) -> bool:
    return move.get("pickle") == pickle or pickle in move.get("pickles", ())


def _pickle(position: MixedPicklesPosition, i: int) -> dict | None:
    fields = position.fields
    if fields[i] == GOAL:
        return reason("at_goal", "finish", place=position.finished.index(i) + 1)
    waiting = _waiting(position)
    if waiting is not None:
        return waiting
    moves = position.legal_moves()
    if any(_touches(m, PICKLES[i]) for m in moves):
        return None
    specials = sorted({card for card in cards_in_play(position) if is_special(card)})
    if specials:
        backs = [int(card[-1]) for card in specials if card != "swap"]
        if backs and "swap" not in specials:  # it stands too low to go back
            return reason("back_too_far", BACK_RULES[min(backs)], field=fields[i])
        if not backs:  # every other pickle in the race shares its field
            return reason("swap_same_field", "swap", field=fields[i])
        return reason("special_blocked", "specials")
    if moves == [PASS]:
        return reason("no_fit", "no_move")
    targets = [fields[i] + step for step in steps_from(fields[i])]
    if len(targets) == 1:
        return reason("one_step", "yellow", field=fields[i], to=targets[0])
    return reason("no_step_fits", "one_true", one=targets[0], two=targets[1])


def _reaches(move: dict, field: int, fields: list[int]) -> bool:
    if move["kind"] == "swap":
        return any(fields[PICKLES.index(p)] == field for p in move["pickles"])
    return move.get("to") == field


def _field(position: MixedPicklesPosition, field: int) -> dict | None:
    waiting = _waiting(position)
    if waiting is not None:
        return waiting
    fields = position.fields
    moves = position.legal_moves()
    if any(_reaches(m, field, fields) for m in moves):
        return None
    if any(is_special(card) for card in cards_in_play(position)):
        return reason("special_field", "specials", field=field)
    if moves == [PASS]:
        return reason("no_fit", "no_move")
    racing = [f for f in fields if f < GOAL]
    if all(field <= f for f in racing):
        return reason("behind", "steps", field=field)
    if not any(field - f in steps_from(f) for f in racing):
        two_short = any(field - f == 2 and f > LAST_DOUBLE_STEP for f in racing)
        return reason("out_of_reach", "yellow" if two_short else "steps", field=field)
    return reason("field_no_fit", "one_true", field=field)


def _card(position: MixedPicklesPosition, card: str) -> dict | None:
    """A card in the mover's hand: two logic cards are followed by every move they allow (and by
    any move under the table rules); beside a special card a logic card is ignored."""
    hand = position.hand
    if any(is_special(c) for c in hand):
        if not is_special(card):
            return reason("card_ignored", "specials")
        if card_logic.special_moves(card, position.fields):
            return None
        if card == "swap":
            return reason("swap_blocked", "swap")
        return reason("back_blocked", BACK_RULES[int(card[-1])])
    if not position.table_rules and position.legal_moves() == [PASS]:
        return reason("no_fit", "no_move")
    return None
