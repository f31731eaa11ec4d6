"""How many cards a deal gives, from which pack, and who deals next.

The pack of a deal is the deck (one, or two where the rules allow) less the cards lying in front of
the players (the cards-in-front switch): those stay out until they go back. So with many cards in
front the hands get smaller, and when the pack cannot give every player still in one card, cards in
front go back into it (`make_room`).
"""

from __future__ import annotations

from collections import Counter

from .base import GurkeBase
from .cards import full_deck, one_deck


def wave(first: int) -> list[int]:
    """The Icelandic sequence from `first`: down to 1, up to one less, down to 1, … (6 5 4 3 2 1 2 3 4 5 4 …)."""
    sizes = list(range(first, 0, -1))
    for peak in range(first - 1, 1, -1):
        sizes += list(range(2, peak + 1)) + list(range(peak - 1, 0, -1))
    return sizes


def in_front(pos: GurkeBase) -> Counter:
    return Counter(card for cards in pos.in_front for card in cards)


def decks_for(pos: GurkeBase, players: int, size: int) -> int:
    """One deck, or two when the options allow it and the pack of one cannot give every player
    `size` cards (or a card lies in front twice, which only a second deck explains)."""
    options = pos.options
    if not options.extra_deck:
        return 1
    front = in_front(pos)
    short = players * size > len(one_deck(options)) - sum(front.values())
    return 2 if short or any(n > 1 for n in front.values()) else 1


def hand_size(pos: GurkeBase, players: int) -> int:
    """The cards each player gets in the deal about to be dealt (`pos.deals` deals are done)."""
    options = pos.options
    first, done = options.hand_size, pos.deals
    front = sum(in_front(pos).values())
    if options.hand == "all":
        return (len(one_deck(options)) - front) // players  # every card that can be dealt evenly, no cap
    if options.hand == "previous_loser":
        size = first if pos.last_value is None else min(pos.last_value, options.hand_cap)
    elif options.hand == "countdown":
        size = first - done % first
    elif options.hand == "wave":
        sizes = wave(first)
        size = sizes[done % len(sizes)]
    else:
        size = first
    most = (len(one_deck(options)) * decks_for(pos, players, size) - front) // players
    return max(1, min(size, options.hand_cap, most))


def deck_for(pos: GurkeBase, players: int, size: int) -> list[str]:
    """The pack of this deal, in the deck's own order (then shuffled by the caller)."""
    pos.decks = decks_for(pos, players, size)
    front = in_front(pos)
    pack = []
    for card in full_deck(pos.options, pos.decks):
        if front[card]:
            front[card] -= 1
        else:
            pack.append(card)
    return pack


def room(pos: GurkeBase) -> int:
    """The most cards the pack can hold now: the deck (two where the rules allow) less the cards in front."""
    decks = 2 if pos.options.extra_deck and pos.options.hand != "all" else 1
    return len(one_deck(pos.options)) * decks - sum(in_front(pos).values())


def make_room(pos: GurkeBase, players: int, events: list[dict]) -> None:
    """If the pack cannot give each of `players` one card, the cards in front of players who are out
    go back into it, then, if that is not enough, everybody's."""
    for seats in ([p for p in range(pos.players) if pos.out[p]], list(range(pos.players))):
        if room(pos) >= players:
            return
        for seat in seats:
            if pos.in_front[seat]:
                events.append({"type": "back_in", "seat": seat, "cards": list(pos.in_front[seat])})
                pos.in_front[seat] = []


def next_dealer(pos: GurkeBase) -> int:
    rule = pos.options.next_dealer
    if rule == "loser":
        seat = pos.last_loser
    elif rule == "lowest_last":
        seat = pos.last_lowest
    else:
        return pos.after(pos.dealer)
    assert seat is not None, "the deal just scored has a loser and a lowest card"
    return seat if not pos.out[seat] else pos.after(seat)
