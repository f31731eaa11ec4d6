// Gulek: the board, for the game of 2–6 players and for the solitaires alike. It draws a view sent
// by the Python engine on the board kit (kit/board.js), the highlights the table asks for and the
// events of a move as an animation. It never applies a rule: where balls lie is what the view and
// the events say.
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
// What it points at (its things, how a move maps onto them) is in things.js.

import { layoutBoard, nearest } from "./geometry.js";
import {
  paintArrowBadge, paintBanner, paintBoard, paintCentre, paintCount, paintGlow, paintParked, paintPit,
  paintRing, paintTray, drawBall, trayPoint,
} from "./paint.js";
import { poseOf, total } from "./pose.js";
import { moveMarks, thingsOf } from "./things.js";
import { playEvents } from "./animation.js";
import { createCanvasBoard } from "../kit/board.js";

const HIT_RADIUS = 24; // CSS pixels: a comfortable fingertip

/** @returns {import("../kit/board.js").CanvasBoard & {over: (clientX: number, clientY: number) => boolean}} */
export function createGulekBoard(canvas, options) {
  const { bannerText } = options;
  // Inside a table frame the board fits its box both ways; elsewhere it leaves room under it for
  // the controls (about 230 px with the page's head).
  const maxHeight = options.maxHeight ?? (() => Math.min(window.innerHeight * 0.72, Math.max(260, window.innerHeight - 250)));

  /** Two markers on one pit (both directions land there) sit side by side. */
  function markerPoint(L, ui, m) {
    const p = L.pits[m.pit];
    const both = ui.markers.filter((o) => o.pit === m.pit).length > 1;
    const side = both ? (m.dir > 0 ? 1 : -1) * L.r * 0.55 : 0;
    return { x: p.x + L.r * 0.62 * p.ux - side * p.uy, y: p.y + L.r * 0.62 * p.uy + side * p.ux };
  }

  /** The suggested balls of a sowing, faint, just outside the pits that would receive them. */
  function paintGhosts(ctx, L, pose, ui) {
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
      drawBall(ctx, pose, g.seat, x, y, L.ball * 0.95, { alpha: 0.85 });
    }
    if (ui.next !== undefined && ui.next !== null && L.pits[ui.next]) {
      const p = L.pits[ui.next];
      paintRing(ctx, p.x, p.y, L.r, "next");
    }
  }

  function paint(ctx, L, pose, fx, ui) {
    const still = !fx.busy;
    const targets = [];
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
    if (still) paintGhosts(ctx, L, pose, ui);
    paintTray(ctx, L, pose, fx.tray ?? trayPoint(L, pose.at));
    for (const f of fx.flying ?? []) drawBall(ctx, pose, f.seat, f.x, f.y, L.ball * (f.scale ?? 1.1), { alpha: f.alpha ?? 1 });
    for (const mark of fx.marks ?? []) paintGlow(ctx, mark);
    if (still) {
      for (const m of ui.markers) {
        const p = L.pits[m.pit];
        if (!p) continue;
        const badge = markerPoint(L, ui, m);
        paintArrowBadge(ctx, badge.x, badge.y, Math.max(11, L.r * 0.42), m.dir);
        if (m.id) targets.push({ x: p.x, y: p.y, r: L.r, id: m.id, rank: 0 });
      }
    }
    paintBanner(ctx, L, pose.banner);
    return targets;
  }

  const board = createCanvasBoard(canvas, {
    layout: (width, height) => layoutBoard(width, height ?? maxHeight()),
    poseOf,
    stillKey: () => "",
    paintStill: (g, L) => paintBoard(g, L),
    highlights: (next) => ({ pits: next?.pits ?? [], markers: next?.markers ?? [], ghosts: next?.ghosts ?? [], next: next?.next ?? null }),
    paint,
    /** The id of the target under the tap, markers first; ranks above `maxRank` are left out. */
    hit({ x, y, scale, layout: L, targets }, maxRank = 2) {
      const radius = Math.max(0, HIT_RADIUS / scale - L.r);
      for (const rank of [0, 1, 2].filter((k) => k <= maxRank)) {
        const group = targets.filter((tg) => tg.rank === rank);
        const i = nearest(group, x, y, radius + 2);
        if (i >= 0) return group[i].id;
      }
      return null;
    },
    things: thingsOf,
    moveMarks,
    animates: (from, to) => !!to && from.game === to.game,
    play: ({ from, events, speed, cancelled, layout, render }) => playEvents(from, events, {
      speed, cancelled, layout, render, bannerText,
    }),
  });
  // A pointer over a pit whose only target is the pad's (rank 2) shows no hand.
  return { ...board, over: (clientX, clientY) => board.hitTest(clientX, clientY, 1) !== null };
}
