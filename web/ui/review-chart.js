// The review's chart: each seat's chance after every move as a line in the seat's colour (and its
// own dash pattern: colour is never the only cue), x the move, y 0–100 %. The turning points are
// marked along the top, the move on show by an upright line. The chart is a slider too: a tap picks
// the move under the finger, and with the focus on it the arrow keys, Home, End and Page Up/Down
// step through the game; its value is said in words (valueText).

import { el } from "../dom.js";
import { seatColor } from "../games/seats.js";

export const DASHES = [[], [9, 4], [2, 4], [10, 4, 2, 4], [5, 5], [14, 3, 3, 3]];
const PAD = { left: 38, right: 10, top: 14, bottom: 18 };
const INK = "#1f2a1c";
const MUTED = "#5b6355";
const GRID = "#d8cfb4";
/** The line of the chance of a shared first place: its colour and dots. */
const SHARED = "#6b6b6b";
const SHARED_DASH = [3, 6];

/**
 * @param {object} options
 * @param {string} options.label  the chart's accessible name
 * @param {(move: number) => void} options.onPick  a move was picked (1 … plies)
 * @param {(move: number) => string} options.valueText  the chances at a move, in words
 * @param {(value: number) => string} options.pct  a chance as a percentage
 */
export function createChart({ label, onPick, valueText, pct }) {
  const canvas = el("canvas", { class: "review-chart", role: "slider", tabindex: "0", "aria-label": label,
    "aria-valuemin": "1", "aria-valuemax": "1", "aria-valuenow": "1", onkeydown: onKey, onclick: onTap });
  let review = null;
  let plies = 1;
  let selected = 1;
  const watcher = new ResizeObserver(() => draw());
  watcher.observe(canvas);

  /** The chart's box in CSS pixels, and the x and y of a move and a chance in it. */
  function geometry() {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    const w = Math.max(1, width - PAD.left - PAD.right);
    const h = Math.max(1, height - PAD.top - PAD.bottom);
    return { width, height, w, h, x: (k) => PAD.left + (k / plies) * w, y: (v) => PAD.top + (1 - v) * h };
  }

  function draw() {
    const dpr = window.devicePixelRatio || 1;
    const g = geometry();
    if (g.width < 2 || g.height < 2) return;
    canvas.width = Math.round(g.width * dpr);
    canvas.height = Math.round(g.height * dpr);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, g.width, g.height);
    ctx.fillStyle = "#fffdf6";
    ctx.fillRect(0, 0, g.width, g.height);
    if (!review) return;
    const analysed = review.steps.length;
    // What is not analysed yet, in grey.
    if (analysed < plies) {
      ctx.fillStyle = "#ece6d4";
      ctx.fillRect(g.x(analysed), PAD.top, g.x(plies) - g.x(analysed), g.h);
    }
    // 0, 50 and 100 %, with their words on the left; the first and the last move below.
    ctx.font = "11px system-ui, sans-serif";
    ctx.textBaseline = "middle";
    ctx.textAlign = "right";
    for (const v of [0, 0.5, 1]) {
      ctx.strokeStyle = GRID;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(PAD.left, g.y(v));
      ctx.lineTo(PAD.left + g.w, g.y(v));
      ctx.stroke();
      ctx.fillStyle = MUTED;
      ctx.fillText(pct(v), PAD.left - 4, g.y(v));
    }
    ctx.textBaseline = "alphabetic";
    ctx.textAlign = "left";
    ctx.fillText("1", g.x(1) - 3, g.height - 4);
    ctx.textAlign = "right";
    ctx.fillText(String(plies), g.x(plies), g.height - 4);
    // The turning points: a mark along the top and a faint upright line.
    for (const point of review.turning_points ?? []) {
      const x = g.x(point.step);
      ctx.strokeStyle = "rgba(201, 162, 39, 0.55)";
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(x, PAD.top);
      ctx.lineTo(x, PAD.top + g.h);
      ctx.stroke();
      ctx.fillStyle = "#c9a227";
      ctx.beginPath();
      ctx.moveTo(x - 6, 1);
      ctx.lineTo(x + 6, 1);
      ctx.lineTo(x, PAD.top - 2);
      ctx.closePath();
      ctx.fill();
    }
    // One line per seat, from the start to the last move analysed.
    const seats = review.start ? review.start.length : 0;
    for (let seat = 0; seat < seats; seat++) {
      ctx.strokeStyle = seatColor(seat);
      ctx.lineWidth = 2.5;
      ctx.lineJoin = "round";
      ctx.setLineDash(DASHES[seat % DASHES.length]);
      ctx.beginPath();
      ctx.moveTo(g.x(0), g.y(review.start[seat]));
      review.steps.forEach((step, i) => ctx.lineTo(g.x(i + 1), g.y(step.chance[seat])));
      ctx.stroke();
    }
    // The chance that the first place is shared, where the game can share it: grey and dotted,
    // drawn where the engine knows it (a stretch it does not, it leaves out).
    const shared = [review.start_shared, ...review.steps.map((step) => step.shared)];
    ctx.strokeStyle = SHARED;
    ctx.lineWidth = 2;
    ctx.setLineDash(SHARED_DASH);
    ctx.beginPath();
    shared.forEach((value, k) => {
      if (typeof value !== "number") return;
      if (k > 0 && typeof shared[k - 1] === "number") ctx.lineTo(g.x(k), g.y(value));
      else ctx.moveTo(g.x(k), g.y(value));
    });
    ctx.stroke();
    ctx.setLineDash([]);
    // The move on show.
    const x = g.x(selected);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x, PAD.top - 4);
    ctx.lineTo(x, PAD.top + g.h + 3);
    ctx.stroke();
  }

  function pick(move) {
    const next = Math.max(1, Math.min(plies, move));
    if (next !== selected) onPick(next);
  }

  function onTap(event) {
    const rect = canvas.getBoundingClientRect();
    const g = geometry();
    const x = (event.clientX - rect.left) * (g.width / (rect.width || 1));
    pick(Math.round(((x - PAD.left) / g.w) * plies));
  }

  function onKey(event) {
    const page = Math.max(1, Math.round(plies / 10));
    const moves = { ArrowLeft: selected - 1, ArrowDown: selected - 1, ArrowRight: selected + 1, ArrowUp: selected + 1,
      PageDown: selected - page, PageUp: selected + page, Home: 1, End: plies };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation(); // the pane's own keys (review.js) are not for the chart
    pick(moves[event.key]);
  }

  function say() {
    canvas.setAttribute("aria-valuemax", String(plies));
    canvas.setAttribute("aria-valuenow", String(selected));
    canvas.setAttribute("aria-valuetext", valueText(selected));
  }

  return {
    element: canvas,
    /** Draw `next` (the engine's review so far) of a game of `moves` moves. */
    update(next, moves) {
      review = next;
      plies = Math.max(1, moves);
      say();
      draw();
    },
    /** Mark move `move` as the one on show. */
    select(move) {
      selected = move;
      say();
      draw();
    },
    destroy() {
      watcher.disconnect();
    },
  };
}

/** A short line of `color` and `dash`, for the chart's legend. */
function sample(color, dash) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 36 10");
  svg.setAttribute("width", "36");
  svg.setAttribute("height", "10");
  svg.setAttribute("aria-hidden", "true");
  const line = document.createElementNS("http://www.w3.org/2000/svg", "line");
  line.setAttribute("x1", "1");
  line.setAttribute("y1", "5");
  line.setAttribute("x2", "35");
  line.setAttribute("y2", "5");
  line.setAttribute("stroke", color);
  line.setAttribute("stroke-width", "3");
  if (dash.length) line.setAttribute("stroke-dasharray", dash.join(" "));
  svg.append(line);
  return svg;
}

/** A seat's line as the chart draws it: its colour and dash pattern. */
export const lineSample = (seat) => sample(seatColor(seat), DASHES[seat % DASHES.length]);

/** The line of the chance of a shared first place as the chart draws it. */
export const sharedSample = () => sample(SHARED, SHARED_DASH);
