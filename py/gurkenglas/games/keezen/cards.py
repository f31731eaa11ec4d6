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


# --- the cards in words, for the table ----------------------------------------------------------
def _words(what: str, **args: int) -> dict:
    return {"key": f"keezen.card_does.{what}", "args": args}


def meaning(rank: str) -> dict | None:
    """What a card does, as a label for its face; None where its number says it (2, 3, 5, ...)."""
    if rank in ENTER:
        return _words("enter_or_forward", n=FORWARD[rank]) if rank in FORWARD else _words("enter")
    if rank in FORWARD:
        return None if rank == str(FORWARD[rank]) else _words("forward", n=FORWARD[rank])
    if rank in BACKWARD:
        return _words("back")
    return _words("swap") if rank == SWAP else _words("split")


def why_not(rank: str) -> dict:
    """Why a card of this rank has no move now (it has none, the seat to move holding it)."""
    if rank in ENTER:
        return {"key": "keezen.hint.no_enter_or_move", "args": {"n": FORWARD[rank]}} if rank in FORWARD \
            else {"key": "keezen.hint.no_enter", "args": {}}
    if rank in FORWARD:
        return {"key": "keezen.hint.no_pawn", "args": {"n": FORWARD[rank]}}
    if rank in BACKWARD:
        return {"key": "keezen.hint.no_back", "args": {"n": BACKWARD[rank]}}
    return {"key": "keezen.hint.no_swap", "args": {}} if rank == SWAP else {"key": "keezen.hint.no_seven", "args": {}}


FINISH_SEVEN = {"key": "keezen.hint.finish_seven", "args": {}}


def card_notes(hand: list[str], legal: list[dict] | None, seven_open: bool) -> dict[str, dict]:
    """For each rank in a hand: what the card does (`does`) and, for the seat to move, why it has no
    move (`no_move`: None when it has one). `legal` is None when the seat holding the hand is not to
    move; while a seven is being played no other card may be, whatever it could do."""
    playable = {move.get("card", SEVEN) for move in legal or [] if move["kind"] not in ("cancel", "discard")}
    notes = {}
    for rank in hand:
        no_move = None
        if legal is not None and (seven_open or rank not in playable):
            no_move = FINISH_SEVEN if seven_open else why_not(rank)
        notes[rank] = {"does": meaning(rank), "no_move": no_move}
    return notes
