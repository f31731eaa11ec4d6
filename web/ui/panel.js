// The side panel of the play screen (the list of every move, the rules, the players, the board in
// words, the log). On a wide landscape screen it is docked beside the table; everywhere else it is a
// drawer that the player opens with the panel button and closes with its Close button, Escape, or a
// tap beside it, so it never lies over the table unasked.

import { el } from "../dom.js";
import { toolButton } from "./tablet.js";

/** Where the panel is docked; the same query as in play.css. */
export const DOCKED = "(min-width: 1200px) and (min-aspect-ratio: 5/4)";

export function createPanel({ t, id, children }) {
  const docked = window.matchMedia(DOCKED);
  let open = false;
  const toggle = toolButton("panel", t("play.panel"), () => setOpen(!open));
  toggle.classList.add("panel-toggle");
  toggle.setAttribute("aria-controls", id);
  toggle.setAttribute("aria-expanded", "false");
  const close = el("button", { type: "button", text: t("common.close"), onclick: () => setOpen(false, true) });
  const side = el("aside", { class: "side", id, "aria-labelledby": `${id}-title`,
    onkeydown: (e) => { if (e.key === "Escape" && open) { e.preventDefault(); setOpen(false, true); } } },
  el("div", { class: "panel-head" }, el("h2", { id: `${id}-title`, text: t("play.panel") }), close),
  ...children);
  const scrim = el("div", { class: "panel-scrim", hidden: true, onclick: () => setOpen(false) });

  /** Open or close the drawer; `giveBack` returns the focus to the panel button on closing. */
  function setOpen(value, giveBack = false) {
    open = value && !docked.matches;
    side.classList.toggle("open", open);
    scrim.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    if (open) close.focus({ preventScroll: true });
    else if (giveBack) toggle.focus({ preventScroll: true });
  }
  const onChange = () => setOpen(false);
  docked.addEventListener("change", onChange);

  return {
    side,
    scrim,
    toggle,
    /** Whether the panel can be seen now (docked, or open as a drawer). */
    shown: () => docked.matches || open,
    open: () => setOpen(true),
    destroy() {
      docked.removeEventListener("change", onChange);
    },
  };
}
