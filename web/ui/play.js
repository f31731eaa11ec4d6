// Playing a game: the screen that puts together the game being played (play-session.js: the moves,
// the undo, the computer players, the saves and the other tabs, with no DOM) and what is shown of it
// (play-view.js: the table, the controls, the log), and runs them while the screen is shown.
//
// Only one tab runs the computer players of a game (save-commit.js's holdBotRunner). A tab follows
// the game as another tab saved it when the storage tells of a write, and when it is shown again or
// gets the focus (a tab may miss a storage event, and would show the old game until its next tap).
//
// The same tab analyses the game for its review in the background, on a second worker, whenever a
// move has been saved (background-review.js), while the game waits for a person (and while the page
// is seen): the review is kept with the save and shown by no part of this screen while the game is
// on; once it is over, a progress bar beside the result says how much of the analysis is left.

import { EngineError } from "../engine-client.js";
import { analysis } from "../analysis-client.js";
import { createBackgroundReview } from "../background-review.js";
import { errorText, t } from "../i18n.js";
import { getPrefs, quarantine, readSave, storedRevision, unsaved } from "../storage.js";
import { caughtUp, commitSave, holdBotRunner, keepReview, onWritten, writeWaitingGame } from "../save-commit.js";
import { loadTable, TABLES } from "../games/registry.js";
import { offerRoom } from "./room.js";
import { sidesFor } from "../games/facing.js";
import { pauseFor } from "./bot-runner.js";
import { createPlaySession } from "./play-session.js";
import { createPlayView } from "./play-view.js";
import { canLink } from "../phones/link.js";
import { createPhoneHost } from "../phones/host.js";
import { createPhoneSeats } from "./phone-seats.js";
import { keepScannerOffline } from "../phones/scan.js";

/** The phones of a game whose screen is built anew for another language: kept, not let go. */
let phonesKept = null; // { id, links: [[seat, channel]] }

/** The saves as the play session uses them: this page's storage and its compare-and-swap. */
const STORE = { read: readSave, storedRevision, waiting: (id) => unsaved.has(id), commit: commitSave, caughtUp, onWritten };

export async function render(container, params, app) {
  let saved;
  try {
    saved = readSave(params.id);
  } catch (error) {
    app.notify(t("saves.damaged", { reason: errorText(error) }));
    return app.show("saves");
  }
  if (!saved) {
    app.notify(t("play.not_found"));
    return app.show("home");
  }
  const game = app.game(saved.game);
  if (!TABLES[saved.game]) {
    app.notify(t("errors.unknown_game"));
    return app.show("home");
  }
  const tableModule = await loadTable(saved.game);
  if (!tableModule) {
    app.notify(t("play.table_failed"));
    return app.show("home");
  }
  // Pass-and-play with hidden hands: whose cards may be drawn now (null: nobody's).
  const secret = Boolean(game && game.hidden_information);
  const humans = saved.setup.seats.map((seat, i) => (seat.kind === "human" ? i : null)).filter((i) => i !== null);
  // Secrets passed between people: whoever is not to move next sees the onlooker's view (the
  // engine's `play` applies the same rule after a move, given `private`).
  const seats = { viewer: secret && humans.length === 1 ? humans[0] : null, passedAround: secret && humans.length > 1 };
  // Table mode: the side of the table each seat sits at (kept with the game), null when it is off.
  const sides = game?.table_mode && Array.isArray(saved.setup.sides)
    ? sidesFor(saved.setup.players, saved.setup.sides) : null;
  let reviewer = null; // the review analysed in the background, once the table is shown
  let view = null;
  let phoneHost = null; // the players' phones (a game of secrets between people, where the browser can link)

  const told = { // what the session tells the person, in words
    race_lost: ({ seat }) => app.notify(t("saves.race_lost", { name: view.seatName(seat) })),
    undo_conflict: () => app.notify(t("saves.conflict")),
    storage_full: () => offerRoom(saved.id, () => writeWaitingGame(saved.id)),
    write_failed: ({ error }) => app.notify(t("saves.write_failed", { reason: errorText(error) })),
    move_refused: ({ error }) => app.notify(t("play.move_refused", { reason: errorText(error) })),
    undo_refused: ({ error }) => app.notify(t("play.undo_refused", { reason: errorText(error) })),
  };
  const session = createPlaySession({
    record: saved, engine: app.engine, store: STORE, seats, pauseMs: () => pauseFor(view.speed),
    hooks: {
      changed: () => view.drawControls(),
      redraw: () => {
        view.drawGame();
        phoneHost?.update();
      },
      moved: (move) => {
        phoneHost?.update(move.seat);
        return view.showMove(move);
      },
      played(move, seat, events, byPerson) {
        view.guide?.played(move, seat, events, byPerson);
        if (byPerson) view.coach?.played(seat, events);
      },
      saved: () => reviewer?.saved(),
      followed: () => view.hint.hide(),
      told: (kind, detail) => told[kind](detail),
      // What the save keeps besides the game: the review analysed so far, the rules the guide explained.
      review: (state) => ({ review: reviewer?.reviewFor(state.history) ?? undefined }),
      guided: () => (view.guide ? { guide: { explained: view.guide.explained() } } : {}),
    },
  });
  const reveal = async () => {
    await session.reveal();
    view.table.draw(session.view);
    view.drawControls();
  };
  /** The analysis works while the game is on only when the engine would otherwise wait for a person
   * (to decide, or to take the tablet); a computer player's turn and a move being played have the
   * device to themselves. Once the game is over it finishes the review. */
  const gateReview = () => {
    const { view: seen, legal, busy } = session;
    reviewer?.pause(!seen.over && (busy || legal.seat === null || session.isComputer(legal.seat)), "turn");
  };
  if (seats.passedAround && canLink()) {
    phoneHost = createPhoneHost({ engine: app.engine, play: (move, seat, basis) => session.play(move, seat, basis),
      game: () => ({ record: session.record, legal: session.legal, busy: session.busy, settling: session.settling }),
      changed: () => { if (session.view) view.drawControls(); } });
    keepScannerOffline(); // a phone may be added with the network off
  }
  const phones = phoneHost && createPhoneSeats({ host: phoneHost, seatName: (seat) => view.seatName(seat), told: (text) => app.notify(text) });
  view = createPlayView({ app, session, tableModule, sides, secret, reveal, drawn: gateReview,
    progress: () => reviewer?.progress() ?? null, phones });
  container.append(...view.elements);

  // Another tab wrote the game: follow it, whether the storage tells of it or this tab is shown
  // again (it may have missed the storage event, however long ago).
  const onStorage = (event) => session.storageChanged(event.key);
  const onShown = () => { if (!document.hidden) session.shown(); };
  const onVisibility = () => {
    reviewer?.pause(document.hidden, "hidden");
    onShown();
  };
  window.addEventListener("storage", onStorage);
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("focus", onShown);
  let giveUpBots = () => {};
  /** The game stopped: no move, no computer player, no analysis, no other tab followed any more. */
  const stopGame = () => {
    phoneHost?.stop();
    const written = session.leave(); // resolves once a move still under way is saved
    if (reviewer) {
      reviewer.stop();
      analysis.stop(); // the analysis worker goes with the game: a call under way is dropped
    }
    giveUpBots();
    delete document.documentElement.dataset.bots;
    window.removeEventListener("storage", onStorage);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("focus", onShown);
    return written;
  };
  /** Everything this screen started, stopped: on leaving, and where it is given up before it began. */
  const teardown = () => {
    const written = stopGame();
    view.destroy();
    return written;
  };

  // Wait for the engine, check the save, then show the table.
  try {
    await app.engine.start(); // (again, where a phone's page let it go)
    await app.engine.call("validate", { state: saved.state });
  } catch (error) {
    if (error instanceof EngineError && error.code === "corrupt_state") {
      teardown();
      quarantine(`gurkenglas:save:${saved.id}`, error);
      app.notify(t("saves.damaged", { reason: errorText(error) }));
      return app.show("saves");
    }
    stopGame();
    view.loading.textContent = t("engine.failed", { reason: errorText(error) });
    return { leave: () => view.destroy() }; // the reason stays shown until the player goes elsewhere
  }
  if (!app.asked("play", params)) {
    teardown(); // the player went elsewhere while the engine loaded
    return null;
  }
  await session.load();
  if (!app.asked("play", params)) {
    teardown(); // the player went elsewhere while the game loaded
    return null;
  }
  // The phones of this game kept while its screen was built anew: on their seats again (unless this
  // screen too was left meanwhile: then the next one takes them).
  if (phonesKept?.id === saved.id && phoneHost && session.active) {
    for (const [seat, channel] of phonesKept.links) phoneHost.attach(seat, channel);
    phonesKept = null;
  }
  view.start(container);
  // The tab that runs the computer players analyses the game too: one analysis per game, in the
  // tab the players look at. (The preference `backgroundReview: false`, which no screen offers,
  // leaves it out: the page tests that are not about it set it, so that a second Python does not
  // share the machine's cores with what they test.)
  if (getPrefs().backgroundReview !== false) {
    reviewer = createBackgroundReview({
      client: analysis,
      engine: app.engine,
      game: () => ({ state: session.record.state, over: Boolean(session.record.over), review: session.record.review }),
      keep: (review) => { keepReview(saved.id, review).catch(() => {}); },
      onProgress: view.result.showProgress,
      onDone: () => analysis.stop(), // nothing left to analyse: its memory is given back
    });
    reviewer.pause(true, "tab"); // until this tab is the one that runs the game's computer players
    gateReview();
    reviewer.pause(document.hidden, "hidden");
  }
  giveUpBots = holdBotRunner(saved.id, (mine) => {
    document.documentElement.dataset.bots = mine ? "this tab" : "another tab"; // what a waiting test names
    session.runBots(mine);
    reviewer?.pause(!mine, "tab");
  });
  // Another tab may have moved while this screen was set up (before it listened): follow it.
  session.start();

  return {
    leave: teardown,
    relabel() {
      // New language: rebuild this screen from the save (nothing is lost: it was saved), the
      // players' phones kept on their seats.
      const kept = phonesKept?.id === saved.id ? phonesKept.links : []; // not yet taken back by this screen
      phonesKept = phoneHost ? { id: saved.id, links: [...kept, ...phoneHost.release()] } : null;
      session.leave();
      app.show("play", { id: saved.id });
    },
    get record() { return session.record; },
    /** Leaving while moves wait for room in the storage: they stay in memory while the page is
     * open, but the player is told and asked first. */
    async mayLeave(name, next) {
      if (!session.waitsForRoom() || (name === "play" && next.id === saved.id)) return true;
      return app.confirm(t("saves.leave_unsaved"), t("saves.leave_anyway"));
    },
  };
}
