"""Building Gurke positions directly for the rule tests: given these hands, these scores, this trick."""

from __future__ import annotations

from collections import Counter

from gurkenglas.core.rng import Rng
from gurkenglas.games.gurke import SPEC
from gurkenglas.games.gurke.cards import full_deck, sort_cards
from gurkenglas.games.gurke.position import GurkePosition


def table(hands: list[list[str]], options: dict | None = None, *, scores=None, trick=None, leader: int = 0,
          dealer: int | None = None, pickles=None, pickle_line=None, out=None, phase: str = "play",
          queue=None, deals: int = 1, tricks=None, in_front=None) -> GurkePosition:
    """A position in the middle of a deal. Cards not in a hand, on the table or in front of a player
    are in the stock."""
    opts = SPEC.resolve_options(options or {"preset": "agurk"})
    players = len(hands)
    trick = [list(p) for p in (trick or [])]
    tricks = tricks or []
    turn = (leader + len(trick)) % players
    while out and out[turn]:
        turn = (turn + 1) % players
    used = Counter(c for h in hands for c in h) + Counter(c for _, cards in trick for c in cards)
    used += Counter(c for t in tricks for _, cards in t for c in cards)
    in_front = [list(cards) for cards in (in_front or [[] for _ in hands])]
    used += Counter(c for cards in in_front for c in cards)
    deck = full_deck(opts, 2 if any(n > 1 for n in used.values()) else 1)
    stock = sorted((Counter(deck) - used).elements())
    n = players
    data = {"scores": list(scores or [0] * n), "pickles": list(pickles or [0] * n),
            "pickle_line": list(pickle_line or [0] * n), "out": list(out or [False] * n), "out_at": [None] * n,
            "bought_back": [False] * n, "stakes": [1] * n, "doubles": [0] * n,
            "dealer": (leader - 1) % n if dealer is None else dealer, "deals": deals,
            "hand_size": max(len(h) for h in hands), "decks": 2 if len(deck) > 60 else 1, "last_value": None,
            "last_loser": None, "last_lowest": None, "hands": [list(h) for h in hands], "stock": stock,
            "put_away": [[] for _ in range(n)], "shown": [], "in_front": in_front, "laid": [[] for _ in range(n)],
            "phase": phase, "queue": queue or [],
            "exchange_n": None, "kontra": None, "chosen": [], "turn": turn if phase == "play" else None,
            "leader": leader, "trick": trick, "tricks": tricks, "sheet": [], "winners": None}
    position = GurkePosition(players, opts, data)
    position.hands = [sort_cards(h, position.ranking) for h in position.hands]
    position.check()
    return position


def play_cards(position: GurkePosition, *cards: str, seed: int = 1) -> list[dict]:
    """The player to move picks these cards one by one (ending a lead with `done` if asked)."""
    events: list[dict] = []
    rng = Rng.from_seed(seed)
    for card in cards:
        move = {"kind": "card", "card": card}
        assert move in position.legal_moves(), f"{card} is not playable: {position.legal_moves()}"
        position.play(move, rng, events)
    if {"kind": "done"} in position.legal_moves() and position.chosen:
        position.play({"kind": "done"}, rng, events)
    return events


def playable(position: GurkePosition) -> set[str]:
    return {m["card"] for m in position.legal_moves() if m["kind"] == "card"}


def last_trick(position: GurkePosition, cards: list[str]) -> list[dict]:
    """Every player plays their one card in turn; returns the events of the deal's end."""
    events: list[dict] = []
    for card in cards:
        events += play_cards(position, card)
    return events
