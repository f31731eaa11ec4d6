// Keezen's move words (web/games/keezen/texts.js), under Node's own test runner: a card that walks
// backwards is worded so as the engine says what the card does (the view's card_notes), never from
// the card's letter in the page.
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
