"""Gulek for 2–6 players (`gulek`), as in docs/rules.md#gulek-multiplayer.

A turn is a short sequence of moves, each one decision:

- Placing: ``place`` one ball into any pit (two placements a turn with ``shortened``), until every
  player has placed all 20 balls.
- Playing: ``sow`` a pit (at least two balls, at least one of them yours) in a direction, then
  ``drop`` the balls one by one, choosing the colour that goes into the next pit, or accept the
  ``suggested`` order for all the rest. A drop is asked for only when there is a real choice; your
  own last ball is kept for the end. Every other player's ball in the pit of the last ball is
  captured into the centre. Then ``park`` any pits holding exactly two of your balls and nothing
  else, and say ``done``.
- Instead of sowing: ``return`` a parked pair into an empty pit, then more pairs or ``done``.

Decisions where the rule sources are silent (our own rules; docs/rules.md#gulek-decisions):
- The seat after the last placer (seat 0) opens the play.
- A player who cannot act when their turn comes waits (the turn passes with a ``wait`` event); with
  ``shortened`` they are out instead. A player with no balls on the board or in the ring is out.
- The game ends when nobody can act, or when at most one player is still in (a lone player could
  otherwise only run down the no-capture clock).
- Five rounds without a capture: after 5 × (players still in) turns in a row, waits included, with
  no capture, the game is a draw between everybody still in.
- Ranks: players still in by balls left (board and ring), ties share a rank; players who went out
  rank below them, those who went out later ahead. In a draw everybody still in ranks first.
"""

from __future__ import annotations

from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from .base import BALLS, QUIET_ROUNDS, GulekBase
from .order import drop_choices, suggested_order
from .solitaire import PITS
from .view import view
from .why import gulek_event_rule, gulek_move_rules, gulek_why_not


class GulekPosition(GulekBase):
    """The rules of Gulek for 2–6 players: placing, sowing and dropping, parking, the end, the
    invariants."""

    @classmethod
    def start(cls, players: int, options: Options) -> GulekPosition:
        return cls(players, bool(options.shortened))

    # --- the contract -----------------------------------------------------------------------------
    def to_move(self) -> int | None:
        return None if self.over else self.turn

    def legal_moves(self) -> list[dict]:
        if self.over:
            return []
        me = self.seat_to_move()
        if self.phase == "place":
            return [{"kind": "place", "pit": i} for i in range(PITS)]
        if self.phase == "order":
            return ([{"kind": "drop", "ball": c} for c in drop_choices(self.hand, me)]
                    + [{"kind": "suggested"}])
        if self.phase == "park":
            return [{"kind": "park", "pit": i} for i in self.parkable(me)] + [{"kind": "done"}]
        returns = ([{"kind": "return", "pit": i} for i in self.empty_pits()] if self.ring[me] else [])
        if self.phase == "return":
            return returns + [{"kind": "done"}]
        sows = [{"kind": "sow", "pit": i, "dir": d} for i in self.sowable(me) for d in (1, -1)]
        return sows + returns

    def play(self, move: dict, rng: Rng | None, events: list[dict]) -> None:
        """Gulek has no chance: `rng` is never drawn from, so a look-ahead may pass None."""
        me = self.seat_to_move()
        kind = move["kind"]
        if kind == "place":
            self.supply[me] -= 1
            self.pits[move["pit"]][me] += 1
            self.placed += 1
            events.append({"type": "place", "seat": me, "pit": move["pit"]})
            if self.placed == (2 if self.shortened else 1) or not self.supply[me]:
                self.placed = 0
                self._end_placing_turn(events)
        elif kind == "sow":
            pit = move["pit"]
            self.hand, self.pits[pit] = self.pits[pit], [0] * self.n
            self.at = self.origin = pit
            self.dir = move["dir"]
            self.phase = "order"
            events.append({"type": "take", "seat": me, "pit": pit, "dir": self.dir, "balls": list(self.hand)})
            self._drop_forced(events)
        elif kind == "drop":
            self._drop(move["ball"], events)
            self._drop_forced(events)
        elif kind == "suggested":
            for ball in suggested_order(self.pits, self.hand, self.at, self.dir, me):
                self._drop(ball, events)
            self._finish_sowing(events)
        elif kind == "park":
            self.pits[move["pit"]][me] = 0
            self.ring[me] += 1
            events.append({"type": "park", "seat": me, "pit": move["pit"]})
            if not self.parkable(me):
                self._end_turn(self.captured, events)
        elif kind == "return":
            self.ring[me] -= 1
            self.pits[move["pit"]][me] = 2
            events.append({"type": "return", "seat": me, "pit": move["pit"]})
            self.phase = "return"
            if not self.ring[me] or not self.empty_pits():
                self._end_turn(False, events)
        elif kind == "done":
            self._end_turn(self.phase == "park" and self.captured, events)

    # --- sowing -------------------------------------------------------------------------------
    def _drop(self, ball: int, events: list[dict]) -> None:
        self.at = (self.at + self.dir) % PITS
        self.hand[ball] -= 1
        self.pits[self.at][ball] += 1
        events.append({"type": "drop", "seat": self.turn, "pit": self.at, "ball": ball})

    def _drop_forced(self, events: list[dict]) -> None:
        """Drop while only one colour may go next; stop at a real choice or when the hand is empty."""
        me = self.seat_to_move()
        while sum(self.hand):
            choices = drop_choices(self.hand, me)
            if len(choices) > 1:
                return
            self._drop(choices[0], events)
        self._finish_sowing(events)

    def _finish_sowing(self, events: list[dict]) -> None:
        me = self.seat_to_move()
        pit = self.pits[self.at]
        taken = [0 if s == me else pit[s] for s in range(self.n)]
        captured = any(taken)
        if captured:
            for s in range(self.n):
                if s != me:
                    self.centre[s] += pit[s]
                    pit[s] = 0
            events.append({"type": "capture", "seat": me, "pit": self.at, "balls": taken})
            for s in self.still_in():
                if s != me and not self.balls_left(s):
                    self.out.append(s)
                    events.append({"type": "out", "seat": s, "reason": "captured"})
        if self.parkable(me):
            self.phase = "park"
            self.captured = captured
        else:
            self._end_turn(captured, events)

    # --- whose turn -------------------------------------------------------------------------------
    def _end_placing_turn(self, events: list[dict]) -> None:
        if any(self.supply):
            self.turn = (self.seat_to_move() + 1) % self.n
            return
        events.append({"type": "play_begins"})
        self.phase = "move"
        self._seek(0, events)

    def _end_turn(self, captured: bool, events: list[dict]) -> None:
        self.phase = "move"
        self.captured = False
        self.quiet = 0 if captured else self.quiet + 1
        if not self._ended(events):
            self._seek((self.seat_to_move() + 1) % self.n, events)

    def _ended(self, events: list[dict]) -> bool:
        alive = self.still_in()
        if len(alive) <= 1:
            self._finish(False, "last_player", events)
        elif self.quiet >= QUIET_ROUNDS * len(alive):
            self._finish(True, "no_capture", events)
        else:
            return False
        return True

    def _seek(self, seat: int, events: list[dict]) -> None:
        """Give the turn to the first player from `seat` on who can act; the others wait or go out."""
        if not any(self.can_act(s) for s in self.still_in()):
            self._finish(False, "nobody_can_move", events)
            return
        while True:
            if seat not in self.out:
                if self.can_act(seat):
                    self.turn = seat
                    return
                if self.shortened:
                    self.out.append(seat)
                    events.append({"type": "out", "seat": seat, "reason": "stuck"})
                else:
                    events.append({"type": "wait", "seat": seat})
                    self.quiet += 1
                if self._ended(events):
                    return
                if not any(self.can_act(s) for s in self.still_in()):
                    self._finish(False, "nobody_can_move", events)
                    return
            seat = (seat + 1) % self.n

    def _finish(self, draw: bool, reason: str, events: list[dict]) -> None:
        self.over = True
        self.draw = draw
        self.turn = None
        outcome = self.final_outcome()
        events.append({"type": "game_over", "winners": outcome["winners"], "draw": draw, "reason": reason})

    def outcome(self) -> dict | None:
        if not self.over:
            return None
        scores = [self.balls_left(s) for s in range(self.n)]
        alive = self.still_in()
        ranks = [0] * self.n
        for s in alive:
            ranks[s] = 1 if self.draw else 1 + sum(scores[o] > scores[s] for o in alive)
        for place, s in enumerate(reversed(self.out)):
            ranks[s] = len(alive) + 1 + place
        return {"ranks": ranks, "winners": [s for s in range(self.n) if ranks[s] == 1],
                "scores": scores, "draw": self.draw}

    # --- what a seat sees (view.py) ----------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        return view(self, seat, self.sowings() if self.phase == "move" and not self.over else [])

    def sowings(self) -> list[dict]:
        """What each legal sowing would do with the suggested order, for the table's words and
        marks (the table never sows by itself): the pits its balls go into, in order (the last
        ball's pit last), and the balls it captures."""
        found = []
        for move in self.legal_moves():
            if move["kind"] == "sow":
                _, events = self.sowing_trial(move)
                path = [e["pit"] for e in events if e["type"] == "drop"]
                taken = [e["balls"] for e in events if e["type"] == "capture"]
                found.append({"pit": move["pit"], "dir": move["dir"], "balls": len(path),
                              "path": path, "captures": sum(taken[0]) if taken else 0})
        return found

    def sowing_trial(self, move: dict) -> tuple[GulekPosition, list[dict]]:
        """A legal sowing played out on a copy with the suggested order: the copy and the events."""
        trial = self.copy()
        events: list[dict] = []
        trial.play(move, None, events)
        if trial.phase == "order" and trial.turn == self.turn and not trial.over:
            trial.play({"kind": "suggested"}, None, events)
        return trial, events

    # --- why: the rule behind every move and event, and why a pit has no move (why.py) ----------
    def move_rules(self, move: dict) -> tuple[str, ...]:
        return gulek_move_rules(self, move)

    def event_rule(self, event: dict) -> str | None:
        return gulek_event_rule(self, event)

    def why_not(self, seat: int, thing: str) -> dict | None:
        return gulek_why_not(self, seat, thing)

    # --- invariants -------------------------------------------------------------------------------
    def check(self) -> None:
        for s in range(self.n):
            if self.balls_left(s) + self.centre[s] != BALLS:
                raise CorruptState(f"seat {s}'s balls do not add up to {BALLS}")
        me = self.to_move()  # None once the game is over
        if self.phase == "order" and me is not None:
            if not self.hand[me] or len(drop_choices(self.hand, me)) < 2:
                raise CorruptState("a sowing in progress must leave a choice")
        elif any(self.hand):
            raise CorruptState("balls in hand outside a sowing")
        if (self.phase == "place" and not any(self.supply)) or (self.phase != "place" and any(self.supply)):
            raise CorruptState("the placing phase does not match the balls not yet placed")
        if self.turn is not None and self.turn in self.out:
            raise CorruptState("a seat that is out cannot be to move")
