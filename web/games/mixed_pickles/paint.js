// Mixed Pickles: the board's geometry and painting. A column of 13 fields, the goal (13) on top and
// the white start (1) at the bottom, fields 2–9 blue and 10–12 yellow. Every pickle has its own lane
// (yellow, red, blue, green from the left), so pickles on one field stand side by side and a move is
// a straight slide; in the goal the lanes are the places 1–4. A pickle is drawn in its colour AND
// with its letter on it, so colour is never the only cue.

export const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
export const INK = "#1f2a1c";
export const GOLD = "#f2b705";
export const TARGET = "#0a5bd6";
export const MOVABLE = "#2e7d32";
/** The pickles' colours; style.css gives the chips of the cards the same ones. */
export const PICKLE_COLORS = { yellow: "#f4c20d", red: "#d7352b", blue: "#2b6fd6", green: "#2f9a45" };
const PICKLE_BUMPS = { yellow: "#fff3b0", red: "#f6b0a8", blue: "#b5cff6", green: "#b9e5bf" };
const FIELD_FILL = (f) => (f === 1 ? "#ffffff" : f <= 9 ? "#dce9f8" : f <= 12 ? "#fbefbb" : "#e3f0d3");

const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));

/** Where everything lies for a board `width` CSS pixels wide and at most `maxHeight` tall. */
export function layoutBoard(width, maxHeight) {
  const pad = 3;
  const label = clamp(width * 0.13, 24, 40);
  const lane = (width - label - pad * 2) / 4;
  const row = clamp((maxHeight - pad * 2) / 13.5, 44, 60);
  const goal = row * 1.5;
  const height = Math.round(pad * 2 + goal + row * 12);
  const top = (field) => (field === 13 ? pad : pad + goal + (12 - field) * row);
  const rowHeight = (field) => (field === 13 ? goal : row);
  const laneX = (i) => pad + label + (i + 0.5) * lane;
  const pickleW = Math.min(lane * 0.6, row * 0.62);
  const pickleH = row * 0.8;
  return { width, height, pad, label, lane, row, goal, top, rowHeight, laneX, pickleW, pickleH,
    left: pad + label, right: width - pad };
}

/** The middle of the spot a pickle stands on: its lane on fields 1–12, its place in the goal. */
export function spot(L, lane, field, place) {
  if (field === 13) {
    const slot = place ? place - 1 : lane;
    return { x: L.laneX(slot), y: L.top(13) + L.goal - L.row * 0.5 };
  }
  return { x: L.laneX(lane), y: L.top(field) + L.row / 2 };
}

/** The column of fields with their numbers, the start, and the goal's place slots. */
export function paintBoard(g, L, words) {
  g.save();
  for (let f = 1; f <= 13; f++) {
    const y = L.top(f), h = L.rowHeight(f);
    g.fillStyle = FIELD_FILL(f);
    g.fillRect(L.pad, y, L.width - L.pad * 2, h);
    g.fillStyle = f === 13 ? "#cfe3b8" : f === 1 ? "#efeadc" : f <= 9 ? "#bcd4ef" : "#f1dc86";
    g.fillRect(L.pad, y, L.label, h);
    g.font = `800 ${Math.round(clamp(L.row * 0.36, 14, 20))}px ${FONT}`;
    g.textAlign = "center";
    g.textBaseline = "middle";
    g.fillStyle = INK;
    g.fillText(String(f), L.pad + L.label / 2, f === 13 ? y + L.row * 0.5 : y + h / 2);
  }
  // The goal's places: four slots, numbered.
  const size = Math.round(clamp(L.row * 0.26, 11, 15));
  g.font = `700 ${size}px ${FONT}`;
  for (let k = 0; k < 4; k++) {
    const x = L.laneX(k), w = L.lane - 6, top = L.top(13) + 4;
    g.beginPath();
    g.roundRect(x - w / 2, top, w, L.goal - 8, 8);
    g.fillStyle = "rgba(255,255,255,0.55)";
    g.fill();
    g.setLineDash([4, 3]);
    g.lineWidth = 1.5;
    g.strokeStyle = "#7c9a5c";
    g.stroke();
    g.setLineDash([]);
    g.fillStyle = "#3d5a2a";
    g.fillText(words.place(k + 1), x, top + size * 0.9);
  }
  g.font = `700 ${Math.round(clamp(L.row * 0.22, 9, 12))}px ${FONT}`;
  g.fillStyle = "#3d5a2a";
  g.fillText(words.goal, L.pad + L.label / 2, L.top(13) + L.row * 0.95);
  g.fillStyle = "#6b6556";
  g.fillText(words.start, L.pad + L.label / 2, L.top(1) + L.row * 0.82);
  // Lines between the fields, a stronger one where the zones change.
  for (let f = 1; f <= 12; f++) {
    const y = L.top(f);
    g.fillStyle = f === 12 || f === 9 || f === 1 ? "#6f7f5a" : "rgba(60,70,50,0.28)";
    g.fillRect(L.pad, y - (f === 12 || f === 9 || f === 1 ? 1 : 0.5), L.width - L.pad * 2, f === 12 || f === 9 || f === 1 ? 2 : 1);
  }
  g.lineWidth = 2;
  g.strokeStyle = "#6f7f5a";
  g.strokeRect(L.pad, L.pad, L.width - L.pad * 2, L.height - L.pad * 2);
  g.restore();
}

/** One pickle: a bumpy capsule in its colour with its letter; `alpha` < 1 for ghosts. */
export function drawPickle(ctx, L, pickle, letter, x, y, { alpha = 1, scale = 1, place = null } = {}) {
  const w = L.pickleW * scale, h = L.pickleH * scale;
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, w / 2);
  ctx.fillStyle = PICKLE_COLORS[pickle] ?? "#888";
  ctx.fill();
  ctx.fillStyle = PICKLE_BUMPS[pickle] ?? "#ddd";
  for (const [dx, dy] of [[-0.22, -0.3], [0.2, -0.12], [-0.18, 0.2], [0.22, 0.34]]) {
    ctx.beginPath();
    ctx.arc(x + dx * w, y + dy * h, Math.max(1.2, w * 0.06), 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, w / 2);
  ctx.lineWidth = Math.max(1.6, w * 0.07);
  ctx.strokeStyle = INK;
  ctx.stroke();
  const size = Math.round(w * (letter.length > 1 ? 0.48 : 0.62));
  ctx.font = `900 ${size}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(2.5, size * 0.3);
  ctx.strokeStyle = "rgba(20,20,20,0.9)";
  ctx.strokeText(letter, x, y + 1);
  ctx.fillStyle = "#fff";
  ctx.fillText(letter, x, y + 1);
  if (place) paintPlaceBadge(ctx, x + w * 0.48, y - h * 0.42, Math.max(9, w * 0.3), place);
  ctx.restore();
}

/** A round badge with the finishing place (gold for the first). */
function paintPlaceBadge(ctx, x, y, r, place) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fillStyle = place === 1 ? GOLD : "#fffdf6";
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.font = `800 ${Math.round(r * 1.25)}px ${FONT}`;
  ctx.fillStyle = INK;
  ctx.fillText(String(place), x, y + 1);
}

/** A ring round a pickle's spot: movable (green, dashed), selected (gold), swap partner (blue). */
export function paintRing(ctx, L, x, y, style) {
  const w = L.pickleW + 10, h = L.pickleH + 8;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, w / 2);
  ctx.lineWidth = style === "selected" ? 4 : 3;
  ctx.strokeStyle = { selected: GOLD, partner: TARGET }[style] ?? MOVABLE;
  if (style === "movable") ctx.setLineDash([5, 4]);
  if (style === "selected") { ctx.shadowColor = GOLD; ctx.shadowBlur = 10; }
  ctx.stroke();
  ctx.restore();
}

/** A field the selected pickle may go to: the row tinted, a ring where the pickle would stand. */
export function paintTarget(ctx, L, field, x, y) {
  ctx.save();
  ctx.fillStyle = "rgba(10, 91, 214, 0.16)";
  ctx.fillRect(L.left, L.top(field) + 1, L.right - L.left, L.rowHeight(field) - 2);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = TARGET;
  ctx.strokeRect(L.left + 1.5, L.top(field) + 2, L.right - L.left - 3, L.rowHeight(field) - 4);
  const w = L.pickleW + 10, h = L.pickleH + 8;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, w / 2);
  ctx.setLineDash([6, 4]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = TARGET;
  ctx.stroke();
  ctx.restore();
}

/** The path of the last move: a faint ghost where the pickle stood and an arrow to where it is. */
export function paintTrail(ctx, L, from, to) {
  ctx.save();
  ctx.strokeStyle = "rgba(31, 42, 28, 0.55)";
  ctx.fillStyle = "rgba(31, 42, 28, 0.55)";
  ctx.lineWidth = 2.5;
  ctx.setLineDash([5, 4]);
  const dx = to.x - from.x, dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len < 4) { ctx.restore(); return; }
  const ux = dx / len, uy = dy / len;
  const start = { x: from.x + ux * L.pickleH * 0.3, y: from.y + uy * L.pickleH * 0.3 };
  const end = { x: to.x - ux * L.pickleH * 0.52, y: to.y - uy * L.pickleH * 0.52 };
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  ctx.lineTo(end.x, end.y);
  ctx.stroke();
  ctx.setLineDash([]);
  const a = 8;
  ctx.beginPath();
  ctx.moveTo(end.x, end.y);
  ctx.lineTo(end.x - ux * a - uy * a * 0.6, end.y - uy * a + ux * a * 0.6);
  ctx.lineTo(end.x - ux * a + uy * a * 0.6, end.y - uy * a - ux * a * 0.6);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** A glow over a field (a pickle arrives home, a move is taken back). */
export function paintGlow(ctx, L, field, color, strength) {
  if (!(strength > 0)) return;
  ctx.save();
  ctx.globalAlpha = Math.min(1, strength);
  ctx.lineWidth = 4;
  ctx.strokeStyle = color;
  ctx.shadowColor = color;
  ctx.shadowBlur = 12;
  ctx.strokeRect(L.left + 2, L.top(field) + 2, L.right - L.left - 4, L.rowHeight(field) - 4);
  ctx.restore();
}
