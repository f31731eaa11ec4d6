// Gulek: what a sowing would do, for the words and marks that come with a legal move (where the
// last ball lands, what it captures, where a relay goes on). Only previews of moves the engine
// already offered: nothing here decides whether a move is legal.

import { PITS, mod } from "./geometry.js";

const sum = (list) => (list ?? []).reduce((a, c) => a + c, 0);

/**
 * Game of 2–6: sowing `pit` in `dir`. The last ball goes to (pit + n·dir) mod 15; whatever the other
 * players have there is captured (a sowing of 15 or more also drops into that pit on the way, so
 * it captures at least that much).
 */
export function multiPreview(view, pit, dir) {
  const n = sum(view.pits?.[pit]);
  const landing = mod(pit + n * dir);
  const me = view.to_move;
  const there = landing === pit ? 0 : (view.pits?.[landing] ?? []).reduce((a, c, s) => (s === me ? a : a + c), 0);
  return { balls: n, landing, captures: there, atLeast: n >= PITS };
}

/**
 * Solitaires: the pits each ball goes into, the pits a relay takes up (Single), the last pit and
 * how many balls it holds afterwards, as the engine's sow_path. A legal move's relay always ends.
 */
export function soloPreview(board, pit, dir, relay) {
  const pits = [...board];
  const relays = [];
  let p = pit;
  for (let guard = 0; guard < 500; guard++) {
    const balls = pits[p];
    pits[p] = 0;
    for (let k = 0; k < balls; k++) {
      p = mod(p + dir);
      pits[p] += 1;
    }
    if (!relay || pits[p] - 1 < 2) break;
    relays.push(p);
  }
  return { balls: board[pit], landing: p, relays, holds: pits[p], after: pits };
}

/** The pits the rest of a sowing goes into, one per ball of `order`: after `at`, in `dir`. */
export function dropPits(at, dir, count) {
  return Array.from({ length: count }, (_, k) => mod(at + (k + 1) * dir));
}
