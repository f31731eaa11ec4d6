// Mixed Pickles: one screen per decision. The table's parts are laid out in the frame (the board in
// its box, the panel and the dock in the pane); when they do not all fit, the table steps through
// denser arrangements until they do. Step n puts the classes mp-fit-1 … mp-fit-n on the table (and
// data-fit="n"); table.css says what each step does:
//   1  the goal card on one line, the last turn and the piles in short
//   2  the piles as counts only, lower big buttons
//   3  the piles left out
//   4  the last turn in words only, the cards' headings left out
//   5  the last turn left out, tighter spacing
//   6  the cards' words small beside their pickles, the guidance's second sentence left out
//   7  the guidance only for screen readers (a phone on its side with the hint's answer in the dock)
//   8  while the hint's answer is shown, the goal card left out (the answer took it into account)
// At the end of the game the steps drop the result's note, the board (the result says how the
// pickles finished) and the pickles' names in the finishing order (their letters stay); if that is
// not enough (many players on a phone), the goal cards and points are folded under their title.
// What a decision is made with (its buttons, the cards, the pickles and fields) is never left out,
// and what is left out is in the side panel (the board in words, the log).

import { settle } from "../../shown.js";
import { layoutBoard, snugHeight } from "./geometry.js";

const DENSEST = 8;

const overflows = (node) => node.scrollHeight > node.clientHeight + 1;
const shown = (node) => node.getClientRects().length > 0;

/**
 * @param {{element: HTMLElement, boxes: HTMLElement[], boardFit: HTMLElement, watch: HTMLElement[],
 *          folds: () => HTMLDetailsElement[]}} parts
 *   boxes: what must not overflow (the pane, the board box, the result); boardFit: the board's own
 *   room; watch: what else changes size by itself (the dock); folds: what may be folded as a last
 *   step (unless the player unfolded it: data-kept)
 */
export function createFitter({ element, boxes, boardFit, watch = [], folds = () => [] }) {
  /** Whether this arrangement leaves something out of view or squeezes the board. */
  function tight() {
    if (!element.isConnected || !shown(element)) return false;
    if (boxes.some((box) => shown(box) && overflows(box))) return true;
    if (!shown(boardFit)) return false;
    const over = element.classList.contains("mp-over");
    // While the game goes on the board keeps its comfortable height; at the end it may shrink more.
    return boardFit.clientHeight < snugHeight(boardFit.clientWidth) * (over ? 0.6 : 1);
  }

  /** The first step at which everything fits (the densest if none does); whether one did. */
  function climb() {
    for (let level = 0; level <= DENSEST; level++) {
      element.dataset.fit = String(level);
      if (level) element.classList.add(`mp-fit-${level}`);
      else for (let n = 1; n <= DENSEST; n++) element.classList.remove(`mp-fit-${n}`);
      if (!tight()) return true;
    }
    return false;
  }

  function fit() {
    settle(); // what the boxes hold decides whether they are shown: measure them as they will be drawn
    // The height the board takes when nothing else needs the room (used on an upright screen).
    const width = boardFit.clientWidth || element.clientWidth;
    if (width > 0) element.style.setProperty("--mp-board-height", `${layoutBoard(width, 4000, "across").height}px`);
    for (const fold of folds()) {
      if (fold.dataset.folded) { fold.open = true; delete fold.dataset.folded; }
    }
    if (climb()) return;
    // Folded, what is left may need fewer steps (the board may come back).
    const folding = folds().filter((fold) => fold.open && !fold.dataset.kept);
    for (const fold of folding) {
      fold.open = false;
      fold.dataset.folded = "1";
    }
    if (folding.length) climb();
  }

  // The window turns, a hint or the hand-over card comes and goes: fit again on the next frame (not
  // inside the observer, which would see its own changes).
  let pending = 0;
  const schedule = () => {
    if (!pending) pending = requestAnimationFrame(() => { pending = 0; fit(); });
  };
  const observer = new ResizeObserver(schedule);
  observer.observe(element);
  for (const node of watch) observer.observe(node);

  return {
    fit,
    schedule,
    stop() {
      observer.disconnect();
      cancelAnimationFrame(pending);
    },
  };
}
