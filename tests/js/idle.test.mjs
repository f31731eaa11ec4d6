// The page's idle signal (web/idle.js): idle exactly while nothing is under way, whatever the order
// in which things end, and a release called twice does not end another holder's work.
import { test } from "node:test";
import assert from "node:assert/strict";

import { hold, underWay } from "../../web/idle.js";

test("the page is idle only once every engine call and animation has ended", () => {
  assert.deepEqual(underWay(), []);
  const call = hold("engine");
  const walk = hold("animation");
  const second = hold("engine");
  assert.deepEqual(underWay().sort(), ["animation", "engine"]);
  call();
  assert.deepEqual(underWay().sort(), ["animation", "engine"], "one of two engine calls is still under way");
  walk();
  second();
  assert.deepEqual(underWay(), []);
});

test("a release called twice ends its own work only", () => {
  const first = hold("bot");
  const other = hold("bot");
  first();
  first();
  assert.deepEqual(underWay(), ["bot"], "the other computer player's timer is still pending");
  other();
  assert.deepEqual(underWay(), []);
});

test("a computer player's turn keeps the page busy from its pause until its move is played or dropped", async () => {
  const { createBotRunner } = await import("../../web/ui/bot-runner.js");
  const pending = [];
  const timers = { setTimeout: (fn) => { pending.push(fn); return pending.length; }, clearTimeout: () => {} };
  const played = [];
  const engine = { call: async () => ({ move: { kind: "roll" } }) };
  const runner = createBotRunner({ engine, pauseMs: () => 900, play: async (move) => { played.push(move); }, failed: () => {}, timers });
  runner.schedule({ seat: 1, state: {}, level: "normal" });
  assert.deepEqual(underWay(), ["bot"], "the pause before the computer player's move");
  runner.cancel(); // an undo
  assert.deepEqual(underWay(), [], "a dropped turn holds nothing");
  runner.schedule({ seat: 1, state: {}, level: "normal" });
  await pending.at(-1)();
  assert.equal(played.length, 1);
  assert.deepEqual(underWay(), [], "idle once the move is played");
});
