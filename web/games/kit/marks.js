// Painting what the guide and the review point with, the same on every canvas board: a spotlight
// (a bright double ring round each named thing and a caption beside them), an arrow from one thing
// to another, and a ghost (a dashed outline where a thing would go). Geometry in pointing.js.

import { arrowEnds, captionBox, wrapWords } from "./pointing.js";

const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const INK = "#1d1611";
const LIGHT = "#fff6c2";
const GLOW = "#f2b705";
const PATH = "#0a5bd6";

/**
 * A bright double ring round each thing (a disc, or the rectangle of a thing with a box) and the
 * caption in a bubble beside them.
 */
export function paintSpotlight(ctx, board, things, caption) {
  ctx.save();
  for (const t of things) {
    const r = t.box ? 3 : t.r * 1.3 + 3; // how far the light ring stands off the thing
    const edge = Math.max(2.5, t.r * 0.18);
    ctx.shadowColor = GLOW;
    ctx.shadowBlur = Math.max(8, t.r);
    ctx.lineWidth = Math.max(4, t.r * 0.3);
    ctx.strokeStyle = LIGHT;
    outline(ctx, t, r);
    ctx.stroke();
    ctx.shadowBlur = 0;
    ctx.lineWidth = Math.max(1.5, t.r * 0.1);
    ctx.strokeStyle = INK;
    outline(ctx, t, r + edge);
    ctx.stroke();
  }
  ctx.restore();
  if (caption) paintCaption(ctx, board, things, caption);
}

/** The path round a thing at distance `d`: a circle round a disc, a rounded rectangle round a box. */
function outline(ctx, t, d) {
  ctx.beginPath();
  if (t.box) ctx.roundRect(t.box.x - d, t.box.y - d, t.box.w + 2 * d, t.box.h + 2 * d, d + 2);
  else ctx.arc(t.x, t.y, d, 0, 2 * Math.PI);
}

/** A caption in a dark bubble, wrapped to the board's width and kept on the board. */
function paintCaption(ctx, board, things, caption) {
  const size = Math.round(Math.max(13, Math.min(18, board.width / 30)));
  const pad = size * 0.5, lineHeight = size * 1.25;
  ctx.save();
  ctx.font = `700 ${size}px ${FONT}`;
  const maxWidth = Math.max(size * 4, board.width - 12 - pad * 2);
  const lines = wrapWords(caption, maxWidth, (line) => ctx.measureText(line).width);
  const w = Math.min(board.width - 12, Math.max(...lines.map((l) => ctx.measureText(l).width)) + pad * 2);
  // The caption keeps clear of the lit rings: a box's half height, or the ring's radius.
  const clear = things.map((t) => ({ x: t.x, y: t.y, r: t.box ? t.box.h / 2 + 6 : t.r * 1.3 + 6 }));
  const box = captionBox(board.width, board.height, clear, w, lines.length * lineHeight + pad * 2);
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, size * 0.5);
  ctx.fillStyle = "rgba(29, 22, 17, 0.9)";
  ctx.fill();
  ctx.fillStyle = "#fff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  lines.forEach((line, i) => ctx.fillText(line, box.x + box.w / 2, box.y + pad + lineHeight * (i + 0.5), box.w - pad));
  ctx.restore();
}

/** An arrow from the thing `from` to the thing `to`, with a light edge so it reads on any board. */
export function paintArrow(ctx, from, to) {
  const width = Math.max(3, Math.min(from.r, to.r) * 0.28);
  const ends = arrowEnds(from, to, width * 3.2);
  if (!ends) return;
  const { tail, tip, head } = ends;
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  const strokes = [{ color: "rgba(255, 255, 255, 0.9)", extra: width * 0.9 }, { color: PATH, extra: 0 }];
  for (const { color, extra } of strokes) {
    ctx.beginPath();
    ctx.moveTo(tail.x, tail.y);
    ctx.lineTo((head[0].x + head[1].x) / 2, (head[0].y + head[1].y) / 2);
    ctx.lineWidth = width + extra;
    ctx.strokeStyle = color;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(head[0].x, head[0].y);
    ctx.lineTo(head[1].x, head[1].y);
    ctx.closePath();
    ctx.lineWidth = 1 + extra;
    ctx.fillStyle = color;
    ctx.strokeStyle = color;
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** A ghost: a faint dashed outline where a thing would stand or what a move would take. */
export function paintGhost(ctx, { x, y, r }) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r * 1.15, 0, 2 * Math.PI);
  ctx.fillStyle = "rgba(10, 91, 214, 0.18)";
  ctx.fill();
  ctx.setLineDash([Math.max(3, r * 0.35), Math.max(2, r * 0.22)]);
  ctx.lineWidth = Math.max(2, r * 0.18);
  ctx.strokeStyle = PATH;
  ctx.stroke();
  ctx.restore();
}
