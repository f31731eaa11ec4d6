// Stamp Swap: the end of the game. Who won (a tie is shared), both totals with their parts in two
// small tables side by side (the engine's view.result), and the forever-stamp majority.

import { el } from "../../dom.js";

const YOUR_PARTS = ["stamps", "discarded", "contests", "finale", "exhibitors", "specialists", "forever"];
const PIN_PARTS = ["intro", "shows", "level", "forever", "album", "rares"];

/** One side's points: a small table of its parts with the total at the foot. */
function sideTable(caption, rows, total, who, words) {
  return el("table", { class: `ss-result-table ss-result-${who}` },
    el("caption", { text: caption }),
    el("thead", { class: "visually-hidden" }, el("tr", {}, el("th", { scope: "col", text: words.t("stamp_swap.result.part") }),
      el("th", { scope: "col", text: caption }))),
    el("tbody", {}, rows.map(([label, value]) => el("tr", {}, el("th", { scope: "row", text: label }), el("td", { text: value })))),
    el("tfoot", {}, el("tr", { class: "ss-total" }, el("th", { scope: "row", text: words.t("stamp_swap.result.total") }),
      el("td", { class: `ss-total-${who}`, text: words.number(total) }))));
}

export function resultSection(view, words, seatName) {
  const result = view.result;
  if (!result) return null;
  const { t } = words;
  const you = result.you ?? {};
  const pin = result.pinzetta ?? {};
  const yours = YOUR_PARTS.filter((part) => part in you).map((part) => [t(`stamp_swap.result.you_${part}`), words.number(you[part])]);
  const hers = PIN_PARTS.filter((part) => part in pin)
    .map((part) => [t(`stamp_swap.result.pin_${part}`, { level: view.level ?? 1 }), words.number(pin[part])]);
  const mine = Number(you.total) || 0;
  const theirs = Number(pin.total) || 0;
  const verdict = mine > theirs ? "win" : mine === theirs ? "tie" : "loss";
  const counts = result.forever_counts ?? [];
  const forever = t(counts[1] === null || counts[1] === undefined ? "stamp_swap.result.forever_intro" : "stamp_swap.result.forever", {
    you: counts[0] ?? 0, pinzetta: counts[1] ?? 0, third: counts[2] ?? 0 });
  const name = seatName(0);
  return el("section", { class: `ss-result ss-${verdict}`, "aria-labelledby": "ss-result-title" },
    el("h2", { id: "ss-result-title", text: t("stamp_swap.result.title") }),
    el("p", { class: "ss-verdict", text: t(`stamp_swap.result.${verdict}`, { you: mine, pinzetta: theirs, name }) }),
    el("div", { class: "ss-result-sides" },
      sideTable(name, yours, mine, "you", words),
      sideTable(t("stamp_swap.pinzetta.name"), hers, theirs, "pinzetta", words)),
    el("p", { class: "ss-small", text: forever }));
}
