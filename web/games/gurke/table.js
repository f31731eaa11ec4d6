// The Gurke table: every player's row (score, pickles, the cards they played this deal, how many
// they hold), the trick in the middle, the player's own hand as card buttons, the decisions before
// the first trick as big buttons, and the score sheet. Nothing here decides a rule: only the moves
// handed to setMoves() can be chosen, and choose() always gets one of those very objects.

import { textMethods } from "../table-texts.js";
import { el, shownThenSaid } from "../../dom.js";
import { seatBadge } from "../seats.js";
import { createRunner, isInstant } from "../runner.js";
import { cardBack, cardFace, isJoker, isRed, pickleMark } from "./cards.js";
import { createPlayer } from "./animation.js";
import { createTexts } from "./texts.js";

const DECISIONS = ["buy_back", "stay_out", "redeal", "keep", "kontra", "pass", "exchange_done", "take_back", "done"];
const PRIMARY = new Set(["buy_back", "redeal", "kontra", "exchange_done", "done"]);
export function createTable({ seatName, t, choose }) {
  const texts = createTexts({ t, seatName });
  const { words, count } = texts;

  const result = el("section", { class: "gurke-result", hidden: true, "aria-labelledby": "gurke-result-title" });
  const info = el("p", { class: "gurke-info" });
  const seatsBox = el("ol", { class: "gurke-seats", "aria-label": t("gurke.table.players") });
  const centre = el("section", { class: "gurke-centre", "aria-label": t("gurke.table.trick") });
  const decision = el("div", { class: "gurke-decision", hidden: true });
  const reasonLine = el("p", { class: "gurke-reason", "aria-live": "polite" });
  const hand = el("div", { class: "gurke-hand", role: "group", "aria-label": t("gurke.hand.label") });
  const handActions = el("div", { class: "gurke-hand-actions" });
  const handArea = el("section", { class: "gurke-hand-area", "aria-label": t("gurke.hand.label") }, reasonLine, hand, handActions);
  const sheetSummary = el("summary", { text: t("gurke.sheet.title") });
  const sheetBody = el("div", { class: "gurke-sheet-scroll" });
  const sheet = el("details", { class: "gurke-sheet" }, sheetSummary, sheetBody);
  const element = el("div", { class: "gurke-table" }, result, info, seatsBox, centre, decision, handArea, sheet);

  let shown = null;         // the view (or animation pose) on screen
  let moves = [];           // [{move, label}] the human may choose from now
  let movesKey = "";
  let note = "";            // a message after tapping a card that cannot be played
  let fx = {};              // animation effects: {winner, flash, banner}

  // --- moves ---------------------------------------------------------------------------------------
  const findMove = (kind, card) => moves.find(({ move }) => move.kind === kind && (card === undefined || move.card === card))?.move ?? null;
  const myTurn = () => moves.length > 0;

  function pick(move) {
    if (!move || !moves.some((m) => m.move === move)) return;
    if (runner.busy()) runner.finish();
    moves = [];
    movesKey = "";
    note = "";
    render();
    choose(move);
  }

  // --- drawing --------------------------------------------------------------------------------------
  const seatCount = (view) => view.players ?? view.scores?.length ?? 0;

  /** Seats in play order, the viewer last (nearest the trick and their own hand). */
  function seatOrder(view) {
    const n = seatCount(view);
    const first = view.seat === null || view.seat === undefined ? 0 : (view.seat + 1) % n;
    return Array.from({ length: n }, (_, k) => (first + k) % n);
  }

  function chip(text, cls, label) {
    return el("span", { class: `gurke-chip ${cls}`, title: label ?? null },
      el("span", { "aria-hidden": label ? "true" : null, text }),
      label ? el("span", { class: "visually-hidden", text: label }) : null);
  }

  function renderInfo(view) {
    const parts = [];
    if (view.deal) parts.push(t("gurke.info.deal", { deal: view.deal }));
    if (view.hand_size) parts.push(count(view.hand_size, "gurke.info.hand_size_one", "gurke.info.hand_size"));
    const cardsLeft = (view.trick?.length ?? 0) > 0 || (view.hand_counts ?? []).some((n) => n > 0);
    if (view.phase === "play" && !view.winners && cardsLeft) parts.push(t("gurke.info.trick", { n: (view.tricks?.length ?? 0) + 1 }));
    parts.push(t(view.options?.count === "losses" ? "gurke.info.limit_losses" : "gurke.info.limit", { limit: view.limit }));
    if (view.decks === 2) parts.push(t("gurke.info.two_decks"));
    info.replaceChildren(...[el("span", { text: parts.join(" · ") }),
      view.last_trick ? chip(t("gurke.info.last_trick"), "gurke-chip-last") : null,
      view.kontra !== null && view.kontra !== undefined ? chip(t("gurke.info.kontra", { name: seatName(view.kontra) }), "gurke-chip-kontra") : null,
    ].filter(Boolean));
  }

  function renderSeats(view) {
    const rows = seatOrder(view).map((seat) => {
      const out = !!view.out?.[seat];
      const winner = !!view.winners?.includes(seat);
      const toMove = view.to_move === seat && !view.winners;
      const me = view.seat === seat;
      const head = el("div", { class: "gurke-seat-head" }, el("div", { class: "gurke-seat-who" },
        seatBadge(seat),
        el("span", { class: "gurke-seat-name", text: seatName(seat) }),
        me ? el("span", { class: "gurke-you", text: t("gurke.table.you") }) : null,
        toMove ? chip(`▶ ${t(view.phase === "play" ? "gurke.table.to_play" : "gurke.table.deciding")}`, "gurke-chip-turn") : null,
        seat === view.dealer && !view.winners ? chip(t("gurke.table.dealer_short"), "gurke-chip-dealer", t("gurke.table.dealer")) : null,
        view.kontra === seat ? chip(t("gurke.table.kontra"), "gurke-chip-kontra") : null,
        view.doubles?.[seat] ? chip(`×${2 ** view.doubles[seat]}`, "gurke-chip-double",
          count(view.doubles[seat], "gurke.table.doubled_one", "gurke.table.doubled")) : null,
        view.bought_back?.[seat] ? chip(t("gurke.table.bought_back"), "gurke-chip-plain") : null,
        (view.stakes?.[seat] ?? 1) > 1 ? chip(t("gurke.table.stake", { n: view.stakes[seat] }), "gurke-chip-plain") : null,
        winner ? chip(`★ ${t("gurke.table.winner")}`, "gurke-chip-winner") : out ? chip(t("gurke.table.out"), "gurke-chip-out") : null),
        el("span", { class: "gurke-seat-score" },
          ...Array.from({ length: view.pickles?.[seat] ?? 0 }, () => pickleMark(t("gurke.table.pickle"))),
          el("span", { class: `gurke-score${fx.flash?.has(seat) ? " gurke-flash" : ""}`,
            "aria-label": t("gurke.table.score_label", { score: view.scores?.[seat] ?? 0, limit: view.limit }) },
          el("strong", { text: String(view.scores?.[seat] ?? 0) }),
          el("span", { class: "gurke-limit", text: `/${view.limit}` }))));
      const plays = texts.playsOf(view, seat);
      const inTrick = (view.trick ?? []).some(([s]) => s === seat);
      const played = el("div", { class: "gurke-played", "aria-label": t("gurke.table.played"), role: "group" },
        plays.length ? plays.map((cards, i) => el("span", {
          class: `gurke-played-trick${inTrick && i === plays.length - 1 ? " gurke-current" : ""}`,
          dataset: { trick: String(i) },
        }, cards.map((card) => cardFace(card, { size: "mini", options: view.options, words }))))
          : el("span", { class: "gurke-played-none", text: out ? "" : t("gurke.table.none_played") }));
      const n = view.hand_counts?.[seat] ?? 0;
      const away = view.put_away_counts?.[seat] ?? 0;
      const held = el("span", { class: "gurke-held", role: "img", dataset: { held: String(seat) },
        "aria-label": count(n, "gurke.status.cards_one", "gurke.status.cards") },
      n ? cardBack("mini") : null, el("span", { "aria-hidden": "true", text: `×${n}` }));
      return el("li", {
        class: `gurke-seat${toMove ? " gurke-to-move" : ""}${out ? " gurke-out" : ""}${me ? " gurke-me" : ""}${winner ? " gurke-winner" : ""}`,
        dataset: { seat: String(seat) },
      }, head, !plays.length && !n ? null : el("div", { class: "gurke-seat-row" }, played,
        away ? el("span", { class: "gurke-away", text: t("gurke.table.put_away", { n: away }) }) : null,
        n ? held : null));
    });
    seatsBox.replaceChildren(...rows);
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
        },
        el("div", { class: "gurke-play-cards" }, cards.map((card) => cardFace(card, { size: "table", options: view.options, words }))),
        el("figcaption", {}, seatBadge(seat), el("span", { class: "gurke-play-name", text: seatName(seat) }),
          tag ? el("span", { class: "gurke-best-tag", text: `★ ${tag}` }) : null));
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
        dataset: { focus: `decide:${move.kind}` },
        text: buttonText(move, view), "aria-label": texts.moveText(move, view), onclick: () => pick(move),
      }))));
  }

  /** The words on a big decision button: short, since the cards it concerns are on screen. */
  function buttonText(move, view) {
    const picked = view.chosen?.length ?? 0;
    if (move.kind === "exchange_done" && picked) return count(picked, "gurke.button.exchange_one", "gurke.button.exchange");
    if (move.kind === "take_back") return t("gurke.button.take_back");
    return texts.moveText(move, view);
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
    let line = note || (active ? reason : "");
    if (!line && !cards.length) line = view.out?.[view.seat] ? t("gurke.hand.out") : t("gurke.hand.empty");
    else if (!line && view.phase === "play" && !view.winners && view.to_move !== null && view.to_move !== undefined) {
      line = t("gurke.hint.wait", { name: seatName(view.to_move) });
    }
    if (reasonLine.textContent !== line) reasonLine.textContent = line;
    reasonLine.classList.toggle("gurke-note", !!note);
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
          onclick: () => tapCard(card, move, state, view),
        },
      });
    }));
    const buttons = view.phase === "play" ? ["done", "take_back"].map((kind) => findMove(kind)).filter(Boolean) : [];
    handActions.replaceChildren(...buttons.map((move) => el("button", {
      type: "button", class: move.kind === "done" ? "primary" : "", dataset: { focus: `hand-action:${move.kind}` },
      text: move.kind === "done" ? t("gurke.button.done") : t("gurke.button.take_back"),
      "aria-label": texts.moveText(move, view), onclick: () => pick(move),
    })));
    handActions.hidden = !buttons.length;
  }

  function tapCard(card, move, state, view) {
    if (runner.busy()) runner.finish();
    if (move) return pick(move);
    if (state === "picked") note = t(view.phase === "exchange" ? "gurke.hint.picked_exchange" : "gurke.hint.picked");
    else if (state === "unplayable") note = texts.reasonText(view) || t("gurke.hint.not_now");
    else note = t("gurke.hint.not_your_turn");
    render();
  }

  function renderSheet(view) {
    const rows = view.sheet ?? [];
    const n = seatCount(view);
    sheetSummary.textContent = rows.length ? count(rows.length, "gurke.sheet.title_count_one", "gurke.sheet.title_count") : t("gurke.sheet.title");
    if (!rows.length) return sheetBody.replaceChildren(el("p", { class: "gurke-sheet-empty", text: t("gurke.sheet.empty") }));
    const seats = Array.from({ length: n }, (_, i) => i);
    const head = el("tr", {}, el("th", { scope: "col", text: t("gurke.sheet.deal") }),
      seats.map((s) => el("th", { scope: "col" }, seatBadge(s), el("span", { class: "gurke-sheet-name", text: seatName(s) }))),
      el("th", { scope: "col", text: t("gurke.sheet.penalty") }));
    const body = rows.map((row, r) => {
      const before = rows[r - 1];
      return el("tr", {}, el("th", { scope: "row", text: String(row.deal) }), seats.map((s) => {
        const change = row.change?.[s] ?? 0;
        const newPickle = (row.pickles?.[s] ?? 0) > (before?.pickles?.[s] ?? 0);
        const newOut = row.out?.[s] && !before?.out?.[s];
        return el("td", { class: row.takers?.includes(s) ? "gurke-taker" : "" },
          change ? el("span", { class: "gurke-change", text: change > 0 ? `+${change}` : `−${-change}` }) : null,
          el("strong", { text: String(row.scores?.[s] ?? "") }),
          newPickle ? pickleMark(t("gurke.table.pickle")) : null,
          newOut ? el("span", { class: "gurke-sheet-out", text: t("gurke.table.out") }) : null);
      }), el("td", { class: "gurke-sheet-penalty" },
        el("span", { class: "visually-hidden", text: t("gurke.sheet.took", { names: texts.names(row.takers ?? []), card: words.name(row.card) }) }),
        el("span", { class: "gurke-sheet-takers", "aria-hidden": "true" }, (row.takers ?? []).map((s) => seatBadge(s)),
          row.card ? el("span", { class: `gurke-sheet-card ${isRed(row.card) ? "gurke-red" : ""}`, text: words.short(row.card) }) : null)));
    });
    sheetBody.replaceChildren(el("table", { class: "gurke-sheet-table" },
      el("caption", { class: "visually-hidden", text: t("gurke.sheet.title") }),
      el("thead", {}, head), el("tbody", {}, body)));
  }

  function renderResult(view) {
    result.hidden = !view.winners;
    if (!view.winners) return result.replaceChildren();
    const n = seatCount(view);
    const ranks = view.outcome?.ranks ?? Array.from({ length: n }, (_, s) => (view.winners.includes(s) ? 1 : 2));
    const order = Array.from({ length: n }, (_, s) => s).sort((a, b) => ranks[a] - ranks[b] || a - b);
    const owed = view.owed ?? [];
    const anyOwed = owed.some((p) => p);
    result.replaceChildren(
      el("h2", { id: "gurke-result-title", text: texts.eventText({ type: "game_over", winners: view.winners }, view) }),
      el("ol", { class: "gurke-result-list" }, order.map((s) => el("li", { class: view.winners.includes(s) ? "gurke-winner" : "" },
        el("span", { class: "gurke-result-rank", text: t("gurke.result.rank", { rank: ranks[s] }) }),
        seatBadge(s),
        el("span", { class: "gurke-result-name", text: seatName(s) }),
        el("span", { class: "gurke-result-score", text: count(view.scores?.[s] ?? 0, "gurke.status.points_one", "gurke.status.points") }),
        ...Array.from({ length: view.pickles?.[s] ?? 0 }, () => pickleMark(t("gurke.table.pickle"))),
        view.winners.includes(s) ? el("strong", { class: "gurke-result-tag", text: t("gurke.table.winner") })
          : view.out?.[s] ? el("span", { class: "gurke-result-tag", text: t("gurke.table.out") }) : null,
        anyOwed && owed[s] ? el("span", { class: `gurke-owed ${owed[s] > 0 ? "gurke-gets" : "gurke-owes"}`, text: texts.owedText(s, owed[s]) }) : null))),
      ...(anyOwed ? [el("p", { class: "gurke-owed-note", text: t("gurke.result.owed_note") })] : []));
  }

  function render() {
    if (!shown) return;
    const focused = element.contains(document.activeElement) ? document.activeElement?.dataset?.focus : null;
    const view = shown;
    element.classList.toggle("gurke-over", !!view.winners);
    renderResult(view);
    renderInfo(view);
    renderSeats(view);
    renderCentre(view);
    renderDecision(view);
    renderHand(view);
    renderSheet(view);
    if (focused) {
      const again = element.querySelector(`[data-focus="${CSS.escape(focused)}"]`)
        ?? (focused.startsWith("hand") ? hand.querySelector(".gurke-playable") ?? hand.querySelector("button") : null)
        ?? decision.querySelector("button");
      if (again) again.focus({ preventScroll: true });
    }
  }

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
  return {
    element,
    draw(view) {
      runner.finish();
      fx = {};
      shown = view;
      render();
    },
    setMoves(list) {
      const next = Array.isArray(list) ? list : [];
      const key = JSON.stringify(next.map((m) => m.move));
      if (key !== movesKey) note = "";
      moves = next;
      movesKey = key;
      if (!runner.busy()) render();
    },
    animate(events, view, { speed = 1 } = {}) {
      const instant = isInstant(speed) || !shown
        || !Array.isArray(events) || !events.length || !element.isConnected;
      return runner.run(view, instant, (cancelled) => playEvents(events, view, speed, cancelled));
    },
    animating: () => runner.busy(),
    finishAnimation: () => runner.finish(),
    ...textMethods(texts),
    destroy() {
      runner.finish();
      moves = [];
    },
  };
}
