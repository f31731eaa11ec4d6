// Gulek: the board renderer, for the game of 2–6 players and for the solitaires alike. It draws a
// view sent by the Python engine, the highlights the table asks for and the events of a move as an
// animation. It never applies a rule: where balls lie is what the view and the events say.
//
//   const board = createGulekBoard(canvas, { bannerText });  // bannerText(event) -> words or null
//   board.draw(view);
//   board.setHighlights({ pits, markers, ghosts });  // see below
//   board.hitTest(clientX, clientY)                  // -> the id of the tapped target, or null
//   await board.animate(events, newView, { speed });
//
// Highlights: pits [{pit, style: "movable" | "selected" | "return" | "next", id}] (a ring, and a
// target when id is set), markers [{pit, dir, id}] (where a sowing's last ball lands: a blue ring
// and an arrow badge, tappable), ghosts [{pit, seat}] (a suggested ball, faint, outside the pit).

import { layoutBoard, nearest } from "./geometry.js";
import {
  paintArrowBadge, paintBanner, paintBoard, paintCentre, paintCount, paintGlow, paintParked, paintPit,
  paintRing, paintTray, drawBall, trayPoint,
} from "./paint.js";
import { poseOf, total } from "./pose.js";
import { playEvents } from "./animation.js";
import { createRunner, isInstant } from "../runner.js";
import { fitCanvas, followParent, stillLayer } from "../canvas-fit.js";

const HIT_RADIUS = 24; // CSS pixels: a comfortable fingertip

export function createGulekBoard(canvas, options) {
  const { bannerText } = options;
  // Inside a table frame the board fits its box both ways; elsewhere it leaves room under it for
  // the controls (about 230 px with the page's head).
  const maxHeight = options.maxHeight ?? (() => Math.min(window.innerHeight * 0.72, Math.max(260, window.innerHeight - 250)));
  const ctx = canvas.getContext("2d");

  let layout = null;
  let dpr = 1;
  const still = stillLayer(canvas);
  let lastView = null;
  let shown = null;      // {pose, fx} on screen, redrawn after a resize
  let ui = { pits: [], markers: [], ghosts: [] };
  let targets = [];
  const runner = createRunner((finalView) => {
    if (finalView) showView(finalView);
    else if (shown) render(shown.pose);
  });

  // --- sizing ----------------------------------------------------------------------------------
  function fit() {
    const fitted = fitCanvas(canvas, watcher, (width, height) => layoutBoard(width, height ?? maxHeight()));
    if (!fitted) return;
    ({ layout, dpr } = fitted);
    if (shown) render(shown.pose, shown.fx);
  }
  const watcher = followParent(canvas, () => fit());

  const boardImage = () => still.image(dpr, "", (g) => paintBoard(g, layout));

  // --- drawing ---------------------------------------------------------------------------------
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
    targets = [];
    if (still) {
      for (const h of ui.pits) {
        const p = L.pits[h.pit];
        if (!p) continue;
        if (h.style !== "none") paintRing(ctx, p.x, p.y, L.r, h.style);
        if (h.id) targets.push({ x: p.x, y: p.y, r: L.r, id: h.id, rank: h.style === "none" ? 2 : 1 });
      }
    }
    pose.pits.forEach((counts, i) => paintPit(ctx, L, pose, L.pits[i].x, L.pits[i].y, counts));
    if (still) {
      for (const m of ui.markers) if (L.pits[m.pit]) paintRing(ctx, L.pits[m.pit].x, L.pits[m.pit].y, L.r, "target");
    }
    pose.pits.forEach((counts, i) => paintCount(ctx, L, pose, i, total(counts)));
    paintParked(ctx, L, pose);
    paintCentre(ctx, L, pose);
    if (still) paintGhosts();
    paintTray(ctx, L, pose, fx.tray ?? trayPoint(L, pose.at));
    for (const f of fx.flying ?? []) drawBall(ctx, pose, f.seat, f.x, f.y, L.ball * (f.scale ?? 1.1), { alpha: f.alpha ?? 1 });
    for (const mark of fx.marks ?? []) paintGlow(ctx, mark);
    if (still) {
      for (const m of ui.markers) {
        const p = L.pits[m.pit];
        if (!p) continue;
        const badge = markerPoint(m);
        paintArrowBadge(ctx, badge.x, badge.y, Math.max(11, L.r * 0.42), m.dir);
        if (m.id) targets.push({ x: p.x, y: p.y, r: L.r, id: m.id, rank: 0 });
      }
    }
    paintBanner(ctx, L, pose.banner);
  }

  /** Two markers on one pit (both directions land there) sit side by side. */
  function markerPoint(m) {
    const L = layout;
    const p = L.pits[m.pit];
    const both = ui.markers.filter((o) => o.pit === m.pit).length > 1;
    const side = both ? (m.dir > 0 ? 1 : -1) * L.r * 0.55 : 0;
    return { x: p.x + L.r * 0.62 * p.ux - side * p.uy, y: p.y + L.r * 0.62 * p.uy + side * p.ux };
  }

  /** The suggested balls of a sowing, faint, just outside the pits that would receive them. */
  function paintGhosts() {
    const L = layout;
    const seen = new Map();
    for (const g of ui.ghosts) {
      const k = seen.get(g.pit) ?? 0;
      seen.set(g.pit, k + 1);
      const base = L.ghosts[g.pit];
      const p = L.pits[g.pit];
      // A long sowing passes a pit more than once: its further ghosts sit beside the first.
      const off = ((k % 3) - (k % 3 === 2 ? 3 : 0)) * L.ball * 2;
      const x = base.x - p.uy * off;
      const y = base.y + p.ux * off;
      ctx.save();
      ctx.beginPath();
      ctx.arc(x, y, L.ball * 1.35, 0, 2 * Math.PI);
      ctx.fillStyle = "rgba(255, 250, 235, 0.85)";
      ctx.fill();
      ctx.restore();
      drawBall(ctx, shown.pose, g.seat, x, y, L.ball * 0.95, { alpha: 0.85 });
    }
    if (ui.next !== undefined && ui.next !== null && L.pits[ui.next]) {
      const p = L.pits[ui.next];
      paintRing(ctx, p.x, p.y, L.r, "next");
    }
  }

  // --- public ----------------------------------------------------------------------------------
  function showView(view) {
    if (!view) return;
    lastView = view;
    render(poseOf(view));
  }

  function draw(view) {
    runner.finish();
    showView(view);
  }

  function setHighlights(next) {
    ui = { pits: next?.pits ?? [], markers: next?.markers ?? [], ghosts: next?.ghosts ?? [], next: next?.next ?? null };
    if (!runner.busy() && shown) render(shown.pose, shown.fx);
  }

  /** The id of the target under (clientX, clientY), or null; ranks above `maxRank` are left out. */
  function hitTest(clientX, clientY, maxRank = 2) {
    if (runner.busy() || !layout || !targets.length) return null;
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / layout.width || 1;
    const x = (clientX - rect.left) / scale, y = (clientY - rect.top) / scale;
    const radius = Math.max(0, HIT_RADIUS / scale - layout.r);
    for (const rank of [0, 1, 2].filter((k) => k <= maxRank)) {
      const group = targets.filter((tg) => tg.rank === rank);
      const i = nearest(group, x, y, radius + 2);
      if (i >= 0) return group[i].id;
    }
    return null;
  }

  function animate(events, finalView, { speed = 1 } = {}) {
    const instant = isInstant(speed);
    const start = lastView ?? finalView;
    const skip = instant || !layout || !Array.isArray(events) || !start || !finalView || start.game !== finalView.game;
    lastView = finalView;
    return runner.run(finalView, skip, (cancelled) => playEvents(poseOf(start), events, {
      speed, cancelled, layout: () => layout, render, bannerText,
    }));
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
    over: (clientX, clientY) => hitTest(clientX, clientY, 1) !== null,
  };
}
