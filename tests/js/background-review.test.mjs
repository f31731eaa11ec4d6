// The review kept in the background (web/background-review.js), under Node's own test runner: which
// part of a review still fits a game (it went on, a move was taken back, another game), how many
// playouts the rest of a finished game can afford, and the loop that goes on after every saved move
// with a stand-in for the analysis worker.
import assert from "node:assert/strict";
import { test } from "node:test";

import { canonical, createBackgroundReview, FINISH_BUDGET_MS, further, reviewFor, SAMPLES }
  from "../../web/background-review.js";

const move = (n) => ({ kind: "roll", n });
const history = (count) => Array.from({ length: count }, (_, i) => JSON.stringify(move(i + 1)));
const step = (k, m = move(k)) => ({ step: k, mover: 0, move: m, chance: [0.5, 0.5] });
const review = (count, extra = {}) => ({ game: "goose", start: [0.5, 0.5], steps: Array.from({ length: count }, (_, i) => step(i + 1)),
  analysed: count, plies: count, complete: false, ...extra });

test("a move's JSON is spelled as the engine's history spells it: keys in order, no spaces", () => {
  assert.equal(canonical({ owner: 2, kind: "enter", card: "A" }), '{"card":"A","kind":"enter","owner":2}');
  assert.equal(canonical({ b: [1, { d: null, c: "x" }], a: true }), '{"a":true,"b":[1,{"c":"x","d":null}]}');
});

test("a review of the game's first moves fits the game as it went on, as it is", () => {
  const r = review(3);
  assert.equal(reviewFor(r, history(5)), r);
  assert.equal(reviewFor(r, history(3)), r);
  // moves of an older save are objects, with their keys in any order
  assert.equal(reviewFor(r, [{ n: 1, kind: "roll" }, { kind: "roll", n: 2 }, move(3)]), r);
});

test("after an undo and another move, only the steps of moves still played are kept, marked incomplete", () => {
  const r = review(4, { complete: true, result: [1, 0], adjusted: [0.6, 0.4] });
  const played = [...history(2), JSON.stringify({ kind: "roll", n: 99 })];
  const fit = reviewFor(r, played);
  assert.deepEqual(fit.steps.map((s) => s.step), [1, 2]);
  assert.equal(fit.analysed, 2);
  assert.equal(fit.plies, 3);
  assert.equal(fit.complete, false);
  assert.equal(fit.result, null);
  assert.equal(r.steps.length, 4, "the review given is not changed");
});

test("a complete review of fewer moves than the game has is not complete for it", () => {
  const fit = reviewFor(review(3, { complete: true }), history(4));
  assert.equal(fit.complete, false);
  assert.equal(fit.steps.length, 3);
});

test("no review, a broken one, or one of another game fits nothing", () => {
  assert.equal(reviewFor(null, history(2)), null);
  assert.equal(reviewFor({ steps: "no" }, history(2)), null);
  assert.equal(reviewFor({ steps: [step(1, { kind: "other" })] }, history(2)), null);
});

test("of two reviews the one further along is kept", () => {
  const short = review(2);
  const long = review(3);
  assert.equal(further(short, long), long);
  assert.equal(further(long, null), long);
  assert.equal(further(null, null), null);
  const done = review(3, { complete: true });
  assert.equal(further(long, done), done);
});

/** A stand-in for the analysis worker: each call analyses `perCall` steps of the state it is given. */
function fakeAnalysis({ perCall = 2, msPerStepSample = 10 } = {}) {
  const calls = [];
  let release = null;
  const client = {
    hold: false,
    calls,
    async call(method, params) {
      assert.equal(method, "review");
      calls.push(params);
      if (client.hold) await new Promise((resolve) => { release = resolve; });
      const moves = params.state.history.map((text) => JSON.parse(text));
      const from = params.so_far ? params.so_far.steps.length : 0;
      const to = Math.min(moves.length, from + perCall);
      const steps = [...(params.so_far ? params.so_far.steps : []), ...moves.slice(from, to).map((m, i) => step(from + i + 1, m))];
      const complete = params.state.over && steps.length === moves.length;
      await new Promise((resolve) => setImmediate(resolve));
      return { result: { start: [0.5, 0.5], steps, analysed: steps.length, plies: moves.length, complete },
               ms: (to - from) * params.samples * msPerStepSample };
    },
    release() {
      release?.();
    },
  };
  return client;
}

/** A stand-in for the engine worker's client: `work(true)` while it works for a player. */
function fakeEngine({ busy = false } = {}) {
  const listeners = new Set();
  return {
    busy,
    listeners,
    onBusy(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    work(on) {
      this.busy = on;
      for (const listener of listeners) listener(on);
    },
  };
}

/** Until the reviewer has no call under way (a few turns of the event loop after the last). */
async function settled(reviewer) {
  for (let calm = 0; calm < 5;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    calm = reviewer.running ? 0 : calm + 1;
  }
}

test("each saved move is analysed from where the review stopped, and kept with the save", async () => {
  const client = fakeAnalysis();
  let saved = { state: { history: history(3), over: false }, over: false, review: null };
  const kept = [];
  const reviewer = createBackgroundReview({ client, engine: fakeEngine(), game: () => saved, keep: (r) => kept.push(r) });
  reviewer.saved();
  await settled(reviewer);
  assert.deepEqual(client.calls.map((c) => c.so_far?.steps.length ?? 0), [0, 2]);
  assert.ok(client.calls.every((c) => c.samples === SAMPLES));
  assert.equal(kept.at(-1).steps.length, 3);
  // caught up: nothing more until the next move is saved
  saved = { ...saved, state: { history: history(4), over: false } };
  reviewer.saved();
  await settled(reviewer);
  assert.equal(client.calls.length, 3);
  assert.equal(client.calls[2].so_far.steps.length, 3);
  assert.equal(reviewer.reviewFor(history(5)).steps.length, 4);
});

test("a move saved while a call runs is taken up by the next call; a reviewer paused for any reason starts none", async () => {
  const client = fakeAnalysis({ perCall: 10 });
  client.hold = true;
  let saved = { state: { history: history(2), over: false }, over: false, review: null };
  const reviewer = createBackgroundReview({ client, engine: fakeEngine(), game: () => saved, keep: () => {} });
  reviewer.saved();
  await new Promise((resolve) => setTimeout(resolve, 20));
  saved = { ...saved, state: { history: history(3), over: false } };
  reviewer.saved(); // while the first call runs: no second call beside it
  assert.equal(client.calls.length, 1);
  client.hold = false;
  client.release();
  await settled(reviewer);
  assert.equal(client.calls.length, 2);
  assert.equal(client.calls[1].state.history.length, 3);
  reviewer.pause(true);
  saved = { ...saved, state: { history: history(4), over: false } };
  reviewer.saved();
  await settled(reviewer);
  assert.equal(client.calls.length, 2);
  reviewer.pause(true, "turn"); // a computer player's turn as well as another tab's
  reviewer.pause(false);
  await settled(reviewer);
  assert.equal(client.calls.length, 2, "one reason lifted, another holds: still no call");
  reviewer.pause(false, "turn");
  await settled(reviewer);
  assert.equal(client.calls.length, 3);
});

test("while the engine works for a player (a hint), the call under way ends and no other starts until it has answered", async () => {
  const client = fakeAnalysis({ perCall: 1 });
  client.hold = true;
  const engine = fakeEngine();
  const saved = { state: { history: history(5), over: false }, over: false, review: null };
  const reviewer = createBackgroundReview({ client, engine, game: () => saved, keep: () => {} });
  reviewer.saved();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(client.calls.length, 1);
  engine.work(true); // the hint is asked for while the analysis works
  client.hold = false;
  client.release();
  await settled(reviewer);
  assert.equal(client.calls.length, 1, "a call started while the engine worked for a player");
  engine.work(false);
  await settled(reviewer);
  assert.equal(client.calls.length, 5, "the analysis did not go on once the engine had answered");
  reviewer.stop();
  assert.equal(engine.listeners.size, 0, "a stopped reviewer still listens to the engine");
});

test("a reviewer made while the engine works waits for its answer", async () => {
  const client = fakeAnalysis();
  const engine = fakeEngine({ busy: true });
  const saved = { state: { history: history(3), over: false }, over: false, review: null };
  const reviewer = createBackgroundReview({ client, engine, game: () => saved, keep: () => {} });
  reviewer.saved();
  await settled(reviewer);
  assert.equal(client.calls.length, 0);
  engine.work(false);
  await settled(reviewer);
  assert.ok(client.calls.length > 0);
});

test("a finished game with much left is finished with every playout, in short calls, and the reviewer says when it is done", async () => {
  // A step done with fewer playouts than the others would jump to 0 or 100 % and be named a turning
  // point for its noise: the rest of a late review takes as long as it takes, the progress bar by
  // the result moving with every call.
  const client = fakeAnalysis({ perCall: 1, msPerStepSample: 50 });
  const saved = { state: { history: history(60), over: true }, over: true, review: review(10) };
  const progress = [];
  let done = 0;
  const reviewer = createBackgroundReview({ client, engine: fakeEngine(), game: () => saved, keep: () => {},
    onProgress: (p) => progress.push(p), onDone: () => { done += 1; } });
  reviewer.saved();
  await settled(reviewer);
  assert.equal(done, 1);
  assert.equal(client.calls.length, 50);
  assert.ok(client.calls.every((c) => c.samples === SAMPLES), client.calls.map((c) => c.samples).join());
  assert.ok(client.calls.every((c) => c.budget_ms === FINISH_BUDGET_MS));
  assert.equal(progress.at(-1).complete, true);
  assert.equal(progress.at(-1).analysed, 60);
  assert.ok(progress.every((p, i) => i === 0 || p.analysed >= progress[i - 1].analysed));
});

test("a stopped analysis (the player left) ends the loop quietly", async () => {
  const client = fakeAnalysis();
  client.call = async () => { throw Object.assign(new Error("stopped"), { code: "cancelled" }); };
  const saved = { state: { history: history(3), over: false }, over: false, review: null };
  const reviewer = createBackgroundReview({ client, engine: fakeEngine(), game: () => saved, keep: () => assert.fail("nothing to keep") });
  reviewer.saved();
  await settled(reviewer);
  assert.equal(reviewer.progress().failed, null);
  assert.equal(reviewer.running, false);
});
