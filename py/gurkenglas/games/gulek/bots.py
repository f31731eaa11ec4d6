"""Gulek bots. Each decides from the view of its own seat (the board has nothing hidden).

- easy: any legal move, at random.
- normal: takes the turn (sowing with the suggested order and parking every pair, or bringing one
  pair back) that leaves it best off in balls, minus what the next player could capture at once.
- strong: searches whole turns ahead (alpha-beta, deepening while a fixed amount of work lasts),
  assuming every other player plays against it; it sees the end of the game, the no-capture draw
  included, where the search reaches it.

Both think in whole turns; within a turn they accept the suggested order, park every pair and bring
back one pair at a time.
"""

from __future__ import annotations

import time

from ...core.rng import Rng
from .base import QUIET_ROUNDS
from .position import GulekPosition
from .solitaire import PITS

THREAT = 0.6        # a ball the next player can capture counts for this much of a ball
CHANCE = 0.25       # a ball we could capture next time counts for this much
SAFE = 0.05         # a parked ball is safe: a small bonus
CLOCK = 0.5         # how much of a lead the coming no-capture draw takes away (strong bot)
WON = 1000.0        # a won game, in balls
STRONG_WORK = 150   # positions the strong bot expands (each: every turn from there)
MAX_DEPTH = 6
INF = float("inf")


def position_from_view(view: dict) -> GulekPosition:
    n = view["players"]
    pos = GulekPosition(n, view["per_turn"] == 2)
    pos.pits = [list(p) for p in view["pits"]]
    pos.ring = list(view["ring"])
    pos.centre = list(view["centre"])
    pos.supply = list(view["supply"])
    pos.turn = view["to_move"]
    pos.phase = view["phase"]
    pos.placed = view["placed"]
    pos.out = list(view["out"])
    pos.quiet = view["quiet"]
    pos.captured = view["captured"]
    if view["sowing"]:
        pos.hand = list(view["hand"])
        pos.at, pos.dir, pos.origin = view["sowing"]["at"], view["sowing"]["dir"], view["sowing"]["pit"]
    return pos


def whole_turn(pos: GulekPosition, first: dict) -> GulekPosition:
    """The position after `first` and the bots' usual way of finishing the turn."""
    after = pos.copy()
    events: list = []
    after.play(first, None, events)
    me = pos.seat_to_move()
    while not after.over and after.turn == me and after.phase in ("order", "park", "return"):
        if after.phase == "order":
            after.play({"kind": "suggested"}, None, events)
        elif after.phase == "park":
            after.play({"kind": "park", "pit": after.parkable(me)[0]}, None, events)
        else:
            after.play({"kind": "done"}, None, events)
    return after


def turns(pos: GulekPosition) -> list[tuple[dict, GulekPosition]]:
    """Every first move of a turn with the position at the end of that turn (one pair returned)."""
    return [(move, whole_turn(pos, move)) for move in pos.legal_moves()]


def capture_chance(pos: GulekPosition, hunter: int, victim: int | None) -> int:
    """The most balls (of `victim`, or of anybody else) `hunter` could capture with one sowing now,
    counting what lies in the pit of the last ball (long sowings are not followed exactly)."""
    best = 0
    for pit in pos.sowable(hunter):
        count = sum(pos.pits[pit])
        for direction in (1, -1):
            land = pos.pits[(pit + count * direction) % PITS]
            got = (land[victim] if victim is not None and victim != hunter
                   else sum(land) - land[hunter])
            best = max(best, got)
    return best


def value(pos: GulekPosition, me: int, clock: bool = False) -> float:
    """How good `pos` is for `me`, in balls; a finished game counts far more than any ball. With
    `clock` (the strong bot), a lead is worth less the nearer the no-capture draw comes."""
    if pos.over:
        outcome = pos.final_outcome()
        if outcome["draw"]:
            return 0.0
        return WON * (pos.n + 1 - 2 * outcome["ranks"][me]) / (pos.n - 1)
    others = [s for s in range(pos.n) if s != me]
    mine = pos.balls_left(me)
    theirs = sum(pos.balls_left(s) for s in others) / len(others)
    score = mine - theirs
    if clock and score > 0:
        score *= 1 - CLOCK * pos.quiet / (QUIET_ROUNDS * len(pos.still_in()))
    score += SAFE * 2 * pos.ring[me]
    mover = pos.turn
    if mover is not None and pos.phase == "move":
        if mover == me:
            score += CHANCE * capture_chance(pos, me, None)
        else:
            score -= THREAT * capture_chance(pos, mover, me)
    return score


def choose(view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
    if level == "easy" or len(legal) == 1:
        return legal[rng.below(len(legal))]
    pos = position_from_view(view)
    me = pos.seat_to_move()
    if pos.phase == "place":
        return place(pos, legal, rng)
    if pos.phase == "order":
        return {"kind": "suggested"}
    if pos.phase == "park":
        return legal[0]
    if pos.phase == "return":
        return {"kind": "done"}
    if level == "normal":
        scored = [(value(after, me), i, move) for i, (move, after) in enumerate(turns(pos))]
        return min(scored, key=lambda item: (-item[0], item[1]))[2]
    return Search(me, time.perf_counter() + budget_ms / 1000 * 0.9).best(pos)


class Search:
    """The strong bot: alpha-beta over whole turns, the other players all playing against it
    ("paranoid"), deepened one turn at a time while a fixed amount of work (turns simulated) lasts.
    The answer depends only on the position, never on the machine's speed; the deadline is only a
    safety stop."""

    def __init__(self, me: int, deadline: float, work: int = STRONG_WORK) -> None:
        self.me = me
        self.deadline = deadline
        self.work = work
        self.spent = 0

    def children(self, pos: GulekPosition) -> list[tuple[dict, GulekPosition]]:
        self.spent += 1
        if self.spent > self.work or (self.spent % 64 == 0 and time.perf_counter() > self.deadline):
            raise TimeoutError
        found = turns(pos)
        mine = pos.turn == self.me
        found.sort(key=lambda item: value(item[1], self.me, True), reverse=mine)
        return found

    def best(self, pos: GulekPosition) -> dict:
        root = self.children(pos)
        choice = root[0][0]
        for depth in range(1, MAX_DEPTH + 1):
            try:
                best_value, best_move = -INF, root[0][0]
                for move, after in root:
                    worth = self.alphabeta(after, depth - 1, best_value, INF)
                    if worth > best_value:
                        best_value, best_move = worth, move
            except TimeoutError:
                break
            choice = best_move
            # Search the best turn first next time.
            root.sort(key=lambda item: item[0] != choice)
        return choice

    def alphabeta(self, pos: GulekPosition, depth: int, alpha: float, beta: float) -> float:
        if depth == 0 or pos.over:
            return value(pos, self.me, True)
        if pos.turn == self.me:
            for _, after in self.children(pos):
                alpha = max(alpha, self.alphabeta(after, depth - 1, alpha, beta))
                if alpha >= beta:
                    break
            return alpha
        for _, after in self.children(pos):
            beta = min(beta, self.alphabeta(after, depth - 1, alpha, beta))
            if alpha >= beta:
                break
        return beta


def place(pos: GulekPosition, legal: list[dict], rng: Rng) -> dict:
    """Spread the balls: a pit with none of ours, then with the fewest balls (ties at random)."""
    me = pos.seat_to_move()
    key = [(pos.pits[m["pit"]][me], sum(pos.pits[m["pit"]])) for m in legal]
    best = min(key)
    options = [m for m, k in zip(legal, key) if k == best]
    return options[rng.below(len(options))]
