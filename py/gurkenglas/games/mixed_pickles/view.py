"""What each seat of a Mixed Pickles game may see, other worlds a seat cannot tell apart, and the
checks a loaded position must pass.

Secret: the drawn cards (only the player who drew them sees them, until the move lays them out),
the goal cards (each player sees their own until the end), and the order of the draw pile.
Public: the pickles, both piles, what every turn did with which cards (the cards lie face up after
a move), and who has chosen a goal card in the professional variant.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NoReturn, TypeVar

from ...core.errors import CorruptState
from ...core.rng import Rng
from . import rules
from .base import CHOICE_AFTER, PHASES, MixedPicklesBase
from .cards import GOAL, GOALS, PICKLES, START, card_json, deck, goal_json, goal_points, is_card, is_special
from .inference import panel

B = TypeVar("B", bound=MixedPicklesBase)

PILE_SHOWN = 6
"""How many cards of each face-up pile the view lists (the newest last)."""


def turn_json(record: dict) -> dict:
    """A finished turn as everyone saw it."""
    out = {"seat": record["seat"], "cards": [card_json(c) for c in record["cards"]],
           "fields": list(record["fields"]), "finished": [PICKLES[i] for i in record["finished"]],
           "move": dict(record["move"])}
    for flag in ("taken_back", "correction"):
        if record.get(flag):
            out[flag] = True
    if not any(is_special(c) for c in record["cards"]):
        out["truths"] = rules.truths(record["cards"], rules.after(record["fields"], record["move"]))
        if record["move"]["kind"] == "pass":
            out["proof"] = rules.proof(record["cards"], record["fields"])
    return out


def view(position: MixedPicklesBase, seat: int | None) -> dict:
    over = position.phase == "over"
    mover = position.to_move()
    hand_seen = position.phase == "move" and seat == position.turn
    pending = position.pending
    out: dict[str, Any] = {
        "game": "mixed_pickles",
        "players": position.n,
        "phase": position.phase,
        "over": over,
        "seat": seat,
        "to_move": mover,
        "turn": position.turn,
        "pickles": [{"pickle": PICKLES[i], "field": position.fields[i],
                     "place": position.finished.index(i) + 1 if i in position.finished else None} for i in range(4)],
        "finished": [PICKLES[i] for i in position.finished],
        "next_place": len(position.finished) + 1,  # the place a pickle reaching the goal takes
        "hand": [card_json(c) for c in position.hand] if hand_seen else None,
        "hand_size": len(position.hand),
        "deck": len(position.deck),
        "true_pile": [card_json(c) for c in position.true_pile[-PILE_SHOWN:]],
        "false_pile": [card_json(c) for c in position.false_pile[-PILE_SHOWN:]],
        "true_count": len(position.true_pile),
        "false_count": len(position.false_pile),
        "goals": [[goal_json(g) for g in goals] if over or seat == s else None for s, goals in enumerate(position.goals)],
        "goal_cards": [len(goals) for goals in position.goals],
        "choosing": list(position.queue) if position.phase == "choose" else [],
        "pending": None if pending is None else {
            "seat": pending["seat"], "cards": [card_json(c) for c in pending["cards"]],
            "move": dict(pending["move"]), "fields": list(pending["fields"])},
        "turns": [turn_json(r) for r in position.turns],
        "rules": {"professional": position.professional, "expert": position.expert,
                  "table_rules": position.table_rules, "choice_after": CHOICE_AFTER},
    }
    if over:
        out["inference"] = panel(out["turns"], [goals[0] for goals in position.goals])
        out["scores"] = [{"goal": goal_json(position.goals[s][0]),
                          "points": goal_points(position.goals[s][0], position.finished)} for s in range(position.n)]
    return out


def sample_hidden(position: B, seat: int, rng: Rng) -> B:
    """The same game with everything `seat` cannot see dealt anew: the draw pile's order, the
    drawn cards when they are another player's, and the other players' goal cards."""
    other = position.copy()
    if other.phase == "over":
        return other
    hidden = list(other.deck)
    redraw_hand = not (other.phase == "move" and seat == other.turn)
    if redraw_hand:
        hidden += other.hand
    rng.shuffle(hidden)
    if redraw_hand and other.hand:
        other.hand, hidden = hidden[:len(other.hand)], hidden[len(other.hand):]
    other.deck = hidden
    free = [g for g in GOALS if g not in position.goals[seat]]
    rng.shuffle(free)
    goals = []
    for s, held in enumerate(position.goals):
        if s == seat:
            goals.append(list(held))
        else:
            goals.append(free[:len(held)])
            free = free[len(held):]
    other.goals = goals
    return other


def check_position(position: MixedPicklesBase) -> None:
    """Raise CorruptState unless the position is one the rules can reach."""
    def bad(why: str) -> NoReturn:
        raise CorruptState(f"mixed pickles: {why}")

    f = position.fields
    if not (isinstance(f, list) and len(f) == 4 and all(type(x) is int and START <= x <= GOAL for x in f)):
        bad("every pickle stands on a field from 1 to 13")
    fin = position.finished
    if not (isinstance(fin, list) and all(type(i) is int and 0 <= i < 4 for i in fin) and len(set(fin)) == len(fin)):
        bad("the finishing order is not a list of pickles")
    if sorted(i for i in range(4) if f[i] == GOAL) != sorted(i for i in fin if f[i] == GOAL) or any(f[i] != GOAL for i in fin[:3]):
        bad("a pickle on the goal has no place, or a placed pickle is not home")
    if position.phase not in PHASES:
        bad(f"unknown phase {position.phase!r}")
    if (position.phase == "over") != (len(fin) == 4) or (len(fin) == 4 and sum(f[i] == GOAL for i in fin) < 3):
        bad("the game is over exactly when three pickles are home")
    piles = [position.deck, position.true_pile, position.false_pile, position.hand]
    if not all(isinstance(p, list) and all(is_card(c) for c in p) for p in piles):
        bad("a card is not an instruction card")
    pending_cards = position.pending["cards"] if isinstance(position.pending, dict) and isinstance(position.pending.get("cards"), list) else []
    if Counter(c for p in piles for c in p) + Counter(pending_cards) != Counter(deck(not position.expert)):
        bad("the instruction cards do not add up to the deck")
    if len(position.hand) != (2 if position.phase == "move" else 0):
        bad("a player holds two cards exactly while moving")
    n = position.n
    if type(position.turn) is not int or not 0 <= position.turn < n:
        bad("the turn is not a seat")
    goals = position.goals
    if not (isinstance(goals, list) and len(goals) == n and all(isinstance(g, list) and g and all(x in GOALS for x in g) for g in goals)):
        bad("every player holds goal cards")
    flat = [g for held in goals for g in held]
    if len(set(flat)) != len(flat):
        bad("a goal card is held twice")
    q = position.queue
    if position.phase == "choose" and not (isinstance(q, list) and q and all(type(s) is int and 0 <= s < n for s in q)):
        bad("nobody is left to choose a goal card")
    if position.phase != "choose" and q:
        bad("nobody chooses a goal card now")
    # Two goal cards: those still to choose, or everybody before the professional choice.
    before_choice = position.professional and all(len(g) == 2 for g in goals)
    choosing = set(q) if position.phase == "choose" else set(range(n)) if before_choice else set()
    if any(len(goals[s]) != (2 if s in choosing else 1) for s in range(n)):
        bad("the goal cards in hand do not match the variant")
    if (position.pending is not None) != (position.phase in ("review", "correct")):
        bad("cards are laid out for review exactly while a review is on")
    if position.pending is not None:
        p = position.pending
        if not (isinstance(p, dict) and type(p.get("seat")) is int and 0 <= p["seat"] < n and _turn_ok(p)
                and p["move"] in rules.forward_moves(p["fields"]) + [{"kind": "pass"}]):
            bad("the laid-out turn is malformed")
    if not isinstance(position.turns, list) or not all(
            isinstance(t, dict) and type(t.get("seat")) is int and 0 <= t["seat"] < n and _turn_ok(t) for t in position.turns):
        bad("the record of turns is malformed")


def _turn_ok(record: dict) -> bool:
    """A turn record's cards, fields and move are what the rules could have written."""
    fields, finished, cards, move = (record.get(k) for k in ("fields", "finished", "cards", "move"))
    if not (isinstance(fields, list) and len(fields) == 4 and all(type(x) is int and START <= x <= GOAL for x in fields)):
        return False
    if not (isinstance(finished, list) and all(type(i) is int and 0 <= i < 4 and fields[i] == GOAL for i in finished)):
        return False
    if not (isinstance(cards, list) and len(cards) == 2 and all(is_card(c) for c in cards)):
        return False
    return isinstance(move, dict) and (move in rules.forward_moves(fields) or move in rules.card_moves(cards, fields)
                                       or move in ({"kind": "pass"}, {"kind": "decline"}))
