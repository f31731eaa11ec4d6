// Pointing at a table's HTML things (web/games/kit/dom-things.js), its pure parts under Node's own
// test runner: the ids a spotlight names go to the page or to the canvas board, none lost and in
// the order given; a caption sits over the thing it names, or under it at the top of the table or
// where above it would cover the rest of a hand, and never past the table's sides. Run by tests/test_js_units.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { captionSpot, splitIds } from "../../web/games/kit/dom-things.js";

test("a spotlight's ids go to the page's things or to the board, in the order given", () => {
  const onPage = new Set(["card:7", "card:K"]);
  const { dom, rest } = splitIds(["pawn:0:1", "card:K", "field:3", "card:7"], (id) => onPage.has(id));
  assert.deepEqual(dom, ["card:K", "card:7"]);
  assert.deepEqual(rest, ["pawn:0:1", "field:3"]);
  assert.deepEqual(splitIds([], () => true), { dom: [], rest: [] });
});

const table = { left: 100, top: 50, right: 700, bottom: 650 };

test("a caption sits centred above the thing when there is room", () => {
  const card = { left: 300, top: 400, right: 360, bottom: 490 };
  const spot = captionSpot(card, table, 120, 30);
  assert.equal(spot.left + 60 + table.left, 330, "not centred over the card");
  assert.ok(spot.top + 30 + table.top <= card.top, "the caption covers the card");
});

test("a caption goes under a thing at the top of the table", () => {
  const seat = { left: 120, top: 55, right: 220, bottom: 100 };
  const spot = captionSpot(seat, table, 120, 30);
  assert.ok(spot.top + table.top >= seat.bottom, "the caption covers the seat");
});

test("a caption never leaves the table at its sides", () => {
  const atRight = { left: 680, top: 400, right: 700, bottom: 430 };
  const right = captionSpot(atRight, table, 200, 30);
  assert.equal(right.left + 200, table.right - table.left);
  const atLeft = { left: 100, top: 400, right: 110, bottom: 430 };
  assert.equal(captionSpot(atLeft, table, 200, 30).left, 0);
});

test("a caption goes under a card in a hand's second row rather than over the first row", () => {
  const rowOne = [0, 1, 2, 3, 4].map((i) => ({ left: 300 + 50 * i, top: 300, right: 345 + 50 * i, bottom: 360 }));
  const king = { left: 350, top: 366, right: 395, bottom: 426 };
  const spot = captionSpot(king, table, 240, 40, 6, rowOne);
  assert.ok(spot.top + table.top >= king.bottom, "the caption covers the hand's first row");
  // With nothing above, it stays above; with no room below, above as well.
  assert.ok(captionSpot(king, table, 240, 40, 6, []).top + 40 + table.top <= king.top);
  const low = { left: 350, top: 600, right: 395, bottom: 640 };
  const rowAbove = [{ left: 300, top: 540, right: 500, bottom: 594 }];
  assert.ok(captionSpot(low, table, 240, 40, 6, rowAbove).top + 40 + table.top <= low.top, "the caption left the table");
});
