// Saves written move by move (web/save-commit.js over web/storage.js), under Node's own test runner
// with a localStorage and an IndexedDB register of revisions in memory: a game exported, deleted and
// imported from its file plays on; a game imported while it is still here comes in as a copy, and
// both play on; a tab still showing a deleted game cannot write over the game imported in its place.
import assert from "node:assert/strict";
import { test } from "node:test";

const items = new Map();
globalThis.localStorage = {
  getItem: (key) => (items.has(key) ? items.get(key) : null),
  setItem: (key, value) => items.set(key, String(value)),
  removeItem: (key) => items.delete(key),
  key: (i) => [...items.keys()][i] ?? null,
  get length() { return items.size; },
};

// The register: one store of revisions by game id. A transaction reads one key, may put, and then
// commits (or, aborted, leaves the store as it was), as the page's transactions do.
const registered = new Map();
const later = (f) => setTimeout(f, 0);
const database = {
  createObjectStore() {},
  transaction() {
    const puts = new Map();
    let aborted = false;
    const transaction = {
      objectStore: () => ({
        get(key) {
          const request = {};
          later(() => {
            request.result = registered.get(key);
            request.onsuccess?.();
            later(() => {
              if (aborted) return transaction.onabort?.();
              for (const [k, v] of puts) registered.set(k, v);
              return transaction.oncomplete?.();
            });
          });
          return request;
        },
        put(value, key) { puts.set(key, value); },
      }),
      abort() { aborted = true; },
    };
    return transaction;
  },
};
globalThis.indexedDB = {
  open() {
    const request = { result: database };
    later(() => { request.onupgradeneeded?.(); request.onsuccess(); });
    return request;
  },
};

const { deleteSave, readSave, writeSave } = await import("../../web/storage.js");
const { commitSave, importSave } = await import("../../web/save-commit.js");

let games = 0;

/** A new game as the setup screen saves it: revision 1, no move yet. */
function newGame() {
  const seats = [{ kind: "human", name: "Anna", level: null }, { kind: "human", name: "Bert", level: null }];
  return writeSave({ id: `game${++games}`, game: "goose", created: 1, updated: 1, revision: 0, players: ["Anna", "Bert"],
    over: false, state: { game: "goose", players: 2, history: [] }, log: [], setup: { players: 2, seats, options: {} } }, undefined);
}

/** One move played and saved as the play screen does: the save must still be at `record`'s revision. */
function move(record) {
  const history = [...record.state.history, { roll: record.state.history.length + 1 }];
  return commitSave({ ...record, state: { ...record.state, history }, log: [...record.log, []] }, record.revision);
}

/** The file "Export" writes, read back. */
const exported = (id) => JSON.parse(JSON.stringify(readSave(id)));

test("a game exported, deleted and imported from its file plays on where it was", async () => {
  let game = newGame();
  for (let n = 0; n < 3; n += 1) game = await move(game);
  const file = exported(game.id);
  deleteSave(game.id);
  assert.equal(readSave(game.id), null);
  const { record, copy } = await importSave(file);
  assert.equal(copy, false);
  assert.equal(record.id, game.id);
  const next = await move(record); // refused before: "the same game was played on in another tab"
  assert.deepEqual(readSave(game.id).state.history, next.state.history);
  assert.equal(next.state.history.length, 4);
  assert.equal(registered.get(game.id), readSave(game.id).revision);
});

test("a game imported while it is still here comes in as a copy, and the copy and the game play on", async () => {
  let game = newGame();
  game = await move(game);
  const { record: twin, copy } = await importSave(exported(game.id));
  assert.equal(copy, true);
  assert.notEqual(twin.id, game.id);
  assert.equal(twin.copyOf, game.id);
  const [copyMoved, gameMoved] = [await move(twin), await move(game)];
  assert.equal(readSave(twin.id).state.history.length, 2);
  assert.equal(readSave(game.id).state.history.length, 2);
  assert.equal(copyMoved.id, twin.id);
  assert.equal(gameMoved.id, game.id);
});

test("a tab still showing a deleted game cannot write over the game imported in its place", async () => {
  let game = newGame();
  game = await move(game);
  const file = exported(game.id);
  const shownElsewhere = await move(game); // another tab's last move before the game was deleted
  deleteSave(game.id);
  const { record } = await importSave(file);
  await assert.rejects(move(shownElsewhere), (error) => error.code === "conflict");
  assert.deepEqual(readSave(game.id).state.history, record.state.history);
});
