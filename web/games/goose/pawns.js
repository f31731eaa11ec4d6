// Game of the Goose: the pawns. Colour is never the only cue: each seat also has its own shape
// (circle, square, triangle, diamond, pentagon, hexagon) and a short label.

const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const INK = '#2b2118';

import { SEAT_COLORS, SEAT_SHAPES as PAWN_SHAPES } from '../seats.js';

export { SEAT_COLORS, PAWN_SHAPES };

/**
 * Draw one pawn standing at (x, y) with "radius" r: its shadow on the ground, the shape raised by
 * `lift` pixels (hops and flights), the label, a dashed ring when it is this seat's turn, and a
 * badge for its status (trapped: bars, skip: a clock, finished: its place).
 */
export function drawPawn(ctx, { x, y, r, seat, color, label = '', lift = 0, status, place, turn = false, shadow = true }) {
  const shape = PAWN_SHAPES[seat % PAWN_SHAPES.length];
  ctx.save();
  const shrink = 1 / (1 + lift / (r * 5)); // the shadow shrinks as the pawn rises
  if (shadow) {
    ctx.fillStyle = 'rgba(60, 40, 20, 0.25)';
    ctx.beginPath();
    ctx.ellipse(x, y + r * 0.85, r * 0.95 * shrink, r * 0.32 * shrink, 0, 0, 2 * Math.PI);
    ctx.fill();
  }
  y -= lift;
  if (turn) {
    ctx.beginPath();
    ctx.arc(x, y, r * 1.32, 0, 2 * Math.PI);
    ctx.setLineDash([r * 0.35, r * 0.25]);
    ctx.lineWidth = Math.max(2, r * 0.18);
    ctx.strokeStyle = '#d98c00';
    ctx.stroke();
    ctx.setLineDash([]);
  }
  pawnPath(ctx, shape, x, y, r);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r * 0.16);
  ctx.strokeStyle = INK;
  ctx.stroke();
  const text = String(label ?? '').slice(0, 2);
  if (text && r >= 5) {
    ctx.font = `800 ${Math.round(r * (text.length > 1 ? 0.82 : 1.05))}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = inkFor(ctx, color);
    ctx.fillText(text, x, y + labelOffset(shape, r) + r * 0.05);
  }
  if (status === 'trapped' || status === 'skip' || status === 'finished') {
    drawBadge(ctx, status, place, x + r * 0.95, y - r * 0.95, Math.max(5, r * 0.5));
  }
  ctx.restore();
}

/** Small round badge: bars (trapped), a clock (misses a turn) or the finishing place. */
function drawBadge(ctx, status, place, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = status === 'finished' ? '#f7c948' : '#fffaf0';
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.2);
  ctx.strokeStyle = status === 'trapped' ? '#c0392b' : INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(1, r * 0.18);
  if (status === 'trapped') {
    for (const dx of [-0.4, 0, 0.4]) {
      ctx.moveTo(x + dx * r, y - r * 0.6);
      ctx.lineTo(x + dx * r, y + r * 0.6);
    }
    ctx.stroke();
  } else if (status === 'skip') {
    ctx.moveTo(x, y - r * 0.55);
    ctx.lineTo(x, y);
    ctx.lineTo(x + r * 0.45, y + r * 0.2);
    ctx.stroke();
  } else {
    ctx.font = `800 ${Math.round(r * 1.3)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = INK;
    ctx.fillText(String(place ?? ''), x, y + r * 0.08);
  }
}


/** Trace the outline of a pawn shape of "radius" r around (x, y) as the current path. */
function pawnPath(ctx, shape, x, y, r) {
  ctx.beginPath();
  const polygon = (sides, radius, rotation) => {
    for (let i = 0; i < sides; i++) {
      const a = rotation + (i * 2 * Math.PI) / sides;
      const px = x + radius * Math.cos(a), py = y + radius * Math.sin(a);
      if (i === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
    }
    ctx.closePath();
  };
  switch (shape) {
    case 'square': ctx.roundRect(x - r * 0.86, y - r * 0.86, r * 1.72, r * 1.72, r * 0.22); break;
    case 'triangle': polygon(3, r * 1.25, -Math.PI / 2); break;
    case 'diamond': polygon(4, r * 1.15, -Math.PI / 2); break;
    case 'pentagon': polygon(5, r * 1.05, -Math.PI / 2); break;
    case 'hexagon': polygon(6, r * 1.02, -Math.PI / 2); break;
    default: ctx.arc(x, y, r, 0, 2 * Math.PI);
  }
}

/** Where to put the label inside a shape (a triangle's middle sits low). */
function labelOffset(shape, r) {
  return shape === 'triangle' ? r * 0.28 : 0;
}

/** Black or white, whichever reads better on the CSS colour `color`. */
function inkFor(ctx, color) {
  ctx.save();
  ctx.fillStyle = '#000';
  ctx.fillStyle = color; // the canvas normalises any CSS colour to #rrggbb or rgba(...)
  const norm = ctx.fillStyle;
  ctx.restore();
  let rgb;
  if (norm.startsWith('#')) rgb = [1, 3, 5].map((i) => parseInt(norm.slice(i, i + 2), 16));
  else rgb = (norm.match(/[\d.]+/g) ?? [0, 0, 0]).slice(0, 3).map(Number);
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.23 ? '#1d1611' : '#ffffff';
}
