// Gulek's choices from the legal moves (web/games/gulek/plan.js), under Node's own test runner: a
// few pairs to take off or park are named one button each; many go on the pad of pit numbers, so
// the pane of a lying tablet or a phone never has to scroll to reach the last one; where a sowing
// goes (its last ball, the balls still in hand) is read from the engine's paths in the view.
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

// Nine balls from pit 14 (engine pit 13), as the engine tells them: clockwise round past pit 15 to
// pit 8, counter-clockwise down to pit 5.
const CLOCKWISE = [14, 0, 1, 2, 3, 4, 5, 6, 7];
const BACK = [12, 11, 10, 9, 8, 7, 6, 5, 4];
const sow = (dir) => ({ kind: "sow", pit: 13, dir });

test("a picked pit's two directions are marked where the engine says each last ball lands", () => {
  const view = { game: "gulek", players: 2, phase: "move", pits: Array(15).fill([0, 0]),
    sowings: [{ pit: 13, dir: 1, balls: 9, path: CLOCKWISE, captures: 2 }, { pit: 13, dir: -1, balls: 9, path: BACK, captures: 0 }] };
  const plan = makePlan(view, [sow(1), sow(-1)], 13, texts, t);
  assert.deepEqual(plan.markers.map(({ pit, dir }) => ({ pit, dir })), [{ pit: 7, dir: 1 }, { pit: 4, dir: -1 }]);
});

test("a sowing on its way: the next pit and the suggested balls follow the engine's path round the ring", () => {
  const view = { game: "gulek", players: 2, phase: "order", pits: Array(15).fill([0, 0]), hand: [2, 1],
    sowing: { pit: 12, dir: 1, at: 13, left: 3, path: [14, 0, 1] }, suggested: [1, 0, 0] };
  const moves = [{ kind: "drop", ball: 0 }, { kind: "drop", ball: 1 }, { kind: "suggested" }];
  const plan = makePlan(view, moves, null, texts, t);
  assert.equal(plan.next, 14);
  assert.deepEqual(plan.ghosts, [{ pit: 14, seat: 1 }, { pit: 0, seat: 0 }, { pit: 1, seat: 0 }]);
});
