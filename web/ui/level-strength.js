// The setup screen's words for how strong each computer level is: what it beats, as the engine's
// catalog says (`level_strength`, measured against a general game-tree search no one here wrote,
// benchmarks/outside.py). Shown while a seat is a computer player's, folded until opened.
import { el } from "../dom.js";
import { t } from "../i18n.js";

/**
 * @param {{ bot_levels: string[], level_strength?: Record<string, { verb: string, simulations: number }> }} game
 * @param {(level: string) => string} levelText  a level's name in words
 * @returns {{ element: HTMLElement, show(anyComputer: boolean): void } | null}  null where nothing was measured
 */
export function createLevelStrength(game, levelText) {
  const measured = game.bot_levels.filter((level) => game.level_strength?.[level]);
  if (game.bot_levels.length < 2 || measured.length === 0) return null;
  const element = el("details", { class: "level-strength" },
    el("summary", { text: t("setup.strength.title") }),
    el("ul", {}, measured.map((level) => {
      const { verb, simulations } = game.level_strength[level];
      return el("li", { dataset: { level } },
        el("strong", { text: levelText(level) }), " ", t(`setup.strength.${verb}`, { n: simulations }));
    })),
    el("p", { class: "muted small", text: t("setup.strength.yardstick") }));
  return {
    element,
    show(anyComputer) { element.hidden = !anyComputer; },
  };
}
