// The Gulek table, for the game of 2–6 players (`gulek`) and the solitaires (`gulek_solo`,
// `gulek_single`): the ring of pits on canvas in the frame's board box, and in its pane a line of
// facts (phase, the no-capture clock), the hint, the balls in hand, real buttons for every choice,
// the pits that can be chosen as numbered buttons, the result and the play screen's dock. A turn is
// built step by step: tap a pit (on the ring or by its number), then a direction (the arrows on the
// board show where the last ball lands); then the colour of each ball, or the suggested order in
// one tap; then the pairs to park. Nothing here decides a rule: only the legal moves handed to
// setMoves() can be chosen, and choose() always gets one of those very objects (the shell,
// kit/table.js, sees to it).

import { onTap } from "../canvas-fit.js";
import { tableFrame } from "../frame.js";
import { createShell } from "../kit/table.js";
import { el } from "../../dom.js";
import { hideWhileEmpty, settle } from "../../shown.js";
import { seatBadge } from "../seats.js";
import { createGulekBoard } from "./board.js";
import { createTexts } from "./texts.js";
import { makePlan } from "./plan.js";
import { isSolo } from "./pose.js";
import { arrowIcon } from "./icons.js";

// The sound of each event that makes one (web/sound.js): every ball set down ticks (a sowing is heard
// ball by ball), a capture knocks; in the solitaires a sowing and a removal.
export const SOUNDS = {
  place: "pawn", drop: "pawn", park: "pawn", return: "pawn", capture: "capture", sow: "pawn", remove: "capture", game_over: "win",
};

/** @param {import("../kit/table.js").TableContext} context @returns {import("../kit/table.js").Table} */
export function createTable({ seatName, t, choose, dock = null }) {
  const texts = createTexts({ t, seatName });
  // The choice being built: the pit picked for a sowing or a return, and why the last tapped pit
  // cannot be chosen.
  const shell = createShell({ choose, texts, redraw: () => refresh(), emptySelection: () => ({ pit: null, note: "" }) });
  const sel = shell.selection;

  const canvas = el("canvas", { class: "board-canvas", role: "img", "aria-label": t("gulek.board.label"),
    "aria-describedby": "board-description" });
  const info = el("p", { class: "gulek-info" });
  const result = el("section", { class: "gulek-result", hidden: true, "aria-label": t("gulek.result.title") });
  const hint = el("p", { class: "gulek-hint", "aria-live": "polite" });
  const hand = el("div", { class: "gulek-hand", hidden: true });
  const actions = el("div", { class: "gulek-actions" });
  const pitGrid = el("div", { class: "gulek-pit-grid" });
  const pitGroup = el("div", { class: "gulek-pit-buttons", role: "group", "aria-label": t("gulek.pits.label") }, pitGrid);
  // The pits as buttons come after the choices they lead to (a direction follows a pit), as before.
  const { element } = tableFrame("gulek-table", canvas, [info, hint, hand, actions, pitGroup, result, dock]);
  for (const node of [info, hint, actions]) hideWhileEmpty(node);
  const board = createGulekBoard(canvas, { bannerText: texts.bannerText });
  shell.onDestroy(() => board.destroy());

  let view = null;
  let current = makePlan(null, [], null, texts, t);
  // The controls as last drawn: the button of each move of the bar, and each pit's button.
  let moveButtons = new Map();
  let pitButtons = new Map();

  // --- taps -----------------------------------------------------------------------------------------
  const pick = (move) => shell.pick(move);

  /** A pit was tapped (on the board or by its button): act, select or say why not. */
  function tapPit(pit, { focus = false } = {}) {
    sel.note = "";
    const choice = current.pitChoices.find((c) => c.pit === pit);
    if (!choice) {
      sel.pit = null;
      if (current.pitChoices.length) sel.note = t("gulek.hint.not_here", { pit: texts.pitNo(pit) });
      return refresh();
    }
    if (choice.move) return pick(choice.move);
    sel.pit = sel.pit === pit ? null : pit;
    refresh();
    settle(); // the choices just filled are shown before the focus goes there
    if (focus) actions.querySelector("button")?.focus();
  }

  function tapBoard(id) {
    if (id && id.startsWith("dir:")) {
      const dir = Number(id.slice(4));
      const move = shell.moves.find((m) => m.kind === "sow" && m.pit === sel.pit && m.dir === dir);
      if (move) return pick(move);
    }
    if (id && id.startsWith("pit:")) return tapPit(Number(id.slice(4)));
    if (sel.pit !== null || sel.note) { sel.pit = null; sel.note = ""; refresh(); }
  }

  onTap(canvas, (e) => {
    if (shell.animating()) { shell.finishAnimation(); return; }
    if (!shell.moves.length) return;
    tapBoard(board.hitTest(e.clientX, e.clientY));
  });
  canvas.addEventListener("pointermove", (e) => {
    if (e.pointerType === "mouse") canvas.style.cursor = shell.moves.length && board.over(e.clientX, e.clientY) ? "pointer" : "";
  });

  // --- drawing the controls -----------------------------------------------------------------------
  function refresh() {
    current = makePlan(view, shell.moves, sel.pit, texts, t);
    const targets = [...current.pits];
    // Every other pit is a target too, so a tap there can say why it cannot be chosen.
    if (current.pitChoices.length) for (let i = 0; i < 15; i++) if (!targets.some((p) => p.pit === i)) targets.push({ pit: i, style: "none", id: `pit:${i}` });
    board.setHighlights(shell.animating() ? {} : { ...current, pits: targets });
    const text = sel.note || current.hint;
    if (hint.textContent !== text) hint.textContent = text;
    hint.classList.toggle("gulek-note", !!sel.note);
    renderHand();
    renderActions();
    renderPitButtons();
    renderInfo();
    renderResult();
  }

  function renderHand() {
    const counts = current.hand;
    hand.hidden = !counts || !counts.some((c) => c > 0);
    if (hand.hidden) return hand.replaceChildren();
    hand.replaceChildren(el("span", { class: "gulek-hand-title", text: t("gulek.hand.title") }),
      ...counts.map((c, s) => (c ? el("span", { class: "gulek-hand-item", title: texts.ballsOf(s, c) },
        seatBadge(s, ""), el("span", { "aria-hidden": "true", text: `×${c}` }),
        el("span", { class: "visually-hidden", text: texts.ballsOf(s, c) })) : null)).filter(Boolean));
  }

  function renderActions() {
    const buttons = current.buttons.map((b) => {
      const children = [];
      if (b.arrow) children.push(arrowIcon(b.arrow));
      if (b.ball !== undefined) children.push(seatBadge(b.ball, ""));
      children.push(el("span", { class: "gulek-button-text", text: b.text }));
      if (b.order) {
        const shown = b.order.slice(0, 12);
        children.push(el("span", { class: "gulek-order", "aria-hidden": "true" },
          shown.map((s) => seatBadge(s, "")), b.order.length > shown.length ? el("span", { text: "…" }) : null));
      }
      return el("button", { type: "button", class: `gulek-choice${b.primary ? " primary" : ""}${b.order ? " gulek-suggested" : ""}`,
        "aria-label": b.label, title: b.label, onclick: () => pick(b.move) }, children);
    });
    moveButtons = new Map(current.buttons.map((b, i) => [b.move, buttons[i]]));
    actions.replaceChildren(...buttons);
  }

  function renderPitButtons() {
    const choices = current.pitChoices;
    pitGroup.hidden = !choices.length;
    // Shown as a pad of numbers unless a button of the bar already names each pit (parking, taking
    // pairs off): then it stays for the keyboard only, shown while it has the focus.
    const named = choices.every((c) => c.move && current.buttons.some((b) => b.move === c.move));
    pitGroup.classList.toggle("gulek-pad", !named);
    // A pit is picked: told to CSS by a class of the pad itself (no :has(), which engines re-evaluate unevenly).
    pitGroup.classList.toggle("picked", choices.some((c) => c.pit === sel.pit));
    const buttons = choices.map((c) => el("button", {
      type: "button", class: c.pit === sel.pit ? "selected" : "",
      "aria-pressed": c.move ? null : String(c.pit === sel.pit),
      "aria-label": c.move ? texts.moveText(c.move, view)
        : t("gulek.pits.button", { pit: texts.pitNo(c.pit), contents: texts.pitContents(view, c.pit) }),
      text: String(texts.pitNo(c.pit)),
      onclick: () => tapPit(c.pit, { focus: true }),
    }));
    pitButtons = new Map(choices.map((c, i) => [c.pit, buttons[i]]));
    pitGrid.replaceChildren(...buttons);
  }

  /** The control to tap next towards `move` (one of the moves on offer), for the guide: a move's
   * own button in the bar if it has one (a direction, a colour, the suggested order, a pair, done),
   * else its pit's button, which picks the pit first (a sowing, a return) or makes the move (a
   * placing, a pair when the pairs are too many to name). */
  function controlFor(move) {
    const own = moveButtons.get(move);
    if (own) return own;
    return move.pit !== undefined ? pitButtons.get(move.pit) ?? null : null;
  }

  function chip(text, cls = "") {
    return el("span", { class: `gulek-chip ${cls}`, text });
  }

  function renderInfo() {
    // At the end the result says it all (a solitaire's counts are in it).
    if (!view || (view.over && isSolo(view))) return info.replaceChildren();
    if (isSolo(view)) {
      info.replaceChildren(chip(t("gulek.info.balls", { n: view.balls ?? 0 })), chip(t("gulek.info.sown", { n: view.sown ?? 0 })),
        chip(t("gulek.info.removed", { n: view.removed ?? 0 })), chip(texts.rulesText(view), "gulek-chip-rules"));
      return;
    }
    const parts = [];
    if (view.over) parts.push(chip(t("gulek.info.over")));
    else if (view.phase === "place") {
      parts.push(chip(t("gulek.info.placing"), "gulek-chip-phase"));
      if ((view.per_turn ?? 1) > 1) parts.push(chip(t("gulek.info.per_turn", { n: view.per_turn })));
    } else {
      parts.push(chip(t("gulek.info.playing"), "gulek-chip-phase"));
      const left = (view.quiet_limit ?? 0) - (view.quiet ?? 0);
      const clock = el("span", { class: `gulek-chip gulek-clock${left <= (view.players ?? 2) ? " gulek-clock-low" : ""}`,
        title: t("gulek.info.clock_help", { limit: view.quiet_limit }) },
      el("span", { text: t("gulek.info.clock", { quiet: view.quiet ?? 0, limit: view.quiet_limit ?? 0 }) }),
      el("meter", { min: "0", max: String(view.quiet_limit || 1), value: String(view.quiet ?? 0), "aria-hidden": "true" }));
      parts.push(clock);
    }
    info.replaceChildren(...parts);
  }

  function renderResult() {
    const lines = view?.over ? texts.resultLines(view) : [];
    result.hidden = !lines.length;
    element.classList.toggle("gulek-over", !result.hidden);
    if (!lines.length) return result.replaceChildren();
    const winner = isSolo(view) ? view.cleared : false;
    result.replaceChildren(el("h2", { text: t("gulek.result.title") }),
      el("ol", { class: `gulek-result-list${winner ? " gulek-cleared" : ""}` }, lines.map((line) => el("li", { text: line }))));
  }

  // --- the interface ------------------------------------------------------------------------------
  return shell.table({
    element,
    sounds: SOUNDS,
    board, // points at its own things for the guide and the review
    eventThings: (event) => (Number.isInteger(event.pit) ? [`pit:${event.pit}`] : []),
    draw(next) {
      view = next;
      board.draw(next);
      refresh();
    },
    animate(events, next) {
      view = next;
      return (speed) => board.animate(events, next, { speed });
    },
    finishAnimation: () => board.finish(),
    controlFor,
  });
}
