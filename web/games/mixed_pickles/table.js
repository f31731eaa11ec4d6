// The Mixed Pickles table: the column of fields on canvas beside a panel with what to do now (a line
// of guidance and big buttons: draw, pass, accept or object, decline, keep a goal card), the cards
// (the player's own two, the laid-out ones under review, or the backs another player holds), the
// pickles and fields to tap as real buttons too, the player's goal card, the last turn (with the
// engine's proof after a pass) and the piles; at the end the scores and how the goal cards were read.
// Nothing here decides a rule: only the moves handed to setMoves() can be chosen, and choose()
// always gets one of those very objects.

import { onTap } from "../canvas-fit.js";
import { animationSlot } from "../runner.js";
import { textMethods } from "../table-texts.js";
import { el, shownThenSaid } from "../../dom.js";
import { createBoard } from "./board.js";
import { cardBack, cardFace, goalCard, pickleChip, pileBox } from "./cards.js";
import { makeChoice, resolveTap } from "./choice.js";
import { inferencePanel, resultSection } from "./result.js";
import { createTexts, PICKLES, viewerOf } from "./texts.js";

/** Replace the children of `node` with the given ones, leaving out the empty ones (null). */
const fill = (node, ...children) => node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));

export function createTable({ seatName, t, choose }) {
  const texts = createTexts({ t, seatName });

  const canvas = el("canvas", { class: "board-canvas", role: "img", "aria-label": t("mixed_pickles.board.label"),
    "aria-describedby": "board-description" });
  const prompt = el("p", { class: "mp-prompt", "aria-live": "polite" });
  const actions = el("div", { class: "mp-actions" });
  const cardsBox = el("section", { class: "mp-cards" });
  const pickBox = el("div", { class: "mp-pick", role: "group", "aria-label": t("mixed_pickles.pick.label") });
  const goalBox = el("section", { class: "mp-goal" });
  const lastBox = el("section", { class: "mp-last" });
  const pilesBox = el("section", { class: "mp-piles", "aria-label": t("mixed_pickles.piles.label") });
  const panel = el("div", { class: "mp-panel" }, prompt, actions, cardsBox, pickBox, goalBox, lastBox, pilesBox);
  const endBox = el("div", { class: "mp-end" });
  const element = el("div", { class: "mp-table" },
    el("div", { class: "mp-main" }, el("div", { class: "board-wrap mp-board" }, canvas), panel), endBox);
  const board = createBoard(canvas, {
    words: { place: (n) => t(`mixed_pickles.place.${n}`), goal: t("mixed_pickles.board.goal"), start: t("mixed_pickles.board.start") },
    letter: texts.letter,
  });
  const animation = animationSlot(board, () => refresh());

  let view = null;
  let moves = [];        // the legal move objects the human may choose from now
  let movesKey = "";
  let selected = null;   // the picked pickle
  let note = "";         // why the last tap did nothing
  let proof = null;      // {turns, proof}: the engine's proof for the last pass or upheld objection
  let choice = makeChoice(null, [], null);

  // --- taps ------------------------------------------------------------------------------------------
  function pick(move) {
    if (!move || !moves.includes(move)) return;
    if (board.animating()) board.finish();
    selected = null; note = "";
    moves = []; movesKey = "";
    refresh();
    choose(move);
  }

  function act(outcome) {
    note = "";
    if (outcome.play) return pick(outcome.play);
    if (outcome.note) note = t(outcome.note, { pickle: texts.pickleName(outcome.pickle) });
    else selected = outcome.select ?? null;
    refresh();
  }

  onTap(canvas, (e) => {
    if (board.animating()) { board.finish(); return; }
    if (!choice.movable.length) return;
    act(resolveTap(choice, board.hitTest(e.clientX, e.clientY)));
  });

  // --- the panel ---------------------------------------------------------------------------------------
  const myTurn = () => moves.length > 0;
  const mover = () => (view?.pending ? texts.name(view.pending.seat) : "");

  function promptText() {
    if (!view) return "";
    if (view.phase === "over") return t("mixed_pickles.prompt.over");
    if (!myTurn()) {
      if (view.to_move === null || view.to_move === undefined) return "";
      return t(`mixed_pickles.wait.${view.phase}`, { name: texts.name(view.to_move), mover: mover() });
    }
    const pickle = choice.selected ? texts.pickleName(choice.selected) : "";
    switch (view.phase) {
      case "move": case "correct": {
        if (choice.selected) return t(choice.partners.length ? "mixed_pickles.prompt.swap_second" : "mixed_pickles.prompt.pick_field", { pickle });
        const head = view.phase === "correct" ? `${t("mixed_pickles.prompt.correct", { name: mover() })} ` : "";
        if (choice.kinds.has("swap") && choice.kinds.has("back")) return head + t("mixed_pickles.prompt.special_choice");
        if (choice.kinds.has("swap")) return head + t("mixed_pickles.prompt.swap");
        if (choice.kinds.has("back")) return head + t("mixed_pickles.prompt.back");
        if (!choice.movable.length) return head + t(choice.kinds.has("decline") ? "mixed_pickles.prompt.decline_only" : "mixed_pickles.prompt.no_move");
        return head + t(view.rules?.table_rules && view.phase === "move" ? "mixed_pickles.prompt.move_table" : "mixed_pickles.prompt.move");
      }
      case "review": return t("mixed_pickles.prompt.review", { name: mover(), deed: texts.deedText(view.pending?.move, view.pending?.fields) });
      case "choose": return t("mixed_pickles.prompt.choose", { field: view.rules?.choice_after ?? 6 });
      default: return t(`mixed_pickles.prompt.${view.phase}`);
    }
  }

  const BIG = { draw: "primary", accept: "primary", object: "", pass: "", decline: "" };
  function renderActions() {
    const buttons = choice.buttons.map((move) => {
      if (move.kind === "keep") {
        const goal = (view.goals?.[viewerOf(view)] ?? []).find((g) => texts.goalLetters(g) === move.goal);
        // Named by its words as shown: "Keep this goal card, 1. Yellow, 2. Red, …".
        const shown = goal ? goal.map((p, i) => `${t("mixed_pickles.goal.number", { n: i + 1 })} ${texts.pickleName(p)}`) : [move.goal];
        return el("button", { type: "button", class: "mp-keep", dataset: { focus: `keep:${move.goal}` },
          "aria-label": [t("mixed_pickles.button.keep"), ...shown].join(", "), onclick: () => pick(move) },
        el("span", { class: "mp-keep-title", text: t("mixed_pickles.button.keep") }), " ",
        goal ? goalCard(goal, texts, { attrs: { "aria-hidden": "true" } }) : el("span", { text: move.goal }));
      }
      return el("button", { type: "button", class: `big ${BIG[move.kind] ?? ""}`, dataset: { focus: `act:${move.kind}` },
        text: t(`mixed_pickles.button.${move.kind === "pass" && view.rules?.table_rules && (view.hand ?? []).every(texts.isLogic) ? "claim" : move.kind}`),
        "aria-label": texts.moveText(move, view), onclick: () => pick(move) });
    });
    fill(actions, ...buttons);
    actions.classList.toggle("mp-choose", choice.kinds.has("keep"));
  }

  function renderCards() {
    const parts = [];
    if (Array.isArray(view.hand)) {
      parts.push(el("h3", { text: t("mixed_pickles.hand.yours") }), el("div", { class: "mp-hand" }, view.hand.map((c) => cardFace(c, texts))));
    } else if (view.pending) {
      const taken = view.phase === "correct";
      parts.push(el("h3", { text: t(taken ? "mixed_pickles.hand.taken_back" : "mixed_pickles.hand.laid_out", { name: mover() }) }),
        el("div", { class: "mp-hand" }, view.pending.cards.map((c) => cardFace(c, texts))),
        el("p", { class: "mp-deed", text: t("mixed_pickles.last.deed", { name: mover(), deed: texts.deedText(view.pending.move, view.pending.fields) }) }));
    } else if (view.hand_size && view.to_move !== null && view.phase === "move") {
      parts.push(el("h3", { text: t("mixed_pickles.hand.theirs", { name: texts.name(view.to_move) }) }),
        el("div", { class: "mp-hand" }, Array.from({ length: view.hand_size }, () => cardBack())));
    }
    cardsBox.hidden = !parts.length;
    fill(cardsBox, ...parts);
  }

  function renderPick() {
    const show = myTurn() && choice.movable.length > 0;
    pickBox.hidden = !show;
    if (!show) return fill(pickBox);
    const pickles = choice.movable.map((p) => el("button", { type: "button", class: `mp-pick-pickle${p === choice.selected ? " selected" : ""}`,
      dataset: { focus: `pickle:${p}` }, "aria-pressed": String(p === choice.selected),
      "aria-label": shownThenSaid(texts.letter(p), t("mixed_pickles.pick.pickle", { pickle: texts.pickleName(p), field: choice.fields[PICKLES.indexOf(p)] })),
      onclick: () => act({ select: p === choice.selected ? null : p }) }, pickleChip(p, texts)));
    const targets = [
      ...choice.targets.map((tg) => el("button", { type: "button", class: "mp-pick-target", dataset: { focus: `to:${tg.field}` },
        "aria-label": texts.moveText(tg.move, view), onclick: () => pick(tg.move), text: `→ ${tg.field}` })),
      ...choice.partners.map((pt) => el("button", { type: "button", class: "mp-pick-target", dataset: { focus: `swap:${pt.pickle}` },
        "aria-label": shownThenSaid(texts.letter(pt.pickle), texts.moveText(pt.move, view)), onclick: () => pick(pt.move) },
      el("span", { text: "⇅" }), pickleChip(pt.pickle, texts))),
    ];
    fill(pickBox, el("div", { class: "mp-pick-row" }, pickles),
      targets.length ? el("div", { class: "mp-pick-row" }, targets) : null);
  }

  function renderGoal() {
    const me = viewerOf(view);
    const goals = me === null ? null : view.goals?.[me];
    const show = view.phase !== "over" && Array.isArray(goals) && goals.length > 0 && !choice.kinds.has("keep");
    goalBox.hidden = !show;
    if (!show) return fill(goalBox);
    fill(goalBox,
      el("h3", { text: t(goals.length > 1 ? "mixed_pickles.goal.yours_two" : "mixed_pickles.goal.yours") }),
      goals.length > 1 ? el("p", { class: "mp-small", text: t("mixed_pickles.goal.choice_later", { field: view.rules?.choice_after ?? 6 }) }) : null,
      el("div", { class: "mp-goals" }, goals.map((g) => goalCard(g, texts))),
      el("p", { class: "mp-small", text: t("mixed_pickles.goal.others_hidden") }));
  }

  function renderLast() {
    const turns = view.turns ?? [];
    const last = turns[turns.length - 1];
    lastBox.hidden = !last || view.phase === "over";
    if (lastBox.hidden) return fill(lastBox);
    const passed = last.move?.kind === "pass";
    const flag = last.taken_back ? t("mixed_pickles.words.taken_back") : last.correction ? t("mixed_pickles.words.correction") : "";
    const shownProof = last.proof ?? (proof && proof.turns === turns.length ? proof.proof : null);
    fill(lastBox,
      el("h3", { text: t("mixed_pickles.last.title_name", { name: texts.name(last.seat) }) }),
      el("div", { class: "mp-last-cards" }, (last.cards ?? []).map((c, i) => cardFace(c, texts, { size: "pile",
        truth: passed || last.taken_back ? undefined : last.truths?.[i] }))),
      el("p", { class: "mp-deed", text: [t("mixed_pickles.last.deed", { name: texts.name(last.seat), deed: texts.deedText(last.move, last.fields) }), flag].filter(Boolean).join(" ") }),
      shownProof?.length ? el("div", { class: "mp-proof" }, el("p", { class: "mp-small", text: t("mixed_pickles.last.proof") }),
        el("ul", {}, shownProof.map((item) => el("li", {}, pickleChip(item.pickle, texts),
          el("span", { text: t("mixed_pickles.proof.item", { pickle: texts.pickleName(item.pickle), to: item.to,
            result: t(`mixed_pickles.proof.${item.truths?.[0] ? "t" : "f"}${item.truths?.[1] ? "t" : "f"}`) }) }))))) : null);
  }

  function renderPiles() {
    fill(pilesBox,
      el("p", { class: "mp-deck", text: texts.count(view.deck ?? 0, "mixed_pickles.piles.deck_one", "mixed_pickles.piles.deck") }),
      el("div", { class: "mp-pile-row" },
        pileBox("true", view.true_pile ?? [], view.true_count ?? 0, texts),
        pileBox("false", view.false_pile ?? [], view.false_count ?? 0, texts)));
  }

  function renderEnd() {
    if (view.phase !== "over" || !Array.isArray(view.scores)) return fill(endBox);
    fill(endBox, resultSection(view, texts), inferencePanel(view, texts));
  }

  function refresh() {
    choice = makeChoice(view, moves, selected);
    selected = choice.selected;
    board.setHighlights(animation.busy ? {} : {
      movable: myTurn() ? choice.movable : [], selected: choice.selected,
      partners: choice.partners.map((p) => p.pickle), targets: choice.targets, trails: choice.trails,
    });
    if (!view) return;
    const focused = element.contains(document.activeElement) ? document.activeElement?.dataset?.focus : null;
    const text = note || promptText();
    if (prompt.textContent !== text) prompt.textContent = text;
    prompt.classList.toggle("mp-note", !!note);
    prompt.classList.toggle("mp-your-turn", myTurn());
    renderActions();
    renderCards();
    renderPick();
    renderGoal();
    renderLast();
    renderPiles();
    renderEnd();
    if (focused) {
      const again = element.querySelector(`[data-focus="${CSS.escape(focused)}"]`) ?? panel.querySelector("button");
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

  // --- the interface ------------------------------------------------------------------------------
  return {
    element,
    draw(next) {
      view = next;
      board.draw(next);
      refresh();
    },
    setMoves(list) {
      const next = (Array.isArray(list) ? list : []).map((m) => m.move);
      const key = JSON.stringify(next);
      if (key !== movesKey) { selected = null; note = ""; }
      moves = next;
      movesKey = key;
      refresh();
    },
    async animate(events, next, { speed } = {}) {
      view = next;
      noteProof(events, next);
      await animation.play(events, next, { speed });
    },
    animating: () => board.animating(),
    finishAnimation: () => board.finish(),
    ...textMethods(texts),
    destroy() {
      board.destroy();
      moves = [];
    },
  };
}
