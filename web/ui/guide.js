// Learn to play: a guided game, led at the table. The engine chose its seed, rules and seats so
// that the core rules come up early, and at each of the person's decisions it names the move that
// shows the next rule still to explain (the bridge's `coach`). This module only shows that:
// - "Learn to play" on a game card starts the guided game (startGuide);
// - the guide's box in the dock says, in a sentence or two, each rule the first time it comes up:
//   on the move the person is shown, or in the events of any move (a tip, `<game>.tip.<rule>`);
// - the control to tap next carries data-coach="next" and is lit, and the table shows the move
//   (the table kit's showMove); every other control still works, and a person who goes their own
//   way is told gently and led on from the game as it is;
// - once every rule of the guide was explained, or the game is over: "Play a real game".
// Which rules were explained is kept in the save (record.guide.explained), so a reload goes on.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { newId, setPref, getPrefs, writeSave } from "../storage.js";
import { sameMove } from "../moves.js";

/** The i18n namespace of a game's words (the three Gulek games share theirs). */
export const wordsOf = (gameId) => (gameId.startsWith("gulek") ? "gulek" : gameId);

/** Start `gameId`'s guided game and show it. */
export async function startGuide(app, gameId) {
  const game = app.game(gameId);
  const guide = game.guide;
  // The computer players play at the game's default level, as its catalog entry names it.
  const level = game.default_level;
  let bots = 0;
  const seats = guide.seats.map((kind) => ({ kind, level: kind === "bot" ? level : null,
    name: kind === "human" ? t("setup.default_name", { n: 1 }) : t("guide.computer", { n: ++bots }) }));
  const { state } = await app.engine.call("new_game", { game: gameId, players: guide.players, options: guide.options,
    seed: guide.seed, seats });
  const now = Date.now();
  const record = writeSave({ id: newId(), game: gameId, created: now, updated: now, revision: 0,
    players: seats.map((s) => s.name), over: false, state, log: [], guide: { explained: [] },
    setup: { players: guide.players, options: { ...guide.options }, seats } }, undefined);
  await app.show("play", { id: record.id });
}

/** The rules a save says were explained (a damaged list counts as none: the tips come again). */
function explainedIn(record) {
  const list = record.guide && record.guide.explained;
  return Array.isArray(list) ? list.filter((rule) => typeof rule === "string") : [];
}

/**
 * The guide of a guided game on the play screen.
 * @param {object} options
 * @param {Record<string, any>} options.app
 * @param {() => Record<string, any>} options.record      the save as it now is
 * @param {import("../games/kit/table.js").Table} options.table
 * @param {(move: import("../games/kit/table.js").Move) => (HTMLElement|null)} options.controlFor  the control that makes `move`
 *   (or its first step) on this screen, if any
 * @param {(move: import("../games/kit/table.js").Move) => string} options.moveText  a move in words
 */
export function createGuide({ app, record, table, controlFor, moveText }) {
  const start = record();
  const gameId = start.game;
  const rules = app.game(gameId).guide.rules;
  const explained = new Set(explainedIn(start));
  const said = el("div", { class: "guide-words" });
  const finish = el("div", { class: "row wrap guide-finish", hidden: true },
    el("button", { type: "button", class: "primary", text: t("guide.real_game"), onclick: realGame }));
  const box = el("section", { class: "guide-box", "aria-label": t("guide.title"), "aria-live": "polite" },
    el("h2", { class: "small-heading", text: t("guide.title") }), said, finish);
  let coached = null;   // {state, seat, move}: the move shown for the decision on that state, while it is open
  let offered = null;   // the same, kept while the person's move is being played
  let asking = 0;
  let lines = [];       // what the box says now: the tips of the last move and of this decision

  const done = () => rules.every((rule) => explained.has(rule));

  // A table redraws or re-marks its controls as the person builds a decision (a card picked, then
  // its pawn): the control to tap next is found again on the table as it is now.
  let remarking = false;
  const watcher = new MutationObserver(() => {
    if (remarking || coached === null) return;
    remarking = true;
    requestAnimationFrame(() => {
      remarking = false;
      if (coached !== null && controlFor(coached.move) !== document.querySelector("[data-coach=next]")) mark(coached.move);
    });
  });
  watcher.observe(table.element, { childList: true, subtree: true, attributes: true,
    attributeFilter: ["aria-pressed", "aria-selected", "aria-disabled", "disabled", "hidden"] });

  function tip(rule) {
    explained.add(rule);
    return t(`${wordsOf(gameId)}.tip.${rule}`);
  }

  function show() {
    said.replaceChildren(...lines.map((line) => el("p", { text: line })));
    finish.hidden = !(done() || record().over);
    box.dataset.explained = [...explained].join(" "); // which rules were told, for tests
  }

  // A control to tap that a keyboard cannot reach (a square of an album, drawn for a finger) becomes
  // a button while it is lit: Tab reaches it, and Enter or Space taps it.
  let madeButton = null;
  const pressed = (e) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    e.stopPropagation(); // the tap alone: not also the keys of what holds it
    e.currentTarget.click();
  };

  function unlight() {
    for (const node of document.querySelectorAll("[data-coach]")) {
      node.removeAttribute("data-coach");
      node.classList.remove("coach-next");
    }
    if (madeButton) {
      for (const name of ["tabindex", "role", "aria-label"]) madeButton.removeAttribute(name);
      madeButton.removeEventListener("keydown", pressed);
      madeButton = null;
    }
  }

  function unmark() {
    unlight();
    table.showMove(null);
  }

  /** Mark the control that makes `move` (or its next step) as the one to tap next. */
  function mark(move) {
    const control = controlFor(move);
    if (control && control === madeButton) return; // lit already
    unlight();
    if (!control) return;
    control.dataset.coach = "next";
    control.classList.add("coach-next");
    if (!control.matches("button, a[href], input, select, textarea, [tabindex]")) {
      madeButton = control;
      control.tabIndex = 0;
      control.setAttribute("role", "button");
      control.setAttribute("aria-label", moveText(move));
      control.addEventListener("keydown", pressed);
    }
  }

  /** Play a real game of the same kind, with the guided game's choices already made. */
  function realGame() {
    const { setup } = record();
    const before = (getPrefs().setup || {})[gameId] || {}; // Table mode and its sides stay as they were
    setPref("setup", { ...(getPrefs().setup || {}), [gameId]: { ...before, players: setup.players, options: setup.options,
      seats: setup.seats.map((seat) => ({ kind: seat.kind, name: seat.kind === "human" ? "" : seat.name, level: seat.level })) } });
    app.show("setup", { game: gameId });
  }

  return {
    element: box,
    explained: () => [...explained],

    /** A move was played: its events' rules not explained yet are told now (after a person's move
     * the box starts afresh; a computer player's adds to it). A person who did not play the move
     * shown is told, gently, that the guide follows the game as it is. */
    played(move, seat, events, byPerson) {
      const ownWay = byPerson && offered !== null && offered.seat === seat && !sameMove(offered.move, move);
      coached = null;
      offered = null;
      unmark();
      if (byPerson) lines = ownWay ? [t("guide.own_way")] : [];
      // The things the newly told events are about are lit up while their words are shown.
      const things = [];
      for (const rule of new Set(events.map((e) => e.rule).filter(Boolean))) {
        if (explained.has(rule)) continue;
        lines.push(tip(rule));
        for (const event of events) if (event.rule === rule) things.push(...table.eventThings(event));
      }
      if (things.length || byPerson) table.spotlight([...new Set(things)]);
      show();
    },

    /** The person is to decide on `state` (null: nobody here decides now): the engine names the
     * move to show, its new rules are told, and its control is marked. */
    async decide(state, seat) {
      const number = ++asking;
      if (state === null) {
        // Nobody decides now (a move is being played): nothing is lit. `offered` still holds the
        // move shown last, to tell whether the person played it.
        coached = null;
        unmark();
        return show();
      }
      if (coached !== null && coached.state === state) return mark(coached.move); // drawn again
      coached = null;
      unmark();
      if (done()) return show(); // once every rule was told, the game is the person's own
      let answer;
      try {
        answer = await app.engine.call("coach", { state, explained: [...explained] });
      } catch (error) {
        console.info("the guide has no move to show:", error.message);
        return;
      }
      if (number !== asking || record().state !== state) return;
      coached = { state, seat, move: answer.move };
      offered = coached;
      for (const rule of answer.new) lines.push(tip(rule));
      if (!lines.length) lines = [t("guide.next")]; // nothing new to learn here: just go on
      show();
      table.showMove(answer.move);
      mark(answer.move);
    },

    destroy() {
      watcher.disconnect();
      unmark();
      table.spotlight([]);
    },
  };
}
