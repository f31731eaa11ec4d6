// The play screen's log: a line per move in the game's own words (a link to the rules after each
// sentence whose event followed a rule), at most the last 300 moves, and each move told once to a
// screen reader, whether or not the panel with the log is open.

import { el } from "../dom.js";
import { logLines } from "./table-parts.js";

const SHOWN_MOVES = 300;

/** `table`: the game's table (its sentences); `why`: the play screen's why (its links to the rules). */
export function createPlayLog({ table, why }) {
  const list = el("ol", { class: "log" });
  const announcer = el("p", { class: "visually-hidden move-announcer", "aria-live": "polite" });
  const line = ({ text, rule }) => el("span", { class: "log-line" }, text, rule ? [" ", why.link(rule)] : []);
  const scrollDown = () => { list.parentElement.scrollTop = list.parentElement.scrollHeight; };

  return {
    list,
    announcer,
    /** A move just played: its events' sentences, drawn from the view after it. */
    append(events, view) {
      const lines = logLines(table, events, view);
      if (!lines.length) return; // a move that says nothing (a step of a longer turn) adds no line
      announcer.textContent = lines.map((l) => l.text).join(" ");
      list.append(el("li", {}, lines.map(line)));
      while (list.children.length > SHOWN_MOVES) list.firstElementChild.remove();
      scrollDown();
    },
    /** The whole log as the save has it (on loading, after an undo or another tab's moves). */
    showAll(log, view) {
      list.replaceChildren(...log.map((events) => logLines(table, events, view)).filter((lines) => lines.length)
        .map((lines) => el("li", {}, lines.map(line))));
      scrollDown();
    },
  };
}
