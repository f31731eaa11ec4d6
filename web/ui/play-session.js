// A game being played, without its screen: the state on the table, the view and the legal moves the
// engine gave for it, moves and undos applied through the engine and saved, the computer players
// (bot-runner.js), and other tabs on the same game followed. The play screen (play.js) draws what
// this holds and hears of every change through its hooks; the engine client and the storage are
// handed in, so that the whole protocol runs under Node's test runner with stand-ins.
//
// A person's move is made only by that person: a computer player's decision belongs to the state it
// was asked for, and an undo, another tab's move, leaving the screen or a new game drops it; where a
// move is applied, a computer move is refused for a person's seat or on any other state, and a tap's
// move for any seat but the person's to move. Another tab's write of the game is followed when the
// storage tells of it, when this tab's save finds the game moved on, and when the page is shown again.

import { SaveError } from "../storage.js";
import { createBotRunner } from "./bot-runner.js";
import { hold } from "../idle.js";

/**
 * `record`: the game as saved; `engine`: the engine client; `store`: the saves (storage.js and
 * save-commit.js, or a stand-in): `read(id)`, `storedRevision(id)`, `waiting(id)` (moves kept in memory
 * for want of room), `commit(record, expected)`, `caughtUp(id, revision)`, `onWritten(listener)`;
 * `seats`: `{ viewer, passedAround }` (whose hidden things are drawn, null: nobody's; whether the
 * tablet goes round); `pauseMs()`: a computer player's pause; `timers`: setTimeout and clearTimeout.
 * `hooks`, the screen: `changed()` (draw the controls anew), `redraw()` (the table and the log),
 * `moved({ events, seat, byComputer })` (a move played and saved: show it; resolves once shown),
 * `played(move, seat, events, byPerson)` (before its save), `saved()`, `followed()` (another tab's
 * game taken), `told(kind, detail)` ("race_lost" { seat }, "undo_conflict", "storage_full",
 * "write_failed", "move_refused", "undo_refused" { error }), `review(state)` and `guided()` (what
 * the save keeps besides the game).
 */
export function createPlaySession({ record: saved, engine, store, seats, pauseMs, hooks, timers = globalThis }) {
  let record = saved;
  let view = null;
  let legal = { seat: null, moves: [] };
  let legalFor = null; // the state `legal` and `view` were asked for
  let viewer = seats.viewer;
  let busy = false;
  let undoing = false; // an undo was asked for and is not yet done
  let active = true;
  let runsBots = false; // whether this tab runs the computer players (one tab at a time does)
  let behind = false; // another tab wrote the game while this one was busy: follow it afterwards
  let settling = Promise.resolve(); // the move being played, until the screen has settled after it
  let saving = Promise.resolve(); // the move being played, until it is saved (or refused)
  const overtaken = new WeakSet(); // states of this game another tab's move replaced (followed here)
  const isComputer = (seat) => view.seats[seat].kind !== "human";
  const saveFailed = (error, code) => error instanceof SaveError && error.code === code;

  const bots = createBotRunner({
    engine, pauseMs, timers,
    play: (move, seat, state) => play(move, seat, state, true),
    failed: (error, state) => { if (active && record.state === state) hooks.told("move_refused", { error }); },
  });

  // A game that waited for room is written when room is made: the session goes on from there.
  const stopHearingWrites = store.onWritten((written) => {
    if (written.id === record.id && written.state === record.state) {
      record = written;
      hooks.saved();
    }
  });

  /** The view and legal moves of the game as it now is (for this tab's viewer). */
  async function refresh() {
    const state = record.state;
    const moves = await engine.call("legal_moves", { state });
    if (seats.passedAround && viewer !== null && moves.seat !== viewer) viewer = null; // the tablet moves on
    const seen = await engine.call("view", { state, seat: viewer });
    // Another tab's move was followed meanwhile: the newer state is shown, never this older one.
    if (record.state !== state) return refresh();
    [legal, view, legalFor] = [moves, seen, state];
  }

  /** Save the game as it now is on the table (`mover`: whose move, null for an undo). False when
   * another tab moved first: the move is not kept, the person is told, and the game as saved is
   * followed. A full storage keeps the move (in memory until there is room; the screen is told). */
  async function persist(next, mover) {
    const previous = record;
    record = next; // on the table, saved or not
    try {
      record = await store.commit(next, previous.revision);
    } catch (error) {
      if (saveFailed(error, "conflict")) {
        record = previous;
        if (mover === null) hooks.told("undo_conflict");
        else if (!isComputer(mover)) hooks.told("race_lost", { seat: mover });
        await follow(error.revision);
        return false;
      }
      if (saveFailed(error, "full")) hooks.told("storage_full");
      else hooks.told("write_failed", { error });
    }
    return true;
  }

  /** Play `move` for `seat`, decided on state `basis` (the state a person's controls were drawn for,
   * or a computer player was asked about). Refused unless it is that seat's turn on that very state
   * and the seat is a computer player's exactly when `byComputer`. */
  async function play(move, seat, basis, byComputer = false) {
    if (busy || !active || seat === null) return;
    // A tap on a position that is no longer the game's plays nothing; if another tab's move replaced
    // it (this tab follows it, its controls not yet redrawn), the person is told so.
    if (basis !== record.state) return void tellOvertaken(basis, seat, byComputer);
    if (seat !== legal.seat || isComputer(seat) !== byComputer) return;
    bots.cancel();
    busy = true;
    // Under way until it is drawn: between the engine's answer and the animation the save is written
    // (IndexedDB answers in a later task), and the page is not still then.
    const release = hold("move");
    let settled, written;
    settling = new Promise((resolve) => { settled = resolve; });
    saving = new Promise((resolve) => { written = resolve; });
    hooks.changed();
    try {
      // One trip: the new state with its events, and the next legal moves and view to draw.
      const result = await engine.call("play", { state: record.state, move, seat, viewer, private: seats.passedAround });
      // Another tab's move was followed while this one was worked out: it is not played over it.
      if (record.state !== basis) return void tellOvertaken(basis, seat, byComputer);
      const over = result.events.some((e) => e.type === "game_over");
      if (active) hooks.played(move, seat, result.events, !byComputer);
      // Saved even when the screen was left meanwhile (`leave` resolves once it is): the move was made.
      const kept = await persist({ ...record, state: result.state, log: [...record.log, result.events], over,
        ...hooks.guided(), ...hooks.review(result.state) }, seat);
      written();
      if (!kept || !active) return;
      hooks.saved();
      viewer = result.viewer; // the tablet moves on
      [legal, view, legalFor] = [result.legal, result.view, result.state];
      await hooks.moved({ events: result.events, seat, byComputer });
    } catch (error) {
      hooks.told("move_refused", { error });
    } finally {
      written();
      settle();
      settled();
      release();
    }
  }

  function tellOvertaken(basis, seat, byComputer) {
    if (!byComputer && overtaken.has(basis)) hooks.told("race_lost", { seat });
  }

  /** After a move or an undo: catch up with another tab if it wrote meanwhile, else go on. */
  function settle() {
    busy = false;
    if (!active) return;
    hooks.changed();
    const stored = storedAhead();
    if (behind || stored !== null) follow(stored);
    else scheduleBot();
  }

  /** The revision another tab saved this game at, when it is ahead of this tab's (else null). */
  function storedAhead() {
    const stored = store.storedRevision(record.id);
    return stored !== null && stored > record.revision && !store.waiting(record.id) ? stored : null;
  }

  /** A computer player's turn: after its pause it decides on this very state and moves. */
  function scheduleBot() {
    bots.cancel();
    if (!active || busy || !runsBots || !view || view.over || legal.seat === null || !isComputer(legal.seat)) return;
    bots.schedule({ seat: legal.seat, state: record.state, level: view.seats[legal.seat].level });
  }

  /** Take back the last move, and with it the computer players' replies: the person who tapped
   * is to move again. A computer player's pending move is dropped first. Asked while a move is
   * being played (a computer player's, its pause just over as the person tapped), it waits until
   * that move is in and takes it back too: the tap is never lost. */
  async function undo() {
    if (!active || undoing) return;
    undoing = true;
    try {
      while (moving()) await settling;
      if (active) await takeBack();
    } finally {
      undoing = false;
    }
  }

  /** A move is being played (it ends when `settling` resolves). */
  const moving = () => busy && active;

  async function takeBack() {
    bots.cancel();
    busy = true;
    const release = hold("undo"); // under way until the table is redrawn (as a move is)
    hooks.changed();
    try {
      const { state } = await engine.call("undo", { state: record.state, to_person: true });
      if (!active) return;
      const taken = record.state.history.length - state.history.length;
      if (await persist({ ...record, state, over: false, log: record.log.slice(0, -taken), ...hooks.review(state) }, null)) {
        hooks.saved();
        await refresh();
        hooks.redraw();
      }
    } catch (error) {
      hooks.told("undo_refused", { error });
    } finally {
      settle();
      release();
    }
  }

  /** Show the game as saved by another tab (at least at `revision`, when known), dropping any
   * computer move this tab had pending for the old state. */
  async function follow(revision) {
    behind = false;
    bots.cancel();
    await store.caughtUp(record.id, revision);
    if (!active) return;
    const latest = store.read(record.id);
    if (latest && latest.revision !== record.revision) {
      overtaken.add(record.state);
      record = latest;
      hooks.followed();
      hooks.saved();
    }
    await refresh();
    if (!active) return;
    hooks.redraw();
    hooks.changed();
    scheduleBot();
  }

  /** Compare this tab's revision with the stored one and follow the saved game where they differ
   * (at once, or once this tab's own move is settled). A write of the review alone keeps the
   * revision, and a game deleted elsewhere stays on the table: nothing to follow. */
  function checkStored() {
    const stored = store.storedRevision(record.id);
    if (!active || stored === null || stored === record.revision) return;
    if (busy) behind = true;
    else follow(stored);
  }

  return {
    get record() { return record; },
    get view() { return view; },
    get legal() { return legal; },
    /** The state the view and the legal moves are of (the controls on screen are drawn for it). */
    get legalFor() { return legalFor; },
    get viewer() { return viewer; },
    get busy() { return busy; },
    get active() { return active; },
    /** Resolves once the move under way (if any) is played, saved and shown. */
    get settling() { return settling; },
    isComputer,
    play,
    undo,
    /** Ask the engine for the game as it is (before the table is first drawn). */
    load: refresh,
    /** The person whose turn it is takes the tablet: their hidden things are drawn from now on. */
    async reveal() {
      viewer = legal.seat;
      await refresh();
    },
    /** Whether this tab runs the computer players (one tab at a time does). */
    runBots(mine) {
      runsBots = mine;
      if (mine) scheduleBot();
      else bots.cancel();
    },
    /** Once the table is drawn: follow another tab that saved the game while the screen was set up. */
    start() {
      const ahead = storedAhead();
      if (ahead !== null) follow(ahead);
    },
    /** The storage says that `key` changed (another tab wrote it). */
    storageChanged(key) {
      if (key && key.endsWith(`save:${record.id}`)) checkStored();
    },
    /** The page was shown again or got the focus: a storage event it missed is caught up with. */
    shown: checkStored,
    /** Whether moves of this game wait for room in the storage (in memory only). */
    waitsForRoom: () => store.waiting(record.id),
    /** Stop playing: no move starts any more. Resolves once a move under way is saved (without
     * waiting for it to be shown, which a hidden tab never does). */
    leave() {
      active = false;
      bots.cancel();
      stopHearingWrites();
      return saving;
    },
  };
}
