// How seats are told apart in every game: a colour (Okabe–Ito, safe for colour-blind players) and,
// since colour must never be the only cue, a shape and the seat number.

import { el } from "../dom.js";

export const SEAT_COLORS = ["#d55e00", "#0072b2", "#009e73", "#e69f00", "#cc79a7", "#56b4e9"];
/** The colour of seat `i` (the colours repeat past the sixth seat). */
export const seatColor = (i) => SEAT_COLORS[i % SEAT_COLORS.length];
export const SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "pentagon", "hexagon"];

const SVG = "http://www.w3.org/2000/svg";

function polygon(sides, rotation = -Math.PI / 2, radius = 9) {
  return Array.from({ length: sides }, (_, k) => {
    const a = rotation + (2 * Math.PI * k) / sides;
    return `${(12 + radius * Math.cos(a)).toFixed(2)},${(12 + radius * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
}

/** A small inline SVG badge for seat `i`: its colour, its shape, its number. */
export function seatBadge(i, label = String(i + 1)) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", "24");
  svg.setAttribute("height", "24");
  svg.setAttribute("class", "seat-badge-svg");
  svg.setAttribute("aria-hidden", "true");
  const shape = SEAT_SHAPES[i % SEAT_SHAPES.length];
  let node;
  if (shape === "circle") {
    node = document.createElementNS(SVG, "circle");
    node.setAttribute("cx", "12"); node.setAttribute("cy", "12"); node.setAttribute("r", "10");
  } else if (shape === "square") {
    node = document.createElementNS(SVG, "rect");
    node.setAttribute("x", "3"); node.setAttribute("y", "3"); node.setAttribute("width", "18"); node.setAttribute("height", "18");
  } else {
    const sides = { triangle: 3, diamond: 4, pentagon: 5, hexagon: 6 }[shape];
    node = document.createElementNS(SVG, "polygon");
    node.setAttribute("points", polygon(sides, shape === "diamond" ? -Math.PI / 2 : -Math.PI / 2, shape === "triangle" ? 11 : 10));
  }
  node.setAttribute("fill", seatColor(i));
  node.setAttribute("stroke", "#222");
  node.setAttribute("stroke-width", "1.2");
  const text = document.createElementNS(SVG, "text");
  text.setAttribute("x", "12"); text.setAttribute("y", shape === "triangle" ? "17" : "16");
  text.setAttribute("text-anchor", "middle");
  text.setAttribute("font-size", "11");
  text.setAttribute("font-weight", "700");
  text.setAttribute("fill", "#fff");
  text.textContent = label;
  svg.append(node, text);
  return el("span", { class: "seat-badge" }, svg);
}

/** The words for a seat's colour and shape, for text descriptions. */
export function seatCueKey(i) {
  return { color: `seats.color.${i % SEAT_COLORS.length}`, shape: `seats.shape.${SEAT_SHAPES[i % SEAT_SHAPES.length]}` };
}
