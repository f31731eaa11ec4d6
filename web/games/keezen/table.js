// The Keezen table: the board on canvas, the player's hand as buttons, and step-by-step choice of a
// move: a card, then a pawn, then (if there are several) where it goes. Nothing here decides a rule:
// only the legal moves handed to setMoves() can be built, and choose() always gets one of those
// very objects (the shell, kit/table.js, sees to it).
//
// What the guide and the review point at: the board's pawns and squares (board.js), and the hand's
// cards as `card:<rank>` ("card:7"; every card of that rank in the hand).

import { onTap } from "../canvas-fit.js";
import { tableFrame } from "../frame.js";
import { createShell } from "../kit/table.js";
import { el, shownThenSaid } from "../../dom.js";
import { hideWhileEmpty, settle } from "../../shown.js";
import { seatColor } from "../seats.js";
import { createKeezenBoard } from "./board.js";
import { capturedBy } from "./captures.js";
import { createTexts } from "./texts.js";

// The sound of each event that makes one (web/sound.js): a card, a pawn on the move, a pawn sent home.
export const SOUNDS = {
  card: "card", discard: "card", deal: "card", move: "pawn", enter: "pawn", swap: "pawn", capture: "capture", game_over: "win",
};

/** @param {import("../kit/table.js").TableContext} context @returns {import("../kit/table.js").Table} */
export function createTable({ seatName, t, choose, dock = null }) {
  const texts = createTexts({ t, seatName });
  // The choice being built: the card picked ({rank, slot}: slot = its place in the hand), the pawn
  // picked ({owner, pawn}), why the last tapped card cannot be played, whether the player put
  // the pawn back (then it is not picked again by itself), and the move the guide leads to (its
  // step on the board gets a button of its own, below).
  const shell = createShell({ choose, texts, redraw: () => refresh(),
    emptySelection: () => ({ card: null, pawn: null, reason: "", manual: false, coached: null }) });
  const sel = shell.selection;
  const rankLabel = (card) => (/^\d+$/.test(card) ? card : t(`keezen.rank.${card}`));

  const canvas = el("canvas", { class: "board-canvas", role: "img", "aria-label": t("keezen.board.label"),
    "aria-describedby": "board-description" });
  const hint = el("p", { class: "keezen-hint", "aria-live": "polite" });
  const seven = el("span", { class: "keezen-seven", hidden: true });
  const actions = el("div", { class: "keezen-actions" });
  const hand = el("div", { class: "keezen-hand", role: "group", "aria-label": t("keezen.hand.label") });
  const bar = el("div", { class: "keezen-bar" }, seven, hint, actions);
  const { element } = tableFrame("keezen-table", canvas, [bar, hand, dock]);
  for (const node of [hint, actions]) hideWhileEmpty(node);
  const board = createKeezenBoard(canvas, {
    seatColor,
    seatLabel: (p) => String(p + 1),
    rankLabel, t,
  });
  shell.onDestroy(() => board.destroy());

  let view = null;
  let keyed = false;        // the player works the hand with the keyboard: a pawn is picked by pointing,
                            // so the moves of the card in play are offered as buttons instead

  // --- what the legal moves allow --------------------------------------------------------------
  const cardOf = (move) => move.card ?? (move.kind === "seven" ? "7" : null);
  const inSeven = () => !!view?.seven && shell.moves.some((move) => move.kind === "seven" || move.kind === "cancel");
  const only = (kind) => shell.moves.length === 1 && shell.moves[0].kind === kind;
  const find = (kind) => shell.moves.find((move) => move.kind === kind) ?? null;

  /** The moves of the card in play: the picked card, or the seven being played in parts. */
  function cardMoves() {
    if (inSeven()) return shell.moves.filter((m) => m.kind === "seven");
    if (!sel.card) return [];
    return shell.moves.filter((m) => cardOf(m) === sel.card.rank);
  }
  const playable = (rank) => shell.moves.some((move) => cardOf(move) === rank && move.kind !== "seven") ||
    (rank === "7" && shell.moves.some((move) => move.kind === "seven"));
  const samePawn = (a, b) => a && b && a.owner === b.owner && a.pawn === b.pawn;

  /** Why a card cannot be played: not this player's turn yet, else the engine's reason (the view's card_notes). */
  function reasonFor(rank) {
    if (!shell.moves.length) return t("keezen.hint.wait");
    const why = view.card_notes[rank].no_move;
    return why ? t(why.key, why.args) : "";
  }

  // --- the plan: highlights, hint and buttons for the current choice -----------------------------
  function plan() {
    const out = { pawns: [], markers: [], nests: [], hint: "", buttons: [] };
    if (!view || !shell.moves.length) return out;
    if (only("discard")) {
      out.hint = t("keezen.hint.discard");
      out.buttons.push({ text: texts.moveButton(shell.moves[0], view), primary: true, move: shell.moves[0] });
      return out;
    }
    const list = cardMoves();
    const cancel = find("cancel");
    if (cancel) out.buttons.push({ text: texts.moveButton(cancel, view), move: cancel, last: true });
    if (!inSeven() && !sel.card) {
      out.hint = view.acting !== null && view.acting !== undefined && view.acting !== view.to_move
        ? `${t("keezen.hint.choose_card")} ${t("keezen.hint.partner", { name: seatName(view.acting) })}`
        : t("keezen.hint.choose_card");
      return out;
    }
    const enter = list.find((m) => m.kind === "enter");
    if (enter) {
      out.nests.push({ owner: enter.owner, id: "enter" });
      const start = view.board.starts[enter.owner];
      out.markers.push({ owner: enter.owner, place: start, id: "enter", capture: !!capturedBy(view, enter) });
      out.buttons.unshift({ text: texts.moveButton(enter, view), primary: true, move: enter });
    }
    const pawnKeys = new Map();
    for (const m of list) {
      if (m.kind === "move" || m.kind === "seven" || m.kind === "swap") pawnKeys.set(`${m.owner}:${m.pawn}`, { owner: m.owner, pawn: m.pawn });
    }
    for (const p of pawnKeys.values()) {
      out.pawns.push({ ...p, style: samePawn(p, sel.pawn) ? "selected" : "movable", id: `pawn:${p.owner}:${p.pawn}` });
    }
    const mine = sel.pawn ? list.filter((m) => m.kind !== "enter" && samePawn(m, sel.pawn)) : [];
    const rank = inSeven() ? "7" : sel.card.rank;
    // What the card does, read from the moves the engine lists for it (no card's meaning kept here).
    const splits = inSeven() || list.some((m) => m.kind === "seven");
    const swaps = list.some((m) => m.kind === "swap");
    if (sel.pawn && mine.length) {
      out.markers = []; // a picked pawn's destinations only (one of them may be the start)
      if (mine[0].kind === "swap") {
        out.hint = t("keezen.hint.choose_swap_other");
        for (const m of mine) out.pawns.push({ owner: m.other, pawn: m.other_pawn, style: "target", id: `move:${list.indexOf(m)}` });
      } else {
        out.hint = t(splits ? "keezen.hint.choose_steps" : "keezen.hint.choose_dest");
        for (const m of mine) {
          out.markers.push({ owner: m.owner, place: m.to, id: `move:${list.indexOf(m)}`,
            label: m.kind === "seven" ? String(m.steps) : "", capture: !!capturedBy(view, m) });
        }
        if (mine.length > 1) {
          for (const m of mine) out.buttons.push({ text: texts.moveButton(m, view), move: m });
        }
      }
    } else if (inSeven()) {
      out.hint = t("keezen.hint.seven_pawn");
    } else if (swaps) {
      out.hint = t("keezen.hint.choose_swap_own");
    } else if (splits) {
      out.hint = t("keezen.hint.seven_pawn");
    } else if (enter && pawnKeys.size) {
      out.hint = t("keezen.hint.choose_pawn_enter", { card: texts.cardName(rank) });
    } else if (enter) {
      out.hint = t("keezen.hint.choose_enter", { card: texts.cardName(rank) });
    } else {
      out.hint = t("keezen.hint.choose_pawn", { card: texts.cardName(rank) });
    }
    const listed = sel.pawn && mine.length > 1 && mine[0].kind !== "swap"; // its destinations are buttons already
    if (keyed && !listed) {
      for (const m of list) if (m.kind !== "enter" && (!sel.pawn || samePawn(m, sel.pawn))) out.buttons.push({ text: texts.moveText(m, view), move: m });
    }
    // A keyboard player has buttons for every move, not pawns to tap: the hint says so.
    if (keyed && out.buttons.some((b) => b.move.kind !== "cancel")) {
      out.hint = sel.pawn && mine.length ? t("keezen.hint.keys_dest")
        : splits ? t("keezen.hint.keys_seven") : t("keezen.hint.keys_card", { card: texts.cardName(rank) });
    }
    return out;
  }

  // --- drawing the controls -----------------------------------------------------------------------
  /** One pawn only, with several choices (two destinations, the parts of a seven): pick it already. */
  function autoPawn() {
    if (sel.pawn || sel.manual || (!sel.card && !inSeven())) return;
    const list = cardMoves();
    if (list.some((m) => m.kind === "enter")) return;
    const keys = new Set(list.map((m) => `${m.owner}:${m.pawn}`));
    if (keys.size === 1 && list.length > 1) sel.pawn = { owner: list[0].owner, pawn: list[0].pawn };
  }

  const buttonMove = new WeakMap(); // each button of the bar -> the move it makes

  /** Does `move` still need its card picked in the hand? */
  const cardStep = (move) => move.kind !== "discard" && move.kind !== "cancel" && !inSeven() && sel.card?.rank !== cardOf(move);

  /** The control the person taps next towards `move` (one of the moves on offer): its card in the
   * hand, then its button in the bar. A step that would be a tap on the board (a pawn, a square) is
   * given a button of its own in the bar, which makes the whole move as the keyboard's buttons do. */
  function controlFor(move) {
    if (cardStep(move)) return hand.querySelector(`[data-thing="card:${cardOf(move)}"]`);
    const inBar = () => [...actions.children].find((button) => buttonMove.get(button) === move) ?? null;
    if (!inBar() && sel.coached !== move) {
      sel.coached = move;
      refresh();
    }
    return inBar();
  }

  let current = plan();
  function refresh() {
    autoPawn();
    current = plan();
    board.setHighlights(shell.animating() ? {} : current);
    const text = sel.reason || current.hint;
    if (hint.textContent !== text) hint.textContent = text;
    hint.classList.toggle("reason", !!sel.reason);
    const buttons = [...current.buttons.filter((b) => !b.last), ...current.buttons.filter((b) => b.last)];
    const led = sel.coached;
    if (led && shell.offers(led) && !cardStep(led) && !buttons.some((b) => b.move === led)) {
      buttons.unshift({ text: texts.moveButton(led, view), primary: true, move: led }); // the guide's step on the board
    }
    actions.replaceChildren(...buttons.map((b) => {
      const button = el("button", {
        type: "button", class: b.primary ? "primary" : "", text: b.text,
        onclick: (e) => { keyed = e.detail === 0; pick(b.move); } });
      buttonMove.set(button, b.move);
      return button;
    }));
    renderSeven();
    renderHand();
    bar.hidden = !hint.textContent && !current.buttons.length && seven.hidden;
  }

  function renderSeven() {
    const s = view?.seven;
    seven.hidden = !s;
    if (!s) return seven.replaceChildren();
    const pips = el("span", { class: "keezen-pips", "aria-hidden": "true" },
      Array.from({ length: 7 }, (_, i) => el("span", { class: i < 7 - s.left ? "used" : "" })));
    seven.replaceChildren(el("span", { text: t(s.left === 1 ? "keezen.seven.left_one" : "keezen.seven.left", { left: s.left }) }), pips);
  }

  function renderHand() {
    const cards = view?.hand;
    hand.hidden = !Array.isArray(cards);
    if (!Array.isArray(cards)) return hand.replaceChildren();
    if (!cards.length) return hand.replaceChildren(el("p", { class: "keezen-hand-empty", text: t("keezen.hand.empty") }));
    const active = shell.moves.length > 0 && !inSeven(); // when only a discard is left, every card says why
    hand.replaceChildren(...cards.map((rank, slot) => {
      const can = active && playable(rank);
      const pressed = !!sel.card && sel.card.slot === slot && sel.card.rank === rank;
      const name = texts.cardName(rank);
      const why = active && !can ? reasonFor(rank) : "";
      const does = view.card_notes[rank].does; // what the card does, where its face does not say it
      const caption = why ? t("keezen.hand.no_move") : does ? t(does.key, does.args) : "";
      // The name starts with the card's face as seen ("Q 12"), then the card in words and the reason.
      const face = shownThenSaid([rankLabel(rank), caption].filter(Boolean).join(" "), name === rankLabel(rank) ? "" : name);
      return el("button", {
        type: "button",
        class: `keezen-card ${!shell.moves.length || !active ? "idle" : can ? "playable" : "unplayable"}`,
        "data-thing": `card:${rank}`,
        "aria-pressed": active && can ? String(pressed) : null,
        "aria-disabled": can ? null : "true",
        "aria-label": why ? `${face}. ${why}` : face,
        title: why || null,
        onclick: (e) => tapCard(rank, slot, e.detail === 0),
      },
      el("span", { class: "corner", "aria-hidden": "true", "data-glyph": rankLabel(rank) }),
      el("span", { class: "rank", "aria-hidden": "true", text: rankLabel(rank) }),
      caption ? " " : null,
      caption ? el("span", { class: "caption", "aria-hidden": "true", text: caption }) : null);
    }));
  }

  // --- taps -----------------------------------------------------------------------------------------
  const pick = (move) => shell.pick(move);

  /** A card was tapped, or pressed with the keyboard (`byKeys`: then the focus stays in the bar or on the card). */
  function tapCard(rank, slot, byKeys = false) {
    if (shell.animating()) shell.finishAnimation();
    keyed = byKeys;
    if (!shell.moves.length || inSeven() || !playable(rank)) {
      sel.reason = reasonFor(rank);
      refresh();
    } else {
      sel.reason = "";
      sel.pawn = null;
      sel.manual = false;
      sel.card = sel.card && sel.card.slot === slot ? null : { rank, slot };
      refresh();
    }
    settle(); // the actions just filled are shown before the focus goes there
    if (byKeys) (sel.card && actions.querySelector("button") || hand.children[slot])?.focus();
  }

  function tapBoard(id) {
    sel.reason = "";
    const list = cardMoves();
    if (id === "enter") {
      const enter = list.find((m) => m.kind === "enter");
      if (enter) return pick(enter);
    } else if (id && id.startsWith("move:")) {
      const move = list[Number(id.slice(5))];
      if (move) return pick(move);
    } else if (id && id.startsWith("pawn:")) {
      const [, owner, index] = id.split(":").map(Number);
      const next = { owner, pawn: index };
      if (samePawn(sel.pawn, next)) {
        sel.pawn = null;
        sel.manual = true;
      } else {
        sel.pawn = next;
        const mine = list.filter((m) => m.kind !== "enter" && samePawn(m, sel.pawn));
        if (mine.length === 1 && mine[0].kind !== "swap") return pick(mine[0]);
      }
    } else if (sel.pawn) {
      sel.pawn = null;
      sel.manual = true;
    }
    refresh();
  }

  onTap(canvas, (e) => {
    keyed = false;
    if (!shell.moves.length) return;
    if (shell.animating()) { shell.finishAnimation(); return; }
    tapBoard(board.hitTest(e.clientX, e.clientY));
  });
  canvas.addEventListener("pointermove", (e) => {
    if (e.pointerType === "mouse") canvas.style.cursor = shell.moves.length && board.over(e.clientX, e.clientY) ? "pointer" : "";
  });

  // --- the interface ------------------------------------------------------------------------------
  function setView(next) {
    view = next;
    if (sel.card && (view.hand ?? [])[sel.card.slot] !== sel.card.rank) { sel.card = null; sel.pawn = null; }
  }

  return shell.table({
    element,
    sounds: SOUNDS,
    board, // points at its own things for the guide and the review
    eventThings: (event) => (Number.isInteger(event.owner) && Number.isInteger(event.pawn) ? [`pawn:${event.owner}:${event.pawn}`] : []),
    moveThings: (move) => (cardOf(move) ? [`card:${cardOf(move)}`] : []),
    draw(next) {
      setView(next);
      board.draw(next);
      refresh();
    },
    animate(events, next) {
      setView(next);
      return (speed) => board.animate(events, next, { speed });
    },
    finishAnimation: () => board.finish(),
    controlFor,
  });
}
