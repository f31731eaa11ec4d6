// Pointing at things on a board, as pure geometry (no canvas, no DOM): which thing a point lies on,
// where an arrow between two things starts and ends, and where a caption goes so that it stays on
// the board and clear of what it points at. The board kit (board.js) draws with these; the guide
// and the review point with them through the board.
//
// A thing is anything a player can name on a board: a pawn, a square, a pit, a field, a pickle.
// Every board lists its things as {id, x, y, r, box?} in the board's CSS pixels: a disc of radius r
// around (x, y), or, when `box` ({x, y, w, h}) is given, that rectangle (squares, fields, lanes).

/**
 * The id of the thing at (x, y), or null. A thing the point lies on wins, the first listed first
 * (a board lists pawns before the squares they stand on); else the disc nearest within `reach`
 * (a fingertip is larger than a small pawn).
 */
export function thingAt(things, x, y, reach = 0) {
  const on = things.find((t) => (t.box ? inBox(t.box, x, y) : Math.hypot(t.x - x, t.y - y) <= t.r));
  if (on) return on.id;
  let best = null, bestGap = Infinity;
  for (const t of things) {
    const gap = t.box ? boxGap(t.box, x, y) : Math.hypot(t.x - x, t.y - y) - t.r;
    if (gap <= reach && gap < bestGap) { best = t.id; bestGap = gap; }
  }
  return best;
}

const inBox = (b, x, y) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;

function boxGap(b, x, y) {
  const dx = Math.max(b.x - x, 0, x - (b.x + b.w));
  const dy = Math.max(b.y - y, 0, y - (b.y + b.h));
  return Math.hypot(dx, dy);
}

/**
 * An arrow from the thing `from` to the thing `to` (each {x, y, r}): it leaves the edge of the
 * first and its point touches the edge of the second, so neither is covered. `tail` and `tip` are
 * the shaft's ends, `head` the two back corners of the arrowhead. Null when the things overlap.
 */
export function arrowEnds(from, to, headSize = 10) {
  const dx = to.x - from.x, dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length <= from.r + to.r) return null;
  const ux = dx / length, uy = dy / length;
  const tail = { x: from.x + ux * from.r, y: from.y + uy * from.r };
  const tip = { x: to.x - ux * to.r, y: to.y - uy * to.r };
  const back = { x: tip.x - ux * headSize, y: tip.y - uy * headSize };
  const half = headSize * 0.6;
  const head = [
    { x: back.x - uy * half, y: back.y + ux * half },
    { x: back.x + uy * half, y: back.y - ux * half },
  ];
  return { tail, tip, head };
}

/**
 * Where a caption box `w` × `h` goes on a board `width` × `height`: centred over the things it
 * names (discs {x, y, r}), above them when there is room, else below, else along the board's top
 * edge; never off the board (a caption wider than the board starts at its left margin).
 */
export function captionBox(width, height, things, w, h, margin = 6) {
  const inside = (v, lo, hi) => Math.max(lo, Math.min(v, hi));
  if (!things.length) return { x: inside((width - w) / 2, margin, width), y: margin, w, h };
  const top = Math.min(...things.map((t) => t.y - t.r));
  const bottom = Math.max(...things.map((t) => t.y + t.r));
  const middle = things.reduce((sum, t) => sum + t.x, 0) / things.length;
  const x = inside(middle - w / 2, margin, Math.max(margin, width - margin - w));
  let y;
  if (top - margin - h >= margin) y = top - margin - h;
  else if (bottom + margin + h <= height - margin) y = bottom + margin;
  else y = margin;
  return { x, y: inside(y, 0, Math.max(0, height - h)), w, h };
}

/** Break `text` into lines no wider than `maxWidth` as `measure(line)` tells (a long word keeps its line). */
export function wrapWords(text, maxWidth, measure) {
  const lines = [];
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const last = lines.length ? lines[lines.length - 1] : null;
    if (last !== null && measure(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
