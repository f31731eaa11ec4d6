// The Mixed Pickles table, in the frame every table lays out in: the track of fields on canvas in
// the board box (a column beside the panel on a tablet on its side, a row above it on an upright
// screen or a phone on its side), and in the pane the panel (panel.js: what to do now, the cards,
// the pickles and fields as real buttons, the goal card, the last turn, the piles) and the play
// screen's dock. At the end the scores and how the goal cards were read stand above the board.
// Nothing here decides a rule: only the moves handed to setMoves() can be chosen, and choose()
// always gets one of those very objects (the shell, kit/table.js, sees to it).
//
// What the guide and the review point at: the board's pickles and fields (board.js), and the cards
// in the player's hand as `card:<id>` (the engine's card id). The control to tap next towards a
// move (controlFor, for the guide) is always one of the panel's buttons, never the canvas.

import { onTap } from "../canvas-fit.js";
import { tableFrame } from "../frame.js";
import { createShell } from "../kit/table.js";
import { el, fill, focusKeyIn } from "../../dom.js";
import { createBoard } from "./board.js";
import { makeChoice, resolveTap } from "./choice.js";
import { createFitter } from "./fit.js";
import { createPanel } from "./panel.js";
import { inferencePanel, resultSection } from "./result.js";
import { createTexts } from "./texts.js";

// The sound of each event that makes one (web/sound.js): a card drawn, a pickle moved by cards, the end.
export const SOUNDS = { draw: "card", reshuffle: "card", move: "pawn", back: "pawn", swap: "pawn", game_over: "win" };

/** @param {import("../kit/table.js").TableContext} context @returns {import("../kit/table.js").Table} */
export function createTable({ seatName, t, choose, dock = null }) {
  const texts = createTexts({ t, seatName });
  // The choice being built: the pickle picked, and why the last tap did nothing.
  const shell = createShell({ choose, texts, redraw: () => refresh(), emptySelection: () => ({ pickle: null, note: "" }) });
  const sel = shell.selection;

  const canvas = el("canvas", { class: "board-canvas", role: "img", "aria-label": t("mixed_pickles.board.label"),
    "aria-describedby": "board-description" });
  const boardFit = el("div", { class: "mp-board-fit" }, canvas);
  const endBox = el("div", { class: "mp-end", hidden: true });
  const panel = createPanel({ t, texts, pick: (move) => pick(move), act: (outcome) => act(outcome), onToggle: () => fitter.fit() });
  const { element, boardBox, paneBox } = tableFrame("mp-table", [endBox, boardFit], [panel.element, dock]);
  // The track runs across above the pane on an upright screen; beside the pane it takes the way that suits its box.
  const paneBelow = () => paneBox.getBoundingClientRect().top >= boardBox.getBoundingClientRect().bottom - 1;
  const board = createBoard(canvas, {
    words: { place: (n) => t(`mixed_pickles.place.${n}`), goal: t("mixed_pickles.board.goal"), start: t("mixed_pickles.board.start") },
    letter: texts.letter,
    direction: () => (paneBelow() ? "across" : null),
  });
  const fitter = createFitter({ element, boxes: [paneBox, boardBox, endBox], boardFit, watch: dock ? [dock] : [],
    folds: () => [...endBox.querySelectorAll(".mp-scores")] });
  shell.onDestroy(() => fitter.stop());
  shell.onDestroy(() => board.destroy());

  let view = null;
  let proof = null;      // {turns, proof}: the engine's proof for the last pass or upheld objection
  let choice = makeChoice(null, [], null);

  // --- taps ------------------------------------------------------------------------------------------
  const pick = (move) => shell.pick(move);

  function act(outcome) {
    sel.note = "";
    if (outcome.play) return pick(outcome.play);
    if (outcome.note) sel.note = t(outcome.note, { pickle: texts.pickleName(outcome.pickle) });
    else sel.pickle = outcome.select ?? null;
    refresh();
  }

  // A player who unfolds the goal cards and points keeps them open: fit the rest around them.
  endBox.addEventListener("click", (e) => { if (e.target.closest(".mp-scores > summary")) fitter.schedule(); });

  onTap(canvas, (e) => {
    if (shell.animating()) { shell.finishAnimation(); return; }
    if (!choice.movable.length) return;
    act(resolveTap(choice, board.hitTest(e.clientX, e.clientY)));
  });

  const myTurn = () => shell.moves.length > 0;

  function renderEnd() {
    const over = view.phase === "over" && Array.isArray(view.scores);
    element.classList.toggle("mp-over", over);
    element.classList.toggle("mp-crowd", (view.players ?? 0) >= 5); // a long ranking in the dock at the end
    endBox.hidden = !over;
    const key = over ? JSON.stringify([view.turns?.length, view.finished, view.scores]) : "";
    // Drawn once per result: a redraw would fold the panel of how the goal cards were read again.
    if (endBox.dataset.key === key) return;
    endBox.dataset.key = key;
    if (!over) return fill(endBox);
    const inference = inferencePanel(view, texts);
    // A player who unfolds the reading of the goal cards makes room for it (fit.js folds only the scores).
    inference?.addEventListener("toggle", () => fitter.fit());
    fill(endBox, resultSection(view, texts), inference);
  }

  function refresh() {
    choice = makeChoice(view, shell.moves, sel.pickle);
    sel.pickle = choice.selected;
    board.setHighlights(shell.animating() ? {} : {
      movable: myTurn() ? choice.movable : [], selected: choice.selected,
      partners: choice.partners.map((p) => p.pickle), targets: choice.targets, trails: choice.trails,
    });
    if (!view) return;
    const focused = focusKeyIn(element);
    panel.render({ view, choice, myTurn: myTurn(), note: sel.note, proof });
    renderEnd();
    fitter.fit();
    if (focused) {
      const again = element.querySelector(`[data-focus="${CSS.escape(focused)}"]`) ?? panel.element.querySelector("button");
      if (again) again.focus({ preventScroll: true });
    }
  }

  /** Keep the engine's proof of a pass (or of an upheld objection) to show beside the last turn. */
  function noteProof(events, next) {
    for (const ev of events ?? []) {
      if ((ev?.type === "pass" || ev?.type === "objection") && Array.isArray(ev.proof) && ev.proof.length) {
        proof = { turns: (next.turns ?? []).length, proof: ev.proof };
      }
    }
  }

  /** The panel's button to tap next towards `move` (one of the moves on offer): a big button for a
   * decision of its own; for a pickle's move its pickle, then its field (or swap partner). */
  function controlFor(move) {
    const button = (focus) => panel.element.querySelector(`[data-focus="${CSS.escape(focus)}"]`);
    if (move.kind === "keep") return button(`keep:${move.goal}`);
    if (!["move", "back", "swap"].includes(move.kind)) return button(`act:${move.kind}`);
    const pickles = move.kind === "swap" ? move.pickles : [move.pickle];
    const picked = pickles.indexOf(sel.pickle);
    if (picked < 0) return button(`pickle:${pickles[0]}`);
    return button(move.kind === "swap" ? `swap:${pickles[1 - picked]}` : `to:${move.to}`);
  }

  // --- the interface ------------------------------------------------------------------------------
  return shell.table({
    controlFor,
    element,
    sounds: SOUNDS,
    board, // points at its own things for the guide and the review
    draw(next) {
      if (next?.turns?.length !== view?.turns?.length) panel.foldProof();
      view = next;
      board.draw(next);
      refresh();
    },
    animate(events, next) {
      if (next?.turns?.length !== view?.turns?.length) panel.foldProof();
      view = next;
      noteProof(events, next);
      return (speed) => board.animate(events, next, { speed });
    },
    finishAnimation: () => board.finish(),
  });
}
