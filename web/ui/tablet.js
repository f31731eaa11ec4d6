// What a tablet passed round a table needs from the play screen: the screen stays awake while a game
// is on (the Screen Wake Lock API, where the browser has it), a button for full screen, and small
// tool buttons that show a glyph and, where there is room, their name.

import { el } from "../dom.js";

/** A button with an icon (undo, hint, screen, panel: play.css) and its name; on narrow screens the
 * name is only spoken. */
export function toolButton(icon, word, onclick) {
  return el("button", { type: "button", class: "tool", onclick },
    el("span", { class: `tool-glyph icon-${icon}`, "aria-hidden": "true" }),
    el("span", { class: "tool-word", text: word }));
}

/**
 * Keep the screen awake while `wanted()` says so. The browser lets a lock go whenever the page is
 * hidden; it is asked for again when the page comes back. `update()` after every move (the game
 * may have ended), `release()` when the screen is left. `<html data-awake>` tells the state.
 */
export function keepAwake(wanted) {
  let lock = null;
  let asking = false;
  let stopped = false;
  const root = document.documentElement;
  const mark = () => { root.dataset.awake = lock ? "yes" : "no"; };

  async function ask() {
    if (stopped || lock || asking || !wanted() || !navigator.wakeLock || document.visibilityState !== "visible") return;
    asking = true;
    try {
      const got = await navigator.wakeLock.request("screen");
      if (stopped || !wanted()) {
        got.release().catch(() => {});
      } else {
        lock = got;
        got.addEventListener("release", () => {
          if (lock === got) lock = null;
          mark();
        });
      }
    } catch (error) {
      // Refused (a battery saver, a browser policy): the game goes on, the screen may dim.
      console.info("the screen may dim:", error.message);
    } finally {
      asking = false;
      mark();
    }
  }

  function letGo() {
    const held = lock;
    lock = null;
    if (held) held.release().catch(() => {});
    mark();
  }

  const onVisibility = () => (document.visibilityState === "visible" ? ask() : letGo());
  document.addEventListener("visibilitychange", onVisibility);
  ask();
  return {
    update: () => (wanted() ? ask() : letGo()),
    release() {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      letGo();
      delete root.dataset.awake;
    },
  };
}

/** The full-screen button (absent where the browser has no full screen for pages). */
export function tabletScreen(t) {
  const root = document.documentElement;
  const button = toolButton("screen", t("play.fullscreen"), () => {
    const leave = document.fullscreenElement !== null;
    const done = leave ? document.exitFullscreen() : root.requestFullscreen({ navigationUI: "hide" });
    Promise.resolve(done).catch((error) => console.info("full screen refused:", error.message));
  });
  button.hidden = !document.fullscreenEnabled;
  const sync = () => button.setAttribute("aria-pressed", String(document.fullscreenElement !== null));
  sync();
  document.addEventListener("fullscreenchange", sync);
  return {
    button,
    destroy: () => document.removeEventListener("fullscreenchange", sync),
  };
}
