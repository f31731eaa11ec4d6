// The result of a finished game, in the play screen's dock: the ranking, how much of the review's
// analysis is left (a progress bar, while it finishes), the series' tally when the table was played
// again, and what to do next: play again, the review, the replay, the menu.

import { el } from "../dom.js";
import { errorText } from "../i18n.js";
import { newId, randomSeed, writeSave } from "../storage.js";
import { nextMatch, seriesTable } from "./series.js";
import { rankingList } from "./table-parts.js";

/**
 * `record()` and `view()`: the game as saved and as drawn now; `progress()`: the background review's
 * progress (or null); `actions`: whether to offer what comes next (not on a player's phone: the
 * game, its review and the next one are the tablet's). `element` goes in the dock; `render()` after
 * every redraw, `showProgress(p)` whenever the analysis moved on.
 */
export function createResultBox({ app, t, seatName, record, view, progress, actions = true }) {
  const element = el("section", { class: "result", hidden: true, "aria-labelledby": "result-heading" });
  const bar = el("progress", { max: "1", value: "0", "aria-label": t("play.review_progress") });
  const status = el("div", { class: "review-status", hidden: true },
    el("span", { "aria-hidden": "true", text: t("play.review_progress") }), bar);
  let next = null; // once the game is over: what "Play again" starts, with the series' tally

  /** How much of a finished game's analysis is left, while it finishes (nothing while the game is on). */
  function showProgress(p) {
    const show = Boolean(p && p.over && !p.complete && !p.failed && p.plies > 0);
    status.hidden = !show;
    if (!show) return;
    bar.max = p.plies;
    bar.value = p.analysed;
  }

  /** The same table again: the same seats and rules, what the rules carry over (in Gurke the last
   * winner deals first), and the series' tally kept in the new save. */
  async function playAgain() {
    const saved = record();
    try {
      const answer = await (next ?? nextMatch(app.engine, saved));
      const { state } = await app.engine.call("new_game", { game: answer.game, players: answer.players, options: answer.options,
        seats: answer.seats, seed: randomSeed() });
      const now = Date.now();
      const fresh = writeSave({ id: newId(), game: saved.game, created: now, updated: now, revision: 0,
        players: saved.players, people: saved.people, over: false, state, log: [], setup: saved.setup, tally: answer.tally }, undefined);
      app.show("play", { id: fresh.id });
    } catch (error) {
      app.notify(errorText(error));
    }
  }

  function render() {
    const shown = view();
    const outcome = shown.outcome;
    element.hidden = !outcome;
    if (!outcome) {
      next = null; // taken back: the match is not over after all
      return;
    }
    const id = record().id;
    if (!actions) return void element.replaceChildren(el("h2", { id: "result-heading", text: t("play.result_title") }), rankingList(shown, seatName));
    const series = el("div", { class: "series" });
    element.replaceChildren(
      el("h2", { id: "result-heading", text: t("play.result_title") }),
      rankingList(shown, seatName),
      status,
      series,
      el("div", { class: "row wrap" },
        el("button", { type: "button", class: "primary", text: t("play.again"), onclick: playAgain }),
        el("button", { type: "button", text: t("review.open"), onclick: () => app.show("review", { id }) }),
        el("button", { type: "button", text: t("replay.open"), onclick: () => app.show("replay", { id }) }),
        el("button", { type: "button", text: t("play.menu"), onclick: () => app.show("home") })));
    showProgress(progress());
    // A series (the table played again at least once) shows its tally, this match counted.
    next = next ?? nextMatch(app.engine, record());
    next.then((answer) => {
      if (answer.tally.matches > 1 && series.isConnected) series.replaceChildren(seriesTable(answer.tally, seatName, t));
    }).catch((error) => console.info("no next match:", error.message));
  }

  return { element, render, showProgress };
}
