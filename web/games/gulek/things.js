// Gulek: the things on the board a player can name, where they lie for a layout (geometry.js), and
// how a move maps onto them. Pure: no canvas, no DOM.
//
// Things: the fifteen pits "pit:<n>" (n = 0 … 14, pit 0 at the top) and the centre pit "centre".
// A sowing is its pit's ghost and an arrow to the pit its first ball goes into (the engine's path
// in the view); a move on one pit (placing, parking, returning, removing a pair) is a ghost on
// that pit.

import { sowingOf } from "./preview.js";

/** Every pit, then the centre. */
export function thingsOf(layout) {
  const pits = layout.pits.map((p, n) => ({ id: `pit:${n}`, x: p.x, y: p.y, r: layout.r }));
  return [...pits, { id: "centre", x: layout.cx, y: layout.cy, r: layout.centreR }];
}

/** A sowing's arrow, or a ghost on the pit a move names; null for a move with no pit. */
export function moveMarks(move, layout, pose, thing) {
  if (!Number.isInteger(move?.pit)) return null;
  const pit = thing(`pit:${move.pit}`);
  if (!pit) return null;
  const first = move.kind === "sow" ? sowingOf(pose, move.pit, move.dir)?.path?.[0] : undefined;
  const next = first === undefined ? null : thing(`pit:${first}`);
  if (next) {
    // Neighbouring pits almost touch: the arrow runs from well inside the pit to well inside the
    // next, over both rims, so that its direction reads at a glance.
    return { ghosts: [pit], from: { ...pit, r: pit.r * 0.3 }, to: { ...next, r: next.r * 0.3 } };
  }
  return { ghosts: [pit] };
}
