// Gulek's sowing in words and on the board (web/games/gulek/texts.js, things.js), under Node's own
// test runner: the pit a ball goes into, where a sowing ends and the arrow of a sowing shown on the
// board all come from the engine's paths in the view, round the ring as it tells them.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { createTexts } from "../../web/games/gulek/texts.js";
import { moveMarks } from "../../web/games/gulek/things.js";
import { poseOf } from "../../web/games/gulek/pose.js";

const strings = JSON.parse(readFileSync(new URL("../../web/i18n/en.json", import.meta.url), "utf8"));
const t = (key, args = {}) => key.split(".").reduce((node, part) => node[part], strings)
  .replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
const texts = createTexts({ t, seatName: (seat) => ["Anna", "Ben"][seat] });

// Nine balls from pit 14 (engine pit 13) clockwise, as the engine tells them: round to pit 8.
const moving = {
  game: "gulek", players: 2, phase: "move", to_move: 0, pits: Array(15).fill([0, 0]), ring: [0, 0], centre: [0, 0],
  sowings: [{ pit: 13, dir: 1, balls: 9, path: [14, 0, 1, 2, 3, 4, 5, 6, 7], captures: 2 }],
};
const sow = { kind: "sow", pit: 13, dir: 1 };

test("a sowing is worded with the pit the engine says its last ball lands in", () => {
  assert.match(texts.moveText(sow, moving), /^Sow pit 14 clockwise: 9 balls, the last lands in pit 8 and captures 2 balls/);
  assert.equal(texts.moveButton(sow, moving), "Clockwise: last ball in pit 8");
});

test("a solitaire's relay is worded from the engine's path, the last pit last", () => {
  const single = { game: "gulek_single", board: Array(15).fill(0), phase: "sow",
    sowings: [{ pit: 14, dir: 1, balls: 2, path: [0, 1, 2, 3, 4], holds: 1, relays: [1] }] };
  assert.match(texts.moveText({ kind: "sow", pit: 14, dir: 1 }, single), /taken up again at pit 2; the last lands in pit 5, which then holds 1/);
});

test("a ball to drop goes into the pit the engine names next, past pit 15 to pit 1", () => {
  const ordering = { ...moving, phase: "order", sowings: [], hand: [2, 1], suggested: [1, 0, 0],
    sowing: { pit: 12, dir: 1, at: 14, left: 3, path: [0, 1, 2] } };
  assert.equal(texts.moveText({ kind: "drop", ball: 1 }, ordering).replace(/: .* \(/, ": … ("), "Next ball: … (into pit 1)");
  assert.match(texts.describe(ordering).join("\n"), /the next ball goes into pit 1\./);
});

test("a sowing shown on the board points from its pit to the first pit of the engine's path", () => {
  const things = new Map(Array.from({ length: 15 }, (_, n) => [`pit:${n}`, { id: `pit:${n}`, x: n * 10, y: 0, r: 5 }]));
  const thing = (id) => things.get(id) ?? null;
  const marks = moveMarks(sow, null, poseOf(moving), thing);
  assert.equal(marks.ghosts[0].id, "pit:13");
  assert.equal(marks.to.id, "pit:14");
  const back = moveMarks({ kind: "sow", pit: 0, dir: -1 }, null,
    poseOf({ ...moving, sowings: [{ pit: 0, dir: -1, balls: 2, path: [14, 13], captures: 0 }] }), thing);
  assert.equal(back.to.id, "pit:14");
  // A move the view tells nothing of is still shown on its pit, without an arrow.
  assert.deepEqual(moveMarks({ kind: "sow", pit: 5, dir: 1 }, null, poseOf(moving), thing), { ghosts: [thing("pit:5")] });
});
