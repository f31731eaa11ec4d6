// The rules of each game, at hand in every screen, in the current language (our own words), and
// at their end how the review after a game grades a decision (the engine's thresholds, from the
// catalog: the same numbers the review screen and py/gurkenglas/core/review.py use).

import { assetUrl, ASSETS } from "../build-info.js";
import { $, clear, el } from "../dom.js";
import { language, t } from "../i18n.js";
import { reviewWords } from "./review-words.js";

let openGame = null;
let catalogOf = () => null;
const RULES_READ_MS = 20000;
let opening = 0; // the latest openRules; an older one's late text is dropped

/** `catalog()`: the games' catalog once it is loaded (catalog.json), else null. */
export function initRulesDialog(catalog = () => null) {
  catalogOf = catalog;
  $("#rules-close").addEventListener("click", () => $("#rules-dialog").close());
}

async function loadRules(game, lang) {
  const logical = `rules/${game}/${lang}.json`;
  if (!ASSETS.files[logical]) return lang === "en" ? null : loadRules(game, "en");
  // A read that hangs (a network gone bad) is given up after a while, so the dialog says so.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), RULES_READ_MS);
  try {
    const response = await fetch(assetUrl(logical), { signal: stop.signal });
    if (!response.ok) throw new Error(`${logical}: ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

/** The rules of `game`; with `section` (a section id, the one a rule id names in the game's
 * catalog entry), scrolled to that section, which is marked while the dialog is open. The dialog
 * opens at the tap, with the game's name, and the text follows as soon as it is read (a slow or a
 * failed read leaves the dialog open, saying so, never a tap that seems to do nothing). */
export async function openRules(game, section = null) {
  openGame = game;
  const asked = ++opening;
  const dialog = $("#rules-dialog");
  const body = clear($("#rules-body"));
  $("#rules-title").textContent = t(`games.${game}.name`);
  body.setAttribute("aria-busy", "true");
  if (!dialog.open) dialog.showModal();
  let rules = null;
  let unread = false;
  try {
    rules = await loadRules(game, language());
  } catch (error) {
    console.info("the rules could not be read:", error.message);
    unread = true;
  }
  if (asked !== opening) return; // rules asked for again meanwhile: that answer is shown
  body.removeAttribute("aria-busy");
  if (rules) $("#rules-title").textContent = rules.title;
  if (!rules) body.append(el("p", { text: t(unread ? "rules.unreadable" : "rules.missing") }));
  else {
    for (const part of rules.sections) {
      body.append(el("section", { "aria-labelledby": `rules-${part.id}` },
        el("h3", { id: `rules-${part.id}`, text: part.heading }),
        part.paragraphs.map((text) => el("p", { text }))));
    }
  }
  const review = reviewSection(game);
  if (review) body.append(review);
  body.scrollTop = 0;
  const target = section ? body.querySelector(`#rules-${CSS.escape(section)}`)?.closest("section") : null;
  if (target) {
    target.classList.add("rules-here");
    target.setAttribute("aria-current", "true");
    // The heading takes the focus, so a screen reader reads the rule asked about first.
    const heading = target.querySelector("h3");
    heading.tabIndex = -1;
    body.scrollTop += target.getBoundingClientRect().top - body.getBoundingClientRect().top;
    heading.focus({ preventScroll: true });
  }
}

/** After the rules: what the review of a finished game of `game` grades, and from how many points
 * of chance lost a decision is an inaccuracy, a mistake, a blunder (null before the catalog). */
function reviewSection(game) {
  const catalog = catalogOf();
  const entry = catalog?.games.find((g) => g.id === game);
  if (!catalog?.review || !entry?.review) return null;
  const words = reviewWords({ t, lang: language(), seatName: () => "" });
  const lines = entry.review.graded
    ? [t("rules.review_graded"), ...words.thresholdLines({ thresholds: catalog.review.thresholds, measure: entry.review.measure })]
    : [t("rules.review_luck")];
  return el("section", { class: "rules-review", "aria-labelledby": "rules-review-heading" },
    el("h3", { id: "rules-review-heading", text: t("rules.review_heading") }),
    el("p", { text: lines[0] }),
    lines.length > 1 ? el("ul", {}, lines.slice(1).map((text) => el("li", { text }))) : []);
}

export function rulesOpenFor() {
  return $("#rules-dialog").open ? openGame : null;
}
