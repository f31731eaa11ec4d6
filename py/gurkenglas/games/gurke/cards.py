"""Cards, decks, and what a card is worth under a rule set.

A card is a string: rank then suit, "7S", "TD", "AH", "6C"; jokers are "X1" … "X3". Suits do not
matter in Gurke except for the Icelandic top cards (club six, black sevens). Two decks simply hold
every card twice. Kurko's third joker makes a pack of 55 (the seed's "54 cards with two or three
jokers" read as 52 cards and the jokers).
"""

from __future__ import annotations

from ...core.spec import Options

RANKS = "23456789TJQKA"
SUITS = "SHDC"
FACE = {"J", "Q", "K"}
BASE = {r: i + 2 for i, r in enumerate(RANKS)}  # 2 … 10, J 11, Q 12, K 13, A 14
JOKER_TOP = 15
TOP = 20  # above everything else: the Icelandic top cards


def one_deck(options: Options) -> list[str]:
    cards = [r + s for s in SUITS for r in RANKS]
    jokers = {"none": 0, "three_top": 3, "two_as_aces": 2, "three_as_aces": 3}[options.jokers]
    return cards + [f"X{i + 1}" for i in range(jokers)]


def full_deck(options: Options, decks: int) -> list[str]:
    return one_deck(options) * decks


def is_face(card: str) -> bool:
    return card[0] in FACE


class Ranking:
    """Rank (for winning tricks) and value (penalty points) of every card under one rule set."""

    __slots__ = ("_rank", "_value", "_rank_last", "_value_last", "_ace_like")

    def __init__(self, options: Options) -> None:
        self._rank, self._value, self._rank_last, self._value_last, self._ace_like = {}, {}, {}, {}, set()
        for card in set(one_deck(options)):
            rank = value = BASE.get(card[0], 0)
            if card[0] == "X":
                if options.jokers == "three_top":
                    rank = value = JOKER_TOP
                else:
                    rank = value = BASE["A"]  # a joker is one more ace
            if rank == BASE["A"]:
                self._ace_like.add(card)
            if options.top_card == "club_six" and card == "6C":
                rank, value = TOP, 21
            elif options.top_card == "black_sevens" and card in ("7S", "7C"):
                rank, value = (TOP + 1, 16) if card == "7S" else (TOP, 15)
            elif options.top_card == "black_sevens_equal" and card in ("7S", "7C"):
                rank, value = TOP, 21
            if options.face_cards_11 and (card[0] in FACE or card in self._ace_like):
                value = 11
            self._rank[card], self._value[card] = rank, value
            low = options.ace_low_last and card in self._ace_like
            self._rank_last[card] = 1 if low else rank
            self._value_last[card] = 1 if low else value

    def rank(self, card: str, last: bool = False) -> int:
        return (self._rank_last if last else self._rank)[card]

    def value(self, card: str, last: bool = True) -> int:
        return (self._value_last if last else self._value)[card]

    def is_ace(self, card: str) -> bool:
        return card in self._ace_like

    def ranks(self, last: bool) -> dict[str, int]:
        return self._rank_last if last else self._rank


_RANKINGS: dict[str, Ranking] = {}


def ranking_for(options: Options) -> Ranking:
    """The ranking of a rule set, made once: a bot asks for it at every decision."""
    key = repr(sorted(options.items()))
    ranking = _RANKINGS.get(key)
    if ranking is None:
        if len(_RANKINGS) > 64:
            _RANKINGS.clear()
        ranking = _RANKINGS[key] = Ranking(options)
    return ranking


def sort_cards(cards: list[str], ranking: Ranking) -> list[str]:
    """Low to high, suits in a fixed order so equal hands always look the same."""
    return sorted(cards, key=lambda c: (ranking.rank(c), c[1]))
