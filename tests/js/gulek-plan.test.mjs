// Gulek's choices from the legal moves (web/games/gulek/plan.js), under Node's own test runner: a
// few pairs to take off or park are named one button each; many go on the pad of pit numbers, so
// the pane of a lying tablet or a phone never has to scroll to reach the last one.
import assert from "node:assert/strict";
import { test } from "node:test";

import { makePlan } from "../../web/games/gulek/plan.js";

const words = (move) => `${move.kind} ${move.pit === undefined ? "" : move.pit + 1}`.trim();
const texts = { pitNo: (pit) => pit + 1, moveText: words, moveButton: (move) => `button ${words(move)}` };
const t = (key, args = {}) => `${key}${args.pit !== undefined ? ` ${args.pit}` : ""}`;
const single = { game: "gulek_single", board: Array(15).fill(2), removed: 0, phase: "remove" };
const removing = (pits) => [...pits.map((pit) => ({ kind: "remove", pit })), { kind: "done" }];

for (const count of [1, 4]) {
  test(`${count} pairs to take off: one button each and one to keep them`, () => {
    const plan = makePlan(single, removing([...Array(count).keys()]), null, texts, t);
    assert.deepEqual(plan.buttons.map((b) => b.text).slice(0, count), [...Array(count).keys()].map((p) => `button remove ${p + 1}`));
    assert.equal(plan.buttons.length, count + 1);
    assert.equal(plan.pitChoices.length, count);
  });
}

for (const count of [5, 8, 15]) {
  test(`${count} pairs to take off: the pad holds each pit, one button keeps them`, () => {
    const plan = makePlan(single, removing([...Array(count).keys()]), null, texts, t);
    assert.deepEqual(plan.buttons.map((b) => b.move.kind), ["done"]);
    assert.deepEqual(plan.pitChoices.map((c) => c.move.pit), [...Array(count).keys()]);
  });
}

test("six pairs to park in the game of 2-6 go on the pad as well", () => {
  const view = { game: "gulek", players: 2, phase: "park", pits: Array(15).fill([1, 1]) };
  const moves = [...[0, 2, 4, 6, 8, 10].map((pit) => ({ kind: "park", pit })), { kind: "done" }];
  const plan = makePlan(view, moves, null, texts, t);
  assert.deepEqual(plan.buttons.map((b) => b.move.kind), ["done"]);
  assert.equal(plan.pitChoices.length, 6);
});
