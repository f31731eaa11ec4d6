// Mixed Pickles: the board renderer. It draws the pickles of a view on the track of fields (a
// column or a row, whichever suits its box: geometry.js), the highlights the table asks for and
// the events of a move as an animation. It never applies a rule: where a pickle stands is what the
// view and the events say.
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

import { fitCanvas, followParent, stillLayer } from "../canvas-fit.js";
import { createRunner, isInstant } from "../runner.js";
import { playEvents } from "./animation.js";
import { layoutBoard, spot } from "./geometry.js";
import { drawPickle, paintBoard, paintGlow, paintRing, paintTarget, paintTrail } from "./paint.js";
import { PICKLES } from "./texts.js";

/** What the board draws of a view: each pickle's field and place (a copy the animation may change). */
export function poseOf(view) {
  const pickles = PICKLES.map((pickle) => {
    const p = (view?.pickles ?? []).find((q) => q.pickle === pickle);
    return { pickle, field: p?.field ?? 1, place: p?.place ?? null };
  });
  return { pickles };
}

export function createBoard(canvas, { words, letter, direction = () => null }) {
  const ctx = canvas.getContext("2d");
  // The board fills the box it is placed in (the table's board box), both ways.
  const roomHeight = () => canvas.parentElement?.clientHeight || 44 * 13.5;

  let layout = null;
  let dpr = 1;
  const still = stillLayer(canvas);
  let shown = null;        // {pose, fx} on screen, redrawn after a resize
  let lastView = null;
  let ui = { movable: [], selected: null, partners: [], targets: [], trails: [] };
  const runner = createRunner((finalView) => {
    if (finalView) show(finalView);
    else if (shown) render(shown.pose);
  });

  // --- sizing ----------------------------------------------------------------------------------
  function fit() {
    const fitted = fitCanvas(canvas, watcher, (width, height) => layoutBoard(width, height ?? roomHeight(), direction()));
    if (!fitted) return;
    ({ layout, dpr } = fitted);
    if (shown) render(shown.pose, shown.fx);
  }
  const watcher = followParent(canvas, () => fit());

  const boardImage = () => still.image(dpr, layout.dir, (g) => paintBoard(g, layout, words));

  // --- drawing ---------------------------------------------------------------------------------
  const laneOf = (pickle) => PICKLES.indexOf(pickle);
  const spotOf = (p) => spot(layout, laneOf(p.pickle), p.field, p.field === 13 ? p.place : null);

  function render(pose, fx = {}) {
    shown = { pose, fx };
    if (!layout) fit();
    if (!layout) return;
    const L = layout;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(boardImage(), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const still = !fx.busy;
    if (still) {
      for (const trail of ui.trails) {
        const lane = laneOf(trail.pickle);
        const from = spot(L, lane, trail.from, null);
        const p = pose.pickles[lane];
        drawPickle(ctx, L, trail.pickle, letter(trail.pickle), from.x, from.y, { alpha: 0.22 });
        paintTrail(ctx, L, from, spotOf(p));
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

  function show(view) {
    if (!view) return;
    lastView = view;
    render(poseOf(view));
  }

  // --- public ----------------------------------------------------------------------------------
  function setHighlights(next) {
    ui = { movable: next?.movable ?? [], selected: next?.selected ?? null, partners: next?.partners ?? [],
      targets: next?.targets ?? [], trails: next?.trails ?? [] };
    if (!runner.busy() && shown) render(shown.pose, shown.fx);
  }

  /**
   * What lies under (clientX, clientY): a target, a pickle (its whole lane cell) or a field. Where
   * the cells are smaller than a fingertip, the nearest target or pickle within 22 px counts too.
   */
  function hitTest(clientX, clientY) {
    if (runner.busy() || !layout || !shown) return null;
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / layout.width || 1;
    const x = (clientX - rect.left) / scale, y = (clientY - rect.top) / scale;
    const L = layout;
    const field = L.fieldAt(x, y);
    if (!field) return null;
    const within = (at, w, h) => Math.abs(x - at.x) <= w / 2 && Math.abs(y - at.y) <= h / 2;
    const spots = [
      ...ui.targets.map((tg) => ({ hit: { type: "target", field: tg.field }, at: spot(L, laneOf(tg.pickle), tg.field, tg.place) })),
      ...shown.pose.pickles.map((p) => ({ hit: { type: "pickle", pickle: p.pickle }, at: spotOf(p) })),
    ];
    const exact = spots.find((s) => within(s.at, L.cellW, Math.max(L.cellH, L.pickleH + 8)));
    if (exact) return exact.hit;
    const near = spots.filter((s) => within(s.at, Math.max(L.cellW, 44), Math.max(L.cellH, 44)))
      .sort((a, b) => Math.hypot(x - a.at.x, y - a.at.y) - Math.hypot(x - b.at.x, y - b.at.y))[0];
    if (near) return near.hit;
    return { type: "row", field };
  }

  function animate(events, finalView, { speed = 1 } = {}) {
    const instant = isInstant(speed);
    const start = lastView ?? finalView;
    const skip = instant || !layout || !Array.isArray(events) || !events.length || !start || !finalView;
    lastView = finalView;
    return runner.run(finalView, skip, (cancelled) => playEvents(poseOf(start), poseOf(finalView), events, {
      speed, cancelled, layout: () => layout, render, spotOf,
    }));
  }

  function draw(view) {
    runner.finish();
    show(view);
  }

  function destroy() {
    runner.finish();
    watcher.stop();
    still.clear();
  }

  fit();
  return {
    draw, setHighlights, hitTest, animate, destroy,
    finish: runner.finish,
    animating: () => runner.busy(),
    refit: () => fit(),
  };
}
