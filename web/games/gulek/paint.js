// Gulek: painting the board on a canvas. Every ball has its seat's colour AND its seat's shape
// (seats.js), since colour must never be the only cue; the solitaires' balls are all one neutral
// colour. A pit shows up to eight balls one by one; fuller pits show one token per colour with its
// count, and every pit has its total on its inner rim.

import { seatColor } from "../seats.js";
import { BALL, fillPiece, seatShape, traceSeatShape } from "../kit/seat-shape.js";
import { strokeArrow } from "./icons.js";
import { MAX_DRAWN, ballRadius, clusterOffsets, sectorAngle, tokenOffsets } from "./geometry.js";

export const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
export const INK = "#2b2118";
export const GOLD = "#f2b705";
export const CAPTURE = "#c0392b";
export const MOVABLE = "#2e7d32";
export const TARGET = "#0a5bd6";
const NEUTRAL = "#6d7b8c";
const WOOD = "#c99a5b", WOOD_DARK = "#8c6233", PIT = "#f4e7c8";

export const colorOf = (pose, seat) => (pose.mode === "solo" ? NEUTRAL : seatColor(seat));
export const shapeOf = (pose, seat) => (pose.mode === "solo" ? "circle" : seatShape(seat));

/** One ball of `seat` (its colour and shape), with an optional number on it. */
export function drawBall(ctx, pose, seat, x, y, r, { alpha = 1, label = "" } = {}) {
  const shape = shapeOf(pose, seat);
  ctx.save();
  ctx.globalAlpha *= alpha;
  traceSeatShape(ctx, shape, x, y, r, BALL);
  fillPiece(ctx, x, y, r, colorOf(pose, seat), { light: 0.5, dark: 0.2 });
  ctx.lineWidth = Math.max(1.2, r * 0.16);
  ctx.strokeStyle = INK;
  ctx.stroke();
  if (label) {
    const size = Math.round(r * (String(label).length > 1 ? 0.95 : 1.1));
    ctx.font = `800 ${size}px ${FONT}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const ty = y + (shape === "triangle" ? r * 0.35 : 0) + r * 0.06;
    ctx.lineWidth = Math.max(2, size * 0.28);
    ctx.lineJoin = "round";
    ctx.strokeStyle = "rgba(20,14,8,0.9)";
    ctx.strokeText(String(label), x, ty);
    ctx.fillStyle = "#fff";
    ctx.fillText(String(label), x, ty);
  }
  ctx.restore();
}

/** The wooden board, the empty pits, the centre pit and the pit numbers (cached by the board). */
export function paintBoard(g, L) {
  const outer = L.outer;
  g.save();
  const wood = g.createRadialGradient(L.cx - outer * 0.3, L.cy - outer * 0.35, outer * 0.1, L.cx, L.cy, outer);
  wood.addColorStop(0, "#ddb57a");
  wood.addColorStop(1, WOOD);
  g.beginPath();
  g.arc(L.cx, L.cy, outer, 0, 2 * Math.PI);
  g.fillStyle = wood;
  g.fill();
  g.lineWidth = 2;
  g.strokeStyle = WOOD_DARK;
  g.stroke();
  hole(g, L.cx, L.cy, L.centreR);
  for (const p of L.pits) hole(g, p.x, p.y, L.r);
  g.font = `700 ${Math.round(L.font)}px ${FONT}`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillStyle = "#3b2810";
  L.labels.forEach((at, i) => g.fillText(String(i + 1), at.x, at.y));
  g.restore();
}

function hole(g, x, y, r) {
  const fill = g.createRadialGradient(x, y - r * 0.35, r * 0.2, x, y, r);
  fill.addColorStop(0, PIT);
  fill.addColorStop(0.85, "#e6d2a6");
  fill.addColorStop(1, "#b98d55");
  g.beginPath();
  g.arc(x, y, r, 0, 2 * Math.PI);
  g.fillStyle = fill;
  g.fill();
  g.lineWidth = Math.max(1.5, r * 0.07);
  g.strokeStyle = WOOD_DARK;
  g.stroke();
}

/** The balls of one pit: `counts` per seat around (x, y) in a pit of radius r. */
export function paintPit(ctx, L, pose, x, y, counts) {
  const total = counts.reduce((a, c) => a + c, 0);
  if (!total) return;
  if (total <= MAX_DRAWN || pose.mode === "solo") {
    const seats = [];
    counts.forEach((c, s) => { for (let k = 0; k < c && seats.length < MAX_DRAWN; k++) seats.push(s); });
    const b = ballRadius(seats.length, L.r);
    clusterOffsets(seats.length, b).forEach((o, k) => drawBall(ctx, pose, seats[k], x + o.x, y + o.y, b));
    return;
  }
  paintTokens(ctx, pose, x, y, L.r * 0.98, counts);
}

/** One token per colour present, with its count on it, in a circle of radius `radius`. */
export function paintTokens(ctx, pose, x, y, radius, counts, { alpha = 1 } = {}) {
  const present = counts.map((c, s) => [s, c]).filter(([, c]) => c > 0);
  if (!present.length) return;
  const size = radius * (present.length <= 2 ? 0.36 : present.length <= 4 ? 0.32 : 0.3);
  tokenOffsets(present.length, radius).forEach((o, k) => {
    const [seat, count] = present[k];
    drawBall(ctx, pose, seat, x + o.x, y + o.y, size, { alpha, label: String(count) });
  });
}

/** The total on a pit's inner rim (big in the solitaires, where the count is everything). */
export function paintCount(ctx, L, pose, i, total) {
  if (!total && pose.mode !== "solo") return;
  const at = L.counts[i];
  const big = pose.mode === "solo";
  const r = L.countR * (big ? 1.3 : 1);
  ctx.save();
  ctx.beginPath();
  ctx.arc(at.x, at.y, r, 0, 2 * Math.PI);
  ctx.fillStyle = total ? INK : "rgba(43,33,24,0.35)";
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = "#fff8e6";
  ctx.stroke();
  ctx.font = `800 ${Math.round(r * (total >= 10 ? 1.05 : 1.3))}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "#fff";
  ctx.fillText(String(total), at.x, at.y + r * 0.06);
  ctx.restore();
}

/** A pair of balls side by side, with "×n" under it when n > 1. */
export function paintPair(ctx, pose, seat, x, y, b, n, alpha = 1) {
  drawBall(ctx, pose, seat, x - b * 0.95, y, b, { alpha });
  drawBall(ctx, pose, seat, x + b * 0.95, y, b, { alpha });
  if (n > 1) {
    ctx.save();
    ctx.globalAlpha *= alpha;
    ctx.font = `800 ${Math.round(b * 1.5)}px ${FONT}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.lineWidth = 3;
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#fff8e6";
    const text = `×${n}`;
    ctx.strokeText(text, x, y + b * 1.35);
    ctx.fillStyle = INK;
    ctx.fillText(text, x, y + b * 1.35);
    ctx.restore();
  }
}

/** Where seat's parked pairs lie. */
export const parkPoint = (L, pose, seat) => L.polar(sectorAngle(seat, pose.n), L.parkR);

/** Every player's parked pairs, in their own sector of the band round the centre. */
export function paintParked(ctx, L, pose) {
  (pose.ring ?? []).forEach((pairs, seat) => {
    if (!pairs) return;
    const at = parkPoint(L, pose, seat);
    paintPair(ctx, pose, seat, at.x, at.y - L.ball * 0.6, L.ball * 1.05, pairs);
  });
}

/** The centre pit: the captured balls per colour (multi), the removed pairs (solitaires). */
export function paintCentre(ctx, L, pose) {
  if (pose.mode === "solo") {
    const pairs = Math.floor((pose.centre[0] ?? 0) / 2);
    if (pairs) paintPair(ctx, pose, 0, L.cx, L.cy - L.ball * 0.8, L.ball * 1.2, pairs);
    return;
  }
  paintTokens(ctx, pose, L.cx, L.cy, L.centreR * 0.95, pose.centre);
}

/** The balls being sown: a tray over the band, beside the pit the last ball went into. */
export function trayPoint(L, at) {
  return L.polar(L.pits[at].a, L.parkR + L.ball * 0.6);
}

export function paintTray(ctx, L, pose, point) {
  const counts = pose.hand;
  if (!counts || !counts.some((c) => c > 0)) return;
  const present = counts.filter((c) => c > 0).length;
  const size = L.ball * 1.25;
  const w = Math.max(present * size * 2.5 + size * 0.8, size * 3.2), h = size * 3;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(point.x - w / 2, point.y - h / 2, w, h, h / 2);
  ctx.fillStyle = "rgba(255, 248, 225, 0.95)";
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = GOLD;
  ctx.stroke();
  ctx.restore();
  let x = point.x - ((present - 1) * size * 2.5) / 2;
  counts.forEach((c, seat) => {
    if (!c) return;
    drawBall(ctx, pose, seat, x, point.y, size, { label: String(c) });
    x += size * 2.5;
  });
}

/** A ring round a pit: movable (green), selected (gold), the next pit of a sowing (blue, dashed). */
export function paintRing(ctx, x, y, r, style) {
  ctx.save();
  const colour = { selected: GOLD, next: TARGET, target: TARGET }[style] ?? MOVABLE;
  ctx.lineWidth = style === "selected" ? 5 : style === "open" ? 2 : 3.5;
  if (style === "next" || style === "return") ctx.setLineDash([7, 5]);
  if (style === "selected") { ctx.shadowColor = GOLD; ctx.shadowBlur = 10; }
  ctx.beginPath();
  ctx.arc(x, y, r + 4, 0, 2 * Math.PI);
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
}

/** A round badge with a curved arrow: where the last ball lands in that direction. */
export function paintArrowBadge(ctx, x, y, r, dir) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = TARGET;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#fff";
  ctx.stroke();
  strokeArrow(ctx, dir, x, y, r * 1.45, "#fff");
  ctx.restore();
}

/** A glow round a point, fading with `strength`. */
export function paintGlow(ctx, { x, y, r, color, strength = 1 }) {
  if (strength <= 0) return;
  ctx.save();
  ctx.globalAlpha = Math.min(1, strength);
  ctx.shadowColor = color;
  ctx.shadowBlur = r * 0.6;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.lineWidth = Math.max(3, r * 0.16);
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.restore();
}

/** A message over the middle of the board (new phase, a player out, the end). */
export function paintBanner(ctx, L, banner) {
  if (!banner || !(banner.strength > 0)) return;
  ctx.save();
  ctx.globalAlpha = Math.min(1, banner.strength);
  const size = Math.round(Math.max(14, L.r * 0.62));
  ctx.font = `800 ${size}px ${FONT}`;
  const maxW = Math.min(L.width - 24, L.R * 1.9);
  const lines = wrap(ctx, banner.text, maxW - size * 1.4);
  const w = Math.min(maxW, Math.max(...lines.map((l) => ctx.measureText(l).width)) + size * 1.4);
  const h = lines.length * size * 1.25 + size * 0.9;
  ctx.beginPath();
  ctx.roundRect(L.cx - w / 2, L.cy - h / 2, w, h, size * 0.6);
  ctx.fillStyle = "rgba(31, 42, 28, 0.9)";
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  lines.forEach((line, k) => ctx.fillText(line, L.cx, L.cy - h / 2 + size * 0.45 + size * 1.25 * (k + 0.5)));
  ctx.restore();
}

function wrap(ctx, text, width) {
  const words = String(text).split(/\s+/);
  const lines = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) { lines.push(line); line = word; } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}
