// Game of the Goose: the things on the board a player can name, where they stand for a layout
// (geometry.js), and how a move maps onto them. Pure: no canvas, no DOM.
//
// Things: the pawns "pawn:<seat>" (on top) and the squares "square:<n>". A roll is shown as a ghost
// round the pawn of the seat to move: where it lands is for the dice to say.

import { centreOf, pawnSlots } from './geometry.js';

/** Map seat -> {x, y, r}: pawns sharing a square sit side by side in it. */
export function slotMap(layout, pose) {
  const bySquare = new Map();
  for (const p of [...pose.pawns].sort((a, b) => a.seat - b.seat)) {
    if (!bySquare.has(p.square)) bySquare.set(p.square, []);
    bySquare.get(p.square).push(p.seat);
  }
  const map = new Map();
  const s = layout.size;
  for (const [square, seats] of bySquare) {
    const cell = layout.cells[square];
    if (!cell) continue;
    let area; // where pawns may stand: not over the square's number
    if (square === layout.finish) area = layout.centre.pawns;
    else if (square === 0) area = { x: cell.x + s * 0.3, y: cell.y + s * 0.1, w: cell.w - s * 0.38, h: cell.h - s * 0.2 };
    else area = { x: cell.x + s * 0.08, y: cell.y + s * 0.3, w: cell.w - s * 0.16, h: cell.h - s * 0.38 };
    pawnSlots(area, seats.length, s * 0.27, 0.6).forEach((slot, i) => map.set(seats[i], slot));
  }
  return map;
}

/** Every pawn, then every square. */
export function thingsOf(layout, pose) {
  const pawns = [...slotMap(layout, pose)].map(([seat, at]) => ({ id: `pawn:${seat}`, x: at.x, y: at.y, r: at.r }));
  const squares = layout.cells.map((cell, n) => {
    const { x, y } = centreOf(cell);
    return { id: `square:${n}`, x, y, r: Math.min(cell.w, cell.h) / 2, box: cell };
  });
  return [...pawns, ...squares];
}

/** A roll: a ghost round the pawn that will walk. */
export function moveMarks(move, layout, pose, thing) {
  const pawn = move?.kind === 'roll' ? thing(`pawn:${pose.toMove}`) : null;
  return pawn ? { ghosts: [pawn] } : null;
}
