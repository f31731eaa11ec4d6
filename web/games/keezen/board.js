// Keezen: the board. Draws a view sent by the Python engine on the board kit (kit/board.js), the
// highlights the table asks for (pawns that can move, the chosen pawn, destination markers) and
// animates the events of a move. It never applies a rule: where pawns go is what the view and the
// events say.
//
//   const board = createKeezenBoard(canvas, { seatColor, seatLabel, rankLabel, t });
//   board.draw(view);                                   // show a position
//   board.setHighlights({ pawns, markers, nests });     // what may be tapped (see below)
//   board.hitTest(clientX, clientY)                     // -> the id of the tapped highlight, or null
//   await board.animate(events, newView, { speed: 2 }); // play a move, end on newView
//
// What it points at (its things, how a move maps onto them) is in things.js.

import { layoutBoard, nearest, placePoint } from "./geometry.js";
import { paintBoard, paintCentre, paintTags } from "./paint.js";
import { drawMarker, drawPawn, drawRing } from "./pawns.js";
import { moveMarks, thingsOf } from "./things.js";
import { playEvents } from "./animation.js";
import { createCanvasBoard } from "../kit/board.js";

const HIT_RADIUS = 22; // CSS pixels: a comfortable fingertip

/**
 * @param {HTMLCanvasElement} canvas  fills its parent's width; its height follows the board
 * @param {{seatColor:(p:number)=>string, seatLabel:(p:number)=>string, rankLabel:(card:string)=>string,
 *          t:(key:string, args?:object)=>string, maxHeight?:()=>number}} options
 * @returns {import("../kit/board.js").CanvasBoard & {over: (clientX: number, clientY: number) => boolean}}
 */
export function createKeezenBoard(canvas, options) {
  const { seatColor, seatLabel, rankLabel, t } = options;
  // Leave room under the board for the hand and the controls (about 260 px with the page's head).
  const maxHeight = options.maxHeight ?? (() => Math.min(window.innerHeight * 0.75, Math.max(240, window.innerHeight - 270)));
  const looks = { seatColor, seatLabel, rankLabel, t };
  const pointOf = (L, pose, player, index, place) => placePoint(L, pose.board, place, pose.positions[player], index);
  const pawnKey = (player, index) => `${player}:${index}`;

  /** A glowing disc on a place, fading with `strength`. */
  function paintGlow(ctx, L, { x, y, color, strength = 1 }) {
    if (strength <= 0) return;
    ctx.save();
    ctx.globalAlpha = Math.min(1, strength);
    ctx.shadowColor = color;
    ctx.shadowBlur = L.spacing * 0.8;
    ctx.beginPath();
    ctx.arc(x, y, L.spacing * 0.62, 0, 2 * Math.PI);
    ctx.lineWidth = L.spacing * 0.14;
    ctx.strokeStyle = color;
    ctx.stroke();
    ctx.restore();
  }

  /** Rings under the highlighted pawns and the tappable nests; their hit targets go to `targets`. */
  function paintHighlightsUnder(ctx, L, pose, ui, targets) {
    const r = L.pawn;
    for (const nest of ui.nests) {
      for (const spot of L.nests[pose.positions[nest.owner]] ?? []) {
        drawRing(ctx, spot.x, spot.y, r * 0.95, "movable");
        targets.push({ x: spot.x, y: spot.y, r: 0, id: nest.id, rank: 2 });
      }
    }
    for (const h of ui.pawns) {
      const place = pose.pawns[h.owner]?.[h.pawn];
      const at = place === undefined ? null : pointOf(L, pose, h.owner, h.pawn, place);
      if (!at) continue;
      drawRing(ctx, at.x, at.y, r, h.style);
      if (h.id !== undefined && h.id !== null) targets.push({ x: at.x, y: at.y, r: 0, id: h.id, rank: 1 });
    }
  }

  /** Destination markers, on top of everything; they win over pawns when taps overlap. */
  function paintMarkers(ctx, L, pose, ui, targets) {
    for (const m of ui.markers) {
      const at = pointOf(L, pose, m.owner, 0, m.place);
      if (!at) continue;
      drawMarker(ctx, at.x, at.y, L.pawn, { label: m.label, capture: !!m.capture });
      targets.push({ x: at.x, y: at.y, r: 0, id: m.id, rank: 0 });
    }
  }

  /** Every pawn: the moving, the selected and the one on top last. */
  function paintPawns(ctx, L, pose, fx, ui, still) {
    const moving = fx.positions ?? new Map();
    const used = new Set((pose.seven?.used ?? []).map(([o, i]) => pawnKey(o, i)));
    const selected = still ? new Set(ui.pawns.filter((h) => h.style === "selected").map((h) => pawnKey(h.owner, h.pawn))) : new Set();
    const later = [];
    const paint = ({ at, player, key }) => drawPawn(ctx, {
      x: at.x, y: at.y, r: L.pawn * (at.scale ?? 1), player, color: seatColor(player),
      label: seatLabel(player), lift: at.lift ?? 0, badge: used.has(key) && !fx.busy ? "check" : null,
    });
    pose.pawns.forEach((row, player) => row.forEach((place, index) => {
      const key = pawnKey(player, index);
      const at = moving.get(key) ?? pointOf(L, pose, player, index, place);
      if (!at) return;
      const item = { at, player, key };
      if (moving.has(key) || selected.has(key) || fx.top === key) later.push(item); else paint(item);
    }));
    later.sort((a, b) => (a.at.lift ?? 0) - (b.at.lift ?? 0)).forEach(paint);
  }

  const board = createCanvasBoard(canvas, {
    layout: (width, height, pose) => layoutBoard(width, Math.max(200, height ?? maxHeight()),
      { seats: pose?.board.seats ?? 4, squares_per_seat: pose?.board.squares_per_seat }),
    stale: (L, pose) => L.seats !== pose.board.seats,
    poseOf,
    stillKey: (pose) => `${pose.board.seats}:${pose.owners.join(",")}`,
    paintStill: (g, L, pose) => paintBoard(g, L, pose.owners, seatColor),
    highlights: (next) => ({ pawns: next?.pawns ?? [], markers: next?.markers ?? [], nests: next?.nests ?? [] }),
    paint(ctx, L, pose, fx, ui) {
      paintCentre(ctx, L, pose, looks, fx.drop ?? 1);
      paintTags(ctx, L, pose, looks);
      for (const mark of fx.marks ?? []) paintGlow(ctx, L, mark);
      const still = !fx.busy;
      const targets = [];
      if (still) paintHighlightsUnder(ctx, L, pose, ui, targets);
      paintPawns(ctx, L, pose, fx, ui, still);
      if (still) paintMarkers(ctx, L, pose, ui, targets);
      return targets;
    },
    /** The id of the highlight under the tap: markers first, then pawns, then nests. */
    hit({ x, y, scale, layout: L, targets }) {
      const radius = Math.max(HIT_RADIUS / scale, L.pawn * 1.5);
      for (const rank of [0, 1, 2]) {
        const group = targets.filter((tg) => tg.rank === rank);
        const i = nearest(group, x, y, radius);
        if (i >= 0) return group[i].id;
      }
      return null;
    },
    things: thingsOf,
    moveMarks,
    animates: (from, to) => !!to && from.board?.seats === to.board?.seats,
    play: ({ from, to, events, speed, cancelled, layout, render }) => playEvents(from, events, to, {
      speed, layout, render, cancelled,
      point: (pose, player, index, place) => pointOf(layout(), pose, player, index, place),
      tagPoint: (pose, player) => layout().tags[pose.positions[player]] ?? { x: layout().width / 2, y: layout().height / 2 },
      text: t,
    }),
  });
  /** True if (clientX, clientY) is over something tappable (for the cursor). */
  return { ...board, over: (clientX, clientY) => board.hitTest(clientX, clientY) !== null };
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
