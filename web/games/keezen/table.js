// The Keezen table: the board on canvas, the player's hand as buttons, and step-by-step choice of a
// move: a card, then a pawn, then (if there are several) where it goes. Nothing here decides a rule:
// only the legal moves handed to setMoves() can be built, and choose() always gets one of those
// very objects.

import { onTap } from "../canvas-fit.js";
import { tableFrame } from "../frame.js";
import { animationSlot } from "../runner.js";
import { textMethods } from "../table-texts.js";
import { el, shownThenSaid } from "../../dom.js";
import { hideWhileEmpty, settle } from "../../shown.js";
import { SEAT_COLORS } from "../seats.js";
import { createKeezenBoard } from "./board.js";
import { createTexts } from "./texts.js";

export function createTable({ seatName, t, choose, dock = null }) {
  const texts = createTexts({ t, seatName });
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
    seatColor: (p) => SEAT_COLORS[p % SEAT_COLORS.length],
    seatLabel: (p) => String(p + 1),
    rankLabel, t,
  });
  const animation = animationSlot(board, () => refresh());

  let view = null;
  let moves = [];           // [{move, label}] the human may choose from now
  let movesKey = "";
  let card = null;          // {rank, slot}: the card picked (slot = its place in the hand)
  let pawn = null;          // {owner, pawn}: the pawn picked
  let reason = "";          // why the last tapped card cannot be played
  let manual = false;       // the player put the pawn back: do not pick it again by itself
  let keyed = false;        // the player works the hand with the keyboard: a pawn is picked by pointing,
                            // so the moves of the card in play are offered as buttons instead

  // --- what the legal moves allow --------------------------------------------------------------
  const cardOf = (move) => move.card ?? (move.kind === "seven" ? "7" : null);
  const sameMoves = (list) => JSON.stringify(list.map((m) => m.move));
  const inSeven = () => !!view?.seven && moves.some(({ move }) => move.kind === "seven" || move.kind === "cancel");
  const only = (kind) => moves.length === 1 && moves[0].move.kind === kind;
  const find = (kind) => moves.find(({ move }) => move.kind === kind)?.move ?? null;

  /** The moves of the card in play: the picked card, or the seven being played in parts. */
  function cardMoves() {
    if (inSeven()) return moves.map((m) => m.move).filter((m) => m.kind === "seven");
    if (!card) return [];
    return moves.map((m) => m.move).filter((m) => cardOf(m) === card.rank);
  }
  const playable = (rank) => moves.some(({ move }) => cardOf(move) === rank && move.kind !== "seven") ||
    (rank === "7" && moves.some(({ move }) => move.kind === "seven"));
  const samePawn = (a, b) => a && b && a.owner === b.owner && a.pawn === b.pawn;

  /** Why a card cannot be played: not this player's turn yet, else the engine's reason (the view's card_notes). */
  function reasonFor(rank) {
    if (!moves.length) return t("keezen.hint.wait");
    const why = view.card_notes[rank].no_move;
    return why ? t(why.key, why.args) : "";
  }

  // --- the plan: highlights, hint and buttons for the current choice -----------------------------
  function plan() {
    const out = { pawns: [], markers: [], nests: [], hint: "", buttons: [] };
    if (!view || !moves.length) return out;
    if (only("discard")) {
      out.hint = t("keezen.hint.discard");
      out.buttons.push({ text: t("keezen.button.discard"), primary: true, move: moves[0].move });
      return out;
    }
    const list = cardMoves();
    const cancel = find("cancel");
    if (cancel) out.buttons.push({ text: t("keezen.button.cancel_seven"), move: cancel, last: true });
    if (!inSeven() && !card) {
      out.hint = view.acting !== null && view.acting !== undefined && view.acting !== view.to_move
        ? `${t("keezen.hint.choose_card")} ${t("keezen.hint.partner", { name: seatName(view.acting) })}`
        : t("keezen.hint.choose_card");
      return out;
    }
    const enter = list.find((m) => m.kind === "enter");
    if (enter) {
      out.nests.push({ owner: enter.owner, id: "enter" });
      const start = view.board.starts[enter.owner];
      out.markers.push({ owner: enter.owner, place: start, id: "enter", capture: occupied(start) });
      out.buttons.unshift({ text: t("keezen.button.enter"), primary: true, move: enter });
    }
    const pawnKeys = new Map();
    for (const m of list) {
      if (m.kind === "move" || m.kind === "seven" || m.kind === "swap") pawnKeys.set(`${m.owner}:${m.pawn}`, { owner: m.owner, pawn: m.pawn });
    }
    for (const p of pawnKeys.values()) {
      out.pawns.push({ ...p, style: samePawn(p, pawn) ? "selected" : "movable", id: `pawn:${p.owner}:${p.pawn}` });
    }
    const mine = pawn ? list.filter((m) => m.kind !== "enter" && samePawn(m, pawn)) : [];
    const rank = inSeven() ? "7" : card.rank;
    if (pawn && mine.length) {
      out.markers = []; // a picked pawn's destinations only (one of them may be the start)
      if (mine[0].kind === "swap") {
        out.hint = t("keezen.hint.choose_swap_other");
        for (const m of mine) out.pawns.push({ owner: m.other, pawn: m.other_pawn, style: "target", id: `move:${list.indexOf(m)}` });
      } else {
        out.hint = t(rank === "7" ? "keezen.hint.choose_steps" : "keezen.hint.choose_dest");
        for (const m of mine) {
          out.markers.push({ owner: m.owner, place: m.to, id: `move:${list.indexOf(m)}`,
            label: m.kind === "seven" ? String(m.steps) : "", capture: occupied(m.to, m) });
        }
        if (mine.length > 1) {
          for (const m of mine) {
            const to = texts.placeName(view, m.owner, m.to);
            const key = m.kind !== "seven" ? "keezen.choice.to" : m.steps === 1 ? "keezen.choice.steps_one" : "keezen.choice.steps";
            out.buttons.push({ text: t(key, { steps: m.steps, to }), move: m });
          }
        }
      }
    } else if (inSeven()) {
      out.hint = t("keezen.hint.seven_pawn");
    } else if (rank === "J") {
      out.hint = t("keezen.hint.choose_swap_own");
    } else if (rank === "7") {
      out.hint = t("keezen.hint.seven_pawn");
    } else if (enter && pawnKeys.size) {
      out.hint = t("keezen.hint.choose_pawn_enter", { card: texts.cardName(rank) });
    } else if (enter) {
      out.hint = t("keezen.hint.choose_enter", { card: texts.cardName(rank) });
    } else {
      out.hint = t("keezen.hint.choose_pawn", { card: texts.cardName(rank) });
    }
    const listed = pawn && mine.length > 1 && mine[0].kind !== "swap"; // its destinations are buttons already
    if (keyed && !listed) {
      for (const m of list) if (m.kind !== "enter" && (!pawn || samePawn(m, pawn))) out.buttons.push({ text: texts.moveText(m, view), move: m });
    }
    // A keyboard player has buttons for every move, not pawns to tap: the hint says so.
    if (keyed && out.buttons.some((b) => b.move.kind !== "cancel")) {
      out.hint = pawn && mine.length ? t("keezen.hint.keys_dest")
        : rank === "7" ? t("keezen.hint.keys_seven") : t("keezen.hint.keys_card", { card: texts.cardName(rank) });
    }
    return out;
  }

  /** Is a track square taken by a pawn other than `move`'s own? (only to draw a capture marker) */
  function occupied(place, move = null) {
    if (!(place >= 0 && place < view.board.home)) return false;
    return view.pawns.some((row, owner) => row.some((p, i) => p === place && !(move && owner === move.owner && i === move.pawn)));
  }

  // --- drawing the controls -----------------------------------------------------------------------
  /** One pawn only, with several choices (two destinations, the parts of a seven): pick it already. */
  function autoPawn() {
    if (pawn || manual || (!card && !inSeven())) return;
    const list = cardMoves();
    if (list.some((m) => m.kind === "enter")) return;
    const keys = new Set(list.map((m) => `${m.owner}:${m.pawn}`));
    if (keys.size === 1 && list.length > 1) pawn = { owner: list[0].owner, pawn: list[0].pawn };
  }

  let current = plan();
  function refresh() {
    autoPawn();
    current = plan();
    board.setHighlights(animation.busy ? {} : current);
    const text = reason || current.hint;
    if (hint.textContent !== text) hint.textContent = text;
    hint.classList.toggle("reason", !!reason);
    const buttons = [...current.buttons.filter((b) => !b.last), ...current.buttons.filter((b) => b.last)];
    actions.replaceChildren(...buttons.map((b) => el("button", {
      type: "button", class: b.primary ? "primary" : "", text: b.text,
      onclick: (e) => { keyed = e.detail === 0; pick(b.move); } })));
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
    const active = moves.length > 0 && !inSeven(); // when only a discard is left, every card says why
    hand.replaceChildren(...cards.map((rank, slot) => {
      const can = active && playable(rank);
      const pressed = !!card && card.slot === slot && card.rank === rank;
      const name = texts.cardName(rank);
      const why = active && !can ? reasonFor(rank) : "";
      const does = view.card_notes[rank].does; // what the card does, where its face does not say it
      const caption = why ? t("keezen.hand.no_move") : does ? t(does.key, does.args) : "";
      // The name starts with the card's face as seen ("Q 12"), then the card in words and the reason.
      const face = shownThenSaid([rankLabel(rank), caption].filter(Boolean).join(" "), name === rankLabel(rank) ? "" : name);
      return el("button", {
        type: "button",
        class: `keezen-card ${!moves.length || !active ? "idle" : can ? "playable" : "unplayable"}`,
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
  function pick(move) {
    if (!moves.some((m) => m.move === move)) return;
    card = null; pawn = null; reason = ""; manual = false;
    moves = []; movesKey = "";
    refresh();
    choose(move);
  }

  /** A card was tapped, or pressed with the keyboard (`byKeys`: then the focus stays in the bar or on the card). */
  function tapCard(rank, slot, byKeys = false) {
    if (board.animating()) board.finish();
    keyed = byKeys;
    if (!moves.length || inSeven() || !playable(rank)) {
      reason = reasonFor(rank);
      refresh();
    } else {
      reason = "";
      pawn = null;
      manual = false;
      card = card && card.slot === slot ? null : { rank, slot };
      refresh();
    }
    settle(); // the actions just filled are shown before the focus goes there
    if (byKeys) (card && actions.querySelector("button") || hand.children[slot])?.focus();
  }

  function tapBoard(id) {
    reason = "";
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
      if (samePawn(pawn, next)) {
        pawn = null;
        manual = true;
      } else {
        pawn = next;
        const mine = list.filter((m) => m.kind !== "enter" && samePawn(m, pawn));
        if (mine.length === 1 && mine[0].kind !== "swap") return pick(mine[0]);
      }
    } else if (pawn) {
      pawn = null;
      manual = true;
    }
    refresh();
  }

  onTap(canvas, (e) => {
    keyed = false;
    if (!moves.length) return;
    if (board.animating()) { board.finish(); return; }
    tapBoard(board.hitTest(e.clientX, e.clientY));
  });
  canvas.addEventListener("pointermove", (e) => {
    if (e.pointerType === "mouse") canvas.style.cursor = moves.length && board.over(e.clientX, e.clientY) ? "pointer" : "";
  });

  // --- the interface ------------------------------------------------------------------------------
  function setView(next) {
    view = next;
    if (card && (view.hand ?? [])[card.slot] !== card.rank) { card = null; pawn = null; }
  }

  return {
    element,
    draw(next) {
      setView(next);
      board.draw(next);
      refresh();
    },
    setMoves(list) {
      const next = Array.isArray(list) ? list : [];
      const key = sameMoves(next);
      if (key !== movesKey) { card = null; pawn = null; reason = ""; manual = false; }
      moves = next;
      movesKey = key;
      if (card && !playable(card.rank)) card = null;
      refresh();
    },
    async animate(events, next, { speed } = {}) {
      setView(next);
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
