// Game of the Goose: the board renderer. Draws a view sent by the Python engine and animates the
// events of a move. It never applies rules itself: where the pawns go is what the events say.
//
//   const board = createGooseBoard(canvas, { seatColor, seatLabel });
//   board.draw(view);                                  // show a position
//   await board.animate(events, newView, { speed: 2 }); // play a move, end on newView

import { layoutSpiral, pawnSlots } from './geometry.js';
import { drawDice } from './dice.js';
import { drawIcon } from './icons.js';
import { drawPawn, SEAT_COLORS } from './pawns.js';
import { playEvents } from './animation.js';
import { createRunner, isInstant } from '../runner.js';
import { fitCanvas, followParent, stillLayer } from '../canvas-fit.js';

export { SEAT_COLORS };

const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const INK = '#4a3422';
const COLORS = {
  background: '#f6eedb', band: '#b5946a', edge: '#8a7552',
  plain: ['#e3efc8', '#d3e6b0'], // alternate, so the order of squares reads easily
  start: '#cbe7c6', finish: '#f7d774', goose: '#d5ebf7', bridge: '#f3dfb3', detour: '#e7daf1',
  soup: '#f7cdb9', nest: '#efd9b4', well: '#cbd8e4', cage: '#dcd8d0',
};

/**
 * @param {HTMLCanvasElement} canvas  fills its parent's width; its height follows the board
 * @param {{seatColor?: (seat:number)=>string, seatLabel?: (seat:number)=>string,
 *          maxHeight?: ()=>number}} [options]  maxHeight: CSS pixels, default 80% of the window
 */
export function createGooseBoard(canvas, options = {}) {
  const seatColor = options.seatColor ?? ((seat) => SEAT_COLORS[seat % SEAT_COLORS.length]);
  const seatLabel = options.seatLabel ?? ((seat) => String(seat + 1));
  const maxHeight = options.maxHeight ?? (() => window.innerHeight * 0.8);
  const ctx = canvas.getContext('2d');

  let layout = null;   // geometry for the current size
  let dpr = 1;
  const still = stillLayer(canvas); // the static board, pre-rendered
  let lastView = null; // the last view drawn: where the next animation starts
  let shown = null;    // {pose, fx} currently on screen, redrawn after a resize
  // The animation in progress; when it ends, its final view is drawn.
  const runner = createRunner((finalView) => {
    if (finalView) showView(finalView);
    else if (shown) render(shown.pose);
  });

  // --- sizing ----------------------------------------------------------------------------------

  /** Measure the parent and size the canvas and the layout to it, now. The layout needs the
   * board's last square, which comes with the first view drawn: until then there is nothing to lay out. */
  function fit() {
    if (!shown) return;
    const finish = shown.pose.board.finish;
    const fitted = fitCanvas(canvas, watcher, (width, height) => layoutSpiral(width, Math.max(200, height ?? maxHeight()), finish));
    if (!fitted) return;
    ({ layout, dpr } = fitted);
    if (shown) render(shown.pose, shown.fx);
  }

  // Follow the parent's width (see canvas-fit.js).
  const watcher = followParent(canvas, () => fit());

  // --- drawing ---------------------------------------------------------------------------------

  /** Draw a pose (board, pawns, dice) plus the animation effects in `fx`. */
  function render(pose, fx = {}) {
    shown = { pose, fx };
    if (!layout || layout.finish !== pose.board.finish) fit();
    if (!layout) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(boardImage(pose.board), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    for (const mark of fx.marks ?? []) drawMark(mark);
    drawRoll(pose, fx.rolling);
    drawPawns(pose, fx);
  }

  /** The static board (background, track, squares, icons), cached until size or board change. */
  function boardImage(board) {
    return still.image(dpr, JSON.stringify(board), (g) => drawBoard(g, board));
  }

  function drawBoard(g, board) {
    const { size: s, cells, track, finish } = layout;
    g.fillStyle = COLORS.background;
    g.fillRect(0, 0, layout.width, layout.height);

    // The track: a band through the squares in order, visible between consecutive squares.
    g.beginPath();
    track.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
    g.lineJoin = 'round';
    g.lineCap = 'round';
    g.strokeStyle = COLORS.band;
    g.lineWidth = s * 0.62;
    g.stroke();
    g.setLineDash([s * 0.08, s * 0.12]); // a dotted path line in the band
    g.strokeStyle = '#e9d9b8';
    g.lineWidth = Math.max(1, s * 0.05);
    g.stroke();
    g.setLineDash([]);

    const numberFont = Math.round(Math.min(30, Math.max(10, s * 0.27)));
    for (let sq = 0; sq <= finish; sq++) {
      const kind = kindOf(sq, board);
      const c = inset(cells[sq], s * 0.07);
      g.beginPath();
      g.roundRect(c.x, c.y, c.w, c.h, s * 0.14);
      g.fillStyle = kind === 'plain' ? COLORS.plain[sq % 2] : COLORS[kind] ?? COLORS.plain[0];
      g.fill();
      g.lineWidth = Math.max(1, s * 0.025);
      g.strokeStyle = COLORS.edge;
      g.stroke();

      if (sq === finish) {
        const part = layout.centre.label;
        drawIcon(g, 'finish', part.x + part.w / 2, part.y + part.h * 0.55, Math.min(part.w, part.h) * 0.7);
      } else if (sq === 0) {
        drawIcon(g, 'start', c.x + c.w - s * 0.38, c.y + c.h * 0.56, s * 0.5);
      } else if (kind !== 'plain') {
        drawIcon(g, kind, c.x + c.w / 2, c.y + c.h * 0.6, s * 0.58);
      }
      const to = board.jumps[sq];
      if (to !== undefined) drawJumpTarget(g, c, to, Math.max(9, numberFont * 0.72));

      g.font = `700 ${numberFont}px ${FONT}`;
      g.textAlign = 'left';
      g.textBaseline = 'top';
      g.lineWidth = Math.max(2, numberFont * 0.18); // a light halo keeps numbers legible on icons
      g.strokeStyle = 'rgba(255, 252, 240, 0.85)';
      g.strokeText(String(sq), c.x + s * 0.07, c.y + s * 0.06);
      g.fillStyle = INK;
      g.fillText(String(sq), c.x + s * 0.07, c.y + s * 0.06);
    }
  }

  /** "→ 12" in the bottom-right corner of a jump square: a drawn arrow, then the number. */
  function drawJumpTarget(g, c, to, font) {
    g.font = `700 ${font}px ${FONT}`;
    g.textAlign = 'right';
    g.textBaseline = 'alphabetic';
    const x = c.x + c.w - font * 0.3, y = c.y + c.h - font * 0.3;
    const w = g.measureText(String(to)).width;
    g.fillStyle = INK;
    g.fillText(String(to), x, y);
    const ay = y - font * 0.35, ax = x - w - font * 0.25;
    g.beginPath();
    g.moveTo(ax - font * 0.8, ay); g.lineTo(ax, ay);
    g.moveTo(ax - font * 0.3, ay - font * 0.3); g.lineTo(ax, ay); g.lineTo(ax - font * 0.3, ay + font * 0.3);
    g.strokeStyle = INK;
    g.lineWidth = Math.max(1.2, font * 0.13);
    g.lineCap = 'round';
    g.stroke();
  }

  /** A glowing outline on a square; `strength` 0..1 fades it. */
  function drawMark({ square, color, strength = 1 }) {
    const c = layout.cells[square];
    if (!c || strength <= 0) return;
    const s = layout.size;
    const r = inset(c, s * 0.03);
    ctx.save();
    ctx.globalAlpha = Math.min(1, strength);
    ctx.shadowColor = color;
    ctx.shadowBlur = s * 0.3;
    ctx.beginPath();
    ctx.roundRect(r.x, r.y, r.w, r.h, s * 0.16);
    ctx.lineWidth = s * 0.09;
    ctx.strokeStyle = color;
    ctx.stroke();
    ctx.globalAlpha = 0.18 * Math.min(1, strength);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.restore();
  }

  /** The last throw, in the middle of the finish garden, with a small token of the seat. */
  function drawRoll(pose, rolling) {
    const roll = pose.roll;
    if (!roll || !Array.isArray(roll.dice)) return;
    const a = layout.centre.dice;
    const vertical = a.h > a.w * 1.15;
    const size = vertical ? Math.min(a.w * 0.5, a.h / 3.2) : Math.min(a.h * 0.5, a.w / 3.2);
    const cx = a.x + a.w / 2, cy = a.y + a.h / 2;
    const shift = size * 0.45; // leave room for the token before the dice
    const [dx, dy] = vertical ? [0, shift] : [shift, 0];
    drawDice(ctx, cx + dx, cy + dy, size, rolling?.faces ?? roll.dice,
      { rolling: !!rolling, vertical, accent: seatColor(roll.seat), tilt: rolling?.tilt });
    const t = vertical ? [cx, cy + dy - size * 1.75] : [cx + dx - size * 1.75, cy];
    pawnAt(roll.seat, t[0], t[1], Math.min(size * 0.3, layout.size * 0.17), { shadow: false });
  }

  /** Every pawn: the ones standing still first, then the one moving (on top). */
  function drawPawns(pose, fx) {
    const slots = slotMap(pose);
    const order = [...pose.pawns].sort((p, q) => (p.seat === fx.mover) - (q.seat === fx.mover));
    for (const pawn of order) {
      const at = fx.positions?.get(pawn.seat) ?? slots.get(pawn.seat);
      if (!at) continue;
      const turn = !fx.busy && !pose.over && pose.toMove === pawn.seat;
      pawnAt(pawn.seat, at.x, at.y, at.r, { lift: at.lift ?? 0, status: pawn.status, place: pawn.place, turn });
    }
  }

  /** One pawn of `seat`, in its colour, shape and label. */
  function pawnAt(seat, x, y, r, more) {
    drawPawn(ctx, { x, y, r, seat, color: seatColor(seat), label: seatLabel(seat), ...more });
  }

  /** Map seat -> {x, y, r}: pawns sharing a square sit side by side in it. */
  function slotMap(pose) {
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

  // --- public: static drawing ------------------------------------------------------------------

  function showView(view) {
    if (!view) return;
    lastView = view;
    render(poseOf(view));
  }

  function draw(view) {
    runner.finish();
    showView(view);
  }

  // --- public: animation -----------------------------------------------------------------------

  function animate(events, finalView, { speed = 1 } = {}) {
    const instant = isInstant(speed);
    const start = lastView ?? finalView;
    return runner.run(finalView, instant || !layout || !Array.isArray(events) || !start, (cancelled) =>
      playEvents(poseOf(start), events, { speed, slotMap, layout: () => layout, render, cancelled }));
  }

  function destroy() {
    runner.finish();
    watcher.stop();
    still.clear();
  }

  fit();
  // resize() is safe inside a ResizeObserver callback: the new size applies on the next frame.
  // finish() ends a running animation at once, on its final view.
  return { draw, animate, resize: watcher.schedule, finish: runner.finish, destroy };
}

// --- helpers -------------------------------------------------------------------------------------

/** A private, mutable copy of what the renderer needs from a view. */
function poseOf(view) {
  return {
    board: { ...view.board },
    pawns: view.pawns.map((p) => ({ seat: p.seat, square: p.square, status: p.status, place: p.place })),
    toMove: view.to_move,
    over: !!view.over,
    roll: view.last_roll ? { seat: view.last_roll.seat, dice: view.last_roll.dice } : null,
  };
}

/** What kind of square `sq` is: the view's board names every square that is not plain. */
function kindOf(sq, board) {
  if (sq === 0) return 'start';
  if (sq === board.finish) return 'finish';
  if (board.geese.includes(sq)) return 'goose';
  if (sq === board.nest) return 'nest';
  return board.jump_kinds[sq] ?? board.trap_kinds[sq] ?? 'plain';
}

function inset(r, d) {
  return { x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d };
}
