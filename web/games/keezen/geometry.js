// Keezen: board geometry. Pure functions only (no DOM, no canvas), so they can be tested and reused.
//
// The track is a ring of 16 squares per board seat, laid on a rounded rectangle that fills the
// drawing area (taller than wide in portrait, wider in landscape: more room per square than a
// circle). Square 0 sits at the bottom, just left of the middle, and the squares go clockwise
// on screen. Board seat k owns the squares 16k … 16k+15; its start square is 16k, its entrance (the
// square just before the start) is 16k−1. From the entrance the four home squares lead straight
// inwards; the four nest spots lie inside the track beside the start. The middle is left free for
// the pile of played cards.

// Where a pawn stands is one number, as the engine's view gives it: the view's board.nest, a track
// square 0 … track−1, or board.home + h for home square h.

/**
 * Lay out the board in (at most) width × maxHeight CSS pixels.
 * @param {number} width       available width
 * @param {number} maxHeight   available height
 * @param {{seats:number, squares_per_seat?:number}} board  the view's board
 * @returns {{
 *   width:number, height:number, seats:number, perSeat:number, count:number,
 *   spacing:number,                       // distance between neighbouring track squares
 *   hole:number, pawn:number,             // radius of a square's hole and of a pawn
 *   squares:{x,y,nx,ny}[],                // track square centres and inward normals
 *   homes:{x,y}[][], nests:{x,y}[][],     // per board seat: 4 home squares, 4 nest spots
 *   trays:{x,y}[][],                      // per board seat: the nest tray (a band through its spots)
 *   tags:{x,y,nx,ny}[],                   // per board seat: the edge of its tag nearest the track
 *   numbers:{x,y,n}[],                    // a few square numbers, outside the track
 *   outline:object, centre:{x,y,w,h},     // the track's rounded rectangle, the free middle
 *   margin:number,                        // from the track's centre line to the board's edge
 * }}
 */
export function layoutBoard(width, maxHeight, board) {
  const seats = board.seats === 6 ? 6 : 4;
  const perSeat = board.squares_per_seat || 16;
  const count = seats * perSeat;
  const W = Math.max(100, width); // (100: a floor while the box is not laid out yet; a phone upright in table mode gives it 150)
  const H = Math.max(100, maxHeight);
  // The board's shape: close to square, a little taller in portrait, wider in landscape.
  const height = Math.min(H, W * 1.3);
  const boardW = Math.min(W, height * 1.32);

  // The squares' spacing depends on the track's length, which depends on the margin the
  // squares need: a few rounds of refinement settle it.
  let spacing = Math.min(boardW, height) / (count / 3.2);
  let outline = null, margin = 0;
  for (let round = 0; round < 4; round++) {
    margin = spacing * 0.62 + Math.max(10, spacing * 0.55); // half a square + room for numbers
    const a = boardW / 2 - margin, b = height / 2 - margin;
    outline = roundedRect(W / 2, height / 2, a, b, Math.min(a, b) * (seats === 6 ? 0.8 : 0.46)); // 6 seats: a rounder ring
    spacing = outline.length / count;
  }
  const squares = Array.from({ length: count }, (_, i) => outline.at(((i + 0.5) * outline.length) / count));

  const homes = [], nests = [], trays = [], tags = [];
  for (let k = 0; k < seats; k++) {
    const start = k * perSeat;
    const entrance = squares[(start - 1 + count) % count];
    const edge = { ...outline.at((k * outline.length) / seats), s: (k * outline.length) / seats }; // between entrance and start
    // Home squares: straight inwards from the entrance.
    homes.push([0, 1, 2, 3].map((h) => ({
      x: entrance.x + edge.nx * (h + 1.1) * spacing, y: entrance.y + edge.ny * (h + 1.1) * spacing,
    })));
    // Nest: four spots inside the track, beside the start, following its bend (on a bend the
    // inner line is shorter, so walk on until each spot is far enough from the one before).
    const inner = (s) => {
      const p = outline.at(s);
      return { x: p.x + p.nx * spacing * 1.4, y: p.y + p.ny * spacing * 1.4 };
    };
    const spots = [];
    let s = edge.s + spacing * 1.5;
    spots.push(inner(s));
    while (spots.length < 4) {
      s += spacing * 0.05;
      const p = inner(s);
      const last = spots[spots.length - 1];
      if (Math.hypot(p.x - last.x, p.y - last.y) >= spacing * 0.98) spots.push(p);
    }
    nests.push(spots);
    trays.push(spots);
    // The name tag: further inside, past the nest (paintTags adds the tag's own half size).
    const mid = squares[(start + 2) % count];
    tags.push({ x: mid.x + mid.nx * spacing * 2.1, y: mid.y + mid.ny * spacing * 2.1, nx: mid.nx, ny: mid.ny });
  }

  // Square numbers (1-based, as in the texts) every fourth square, just outside the track.
  const numbers = [];
  for (let i = 0; i < count; i += 4) {
    const sq = squares[i];
    numbers.push({ x: sq.x - sq.nx * spacing * 0.95, y: sq.y - sq.ny * spacing * 0.95, n: i + 1 });
  }

  const inset = spacing * 5.6;
  const centre = {
    x: outline.cx - outline.a + inset, y: outline.cy - outline.b + inset,
    w: Math.max(spacing * 3, 2 * (outline.a - inset)), h: Math.max(spacing * 3, 2 * (outline.b - inset)),
  };
  if (centre.w === spacing * 3) centre.x = outline.cx - centre.w / 2;
  if (centre.h === spacing * 3) centre.y = outline.cy - centre.h / 2;

  return {
    width: W, height, seats, perSeat, count, spacing, margin,
    hole: spacing * 0.34, pawn: spacing * 0.41,
    squares, homes, nests, trays, tags, numbers, outline, centre,
  };
}

/**
 * A rounded rectangle centred on (cx, cy) with half sizes a, b and corner radius r, walked from the
 * middle of its bottom edge clockwise on screen (leftwards first). `at(s)` gives the point at arc
 * length s with the inward normal.
 */
export function roundedRect(cx, cy, a, b, r) {
  const segments = [];
  const line = (x1, y1, x2, y2, nx, ny) => {
    const len = Math.hypot(x2 - x1, y2 - y1);
    segments.push({ len, at: (u) => ({ x: x1 + (x2 - x1) * u, y: y1 + (y2 - y1) * u, nx, ny }) });
  };
  const arc = (ox, oy, from) => {
    segments.push({
      len: (r * Math.PI) / 2,
      at: (u) => {
        const th = from + (u * Math.PI) / 2;
        const c = Math.cos(th), s = Math.sin(th);
        return { x: ox + r * c, y: oy + r * s, nx: -c, ny: -s };
      },
    });
  };
  line(cx, cy + b, cx - a + r, cy + b, 0, -1);
  arc(cx - a + r, cy + b - r, Math.PI / 2);
  line(cx - a, cy + b - r, cx - a, cy - b + r, 1, 0);
  arc(cx - a + r, cy - b + r, Math.PI);
  line(cx - a + r, cy - b, cx + a - r, cy - b, 0, 1);
  arc(cx + a - r, cy - b + r, (3 * Math.PI) / 2);
  line(cx + a, cy - b + r, cx + a, cy + b - r, -1, 0);
  arc(cx + a - r, cy + b - r, 0);
  line(cx + a - r, cy + b, cx, cy + b, 0, -1);
  const length = segments.reduce((sum, seg) => sum + seg.len, 0);
  const at = (s) => {
    s = ((s % length) + length) % length;
    for (const seg of segments) {
      if (s <= seg.len) return seg.at(seg.len ? s / seg.len : 0);
      s -= seg.len;
    }
    return segments[segments.length - 1].at(1);
  };
  return { cx, cy, a, b, r, length, at };
}

/**
 * Where a pawn stands: the centre of its track square, home square or nest spot. `board` is the
 * view's board (the numbers of the nest and the first home square), `boardSeat` the owner's board
 * seat; nest spots are one per pawn (pawn i on spot i).
 */
export function placePoint(layout, board, place, boardSeat, pawnIndex = 0) {
  if (place === board.nest || place === undefined || place === null) {
    const spots = layout.nests[boardSeat];
    return spots ? spots[pawnIndex % 4] : null;
  }
  if (place >= board.home) {
    const row = layout.homes[boardSeat];
    return row ? row[Math.min(3, place - board.home)] ?? null : null;
  }
  return layout.squares[place] ?? null;
}

/** Index of the nearest item of `items` ({x, y}) within `radius` of (x, y), or -1. */
export function nearest(items, x, y, radius) {
  let best = -1, bestD = Infinity;
  items.forEach((item, i) => {
    const d = Math.hypot(item.x - x, item.y - y);
    const reach = Math.max(radius, item.r ?? 0);
    if (d <= reach && d < bestD) { best = i; bestD = d; }
  });
  return best;
}

/** Linear interpolation between two points, t in [0, 1]. */
export function lerpPoint(a, b, t) {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Ease in and out. */
export const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t));
