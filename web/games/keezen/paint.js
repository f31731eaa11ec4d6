// Keezen: painting the board. The static part (wood, track, starts, homes, nests, numbers) is
// drawn once per size into a cache; the seat tags and the pile of played cards change with the
// view and are drawn every frame.

import { FONT, INK, GOLD, drawBadge, tint } from "./pawns.js";
import { inkOn, seatShape, traceSeatShape } from "../kit/seat-shape.js";

const WOOD = { light: "#f0dcae", dark: "#e2c28a", edge: "#a9875a", band: "#c9a46c", hole: "#fbf3df", holeEdge: "#9b7b4f" };
const NEUTRAL = "#b8a47f"; // board seats nobody sits at

/**
 * The static board. `owners[k]` is the player sitting at board seat k, or null.
 * @param {CanvasRenderingContext2D} g
 */
export function paintBoard(g, L, owners, seatColor) {
  const sp = L.spacing;
  const o = L.outline;
  g.clearRect(0, 0, L.width, L.height);

  // The wooden board under everything.
  const m = L.margin - 2;
  const bx = o.cx - o.a - m, by = o.cy - o.b - m, bw = 2 * (o.a + m), bh = 2 * (o.b + m);
  const wood = g.createLinearGradient(bx, by, bx + bw, by + bh);
  wood.addColorStop(0, WOOD.light);
  wood.addColorStop(1, WOOD.dark);
  g.save();
  g.shadowColor = "rgba(70, 45, 15, 0.25)";
  g.shadowBlur = 8;
  g.shadowOffsetY = 2;
  g.beginPath();
  g.roundRect(bx, by, bw, bh, o.r + m * 0.8);
  g.fillStyle = wood;
  g.fill();
  g.restore();
  g.lineWidth = 2;
  g.strokeStyle = WOOD.edge;
  g.stroke();
  // A few soft grain lines.
  g.save();
  g.clip();
  g.strokeStyle = "rgba(150, 110, 60, 0.10)";
  g.lineWidth = 1.5;
  for (let y = by + 9; y < by + bh; y += 17) {
    g.beginPath();
    g.moveTo(bx, y);
    g.bezierCurveTo(bx + bw * 0.3, y - 6, bx + bw * 0.6, y + 7, bx + bw, y - 2);
    g.stroke();
  }
  g.restore();

  // The track: a groove along the ring.
  g.beginPath();
  g.roundRect(o.cx - o.a, o.cy - o.b, 2 * o.a, 2 * o.b, o.r);
  g.lineWidth = sp * 0.98;
  g.strokeStyle = WOOD.band;
  g.stroke();
  g.lineWidth = Math.max(1, sp * 0.06);
  g.strokeStyle = "rgba(255, 248, 230, 0.55)";
  g.stroke();

  // Home lanes and nest trays, tinted in the colour of whoever sits there.
  for (let k = 0; k < L.seats; k++) {
    const color = owners[k] === null ? NEUTRAL : seatColor(owners[k]);
    const homes = L.homes[k];
    const entrance = L.squares[(k * L.perSeat - 1 + L.count) % L.count];
    band(g, [entrance, homes[3]], sp * 0.56, tint(color, 0.55), color);
    band(g, L.trays[k], sp * 0.6, tint(color, 0.35), color);
  }

  // The holes of the track; start squares in their colour with a ring that shows under a pawn.
  L.squares.forEach((sq, i) => {
    const k = i % L.perSeat === 0 ? i / L.perSeat : -1;
    if (k >= 0) {
      const color = owners[k] === null ? NEUTRAL : seatColor(owners[k]);
      g.beginPath();
      g.arc(sq.x, sq.y, sp * 0.52, 0, 2 * Math.PI);
      g.fillStyle = color;
      g.fill();
      g.lineWidth = Math.max(1, sp * 0.06);
      g.strokeStyle = INK;
      g.stroke();
      hole(g, sq.x, sq.y, L.hole, tint(color, 0.45));
    } else {
      hole(g, sq.x, sq.y, L.hole);
    }
  });

  // Home squares and nest spots: holes with the seat's shape as a second cue.
  for (let k = 0; k < L.seats; k++) {
    const player = owners[k];
    const color = player === null ? NEUTRAL : seatColor(player);
    for (const spot of L.nests[k]) hole(g, spot.x, spot.y, L.hole, tint(color, 0.85));
    for (const spot of L.homes[k]) {
      hole(g, spot.x, spot.y, L.hole, "#fffaf0");
      if (player !== null) {
        traceSeatShape(g, seatShape(player), spot.x, spot.y, L.hole * 0.58);
        g.lineWidth = Math.max(1, sp * 0.07);
        g.strokeStyle = color;
        g.stroke();
      }
    }
    // An arrow from the entrance into the home.
    const entrance = L.squares[(k * L.perSeat - 1 + L.count) % L.count];
    const h0 = L.homes[k][0];
    arrow(g, lerp(entrance, h0, 0.5), unit(entrance, h0), sp * 0.2, player === null ? NEUTRAL : INK);
  }

  // Square numbers (1-based) outside the track.
  const size = Math.round(Math.max(8, Math.min(13, sp * 0.42)));
  g.font = `600 ${size}px ${FONT}`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  g.fillStyle = "rgba(74, 52, 34, 0.75)";
  for (const n of L.numbers) g.fillText(String(n.n), n.x, n.y);
}

/** One round hole in the wood. */
function hole(g, x, y, r, fill = WOOD.hole) {
  g.beginPath();
  g.arc(x, y, r, 0, 2 * Math.PI);
  g.fillStyle = fill;
  g.fill();
  g.lineWidth = Math.max(1, r * 0.16);
  g.strokeStyle = WOOD.holeEdge;
  g.stroke();
  // Shade at the top: the hole is a little deep.
  g.beginPath();
  g.arc(x, y, r * 0.82, Math.PI * 1.05, Math.PI * 1.95);
  g.lineWidth = Math.max(1, r * 0.18);
  g.strokeStyle = "rgba(90, 60, 25, 0.18)";
  g.stroke();
}

/** A rounded band through some points (home lanes, nest trays). */
function band(g, points, r, fill, edge) {
  g.save();
  g.lineCap = "round";
  g.lineJoin = "round";
  g.beginPath();
  points.forEach((p, i) => (i ? g.lineTo(p.x, p.y) : g.moveTo(p.x, p.y)));
  g.lineWidth = r * 2 + 3;
  g.strokeStyle = edge;
  g.globalAlpha = 0.75;
  g.stroke();
  g.globalAlpha = 1;
  g.lineWidth = r * 2;
  g.strokeStyle = fill;
  g.stroke();
  g.restore();
}

function arrow(g, at, dir, size, color) {
  const px = -dir.y, py = dir.x;
  g.beginPath();
  g.moveTo(at.x + dir.x * size, at.y + dir.y * size);
  g.lineTo(at.x - dir.x * size * 0.6 + px * size * 0.8, at.y - dir.y * size * 0.6 + py * size * 0.8);
  g.lineTo(at.x - dir.x * size * 0.6 - px * size * 0.8, at.y - dir.y * size * 0.6 - py * size * 0.8);
  g.closePath();
  g.fillStyle = color;
  g.fill();
}

const lerp = (a, b, t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
function unit(a, b) {
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: (b.x - a.x) / d, y: (b.y - a.y) / d };
}

/**
 * The seat tags: the seat's shape and number, the cards in hand (never the cards themselves),
 * a glow for the player to move, a star for winners, a cross when the hand was discarded.
 */
export function paintTags(ctx, L, pose, { seatColor, seatLabel }) {
  const sp = L.spacing;
  const r = Math.max(7, Math.min(13, sp * 0.42));
  pose.positions.forEach((k, player) => {
    const tag = L.tags[k];
    if (!tag) return;
    const color = seatColor(player);
    const count = pose.counts[player] ?? 0;
    const w = r * 4.6, h = r * 2.3;
    const reach = Math.abs(tag.nx) * w / 2 + Math.abs(tag.ny) * h / 2 + 2; // from its inner edge to its middle
    const mx = tag.x + tag.nx * reach, my = tag.y + tag.ny * reach;
    const x = mx - w / 2, y = my - h / 2;
    ctx.save();
    const turn = !pose.over && pose.toMove === player;
    if (turn) {
      ctx.shadowColor = GOLD;
      ctx.shadowBlur = r * 1.4;
    }
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, h / 2);
    ctx.fillStyle = turn ? "#fff4c9" : "rgba(255, 250, 238, 0.92)";
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.lineWidth = turn ? 2.5 : 1.2;
    ctx.strokeStyle = turn ? "#d98c00" : "rgba(74, 52, 34, 0.6)";
    ctx.stroke();
    // Seat shape with number.
    const sx = x + h / 2, sy = my;
    paintSeatMark(ctx, player, sx, sy, r * 0.72, { color, label: seatLabel(player), line: 1, font: r * 0.8, drop: r * 0.2 });
    // A small card back and the count.
    const cx = x + w * 0.56, cw = r * 0.8, ch = r * 1.15;
    ctx.beginPath();
    ctx.roundRect(cx - cw / 2, sy - ch / 2, cw, ch, 2);
    ctx.fillStyle = pose.folded[player] ? "#d9cfbd" : "#3d6b35";
    ctx.fill();
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = 1;
    ctx.stroke();
    ctx.font = `700 ${Math.round(r * 1.0)}px ${FONT}`;
    ctx.fillStyle = INK;
    ctx.textAlign = "left";
    ctx.fillText(String(count), cx + cw * 0.8, sy + 0.5);
    if (pose.folded[player]) {
      ctx.beginPath();
      ctx.moveTo(cx - cw * 0.6, sy - ch * 0.6); ctx.lineTo(cx + cw * 0.6, sy + ch * 0.6);
      ctx.moveTo(cx + cw * 0.6, sy - ch * 0.6); ctx.lineTo(cx - cw * 0.6, sy + ch * 0.6);
      ctx.strokeStyle = "#a33a2a";
      ctx.lineWidth = 1.8;
      ctx.stroke();
    }
    if (pose.winners?.includes(player)) drawBadge(ctx, x + w, y, r * 0.7, "★");
    ctx.restore();
  });
}

/**
 * The middle of the board: the last cards played (newest in front, with the player's colour and
 * shape), the deal, and the seven in progress. `drop` (0 … 1) slides the newest card in.
 */
export function paintCentre(ctx, L, pose, { seatColor, seatLabel, rankLabel, t }, drop = 1) {
  const c = L.centre;
  const lines = [t("keezen.board.deal", { deal: pose.deal })];
  const textSize = Math.round(Math.max(10, Math.min(14, L.spacing * 0.5)));
  const seven = pose.seven;
  const pileH = c.h - textSize * (seven ? 4.2 : 2);
  const ch = Math.max(24, Math.min(pileH * 0.85, c.w * 0.5, L.spacing * 3.4, 104));
  const cw = ch * 0.7;
  const cx = c.x + c.w / 2, cy = c.y + textSize * 1.6 + pileH / 2;

  const recent = pose.pile.slice(-3);
  recent.forEach((entry, i) => {
    const back = recent.length - 1 - i; // 0 = the newest
    const scale = back === 0 ? 1 : 0.8;
    let x = cx - back * cw * 0.55, y = cy - back * ch * 0.05;
    let alpha = 1;
    if (back === 0 && drop < 1) {
      y -= (1 - drop) * ch * 0.9;
      alpha = drop;
    }
    ctx.save();
    ctx.globalAlpha = alpha * (back === 0 ? 1 : 0.85);
    ctx.translate(x, y);
    ctx.rotate((back === 0 ? 0 : -0.12 * back) + (entry.folded ? 0.05 : 0));
    const cards = entry.cards.length ? entry.cards : [""];
    const spread = entry.folded ? Math.min(cw * 0.35, (cw * 1.2) / cards.length) : 0;
    cards.forEach((card, j) => {
      const off = (j - (cards.length - 1) / 2) * spread;
      drawCard(ctx, off, 0, cw * scale, ch * scale, rankLabel(card), entry.folded);
    });
    // The player's mark under the card.
    const r = Math.max(6, cw * scale * 0.2);
    const player = entry.seat;
    paintSeatMark(ctx, player, 0, ch * scale * 0.5, r,
      { color: seatColor(player), label: seatLabel(player), line: 1.2, font: r * 1.1, drop: r * 0.3 });
    ctx.restore();
  });
  if (!recent.length) {
    ctx.save();
    ctx.setLineDash([4, 4]);
    ctx.beginPath();
    ctx.roundRect(cx - cw / 2, cy - ch / 2, cw, ch, cw * 0.12);
    ctx.strokeStyle = "rgba(74, 52, 34, 0.35)";
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.restore();
  }

  ctx.save();
  ctx.font = `700 ${textSize}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = INK;
  ctx.fillText(lines[0], cx, c.y + textSize * 0.7, c.w);
  if (seven) {
    const y = cy + pileH / 2 + textSize * 1.1;
    ctx.fillText(t("keezen.board.seven_left", { left: seven.left }), cx, y, c.w);
    // Seven pips: used steps filled.
    const pr = Math.max(3, Math.min(6, c.w / 40));
    for (let i = 0; i < 7; i++) {
      const px = cx + (i - 3) * pr * 2.8, py = y + textSize * 1.2;
      ctx.beginPath();
      ctx.arc(px, py, pr, 0, 2 * Math.PI);
      ctx.fillStyle = i < 7 - seven.left ? "#8a6a3a" : GOLD;
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = INK;
      ctx.stroke();
    }
  }
  if (pose.banner) {
    ctx.globalAlpha = Math.min(1, pose.banner.strength);
    ctx.font = `800 ${Math.round(textSize * 1.4)}px ${FONT}`;
    const w = Math.min(c.w * 1.4, ctx.measureText(pose.banner.text).width + textSize * 2);
    ctx.beginPath();
    ctx.roundRect(cx - w / 2, cy - textSize * 1.3, w, textSize * 2.6, textSize);
    ctx.fillStyle = "#fff4c9";
    ctx.fill();
    ctx.strokeStyle = "#d98c00";
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = INK;
    ctx.fillText(pose.banner.text, cx, cy + 1, w - textSize);
  }
  ctx.restore();
}

/** One face-up card, centred on (x, y). */
function drawCard(ctx, x, y, w, h, label, folded) {
  ctx.save();
  ctx.shadowColor = "rgba(60, 40, 20, 0.3)";
  ctx.shadowBlur = 4;
  ctx.shadowOffsetY = 1;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, w * 0.12);
  ctx.fillStyle = folded ? "#eee6d6" : "#fffdf6";
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.shadowOffsetY = 0;
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = "#8a7552";
  ctx.stroke();
  ctx.font = `800 ${Math.round(h * (label.length > 1 ? 0.36 : 0.44))}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = folded ? "#7a6a55" : INK;
  ctx.fillText(label, x, y - h * 0.04);
  ctx.font = `700 ${Math.round(h * 0.15)}px ${FONT}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  ctx.fillText(label, x - w / 2 + w * 0.1, y - h / 2 + h * 0.06);
  ctx.restore();
}

/**
 * A player's mark: the seat's shape of "radius" r in its colour with its number, `font` pixels
 * high; `drop` lowers the number in a triangle, whose middle sits low.
 */
function paintSeatMark(ctx, player, x, y, r, { color, label, line, font, drop }) {
  const shape = seatShape(player);
  traceSeatShape(ctx, shape, x, y, r);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.font = `800 ${Math.round(font)}px ${FONT}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = inkOn(ctx, color);
  ctx.fillText(label, x, y + (shape === "triangle" ? drop : 0) + 0.5);
}
