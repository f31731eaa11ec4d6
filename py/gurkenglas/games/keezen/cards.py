"""Keezen cards: one run 2–10, J, Q, K, A per player; suits do not matter, no jokers."""

from __future__ import annotations

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
ORDER = {rank: i for i, rank in enumerate(RANKS)}

FORWARD = {"A": 1, "2": 2, "3": 3, "5": 5, "6": 6, "8": 8, "9": 9, "10": 10, "Q": 12}
"""Cards that move one pawn forward by their number (the ace also enters)."""
ENTER = ("A", "K")
BACKWARD = {"4": 4}
SWAP = "J"
SEVEN = "7"
DEAL_SIZES = (5, 4, 4)
"""Three deals from one shuffled deck, then the deal passes left and everything is shuffled again."""


def deck(players: int) -> list[str]:
    return [rank for _ in range(players) for rank in RANKS]


def sort_hand(hand: list[str]) -> list[str]:
    return sorted(hand, key=ORDER.__getitem__)
