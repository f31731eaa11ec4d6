// A game's replaceable data file (Stamp Swap's card data) on the setup screen: which data is in use
// (the built-in file is our own approximation), import a replacement, download the current one, go
// back to the built-in one. An imported file is checked in full by the engine first; a file that
// cannot be used is refused with the reason, and the data in use stays as it was.

import { el } from "../dom.js";
import { errorText, t } from "../i18n.js";

const MAX_FILE_BYTES = 200_000;

/** `changed()` is called when the data in use changes (imported, or back to the built-in file). */
export function dataControl(app, game, option, setup, changed) {
  const key = (name, args) => t(`games.${game.id}.card_data.${name}`, args);
  const current = el("p", { class: "data-current", id: `option-${option.id}-current` });
  const status = el("p", { class: "data-status small", role: "status", "aria-live": "polite" });
  const fileInput = el("input", { type: "file", accept: ".json,application/json", hidden: true,
    onchange: () => { const file = fileInput.files[0]; fileInput.value = ""; if (file) importFile(file); } });
  const resetButton = el("button", { type: "button", text: key("reset"), onclick: () => {
    setup.options[option.id] = null;
    status.textContent = "";
    show();
    changed();
  } });

  function show() {
    const data = setup.options[option.id];
    current.textContent = data ? key("imported", { name: String(data.name ?? "") }) : key("approximation");
    resetButton.hidden = !data;
  }

  async function importFile(file) {
    let data;
    try {
      if (file.size > MAX_FILE_BYTES) throw new Error(`${Math.round(file.size / 1000)} kB`);
      data = JSON.parse(await file.text());
      await app.engine.call("check_options", { game: game.id, options: { [option.id]: data } });
    } catch (err) {
      // The engine names the place in the file ("tiles[3].size: ..."): that is what a player who
      // edits the file needs, so its own words are shown rather than the general error text.
      const reason = err?.code === "bad_options" && err.message ? err.message : errorText(err);
      status.className = "data-status small error";
      status.textContent = key("failed", { reason: reason.replace(/[.\s]+$/, "") });
      return;
    }
    setup.options[option.id] = data;
    status.className = "data-status small";
    status.textContent = key("ok", { name: String(data.name ?? "") });
    show();
    changed();
  }

  async function download() {
    const data = setup.options[option.id]
      ?? (await app.engine.call("game_data", { game: game.id })).data;
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 1) + "\n"], { type: "application/json" }));
    const link = el("a", { href: url, download: `${game.id}-cards.json`, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  show();
  return el("li", { class: "option option-data" },
    el("h3", { text: key("title") }),
    current,
    el("p", { class: "muted small", text: t(`games.${game.id}.option.${option.id}_help`) }),
    el("div", { class: "row" },
      el("button", { type: "button", text: key("import"), onclick: () => fileInput.click() }),
      el("button", { type: "button", text: key("export"), onclick: () => download().catch((err) => {
        status.className = "data-status small error";
        status.textContent = errorText(err);
      }) }),
      resetButton),
    fileInput, status);
}
