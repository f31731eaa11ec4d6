// Game of the Goose: painting the board on a canvas: the still board (background, track, squares,
// their icons and numbers) and the glow the animation puts on a square. Pawns are in pawns.js.

import { drawIcon } from './icons.js';

export const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const INK = '#4a3422';
const COLORS = {
  background: '#f6eedb', band: '#b5946a', edge: '#8a7552',
  plain: ['#e3efc8', '#d3e6b0'], // alternate, so the order of squares reads easily
  start: '#cbe7c6', finish: '#f7d774', goose: '#d5ebf7', bridge: '#f3dfb3', detour: '#e7daf1',
  soup: '#f7cdb9', nest: '#efd9b4', well: '#cbd8e4', cage: '#dcd8d0',
};

/** The still board for `layout`: background, the track band, every square with icon and number. */
export function paintBoard(g, layout, board) {
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
export function paintMark(ctx, layout, { square, color, strength = 1 }) {
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

/** What kind of square `sq` is: the view's board names every square that is not plain. */
function kindOf(sq, board) {
  if (sq === 0) return 'start';
  if (sq === board.finish) return 'finish';
  if (board.geese.includes(sq)) return 'goose';
  if (sq === board.nest) return 'nest';
  return board.jump_kinds[sq] ?? board.trap_kinds[sq] ?? 'plain';
}

export function inset(r, d) {
  return { x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d };
}
