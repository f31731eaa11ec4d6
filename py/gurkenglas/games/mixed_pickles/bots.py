"""Computer players for Mixed Pickles. Each decides from its own seat's view and the legal moves.

- easy: any move the cards allow, at random.
- normal: the move after which its own goal card can expect the most points (forecast.py); with
  two goal cards (professional, before the choice) the better of the two counts.
- strong: also reads the other players' goal cards from their moves (inference.py), looks one
  turn ahead at what the next player will do with every pair of cards they may draw
  (lookahead.py), and prefers moves that raise its own expectation over the others'; it also
  shies away from moves that would give its own card away to players reading it the same way.

Every level plays honestly under the table rules: it makes only moves the cards allow, objects
exactly to wrong moves, and corrects them with its best move.
"""

from __future__ import annotations

import math

from ...core.rng import Rng
from . import card_logic
from .cards import GOALS, LETTERS, PICKLES
from .forecast import all_expected_points, places
from .inference import SHARPNESS, belief
from .lookahead import Lookahead, after

OTHERS_WEIGHT = 1.0
"""How much the strong bot counts the others' expected points against its own."""
HIDING = 0.25
"""Expected points the strong bot gives up to keep its goal card's probability 1.0 lower (as read
by an observer). Small: against players who do not read cards, hiding only costs points."""
REPLY_BELIEF = 0.02
"""Goal cards the next player holds with less than this probability are left out of the look-ahead."""


def goal_letters(colours: list[str]) -> str:
    return "".join(LETTERS[PICKLES.index(c)] for c in colours)


class Table:
    """The public facts a bot decides on, taken from its view."""

    def __init__(self, view: dict) -> None:
        self.me = view["to_move"]
        self.fields = [p["field"] for p in view["pickles"]]
        self.finished = [PICKLES.index(c) for c in view["finished"]]
        self.goals = [GOALS.index(goal_letters(g)) for g in view["goals"][self.me]]
        self.hand = [c["id"] for c in view["hand"]] if view.get("hand") else []
        self.turns = view["turns"]
        self.players = view["players"]
        self.specials = not view["rules"]["expert"]

    def here(self) -> tuple:
        return tuple(self.fields), tuple(self.finished)

    def values_after(self, move: dict) -> list[float]:
        """Expected points of all 24 goal cards after `move` (a pass or decline changes nothing)."""
        fields, finished = after(self.here(), move)
        return all_expected_points(places(list(fields), list(finished)))

    def own(self, values: list[float]) -> float:
        return max(values[g] for g in self.goals)


def choose(view: dict, legal: list[dict], level: str, rng: Rng) -> dict:
    settled = _settled(view, legal)
    if settled is not None:
        return settled
    kinds = {m["kind"] for m in legal}
    table = Table(view)
    candidates = _honest(table, legal)
    if level == "easy":
        return candidates[rng.below(len(candidates))]
    if kinds == {"keep"}:
        values = table.values_after({"kind": "pass"})
        return max(legal, key=lambda m: values[GOALS.index(m["goal"])])
    utilities = _utilities(table, candidates, strong=level == "strong")
    best = max(utilities)
    ties = [m for m, u in zip(candidates, utilities) if u >= best - 1e-9]
    return ties[rng.below(len(ties))]


def hint(view: dict, legal: list[dict], rng: Rng) -> dict:
    return {"move": choose(view, legal, "strong", rng)}


def easy_chance(view: dict, legal: list[dict], move: dict) -> float:
    """The chance that the easy player makes `move` (`choose`): the settled move for sure, else one
    over the moves its cards allow."""
    settled = _settled(view, legal)
    if settled is not None:
        return float(move == settled)
    candidates = _honest(Table(view), legal)
    return 1 / len(candidates) if move in candidates else 0.0


def _settled(view: dict, legal: list[dict]) -> dict | None:
    """The move every level makes without a choice: the only legal one, or the honest answer to an
    accusation (object to a wrong move, accept a right one); None where there is a choice."""
    if len(legal) == 1:
        return legal[0]
    if {m["kind"] for m in legal} == {"accept", "object"}:
        return {"kind": "object"} if not _pending_correct(view["pending"]) else {"kind": "accept"}
    return None


def _pending_correct(pending: dict) -> bool:
    cards = [c["id"] for c in pending["cards"]]
    if pending["move"]["kind"] == "pass":
        return not card_logic.logic_moves(cards, pending["fields"])
    return card_logic.is_correct(cards, card_logic.after(pending["fields"], pending["move"]))


def _honest(table: Table, legal: list[dict]) -> list[dict]:
    """Under the table rules every forward move is offered; a bot makes only those the cards allow."""
    if table.hand and "pass" in {m["kind"] for m in legal}:
        allowed = card_logic.card_moves(table.hand, table.fields)
        return [m for m in legal if m in allowed] or legal
    return legal


def _utilities(table: Table, moves: list[dict], strong: bool) -> list[float]:
    if not strong:
        return [table.own(table.values_after(m)) for m in moves]
    impossible = {GOALS[g] for g in table.goals}
    others = [s for s in range(table.players) if s != table.me]
    beliefs = {s: belief(table.turns, s, impossible) for s in others}

    def utility(values: list[float]) -> float:
        theirs = [sum(p * x for p, x in zip(beliefs[s], values)) for s in others]
        return table.own(values) - OTHERS_WEIGHT * sum(theirs) / len(theirs)

    replier = beliefs[(table.me + 1) % table.players]
    likely = [(g, p) for g, p in enumerate(replier) if p >= REPLY_BELIEF]
    total = sum(p for _, p in likely)
    likely = [(g, p / total) for g, p in likely]
    ahead = Lookahead(table.specials, likely, utility)
    utilities = [ahead.after_reply(after(table.here(), m)) for m in moves]
    if table.hand and len(moves) > 1 and HIDING:
        values = [table.values_after(m) for m in moves]
        leaks = _leaks(table, moves, values)
        utilities = [u - HIDING * leak for u, leak in zip(utilities, leaks)]
    return utilities


def _leaks(table: Table, moves: list[dict], values: list[list[float]]) -> list[float]:
    """For each move, how much an observer's belief in our goal card would grow."""
    mine = table.goals[0] if len(table.goals) == 1 else None
    if mine is None:
        return [0.0] * len(moves)
    before = belief(table.turns, table.me)
    leaks = []
    for chosen in range(len(moves)):
        after = []
        for g in range(len(GOALS)):
            top = max(v[g] for v in values)
            weights = [math.exp(SHARPNESS * (v[g] - top)) for v in values]
            after.append(before[g] * weights[chosen] / sum(weights))
        leaks.append(after[mine] / sum(after) - before[mine])
    return leaks
