"""What each seat sees of a Gurke match, and the unseen cards dealt anew for a bot's look-ahead
(another world the seat cannot tell from this one)."""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

from ...core.rng import Rng
from . import scoring
from .base import GurkeBase
from .cards import full_deck, one_deck, sort_cards
from .tricks import FollowSituation, best_index, follow_families

B = TypeVar("B", bound=GurkeBase)


# --- views ------------------------------------------------------------------------------------------
def view(pos: GurkeBase, seat: int | None) -> dict:
    mover = pos.to_move()
    return {
        "game": "gurke",
        "options": pos.options.to_json(),
        "players": pos.players,
        "seat": seat,
        "to_move": mover,
        "phase": pos.phase,
        "over": pos.winners is not None,
        "ask": pos.queue[0][1] if pos.queue else None,
        "deal": pos.deals,
        "decks": pos.decks,
        "queue": [list(item) for item in pos.queue],
        "dealer": pos.dealer,
        "forehand": pos.forehand,
        "hand_size": pos.hand_size,
        "hand": list(pos.hands[seat]) if seat is not None else None,
        "hand_counts": [len(h) for h in pos.hands],
        "chosen": list(pos.chosen) if seat is not None and seat == mover else [],
        "chosen_count": len(pos.chosen),
        "put_away": list(pos.put_away[seat]) if seat is not None else [],
        "put_away_counts": [len(p) for p in pos.put_away],
        "shown": list(pos.shown),
        "in_front": [list(cards) for cards in pos.in_front],
        "stock_count": len(pos.stock),
        "leader": pos.leader,
        "trick": [[s, list(c)] for s, c in pos.trick],
        "trick_best": trick_best(pos),
        "tricks": [[[s, list(c)] for s, c in trick] for trick in pos.tricks],
        "last_trick": pos.phase == "play" and mover is not None and pos.last_trick_now(),
        "scores": list(pos.scores),
        "pickles": list(pos.pickles),
        "pickle_line": list(pos.pickle_line),
        "out": list(pos.out),
        "out_at": list(pos.out_at),
        "bought_back": list(pos.bought_back),
        "stakes": list(pos.stakes),
        "doubles": list(pos.doubles),
        "kontra": pos.kontra,
        "exchange_n": pos.exchange_n,
        "values": {card: pos.ranking.value(card) for card in dict.fromkeys(one_deck(pos.options))},
        "limit": pos.options.limit,
        "sheet": [dict(row) for row in pos.sheet],
        "winners": pos.winners,
        "owed": scoring.owed(pos) if pos.winners is not None else None,
        "reason": reason(pos) if seat is not None and seat == mover else None,
    }


def trick_best(pos: GurkeBase) -> int | None:
    """Which play of the current trick takes it so far (for the table to outline)."""
    if not pos.trick:
        return None
    last = all(len(pos.hands[s]) + len(c) == 1 for s, c in pos.trick)
    ranks = pos.ranking.ranks(last)
    return best_index([cards for _, cards in pos.trick], ranks)


def reason(pos: GurkeBase) -> dict | None:
    """Why the cards offered are the legal ones (the short text under the hand)."""
    if pos.phase != "play":
        return None
    rules = pos.rules
    if not pos.trick:
        if pos.chosen:
            return {"key": "gurke.reason.lead_more", "args": {}}
        return {"key": "gurke.reason.lead_lowest" if rules.lead_lowest else
                "gurke.reason.lead_multi" if rules.multi else "gurke.reason.lead_free", "args": {}}
    ranks = pos.ranking.ranks(pos.last_trick_now())
    plays = [cards for _, cards in pos.trick]
    situation = FollowSituation(plays[best_index(plays, ranks)], plays[-1])
    families = follow_families(rules, list(pos.hands[pos.trick_player()]), situation, ranks, pos.ranking)
    target = situation.previous if rules.follow in ("previous", "lowest_beating") else situation.best
    args = {"target": sorted(target, key=ranks.__getitem__), "previous": list(situation.previous)}
    ace_block = rules.no_ace_on_ace and any(pos.ranking.is_ace(c) for c in target)
    if rules.follow == "lowest_beating":
        code = "forced_reach" if families["can_beat"] else "lowest_only"
    elif not families["can_beat"]:
        code = "ace_on_ace" if ace_block else "lowest_only"
    elif rules.follow == "highest_or_equal_previous":
        code = "must_reach_or_equal" if rules.must_beat else "reach_or_equal_or_lowest"
    else:
        code = "must_reach" if rules.must_beat else "reach_or_lowest"
    return {"key": f"gurke.reason.{code}", "args": args}


# --- hidden cards -------------------------------------------------------------------------------------
def sample_hidden(pos: B, seat: int, rng: Rng) -> B:
    """The cards `seat` has not seen (other hands, the stock, what others put away) dealt anew, each
    place keeping its size; another seat's picks stay the first cards of its new hand."""
    sample = pos.copy()
    seen = Counter(pos.hands[seat]) + Counter(pos.shown) + Counter(pos.put_away[seat])
    seen += Counter(c for trick in pos.tricks + [pos.trick] for _, cards in trick for c in cards)
    seen += Counter(c for cards in pos.in_front for c in cards) - Counter(c for cards in pos.laid for c in cards)
    unseen = list((Counter(full_deck(pos.options, pos.decks)) - seen).elements())
    unseen.sort()
    rng.shuffle(unseen)
    for p in range(pos.players):
        if p != seat:
            sample.hands[p] = _take(unseen, len(pos.hands[p]), sample)
            sample.put_away[p] = [unseen.pop() for _ in range(len(pos.put_away[p]))]
    sample.stock = [unseen.pop() for _ in range(len(pos.stock))]
    mover = pos.to_move()
    if mover is not None and mover != seat and pos.chosen:
        sample.chosen = list(sample.hands[mover][:len(pos.chosen)])
    return sample


def _take(cards: list[str], n: int, pos: GurkeBase) -> list[str]:
    return sort_cards([cards.pop() for _ in range(n)], pos.ranking)
