// Mixed Pickles: the board. It draws the pickles of a view on the track of fields (a column or a
// row, whichever suits its box: geometry.js) on the board kit (kit/board.js), the highlights the
// table asks for and the events of a move as an animation. It never applies a rule: where a pickle
// stands is what the view and the events say.
//
//   const board = createBoard(canvas, { words, letter, direction });  // direction(): "across" or null (either way)
//   board.draw(view);
//   board.setHighlights({ movable, selected, partners, targets, trails });  // see below
//   board.hitTest(clientX, clientY)  // -> {type: "target", field} | {type: "pickle", pickle} | {type: "row", field} (a field) | null
//   await board.animate(events, newView, { speed });
//
// Highlights: movable [pickle] (a dashed green ring), selected pickle (gold), partners [pickle]
// (blue: swap with the selected one), targets [{pickle, field, place}] (a blue ring where the
// selected pickle would stand, the field tinted), trails [{pickle, from, to}] (the last move).
// What it points at (its things, how a move maps onto them) is in things.js.

import { createCanvasBoard } from "../kit/board.js";
import { playEvents } from "./animation.js";
import { layoutBoard, spot } from "./geometry.js";
import { drawPickle, paintBoard, paintGlow, paintRing, paintTarget, paintTrail } from "./paint.js";
import { moveMarks, pickleSpot, thingsOf } from "./things.js";
import { PICKLES } from "./texts.js";

/** What the board draws of a view: each pickle's field and place (a copy the animation may change). */
export function poseOf(view) {
  const pickles = PICKLES.map((pickle) => {
    const p = (view?.pickles ?? []).find((q) => q.pickle === pickle);
    return { pickle, field: p?.field ?? 1, place: p?.place ?? null };
  });
  return { pickles };
}

/** @returns {import("../kit/board.js").CanvasBoard} */
export function createBoard(canvas, { words, letter, direction = () => null }) {
  // The board fills the box it is placed in (the table's board box), both ways.
  const roomHeight = () => canvas.parentElement?.clientHeight || 44 * 13.5;
  const laneOf = (pickle) => PICKLES.indexOf(pickle);

  function paint(ctx, L, pose, fx, ui) {
    const spotOf = (p) => pickleSpot(L, p);
    const still = !fx.busy;
    if (still) {
      for (const trail of ui.trails) {
        const lane = laneOf(trail.pickle);
        const from = spot(L, lane, trail.from, null);
        drawPickle(ctx, L, trail.pickle, letter(trail.pickle), from.x, from.y, { alpha: 0.22 });
        paintTrail(ctx, L, from, spotOf(pose.pickles[lane]));
      }
      for (const tg of ui.targets) {
        const at = spot(L, laneOf(tg.pickle), tg.field, tg.place);
        paintTarget(ctx, L, tg.field, at.x, at.y);
        drawPickle(ctx, L, tg.pickle, letter(tg.pickle), at.x, at.y, { alpha: 0.35 });
      }
    }
    for (const mark of fx.marks ?? []) paintGlow(ctx, L, mark.field, mark.color, mark.strength);
    const order = [...pose.pickles].sort((a, b) => (fx.moving?.has(a.pickle) ? 1 : 0) - (fx.moving?.has(b.pickle) ? 1 : 0));
    for (const p of order) {
      const at = fx.at?.get(p.pickle) ?? spotOf(p);
      if (still) {
        if (ui.selected === p.pickle) paintRing(ctx, L, at.x, at.y, "selected");
        else if (ui.partners.includes(p.pickle)) paintRing(ctx, L, at.x, at.y, "partner");
        else if (ui.movable.includes(p.pickle) && !ui.selected) paintRing(ctx, L, at.x, at.y, "movable");
      }
      // The pickle in fourth place never reaches the goal: its badge says so where it stands.
      const badge = p.place && p.field !== 13 ? p.place : null;
      drawPickle(ctx, L, p.pickle, letter(p.pickle), at.x, at.y, { place: badge, scale: fx.scale?.get(p.pickle) ?? 1 });
      if (p.place && p.field !== 13) {
        const slot = spot(L, 0, 13, p.place);
        drawPickle(ctx, L, p.pickle, letter(p.pickle), slot.x, slot.y, { alpha: 0.3 });
      }
    }
  }

  /**
   * What lies under the tap: a target, a pickle (its whole lane cell) or a field. Where the cells
   * are smaller than a fingertip, the nearest target or pickle within 22 px counts too.
   */
  function hit({ x, y, layout: L, pose, ui }) {
    const field = L.fieldAt(x, y);
    if (!field) return null;
    const within = (at, w, h) => Math.abs(x - at.x) <= w / 2 && Math.abs(y - at.y) <= h / 2;
    const spots = [
      ...ui.targets.map((tg) => ({ hit: { type: "target", field: tg.field }, at: spot(L, laneOf(tg.pickle), tg.field, tg.place) })),
      ...pose.pickles.map((p) => ({ hit: { type: "pickle", pickle: p.pickle }, at: pickleSpot(L, p) })),
    ];
    const exact = spots.find((s) => within(s.at, L.cellW, Math.max(L.cellH, L.pickleH + 8)));
    if (exact) return exact.hit;
    const near = spots.filter((s) => within(s.at, Math.max(L.cellW, 44), Math.max(L.cellH, 44)))
      .sort((a, b) => Math.hypot(x - a.at.x, y - a.at.y) - Math.hypot(x - b.at.x, y - b.at.y))[0];
    if (near) return near.hit;
    return { type: "row", field };
  }

  return createCanvasBoard(canvas, {
    layout: (width, height) => layoutBoard(width, height ?? roomHeight(), direction()),
    poseOf,
    stillKey: (pose, L) => L.dir,
    paintStill: (g, L) => paintBoard(g, L, words),
    highlights: (next) => ({ movable: next?.movable ?? [], selected: next?.selected ?? null, partners: next?.partners ?? [],
      targets: next?.targets ?? [], trails: next?.trails ?? [] }),
    paint,
    hit,
    things: thingsOf,
    moveMarks,
    animates: (from, to, events) => !!to && events.length > 0,
    play: ({ from, to, events, speed, cancelled, layout, render }) =>
      playEvents(from, to, events, { speed, cancelled, layout, render, spotOf: (p) => pickleSpot(layout(), p) }),
  });
}
