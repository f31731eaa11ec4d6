// Mixed Pickles: the panel beside or below the board, top to bottom: what to do now (a line of
// guidance and big buttons: draw, pass, accept or object, decline, keep a goal card), the cards (the
// player's own two, the laid-out ones under review, or the backs another player holds), the pickles
// and fields to pick as real buttons, the player's goal card, the last turn (with the engine's proof
// after a pass, folded) and the piles. How much of the last three is shown, and how large, is the
// table's fitting (fit.js, table.css): the decision's own parts always stay. Nothing here decides a
// rule: the buttons are made from the legal moves the table hands over.

import { el, fill, shownThenSaid } from "../../dom.js";
import { hideWhileBare, hideWhileEmpty } from "../../shown.js";
import { cardBack, cardFace, goalCard, pickleChip, pileBox } from "./cards.js";
import { PICKLES, viewerOf } from "./texts.js";

const BIG = { draw: "primary", accept: "primary", object: "", pass: "", decline: "" };

/**
 * @param {{t, texts, pick: (move) => void, act: (outcome) => void, onToggle: () => void}} deps
 *   pick plays a move, act({select}) picks a pickle, onToggle is called when the proof is unfolded
 */
export function createPanel({ t, texts, pick, act, onToggle }) {
  const prompt = el("p", { class: "mp-prompt", "aria-live": "polite" });
  const actions = el("div", { class: "mp-actions" });
  const cardsBox = el("section", { class: "mp-cards" });
  const pickBox = el("div", { class: "mp-pick", role: "group", "aria-label": t("mixed_pickles.pick.label") });
  const goalBox = el("section", { class: "mp-goal" });
  const lastBox = el("section", { class: "mp-last" });
  const pilesBox = el("section", { class: "mp-piles", "aria-label": t("mixed_pickles.piles.label") });
  // What the decision needs, and what the player may want to look at; side by side in a wide pane.
  const info = el("div", { class: "mp-info" }, goalBox, lastBox, pilesBox);
  const element = el("div", { class: "mp-panel" }, el("div", { class: "mp-now" }, prompt, actions, cardsBox, pickBox), info);
  hideWhileEmpty(prompt);
  hideWhileEmpty(actions);
  hideWhileBare(info);
  let proofOpen = false; // the player unfolded the proof of the last pass

  let view = null, choice = null, myTurn = false;
  const mover = () => (view?.pending ? texts.name(view.pending.seat) : "");

  /** The guidance as [what this is, how to go about it]: the second part may be left out where room is short. */
  function promptParts() {
    if (view.phase === "over") return [t("mixed_pickles.prompt.over")];
    if (!myTurn) {
      if (view.to_move === null || view.to_move === undefined) return [];
      return [t(`mixed_pickles.wait.${view.phase}`, { name: texts.name(view.to_move), mover: mover() })];
    }
    const pickle = choice.selected ? texts.pickleName(choice.selected) : "";
    switch (view.phase) {
      case "move": case "correct": {
        if (choice.selected) return [t(choice.partners.length ? "mixed_pickles.prompt.swap_second" : "mixed_pickles.prompt.pick_field", { pickle })];
        const head = view.phase === "correct" ? [t("mixed_pickles.prompt.correct", { name: mover() })] : [];
        if (choice.kinds.has("swap") && choice.kinds.has("back")) return [...head, t("mixed_pickles.prompt.special_choice")];
        if (choice.kinds.has("swap")) return [...head, t("mixed_pickles.prompt.swap")];
        if (choice.kinds.has("back")) return [...head, t("mixed_pickles.prompt.back")];
        if (!choice.movable.length) return [...head, t(choice.kinds.has("decline") ? "mixed_pickles.prompt.decline_only" : "mixed_pickles.prompt.no_move")];
        return [...head, t(view.rules?.table_rules && view.phase === "move" ? "mixed_pickles.prompt.move_table" : "mixed_pickles.prompt.move")];
      }
      case "review": return [t("mixed_pickles.prompt.review", { name: mover(), deed: texts.deedText(view.pending?.move, view.pending?.fields) })];
      case "choose": return [t("mixed_pickles.prompt.choose", { field: view.rules?.choice_after ?? 6 })];
      default: return [t(`mixed_pickles.prompt.${view.phase}`)];
    }
  }

  function renderPrompt(note) {
    const parts = note ? [note] : promptParts();
    if (prompt.dataset.text === parts.join(" ")) return;
    prompt.dataset.text = parts.join(" ");
    fill(prompt, parts.map((part, i) => el("span", { class: i ? "mp-prompt-more" : null, text: i ? ` ${part}` : part })));
  }

  function renderActions() {
    const buttons = choice.buttons.map((move) => {
      if (move.kind === "keep") {
        const goal = (view.goals?.[viewerOf(view)] ?? []).find((g) => texts.goalLetters(g) === move.goal);
        // Named by its words as shown: "Keep this goal card, 1. Yellow, 2. Red, …".
        const shown = goal ? goal.map((p, i) => `${t("mixed_pickles.goal.number", { n: i + 1 })} ${texts.pickleName(p)}`) : [move.goal];
        return el("button", { type: "button", class: "mp-keep", dataset: { focus: `keep:${move.goal}` },
          "aria-label": [texts.moveButton(move, view), ...shown].join(", "), onclick: () => pick(move) },
        el("span", { class: "mp-keep-title", text: texts.moveButton(move, view) }), " ",
        goal ? goalCard(goal, texts, { attrs: { "aria-hidden": "true" } }) : el("span", { text: move.goal }));
      }
      return el("button", { type: "button", class: `big ${BIG[move.kind] ?? ""}`, dataset: { focus: `act:${move.kind}` },
        text: texts.moveButton(move, view),
        "aria-label": texts.moveText(move, view), onclick: () => pick(move) });
    });
    fill(actions, ...buttons);
    actions.classList.toggle("mp-choose", choice.kinds.has("keep"));
  }

  function renderCards() {
    const parts = [];
    if (Array.isArray(view.hand)) {
      parts.push(el("h3", { text: t("mixed_pickles.hand.yours") }), el("div", { class: "mp-hand" }, view.hand.map((c) => cardFace(c, texts, { thing: `card:${c.id}` }))));
    } else if (view.pending) {
      const taken = view.phase === "correct";
      parts.push(el("h3", { text: t(taken ? "mixed_pickles.hand.taken_back" : "mixed_pickles.hand.laid_out", { name: mover() }) }),
        el("div", { class: "mp-hand" }, view.pending.cards.map((c) => cardFace(c, texts))),
        // The reviewer's prompt says what was done; an onlooker is told here.
        myTurn && view.phase === "review" ? null : el("p", { class: "mp-deed", text: t("mixed_pickles.last.deed", { name: mover(), deed: texts.deedText(view.pending.move, view.pending.fields) }) }));
    } else if (view.hand_size && view.to_move !== null && view.phase === "move") {
      parts.push(el("h3", { text: t("mixed_pickles.hand.theirs", { name: texts.name(view.to_move) }) }),
        el("div", { class: "mp-hand" }, Array.from({ length: view.hand_size }, () => cardBack())));
    }
    cardsBox.hidden = !parts.length;
    fill(cardsBox, ...parts);
  }

  function renderPick() {
    const show = myTurn && choice.movable.length > 0;
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
    // One flowing line: the pickles, then (a little apart) the fields or partners of the picked one.
    targets[0]?.classList.add("mp-pick-first");
    fill(pickBox, pickles, targets);
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
      el("p", { class: "mp-small mp-aside", text: t("mixed_pickles.goal.others_hidden") }));
  }

  function renderLast(proof) {
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
      shownProof?.length ? el("details", { class: "mp-proof", open: proofOpen,
        ontoggle: (e) => { proofOpen = e.currentTarget.open; onToggle(); } },
      el("summary", { text: t("mixed_pickles.last.proof") }),
      el("ul", {}, shownProof.map((item) => el("li", {}, pickleChip(item.pickle, texts),
        el("span", { text: t("mixed_pickles.proof.item", { pickle: texts.pickleName(item.pickle), to: item.to,
          result: t(`mixed_pickles.proof.${item.truths?.[0] ? "t" : "f"}${item.truths?.[1] ? "t" : "f"}`) }) }))))) : null);
  }

  function renderPiles() {
    pilesBox.hidden = view.phase === "over";
    fill(pilesBox,
      el("p", { class: "mp-deck", text: texts.count(view.deck ?? 0, "mixed_pickles.piles.deck_one", "mixed_pickles.piles.deck") }),
      el("div", { class: "mp-pile-row" },
        pileBox("true", view.true_pile ?? [], view.true_count ?? 0, texts),
        pileBox("false", view.false_pile ?? [], view.false_count ?? 0, texts)));
  }

  return {
    element,
    /** Draw the panel for `state` = {view, choice, myTurn, note, proof}. */
    render(state) {
      ({ view, choice, myTurn } = state);
      if (!view) return;
      renderPrompt(state.note);
      prompt.classList.toggle("mp-note", !!state.note);
      prompt.classList.toggle("mp-your-turn", myTurn);
      renderActions();
      renderCards();
      renderPick();
      renderGoal();
      renderLast(state.proof);
      renderPiles();
    },
    /** A new turn: the proof of the next pass starts folded again. */
    foldProof() { proofOpen = false; },
  };
}
