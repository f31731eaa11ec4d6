// The Game of the Goose table: the spiral board on canvas, and the words for what happens on it.
// Nothing here decides a rule: positions, squares and events all come from the engine. The Goose
// has no controls of its own: the play screen's dock holds the Roll button, and a tap on the board
// rolls too.

import { el } from "../../dom.js";
import { createShell } from "../kit/table.js";
import { tableFrame } from "../frame.js";
import { seatColor, seatCueKey } from "../seats.js";
import { createGooseBoard } from "./board.js";

// The sound of each event that makes one (web/sound.js): the dice, the pawn's walk and jumps, the end.
export const SOUNDS = { roll: "dice", first_throw: "pawn", walk: "pawn", jump: "pawn", game_over: "win" };

/** @param {import("../kit/table.js").TableContext} context @returns {import("../kit/table.js").Table} */
export function createTable({ seatName, t, choose, dock = null }) {
  // Tapping the board rolls when the roll is the one move there is (the Roll button stays the
  // accessible way to do it); during an animation the tap ends it.
  const canvas = el("canvas", { class: "board-canvas", role: "img", "aria-label": t("games.goose.name"), "aria-describedby": "board-description",
    onclick: (event) => tapBoard(event) });
  // The roll button and the result come with the play screen's dock, beside or below the board.
  const { element } = tableFrame("goose-table", canvas, [dock]);
  const board = createGooseBoard(canvas, {
    seatColor,
    seatLabel: (seat) => String(seat + 1),
  });
  const observer = new ResizeObserver(() => board.resize());
  observer.observe(element);

  const name = (seat) => seatName(seat);
  const squareName = (view, square) => {
    const b = view.board;
    if (b.geese.includes(square)) return t("goose.square.goose", { n: square });
    const jump = b.jump_kinds[String(square)];
    if (jump) return t(`goose.square.${jump}`, { n: square });
    const trap = b.trap_kinds[String(square)];
    if (trap) return t(`goose.square.${trap}`, { n: square });
    if (square === b.nest) return t("goose.square.nest", { n: square });
    if (square === b.finish) return t("goose.square.finish", { n: square });
    if (square === 0) return t("goose.square.start");
    return t("goose.square.plain", { n: square });
  };

  function eventText(event) {
    const who = name(event.seat);
    switch (event.type) {
      case "roll":
        return t("goose.event.roll", { name: who, a: event.dice[0], b: event.dice[1], sum: event.dice[0] + event.dice[1] });
      case "first_throw":
        return t("goose.event.first_throw", { name: who, to: event.to });
      case "goose":
        return t(event.direction > 0 ? "goose.event.goose" : "goose.event.goose_back", { name: who, square: event.square, steps: event.steps });
      case "bounce":
        return t("goose.event.bounce", { name: who, excess: event.excess });
      case "jump":
        return t(`goose.event.jump_${event.square_kind}`, { name: who, from: event.from, to: event.to });
      case "nest":
        return t("goose.event.nest", { name: who });
      case "trapped":
        return t(`goose.event.trapped_${event.square_kind}`, { name: who, square: event.square });
      case "released":
        return t(`goose.event.released_${event.reason}`, { name: who, square: event.square });
      case "misses_turn":
        return t(`goose.event.misses_${event.reason}`, { name: who });
      case "finished":
        return event.place === 1 ? t("goose.event.wins", { name: who }) : t("goose.event.finished", { name: who, place: event.place });
      case "last_place":
        return t("goose.event.last_place", { name: who, place: event.place });
      case "game_over":
        return t("goose.event.game_over");
      default:
        return null;
    }
  }

  /** After a move: where the mover's pawn ended up, unless an event already said it. */
  function batchSummary(events, view) {
    const roll = events.find((e) => e.type === "roll");
    if (!roll || events.some((e) => e.type === "finished")) return null;
    let square = null;
    for (const e of events) {
      if (e.seat !== roll.seat) continue;
      if (e.type === "walk" && e.path.length) square = e.path[e.path.length - 1];
      if (e.type === "jump" || e.type === "first_throw") square = e.to;
    }
    return square === null ? null : t("goose.event.now_on", { name: name(roll.seat), square: squareName(view, square) });
  }

  function seatStatus(view, seat) {
    const pawn = view.pawns[seat];
    switch (pawn.status) {
      case "finished": return t("goose.status.finished", { place: pawn.place });
      case "trapped": return t(`goose.status.trapped_${view.board.trap_kinds[String(pawn.square)]}`, { n: pawn.square });
      case "skip": return t("goose.status.skip", { n: pawn.square });
      default: return pawn.square === 0 ? t("goose.status.start") : t("goose.status.on", { n: pawn.square });
    }
  }

  function describe(view) {
    const lines = view.pawns.map((pawn) => {
      const cue = seatCueKey(pawn.seat);
      return t("goose.describe.pawn", { name: name(pawn.seat), color: t(cue.color), shape: t(cue.shape),
        status: seatStatus(view, pawn.seat) });
    });
    if (view.last_roll) {
      const [a, b] = view.last_roll.dice;
      lines.push(t("goose.describe.last_roll", { name: name(view.last_roll.seat), a, b }));
    }
    lines.push(view.over ? t("play.over") : t("goose.describe.next", { name: name(view.to_move), round: view.round }));
    return lines;
  }

  const moveText = (move) => t(`goose.move.${move.kind}`);

  const shell = createShell({ choose, texts: { eventText, batchSummary, seatStatus, describe, moveText } });
  shell.onDestroy(() => board.destroy());
  shell.onDestroy(() => observer.disconnect());

  // A tap on another player's pawn does not roll: the play screen says whose pawn it is.
  let shown = null; // the view on the table
  function tapBoard(event) {
    if (shell.animating()) return shell.finishAnimation();
    const roll = shell.moves.length === 1 ? shell.moves[0] : null;
    const thing = board.thingAt(event.clientX, event.clientY);
    if (roll && thing?.startsWith("pawn:") && thing !== `pawn:${shown?.to_move}`) return;
    if (roll) shell.pick(roll);
  }

  return shell.table({
    element,
    sounds: SOUNDS,
    offersMoves: false,
    board, // points at its own things for the guide and the review
    // The pawn an event moved, and the square it met (a jump's square is the one it jumped from).
    eventThings: (event) => {
      const square = event.type === "jump" ? event.from : event.type === "first_throw" ? event.to : event.square;
      return [...(Number.isInteger(event.seat) ? [`pawn:${event.seat}`] : []), ...(Number.isInteger(square) ? [`square:${square}`] : [])];
    },
    draw: (view) => { shown = view; board.draw(view); },
    animate: (events, view) => { shown = view; return (speed) => board.animate(events, view, { speed }); },
    finishAnimation: () => board.finish(),
  });
}
