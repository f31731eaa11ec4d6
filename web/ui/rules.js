// The rules of each game, at hand in every screen, in the current language (our own words).

import { assetUrl, ASSETS } from "../build-info.js";
import { $, clear, el } from "../dom.js";
import { language, t } from "../i18n.js";

let openGame = null;

export function initRulesDialog() {
  $("#rules-close").addEventListener("click", () => $("#rules-dialog").close());
}

async function loadRules(game, lang) {
  const logical = `rules/${game}/${lang}.json`;
  if (!ASSETS.files[logical]) return lang === "en" ? null : loadRules(game, "en");
  const response = await fetch(assetUrl(logical));
  return response.ok ? response.json() : null;
}

/** The rules of `game`; with `section` (a section id, the one a rule id names in the game's
 * catalog entry), scrolled to that section, which is marked while the dialog is open. */
export async function openRules(game, section = null) {
  openGame = game;
  const dialog = $("#rules-dialog");
  const body = clear($("#rules-body"));
  const rules = await loadRules(game, language());
  $("#rules-title").textContent = rules ? rules.title : t(`games.${game}.name`);
  if (!rules) body.append(el("p", { text: t("rules.missing") }));
  else {
    for (const section of rules.sections) {
      body.append(el("section", { "aria-labelledby": `rules-${section.id}` },
        el("h3", { id: `rules-${section.id}`, text: section.heading }),
        section.paragraphs.map((text) => el("p", { text }))));
    }
  }
  if (!dialog.open) dialog.showModal();
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

export function rulesOpenFor() {
  return $("#rules-dialog").open ? openGame : null;
}
