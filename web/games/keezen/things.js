// Keezen: the things on the board a player can name, where they stand for a layout (geometry.js),
// and how a move maps onto them. Pure: no canvas, no DOM.
//
// Things: the pawns "pawn:<player>:<index>" (on top), the track squares "square:<n>" and the home
// squares "home:<player>:<n>" (n = 0 … 3). A move, a seven's part or an entry is an arrow from the
// pawn to where it goes; a jack's swap an arrow between the two pawns.

import { placePoint } from "./geometry.js";

const pawnId = (player, index) => `pawn:${player}:${index}`;

/** Every pawn, then every track square, then every home square. */
export function thingsOf(layout, pose) {
  const pawns = pose.pawns.flatMap((row, player) => row.map((place, index) => {
    const at = placePoint(layout, pose.board, place, pose.positions[player], index);
    return at ? { id: pawnId(player, index), x: at.x, y: at.y, r: layout.pawn } : null;
  })).filter(Boolean);
  const squares = layout.squares.map((sq, n) => ({ id: `square:${n}`, x: sq.x, y: sq.y, r: layout.hole }));
  const homes = pose.positions.flatMap((boardSeat, player) =>
    (layout.homes[boardSeat] ?? []).map((h, n) => ({ id: `home:${player}:${n}`, x: h.x, y: h.y, r: layout.hole })));
  return [...pawns, ...squares, ...homes];
}

/** The arrow of a move, a seven's part, an entry or a swap; null for a move with no pawn (a discard). */
export function moveMarks(move, layout, pose, thing) {
  const owner = move?.owner;
  if (owner === undefined || !pose.pawns[owner]) return null;
  if (move.kind === "enter") {
    const index = pose.pawns[owner].indexOf(pose.board.nest);
    const start = pose.board.starts?.[owner];
    return index < 0 || start === undefined ? null : { from: thing(pawnId(owner, index)), to: thing(`square:${start}`) };
  }
  const from = thing(pawnId(owner, move.pawn));
  if (move.kind === "swap") return { from, to: thing(pawnId(move.other, move.other_pawn)) };
  if (move.to === undefined) return null;
  const at = placePoint(layout, pose.board, move.to, pose.positions[owner]);
  return at ? { from, to: { id: "", x: at.x, y: at.y, r: layout.pawn } } : null;
}
