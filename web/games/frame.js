// The frame every table lays out in (play.css, .table-frame): the board as large as its box allows,
// and a pane beside it when the table area is wider than tall, below it otherwise. The pane holds the
// table's hand and controls, and the dock the play screen passes in (the hand-over card, the hint's
// answer, the result), so everything a decision needs is on one screen.

import { el } from "../dom.js";

/**
 * @param {string} className   the table's own class (its CSS hangs on it)
 * @param {Node} board         what fills the board box (a canvas, or a table's own drawing)
 * @param {Array<Node|null>} pane  the hand and the controls, top to bottom
 */
export function tableFrame(className, board, pane) {
  const boardBox = el("div", { class: "frame-board" }, board);
  const paneBox = el("div", { class: "frame-pane" }, pane.filter(Boolean));
  return { element: el("div", { class: `table-frame ${className}` }, boardBox, paneBox), boardBox, paneBox };
}
