"""Game of the Goose: the rules, read as in docs/rules.md#goose-rules.

A turn is one move, ``{"kind": "roll"}``: two dice from the state's generator, then the pawn walks.

- Land on a goose and you move the same number again, in the direction you were moving; chains go on.
- Your first throw only: 6 and 3 go to 26, 5 and 4 go to 53 (instead of the usual move).
- 6 flies to 12, 42 goes back to 37, 58 goes back to 0. On 19 you miss your next turn.
- 31 (well) and 52 (cage): you wait until another pawn lands there; that pawn then waits and you
  move again from your next turn. Option ``release_after_three_rounds``: you are also freed after
  missing three of your turns there, and roll on the fourth.
- 63 must be hit exactly; the rest is walked back, and a goose met on the way back sends you back
  the same number again.
- Pawns may share squares; nobody is captured.
- The first pawn on 63 wins. Option ``play_for_places``: the others play on for the places.

Decisions where the rule sources are silent (our own rules; docs/rules.md#goose-decisions):
- If every pawn still playing is waiting in the well or the cage, nobody could ever move again: the
  pawn that has waited longest is freed and rolls at its next turn.
- With ``play_for_places`` the game ends when a single pawn is left; it takes the last place.
- Turns that a pawn must miss (nest, well, cage) pass by themselves and are told in the events.
- A round is counted each time the turn comes back round to the first seat.
- Without ``play_for_places`` the winner ranks first and everybody else shares second place.
"""

from __future__ import annotations

from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from . import why
from .base import RELEASE_AFTER, GooseBase, Pawn
from .board import FINISH, FIRST_THROW, JUMPS, NEST, TRAPS, Board
from .view import view

ROLL = {"kind": "roll"}


class GoosePosition(GooseBase):
    """The rules of a Goose position: rolling, walking, the squares, the turns and the invariants."""

    @classmethod
    def start(cls, players: int, options: Options) -> GoosePosition:
        return cls(Board.for_options(options), options, [Pawn() for _ in range(players)], 0)

    # --- the contract ---------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.turn

    def legal_moves(self) -> list[dict]:
        return [] if self.turn is None else [dict(ROLL)]

    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        seat = self.seat_to_move()
        pawn = self.pawns[seat]
        dice = [rng.die(), rng.die()]
        self.ply += 1
        self.last_roll = {"seat": seat, "dice": dice}
        events.append({"type": "roll", "seat": seat, "dice": list(dice)})
        first_throw = not pawn.thrown
        pawn.thrown = True
        target = FIRST_THROW.get(frozenset(dice)) if first_throw else None
        if target is not None:
            events.append({"type": "first_throw", "seat": seat, "from": pawn.square, "to": target})
            pawn.square = target
        else:
            self._move(seat, sum(dice), events)
        self._after_move(seat, events)

    def outcome(self) -> dict | None:
        if self.turn is not None:
            return None
        places = [p.place for p in self.pawns]
        if self.options.play_for_places:
            ranks = [p if p is not None else len(self.pawns) for p in places]
        else:
            ranks = [1 if p == 1 else 2 for p in places]
        winners = [s for s, r in enumerate(ranks) if r == 1]
        return {"ranks": ranks, "winners": winners, "scores": [p.square for p in self.pawns],
                "rounds": self.round}

    def view(self, seat: int | None) -> dict:
        return view(self, seat)

    # --- why: the rule behind every move and event (why.py) ---------------------------------
    def move_rules(self, move: dict) -> tuple[str, ...]:
        return why.move_rules(self, move)

    def event_rule(self, event: dict) -> str | None:
        return why.event_rule(self, event)

    def why_not(self, seat: int, thing: str) -> dict | None:
        return why.why_not(self, seat, thing)

    # --- moving a pawn ----------------------------------------------------------------------
    def _move(self, seat: int, steps: int, events: list[dict]) -> None:
        """Walk the throw, then follow geese (and their bounces) until the pawn comes to rest."""
        pawn = self.pawns[seat]
        direction = 1
        while True:
            start = pawn.square
            path, new_direction = self.board.walk(start, steps, direction)
            events.append({"type": "walk", "seat": seat, "from": start, "path": path})
            if new_direction != direction:
                events.append({"type": "bounce", "seat": seat, "excess": start + steps - FINISH})
            direction = new_direction
            pawn.square = path[-1] if path else start
            if pawn.square == FINISH or not self.board.is_goose(pawn.square):
                return
            events.append({"type": "goose", "seat": seat, "square": pawn.square, "steps": steps,
                           "direction": direction})

    def _after_move(self, seat: int, events: list[dict]) -> None:
        """What the square the pawn came to rest on does, then the next turn."""
        pawn = self.pawns[seat]
        if pawn.square in JUMPS:
            to, kind = JUMPS[pawn.square]
            events.append({"type": "jump", "seat": seat, "from": pawn.square, "to": to, "square_kind": kind})
            pawn.square = to
        if pawn.square == NEST:
            pawn.skip = True
            events.append({"type": "nest", "seat": seat})
        elif pawn.square in TRAPS:
            for other_seat, other in enumerate(self.pawns):
                if other_seat != seat and other.trapped_at is not None and other.square == pawn.square:
                    self._release(other_seat, "newcomer", events)
            pawn.trapped_at = self.ply
            pawn.waited = 0
            events.append({"type": "trapped", "seat": seat, "square": pawn.square,
                           "square_kind": TRAPS[pawn.square]})
        elif pawn.square == FINISH:
            pawn.place = 1 + sum(p.place is not None for p in self.pawns)
            events.append({"type": "finished", "seat": seat, "place": pawn.place})
        if self._game_ends():
            self._finish(events)
        else:
            self._next_turn(seat, events)

    def _release(self, seat: int, reason: str, events: list[dict]) -> None:
        pawn = self.pawns[seat]
        pawn.trapped_at = None
        pawn.waited = 0
        events.append({"type": "released", "seat": seat, "square": pawn.square, "reason": reason})

    # --- turns ------------------------------------------------------------------------------
    def _game_ends(self) -> bool:
        finished = sum(p.place is not None for p in self.pawns)
        if self.options.play_for_places:
            return finished >= len(self.pawns) - 1
        return finished >= 1

    def _finish(self, events: list[dict]) -> None:
        if self.options.play_for_places:
            for seat, pawn in enumerate(self.pawns):
                if pawn.place is None:
                    events.append({"type": "last_place", "seat": seat, "place": len(self.pawns)})
        self.turn = None
        events.append({"type": "game_over", "winners": [s for s, p in enumerate(self.pawns) if p.place == 1]})

    def _next_turn(self, seat: int, events: list[dict]) -> None:
        """Pass the turn on, letting pawns that must miss a turn miss it."""
        players = len(self.pawns)
        while True:
            seat = (seat + 1) % players
            if seat == 0:
                self.round += 1
            pawn = self.pawns[seat]
            if pawn.place is not None:
                continue
            if pawn.skip:
                pawn.skip = False
                events.append({"type": "misses_turn", "seat": seat, "reason": "nest"})
                continue
            if pawn.trapped_at is not None:
                if self._all_waiting():
                    longest = min((p.trapped_at, s) for s, p in enumerate(self.pawns) if p.trapped_at is not None)[1]
                    self._release(longest, "all_waiting", events)
                elif self.options.release_after_three_rounds and pawn.waited >= RELEASE_AFTER:
                    self._release(seat, "three_turns", events)
                if pawn.trapped_at is not None:
                    pawn.waited = min(pawn.waited + 1, RELEASE_AFTER)
                    events.append({"type": "misses_turn", "seat": seat, "reason": TRAPS[pawn.square]})
                    continue
            self.turn = seat
            return

    def _all_waiting(self) -> bool:
        return all(p.trapped_at is not None for p in self.pawns if p.place is None)

    # --- invariants --------------------------------------------------------------------------
    def check(self) -> None:
        places = sorted(p.place for p in self.pawns if p.place is not None)
        if places != list(range(1, len(places) + 1)):
            raise CorruptState("finishing places are not 1, 2, 3, ...")
        for seat, pawn in enumerate(self.pawns):
            if (pawn.place is not None) != (pawn.square == FINISH):
                raise CorruptState(f"seat {seat}: only a pawn on 63 has finished, and every pawn on 63 has")
            if pawn.trapped_at is not None and pawn.square not in TRAPS:
                raise CorruptState(f"seat {seat}: waiting, but not in the well or the cage")
            if pawn.skip and pawn.square != NEST:
                raise CorruptState(f"seat {seat}: misses a turn, but is not on the nest")
            if pawn.square in JUMPS:
                raise CorruptState(f"seat {seat}: no pawn can rest on square {pawn.square}")
            if not pawn.thrown and pawn.square != 0:
                raise CorruptState(f"seat {seat}: has moved without throwing")
        for square in TRAPS:
            if sum(p.trapped_at is not None and p.square == square for p in self.pawns) > 1:
                raise CorruptState(f"two pawns wait on square {square}")
        if self._game_ends() != (self.turn is None):
            raise CorruptState("whose turn it is does not fit whether the game is over")
        if self.turn is not None:
            pawn = self.pawns[self.turn]
            if pawn.place is not None or pawn.trapped_at is not None or pawn.skip:
                raise CorruptState("the seat to move cannot move")
