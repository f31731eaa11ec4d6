// Gurke: playing cards as DOM elements, and the few facts about a card the table needs to draw it.
// A card is the engine's string: rank then suit ("7S", "TD", "QH"), jokers "X1" … "X3". The suit
// is always drawn as its symbol, so the red of hearts and diamonds is never the only cue.

import { el } from "../../dom.js";

export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);
const SVG = "http://www.w3.org/2000/svg";

export const isJoker = (card) => typeof card === "string" && card[0] === "X";
export const rankOf = (card) => card[0];
export const suitOf = (card) => (isJoker(card) ? null : card[1]);
export const isRed = (card) => RED.has(suitOf(card));

/**
 * The special top cards of the options (the Icelandic club six, the black sevens): drawn with a
 * star. Only a drawing hint; the engine alone knows what a card is worth.
 */
export function isTopCard(card, options) {
  const top = options?.top_card ?? "none";
  if (top === "club_six") return card === "6C";
  if (top === "black_sevens" || top === "black_sevens_equal") return card === "7S" || card === "7C";
  return false;
}

/** Words and short labels for cards, in the player's language. */
export function cardWords(t) {
  const rankKey = (card) => (isJoker(card) ? "X" : card[0]);
  const short = (card) => (isJoker(card) ? t("gurke.rank.X") : `${t(`gurke.rank.${card[0]}`)}${SUIT_SYMBOLS[card[1]] ?? ""}`);
  const name = (card) => (isJoker(card) ? t("gurke.card.joker")
    : t("gurke.card.name", { rank: t(`gurke.rank_word.${card[0]}`), suit: t(`gurke.suit.${card[1]}`) }));
  const list = (cards, fn = name) => (cards ?? []).map(fn).join(", ");
  return { short, name, list, rankLabel: (card) => t(`gurke.rank.${rankKey(card)}`), rankWord: (card) => t(`gurke.rank_word.${rankKey(card)}`) };
}

/**
 * One card face. `size` is "hand", "table" or "mini"; `tag` "button" makes it tappable (the
 * caller adds the handler and the words). The face is aria-hidden: the element carries the name.
 * @param {string} card
 * @param {{size?: string, tag?: string, options?: object|null, attrs?: Record<string, any>,
 *          words: ReturnType<typeof cardWords>}} how  `options`: the game's options (they say which card is on top)
 */
export function cardFace(card, { size = "table", tag = "div", options = null, attrs = {}, words }) {
  const joker = isJoker(card);
  const suit = suitOf(card);
  const top = isTopCard(card, options);
  const classes = ["gurke-card", `gurke-card-${size}`, joker ? "gurke-joker" : isRed(card) ? "gurke-red" : "gurke-black"];
  if (top) classes.push("gurke-top-card");
  if (attrs.class) classes.push(attrs.class);
  const rank = words.rankLabel(card);
  const symbol = joker ? "★" : SUIT_SYMBOLS[suit];
  const face = size === "mini"
    ? [el("span", { class: "gurke-card-rank", "aria-hidden": "true", text: rank }),
      joker ? null : el("span", { class: "gurke-card-suit", "aria-hidden": "true", text: symbol })]
    : [el("span", { class: "gurke-card-corner", "aria-hidden": "true" },
      el("span", { class: "gurke-card-rank", text: rank }), el("span", { class: "gurke-card-suit", text: symbol })),
    el("span", { class: "gurke-card-pip", "aria-hidden": "true", text: symbol }),
    top ? el("span", { class: "gurke-card-star", "aria-hidden": "true", text: "★" }) : null];
  const label = attrs["aria-label"] ?? (tag === "button" ? null : words.name(card));
  const element = el(tag, {
    ...attrs,
    class: classes.join(" "),
    role: tag === "button" ? null : attrs.role ?? "img",
    "aria-label": label,
    dataset: { card, ...(attrs.dataset ?? {}) },
  }, ...face);
  if (tag === "button") element.type = "button";
  return element;
}

/** The back of a card, for another player's hand and the stock (decoration only). */
export function cardBack(size = "mini") {
  return el("span", { class: `gurke-card-back gurke-card-${size}`, "aria-hidden": "true" });
}

/** A small pickle: a green rounded cucumber with a few bumps; `label` is its text alternative. */
export function pickleMark(label) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 32 16");
  svg.setAttribute("width", "30");
  svg.setAttribute("height", "15");
  svg.setAttribute("aria-hidden", "true");
  const body = document.createElementNS(SVG, "rect");
  for (const [k, v] of Object.entries({ x: 1.5, y: 2, width: 29, height: 12, rx: 6, fill: "#4f8a2b", stroke: "#1f3d12", "stroke-width": 1.3 })) {
    body.setAttribute(k, String(v));
  }
  svg.append(body);
  for (const [cx, cy] of [[8, 6], [14, 10], [19, 5.5], [24.5, 9.5]]) {
    const dot = document.createElementNS(SVG, "circle");
    dot.setAttribute("cx", String(cx)); dot.setAttribute("cy", String(cy)); dot.setAttribute("r", "1.3");
    dot.setAttribute("fill", "#c8e6a0");
    svg.append(dot);
  }
  return el("span", { class: "gurke-pickle", role: "img", "aria-label": label, title: label }, svg);
}
