// Writing a move's save so that no move is ever lost, between tabs or to a full storage.
//
// Two tabs on one game: each write is a compare-and-swap on the save's revision. The check and the
// write must be one step that another tab cannot slip between, and a tab's copy of localStorage may
// lag behind another tab's write by a moment, so the revision is also kept in IndexedDB, whose
// read-write transactions the browser runs one after another across all tabs: inside one
// transaction the register's revision is read, compared, the save written and the register moved
// on. A tab that lost the race learns the winner's revision and is told. Without IndexedDB the
// check and the write run under a Web Lock, and without that as one synchronous step.
//
// A game brought in from a file (`importSave`) is written through the register as well: a game
// deleted here keeps its revision there, and the imported one goes on from it.
//
// A full storage: the record is kept in memory (`unsaved` in storage.js), readSave and listSaves
// return it while the page is open, and it is written as soon as room is made.
//
// The game's review, analysed in the background, is kept in the save too (`keepReview`), inside the
// same kind of transaction but without a new revision: it never replaces another tab's move, never
// makes a move's save fail, and where there is no room for it, it is dropped.

import { reviewFor } from "./background-review.js";
import { newId, onRoomMade, readSave, SaveError, storedRevision, unsaved, writeSave } from "./storage.js";

const DB_NAME = "gurkenglas";
const STORE = "revisions";

let register = null; // a promise of the IndexedDB database, or of null where there is none

function openRegister() {
  register ??= new Promise((resolve) => {
    let request;
    try {
      request = indexedDB.open(DB_NAME, 1);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return register;
}

/** The conflict a lost race raises: `revision` is the winner's, when known. */
function conflict(revision) {
  const error = new SaveError("conflict", "changed in another tab");
  error.revision = revision;
  return error;
}

/** Write `record` if the save is still at `expected` (the revision this tab last wrote or read).
 * Resolves with the written record (its revision one higher). Rejects with SaveError "conflict"
 * (another tab moved first), or "full" (kept in memory, written when room is made). */
export async function commitSave(record, expected) {
  const db = await openRegister();
  // No revision registered yet (a save from before the register): this tab's copy decides. One
  // ahead of the register cannot be another tab's: only a write whose transaction then failed
  // leaves the register behind the save.
  const swap = (current) => {
    const stale = Number.isInteger(current) ? current > expected : storedRevision(record.id) !== expected;
    if (stale) throw conflict(Number.isInteger(current) ? current : storedRevision(record.id));
    return writeSave(record, undefined);
  };
  try {
    const written = db ? await writeInRegister(db, record.id, swap)
      : globalThis.navigator?.locks ? await navigator.locks.request(`gurkenglas:save:${record.id}`, () => writeSave(record, expected))
        : writeSave(record, expected);
    unsaved.delete(record.id);
    return written;
  } catch (error) {
    if (error instanceof SaveError && error.code === "full") unsaved.set(record.id, { record, expected });
    else if (error instanceof SaveError && error.code === "conflict") unsaved.delete(record.id);
    throw error;
  }
}

/** One transaction of the register: `write(registered)` is given the revision registered for game
 * `id` (undefined if none), writes the save and answers the written record, or throws what is wrong
 * (then nothing is written); the register then holds the written revision. */
function writeInRegister(db, id, write) {
  return new Promise((resolve, reject) => {
    let transaction;
    try {
      transaction = db.transaction(STORE, "readwrite");
    } catch (error) {
      reject(new SaveError("unreadable", String(error.message || error)));
      return;
    }
    const store = transaction.objectStore(STORE);
    let written = null;
    let failure = null;
    const read = store.get(id);
    read.onsuccess = () => {
      try {
        written = write(read.result);
      } catch (error) {
        failure = error;
        transaction.abort();
        return;
      }
      store.put(written.revision, id);
    };
    transaction.oncomplete = () => resolve(written);
    transaction.onabort = () => {
      if (written) resolve(written); // the save is written; only the register lags behind it
      else reject(failure ?? new SaveError("unreadable", "the save could not be checked"));
    };
  });
}

/** Write `record`, a game brought in from a file, as a new save. An import never overwrites: a game
 * that is already here comes in as a copy under a new id, saying which game it copies (so that its
 * people count the game once, player-store.js). A game deleted here keeps its revision in the
 * register, so that a tab still showing it cannot write over what comes in under its id: the
 * imported game goes on from that revision, one past it, and the register with it, in one
 * transaction (the next move is then checked against the revision it was imported at). Resolves
 * with { record: the written save, copy }. */
export async function importSave(record) {
  const copy = readSave(record.id) !== null;
  const fresh = copy ? { ...record, id: newId(), copyOf: record.copyOf ?? record.id } : record;
  const write = (registered) => writeSave({ ...fresh, revision: Number.isInteger(registered) ? registered : 0 }, undefined);
  const db = await openRegister();
  return { record: db ? await writeInRegister(db, fresh.id, write) : write(undefined), copy };
}

/** Keep `review` (an answer of the engine's `review`) in the save of game `id`, as far as it fits
 * the saved game's moves, without a new revision (no tab takes it for a move). Done only while no
 * other tab has written the game since this tab's copy of the storage was current (the register
 * says so, inside one transaction); nothing is written for a game whose moves wait for room, and
 * where the review does not fit in the storage it is dropped. Resolves to whether it was kept. */
export async function keepReview(id, review) {
  const db = await openRegister();
  const write = (registered) => {
    if (unsaved.has(id)) return false;
    const key = `gurkenglas:save:${id}`;
    let stored;
    try {
      stored = JSON.parse(localStorage.getItem(key));
    } catch {
      return false;
    }
    if (!stored || typeof stored !== "object" || !stored.state || !Number.isInteger(stored.revision)) return false;
    if (Number.isInteger(registered) && registered !== stored.revision) return false; // another tab moved
    const fitting = reviewFor(review, stored.state.history);
    if (!fitting) return false;
    try {
      localStorage.setItem(key, JSON.stringify({ ...stored, review: fitting }));
      return true;
    } catch {
      return false; // no room: the review is dropped, the save stays as it was
    }
  };
  if (!db) {
    const locks = globalThis.navigator?.locks;
    return locks ? locks.request(`gurkenglas:save:${id}`, () => write(undefined)) : write(undefined);
  }
  return new Promise((resolve) => {
    let transaction;
    try {
      transaction = db.transaction(STORE, "readwrite");
    } catch {
      resolve(false);
      return;
    }
    let kept = false;
    const read = transaction.objectStore(STORE).get(id);
    read.onsuccess = () => { kept = write(read.result); };
    transaction.oncomplete = () => resolve(kept);
    transaction.onabort = () => resolve(kept);
    transaction.onerror = () => resolve(kept);
  });
}

/** Wait until this tab's copy of the storage holds at least `revision` of game `id` (another
 * tab's write reaches it a moment later), at most `timeoutMs`. */
export async function caughtUp(id, revision, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (Number.isInteger(revision) && (storedRevision(id) ?? -1) < revision && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Games that waited for room are written as soon as some was made; whoever shows one hears of it.
const writtenListeners = new Set();

/** `listener(record)` is called with each waiting game once it is written. Returns an unsubscribe. */
export function onWritten(listener) {
  writtenListeners.add(listener);
  return () => writtenListeners.delete(listener);
}

const writing = new Map(); // id -> the write of a waiting game under way (one at a time per game)

/** Write game `id` if it waits for room; rejects (SaveError "full") while there is still none. */
export function writeWaitingGame(id) {
  if (writing.has(id)) return writing.get(id);
  const waiting = unsaved.get(id);
  if (!waiting) return Promise.resolve();
  const write = commitSave(waiting.record, waiting.expected).then((written) => {
    for (const listener of writtenListeners) listener(written);
  }).finally(() => writing.delete(id));
  writing.set(id, write);
  return write;
}

/** Write every game that waits for room (called whenever some was made). */
export async function writeWaiting() {
  for (const id of [...unsaved.keys()]) {
    try {
      await writeWaitingGame(id);
    } catch (error) {
      if (!(error instanceof SaveError && error.code === "full")) console.warn("a waiting game was not written:", id, error.message);
    }
  }
}

onRoomMade(() => { writeWaiting(); });

/** Closing or reloading the page while a game waits for room loses its moves: the browser asks. */
globalThis.addEventListener?.("beforeunload", (event) => {
  if (unsaved.size === 0) return;
  event.preventDefault();
  event.returnValue = "";
});

/** Which tab runs the computer players of a game: only one at a time, the visible one that asked
 * first. `onChange(true)` when this tab becomes the runner, `onChange(false)` when it stops (it was
 * hidden); the returned function gives the role up for good. Without Web Locks every tab runs them
 * (the compare-and-swap still lets only one move per turn be saved). */
export function holdBotRunner(id, onChange) {
  const locks = globalThis.navigator?.locks;
  if (!locks) {
    onChange(true);
    return () => {};
  }
  let current = null; // this tab's request: { release, granted }
  let stopped = false;
  const ask = () => {
    if (stopped || current || document.hidden) return;
    const mine = { granted: false };
    const held = new Promise((resolve) => { mine.release = resolve; });
    current = mine;
    locks.request(`gurkenglas:bots:${id}`, () => {
      if (current !== mine) return undefined; // given up before it was granted
      mine.granted = true;
      onChange(true);
      return held;
    }).catch(() => {});
  };
  const giveUp = () => {
    const mine = current;
    current = null;
    if (!mine) return;
    mine.release();
    if (mine.granted) onChange(false);
  };
  const onVisibility = () => (document.hidden ? giveUp() : ask());
  document.addEventListener("visibilitychange", onVisibility);
  ask();
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", onVisibility);
    giveUp();
  };
}
