// The seat shapes drawn on canvas, and the ink that reads on a seat's colour. Colour is never the
// only cue: every seat's pieces (the Goose's and Keezen's pawns, Gulek's balls) also carry the
// seat's shape from seats.js, traced here once for every board.

import { SEAT_SHAPES } from "../seats.js";

/** The shape of `seat`'s pieces. */
export const seatShape = (seat) => SEAT_SHAPES[seat % SEAT_SHAPES.length];

/**
 * How big each shape is drawn beside a circle of the same "radius", so that the shapes look alike
 * in weight. A peg (a pawn) stands on its base; a ball sits a little lower and rounder in a pit.
 * `lift` moves a triangle's corners down by that share of r (its middle sits low otherwise).
 */
export const PEG = { corner: 0.22, triangle: 1.25, lift: 0, diamond: 1.15, pentagon: 1.05, hexagon: 1.02 };
export const BALL = { corner: 0.18, triangle: 1.22, lift: 0.2, diamond: 1.2, pentagon: 1.08, hexagon: 1.05 };

const SIDES = { triangle: 3, diamond: 4, pentagon: 5, hexagon: 6 };

/** Trace `shape` of "radius" r around (x, y) as the current path, in the proportions `look`. */
export function traceSeatShape(ctx, shape, x, y, r, look = PEG) {
  ctx.beginPath();
  if (shape === "square") {
    ctx.roundRect(x - r * 0.86, y - r * 0.86, r * 1.72, r * 1.72, r * look.corner);
    return;
  }
  const sides = SIDES[shape];
  if (!sides) {
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    return;
  }
  const radius = r * look[shape];
  const dy = shape === "triangle" ? r * look.lift : 0;
  for (let i = 0; i < sides; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / sides;
    const px = x + radius * Math.cos(a), py = y + dy + radius * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py); else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

/**
 * Fill the current path (a piece traced around (x, y), "radius" r) with `color` and a soft light
 * from the top left, so a piece reads as a wooden peg or a glass ball, not a flat disc. `light` and
 * `dark` are the opacities of the highlight and of the shade at the far edge.
 */
export function fillPiece(ctx, x, y, r, color, { light = 0.45, dark = 0.18 } = {}) {
  ctx.fillStyle = color;
  ctx.fill();
  const gloss = ctx.createRadialGradient(x - r * 0.4, y - r * 0.5, r * 0.1, x, y, r * 1.3);
  gloss.addColorStop(0, `rgba(255,255,255,${light})`);
  gloss.addColorStop(0.5, "rgba(255,255,255,0)");
  gloss.addColorStop(1, `rgba(0,0,0,${dark})`);
  ctx.fillStyle = gloss;
  ctx.fill();
}

/** Near-black or white, whichever reads better on a piece filled with the CSS colour `color`. */
export function inkOn(ctx, color) {
  ctx.save();
  ctx.fillStyle = "#000";
  ctx.fillStyle = color; // the canvas normalises any CSS colour to #rrggbb or rgba(...)
  const normal = ctx.fillStyle;
  ctx.restore();
  const rgb = normal.startsWith("#")
    ? [1, 3, 5].map((i) => parseInt(normal.slice(i, i + 2), 16))
    : (normal.match(/[\d.]+/g) ?? [0, 0, 0]).slice(0, 3).map(Number);
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.23 ? "#1d1611" : "#ffffff";
}
