// The people who play on this device and what they did: pure functions over one plain object,
// with no storage and no page, so that Node's test runner can check them. `player-store.js` keeps
// the object in localStorage; the setup screen and the Players screen read it through here.
//
// The book (schema 1):
//   people:  [{ id, name, mark, added, updated }]  a person; `mark` is the seat whose colour and shape
//            they had last (every table draws seat i in colour and shape i), `updated` when the record
//            last changed (an import keeps the newer of two records with the same id)
//   games:   [{ save, game, at, plies, seats: [{ person, kind, rank }], winners }]  one finished game,
//            keyed by its save's id: recording it again replaces it, never adds a second. `rank`
//            and `winners` are the engine's outcome as it gave them; `person` is null for a bot or a
//            seat nobody named (they are not people in these numbers)
//   tables:  { [game]: { at, seats: [{ kind, name, level, person }] } }  who sat down last, per game
//   aliases: { [old id]: id }  people merged into another, so an older export brings them back merged
//
// Nothing here decides who won a game: `recordGame` stores the engine's outcome, the rest counts it.

export const PLAYERS_SCHEMA = 1;
export const LAST_GAMES = 5;

export class PlayersError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code; // "invalid", "newer"
  }
}

export function emptyBook() {
  return { schema: PLAYERS_SCHEMA, people: [], games: [], tables: {}, aliases: {} };
}

const isObject = (value) => Boolean(value) && typeof value === "object" && !Array.isArray(value);
const isId = (value) => typeof value === "string" && /^[A-Za-z0-9_-]{1,40}$/.test(value);

/** The book as read from storage or a file, checked; throws PlayersError on anything damaged, so
 * that the caller keeps the text aside rather than dropping what it does not understand. */
export function checkBook(data) {
  if (!isObject(data)) throw new PlayersError("invalid", "not a list of players");
  if (typeof data.schema !== "number") throw new PlayersError("invalid", "no schema version");
  if (data.schema > PLAYERS_SCHEMA) throw new PlayersError("newer", "written by a newer version of the app");
  if (!Array.isArray(data.people) || !Array.isArray(data.games)) throw new PlayersError("invalid", "no people or no games");
  const ids = new Set();
  for (const person of data.people) {
    if (!isObject(person) || !isId(person.id) || typeof person.name !== "string" || !person.name.trim()
      || !Number.isInteger(person.mark) || person.mark < 0) throw new PlayersError("invalid", "a damaged person");
    if (ids.has(person.id)) throw new PlayersError("invalid", `the person ${person.id} twice`);
    ids.add(person.id);
  }
  for (const game of data.games) {
    if (!isObject(game) || !isId(game.save) || typeof game.game !== "string" || !Number.isFinite(game.at)
      || !Array.isArray(game.seats) || !Array.isArray(game.winners)) throw new PlayersError("invalid", "a damaged game");
    for (const seat of game.seats) {
      if (!isObject(seat) || !Number.isInteger(seat.rank) || (seat.person !== null && !ids.has(seat.person))) {
        throw new PlayersError("invalid", "a damaged seat");
      }
    }
  }
  if (data.tables !== undefined && !isObject(data.tables)) throw new PlayersError("invalid", "damaged tables");
  if (data.aliases !== undefined && !isObject(data.aliases)) throw new PlayersError("invalid", "damaged aliases");
  return { schema: PLAYERS_SCHEMA, people: data.people, games: data.games, tables: data.tables ?? {}, aliases: data.aliases ?? {} };
}

/** Names are the same person when they are the same but for case and spaces at the ends. */
export const sameName = (a, b) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export const personById = (book, id) => book.people.find((person) => person.id === id) ?? null;
export const personByName = (book, name) => book.people.find((person) => sameName(person.name, name)) ?? null;

/**
 * A game is starting with `seats` (as the engine gets them) and `typed` (per seat, whether a person
 * typed or picked the name; a name left blank gets "Player n" and is nobody). Finds or adds each
 * named person, gives them the mark of the seat they take, and remembers the table for "the same
 * players as last time". Returns the new book and each seat's person id (null for a bot or a blank).
 */
export function seatPeople(book, game, seats, typed, now, newId) {
  const people = book.people.map((person) => ({ ...person }));
  // New ids never repeat one in the book, even from a generator that gives the same twice (two
  // people added in one millisecond with a fixed random source): a book with an id twice is damaged.
  const taken = new Set(people.map((person) => person.id));
  const freshId = () => {
    let id = newId();
    for (let n = 1; taken.has(id); n += 1) id = `${newId()}-${n}`;
    taken.add(id);
    return id;
  };
  const ids = seats.map((seat, i) => {
    if (seat.kind !== "human" || !typed[i]) return null;
    let person = people.find((p) => sameName(p.name, seat.name));
    if (!person) {
      person = { id: freshId(), name: seat.name.trim(), mark: i, added: now, updated: now };
      people.push(person);
    } else if (person.mark !== i) {
      Object.assign(person, { mark: i, updated: now });
    }
    return person.id;
  });
  const table = { at: now, seats: seats.map((seat, i) => ({ kind: seat.kind, name: ids[i] ? seat.name.trim() : "", level: seat.level ?? null, person: ids[i] })) };
  return { book: { ...book, people, tables: { ...book.tables, [game]: table } }, ids };
}

/** The seats of the last game of `game`, else of the last game of any game; null if none. Names
 * come from the people as they are now called (renamed since, or merged, they still sit down). */
export function lastTable(book, game) {
  const tables = Object.values(book.tables);
  const table = book.tables[game] ?? tables.sort((a, b) => b.at - a.at)[0];
  if (!table) return null;
  return table.seats.map((seat) => {
    const id = resolve(book, seat.person);
    const person = id && personById(book, id);
    return { kind: seat.kind, level: seat.level, name: person ? person.name : seat.kind === "human" ? "" : seat.name };
  });
}

/** The key of a save's game: its id, or for a copy made by an import of a game already on the
 * device, the id of the game it copies (one game, counted once). */
export const gameKey = (save) => save.copyOf ?? save.id;

/** Whether a finished save needs recording: it has people, and it is not recorded as it now is. */
export function needsRecording(book, save) {
  // (Only people still on the device: a game whose people were all forgotten is not asked about again.)
  if (!save.over || !Array.isArray(save.people) || !save.people.some((id) => resolve(book, id ?? null))) return false;
  const recorded = book.games.find((game) => game.save === gameKey(save));
  return !recorded || recorded.plies !== plies(save);
}

const plies = (save) => (Array.isArray(save.state?.history) ? save.state.history.length : 0);

/**
 * Record finished save `save` with the engine's `outcome` (`{ranks, winners}`). Keyed by the save's
 * id: a reload or the game opened again replaces the entry with the same one; only a game taken back
 * and finished anew (more or fewer moves) changes it. People forgotten since are left out; a game
 * with nobody left is not recorded.
 */
export function recordGame(book, save, outcome) {
  const seats = save.setup.seats.map((seat, i) => {
    const id = resolve(book, save.people[i] ?? null);
    return { person: id && personById(book, id) ? id : null, kind: seat.kind, rank: outcome.ranks[i] };
  });
  const others = book.games.filter((game) => game.save !== gameKey(save));
  if (!seats.some((seat) => seat.person)) return { ...book, games: others };
  const entry = { save: gameKey(save), game: save.game, at: save.updated, plies: plies(save), seats, winners: [...outcome.winners] };
  return { ...book, games: [...others, entry] };
}

/** The id a person has now (an id merged into another leads to that one); null if forgotten. */
export function resolve(book, id) {
  let current = id;
  for (let hops = 0; current && book.aliases[current] && hops < 50; hops += 1) current = book.aliases[current];
  return current && personById(book, current) ? current : null;
}

export function rename(book, id, name, now) {
  const clean = name.trim();
  if (!clean) throw new PlayersError("empty", "a name is needed");
  const other = personByName(book, clean);
  if (other && other.id !== id) throw new PlayersError("taken", "that name is someone else's");
  return { ...book, people: book.people.map((p) => (p.id === id ? { ...p, name: clean, updated: now } : p)) };
}

/** `from` and `into` are the same person: every game of `from` becomes `into`'s, `from` goes. */
export function merge(book, from, into, now) {
  if (from === into || !personById(book, from) || !personById(book, into)) return book;
  const games = book.games.map((game) => ({ ...game, seats: game.seats.map((seat) => (seat.person === from ? { ...seat, person: into } : seat)) }));
  const aliases = Object.fromEntries(Object.entries(book.aliases).map(([old, id]) => [old, id === from ? into : id]));
  aliases[from] = into;
  const people = book.people.filter((p) => p.id !== from).map((p) => (p.id === into ? { ...p, updated: now } : p));
  return { ...book, people, games, aliases, tables: retable(book.tables, (person) => (person === from ? into : person)) };
}

/** Forget a person: their record, their place in the games (which stay for the others; a game with
 * nobody left goes) and their name in the remembered tables. */
export function forget(book, id) {
  const games = book.games
    .map((game) => ({ ...game, seats: game.seats.map((seat) => (seat.person === id ? { ...seat, person: null } : seat)) }))
    .filter((game) => game.seats.some((seat) => seat.person));
  const aliases = Object.fromEntries(Object.entries(book.aliases).filter(([, to]) => to !== id));
  return { ...book, people: book.people.filter((p) => p.id !== id), games, aliases, tables: retable(book.tables, (person) => (person === id ? null : person)) };
}

function retable(tables, map) {
  return Object.fromEntries(Object.entries(tables).map(([game, table]) => [game, { ...table,
    seats: table.seats.map((seat) => {
      const person = seat.person ? map(seat.person) : seat.person;
      return person === null && seat.person ? { ...seat, person: null, name: "" } : { ...seat, person };
    }) }]));
}

/** A book brought in by an import, joined to this one by id: the newer record of a person, every
 * game (the device's own entry where both have one), each game's newer table, both sets of aliases.
 * Returns the book and how many people were new here. */
export function joinBooks(mine, theirs) {
  const people = mine.people.map((p) => ({ ...p }));
  let added = 0;
  // Their merges count too, but never undo a person kept here: the device's own records win.
  const aliases = { ...mine.aliases };
  for (const [old, id] of Object.entries(theirs.aliases)) if (!(old in aliases) && !personById(mine, old)) aliases[old] = id;
  for (const person of theirs.people) {
    const id = aliases[person.id] && resolve({ ...mine, aliases }, person.id);
    if (id && id !== person.id) continue; // merged here into someone already on the device
    const at = people.findIndex((p) => p.id === person.id);
    if (at < 0) {
      people.push({ ...person });
      added += 1;
    } else if ((person.updated ?? 0) > (people[at].updated ?? 0)) {
      people[at] = { ...person };
    }
  }
  const joined = { ...mine, people, aliases };
  const known = new Set(mine.games.map((game) => game.save));
  const games = [...mine.games, ...theirs.games.filter((game) => !known.has(game.save)).map((game) => ({ ...game,
    seats: game.seats.map((seat) => ({ ...seat, person: resolve(joined, seat.person) })) }))]
    .filter((game) => game.seats.some((seat) => seat.person));
  const tables = { ...mine.tables };
  for (const [game, table] of Object.entries(theirs.tables)) {
    if (!tables[game] || table.at > tables[game].at) tables[game] = table;
  }
  return { book: { ...joined, games, tables }, added };
}

/**
 * What the Players screen shows of person `id`: per game played, won and places; the last games;
 * the rival and the nemesis among the other people (bots and unnamed seats never count).
 *
 * The rival is the person who sat at the most of their recorded games. The nemesis is the person who
 * most often finished ahead of them: a better place than theirs (a smaller rank, as the engine gave
 * the ranks) in the same game; a tie for a place is nobody finishing ahead. Where two are level, the
 * one met most recently; no rival without a game shared, no nemesis when nobody ever finished ahead.
 */
export function personFacts(book, id) {
  const byGame = {};
  const met = new Map(); // other person -> { games, ahead, last }
  const last = [];
  for (const game of [...book.games].sort((a, b) => a.at - b.at)) {
    const mine = game.seats.findIndex((seat) => seat.person === id);
    if (mine < 0) continue;
    const { rank } = game.seats[mine];
    const facts = byGame[game.game] ??= { played: 0, won: 0, places: {} };
    facts.played += 1;
    if (game.winners.includes(mine)) facts.won += 1;
    facts.places[rank] = (facts.places[rank] ?? 0) + 1;
    last.push({ save: game.save, game: game.game, at: game.at, rank, of: game.seats.length, won: game.winners.includes(mine) });
    const seen = new Set();
    game.seats.forEach((seat) => {
      if (!seat.person || seat.person === id || seen.has(seat.person)) return;
      seen.add(seat.person);
      const other = met.get(seat.person) ?? { games: 0, ahead: 0, last: 0 };
      other.games += 1;
      if (seat.rank < rank) other.ahead += 1;
      other.last = game.at;
      met.set(seat.person, other);
    });
  }
  const best = (count) => {
    let found = null;
    for (const [person, other] of met) {
      const n = count(other);
      if (n > 0 && (!found || n > found.count || (n === found.count && other.last > found.last))) found = { id: person, count: n, last: other.last };
    }
    return found && { id: found.id, count: found.count };
  };
  return {
    byGame,
    played: last.length,
    won: last.filter((game) => game.won).length,
    last: last.reverse().slice(0, LAST_GAMES),
    rival: best((other) => other.games),
    nemesis: best((other) => other.ahead),
  };
}

/** The people to offer in the setup screen: the most recently seen first. */
export function suggestions(book) {
  const seen = new Map();
  for (const table of Object.values(book.tables)) {
    for (const seat of table.seats) if (seat.person) seen.set(seat.person, Math.max(seen.get(seat.person) ?? 0, table.at));
  }
  return [...book.people].sort((a, b) => (seen.get(b.id) ?? b.added ?? 0) - (seen.get(a.id) ?? a.added ?? 0) || a.name.localeCompare(b.name));
}
