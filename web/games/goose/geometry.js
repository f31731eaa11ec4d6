// Game of the Goose: board geometry. Pure functions only (no DOM, no canvas), so they can be
// tested and reused.
//
// The board is a rectangular spiral on a grid of square cells. Square 0 (start) is on the
// outside at the bottom-left corner; the track runs to the right along the bottom edge, up the
// right edge, back along the top and down the left edge, then winds inwards ring after ring.
// The last square (the finish, 63) is the whole rectangle left free in the middle: a large
// "garden" with room for the finished pawns and the dice.
//
// For a given drawing area we try every grid (columns x rows x number of rings) whose rings hold
// the track squares almost exactly, and keep the one with the largest cells. That gives a wide
// grid in landscape and a tall one in portrait. When the rings have a few cells more than there
// are squares, the start square stretches over the spare cells (more room for pawns waiting there).

/** Spare ring cells the start square may absorb; more looks odd. */
const MAX_SPARE = 3;
/** The finish rectangle must be at least this many cells in both directions. */
const MIN_CENTRE = 2;

/**
 * Lay out the squares 0..finish as a spiral filling (at most) width x height CSS pixels.
 *
 * @param {number} width   available width in CSS pixels
 * @param {number} height  available height in CSS pixels
 * @param {number} finish  number of the last square (the view's board.finish)
 * @returns {{
 *   cells: {x:number,y:number,w:number,h:number}[], // index = square number
 *   size: number,            // edge of one grid cell (every square but start/finish is size x size)
 *   cols: number, rows: number, rings: number,
 *   width: number, height: number,   // the area actually used (board plus margin)
 *   track: {x:number,y:number}[],    // polyline through the squares in order, for the track band
 *   centre: {label: object, dice: object, pawns: object}, // parts of the finish rectangle
 *   finish: number,
 * }}
 */
export function layoutSpiral(width, height, finish) {
  const margin = Math.max(4, Math.round(Math.min(width, height) * 0.012));
  const grid = chooseGrid(width - 2 * margin, height - 2 * margin, finish);
  const { cols, rows, rings, spare } = grid;
  const size = Math.max(1, Math.floor(grid.size));
  const boardW = cols * size;
  const boardH = rows * size;
  const ox = Math.round((width - boardW) / 2);
  const oy = margin;

  const order = spiralOrder(cols, rows, grid.ringCells + 1); // one extra: the first finish cell
  const rectOf = ([c, r]) => ({ x: ox + c * size, y: oy + r * size, w: size, h: size });

  const cells = [];
  // Square 0 spans the first spare+1 cells of the bottom row.
  cells.push({ x: ox, y: oy + (rows - 1) * size, w: (spare + 1) * size, h: size });
  for (let sq = 1; sq < finish; sq++) cells.push(rectOf(order[spare + sq]));
  // The finish is the free rectangle inside the rings.
  cells.push({
    x: ox + rings * size,
    y: oy + rings * size,
    w: (cols - 2 * rings) * size,
    h: (rows - 2 * rings) * size,
  });

  // The track polyline: centre of every square, ending where the track enters the finish.
  const track = cells.slice(0, finish).map(centreOf);
  const last = centreOf(cells[finish - 1]);
  const entry = centreOf(rectOf(order[order.length - 1]));
  track.push({ x: (last.x + entry.x) / 2, y: (last.y + entry.y) / 2 });

  return {
    cells, size, cols, rows, rings, finish, track,
    width, height: boardH + 2 * margin,
    centre: splitCentre(cells[finish], size),
  };
}

/** Try every grid and keep the one with the largest cells (few spare cells break ties). */
function chooseGrid(width, height, finish) {
  let best = null;
  for (let cols = 2 * MIN_CENTRE + 2; cols <= 40; cols++) {
    for (let rows = 2 * MIN_CENTRE + 2; rows <= 40; rows++) {
      for (let rings = 1; 2 * rings + MIN_CENTRE <= Math.min(cols, rows); rings++) {
        const ringCells = cols * rows - (cols - 2 * rings) * (rows - 2 * rings);
        const spare = ringCells - finish;
        if (spare < 0 || spare > MAX_SPARE) continue;
        const size = Math.min(width / cols, height / rows);
        const score = size * (1 - 0.02 * spare);
        if (!best || score > best.score) best = { cols, rows, rings, ringCells, spare, size, score };
      }
    }
  }
  // A tiny or odd drawing area: fall back to a 10 x 10 board with two rings.
  return best ?? { cols: 10, rows: 10, rings: 2, ringCells: 64, spare: 64 - finish, size: Math.min(width, height) / 10 };
}

/**
 * Grid coordinates [col, row] of the first `count` cells of a spiral that starts at the
 * bottom-left corner, heads right and keeps turning towards the inside.
 */
export function spiralOrder(cols, rows, count) {
  const seen = new Set();
  const dirs = [[1, 0], [0, -1], [-1, 0], [0, 1]]; // right, up, left, down (screen y grows down)
  let c = 0, r = rows - 1, d = 0;
  const out = [];
  while (out.length < Math.min(count, cols * rows)) {
    out.push([c, r]);
    seen.add(r * cols + c);
    for (let turn = 0; turn < 4; turn++) {
      const [dc, dr] = dirs[d];
      const nc = c + dc, nr = r + dr;
      if (nc >= 0 && nc < cols && nr >= 0 && nr < rows && !seen.has(nr * cols + nc)) {
        c = nc; r = nr;
        break;
      }
      d = (d + 1) % 4;
    }
  }
  return out;
}

/**
 * Split the finish rectangle into a label part (flag and number), a dice part and a pawns part.
 * Tall or very wide rectangles: three strips one after the other. Otherwise the label takes a
 * column on the left and the dice sit above the pawns on the right (the dice want wide parts).
 */
function splitCentre(rect, size) {
  const pad = size * 0.12;
  const { x, y, w, h } = { x: rect.x + pad, y: rect.y + pad, w: rect.w - 2 * pad, h: rect.h - 2 * pad };
  if (h >= w) {
    return {
      label: { x, y, w, h: h * 0.3 },
      dice: { x, y: y + h * 0.3, w, h: h * 0.35 },
      pawns: { x, y: y + h * 0.65, w, h: h * 0.35 },
    };
  }
  if (w >= 2.4 * h) {
    return {
      label: { x, y, w: w * 0.3, h },
      dice: { x: x + w * 0.3, y, w: w * 0.35, h },
      pawns: { x: x + w * 0.65, y, w: w * 0.35, h },
    };
  }
  const lw = w * 0.3;
  return {
    label: { x, y, w: lw, h },
    dice: { x: x + lw, y, w: w - lw, h: h / 2 },
    pawns: { x: x + lw, y: y + h / 2, w: w - lw, h: h / 2 },
  };
}

/** Centre point of a rectangle. */
export function centreOf(rect) {
  return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
}

/** The square under the point (x, y), or -1. Useful for tooltips and clicks. */
export function squareAt(layout, x, y) {
  return layout.cells.findIndex((c) => x >= c.x && x < c.x + c.w && y >= c.y && y < c.y + c.h);
}

/**
 * Where `count` pawns sit inside `rect`: a small grid of slots, as large as fits.
 * `fill` is the pawn radius as a fraction of a slot's edge: above 0.5 neighbours overlap a little
 * (like stacked coins), which keeps crowded pawns large enough to read.
 * Returns [{x, y, r}] (centre and radius of each pawn), in the order given.
 */
export function pawnSlots(rect, count, maxRadius = Infinity, fill = 0.46) {
  if (count <= 0) return [];
  // Pick the number of columns that makes the slots largest.
  let best = { cols: 1, rows: count, cell: 0 };
  for (let cols = 1; cols <= count; cols++) {
    const rows = Math.ceil(count / cols);
    const cell = Math.min(rect.w / cols, rect.h / rows);
    if (cell > best.cell) best = { cols, rows, cell };
  }
  const { cols, rows, cell } = best;
  const r = Math.min(maxRadius, cell * fill);
  const stepX = rect.w / cols;
  const stepY = rect.h / rows;
  const slots = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / cols);
    // Centre a shorter last row.
    const inRow = row === rows - 1 ? count - row * cols : cols;
    const col = i % cols;
    const rowOffset = (cols - inRow) * stepX / 2;
    slots.push({ x: rect.x + rowOffset + (col + 0.5) * stepX, y: rect.y + (row + 0.5) * stepY, r });
  }
  return slots;
}

/** Linear interpolation between two points, t in [0, 1]. */
export function lerpPoint(a, b, t) {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}
