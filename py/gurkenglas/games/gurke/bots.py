"""Gurke bots, named after the playing styles of the seed. Each decides from its own seat's view.

- fimpen: the safe style. Sheds its high cards whenever it may (the highest legal play), so that a low
  card is left for the last trick; never doubles or says kontra.
- sharp: the seed's "scharfes Spiel". Leads its highest cards to strip the others of their low cards,
  but follows with the lowest play that still reaches the trick, keeping its high cards for leading.
- strong: for each of its possible plays, deals the cards it has not seen to the other hands (agreeing
  with what it has seen: a player who could not reach a trick had no lower card left), plays the deal
  out with the two styles above, and takes the play with the best average result for its seat.
"""

from __future__ import annotations

import time
from collections import Counter

from ...core.rng import NoShuffle, Rng
from ...core.spec import Options
from .cards import Ranking, full_deck, is_face, ranking_for, sort_cards
from .lookahead import Table, choose_rank
from .position import GurkePosition
from .tricks import FollowSituation, TrickRules, best_index, follow_options, lead_options, reaches, thresholds

LEVELS = ("fimpen", "sharp", "strong")
SAMPLES, MIN_SAMPLES, WORK = 100, 16, 20_000
"""Worlds sampled for a single-card decision (lookahead.py); each candidate is played out in each.
Long deals (Mätäpesä deals every card) take fewer samples: about WORK simulated plays a decision,
which keeps the slowest decision well under a second in the browser. The time budget is only a
safety stop; the number of samples never depends on the machine's speed."""
SET_SAMPLES = 8
"""Worlds for a decision among multi-card sets, played out with the engine itself (much slower)."""


# --- complete plays -----------------------------------------------------------------------------
def complete_plays(hand: list[str], chosen: list[str], trick: list[list], rules: TrickRules, ranking: Ranking,
                   last: bool) -> list[list[str]]:
    """Every legal set that extends `chosen`, one per multiset of ranks, each sorted low to high."""
    ranks = ranking.ranks(last)
    plays = [cards for _, cards in trick]
    situation = FollowSituation(plays[best_index(plays, ranks)], plays[-1]) if plays else None
    found: list[list[str]] = []

    def walk(rest: list[str], picked: list[str]) -> None:
        if situation is None:
            more, may_end = lead_options(rules, rest, picked, ranks)
            if picked and may_end:
                found.append(picked)
        else:
            if len(picked) == len(situation.best):
                found.append(picked)
                return
            more = follow_options(rules, rest, picked, situation, ranks, ranking)
        floor = max((ranks[c] for c in picked[len(chosen):]), default=-1)
        tried = set()
        for card in more:
            r = ranks[card]
            if r < floor or r in tried:
                continue
            tried.add(r)
            rest2 = list(rest)
            rest2.remove(card)
            walk(rest2, picked + [card])

    remaining = list(hand)
    for card in chosen:
        remaining.remove(card)
    walk(remaining, list(chosen))
    return [sorted(p, key=ranks.__getitem__) for p in found]


def style_play(style: str, plays: list[list[str]], best: list[str] | None, ranks: dict[str, int]) -> list[str]:
    """Fimpen sheds its highest play; sharp leads high but follows with the cheapest play that still
    reaches the best set of the trick (`best`, None when leading), else its lowest."""
    def top(play: list[str]) -> tuple:
        return (max(ranks[c] for c in play), sum(ranks[c] for c in play), len(play))
    if style == "fimpen" or best is None:
        return max(plays, key=top)
    reaching = [p for p in plays if reaches(p, best, ranks)]
    return min(reaching or plays, key=top)


# --- decisions before the tricks ----------------------------------------------------------------
def _hand_strength(hand: list[str], ranking: Ranking) -> float:
    """High cards to take tricks with, and a low card for the last trick."""
    ranks = sorted(ranking.rank(c) for c in hand)
    return sum(1 for r in ranks if r >= 13) + (1.5 if ranks and ranks[0] <= 4 else 0)


def _pre_play(view: dict, legal: list[dict], style: str, ranking: Ranking) -> dict:
    kinds = {m["kind"] for m in legal}
    hand = view["hand"]
    strength = _hand_strength(hand, ranking)
    if "buy_back" in kinds:
        seat = view["seat"]
        others = [s for p, s in enumerate(view["scores"]) if p != seat and not view["out"][p]]
        return {"kind": "buy_back" if max(others, default=0) < view["limit"] * 0.6 else "stay_out"}
    if "redeal" in kinds:
        ask = view["ask"]
        if ask == "free":
            weak = not any(is_face(c) or ranking.is_ace(c) for c in hand)
            return {"kind": "redeal" if weak or (style != "fimpen" and strength < 1) else "keep"}
        return {"kind": "redeal" if style == "sharp" and strength < 0.5 and min(ranking.rank(c) for c in hand) > 7
                else "keep"}
    if "kontra" in kinds:
        return {"kind": "kontra" if style != "fimpen" and strength >= 3.5 else "pass"}
    # the exchange: put away the middle cards, keep high cards and the lowest card
    chosen = view["chosen"]
    low = min(hand, key=ranking.rank)
    middle = [c for c in sort_cards(hand, ranking) if c != low and 6 <= ranking.rank(c) <= 11]
    wanted = [c for c in middle if c not in chosen]
    if wanted and {"kind": "exchange", "card": wanted[0]} in legal:
        target = view["exchange_n"]
        if target is None or len(middle) >= target or style == "sharp":
            return {"kind": "exchange", "card": wanted[0]}
    if {"kind": "exchange_done"} in legal:
        return {"kind": "exchange_done"}
    return next(m for m in legal if m["kind"] == "exchange")


# --- the strong bot's look-ahead ---------------------------------------------------------------------
def position_from_view(view: dict, rng: Rng) -> GurkePosition:
    """The deal as this seat sees it, with the unseen cards dealt to the others at random, agreeing
    with the lower bounds their earlier plays revealed."""
    options = Options(view["options"])
    players, seat = view["players"], view["seat"]
    ranking = ranking_for(options)
    floors = _floors(view, options, ranking)
    seen = Counter(view["hand"]) + Counter(view["shown"]) + Counter(view["put_away"])
    seen += Counter(c for trick in view["tricks"] + [view["trick"]] for _, cards in trick for c in cards)
    seen += Counter(c for cards in view["in_front"] for c in cards)  # (asked to play, nothing is laid yet)
    unseen = sorted((Counter(full_deck(options, view["decks"])) - seen).elements())
    rng.shuffle(unseen)
    hands: list[list[str]] = [[] for _ in range(players)]
    hands[seat] = list(view["hand"])
    for p in sorted(range(players), key=lambda q: -floors[q]):
        if p == seat:
            continue
        need = view["hand_counts"][p]
        fits = [c for c in unseen if ranking.rank(c) >= floors[p]]
        pool = fits if len(fits) >= need else unseen
        for card in pool[:need]:
            hands[p].append(card)
            unseen.remove(card)
    put_away = [list(view["put_away"]) if p == seat else [unseen.pop() for _ in range(n)]
                for p, n in enumerate(view["put_away_counts"])]
    data = {
        "scores": list(view["scores"]), "pickles": list(view["pickles"]), "pickle_line": list(view["pickle_line"]),
        "out": list(view["out"]), "out_at": list(view["out_at"]), "bought_back": list(view["bought_back"]),
        "stakes": list(view["stakes"]), "doubles": list(view["doubles"]), "dealer": view["dealer"],
        "deals": view["deal"], "hand_size": view["hand_size"], "decks": view["decks"], "last_value": None,
        "last_loser": None, "last_lowest": None, "hands": [sort_cards(h, ranking) for h in hands],
        "stock": unseen, "put_away": put_away, "shown": list(view["shown"]),
        "in_front": [list(cards) for cards in view["in_front"]], "laid": [[] for _ in range(players)],
        "phase": "play", "queue": [],
        "exchange_n": view["exchange_n"], "kontra": view["kontra"], "chosen": list(view["chosen"]),
        "turn": seat, "leader": view["leader"], "trick": [[s, list(c)] for s, c in view["trick"]],
        "tricks": [[[s, list(c)] for s, c in t] for t in view["tricks"]], "sheet": [], "winners": None,
    }
    return GurkePosition(players, options, data)


def look_ahead_table(view: dict, options: Options, ranking: Ranking) -> Table:
    """The fixed facts of a single-card decision for the look-ahead on ranks (lookahead.py), from
    `view` alone."""
    return Table(view, options, ranking, _floors(view, options, ranking))


def _floors(view: dict, options: Options, ranking: Ranking) -> list[int]:
    """For each player, the lowest rank they can still hold: a play that did not reach its trick was
    that player's lowest cards."""
    rules = TrickRules.from_options(options)
    floors = [0] * view["players"]
    for trick in view["tricks"] + [view["trick"]]:
        ranks = ranking.ranks(False)
        for i in range(1, len(trick)):
            plays = [cards for _, cards in trick[:i]]
            target = plays[-1] if rules.follow in ("previous", "lowest_beating") else plays[best_index(plays, ranks)]
            seat, cards = trick[i]
            floor = thresholds(rules, target, ranks, ranking)
            if not all(a >= b for a, b in zip(sorted(ranks[c] for c in cards), floor)):
                floors[seat] = max(floors[seat], max(ranks[c] for c in cards))
    return floors


def _result(before: GurkePosition, after: GurkePosition, seat: int) -> float:
    """How good the deal's end is for `seat`: its own points hurt, losing a life or going out far more."""
    row = after.sheet[-1]
    mine = row["change"][seat]
    others = [row["change"][p] for p in range(before.players) if p != seat and not before.out[p]]
    value = -mine + 0.3 * sum(others) / max(1, len(others))
    if after.out[seat] and not before.out[seat]:
        value -= 60
    if after.pickles[seat] > before.pickles[seat]:
        value -= 25
    value += 8 * sum(1 for p in range(before.players) if p != seat and after.out[p] and not before.out[p])
    return value


_NO_SHUFFLE = NoShuffle()  # looking ahead never deals new cards


def _rollout(world: GurkePosition, first: list[str], seat: int, styles: list[str]) -> float:
    pos = world.copy()
    deals = len(pos.sheet)
    for card in _still_to_pick(first, pos.chosen):
        pos.play({"kind": "card", "card": card}, _NO_SHUFFLE, [])
    if pos.phase == "play" and pos.turn == seat and pos.chosen:
        pos.play({"kind": "done"}, _NO_SHUFFLE, [])
    while len(pos.sheet) == deals and pos.winners is None:
        mover = pos.trick_player()
        last = pos.last_trick_now()
        plays = complete_plays(pos.hands[mover], [], pos.trick, pos.rules, pos.ranking, last)
        play = style_play(styles[mover], plays, _best(pos.trick, pos.ranking.ranks(last)), pos.ranking.ranks(last))
        for card in play:
            pos.play({"kind": "card", "card": card}, _NO_SHUFFLE, [])
        if pos.phase == "play" and pos.turn == mover and pos.chosen:
            pos.play({"kind": "done"}, _NO_SHUFFLE, [])
    return _result(world, pos, seat)


def _best(trick: list[list], ranks: dict[str, int]) -> list[str] | None:
    plays = [cards for _, cards in trick]
    return plays[best_index(plays, ranks)] if plays else None


def _strong(view: dict, plays: list[list[str]], rng: Rng, options: Options, ranking: Ranking,
            budget_ms: int) -> list[str]:
    deadline = time.perf_counter() + budget_ms / 1000 * 0.8
    if all(len(p) == 1 for p in plays) and not view["chosen"]:
        # single cards: the fast look-ahead on ranks; equal ranks are one choice
        table = look_ahead_table(view, options, ranking)
        by_rank: dict[int, list[str]] = {}
        for play in plays:
            by_rank.setdefault(ranking.rank(play[0]), play)
        steps = len(by_rank) * max(1, sum(view["hand_counts"]))
        samples = max(MIN_SAMPLES, min(SAMPLES, WORK // steps))
        rank = choose_rank(table, sorted(by_rank), rng, samples, deadline)
        return by_rank[rank]
    totals = [0.0] * len(plays)
    seat = view["seat"]
    for _ in range(SET_SAMPLES):
        if time.perf_counter() > deadline:
            break
        world = position_from_view(view, rng)
        styles = ["sharp" if rng.below(2) else "fimpen" for _ in range(view["players"])]
        styles[seat] = "sharp"
        for k, play in enumerate(plays):
            totals[k] += _rollout(world, play, seat, styles)
    best = max(range(len(plays)), key=lambda k: (totals[k], -k))
    return plays[best]


# --- choosing -------------------------------------------------------------------------------------------
def choose(view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
    if len(legal) == 1:
        return legal[0]
    options = Options(view["options"])
    ranking = ranking_for(options)
    if view["phase"] != "play":
        return _pre_play(view, legal, "fimpen" if level == "fimpen" else "sharp", ranking)
    last = bool(view["last_trick"])
    plays = complete_plays(view["hand"], view["chosen"], view["trick"], TrickRules.from_options(options), ranking, last)
    if level == "strong" and len(plays) > 1:
        play = _strong(view, plays, rng, options, ranking, budget_ms)
    else:
        play = style_play("fimpen" if level == "fimpen" else "sharp", plays, _best(view["trick"], ranking.ranks(last)),
                          ranking.ranks(last))
    rest = _still_to_pick(play, view["chosen"])
    return {"kind": "card", "card": rest[0]} if rest else {"kind": "done"}


def _still_to_pick(play: list[str], chosen: list[str]) -> list[str]:
    rest = list(play)
    for card in chosen:
        rest.remove(card)
    return rest


__all__ = ["LEVELS", "choose", "complete_plays", "look_ahead_table", "position_from_view", "reaches"]
