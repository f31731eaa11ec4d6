// The game being played without its screen (web/ui/play-session.js, with the computer players'
// timer of web/ui/bot-runner.js), under Node's own test runner: an engine that plays a small game of
// two seats, a storage kept in memory that two sessions (two tabs) can share, and timers that run
// when told. No move is lost and none is played for a person: an undo during a computer player's
// turn, another tab's move (heard of, raced against, or missed and caught up with once the page is
// shown again), and a full storage. Run by tests/test_js_units.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { underWay } from "../../web/idle.js";
import { SaveError } from "../../web/storage.js";
import { createPlaySession } from "../../web/ui/play-session.js";

const ID = "g1";
const KEY = `gurkenglas:save:${ID}`;

/** A game of two seats taking turns; each move is {pick}. `kinds`: the seats' kinds. The engine
 * answers every call a moment later, as the worker does; `hold(method)` keeps the next answer to
 * that method back until the returned function is called. */
function fakeEngine(kinds) {
  const calls = [];
  const held = new Map();
  const seats = kinds.map((kind, i) => ({ kind, name: `P${i + 1}`, level: kind === "bot" ? "normal" : undefined }));
  const legalOf = (state) => ({ seat: state.to_move, moves: [{ move: { pick: "a" } }, { move: { pick: "b" } }], rule: null });
  const viewOf = (state) => ({ seats, to_move: state.to_move, over: false, round: 0, can_undo: state.history.length > 0 });
  const methods = {
    legal_moves: ({ state }) => legalOf(state),
    view: ({ state }) => viewOf(state),
    play({ state, move, seat }) {
      if (seat !== state.to_move) throw new Error("not this seat's turn");
      const next = { game: "test", players: 2, history: [...state.history, JSON.stringify(move)], to_move: 1 - seat };
      return { state: next, events: [{ type: "moved", seat, move }], legal: legalOf(next), view: viewOf(next), viewer: null };
    },
    undo({ state }) {
      let length = state.history.length - 1;
      while (length > 0 && kinds[length % 2] !== "human") length -= 1; // back to a person's turn
      return { state: { game: "test", players: 2, history: state.history.slice(0, length), to_move: length % 2 } };
    },
    bot_move: () => ({ move: { pick: "bot" } }),
  };
  return {
    calls,
    call(method, args) {
      calls.push({ method, args });
      const answer = new Promise((resolve) => setImmediate(resolve)).then(() => methods[method](args));
      const gate = held.get(method);
      held.delete(method);
      return gate ? gate.then(() => answer) : answer;
    },
    hold(method) {
      let release;
      held.set(method, new Promise((resolve) => { release = resolve; }));
      return release;
    },
    played: (seat) => calls.filter((c) => c.method === "play" && c.args.seat === seat),
  };
}

/** The browser's storage of one profile, shared by the sessions of its tabs: a compare-and-swap on
 * the save's revision, and a storage that can be full (moves kept waiting in memory, written when
 * room is made, as save-commit.js does). */
function fakeStore(record) {
  let stored = record;
  let full = false;
  const waiting = new Map();
  const written = new Set();
  const store = {
    get saved() { return stored; },
    set full(value) { full = value; },
    read: (id) => waiting.get(id)?.record ?? stored,
    storedRevision: () => stored.revision,
    waiting: (id) => waiting.has(id),
    async commit(next, expected) {
      if (stored.revision !== expected) {
        waiting.delete(next.id);
        throw Object.assign(new SaveError("conflict", "changed in another tab"), { revision: stored.revision });
      }
      if (full) {
        waiting.set(next.id, { record: next, expected });
        throw new SaveError("full", "no room");
      }
      waiting.delete(next.id);
      stored = { ...next, revision: expected + 1 };
      return stored;
    },
    caughtUp: async () => {},
    onWritten(listener) {
      written.add(listener);
      return () => written.delete(listener);
    },
    /** The player made room: the waiting moves are written, and whoever shows the game hears of it. */
    async makeRoom() {
      full = false;
      for (const [, { record: next, expected }] of waiting) {
        const done = await store.commit(next, expected);
        for (const listener of written) listener(done);
      }
    },
  };
  return store;
}

function fakeTimers() {
  const due = new Map();
  let next = 1;
  return {
    setTimeout(run, ms) {
      due.set(next, { run, ms });
      return next++;
    },
    clearTimeout: (id) => due.delete(id),
    get pending() { return due.size; },
    /** Every pause under way runs out (a long wait); what each then does goes on by itself. */
    runOut() {
      for (const [id, { run }] of [...due]) {
        due.delete(id);
        run();
      }
    },
  };
}

/** Until every answer under way has come and been dealt with. */
async function settled() {
  for (let i = 0; i < 30; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

const newGame = () => ({ id: ID, game: "test", revision: 1, log: [], state: { game: "test", players: 2, history: [], to_move: 0 } });

/** A tab showing the game: its session, and what its screen was told and shown (`shows`: how long
 * showing a move takes, a promise; at once if left out). */
async function openTab({ engine, store, timers = fakeTimers(), shows = () => {} }) {
  const screen = { told: [], moved: [], redrawn: 0, followed: 0, saved: 0 };
  const session = createPlaySession({
    record: store.read(ID), engine, store, seats: { viewer: null, passedAround: false }, pauseMs: () => 900, timers,
    hooks: {
      changed() {},
      redraw: () => { screen.redrawn += 1; },
      moved: (move) => {
        screen.moved.push(move);
        return shows(move);
      },
      played() {},
      saved: () => { screen.saved += 1; },
      followed: () => { screen.followed += 1; },
      told: (kind, detail) => screen.told.push({ kind, ...detail }),
      review: () => ({}),
      guided: () => ({}),
    },
  });
  await session.load();
  session.start();
  return { session, screen, timers };
}

/** A person's tap on the first move offered, decided on the position their controls show. */
const tap = (session, basis = session.legalFor, seat = session.legal.seat) => session.play({ pick: "a" }, seat, basis);

/** A person against a computer player, in a tab that runs it: the person has moved (saved), and the
 * computer player's pause before its reply has begun. */
async function personMovedAgainstABot() {
  const engine = fakeEngine(["human", "bot"]);
  const store = fakeStore(newGame());
  const { session, timers } = await openTab({ engine, store });
  session.runBots(true);
  await tap(session);
  await settled();
  assert.equal(store.saved.state.history.length, 1, "the person's move is saved");
  assert.equal(timers.pending, 1, "the computer player waits before it moves");
  return { engine, store, session, timers };
}

const botQuestions = (engine) => engine.calls.filter((c) => c.method === "bot_move").length;

test("an undo during a computer player's pause: its move is never played, the game is as saved before the person's move", async () => {
  const { engine, store, session, timers } = await personMovedAgainstABot();
  const undone = session.undo();
  timers.runOut(); // the pause ends while the undo is worked out, and long after
  await undone;
  timers.runOut();
  await settled();
  assert.deepEqual(store.saved.state.history, [], "the save holds the game from before the person's move");
  assert.deepEqual(session.record.state.history, []);
  assert.equal(session.legal.seat, 0, "the person is to move again");
  assert.equal(engine.played(1).length, 0, "the computer player moved");
  // The engine (one worker, one call at a time) is not kept busy deciding a turn taken back, with
  // the person's next tap waiting behind it.
  assert.equal(botQuestions(engine), 0, "the engine was asked for a taken-back turn");
});

test("an undo while the computer player is deciding: its decision is dropped, never played on the person's turn", async () => {
  const { engine, store, session, timers } = await personMovedAgainstABot();
  const answer = engine.hold("bot_move");
  timers.runOut(); // the pause is over: the computer player decides
  await settled();
  assert.equal(botQuestions(engine), 1);
  const undone = session.undo();
  answer(); // its decision comes while the undo is under way
  await undone;
  timers.runOut();
  await settled();
  assert.equal(engine.played(1).length, 0, "the computer player's decision was played");
  assert.deepEqual(store.saved.state.history, []);
  assert.equal(session.legal.seat, 0);
  // Played again, the game goes on: the computer player answers the new move once.
  await tap(session);
  await settled();
  timers.runOut();
  await settled();
  assert.equal(store.saved.state.history.length, 2);
  assert.equal(engine.played(1).length, 1);
});

test("an undo tapped while the computer player's move is being played takes that move back too, once it is in", async () => {
  const { engine, store, session, timers } = await personMovedAgainstABot();
  const played = engine.hold("play");
  timers.runOut(); // the pause is over: the computer player decides and its move is being played
  await settled();
  assert.ok(session.busy, "the computer player's move is under way");
  const undone = session.undo();
  played(); // its move comes in while the undo waits
  await undone;
  timers.runOut();
  await settled();
  assert.equal(engine.played(1).length, 1, "the computer player's move was played once");
  assert.deepEqual(store.saved.state.history, [], "the tap on Undo was lost: the save holds the moves it was to take back");
  assert.equal(session.legal.seat, 0, "the person is to move again");
});

test("another tab's move is followed, and a tap on the position it replaced plays nothing and says so", async () => {
  const engine = fakeEngine(["human", "human"]);
  const store = fakeStore(newGame());
  const first = await openTab({ engine, store });
  const second = await openTab({ engine, store });
  const before = first.session.legalFor; // the position the first tab's controls show
  await tap(second.session);
  await settled();
  first.session.storageChanged(KEY);
  await settled();
  assert.equal(first.session.record.revision, store.saved.revision);
  assert.deepEqual(first.session.legalFor.history, store.saved.state.history, "the first tab shows the game as saved");
  assert.ok(first.screen.redrawn > 0);
  await tap(first.session, before, 0); // the controls of the old position, tapped before they were redrawn
  await settled();
  assert.equal(store.saved.state.history.length, 1, "the stale tap was played");
  assert.deepEqual(first.screen.told, [{ kind: "race_lost", seat: 0 }]);
});

test("another tab's undo during this tab's computer player's pause: the computer player does not move", async () => {
  const store = fakeStore(newGame());
  const engine = fakeEngine(["human", "bot"]);
  const first = await openTab({ engine, store }); // runs the computer player
  const second = await openTab({ engine: fakeEngine(["human", "bot"]), store });
  first.session.runBots(true);
  await tap(second.session);
  await settled();
  first.session.storageChanged(KEY);
  await settled();
  assert.equal(first.timers.pending, 1, "the computer player waits before it moves");
  await second.session.undo();
  await settled();
  first.session.storageChanged(KEY);
  first.timers.runOut(); // the pause ends while the first tab catches up, and long after
  await settled();
  first.timers.runOut();
  await settled();
  assert.deepEqual(store.saved.state.history, [], "a move was played after the undo");
  assert.deepEqual(first.session.legalFor.history, []);
  assert.equal(first.session.legal.seat, 0);
  assert.equal(first.session.record.revision, store.saved.revision);
  assert.equal(engine.played(1).length, 0, "the computer player moved");
  assert.equal(botQuestions(engine), 0, "the engine was asked for a taken-back turn");
});

test("a move raced against another tab's is not kept: the tab is told and shows the other tab's move", async () => {
  const engine = fakeEngine(["human", "human"]);
  const store = fakeStore(newGame());
  const first = await openTab({ engine, store });
  const second = await openTab({ engine, store });
  await tap(second.session);
  await settled();
  await tap(first.session); // before the storage told it of the second tab's move
  await settled();
  assert.equal(store.saved.state.history.length, 1, "one move per turn is saved");
  assert.equal(store.saved.revision, 2, "the second tab's save was replaced");
  assert.deepEqual(first.screen.told, [{ kind: "race_lost", seat: 0 }]);
  assert.equal(first.screen.moved.length, 0, "the lost move was shown as played");
  assert.deepEqual(first.session.legalFor.history, store.saved.state.history);
});

test("a tab that missed another tab's storage event follows the saved game when the page is shown again", async () => {
  const engine = fakeEngine(["human", "human"]);
  const store = fakeStore(newGame());
  const first = await openTab({ engine, store });
  const second = await openTab({ engine, store });
  await tap(second.session);
  await tap(second.session);
  await settled();
  // No storage event reached the first tab; it is brought to the front.
  first.session.shown();
  await settled();
  assert.deepEqual(first.session.legalFor.history, store.saved.state.history, "the first tab still shows the old game");
  assert.equal(first.session.record.revision, store.saved.revision);
  assert.equal(first.session.legal.seat, 0);
  // Its person plays on from there, and the move is kept.
  await tap(first.session);
  await settled();
  assert.equal(store.saved.state.history.length, 3);
  assert.deepEqual(first.screen.told, []);
});

test("a full storage: the moves stay on the table, the screen is told, and they are saved once room is made", async () => {
  const engine = fakeEngine(["human", "human"]);
  const store = fakeStore(newGame());
  const { session, screen } = await openTab({ engine, store });
  store.full = true;
  await tap(session);
  await settled();
  await tap(session);
  await settled();
  assert.deepEqual(screen.told.map((t) => t.kind), ["storage_full", "storage_full"]);
  assert.equal(screen.moved.length, 2, "the moves are shown");
  assert.equal(session.legalFor.history.length, 2, "the moves are on the table");
  assert.equal(store.saved.state.history.length, 0);
  assert.ok(session.waitsForRoom(), "leaving would not warn of the moves waiting for room");
  await store.makeRoom();
  await settled();
  assert.equal(store.saved.state.history.length, 2, "the waiting moves were written");
  assert.equal(session.waitsForRoom(), false);
  await tap(session); // the game goes on from the written save
  await settled();
  assert.equal(store.saved.state.history.length, 3, "the move after the room was made was not saved");
  assert.equal(screen.told.length, 2, `told ${JSON.stringify(screen.told)}`);
});

test("a move and an undo are under way (the page not still) until the save is written and the table drawn", async () => {
  const engine = fakeEngine(["human", "human"]);
  const store = fakeStore(newGame());
  const commit = store.commit;
  let write = null; // the save's write, answered later (IndexedDB answers in a task of its own)
  store.commit = (next, expected) => new Promise((resolve) => { write = resolve; }).then(() => commit(next, expected));
  const { session } = await openTab({ engine, store });
  const played = tap(session);
  await settled(); // the engine has answered
  assert.ok(write, "the move's save is being written");
  assert.ok(underWay().includes("move"), `the page says it is still while the move is saved (under way: ${underWay()})`);
  write();
  await played;
  assert.ok(!underWay().includes("move"), "the move is still said to be under way once it is drawn");
  write = null;
  const undone = session.undo();
  await settled();
  assert.ok(write, "the undo's save is being written");
  assert.ok(underWay().includes("undo"), `the page says it is still while the undo is saved (under way: ${underWay()})`);
  write();
  await undone;
  assert.ok(!underWay().includes("undo"));
  assert.deepEqual(store.saved.state.history, []);
});

test("leaving the screen while a move is played keeps the move: leaving waits for its save, not for it to be shown", async () => {
  const engine = fakeEngine(["human", "human"]);
  const store = fakeStore(newGame());
  const { session, screen } = await openTab({ engine, store });
  const answer = engine.hold("play"); // the engine is still working the move out
  tap(session);
  await settled();
  let left = false;
  const leaving = session.leave().then(() => { left = true; });
  await settled();
  assert.equal(left, false, "the screen was left before the move was saved");
  answer();
  await leaving;
  assert.equal(store.saved.state.history.length, 1, "the move tapped before leaving was dropped");
  assert.deepEqual(screen.moved, [], "a left screen was asked to show the move");
  assert.deepEqual(screen.told, []);

  // A hidden tab never finishes showing a move (its animation frames do not come): leaving still
  // resolves once the move is saved.
  const hidden = await openTab({ engine, store, shows: () => new Promise(() => {}) });
  tap(hidden.session);
  await settled();
  assert.equal(hidden.screen.moved.length, 1, "the move is being shown");
  await hidden.session.leave();
  assert.equal(store.saved.state.history.length, 2);
});
