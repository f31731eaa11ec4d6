// Saves that last: a browser may clear a site's storage when it runs short of room, and Safari on an
// iPad or iPhone clears it after seven days without a visit unless the app was added to the home
// screen. So, once a game has been saved, the app asks the browser to keep its storage, Saved games
// says whether it agreed, and on an iPad or iPhone outside the home screen a note says once how to
// keep the games. "Export all" puts every save, damaged ones too, in one file that imports whole.

import { el } from "../dom.js";
import { hold } from "../idle.js";
import { getPrefs, listQuarantine, listSaves, readSave, setPref } from "../storage.js";
import { bookForExport } from "../player-store.js";

export const BUNDLE_KIND = "gurkenglas-saves";
export const BUNDLE_SCHEMA = 1;

/** Ask once for persistent storage (after the first save; browsers grant it quietly or not). */
export async function askToKeep() {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist || getPrefs().persistAsked) return;
  setPref("persistAsked", true);
  try {
    await storage.persist();
  } catch {
    // a browser that refuses to be asked keeps its default
  }
}

let lastKept = null; // the browser's last answer, so that Saved games draws its line at once

/** "granted", "not_granted", or "unknown" (a browser without the Storage API). */
export async function keptState() {
  const storage = globalThis.navigator?.storage;
  let state = "unknown";
  try {
    if (storage?.persisted) state = (await storage.persisted()) ? "granted" : "not_granted";
  } catch {
    // a browser that will not say: unknown
  }
  lastKept = state;
  return state;
}

/** An iPad or iPhone (iPadOS reports itself as a Mac with a touch screen) in the browser, not
 * opened from the home screen. */
export function appleOutsideHomeScreen() {
  const nav = /** @type {Partial<Navigator> & {standalone?: boolean}} */ (globalThis.navigator ?? {});
  const apple = /iPad|iPhone|iPod/.test(nav.userAgent ?? "") || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
  const standalone = nav.standalone === true || globalThis.matchMedia?.("(display-mode: standalone)").matches;
  return apple && !standalone;
}

/** Whether to tell, this once, an iPad or iPhone player outside the home screen how to keep games. */
export function firstHomeScreenNote() {
  if (!appleOutsideHomeScreen() || getPrefs().homeScreenNoteShown) return false;
  setPref("homeScreenNoteShown", true);
  return true;
}

/** The note in Saved games for an iPad or iPhone outside the home screen, or null. */
export function homeScreenNote(t) {
  if (!appleOutsideHomeScreen()) return null;
  return el("div", { class: "home-screen-note", role: "note" },
    el("strong", { text: t("saves.home_screen_title") }),
    el("p", { text: t("saves.home_screen_text") }));
}

/** The line in Saved games that tells whether the browser keeps the games. It is written at once with
 * the last answer (asked when the app starts), so that the games listed under it never move down
 * under a finger when the browser answers again; the page is not idle until it has. */
export function keptLine(t) {
  // (A blank line's height before the first answer.)
  const line = el("p", { class: "muted small kept-line", "aria-live": "polite", text: lastKept ? t(`saves.kept_${lastKept}`) : "\u00a0" });
  const done = hold("storage");
  keptState().then((state) => { line.textContent = t(`saves.kept_${state}`); }).finally(done);
  return line;
}

/** Every save and every damaged save, and the people remembered on the device, in one file (a file
 * from before the people were kept has no `players`, and imports all the same). */
export function bundle() {
  return {
    kind: BUNDLE_KIND,
    schema: BUNDLE_SCHEMA,
    exported: Date.now(),
    saves: listSaves().map((save) => readSave(save.id)),
    damaged: listQuarantine().map(({ raw, reason, code, at }) => ({ raw, reason, code, at })),
    players: bookForExport(),
  };
}

export function isBundle(data) {
  return Boolean(data) && typeof data === "object" && data.kind === BUNDLE_KIND;
}
