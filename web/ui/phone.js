// A player's phone at the table: the seat the tablet gave it, drawn with the same play screen as on
// the tablet (play-view.js) from what the tablet tells (phones/guest.js): the seat's own view, its
// moves when it is its turn, the Hint and "why not" answered by the tablet's engine. The page's
// root carries `data-phone-seat` (1 for the first seat) while it is joined. When the link is lost
// or the tablet takes the seat back, the phone says so and offers to join again.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { loadTable } from "../games/registry.js";
import { createGuestSession } from "../phones/guest.js";
import { createPlayView } from "./play-view.js";
import { takeLink } from "./join.js";

export function render(container, params, app) {
  const channel = takeLink();
  if (!channel) return void app.show("join"); // reloaded, or opened anew: a new code from the tablet
  const root = document.documentElement;
  const notice = el("p", { class: "phone-notice", role: "status", "aria-live": "polite", text: t("join.waiting_table") });
  container.append(notice);
  let view = null;
  let gone = false;

  /** The link ended: the tablet plays the seat now, or the phone lost it. */
  function ended(text) {
    if (gone) return;
    gone = true;
    delete root.dataset.phoneSeat;
    session.leave();
    view?.destroy();
    container.replaceChildren(el("h1", { text: t("join.title") }), el("p", { class: "lead", text }),
      el("button", { type: "button", class: "primary big", text: t("join.again"), onclick: () => app.show("join") }));
  }

  const session = createGuestSession({ channel, hooks: {
    hello: async ({ seat, game }) => {
      root.dataset.phoneSeat = String(seat + 1);
      // The tablet's engine answers for this seat: the phone's own Python (started with the page)
      // goes, and its memory with it, so that a phone kept in a pocket is not closed for want of it.
      // It starts again when this phone opens a game of its own.
      app.engine.stop();
      if (view) return; // the tablet's screen was built anew (another language): the same table goes on
      const tableModule = await loadTable(game);
      if (gone) return;
      if (!tableModule) return ended(t("play.table_failed"));
      // The play screen asks the engine through the tablet: the app as it is, its engine the tablet's.
      const phoneApp = Object.create(app, { engine: { value: session.engine } });
      view = createPlayView({ app: phoneApp, session, tableModule, sides: null, secret: true, reveal: async () => {},
        drawn: () => {}, progress: () => null, onPhone: true });
      if (session.ready) start();
    },
    changed: () => { if (view && started) view.drawControls(); },
    redraw: () => {
      if (!view) return;
      if (!started) return start();
      view.drawGame();
    },
    moved: (shown) => (view && started ? view.showMove(shown) : undefined),
    refused: (reason) => app.notify(t(`join.refused.${reason}`)),
    state: (state) => {
      if (state === "closed") ended(t("join.lost"));
      else notice.textContent = state === "away" ? t("join.away") : "";
      notice.hidden = state !== "away";
    },
    bye: () => ended(t("join.taken_back")),
  } });
  let started = false;

  function start() {
    started = true;
    notice.hidden = true;
    container.append(...view.elements);
    view.start(container);
  }

  return {
    leave() {
      gone = true;
      delete root.dataset.phoneSeat;
      session.leave();
      channel.close();
      view?.destroy();
    },
  };
}
