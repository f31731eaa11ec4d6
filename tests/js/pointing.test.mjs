// What the guide and the review point with, as pure geometry under Node's own test runner: a tap
// names the thing under it on every canvas board (even one with no legal move), an arrow runs from
// edge to edge without covering either thing, and a caption stays on the board. Run by
// tests/test_js_units.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { arrowEnds, captionBox, thingAt, wrapWords } from "../../web/games/kit/pointing.js";
import { layoutSpiral } from "../../web/games/goose/geometry.js";
import * as goose from "../../web/games/goose/things.js";
import { layoutBoard as keezenBoard } from "../../web/games/keezen/geometry.js";

// Where a Keezen pawn stands, as the engine's view numbers it (board.nest, board.home + h).
const NEST = -1, HOME = 1000;
import * as keezen from "../../web/games/keezen/things.js";
import { layoutBoard as gulekBoard } from "../../web/games/gulek/geometry.js";
import * as gulek from "../../web/games/gulek/things.js";
import { layoutBoard as picklesBoard } from "../../web/games/mixed_pickles/geometry.js";
import * as pickles from "../../web/games/mixed_pickles/things.js";

const AREAS = [[360, 460], [390, 520], [740, 340], [600, 900]];
const named = (things) => (id) => things.find((t) => t.id === id) ?? null;
const centreOf = (t) => [t.x, t.y];

for (const [width, height] of AREAS) {
  test(`the Goose on ${width}x${height}: a tap names the pawn, else the square under it`, () => {
    const layout = layoutSpiral(width, height, 63);
    const pose = { toMove: 1, pawns: [{ seat: 0, square: 5 }, { seat: 1, square: 5 }, { seat: 2, square: 0 }] };
    const things = goose.thingsOf(layout, pose);
    for (const seat of [0, 1, 2]) assert.equal(thingAt(things, ...centreOf(named(things)(`pawn:${seat}`))), `pawn:${seat}`);
    const empty = layout.cells[12];
    assert.equal(thingAt(things, empty.x + empty.w / 2, empty.y + empty.h / 2), "square:12");
    assert.equal(thingAt(things, -200, -200, 22), null);
    const roll = goose.moveMarks({ kind: "roll" }, layout, pose, named(things));
    assert.deepEqual(roll.ghosts.map((g) => g.id), ["pawn:1"], "a roll is shown on the pawn that will walk");
  });

  test(`Keezen on ${width}x${height}: a tap names a pawn in its nest, on the track and at home`, () => {
    const layout = keezenBoard(width, height, { seats: 4 });
    const pose = { board: { seats: 4, starts: [0, 16, 32, 48], nest: NEST, home: HOME }, positions: [0, 1, 2, 3],
      pawns: [[NEST, 3, HOME + 1, NEST], [NEST, NEST, NEST, NEST], [20, NEST, NEST, NEST], [NEST, NEST, NEST, NEST]] };
    const things = keezen.thingsOf(layout, pose);
    const thing = named(things);
    for (const id of ["pawn:0:0", "pawn:0:1", "pawn:0:2", "pawn:2:0", "pawn:3:3"]) assert.equal(thingAt(things, ...centreOf(thing(id))), id);
    assert.equal(thingAt(things, layout.squares[9].x, layout.squares[9].y), "square:9");
    const move = keezen.moveMarks({ kind: "move", card: "5", owner: 0, pawn: 1, to: 8 }, layout, pose, thing);
    assert.equal(move.from.id, "pawn:0:1");
    assert.deepEqual([move.to.x, move.to.y], [layout.squares[8].x, layout.squares[8].y], "the arrow ends on square 8");
    const enter = keezen.moveMarks({ kind: "enter", card: "A", owner: 0 }, layout, pose, thing);
    assert.deepEqual([enter.from.id, enter.to.id], ["pawn:0:0", "square:0"]);
    const swap = keezen.moveMarks({ kind: "swap", card: "J", owner: 0, pawn: 1, other: 2, other_pawn: 0 }, layout, pose, thing);
    assert.deepEqual([swap.from.id, swap.to.id], ["pawn:0:1", "pawn:2:0"]);
    assert.equal(keezen.moveMarks({ kind: "discard" }, layout, pose, thing), null);
  });

  test(`Gulek on ${width}x${height}: a tap names every pit and the centre; a sowing points the way it goes`, () => {
    const layout = gulekBoard(width, height);
    const things = gulek.thingsOf(layout);
    layout.pits.forEach((p, n) => assert.equal(thingAt(things, p.x, p.y, 22), `pit:${n}`));
    assert.equal(thingAt(things, layout.cx, layout.cy, 22), "centre");
    const thing = named(things);
    // The pits each sowing goes into, as the engine's view tells them round the ring.
    const pose = { sowings: [{ pit: 14, dir: 1, path: [0, 1] }, { pit: 0, dir: -1, path: [14, 13] }] };
    const sow = gulek.moveMarks({ kind: "sow", pit: 14, dir: 1 }, layout, pose, thing);
    assert.deepEqual([sow.from.id, sow.to.id], ["pit:14", "pit:0"], "clockwise from the last pit is the first");
    assert.equal(gulek.moveMarks({ kind: "sow", pit: 0, dir: -1 }, layout, pose, thing).to.id, "pit:14");
    assert.deepEqual(gulek.moveMarks({ kind: "park", pit: 3 }, layout, {}, thing).ghosts.map((g) => g.id), ["pit:3"]);
  });

  test(`Mixed Pickles on ${width}x${height}: a tap names the pickle, else the field`, () => {
    const layout = picklesBoard(width, height);
    const pose = { pickles: [{ pickle: "yellow", field: 1, place: null }, { pickle: "red", field: 4, place: null },
      { pickle: "blue", field: 4, place: null }, { pickle: "green", field: 13, place: 1 }] };
    const things = pickles.thingsOf(layout, pose);
    const thing = named(things);
    for (const p of pose.pickles) assert.equal(thingAt(things, ...centreOf(thing(`pickle:${p.pickle}`))), `pickle:${p.pickle}`);
    const band = layout.band(9);
    assert.equal(thingAt(things, band.x + band.w / 2, band.y + band.h / 2), "field:9");
    const move = pickles.moveMarks({ kind: "move", pickle: "red", to: 6 }, layout, pose, thing);
    assert.equal(move.from.id, "pickle:red");
    assert.equal(thingAt(things, move.to.x, move.to.y), "field:6", "the arrow ends on field 6");
    const swap = pickles.moveMarks({ kind: "swap", pickles: ["yellow", "blue"] }, layout, pose, thing);
    assert.deepEqual([swap.from.id, swap.to.id], ["pickle:yellow", "pickle:blue"]);
    assert.equal(pickles.moveMarks({ kind: "pass" }, layout, pose, thing), null);
  });
}

test("an arrow leaves the edge of one thing and its point touches the edge of the other", () => {
  const from = { x: 10, y: 20, r: 5 }, to = { x: 70, y: 100, r: 10 };
  const { tail, tip, head } = arrowEnds(from, to, 8);
  const close = (a, b) => assert.ok(Math.abs(a - b) < 1e-9, `${a} is not ${b}`);
  close(Math.hypot(tail.x - from.x, tail.y - from.y), from.r);
  close(Math.hypot(tip.x - to.x, tip.y - to.y), to.r);
  close(tail.x, 13); close(tail.y, 24); close(tip.x, 64); close(tip.y, 92);
  for (const corner of head) {
    assert.ok(Math.hypot(corner.x - from.x, corner.y - from.y) < Math.hypot(tip.x - from.x, tip.y - from.y), "the head points away from its tail");
  }
  assert.equal(arrowEnds({ x: 0, y: 0, r: 10 }, { x: 12, y: 0, r: 10 }), null, "no arrow between things that overlap");
});

test("a caption stays on the board, above its things when there is room, else below", () => {
  const inside = (box, w, h) => box.x >= 0 && box.y >= 0 && box.x + box.w <= w && box.y + box.h <= h;
  const near = [
    [{ x: 5, y: 5, r: 10 }], [{ x: 395, y: 5, r: 10 }], [{ x: 200, y: 300, r: 20 }],
    [{ x: 5, y: 495, r: 10 }, { x: 395, y: 495, r: 10 }], [],
  ];
  for (const things of near) {
    const box = captionBox(400, 500, things, 180, 40);
    assert.ok(inside(box, 400, 500), `the caption for ${JSON.stringify(things)} leaves the board`);
    for (const t of things) {
      const overlaps = t.x + t.r > box.x && t.x - t.r < box.x + box.w && t.y + t.r > box.y && t.y - t.r < box.y + box.h;
      assert.ok(!overlaps, "the caption covers what it names");
    }
  }
  assert.ok(captionBox(400, 500, [{ x: 200, y: 300, r: 20 }], 180, 40).y < 280, "above the thing when there is room");
  assert.ok(captionBox(400, 500, [{ x: 200, y: 10, r: 10 }], 180, 40).y > 20, "below a thing at the top edge");
  const wide = captionBox(300, 500, [{ x: 290, y: 300, r: 5 }], 400, 40);
  assert.ok(wide.x >= 0, "a caption wider than the board starts on it");
});

test("a long caption is broken into lines that fit", () => {
  const lines = wrapWords("Move this pawn to the square with the goose", 100, (s) => s.length * 7);
  assert.ok(lines.length > 1);
  for (const line of lines) assert.ok(line.length * 7 <= 100 || !line.includes(" "), `"${line}" is too wide`);
  assert.equal(lines.join(" "), "Move this pawn to the square with the goose");
});
