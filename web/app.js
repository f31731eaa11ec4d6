// The page: language, engine loading, service worker, and switching between the screens.

import { engine } from "./engine-client.js";
import { assetUrl } from "./build-info.js";
import { $, sleep } from "./dom.js";
import { hold } from "./idle.js";
import { LANGUAGES, language, onLanguageChange, preferredLanguage, setLanguage, t } from "./i18n.js";
import { getPrefs, setPref, takeQuarantineNews } from "./storage.js";
import { openRules, initRulesDialog } from "./ui/rules.js";
import { confirmDialog, initConfirmDialog } from "./ui/confirm.js";
import * as home from "./ui/home.js";
import * as setup from "./ui/setup.js";
import * as play from "./ui/play.js";
import * as saves from "./ui/saves.js";
import * as replay from "./ui/replay.js";
import * as review from "./ui/review.js";
import * as players from "./ui/players.js";
import * as join from "./ui/join.js";
import * as phone from "./ui/phone.js";
import { recordFinished } from "./player-store.js";
import { keptState } from "./ui/keep.js";
import { createScreenSwitch } from "./screen-switch.js";

const SCREENS = { home, setup, play, saves, replay, review, players, join, phone };
const GAME_SCREENS = new Set(["play", "replay", "review", "phone"]);

const screens = createScreenSwitch({
  build: (name, container, params) => SCREENS[name].render(container, params, app),
  prepare(name, params) {
    for (const key of Object.keys(SCREENS)) {
      const section = $(`#screen-${key}`);
      if (key !== name && !section.hidden) section.replaceChildren(); // nothing of a screen left lingers
      section.hidden = key !== name;
    }
    document.documentElement.dataset.screen = name; // the play screen fills the window (play.css)
    const container = $(`#screen-${name}`);
    container.replaceChildren();
    setPref("route", { name, params });
    return container;
  },
  shown(name, container) {
    const heading = container.querySelector("h1, h2");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    app.showQuarantineNews();
    // A game finished on the screen just left (or in another tab, or imported) is counted for its
    // people now, in the background, on the menus' screens: a game's own screens keep the engine and
    // the start-up of their table to themselves. The Players screen waits for it itself.
    if (!GAME_SCREENS.has(name)) recordFinished(engine).then(() => app.showQuarantineNews());
  },
});

const app = {
  engine,
  catalog: null,

  /** The screen asked for last: { name, params, instance } (instance null while it is built). */
  get current() {
    return screens.current;
  },

  /** Whether the screen `name` with these `params` is still the one asked for (screen-switch.js). */
  asked(name, params) {
    return screens.asked(name, params);
  },

  game(id) {
    return this.catalog.games.find((game) => game.id === id);
  },

  /** Show a screen; remembers it so a reload comes back to the same place (screen-switch.js). */
  show(name, params = {}) {
    return screens.show(name, params);
  },

  notify(message) {
    $("#notice-text").textContent = message;
    $("#notice").hidden = false;
  },

  showQuarantineNews() {
    const news = takeQuarantineNews();
    if (news.length) this.notify(t("saves.quarantined_notice", { count: news.length }));
  },

  confirm: confirmDialog,
  openRules,
};

function fillLanguageSelect() {
  const select = $("#language-select");
  select.replaceChildren();
  for (const lang of LANGUAGES) {
    const option = document.createElement("option");
    option.value = lang;
    option.textContent = t(`languages.${lang}`);
    option.selected = lang === language();
    select.append(option);
  }
}

function showEngineProgress() {
  const box = $("#engine-status");
  // The bar over the foot of the window goes 600 ms after the engine is ready (time to read
  // "ready"): until then the page is not at rest (idle.js).
  const settled = hold("engine-status");
  engine.onProgress((state) => {
    if (state.failed) {
      box.hidden = false;
      box.classList.add("failed");
      $("#engine-text").textContent = t("engine.failed", { reason: state.failed });
      settled();
      return;
    }
    if (!state.ready && state.stage !== "idle") box.hidden = false; // (started again after a stop)
    $("#engine-progress").value = Math.round(state.fraction * 100);
    $("#engine-text").textContent = state.ready ? t("engine.ready") : t(`engine.stage.${state.stage}`);
    if (state.ready) setTimeout(() => { box.hidden = true; settled(); }, 600);
  });
}

/** Ask the service worker to keep the chosen language's strings and rules for offline play (it
 * precaches English only). Harmless when there is no service worker yet: registering asks again. */
function keepLanguageOffline() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: "language", lang: language() }))
    .catch(() => {});
}

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register("sw.js", { scope: "./" });
    keepLanguageOffline();
    onLanguageChange(keepLanguageOffline);
    const offerUpdate = () => {
      if (!registration.waiting || !navigator.serviceWorker.controller) return;
      $("#update-banner").hidden = false;
    };
    offerUpdate();
    registration.addEventListener("updatefound", () => {
      const incoming = registration.installing;
      if (incoming) incoming.addEventListener("statechange", () => incoming.state === "installed" && offerUpdate());
    });
    $("#update-button").addEventListener("click", () => {
      if (registration.waiting) registration.waiting.postMessage({ type: "skip-waiting" });
    });
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (reloading || $("#update-banner").hidden) return;
      reloading = true;
      window.location.reload(); // the game in progress is saved after every move
    });
    // Look for a new build now and then while the app stays open on a tablet.
    setInterval(() => registration.update().catch(() => {}), 30 * 60 * 1000);
  } catch (error) {
    console.info("service worker not registered:", error.message);
  }
}

async function main() {
  const prefs = getPrefs();
  await setLanguage(preferredLanguage(prefs.language));
  fillLanguageSelect();
  onLanguageChange(fillLanguageSelect);
  $("#language-select").addEventListener("change", async (event) => {
    setPref("language", event.target.value);
    await setLanguage(event.target.value);
    if (app.current && app.current.instance && app.current.instance.relabel) app.current.instance.relabel();
    else if (app.current) app.show(app.current.name, app.current.params);
  });
  showEngineProgress();
  engine.start();
  keptState(); // asked now, so that Saved games can say it at once
  initRulesDialog(() => app.catalog);
  initConfirmDialog();
  $("#home-button").addEventListener("click", () => app.show("home"));
  $("#saves-button").addEventListener("click", () => app.show("saves"));
  $("#notice-close").addEventListener("click", () => { $("#notice").hidden = true; });

  const response = await fetch(assetUrl("catalog.json"));
  app.catalog = await response.json();

  const route = prefs.route;
  if (route && SCREENS[route.name] && route.name !== "setup") await app.show(route.name, route.params || {});
  else if (route && route.name === "setup" && route.params && app.game(route.params.game)) await app.show("setup", route.params);
  else await app.show("home");
  document.documentElement.dataset.ui = "ready";
  // Precaching downloads the whole runtime again: wait until the engine has booted, so the two
  // downloads do not compete on the first visit.
  engine.ready.finally(registerServiceWorker);
}

main().catch(async (error) => {
  console.error(error);
  await sleep(0);
  app.notify(String(error.message || error));
});
