"""A game of Mixed Pickles (`mixed_pickles`), as in docs/rules.md#mixed-pickles.

A turn, one decision at a time:

- ``draw`` two instruction cards (a move of its own, so a player can take back a move until the
  next player has seen new cards);
- then what the cards allow (card_logic.py): one pickle forward so that exactly one card is true, the
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

Our readings where the rule sources are silent (docs/rules.md#mixed-pickles-decisions):
- Seat 0 draws first.
- After a turn each logic card goes face up onto the true or the false pile, by its truth in the
  position the turn left; special cards go onto the false pile.
- The game ends when three pickles are home; the fourth takes fourth place.
- Ties in points share a rank; all players with the most points win.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NoReturn

from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from . import card_logic, why
from .base import CHOICE_AFTER, PHASES, MixedPicklesBase
from .cards import GOAL, GOALS, PICKLES, START, card_json, deck, goal_points, holds, is_card, is_special
from .view import sample_hidden, view


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

    # --- what may be done ----------------------------------------------------------------------------
    def legal_moves(self) -> list[dict]:
        if self.phase == "draw":
            return [{"kind": "draw"}]
        if self.phase == "move":
            if self.table_rules and not any(is_special(c) for c in self.hand):
                return card_logic.forward_moves(self.fields) + [{"kind": "pass"}]
            return card_logic.card_moves(self.hand, self.fields)
        if self.phase == "review":
            return [{"kind": "accept"}, {"kind": "object"}]
        if self.phase == "correct":
            return card_logic.logic_moves(self.laid_out()["cards"], self.fields) + [{"kind": "decline"}]
        if self.phase == "choose":
            return [{"kind": "keep", "goal": goal} for goal in self.goals[self.queue[0]]]
        return []

    def reveals(self, move: dict) -> bool:
        return move["kind"] == "draw"  # the drawn cards are seen: no undo back across them

    # --- why: the rule behind every move and event, and why a thing has no move (why.py) ----------
    def move_rules(self, move: dict) -> tuple[str, ...]:
        return why.move_rules(self, move)

    def decision_rule(self) -> str | None:
        return why.decision_rule(self)

    def event_rule(self, event: dict) -> str | None:
        return why.event_rule(self, event)

    def why_not(self, seat: int, thing: str) -> dict | None:
        return why.why_not(self, seat, thing)

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
            events.append({"type": "pass", "seat": seat, "cards": shown, "reason": card_logic.pass_reason(cards),
                           "claim": laid_out, "proof": card_logic.proof(cards, before) if logic and not laid_out else []})
            return
        self.fields = card_logic.after(before, move)
        event = {"type": move["kind"], "seat": seat, "cards": shown, "before": before, "after": list(self.fields)}
        if move["kind"] != "swap":
            event["pickle"] = move["pickle"]
        else:
            event["pickles"] = list(move["pickles"])
        if logic and not laid_out:
            event["truths"] = card_logic.truths(cards, self.fields)
        events.append(event)
        home = len(self.finished)
        self.finished = card_logic.finished_after(self.fields, self.finished)
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
            return not card_logic.logic_moves(cards, before)
        return card_logic.is_correct(cards, card_logic.after(before, move))

    def _review(self, seat: int, objection: bool, events: list[dict]) -> None:
        pending = self.laid_out()
        right = self.pending_is_correct()
        cards, before, laid = pending["cards"], pending["fields"], pending["move"]
        verdict = {"mover": pending["seat"], "cards": [card_json(c) for c in cards], "proof": card_logic.proof(cards, before),
                   "truths": None if laid["kind"] == "pass" else card_logic.truths(cards, card_logic.after(before, laid))}
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
        if card_logic.logic_moves(pending["cards"], self.fields):
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

    # --- what a seat sees (view.py) ------------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        return view(self, seat)

    def unseen_anew(self, rng: Rng) -> MixedPicklesPosition:
        """The draw pile in a new order."""
        world = self.copy()
        world.deck = list(world.deck)
        rng.shuffle(world.deck)
        return world

    def unseen_count(self) -> int:
        return len(self.deck)

    def sample_hidden(self, seat: int, rng: Rng) -> MixedPicklesPosition:
        return sample_hidden(self, seat, rng)

    # --- invariants -------------------------------------------------------------------------------
    def check(self) -> None:
        check_position(self)


def check_position(position: MixedPicklesBase) -> None:
    """Raise CorruptState unless the position is one the rules can reach."""
    def bad(why: str) -> NoReturn:
        raise CorruptState(f"mixed pickles: {why}")

    f = position.fields
    if not (isinstance(f, list) and len(f) == 4 and all(type(x) is int and START <= x <= GOAL for x in f)):
        bad("every pickle stands on a field from 1 to 13")
    fin = position.finished
    if not (isinstance(fin, list) and all(type(i) is int and 0 <= i < 4 for i in fin) and len(set(fin)) == len(fin)):
        bad("the finishing order is not a list of pickles")
    if sorted(i for i in range(4) if f[i] == GOAL) != sorted(i for i in fin if f[i] == GOAL) or any(f[i] != GOAL for i in fin[:3]):
        bad("a pickle on the goal has no place, or a placed pickle is not home")
    if position.phase not in PHASES:
        bad(f"unknown phase {position.phase!r}")
    if (position.phase == "over") != (len(fin) == 4) or (len(fin) == 4 and sum(f[i] == GOAL for i in fin) < 3):
        bad("the game is over exactly when three pickles are home")
    piles = [position.deck, position.true_pile, position.false_pile, position.hand]
    if not all(isinstance(p, list) and all(is_card(c) for c in p) for p in piles):
        bad("a card is not an instruction card")
    pending_cards = position.pending["cards"] if isinstance(position.pending, dict) and isinstance(position.pending.get("cards"), list) else []
    if Counter(c for p in piles for c in p) + Counter(pending_cards) != Counter(deck(not position.expert)):
        bad("the instruction cards do not add up to the deck")
    if len(position.hand) != (2 if position.phase == "move" else 0):
        bad("a player holds two cards exactly while moving")
    n = position.n
    if type(position.turn) is not int or not 0 <= position.turn < n:
        bad("the turn is not a seat")
    goals = position.goals
    if not (isinstance(goals, list) and len(goals) == n and all(isinstance(g, list) and g and all(x in GOALS for x in g) for g in goals)):
        bad("every player holds goal cards")
    flat = [g for held in goals for g in held]
    if len(set(flat)) != len(flat):
        bad("a goal card is held twice")
    q = position.queue
    if position.phase == "choose" and not (isinstance(q, list) and q and all(type(s) is int and 0 <= s < n for s in q)):
        bad("nobody is left to choose a goal card")
    if position.phase != "choose" and q:
        bad("nobody chooses a goal card now")
    # Two goal cards: those still to choose, or everybody before the professional choice.
    before_choice = position.professional and all(len(g) == 2 for g in goals)
    choosing = set(q) if position.phase == "choose" else set(range(n)) if before_choice else set()
    if any(len(goals[s]) != (2 if s in choosing else 1) for s in range(n)):
        bad("the goal cards in hand do not match the variant")
    if (position.pending is not None) != (position.phase in ("review", "correct")):
        bad("cards are laid out for review exactly while a review is on")
    if position.pending is not None:
        p = position.pending
        if not (isinstance(p, dict) and type(p.get("seat")) is int and 0 <= p["seat"] < n and _turn_ok(p)
                and p["move"] in card_logic.forward_moves(p["fields"]) + [{"kind": "pass"}]):
            bad("the laid-out turn is malformed")
    if not isinstance(position.turns, list) or not all(
            isinstance(t, dict) and type(t.get("seat")) is int and 0 <= t["seat"] < n and _turn_ok(t) for t in position.turns):
        bad("the record of turns is malformed")


def _turn_ok(record: dict) -> bool:
    """A turn record's cards, fields and move are what the rules could have written."""
    fields, finished, cards, move = (record.get(k) for k in ("fields", "finished", "cards", "move"))
    if not (isinstance(fields, list) and len(fields) == 4 and all(type(x) is int and START <= x <= GOAL for x in fields)):
        return False
    if not (isinstance(finished, list) and all(type(i) is int and 0 <= i < 4 and fields[i] == GOAL for i in finished)):
        return False
    if not (isinstance(cards, list) and len(cards) == 2 and all(is_card(c) for c in cards)):
        return False
    return isinstance(move, dict) and (move in card_logic.forward_moves(fields)
                                       or move in card_logic.card_moves(cards, fields)
                                       or move in ({"kind": "pass"}, {"kind": "decline"}))
