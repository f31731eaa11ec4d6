"""Which cards may be played to a trick: the lead and follow rules of every rule set.

A play is a set of k cards (k = 1 except after an Icelandic multi-card lead). Sets are compared
sorted, position by position: a set is "at least" another when each of its cards is at least the
card in the same place. A single card is the case k = 1 of the same rules.

A follower may play a set that reaches the target (depending on the rule: the best set so far, or
the set just played), or their k lowest cards; `must_beat` takes the second choice away from a
player who can reach the target; `no_ace_on_ace` means an ace cannot answer an ace; the rule
`lowest_beating` leaves no choice at all: the lowest set that reaches the set just played, else the
lowest cards. Players choose a set card by card; only cards that can still complete a legal set are
offered.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ...core.spec import Options
from .cards import Ranking


@dataclass(frozen=True)
class TrickRules:
    lead_lowest: bool
    multi: bool
    follow: str
    must_beat: bool
    no_ace_on_ace: bool

    @classmethod
    def from_options(cls, options: Options) -> TrickRules:
        return cls(options.lead == "lowest", options.multi_card_leads, options.follow, options.must_beat,
                   options.no_ace_on_ace)


def sorted_ranks(cards: list[str], ranks: dict[str, int]) -> list[int]:
    return sorted(ranks[c] for c in cards)


def reaches(cards: list[str], target: list[str], ranks: dict[str, int]) -> bool:
    """Each card of the sorted set is at least the card in the same place of the sorted target."""
    return all(a >= b for a, b in zip(sorted_ranks(cards, ranks), sorted_ranks(target, ranks)))


# --- leading ------------------------------------------------------------------------------------
def lead_options(rules: TrickRules, hand: list[str], chosen: list[str], ranks: dict[str, int]) -> tuple[list[str], bool]:
    """(cards that may be added to the lead, whether the lead may end here)."""
    if not chosen:
        if rules.lead_lowest:
            low = min(ranks[c] for c in hand)
            return [c for c in hand if ranks[c] == low], False
        return list(hand), False
    # Icelandic: more cards of the same rank, keeping one card for the last trick.
    room = len(hand) + len(chosen) - 1
    more = [c for c in hand if ranks[c] == ranks[chosen[0]]] if rules.multi and len(chosen) < room else []
    return more, True


# --- following ----------------------------------------------------------------------------------
def thresholds(rules: TrickRules, target: list[str], ranks: dict[str, int], ranking: Ranking) -> list[int]:
    """The least rank for each place of a set that reaches `target` (one more where an ace meets an ace)."""
    result = []
    for card in sorted(target, key=ranks.__getitem__):
        strict = rules.no_ace_on_ace and ranking.is_ace(card)
        result.append(ranks[card] + (1 if strict else 0))
    return result


def _completes(fixed: list[int], pool: list[int], need: int, floor: list[int]) -> bool:
    """Can `need` more ranks from `pool` join `fixed` so that the sorted set is ≥ `floor` in every place?
    Taking the highest of the pool raises every place as far as it can go."""
    extra = sorted(pool)[len(pool) - need:] if need else []
    return all(a >= b for a, b in zip(sorted(fixed + extra), floor))


def _within(fixed: list[int], allowed: Counter) -> bool:
    return not (Counter(fixed) - allowed)


def _lowest(hand_ranks: list[int], k: int) -> Counter:
    return Counter(sorted(hand_ranks)[:k])


def _greedy_lowest_reaching(hand_ranks: list[int], floor: list[int]) -> Counter | None:
    pool = sorted(hand_ranks)
    picked = []
    for need in floor:
        for i, r in enumerate(pool):
            if r >= need:
                picked.append(pool.pop(i))
                break
        else:
            return None
    return Counter(picked)


@dataclass(frozen=True)
class FollowSituation:
    """What a follower has to answer: the best set so far and the set just played."""

    best: list[str]
    previous: list[str]


def follow_families(rules: TrickRules, hand: list[str], situation: FollowSituation, ranks: dict[str, int],
                    ranking: Ranking) -> dict:
    """The kinds of set this follower may play: {"floor": [...]} (reach these ranks), {"equal": Counter}
    (exactly the previous set's ranks), {"exact": Counter} (a forced set), {"lowest": Counter}."""
    k = len(situation.best)
    hand_ranks = [ranks[c] for c in hand]
    lowest = _lowest(hand_ranks, k)
    if rules.follow == "lowest_beating":
        forced = _greedy_lowest_reaching(hand_ranks, thresholds(rules, situation.previous, ranks, ranking))
        return {"exact": forced if forced is not None else lowest, "can_beat": forced is not None}
    target = situation.previous if rules.follow == "previous" else situation.best
    floor = thresholds(rules, target, ranks, ranking)
    families: dict = {"floor": floor}
    can_beat = _completes([], hand_ranks, k, floor)
    if rules.follow == "highest_or_equal_previous":
        equal = Counter(ranks[c] for c in situation.previous)
        families["equal"] = equal
        can_beat = can_beat or _within(list(equal.elements()), Counter(hand_ranks))
    families["can_beat"] = can_beat
    if not (rules.must_beat and can_beat):
        families["lowest"] = lowest
    return families


def follow_options(rules: TrickRules, hand: list[str], chosen: list[str], situation: FollowSituation,
                   ranks: dict[str, int], ranking: Ranking) -> list[str]:
    """The cards of `hand` that can be the next card of a legal set, `chosen` already picked."""
    if len(situation.best) == 1:
        return [] if chosen or not hand else _single_follow(rules, hand, situation, ranks, ranking)
    return set_follow(rules, hand, chosen, situation, ranks, ranking)


def set_follow(rules: TrickRules, hand: list[str], chosen: list[str], situation: FollowSituation,
               ranks: dict[str, int], ranking: Ranking) -> list[str]:
    """The general rule for sets of any size (a single card included)."""
    k = len(situation.best)
    families = follow_families(rules, hand + chosen, situation, ranks, ranking)
    fixed = [ranks[c] for c in chosen]
    result = []
    for i, card in enumerate(hand):
        if card in hand[:i]:
            continue  # two equal cards (two decks) are one choice
        picked = fixed + [ranks[card]]
        rest = [ranks[c] for j, c in enumerate(hand) if j != i]
        need = k - len(picked)
        ok = False
        if "exact" in families:
            ok = _within(picked, families["exact"])
        else:
            if _completes(picked, rest, need, families["floor"]):
                ok = True
            elif "equal" in families and _within(picked, families["equal"]) and _within(
                    list((families["equal"] - Counter(picked)).elements()), Counter(rest)):
                ok = True
            elif "lowest" in families and _within(picked, families["lowest"]):
                ok = True
        if ok:
            result.append(card)
    return result


def _single_follow(rules: TrickRules, hand: list[str], situation: FollowSituation, ranks: dict[str, int],
                   ranking: Ranking) -> list[str]:
    """The same rules for one card, without sets: the path nearly every trick takes."""
    low = min(ranks[c] for c in hand)
    previous = situation.previous[0]
    if rules.follow == "lowest_beating":
        need = thresholds(rules, situation.previous, ranks, ranking)[0]
        reaching = [ranks[c] for c in hand if ranks[c] >= need]
        wanted = min(reaching) if reaching else low
        return _unique(c for c in hand if ranks[c] == wanted)
    target = situation.previous if rules.follow == "previous" else situation.best
    need = thresholds(rules, target, ranks, ranking)[0]
    equal = ranks[previous] if rules.follow == "highest_or_equal_previous" else None
    beat = [c for c in hand if ranks[c] >= need or ranks[c] == equal]
    if beat and rules.must_beat:
        return _unique(beat)
    return _unique(c for c in hand if ranks[c] >= need or ranks[c] == equal or ranks[c] == low)


def _unique(cards: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(cards))


def is_lowest_play(cards: list[str], hand_before: list[str], ranks: dict[str, int]) -> bool:
    """True if `cards` were the player's lowest cards (what a player who cannot beat must play)."""
    return Counter(ranks[c] for c in cards) == _lowest([ranks[c] for c in hand_before], len(cards))


def best_index(plays: list[list[str]], ranks: dict[str, int]) -> int:
    """The play that takes the trick: the highest set, the last of equal ones."""
    best = 0
    for i in range(1, len(plays)):
        if reaches(plays[i], plays[best], ranks):
            best = i
    return best
