// Stamp Swap: the words half of the table's interface (see web/games/kit/table.js): every move as
// a self-explaining sentence (the accessible move list, the hint), the log lines, the status beside
// the player's name and the whole table in words for screen readers.

import { boardEntryText } from "./contest.js";
import { createJournal } from "./journal.js";
import { createWords } from "./words.js";

/** Every item of the view by id (Pinzetta's offers also by place, "big0"). */
export function itemIndex(view) {
  const index = new Map();
  const add = (item) => { if (item?.id) index.set(item.id, item); };
  (view?.haul ?? []).forEach(add);
  if (view?.reserved) add(view.reserved);
  (view?.to_place ?? []).forEach(add);
  (view?.placed ?? []).forEach(add);
  (view?.forever ?? []).forEach(add);
  for (const offer of ["big", "small"]) {
    for (const item of view?.pin_haul?.[offer] ?? []) {
      add(item);
      if (item.place) index.set(item.place, item);
    }
  }
  return index;
}

/** Each contest move's label key, by the category of the card it names. */
const CONTEST_MOVES = { colour: "stamp_swap.move.contest_colour", theme: "stamp_swap.move.contest_theme",
  size: "stamp_swap.move.contest_size", cancelled: "stamp_swap.move.contest_cancelled" };

/** The phases in which the player works on the swap. */
export const SWAP_PHASES = ["generous", "reserve", "split", "choose"];

export function createTexts({ t, seatName }) {
  const words = createWords(t);
  const journal = createJournal(words);
  const { itemText, list, markersText, pointsText, contestText, offerName, placeText, cellText, dayName } = words;

  // A move's words are `stamp_swap.move.<kind>`, by the kind of move the engine names (a
  // contest's by its category), with the items, places and points in words; `<kind>_button` are
  // the short words on the button that confirms a move being put together.
  /** A legal move as a self-explaining sentence: the move list, the hint, the description of its button. */
  function moveText(move, view) {
    const items = itemIndex(view);
    const named = (id) => itemText(items.get(id) ?? { type: id?.[0] === "f" ? "forever" : "unknown" });
    switch (move?.kind) {
      case "generous":
        return t("stamp_swap.move.generous", { give: named(move.give), take: named(move.take), place: placeText(move.take) });
      case "reserve": return t("stamp_swap.move.reserve", { item: named(move.item) });
      case "split": {
        const big = (view?.haul ?? []).filter((i) => (move.big ?? []).includes(i.id));
        const small = (view?.haul ?? []).filter((i) => !(move.big ?? []).includes(i.id));
        const same = (a, b) => a.length === b.length && a.every((id) => b.includes(id));
        const values = (view?.split_values ?? []).find((entry) => same(entry.big, move.big ?? []))?.values ?? {};
        return t("stamp_swap.move.split", {
          big: list(big.map(itemText)), small: small.length ? list(small.map(itemText)) : t("stamp_swap.item.nothing"),
          big_markers: markersText(values.big ?? 0), small_markers: markersText(values.small ?? 0) });
      }
      case "choose": {
        const offer = view?.pin_haul?.[move.offer] ?? [];
        return t("stamp_swap.move.choose", { offer: offerName(move.offer), items: words.itemsText(offer),
          other: offerName(move.offer === "big" ? "small" : "big") });
      }
      case "place": return t("stamp_swap.move.place", { item: named(move.item), cell: cellText(move.x, move.y) });
      case "discard": {
        const item = items.get(move.item);
        return t("stamp_swap.move.discard", { item: named(move.item), points: pointsText(item?.value ?? 0) });
      }
      case "contest": {
        const entry = (view?.board ?? []).find((e) => e.category === move.category);
        return t(CONTEST_MOVES[move.category], { contest: entry ? contestText(entry.card) : "", points: pointsText(entry?.now ?? 0),
          tickets: Math.max(0, (view?.tickets ?? 1) - 1) });
      }
      default: return String(move?.kind);
    }
  }

  function seatStatus(view) {
    if (view?.result) return t("stamp_swap.status.final", { you: view.result.you?.total ?? 0, pinzetta: view.result.pinzetta?.total ?? 0 });
    return t("stamp_swap.status.running", { you: view?.score?.you ?? 0, pinzetta: view?.score?.pinzetta ?? 0 });
  }

  /** The whole table in words, for the description beside the board. */
  function describe(view) {
    if (!view) return [];
    const lines = [];
    const day = Math.min(view.day ?? 0, 3);
    lines.push(t("stamp_swap.describe.when", { day: dayName(day), phase: t(`stamp_swap.phase.${view.phase}`) }));
    if (view.data?.builtin) lines.push(t("stamp_swap.data.builtin"));
    if ((view.board ?? []).length) {
      lines.push(`${t("stamp_swap.board.title")}: ${list(view.board.map((entry) => boardEntryText(entry, words)))}.`);
      lines.push(words.count(view.tickets ?? 0, "stamp_swap.contests.tickets_one", "stamp_swap.contests.tickets"));
    }
    if (!view.result) lines.push(t("stamp_swap.describe.score", { you: view.score?.you ?? 0, pinzetta: view.score?.pinzetta ?? 0 }));
    const placed = view.placed ?? [];
    lines.push(placed.length ? t("stamp_swap.describe.album", { n: placed.length,
      stamps: list(placed.map((p) => t("stamp_swap.describe.placed", { item: itemText(p), cell: cellText(p.x, p.y) }))) })
      : t("stamp_swap.describe.album_empty"));
    if ((view.to_place ?? []).length) lines.push(t("stamp_swap.describe.to_place", { items: words.itemsText(view.to_place) }));
    if ((view.haul ?? []).length) {
      lines.push(t("stamp_swap.describe.haul", { items: list(view.haul.map((i) => t("stamp_swap.log.item_markers", { item: itemText(i), markers: markersText(i.markers ?? 0) }))) }));
    }
    if (view.reserved) lines.push(t("stamp_swap.describe.reserved", { item: itemText(view.reserved) }));
    for (const offer of ["big", "small"]) {
      const items = view.pin_haul?.[offer] ?? [];
      if (items.length) {
        lines.push(t("stamp_swap.describe.pin_offer", { offer: t(`stamp_swap.offer.${offer}_plain`), total: markersText(view.pin_values?.[offer] ?? 0),
          items: list(items.map((i) => t("stamp_swap.log.item_markers", { item: itemText(i), markers: markersText(i.markers ?? 0) }))) }));
      }
    }
    if ((view.forever ?? []).length) lines.push(words.count(view.forever.length, "stamp_swap.describe.forever_one", "stamp_swap.describe.forever"));
    for (const card of view.cards ?? []) lines.push(words.attendeeText(card));
    const pin = view.pinzetta ?? {};
    lines.push(t("stamp_swap.describe.pinzetta", { album: pin.album ?? "?", sizes: words.sizesText(pin.sought),
      fields: list((pin.counts ?? []).map((n, k) => t("stamp_swap.describe.field", { field: words.fieldName(view, k), n }))) }));
    for (const step of journal.latestSteps(view)) lines.push(step.text);
    if (view.result) {
      lines.push(t("stamp_swap.status.final", { you: view.result.you?.total ?? 0, pinzetta: view.result.pinzetta?.total ?? 0 }));
    }
    return lines;
  }

  return {
    ...words, words, journal, moveText, seatStatus, describe, name: seatName,
    eventText: (event, view) => journal.eventText(event, view),
    batchSummary: (events, view) => journal.batchSummary(events, view),
  };
}
