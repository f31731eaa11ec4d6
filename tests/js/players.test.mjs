// The people remembered on the device (web/players.js, web/player-store.js), under Node's own test
// runner: what a finished game adds to each person, the rival and the nemesis, a game counted once
// however often it is seen, merging, forgetting, an import joined by id, and damaged data kept aside.
import assert from "node:assert/strict";
import { test } from "node:test";

// The store reads and writes localStorage: a small one in memory, which can be made full.
const items = new Map();
let full = false;
globalThis.localStorage = {
  getItem: (key) => (items.has(key) ? items.get(key) : null),
  setItem: (key, value) => {
    if (full) throw new Error("QuotaExceededError");
    items.set(key, String(value));
  },
  removeItem: (key) => items.delete(key),
  key: (i) => [...items.keys()][i] ?? null,
  get length() { return items.size; },
};

const players = await import("../../web/players.js");
const store = await import("../../web/player-store.js");
const storage = await import("../../web/storage.js");

const { emptyBook, forget, joinBooks, merge, needsRecording, personFacts, recordGame, seatPeople } = players;

let ids = 0;
const newId = () => `p${++ids}`;
const human = (name) => ({ kind: "human", name, level: null });
const bot = { kind: "bot", name: "Bot", level: "normal" };

/** A finished save of `game` for `seats`, as the setup screen writes it, with the people's ids. */
function finished(book, id, game, seats, at) {
  const started = seatPeople(book, game, seats, seats.map((s) => s.kind === "human"), at, newId);
  const save = { id, game, over: true, updated: at, people: started.ids, state: { history: ["{}", "{}"] },
    setup: { players: seats.length, seats } };
  return { book: started.book, save };
}

/** Three games: Anna and Ben twice with a bot, Anna, Ben and Cleo once. The engine's outcomes. */
function threeGames() {
  let book = emptyBook();
  let s;
  ({ book, save: s } = finished(book, "g1", "goose", [human("Anna"), human("Ben"), bot], 1000));
  book = recordGame(book, s, { ranks: [2, 1, 3], winners: [1] });
  ({ book, save: s } = finished(book, "g2", "goose", [human("Anna"), bot, human("Ben")], 2000));
  book = recordGame(book, s, { ranks: [1, 3, 2], winners: [0] });
  ({ book, save: s } = finished(book, "g3", "keezen", [human("Cleo"), human("Anna"), human("Ben")], 3000));
  book = recordGame(book, s, { ranks: [1, 3, 2], winners: [0] });
  return book;
}
const idOf = (book, name) => players.personByName(book, name).id;

test("each person's games played and won, per game, and the places the engine gave", () => {
  const book = threeGames();
  const anna = personFacts(book, idOf(book, "Anna"));
  assert.equal(anna.played, 3);
  assert.equal(anna.won, 1);
  assert.deepEqual(anna.byGame.goose, { played: 2, won: 1, places: { 1: 1, 2: 1 } });
  assert.deepEqual(anna.byGame.keezen, { played: 1, won: 0, places: { 3: 1 } });
  assert.deepEqual(anna.last.map((g) => [g.save, g.rank, g.of]), [["g3", 3, 3], ["g2", 1, 3], ["g1", 2, 3]]);
  assert.equal(book.people.length, 3, "the bot is nobody");
});

test("the rival is whom they played with most, the nemesis who finished ahead of them most", () => {
  const book = threeGames();
  const anna = personFacts(book, idOf(book, "Anna"));
  assert.deepEqual(anna.rival, { id: idOf(book, "Ben"), count: 3 });
  // Ben finished ahead of Anna twice (g1, g3), Cleo once (g3): the bot's place counts for nobody.
  assert.deepEqual(anna.nemesis, { id: idOf(book, "Ben"), count: 2 });
  const cleo = personFacts(book, idOf(book, "Cleo"));
  assert.equal(cleo.nemesis, null, "nobody finished ahead of the winner");
  // Level: the one met most recently (both once, in g3), and a shared place is nobody ahead.
  assert.equal(cleo.rival.count, 1);
  let tied = emptyBook();
  let s;
  ({ book: tied, save: s } = finished(tied, "t1", "goose", [human("Dora"), human("Emil")], 10));
  tied = recordGame(tied, s, { ranks: [1, 1], winners: [0, 1] });
  assert.equal(personFacts(tied, idOf(tied, "Dora")).nemesis, null);
  assert.equal(personFacts(tied, idOf(tied, "Dora")).won, 1);
});

test("a game seen again (a reload, the game opened again) is counted once", () => {
  let book = emptyBook();
  let s;
  ({ book, save: s } = finished(book, "g1", "goose", [human("Anna"), human("Ben")], 1000));
  assert.equal(needsRecording(book, s), true);
  book = recordGame(book, s, { ranks: [1, 2], winners: [0] });
  assert.equal(needsRecording(book, s), false);
  book = recordGame(book, s, { ranks: [1, 2], winners: [0] });
  assert.equal(book.games.length, 1);
  // A copy an import made of the same game is the same game.
  assert.equal(needsRecording(book, { ...s, id: "copy", copyOf: "g1" }), false);
  // Taken back and finished anew: the entry is replaced, not added.
  const again = { ...s, state: { history: ["{}", "{}", "{}"] } };
  assert.equal(needsRecording(book, again), true);
  book = recordGame(book, again, { ranks: [2, 1], winners: [1] });
  assert.equal(book.games.length, 1);
  assert.equal(personFacts(book, idOf(book, "Anna")).won, 0);
  // A game with nobody (bots and blank names) is not recorded at all.
  assert.equal(needsRecording(book, { ...s, id: "bots", people: [null, null] }), false);
});

test("merging two records of one person counts their games together; forgetting removes a person", () => {
  let book = threeGames();
  let s;
  ({ book, save: s } = finished(book, "g4", "goose", [human("anna "), human("Bene")], 4000));
  assert.equal(idOf(book, "anna"), idOf(book, "Anna"), "the same name but for case and spaces");
  book = recordGame(book, s, { ranks: [2, 1], winners: [1] });
  const [ben, bene] = [idOf(book, "Ben"), idOf(book, "Bene")];
  const merged = merge(book, bene, ben, 5000);
  assert.equal(players.personByName(merged, "Bene"), null);
  assert.deepEqual(personFacts(merged, ben).byGame.goose, { played: 3, won: 2, places: { 1: 2, 2: 1 } });
  assert.deepEqual(personFacts(merged, idOf(merged, "Anna")).nemesis, { id: ben, count: 3 });
  // A save still naming the merged id counts for the one it was merged into.
  assert.equal(players.resolve(merged, bene), ben);
  const renamed = players.rename(merged, ben, "Benedikt", 6000);
  assert.deepEqual(players.lastTable(renamed, "goose").map((seat) => seat.name), ["Anna", "Benedikt"]);
  assert.throws(() => players.rename(renamed, ben, " ANNA", 1), { code: "taken" });

  const without = forget(merged, ben);
  assert.equal(without.people.length, 2);
  const anna = personFacts(without, idOf(without, "Anna"));
  assert.equal(anna.played, 4, "every game stays for Anna, Ben's seat in it now nobody's");
  assert.equal(anna.nemesis.id, idOf(without, "Cleo"));
  assert.ok(!JSON.stringify(without).includes(ben), "nothing of the forgotten person is left");
});

test("an imported book joins this one by id: the same person once, games once, new ones added", () => {
  const mine = threeGames();
  const annaId = idOf(mine, "Anna");
  const theirs = structuredClone(mine);
  theirs.people.find((p) => p.id === annaId).name = "Anna K.";
  theirs.people.find((p) => p.id === annaId).updated = 99999;
  let s;
  let other;
  ({ book: other, save: s } = finished(theirs, "g9", "gulek", [human("Anna K."), human("Fritz")], 9000));
  other = recordGame(other, s, { ranks: [2, 1], winners: [1] });
  const { book, added } = joinBooks(mine, other);
  assert.equal(added, 1);
  assert.equal(book.people.length, 4);
  assert.equal(players.personById(book, annaId).name, "Anna K.", "the newer record of the same id");
  assert.equal(personFacts(book, annaId).played, 4);
  assert.equal(joinBooks(book, other).book.games.length, 4, "importing twice adds nothing");
});

test("a damaged book is kept aside and reported, never dropped or written over", () => {
  items.clear();
  items.set("gurkenglas:players", '{"schema": 1, "people": [{"id": "x"}], "games": []}');
  assert.deepEqual(store.readBook().people, []);
  assert.equal(items.has("gurkenglas:players"), false);
  const kept = [...items.entries()].find(([key]) => key.startsWith("gurkenglas:quarantine:"));
  assert.ok(kept, "moved under a quarantine key");
  assert.equal(JSON.parse(kept[1]).raw, '{"schema": 1, "people": [{"id": "x"}], "games": []}');
  assert.equal(storage.takeQuarantineNews().length, 1, "the player is told");
  // A newer version's book is not read as this one's either.
  items.set("gurkenglas:players", JSON.stringify({ ...emptyBook(), schema: 99 }));
  store.readBook();
  assert.equal(storage.takeQuarantineNews()[0].code, "newer");
});

test("a full storage keeps the book in memory and writes it when room is made", () => {
  items.clear();
  full = true;
  const ids2 = store.startTable("goose", [human("Gina"), bot], [true, false]);
  assert.equal(ids2[1], null);
  assert.equal(store.bookWaiting(), true);
  assert.equal(store.readBook().people[0].name, "Gina", "still there while the page is open");
  full = false;
  storage.deleteSave("nothing"); // making room is announced
  assert.equal(store.bookWaiting(), false);
  assert.equal(JSON.parse(items.get("gurkenglas:players")).people[0].name, "Gina");
});

test("people added at one start get ids of their own, even where the id maker repeats itself", () => {
  // A fixed random source in one millisecond gives one id twice; the book must stay readable.
  const same = () => "gsame";
  const { book, ids: seated } = seatPeople(emptyBook(), "keezen", [human("P1"), human("P2"), human("P3")], [true, true, true], 5, same);
  assert.equal(new Set(seated).size, 3);
  assert.doesNotThrow(() => players.checkBook(JSON.parse(JSON.stringify(book))));
});
