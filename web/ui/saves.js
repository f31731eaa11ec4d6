// Saved games: resume, export to a file, delete, import from a file; damaged saves kept aside.

import { el, download } from "../dom.js";
import { errorText, formatDate, t } from "../i18n.js";
import { checkRecord, deleteSave, keepDamaged, listQuarantine, listSaves, readSave, removeQuarantined, SaveError, unsaved } from "../storage.js";
import { bundle, homeScreenNote, isBundle, keptLine } from "./keep.js";
import { importSave, writeWaiting } from "../save-commit.js";
import { importBook, recordFinished } from "../player-store.js";

const MAX_IMPORT_BYTES = 20 * 1024 * 1024; // "Export all" of a full storage fits

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
        el("span", { class: "muted", text: `${save.over ? t("saves.finished") : t("saves.in_progress")} · ${formatDate(save.updated)}` }),
        unsaved.has(save.id) ? el("span", { class: "warning", text: t("saves.waiting") }) : null),
      el("div", { class: "row wrap" },
        el("button", { type: "button", class: "primary", text: save.over ? t("saves.view") : t("home.resume"),
          onclick: () => app.show("play", { id: save.id }) }),
        el("button", { type: "button", text: t("replay.open"), "aria-label": t("replay.open_named", { when: formatDate(save.updated) }),
          onclick: () => app.show("replay", { id: save.id }) }),
        save.over ? el("button", { type: "button", text: t("review.open"), "aria-label": t("review.open_named", { when: formatDate(save.updated) }),
          onclick: () => app.show("review", { id: save.id }) }) : null,
        el("button", { type: "button", text: t("saves.export"), "aria-label": t("saves.export_named", { when: formatDate(save.updated) }),
          onclick: () => download(exportName(save), JSON.stringify(readSave(save.id), null, 1)) }),
        el("button", { type: "button", class: "danger", text: t("saves.delete"), "aria-label": t("saves.delete_named", { when: formatDate(save.updated) }),
          onclick: async () => {
            if (await app.confirm(t("saves.delete_confirm"), t("saves.delete"))) {
              await recordFinished(app.engine, [save]); // its people keep the game in their numbers
              await madeRoom(() => deleteSave(save.id), t("saves.deleted"));
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
              await madeRoom(() => removeQuarantined(item.key), "");
            }
          } }))))));
  }

  /** Remove something, then write the games that waited for the room it made, and say so. */
  async function madeRoom(remove, done) {
    const waiting = unsaved.size;
    remove();
    await writeWaiting();
    say(waiting > unsaved.size ? `${done} ${t("saves.waiting_saved")}`.trim() : done);
    refresh();
  }

  /** Check one saved game and write it (save-commit.js: a game that is already here is imported as
   * a copy). Answers whether it was a copy; throws what is wrong with it. */
  async function importRecord(data) {
    const record = checkRecord(data);
    if (!app.game(record.game)) throw new SaveError("unknown_game", record.game);
    await app.engine.call("validate", { state: record.state });
    return (await importSave(record)).copy;
  }

  /** A file of every save: each game imported as one would be, the damaged ones kept aside again
   * (and a game that no longer reads, kept aside with the reason). */
  async function importBundle(data) {
    let games = 0;
    let damagedKept = 0;
    for (const save of Array.isArray(data.saves) ? data.saves : []) {
      try {
        await importRecord(save);
        games += 1;
      } catch (error) {
        if (error instanceof SaveError && error.code === "full") throw error;
        if (keepDamaged({ raw: JSON.stringify(save), reason: errorText(error), code: error.code })) damagedKept += 1;
      }
    }
    for (const item of Array.isArray(data.damaged) ? data.damaged : []) {
      if (item && keepDamaged(item)) damagedKept += 1;
    }
    let people = "";
    if (data.players !== undefined) {
      try {
        const added = importBook(data.players);
        if (added) people = ` ${t("saves.imported_players", { count: added })}`;
      } catch (error) {
        if (error instanceof SaveError && error.code === "full") throw error;
        if (keepDamaged({ raw: JSON.stringify(data.players), reason: `players: ${error.message}`, code: error.code })) damagedKept += 1;
      }
    }
    say(t("saves.imported_all", { games, damaged: damagedKept }) + people);
  }

  async function importFile(file) {
    fileInput.value = "";
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return say(t("saves.import_too_big"), true);
    try {
      const data = JSON.parse(await file.text());
      if (isBundle(data)) await importBundle(data);
      else say((await importRecord(data)) ? t("saves.imported_copy") : t("saves.imported"));
    } catch (error) {
      const reason = error instanceof SyntaxError ? t("saves.not_json") : errorText(error);
      say(t("saves.import_failed", { reason }), true);
    }
    refresh();
  }

  function exportAll() {
    const day = new Date().toISOString().slice(0, 10);
    download(`gurkenglas-all-${day}.json`, JSON.stringify(bundle(), null, 1));
  }

  const note = homeScreenNote(t); // null but on an iPad or iPhone outside the home screen
  container.append(
    el("h1", { text: t("saves.title") }),
    ...(note ? [note] : []),
    el("div", { class: "row wrap" },
      el("button", { type: "button", text: t("saves.import"), onclick: () => fileInput.click() }),
      el("button", { type: "button", text: t("saves.export_all"), onclick: exportAll }),
      fileInput),
    keptLine(t),
    message, list, damaged);
  refresh();
  return null;
}
