// Why, at every move. The engine names the rule of every decision, legal move and event, and says
// why a thing on the table has no move; this module only shows it:
// - the "Why?" tool beside the current decision opens the game's rules at that rule's section;
// - each line of the log that an event with a rule wrote ends in a small link to its section;
// - a tap on a pawn, card, pit, pickle or stamp with no legal move shows the engine's reason in one
//   line, lit up on the table through the table kit's spotlight (the table's written interface).

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { toolButton } from "./tablet.js";

const REASON_SHOWN_MS = 6000;

/** The section of the game's rules text a rule id names (the catalog entry's `rules`), or null. */
export function sectionOf(game, rule) {
  return (rule && game && game.rules && game.rules[rule]) || null;
}

/** A reason the engine gave, in words: an argument named `seat` is a seat, shown by its name. */
export function reasonText(reason, seatName) {
  const args = { ...reason.args };
  if (typeof args.seat === "number") args.seat = seatName(args.seat);
  return t(reason.key, args);
}

/**
 * @param {object} options
 * @param {Record<string, any>} options.app         the app (openRules, game, engine)
 * @param {string} options.gameId
 * @param {import("../games/kit/table.js").Table} options.table
 * @param {(seat: number) => string} options.seatName
 */
export function createWhy({ app, gameId, table, seatName }) {
  const game = app.game(gameId);
  let rule = null;
  const open = (ruleId) => app.openRules(gameId, sectionOf(game, ruleId));
  const button = toolButton("why", t("play.why"), () => rule && open(rule));
  button.classList.add("why-tool");
  button.hidden = true;
  // The reason told to screen readers too (on the table it is the spotlight's caption).
  const said = el("p", { class: "visually-hidden why-not", role: "status" });
  let asking = 0;       // the latest tap asked about; an older answer is dropped
  let shownTimer = null;
  let lit = false;

  function unlight() {
    clearTimeout(shownTimer);
    shownTimer = null;
    if (lit) table.spotlight([]);
    lit = false;
    said.textContent = "";
  }

  return {
    button,
    said,

    /** The decision now on the table: its rule (null when nobody here decides: the tool hides). */
    decision(decisionRule) {
      rule = sectionOf(game, decisionRule) ? decisionRule : null;
      button.hidden = rule === null;
      unlight();
    },

    /** The link ending a log line whose event followed `ruleId` (null: no link). */
    link(ruleId) {
      if (!sectionOf(game, ruleId)) return null;
      return el("button", { type: "button", class: "rule-link", "aria-label": t("play.why_event"), title: t("play.why_event"),
        "data-rule": ruleId, text: "§", onclick: () => open(ruleId) });
    },

    /** A tap on the table at (x, y) by the person deciding for `seat` on `state`: if it fell on a
     * thing with no legal move, the engine's reason is lit up beside it. */
    async tapped(x, y, seat, state) {
      const thing = table.thingAt(x, y);
      if (!thing || seat === null) return;
      const number = ++asking;
      let answer;
      try {
        answer = await app.engine.call("why_not", { state, seat, thing });
      } catch (error) {
        console.info("no reason why not:", error.message);
        return;
      }
      if (number !== asking || !answer.reason) return;
      unlight();
      const words = reasonText(answer.reason, seatName);
      table.spotlight([thing], words);
      said.textContent = words;
      lit = true;
      shownTimer = setTimeout(unlight, REASON_SHOWN_MS);
    },

    destroy: unlight,
  };
}

/** Taps on `element` (the table) that chose no move, each answered by `answer(event)`: a click is
 * seen on its way down, before any control of the table, and again on its way up, after them all;
 * the table's choice of a move calls `chose()` in between, which marks that click as answered.
 * Returns `{ chose, stop }`. */
export function tapsWithoutMove(element, answer) {
  let current = null; // the click on its way through the table: { event, chose }
  const down = (event) => { current = { event, chose: false }; };
  const up = (event) => {
    const tap = current;
    current = null;
    if (tap && tap.event === event && !tap.chose) answer(event);
  };
  element.addEventListener("click", down, true);
  element.addEventListener("click", up);
  return {
    chose() {
      if (current) current.chose = true;
    },
    stop() {
      element.removeEventListener("click", down, true);
      element.removeEventListener("click", up);
    },
  };
}
