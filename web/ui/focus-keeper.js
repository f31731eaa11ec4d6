// A keyboard player keeps their place on the play screen: a move redraws the controls it was made
// with, so when the focus was lost that way it goes back to where they were (the list of moves, the
// table, the hint, the hand-over button) once they have something to decide, not to the top of the
// page. A player who taps is left alone: only keys make the focus kept.

import { settle as settleShown } from "../shown.js";

/** Whether the focus went nowhere: its control was removed, hidden or disabled by a redraw. */
export function focusLost() {
  const node = document.activeElement;
  return !node || node === document.body || !node.isConnected || node.matches(":disabled") || node.closest("[hidden]") !== null;
}

/**
 * The play screen's keeper of the focus. `watch(container, parts)` starts it once the screen is
 * built; `parts`: `{ moveList, decision, hint, undoButton, table, handover, panel }` (the hint as
 * web/ui/hint.js makes it, the table as the kit's, the panel as web/ui/panel.js's).
 */
export function createFocusKeeper() {
  let area = null; // where the focus last was: "moves", "hint", "undo", "table" or null
  let byKeyboard = false;
  let container = null;
  let parts = null;
  const onKey = () => { byKeyboard = true; };
  const onPointer = () => { byKeyboard = false; };
  const onFocus = (e) => {
    const node = e.target;
    const { moveList, decision, hint, undoButton, table, handover } = parts;
    area = moveList.contains(node) || decision.contains(node) ? "moves" : hint.owns(node) ? "hint"
      : node === undoButton ? "undo" : table.element.contains(node) || handover.contains(node) ? "table" : null;
  };

  return {
    byKeyboard: () => byKeyboard,
    watch(root, screenParts) {
      container = root;
      parts = screenParts;
      container.addEventListener("focusin", onFocus);
      window.addEventListener("keydown", onKey, true);
      window.addEventListener("pointerdown", onPointer, true);
    },
    /** After a redraw: the focus back where the keyboard player was (`mayDecide`: it is their turn). */
    keep(mayDecide) {
      settleShown(); // the boxes to focus into are shown (or hidden) now, not after this turn
      if (!parts || !byKeyboard || !area || !focusLost()) return;
      const { moveList, decision, hint, undoButton, table, handover, panel } = parts;
      const firstMove = () => [moveList.querySelector(".move-list[open] .move-list-body button:enabled"),
        decision.querySelector("button:enabled"), moveList.querySelector(".move-list summary")];
      const onTable = () => [...table.element.querySelectorAll("button:enabled:not([aria-disabled='true'])")];
      let candidates = [];
      if (!handover.hidden) candidates = [handover.querySelector("button")];
      else if (mayDecide && area === "moves") candidates = firstMove();
      else if (mayDecide && area === "hint") candidates = [hint.button, ...firstMove()];
      else if (area === "undo") candidates = [undoButton, ...(mayDecide ? [...onTable(), ...firstMove()] : []), hint.button, panel.toggle];
      else if (mayDecide) candidates = [...onTable(), ...firstMove()];
      for (const node of candidates) {
        if (!node || node.disabled) continue;
        node.focus();
        if (document.activeElement === node) return;
      }
    },
    destroy() {
      container?.removeEventListener("focusin", onFocus);
      window.removeEventListener("keydown", onKey, true);
      window.removeEventListener("pointerdown", onPointer, true);
    },
  };
}
