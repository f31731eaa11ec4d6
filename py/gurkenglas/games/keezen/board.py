"""The Keezen board: a ring of 16 squares per board seat, a nest, a start position and four home
squares per player. Pure geometry and movement along the board, no cards.

A pawn's place is one integer: NEST, a track square 0 … 16·B − 1, or HOME + h for home square h
(0 is the first square behind the entrance, 3 the deepest).
"""

from __future__ import annotations

from dataclasses import dataclass

SQUARES_PER_SEAT = 16
PAWNS = 4
NEST = -1
HOME = 1000


def is_home(loc: int) -> bool:
    return loc >= HOME


def is_track(loc: int) -> bool:
    return 0 <= loc < HOME


def home_walk(taken: set[int], h: int, steps: int, bounce: bool) -> int | None:
    """Where `steps` forward take a pawn from home square `h` (-1: from its entrance on the track)
    when the home squares `taken` hold other pawns, or None. It may not pass or land on them. At the
    last home square the walk ends, or with `bounce` (a house rule) the steps left count back
    towards the entrance; a count that would take the pawn back out of its home does not fit."""
    last = PAWNS - 1
    while steps and h < last:
        h += 1
        steps -= 1
        if h in taken:
            return None
    if not steps:
        return HOME + h
    if not bounce or steps > last:
        return None
    for _ in range(steps):
        h -= 1
        if h in taken:
            return None
    return HOME + h


@dataclass(frozen=True)
class Board:
    """Where the players sit. Two players sit opposite on the 4-seat board; 5 and 6 use the 6-seat board."""

    players: int
    seats: int            # board seats: 4 or 6
    positions: tuple      # player -> board seat

    @classmethod
    def for_players(cls, players: int) -> Board:
        if players <= 4:
            positions = (0, 2) if players == 2 else tuple(range(players))
            return cls(players, 4, positions)
        return cls(players, 6, tuple(range(players)))

    @property
    def track(self) -> int:
        return SQUARES_PER_SEAT * self.seats

    def start(self, player: int) -> int:
        return SQUARES_PER_SEAT * self.positions[player]

    def entrance(self, player: int) -> int:
        """The square just before the start position, where the home branches off."""
        return (self.start(player) - 1) % self.track

    def to_json(self) -> dict:
        return {"seats": self.seats, "track": self.track, "squares_per_seat": SQUARES_PER_SEAT, "nest": NEST, "home": HOME,
                "positions": list(self.positions), "starts": [self.start(p) for p in range(self.players)]}


class Pawns:
    """Every pawn's place, and the movement rules that depend only on where pawns stand."""

    __slots__ = ("board", "locs")

    def __init__(self, board: Board, locs: list[list[int]]) -> None:
        self.board = board
        self.locs = locs

    def copy(self) -> Pawns:
        return Pawns(self.board, [list(row) for row in self.locs])

    def at(self, square: int) -> tuple[int, int] | None:
        for owner, row in enumerate(self.locs):
            for index, loc in enumerate(row):
                if loc == square:
                    return owner, index
        return None

    def blocks(self, square: int) -> bool:
        """A pawn standing on its own start position blocks the square for everybody."""
        if square % SQUARES_PER_SEAT:
            return False  # only start positions can block (the hot path of every move search)
        seat = square // SQUARES_PER_SEAT
        positions = self.board.positions
        return seat in positions and square in self.locs[positions.index(seat)]

    def all_home(self, owner: int) -> bool:
        return all(is_home(loc) for loc in self.locs[owner])

    def forward(self, owner: int, index: int, steps: int, bounce: bool = False, wait: bool = False) -> list[int]:
        """Every place the pawn can end on by moving `steps` forward: the track first, then its home.

        `bounce` (house rule): a walk that meets a pawn on its own start position, or the end of
        the home, counts its remaining steps back instead of being impossible. `wait` (house rule):
        a pawn never goes on past its own entrance; it turns into its home or cannot move."""
        loc = self.locs[owner][index]
        if is_home(loc):
            dest = home_walk(self.home_taken(owner, index), loc - HOME, steps, bounce)
            return [] if dest is None else [dest]
        if loc == NEST:
            return []
        track, entrance = self.board.track, self.board.entrance(owner)
        results = []
        square, direction = loc, 1
        for step in range(steps):
            if square == entrance and direction == 1:
                dest = home_walk(self.home_taken(owner, index), -1, steps - step, bounce)  # turn into the home
                if dest is not None:
                    results.append(dest)
                if wait:
                    return results  # no second lap: this pawn goes home or nowhere
            ahead = (square + direction) % track
            if self.blocks(ahead):  # cannot pass (or land on) a pawn on its own start position...
                turned, direction = self._turn(square, direction, bounce and direction == 1)
                if turned is None:
                    return results  # ...unless it bounces back
                square = turned
            else:
                square = ahead
        return [square] + results

    def reach(self, owner: int, index: int, most: int, bounce: bool = False, wait: bool = False) -> list[tuple[int, int]]:
        """(steps, place) for every forward move of 1 … `most` steps, in one walk (for the seven);
        the same walks as `forward`."""
        loc = self.locs[owner][index]
        found = []
        if is_home(loc):
            taken = self.home_taken(owner, index)
            for steps in range(1, most + 1):
                dest = home_walk(taken, loc - HOME, steps, bounce)
                if dest is not None:
                    found.append((steps, dest))
            return found
        if loc == NEST:
            return found
        track, entrance = self.board.track, self.board.entrance(owner)
        square, direction = loc, 1
        for step in range(most):
            if square == entrance and direction == 1:
                taken = self.home_taken(owner, index)
                for inside in range(1, most - step + 1):
                    dest = home_walk(taken, -1, inside, bounce)
                    if dest is not None:
                        found.append((step + inside, dest))
                    elif not bounce:
                        break  # a longer count meets the same pawn or the same end
                if wait:
                    break
            ahead = (square + direction) % track
            if self.blocks(ahead):
                turned, direction = self._turn(square, direction, bounce and direction == 1)
                if turned is None:
                    break
                square = turned
            else:
                square = ahead
            found.append((step + 1, square))
        return sorted(found)

    def backward(self, owner: int, index: int, steps: int, bounce: bool = False) -> int | None:
        """The square `steps` back on the track, or None (in a home, in the nest, or blocked).
        With `bounce`, a pawn on its own start position in the way sends the rest forward again."""
        loc = self.locs[owner][index]
        if not is_track(loc):
            return None
        track = self.board.track
        square, direction = loc, -1
        for _ in range(steps):
            ahead = (square + direction) % track
            if self.blocks(ahead):
                turned, direction = self._turn(square, direction, bounce and direction == -1)
                if turned is None:
                    return None
                square = turned
            else:
                square = ahead
        return square

    def _turn(self, square: int, direction: int, may_turn: bool) -> tuple[int | None, int]:
        """The step of a walk that meets a pawn on its own start position: the walk stops (None),
        or if it `may_turn` (the bounce house rule, once per walk) the step goes back the other
        way, and so do the steps after it."""
        behind = (square - direction) % self.board.track
        if not may_turn or self.blocks(behind):
            return None, direction
        return behind, -direction

    def home_taken(self, owner: int, index: int) -> set[int]:
        """The home squares (0 … 3) of `owner`'s other pawns."""
        return {loc - HOME for i, loc in enumerate(self.locs[owner]) if i != index and loc >= HOME}

    def can_enter(self, owner: int) -> bool:
        return NEST in self.locs[owner] and not self.blocks(self.board.start(owner))

    def victim(self, owner: int, index: int, loc: int) -> tuple[int, int] | None:
        """The pawn `owner`'s pawn `index` captures by landing on `loc`: whoever stands on that
        track square, any colour, but the pawn itself (a walk may end where it began)."""
        victim = self.at(loc) if is_track(loc) else None
        return None if victim == (owner, index) else victim

    def land(self, owner: int, index: int, loc: int) -> tuple[int, int] | None:
        """Put a pawn on `loc`, capturing whatever pawn stood on that track square. Returns the victim."""
        victim = self.victim(owner, index, loc)
        if victim is not None:
            self.locs[victim[0]][victim[1]] = NEST
        self.locs[owner][index] = loc
        return victim

    def swappable(self, owner: int, index: int, from_start: bool = False) -> bool:
        """The jack may take a pawn on the track that is not on its own start position
        (`from_start`, a house rule for the player's own pawn: on its start position too)."""
        loc = self.locs[owner][index]
        return is_track(loc) and (from_start or loc != self.board.start(owner))
