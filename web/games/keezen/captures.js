// Keezen: the pawn a legal move captures, as the engine tells the seat to move in its view
// (`view.captures`: each capturing move with the pawn it takes). The table never works a capture
// out from where the pawns stand.

import { sameMove } from "../../moves.js";

/** The pawn `move` captures, as {owner, pawn} (pawn: its index), or null when it captures none. */
export function capturedBy(view, move) {
  const found = (view?.captures ?? []).find((c) => sameMove(c.move, move));
  return found ? { owner: found.owner, pawn: found.pawn } : null;
}
