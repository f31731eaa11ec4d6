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
