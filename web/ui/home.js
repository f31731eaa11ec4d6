// The game box: every game of the catalog, and the games in progress to continue.

import { el } from "../dom.js";
import { errorText, formatDate, t } from "../i18n.js";
import { listSaves } from "../storage.js";
import { startGuide } from "./guide.js";
import { canLink } from "../phones/link.js";

export function render(container, params, app) {
  const inProgress = listSaves().filter((save) => !save.over).slice(0, 3);
  container.append(
    el("h1", { text: t("home.title") }),
    el("p", { class: "lead", text: t("home.intro") }),
    el("div", { class: "row wrap" }, el("button", { type: "button", class: "players-button", text: t("home.players_button"),
      onclick: () => app.show("players") }),
      // A player's phone beside the tablet: its own hand, the board on the tablet.
      canLink() && el("button", { type: "button", class: "join-button", text: t("home.join"), onclick: () => app.show("join") })),
  );
  if (inProgress.length) {
    container.append(el("h2", { text: t("home.continue") }),
      el("ul", { class: "card-list" }, inProgress.map((save) => el("li", { class: "card" },
        el("div", { class: "card-text" },
          el("strong", { text: t(`games.${save.game}.name`) }),
          el("span", { class: "muted", text: `${save.players.join(", ")} · ${formatDate(save.updated)}` })),
        el("button", { type: "button", class: "primary", onclick: () => app.show("play", { id: save.id }),
          text: t("home.resume"), "aria-label": t("home.resume_named", { game: t(`games.${save.game}.name`), when: formatDate(save.updated) }) })))));
  }
  container.append(el("h2", { text: t("home.games") }),
    el("ul", { class: "game-grid" }, app.catalog.games.map((game) => el("li", { class: "game-card" },
      el("h3", { text: t(`games.${game.id}.name`) }),
      el("p", { text: t(`games.${game.id}.tagline`) }),
      el("p", { class: "muted", text: game.players.max === 1 ? t("home.players_one") : t("home.players", { min: game.players.min, max: game.players.max }) }),
      el("div", { class: "row wrap" },
        el("button", { type: "button", class: "primary", onclick: () => app.show("setup", { game: game.id }),
          text: t("home.new_game"), "aria-label": t("home.new_game_named", { game: t(`games.${game.id}.name`) }) }),
        game.guide && el("button", { type: "button", class: "learn", onclick: () => startGuide(app, game.id).catch((error) => app.notify(errorText(error))),
          text: t("home.learn") }),
        el("button", { type: "button", onclick: () => app.openRules(game.id), text: t("common.rules"),
          "aria-label": t("home.rules_named", { game: t(`games.${game.id}.name`) }) }))))));
  return null;
}
