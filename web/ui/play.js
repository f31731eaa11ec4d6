// Playing a game: the table drawn from the engine's view, the legal moves as buttons, bots that
// move by themselves, the log as a live region, and a save after every move.
//
// A person's move is made only by that person: a computer player's decision belongs to the state it
// was asked for, and an undo, another tab's move, leaving the screen or a new game drops it; where a
// move is applied, a computer move is refused for a person's seat or on any other state, and a tap's
// move for any seat but the person's to move. Only one tab runs the computer players of a game.
//
// The same tab analyses the game for its review in the background, on a second worker, whenever a
// move has been saved (background-review.js), while the game waits for a person (and while the page
// is seen): the review is kept with the save and shown by no part of this screen while the game is
// on; once it is over, a progress bar beside the result says how much of the analysis is left.

import { EngineError } from "../engine-client.js";
import { analysis } from "../analysis-client.js";
import { createBackgroundReview } from "../background-review.js";
import { el } from "../dom.js";
import { errorText, t } from "../i18n.js";
import { hideWhileBare, hideWhileEmpty } from "../shown.js";
import { getPrefs, quarantine, readSave, SaveError, setPref, storedRevision, unsaved } from "../storage.js";
import { caughtUp, commitSave, holdBotRunner, keepReview, onWritten, writeWaitingGame } from "../save-commit.js";
import { loadTable, TABLES } from "../games/registry.js";
import { createPanel } from "./panel.js";
import { offerRoom } from "./room.js";
import { keepAwake, tabletScreen, toolButton } from "./tablet.js";
import { logLines as linesOf, playerItems } from "./table-parts.js";
import { createCoach } from "./coach.js";
import { createFocusKeeper, focusLost } from "./focus-keeper.js";
import { createResultBox } from "./result-box.js";
import { createGuide } from "./guide.js";
import { createHint } from "./hint.js";
import { createWhy } from "./why.js";
import { createSound } from "../sound.js";
import { sidesFor } from "../games/facing.js";
import { seatColor } from "../games/seats.js";

export const SPEEDS = { slow: 0.5, normal: 1, fast: 2, faster: 4, instant: Infinity };
const BOT_PAUSE_MS = 900;
// One sound for every game of the page's life (one audio context, woken once); each play screen
// sets it on or off as the Sound switch was left (the preferences remember it; on by default).
const sound = createSound();

export async function render(container, params, app) {
  let record;
  try {
    record = readSave(params.id);
  } catch (error) {
    app.notify(t("saves.damaged", { reason: errorText(error) }));
    return app.show("saves");
  }
  if (!record) {
    app.notify(t("play.not_found"));
    return app.show("home");
  }
  const game = app.game(record.game);
  if (!TABLES[record.game]) {
    app.notify(t("errors.unknown_game"));
    return app.show("home");
  }
  const tableModule = await loadTable(record.game);
  if (!tableModule) {
    app.notify(t("play.table_failed"));
    return app.show("home");
  }
  let view = null;
  let legal = { seat: null, moves: [] };
  let busy = false;
  let active = true;
  let moveListOpen = false; // the list of every legal move stays open once a player opened it
  // Pass-and-play with hidden hands: whose cards may be drawn now (null: nobody's).
  const secret = Boolean(game && game.hidden_information);
  const humans = record.setup.seats.map((seat, i) => (seat.kind === "human" ? i : null)).filter((i) => i !== null);
  let viewer = secret && humans.length === 1 ? humans[0] : null;
  // Secrets passed between people: whoever is not to move next sees the onlooker's view (the
  // engine's `play` applies the same rule after a move, given `private`).
  const passedAround = secret && humans.length > 1;
  let speed = SPEEDS[getPrefs().botSpeed] ? getPrefs().botSpeed : "normal";
  const focus = createFocusKeeper(); // a keyboard player keeps their place (focus-keeper.js)
  let awake = null; // the screen wake lock, once the table is shown

  const isComputer = (seat) => view.seats[seat].kind !== "human";
  let botTimer = null; // the computer player's pause before it moves, for the state it was set for
  let runsBots = false; // whether this tab runs the computer players (one tab at a time does)
  let behind = false; // another tab wrote the game while this one was busy: follow it afterwards
  // The game as the controls on screen were drawn for: a tap decides on that state and no other.
  let shown = { state: null, seat: null };
  let legalFor = null; // the state `legal` and `view` were asked for
  let moving = Promise.resolve(); // the move being played, until the screen has settled after it
  const overtaken = new WeakSet(); // states of this game another tab's move replaced (followed here)
  // Table mode: the side of the table each seat sits at (kept with the game), null when it is off.
  const sides = app.game(record.game)?.table_mode && Array.isArray(record.setup.sides)
    ? sidesFor(record.setup.players, record.setup.sides) : null;
  let facing = 0; // the seat the controls face: the one to move (the last one once the game is over)
  const seatName = (seat) => (view && view.seats[seat] ? view.seats[seat].name : t("setup.default_name", { n: seat + 1 }));
  // The dock: what this screen adds to the table's own pane (beside or below the board), so that
  // the hand-over card, the move buttons of a table without controls of its own, the hint's answer
  // and the result appear where the player's eyes and hands already are.
  const handover = el("div", { class: "handover", hidden: true, role: "dialog", "aria-labelledby": "handover-title" });
  const decision = el("div", { class: "moves", role: "group", "aria-label": t("play.moves") });
  const result = createResultBox({ app, t, seatName, record: () => record, view: () => view,
    progress: () => reviewer?.progress() ?? null });
  let reviewer = null; // the review analysed in the background, once the table is shown
  const moveWords = (move) => table.moveText(move, view);
  const hint = createHint({ engine: app.engine, moveText: moveWords, now: () => ({ state: record.state, seat: legal.seat, busy, active }),
    play, byKeyboard: focus.byKeyboard, focusLost });
  const dock = el("div", { class: "play-dock" }, handover, decision, hint.box, result.element);
  hideWhileEmpty(decision);
  /** @type {import("../games/kit/table.js").Table} */
  let choseThisTap = false; // a tap on the table that made a move needs no reason why not
  const table = tableModule.createTable({ seatName, t, dock, choose: (move) => {
    choseThisTap = true;
    play(move, shown.seat, shown.state);
  } });
  const title = el("h1", { class: "play-title", text: t(`games.${record.game}.name`) });
  const turnLine = el("p", { class: "turn-line", "aria-live": "polite" });
  // Each move told once to a screen reader, whether or not the panel with the log is open.
  const announcer = el("p", { class: "visually-hidden move-announcer", "aria-live": "polite" });
  const moveList = el("div", { class: "move-list-box" });
  const playerList = el("ul", { class: "player-list", "aria-label": t("play.players") });
  const description = el("div", { class: "board-text", id: "board-description" });
  const log = el("ol", { class: "log" });
  const why = createWhy({ app, gameId: record.game, table, seatName });
  const moveOf = new WeakMap(); // each move button of this screen -> its move
  const sameMove = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  // A guided game ("Learn to play"): the guide's words lead the dock, and it marks what to tap next.
  const guide = record.guide ? createGuide({ app, record: () => record, table, controlFor: (move) => table.controlFor(move)
    ?? [...decision.querySelectorAll("button"), ...moveList.querySelectorAll("button")].find((b) => moveOf.has(b) && sameMove(moveOf.get(b), move))
    ?? null, moveText: moveWords }) : null;
  if (guide) dock.prepend(guide.element);
  // A real game with a seat marked "new to this game": tips for that seat, the first time a rule comes up.
  const coach = !guide && record.setup.seats.some((seat) => seat && seat.newcomer)
    ? createCoach({ gameId: record.game, seats: record.setup.seats }) : null;
  if (coach) dock.prepend(coach.element);
  const undoButton = toolButton("undo", t("play.undo"), undo);
  // The Sound switch: the table's sounds and the vibration for "your turn", on or off, remembered.
  sound.setOn(getPrefs().sound !== false);
  const soundButton = toolButton("sound", t("play.sound"), () => {
    sound.setOn(!sound.on);
    sound.unlock(); // this tap is the gesture a browser wants before it lets the page make sound
    setPref("sound", sound.on);
    soundButton.setAttribute("aria-pressed", String(sound.on));
  });
  soundButton.setAttribute("aria-pressed", String(sound.on));
  const speedSelect = el("select", { "aria-label": t("play.bot_speed"), onchange: (e) => { speed = e.target.value; setPref("botSpeed", speed); } },
    Object.keys(SPEEDS).map((key) => el("option", { value: key, selected: key === speed, text: t(`play.speed.${key}`) })));
  const loading = el("p", { class: "table-loading", text: t("play.waiting_for_engine") });
  const panel = createPanel({ t, id: "play-panel", children: [
    moveList,
    el("div", { class: "row wrap" },
      el("button", { type: "button", text: t("common.rules"), onclick: () => app.openRules(record.game) }),
      el("button", { type: "button", text: t("play.menu"), onclick: () => app.show("home") })),
    el("label", { class: "stacked" }, el("span", { text: t("play.bot_speed") }), speedSelect),
    el("h2", { class: "small-heading", text: t("play.players") }), playerList,
    el("details", { class: "board-details", open: true }, el("summary", { text: t("play.board_text") }), description),
    el("h2", { class: "small-heading", id: "log-heading", text: t("play.log") }),
    el("div", { class: "log-box", role: "log", "aria-live": "off", "aria-labelledby": "log-heading", tabindex: "0" }, log)] });
  const screen = tabletScreen(t);
  const tableArea = el("div", { class: "table-area" }, loading, table.element);
  if (!table.element.contains(dock)) tableArea.append(dock);
  hideWhileBare(dock, tableArea); // the dock is drawn only while it shows something; what it shows is told to CSS

  container.append(
    el("div", { class: "play-head" }, title, turnLine, announcer, why.said,
      el("div", { class: "play-tools" }, undoButton, why.button, hint.button, soundButton, screen.button, panel.toggle)),
    el("div", { class: "play-layout" }, tableArea, panel.side),
    panel.scrim);

  const logLines = (events, batchView) => linesOf(table, events, batchView);

  // A line of the log, ending in a link to the rules where its event followed a rule.
  const logLine = ({ text, rule }) => el("span", { class: "log-line" }, text, rule ? [" ", why.link(rule)] : []);

  function appendLog(events, batchView) {
    const lines = logLines(events, batchView);
    if (!lines.length) return;
    announcer.textContent = lines.map((line) => line.text).join(" ");
    log.append(el("li", {}, lines.map(logLine)));
    while (log.children.length > 300) log.firstElementChild.remove();
    log.parentElement.scrollTop = log.parentElement.scrollHeight;
  }

  // Enabled during the last move's animation too: a tap ends the animation and plays its move
  // after it (see play()).
  function moveButton(move, extraClass) {
    const button = el("button", { type: "button", class: `move ${extraClass}`, disabled: busy && !table.animating(),
      text: table.moveText(move, view), onclick: () => play(move, shown.seat, shown.state) });
    moveOf.set(button, move);
    return button;
  }

  function renderSide() {
    shown = { state: legalFor, seat: legal.seat };
    const humanToMove = legal.seat !== null && view.seats[legal.seat].kind === "human";
    const mayDecide = humanToMove && !view.over && (!secret || viewer === legal.seat);
    const turnText = view.round ? t("play.turn", { name: seatName(view.to_move), round: view.round })
      : t("play.turn_no_round", { name: seatName(view.to_move) });
    turnLine.textContent = view.over ? t("play.over") : turnText;
    table.setMoves(mayDecide && !busy ? legal.moves : []);
    // A table with controls of its own has every move listed in the panel too; one without (the
    // Goose) has a big button per move in the dock.
    if (table.offersMoves) {
      moveList.replaceChildren(...(mayDecide ? [el("details", { class: "move-list", open: moveListOpen,
        ontoggle: (e) => { moveListOpen = e.currentTarget.open; } },
        el("summary", { text: t("play.all_moves", { count: legal.moves.length }) }),
        el("div", { class: "move-list-body" }, legal.moves.map(({ move }) => moveButton(move, ""))))] : []));
      decision.replaceChildren();
    } else {
      decision.replaceChildren(...(mayDecide ? legal.moves.map(({ move }) => moveButton(move, "primary big")) : []));
    }
    if (!humanToMove && !view.over) decision.append(el("p", { class: "muted", text: t("play.bot_thinking", { name: seatName(view.to_move) }) }));
    renderHandover(humanToMove && !view.over && secret && viewer !== legal.seat);
    faceTheTable(humanToMove);
    undoButton.disabled = !view.can_undo || busy;
    why.decision(mayDecide ? legal.rule : null);
    hint.update(record.state, mayDecide, busy);
    undoButton.title = view.can_undo ? "" : t("play.undo_not_possible");
    playerList.replaceChildren(...playerItems(table, view));
    log.dataset.moves = String(legalFor.history.length); // how many moves the table shows (for tests)
    description.replaceChildren(...table.describe(view).map((line) => el("p", { text: line })));
    result.render();
    gateReview();
    awake?.update();
    guide?.decide(mayDecide && !busy ? legalFor : null, legal.seat);
    coach?.decide(mayDecide && !busy ? legal.seat : null, legal.rule);
    focus.keep(mayDecide && !busy);
  }

  /** Table mode: the pane with the controls (and the hand-over card) faces the seat to move, the
   * person who decides or takes the tablet's view next; the engine says who that is. */
  function faceTheTable(humanToMove) {
    if (!sides) return;
    if (legal.seat !== null && legal.seat < sides.length) facing = legal.seat;
    const line = view.over ? t("play.over") : humanToMove ? t("play.facing_turn", { name: seatName(legal.seat) }) : "";
    table.face({ side: sides[facing], color: seatColor(facing), line });
  }

  function renderHandover(show) {
    handover.hidden = !show;
    if (!show) return;
    const name = seatName(legal.seat);
    handover.replaceChildren(
      el("h2", { id: "handover-title", text: t("play.handover_title", { name }) }),
      el("p", { text: t("play.handover_text", { name }) }),
      el("button", { type: "button", class: "primary big", text: t("play.handover_button", { name }), onclick: reveal }));
  }

  async function reveal() {
    viewer = legal.seat;
    await refresh();
    table.draw(view);
    renderSide();
  }

  async function refresh() {
    const state = record.state;
    const moves = await app.engine.call("legal_moves", { state });
    if (passedAround && viewer !== null && moves.seat !== viewer) viewer = null; // the tablet moves on
    const seen = await app.engine.call("view", { state, seat: viewer });
    // Another tab's move was followed meanwhile: the newer state is shown, never this older one.
    if (record.state !== state) return refresh();
    [legal, view, legalFor] = [moves, seen, state];
  }

  /** The analysis works while the game is on only when the engine would otherwise wait for a person
   * (to decide, or to take the tablet); a computer player's turn and a move being played have the
   * device to themselves. Once the game is over it finishes the review. */
  function gateReview() {
    reviewer?.pause(!view.over && (busy || legal.seat === null || isComputer(legal.seat)), "turn");
  }

  const onVisibility = () => reviewer?.pause(document.hidden, "hidden");

  /** What the save keeps of the review analysed so far, for a game of `state`'s moves. */
  const reviewed = (state) => ({ review: reviewer?.reviewFor(state.history) ?? undefined });

  /** What a guided game's save keeps of its guide: the rules explained so far. */
  const guided = () => (guide ? { guide: { explained: guide.explained() } } : {});

  /** Save the game as it now is on the table (`mover`: whose move, null for an undo). False when
   * another tab moved first: the move is
   * not kept, the player is told, and the game as saved is shown. A full storage keeps the move
   * (in memory until there is room; the player is offered room). */
  async function persist(next, mover) {
    const previous = record;
    record = next; // on the table, saved or not
    try {
      record = await commitSave(next, previous.revision);
    } catch (error) {
      if (error instanceof SaveError && error.code === "conflict") {
        record = previous;
        if (mover === null) app.notify(t("saves.conflict"));
        else if (!isComputer(mover)) tellMovedOn(mover);
        await follow(error.revision);
        return false;
      }
      if (error instanceof SaveError && error.code === "full") offerRoom(record.id, () => writeWaitingGame(record.id));
      else app.notify(t("saves.write_failed", { reason: errorText(error) }));
    }
    return true;
  }

  /** Play `move` for `seat`, decided on state `basis` (the state a person's controls were drawn for,
   * or a computer player was asked about). Refused unless it is that seat's turn on that very state
   * and the seat is a computer player's exactly when `byComputer`. */
  async function play(move, seat, basis, byComputer = false) {
    if (table.animating()) {
      // Tapped while the last move is animated: the animation ends at once and that move settles
      // first, so this one is played and drawn after it (and not lost).
      table.finishAnimation();
      await moving;
    }
    if (busy || !active || seat === null) return;
    // A tap on a position that is no longer the game's plays nothing; if another tab's move replaced
    // it (this tab follows it, its controls not yet redrawn), the person is told so.
    if (basis !== record.state) return void (!byComputer && overtaken.has(basis) && tellMovedOn(seat));
    if (seat !== legal.seat || isComputer(seat) !== byComputer) return;
    cancelBot();
    busy = true;
    let settled;
    moving = new Promise((resolve) => { settled = resolve; });
    renderSide();
    try {
      // One trip: the new state with its events, and the next legal moves and view to draw.
      const result = await app.engine.call("play", { state: record.state, move, seat, viewer, private: passedAround });
      if (!active) return;
      // Another tab's move was followed while this one was worked out: it is not played over it.
      if (record.state !== basis) return void (!byComputer && overtaken.has(basis) && tellMovedOn(seat));
      const over = result.events.some((e) => e.type === "game_over");
      guide?.played(move, seat, result.events, !byComputer);
      if (!byComputer) coach?.played(seat, result.events);
      if (!(await persist({ ...record, state: result.state, log: [...record.log, result.events], over, ...guided(),
        ...reviewed(result.state) }, seat))) return;
      if (!active) return;
      reviewer.saved();
      viewer = result.viewer; // the tablet moves on
      [legal, view, legalFor] = [result.legal, result.view, result.state];
      appendLog(result.events, view);
      // The animation starts before the controls are drawn, so the person's move buttons are
      // drawn enabled while it runs (a tap on one ends it and plays that move after it).
      const animation = table.animate(result.events, view, { speed: SPEEDS[speed] });
      sound.play(table.soundsOf(result.events));
      // A person whose turn it now is feels it (after a computer player's move, or the tablet passed
      // on); a person's next step of the same turn does not buzz again.
      if (legal.seat !== null && legal.seat !== seat && !view.over && !isComputer(legal.seat)) sound.nudge();
      renderSide();
      await animation;
    } catch (error) {
      app.notify(t("play.move_refused", { reason: errorText(error) }));
    } finally {
      settle();
      settled();
    }
  }

  function tellMovedOn(seat) {
    app.notify(t("saves.race_lost", { name: seatName(seat) }));
  }

  /** After a move or an undo: catch up with another tab if it wrote meanwhile, else go on. */
  function settle() {
    busy = false;
    if (!active) return;
    renderSide();
    const stored = storedAhead();
    if (behind || stored !== null) follow(stored);
    else scheduleBot();
  }

  /** The revision another tab saved this game at, when it is ahead of this tab's (else null). */
  function storedAhead() {
    const stored = storedRevision(record.id);
    return stored !== null && stored > record.revision && !unsaved.has(record.id) ? stored : null;
  }

  function cancelBot() {
    clearTimeout(botTimer);
    botTimer = null;
  }

  /** A computer player's turn: after a pause it decides on this very state and moves, unless the
   * state changed meanwhile (then its decision is dropped). */
  function scheduleBot() {
    cancelBot();
    if (!active || busy || !runsBots || !view || view.over || legal.seat === null || !isComputer(legal.seat)) return;
    const seat = legal.seat;
    const asked = record.state;
    const pause = Number.isFinite(SPEEDS[speed]) ? BOT_PAUSE_MS / SPEEDS[speed] : 0;
    botTimer = setTimeout(async () => {
      botTimer = null;
      if (!active || busy || record.state !== asked) return;
      try {
        const { move } = await app.engine.call("bot_move", { state: asked, seat, level: view.seats[seat].level, budget_ms: 1000 });
        await play(move, seat, asked, true);
      } catch (error) {
        if (active && record.state === asked) app.notify(t("play.move_refused", { reason: errorText(error) }));
      }
    }, pause);
  }

  /** Take back the last move, and with it the computer players' replies: the person who tapped
   * is to move again. A computer player's pending move is dropped first. */
  async function undo() {
    if (busy || !active) return;
    cancelBot();
    busy = true;
    renderSide();
    try {
      const { state } = await app.engine.call("undo", { state: record.state, to_person: true });
      if (!active) return;
      const taken = record.state.history.length - state.history.length;
      if (await persist({ ...record, state, over: false, log: record.log.slice(0, -taken), ...reviewed(state) }, null)) {
        reviewer.saved();
        await refresh();
        showWholeLog();
        table.draw(view);
      }
    } catch (error) {
      app.notify(t("play.undo_refused", { reason: errorText(error) }));
    } finally {
      settle();
    }
  }

  /** The log as the save has it (on loading, and after another tab played or took back moves). */
  function showWholeLog() {
    // As appendLog does: a move that says nothing (a step of a longer turn) adds no line.
    log.replaceChildren(...record.log.map((events) => logLines(events, view)).filter((lines) => lines.length)
      .map((lines) => el("li", {}, lines.map(logLine))));
    log.parentElement.scrollTop = log.parentElement.scrollHeight;
  }

  /** Show the game as saved by another tab (at least at `revision`, when known), dropping any
   * computer move this tab had pending for the old state. */
  async function follow(revision) {
    behind = false;
    cancelBot();
    await caughtUp(record.id, revision);
    if (!active) return;
    const latest = readSave(record.id);
    if (latest && latest.revision !== record.revision) {
      overtaken.add(record.state);
      record = latest;
      hint.hide();
      reviewer?.saved();
    }
    await refresh();
    if (!active) return;
    showWholeLog();
    table.draw(view);
    renderSide();
    scheduleBot();
  }

  function onStorage(event) {
    // Another tab played this game: follow it instead of overwriting its moves.
    if (!event.key || !event.key.endsWith(`save:${record.id}`)) return;
    // (A write of the review alone keeps the revision: nothing to follow.)
    if (busy) behind ||= storedRevision(record.id) !== record.revision; // followed once this tab's own move is settled
    else if (storedRevision(record.id) !== record.revision) follow(storedRevision(record.id));
  }
  window.addEventListener("storage", onStorage);
  // A game that waited for room is written when room is made: this screen goes on from there.
  const stopHearingWrites = onWritten((written) => {
    if (written.id === record.id && written.state === record.state) {
      record = written;
      reviewer?.saved();
    }
  });

  // Wait for the engine, check the save, then show the table.
  try {
    await app.engine.ready;
    await app.engine.call("validate", { state: record.state });
  } catch (error) {
    if (error instanceof EngineError && error.code === "corrupt_state") {
      quarantine(`gurkenglas:save:${record.id}`, error);
      app.notify(t("saves.damaged", { reason: errorText(error) }));
      return app.show("saves");
    }
    loading.textContent = t("engine.failed", { reason: errorText(error) });
    return null;
  }
  if (app.current.name !== "play" || app.current.params !== params) {
    active = false; // the player went elsewhere while the engine loaded
    window.removeEventListener("storage", onStorage);
    stopHearingWrites();
    return null;
  }
  let giveUpBots = () => {};
  // A tap on a thing of the table with no legal move: the engine says why.
  const onTapStart = () => { choseThisTap = false; };
  const onTap = async (e) => {
    if (choseThisTap) return;
    // A tap while the last move is still shown moving ends that animation, and is answered once
    // that move has settled.
    if (table.animating()) {
      table.finishAnimation();
      await moving;
    }
    if (choseThisTap || busy || !active || legal.seat === null || view.over || isComputer(legal.seat)
      || (secret && viewer !== legal.seat)) return;
    why.tapped(e.clientX, e.clientY, shown.seat, shown.state);
  };
  table.element.addEventListener("click", onTapStart, true);
  // The audio wakes on the player's taps; where the page was tapped already (the game was started
  // from the setup screen) it may wake now.
  const stopUnlocking = sound.listen(window);
  if (navigator.userActivation?.hasBeenActive) sound.unlock();
  table.element.addEventListener("click", onTap);
  focus.watch(container, { moveList, decision, hint, undoButton, table, handover, panel });
  const stopListening = () => {
    cancelBot();
    reviewer?.stop();
    document.removeEventListener("visibilitychange", onVisibility);
    analysis.stop(); // the analysis worker goes with the game: a call under way is dropped
    stopHearingWrites();
    giveUpBots();
    awake?.release();
    panel.destroy();
    screen.destroy();
    why.destroy();
    table.element.removeEventListener("click", onTapStart, true);
    table.element.removeEventListener("click", onTap);
    guide?.destroy();
    window.removeEventListener("storage", onStorage);
    focus.destroy();
    stopUnlocking();
  };
  await refresh();
  loading.remove();
  // The screen stays awake while the game is on (released when it ends, is left or hidden).
  awake = keepAwake(() => active && view && !view.over);
  showWholeLog();
  table.draw(view);
  renderSide();
  // The tab that runs the computer players analyses the game too: one analysis per game, in the
  // tab the players look at.
  reviewer = createBackgroundReview({
    client: analysis,
    engine: app.engine,
    game: () => ({ state: record.state, over: Boolean(record.over), review: record.review }),
    keep: (review) => { keepReview(record.id, review).catch(() => {}); },
    onProgress: result.showProgress,
    onDone: () => analysis.stop(), // nothing left to analyse: its memory is given back
  });
  reviewer.pause(true, "tab"); // until this tab is the one that runs the game's computer players
  gateReview();
  onVisibility();
  document.addEventListener("visibilitychange", onVisibility);
  giveUpBots = holdBotRunner(record.id, (mine) => {
    runsBots = mine;
    reviewer.pause(!mine, "tab");
    if (mine) scheduleBot();
    else cancelBot();
  });
  // Another tab may have moved while this screen was set up (before it listened): follow it.
  const ahead = storedAhead();
  if (ahead !== null) follow(ahead);

  return {
    leave() {
      active = false;
      stopListening();
      table.destroy();
    },
    relabel() {
      // New language: rebuild this screen from the save (nothing is lost: it was saved).
      active = false;
      app.show("play", { id: record.id });
    },
    get record() { return record; },
    /** Leaving while moves wait for room in the storage: they stay in memory while the page is
     * open, but the player is told and asked first. */
    async mayLeave(name, next) {
      if (!unsaved.has(record.id) || (name === "play" && next.id === record.id)) return true;
      return app.confirm(t("saves.leave_unsaved"), t("saves.leave_anyway"));
    },
  };
}

