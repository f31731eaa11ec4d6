// What the play screen shows of a game being played (play-session.js): the table, the dock beside or
// below it (the hand-over card, the move buttons, the hint's answer, the result), the tools (Undo,
// Why, Hint, Sound, full screen, the panel), and in the panel the list of every move, the players,
// the board in words and the log. The screen (play.js) builds it once and calls `drawControls()`
// after every change of the game, `drawAll()` once the game was replaced (another tab's moves).
//
// A person's tap decides on the state the controls were drawn for. A tap while the last move is still
// animated ends the animation and is answered once that move has settled: a move is played and drawn
// after it (never lost), a tap on a thing with no legal move is told why not.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { hideWhileBare, hideWhileEmpty } from "../shown.js";
import { createPanel } from "./panel.js";
import { keepAwake, tabletScreen, toolButton } from "./tablet.js";
import { playerItems } from "./table-parts.js";
import { createCoach } from "./coach.js";
import { createFocusKeeper, focusLost } from "./focus-keeper.js";
import { createResultBox } from "./result-box.js";
import { createGuide } from "./guide.js";
import { createHint } from "./hint.js";
import { createWhy, tapsWithoutMove } from "./why.js";
import { seatColor } from "../games/seats.js";
import { SPEEDS } from "./bot-runner.js";
import { createPlayLog } from "./play-log.js";
import { createPlaySettings } from "./play-settings.js";
import { sameMove } from "../moves.js";

/**
 * `session`: the game being played (play-session.js); `tableModule`: the game's table; `sides`: in
 * table mode the side each seat sits at (else null); `secret`: pass-and-play with hidden hands;
 * `reveal()`: the person to move takes the tablet; `drawn()`: called after the controls were drawn;
 * `progress()`: the background review's progress, for the result (null while there is none).
 * `phones`: on the tablet, the players' phones (phone-seats.js: the seats played on a phone, with
 * their controls in the list of players and their turn's line), else null. `onPhone`: this page is
 * a player's phone (ui/phone.js): one seat's own view, never a hand-over, no undo, no next game.
 */
export function createPlayView({ app, session, tableModule, sides, secret, reveal, drawn, progress, phones = null, onPhone = false }) {
  const record = () => session.record;
  const gameId = record().game;
  const seatName = (seat) => (session.view?.seats[seat] ? session.view.seats[seat].name : t("setup.default_name", { n: seat + 1 }));
  // The game as the controls on screen were drawn for: a tap decides on that state and no other.
  let shown = { state: null, seat: null };
  let moveListOpen = false; // the list of every legal move stays open once a player opened it
  let facing = 0; // table mode: the seat the controls face (the one to move; the last once it is over)
  let awake = null; // the screen wake lock, once the table is shown
  const focus = createFocusKeeper(); // a keyboard player keeps their place (focus-keeper.js)
  const settings = createPlaySettings();
  const moveText = (move) => table.moveText(move, session.view);

  // The dock: what this screen adds to the table's own pane (beside or below the board), so that
  // the hand-over card, the move buttons of a table without controls of its own, the hint's answer
  // and the result appear where the player's eyes and hands already are.
  const handover = el("div", { class: "handover", hidden: true, role: "dialog", "aria-labelledby": "handover-title" });
  const decision = el("div", { class: "moves", role: "group", "aria-label": t("play.moves") });
  const result = createResultBox({ app, t, seatName, record, view: () => session.view, progress, actions: !onPhone });
  const hint = createHint({ engine: app.engine, moveText, play, byKeyboard: focus.byKeyboard, focusLost,
    now: () => ({ state: session.record.state, seat: session.legal.seat, busy: session.busy, active: session.active }) });
  const dock = el("div", { class: "play-dock" }, handover, decision, hint.box, result.element);
  hideWhileEmpty(decision);
  /** @type {import("../games/kit/table.js").Table} */
  const table = tableModule.createTable({ seatName, t, dock, choose: (move) => {
    taps.chose(); // this tap made a move: it needs no reason why not
    play(move);
  } });
  const moveList = el("div", { class: "move-list-box" });
  const playerList = el("ul", { class: "player-list", "aria-label": t("play.players") });
  const description = el("div", { class: "board-text", id: "board-description" });
  const why = createWhy({ app, gameId, table, seatName });
  const log = createPlayLog({ table, why });
  const moveOf = new WeakMap(); // each move button of this screen -> its move
  // A guided game ("Learn to play"): the guide's words lead the dock, and it marks what to tap next.
  const guide = record().guide ? createGuide({ app, record, table, moveText, controlFor: (move) => table.controlFor(move)
    ?? [...decision.querySelectorAll("button"), ...moveList.querySelectorAll("button")].find((b) => moveOf.has(b) && sameMove(moveOf.get(b), move))
    ?? null }) : null;
  if (guide) dock.prepend(guide.element);
  // A real game with a seat marked "new to this game": tips for that seat, the first time a rule comes up.
  const coach = !guide && record().setup.seats.some((seat) => seat && seat.newcomer)
    ? createCoach({ gameId, seats: record().setup.seats }) : null;
  if (coach) dock.prepend(coach.element);
  const undoButton = toolButton("undo", t("play.undo"), () => session.undo());
  undoButton.hidden = onPhone; // the tablet takes moves back
  const turnLine = el("p", { class: "turn-line", "aria-live": "polite" });
  const loading = el("p", { class: "table-loading", text: t("play.waiting_for_engine") });
  const panel = createPanel({ t, id: "play-panel", children: [
    moveList,
    el("div", { class: "row wrap" },
      el("button", { type: "button", text: t("common.rules"), onclick: () => app.openRules(gameId) }),
      el("button", { type: "button", text: t("play.menu"), onclick: () => app.show("home") })),
    el("label", { class: "stacked" }, el("span", { text: t("play.bot_speed") }), settings.speedSelect),
    el("h2", { class: "small-heading", text: t("play.players") }), playerList,
    el("details", { class: "board-details", open: true }, el("summary", { text: t("play.board_text") }), description),
    el("h2", { class: "small-heading", id: "log-heading", text: t("play.log") }),
    el("div", { class: "log-box", role: "log", "aria-live": "off", "aria-labelledby": "log-heading", tabindex: "0" }, log.list)] });
  const screen = tabletScreen(t);
  const tableArea = el("div", { class: "table-area" }, loading, table.element);
  if (!table.element.contains(dock)) tableArea.append(dock);
  hideWhileBare(dock, tableArea); // the dock is drawn only while it shows something; what it shows is told to CSS

  /** A tap while the last move is still shown moving ends that animation and waits until that move
   * has settled, so that what the tap does comes after it. */
  async function whenStill() {
    if (!table.animating()) return;
    table.finishAnimation();
    await session.settling;
  }

  /** A person's move, decided on state `basis` (by default the one the controls were drawn for). */
  async function play(move, seat = shown.seat, basis = shown.state) {
    await whenStill();
    await session.play(move, seat, basis);
  }

  // A tap on a thing of the table with no legal move: the engine says why.
  const taps = tapsWithoutMove(table.element, async (event) => {
    await whenStill();
    const { view, legal } = session;
    if (session.busy || !session.active || legal.seat === null || view.over || session.isComputer(legal.seat)
      || (secret && session.viewer !== legal.seat)) return;
    why.tapped(event.clientX, event.clientY, shown.seat, shown.state);
  });

  // Enabled during the last move's animation too: a tap ends the animation and plays its move after it.
  function moveButton(move, extraClass) {
    const button = el("button", { type: "button", class: `move ${extraClass}`, disabled: session.busy && !table.animating(),
      text: moveText(move), onclick: () => play(move) });
    moveOf.set(button, move);
    return button;
  }

  /** The controls, the turn line and the panel, drawn for the game as the session holds it now. */
  function drawControls() {
    const { view, legal, legalFor, busy } = session;
    shown = { state: legalFor, seat: legal.seat };
    const humanToMove = legal.seat !== null && view.seats[legal.seat].kind === "human";
    const mayDecide = humanToMove && !view.over && (!secret || session.viewer === legal.seat);
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
    const onItsPhone = phones?.has(legal.seat) ?? false; // a seat played on a phone: no hand-over to it here
    if (humanToMove && !view.over && onItsPhone) decision.append(...phones.turnLine(legal.seat));
    drawHandover(humanToMove && !view.over && secret && session.viewer !== legal.seat && !onItsPhone && !onPhone);
    faceTheTable(humanToMove);
    undoButton.disabled = !view.can_undo; // tapped while a move is played, it takes that move back too
    why.decision(mayDecide ? legal.rule : null);
    hint.update(session.record.state, mayDecide, busy);
    undoButton.title = view.can_undo ? "" : t("play.undo_not_possible");
    playerList.replaceChildren(...playerItems(table, view, phones ? (seat) => phones.controls(seat) : undefined));
    log.list.dataset.moves = String(legalFor.history.length); // how many moves the table shows (for tests)
    description.replaceChildren(...table.describe(view).map((line) => el("p", { text: line })));
    result.render();
    drawn();
    awake?.update();
    guide?.decide(mayDecide && !busy ? legalFor : null, legal.seat);
    coach?.decide(mayDecide && !busy ? legal.seat : null, legal.rule);
    focus.keep(mayDecide && !busy);
  }

  /** Table mode: the pane with the controls (and the hand-over card) faces the seat to move, the
   * person who decides or takes the tablet's view next; the engine says who that is. */
  function faceTheTable(humanToMove) {
    if (!sides) return;
    const { view, legal } = session;
    if (legal.seat !== null && legal.seat < sides.length) facing = legal.seat;
    const line = view.over ? t("play.over") : humanToMove ? t("play.facing_turn", { name: seatName(legal.seat) }) : "";
    table.face({ side: sides[facing], color: seatColor(facing), line });
  }

  function drawHandover(show) {
    handover.hidden = !show;
    if (!show) return;
    const name = seatName(session.legal.seat);
    handover.replaceChildren(
      el("h2", { id: "handover-title", text: t("play.handover_title", { name }) }),
      el("p", { text: t("play.handover_text", { name }) }),
      el("button", { type: "button", class: "primary big", text: t("play.handover_button", { name }), onclick: reveal }),
      // Where the tablet goes round, the person it goes to may take their seat on their own phone instead.
      phones ? phones.addButton(session.legal.seat) : null);
  }

  /** The table and the log anew, for the game the session holds. */
  function drawGame() {
    log.showAll(session.record.log, session.view);
    table.draw(session.view);
  }

  return {
    elements: [
      el("div", { class: "play-head" }, el("h1", { class: "play-title", text: t(`games.${gameId}.name`) }), turnLine, log.announcer, why.said,
        el("div", { class: "play-tools" }, undoButton, why.button, hint.button, settings.soundButton, screen.button, panel.toggle)),
      el("div", { class: "play-layout" }, tableArea, panel.side),
      panel.scrim],
    loading,
    seatName,
    table,
    hint,
    guide,
    coach,
    result,
    get speed() { return settings.speed; },
    drawControls,
    drawGame,
    drawAll() {
      drawGame();
      drawControls();
    },
    /** A move played and saved: its lines in the log, its animation and its sound. Resolves once
     * its animation is over. */
    showMove({ events, seat }) {
      const { view, legal } = session;
      log.append(events, view);
      // The animation starts before the controls are drawn, so the person's move buttons are
      // drawn enabled while it runs (a tap on one ends it and plays that move after it).
      const animation = table.animate(events, view, { speed: SPEEDS[settings.speed] });
      settings.sound.play(table.soundsOf(events));
      // A person whose turn it now is feels it (after a computer player's move, or the tablet passed
      // on); a person's next step of the same turn does not buzz again. A phone buzzes for its own
      // seat only, the tablet not for a seat played on a phone.
      const here = onPhone ? legal.seat === session.viewer : !phones?.has(legal.seat);
      if (legal.seat !== null && legal.seat !== seat && !view.over && !session.isComputer(legal.seat) && here) settings.sound.nudge();
      drawControls();
      return animation;
    },
    /** The engine is ready: the table is drawn, and the screen kept awake while the game is on. */
    start(container) {
      loading.remove();
      settings.start();
      focus.watch(container, { moveList, decision, hint, undoButton, table, handover, panel });
      awake = keepAwake(() => session.active && session.view && !session.view.over);
      drawGame();
      drawControls();
    },
    destroy() {
      taps.stop();
      awake?.release();
      panel.destroy();
      screen.destroy();
      why.destroy();
      guide?.destroy();
      focus.destroy();
      settings.stop();
      table.destroy();
    },
  };
}
