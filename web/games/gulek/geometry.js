// Gulek: board geometry. Pure functions only (no DOM, no canvas).
//
// Fifteen pits on a ring, pit 0 at the top and the numbers growing clockwise (as the engine's
// direction 1). Inside the ring lies the big centre pit (captured balls; removed pairs in the
// solitaires), and between the two a band where each player's parked pairs lie, one sector per
// seat. Pit numbers sit outside the ring; each pit's ball count sits on its inner rim.

export const PITS = 15;

/**
 * Lay out the board in (at most) width × maxHeight CSS pixels.
 * @returns {{width, height, cx, cy, R, r, seats, font, outer, ball, centreR, parkR, pits:{x,y,a,ux,uy}[],
 *            labels:{x,y}[], counts:{x,y}[], ghosts:{x,y}[], countR:number,
 *            polar:(a: number, radius: number) => {x: number, y: number}}}
 */
export function layoutBoard(width, maxHeight, seats = 1) {
  const W = Math.max(200, width);
  const S = Math.max(220, Math.min(W, maxHeight));
  const cx = W / 2, cy = S / 2;
  // The ring: pits as big as fit side by side (a fingertip: at least 44 px across on a phone),
  // numbers outside them.
  const font = Math.max(12, S * 0.036);
  const labelRoom = font * 1.25 + 6;
  const R = (S / 2 - labelRoom - 2) / 1.2;
  const r = R * 0.2;
  const pits = Array.from({ length: PITS }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / PITS;
    const ux = Math.cos(a), uy = Math.sin(a);
    return { x: cx + R * ux, y: cy + R * uy, a, ux, uy };
  });
  const at = (i, radius) => ({ x: cx + radius * pits[i].ux, y: cy + radius * pits[i].uy });
  const countR = Math.max(8, r * 0.36);
  const inner = R - r - countR * 1.4;
  const centreR = (R - r) * 0.42;
  const parkR = (centreR + inner) / 2;
  return {
    width: W, height: S, cx, cy, R, r, seats, font, outer: R + r + labelRoom,
    ball: r * 0.27,
    countR,
    centreR,
    parkR,
    pits,
    labels: pits.map((_, i) => at(i, R + r + 6 + font * 0.62)),
    counts: pits.map((_, i) => at(i, R - r - countR * 0.3)),
    ghosts: pits.map((_, i) => at(i, R + r * 0.78)),
    /** The point of angle `a` (radians) at distance `radius` from the centre. */
    polar: (a, radius) => ({ x: cx + radius * Math.cos(a), y: cy + radius * Math.sin(a) }),
  };
}

/** The angle of seat `seat`'s sector of parked pairs (n seats round the band). */
export function sectorAngle(seat, n) {
  return -Math.PI / 2 + (2 * Math.PI * (seat + 0.5)) / Math.max(1, n);
}

/** Offsets (in ball radii) of k balls drawn side by side in a pit, k = 1 … 8. */
const CLUSTERS = {
  1: [[0, 0]],
  2: [[-1.1, 0], [1.1, 0]],
  3: [[0, -1.15], [-1.15, 0.8], [1.15, 0.8]],
  4: [[-1.12, -1.12], [1.12, -1.12], [-1.12, 1.12], [1.12, 1.12]],
  5: [[0, 0], [-1.3, -1.3], [1.3, -1.3], [-1.3, 1.3], [1.3, 1.3]],
  6: ring(6, 2.05, false),
  7: ring(6, 2.1, true),
  8: ring(7, 2.25, true),
};

function ring(n, radius, centre) {
  const out = centre ? [[0, 0]] : [];
  for (let k = 0; k < n; k++) {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / n;
    out.push([radius * Math.cos(a), radius * Math.sin(a)]);
  }
  return out;
}

export const MAX_DRAWN = 8;

/** The radius of the balls of a pit holding k of them, in a pit of radius r. */
export function ballRadius(k, r) {
  return r * (k <= 1 ? 0.42 : k === 2 ? 0.38 : k <= 4 ? 0.33 : k === 5 ? 0.29 : 0.26);
}

/** Where the balls of a pit with k ≤ 8 balls lie, relative to its centre, for ball radius b. */
export function clusterOffsets(k, b) {
  return (CLUSTERS[Math.min(MAX_DRAWN, k)] ?? []).map(([x, y]) => ({ x: x * b, y: y * b }));
}

/** Where n counted tokens (one per colour) lie in a circle of radius `radius`. */
export function tokenOffsets(n, radius) {
  if (n <= 1) return [{ x: 0, y: 0 }];
  if (n === 2) return [{ x: -radius * 0.45, y: 0 }, { x: radius * 0.45, y: 0 }];
  // Five or six colours: one in the middle, the others round it (larger than a ring of six).
  const middle = n >= 5;
  const ringN = middle ? n - 1 : n;
  const d = radius * (middle ? 0.62 : 0.5);
  const out = middle ? [{ x: 0, y: 0 }] : [];
  for (let k = 0; k < ringN; k++) {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / ringN;
    out.push({ x: d * Math.cos(a), y: d * Math.sin(a) });
  }
  return out;
}

/** The nearest target within `radius` of (x, y), or -1. */
export function nearest(targets, x, y, radius) {
  let best = -1, bestD = Infinity;
  targets.forEach((tg, i) => {
    const d = Math.hypot(tg.x - x, tg.y - y) - (tg.r ?? 0);
    if (d < bestD && d <= radius) { best = i; bestD = d; }
  });
  return best;
}

export const ease = (x) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
export const lerp = (a, b, t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
