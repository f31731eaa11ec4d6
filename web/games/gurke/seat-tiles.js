// Gurke: one tile per player — name, badges of the moment (to play, dealer, kontra, out …), score
// and pickles, the cards they played this deal (fanned when the tile is narrow), and how many they
// still hold. The tiles' sizes and columns come from layout.js; here only what is on them.

import { el } from "../../dom.js";
import { seatBadge } from "../seats.js";
import { cardBack, cardFace, pickleMark } from "./cards.js";

export const seatCount = (view) => view.players ?? view.scores?.length ?? 0;

/** Seats in play order, the viewer last (nearest the trick and their own hand). */
export function seatOrder(view) {
  const n = seatCount(view);
  const first = view.seat === null || view.seat === undefined ? 0 : (view.seat + 1) % n;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}

/**
 * A small label. `label` (if given) is what it says in words, the shown text being a short form;
 * `short` is a symbol shown before the words (`icon`: a drawn one, by its class), which stays the
 * only part shown on the smallest tiles.
 */
export function chip(text, cls, { label = null, short = null, icon = null } = {}) {
  return el("span", { class: `gurke-chip ${cls}`, title: label ?? (short || icon ? text : null) },
    short || icon ? el("span", { class: `gurke-chip-symbol${icon ? ` ${icon}` : ""}`, "aria-hidden": "true", text: short }) : null,
    el("span", { class: "gurke-chip-words", "aria-hidden": label ? "true" : null, text }),
    label ? el("span", { class: "visually-hidden", text: label }) : null);
}

const TILE_STEPS = ["wide", "narrow", "tight"];

/**
 * The plan's tile widths are estimates, and the engines' fonts differ: while a name or a badge on a
 * tile is cut, the tiles step down (`data-tile` on the board: the badges show only their symbols,
 * then "(you)" goes).
 */
export function fitTileWords(board, box) {
  const cut = (node) => node.scrollWidth > node.clientWidth + 0.5;
  let step = TILE_STEPS.indexOf(board.dataset.tile);
  while (step >= 0 && step < TILE_STEPS.length - 1
    && [...box.querySelectorAll(".gurke-seat-name, .gurke-seat-tags:not([hidden])")].some(cut)) {
    board.dataset.tile = TILE_STEPS[++step];
  }
}

export function createSeatTiles({ t, seatName, texts, box }) {
  const { count, words } = texts;

  /** The seat's chips; the row takes no room without any. */
  const tagList = (chips) => el("span", { class: "gurke-seat-tags", hidden: !chips.some(Boolean) }, chips);

  function tags(view, seat) {
    const out = !!view.out?.[seat];
    const doubles = view.doubles?.[seat];
    return [
      view.to_move === seat && !view.winners
        ? chip(t(view.phase === "play" ? "gurke.table.to_play" : "gurke.table.deciding"), "gurke-chip-turn", { short: "▶" }) : null,
      seat === view.dealer && !view.winners
        ? chip(t("gurke.table.dealer_short"), "gurke-chip-dealer", { label: t("gurke.table.dealer"), icon: "gurke-deck-icon" }) : null,
      view.kontra === seat ? chip(t("gurke.table.kontra"), "gurke-chip-kontra") : null,
      doubles ? chip(`×${2 ** doubles}`, "gurke-chip-double", { label: count(doubles, "gurke.table.doubled_one", "gurke.table.doubled") }) : null,
      view.bought_back?.[seat] ? chip(t("gurke.table.bought_back"), "gurke-chip-plain") : null,
      (view.stakes?.[seat] ?? 1) > 1 ? chip(t("gurke.table.stake", { n: view.stakes[seat] }), "gurke-chip-plain") : null,
      view.winners?.includes(seat) ? chip(t("gurke.table.winner"), "gurke-chip-winner", { short: "★" })
        : out ? chip(t("gurke.table.out"), "gurke-chip-out") : null,
    ].filter(Boolean);
  }

  function played(view, seat) {
    const plays = texts.playsOf(view, seat);
    const inTrick = (view.trick ?? []).some(([s]) => s === seat);
    return el("div", { class: "gurke-played", "aria-label": t("gurke.table.played"), role: "group" },
      plays.length ? plays.map((cards, i) => el("span", {
        class: `gurke-played-trick${inTrick && i === plays.length - 1 ? " gurke-current" : ""}`,
        dataset: { trick: String(i) },
      }, cards.map((card) => cardFace(card, { size: "mini", options: view.options, words }))))
        : el("span", { class: "gurke-played-none", text: view.out?.[seat] ? "" : t("gurke.table.none_played") }));
  }

  /** The cards laid face up in front of a player (the Icelandic rules, the Danish option). */
  function inFront(view, seat) {
    const cards = view.in_front?.[seat] ?? [];
    if (!cards.length) return null;
    return el("span", { class: "gurke-in-front", role: "group", "aria-label": t("gurke.table.in_front"), title: t("gurke.table.in_front") },
      cards.map((card) => cardFace(card, { size: "mini", options: view.options, words })));
  }

  function tile(view, seat, fx) {
    const out = !!view.out?.[seat];
    const winner = !!view.winners?.includes(seat);
    const toMove = view.to_move === seat && !view.winners;
    const me = view.seat === seat;
    const held = view.hand_counts?.[seat] ?? 0;
    const away = view.put_away_counts?.[seat] ?? 0;
    const score = view.scores?.[seat] ?? 0;
    return el("li", {
      class: `gurke-seat${toMove ? " gurke-to-move" : ""}${out ? " gurke-out" : ""}${me ? " gurke-me" : ""}${winner ? " gurke-winner" : ""}`,
      dataset: { seat: String(seat) },
      "data-thing": `seat:${seat}`,
      "aria-current": toMove ? "true" : null,
    },
    el("div", { class: "gurke-seat-head" },
      el("span", { class: "gurke-seat-who" }, seatBadge(seat),
        el("span", { class: "gurke-seat-name", text: seatName(seat) }),
        me ? el("span", { class: "gurke-you", text: t("gurke.table.you") }) : null),
      tagList(tags(view, seat)),
      inFront(view, seat),
      el("span", { class: "gurke-seat-score" },
        ...Array.from({ length: view.pickles?.[seat] ?? 0 }, () => pickleMark(t("gurke.table.pickle"))),
        el("span", { class: `gurke-score${fx.flash?.has(seat) ? " gurke-flash" : ""}`,
          "aria-label": t("gurke.table.score_label", { score, limit: view.limit }) },
        el("strong", { text: String(score) }),
        el("span", { class: "gurke-limit", text: `/${view.limit}` })))),
    played(view, seat),
    away ? el("span", { class: "gurke-away", text: t("gurke.table.put_away", { n: away }) }) : null,
    el("span", { class: "gurke-held", role: "img", dataset: { held: String(seat) },
      "aria-label": count(held, "gurke.status.cards_one", "gurke.status.cards") },
    held ? cardBack("mini") : null, el("span", { "aria-hidden": "true", text: held ? `×${held}` : "" })));
  }

  return {
    render(view, fx) {
      box.replaceChildren(...seatOrder(view).map((seat) => tile(view, seat, fx)));
    },
  };
}
