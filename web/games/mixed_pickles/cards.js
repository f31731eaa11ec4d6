// Mixed Pickles: cards and goal cards as DOM elements. A logic card shows its two pickles as chips
// (colour AND letter) with a symbol between them and the statement in words under them; "not"
// cards carry the word NOT and a struck symbol, so no card is told apart by colour alone. The
// special cards have their own look (an arrow down for the steps back, crossed arrows for the swap).

import { el } from "../../dom.js";

const SYMBOLS = { same: "=", ahead: "↑", behind: "↓" };
/** "Not the same field" has a symbol of its own; the other "not" cards strike theirs through. */
const symbolOf = (card) => (card.kind === "same" && card.not ? "≠" : SYMBOLS[card.kind] ?? "?");

/**
 * A small pickle: a rounded chip in its colour (style.css, the same as paint.js) with its letter.
 * `glyph`: the letter only drawn (data-glyph), where the pickle's name is written beside it.
 */
export function pickleChip(pickle, texts, { size = "", glyph = false } = {}) {
  return el("span", {
    class: `mp-chip mp-chip-${pickle}${size ? ` mp-chip-${size}` : ""}`, "aria-hidden": "true",
    text: glyph ? null : texts.letter(pickle), "data-glyph": glyph ? texts.letter(pickle) : null,
  });
}

/** A truth mark under a card: ✓ true / ✗ false, in words as well as in colour. */
export function truthMark(truth, texts) {
  if (truth !== true && truth !== false) return null;
  return el("span", { class: `mp-truth ${truth ? "mp-true" : "mp-false"}`, "aria-hidden": "true" },
    el("span", { text: truth ? "✓" : "✗" }), el("span", { text: texts.truthWord(truth) }));
}

/**
 * One card face. `size`: "hand" (the drawn cards), "pile" (the top of a pile) or "mini" (one line,
 * no words). `truth` adds a ✓/✗ mark. The element carries the card's statement as its name, and
 * `thing`, if given, as its data-thing id (what the guide and the review point at).
 * @param {Record<string, any>} card  a card of the view (its kind, whether it says not, ...)
 * @param {Record<string, any>} texts  the game's words (texts.js)
 * @param {{size?: string, truth?: boolean|null, note?: string, thing?: string|null}} [how]
 */
export function cardFace(card, texts, { size = "hand", truth, note = "", thing = null } = {}) {
  const { t } = texts;
  const classes = ["mp-card", `mp-card-${size}`, `mp-kind-${card.kind}`];
  if (card.not) classes.push(card.kind === "same" ? "mp-not" : "mp-not mp-struck");
  let face;
  if (texts.isLogic(card)) {
    face = [el("span", { class: "mp-card-row", "aria-hidden": "true" },
      pickleChip(card.a, texts, { size: size === "mini" ? "mini" : "" }),
      el("span", { class: "mp-card-sym" }, el("span", { text: symbolOf(card) })),
      pickleChip(card.b, texts, { size: size === "mini" ? "mini" : "" })),
    size === "mini" ? null : el("span", { class: "mp-card-words", "aria-hidden": "true" },
      card.not ? el("strong", { class: "mp-card-not", text: t("mixed_pickles.face.not") }) : null,
      el("span", { text: texts.cardWords(card) }))];
  } else {
    const icon = card.kind === "swap" ? "⇅" : `↓${card.steps ?? ""}`;
    face = [el("span", { class: "mp-card-row", "aria-hidden": "true" }, el("span", { class: "mp-card-icon", text: icon })),
      size === "mini" ? null : el("span", { class: "mp-card-words", "aria-hidden": "true", text: texts.cardWords(card) })];
  }
  const label = [texts.cardName(card), truth === true || truth === false ? texts.truthWord(truth) : "", note].filter(Boolean).join(", ");
  return el("div", { class: classes.join(" "), role: "img", "aria-label": label, title: label, dataset: { card: card.id ?? "" },
    "data-thing": thing },
    ...face, size === "mini" ? null : truthMark(truth, texts));
}

/** The back of a drawn card another player holds. */
export function cardBack() {
  return el("div", { class: "mp-card mp-card-hand mp-card-back", "aria-hidden": "true" },
    el("span", { class: "mp-card-icon", text: "?" }));
}

/**
 * A goal card: the four pickles in the wished finishing order, numbered. `marks` (optional) are
 * per place {hit: bool, points} for the end of the game. `tag` "button" makes it a choice.
 * @param {string[]} goal  the pickles in the wished order
 * @param {Record<string, any>} texts  the game's words (texts.js)
 * @param {{tag?: string, marks?: {hit: boolean, points: number}[]|null, attrs?: Record<string, any>}} [how]
 */
export function goalCard(goal, texts, { tag = "div", marks = null, attrs = {} } = {}) {
  const { t } = texts;
  const items = (goal ?? []).map((pickle, i) => {
    const mark = marks?.[i];
    return el("li", { class: `mp-goal-item${mark ? (mark.hit ? " mp-hit" : " mp-miss") : ""}` },
      el("span", { class: "mp-goal-no", text: t("mixed_pickles.goal.number", { n: i + 1 }) }), " ",
      pickleChip(pickle, texts, { glyph: true }),
      el("span", { class: "mp-goal-name", text: texts.pickleName(pickle) }), " ",
      mark ? el("span", { class: "mp-goal-mark" }, mark.hit ? [el("span", { class: "mp-goal-check", text: "✓" }), ` +${mark.points}`] : "✗") : null);
  });
  const label = attrs["aria-label"] ?? t("mixed_pickles.goal.label", { goal: texts.goalText(goal) });
  const node = el(tag, { ...attrs, class: `mp-goal-card${attrs.class ? ` ${attrs.class}` : ""}`,
    role: tag === "button" ? null : "group", "aria-label": label },
  el("ol", { class: "mp-goal-list", "aria-hidden": tag === "button" ? "true" : null }, items));
  if (tag === "button") node.type = "button";
  return node;
}

/** A pile: its top card (face up), how many cards lie there, and the cards under it as minis. */
export function pileBox(kind, cards, total, texts) {
  const { t } = texts;
  const top = cards[cards.length - 1];
  const under = cards.slice(0, -1).reverse();
  return el("div", { class: `mp-pile mp-pile-${kind}` },
    el("span", { class: "mp-pile-title", text: t(`mixed_pickles.piles.${kind}`, { n: total }) }),
    top ? cardFace(top, texts, { size: "pile" }) : el("span", { class: "mp-pile-empty", text: t("mixed_pickles.piles.empty") }),
    under.length ? el("div", { class: "mp-pile-under", role: "group", "aria-label": t("mixed_pickles.piles.under") },
      under.map((card) => cardFace(card, texts, { size: "mini" }))) : null);
}
