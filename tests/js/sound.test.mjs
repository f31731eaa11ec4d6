// The table's sound and feel (web/sound.js) and which events make which sound (each table's SOUNDS,
// through the table shell's soundsOf), under Node's own test runner with an AudioContext that
// records what was started: each kind is heard once per event with the sound on, nothing with it
// off or before the player has touched the page, and a browser without Web Audio stays silent
// without an error. Run by tests/test_js_units.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import "./recording-audio.mjs";
import { createSound, SOUND_KINDS } from "../../web/sound.js";
import { createShell, motionSpeed } from "../../web/games/kit/table.js";
import * as goose from "../../web/games/goose/table.js";
import * as gulek from "../../web/games/gulek/table.js";
import * as gurke from "../../web/games/gurke/table.js";
import * as keezen from "../../web/games/keezen/table.js";
import * as pickles from "../../web/games/mixed_pickles/table.js";
import * as stamps from "../../web/games/stamp_swap/table.js";

const GAMES = { goose, gulek, gurke, keezen, mixed_pickles: pickles, stamp_swap: stamps };
const recorded = globalThis.recordedSounds;
const heard = (run) => {
  recorded.length = 0;
  run();
  return [...recorded];
};

/** A sound as the play screen has it once the player has tapped the page. */
function tapped(options = {}) {
  const sound = createSound({ AudioContext: globalThis.RecordingAudioContext, ...options });
  const page = new EventTarget();
  sound.listen(page);
  page.dispatchEvent(new Event("pointerdown"));
  return sound;
}

test("each kind of sound is heard once per event, in the order of the events", () => {
  const sound = tapped();
  for (const kind of SOUND_KINDS) assert.deepEqual(heard(() => sound.play([kind])), [kind]);
  assert.deepEqual(heard(() => sound.play(["dice", "pawn", "pawn", "win"])), ["dice", "pawn", "pawn", "win"]);
});

test("nothing is heard with the sound off, and again once it is back on", () => {
  const sound = tapped({ on: false });
  assert.deepEqual(heard(() => sound.play(SOUND_KINDS)), []);
  sound.setOn(true);
  sound.unlock(); // the switch's own tap
  assert.deepEqual(heard(() => sound.play(["card"])), ["card"]);
  sound.setOn(false);
  assert.deepEqual(heard(() => sound.play(SOUND_KINDS)), []);
});

test("before the player touches the page, nothing is heard (the browser would refuse it)", () => {
  const sound = createSound({ AudioContext: globalThis.RecordingAudioContext });
  assert.deepEqual(heard(() => sound.play(["dice"])), []);
});

test("the sounds of one move follow one another instead of sounding at once", () => {
  let context;
  class Spy extends globalThis.RecordingAudioContext {
    constructor() { super(); context = this; this.starts = []; }
    createOscillator() { const node = super.createOscillator(); const start = node.start.bind(node); node.start = (at) => { this.starts.push(at); start(at); }; return node; }
  }
  const sound = tapped({ AudioContext: Spy });
  sound.play(["pawn", "pawn", "pawn"]); // one oscillator each
  assert.equal(context.starts.length, 3);
  for (let i = 1; i < 3; i += 1) assert.ok(context.starts[i] - context.starts[i - 1] >= 0.08, `${context.starts}`);
});

test("without Web Audio, or when the browser refuses it, the table is silent and nothing throws", () => {
  const saved = [globalThis.AudioContext, globalThis.webkitAudioContext];
  globalThis.AudioContext = undefined;
  globalThis.webkitAudioContext = undefined;
  try {
    const none = tapped({ AudioContext: undefined });
    assert.doesNotThrow(() => none.play(SOUND_KINDS));
    class Refused { constructor() { throw new Error("NotAllowedError"); } }
    const refused = tapped({ AudioContext: Refused });
    assert.doesNotThrow(() => refused.play(SOUND_KINDS));
  } finally {
    [globalThis.AudioContext, globalThis.webkitAudioContext] = saved;
  }
});

test("a short vibration with the switch on, on a device that has one; none with it off or without", () => {
  const buzzes = [];
  const navigator = { vibrate: (ms) => { buzzes.push(ms); return true; }, userActivation: { hasBeenActive: true } };
  const sound = createSound({ AudioContext: globalThis.RecordingAudioContext, navigator });
  sound.nudge();
  assert.equal(buzzes.length, 1);
  assert.ok(buzzes[0] > 0 && buzzes[0] <= 100, `${buzzes[0]} ms is not short`);
  sound.setOn(false);
  sound.nudge();
  assert.equal(buzzes.length, 1);
  assert.doesNotThrow(() => createSound({ navigator: {} }).nudge());
  assert.doesNotThrow(() => createSound({ navigator: undefined }).nudge());
});

test("every table's events make sounds of the known kinds, and every kind has an event", () => {
  const used = new Set();
  for (const [game, { SOUNDS }] of Object.entries(GAMES)) {
    assert.ok(SOUNDS.game_over === "win", `${game}: the end of a game is not heard`);
    for (const [type, kind] of Object.entries(SOUNDS)) {
      assert.ok(SOUND_KINDS.includes(kind), `${game}: ${type} -> ${kind} is no sound`);
      used.add(kind);
    }
  }
  assert.deepEqual([...used].sort(), [...SOUND_KINDS].sort());
});

test("a table gives one sound per event that makes one, in order, through the shell", () => {
  const texts = { eventText: () => null, batchSummary: () => null, seatStatus: () => "", describe: () => [], moveText: () => "" };
  const table = (sounds) => createShell({ choose: () => {}, texts }).table({ element: null, draw: () => {}, animate: () => async () => {}, sounds });
  const events = (...types) => types.map((type) => ({ type }));
  assert.deepEqual(table(goose.SOUNDS).soundsOf(events("roll", "walk", "goose", "walk", "misses_turn")), ["dice", "pawn", "pawn"]);
  assert.deepEqual(table(gurke.SOUNDS).soundsOf(events("play", "trick", "penalty", "out", "game_over")), ["card", "trick", "win"]);
  assert.deepEqual(table(keezen.SOUNDS).soundsOf(events("card", "move", "capture")), ["card", "pawn", "capture"]);
  assert.deepEqual(table(undefined).soundsOf(events("roll")), []);
});

test("with reduced motion asked for, a move is shown quicker, not skipped", () => {
  const saved = globalThis.matchMedia;
  try {
    globalThis.matchMedia = () => ({ matches: true });
    assert.ok(motionSpeed(1) > 1 && Number.isFinite(motionSpeed(1)));
    globalThis.matchMedia = () => ({ matches: false });
    assert.equal(motionSpeed(2), 2);
  } finally {
    globalThis.matchMedia = saved;
  }
});
