// Gulek: what the player may choose now, worked out from the legal moves only: which pits are
// marked and tappable, where a sowing's last ball would land, the suggested balls as ghosts, the
// hint and the buttons. The table draws the plan; nothing here decides a rule.

import { isSolo } from "./pose.js";
import { landingOf, nextPit, sowingOf } from "./preview.js";

// The most pairs offered as buttons of their own.
const NAMED_PAIRS = 4;

/**
 * @param {import("../kit/table.js").View} view   the view on the table
 * @param {import("../kit/table.js").Move[]} moves  the legal move objects the player may choose from now
 * @param {number|null} sel the pit picked for a sowing (or a return), if any
 * @param {Record<string, any>} texts  the texts module (moveText, moveButton, pitNo, ...)
 * @param {(key, args?) => string} t
 * @returns {{pits, markers, ghosts, next, hint, buttons, pitChoices, hand}}
 */
export function makePlan(view, moves, sel, texts, t) {
  const out = { pits: [], markers: [], ghosts: [], next: null, hint: "", buttons: [], pitChoices: [], hand: null };
  if (!view || view.over) return out;
  if (!isSolo(view) && view.phase === "order" && view.sowing) {
    out.hand = view.hand;
    out.next = nextPit(view);
    if (moves.length) {
      // The suggested balls, each beside the pit the engine says it goes into.
      const path = view.sowing.path ?? [];
      (view.suggested ?? []).forEach((seat, k) => { if (k < path.length) out.ghosts.push({ pit: path[k], seat }); });
    }
  }
  if (!moves.length) return out;
  const of = (kind) => moves.filter((m) => m.kind === kind);
  const pitNo = texts.pitNo;
  const tap = (pit, style, move) => {
    out.pits.push({ pit, style, id: `pit:${pit}` });
    out.pitChoices.push({ pit, move });
  };
  // A move's button shows its short words and is named by its sentence (both from the texts).
  const button = (move, extra = {}) =>
    out.buttons.push({ text: texts.moveButton(move, view), move, label: texts.moveText(move, view), ...extra });

  // Sowing: pits to pick, then a direction (and, in the game of 2–6, pits to bring a pair back into).
  const sows = of("sow");
  const returns = view.phase === "move" ? of("return") : [];
  if (sows.length || returns.length) {
    const sowPits = [...new Set(sows.map((m) => m.pit))];
    for (const pit of sowPits) tap(pit, pit === sel ? "selected" : "movable", null);
    for (const m of returns) tap(m.pit, m.pit === sel ? "selected" : "return", null);
    const mine = sows.filter((m) => m.pit === sel);
    const back = returns.find((m) => m.pit === sel);
    if (mine.length) {
      out.hint = t("gulek.hint.direction", { pit: pitNo(sel) });
      for (const m of mine) {
        const landing = landingOf(sowingOf(view, m.pit, m.dir)) ?? m.pit;
        out.markers.push({ pit: landing, dir: m.dir, id: `dir:${m.dir}` });
        button(m, { primary: true, arrow: m.dir });
      }
    } else if (back) {
      out.hint = t("gulek.hint.return_pick", { pit: pitNo(sel) });
      button(back, { primary: true });
    } else if (isSolo(view)) {
      out.hint = t("gulek.hint.solo_sow");
    } else {
      out.hint = t(returns.length ? (sows.length ? "gulek.hint.move_return" : "gulek.hint.return_only") : "gulek.hint.move");
    }
    return out;
  }

  const places = of("place");
  if (places.length) {
    for (const m of places) tap(m.pit, "open", m);
    out.hint = (view.per_turn ?? 1) > 1
      ? t("gulek.hint.place_of", { k: (view.placed ?? 0) + 1, per: view.per_turn }) : t("gulek.hint.place");
    return out;
  }

  const suggested = of("suggested")[0];
  if (suggested) {
    out.hint = t("gulek.hint.order", { pit: pitNo(out.next ?? 0) });
    button(suggested, { primary: true, order: view.suggested ?? [] });
    for (const m of of("drop")) button(m, { ball: m.ball });
    return out;
  }

  const parks = of("park"), backs = of("return"), removes = of("remove");
  const done = of("done")[0];
  // A few pairs are named one button each; more go on the pad of pit numbers, which stays one
  // screen however many pairs the ring holds.
  const named = (pairs) => pairs.length <= NAMED_PAIRS;
  if (parks.length) {
    out.hint = t("gulek.hint.park");
    for (const m of parks) {
      tap(m.pit, "movable", m);
      if (named(parks)) button(m);
    }
    if (done) button(done);
  } else if (removes.length) {
    out.hint = t("gulek.hint.solo_remove");
    for (const m of removes) {
      tap(m.pit, "movable", m);
      if (named(removes)) button(m);
    }
    if (done) button(done);
  } else if (backs.length || done) {
    out.hint = t("gulek.hint.return_more");
    for (const m of backs) tap(m.pit, "return", m);
    if (done) button(done, { primary: true });
  }
  return out;
}
