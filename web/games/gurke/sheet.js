// Gurke: the score sheet (a row per deal, opened by the player over the board, where it scrolls in
// its own box) and the result of the match (in the board's place once the match is over).

import { el } from "../../dom.js";
import { seatBadge } from "../seats.js";
import { isRed, pickleMark } from "./cards.js";
import { seatCount } from "./seat-tiles.js";

export function createSheet({ t, seatName, texts }) {
  const { count, words } = texts;
  const summaryWords = el("span", { class: "gurke-sheet-words", text: t("gurke.sheet.title") });
  const summary = el("summary", { class: "gurke-sheet-toggle" },
    el("span", { class: "tool-glyph gurke-sheet-icon", "aria-hidden": "true" }), summaryWords);
  const body = el("div", { class: "gurke-sheet-scroll" });
  const element = el("details", { class: "gurke-sheet" }, summary, body);

  function render(view) {
    const rows = view.sheet ?? [];
    const n = seatCount(view);
    summaryWords.textContent = rows.length ? count(rows.length, "gurke.sheet.title_count_one", "gurke.sheet.title_count") : t("gurke.sheet.title");
    if (!rows.length) {
      body.replaceChildren(el("p", { class: "gurke-sheet-empty", text: t("gurke.sheet.empty") }));
      return;
    }
    const seats = Array.from({ length: n }, (_, i) => i);
    const head = el("tr", {}, el("th", { scope: "col", text: t("gurke.sheet.deal") }),
      seats.map((s) => el("th", { scope: "col" }, seatBadge(s), el("span", { class: "gurke-sheet-name", text: seatName(s) }))),
      el("th", { scope: "col", text: t("gurke.sheet.penalty") }));
    const lines = rows.map((row, r) => {
      const before = rows[r - 1];
      return el("tr", {}, el("th", { scope: "row", text: String(row.deal) }), seats.map((s) => {
        const change = row.change?.[s] ?? 0;
        const newPickle = (row.pickles?.[s] ?? 0) > (before?.pickles?.[s] ?? 0);
        const newOut = row.out?.[s] && !before?.out?.[s];
        return el("td", { class: row.takers?.includes(s) ? "gurke-taker" : "" },
          change ? el("span", { class: "gurke-change", text: change > 0 ? `+${change}` : `−${-change}` }) : null,
          el("strong", { text: String(row.scores?.[s] ?? "") }),
          newPickle ? pickleMark(t("gurke.table.pickle")) : null,
          newOut ? el("span", { class: "gurke-sheet-out", text: t("gurke.table.out") }) : null);
      }), el("td", { class: "gurke-sheet-penalty" },
        el("span", { class: "visually-hidden", text: t("gurke.sheet.took", { names: texts.names(row.takers ?? []), card: words.name(row.card) }) }),
        el("span", { class: "gurke-sheet-takers", "aria-hidden": "true" }, (row.takers ?? []).map((s) => seatBadge(s)),
          row.card ? el("span", { class: `gurke-sheet-card ${isRed(row.card) ? "gurke-red" : ""}`, text: words.short(row.card) }) : null)));
    });
    body.replaceChildren(el("table", { class: "gurke-sheet-table" },
      el("caption", { class: "visually-hidden", text: t("gurke.sheet.title") }),
      el("thead", {}, head), el("tbody", {}, lines)));
  }

  return { element, render };
}

/** Words, and a short form shown instead where the board is short (table.css: .gurke-short). */
function twoForms(cls, long, short) {
  return el("span", { class: cls }, el("span", { class: "gurke-long", text: long }),
    el("span", { class: "gurke-short", "aria-hidden": "true", text: short }));
}

export function createResult({ t, seatName, texts }) {
  const { count } = texts;
  const element = el("section", { class: "gurke-result", hidden: true, "aria-labelledby": "gurke-result-title" });

  function render(view) {
    element.hidden = !view.winners;
    if (!view.winners) {
      element.replaceChildren();
      return;
    }
    const n = seatCount(view);
    const ranks = view.outcome?.ranks ?? Array.from({ length: n }, (_, s) => (view.winners.includes(s) ? 1 : 2));
    const order = Array.from({ length: n }, (_, s) => s).sort((a, b) => ranks[a] - ranks[b] || a - b);
    const owed = view.owed ?? [];
    const anyOwed = owed.some((p) => p);
    const item = (s) => {
      const score = view.scores?.[s] ?? 0;
      const winner = view.winners.includes(s);
      return el("li", { class: winner ? "gurke-winner" : "" },
        el("span", { class: "gurke-result-rank", text: t("gurke.result.rank", { rank: ranks[s] }) }),
        seatBadge(s),
        el("span", { class: "gurke-result-name", text: seatName(s) }),
        twoForms("gurke-result-score", count(score, "gurke.status.points_one", "gurke.status.points"), String(score)),
        ...Array.from({ length: view.pickles?.[s] ?? 0 }, () => pickleMark(t("gurke.table.pickle"))),
        winner ? el("strong", { class: "gurke-result-tag" }, el("span", { "aria-hidden": "true", text: "★ " }),
          twoForms("", t("gurke.table.winner"), ""))
          : view.out?.[s] ? el("span", { class: "gurke-result-tag", text: t("gurke.table.out") }) : null,
        anyOwed && owed[s] ? twoForms(`gurke-owed ${owed[s] > 0 ? "gurke-gets" : "gurke-owes"}`, texts.owedText(s, owed[s]),
          owed[s] > 0 ? `+${owed[s]}` : `−${-owed[s]}`) : null);
    };
    element.replaceChildren(
      el("h2", { id: "gurke-result-title", text: texts.eventText({ type: "game_over", winners: view.winners }, view) }),
      el("ol", { class: "gurke-result-list" }, order.map(item)),
      ...(anyOwed ? [el("p", { class: "gurke-owed-note", text: t("gurke.result.owed_note") })] : []));
  }

  return { element, render };
}
