"""What each seat of a Mixed Pickles game may see, and other worlds a seat cannot tell apart. The
checks a loaded position must pass are `check_position` in position.py.

Secret: the drawn cards (only the player who drew them sees them, until the move lays them out),
the goal cards (each player sees their own until the end), and the order of the draw pile.
Public: the pickles, both piles, what every turn did with which cards (the cards lie face up after
a move), and who has chosen a goal card in the professional variant.
"""

from __future__ import annotations

from typing import Any, TypeVar

from ...core.rng import Rng
from . import card_logic
from .base import CHOICE_AFTER, MixedPicklesBase
from .cards import GOALS, PICKLES, card_json, goal_json, goal_points, is_special
from .inference import belief, panel

B = TypeVar("B", bound=MixedPicklesBase)

PILE_SHOWN = 6
"""How many cards of each face-up pile the view lists (the newest last)."""


_TURNS: dict[int, tuple[dict, dict]] = {}
"""turn_json's answers by the identity of the record (kept alive beside them, so no other record can
take its identity): a turn record is never changed once written, and a view lists every turn of the
game, so a bot playing a game out would otherwise describe the same turns again at every move."""


def turn_json(record: dict) -> dict:
    """A finished turn as everyone saw it (the same object for the same record: read it only)."""
    kept = _TURNS.get(id(record))
    if kept is not None and kept[0] is record:
        return kept[1]
    if len(_TURNS) > 20_000:
        _TURNS.clear()
    out = _turn_json(record)
    _TURNS[id(record)] = (record, out)
    return out


def _turn_json(record: dict) -> dict:
    out = {"seat": record["seat"], "cards": [card_json(c) for c in record["cards"]],
           "fields": list(record["fields"]), "finished": [PICKLES[i] for i in record["finished"]],
           "move": dict(record["move"])}
    for flag in ("taken_back", "correction"):
        if record.get(flag):
            out[flag] = True
    if not any(is_special(c) for c in record["cards"]):
        out["truths"] = card_logic.truths(record["cards"], card_logic.after(record["fields"], record["move"]))
        if record["move"]["kind"] == "pass":
            out["proof"] = card_logic.proof(record["cards"], record["fields"])
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
    drawn cards when they are another player's, and the other players' goal cards, each drawn as
    likely as that player's moves so far make it (inference.py: as the strong bot reads them)."""
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
    other.goals = _goals_read(position, seat, rng)
    return other


def _goals_read(position: MixedPicklesBase, seat: int, rng: Rng) -> list[list[str]]:
    """`seat`'s own goal cards, and for every other player goal cards drawn one by one, each with
    the probability `belief` gives it from that player's turns (cards already dealt left out)."""
    turns = [turn_json(r) for r in position.turns]
    taken = set(position.goals[seat])
    goals = []
    for s, held in enumerate(position.goals):
        if s == seat:
            goals.append(list(held))
            continue
        drawn = []
        for _ in held:
            card = GOALS[rng.weighted(belief(turns, s, taken))]
            drawn.append(card)
            taken.add(card)
        goals.append(drawn)
    return goals

