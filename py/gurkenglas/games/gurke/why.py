"""Why: the rule a Gurke move or event follows, and why a thing on the table has no move now.

Rule ids are the keys of SPEC.rules (__init__.py), each naming the section of the rules text that
tells it. A rule that only some rule sets have is named after it and points at the section of the
rule set that brings it (Kurko's jokers, the Swedish "card just played", Iceland's sets); switches
that only custom rules have point at the custom section.

Reasons why not are judged from what the seat to move sees: its own hand and picks, the trick on the
table, the options, the public counts (the stock, the first exchanger's number). Their words name no
card: "the card to beat" is the highest so far, or the one just played where the rules say so.

Events are named on the position the move led to (the engine's order): a play of the deal's last
trick may already be followed by the next deal, so a play that is no longer on the table was the
last trick's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .base import GurkeBase
from .cards import TOP, is_face
from .scoring import over_limit
from .tricks import FollowSituation, best_index, follow_families, thresholds

# position.py's GurkePosition, which imports this module (so it is named here without an import).
GurkePosition = Any

FOLLOW_RULES = {"highest": "higher_or_lowest", "previous": "previous",
                "highest_or_equal_previous": "equal_previous", "lowest_beating": "lowest_beating"}
HAND_RULES = {"all": "deal_all", "previous_loser": "hand_previous_loser", "countdown": "countdown", "wave": "wave"}
DEALER_RULES = {"loser": "loser_deals", "lowest_last": "lowest_deals"}
FIXED_EVENTS = {"kontra": "kontra", "pass": "kontra", "exchange": "exchange", "in_front": "cards_in_front",
                "bonus": "bonus", "restart": "exact_restart", "pickle": "pickle"}


# --- what a follower has to answer -------------------------------------------------------------------------
@dataclass(frozen=True)
class Follow:
    """The trick as the seat to move has to answer it (the play phase, a trick begun)."""

    size: int           # cards in each play of this trick
    best: list[str]     # the play that holds the trick so far
    target: list[str]   # the play to reach: the best one, or the one just played (Swedish)
    ranks: dict[str, int]
    can_beat: bool      # whether the mover's hand (picks included) can reach the target
    ace_block: bool     # an ace is to be answered where an ace may not go on an ace


def follow(pos: GurkeBase) -> Follow:
    rules = pos.rules
    ranks = pos.ranking.ranks(pos.last_trick_now())
    plays = [cards for _, cards in pos.trick]
    situation = FollowSituation(plays[best_index(plays, ranks)], plays[-1])
    families = follow_families(rules, list(pos.hands[pos.trick_player()]), situation, ranks, pos.ranking)
    target = situation.previous if rules.follow in ("previous", "lowest_beating") else situation.best
    ace_block = rules.no_ace_on_ace and any(pos.ranking.is_ace(c) for c in target)
    return Follow(len(situation.best), situation.best, target, ranks, families["can_beat"], ace_block)


# --- moves ---------------------------------------------------------------------------------------------------
def move_rules(pos: GurkeBase, move: dict) -> tuple[str, ...]:
    kind = move["kind"]
    if kind in ("buy_back", "stay_out"):
        return (buy_back_rule(pos),)
    if kind in ("redeal", "keep"):
        return ("rassi_free" if pos.queue[0][1] == "free" else "rassi_double",)
    if kind in ("kontra", "pass"):
        return ("kontra",)
    if pos.phase == "exchange":
        return (exchange_rule(pos),)
    if kind == "card":
        return tuple(dict.fromkeys(card_rules(pos, move["card"])))
    return ("set_follow",) if pos.trick else ("multi_lead",)  # done, take_back


def card_rules(pos: GurkeBase, card: str) -> list[str]:
    """A card to lead or to answer with: the lead or follow rule, then what else it touches."""
    rules, options = pos.rules, pos.options
    last = pos.last_trick_now()
    named = ["last_trick"] if last else []
    if not pos.trick:
        if pos.chosen or (rules.multi and not last):
            named.append("multi_lead")
        named.append("lead_lowest" if rules.lead_lowest else "lead")
        if not pos.tricks and options.leader == "dealer":
            named.append("dealer_leads")
    else:
        answer = follow(pos)
        if answer.size > 1:
            named.append("set_follow")
        elif rules.must_beat and answer.can_beat and rules.follow == "highest":
            named += ["must_beat", "higher_or_lowest"]
        else:
            named.append(FOLLOW_RULES[rules.follow])
            if rules.must_beat and answer.can_beat and rules.follow == "previous":
                named.append("must_beat")
        if answer.ace_block:
            named.append("no_ace_on_ace")
        if answer.size == 1 and answer.ranks[card] == answer.ranks[answer.best[0]]:
            named.append("equal")  # the last of equal cards takes the trick
    named += card_extras(pos, card, last)
    return named


def card_extras(pos: GurkeBase, card: str, last: bool) -> list[str]:
    """The rules a card itself brings: jokers, top cards, aces low in the last trick."""
    options, ranking = pos.options, pos.ranking
    extras = []
    if card[0] == "X":
        extras.append("jokers_top" if options.jokers == "three_top" else "jokers_as_aces")
    if ranking.rank(card) >= TOP:
        extras.append("club_six" if options.top_card == "club_six" else "black_sevens")
    if last and options.ace_low_last and ranking.is_ace(card):
        extras.append("ace_low_last")
    return extras


def buy_back_rule(pos: GurkeBase) -> str:
    return "buy_back_free" if pos.options.buy_back == "free" else "buy_back"


def exchange_rule(pos: GurkeBase) -> str:
    """The first exchanger sets the number; the others match it, or (a custom switch) stay within it."""
    return "exchange_at_most" if pos.exchange_n is not None and pos.options.exchange_others == "at_most" else "exchange"


# --- events --------------------------------------------------------------------------------------------------
def event_rule(pos: GurkeBase, event: dict) -> str | None:
    kind = event["type"]
    if kind in FIXED_EVENTS:
        return FIXED_EVENTS[kind]
    if kind == "deal":
        return deal_rule(pos, event)
    if kind in ("buy_back", "stay_out"):
        return buy_back_rule(pos)
    if kind == "rassi":
        return "rassi_free" if event["ask"] == "free" else "rassi_double"
    if kind == "play":
        return play_rule(pos, event)
    if kind == "trick":
        return "last_trick" if event["last"] else trick_rule(pos, event)
    if kind == "penalty":
        return penalty_rule(pos, event)
    if kind == "back_in":
        return back_in_rule(pos, event["seat"])
    if kind == "out":
        return "out" if pos.options.lives == 2 else "one_life"
    if kind == "game_over":
        return end_rule(pos)
    return None


def deal_rule(pos: GurkeBase, event: dict) -> str:
    options = pos.options
    if options.hand in HAND_RULES:
        return HAND_RULES[options.hand]
    if event["deal"] > 1 and options.next_dealer in DEALER_RULES:
        return DEALER_RULES[options.next_dealer]
    return "second_deck" if pos.decks == 2 else "deal"


def play_rule(pos: GurkeBase, event: dict) -> str:
    seat, cards = event["seat"], event["cards"]
    play = [seat, cards]
    if pos.trick and pos.trick[-1] == play:
        trick = pos.trick
    elif pos.tricks and pos.tricks[-1][-1] == play:
        trick = pos.tricks[-1]
    else:
        return "last_trick"  # the deal's last trick, and the next deal has begun
    if len(cards) == 1 and not pos.hands[seat]:
        return "last_trick"
    rules = pos.rules
    if len(trick) == 1:
        return "multi_lead" if len(cards) > 1 else "lead_lowest" if rules.lead_lowest else "lead"
    if len(cards) > 1:
        return "set_follow"
    ranks = pos.ranking.ranks(False)  # not the last trick: aces are high
    before = [c for _, c in trick[:-1]]
    best = before[best_index(before, ranks)]
    if event["best"] == len(trick) - 1 and ranks[cards[0]] == ranks[best[0]]:
        return "equal"
    if rules.follow not in ("highest", "previous"):
        return FOLLOW_RULES[rules.follow]
    target = before[-1] if rules.follow == "previous" else best
    reached = ranks[cards[0]] >= thresholds(rules, target, ranks, pos.ranking)[0]
    if not reached and rules.no_ace_on_ace and pos.ranking.is_ace(target[0]):
        return "no_ace_on_ace"
    if reached and rules.must_beat:
        return "must_beat"
    return FOLLOW_RULES[rules.follow]


def trick_rule(pos: GurkeBase, event: dict) -> str:
    """A trick before the last: taken by the highest play, or by the last of equal ones."""
    trick = pos.tricks[-1]
    ranks = pos.ranking.ranks(False)
    plays = [sorted(ranks[c] for c in cards) for _, cards in trick]
    won = next(i for i in range(len(trick) - 1, -1, -1) if trick[i][0] == event["winner"])
    return "equal" if plays[won] in plays[:won] else "trick_won"


def penalty_rule(pos: GurkeBase, event: dict) -> str:
    """What the penalty of the deal just scored comes from (the sheet's last row is that deal)."""
    options, ranking = pos.options, pos.ranking
    card, row = event["card"], pos.sheet[-1]
    if options.count == "losses":
        return "count_losses"
    value = ranking.value(card, True)
    if event["points"] != value:
        return "kontra" if row["kontra"] is not None else "rassi_double"
    if options.ace_low_last and ranking.is_ace(card):
        return "ace_low_last"
    if options.face_cards_11 and (is_face(card) or ranking.is_ace(card)):
        return "face_cards_11"
    special = card_extras(pos, card, False)
    if special:
        return special[0]
    return "all_highest" if len(row["takers"]) > 1 else "last_trick"


def back_in_rule(pos: GurkeBase, seat: int) -> str:
    """Cards in front go back when their player lands exactly on the limit, or (our own rule) when
    the pack could not give every player a card."""
    row = pos.sheet[-1] if pos.sheet else None
    restarted = row is not None and seat in row["takers"] and row["scores"][seat] == 0
    return "exact_restart" if pos.options.exact_restart and restarted else "back_in"


def end_rule(pos: GurkeBase) -> str:
    options = pos.options
    if options.end == "last_survivor":
        alive = [p for p in range(pos.players) if not pos.out[p]]
        return "last_survivor" if len(alive) == 1 else "all_out" if not alive else "max_deals"
    over = sum(1 for score in pos.scores if over_limit(options, score))
    if options.end == "first_over" and over:
        return "count_losses" if options.count == "losses" else "first_over"
    if options.end == "all_but_one" and over >= pos.players - 1:
        return "all_but_one"
    return "max_deals"


# --- why not ---------------------------------------------------------------------------------------------------
def reason(code: str, rule: str | None, **args: int) -> dict:
    return {"key": f"gurke.why_not.{code}", "args": args, "rule": rule}


def why_not(pos: GurkePosition, seat: int, thing: str) -> dict | None:
    """Why `thing` (the table's id: `card:<code>`, `trick:<seat>`, `choice:<kind>`) has no move for
    `seat`, the seat to move; None when some legal move involves it or there is nothing to say."""
    if pos.to_move() != seat:
        return None
    kind, _, rest = thing.partition(":")
    legal = pos.legal_moves()
    if kind == "card":
        if rest not in pos.remaining(seat) or any(m.get("card") == rest for m in legal):
            return None
        return card_reason(pos, seat, rest)
    if kind == "trick" and rest.isdigit():
        played = pos.phase == "play" and any(p == int(rest) for p, _ in pos.trick)
        return reason("played", pos.decision_rule(), seat=int(rest)) if played else None
    if kind == "choice" and not any(m["kind"] == rest for m in legal):
        return choice_reason(pos, seat, rest)
    return None


def card_reason(pos: GurkePosition, seat: int, card: str) -> dict | None:
    if pos.phase == "exchange":
        return exchange_reason(pos, seat)
    if pos.phase != "play":
        return reason("answer_first", pos.decision_rule())
    if not pos.trick:
        return lead_reason(pos, card)
    return follow_reason(pos, card)


def exchange_reason(pos: GurkePosition, seat: int) -> dict:
    """Every card may be put away until the number is reached (picked cards are no longer offered)."""
    most, _ = pos.exchange_limits(seat)
    keep = pos.options.exchange_keep
    if pos.exchange_n is None and keep and most == len(pos.hands[seat]) - keep:
        return reason("exchange_keep", "exchange", count=keep)
    return reason("exchange_most", exchange_rule(pos), count=most)


def lead_reason(pos: GurkeBase, card: str) -> dict | None:
    if not pos.chosen:
        return reason("lead_lowest", "lead_lowest") if pos.rules.lead_lowest else None
    ranks = pos.ranking.ranks(pos.last_trick_now())
    if ranks[card] != ranks[pos.chosen[0]]:
        return reason("same_rank", "multi_lead")
    return reason("keep_one", "multi_lead")  # one card stays for the last trick


def follow_reason(pos: GurkeBase, card: str) -> dict:
    rules = pos.rules
    answer = follow(pos)
    main = FOLLOW_RULES[rules.follow]
    if answer.size > 1:
        count = answer.size
        if not answer.can_beat:
            return reason("set_lowest", "set_follow", count=count)
        if rules.follow == "lowest_beating":
            return reason("lowest_beating", "lowest_beating")
        return reason("set_must_reach" if rules.must_beat else "set_reach", "set_follow", count=count)
    if answer.ace_block and pos.ranking.is_ace(card):
        return reason("ace_on_ace", "no_ace_on_ace")
    if not answer.can_beat:
        return reason("lowest_only", "no_ace_on_ace" if answer.ace_block else main)
    if rules.follow == "lowest_beating":
        return reason("lowest_beating", main)
    if rules.follow == "highest_or_equal_previous":
        return reason("must_equal_previous" if rules.must_beat else "equal_previous", main)
    if rules.must_beat:
        return reason("must_beat", "must_beat" if rules.follow == "highest" else main)
    return reason("higher_or_lowest", main)


def choice_reason(pos: GurkePosition, seat: int, kind: str) -> dict | None:
    """A button that is not offered now: confirming an exchange of the wrong number, ending a lead
    before a card is picked, ending an answer that completes itself."""
    if kind == "exchange_done" and pos.phase == "exchange" and pos.exchange_n is not None:
        return reason("exchange_count", exchange_rule(pos), count=min(pos.exchange_n, len(pos.stock)))
    if kind == "done" and pos.phase == "play" and pos.rules.multi:
        if not pos.trick:
            return reason("pick_first", "multi_lead")
        size = len(pos.trick[0][1])
        return reason("set_completes", "set_follow", count=size) if size > 1 else None
    return None
