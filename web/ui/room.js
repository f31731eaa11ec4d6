// When the browser's storage is full, the move just played stays on the table (it is in memory)
// and the player is offered the finished games to remove, each with an export first if they want
// to keep it as a file; then the game is saved again. Nothing is removed without a tap.

import { download, el } from "../dom.js";
import { errorText, formatDate, t } from "../i18n.js";
import { deleteSave, listSaves, readSave, savedSize } from "../storage.js";
import { exportName } from "./saves.js";

/** @type {Promise<void>|null} */
let open = null; // one dialog at a time, however many moves failed to save meanwhile

/** Offer room for the game `currentId`; `saveAgain()` writes it and rejects when it still fails. */
export function offerRoom(currentId, saveAgain) {
  if (open) return open;
  const status = el("p", { role: "status", class: "message" });
  const list = el("ul", { class: "card-list room-list" });
  const heading = el("h2", { id: "room-title", text: t("saves.full_title") });
  const dialog = el("dialog", { class: "dialog small room-dialog", "aria-labelledby": "room-title" },
    heading,
    el("p", { text: t("saves.full_text") }),
    list,
    status,
    el("div", { class: "row end" },
      el("button", { type: "button", text: t("common.close"), onclick: () => dialog.close() }),
      el("button", { type: "button", class: "primary", text: t("saves.full_retry"), onclick: retry })));

  function fill() {
    const finished = listSaves().filter((save) => save.over && save.id !== currentId);
    list.replaceChildren(...(finished.length ? finished.map((save) => el("li", { class: "card" },
      el("div", { class: "card-text" },
        el("strong", { text: t(`games.${save.game}.name`) }),
        el("span", { text: (save.players || []).join(", ") }),
        el("span", { class: "muted", text: `${formatDate(save.updated)} · ${t("saves.size", { kb: Math.max(1, Math.round(savedSize(save.id) / 1024)) })}` })),
      el("div", { class: "row wrap" },
        el("button", { type: "button", text: t("saves.export"), "aria-label": t("saves.export_named", { when: formatDate(save.updated) }),
          onclick: () => download(exportName(save), JSON.stringify(readSave(save.id), null, 1)) }),
        el("button", { type: "button", class: "danger", text: t("saves.delete"), "aria-label": t("saves.delete_named", { when: formatDate(save.updated) }),
          onclick: () => { deleteSave(save.id); fill(); retry(); } }))))
      : [el("li", { class: "muted", text: t("saves.full_none") })]));
  }

  async function retry() {
    try {
      await saveAgain();
      status.textContent = t("saves.full_saved");
      status.classList.remove("error");
      return true;
    } catch (error) {
      status.textContent = t("saves.full_still", { reason: errorText(error) });
      status.classList.add("error");
      return false;
    }
  }

  fill();
  document.body.append(dialog);
  open = new Promise((resolve) => dialog.addEventListener("close", () => {
    dialog.remove();
    open = null;
    resolve();
  }));
  dialog.showModal();
  heading.tabIndex = -1;
  heading.focus();
  return open;
}
