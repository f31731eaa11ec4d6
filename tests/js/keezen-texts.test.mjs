// Keezen's move words (web/games/keezen/texts.js), under Node's own test runner: a card that walks
// backwards is worded so as the engine says what the card does (the view's card_notes), never from
// the card's letter in the page, and a capture as the engine names it (the view's captures), never
// from where the pawns stand.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { createTexts } from "../../web/games/keezen/texts.js";

const strings = JSON.parse(readFileSync(new URL("../../web/i18n/en.json", import.meta.url), "utf8"));
const t = (key, args = {}) => key.split(".").reduce((node, part) => node[part], strings)
  .replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
const texts = createTexts({ t, seatName: (seat) => ["Anna", "Ben"][seat] });

const view = (notes) => ({
  to_move: 0, board: { nest: -1, home: 64, starts: [0, 16] }, pawns: [[10, -1, -1, -1], [-1, -1, -1, -1]],
  card_notes: notes,
});
const move = (card, to) => ({ kind: "move", card, owner: 0, pawn: 0, to });

test("a card the engine says walks back is worded as a move back", () => {
  const back = view({ "4": { does: { key: "keezen.card_does.back", args: {} }, no_move: null } });
  assert.equal(texts.moveText(move("4", 6), back), "Play the 4: your pawn 1 back from square 11 to square 7");
});

test("a card the engine says nothing of walks forward, whatever its letter", () => {
  const forward = view({ "4": { does: null, no_move: null } }); // the page reads nothing into a letter
  assert.equal(texts.moveText(move("4", 14), forward), "Play the 4: your pawn 1 from square 11 to square 15");
  assert.equal(texts.moveText(move("5", 15), view({ "5": { does: null, no_move: null } })),
    "Play the 5: your pawn 1 from square 11 to square 16");
});

// Pawn 1 on square 11 and pawn 4 on square 16: a 5 takes pawn 1 onto 16, where the engine says it
// captures the own pawn 4; the words say so only where the engine does.
const crowded = (captures) => ({ ...view({ "5": { does: null, no_move: null } }), pawns: [[10, -1, -1, 15], [-1, -1, -1, -1]], captures });

test("a move is worded as a capture where the engine says which pawn it takes", () => {
  const five = move("5", 15);
  assert.equal(texts.moveText(five, crowded([{ move: move("5", 15), owner: 0, pawn: 3 }])),
    "Play the 5: your pawn 1 from square 11 to square 16, sending Anna's pawn 4 back to the nest");
});

test("a move the engine names no capture for is worded without one, whoever stands there", () => {
  // A bounce may end where the pawn began, or the view may be another seat's: no capture said.
  assert.equal(texts.moveText(move("5", 15), crowded([])), "Play the 5: your pawn 1 from square 11 to square 16");
});
