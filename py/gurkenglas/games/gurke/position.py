"""A Gurke match: deals, the decisions before the first trick, the tricks, and the score.

One deal: (buy-backs) → deal → (Rassi free and doubled new hands) → (kontra) → (exchange) → tricks.
Every decision is one move of the seat to move:
- ``card`` picks a card for the play being built (a single card completes it; an Icelandic lead or an
  answer to one takes several picks), ``done`` ends a multi-card lead, ``take_back`` drops the picks;
- ``exchange`` picks a card to put away, ``exchange_done`` swaps the picked cards for new ones (none
  picked: keep the hand), ``take_back`` drops the picks;
- ``redeal`` / ``keep`` answer Rassi's "free?" and "double?", ``kontra`` / ``pass`` the bidding,
  ``buy_back`` / ``stay_out`` the Swedish offer to come back.

Our decisions where the seed is silent: the first dealer is drawn by chance (unless the options name
one: the winner of the previous match at the same table); a deal is dealt one card at a time from the
forehand; Rassi's new hands come from the undealt cards, and when those run out the cards put away
are shuffled back in; a Swedish player who is out is offered the buy-back before
every deal while it is allowed; the next dealer skips players who are out.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from . import hands, scoring, why
from .base import GurkeBase
from .cards import full_deck, is_face, sort_cards
from .tricks import FollowSituation, best_index, follow_options, is_lowest_play, lead_options
from .view import sample_hidden, view


class GurkePosition(GurkeBase):
    """The match and its rules (the fields and the seats are GurkeBase's, base.py); see the module
    docstring for the flow of one deal."""

    # --- setting up -------------------------------------------------------------------------
    @classmethod
    def start(cls, players: int, options: Options, rng: Rng, events: list[dict] | None = None) -> GurkePosition:
        n = players
        dealer = rng.below(n) if options.first_dealer == "chance" else options.first_dealer
        data: dict[str, Any] = {"scores": [0] * n, "pickles": [0] * n, "pickle_line": [0] * n, "out": [False] * n,
                "out_at": [None] * n, "bought_back": [False] * n, "stakes": [1] * n, "doubles": [0] * n,
                "dealer": dealer, "deals": 0, "hand_size": 0, "decks": 1, "last_value": None,
                "last_loser": None, "last_lowest": None, "hands": [[] for _ in range(n)], "stock": [],
                "put_away": [[] for _ in range(n)], "shown": [], "in_front": [[] for _ in range(n)],
                "laid": [[] for _ in range(n)], "phase": "play", "queue": [], "exchange_n": None,
                "kontra": None, "chosen": [], "turn": None, "leader": None, "trick": [], "tricks": [],
                "sheet": [], "winners": None}
        position = cls(players, options, data)
        position._deal(rng, events if events is not None else [])
        return position

    # --- seen from outside (view.py) ------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        return view(self, seat)

    def unseen_anew(self, rng: Rng) -> GurkePosition:
        """The undealt cards (drawn in an exchange) in a new order."""
        world = self.copy()
        rng.shuffle(world.stock)
        return world

    def unseen_count(self) -> int:
        return len(self.stock)

    def can_still_win(self, seat: int) -> bool:
        """A player who is out wins no more, unless the rules still let them buy back in."""
        return not self.out[seat] or scoring.can_buy_back(self, seat)

    def sample_hidden(self, seat: int, rng: Rng) -> GurkePosition:
        return sample_hidden(self, seat, rng)

    def check(self) -> None:
        check(self)

    def outcome(self) -> dict | None:
        if self.winners is None:
            return None
        return {"ranks": scoring.ranks(self), "winners": list(self.winners), "scores": list(self.scores),
                "owed": scoring.owed(self), "first_dealer_next": scoring.first_dealer_next(self)}

    # --- why (why.py): the rule behind a move or an event, and why a thing has no move ------------
    def move_rules(self, move: dict) -> tuple[str, ...]:
        return why.move_rules(self, move)

    def event_rule(self, event: dict) -> str | None:
        return why.event_rule(self, event)

    def why_not(self, seat: int, thing: str) -> dict | None:
        return why.why_not(self, seat, thing)

    def reveals(self, move: dict) -> bool:
        """Picks can be taken back until the play or exchange is complete; every card laid or drawn
        and every new hand shows something, so undo stops there."""
        kind = move["kind"]
        if kind == "card":
            if self.trick:
                return len(self.chosen) + 1 == self.set_size()
            probe = self.copy()
            probe.chosen.append(move["card"])
            return not probe.play_options()[0]
        return kind in ("done", "exchange_done", "redeal")

    # --- the contract -----------------------------------------------------------------------------
    def legal_moves(self) -> list[dict]:
        if self.winners is not None:
            return []
        if self.phase == "buy_back":
            return [{"kind": "buy_back"}, {"kind": "stay_out"}]
        if self.phase == "rassi":
            return [{"kind": "redeal"}, {"kind": "keep"}]
        if self.phase == "kontra":
            return [{"kind": "kontra"}, {"kind": "pass"}]
        if self.phase == "exchange":
            return self._exchange_moves()
        cards, may_end = self.play_options()
        moves = [{"kind": "card", "card": c} for c in sort_cards(_unique(cards), self.ranking)]
        if may_end:
            moves.append({"kind": "done"})
        if self.chosen:
            moves.append({"kind": "take_back"})
        return moves

    def remaining(self, seat: int) -> list[str]:
        hand = list(self.hands[seat])
        if seat == self.to_move():
            for card in self.chosen:
                hand.remove(card)
        return hand

    def set_size(self) -> int:
        return len(self.trick[0][1]) if self.trick else 1

    def play_options(self) -> tuple[list[str], bool]:
        ranks = self.ranking.ranks(self.last_trick_now())
        hand = self.remaining(self.trick_player())
        if not self.trick:
            return lead_options(self.rules, hand, self.chosen, ranks)
        plays = [cards for _, cards in self.trick]
        situation = FollowSituation(plays[best_index(plays, ranks)], plays[-1])
        return follow_options(self.rules, hand, self.chosen, situation, ranks, self.ranking), False

    def _exchange_moves(self) -> list[dict]:
        seat = self.queue[0][0]
        hand = self.remaining(seat)
        most, allowed = self.exchange_limits(seat)
        moves = []
        if len(self.chosen) < most:
            moves = [{"kind": "exchange", "card": c} for c in sort_cards(_unique(hand), self.ranking)]
        if len(self.chosen) in allowed:
            moves.append({"kind": "exchange_done"})
        if self.chosen:
            moves.append({"kind": "take_back"})
        return moves

    def exchange_limits(self, seat: int) -> tuple[int, set[int]]:
        """(most cards this seat may pick, the counts it may exchange)."""
        stock = len(self.stock)
        if self.exchange_n is None:  # the first exchanger sets the number
            most = min(stock, len(self.hands[seat]) - self.options.exchange_keep)
            return most, set(range(most + 1))
        n = min(self.exchange_n, stock)
        if self.options.exchange_others == "at_most":
            return n, set(range(n + 1))
        return n, {0, n}

    # --- playing --------------------------------------------------------------------------------
    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        kind = move["kind"]
        seat = self.seat_to_move()
        if kind == "take_back":
            self.chosen = []
        elif kind in ("buy_back", "stay_out"):
            self.queue.pop(0)
            if kind == "buy_back":
                scoring.buy_back(self, seat, events)
            else:
                events.append({"type": "stay_out", "seat": seat})
            if not self.queue:
                self._deal(rng, events, asked=True)
        elif kind in ("redeal", "keep"):
            self._rassi(seat, kind == "redeal", rng, events)
        elif kind in ("kontra", "pass"):
            self.queue.pop(0)
            if kind == "kontra":
                self.kontra = seat
                self.queue = []
            events.append({"type": kind, "seat": seat})
            if not self.queue:
                self._next_phase()
        elif kind == "exchange":
            self.chosen.append(move["card"])
        elif kind == "exchange_done":
            self._exchange(seat, events)
        elif kind == "card":
            self.chosen.append(move["card"])
            more, _ = self.play_options()
            if (self.trick and len(self.chosen) == self.set_size()) or (not self.trick and not more):
                self._complete_play(rng, events)
        elif kind == "done":
            self._complete_play(rng, events)

    # --- before the tricks -----------------------------------------------------------------------
    def _deal(self, rng: Rng, events: list[dict], asked: bool = False) -> None:
        if not asked:
            offers = [[p, "buy_back"] for p in range(self.players) if scoring.can_buy_back(self, p)]
            if offers:
                self.phase, self.queue = "buy_back", offers
                return
        active = self.active()
        self.laid = [[] for _ in range(self.players)]  # the last deal's table is cleared
        hands.make_room(self, len(active), events)
        size = hands.hand_size(self, len(active))
        self.deals += 1
        deck = hands.deck_for(self, len(active), size)
        rng.shuffle(deck)
        self.hand_size = size
        self.hands = [[] for _ in range(self.players)]
        self.put_away = [[] for _ in range(self.players)]
        self.doubles = [0] * self.players
        self.kontra, self.exchange_n, self.chosen, self.trick, self.tricks = None, None, [], [], []
        for _ in range(size):
            for p in self.order_from(self.forehand):
                self.hands[p].append(deck.pop())
        self.hands = [sort_cards(h, self.ranking) for h in self.hands]
        self.shown = sort_cards(deck, self.ranking) if self.options.hand == "all" else []
        self.stock = [] if self.options.hand == "all" else deck
        events.append({"type": "deal", "dealer": self.dealer, "deal": self.deals, "hand_size": size,
                       "shown": list(self.shown)})
        self.phase = "deal"
        self._next_phase()

    def _next_phase(self) -> None:
        """Go on to the next decision round of the deal that has someone to ask, else to the tricks."""
        order = self.order_from(self.forehand)
        steps = ["deal", "rassi", "kontra", "exchange", "play"]
        for phase in steps[steps.index(self.phase) + 1:]:
            self.phase = phase
            if phase == "rassi" and self.options.rassi:
                self.queue = [[p, "free"] for p in order if not any(is_face(c) for c in self.hands[p])]
                self.queue += [[p, "double"] for p in order]
            elif phase == "kontra" and self.options.kontra:
                self.queue = [[p, "kontra"] for p in order]
            elif phase == "exchange" and self.options.exchange != "none" and self.stock:
                first = self.dealer if self.options.exchange == "dealer" else self.forehand
                self.queue = [[p, "exchange"] for p in self.order_from(first)]
            elif phase == "play":
                self.leader = self.dealer if self.options.leader == "dealer" else self.forehand
                self.turn = self.leader
                self.queue = []
                return
            else:
                continue
            if self.queue:
                return

    def _rassi(self, seat: int, yes: bool, rng: Rng, events: list[dict]) -> None:
        _, ask = self.queue.pop(0)
        if yes:
            if ask == "double":
                self.doubles[seat] += 1
                if self.doubles[seat] < 2:
                    self.queue.insert(0, [seat, "double"])
            self._new_hand(seat, rng)
        events.append({"type": "rassi", "seat": seat, "ask": ask, "yes": yes})
        if not self.queue:
            self._next_phase()

    def _new_hand(self, seat: int, rng: Rng) -> None:
        size = len(self.hands[seat])
        self.put_away[seat].extend(self.hands[seat])
        if len(self.stock) < size:  # the undealt cards ran out: shuffle the cards put away back in
            self.stock += [c for p in range(self.players) for c in self.put_away[p]]
            self.put_away = [[] for _ in range(self.players)]
            rng.shuffle(self.stock)
        self.hands[seat] = sort_cards([self.stock.pop() for _ in range(size)], self.ranking)

    def _exchange(self, seat: int, events: list[dict]) -> None:
        self.queue.pop(0)
        count = len(self.chosen)
        if self.exchange_n is None:
            self.exchange_n = count
            if count == 0:
                self.queue = []  # nobody may exchange when the first player does not
        for card in self.chosen:
            self.hands[seat].remove(card)
            self.put_away[seat].append(card)
        self.hands[seat] = sort_cards(self.hands[seat] + [self.stock.pop() for _ in range(count)], self.ranking)
        self.chosen = []
        events.append({"type": "exchange", "seat": seat, "count": count})
        if not self.stock:
            self.queue = []
        if not self.queue:
            self._next_phase()

    # --- the tricks -------------------------------------------------------------------------------
    def _complete_play(self, rng: Rng, events: list[dict]) -> None:
        seat, cards = self.trick_player(), sort_cards(self.chosen, self.ranking)
        ranks = self.ranking.ranks(self.last_trick_now())
        lowest = bool(self.trick) and is_lowest_play(cards, self.hands[seat], ranks)
        for card in cards:
            self.hands[seat].remove(card)
        self.chosen = []
        self.trick.append([seat, cards])
        best = best_index([c for _, c in self.trick], ranks)  # the play that takes the trick so far
        events.append({"type": "play", "seat": seat, "cards": cards, "lowest": lowest, "best": best})
        if len(self.trick) < len(self.active()):
            self.turn = self.after(seat)
            return
        last = not self.hands[seat]
        ranks = self.ranking.ranks(last)
        plays = [c for _, c in self.trick]
        winner = self.trick[best_index(plays, ranks)][0]
        self.tricks.append(self.trick)
        events.append({"type": "trick", "winner": winner, "last": last})
        self.trick = []
        if not last:
            self.leader = self.turn = winner
            return
        scoring.settle_deal(self, self.tricks[-1], events)
        self.winners = scoring.match_winners(self)
        self.turn = None
        if self.winners is not None:
            self.phase = "over"
            events.append({"type": "game_over", "winners": self.winners})
            return
        self.dealer = hands.next_dealer(self)
        self._deal(rng, events)


def _unique(cards: list[str]) -> list[str]:
    return list(dict.fromkeys(cards))


# --- invariants ----------------------------------------------------------------------------------------
def check_cards(position: GurkeBase) -> None:
    """Every card of this deal's deck is in exactly one place: a hand, the stock, the cards shown or
    put away, the table, or in front of a player. Cards laid in front at the end of the deal just
    finished still lie on the table too, until the next deal clears it."""
    places = [c for h in position.hands for c in h] + position.stock + position.shown
    places += [c for p in position.put_away for c in p]
    table = [c for trick in position.tricks + [position.trick] for _, cards in trick for c in cards]
    places += table + [c for p in position.in_front for c in p]
    laid = Counter(c for p in position.laid for c in p)
    if laid - Counter(table) or Counter(places) - laid != Counter(full_deck(position.options, position.decks)):
        raise CorruptState("the cards do not add up to the deck")
    for seat in range(position.players):
        if Counter(position.laid[seat]) - Counter(position.in_front[seat]):
            raise CorruptState("a card laid in front is not in front")
    mover = position.to_move()
    if mover is not None and Counter(position.chosen) - Counter(position.hands[mover]):
        raise CorruptState("a picked card is not in the hand")


def check(pos: GurkeBase) -> None:
    check_cards(pos)
    if pos.decks != 1 and not pos.options.extra_deck:
        raise CorruptState("a second deck without the option")
    mover = pos.to_move()
    if pos.winners is None:
        if mover is None or pos.out[mover] != (pos.phase == "buy_back"):
            raise CorruptState("nobody (or a player who is out) is to move")
        if pos.phase == "play" and (pos.leader is None or pos.turn is None):
            raise CorruptState("a trick without a leader")
        if pos.phase != "play" and not pos.queue:
            raise CorruptState("a decision round with nobody to ask")
    sizes = {len(pos.hands[p]) for p in pos.active()}
    if pos.phase in ("play", "exchange", "rassi", "kontra") and len(sizes) > 1 and not pos.trick:
        raise CorruptState("hands of different sizes between tricks")
    if any(pos.hands[p] for p in range(pos.players) if pos.out[p]):
        raise CorruptState("a player who is out holds cards")
    if ((any(pos.in_front) and not pos.options.cards_in_front)
            or (any(pos.laid) and pos.phase not in ("buy_back", "over"))):
        raise CorruptState("cards in front that the rules do not lay there")
