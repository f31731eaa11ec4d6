// Stamp Swap: the steady parts of the table, each on a page of the board box the player opens (see
// pages.js): your side (running score and its parts, forever stamps, attendee cards); Pinzetta's side
// (her album number, the sizes she seeks, her seven field counts, her show scores and running
// score); the latest steps in words; the note on the card data. The contest cards are in contest.js.

import { el } from "../../dom.js";
import { attendeeCard, foreverStamp } from "./items.js";

/** Your running score, your forever stamps and attendee cards. */
export function yourSide(view, words, seatName) {
  const { t } = words;
  const parts = view.score?.parts ?? {};
  const forever = view.forever ?? [];
  const cards = view.cards ?? [];
  return el("section", { class: "ss-box ss-you" },
    el("h3", {}, el("span", { text: seatName(0) }), el("span", { class: "ss-score", text: words.pointsText(view.result?.you?.total ?? view.score?.you ?? 0) })),
    view.result ? null : el("p", { class: "ss-small", text: t("stamp_swap.you.parts", { stamps: (view.score?.you ?? 0) - (parts.discarded ?? 0) - (parts.contests ?? 0) - (parts.exhibitors ?? 0),
      discarded: parts.discarded ?? 0, contests: parts.contests ?? 0, exhibitors: parts.exhibitors ?? 0 }) }),
    el("div", { class: "ss-you-things" },
      el("span", { class: "ss-forever-count", role: "img", "aria-label": words.count(forever.length, "stamp_swap.describe.forever_one", "stamp_swap.describe.forever") },
        foreverStamp(words), el("span", { "aria-hidden": "true", text: `\u00d7 ${forever.length}` })),
      cards.map((card) => el("span", { role: "img", class: "ss-card-wrap", "aria-label": `${words.attendeeText(card)}. ${words.roleHelp(card)}` }, attendeeCard(card, words)))),
    cards.length ? null : el("p", { class: "ss-small", text: t("stamp_swap.you.no_cards") }));
}

/** Pinzetta's album, field counts, show scores and running score. */
export function pinzettaSide(view, words) {
  const { t } = words;
  const pin = view.pinzetta ?? {};
  const shows = pin.shows ?? [];
  const counts = pin.counts ?? [];
  return el("section", { class: "ss-box ss-pinzetta", "data-thing": "pinzetta" },
    el("h3", {}, el("span", { text: t("stamp_swap.pinzetta.name") }), el("span", { class: "ss-score", text: words.pointsText(view.result?.pinzetta?.total ?? pin.score ?? 0) })),
    el("p", { class: "ss-small", text: t(view.intro ? "stamp_swap.pinzetta.level_intro" : "stamp_swap.pinzetta.level", { level: view.level ?? 1 }) }),
    el("p", { class: "ss-seeks", "data-thing": "pinzetta:album" },
      el("span", { text: t("stamp_swap.pinzetta.album", { n: pin.album ?? "?" }) }),
      el("span", { class: "ss-shapes", "aria-hidden": "true" }, (pin.sought ?? []).map((size) => {
        const [w, h] = String(size).split("x").map(Number);
        const shape = el("span", { class: "ss-shape", title: words.sizeText(size) });
        shape.style.width = `${w * 7}px`;
        shape.style.height = `${h * 7}px`;
        return shape;
      }))),
    el("table", { class: "ss-fields" },
      el("caption", { class: "visually-hidden", text: t("stamp_swap.pinzetta.fields") }),
      el("tbody", {}, counts.map((n, k) => el("tr", {}, el("th", { scope: "row", text: words.fieldName(view, k) }), el("td", { text: String(n) }))))),
    (view.decision_cards ?? []).length ? el("p", { class: "ss-small", text: t("stamp_swap.swap.decision_cards",
      { list: words.list(view.decision_cards.slice().sort((a, b) => a - b).map(String)) }) }) : null,
    el("p", { class: "ss-small", text: view.intro ? t("stamp_swap.pinzetta.intro_shows")
      : shows.length ? t("stamp_swap.pinzetta.shows", { list: words.list(shows.map((p, d) => t("stamp_swap.pinzetta.show", { day: words.dayName(d), points: p }))) })
        : t("stamp_swap.pinzetta.no_shows") }));
}

/** The latest steps that were not your own, in words. */
export function stepsBox(view, texts) {
  const steps = texts.journal.latestSteps(view);
  if (!steps.length) return null;
  const { t } = texts;
  return el("section", { class: "ss-box ss-steps", "aria-label": t("stamp_swap.steps.title") },
    el("h3", { text: t("stamp_swap.steps.title") }),
    el("ol", {}, steps.map(({ entry, text }) => el("li", { class: texts.journal.isOwnEntry(entry) ? "ss-step-own" : `ss-step-${entry.key.startsWith("pinzetta") || entry.key === "decision" ? "pin" : "game"}`, text }))));
}

/** The plain note on where the card data comes from. */
export function dataNote(view, words) {
  const data = view.data ?? {};
  return el("p", { class: "ss-data-note", text: data.builtin ? words.t("stamp_swap.data.builtin") : words.t("stamp_swap.data.imported", { name: data.name ?? "" }) });
}
