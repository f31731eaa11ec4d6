"""The board of the Game of the Goose: 63 squares on a spiral, and what each special square does.

The board is data built from the options, so a variant changes a list, not the code that moves pawns.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.spec import Options

FINISH = 63
GEESE = (5, 9, 14, 18, 27, 32, 36, 41, 45, 50, 54, 59)
"""The geese of the seed. The seed's list has no goose on 23; the option `classic_geese` adds it."""
CLASSIC_EXTRA_GOOSE = 23

BRIDGE, NEST, WELL, DETOUR, CAGE, SOUP = 6, 19, 31, 42, 52, 58
JUMPS = {BRIDGE: (12, "bridge"), DETOUR: (37, "detour"), SOUP: (0, "soup")}
"""Squares that send a pawn straight to another square: the flying goose, the detour, the soup."""
TRAPS = {WELL: "well", CAGE: "cage"}
"""A pawn here waits until another pawn lands on the same square."""

FIRST_THROW = {frozenset((6, 3)): 26, frozenset((5, 4)): 53}
"""A player's very first throw: 6 and 3 go to 26, 5 and 4 go to 53."""


@dataclass(frozen=True)
class Board:
    geese: frozenset[int]

    @classmethod
    def for_options(cls, options: Options) -> Board:
        geese = set(GEESE)
        if options.classic_geese:
            geese.add(CLASSIC_EXTRA_GOOSE)
        return cls(frozenset(geese))

    def is_goose(self, square: int) -> bool:
        return square in self.geese

    def walk(self, start: int, steps: int, direction: int) -> tuple[list[int], int]:
        """Walk `steps` squares one by one. Past 63 the pawn turns round and walks back the rest.

        Returns the squares visited in order and the direction the pawn is moving at the end.
        """
        path = []
        square = start
        for _ in range(steps):
            if square == FINISH and direction == 1:
                direction = -1
            square += direction
            path.append(square)
        return path, direction

    def to_json(self) -> dict:
        return {
            "finish": FINISH,
            "geese": sorted(self.geese),
            "jumps": {str(sq): to for sq, (to, _) in JUMPS.items()},
            "jump_kinds": {str(sq): kind for sq, (_, kind) in JUMPS.items()},
            "nest": NEST,
            "traps": sorted(TRAPS),
            "trap_kinds": {str(sq): kind for sq, kind in TRAPS.items()},
        }
