// The Gurke table, in the frame every table lays out in: the board box holds the info line (with
// the score sheet, opened over the board), every player's tile and the trick on the felt; the pane
// beside or below it holds the decisions before the first trick, the player's hand as card buttons
// with the line that says which cards may be played, and the play screen's dock. Nothing here
// decides a rule: only the moves handed to setMoves() can be chosen, and choose() always gets one
// of those very objects (the shell, kit/table.js, sees to it).
//
// What the guide and the review point at (data-thing ids): `card:<code>` a card in the player's hand
// ("card:QC"; with two decks, both of that code), `trick:<seat>` what that seat has played to the
// trick, `seat:<n>` a player's tile, `choice:<kind>` the button of a decision (kontra, done, ...).

import { tableFrame } from "../frame.js";
import { createShell } from "../kit/table.js";
import { el, focusKeyIn, shownThenSaid } from "../../dom.js";
import { seatBadge } from "../seats.js";
import { createRunner, isInstant } from "../runner.js";
import { cardBack, cardFace, isJoker } from "./cards.js";
import { createPlayer } from "./animation.js";
import { ROOMY, followBoxes, planBoard, remPx, trickCardHeight } from "./layout.js";
import { chip, createSeatTiles, fitTileWords, seatCount } from "./seat-tiles.js";
import { createResult, createSheet } from "./sheet.js";
import { createTexts } from "./texts.js";

// The sound of each event that makes one (web/sound.js): a card played, a trick taken, a deal, the end.
export const SOUNDS = { play: "card", exchange: "card", deal: "card", trick: "trick", game_over: "win" };

const DECISIONS = ["buy_back", "stay_out", "redeal", "keep", "kontra", "pass", "exchange_done", "take_back", "done"];
const PRIMARY = new Set(["buy_back", "redeal", "kontra", "exchange_done", "done"]);
/** @param {import("../kit/table.js").TableContext} context @returns {import("../kit/table.js").Table} */
export function createTable({ seatName, t, choose, dock = null }) {
  const texts = createTexts({ t, seatName });
  const { words, count } = texts;
  // The choice: only a note after tapping a card that cannot be played (a card is played by one
  // tap). The table is not drawn again while an animation moves its cards; its end draws it.
  const shell = createShell({ choose, texts, redraw: () => { if (!shell.animating()) render(); },
    emptySelection: () => ({ note: "" }) });
  const sel = shell.selection;

  // The board: the info line and the score sheet, the players' tiles, the felt; the result at the end.
  const info = el("p", { class: "gurke-info" });
  const sheet = createSheet({ t, seatName, texts });
  const top = el("div", { class: "gurke-top" }, info, sheet.element);
  const seatsBox = el("ol", { class: "gurke-seats", "aria-label": t("gurke.table.players") });
  const tiles = createSeatTiles({ t, seatName, texts, box: seatsBox });
  const centre = el("section", { class: "gurke-centre", "aria-label": t("gurke.table.trick") });
  const result = createResult({ t, seatName, texts });
  const board = el("div", { class: "gurke-board" }, top, seatsBox, centre, result.element);
  // The pane: the decision, the hand with its reason line and actions, the dock.
  const decision = el("div", { class: "gurke-decision", hidden: true });
  const reasonLine = el("p", { class: "gurke-reason", "aria-live": "polite" });
  const hand = el("div", { class: "gurke-hand", role: "group", "aria-label": t("gurke.hand.label") });
  const handActions = el("div", { class: "gurke-hand-actions" });
  const handArea = el("section", { class: "gurke-hand-area", "aria-label": t("gurke.hand.label") }, reasonLine, hand, handActions);
  const { element, boardBox } = tableFrame("gurke-table", board, [decision, handArea, dock]);

  let shown = null;         // the view (or animation pose) on screen
  let fx = {};              // animation effects: {winner, flash, banner}

  // --- moves ---------------------------------------------------------------------------------------
  const findMove = (kind, card) => shell.moves.find((move) => move.kind === kind && (card === undefined || move.card === card)) ?? null;
  const myTurn = () => shell.moves.length > 0;
  const pick = (move) => shell.pick(move);

  // --- drawing --------------------------------------------------------------------------------------
  /** The info line. The hand size, the limit and who said kontra (told by the hand and the tiles too) give way on a small board. */
  function renderInfo(view) {
    const part = (text, more = false) => el("span", { class: `gurke-info-part${more ? " gurke-info-more" : ""}`, text });
    const parts = [];
    if (view.deal) parts.push(part(t("gurke.info.deal", { deal: view.deal })));
    if (view.hand_size) parts.push(part(count(view.hand_size, "gurke.info.hand_size_one", "gurke.info.hand_size"), true));
    const cardsLeft = (view.trick?.length ?? 0) > 0 || (view.hand_counts ?? []).some((n) => n > 0);
    if (view.phase === "play" && !view.winners && cardsLeft) parts.push(part(t("gurke.info.trick", { n: (view.tricks?.length ?? 0) + 1 })));
    parts.push(part(t(view.options?.count === "losses" ? "gurke.info.limit_losses" : "gurke.info.limit", { limit: view.limit }), !view.winners));
    if (view.decks === 2) parts.push(part(t("gurke.info.two_decks")));
    info.replaceChildren(...[el("span", { class: "gurke-info-parts" }, parts),
      view.last_trick ? chip(t("gurke.info.last_trick"), "gurke-chip-last") : null,
      view.kontra !== null && view.kontra !== undefined // on a small board, the tile's kontra badge tells it
        ? chip(t("gurke.info.kontra", { name: seatName(view.kontra) }), "gurke-chip-kontra gurke-info-more") : null,
    ].filter(Boolean));
  }

  function renderCentre(view) {
    const trick = view.trick ?? [];
    const parts = [];
    if (fx.banner) {
      parts.push(el("p", { class: "gurke-banner", text: fx.banner }));
    } else if (trick.length) {
      const best = fx.winner !== undefined ? trick.findIndex(([s]) => s === fx.winner)
        : view.trick_best;
      parts.push(el("div", { class: "gurke-trick" }, trick.map(([seat, cards], i) => {
        const isBest = i === best;
        const taken = isBest && fx.winner !== undefined;
        const tag = taken ? t("gurke.trick.takes") : isBest && trick.length > 1 ? t("gurke.trick.highest") : "";
        return el("figure", {
          class: `gurke-play${isBest ? " gurke-best" : ""}${taken ? " gurke-taken" : ""}`,
          dataset: { seat: String(seat) },
          "data-thing": `trick:${seat}`,
        },
        el("div", { class: "gurke-play-cards" }, cards.map((card) => cardFace(card, { size: "table", options: view.options, words }))),
        el("figcaption", {}, seatBadge(seat), el("span", { class: "gurke-play-name", text: seatName(seat) }),
          tag ? el("span", { class: "gurke-best-tag" }, el("span", { "aria-hidden": "true", text: "★ " }),
            el("span", { class: "gurke-best-words", text: tag })) : null));
      })));
    } else if (view.winners) {
      parts.push(el("p", { class: "gurke-centre-text", text: t("gurke.trick.over") }));
    } else if (view.phase === "play" && view.to_move !== null && view.to_move !== undefined) {
      parts.push(el("p", { class: "gurke-centre-text", text: view.to_move === view.seat ? t("gurke.trick.you_lead")
        : t("gurke.trick.leads", { name: seatName(view.to_move) }) }));
    } else if (view.to_move !== null && view.to_move !== undefined) {
      parts.push(el("p", { class: "gurke-centre-text", text: view.to_move === view.seat ? t("gurke.waiting.yours")
        : t(`gurke.waiting.${view.phase}`, { name: seatName(view.to_move) }) }));
    }
    const extras = [];
    if (view.stock_count && !view.winners) {
      extras.push(el("span", { class: "gurke-stock" }, cardBack("mini"),
        el("span", { text: count(view.stock_count, "gurke.table.stock_one", "gurke.table.stock") })));
    }
    if (view.shown?.length) {
      extras.push(el("div", { class: "gurke-shown", role: "group", "aria-label": t("gurke.table.shown") },
        el("span", { class: "gurke-shown-title", text: t("gurke.table.shown") }),
        el("span", { class: "gurke-shown-cards" }, view.shown.map((card) => cardFace(card, { size: "mini", options: view.options, words })))));
    }
    if (extras.length) parts.push(el("div", { class: "gurke-extras" }, extras));
    centre.replaceChildren(...parts);
  }

  function renderDecision(view) {
    const list = myTurn() && view.phase !== "play" ? DECISIONS.map((kind) => findMove(kind)).filter(Boolean) : [];
    decision.hidden = !list.length;
    if (!list.length) return decision.replaceChildren();
    decision.replaceChildren(
      el("p", { class: "gurke-ask", text: texts.askText(view) }),
      el("div", { class: "gurke-decision-buttons" }, list.map((move) => el("button", {
        type: "button", class: `big${PRIMARY.has(move.kind) ? " primary" : ""}`,
        dataset: { focus: `decide:${move.kind}` }, "data-thing": `choice:${move.kind}`,
        text: texts.moveButton(move, view), "aria-label": texts.moveText(move, view), onclick: () => pick(move),
      }))));
  }

  function renderHand(view) {
    const cards = view.hand;
    handArea.hidden = !Array.isArray(cards) || !!view.winners;
    if (handArea.hidden) return;
    const pickKind = view.phase === "exchange" ? "exchange" : "card";
    const picked = [...(view.chosen ?? [])];
    const active = myTurn() && (view.phase === "play" || view.phase === "exchange");
    const reason = view.phase === "exchange" ? t("gurke.hint.exchange") : texts.reasonText(view);
    const spoken = view.phase === "exchange" ? reason : texts.reasonText(view, true);
    let line = sel.note || (active ? reason : "");
    if (!line && !cards.length) line = view.out?.[view.seat] ? t("gurke.hand.out") : t("gurke.hand.empty");
    else if (!line && view.phase === "play" && !view.winners && view.to_move !== null && view.to_move !== undefined) {
      line = t("gurke.hint.wait", { name: seatName(view.to_move) });
    }
    if (reasonLine.textContent !== line) reasonLine.textContent = line;
    reasonLine.classList.toggle("gurke-note", !!sel.note);
    reasonLine.classList.toggle("gurke-quiet", !line); // an empty line gives its room back
    hand.toggleAttribute("data-many", cards.length > 7);
    hand.replaceChildren(...cards.map((card, slot) => {
      const at = picked.indexOf(card);
      const isPicked = at >= 0;
      if (isPicked) picked.splice(at, 1);
      const move = active && !isPicked ? findMove(pickKind, card) : null;
      const name = words.name(card);
      let state = "idle";
      let label = name;
      if (isPicked) { state = "picked"; label = t("gurke.hand.picked", { card: name }); }
      else if (move) { state = "playable"; label = texts.moveText(move, view); }
      else if (active) { state = "unplayable"; label = t("gurke.hand.unplayable", { card: name, reason: spoken }); }
      return cardFace(card, {
        size: "hand", tag: "button", options: view.options, words,
        attrs: {
          class: `gurke-hand-card gurke-${state}`,
          "aria-label": isJoker(card) ? label : shownThenSaid(words.rankLabel(card), label), // begins with the rank as seen
          "aria-pressed": isPicked ? "true" : null,
          "aria-disabled": move ? null : "true",
          title: state === "unplayable" ? reason : null,
          dataset: { focus: `hand:${slot}:${card}` },
          "data-thing": `card:${card}`,
          onclick: () => tapCard(card, move, state, view),
        },
      });
    }));
    const buttons = view.phase === "play" ? ["done", "take_back"].map((kind) => findMove(kind)).filter(Boolean) : [];
    handActions.replaceChildren(...buttons.map((move) => el("button", {
      type: "button", class: move.kind === "done" ? "primary" : "", dataset: { focus: `hand-action:${move.kind}` },
      "data-thing": `choice:${move.kind}`,
      text: texts.moveButton(move, view),
      "aria-label": texts.moveText(move, view), onclick: () => pick(move),
    })));
    handActions.hidden = !buttons.length;
  }

  function tapCard(card, move, state, view) {
    if (shell.animating()) shell.finishAnimation();
    if (move) return pick(move);
    if (state === "picked") sel.note = t(view.phase === "exchange" ? "gurke.hint.picked_exchange" : "gurke.hint.picked");
    else if (state === "unplayable") sel.note = texts.reasonText(view) || t("gurke.hint.not_now");
    else sel.note = t("gurke.hint.not_your_turn");
    render();
  }

  function render() {
    if (!shown) return;
    const focused = focusKeyIn(element);
    const view = shown;
    board.toggleAttribute("data-over", !!view.winners);
    result.render(view);
    renderInfo(view);
    tiles.render(view, fx);
    renderCentre(view);
    renderDecision(view);
    renderHand(view);
    sheet.render(view);
    fit();
    if (focused) {
      const again = element.querySelector(`[data-focus="${CSS.escape(focused)}"]`)
        ?? (focused.startsWith("hand") ? hand.querySelector(".gurke-playable") ?? hand.querySelector("button") : null)
        ?? decision.querySelector("button");
      if (again) again.focus({ preventScroll: true });
    }
  }

  // --- fitting the board box ---------------------------------------------------------------------
  /** The cards of each play of the trick on the felt, those still to come counted like the lead. */
  function trickPlays(view) {
    const trick = view.trick ?? [];
    const lead = trick[0]?.[1]?.length || 1;
    const made = new Map(trick.map(([seat, cards]) => [seat, cards.length || 1]));
    return Array.from({ length: seatCount(view) }, (_, seat) => made.get(seat) ?? (view.out?.[seat] ? 0 : lead))
      .filter((n) => n > 0);
  }

  /** The height of the info line at `width` px (the line wraps on narrow boards). */
  function topHeight(width) {
    top.style.width = `${width}px`;
    const height = Math.max(info.offsetHeight, sheet.element.offsetHeight);
    top.style.width = "";
    return height;
  }

  /**
   * Size the tiles and the felt to the board box, then the trick's cards to the felt. The sizes go
   * to the table as data attributes and custom properties (table.css), not through container
   * queries: those would make stacking contexts the flying cards could not pass over.
   */
  function fit() {
    const width = boardBox.clientWidth, height = boardBox.clientHeight;
    if (!shown || !width || !height) return;
    const rem = remPx();
    board.style.setProperty("--board-w", `${width}px`);
    board.style.setProperty("--board-h", `${height}px`);
    board.toggleAttribute("data-small", height < 24 * rem || width < 30 * rem);
    board.toggleAttribute("data-short", height < 24 * rem);
    board.toggleAttribute("data-narrow", width < 32 * rem);
    if (hand.clientWidth) hand.style.setProperty("--hand-room", `${hand.clientWidth}px`);
    if (!shown.winners) {
      const plan = planBoard({ seats: seatCount(shown), width, height, top: topHeight, rem });
      board.dataset.tier = plan.tier;
      board.dataset.tile = plan.tileWidth < 15 * rem ? "tight"
        : plan.tileWidth < (plan.tier === "line" ? 30 : 20) * rem ? "narrow" : "wide";
      board.toggleAttribute("data-beside", plan.beside);
      board.style.setProperty("--cols", String(plan.cols));
      board.style.setProperty("--felt-w", `${plan.feltWidth}px`);
      fitTileWords(board, seatsBox);
    }
    const style = getComputedStyle(centre);
    const extras = centre.querySelector(".gurke-extras");
    const room = {
      width: centre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      height: centre.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
        - (extras ? extras.offsetHeight + parseFloat(style.rowGap || "0") : 0),
    };
    const plays = trickPlays(shown);
    const card = trickCardHeight(plays, room.width, room.height, rem) || trickCardHeight(plays, room.width, room.height, rem, 1.2)
      || Math.round(1.2 * rem);
    centre.style.setProperty("--card-h", `${card}px`);
    centre.toggleAttribute("data-compact", card < ROOMY * rem);
  }
  const follower = followBoxes([boardBox], fit);
  shell.onDestroy(() => follower.stop());

  // --- animation ------------------------------------------------------------------------------------
  const runner = createRunner((finalView) => {
    fx = {};
    for (const node of element.querySelectorAll("[data-flying]")) { node.style.transform = ""; delete node.dataset.flying; }
    if (finalView) shown = finalView;
    render();
  });

  const playEvents = createPlayer({
    t, seatName, count, centre, seatsBox, hand,
    current: () => shown,
    show: (pose, effects) => { fx = effects; shown = pose; render(); },
    effects: () => fx,
  });

  // --- the interface ---------------------------------------------------------------------------------
  return shell.table({
    element,
    sounds: SOUNDS,
    draw(view) {
      fx = {};
      shown = view;
      render();
    },
    animate(events, view) {
      return (speed) => {
        const instant = isInstant(speed) || !shown
          || !Array.isArray(events) || !events.length || !element.isConnected;
        return runner.run(view, instant, (cancelled) => playEvents(events, view, speed, cancelled));
      };
    },
    finishAnimation: () => runner.finish(),
    moveThings: (move) => [typeof move.card === "string" ? `card:${move.card}` : `choice:${move.kind}`],
    // A card played lies on the felt before its player; a trick goes to its taker; points to a seat.
    eventThings: (event) => (event.type === "play" ? [`trick:${event.seat}`] : event.type === "trick" ? [`trick:${event.winner}`]
      : Number.isInteger(event.seat) ? [`seat:${event.seat}`] : []),
    controlFor,
  });

  /** The control to tap next towards `move` (a move on offer): the card in the hand (a picked card
   * of the same code, with two decks, is passed over), else the button of the choice. */
  function controlFor(move) {
    if (typeof move.card === "string") {
      return [...hand.querySelectorAll("button")].find((button) => button.dataset.thing === `card:${move.card}`
        && button.getAttribute("aria-pressed") !== "true") ?? null;
    }
    return [...decision.querySelectorAll("button"), ...handActions.querySelectorAll("button")]
      .find((button) => button.dataset.thing === `choice:${move.kind}`) ?? null;
  }
}
