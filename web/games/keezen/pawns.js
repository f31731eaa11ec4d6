// Keezen: pawns and the marks drawn around them. Colour is never the only cue: every player's
// pawns also have the seat's shape (seats.js) and carry the seat number.

import { fillPiece, inkOn, seatShape, traceSeatShape } from "../kit/seat-shape.js";

export const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
export const INK = "#2b2118";
export const GOLD = "#f2b705";
export const CAPTURE = "#c0392b";

/**
 * One pawn of `player` at (x, y), radius r, raised by `lift` pixels (hops and flights).
 * `dim` fades it (pawns that cannot be picked while another choice is open).
 */
export function drawPawn(ctx, { x, y, r, player, color, label, lift = 0, dim = false, badge = null }) {
  const shape = seatShape(player);
  ctx.save();
  const shrink = 1 / (1 + lift / (r * 5));
  ctx.fillStyle = "rgba(60, 40, 20, 0.28)";
  ctx.beginPath();
  ctx.ellipse(x + r * 0.12, y + r * 0.72, r * 0.95 * shrink, r * 0.34 * shrink, 0, 0, 2 * Math.PI);
  ctx.fill();
  y -= lift;
  if (dim) ctx.globalAlpha = 0.55;
  traceSeatShape(ctx, shape, x, y, r);
  fillPiece(ctx, x, y, r, color);
  ctx.lineWidth = Math.max(1.2, r * 0.14);
  ctx.strokeStyle = INK;
  ctx.stroke();
  const text = String(label ?? "").slice(0, 2);
  if (text && r >= 5) {
    ctx.font = `800 ${Math.round(r * 1.0)}px ${FONT}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = inkOn(ctx, color);
    ctx.fillText(text, x, y + (shape === "triangle" ? r * 0.3 : 0) + r * 0.06);
  }
  if (badge) drawBadge(ctx, x + r * 0.85, y - r * 0.85, Math.max(5, r * 0.48), badge);
  ctx.restore();
}

/** A small round badge with a short text (the seven's used pawns get a check mark). */
export function drawBadge(ctx, x, y, r, text) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = "#fffaf0";
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.22);
  ctx.strokeStyle = INK;
  ctx.stroke();
  if (text === "check") {
    ctx.beginPath();
    ctx.moveTo(x - r * 0.5, y);
    ctx.lineTo(x - r * 0.12, y + r * 0.4);
    ctx.lineTo(x + r * 0.5, y - r * 0.4);
    ctx.lineWidth = Math.max(1.2, r * 0.28);
    ctx.lineCap = "round";
    ctx.stroke();
  } else {
    ctx.font = `800 ${Math.round(r * 1.25)}px ${FONT}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = INK;
    ctx.fillText(String(text), x, y + r * 0.08);
  }
  ctx.restore();
}

/**
 * Rings around pawns and places. `style`:
 *  movable   a dashed gold ring: this pawn can move with the chosen card
 *  selected  a thick gold ring with a dark edge: the pawn picked
 *  target    a dashed red ring: a pawn the jack can swap with
 */
export function drawRing(ctx, x, y, r, style) {
  ctx.save();
  const w = Math.max(2.2, r * 0.24);
  if (style === "selected") {
    ctx.shadowColor = GOLD;
    ctx.shadowBlur = r * 0.9;
    ctx.beginPath();
    ctx.arc(x, y, r * 1.45, 0, 2 * Math.PI);
    ctx.lineWidth = w * 1.6;
    ctx.strokeStyle = GOLD;
    ctx.stroke();
    ctx.shadowBlur = 0;
    ctx.lineWidth = Math.max(1, w * 0.45);
    ctx.strokeStyle = INK;
    ctx.beginPath();
    ctx.arc(x, y, r * 1.45 + w * 0.8, 0, 2 * Math.PI);
    ctx.stroke();
  } else {
    const color = style === "target" ? CAPTURE : "#d98c00";
    ctx.beginPath();
    ctx.arc(x, y, r * 1.42, 0, 2 * Math.PI);
    ctx.fillStyle = style === "target" ? "rgba(192, 57, 43, 0.14)" : "rgba(242, 183, 5, 0.22)";
    ctx.fill();
    ctx.setLineDash([r * 0.42, r * 0.26]);
    ctx.lineWidth = w;
    ctx.strokeStyle = color;
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A destination marker on an empty place (or around the pawn that would be captured there):
 * a bright disc with an arrowhead dot, and a bubble with a short label (the steps of a seven).
 */
export function drawMarker(ctx, x, y, r, { label = "", capture = false } = {}) {
  ctx.save();
  const color = capture ? CAPTURE : "#e08a00";
  ctx.shadowColor = color;
  ctx.shadowBlur = r * 0.5;
  ctx.beginPath();
  ctx.arc(x, y, r * 1.15, 0, 2 * Math.PI);
  ctx.fillStyle = capture ? "rgba(192, 57, 43, 0.22)" : "rgba(255, 214, 102, 0.8)";
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = Math.max(2, r * 0.26);
  ctx.strokeStyle = color;
  ctx.stroke();
  if (!capture) {
    ctx.beginPath();
    ctx.arc(x, y, r * 0.38, 0, 2 * Math.PI);
    ctx.fillStyle = INK;
    ctx.fill();
  }
  if (label) {
    const br = Math.max(7, r * 0.62);
    const bx = x + r * 0.95, by = y - r * 0.95;
    ctx.beginPath();
    ctx.arc(bx, by, br, 0, 2 * Math.PI);
    ctx.fillStyle = INK;
    ctx.fill();
    ctx.font = `800 ${Math.round(br * 1.25)}px ${FONT}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = "#fff";
    ctx.fillText(String(label), bx, by + br * 0.08);
  }
  ctx.restore();
}

/** A colour mixed towards white by `amount` (0 … 1), for the light tints of homes and nests. */
export function tint(color, amount) {
  const m = /^#([0-9a-f]{6})$/i.exec(color);
  if (!m) return color;
  const n = parseInt(m[1], 16);
  const mix = (v) => Math.round(v + (255 - v) * amount);
  return `rgb(${mix(n >> 16)}, ${mix((n >> 8) & 255)}, ${mix(n & 255)})`;
}
