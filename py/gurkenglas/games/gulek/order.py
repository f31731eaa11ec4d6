"""The order of the balls in a Gulek sowing: which colours may go next, and the suggested order.

The mover's own ball must be the last one sown, so an own ball may go earlier only while another
own ball stays in the hand. The suggested order (the one-tap default) follows three plain ideas:
- a spare own ball goes where it makes a pair of yours (a pit holding one ball, yours), ready to park;
- other players' balls go first everywhere else, and onto the pit of the last ball when a long
  sowing passes it early, since whatever lies there of theirs is captured;
- among other colours, the one with most balls in the hand goes first (ties: the seat after yours).
"""

from __future__ import annotations

from .solitaire import PITS


def drop_choices(hand: list[int], me: int) -> list[int]:
    """The colours (seats) that may be dropped next, in seat order."""
    left = sum(hand)
    out = []
    for ball, count in enumerate(hand):
        if not count:
            continue
        if ball == me:
            if count >= 2 or left == 1:
                out.append(ball)
        elif hand[me]:
            out.append(ball)
    return out


def suggested_order(pits: list[list[int]], hand: list[int], at: int, direction: int, me: int) -> list[int]:
    """The colours for every ball still in the hand, first to last."""
    n = len(hand)
    hand = list(hand)
    contents = [list(p) for p in pits]
    left = sum(hand)
    landing = (at + left * direction) % PITS
    rotation = [(me + k) % n for k in range(1, n)]
    order = []
    pit = at
    for step in range(left, 0, -1):
        pit = (pit + direction) % PITS
        others = [s for s in rotation if hand[s]]
        here = contents[pit]
        if step == 1 or not others:
            ball = me
        elif hand[me] >= 2 and pit != landing and here[me] == 1 and sum(here) == 1:
            ball = me
        else:
            ball = max(others, key=lambda s: hand[s])  # max keeps the first of equals
        hand[ball] -= 1
        here[ball] += 1
        order.append(ball)
    return order
