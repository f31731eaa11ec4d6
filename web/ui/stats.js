// The statistics panel: the engine simulates many games with the chosen options and player count;
// the chunks come back one by one so the bar can show progress and the page stays responsive.

import { el } from "../dom.js";
import { errorText, formatNumber, t } from "../i18n.js";
import { randomSeed } from "../storage.js";

const TOTAL = 20000;
const CHUNK = 1000;

export function createStatsPanel(app, game, currentSetup) {
  const body = el("div", { class: "stats-body", "aria-live": "polite" });
  const bar = el("progress", { max: TOTAL, value: 0, hidden: true, "aria-label": t("stats.progress") });
  const button = el("button", { type: "button", text: t("stats.compute"), onclick: compute });
  const element = el("section", { class: "stats", "aria-labelledby": "stats-heading" },
    el("h2", { id: "stats-heading", text: t("stats.title") }),
    el("p", { class: "muted small", text: t("stats.explain") }), button, bar, body);
  let run = 0;
  if (!game.statistics) element.hidden = true;

  function invalidate() {
    run += 1;
    bar.hidden = true;
    body.replaceChildren();
    button.disabled = false;
  }

  async function compute() {
    const myRun = ++run;
    const { players, options } = currentSetup();
    button.disabled = true;
    bar.hidden = false;
    bar.value = 0;
    body.replaceChildren(el("p", { text: app.engine.state.ready ? t("stats.running") : t("setup.waiting_for_engine") }));
    const sum = { games: 0, wins: new Array(players).fill(0), rounds: 0, roundsSq: 0 };
    const seed = Math.floor(randomSeed() / 2); // room to add the chunk offsets
    try {
      for (let done = 0; done < TOTAL; done += CHUNK) {
        const part = await app.engine.call("statistics", { game: game.id, players, options, games: CHUNK, seed: seed + done });
        if (myRun !== run) return;
        sum.games += part.games;
        part.wins.forEach((w, i) => { sum.wins[i] += w; });
        sum.rounds += part.rounds_sum;
        sum.roundsSq += part.rounds_sq_sum;
        bar.value = sum.games;
      }
    } catch (error) {
      body.replaceChildren(el("p", { class: "error", text: t("stats.failed", { reason: errorText(error) }) }));
      button.disabled = false;
      return;
    }
    const mean = sum.rounds / sum.games;
    const sd = Math.sqrt(Math.max(0, sum.roundsSq / sum.games - mean * mean));
    const rows = sum.wins.map((w, i) => {
      const p = w / sum.games;
      const margin = 1.96 * Math.sqrt(p * (1 - p) / sum.games);
      return el("tr", {}, el("th", { scope: "row", class: "seat-name", dataset: { seat: i } }),
        el("td", { text: `${formatNumber(100 * p, 1)} %` }),
        el("td", { text: `± ${formatNumber(100 * margin, 1)}` }));
    });
    body.replaceChildren(
      el("table", {}, el("caption", { text: t("stats.caption", { players }) }),
        el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("stats.col_seat") }),
          el("th", { scope: "col", text: t("stats.col_win") }), el("th", { scope: "col", text: t("stats.col_margin") }))),
        el("tbody", {}, rows)),
      el("p", { text: t("stats.rounds", { mean: formatNumber(mean, 1), sd: formatNumber(sd, 1) }) }),
      el("p", { class: "muted small", text: t("stats.method", { games: formatNumber(sum.games) }) }));
    rename();
    bar.hidden = true;
    button.disabled = false;
  }

  /** The seats' names as typed so far (the chances do not depend on them). */
  function rename() {
    const { names } = currentSetup();
    for (const cell of body.querySelectorAll("th.seat-name")) cell.textContent = names[Number(cell.dataset.seat)];
  }

  return { element, invalidate, rename };
}
