// A saved game for a screen that shows one on its table (the replay, the review): read once, with
// the player told why when it cannot be shown (damaged, gone, or of a game this box has no table for).

import { errorText, t } from "../i18n.js";
import { readSave } from "../storage.js";
import { TABLES } from "../games/registry.js";

/** The save `id`, or null once the reason has been notified (the caller then goes to Saved games). */
export function savedGame(id, app) {
  let record;
  try {
    record = readSave(id);
  } catch (error) {
    app.notify(t("saves.damaged", { reason: errorText(error) }));
    return null;
  }
  if (!record || !TABLES[record.game]) {
    app.notify(t("play.not_found"));
    return null;
  }
  return record;
}
