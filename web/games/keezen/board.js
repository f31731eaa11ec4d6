// Keezen: the board renderer. Draws a view sent by the Python engine, the highlights the table asks
// for (pawns that can move, the chosen pawn, destination markers) and animates the events of a
// move. It never applies a rule: where pawns go is what the view and the events say.
//
//   const board = createKeezenBoard(canvas, { seatColor, seatLabel, rankLabel, t });
//   board.draw(view);                                   // show a position
//   board.setHighlights({ pawns, markers, nests });     // what may be tapped (see below)
//   board.hitTest(clientX, clientY)                     // -> the id of the tapped highlight, or null
//   await board.animate(events, newView, { speed: 2 }); // play a move, end on newView

import { layoutBoard, nearest, placePoint } from "./geometry.js";
import { paintBoard, paintCentre, paintTags } from "./paint.js";
import { drawMarker, drawPawn, drawRing } from "./pawns.js";
import { playEvents } from "./animation.js";
import { createRunner, isInstant } from "../runner.js";
import { fitCanvas, followParent, stillLayer } from "../canvas-fit.js";

const HIT_RADIUS = 22; // CSS pixels: a comfortable fingertip

/**
 * @param {HTMLCanvasElement} canvas  fills its parent's width; its height follows the board
 * @param {{seatColor:(p:number)=>string, seatLabel:(p:number)=>string, rankLabel:(card:string)=>string,
 *          t:(key:string, args?:object)=>string, maxHeight?:()=>number}} options
 */
export function createKeezenBoard(canvas, options) {
  const { seatColor, seatLabel, rankLabel, t } = options;
  // Leave room under the board for the hand and the controls (about 260 px with the page's head).
  const maxHeight = options.maxHeight ?? (() => Math.min(window.innerHeight * 0.75, Math.max(240, window.innerHeight - 270)));
  const ctx = canvas.getContext("2d");

  let layout = null;
  let dpr = 1;
  const still = stillLayer(canvas);
  let lastView = null;  // the last view drawn: where the next animation starts
  let shown = null;     // {pose, fx} on screen, redrawn after a resize
  // The animation in progress; when it ends, its final view is drawn.
  const runner = createRunner((finalView) => {
    if (finalView) showView(finalView);
    else if (shown) render(shown.pose);
  });
  let ui = { pawns: [], markers: [], nests: [] };
  let targets = [];     // hit targets of the highlights, rebuilt on every still frame

  // --- sizing ----------------------------------------------------------------------------------
  function fit() {
    const seats = shown?.pose.board.seats ?? 4;
    const fitted = fitCanvas(canvas, watcher,
      (width, height) => layoutBoard(width, Math.max(200, height ?? maxHeight()), { seats, squares_per_seat: shown?.pose.board.squares_per_seat }));
    if (!fitted) return;
    ({ layout, dpr } = fitted);
    if (shown) render(shown.pose, shown.fx);
  }
  // Follow the parent's width (see canvas-fit.js).
  const watcher = followParent(canvas, () => fit());

  // --- drawing ---------------------------------------------------------------------------------
  const pointOf = (pose, player, index, place) => placePoint(layout, pose.board, place, pose.positions[player], index);

  function render(pose, fx = {}) {
    shown = { pose, fx };
    if (!layout || layout.seats !== pose.board.seats) fit();
    if (!layout) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(boardImage(pose), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const looks = { seatColor, seatLabel, rankLabel, t };
    paintCentre(ctx, layout, pose, looks, fx.drop ?? 1);
    paintTags(ctx, layout, pose, looks);
    for (const mark of fx.marks ?? []) drawGlow(mark);
    const still = !fx.busy;
    targets = [];
    if (still) drawHighlightsUnder(pose);
    drawPawns(pose, fx, still);
    if (still) drawMarkers(pose);
  }

  function boardImage(pose) {
    return still.image(dpr, `${pose.board.seats}:${pose.owners.join(",")}`, (g) => paintBoard(g, layout, pose.owners, seatColor));
  }

  /** A glowing disc on a place, fading with `strength`. */
  function drawGlow({ x, y, color, strength = 1 }) {
    if (strength <= 0) return;
    ctx.save();
    ctx.globalAlpha = Math.min(1, strength);
    ctx.shadowColor = color;
    ctx.shadowBlur = layout.spacing * 0.8;
    ctx.beginPath();
    ctx.arc(x, y, layout.spacing * 0.62, 0, 2 * Math.PI);
    ctx.lineWidth = layout.spacing * 0.14;
    ctx.strokeStyle = color;
    ctx.stroke();
    ctx.restore();
  }

  const pawnKey = (player, index) => `${player}:${index}`;

  /** Rings under the highlighted pawns and the tappable nests; their hit targets. */
  function drawHighlightsUnder(pose) {
    const r = layout.pawn;
    for (const nest of ui.nests ?? []) {
      const spots = layout.nests[pose.positions[nest.owner]];
      if (!spots) continue;
      for (const spot of spots) {
        drawRing(ctx, spot.x, spot.y, r * 0.95, "movable");
        targets.push({ x: spot.x, y: spot.y, r: 0, id: nest.id, rank: 2 });
      }
    }
    for (const h of ui.pawns ?? []) {
      const place = pose.pawns[h.owner]?.[h.pawn];
      const at = place === undefined ? null : pointOf(pose, h.owner, h.pawn, place);
      if (!at) continue;
      drawRing(ctx, at.x, at.y, r, h.style);
      if (h.id !== undefined && h.id !== null) targets.push({ x: at.x, y: at.y, r: 0, id: h.id, rank: 1 });
    }
  }

  /** Destination markers, on top of everything; they win over pawns when taps overlap. */
  function drawMarkers(pose) {
    for (const m of ui.markers ?? []) {
      const at = pointOf(pose, m.owner, 0, m.place);
      if (!at) continue;
      drawMarker(ctx, at.x, at.y, layout.pawn, { label: m.label, capture: !!m.capture });
      targets.push({ x: at.x, y: at.y, r: 0, id: m.id, rank: 0 });
    }
  }

  function drawPawns(pose, fx, still) {
    const moving = fx.positions ?? new Map();
    const used = new Set((pose.seven?.used ?? []).map(([o, i]) => pawnKey(o, i)));
    const selected = still ? new Set((ui.pawns ?? []).filter((h) => h.style === "selected").map((h) => pawnKey(h.owner, h.pawn))) : new Set();
    const later = [];
    pose.pawns.forEach((row, player) => row.forEach((place, index) => {
      const key = pawnKey(player, index);
      const at = moving.get(key) ?? pointOf(pose, player, index, place);
      if (!at) return;
      const item = { at, player, index, key };
      if (moving.has(key) || selected.has(key) || fx.top === key) later.push(item); else paint(item);
    }));
    later.sort((a, b) => (a.at.lift ?? 0) - (b.at.lift ?? 0)).forEach(paint);

    function paint({ at, player, key }) {
      drawPawn(ctx, {
        x: at.x, y: at.y, r: layout.pawn * (at.scale ?? 1), player, color: seatColor(player),
        label: seatLabel(player), lift: at.lift ?? 0, badge: used.has(key) && !fx.busy ? "check" : null,
      });
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
    ui = { pawns: next?.pawns ?? [], markers: next?.markers ?? [], nests: next?.nests ?? [] };
    if (!runner.busy() && shown) render(shown.pose, shown.fx);
  }

  /** The id of the highlight under a tap at (clientX, clientY), or null. */
  function hitTest(clientX, clientY) {
    if (runner.busy() || !layout || !targets.length) return null;
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / layout.width || 1;
    const x = (clientX - rect.left) / scale, y = (clientY - rect.top) / scale;
    const radius = Math.max(HIT_RADIUS / scale, layout.pawn * 1.5);
    for (const rank of [0, 1, 2]) {
      const group = targets.filter((tg) => tg.rank === rank);
      const i = nearest(group, x, y, radius);
      if (i >= 0) return group[i].id;
    }
    return null;
  }

  function animate(events, finalView, { speed = 1 } = {}) {
    const instant = isInstant(speed);
    const start = lastView ?? finalView;
    const skip = instant || !layout || !Array.isArray(events) || !start || !finalView
      || start.board?.seats !== finalView.board?.seats;
    return runner.run(finalView, skip, (cancelled) => playEvents(poseOf(start), events, poseOf(finalView), {
      speed, layout: () => layout, render, cancelled,
      point: (pose, player, index, place) => pointOf(pose, player, index, place),
      tagPoint: (pose, player) => layout.tags[pose.positions[player]] ?? { x: layout.width / 2, y: layout.height / 2 },
      text: t,
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
    resize: watcher.schedule,
    finish: runner.finish,
    animating: () => runner.busy(),
    /** True if (clientX, clientY) is over something tappable (for the cursor). */
    over: (clientX, clientY) => hitTest(clientX, clientY) !== null,
  };
}

/** A private, mutable copy of what the renderer needs from a view. */
export function poseOf(view) {
  const board = view.board ?? { seats: 4, positions: [], starts: [] };
  const players = (view.pawns ?? []).length;
  const owners = Array.from({ length: board.seats }, () => null);
  (board.positions ?? []).forEach((k, player) => { if (k < owners.length) owners[k] = player; });
  return {
    board,
    positions: [...(board.positions ?? [])],
    owners,
    pawns: (view.pawns ?? []).map((row) => [...row]),
    pile: (view.pile ?? []).map((p) => ({ seat: p.seat, cards: [...(p.cards ?? [])], folded: !!p.folded })),
    counts: [...(view.hand_counts ?? Array(players).fill(0))],
    folded: [...(view.folded ?? Array(players).fill(false))],
    toMove: view.to_move,
    seven: view.seven ? { left: view.seven.left, used: (view.seven.used ?? []).map((u) => [...u]) } : null,
    winners: view.winners ? [...view.winners] : null,
    over: !!view.over,
    deal: view.deal,
    banner: null,
  };
}

