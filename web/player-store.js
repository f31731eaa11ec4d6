// The people of this device (players.js) in localStorage, under one key beside the saves. Read
// like a save: checked on the way in, and a damaged book is moved aside under a quarantine key
// (never deleted) and the player is told, as with a damaged save. A full storage keeps the book in
// memory while the page is open and writes it as soon as room is made, as the saves do.
//
// Finished games are recorded from their saves, not from the play screen: `recordFinished` goes
// through the saves and, for each finished one with people that is not recorded as it now is, asks
// the engine for the outcome. It runs whenever a screen is shown (so a game just finished is counted
// once the player leaves it, and a game finished in another tab or imported is counted too) and
// before a save is deleted. A deleted save's game stays in the book: the numbers are the people's,
// and clearing old games to make room must not take a person's wins with them.

import { checkBook, emptyBook, joinBooks, needsRecording, PlayersError, recordGame, seatPeople } from "./players.js";
import { listSaves, newId, onRoomMade, quarantine, SaveError } from "./storage.js";

const KEY = "gurkenglas:players";

let waiting = null; // the book while the storage has no room for it
let damagedInPlace = false; // a damaged book that could not be moved aside: never written over

export function readBook() {
  if (waiting) return waiting;
  const raw = localStorage.getItem(KEY);
  if (raw === null || damagedInPlace) return emptyBook();
  try {
    return checkBook(JSON.parse(raw));
  } catch (error) {
    const reason = error instanceof PlayersError ? error : new PlayersError("invalid", String(error.message || error));
    quarantine(KEY, { code: reason.code, message: `players: ${reason.message}` });
    damagedInPlace = localStorage.getItem(KEY) !== null;
    return emptyBook();
  }
}

/** Whether the book waits in memory for room in the storage. */
export const bookWaiting = () => waiting !== null;

/** Write the book; where there is no room it waits in memory (and `bookWaiting()` says so). */
export function writeBook(book) {
  if (damagedInPlace) {
    waiting = book;
    return false;
  }
  try {
    localStorage.setItem(KEY, JSON.stringify(book));
    waiting = null;
    return true;
  } catch {
    waiting = book;
    return false;
  }
}

onRoomMade(() => {
  if (waiting && !damagedInPlace) writeBook(waiting);
});

/** A game is starting: its people found or added, its table remembered. Returns each seat's person. */
export function startTable(game, seats, typed) {
  const { book, ids } = seatPeople(readBook(), game, seats, typed, Date.now(), newId);
  writeBook(book);
  return ids;
}

/** The book for "Export all" (as it stands, also while it waits for room). */
export const bookForExport = () => readBook();

/** Join a book from an imported file to this one. Returns how many people were new; throws
 * PlayersError when the file's book is damaged (the caller keeps it aside) and SaveError "full". */
export function importBook(data) {
  const { book, added } = joinBooks(readBook(), checkBook(data));
  if (!writeBook(book)) throw new SaveError("full", "no room for the players");
  return added;
}

let sweeping = Promise.resolve();

/** Record every finished game with people that the book does not hold as it now is (see above).
 * One sweep at a time; a save the engine cannot read is left for its own screens to report. */
export function recordFinished(engine, saves = null) {
  sweeping = sweeping.then(async () => {
    let book = readBook();
    const todo = (saves ?? listSaves()).filter((save) => needsRecording(book, save));
    for (const save of todo) {
      try {
        const { over, outcome } = await engine.call("status", { state: save.state });
        if (over && outcome) book = recordGame(readBook(), save, outcome);
        writeBook(book);
      } catch (error) {
        console.info("a finished game was not recorded:", save.id, error.message);
      }
    }
  }).catch((error) => console.warn("players not recorded:", error));
  return sweeping;
}
