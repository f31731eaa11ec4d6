// Game of the Goose: two dice drawn on a canvas, and their text for logs and screen readers.

/** Pip positions for each face, in a -1..1 box. */
const PIPS = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/**
 * Draw a pair of dice centred on (x, y), each `size` pixels wide, side by side
 * (or one above the other with `vertical: true`).
 *
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x  centre of the pair
 * @param {number} y  centre of the pair
 * @param {number} size  edge of one die in pixels
 * @param {number[]} dice  the two faces, 1..6 (anything else draws a blank face)
 * @param {{rolling?: boolean, vertical?: boolean, accent?: string, tilt?: number[]}} [opts]
 *   rolling: the dice are still tumbling (tilted, with motion marks);
 *   accent: CSS colour of the border (e.g. the colour of the seat that rolled);
 *   tilt: rotation of each die in radians (the caller varies it frame by frame while rolling).
 */
export function drawDice(ctx, x, y, size, [d1, d2] = [], opts = {}) {
  const { rolling = false, vertical = false, accent = '#4a3422' } = opts;
  const tilt = opts.tilt ?? (rolling ? [-0.3, 0.25] : [0, 0]);
  const gap = size * 0.28;
  const offset = (size + gap) / 2;
  const centres = vertical
    ? [[x, y - offset], [x, y + offset]]
    : [[x - offset, y], [x + offset, y]];
  [d1, d2].forEach((face, i) => drawDie(ctx, centres[i][0], centres[i][1], size, face, tilt[i] ?? 0, accent, rolling));
}

/** One die: a rounded white square with dark pips, rotated by `angle`. */
function drawDie(ctx, cx, cy, size, face, angle, accent, rolling) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(angle);
  const half = size / 2;
  const radius = size * 0.18;

  // Soft shadow, then the body.
  ctx.fillStyle = 'rgba(60, 40, 20, 0.22)';
  ctx.beginPath();
  ctx.roundRect(-half + size * 0.05, -half + size * 0.08, size, size, radius);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(-half, -half, size, size, radius);
  ctx.fillStyle = '#fffdf7';
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, size * 0.06);
  ctx.strokeStyle = accent;
  ctx.stroke();

  // Pips.
  const spread = size * 0.26;
  const pipR = size * 0.09;
  ctx.fillStyle = '#2b2118';
  for (const [px, py] of PIPS[face] ?? []) {
    ctx.beginPath();
    ctx.arc(px * spread, py * spread, pipR, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.restore();

  // While rolling, a few motion marks beside the die.
  if (rolling) {
    ctx.save();
    ctx.strokeStyle = 'rgba(74, 52, 34, 0.45)';
    ctx.lineWidth = Math.max(1, size * 0.05);
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (const dy of [-0.25, 0.05, 0.35]) {
      ctx.moveTo(cx - half * 1.35, cy + dy * size);
      ctx.lineTo(cx - half * 1.05, cy + dy * size);
    }
    ctx.stroke();
    ctx.restore();
  }
}

/** Plain text for a throw, e.g. "3 + 4 = 7" (empty for no throw). */
export function diceText(dice) {
  if (!Array.isArray(dice) || dice.length === 0) return '';
  const total = dice.reduce((sum, d) => sum + d, 0);
  return dice.length === 1 ? String(total) : `${dice.join(' + ')} = ${total}`;
}
