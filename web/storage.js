// Saved games in localStorage. One key per game, written after every move. A save that does not
// parse or validate is moved aside under a quarantine key (never deleted) and the player is told.

export const SAVE_SCHEMA = 1;
const PREFIX = "gurkenglas:";
const SAVE = `${PREFIX}save:`;
const QUARANTINE = `${PREFIX}quarantine:`;
const PREFS = `${PREFIX}prefs`;
const MAX_LOG = 300;

export class SaveError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code; // "unreadable", "newer", "invalid", "full", "conflict"
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
  if (!Number.isFinite(migrated.updated) || !Number.isFinite(migrated.created)) throw new SaveError("invalid", "no dates");
  if (!Array.isArray(migrated.log)) migrated.log = [];
  const setup = migrated.setup;
  if (!setup || typeof setup !== "object" || !Number.isInteger(setup.players) || !Array.isArray(setup.seats)) {
    throw new SaveError("invalid", "no setup");
  }
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

export function listSaves() {
  const saves = [];
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(SAVE)) continue;
    try {
      saves.push(checkRecord(JSON.parse(localStorage.getItem(key))));
    } catch (error) {
      quarantine(key, error);
    }
  }
  return saves.sort((a, b) => b.updated - a.updated);
}

export function readSave(id) {
  const key = SAVE + id;
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return checkRecord(JSON.parse(raw));
  } catch (error) {
    quarantine(key, error);
    throw error instanceof SaveError ? error : new SaveError("unreadable", String(error.message || error));
  }
}

/** Write a save; `expectedRevision` guards against another tab having written the same game. */
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
    throw new SaveError("full", String(error.message || error));
  }
  return next;
}

/** How many characters a save takes in storage (what removing it frees). */
export function savedSize(id) {
  return (localStorage.getItem(SAVE + id) || "").length;
}

export function deleteSave(id) {
  localStorage.removeItem(SAVE + id);
}

/** Move a bad save aside under a quarantine key, with the reason. Nothing is deleted. */
export function quarantine(key, error) {
  const raw = localStorage.getItem(key);
  if (raw === null) return;
  const id = key.startsWith(SAVE) ? key.slice(SAVE.length) : key;
  const entry = { raw, reason: String(error && error.message || error), code: error && error.code || "unreadable", at: Date.now() };
  try {
    localStorage.setItem(QUARANTINE + id + ":" + Date.now().toString(36), JSON.stringify(entry));
    localStorage.removeItem(key);
  } catch {
    // Storage is full: leave the save where it is rather than lose it.
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
    if (!key.startsWith(QUARANTINE)) continue;
    try {
      items.push({ key, ...JSON.parse(localStorage.getItem(key)) });
    } catch {
      items.push({ key, raw: localStorage.getItem(key), reason: "unreadable", at: 0 });
    }
  }
  return items.sort((a, b) => b.at - a.at);
}

export function removeQuarantined(key) {
  if (key.startsWith(QUARANTINE)) localStorage.removeItem(key);
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
