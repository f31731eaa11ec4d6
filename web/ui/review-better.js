// "Find a better move", in the review of a finished game: the table offers the person who moved
// at a step the moves they had then, from their own view; the one they pick is judged by the
// engine (`review_move`) against the move they played, and the screen says how good it is.

import { el } from "../dom.js";
import { errorText, t } from "../i18n.js";

/**
 * @param {object} options
 * @param {{call: Function}} options.engine
 * @param {object} options.state  the finished game's state
 * @param {import("../games/kit/table.js").Table} options.table
 * @param {(seat: number) => string} options.seatName
 * @param {(move: object) => string} options.moveText  a move of the position on show, in words
 * @param {ReturnType<typeof import("./review-words.js").reviewWords>} options.words
 * @param {() => object} options.samples  the `samples` parameter for the engine ({} for its own)
 * @param {(move: object|null) => void} options.showMove  show a move on the table (the table's showMove)
 * @param {() => void} options.onEnd  the person stopped trying: the move played is shown again
 */
export function createBetter({ engine, state, table, seatName, moveText, words, samples, showMove, onEnd }) {
  const box = el("section", { class: "review-better", hidden: true, "aria-labelledby": "review-better-heading" });
  const said = el("div", { "aria-live": "polite" });
  let trying = null; // {step, mover, moves, solitaire} while the person tries a move
  let asked = 0;     // answers to older requests are dropped

  const heading = () => el("h3", { id: "review-better-heading", text: t("review.better_title") });
  const stopButton = () => el("button", { type: "button", text: t("review.better_stop"), onclick: stop });

  /** Offer the moves of move `step` (1-based) to `mover`, whose view the table shows now. */
  async function start(step, mover, solitaire) {
    const mine = ++asked;
    trying = { step, mover, moves: [], solitaire };
    box.hidden = false;
    box.replaceChildren(heading(), said, stopButton());
    said.replaceChildren(el("p", { class: "muted", text: t("review.better_loading") }));
    try {
      const answer = await engine.call("replay", { state, step: step - 1, seat: mover, legal: true });
      if (mine !== asked) return;
      trying.moves = answer.legal.moves;
    } catch (error) {
      if (mine === asked) said.replaceChildren(el("p", { class: "warning", text: t("review.better_failed", { reason: errorText(error) }) }));
      return;
    }
    offer();
  }

  /** The moves on the table, and as a list of buttons (every move, for the keyboard and a table
   * without controls of its own). */
  function offer() {
    showMove(null);
    table.spotlight([]);
    table.setMoves(trying.moves);
    const buttons = trying.moves.map(({ move }) => el("button", { type: "button", class: "move", text: moveText(move), onclick: () => choose(move) }));
    const list = table.offersMoves
      ? el("details", { class: "move-list" }, el("summary", { text: t("play.all_moves", { count: buttons.length }) }),
        el("div", { class: "move-list-body" }, buttons))
      : el("div", { class: "moves" }, buttons);
    box.replaceChildren(heading(), said, list, stopButton());
    said.replaceChildren(el("p", { text: t(table.offersMoves ? "review.better_prompt" : "review.better_prompt_list", { name: seatName(trying.mover) }) }));
    box.querySelector("summary, .moves button")?.focus({ preventScroll: true });
  }

  /** The person picked `move`: the engine judges it from their view of that moment. */
  async function choose(move) {
    if (!trying) return;
    const mine = ++asked;
    const { step, mover, solitaire } = trying;
    table.setMoves([]);
    showMove(move);
    box.replaceChildren(heading(), said, stopButton());
    said.replaceChildren(el("p", { class: "muted", text: t("review.better_judging", { move: moveText(move) }) }),
      el("progress", { "aria-label": t("review.better_judging", { move: moveText(move) }) }));
    let verdict;
    try {
      verdict = await engine.call("review_move", { state, step, move, ...samples() });
    } catch (error) {
      if (mine === asked) said.replaceChildren(el("p", { class: "warning", text: t("review.better_failed", { reason: errorText(error) }) }));
      return;
    }
    if (mine !== asked || !trying) return;
    const lines = [el("p", { class: "review-verdict" }, el("strong", { text: t("review.better_result", { move: moveText(move), grade: t(`review.grade.${verdict.grade}`) }) }))];
    if (verdict.chance !== null && verdict.played_chance !== null) {
      lines.push(el("p", { text: t(solitaire ? "review.better_compare_solvable" : "review.better_compare",
        { name: seatName(mover), chance: words.pct(verdict.chance), played: words.pct(verdict.played_chance) }) }));
    }
    if (JSON.stringify(verdict.best_move) !== JSON.stringify(move)) {
      lines.push(el("p", { text: t("review.better_best", { move: moveText(verdict.best_move) }) }));
    }
    said.replaceChildren(...lines);
    const again = el("button", { type: "button", class: "primary", text: t("review.better_again"), onclick: offer });
    box.replaceChildren(heading(), said, el("div", { class: "row wrap" }, again, stopButton()));
    again.focus({ preventScroll: true });
  }

  /** Stop trying (quietly: another move is being shown). */
  function stop(quietly = false) {
    asked += 1;
    const was = trying !== null;
    trying = null;
    table.setMoves([]);
    box.hidden = true;
    box.replaceChildren();
    if (was && quietly !== true) onEnd();
  }

  return { box, start, choose, stop, get trying() { return trying !== null; } };
}
