"""Your album: a square grid on which stamps lie upright, never overlap and are never moved.

A placement is ``[tile id, x, y]`` with (x, y) the stamp's top-left square, x to the right and y
down. Forever stamps and attendee cards lie beside the album, not on the grid.
"""

from __future__ import annotations

from .data import CardData


def covered(placements: list[list], data: CardData) -> set[tuple[int, int]]:
    cells: set[tuple[int, int]] = set()
    for item, x, y in placements:
        width, height = data.shape(data.tiles[item]["size"])
        cells.update((x + dx, y + dy) for dx in range(width) for dy in range(height))
    return cells


def fits(cells: set[tuple[int, int]], width: int, height: int, x: int, y: int, grid: int) -> bool:
    if x < 0 or y < 0 or x + width > grid or y + height > grid:
        return False
    return all((x + dx, y + dy) not in cells for dx in range(width) for dy in range(height))


def spots(item: str, placements: list[list], data: CardData, cells: set | None = None) -> list[tuple[int, int]]:
    """Every top-left square where the stamp fits, row by row."""
    width, height = data.shape(data.tiles[item]["size"])
    cells = covered(placements, data) if cells is None else cells
    grid = data.grid
    return [(x, y) for y in range(grid - height + 1) for x in range(grid - width + 1)
            if fits(cells, width, height, x, y, grid)]


def full_lines(placements: list[list], data: CardData) -> int:
    """Complete rows plus complete columns (the finale contest "rows")."""
    cells = covered(placements, data)
    grid = data.grid
    rows = sum(all((x, y) in cells for x in range(grid)) for y in range(grid))
    columns = sum(all((x, y) in cells for y in range(grid)) for x in range(grid))
    return rows + columns


def check_placements(placements: list[list], data: CardData) -> str | None:
    """What is wrong with a loaded album (outside the grid, overlapping), or None."""
    cells: set[tuple[int, int]] = set()
    for item, x, y in placements:
        width, height = data.shape(data.tiles[item]["size"])
        if not fits(cells, width, height, x, y, data.grid):
            return f"stamp {item} at ({x}, {y}) overlaps another or leaves the album"
        cells.update((x + dx, y + dy) for dx in range(width) for dy in range(height))
    return None
