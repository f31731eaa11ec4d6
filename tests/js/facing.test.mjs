// Table mode's pure part (web/games/facing.js): the sides the seats sit at by default, for each
// player count, and how far the pane turns for each side. Run by tests/test_js_units.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { defaultSides, SIDE_ANGLES, sideAt, sidesFor, SIDES } from "../../web/games/facing.js";

test("each side turns the pane so that its text's foot points at that side", () => {
  // A CSS rotation of a degrees turns the text's downward vector (0, 1) to (-sin a, cos a).
  const foot = (side) => {
    const a = (SIDE_ANGLES[side] * Math.PI) / 180;
    return [Math.round(-Math.sin(a)) || 0, Math.round(Math.cos(a)) || 0];
  };
  assert.deepEqual(foot("bottom"), [0, 1]);
  assert.deepEqual(foot("left"), [-1, 0]);
  assert.deepEqual(foot("top"), [0, -1]);
  assert.deepEqual(foot("right"), [1, 0]);
  assert.deepEqual(Object.keys(SIDE_ANGLES).sort(), [...SIDES].sort());
});

test("a direction is given the nearest side, clockwise on screen from the bottom", () => {
  assert.deepEqual([0, 0.25, 0.5, 0.75, 1, 0.2, 0.6, 0.8].map(sideAt), ["bottom", "left", "top", "right", "bottom", "left", "top", "right"]);
});

test("without areas on the board, players sit round the table in the order they play, seat 0 at the bottom", () => {
  const expected = {
    2: ["bottom", "top"],
    3: ["bottom", "left", "right"],
    4: ["bottom", "left", "top", "right"],
    6: ["bottom", "left", "left", "top", "right", "right"],
  };
  for (const [n, sides] of Object.entries(expected)) {
    assert.deepEqual(defaultSides(Number(n)), sides, `${n} players`);
    assert.deepEqual(defaultSides(Number(n), null), sides, `${n} players, no areas`);
  }
});

test("with areas on the board (Keezen's starts and homes), each player sits at the side nearest theirs", () => {
  // As the engine answers them: three players on the 4-seat board, five on the 6-seat board.
  assert.deepEqual(defaultSides(3, [0, 0.25, 0.5]), ["bottom", "left", "top"]);
  assert.deepEqual(defaultSides(5, [0, 1 / 6, 2 / 6, 3 / 6, 4 / 6]), ["bottom", "left", "left", "top", "right"]);
  // Areas for another count than the table's are not used.
  assert.deepEqual(defaultSides(3, [0, 0.5]), defaultSides(3));
});

test("the sides kept with a game are used; a missing or unknown one is the default", () => {
  assert.deepEqual(sidesFor(4, ["top", "top", "bottom", "bottom"]), ["top", "top", "bottom", "bottom"]);
  assert.deepEqual(sidesFor(4, ["top", "sideways"]), ["top", "left", "top", "right"]);
  assert.deepEqual(sidesFor(3, null, [0, 0.25, 0.5]), ["bottom", "left", "top"]);
});
