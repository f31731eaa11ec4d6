"""How many cards a deal gives, from which deck, and who deals next."""

from __future__ import annotations

from .cards import decks_needed, full_deck, one_deck


def wave(first: int) -> list[int]:
    """The Icelandic sequence from `first`: down to 1, up to one less, down to 1, … (6 5 4 3 2 1 2 3 4 5 4 …)."""
    sizes = list(range(first, 0, -1))
    for peak in range(first - 1, 1, -1):
        sizes += list(range(2, peak + 1)) + list(range(peak - 1, 0, -1))
    return sizes


def hand_size(pos, players: int) -> int:
    """The cards each player gets in the deal about to be dealt (`pos.deals` deals are done)."""
    options = pos.options
    first, done = options.hand_size, pos.deals
    if options.hand == "all":
        return len(one_deck(options)) // players  # every card that can be dealt evenly, no cap
    if options.hand == "previous_loser":
        size = first if pos.last_value is None else min(pos.last_value, options.hand_cap)
    elif options.hand == "countdown":
        size = first - done % first
    elif options.hand == "wave":
        sizes = wave(first)
        size = sizes[done % len(sizes)]
    else:
        size = first
    most = len(one_deck(options)) * decks_needed(options, players, size) // players
    return max(1, min(size, options.hand_cap, most))


def deck_for(pos, players: int, size: int) -> list[str]:
    pos.decks = decks_needed(pos.options, players, size)
    return full_deck(pos.options, pos.decks)


def next_dealer(pos) -> int:
    rule = pos.options.next_dealer
    if rule == "loser":
        seat = pos.last_loser
    elif rule == "lowest_last":
        seat = pos.last_lowest
    else:
        return pos.after(pos.dealer)
    return seat if not pos.out[seat] else pos.after(seat)
