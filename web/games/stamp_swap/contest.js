// Stamp Swap: the contests, as one piece of the table. The board holds one contest card of each
// category (view.board: colour, theme, size, cancelled-stamps and the finale); at each show you put a
// show ticket on one of the contests without one, and it scores your album as it lies; the finale
// scores at the final show, ticket or not. The cards are drawn twice: on a page of the board box the
// player opens (the tab shows the tickets left), and in the pane while the show's decision is the
// ticket, where every contest that may take it is a button. Only the legal move objects are played.

import { describedButton, el, shownThenSaid } from "../../dom.js";

/** The show tickets left: one small ticket per ticket, and the count in words. */
export function ticketLine(view, words) {
  return el("p", { class: "ss-tickets" },
    el("span", { class: "ss-ticket-icons", "aria-hidden": "true" }, Array.from({ length: view.tickets ?? 0 }, () => el("span", { class: "ss-ticket" }))),
    el("span", { text: words.count(view.tickets ?? 0, "stamp_swap.contests.tickets_one", "stamp_swap.contests.tickets") }));
}

/** Where a card on the board stands: your ticket on it, none yet, or the finale. */
export function cardState(entry, words) {
  const { t } = words;
  if (entry.ticket) return t("stamp_swap.board.ticket", { day: words.dayName(entry.ticket.day), points: words.pointsText(entry.ticket.points) });
  if (entry.finale) return t("stamp_swap.board.finale");
  return t("stamp_swap.board.open");
}

/** A board card in words, for the board in words: "colour contest, contest 2: 4 points per blue stamp (no ticket of yours yet)". */
export function boardEntryText(entry, words) {
  return `${words.t(`stamp_swap.category.${entry.category}`)}, ${words.contestText(entry.card)} (${cardState(entry, words)})`;
}

/**
 * One card of the board: its category and number, its rule, where it stands and, while it can still
 * score, what it would score now. With `move`, a button that puts the ticket on it.
 */
function boardCard(entry, view, words, { move = null, pick = null, moveText = null } = {}) {
  const { t } = words;
  const open = !entry.ticket && view.phase !== "over";
  const now = open ? t("stamp_swap.contests.now", { points: words.pointsText(entry.now ?? 0) }) : null;
  const scored = entry.ticket ? words.pointsText(entry.ticket.points) : entry.scored != null ? words.pointsText(entry.scored) : null;
  const parts = [
    el("span", { class: "ss-contest-head" }, el("span", { class: "ss-contest-day", text: t(`stamp_swap.category.${entry.category}`) }), " ",
      el("span", { class: "ss-contest-no", text: t("stamp_swap.contests.number", { n: entry.card?.number ?? "?" }) })),
    el("span", { class: "ss-contest-rule", text: words.contestRule(entry.card) }),
    entry.ticket ? el("span", { class: "ss-contest-ticket" }, el("span", { class: "ss-ticket", "aria-hidden": "true" }), ` ${scored}`) : null,
    now ? el("span", { class: "ss-contest-now", text: now }) : null,
  ];
  const cls = `ss-contest ss-contest-${entry.category}${entry.ticket ? " ss-ticketed" : ""}${entry.finale ? " ss-finale" : ""}`;
  if (move) {
    const shown = [t(`stamp_swap.category.${entry.category}`), words.contestRule(entry.card), now].filter(Boolean).join(", ");
    return describedButton({ class: `${cls} ss-contest-pick`, dataset: { focus: `contest:${entry.category}` },
      "data-thing": `contest:${entry.category}`,
      "aria-label": shownThenSaid(shown, null), onclick: () => pick(move) }, parts, moveText(move));
  }
  return el("li", { class: cls, "data-thing": `contest:${entry.category}` }, parts, el("span", { class: "visually-hidden", text: `, ${cardState(entry, words)}` }));
}

/** The five contest cards on the board, for the page the player opens. */
export function contestCards(view, words) {
  const { t } = words;
  return el("section", { class: "ss-contests", "aria-label": t("stamp_swap.board.title") },
    el("h3", { class: "ss-section-title", text: t("stamp_swap.board.title") }),
    el("ol", { class: "ss-contest-list" }, (view.board ?? []).map((entry) => boardCard(entry, view, words))),
    ticketLine(view, words));
}

/**
 * The show's decision: a ticket on one of the contests without one. Every such contest is a button
 * (what it scores now on it); the others stand beside them as they are.
 * `ctx`: {words, moves, pick(move), moveText(move)}. Null outside the contest phase.
 */
export function contestPanel(view, ctx) {
  if (view.phase !== "contest") return null;
  const { words, moves } = ctx;
  const { t } = words;
  const cards = (view.board ?? []).map((entry) => {
    const move = moves.find((m) => m.kind === "contest" && m.category === entry.category) ?? null;
    return move ? el("li", { class: "ss-contest-slot" }, boardCard(entry, view, words, { move, pick: ctx.pick, moveText: ctx.moveText }))
      : boardCard(entry, view, words);
  });
  return el("section", { class: "ss-box ss-contest-now-box" },
    el("h3", { text: t("stamp_swap.board.title") }),
    el("ol", { class: "ss-contest-list ss-contest-choice" }, cards),
    ticketLine(view, words));
}
