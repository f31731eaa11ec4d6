// Stamp Swap: the engine's log (view.log) in words. Every entry is one step of the game; Pinzetta's
// steps are told so that a player with the physical cards could follow them at the table.
// The move events only say how long the log became (event.log): the entries of a move run from the
// move's own entry up to that length.

/** The log entry each of your moves writes first. */
const OWN_ENTRY = {
  generous: "generous", reserve: "reserve", split: "your_offers", choose: "choose",
  place: "place", discard: "discard", contest: "contest",
};
const OWN_KEYS = new Set(Object.values(OWN_ENTRY));

export const isOwnEntry = (entry) => OWN_KEYS.has(entry?.key);

export function createJournal(words) {
  const { t, itemText, itemsText, offerName, placeText, markersText, pointsText, contestText, contestByNumber, dayName, fieldName, list } = words;
  const other = (offer) => (offer === "big" ? "small" : "big");

  function offersLine(entry) {
    const part = (offer) => t("stamp_swap.log.offer_part", {
      offer: t(`stamp_swap.offer.${offer}_title`),
      items: (entry[offer] ?? []).length ? list(entry[offer].map((item, i) => t("stamp_swap.log.item_markers", {
        item: itemText(item), markers: markersText(entry.markers?.[offer]?.[i] ?? 0) }))) : t("stamp_swap.item.nothing"),
      total: markersText(entry.values?.[offer] ?? 0),
    });
    return t("stamp_swap.log.your_offers", { big: part("big"), small: part("small") });
  }

  function decisionLine(entry) {
    const from = entry.discarded_from;
    const taken = entry.taken;
    const head = t(entry.crossed_out ? "stamp_swap.log.decision" : "stamp_swap.log.decision_none", {
      markers: markersText(entry.crossed_out), offer: offerName(from),
      before: entry.before?.[from] ?? 0, after: entry.after?.[from] ?? 0,
    });
    const tie = (entry.after?.big ?? 0) === (entry.after?.small ?? 0);
    const takes = t(tie ? "stamp_swap.log.takes_tie" : "stamp_swap.log.takes", {
      offer: offerName(taken), mine: entry.after?.[taken] ?? 0, other: entry.after?.[other(taken)] ?? 0, yours: offerName(other(taken)),
    });
    return `${head} ${takes}`;
  }

  function pinOffersLine(entry) {
    const values = entry.values ?? {};
    const head = t("stamp_swap.log.pin_offers", { big: markersText(values.big ?? 0), small: markersText(values.small ?? 0) });
    const swap = entry.swap;
    if (!swap) return `${head} ${t("stamp_swap.log.no_exchange")}`;
    return `${head} ${t("stamp_swap.log.exchange", { offer: offerName(swap.from), other: offerName(other(swap.from)),
      out: itemText(swap.out), in: itemText(swap.in) })}`;
  }

  function albumLine(entry) {
    const counts = entry.counts ?? [];
    const points = entry.points ?? [];
    const parts = counts.map((n, k) => (n ? t("stamp_swap.log.album_field", { field: fieldName(entryView, k), n, points: points[k] ?? 0 }) : null)).filter(Boolean);
    const total = points.reduce((a, b) => a + (Number(b) || 0), 0);
    return t("stamp_swap.log.pinzetta_album", { card: (entry.card ?? 0) + 1, fields: parts.length ? list(parts) : t("stamp_swap.log.album_empty"), total });
  }

  let entryView = null; // the view the entries are read against (Pinzetta's album fields)

  /** One log entry in words (null for an entry the page does not know). */
  function entryText(entry, view) {
    entryView = view;
    const contest = (n) => contestText(contestByNumber(view, n));
    switch (entry?.key) {
      case "day": return t("stamp_swap.log.day", { day: dayName(entry.day) });
      case "board": return t("stamp_swap.log.board", { contests: list(Object.values(entry.contests ?? {}).map(contest)) });
      case "pinzetta_haul": return t("stamp_swap.log.pinzetta_haul", { event: entry.event });
      case "your_haul": return `${t("stamp_swap.log.your_haul", { event: entry.event })} ${t(`stamp_swap.instruction.${entry.instruction ?? "none"}`)}`;
      case "forever_you": return t("stamp_swap.log.forever_you");
      case "forever_pinzetta": return t("stamp_swap.log.forever_pinzetta");
      case "generous": return t("stamp_swap.log.generous", { give: itemText(entry.give), place: placeText(entry.take) });
      case "scout": return t("stamp_swap.log.scout", { items: itemsText(entry.items) });
      case "reserve": return t("stamp_swap.log.reserve", { item: itemText(entry.item) });
      case "your_offers": return offersLine(entry);
      case "decision": return decisionLine(entry);
      case "pinzetta_offers": return pinOffersLine(entry);
      case "choose": {
        const head = t("stamp_swap.log.choose", { offer: offerName(entry.offer), other: offerName(other(entry.offer)) });
        return (entry.revealed ?? []).length ? `${head} ${t("stamp_swap.log.revealed", { items: itemsText(entry.revealed) })}` : head;
      }
      case "place": return t("stamp_swap.log.place", { item: itemText(entry.item), column: (entry.x ?? 0) + 1, row: (entry.y ?? 0) + 1 });
      case "discard": return t("stamp_swap.log.discard", { item: itemText(entry.item), points: pointsText(entry.points ?? 0) });
      case "contest": return t("stamp_swap.log.contest", { contest: contest(entry.contest), points: pointsText(entry.points ?? 0) });
      case "finale": return t("stamp_swap.log.finale", { contest: contest(entry.contest), points: pointsText(entry.points ?? 0) });
      case "exhibitor": {
        const card = (view?.cards ?? []).find((c) => c.number === entry.card) ?? { number: entry.card, role: "exhibitor" };
        return t("stamp_swap.log.exhibitor", { card: words.attendeeText(card), points: pointsText(entry.points ?? 0) });
      }
      case "intro_discard": return t("stamp_swap.log.intro_discard", { items: itemsText(entry.items) });
      case "pinzetta_files": return t("stamp_swap.log.pinzetta_files", { items: itemsText(entry.items) });
      case "pinzetta_scores": return t("stamp_swap.log.pinzetta_scores", {
        card: (entry.card ?? 0) + 1, contest: entry.contest, level: entry.level, row: entry.row, factor: entry.factor,
        day: dayName(entry.day), points: pointsText(entry.points ?? 0) });
      case "pinzetta_album": return albumLine(entry);
      case "final": return t("stamp_swap.log.final", { you: entry.you, pinzetta: entry.pinzetta });
      default: return null;
    }
  }

  /** The log entries [start, end) a move event wrote, or null if the log does not show them. */
  function span(event, view) {
    const log = view?.log ?? [];
    const first = OWN_ENTRY[event?.type];
    const end = Math.min(Number(event?.log) || 0, log.length);
    if (!first || !end) return null;
    let start = end - 1;
    while (start >= 0 && log[start].key !== first) start--;
    if (start < 0) return null;
    return { start, end };
  }

  const linesOf = (entries, view) => entries.map((e) => entryText(e, view)).filter(Boolean);

  /** The move's own step; before the player's first move, the deal of the first day too. */
  function eventText(event, view) {
    const found = span(event, view);
    if (!found) return null;
    const log = view.log;
    const setup = log.slice(0, found.start).some(isOwnEntry) ? [] : log.slice(0, found.start);
    return linesOf([...setup, log[found.start]], view).join(" ");
  }

  /** Everything the move set off after its own step: Pinzetta's procedure, the show, the next day. */
  function batchSummary(events, view) {
    const lines = [];
    for (const event of events ?? []) {
      const found = span(event, view);
      if (found) lines.push(...linesOf(view.log.slice(found.start + 1, found.end), view));
    }
    return lines.length ? lines.join(" ") : null;
  }

  /**
   * The latest steps that were not your own (Pinzetta's procedure, a new day), with your decision
   * just before them: what the player should read before deciding again.
   */
  function latestSteps(view) {
    const log = view?.log ?? [];
    let end = log.length;
    while (end > 0 && isOwnEntry(log[end - 1])) end--;
    let start = end;
    while (start > 0 && !isOwnEntry(log[start - 1])) start--;
    if (start === end) return [];
    if (start > 0 && ["your_offers", "contest"].includes(log[start - 1].key)) start--;
    // Your choice of her offer tells which of her face-down stamps came up: keep it in sight.
    const after = log.slice(end).filter((entry) => entry.key === "choose");
    return [...log.slice(start, end), ...after].map((entry) => ({ entry, text: entryText(entry, view) })).filter((x) => x.text);
  }

  return { entryText, eventText, batchSummary, latestSteps, isOwnEntry };
}
