"""How the review judges a Gurke decision: by the strong bot's look-ahead over the rest of the deal,
its result turned into a chance.

The chance line of a Gurke match comes from playouts of the whole match (core/evaluate.py), by the
two styles a family plays, fimpen and sharp. One card changes the match by a point or two of chance,
mostly through the last trick of this deal, and the rest of the match played out 24 times scatters
far more than that: judged so, the moves of the two styles could not be told apart, though with three
players fimpen wins clearly more often (benchmarks/README.md, "The grades by level"). So a decision
among single cards is judged as the strong bot chooses (lookahead.py): in deals of the cards the mover
cannot see, every card compared is played and the deal is played out on ranks, every seat in one of
the two styles drawn for that deal; the scores that deal leaves are turned into the mover's chance
(`chance_of`). Every card is judged in the same deals (common random numbers), one row a deal, so the
review can tell a worse card from the luck of the deals. Decisions among sets of cards, and those
before the play (redeal, kontra, exchange), are left to the playouts.
"""

from __future__ import annotations

import math

from ...core.rng import Rng
from ...core.spec import Options
from .bots import complete_plays, look_ahead_table
from .cards import ranking_for
from .lookahead import Table
from .position import GurkePosition
from .scoring import over_limit
from .tricks import TrickRules

PENALTIES_PER_ODDS = 1.0
"""A lead of this many units (`Standing.unit`: at Danish rules, a penalty of a card of the pack's mean
value) in the room a player has before going out makes its odds e times another's (`chance_of`).
Fitted by maximum likelihood to the results of games at the levels the playouts use
(benchmarks/search_judge.py gurke; the fit is in benchmarks/README.md)."""

DANISH_ROOM = 21 / 8
"""The limit in penalties at the Danish rules the scale was first fitted at: 21 points, 8 the mean
value of a card."""

FIRST_OVER = 0.55
"""Where the first player over the limit ends the match (Kurkku, Mätäpesä), a room is counted in units
this much narrower: the lead at that moment decides, not who lasts longest, so a lead decides about
twice as surely. Fitted with the scale."""

DEALS_PER_SAMPLE = 4
"""Deals on ranks a sample of the review: the rest of a deal on ranks costs a small part of a match
played out, so four times the deals quarter the variance of the judge's noise at little cost."""


class Standing:
    """The scores a deal on ranks leaves, turned into every seat's room before going out."""

    def __init__(self, view: dict, options: Options, table: Table) -> None:
        self.options = options
        self.table = table
        self.scores = list(view["scores"])
        self.pickles = list(view["pickles"])
        self.pickle_line = list(view["pickle_line"])
        self.out = list(view["out"])
        values = list(view["values"].values())
        penalty = 1.0 if options.count == "losses" else sum(values) / len(values)
        spread = math.sqrt(options.limit / penalty / DANISH_ROOM) * (FIRST_OVER if options.end == "first_over" else 1.0)
        self.unit = penalty * spread
        """What a room is counted in: a penalty (one loss, or the mean value of a card of the pack),
        widened as the room the limit leaves grows, as a sum of more deals spreads wider (with the
        square root of the limit in penalties), and narrowed where the first over the limit ends the
        match. At the Danish rules, a penalty."""

    def rooms(self, last: list[tuple[int, int]]) -> list[float | None]:
        """After a deal whose last trick is `last`: every seat's room before going out, in `unit`s:
        the points left below the limit and, with a spare life, the room the second life starts with
        (the highest other score up to the limit); None for a seat out, and where the first over the
        limit ends the match, for every seat but the winners."""
        options, table = self.options, self.table
        takers, equal, value = table.penalty(last)
        scores = list(self.scores)
        out = list(self.out)
        spare = [options.end == "last_survivor" and options.lives == 2 and not self.pickles[p]
                 for p in range(len(scores))]

        def highest_other(p: int) -> int:  # where a second life starts (scoring.highest_other)
            return max((s for q, s in enumerate(scores) if q != p and not out[q]), default=0)

        for p in takers:  # in the order scoring.settle_deal keeps: each penalty and its threshold, then the bonus
            scores[p] += table.points(p, value)
            if options.exact_restart and scores[p] == options.limit:
                scores[p] = 0
            elif over_limit(options, scores[p]):
                if spare[p]:
                    spare[p] = False
                    scores[p] = highest_other(p)
                else:
                    out[p] = True
        if options.bonus and options.count == "points":
            for p in equal:
                scores[p] = max(self.pickle_line[p], scores[p] - value)
        if options.end == "first_over" and any(out):
            # The match is over: the lowest score among those still in wins (scoring.match_winners).
            best = min(score for p, score in enumerate(scores) if not out[p])
            out = [out[p] or scores[p] > best for p in range(len(scores))]
        rooms: list[float | None] = []
        for p, score in enumerate(scores):
            if out[p]:
                rooms.append(None)
                continue
            room = options.limit - score
            if spare[p]:
                room += options.limit - highest_other(p)
            rooms.append(room / self.unit)
        return rooms


def chance_of(rooms: list[float | None], seat: int, scale: float = PENALTIES_PER_ODDS) -> float:
    """`seat`'s chance among seats of these rooms: each seat's odds are e to the power of its room over
    `scale`, so seats of equal room have even shares; a seat out has none. With every seat out (all
    went out in one deal), each has none: a rare end the judge leaves to the line."""
    alive = [r for r in rooms if r is not None]
    if rooms[seat] is None:
        return 0.0
    top = max(alive)
    odds = [0.0 if r is None else math.exp(max(-50.0, (r - top) / scale)) for r in rooms]
    return odds[seat] / sum(odds)


def searched_rooms(position: GurkePosition, seat: int, moves: list[dict], rng: Rng,
                   samples: int) -> list[list[list[float | None]]] | None:
    """One row per deal of the cards `seat` cannot see: after each of `moves`, the deal played out on
    ranks, every seat's room (`Standing.rooms`). None where the decision is not among single cards of
    the play, or a move compared is not one."""
    view = position.view(seat)
    if view["phase"] != "play" or view["chosen"] or view["to_move"] != seat:
        return None
    options = Options(view["options"])
    ranking = ranking_for(options)
    plays = complete_plays(view["hand"], [], view["trick"], TrickRules.from_options(options), ranking,
                           bool(view["last_trick"]))
    if not all(len(play) == 1 for play in plays) or any(move.get("kind") != "card" for move in moves):
        return None
    table = look_ahead_table(view, options, ranking)
    standing = Standing(view, options, table)
    ranks = [ranking.rank(move["card"]) for move in moves]
    rows = []
    for _ in range(samples):
        hands = table.deal_hands(rng)
        styles = ["sharp" if rng.below(2) else "fimpen" for _ in range(view["players"])]
        rows.append([standing.rooms(table.last_trick([list(h) for h in hands], rank, styles)) for rank in ranks])
    return rows


def searched_rows(position: GurkePosition, seat: int, moves: list[dict], rng: Rng,
                  samples: int) -> list[list[float]] | None:
    """`searched_rooms` turned into `seat`'s chances (`chance_of`), `DEALS_PER_SAMPLE` deals a sample."""
    rooms = searched_rooms(position, seat, moves, rng, samples * DEALS_PER_SAMPLE)
    if rooms is None:
        return None
    return [[chance_of(r, seat) for r in row] for row in rooms]
