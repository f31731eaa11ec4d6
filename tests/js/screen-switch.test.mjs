// One screen at a time (web/screen-switch.js): a screen built after another was asked for is left
// at once, so that no screen goes on unseen (a play screen left running would hold the tab's turn
// at running the computer players, and the game shown would wait for them for ever).

import assert from "node:assert/strict";
import { test } from "node:test";

import { createScreenSwitch } from "../../web/screen-switch.js";

/** Screens whose building waits until the test lets it finish (`finish(name)`), and what they did. */
function stage() {
  const events = [];
  const waiting = new Map(); // name -> [resolve]
  const build = (name, container, params) => new Promise((resolve) => {
    events.push(`build ${name}`);
    const list = waiting.get(name) ?? [];
    list.push(() => resolve({
      name, params,
      leave: async () => { events.push(`leave ${name}`); },
      mayLeave: async () => params.keep !== true,
    }));
    waiting.set(name, list);
  });
  const finish = async (name) => {
    waiting.get(name).shift()();
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  const switcher = createScreenSwitch({ build, prepare: (name) => `#screen-${name}`, shown: (name) => events.push(`shown ${name}`) });
  return { switcher, events, finish };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

test("showing a screen leaves the one shown, once it is built", async () => {
  const { switcher, events, finish } = stage();
  switcher.show("home");
  await settled();
  await finish("home");
  switcher.show("saves");
  await settled();
  await finish("saves");
  assert.deepEqual(events, ["build home", "shown home", "leave home", "build saves", "shown saves"]);
  assert.equal(switcher.current.name, "saves");
  assert.equal(switcher.current.instance.name, "saves");
});

test("a screen that may not be left yet (moves waiting for room) stays", async () => {
  const { switcher, events, finish } = stage();
  switcher.show("play", { keep: true });
  await settled();
  await finish("play");
  await switcher.show("home");
  assert.equal(switcher.current.name, "play");
  assert.ok(!events.includes("leave play"));
});

test("a screen built after another was asked for is left at once, and the one asked for stays", async () => {
  const { switcher, events, finish } = stage();
  const params = { id: "g1" };
  switcher.show("play", params); // the game opened...
  await settled();
  switcher.show("home"); // ...and Home tapped before its table was drawn
  await settled();
  await finish("play");
  assert.deepEqual(events, ["build play", "build home", "leave play"]);
  assert.equal(switcher.current.name, "home");
  await finish("home");
  assert.deepEqual(events.slice(3), ["shown home"]);
  assert.equal(switcher.current.instance.name, "home");
});

test("the same screen asked for again while it is built (a new language) runs once: the first is left", async () => {
  const { switcher, events, finish } = stage();
  const params = { id: "g1" };
  switcher.show("play", params);
  await settled();
  switcher.show("play", params); // the same route, as the language change asks for it
  await settled();
  await finish("play");
  await finish("play");
  assert.deepEqual(events, ["build play", "build play", "leave play", "shown play"]);
  assert.equal(switcher.current.instance.params, params);
});

test("a screen being built can tell whether it is still the one asked for", async () => {
  const { switcher, finish } = stage();
  const params = { id: "g1" };
  switcher.show("play", params);
  await settled();
  assert.equal(switcher.asked("play", params), true);
  assert.equal(switcher.asked("play", { id: "g1" }), false, "another game's screen, though alike");
  switcher.show("home");
  await settled();
  assert.equal(switcher.asked("play", params), false, "Home was tapped while the game loaded");
  await finish("play");
  await finish("home");
});
