"""What each seat sees of a Gurke match, loading a saved match strictly, and dealing the unseen cards
anew for a bot's look-ahead."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from ...core import fields
from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from . import scoring
from .base import FIELDS, GurkeBase
from .cards import full_deck, one_deck, sort_cards
from .tricks import FollowSituation, best_index, follow_families
from .variants import MAX_DEALS

B = TypeVar("B", bound=GurkeBase)

PHASES = ("buy_back", "rassi", "kontra", "exchange", "play", "over")
ASKS = ("buy_back", "free", "double", "kontra", "exchange")


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


# --- loading -------------------------------------------------------------------------------------------
def read(data: Any, players: int, options: Options) -> dict:
    """The fields of a saved match, each read strictly (GurkePosition.from_json makes the match of
    them and checks it)."""
    data = fields.obj(data, "position")
    n = players
    deck = set(one_deck(options))

    def cards(value: Any, what: str) -> list[str]:
        if not isinstance(value, list) or any(not isinstance(c, str) or c not in deck for c in value):
            raise CorruptState(f"{what} holds something that is not a card of this deck")
        return list(value)

    def per_seat(key: str, check: Callable[[Any, str], Any]) -> list:
        values = fields.array(data, key, n)
        return [check(v, key) for v in values]

    def count(v: Any, key: str, lo: int = 0, hi: int = 100_000) -> int:
        if type(v) is not int or not lo <= v <= hi:
            raise CorruptState(f"'{key}' holds {v!r}")
        return v

    def flag(v: Any, key: str) -> bool:
        if type(v) is not bool:
            raise CorruptState(f"'{key}' must be true or false")
        return v

    def seat_or_none(key: str) -> int | None:
        return fields.optional_integer(data, key, 0, n - 1)

    def plays(trick: Any) -> list:
        if not isinstance(trick, list) or len(trick) > n:
            raise CorruptState("a trick is malformed")
        result = []
        for play in trick:
            if not isinstance(play, list) or len(play) != 2:
                raise CorruptState("a play is malformed")
            result.append([count(play[0], "trick seat", 0, n - 1), cards(play[1], "a trick")])
        return result

    queue = []
    for item in fields.array(data, "queue"):
        if not isinstance(item, list) or len(item) != 2 or item[1] not in ASKS:
            raise CorruptState("the queue is malformed")
        queue.append([count(item[0], "queue", 0, n - 1), item[1]])
    sheet = fields.array(data, "sheet")
    if any(not isinstance(row, dict) for row in sheet):
        raise CorruptState("the score sheet is malformed")
    winners = data.get("winners")
    record = {
        "scores": per_seat("scores", count), "pickles": per_seat("pickles", lambda v, k: count(v, k, 0, 1)),
        "pickle_line": per_seat("pickle_line", count), "out": per_seat("out", flag),
        "out_at": [None if v is None else count(v, "out_at") for v in fields.array(data, "out_at", n)],
        "bought_back": per_seat("bought_back", flag), "stakes": per_seat("stakes", lambda v, k: count(v, k, 1, 2)),
        "doubles": per_seat("doubles", lambda v, k: count(v, k, 0, 2)),
        "dealer": fields.integer(data, "dealer", 0, n - 1), "deals": fields.integer(data, "deals", 1, MAX_DEALS),
        "hand_size": fields.integer(data, "hand_size", 1, 54), "decks": fields.integer(data, "decks", 1, 2),
        "last_value": fields.optional_integer(data, "last_value", 1, 21),
        "last_loser": seat_or_none("last_loser"), "last_lowest": seat_or_none("last_lowest"),
        "hands": per_seat("hands", cards), "stock": cards(data.get("stock"), "the stock"),
        "put_away": per_seat("put_away", cards), "shown": cards(data.get("shown"), "the shown cards"),
        "in_front": per_seat("in_front", cards), "laid": per_seat("laid", cards),
        "phase": data.get("phase"), "queue": queue,
        "exchange_n": fields.optional_integer(data, "exchange_n", 0, 54), "kontra": seat_or_none("kontra"),
        "chosen": cards(data.get("chosen"), "the picked cards"), "turn": seat_or_none("turn"),
        "leader": seat_or_none("leader"), "trick": plays(data.get("trick")),
        "tricks": [plays(t) for t in fields.array(data, "tricks")], "sheet": [dict(r) for r in sheet],
        "winners": None if winners is None else fields.int_list(data, "winners", 0, n - 1),
    }
    if record["phase"] not in PHASES:
        raise CorruptState("unknown phase")
    assert set(record) == set(FIELDS)
    return record


def check_cards(position: GurkeBase) -> None:
    """Every card of this deal's deck is in exactly one place: a hand, the stock, the cards shown or
    put away, the table, or in front of a player. Cards laid in front at the end of the deal just
    finished still lie on the table too, until the next deal clears it."""
    places = [c for h in position.hands for c in h] + position.stock + position.shown
    places += [c for p in position.put_away for c in p]
    table = [c for trick in position.tricks + [position.trick] for _, cards in trick for c in cards]
    places += table + [c for p in position.in_front for c in p]
    laid = Counter(c for p in position.laid for c in p)
    if laid - Counter(table) or Counter(places) - laid != Counter(full_deck(position.options, position.decks)):
        raise CorruptState("the cards do not add up to the deck")
    for seat in range(position.players):
        if Counter(position.laid[seat]) - Counter(position.in_front[seat]):
            raise CorruptState("a card laid in front is not in front")
    mover = position.to_move()
    if mover is not None and Counter(position.chosen) - Counter(position.hands[mover]):
        raise CorruptState("a picked card is not in the hand")


def check(pos: GurkeBase) -> None:
    check_cards(pos)
    if pos.decks != 1 and not pos.options.extra_deck:
        raise CorruptState("a second deck without the option")
    mover = pos.to_move()
    if pos.winners is None:
        if mover is None or pos.out[mover] != (pos.phase == "buy_back"):
            raise CorruptState("nobody (or a player who is out) is to move")
        if pos.phase == "play" and (pos.leader is None or pos.turn is None):
            raise CorruptState("a trick without a leader")
        if pos.phase != "play" and not pos.queue:
            raise CorruptState("a decision round with nobody to ask")
    sizes = {len(pos.hands[p]) for p in pos.active()}
    if pos.phase in ("play", "exchange", "rassi", "kontra") and len(sizes) > 1 and not pos.trick:
        raise CorruptState("hands of different sizes between tricks")
    if any(pos.hands[p] for p in range(pos.players) if pos.out[p]):
        raise CorruptState("a player who is out holds cards")
    if ((any(pos.in_front) and not pos.options.cards_in_front)
            or (any(pos.laid) and pos.phase not in ("buy_back", "over"))):
        raise CorruptState("cards in front that the rules do not lay there")
