// The setup screen's Table mode: a switch, and while it is on a side of the table for each seat
// (bottom, right, top, left; web/games/facing.js gives the defaults, as people sit, by where the
// engine says their areas of the board lie). The choice is kept in the setup (`tableMode`, `sides`)
// and goes with the game into its save.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { seatBadge } from "../games/seats.js";
import { defaultSides, SIDES } from "../games/facing.js";

const ARROWS = { bottom: "↓", right: "→", top: "↑", left: "←" };

/** `setup`: the setup screen's choices ({players, tableMode, sides}). */
export function createSidePicks({ setup }) {
  let areas = {}; // player count -> where the players' areas lie round the board (the engine's answer)
  const defaults = () => defaultSides(setup.players, areas[setup.players]);
  const id = "table-mode";
  const input = el("input", { type: "checkbox", id, checked: Boolean(setup.tableMode), "aria-describedby": `${id}-help`,
    onchange: (e) => { setup.tableMode = e.target.checked; refresh(); } });
  const list = el("ol", { class: "side-picks" });
  const element = el("section", { class: "table-mode-box" },
    el("label", { for: id, class: "check" }, input, el("span", { text: t("setup.table_mode") })),
    el("p", { id: `${id}-help`, class: "muted small", text: t("setup.table_mode_help") }), list);

  function sideGroup(i) {
    const buttons = SIDES.map((side) => el("button", { type: "button", role: "radio", class: "side-pick",
      "aria-checked": String(setup.sides[i] === side), "aria-label": t(`setup.side.${side}`), dataset: { side },
      onclick: () => { setup.sides[i] = side; refresh(); } },
    el("span", { "aria-hidden": "true", class: "side-arrow", text: ARROWS[side] }), el("span", { "aria-hidden": "true", text: t(`setup.side.${side}`) })));
    return el("li", { class: "side-row" }, seatBadge(i),
      el("div", { class: "segmented", role: "radiogroup", "aria-label": t("setup.side_of", { n: i + 1 }) }, buttons));
  }

  /** Draw the pickers again (after a change of the switch, a side or the number of players). */
  function refresh() {
    if (!Array.isArray(setup.sides) || setup.sides.length !== setup.players) setup.sides = defaults();
    list.hidden = !setup.tableMode;
    const focused = list.contains(document.activeElement) ? document.activeElement : null;
    const at = focused ? [focused.closest(".side-row"), focused.getAttribute("data-side")] : null;
    const index = at ? [...list.children].indexOf(at[0]) : -1;
    list.replaceChildren(...(setup.tableMode ? Array.from({ length: setup.players }, (_, i) => sideGroup(i)) : []));
    // A keyboard player keeps their place on the button they pressed.
    if (index >= 0) list.children[index]?.querySelector(`[data-side="${at[1]}"]`)?.focus();
  }

  /** A new number of players: each seat at its default side. */
  function reset() {
    setup.sides = defaults();
    refresh();
  }

  /** The engine's answer for the rules chosen: sides still at their defaults move to the new ones. */
  function setAreas(answered) {
    const untouched = String(setup.sides) === String(defaults());
    areas = answered ?? {};
    if (untouched) reset();
  }

  refresh();
  return { element, refresh, reset, setAreas };
}
