// Stamp Swap: the swap on the table. Your haul and Pinzetta's two offers side by side, every item with
// Pinzetta's valuation markers; the generous swap (tap one of yours and one of hers, then confirm),
// the item you reserve, the split you build by tapping (confirm is enabled only when the bigger offer
// is one of the legal splits), and the choice between her offers. Only legal move objects are played.

import { describedButton, el } from "../../dom.js";
import { itemTile, markerToken } from "./items.js";

const sameSet = (a, b) => a.length === b.size && a.every((x) => b.has(x));

/**
 * An offer: its heading with its worth (in words, or on a phone as a marker token like the items'
 * own), its items, the +1 of the bigger offer explained in a small line, and `extra` (a button).
 */
function offerBox(words, offer, title, tiles, n, extra = null) {
  return el("section", { class: `ss-box ss-offer ss-offer-${offer}` },
    el("h3", {}, el("span", { text: title }), n === null ? null
      : el("strong", { class: "ss-offer-total" }, el("span", { class: "ss-total-words", text: words.markersText(n) }), markerToken(n, words))),
    el("div", { class: "ss-items" }, tiles),
    n !== null && offer === "big" ? el("p", { class: "ss-plus-one ss-note", text: words.t("stamp_swap.swap.plus_one") }) : null,
    extra);
}

/**
 * Pinzetta's haul: her two offers with her markers. Her items are picked in the generous swap and
 * her offers taken in the choice; while you reserve and split they are only in view (`.ss-pin-context`:
 * a phone shows them on Pinzetta's page instead, see pages.js). Null when she has none.
 */
export function pinHaul(view, ctx) {
  const { words, moves, sel } = ctx;
  const { t } = words;
  const phase = view.phase;
  const mine = moves.length > 0;
  const pin = view.pin_haul ?? {};
  if (phase !== "choose" && !(pin.big ?? []).length && !(pin.small ?? []).length) return null;
  const offers = ["big", "small"].map((offer) => {
    const items = pin[offer] ?? [];
    const tiles = items.map((item) => (mine && phase === "generous"
      ? itemTile(item, words, { pressed: sel.take === item.place, focus: `take:${item.place}`,
        label: `${words.placeText(item.place)}: ${words.itemText(item)}`,
        onclick: () => ctx.set({ take: sel.take === item.place ? null : item.place }) })
      : itemTile(item, words)));
    const choice = mine && phase === "choose" ? moves.find((m) => m.kind === "choose" && m.offer === offer) : null;
    return offerBox(words, offer, t(`stamp_swap.swap.pin_${offer}`, { n: items.length }),
      tiles.length ? tiles : el("p", { class: "ss-empty", text: t("stamp_swap.item.nothing") }), view.pin_values?.[offer] ?? 0,
      choice ? describedButton({ class: "primary ss-take", dataset: { focus: `choose:${offer}` }, onclick: () => ctx.pick(choice) },
        t(offer === "big" ? "stamp_swap.move.choose_button_big" : "stamp_swap.move.choose_button_small"), ctx.moveText(choice)) : null);
  });
  const hidden = [...(pin.big ?? []), ...(pin.small ?? [])].some((i) => i.hidden);
  const context = phase === "reserve" || phase === "split";
  return el("div", { class: `ss-pin-haul${context ? " ss-pin-context" : ""}` },
    el("h3", { class: "ss-section-title", text: t(phase === "choose" ? "stamp_swap.swap.pin_choose" : "stamp_swap.swap.pin_haul") }),
    el("div", { class: "ss-pair" }, offers),
    hidden ? el("p", { class: "ss-small ss-note", text: t("stamp_swap.swap.hidden_note") }) : null);
}

/**
 * The swap panel for the view's phase. `ctx`: {words, moves, sel, set(patch), pick(move), moveText(move)}.
 * Returns null when there is nothing to swap.
 */
export function swapPanel(view, ctx) {
  const { words, moves, sel } = ctx;
  const { t } = words;
  const phase = view.phase;
  const mine = moves.length > 0;
  const parts = [];

  const box = (title, body, extra = "") => el("section", { class: `ss-box ${extra}`.trim() }, el("h3", { text: title }), body);

  // --- your haul ----------------------------------------------------------------------------------------
  const haul = view.haul ?? [];
  if (phase === "generous" || phase === "reserve") {
    const reservable = new Set(moves.filter((m) => m.kind === "reserve").map((m) => m.item));
    const tiles = haul.map((item) => {
      if (!mine) return itemTile(item, words);
      if (phase === "generous") {
        return itemTile(item, words, { pressed: sel.give === item.id, focus: `give:${item.id}`,
          onclick: () => ctx.set({ give: sel.give === item.id ? null : item.id }) });
      }
      // An item no move reserves (a rare stamp) is no control: a tile that says why.
      if (!reservable.has(item.id)) return itemTile(item, words, { note: t("stamp_swap.swap.no_reserve_rare"), unavailable: true });
      return itemTile(item, words, { pressed: sel.reserve === item.id, focus: `reserve:${item.id}`,
        onclick: () => ctx.set({ reserve: sel.reserve === item.id ? null : item.id }) });
    });
    parts.push(box(t("stamp_swap.swap.your_haul"), el("div", { class: "ss-items" }, tiles), "ss-haul"));
  }
  if (view.reserved && phase !== "reserve") {
    parts.push(box(t("stamp_swap.swap.reserved"), el("div", { class: "ss-items" }, itemTile(view.reserved, words, { markers: false })), "ss-reserved"));
  }

  // --- your split -------------------------------------------------------------------------------------------
  if (phase === "split") {
    const splits = moves.filter((m) => m.kind === "split");
    const bigSize = splits[0]?.big?.length ?? Math.ceil(haul.length / 2);
    const chosen = haul.filter((i) => sel.big.has(i.id));
    const rest = haul.filter((i) => !sel.big.has(i.id));
    const toggle = (id) => {
      const next = new Set(sel.big);
      if (next.has(id)) next.delete(id); else next.add(id);
      ctx.set({ big: next });
    };
    // Offer values come from the engine, for a complete split only (the +1 of the bigger offer is a rule).
    const values = (view.split_values ?? []).find((entry) => sameSet(entry.big, sel.big))?.values ?? null;
    const column = (offer, items, n) => offerBox(words, offer, t(`stamp_swap.swap.your_${offer}`, { n }),
      items.length ? items.map((item) => itemTile(item, words, {
        pressed: offer === "big", focus: `split:${item.id}`, disabled: !mine,
        label: t(offer === "big" ? "stamp_swap.swap.in_big" : "stamp_swap.swap.in_small", { item: words.itemText(item) }),
        onclick: () => toggle(item.id) })) : el("p", { class: "ss-empty", text: t("stamp_swap.swap.tap_to_move") }),
      values ? values[offer] : null);
    const legal = splits.find((m) => sameSet(m.big, sel.big));
    const missing = bigSize - chosen.length;
    parts.push(el("div", { class: "ss-pair" }, column("big", chosen, bigSize), column("small", rest, haul.length - bigSize)));
    if (mine) {
      parts.push(el("div", { class: "ss-confirm" },
        describedButton({ class: "primary big", disabled: !legal, dataset: { focus: "confirm:split" },
          onclick: () => legal && ctx.pick(legal) }, t("stamp_swap.move.split_button"), legal ? ctx.moveText(legal) : null),
        el("p", { class: "ss-hint", text: legal ? t("stamp_swap.swap.split_ready") : missing > 0
          ? words.count(missing, "stamp_swap.swap.split_more_one", "stamp_swap.swap.split_more")
          : words.count(-missing, "stamp_swap.swap.split_less_one", "stamp_swap.swap.split_less") })));
    }
    parts.push(el("p", { class: "ss-small ss-note", text: t("stamp_swap.swap.decision_cards", { list: words.list((view.decision_cards ?? []).slice().sort((a, b) => a - b).map(String)) }) }));
  }

  // --- what you keep from your own split -----------------------------------------------------------------------
  if (phase === "choose") {
    const kept = view.kept ?? [];
    if (kept.length) parts.push(box(t("stamp_swap.swap.kept"), el("div", { class: "ss-items" }, kept.map((i) => itemTile(i, words, { markers: false }))), "ss-kept"));
  }

  // --- Pinzetta's haul -----------------------------------------------------------------------------------------
  parts.push(pinHaul(view, ctx));

  // --- the generous swap's confirmation ---------------------------------------------------------------------------
  if (phase === "generous" && mine) {
    const move = moves.find((m) => m.kind === "generous" && m.give === sel.give && m.take === sel.take);
    parts.push(el("div", { class: "ss-confirm" },
      describedButton({ class: "primary big", disabled: !move, dataset: { focus: "confirm:generous" },
        onclick: () => move && ctx.pick(move) }, t("stamp_swap.move.generous_button"), move ? ctx.moveText(move) : null),
      el("p", { class: "ss-hint ss-note", text: move ? ctx.moveText(move) : t("stamp_swap.swap.generous_pick") })));
  }
  if (phase === "reserve" && mine) {
    const move = moves.find((m) => m.kind === "reserve" && m.item === sel.reserve);
    parts.splice(1, 0, el("div", { class: "ss-confirm" },
      describedButton({ class: "primary big", disabled: !move, dataset: { focus: "confirm:reserve" },
        onclick: () => move && ctx.pick(move) }, t("stamp_swap.move.reserve_button"), move ? ctx.moveText(move) : null),
      el("p", { class: "ss-hint ss-note", text: move ? ctx.moveText(move) : t("stamp_swap.swap.reserve_pick") })));
  }
  if (!parts.some(Boolean)) return null;
  return el("div", { class: "ss-swap" }, parts.filter(Boolean));
}
