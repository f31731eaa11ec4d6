// Mixed Pickles: the things on the board a player can name, where they stand for a layout
// (geometry.js), and how a move maps onto them. Pure: no canvas, no DOM.
//
// Things: the pickles "pickle:<colour>" (on top; each the cell of its lane where it stands) and the
// fields "field:<n>" (n = 1 … 13, 13 the goal; each its whole band across the lanes). A step
// forward or back is an arrow from the pickle to where it would stand; a swap an arrow between the
// two pickles.

import { spot } from "./geometry.js";
import { PICKLES } from "./texts.js";

/** Where a pickle ({pickle, field, place}) stands: its lane on fields 1–12, its place in the goal. */
export const pickleSpot = (layout, p) => spot(layout, PICKLES.indexOf(p.pickle), p.field, p.place);

/** Every pickle, then every field. */
export function thingsOf(layout, pose) {
  const w = layout.cellW, h = Math.max(layout.cellH, layout.pickleH + 8);
  const pickles = pose.pickles.map((p) => {
    const at = pickleSpot(layout, p);
    return { id: `pickle:${p.pickle}`, x: at.x, y: at.y, r: Math.min(w, h) / 2, box: { x: at.x - w / 2, y: at.y - h / 2, w, h } };
  });
  const fields = Array.from({ length: 13 }, (_, i) => {
    const box = layout.band(i + 1);
    return { id: `field:${i + 1}`, x: box.x + box.w / 2, y: box.y + box.h / 2, r: Math.min(box.w, box.h) / 2, box };
  });
  return [...pickles, ...fields];
}

/** The arrow of a step forward, a step back or a swap; null for a move without a pickle. */
export function moveMarks(move, layout, pose, thing) {
  if (move?.kind === "swap") return { from: thing(`pickle:${move.pickles[0]}`), to: thing(`pickle:${move.pickles[1]}`) };
  const lane = PICKLES.indexOf(move?.pickle);
  if ((move?.kind !== "move" && move?.kind !== "back") || lane < 0) return null;
  const from = thing(`pickle:${move.pickle}`);
  const at = spot(layout, lane, move.to, null);
  return { from, to: { id: `field:${move.to}`, x: at.x, y: at.y, r: from.r } };
}
