// The boards' geometry, as pure functions under Node's own test runner (no browser): what a player
// would notice if it went wrong — a square drawn on top of another or off the board, a pit too
// small for a fingertip, a tap on a pit that finds another. Run by tests/test_js_units.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { layoutSpiral } from "../../web/games/goose/geometry.js";
import { layoutBoard as gulekBoard, nearest, PITS } from "../../web/games/gulek/geometry.js";
import { layoutBoard as keezenBoard } from "../../web/games/keezen/geometry.js";

// Board areas of phones and tablets, both ways up (what the table leaves the board, roughly).
const AREAS = [[360, 460], [390, 520], [700, 300], [740, 340], [720, 640], [980, 560], [600, 900]];

const overlap = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

for (const [width, height] of AREAS) {
  test(`the Goose's 64 squares fit ${width}x${height} without overlapping`, () => {
    const layout = layoutSpiral(width, height, 63);
    assert.equal(layout.cells.length, 64);
    for (const [i, cell] of layout.cells.entries()) {
      assert.ok(cell.x >= 0 && cell.y >= 0 && cell.x + cell.w <= width && cell.y + cell.h <= height, `square ${i} leaves the area`);
      for (const other of layout.cells.slice(i + 1)) assert.ok(!overlap(cell, other), `square ${i} overlaps another`);
    }
  });

  test(`Gulek's pits on ${width}x${height} can be told apart by a tap`, () => {
    const layout = gulekBoard(width, height);
    assert.equal(layout.pits.length, PITS);
    const targets = layout.pits.map((p) => ({ x: p.x, y: p.y, r: layout.r }));
    for (const [i, pit] of layout.pits.entries()) {
      assert.equal(nearest(targets, pit.x, pit.y, 0), i, `a tap on pit ${i + 1} finds another`);
      assert.ok(pit.x - layout.r >= 0 && pit.x + layout.r <= layout.width, `pit ${i + 1} leaves the board`);
    }
    assert.equal(nearest(targets, layout.cx, layout.cy, 0), -1, "a tap on the centre finds a pit");
  });
}

// A phone held upright in table mode, a deep pane at its left or right: the board's box is about 150
// px wide (measured in the page: a 192 px pane column beside it on a 390 px screen).
for (const [width, height] of [[150, 689], [130, 400], ...AREAS]) {
  test(`the Keezen board drawn for a box of ${width}x${height} stays inside it, its squares apart`, () => {
    for (const seats of [4, 6]) {
      const layout = keezenBoard(width, height, { seats, squares_per_seat: 16 });
      assert.ok(layout.width <= width && layout.height <= height, `${seats} seats: ${layout.width}x${layout.height}`);
      for (const [i, square] of layout.squares.entries()) {
        assert.ok(square.x > 0 && square.y > 0 && square.x < layout.width && square.y < layout.height, `square ${i} off the board`);
        const next = layout.squares[(i + 1) % layout.squares.length];
        assert.ok(Math.hypot(next.x - square.x, next.y - square.y) > 2 * layout.hole, `squares ${i} and ${i + 1} overlap`);
      }
    }
  });
}
