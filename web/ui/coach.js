// A coach for newcomers in real games. A seat marked "new to this game" on the setup screen is told,
// the first time each rule comes up in its own decisions, what the rule is: a tip in the dock (never
// over the table), in the guided game's own sentences (`<game>.tip.<rule>`). The rule is the
// engine's: the rule of the decision the seat is about to make, and the rules the events of its own
// moves followed; a tip names no card of anyone. Which tips a player has seen is kept on this device
// by the player's name, so each is told to a person once, in this game and the next.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { getPrefs, setPref } from "../storage.js";
import { wordsOf } from "./guide.js";

const MAX_NAMES = 50; // people remembered per game; the oldest is forgotten first

function seenBy(game, name) {
  const all = getPrefs().tipsSeen || {};
  const list = (all[game] || {})[name];
  return new Set(Array.isArray(list) ? list.filter((rule) => typeof rule === "string") : []);
}

function remember(game, name, seen) {
  const all = { ...(getPrefs().tipsSeen || {}) };
  const names = { ...(all[game] || {}) };
  delete names[name]; // the latest player goes last, so the oldest is dropped first
  names[name] = [...seen];
  const kept = Object.keys(names).slice(-MAX_NAMES);
  all[game] = Object.fromEntries(kept.map((key) => [key, names[key]]));
  setPref("tipsSeen", all);
}

/**
 * @param {object} options
 * @param {string} options.gameId
 * @param {{name: string, newcomer?: boolean}[]} options.seats  the setup's seats
 */
export function createCoach({ gameId, seats }) {
  const words = wordsOf(gameId);
  const newcomer = (seat) => seat !== null && Boolean(seats[seat] && seats[seat].newcomer);
  const heading = el("h2", { class: "small-heading" });
  const said = el("div", { class: "guide-words" });
  const box = el("section", { class: "guide-box coach-box", "aria-live": "polite", hidden: true }, heading, said);
  let lines = [];
  let toldFor = null; // the seat whose tips are shown (or were last)

  /** Tell `seat` the rules it has not seen; with nothing new, its old tips go away. */
  function tell(seat, rules) {
    if (!newcomer(seat)) return;
    const name = seats[seat].name;
    const seen = seenBy(words, name);
    const fresh = [...new Set(rules)].filter((rule) => rule && !seen.has(rule));
    if (!fresh.length) {
      if (toldFor === seat) box.hidden = true;
      return;
    }
    lines = [];
    toldFor = seat;
    for (const rule of fresh) {
      seen.add(rule);
      lines.push(t(`${words}.tip.${rule}`));
    }
    remember(words, name, seen);
    heading.textContent = t("guide.tip_for", { name });
    said.replaceChildren(...lines.map((line) => el("p", { text: line })));
    box.hidden = false;
  }

  // A newcomer's tips stay in view through the others' turns (headed with the newcomer's name) and
  // go when that newcomer decides or moves again with nothing new to learn.
  let decided = null; // [seat, rule] last told about, so a redraw tells nothing twice
  return {
    element: box,
    /** `seat` is about to decide (null: no person decides now) on a decision about `rule`. */
    decide(seat, rule) {
      if (seat === null || (decided && decided[0] === seat && decided[1] === rule)) return;
      decided = [seat, rule];
      tell(seat, [rule]);
    },
    /** `seat` played a move: the rules its events followed. */
    played(seat, events) {
      decided = null;
      tell(seat, events.map((e) => e.rule));
    },
  };
}
