"""A game of Mixed Pickles (`mixed_pickles`), as in the seed and RULES.md §5.

A turn, one decision at a time:

- ``draw`` two instruction cards (a move of its own, so a player can take back a move until the
  next player has seen new cards);
- then what the cards allow (rules.py): one pickle forward so that exactly one card is true, the
  step back or swap of a special card, or ``pass`` with the engine's proof that nothing fits.

Variants (all options are independent switches):
- ``professional``: two goal cards each; when the leading pickle leaves field 6, every player in
  turn, starting with the next to draw, ``keep``s one of them.
- ``expert``: the deck has no special cards.
- ``table_rules``: the seed's honour system. With two logic cards the player may make any forward
  move, or ``pass`` claiming that nothing fits. The cards are laid out for all to see and the next
  player may ``accept`` or ``object``. A wrong move (or a wrong claim) is taken back and the
  objector may make a correct move with those cards or ``decline``; then they draw for their own
  turn. An objection to a correct move changes nothing. Special cards are carried out as always.

Our readings where the seed and RULES.md are silent:
- Seat 0 draws first.
- After a turn each logic card goes face up onto the true or the false pile, by its truth in the
  position the turn left; special cards go onto the false pile.
- The game ends when three pickles are home; the fourth takes fourth place.
- Ties in points share a rank; all players with the most points win.
"""

from __future__ import annotations

from typing import Any

from ...core import fields as check
from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from . import rules
from .base import CHOICE_AFTER, FIELDS, MixedPicklesBase
from .cards import GOALS, PICKLES, START, card_json, deck, goal_points, holds, is_special
from .view import check_position, sample_hidden, view


class MixedPicklesPosition(MixedPicklesBase):
    """The rules; the fields and whose turn it is are MixedPicklesBase's (base.py)."""

    @classmethod
    def start(cls, n: int, options: Options, rng: Rng) -> MixedPicklesPosition:
        cards = deck(with_specials=not options.expert)
        rng.shuffle(cards)
        goals = list(GOALS)
        rng.shuffle(goals)
        per_seat = 2 if options.professional else 1
        data = {"fields": [START] * 4, "finished": [], "deck": cards, "true_pile": [], "false_pile": [],
                "hand": [], "goals": [goals[per_seat * s: per_seat * (s + 1)] for s in range(n)],
                "phase": "draw", "turn": 0, "queue": [], "pending": None, "turns": []}
        return cls(n, options, data)

    @classmethod
    def from_json(cls, data: Any, n: int, options: Options) -> MixedPicklesPosition:
        data = check.obj(data, "position")
        for name in FIELDS:
            if name not in data:
                raise CorruptState(f"position: {name} is missing")
        return cls(n, options, {name: data[name] for name in FIELDS})  # State.from_json checks it

    # --- what may be done ----------------------------------------------------------------------------
    def legal_moves(self) -> list[dict]:
        if self.phase == "draw":
            return [{"kind": "draw"}]
        if self.phase == "move":
            if self.table_rules and not any(is_special(c) for c in self.hand):
                return rules.forward_moves(self.fields) + [{"kind": "pass"}]
            return rules.card_moves(self.hand, self.fields)
        if self.phase == "review":
            return [{"kind": "accept"}, {"kind": "object"}]
        if self.phase == "correct":
            return rules.logic_moves(self.laid_out()["cards"], self.fields) + [{"kind": "decline"}]
        if self.phase == "choose":
            return [{"kind": "keep", "goal": goal} for goal in self.goals[self.queue[0]]]
        return []

    def reveals(self, move: dict) -> bool:
        return move["kind"] == "draw"  # the drawn cards are seen: no undo back across them

    def move_label(self, move: dict) -> dict:
        return {"key": f"mixed_pickles.move.{move['kind']}", "args": {k: v for k, v in move.items() if k != "kind"}}

    # --- playing ---------------------------------------------------------------------------------------
    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        kind = move["kind"]
        seat = self.seat_to_move()
        if kind == "draw":
            self._draw(seat, rng, events)
        elif kind == "keep":
            self.goals[seat] = [move["goal"]]
            events.append({"type": "goal_kept", "seat": seat})
            self.queue = self.queue[1:]
            if not self.queue:
                self.phase = "draw"
        elif kind in ("accept", "object"):
            self._review(seat, kind == "object", events)
        elif kind == "decline" or self.phase == "correct":
            self._correct(seat, move, events)
        elif self.table_rules and not any(is_special(c) for c in self.hand):
            self._lay_out(seat, move, events)
        else:
            cards, self.hand = self.hand, []
            self._settle(seat, cards, move, events)

    def _draw(self, seat: int, rng: Rng, events: list[dict]) -> None:
        for _ in range(2):
            if not self.deck:
                self.deck = self.true_pile + self.false_pile
                self.true_pile, self.false_pile = [], []
                rng.shuffle(self.deck)
                events.append({"type": "reshuffle", "cards": len(self.deck)})
            self.hand = self.hand + [self.deck[-1]]
            self.deck = self.deck[:-1]
        self.phase = "move"
        events.append({"type": "draw", "seat": seat})

    def _carry_out(self, seat: int, cards: list[str], move: dict, events: list[dict], laid_out: bool = False) -> None:
        """Move the pickles as `move` says and tell the table, with the cards shown face up. A turn
        `laid_out` for review (table rules) is told without the truth of its cards: judging it is
        the next player's part."""
        before = list(self.fields)
        shown = [card_json(c) for c in cards]
        logic = not any(is_special(c) for c in cards)
        if move["kind"] == "pass":
            # The engine's proof replaces the table's checking; a pass laid out is only a claim, and
            # the proof comes with the review.
            events.append({"type": "pass", "seat": seat, "cards": shown, "reason": rules.pass_reason(cards),
                           "claim": laid_out, "proof": rules.proof(cards, before) if logic and not laid_out else []})
            return
        self.fields = rules.after(before, move)
        event = {"type": move["kind"], "seat": seat, "cards": shown, "before": before, "after": list(self.fields)}
        if move["kind"] != "swap":
            event["pickle"] = move["pickle"]
        else:
            event["pickles"] = list(move["pickles"])
        if logic and not laid_out:
            event["truths"] = rules.truths(cards, self.fields)
        events.append(event)
        home = len(self.finished)
        self.finished = rules.finished_after(self.fields, self.finished)
        for place, pickle in enumerate(self.finished[home:], home + 1):
            events.append({"type": "finish", "pickle": PICKLES[pickle], "place": place})

    def _settle(self, seat: int, cards: list[str], move: dict, events: list[dict]) -> None:
        """A turn's result stands: record it, put the cards on the piles, and the next player goes on."""
        before, finished = list(self.fields), list(self.finished)
        self._carry_out(seat, cards, move, events)
        self._record(seat, cards, move, before, finished)
        self._discard(cards)
        self._after_turn(self.next_seat(seat), events)

    def _record(self, seat: int, cards: list[str], move: dict, before: list[int], finished: list[int], **note: Any) -> None:
        self.turns = self.turns + [{"seat": seat, "cards": list(cards), "fields": before, "finished": finished,
                                    "move": dict(move), **note}]

    def _discard(self, cards: list[str]) -> None:
        for card in cards:
            if not is_special(card) and holds(card, self.fields):
                self.true_pile = self.true_pile + [card]
            else:
                self.false_pile = self.false_pile + [card]

    def _after_turn(self, seat: int, events: list[dict]) -> None:
        """The next player's turn begins, unless three pickles are home; the professional variant's
        choice comes first once the leading pickle has left field 6."""
        if len(self.finished) >= 3:
            self.finished = self.finished + [i for i in range(4) if i not in self.finished]
            self.phase = "over"
            outcome = self.final_outcome()
            events.append({"type": "game_over", "winners": outcome["winners"], "scores": outcome["scores"],
                           "places": [PICKLES[i] for i in self.finished]})
            return
        self.turn = seat
        if not self.chosen and max(self.fields) > CHOICE_AFTER:
            self.phase = "choose"
            self.queue = [(seat + k) % self.n for k in range(self.n)]
            events.append({"type": "choose_goal"})
        else:
            self.phase = "draw"

    # --- the table rules: lay out, object, correct ----------------------------------------------------
    def _lay_out(self, seat: int, move: dict, events: list[dict]) -> None:
        before, finished = list(self.fields), list(self.finished)
        cards, self.hand = self.hand, []
        self._carry_out(seat, cards, move, events, laid_out=True)
        self.pending = {"seat": seat, "cards": cards, "move": dict(move), "fields": before, "finished": finished}
        self.phase = "review"
        events.append({"type": "laid_out", "seat": seat, "reviewer": self.next_seat(seat)})

    def pending_is_correct(self) -> bool:
        pending = self.laid_out()
        cards, before, move = pending["cards"], pending["fields"], pending["move"]
        if move["kind"] == "pass":
            return not rules.logic_moves(cards, before)
        return rules.is_correct(cards, rules.after(before, move))

    def _review(self, seat: int, objection: bool, events: list[dict]) -> None:
        pending = self.laid_out()
        right = self.pending_is_correct()
        cards, before, laid = pending["cards"], pending["fields"], pending["move"]
        verdict = {"mover": pending["seat"], "cards": [card_json(c) for c in cards], "proof": rules.proof(cards, before),
                   "truths": None if laid["kind"] == "pass" else rules.truths(cards, rules.after(before, laid))}
        if not objection or right:
            events.append({"type": "objection", "seat": seat, "upheld": False, **verdict} if objection
                          else {"type": "accept", "seat": seat, **verdict})
            self.pending = None
            self._record(pending["seat"], pending["cards"], pending["move"], pending["fields"], pending["finished"])
            self._discard(pending["cards"])
            self._after_turn(seat, events)
            return
        self.fields, self.finished = list(pending["fields"]), list(pending["finished"])
        events.append({"type": "objection", "seat": seat, "upheld": True, **verdict})
        self._record(pending["seat"], pending["cards"], pending["move"], pending["fields"], pending["finished"],
                     taken_back=True)
        if rules.logic_moves(pending["cards"], self.fields):
            self.phase = "correct"
            return
        self.pending = None
        self._discard(pending["cards"])
        self._after_turn(seat, events)

    def _correct(self, seat: int, move: dict, events: list[dict]) -> None:
        cards = self.laid_out()["cards"]
        self.pending = None
        if move["kind"] == "decline":
            events.append({"type": "decline", "seat": seat})
            self._discard(cards)
            self._after_turn(seat, events)
            return
        before, finished = list(self.fields), list(self.finished)
        self._carry_out(seat, cards, move, events)
        self._record(seat, cards, move, before, finished, correction=True)
        self._discard(cards)
        self._after_turn(seat, events)  # then the objector's own turn

    # --- the end -------------------------------------------------------------------------------------
    def outcome(self) -> dict | None:
        if self.phase != "over":
            return None
        scores = [sum(goal_points(self.goals[s][0], self.finished)) for s in range(self.n)]
        ranks = [1 + sum(other > mine for other in scores) for mine in scores]
        return {"ranks": ranks, "winners": [s for s in range(self.n) if ranks[s] == 1], "scores": scores}

    # --- what a seat sees (view.py) and the checks ----------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        return view(self, seat)

    def sample_hidden(self, seat: int, rng: Rng) -> MixedPicklesPosition:
        return sample_hidden(self, seat, rng)

    def check(self) -> None:
        check_position(self)

