// The Hint of the play screen: a suggestion for the player to move, from their own seat's view (a
// solver where the game has one, which also tells whether the position can still be won; else the
// strongest bot). The engine answers; this only asks, shows the answer in the dock and offers to
// play the suggested move. An answer is shown only while the game is still at the state it was
// asked about: any move makes it stale.

import { el } from "../dom.js";
import { errorText, t } from "../i18n.js";
import { toolButton } from "./tablet.js";

/**
 * @param {object} options
 * @param {{call: Function}} options.engine
 * @param {() => {state: object, seat: number|null, busy: boolean, active: boolean}} options.now
 *   the game as the screen shows it now: its state, the seat to move, whether a move is being
 *   played, whether the screen is still shown
 * @param {(move: object) => string} options.moveText  a move in words
 * @param {(move: object, seat: number|null, basis: object) => void} options.play  play the suggested
 *   move for the seat to move, decided on state `basis`
 * @param {() => boolean} options.byKeyboard  whether the player works the screen with the keyboard
 * @param {() => boolean} options.focusLost  whether the focus went nowhere
 */
export function createHint({ engine, now, moveText, play, byKeyboard, focusLost }) {
  const box = el("div", { class: "hint-box", "aria-live": "polite", hidden: true });
  const button = toolButton("hint", t("play.hint"), ask);
  let answers = null; // the state the answer shown is for

  async function ask() {
    const { state: asked, seat, busy } = now();
    if (busy || seat === null) return;
    answers = asked;
    button.disabled = true;
    box.hidden = false;
    box.replaceChildren(el("p", { class: "muted", text: t("play.hint_thinking") }),
      el("progress", { "aria-label": t("play.hint_thinking") }));
    bringIntoView();
    try {
      const answer = await engine.call("hint", { state: asked, budget_ms: 1000 });
      if (!now().active || now().state !== asked) return;
      const lines = [];
      if (answer.clearable === true) lines.push(el("p", { text: t("play.hint_clearable") }));
      if (answer.clearable === false) lines.push(el("p", { class: "warning", text: t("play.hint_lost") }));
      if (answer.clearable === null && !answer.move) lines.push(el("p", { class: "muted", text: t("play.hint_unknown") }));
      if (answer.move) {
        lines.push(el("p", { text: t("play.hint_move", { move: moveText(answer.move) }) }),
          el("button", { type: "button", class: "primary", text: t("play.hint_play"), onclick: () => play(answer.move, now().seat, asked) }));
      }
      box.replaceChildren(...lines);
    } catch (error) {
      box.replaceChildren(el("p", { class: "warning", text: t("play.move_refused", { reason: errorText(error) }) }));
    } finally {
      if (now().active && !box.hidden) bringIntoView();
      button.disabled = now().busy;
      // A keyboard player who asked goes on to the suggestion's button (the Hint button was disabled meanwhile).
      if (byKeyboard() && now().active && !box.hidden && (focusLost() || document.activeElement === button)) {
        (box.querySelector("button") ?? button).focus();
      }
    }
  }

  // The box is the last thing in a pane that may scroll (a phone on its side, or a pane turned to face
  // a player across the table): the answer and its button are scrolled to where the player sees them.
  function bringIntoView() {
    box.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  return {
    /** The answer's box (for the dock) and the Hint button (for the tools). */
    box,
    button,
    /** The screen was drawn for `state`: the button is there only while a person here may decide,
     * and an answer for another state is put away. */
    update(state, mayDecide, busy) {
      button.hidden = !mayDecide;
      button.disabled = busy;
      if (answers !== state) box.hidden = true;
    },
    /** Put the answer away (the game moved on in another tab). */
    hide() { box.hidden = true; },
    /** Whether `node` is part of the hint (its button or its answer). */
    owns: (node) => node === button || box.contains(node),
  };
}
