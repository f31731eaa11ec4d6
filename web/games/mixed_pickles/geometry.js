// Mixed Pickles: where the fields, the lanes and the goal's places lie for a board of a given size.
// The track of 13 fields runs one of two ways, whichever gives the pickles more room in the box it
// is drawn in:
//   "down"    a column: the goal (13) on top, the start (1) at the bottom, the field numbers in a
//             strip on the left, the four lanes side by side (a tall, narrow box: a tablet on its side)
//   "across"  a row: the start on the left, the goal on the right, the numbers in a strip on top,
//             the four lanes one under the other (a wide, short box: a phone on its side, or the room
//             above the hand on an upright screen)
// Every pickle has its own lane (yellow, red, blue, green), so pickles on one field stand side by
// side and a move is a straight slide; in the goal the lanes are the places 1–4. Nothing here knows
// a rule.

const PAD = 3;
const GOAL_SPAN = { down: 1.5, across: 1.6 }; // the goal is this many fields long (room for the places' words)

const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));
const rect = (x, y, w, h) => ({ x, y, w, h });

/** A pickle's size in a cell `cellW` × `cellH`: upright, never wider than 0.78 of its height. */
function pickleSize(cellW, cellH) {
  const h = Math.min(cellH * 0.8, cellW * 1.8);
  return { pickleW: Math.min(cellW * 0.72, h * 0.78), pickleH: h };
}

/** The column: rows of `row` px (the goal 1.5 rows), lanes at most 1.7 rows wide. */
function layoutDown(width, height) {
  const row = clamp((height - PAD * 2) / (12 + GOAL_SPAN.down), 16, 64);
  const label = clamp(row * 0.8, 24, 40);
  const lane = Math.max(8, Math.min((width - label - PAD * 2) / 4, row * 1.7));
  const goal = row * GOAL_SPAN.down;
  const top = (f) => (f === 13 ? PAD : PAD + goal + (12 - f) * row);
  const len = (f) => (f === 13 ? goal : row);
  const inner = label + lane * 4;
  const laneX = (i) => PAD + label + (i + 0.5) * lane;
  return {
    dir: "down", width: Math.round(inner + PAD * 2), height: Math.round(PAD * 2 + goal + row * 12),
    step: row, unit: row, cellW: lane, cellH: row, ...pickleSize(lane, row),
    band: (f) => rect(PAD, top(f), inner, len(f)),
    label: (f) => rect(PAD, top(f), label, len(f)),
    lanes: (f) => rect(PAD + label, top(f), lane * 4, len(f)),
    // Between field f and f + 1: a line across the column.
    boundary: (f) => ({ x: PAD, y: top(f), w: inner, h: 0 }),
    slot: (k) => rect(laneX(k) - (lane - 6) / 2, PAD + 4, lane - 6, goal - 8),
    placeWordAt: (k) => ({ x: laneX(k), y: PAD + 4 + row * 0.26, maxWidth: lane - 8 }),
    spot(laneIndex, field, place) {
      if (field === 13) return { x: laneX(place ? place - 1 : laneIndex), y: PAD + goal - row * 0.5 };
      return { x: laneX(laneIndex), y: top(field) + row / 2 };
    },
    fieldAt(x, y) {
      if (x < PAD || x > PAD + inner) return null;
      for (let f = 1; f <= 13; f++) if (y >= top(f) && y < top(f) + len(f)) return f;
      return null;
    },
  };
}

/** The row: columns of `col` px (the goal 1.6 columns), lanes at most 1.5 columns (or 56 px) high. */
function layoutAcross(width, height) {
  const col = clamp((width - PAD * 2) / (12 + GOAL_SPAN.across), 12, 96);
  const head = clamp(col * 0.7, 28, 40);
  const lane = clamp((height - PAD * 2 - head) / 4, 14, Math.max(56, col * 1.5));
  const goal = col * GOAL_SPAN.across;
  const left = (f) => PAD + (f - 1) * col;
  const len = (f) => (f === 13 ? goal : col);
  const inner = col * 12 + goal;
  const laneY = (i) => PAD + head + (i + 0.5) * lane;
  // In the goal the place's word stands on the left of its slot and the pickle on the right.
  const goalPickleX = left(13) + goal - col * 0.52;
  return {
    dir: "across", width: Math.round(inner + PAD * 2), height: Math.round(PAD * 2 + head + lane * 4),
    step: col, unit: Math.min(col, lane), cellW: col, cellH: lane, ...pickleSize(col, lane),
    band: (f) => rect(left(f), PAD, len(f), head + lane * 4),
    label: (f) => rect(left(f), PAD, len(f), head),
    lanes: (f) => rect(left(f), PAD + head, len(f), lane * 4),
    // Between field f and f + 1: a line down the row.
    boundary: (f) => ({ x: left(f + 1), y: PAD, w: 0, h: head + lane * 4 }),
    slot: (k) => rect(left(13) + 3, PAD + head + k * lane + 2, goal - 6, lane - 4),
    placeWordAt: (k) => ({ x: left(13) + (goal - col * 1.04) / 2 + 3, y: laneY(k), maxWidth: goal - col * 1.04 - 2 }),
    spot(laneIndex, field, place) {
      if (field === 13) return { x: goalPickleX, y: laneY(place ? place - 1 : laneIndex) };
      return { x: left(field) + col / 2, y: laneY(laneIndex) };
    },
    fieldAt(x, y) {
      if (y < PAD || y > PAD + head + lane * 4) return null;
      for (let f = 1; f <= 13; f++) if (x >= left(f) && x < left(f) + len(f)) return f;
      return null;
    },
  };
}

/**
 * The board for a box `width` × `height` CSS pixels, never wider than the box and, as far as it can
 * be helped, never taller: running `direction` ("down" or "across"), or else the way of the two that
 * draws the pickles larger (the column when it is about a tie).
 */
export function layoutBoard(width, height, direction = null) {
  const down = direction === "across" ? null : layoutDown(width, height);
  const across = direction === "down" ? null : layoutAcross(width, height);
  const area = (l) => l.pickleW * l.pickleH;
  const L = !down ? across : !across ? down : area(across) > area(down) * 1.08 ? across : down;
  return { ...L, pad: PAD };
}

/**
 * The height below which a board `width` pixels wide is squeezed: the row's lanes would be lower
 * than its fields are long (or 40 px). A table gives up room elsewhere before that.
 */
export function snugHeight(width) {
  const col = clamp((width - PAD * 2) / (12 + GOAL_SPAN.across), 12, 96);
  return Math.round(PAD * 2 + clamp(col * 0.7, 28, 40) + 4 * Math.max(40, col * 1.05));
}

/** The middle of the spot a pickle stands on: its lane on fields 1–12, its place in the goal. */
export const spot = (L, lane, field, place) => L.spot(lane, field, field === 13 ? place : null);
