// Stamp Swap: the end of the game. Both totals with their parts side by side in a small table (the
// engine's view.result), the forever-stamp majority and who won (a tie is shared).

import { el } from "../../dom.js";

const YOUR_PARTS = ["stamps", "discarded", "contests", "exhibitors", "specialists", "forever"];
const PIN_PARTS = ["intro", "shows", "level", "forever", "album", "rares"];

export function resultSection(view, words, seatName) {
  const result = view.result;
  if (!result) return null;
  const { t } = words;
  const you = result.you ?? {};
  const pin = result.pinzetta ?? {};
  const rows = [];
  for (const part of YOUR_PARTS) {
    if (part in you) rows.push([t(`stamp_swap.result.you_${part}`), words.number(you[part]), ""]);
  }
  for (const part of PIN_PARTS) {
    if (part in pin) rows.push([t(`stamp_swap.result.pin_${part}`, { level: view.level ?? 1 }), "", words.number(pin[part])]);
  }
  const mine = Number(you.total) || 0;
  const hers = Number(pin.total) || 0;
  const verdict = mine > hers ? "win" : mine === hers ? "tie" : "loss";
  const counts = result.forever_counts ?? [];
  const forever = t(counts[1] === null || counts[1] === undefined ? "stamp_swap.result.forever_intro" : "stamp_swap.result.forever", {
    you: counts[0] ?? 0, pinzetta: counts[1] ?? 0, third: counts[2] ?? 0 });
  const name = seatName(0);
  return el("section", { class: `ss-result ss-${verdict}`, "aria-labelledby": "ss-result-title" },
    el("h2", { id: "ss-result-title", text: t("stamp_swap.result.title") }),
    el("p", { class: "ss-verdict", text: t(`stamp_swap.result.${verdict}`, { you: mine, pinzetta: hers, name }) }),
    el("table", { class: "ss-result-table" },
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("stamp_swap.result.part") }),
        el("th", { scope: "col", text: name }), el("th", { scope: "col", text: t("stamp_swap.pinzetta.name") }))),
      el("tbody", {}, rows.map(([label, a, b]) => el("tr", {}, el("th", { scope: "row", text: label }), el("td", { text: a }), el("td", { text: b })))),
      el("tfoot", {}, el("tr", { class: "ss-total" }, el("th", { scope: "row", text: t("stamp_swap.result.total") }),
        el("td", { class: "ss-total-you", text: words.number(mine) }), el("td", { class: "ss-total-pinzetta", text: words.number(hers) })))),
    el("p", { class: "ss-small", text: forever }));
}
