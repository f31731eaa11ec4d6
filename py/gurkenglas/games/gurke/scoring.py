"""The end of a deal and of a match: who takes the penalty, lives and pickles, bonus points, going
out, and who wins. Everything here reads the last trick and the scores; nothing draws cards.

Our decisions where the seed is silent:
- Rebirth (second life) and buy-back take the highest score among the other players still in.
- Danish bonus points are the losing card's face value, whatever the loser's multipliers.
- If every player still in goes out in the same deal (all tied highest take the penalty), those of
  them with the lowest score win together.
- A player bought back or reborn keeps the pickle line: bonus points never take them below it.
- With cards in front, each player who takes the penalty lays their own card of the last trick in
  front of them (all tied highest: each their own); restarting at exactly the limit puts them back.
- Points owed exist only where the rules settle between players (the Swedish pot, Kurko's
  differences); elsewhere there are none (None, not zeros).
- In a series of matches the winner deals first in the next; tied winners: the first of them to the
  left of the last dealer.
"""

from __future__ import annotations

from ...core.spec import Options
from .base import GurkeBase
from .variants import MAX_DEALS


def over_limit(options: Options, score: int) -> bool:
    return score >= options.limit if options.over == "reach" else score > options.limit


def settle_deal(pos: GurkeBase, last: list[list], events: list[dict]) -> dict:
    """Score the deal whose last trick is `last` ([seat, [card]] in play order). Returns the sheet row."""
    options, ranking = pos.options, pos.ranking
    cards = [(seat, played[0]) for seat, played in last]
    top = max(ranking.rank(card, True) for _, card in cards)
    highest = [seat for seat, card in cards if ranking.rank(card, True) == top]
    loser = highest[-1]
    losing_card = dict(cards)[loser]
    value = ranking.value(losing_card, True)
    takers = highest if options.penalty_to == "all_highest" else [loser]
    before = list(pos.scores)
    for seat in takers:
        points = 1 if options.count == "losses" else value * _multiplier(pos, seat)
        pos.scores[seat] += points
        events.append({"type": "penalty", "seat": seat, "points": points, "card": losing_card})
        if options.cards_in_front:
            own = dict(cards)[seat]
            pos.in_front[seat].append(own)
            pos.laid[seat].append(own)
            events.append({"type": "in_front", "seat": seat, "card": own})
        _threshold(pos, seat, events)
    if options.bonus and options.count == "points":
        for seat, card in cards:
            if seat not in takers and ranking.rank(card, True) == top:
                floor = pos.pickle_line[seat]
                pos.scores[seat] = max(floor, pos.scores[seat] - value)
                events.append({"type": "bonus", "seat": seat, "points": value})
    lowest = min(ranking.rank(card, True) for _, card in cards)
    row = {"deal": pos.deals, "dealer": pos.dealer, "takers": takers, "card": losing_card,
           "change": [pos.scores[p] - before[p] for p in range(pos.players)], "scores": list(pos.scores),
           "pickles": list(pos.pickles), "out": list(pos.out), "kontra": pos.kontra, "doubles": list(pos.doubles)}
    pos.sheet.append(row)
    pos.last_value = value
    pos.last_loser = loser
    pos.last_lowest = next(seat for seat, card in cards if ranking.rank(card, True) == lowest)
    return row


def _multiplier(pos: GurkeBase, seat: int) -> int:
    factor = 2 ** pos.doubles[seat]
    if pos.kontra is not None:
        factor *= 4 if pos.kontra == seat else 2
    return factor


def _threshold(pos: GurkeBase, seat: int, events: list[dict]) -> None:
    options = pos.options
    score = pos.scores[seat]
    if options.exact_restart and score == options.limit:
        pos.scores[seat] = 0
        pos.pickle_line[seat] = 0
        events.append({"type": "restart", "seat": seat})
        if pos.in_front[seat]:
            events.append({"type": "back_in", "seat": seat, "cards": list(pos.in_front[seat])})
            pos.in_front[seat], pos.laid[seat] = [], []
        return
    if not over_limit(options, score) or options.end != "last_survivor":
        return
    if options.lives == 2 and pos.pickles[seat] == 0:
        pos.pickles[seat] = 1
        pos.scores[seat] = pos.pickle_line[seat] = highest_other(pos, seat)
        events.append({"type": "pickle", "seat": seat, "score": pos.scores[seat]})
    else:
        pos.out[seat] = True
        pos.out_at[seat] = pos.deals
        events.append({"type": "out", "seat": seat})


def highest_other(pos: GurkeBase, seat: int) -> int:
    others = [pos.scores[p] for p in range(pos.players) if p != seat and not pos.out[p]]
    return max(others, default=0)


def can_buy_back(pos: GurkeBase, seat: int) -> bool:
    if pos.options.buy_back == "none" or not pos.out[seat] or pos.bought_back[seat]:
        return False
    return sum(1 for p in range(pos.players) if not pos.out[p]) >= 3


def buy_back(pos: GurkeBase, seat: int, events: list[dict]) -> None:
    pos.out[seat] = False
    pos.out_at[seat] = None
    pos.bought_back[seat] = True
    pos.scores[seat] = pos.pickle_line[seat] = highest_other(pos, seat)
    if pos.options.buy_back == "stake":
        pos.stakes[seat] += 1
    events.append({"type": "buy_back", "seat": seat, "score": pos.scores[seat]})


def match_winners(pos: GurkeBase) -> list[int] | None:
    """The winners once the match is over, else None."""
    options = pos.options
    everyone = range(pos.players)
    if options.end == "last_survivor":
        alive = [p for p in everyone if not pos.out[p]]
        if len(alive) == 1:
            return alive
        if not alive:
            last = [p for p in everyone if pos.out_at[p] == pos.deals]
            return _lowest(pos, last)
    elif options.end == "first_over":
        if any(over_limit(options, pos.scores[p]) for p in everyone):
            return _lowest(pos, list(everyone))
    elif sum(1 for p in everyone if over_limit(options, pos.scores[p])) >= pos.players - 1:
        return _lowest(pos, list(everyone))
    if pos.deals >= MAX_DEALS:
        return _lowest(pos, [p for p in everyone if not pos.out[p]])
    return None


def _lowest(pos: GurkeBase, seats: list[int]) -> list[int]:
    best = min(pos.scores[p] for p in seats)
    return [p for p in seats if pos.scores[p] == best]


def ranks(pos: GurkeBase) -> list[int]:
    """1 for the winners, then by staying in longer and by fewer points (equal keys share a place)."""
    def key(p: int) -> tuple:
        if pos.winners and p in pos.winners:
            return (0, 0, 0)
        out_at = pos.out_at[p]  # the deal a player went out in
        return (1, -(out_at if pos.out[p] and out_at is not None else MAX_DEALS + 1), pos.scores[p])
    keys = [key(p) for p in range(pos.players)]
    return [1 + sum(1 for other in keys if other < mine) for mine in keys]


def owed(pos: GurkeBase) -> list[int] | None:
    """Points owed at the end, for the stake presets (never money): the pot, or point differences;
    None where the rules settle nothing between players."""
    players = range(pos.players)
    if pos.options.stakes == "none":
        return None
    if pos.options.stakes == "pot" and pos.winners:
        pot = sum(pos.stakes)
        share = pot // len(pos.winners)
        return [(share if p in pos.winners else 0) - pos.stakes[p] for p in players]
    if pos.options.stakes == "difference" and pos.winners:
        best = pos.scores[pos.winners[0]]
        losses = [best - pos.scores[p] for p in players]
        paid = -sum(losses)
        return [paid // len(pos.winners) if p in pos.winners else losses[p] for p in players]
    return [0 for _ in players]


def first_dealer_next(pos: GurkeBase) -> int | None:
    """Who deals first in the next match at this table: the winner (tied winners: the first of them
    to the left of the last dealer)."""
    if not pos.winners:
        return None
    return next(seat for step in range(1, pos.players + 1)
                if (seat := (pos.dealer + step) % pos.players) in pos.winners)
