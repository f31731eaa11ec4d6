// Saved games in localStorage. One key per game, written after every move. A save that does not
// parse or validate is moved aside under a quarantine key (never deleted) and the player is told;
// where the storage is too full to move it, it stays under its own key, marked, and is listed with
// the damaged saves all the same. A game whose moves could not be written (a full storage) is kept
// in memory while the page is open and written as soon as there is room (`save-commit.js`).

export const SAVE_SCHEMA = 1;
const PREFIX = "gurkenglas:";
const SAVE = `${PREFIX}save:`;
const QUARANTINE = `${PREFIX}quarantine:`;
const PREFS = `${PREFIX}prefs`;
const MARK = `${PREFIX}damaged:`; // a damaged save left under its own key for want of room
const MAX_LOG = 300;

export class SaveError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code; // "unreadable", "newer", "invalid", "full", "conflict"
    /** @type {number|undefined} a conflict's winning revision, when known */
    this.revision = undefined;
  }
}

export function newId() {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `g${Date.now().toString(36)}${random[0].toString(36)}${random[1].toString(36)}`.slice(0, 24);
}

export function randomSeed() {
  // 53 bits, so the seed survives JSON in every language.
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 0x100000000 + lo;
}

/** Checks the envelope of a save record (not the game state: the engine's `validate` does that). */
export function checkRecord(record) {
  if (!record || typeof record !== "object" || Array.isArray(record)) throw new SaveError("invalid", "not a saved game");
  if (typeof record.schema !== "number") throw new SaveError("invalid", "no schema version");
  if (record.schema > SAVE_SCHEMA) throw new SaveError("newer", "saved by a newer version of the app");
  const migrated = migrate(record);
  for (const field of ["id", "game"]) {
    if (typeof migrated[field] !== "string" || !migrated[field]) throw new SaveError("invalid", `missing ${field}`);
  }
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(migrated.id)) throw new SaveError("invalid", "bad id");
  if (!migrated.state || typeof migrated.state !== "object") throw new SaveError("invalid", "no game state");
  // The label, the state's own game and its seats agree, or the save is damaged: a Goose state
  // labelled Gulek must never be drawn with Gulek's table.
  if (migrated.state.game !== migrated.game) throw new SaveError("invalid", `a ${String(migrated.state.game)} game labelled ${migrated.game}`);
  if (!Number.isFinite(migrated.updated) || !Number.isFinite(migrated.created)) throw new SaveError("invalid", "no dates");
  if (!Array.isArray(migrated.log)) migrated.log = [];
  const setup = migrated.setup;
  if (!setup || typeof setup !== "object" || !Number.isInteger(setup.players) || !Array.isArray(setup.seats)) {
    throw new SaveError("invalid", "no setup");
  }
  if (migrated.state.players !== setup.players) throw new SaveError("invalid", "the players do not match the game");
  if (!Array.isArray(migrated.players)) migrated.players = setup.seats.map((seat) => String(seat && seat.name));
  return migrated;
}

// Each step turns a record of schema n into schema n + 1. There is only schema 1 so far.
const MIGRATIONS = {};

export function migrate(record) {
  let current = record;
  while (current.schema < SAVE_SCHEMA) {
    const step = MIGRATIONS[current.schema];
    if (!step) throw new SaveError("invalid", `no migration from schema ${current.schema}`);
    current = step(current);
  }
  return current;
}

/** Games whose latest moves are not in storage yet (it was full): id -> { record, expected }. */
export const unsaved = new Map();

export function listSaves() {
  const saves = [];
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(SAVE) || markedDamaged(key)) continue;
    const id = key.slice(SAVE.length);
    if (unsaved.has(id)) continue;
    try {
      saves.push(checkRecord(JSON.parse(localStorage.getItem(key))));
    } catch (error) {
      quarantine(key, error);
    }
  }
  for (const { record } of unsaved.values()) saves.push(record);
  return saves.sort((a, b) => b.updated - a.updated);
}

/** The save of game `id` (with the moves not yet written, if any), null if there is none. */
export function readSave(id) {
  if (unsaved.has(id)) return unsaved.get(id).record;
  const key = SAVE + id;
  const raw = localStorage.getItem(key);
  if (raw === null || markedDamaged(key)) return null;
  try {
    return checkRecord(JSON.parse(raw));
  } catch (error) {
    quarantine(key, error);
    throw error instanceof SaveError ? error : new SaveError("unreadable", String(error.message || error));
  }
}

/** The revision of the save as this tab's storage holds it (null: none, or unreadable). */
export function storedRevision(id) {
  try {
    const stored = JSON.parse(localStorage.getItem(SAVE + id));
    return stored && Number.isInteger(stored.revision) ? stored.revision : null;
  } catch {
    return null;
  }
}

/** Write a save; `expectedRevision` guards against another tab having written the same game
 * (on its own only as far as this tab's copy of the storage is current: a move goes through
 * `commitSave`, which makes the check and the write one step no other tab can slip between). */
export function writeSave(record, expectedRevision = record.revision) {
  const key = SAVE + record.id;
  const stored = localStorage.getItem(key);
  if (stored !== null && expectedRevision !== undefined) {
    try {
      const other = JSON.parse(stored);
      if (other.revision !== expectedRevision) throw new SaveError("conflict", "changed in another tab");
    } catch (error) {
      if (error instanceof SaveError) throw error;
    }
  }
  const next = { ...record, schema: SAVE_SCHEMA, revision: (record.revision || 0) + 1, updated: Date.now() };
  next.log = (next.log || []).slice(-MAX_LOG);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch (error) {
    // The game's review (`review`, analysed in the background) is kept only where there is room:
    // a full storage drops it, never the game.
    if (next.review === undefined) throw new SaveError("full", String(error.message || error));
    delete next.review;
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch (again) {
      throw new SaveError("full", String(again.message || again));
    }
  }
  return next;
}

/** How many characters a save takes in storage (what removing it frees). */
export function savedSize(id) {
  return (localStorage.getItem(SAVE + id) || "").length;
}

// Whoever writes games that waited for room (save-commit.js) hears when room was made.
const roomListeners = new Set();
export function onRoomMade(listener) {
  roomListeners.add(listener);
}
function roomMade() {
  for (const listener of roomListeners) listener();
}

export function deleteSave(id) {
  localStorage.removeItem(SAVE + id);
  unsaved.delete(id);
  roomMade();
}

// Damaged saves left under their own key because there was no room to move them: key -> entry.
// The mark is also written (a few bytes) where it fits, so that it survives a reload.
const markedInMemory = new Map();

function markedDamaged(key) {
  return markedInMemory.has(key) || localStorage.getItem(MARK + key.slice(SAVE.length)) !== null;
}

/** Move a bad save aside under a quarantine key, with the reason. Nothing is deleted. Where the
 * storage has no room for the copy, the save stays where it is, marked, and is listed as damaged. */
export function quarantine(key, error) {
  const raw = localStorage.getItem(key);
  if (raw === null) return;
  const id = key.startsWith(SAVE) ? key.slice(SAVE.length) : key;
  const entry = { raw, reason: String(error && error.message || error), code: error && error.code || "unreadable", at: Date.now() };
  unsaved.delete(id);
  try {
    localStorage.setItem(QUARANTINE + id + ":" + Date.now().toString(36), JSON.stringify(entry));
    localStorage.removeItem(key);
  } catch {
    const { raw: _, ...mark } = entry;
    markedInMemory.set(key, mark);
    try {
      localStorage.setItem(MARK + id, JSON.stringify(mark));
    } catch {
      // not even the mark fits: it is kept in memory, and found damaged again after a reload
    }
  }
  quarantined.push({ id, reason: entry.reason, code: entry.code });
}

/** Bad saves found since the last call, so the page can tell the player once. */
const quarantined = [];
export function takeQuarantineNews() {
  return quarantined.splice(0, quarantined.length);
}

export function listQuarantine() {
  const items = [];
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(QUARANTINE)) {
      try {
        items.push({ key, ...JSON.parse(localStorage.getItem(key)) });
      } catch {
        items.push({ key, raw: localStorage.getItem(key), reason: "unreadable", at: 0 });
      }
    } else if (key.startsWith(SAVE) && markedDamaged(key)) {
      items.push({ key, ...markOf(key), raw: localStorage.getItem(key) });
    }
  }
  return items.sort((a, b) => b.at - a.at);
}

function markOf(key) {
  if (markedInMemory.has(key)) return markedInMemory.get(key);
  try {
    return JSON.parse(localStorage.getItem(MARK + key.slice(SAVE.length)));
  } catch {
    return { reason: "unreadable", at: 0 };
  }
}

/**
 * Keep a damaged save brought in by an import (unless the same one is already kept).
 * @param {{raw: string, reason?: string, code?: string, at?: number}} item  the save as text, why it
 *   is damaged, and when it was found so (now, if not said)
 */
export function keepDamaged({ raw, reason, code, at }) {
  if (typeof raw !== "string" || listQuarantine().some((item) => item.raw === raw)) return false;
  const entry = { raw, reason: String(reason ?? "unreadable"), code: String(code ?? "unreadable"), at: Number.isFinite(at) ? at : Date.now() };
  try {
    localStorage.setItem(`${QUARANTINE}imported:${newId()}`, JSON.stringify(entry));
  } catch (error) {
    throw new SaveError("full", String(error.message || error));
  }
  return true;
}

/** Delete a damaged save for good (one kept aside, or one marked where it was). */
export function removeQuarantined(key) {
  if (key.startsWith(QUARANTINE)) localStorage.removeItem(key);
  else if (key.startsWith(SAVE) && markedDamaged(key)) {
    localStorage.removeItem(key);
    localStorage.removeItem(MARK + key.slice(SAVE.length));
    markedInMemory.delete(key);
  } else return;
  roomMade();
}

export function getPrefs() {
  try {
    return JSON.parse(localStorage.getItem(PREFS)) || {};
  } catch {
    return {};
  }
}

export function setPref(name, value) {
  const prefs = getPrefs();
  prefs[name] = value;
  try {
    localStorage.setItem(PREFS, JSON.stringify(prefs));
  } catch {
    // preferences are a convenience; a full storage must not break the game
  }
}
