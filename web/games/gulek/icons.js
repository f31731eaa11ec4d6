// Gulek: the curved arrow of a sowing's direction, one drawing for the buttons (SVG) and the board
// (canvas, through Path2D), so both always look the same. A 24 × 24 box, drawn as a stroke.

/** Clockwise: from the right, down and round, the head at the top right; counter-clockwise mirrored. */
export const ARROW_PATH = {
  1: "M19 14a7 7 0 1 1-2.5-8.5M20 3v5h-5",
  [-1]: "M5 14a7 7 0 1 0 2.5-8.5M4 3v5h5",
};
export const ARROW_STROKE = 2.6;

const SVG = "http://www.w3.org/2000/svg";

/** The arrow as an inline SVG (hidden from screen readers: the button says the direction). */
export function arrowIcon(dir, size = 26) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "gulek-arrow");
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ARROW_PATH[dir > 0 ? 1 : -1]);
  path.setAttribute("fill", "none");
  path.setAttribute("stroke", "currentColor");
  path.setAttribute("stroke-width", String(ARROW_STROKE));
  path.setAttribute("stroke-linecap", "round");
  path.setAttribute("stroke-linejoin", "round");
  svg.append(path);
  return svg;
}

const paths = {};
/** Stroke the arrow on a canvas, centred on (x, y), `size` pixels across. */
export function strokeArrow(ctx, dir, x, y, size, color) {
  const key = dir > 0 ? 1 : -1;
  paths[key] = paths[key] ?? new Path2D(ARROW_PATH[key]);
  const s = size / 24;
  ctx.save();
  ctx.translate(x - 12 * s, y - 12 * s);
  ctx.scale(s, s);
  ctx.lineWidth = ARROW_STROKE;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.strokeStyle = color;
  ctx.stroke(paths[key]);
  ctx.restore();
}
