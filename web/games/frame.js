// The frame every table lays out in (play.css, .table-frame): the board as large as its box allows,
// and a pane beside it when the table area is wider than tall, below it otherwise. The pane holds the
// table's hand and controls, and the dock the play screen passes in (the hand-over card, the hint's
// answer, the result), so everything a decision needs is on one screen. In table mode the play
// screen turns the pane to face the player to move (facing.js, through the Table's `face`).

import { el } from "../dom.js";
import { createFacing } from "./facing.js";

const facings = new WeakMap(); // a frame's element -> its pane's facing

/**
 * @param {string} className   the table's own class (its CSS hangs on it)
 * @param {Node|Node[]} board  what fills the board box (a canvas, or a table's own drawing)
 * @param {Array<Node|null>} pane  the hand and the controls, top to bottom
 */
export function tableFrame(className, board, pane) {
  const boardBox = el("div", { class: "frame-board" }, board);
  const paneBox = el("div", { class: "frame-pane" }, pane.filter(Boolean));
  // Nothing for the pane (the Goose in a replay or a review): the board has the whole frame.
  const bare = paneBox.children.length === 0 ? " bare" : "";
  const element = el("div", { class: `table-frame ${className}${bare}` }, boardBox, paneBox);
  remeasureOnNewWidth(element, paneBox);
  facings.set(element, createFacing(element, paneBox, () => el("p", { class: "facing-line" })));
  return { element, boardBox, paneBox };
}

/** Turn the pane of the frame `element` towards a side of the table (see createFacing), or back
 * (null). A table not laid out in a frame is left as it is. */
export function faceFrame(element, facing) {
  facings.get(element)?.face(facing);
}

/**
 * When the frame gets a new width, the pane's lines wrap anew and its row must follow its new
 * height. WebKit (every iPad) keeps the row at the old height when a tablet is turned or a window
 * narrowed, so a taller pane would hang out of its row and its hand off the screen: touching the
 * pane's min-height makes it measure the pane again. Harmless in other engines.
 */
function remeasureOnNewWidth(frame, paneBox) {
  let width = 0;
  new ResizeObserver(([entry]) => {
    const now = Math.round(entry.contentRect.width);
    if (now === width) return;
    width = now;
    paneBox.style.minHeight = "1px";
    void paneBox.offsetHeight;
    paneBox.style.minHeight = "";
  }).observe(frame);
}
