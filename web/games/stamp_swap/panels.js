// Stamp Swap: the steady parts of the table. The contest cards of the three days and the final show
// (today's marked, with what entering would score now and the tickets left); your side (running
// score and its parts, forever stamps, attendee cards); Pinzetta's side (her album number, the sizes
// she seeks, her seven field counts, her show scores and running score); the latest steps in words.

import { el } from "../../dom.js";
import { attendeeCard, foreverStamp } from "./items.js";

/** The four contest cards in a row, today's marked. */
export function contestStrip(view, words) {
  const { t } = words;
  const cards = [...(view.contests ?? []), view.final_contest].filter(Boolean);
  const today = view.phase === "over" ? -1 : Math.min(view.day ?? 0, cards.length - 1);
  return el("section", { class: "ss-contests", "aria-label": t("stamp_swap.contests.title") },
    el("h3", { class: "ss-section-title", text: t("stamp_swap.contests.title") }),
    el("ol", { class: "ss-contest-list" }, cards.map((contest, k) => el("li", { class: `ss-contest${k === today ? " ss-today" : ""}${k < today || today < 0 ? " ss-past" : ""}` },
      el("span", { class: "ss-contest-day", text: words.dayName(k) }),
      el("span", { class: "ss-contest-no", text: t("stamp_swap.contests.number", { n: contest.number }) }),
      el("span", { class: "ss-contest-rule", text: words.contestRule(contest) }),
      k === today ? el("span", { class: "ss-contest-now", text: t("stamp_swap.contests.now", { points: words.pointsText(view.contest_points ?? 0) }) }) : null))),
    el("p", { class: "ss-tickets" },
      el("span", { class: "ss-ticket-icons", "aria-hidden": "true" }, Array.from({ length: view.tickets ?? 0 }, () => el("span", { class: "ss-ticket" }))),
      el("span", { text: words.count(view.tickets ?? 0, "stamp_swap.contests.tickets_one", "stamp_swap.contests.tickets") })));
}

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
  return el("section", { class: "ss-box ss-pinzetta" },
    el("h3", {}, el("span", { text: t("stamp_swap.pinzetta.name") }), el("span", { class: "ss-score", text: words.pointsText(view.result?.pinzetta?.total ?? pin.score ?? 0) })),
    el("p", { class: "ss-small", text: t(view.intro ? "stamp_swap.pinzetta.level_intro" : "stamp_swap.pinzetta.level", { level: view.level ?? 1 }) }),
    el("p", { class: "ss-seeks" },
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
