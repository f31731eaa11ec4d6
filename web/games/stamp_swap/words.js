// Stamp Swap: the words for the things on the table (stamps, attendee cards, forever stamps, contest
// cards, days, Pinzetta's album fields), shared by the move texts, the log and the drawn table.
// Everything goes through t(); nothing here judges a rule.

const KINDS = ["normal", "faded", "cancelled", "rare"];

export function createWords(t) {
  const count = (n, one, many, args = {}) => t(n === 1 ? one : many, { n, ...args });

  /** Several things in a row: "A, B and C". */
  function list(items) {
    const parts = (items ?? []).filter((x) => x !== null && x !== undefined && x !== "");
    if (parts.length <= 1) return parts.join("");
    return t("stamp_swap.words.and", { first: parts.slice(0, -1).join(t("stamp_swap.words.comma")), last: parts[parts.length - 1] });
  }

  /** A signed number with a real minus sign: "−1". */
  const number = (n) => (Number(n) < 0 ? `\u2212${Math.abs(Number(n))}` : String(n ?? 0));
  const colourName = (c) => t(`stamp_swap.colour.${c}`);
  const colourLetter = (c) => t(`stamp_swap.colour_letter.${c}`);
  const themeName = (theme) => t(`stamp_swap.theme.${theme}`);
  const themeLetter = (theme) => t(`stamp_swap.theme_letter.${theme}`);
  /** "2×3" from the engine's "2x3" (width × height in squares). */
  const sizeText = (size) => String(size ?? "?").replace("x", "\u00d7");
  const sizesText = (sizes) => list((sizes ?? []).map(sizeText));
  const dayName = (day) => t(`stamp_swap.day.${Math.max(0, Math.min(3, Number(day) || 0))}`);
  const kindWord = (kind) => (KINDS.includes(kind) ? t(`stamp_swap.kind.${kind}`) : "");

  /** An item in words, as the view describes it (a face-down one of Pinzetta's by its size only). */
  function itemText(item) {
    if (!item) return t("stamp_swap.item.unknown");
    if (item.type === "forever") return t("stamp_swap.item.forever");
    if (item.type === "attendee") return attendeeText(item);
    if (item.hidden) return t("stamp_swap.item.hidden", { size: sizeText(item.size) });
    const args = { kind: kindWord(item.kind), colour: colourName(item.colour), theme: themeName(item.theme),
      size: sizeText(item.size), value: number(item.value) };
    return t(item.double ? "stamp_swap.item.double" : "stamp_swap.item.stamp", args).replace(/\s+/g, " ").trim();
  }
  const itemsText = (items) => ((items ?? []).length ? list(items.map(itemText)) : t("stamp_swap.item.nothing"));

  /** What an attendee card does: "2 points per flowers stamp". */
  function effectText(card) {
    switch (card?.effect) {
      case "per_colour": return t("stamp_swap.effect.per_colour", { n: card.points, colour: colourName(card.colour) });
      case "per_theme": return t("stamp_swap.effect.per_theme", { n: card.points, theme: themeName(card.theme) });
      case "per_rare": return t("stamp_swap.effect.per_rare", { n: card.points });
      case "per_cancelled": return t("stamp_swap.effect.per_cancelled", { n: card.points });
      case "restorer": return t("stamp_swap.effect.restorer");
      case "scout": return t("stamp_swap.effect.scout");
      default: return t("stamp_swap.effect.unknown");
    }
  }
  const roleName = (card) => t(`stamp_swap.role.${card?.role === "exhibitor" ? "exhibitor" : "specialist"}`);
  function attendeeText(card) {
    return t("stamp_swap.item.attendee", { number: card?.number ?? "?", role: roleName(card), effect: effectText(card) });
  }
  /** When an attendee card scores: at every show (exhibitor) or at the final show (specialist). */
  function roleHelp(card) {
    if (card?.role === "exhibitor") return t("stamp_swap.role_help.exhibitor");
    return t(String(card?.effect ?? "").startsWith("per_") ? "stamp_swap.role_help.scoring" : "stamp_swap.role_help.specialist");
  }

  /** A contest card's rule: "3 points per blue stamp". */
  function contestRule(contest) {
    const n = contest?.points ?? 0;
    switch (contest?.category) {
      case "colour": return t("stamp_swap.contest.colour", { n, colour: colourName(contest.colour) });
      case "theme": return t("stamp_swap.contest.theme", { n, theme: themeName(contest.theme) });
      case "size": return t("stamp_swap.contest.size", { n, sizes: sizesText(contest.sizes) });
      case "cancelled": return t("stamp_swap.contest.cancelled", { n });
      case "finale": return t(`stamp_swap.contest.finale_${["rows", "colours", "themes"].includes(contest.goal) ? contest.goal : "rows"}`, { n });
      default: return t("stamp_swap.contest.unknown");
    }
  }
  const contestText = (contest) => t("stamp_swap.contest.card", { number: contest?.number ?? "?", rule: contestRule(contest) });
  const contestByNumber = (view, no) => [...(view?.contests ?? []), view?.final_contest].find((c) => c && c.number === no) ?? { number: no };

  /** Pinzetta's seven album fields, named by what each holds (her album's sizes, values, …). */
  function fieldName(view, k) {
    const field = view?.pinzetta?.layout?.[k];
    if (field) {
      if (field.holds === "sizes") return t("stamp_swap.field.sizes", { sizes: sizesText(field.sizes) });
      if (field.holds === "values") return t("stamp_swap.field.values", { values: list((field.values ?? []).map(String)) });
      return t(`stamp_swap.field.${field.holds}`);
    }
    const fields = view?.pinzetta?.fields ?? [[], []];
    if (k === 0) return t("stamp_swap.field.sought", { sizes: sizesText(fields[0]) });
    if (k === 1) return t("stamp_swap.field.second", { sizes: sizesText(fields[1]) });
    return t(`stamp_swap.field.f${k}`);
  }

  /** "the big offer", "the small offer". */
  const offerName = (offer) => t(offer === "big" ? "stamp_swap.offer.big_the" : "stamp_swap.offer.small_the");
  /** A place in Pinzetta's haul, "big1": "item 2 of her big offer". */
  function placeText(place) {
    const match = /^(big|small)(\d+)$/.exec(String(place ?? ""));
    if (!match) return String(place ?? "");
    return t("stamp_swap.offer.place", { n: Number(match[2]) + 1, offer: offerName(match[1]) });
  }
  const markersText = (n) => count(n, "stamp_swap.markers.one", "stamp_swap.markers.many");
  const pointsText = (n) => t(Math.abs(n) === 1 ? "stamp_swap.points.one" : "stamp_swap.points.many", { n: number(n) });
  const cellText = (x, y) => t("stamp_swap.words.cell", { column: x + 1, row: y + 1 });

  return {
    t, count, list, number, colourName, colourLetter, themeName, themeLetter, sizeText, sizesText, dayName, kindWord,
    itemText, itemsText, effectText, roleName, roleHelp, attendeeText, contestRule, contestText, contestByNumber,
    fieldName, offerName, placeText, markersText, pointsText, cellText,
  };
}
