// Saved games: resume, export to a file, delete, import from a file; damaged saves kept aside.

import { el, download } from "../dom.js";
import { errorText, formatDate, t } from "../i18n.js";
import { checkRecord, deleteSave, listQuarantine, listSaves, newId, readSave, removeQuarantined, SaveError, writeSave } from "../storage.js";

const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export function exportName(save) {
  const day = new Date(save.updated).toISOString().slice(0, 10);
  return `gurkenglas-${save.game}-${day}-${save.id}.json`;
}

export function render(container, params, app) {
  const message = el("p", { class: "message", role: "status", "aria-live": "polite" });
  const list = el("ul", { class: "card-list saves" });
  const damaged = el("section", { class: "damaged", "aria-labelledby": "damaged-heading" });
  const fileInput = el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden",
    id: "import-file", tabindex: "-1", "aria-hidden": "true", onchange: (e) => importFile(e.target.files[0]) });

  function say(text, isError = false) {
    message.textContent = text;
    message.classList.toggle("error", isError);
  }

  function refresh() {
    const saves = listSaves();
    list.replaceChildren(...(saves.length ? saves.map((save) => el("li", { class: "card" },
      el("div", { class: "card-text" },
        el("strong", { text: t(`games.${save.game}.name`) }),
        el("span", { text: (save.players || []).join(", ") }),
        el("span", { class: "muted", text: `${save.over ? t("saves.finished") : t("saves.in_progress")} · ${formatDate(save.updated)}` })),
      el("div", { class: "row wrap" },
        el("button", { type: "button", class: "primary", text: save.over ? t("saves.view") : t("home.resume"),
          onclick: () => app.show("play", { id: save.id }) }),
        el("button", { type: "button", text: t("replay.open"), "aria-label": t("replay.open_named", { when: formatDate(save.updated) }),
          onclick: () => app.show("replay", { id: save.id }) }),
        el("button", { type: "button", text: t("saves.export"), "aria-label": t("saves.export_named", { when: formatDate(save.updated) }),
          onclick: () => download(exportName(save), JSON.stringify(readSave(save.id), null, 1)) }),
        el("button", { type: "button", class: "danger", text: t("saves.delete"), "aria-label": t("saves.delete_named", { when: formatDate(save.updated) }),
          onclick: async () => {
            if (await app.confirm(t("saves.delete_confirm"), t("saves.delete"))) {
              deleteSave(save.id);
              say(t("saves.deleted"));
              refresh();
            }
          } })))) : [el("li", { class: "muted", text: t("saves.none") })]));

    const bad = listQuarantine();
    damaged.hidden = bad.length === 0;
    damaged.replaceChildren(el("h2", { id: "damaged-heading", text: t("saves.damaged_title") }),
      el("p", { class: "muted small", text: t("saves.damaged_explain") }),
      el("ul", { class: "card-list" }, bad.map((item) => el("li", { class: "card" },
        el("div", { class: "card-text" }, el("span", { text: item.reason }), el("span", { class: "muted", text: item.at ? formatDate(item.at) : "" })),
        el("div", { class: "row wrap" },
          el("button", { type: "button", text: t("saves.export"), onclick: () => download(`gurkenglas-damaged-${item.at}.json`, item.raw) }),
          el("button", { type: "button", class: "danger", text: t("saves.delete"), onclick: async () => {
            if (await app.confirm(t("saves.delete_damaged_confirm"), t("saves.delete"))) {
              removeQuarantined(item.key);
              refresh();
            }
          } }))))));
  }

  async function importFile(file) {
    fileInput.value = "";
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return say(t("saves.import_too_big"), true);
    let record;
    try {
      record = checkRecord(JSON.parse(await file.text()));
      if (!app.game(record.game)) throw new SaveError("unknown_game", record.game);
      await app.engine.call("validate", { state: record.state });
    } catch (error) {
      const reason = error instanceof SyntaxError ? t("saves.not_json") : errorText(error);
      return say(t("saves.import_failed", { reason }), true);
    }
    // An import never overwrites: a game that is already here is imported as a copy.
    const exists = readSave(record.id) !== null;
    const imported = { ...record, id: exists ? newId() : record.id, revision: 0 };
    try {
      writeSave(imported, undefined);
    } catch (error) {
      return say(t("saves.import_failed", { reason: errorText(error) }), true);
    }
    say(exists ? t("saves.imported_copy") : t("saves.imported"));
    refresh();
  }

  container.append(
    el("h1", { text: t("saves.title") }),
    el("div", { class: "row wrap" },
      el("button", { type: "button", text: t("saves.import"), onclick: () => fileInput.click() }),
      fileInput),
    message, list, damaged);
  refresh();
  return null;
}
