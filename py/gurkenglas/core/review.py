"""The review of a game: where it turned, how each player played, and how much was luck.

The review walks the history move by move (a *step* is the table after a move) and asks the game's
evaluator (evaluate.py) three things:

- **Chances.** After every move, each seat's chance of winning as an onlooker sees it (every hand,
  not the future). Before the first move: the `start`. From playouts it is the share of them won,
  pulled toward the even share where the game says so (Gurke; evaluate.py), or said through the
  game's spread of chances where one is fitted (Mixed Pickles; core/chance_prior.py): then each
  step keeps the plain shares too (`raw`, `start_raw`), and every part of the line's move (what a
  move was expected to do, what it said of its player, the luck) is found on the shares and said
  as the difference of two chances said, so that the parts add up to the line as drawn.
- **What a move said about its player.** A person is played out at a level drawn from a belief
  that their moves so far have moved (core/belief.py). Where a decision moves it, the line after the
  decision moves by that too: the step's `learned` part, each seat's chance with the new belief less
  with the old, on the same playouts. It is neither luck nor the move's worth, and is kept apart
  from both.
- **Luck.** A move that drew on chance (a roll, a shuffle, a card from the stock nobody had seen) is
  split in two: what the move itself was worth, averaged over every way chance could have fallen
  (`expected`), and what chance then made of it. A seat's luck is the chance after the move minus
  that average: GNU Backgammon's measure of the luck of a roll. Summed over the game it is the
  seat's net luck, and the result minus the net luck is its luck-adjusted result. Where chances are
  exact and there are no decisions (the Goose), the starting chance plus the net luck is the result.
- **Grades.** A decision of a person with more than one legal move is judged from their view at
  that moment, against the hint's move and the normal bot's (grading.py).

The analysis is done in slices: `review` takes what was found before (`so_far`) and a time budget,
goes on where it stopped and says how far it got, so a game can be analysed while it is played.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Mapping
from typing import Any

from .belief import updated
from .engine import State
from .errors import BadRequest, CorruptState, GameOver, IllegalMove, MalformedMove
from .evaluate import Evaluator, Outlook, PlayoutEvaluator, shared_first, won
from .grading import GRADES, THRESHOLDS, graded
from .rng import Rng
from .skill import skill_for

TURNING_POINTS = 5
"""At most this many turning points, the weightiest."""

FAULTS = ("inaccuracy", "mistake", "blunder")
"""The grades of a decision that makes it a turning point."""

LUCKY = 0.10
"""A move that drew on chance is a turning point when its luck moved some seat's chance this much
(the luck measured as in the module's docstring: the chance after it less the chance expected of it)."""

MAX_SAMPLES = 400


class Timeline:
    """Every state of one game (step 0: before the first move), kept between calls and extended when
    the same game comes back longer: a game analysed while it is played is not replayed each time."""

    def __init__(self, state: State) -> None:
        self.states = [State.new(state.game, state.players, state.options.to_json(), state.seed, state.seats)]
        self.moves: list[Any] = []
        self.legal: list[list[dict]] = []
        self.likely: dict[tuple, list[float] | None] = {}
        """For each move, keyed by the seats' own levels in the playouts (`PlayoutEvaluator.fixed`) and
        the move's number: the chance that each playout level makes it (core/belief.py), or None for
        a move that says nothing of its player; each found once."""
        self.hints: dict[int, dict | None] = {}
        """For each move by its number: the hint's move (the strongest bot's) from its player's view
        before it, found once for the belief and the grade alike."""

    def follow(self, state: State) -> None:
        """Replay the moves of `state` beyond those already here (CorruptState if they do not replay)."""
        moves = state.moves()
        if moves[:len(self.moves)] != self.moves:
            raise ValueError("another game")
        for move in moves[len(self.moves):]:
            before = self.states[-1]
            try:
                legal = before.legal_moves()
                after, _ = before.apply(move)
            except (IllegalMove, GameOver, MalformedMove) as exc:
                raise CorruptState(f"the history does not replay: {exc}") from None
            self.states.append(after)
            self.moves.append(move)
            self.legal.append(legal)
        if self.states[-1].to_json() != state.to_json():
            raise CorruptState("the position does not match its own history")


_TIMELINE: dict[tuple, Timeline] = {}


def timeline_of(state: State) -> Timeline:
    key = (state.game.spec.id, state.players, repr(state.options.to_json()), state.seed, repr(state.seats))
    line = _TIMELINE.get(key)
    if line is not None:
        try:
            line.follow(state)
            return line
        except ValueError:
            pass
    _TIMELINE.clear()
    line = _TIMELINE[key] = Timeline(state)
    line.follow(state)
    return line


def _work_rng(state: State, step: int, purpose: int) -> Rng:
    """The generator of one piece of the analysis: the same review for the same game, every time.
    The chances after every move are played out with the same numbers (step 0), so that two
    neighbouring positions differ by what changed between them more than by the luck of the
    playouts (common random numbers)."""
    return Rng.from_seed(state.seed, stream=0x5EED0000 + step * 8 + purpose)


def review(state: State, so_far: Any = None, budget_ms: int = 1000, samples: int = 24,
           judge: str = "people") -> dict:
    """The review of `state`'s game, continued from `so_far` (an earlier answer for the same game,
    or None) for at most about `budget_ms` (at least one step is analysed per call)."""
    if type(samples) is not int or not 1 <= samples <= MAX_SAMPLES:
        raise BadRequest(f"samples must be a whole number from 1 to {MAX_SAMPLES}")
    if judge not in ("people", "all"):
        raise BadRequest("judge must be 'people' or 'all'")
    line = timeline_of(state)
    evaluator = evaluator_for(state)
    answer = _resumed(so_far, line, state, evaluator, judge)
    deadline = time.perf_counter() + budget_ms / 1000
    if answer["start"] is None:
        raw, answer["start_margin"], answer["start_shared"] = _outlook(
            evaluator, line.states[0], _work_rng(state, 0, 0), samples, 0)
        answer["start"] = _shown(evaluator, line.states[0], raw, samples)
        if answer["spread"]:
            answer["start_raw"] = raw
    steps = answer["steps"]
    analysed = 0
    while len(steps) < len(line.moves) and (time.perf_counter() < deadline or not analysed):
        previous = steps[-1].get("raw", steps[-1]["chance"]) if steps else answer.get("start_raw", answer["start"])
        steps.append(_step(line, len(steps) + 1, evaluator, samples, judge, previous))
        analysed += 1
    return _summed(answer, line, state)


def beliefs(line: Timeline, evaluator: Evaluator, moves: int) -> list[list[float] | None]:
    """Each seat's belief in its level (core/belief.py) after the first `moves` moves of the game,
    from every decision it made that says something about it (None: nothing said yet)."""
    belief: list[list[float] | None] = [None] * line.states[0].players
    if not isinstance(evaluator, PlayoutEvaluator):
        return belief
    for j in range(1, moves + 1):
        chances = _likely(line, j, evaluator)
        if chances is not None:
            seat = line.states[j - 1].to_move()
            assert seat is not None
            belief[seat] = updated(belief[seat] or evaluator.prior, chances)
    return belief


def _likely(line: Timeline, j: int, evaluator: PlayoutEvaluator) -> list[float] | None:
    """The chance that each playout level makes move `j` (1-based), or None for a move that says
    nothing of its player's level (forced, a computer player's, a game of one playout level)."""
    key = (tuple(evaluator.fixed), j)
    if key not in line.likely:
        before, legal = line.states[j - 1], line.legal[j - 1]
        seat = before.to_move()
        says = seat is not None and len(legal) > 1 and evaluator.infers(seat)
        better = _hint(line, j) if says and evaluator.stronger else None
        line.likely[key] = evaluator.likelihood(before.position, seat, legal, line.moves[j - 1], j - 1, better) \
            if says and seat is not None else None
    return line.likely[key]


def _hint(line: Timeline, j: int) -> dict | None:
    """The hint's move (the strongest bot's) at move `j` (1-based), from its player's view then; None
    for a forced move, which has nothing to suggest."""
    if j not in line.hints:
        before, legal = line.states[j - 1], line.legal[j - 1]
        seat = before.to_move()
        assert seat is not None
        line.hints[j] = before.game.hint(before.view(seat), legal, _work_rng(before, j, 3), 1000).get("move") \
            if len(legal) > 1 else None
    return line.hints[j]


def evaluator_for(state: State, seats: list[dict] | None = None) -> Evaluator:
    """The game's own evaluator, or playouts with each computer player at its own level (of the
    game's seats, or of `seats` where given: benchmarks/calibration.py takes every seat for a person's)."""
    return state.game.evaluator(state.players, state.options) or PlayoutEvaluator(
        state.game, state.players, state.seats if seats is None else seats)


def _resumed(so_far: Any, line: Timeline, state: State, evaluator: Evaluator, judge: str) -> dict:
    """`so_far` if it is an earlier review of this very game made the same way, else a fresh one."""
    # `learns`: whether a person's moves move the line (core/belief.py); a review made without it (an
    # older one) has a line drawn otherwise, and starts again.
    learns = isinstance(evaluator, PlayoutEvaluator) and any(
        evaluator.infers(seat) and state.seats[seat]["kind"] == "human" for seat in range(state.players))
    fresh = {"game": state.game.spec.id, "method": evaluator.method, "measure": evaluator.measure,
             "judge": judge, "seats": state.players, "learns": learns,
             "graded_by": state.game.grades_by(state.players),
             "spread": "fitted" if isinstance(evaluator, PlayoutEvaluator) and evaluator.fitted else None,
             "start": None, "start_margin": None, "start_shared": None, "steps": []}
    if not isinstance(so_far, Mapping):
        return fresh
    steps = so_far.get("steps")
    same = all(so_far.get(k) == v for k, v in fresh.items() if k not in ("start", "start_margin", "start_shared", "steps"))
    if not same or not isinstance(steps, list) or len(steps) > len(line.moves):
        return fresh
    if not _chance_list(so_far.get("start"), state.players):
        return fresh
    # A line said through the game's spread of chances goes on from the playouts' shares, kept beside it.
    if fresh["spread"] and not _chance_list(so_far.get("start_raw"), state.players):
        return fresh
    for k, step in enumerate(steps):
        if not isinstance(step, Mapping) or step.get("move") != line.moves[k] \
                or not _chance_list(step.get("chance"), state.players) \
                or (fresh["spread"] and not _chance_list(step.get("raw"), state.players)):
            return fresh
    margin = so_far.get("start_margin")
    if margin is not None and (not isinstance(margin, (int, float)) or isinstance(margin, bool) or not math.isfinite(margin)):
        return fresh
    shared = so_far.get("start_shared")
    if shared is not None and not _chance_list([shared], 1):
        return fresh
    kept = {**fresh, "start": list(so_far["start"]), "start_margin": margin, "start_shared": shared,
            "steps": [dict(s) for s in steps]}
    if fresh["spread"]:
        kept["start_raw"] = list(so_far["start_raw"])
    return kept


def _chance_list(value: Any, players: int) -> bool:
    return isinstance(value, list) and len(value) == players and all(
        isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and -1e-9 <= v <= 1 + 1e-9
        for v in value)


def _outlook(evaluator: Evaluator, state: State, rng: Rng, samples: int, ply: int) -> Outlook:
    """The chances after `ply` moves, the expected margin in a game against an automa, and the
    chance of a shared first place in a game that can have one (None where it is not known)."""
    can_share = state.game.shares_first_place
    if state.is_over():
        return won(state.position, state.players, can_share), state.position.margin(), \
            shared_first(state.position) if can_share else None
    if isinstance(evaluator, PlayoutEvaluator):
        chances, margin, shared = evaluator.outlook(state.position, rng, samples, ply)
        return _rounded(chances), None if margin is None else round(margin, 2), \
            None if shared is None else round(shared, 6)
    return _rounded(evaluator.chances(state.position, rng, samples)), None, None


def _shown(evaluator: Evaluator, state: State, shares: list[float], samples: int) -> list[float]:
    """The chances the review says for the playouts' `shares` at `state` (evaluate.py's `shown`); a
    finished game's result and the chances of an evaluator without playouts are said as they are."""
    if not isinstance(evaluator, PlayoutEvaluator) or state.is_over():
        return _rounded(shares)
    return _rounded(evaluator.shown(state.position, shares, samples))


def _rounded(values: list[float]) -> list[float]:
    return [round(v, 6) for v in values]


def _step(line: Timeline, k: int, evaluator: Evaluator, samples: int, judge: str, previous: list[float]) -> dict:
    """The analysis of move k (1-based): the chances after it, its luck, its grade. `previous`: the
    chances before it as the playouts found them (the plain shares: `raw` where the review says
    them otherwise). The parts of the line's move (what the move was expected to do, what it said of
    its player) are found on the playouts' shares, and each is said as the difference of two
    chances said (`_shown`), so that they add up to the line as it is drawn."""
    before, after = line.states[k - 1], line.states[k]
    move, legal = line.moves[k - 1], line.legal[k - 1]
    mover = before.to_move()
    assert mover is not None
    step: dict[str, Any] = {
        "step": k, "mover": mover, "move": move, "chance": None, "expected": None, "luck": None, "luck_from": None,
        "decision": None}
    # The line after the move draws each person's level by what their moves, this one too, said
    # about it; the move itself is judged, and its chance expected, by what was known before it.
    believed = beliefs(line, evaluator, k - 1)
    learned = None
    playouts = evaluator if isinstance(evaluator, PlayoutEvaluator) else None
    told = None
    if playouts is not None:
        playouts.belief = believed
        told = _likely(line, k, playouts)
        if told is not None:  # this move says something of its player: the line after it believes it
            playouts.belief = [updated(b or playouts.prior, told) if s == mover else b for s, b in enumerate(believed)]
    raw, margin, shared = _outlook(evaluator, after, _work_rng(before, 0, 0), samples, k)
    step["chance"] = _shown(evaluator, after, raw, samples)
    if playouts is not None and playouts.fitted:
        step["raw"] = raw
    if playouts is not None and told is not None and not after.is_over():
        # What the move said about its player moved the line: its own part, neither luck nor worth:
        # the line after the move less the line on the same playouts with the belief before it.
        learned = _rounded(playouts.learned(after.position, _work_rng(before, 0, 0), samples, k, believed))
        without = _shown(evaluator, after, [r - n for r, n in zip(raw, learned, strict=True)], samples)
        step["learned"] = _rounded([c - w for c, w in zip(step["chance"], without, strict=True)])
    if playouts is not None:
        playouts.belief = believed
    if margin is not None:
        step["margin"] = margin
    if before.game.shares_first_place:
        step["shared"] = shared
    in_view: dict[str, Any] = {}
    if judge == "all" or before.seats[mover]["kind"] == "human":
        step["decision"] = graded(before, mover, move, legal, evaluator, _work_rng(before, k, 2), samples,
                                  in_view=in_view, ply=k - 1, hint=_hint(line, k))
    learned_part = learned or [0.0] * len(previous)
    # What a move was expected to do is a chance of a game still going on, even where the move ended
    # it (its result is the chance after it): said as the chances before the move were.
    unsettled = before if after.is_over() else after
    drew = after.rng != before.rng or after.position.unseen_count() < before.position.unseen_count()
    if in_view.get("change") is not None:
        # A decision its player made without seeing every card: what it could expect of its move is
        # the change judged in its own view; the rest of what the onlooker's line did is luck (the
        # unseen cards', and the draw's where the move drew).
        expected = [p + c + n for p, c, n in zip(previous, in_view["change"], learned_part, strict=True)]
        step["expected"] = _shown(evaluator, unsettled, expected, samples)
        step["luck"] = [round(a - e, 6) for a, e in zip(step["chance"], step["expected"], strict=True)]
        step["luck_from"] = "draw" if drew else "cards"
    elif drew:
        if len(legal) == 1 and evaluator.method == "playouts":
            # A forced move (a roll, a draw): averaged over its chance, it is worth what the
            # position before it was, and the playouts from there measured just that.
            expected = list(previous)
        else:
            # The same playouts as the line's (step 0's numbers, keyed by the move): where chance fell
            # in a playout as it fell in the game, it goes on as the line's does.
            worth = evaluator.expected(before.position, move, _work_rng(before, 0, 0), samples, k - 1)
            expected = _rounded([w + n for w, n in zip(worth, learned_part, strict=True)])
        step["expected"] = _shown(evaluator, unsettled, expected, samples)
        step["luck"] = [round(a - e, 6) for a, e in zip(step["chance"], step["expected"], strict=True)]
        step["luck_from"] = "draw"
    return step


def judge_again(state: State, step: Any, move: Any, samples: int = 24) -> dict:
    """"Find a better move": the grade of `move` tried instead of the move played at `step` (1-based),
    from the view its player had then, measured against the move played and the suggestions; with
    the `chance` that view gave the move tried and the `played_chance` it gave the move played."""
    if type(samples) is not int or not 1 <= samples <= MAX_SAMPLES:
        raise BadRequest(f"samples must be a whole number from 1 to {MAX_SAMPLES}")
    line = timeline_of(state)
    if type(step) is not int or not 1 <= step <= len(line.moves):
        raise BadRequest(f"step must be a whole number from 1 to {len(line.moves)}")
    before = line.states[step - 1]
    legal = line.legal[step - 1]
    if move not in legal:
        raise IllegalMove(f"{move} was not a legal move at step {step}")
    seat = before.to_move()
    assert seat is not None
    evaluator = evaluator_for(state)
    if isinstance(evaluator, PlayoutEvaluator):
        evaluator.belief = beliefs(line, evaluator, step - 1)
    rng = _work_rng(before, step, 2)
    played = line.moves[step - 1]
    chances: dict[str, float] = {}
    verdict = graded(before, seat, move, legal, evaluator, rng, samples, also=[played], chances=chances, ply=step - 1,
                     hint=_hint(line, step))
    verdict["move"] = move
    # The chance the player's view gave the move tried and the move played, judged alike (forced: none).
    verdict["chance"] = chances.get(json.dumps(move, sort_keys=True))
    verdict["played_chance"] = chances.get(json.dumps(played, sort_keys=True))
    return verdict


def _summed(answer: dict, line: Timeline, state: State) -> dict:
    """The totals over the steps analysed so far: luck, grades, turning points, progress."""
    steps = answer["steps"]
    players = state.players
    luck = [0.0] * players
    grades: list[dict[str, int]] = [dict.fromkeys(GRADES + ("forced",), 0) for _ in range(players)]
    for step in steps:
        for seat, value in enumerate(step.get("luck") or [0.0] * players):
            luck[seat] += value
        decision = step.get("decision")
        if decision:
            grades[decision["seat"]][decision["grade"]] += 1
    answer["plies"] = len(line.moves)
    answer["analysed"] = len(steps)
    answer["complete"] = state.is_over() and len(steps) == len(line.moves)
    answer["luck"] = _rounded(luck)
    answer["grades"] = grades
    answer["thresholds"] = list(THRESHOLDS)
    if answer["complete"]:
        result = won(state.position, players, state.game.shares_first_place)
        answer["result"] = result
        answer["adjusted"] = _rounded([r - lk for r, lk in zip(result, luck, strict=True)])
    else:
        answer["result"] = answer["adjusted"] = None
    answer["turning_points"] = turning_points(steps)
    answer["skill"] = skill_for(state.game.spec.id)
    return answer


def turning_points(steps: list[dict]) -> list[dict]:
    """The moves that turned the game, at most five, the weightiest, in the order played. Two kinds:

    - a decision graded an inaccuracy or worse (`cause` "decision", with its `grade`): its weight,
      `swing`, is minus the chance its player lost by it, as the grade measured it;
    - a move whose luck moved some seat's chance by LUCKY or more: `seat` is the seat it moved
      most, `swing` that seat's luck; `cause` "chance" where the move drew on chance (a roll, a
      card drawn), "cards" where it was a decision made without seeing every card and the cards its
      player could not see made more or less of it than its player could expect.

    A decision the review grades best or good is never a turning point, whatever the chances did
    after it: what the review judged sound it does not blame. A move that is both keeps its heavier
    side."""
    found = []
    for step in steps:
        weighed = []
        decision = step.get("decision")
        if decision and decision["grade"] in FAULTS:
            weighed.append({"seat": decision["seat"], "swing": -round(decision["loss"], 4), "cause": "decision",
                            "grade": decision["grade"]})
        luck = step.get("luck")
        if luck:
            seat = max(range(len(luck)), key=lambda s: (abs(luck[s]), -s))
            if abs(luck[seat]) >= LUCKY:
                cause = "cards" if step.get("luck_from") == "cards" else "chance"
                weighed.append({"seat": seat, "swing": round(luck[seat], 4), "cause": cause})
        if weighed:
            found.append({"step": step["step"], "mover": step["mover"], **max(weighed, key=lambda t: abs(t["swing"]))})
    chosen = sorted(found, key=lambda t: (-abs(t["swing"]), t["step"]))[:TURNING_POINTS]
    return sorted(chosen, key=lambda t: t["step"])
