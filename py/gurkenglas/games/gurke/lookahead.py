"""The strong bot's look-ahead for single-card deals: the rest of a deal played out on plain rank
numbers, many times over, with the unseen cards dealt anew each time.

Only ranks matter in a single-card trick, and a last-trick rank fixes the penalty value, so the
simulation needs no card names and no engine position; it is some twenty times faster than playing
the engine's moves, which is what lets the strong bot take enough samples within its time. The rules
are the same as tricks.py's for k = 1 (tests/test_gurke_bots.py checks the two agree).
"""

from __future__ import annotations

import time
from collections import Counter

from ...core.rng import Rng
from ...core.spec import Options
from .cards import Ranking, full_deck
from .scoring import over_limit

ACE = 14
OTHERS_WEIGHT = 0.3
"""How much the others' penalty points count against the bot's own (it wins when they go out)."""
OUT_COST, LIFE_COST, OTHER_OUT_GAIN = 60, 25, 15


class Table:
    """The fixed facts of one decision: rules, values, who is in, and what the bot knows."""

    def __init__(self, view: dict, options: Options, ranking: Ranking, floors: list[int]) -> None:
        self.options = options
        self.seat = view["seat"]
        self.players = view["players"]
        self.order = [p for p in range(self.players) if not view["out"][p]]
        self.lead_lowest = options.lead == "lowest"
        self.follow = options.follow
        self.must_beat = options.must_beat
        self.no_ace = options.no_ace_on_ace
        self.ace_low = options.ace_low_last
        self.all_highest = options.penalty_to == "all_highest"
        self.value_last = {}
        for card in set(full_deck(options, 1)):
            self.value_last[ranking.rank(card, True)] = ranking.value(card, True)
        self.scores = view["scores"]
        self.pickles = view["pickles"]
        self.factor = [2 ** d * (1 if view["kontra"] is None else 4 if view["kontra"] == p else 2)
                       for p, d in enumerate(view["doubles"])]
        self.floors = floors
        seen = Counter(view["hand"]) + Counter(view["shown"]) + Counter(view["put_away"])
        seen += Counter(c for trick in view["tricks"] + [view["trick"]] for _, cards in trick for c in cards)
        self.unseen = sorted(ranking.rank(c) for c in (Counter(full_deck(options, view["decks"])) - seen).elements())
        self.counts = view["hand_counts"]
        self.my_hand = sorted(ranking.rank(c) for c in view["hand"])
        self.trick = [(seat, ranking.rank(cards[0])) for seat, cards in view["trick"]]

    # --- the rules on ranks -------------------------------------------------------------------
    def allowed(self, hand: list[int], trick: list[tuple[int, int]]) -> list[int]:
        """The ranks `hand` (sorted) may play to `trick`, lowest first."""
        if not trick:
            return [hand[0]] if self.lead_lowest else hand
        if len(hand) == 1:
            return hand
        best = max(r for _, r in trick)
        previous = trick[-1][1]
        low = hand[0]
        if self.follow == "lowest_beating":
            need = previous + (1 if self.no_ace and previous == ACE else 0)
            return [next((r for r in hand if r >= need), low)]
        target = previous if self.follow == "previous" else best
        need = target + (1 if self.no_ace and target == ACE else 0)
        beat = [r for r in hand if r >= need or (self.follow == "highest_or_equal_previous" and r == previous)]
        if beat and self.must_beat:
            return beat
        return beat if beat and beat[0] == low else [low] + beat

    def last_rank(self, rank: int) -> int:
        return 1 if self.ace_low and rank == ACE else rank

    # --- one deal played out ------------------------------------------------------------------
    def deal_hands(self, rng: Rng) -> list[list[int]]:
        """The other hands dealt from the unseen cards, agreeing with their lower bounds."""
        pool = list(self.unseen)
        rng.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(self.players)]
        hands[self.seat] = list(self.my_hand)
        for p in sorted(self.order, key=lambda q: -self.floors[q]):
            if p == self.seat:
                continue
            need = self.counts[p]
            fits = [i for i, r in enumerate(pool) if r >= self.floors[p]]
            picks = fits[:need] if len(fits) >= need else list(range(need))
            hands[p] = sorted(pool[i] for i in picks)
            for i in sorted(picks, reverse=True):
                pool.pop(i)
        return hands

    def play_out(self, hands: list[list[int]], first: int, styles: list[str]) -> float:
        """The bot plays `first` now; everybody then plays by style to the end of the deal. The
        deal's result for the bot (`_score`)."""
        return self._score(self.last_trick(hands, first, styles))

    def last_trick(self, hands: list[list[int]], first: int, styles: list[str]) -> list[tuple[int, int]]:
        """The deal played out as `play_out` plays it: its last trick, (seat, rank) in play order,
        an ace counted low where the rules say so."""
        trick = list(self.trick)
        seat = self.seat
        hands[seat].remove(first)
        trick.append((seat, first))
        order = self.order
        n = len(order)
        while True:
            if len(trick) == n:
                if not hands[seat]:
                    return [(s, self.last_rank(r)) for s, r in trick]
                best = max(r for _, r in trick)
                winner = [s for s, r in trick if r == best][-1]
                trick = []
                mover = winner
            else:
                mover = order[(order.index(trick[-1][0]) + 1) % n] if trick else mover
            hand = hands[mover]
            options = self.allowed(hand, trick)
            if styles[mover] == "fimpen" or not trick:
                rank = options[-1]
            else:
                best = max(r for _, r in trick)
                reaching = [r for r in options if r >= best]
                rank = reaching[0] if reaching else options[0]
            hand.remove(rank)
            trick.append((mover, rank))

    def penalty(self, last: list[tuple[int, int]]) -> tuple[list[int], list[int], int]:
        """Who takes the penalty of this last trick, who else played its highest rank (the Danish
        bonus), and the losing card's value (scoring.settle_deal, on ranks)."""
        top = max(r for _, r in last)
        highest = [s for s, r in last if r == top]
        takers = highest if self.all_highest else highest[-1:]
        return takers, [s for s in highest if s not in takers], self.value_last[top]

    def points(self, seat: int, value: int) -> int:
        """What `seat` adds to its score when it takes a penalty of `value`."""
        return 1 if self.options.count == "losses" else value * self.factor[seat]

    def _score(self, last: list[tuple[int, int]]) -> float:
        takers, equal, value = self.penalty(last)
        options = self.options
        result = 0.0
        others = 0.0
        if options.bonus and self.seat in equal:
            result += value  # the Danish bonus for an equal card
        for p in takers:
            points = self.points(p, value)
            crossing = over_limit(options, self.scores[p] + points) and not (
                options.exact_restart and self.scores[p] + points == options.limit)
            if p == self.seat:
                result -= points
                if crossing:
                    result -= OUT_COST if options.lives == 1 or self.pickles[p] else LIFE_COST
            else:
                others += points + (OTHER_OUT_GAIN if crossing else 0)
        return result + OTHERS_WEIGHT * others / max(1, len(self.order) - 1)


def choose_rank(table: Table, candidates: list[int], rng: Rng, samples: int, deadline: float) -> int:
    """The candidate rank with the best total over `samples` dealt worlds (the same worlds for each),
    fewer if the clock passes `deadline` (a safety stop for a very slow machine)."""
    totals = [0.0] * len(candidates)
    for done in range(samples):
        if done and time.perf_counter() > deadline:
            break
        hands = table.deal_hands(rng)
        styles = ["sharp" if rng.below(2) else "fimpen" for _ in range(table.players)]
        styles[table.seat] = "sharp"
        for k, rank in enumerate(candidates):
            totals[k] += table.play_out([list(h) for h in hands], rank, styles)
    return candidates[max(range(len(candidates)), key=lambda k: (totals[k], -k))]
