// Game of the Goose: the pawns. Colour is never the only cue: each seat also has its own shape
// (circle, square, triangle, diamond, pentagon, hexagon) and a short label.

const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const INK = '#2b2118';

import { inkOn, seatShape, traceSeatShape } from '../kit/seat-shape.js';

/**
 * Draw one pawn standing at (x, y) with "radius" r: its shadow on the ground, the shape raised by
 * `lift` pixels (hops and flights), the label, a dashed ring when it is this seat's turn, and a
 * badge for its status (trapped: bars, skip: a clock, finished: its place).
 */
export function drawPawn(ctx, { x, y, r, seat, color, label = '', lift = 0, status, place, turn = false, shadow = true }) {
  const shape = seatShape(seat);
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
  traceSeatShape(ctx, shape, x, y, r);
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
    ctx.fillStyle = inkOn(ctx, color);
    ctx.fillText(text, x, y + (shape === 'triangle' ? r * 0.28 : 0) + r * 0.05); // a triangle's middle sits low
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
