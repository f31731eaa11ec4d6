"""Reading goal cards from moves: what the strong bot believes about the other players' goal cards,
and the panel after a game that shows how each player's moves gave their card away.

After a turn the two cards lie face up, so everybody knows which moves the player could have made.
A player who wants the finishing order g is taken to prefer moves that raise what g can expect to
score (forecast.py), softly: a move's chance is proportional to exp(SHARPNESS × expected points).
Bayes' rule over the 24 goal cards then turns a player's moves into a belief about their card.
Turns with only one possible move, passes, and moves that were taken back tell nothing.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator

from . import card_logic
from .cards import GOALS, PICKLES, goal_json
from .forecast import all_expected_points, places

SHARPNESS = 4.0
PLAUSIBLE = 0.01
"""A goal card still counts as plausible while its probability is at least this."""
_CACHE: dict[tuple, list[float] | None] = {}
_CACHE_LIMIT = 50_000


def outcomes(fields: list[int], finished: list[int], moves: list[dict]) -> list[list[float]]:
    """For each move, the expected points of all 24 goal cards after it."""
    out = []
    for move in moves:
        after = card_logic.after(fields, move)
        out.append(all_expected_points(places(after, card_logic.finished_after(after, finished))))
    return out


def choices(record: dict) -> list[dict]:
    """The moves the player could have made on this turn."""
    cards = [c["id"] for c in record["cards"]]
    if record.get("correction"):
        return card_logic.logic_moves(cards, record["fields"]) + [{"kind": "decline"}]
    return card_logic.card_moves(cards, record["fields"])


def likelihoods(record: dict) -> list[float] | None:
    """P(the move made | goal card) for each of the 24 cards, or None if the turn tells nothing."""
    if record.get("taken_back") or record["move"]["kind"] == "pass":
        return None
    options = choices(record)
    if len(options) < 2 or record["move"] not in options:
        return None
    finished = [PICKLES.index(p) for p in record["finished"]]
    key = (tuple(c["id"] for c in record["cards"]), tuple(record["fields"]), tuple(finished),
           repr(sorted(record["move"].items())), bool(record.get("correction")))
    if key in _CACHE:
        return _CACHE[key]
    values = outcomes(record["fields"], finished, options)  # a decline, like a pass, leaves the pickles
    chosen = options.index(record["move"])
    result = []
    for g in range(len(GOALS)):
        top = max(v[g] for v in values)
        weights = [math.exp(SHARPNESS * (v[g] - top)) for v in values]
        result.append(weights[chosen] / sum(weights))
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = result
    return result


def readings(turns: list[dict], seat: int, prior: list[float]) -> Iterator[tuple[int, list[float]]]:
    """Bayes' rule over `seat`'s turns: after each turn that told something, (its index in
    `turns`, the probability of each goal card)."""
    post = prior
    for index, record in enumerate(turns):
        if record["seat"] != seat:
            continue
        seen = likelihoods(record)
        if seen is None:
            continue
        post = [p * like for p, like in zip(post, seen)]
        total = sum(post)
        post = [p / total for p in post] if total > 0 else prior
        yield index, post


def belief(turns: list[dict], seat: int, impossible: Collection[str] = frozenset()) -> list[float]:
    """The probability of each goal card for `seat`, from that seat's turns; cards known to be
    elsewhere (the believer's own) get none."""
    prior = [0.0 if GOALS[g] in impossible else 1.0 for g in range(len(GOALS))]
    post = prior
    for _, after in readings(turns, seat, prior):
        post = after
    total = sum(post)
    return [p / total for p in post]


def panel(turns: list[dict], goals: list[str]) -> list[dict]:
    """For each player, how a spectator's belief in their true goal card grew move by move."""
    out = []
    for seat, goal in enumerate(goals):
        true = GOALS.index(goal)
        prior = [1.0 / len(GOALS)] * len(GOALS)
        post = prior
        steps = []
        for index, post in readings(turns, seat, prior):
            steps.append({"turn": index, "p_true": round(post[true], 4),
                          "rank": 1 + sum(p > post[true] for p in post),
                          "left": sum(p >= PLAUSIBLE for p in post)})
        top = sorted(range(len(GOALS)), key=lambda g: -post[g])[:3]
        out.append({"seat": seat, "goal": goal_json(goal), "steps": steps,
                    "top": [{"goal": goal_json(GOALS[g]), "p": round(post[g], 4)} for g in top]})
    return out
