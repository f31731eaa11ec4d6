// Gurke: how the table fills the board box of its frame. The players' tiles come in four sizes of
// fixed height, so the room they take is known before they are drawn; the plan picks the largest
// size, and the number of columns, that still leaves the felt room for a whole trick. The trick's
// cards then take the felt's whole room. Both plans depend only on the box's size and the number of
// players (and the trick's shape), never on what is drawn, so fitting never feeds back into itself.

// The tiles, largest first (rem): their height, and the least width they need. "line" is one line
// with the cards played this deal; "tall" and "small" put those cards under the name, as minis or
// as small index cards; "tiny" has two short lines without them (many players on a small screen).
export const TIERS = [
  { name: "line", height: 2.9, width: 27 },
  { name: "tall", height: 4.8, width: 13 },
  { name: "small", height: 3.6, width: 9 },
  { name: "tiny", height: 2.85, width: 5.2 },
];
export const GAP = 0.3;        // rem between the tiles, and between the parts of the board
const FELT_PAD = 0.4;          // rem of felt around the trick (table.css: .gurke-centre)
const MIN_CARD = 2.2;          // rem: the least height of a card on the felt
const PLAN_CARD = 2.6;         // rem: the least a plan of the board leaves room for (one card per player)
const MAX_CARD = 7;            // rem: the most
export const ROOMY = 3.4;      // rem: from this card height on, a play's caption (badge, name) stands under its cards
const BESIDE_SHARES = [0.36, 0.46, 0.56]; // the felt's shares of the width tried when it stands beside the tiles

/** The root font size in CSS pixels (rem), for turning the sizes above into pixels. */
export function remPx() {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * The height of the cards of a trick in a room of `width` × `height` px, the largest that lets every
 * play stand in rows: `plays` holds the number of cards of each play (a play not made yet counts
 * like the lead). Below ROOMY a play's caption is the seat's badge alone, laid on its card
 * (table.css: .gurke-centre[data-compact]). Returns 0 if not even the smallest cards fit.
 */
export function trickCardHeight(plays, width, height, rem, least = MIN_CARD) {
  const fits = (h) => {
    const cardW = Math.round(h * 0.72);
    const roomy = h >= ROOMY * rem;
    const caption = roomy ? 3 * rem : 1.35 * rem;                  // badge and name, or the badge alone
    const playH = h + (roomy ? 2.6 * rem : 0) + 0.6 * rem;         // cards, caption (and tag), padding
    const gapX = 0.5 * rem, gapY = 0.35 * rem;
    let rows = 1, x = 0;
    for (const n of plays) {
      const w = Math.max(n * cardW + (n - 1) * 0.2 * rem, caption) + 0.6 * rem;
      if (w > width) return false;
      if (x > 0 && x + gapX + w > width) { rows += 1; x = w; } else x += (x > 0 ? gapX : 0) + w;
    }
    return rows * playH + (rows - 1) * gapY <= height;
  };
  for (let h = Math.round(MAX_CARD * rem); h >= Math.round(least * rem); h -= 2) {
    if (fits(h)) return h;
  }
  return 0;
}

/**
 * How the board box (`width` × `height` px) holds `seats` tiles and the felt: {tier, cols, beside,
 * feltWidth, tileWidth, card}. `top(w)` is the height of the info line at width w. The largest tiles
 * that leave the felt room for a trick of one card per player win (one-line tiles only if the felt
 * then has room for captioned cards, else two-line tiles do if they can); among the arrangements of
 * one size of tile, the one with the larger cards on the felt and the fewer empty places.
 */
export function planBoard({ seats, width, height, top, rem }) {
  const gap = GAP * rem;
  const pad = 2 * FELT_PAD * rem + 4; // and the felt's border
  const tops = new Map();
  const topAt = (w) => {
    if (!tops.has(w)) tops.set(w, top(w));
    return tops.get(w);
  };
  const trick = Array.from({ length: seats }, () => 1);
  let kept = null;
  for (const tier of TIERS) {
    if (kept && tier.name !== "tall") return kept;
    const best = bestOfTier(tier, PLAN_CARD);
    if (!best) continue;
    if (tier.name === "line" && best.card < ROOMY * rem) { kept = best; continue; }
    return kept && best.card < ROOMY * rem ? kept : best;
  }
  if (kept) return kept;
  // A box too small for that: the smallest tiles with the felt's smallest cards, or, if even those do
  // not fit, as many tiles in a row as the width takes (the felt then shrinks its cards further).
  const smallest = TIERS.at(-1);
  const last = bestOfTier(smallest, MIN_CARD);
  if (last) return last;
  const inRow = Math.max(1, Math.min(seats, Math.floor((width + gap) / (smallest.width * rem + gap))));
  return { tier: smallest.name, cols: inRow, beside: false, feltWidth: width, tileWidth: (width - gap * (inRow - 1)) / inRow, card: 0 };

  function bestOfTier(tier, least) {
    const tileH = tier.height * rem;
    let best = null, bestScore = -Infinity;
    for (const share of [0, ...BESIDE_SHARES]) {
      const beside = share > 0;
      const feltW = beside ? Math.floor(width * share) : width;
      const seatsW = beside ? width - feltW - gap : width;
      for (let cols = 1; cols <= seats; cols += 1) {
        const tileWidth = (seatsW - gap * (cols - 1)) / cols;
        if (tileWidth < tier.width * rem) break;
        const rows = Math.ceil(seats / cols);
        const seatsH = rows * tileH + (rows - 1) * gap;
        const line = topAt(Math.floor(seatsW));
        if (line + gap + seatsH > height) continue;
        const feltH = beside ? height : height - line - seatsH - 2 * gap;
        const card = trickCardHeight(trick, feltW - pad, feltH - pad, rem, least);
        if (!card) continue;
        // Larger cards on the felt, fewer empty places; the felt beside the tiles only when that gains
        // (more so on an upright board, where a narrow felt beside narrow tiles looks cramped).
        const score = card - (rows * cols - seats) * 3 - (beside ? (height > width ? 38 : 8) : 0);
        if (score > bestScore) {
          bestScore = score;
          best = { tier: tier.name, cols, beside, feltWidth: feltW, tileWidth, card };
        }
      }
    }
    return best;
  }
}

/**
 * Call `refit` on the next animation frame whenever one of `boxes` changes size (a change made by
 * the refit itself is then seen on the frame after, never inside the observer).
 */
export function followBoxes(boxes, refit) {
  let pending = 0;
  const schedule = () => {
    if (!pending) pending = requestAnimationFrame(() => { pending = 0; refit(); });
  };
  const observer = new ResizeObserver(schedule);
  for (const box of boxes) observer.observe(box);
  return {
    schedule,
    stop() {
      observer.disconnect();
      cancelAnimationFrame(pending);
    },
  };
}
