"""Dealing: three deals (5, 4, 4 cards) of one shuffle by the same dealer, then the deal passes
left, skipping players who have finished."""

from __future__ import annotations

from ...core.rng import Rng
from .base import KeezenBase
from .cards import DEAL_SIZES, deck


def shuffle_and_deal(position: KeezenBase, rng: Rng, events: list[dict], first: bool = False) -> None:
    """Deal the next hands: three deals of one shuffle, then the deal passes left. A player
    who has finished (the places rule) is dealt no cards, does not deal and never plays."""
    position.deal = (position.deal + 1) % len(DEAL_SIZES)
    players = position.players
    if position.deal == 0:
        if not first:
            position.dealer = next_playing(position, position.dealer)
        position.stock = deck(players)
        rng.shuffle(position.stock)
        position.gone = []
    size = DEAL_SIZES[position.deal]
    for offset in range(1, players + 1):
        seat = (position.dealer + offset) % players
        if not position.finished(seat):
            position.hands[seat] = [position.stock.pop() for _ in range(size)]
    position.folded = [False] * players
    position.pile = []
    position.turn = next_playing(position, position.dealer)
    events.append({"type": "deal", "dealer": position.dealer, "deal": position.deal + 1, "cards": size})


def next_playing(position: KeezenBase, seat: int) -> int:
    """The first player left of `seat` who has not finished."""
    for offset in range(1, position.players + 1):
        nxt = (seat + offset) % position.players
        if not position.finished(nxt):
            return nxt
    raise AssertionError("a game with nobody left to play is over")
