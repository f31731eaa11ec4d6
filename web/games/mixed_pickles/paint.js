// Mixed Pickles: painting the board. The fields are white (the start, 1), blue (2–9), yellow
// (10–12) and green (the goal, 13); where they lie comes from geometry.js, which runs the track
// down a column or across a row. A pickle is drawn in its colour AND with its letter on it, so
// colour is never the only cue.

export const FONT = 'system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
export const INK = "#1f2a1c";
export const GOLD = "#f2b705";
export const TARGET = "#0a5bd6";
export const MOVABLE = "#2e7d32";
/** The pickles' colours; style.css gives the chips of the cards the same ones. */
export const PICKLE_COLORS = { yellow: "#f4c20d", red: "#d7352b", blue: "#2b6fd6", green: "#2f9a45" };
const PICKLE_BUMPS = { yellow: "#fff3b0", red: "#f6b0a8", blue: "#b5cff6", green: "#b9e5bf" };
const FIELD_FILL = (f) => (f === 1 ? "#ffffff" : f <= 9 ? "#dce9f8" : f <= 12 ? "#fbefbb" : "#e3f0d3");
const LABEL_FILL = (f) => (f === 13 ? "#cfe3b8" : f === 1 ? "#efeadc" : f <= 9 ? "#bcd4ef" : "#f1dc86");
const ZONE_EDGE = new Set([1, 9, 12]); // a stronger line after these fields, where the colours change

const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));

/** Write `text` centred at (x, y) in a bold font of `size` px, smaller if it would be wider than `room`. */
function fitText(g, text, x, y, size, room, weight = 700) {
  let px = Math.round(size);
  g.font = `${weight} ${px}px ${FONT}`;
  while (px > 8 && g.measureText(text).width > room) {
    px -= 1;
    g.font = `${weight} ${px}px ${FONT}`;
  }
  g.fillText(text, x, y, room);
}

/** A field's number in its label, with the word "Start" or "Goal" under it on those two. */
function paintLabel(g, L, f, words) {
  const r = L.label(f);
  const word = f === 13 ? words.goal : f === 1 ? words.start : "";
  const size = clamp(L.unit * 0.36, 13, 20);
  const across = L.dir === "across";
  // Down: the number in the goal's first row, the word under it. Across: the number on top, the word under it.
  const numberY = across ? r.y + (word ? size * 0.72 : r.h / 2) : f === 13 ? r.y + L.step * 0.5 : r.y + (word ? r.h * 0.4 : r.h / 2);
  g.fillStyle = INK;
  fitText(g, String(f), r.x + r.w / 2, numberY, size, r.w - 2, 800);
  if (!word) return;
  const small = clamp(L.unit * 0.22, 8, 12);
  g.fillStyle = f === 13 ? "#3d5a2a" : "#6b6556";
  const wordY = across ? r.y + size * 0.72 + size * 0.5 + small * 0.7 : f === 13 ? r.y + L.step * 0.95 : r.y + r.h * 0.82;
  fitText(g, word, r.x + r.w / 2, wordY, small, r.w - 3);
}

/** The track with the fields' numbers, the start, and the goal's place slots. */
export function paintBoard(g, L, words) {
  g.save();
  g.textAlign = "center";
  g.textBaseline = "middle";
  for (let f = 1; f <= 13; f++) {
    const band = L.band(f), label = L.label(f);
    g.fillStyle = FIELD_FILL(f);
    g.fillRect(band.x, band.y, band.w, band.h);
    g.fillStyle = LABEL_FILL(f);
    g.fillRect(label.x, label.y, label.w, label.h);
    paintLabel(g, L, f, words);
  }
  // The goal's places: four slots, numbered.
  const size = clamp(L.unit * 0.26, 9, 15);
  for (let k = 0; k < 4; k++) {
    const s = L.slot(k);
    g.beginPath();
    g.roundRect(s.x, s.y, s.w, s.h, Math.min(8, s.h / 3));
    g.fillStyle = "rgba(255,255,255,0.55)";
    g.fill();
    g.setLineDash([4, 3]);
    g.lineWidth = 1.5;
    g.strokeStyle = "#7c9a5c";
    g.stroke();
    g.setLineDash([]);
    g.fillStyle = "#3d5a2a";
    const at = L.placeWordAt(k);
    fitText(g, words.place(k + 1), at.x, at.y, size, at.maxWidth);
  }
  // Lines between the fields, a stronger one where the zones change.
  for (let f = 1; f <= 12; f++) {
    const b = L.boundary(f);
    const strong = ZONE_EDGE.has(f);
    const thick = strong ? 2 : 1;
    g.fillStyle = strong ? "#6f7f5a" : "rgba(60,70,50,0.28)";
    if (b.w) g.fillRect(b.x, b.y - thick / 2, b.w, thick);
    else g.fillRect(b.x - thick / 2, b.y, thick, b.h);
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
  const r = L.lanes(field);
  ctx.fillStyle = "rgba(10, 91, 214, 0.16)";
  ctx.fillRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = TARGET;
  ctx.strokeRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4);
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
  const r = L.lanes(field);
  ctx.strokeRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4);
  ctx.restore();
}
