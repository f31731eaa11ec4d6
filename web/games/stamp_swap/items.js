// Stamp Swap: the things on the table drawn as DOM: a stamp (its colour, a letter for its theme and
// one for its colour, since colour must never be the only cue, its value, marks for faded, cancelled
// and rare stamps, a double tile as two stamps), a face-down stamp's back with its size, an attendee
// card, a forever stamp, and Pinzetta's valuation markers. Words come from words.js. The letters and
// numbers inside these pictures are drawn from data-glyph (style.css): a tile's name is its words,
// which begin with what the tile shows under the picture.

import { el, shownThenSaid } from "../../dom.js";

/** The size of one album square in the small pictures (haul, offers, tray): table.css sets it per screen. */
const MINI_CELL = "mini";

function sized(node, item, cell) {
  node.style.setProperty("--ss-w", String(item.w ?? 1));
  node.style.setProperty("--ss-h", String(item.h ?? 1));
  if (cell === MINI_CELL) node.classList.add("ss-mini");
  else if (cell) {
    node.style.setProperty("--ss-u", `${cell}px`);
    node.style.width = `${(item.w ?? 1) * cell}px`;
    node.style.height = `${(item.h ?? 1) * cell}px`;
  }
  return node;
}

/** A kind's mark: a star for rare, a postmark for cancelled, a crack for faded. */
function kindMark(kind, words) {
  if (kind === "rare") return el("span", { class: "ss-mark ss-mark-rare", "aria-hidden": "true", "data-glyph": "\u2605" });
  if (kind === "cancelled") return el("span", { class: "ss-mark ss-mark-cancelled", "aria-hidden": "true", "data-glyph": words.t("stamp_swap.mark.cancelled") });
  if (kind === "faded") return el("span", { class: "ss-mark ss-mark-faded", "aria-hidden": "true", "data-glyph": words.t("stamp_swap.mark.faded") });
  return null;
}

/** One stamp's face: the coloured picture with its theme letter (twice on a double tile). */
export function stampFace(item, words, { cell = null, extra = "" } = {}) {
  if (item.hidden || !item.colour) return stampBack(item, words, { cell, extra });
  const halves = item.double ? 2 : 1;
  const across = (item.w ?? 1) >= (item.h ?? 1);
  const art = el("span", { class: `ss-stamp-art${item.double ? (across ? " ss-across" : " ss-down") : ""}` },
    Array.from({ length: halves }, () => el("span", { class: "ss-stamp-half" },
      el("span", { class: "ss-stamp-theme", "data-glyph": words.themeLetter(item.theme) }))));
  const node = el("span", { class: `ss-stamp ss-c-${item.colour} ss-k-${item.kind ?? "normal"}${item.double ? " ss-double" : ""} ${extra}`.trim(),
    "aria-hidden": "true" },
  art,
  el("span", { class: "ss-stamp-value", "data-glyph": words.number(item.value) }),
  el("span", { class: "ss-stamp-colour", "data-glyph": words.colourLetter(item.colour) }),
  kindMark(item.kind, words));
  return sized(node, item, cell);
}

/** A face-down stamp: a back with its size (all Pinzetta may judge, and all you see of hers). */
export function stampBack(item, words, { cell = null, extra = "" } = {}) {
  const node = el("span", { class: `ss-stamp ss-back ${extra}`.trim(), "aria-hidden": "true" },
    el("span", { class: "ss-back-size", "data-glyph": words.sizeText(item.size) }));
  return sized(node, item, cell);
}

export function foreverStamp(words) {
  return el("span", { class: "ss-forever", "aria-hidden": "true" }, el("span", { "data-glyph": "\u221e" }),
    el("span", { class: "ss-forever-word", "data-glyph": words.t("stamp_swap.mark.forever") }));
}

export function attendeeCard(card, words, { full = false } = {}) {
  return el("span", { class: `ss-card ss-card-${card.role === "exhibitor" ? "exhibitor" : "specialist"}`, "aria-hidden": "true" },
    el("span", { class: "ss-card-number", "data-glyph": String(card.number ?? "?") }),
    el("span", { class: "ss-card-role", "data-glyph": words.roleName(card) }),
    el("span", { class: "ss-card-effect", "data-glyph": words.effectText(card) }),
    full ? el("span", { class: "ss-card-help", "data-glyph": words.roleHelp(card) }) : null);
}

/** Pinzetta's valuation markers on an item: a token with the number, a picture like the stamps (its
 * number drawn, so that a tile's visible words stay the start of its name: "3×2, face down, 1 marker"). */
export function markerToken(n, words) {
  return el("span", { class: `ss-mk${n ? "" : " ss-mk-none"}`, title: words.markersText(n), "aria-hidden": "true" },
    el("span", { class: "ss-mk-dot" }), el("span", { "data-glyph": String(n ?? 0) }));
}

/** The picture of any item, small. */
export function itemPicture(item, words) {
  if (item.type === "forever") return foreverStamp(words);
  if (item.type === "attendee") return attendeeCard(item, words);
  return stampFace(item, words, { cell: MINI_CELL });
}

/**
 * An item as a tile: its picture, a line under it (size, "face down"), Pinzetta's markers. A button
 * when `onclick` is given (then `pressed` says whether it is picked), else a plain box (`unavailable`:
 * drawn like a button that cannot be used, among ones that can). Its name begins with that line in
 * words ("2×3, 3 markers") and goes on with the item.
 */
/** The id the guide and the review point at an item with (`stamp:<id>`); none for an item not yet known. */
export const thingOf = (item) => (item.id !== undefined && item.id !== null ? `stamp:${item.id}` : null);

export function itemTile(item, words, { onclick = null, pressed = null, disabled = false, markers = true, label = null, focus = null, note = null,
  unavailable = false } = {}) {
  const parts = [el("span", { class: "ss-item-pic" }, itemPicture(item, words))];
  const info = [];
  const flags = [];
  const shown = [];
  const add = (node, said) => { info.push(node); shown.push(said); };
  const flag = (said) => { flags.push(el("span", { class: "ss-item-flag", text: said })); shown.push(said); };
  if (item.type === "stamp") add(el("span", { class: "ss-item-size", text: words.sizeText(item.size) }), words.sizeText(item.size));
  if (item.face_down && !item.hidden) flag(words.t("stamp_swap.mark.face_down"));
  if (note) flag(note);
  if (markers && Number.isInteger(item.markers)) add(markerToken(item.markers, words), words.markersText(item.markers));
  // Spaces between the parts of the line: read as words, not run together ("2×33"). The flags go
  // on a line of their own under it, so that a tile is no wider than its picture needs.
  if (info.length) parts.push(el("span", { class: "ss-item-info" }, info.flatMap((node, k) => (k ? [" ", node] : [node]))));
  parts.push(...flags.flatMap((node) => [" ", node]));
  let said = label ?? words.itemText(item);
  if (item.face_down && !item.hidden) said = `${said} ${words.t("stamp_swap.words.face_down_note")}`;
  const text = shownThenSaid(shown.join(words.t("stamp_swap.words.comma")), said);
  const cls = `ss-item ss-item-${item.hidden ? "hidden" : item.type}${unavailable ? " ss-unavailable" : ""}`;
  const thing = thingOf(item);
  if (!onclick) return el("span", { class: cls, role: "img", "aria-label": text, "data-thing": thing }, parts);
  return el("button", { type: "button", class: cls, "aria-label": text, "aria-pressed": pressed === null ? null : String(Boolean(pressed)),
    disabled, dataset: focus ? { focus } : undefined, "data-thing": thing, onclick }, parts);
}
