// The table shell every game's table is built on, and the Table interface the play screen
// (web/ui/play.js) and the replay screen (web/ui/replay.js) rely on, written down once below.
//
// A game's table draws its views and builds a decision from the person's taps; the shell owns what
// is the same at every table: the legal moves (taken in and keyed once), the half-built choice and
// its reset when the moves change, one animation slot that plays a table's animations one after
// another, the words of the log and the descriptions, and the teardown.

import { seatBadge } from "../seats.js";
import { faceFrame } from "../frame.js";
import { createDomPointing } from "./dom-things.js";

/**
 * What the engine hands a table, as parsed JSON: a game's view, an event of a move, a move. Each
 * game's table reads the fields of its own game; the kit and the screens pass them on unread.
 * @typedef {Record<string, any>} View
 */
/** @typedef {Record<string, any>} GameEvent  one event of a move, with its `type` */
/** @typedef {Record<string, any>} Move  a move a seat may make, as the engine writes it */

/**
 * A legal move as the engine lists it: the move object and the rules it follows (its words are the
 * game's texts.js).
 * @typedef {{move: Move, rules?: string[]}} LegalMove
 */

/**
 * What the play screen and the replay screen give a game's `createTable`.
 * @typedef {object} TableContext
 * @property {(seat: number) => string} seatName
 * @property {(key: string, args?: object) => string} t
 * @property {(move: Move) => void} choose   plays one of the moves last handed to setMoves (that
 *                                             very object); a replay passes a function that does nothing
 * @property {HTMLElement|null} [dock]         the play screen's dock (hand-over card, hint, result),
 *                                             laid out in the table's pane; none in a replay
 * @property {boolean} [still]                 the table only shows positions (a replay, a review):
 *                                             no move is awaited, so it says nothing about waiting
 */

/**
 * A game's table, as every screen sees it. Each `web/games/<game>/table.js` exports
 * `createTable(context: TableContext): Table`, built with `createShell` below.
 * @typedef {object} Table
 * @property {HTMLElement} element  the whole table, laid out in its frame
 * @property {boolean} offersMoves  true: the table has its own controls for the legal moves (a hand,
 *   buttons, taps on the board) and the play screen lists the moves only in its side panel; false
 *   (the Goose): the play screen puts one big button per legal move in its dock
 * @property {(view: View) => void} draw  show a view at once; an animation on the way ends first
 *   and one waiting to start is dropped
 * @property {(moves: LegalMove[]) => void} setMoves  the moves the person may make now (none: []); a
 *   list unlike the last one clears the choice the person had begun to build
 * @property {(events: GameEvent[], view: View, options?: {speed?: number}) => Promise<void>} animate
 *   play a move's events onto the table, ending on `view`; resolves once this animation has ended.
 *   Animations play one at a time in the order asked: a new one makes the one on the way jump to its end
 * @property {() => boolean} animating  whether an animation is on the way or waiting to start
 * @property {() => void} finishAnimation  the animation on the way jumps to its end, those waiting
 *   go straight to theirs
 * @property {(event: GameEvent, view: View, events: GameEvent[]) => (string|null)} eventText  a log line
 * @property {(events: GameEvent[], view: View) => (string|null)} batchSummary  a line after a move's events
 * @property {(view: View, seat: number) => string} seatStatus  the status beside a player's name
 * @property {(seat: number) => Node} seatBadge  the seat's colour, shape and number
 * @property {(view: View) => string[]} describe  the table in sentences, for screen readers
 * @property {(move: Move, view: View) => string} moveText  a legal move in words
 * @property {(events: GameEvent[]) => string[]} soundsOf  the sounds of a move's events, in their order:
 *   one kind of web/sound.js's SOUND_KINDS per event that makes a sound (none for the others)
 * @property {() => void} destroy  stop animating, observing and listening; the table is not used again
 * @property {(facing: ({side: string, color: string, line: string}|null)) => void} face  table mode:
 *   lay the pane with the controls along `side` of the table ("bottom", "right", "top", "left") and
 *   turn it to face the person sitting there, with the seat's `color` at its outer edge and `line`
 *   (whose turn it is) at its head; null: the usual layout. The play screen decides the side; a
 *   table not laid out in the kit's frame stays as it is
 *
 * What the guide and the review point with, on every table: the things on its canvas board (the
 * kit's board.js) and those it draws as HTML with a `data-thing` id (the kit's dom-things.js); each
 * table lists its ids in a comment.
 * @property {(ids: string[], caption?: string) => void} spotlight  light up these things (pawns,
 *   cards, pits, fields, stamps, by the ids thingAt gives) with a short caption; [] ends it
 * @property {(move: Move|null) => void} showMove  show a move as an arrow or a ghost, without
 *   playing it; null takes it away
 * @property {(clientX: number, clientY: number) => (string|null)} thingAt  the id of the thing
 *   under a point of the page, whether or not it has a legal move
 * @property {(id: string) => ({x: number, y: number, r: number}|null)} where  where a thing is on
 *   the page: its centre and radius in CSS pixels of the viewport, null while it is not drawn. The
 *   table's element carries the same function as `element.where`, so that a page test (or an
 *   assistive tool) can find a thing on a canvas as a finger would
 * @property {(event: GameEvent) => string[]} eventThings  the things an event of a move is about (the
 *   pawn that walked and the square it met, the pit a capture emptied), for the guide to light up
 *   while it tells the event's rule; [] when the table has none to show
 * @property {(move: Move) => (HTMLElement|null)} controlFor  the control a person taps next to
 *   make `move` (equal to one of the moves on offer), given what they have chosen so far: its
 *   first step, or the next; null when the table has none to offer (the guide marks it)
 */

/**
 * What a game's table hands the shell to make its Table.
 * @typedef {object} TableParts
 * @property {HTMLElement} element
 * @property {boolean} [offersMoves]  default true
 * @property {(view: View) => void} draw
 * @property {(events: GameEvent[], view: View) => (speed: number) => Promise<void>} animate  take in
 *   the view a move ends on (the table's controls follow it at once) and give back how to play the
 *   move onto the table: the shell starts that once the animations before it have ended (speed
 *   Infinity: straight to its end), and it resolves when the animation has ended
 * @property {() => void} [finishAnimation]  make the running animation jump to its end
 * @property {{spotlight: Table["spotlight"], showMove: Table["showMove"], thingAt: Table["thingAt"], where: Table["where"]}} [board]
 *   the table's canvas board, which points at the things on the canvas
 * @property {(move: Move) => string[]} [moveThings]  the data-thing ids of what a move involves
 *   (the card it plays, the stamp it takes and the square it goes to), for showMove
 * @property {(event: GameEvent) => string[]} [eventThings]  the ids of the things an event is about
 * @property {(move: Move) => (HTMLElement|null)} [controlFor]  given the very move object on
 *   offer (setMoves'), the control to tap next towards it; the shell matches the guide's move first
 * @property {Object<string, string>} [sounds]  the sound of each kind of the engine's events that
 *   makes one: event `type` -> a kind of web/sound.js (dice, card, pawn, capture, trick, win)
 */

// Someone who asked their system for less motion still sees where a pawn went and which card was
// played, only that much quicker: the move is shown, ending on its view, at this many times the speed.
const LESS_MOTION_SPEEDUP = 4;

/** The speed an animation plays at: `speed`, or quicker when the system asks for reduced motion
 * (asked at every move, so a change of the setting counts from the next move). */
export function motionSpeed(speed) {
  const less = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  return less ? speed * LESS_MOTION_SPEEDUP : speed;
}

/**
 * One animation at a time, in the order asked. A new animation makes the one on the way jump to its
 * end and starts once that one has ended, so the last move's final frame is drawn before the next
 * move's first and never over it. `onChange(busy)` is told when the first animation starts and when
 * the last has ended (a table shows no highlights meanwhile).
 * @param {(busy: boolean) => void} [onChange]
 */
export function createAnimationSlot(onChange = () => {}) {
  let current = null; // {finish} of the animation on the way
  let waiting = 0;    // animations asked for that have not started yet
  let queue = Promise.resolve();
  let asked = 0;      // animations asked for so far, numbered from 1
  let hurried = 0;    // those numbered up to here start at their end
  let generation = 0; // drop() makes every waiting animation of an older generation never start
  let closed = false;

  const busy = () => current !== null || waiting > 0;

  /** Play `start(instant)`, a promise that resolves when the animation has ended; `toEnd()` makes it
   * jump to its end. Resolves when this animation has ended, or was dropped. */
  function run(start, toEnd = () => {}) {
    if (closed) return Promise.resolve();
    const number = ++asked;
    const born = generation;
    const idle = !busy();
    waiting += 1;
    hurried = number - 1; // every animation asked before this one goes straight to its end
    current?.finish();
    if (idle) onChange(true);
    const ended = queue.then(async () => {
      waiting -= 1;
      if (closed || born !== generation) return;
      current = { finish: toEnd };
      try {
        await start(number <= hurried);
      } catch (error) {
        console.error("animation failed", error);
      } finally {
        current = null;
      }
    }).then(() => {
      if (!closed && !busy()) onChange(false);
    });
    queue = ended;
    return ended;
  }

  /** The animation on the way jumps to its end; those waiting go straight to theirs. */
  function finish() {
    hurried = asked;
    current?.finish();
  }

  /** As finish(), and those waiting never start: a view drawn now replaces what they would show. */
  function drop() {
    generation += 1;
    finish();
  }

  /** The table is taken down: nothing starts or is reported from here on. */
  function close() {
    drop();
    closed = true;
  }

  return { run, finish, drop, close, get busy() { return busy(); } };
}

/**
 * The shell of a table. `emptySelection(moves, previous)` gives the table's choice for a new list of
 * legal moves, every field of it: nothing picked yet, or what of the `previous` choice still applies
 * to `moves` (`previous` is null after a pick). The shell keeps one selection object for the table's
 * life and resets it in place, so a table may hold on to it. `redraw()` draws the table's controls again; the shell calls it when the moves change,
 * after a pick, and when an animation starts or the last one ends (the table's element carries
 * aria-busy meanwhile).
 *
 * @template {object} Selection  the table's choice, each field of it
 * @param {{choose: (move: Move) => void, texts: Pick<Table, "eventText" | "batchSummary" | "seatStatus" | "describe" | "moveText">,
 *          redraw?: () => void,
 *          emptySelection?: (moves: Move[], previous: Selection|null) => Selection}} options
 *   `texts`: the game's words, with eventText, batchSummary, seatStatus, describe and moveText.
 */
export function createShell({ choose, texts, redraw = () => {}, emptySelection = () => /** @type {Selection} */ ({}) }) {
  let moves = [];      // the move objects the person may choose from now
  let movesKey = "[]"; // the moves as text: the same moves handed over again keep the choice
  const selection = emptySelection([], null);
  const teardown = [];
  let element = null; // the table's element, once the table is made
  const slot = createAnimationSlot((busy) => {
    // Assistive technology waits for an animation's end before it reads the table again.
    if (busy) element?.setAttribute("aria-busy", "true");
    else element?.removeAttribute("aria-busy");
    redraw();
  });

  function resetSelection(previous) {
    Object.assign(selection, emptySelection(moves, previous));
  }

  /** Take in the legal moves; a list unlike the last one clears the half-built choice. */
  function setMoves(list) {
    moves = list.map((entry) => entry.move);
    const key = JSON.stringify(moves);
    if (key !== movesKey) resetSelection({ ...selection });
    movesKey = key;
    redraw();
  }

  /** Play `move` if it is one of the moves on offer (the very object); false if it is not. */
  function pick(move) {
    if (!moves.includes(move)) return false;
    if (slot.busy) slot.finish();
    moves = [];
    movesKey = "[]";
    resetSelection(null);
    redraw();
    choose(move);
    return true;
  }

  /**
   * The Table of this shell.
   * @param {TableParts} parts
   * @returns {Table}
   */
  function table(parts) {
    const { offersMoves = true, draw, animate, finishAnimation = () => {}, sounds = {} } = parts;
    element = parts.element;
    const pointing = createDomPointing({ root: element, board: parts.board, moveThings: parts.moveThings });
    teardown.push(pointing.stop);
    if (element) element.where = pointing.where;
    return {
      element,
      offersMoves,
      draw(view) {
        slot.drop();
        draw(view);
      },
      setMoves,
      animate(events, view, { speed = 1 } = {}) {
        slot.finish(); // the animation on the way ends on its own view before the table takes in this one
        const play = animate(events, view);
        return slot.run((instant) => play(instant ? Infinity : motionSpeed(speed)), finishAnimation);
      },
      animating: () => slot.busy,
      finishAnimation: () => slot.finish(),
      eventText: texts.eventText,
      batchSummary: texts.batchSummary,
      seatStatus: texts.seatStatus,
      seatBadge: (seat) => seatBadge(seat),
      describe: texts.describe,
      moveText: texts.moveText,
      soundsOf: (events) => events.map((event) => sounds[event.type]).filter(Boolean),
      destroy,
      face: (facing) => faceFrame(element, facing),
      spotlight: pointing.spotlight,
      showMove: pointing.showMove,
      thingAt: pointing.thingAt,
      where: pointing.where,
      eventThings: (event) => parts.eventThings?.(event) ?? [],
      controlFor(move) {
        const key = JSON.stringify(move);
        const offered = moves.find((m) => JSON.stringify(m) === key);
        return offered && parts.controlFor ? parts.controlFor(offered) : null;
      },
    };
  }

  function destroy() {
    slot.close();
    moves = [];
    movesKey = "[]";
    while (teardown.length) teardown.pop()();
  }

  return {
    /** The move objects the person may choose from now ([] while it is not their decision). */
    get moves() { return moves; },
    selection,
    setMoves,
    pick,
    /** Whether `move` is one of the moves on offer (the very object). */
    offers: (move) => moves.includes(move),
    animating: () => slot.busy,
    finishAnimation: () => slot.finish(),
    /** Call `stop` when the table is taken down (last registered, first called). */
    onDestroy(stop) { teardown.push(stop); },
    table,
  };
}
