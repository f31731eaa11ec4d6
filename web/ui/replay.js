// Replaying a saved game: step through it move by move, the table drawn as one seat saw it then
// (an onlooker, or a player with their hidden cards), or, once the game is over, with everything
// revealed. The engine replays the moves; this screen only asks for a step and draws the answer.

import { el } from "../dom.js";
import { errorText, t } from "../i18n.js";
import { getPrefs } from "../storage.js";
import { loadTable } from "../games/registry.js";
import { savedGame } from "./saved-game.js";
import { SPEEDS } from "./bot-runner.js";
import { logLines, playerItems, rankingList } from "./table-parts.js";

const AUTOPLAY_MS = 1200;
const ONLOOKER = "table";
const EVERYTHING = "all";

export async function render(container, params, app) {
  const record = savedGame(params.id, app);
  if (!record) return app.show("saves");
  const game = app.game(record.game);
  const secret = Boolean(game && game.hidden_information);
  const tableModule = await loadTable(record.game);
  if (!tableModule) {
    app.notify(t("play.table_failed"));
    return app.show("saves");
  }

  let answer = null; // the engine's answer for the step on show
  let asked = 0; // answers to older requests are dropped: only the latest step is drawn
  let active = true;
  let timer = null;
  const humans = record.setup.seats.map((seat, i) => (seat.kind === "human" ? i : null)).filter((i) => i !== null);
  let viewer = ONLOOKER;
  let step = Number.isInteger(params.step) ? params.step : 0;

  const seatName = (seat) => record.setup.seats[seat]?.name || t("setup.default_name", { n: seat + 1 });
  /** @type {import("../games/kit/table.js").Table} */
  const table = tableModule.createTable({ seatName, t, choose: () => {}, still: true }); // nothing is played in a replay

  const button = (label, glyph, onclick) => el("button", { type: "button", class: "replay-step", "aria-label": label, title: label, onclick },
    el("span", { "aria-hidden": "true", text: glyph }));
  const firstButton = button(t("replay.first"), "|◀", () => go(0));
  const backButton = button(t("replay.back"), "◀", () => go(step - 1));
  const forwardButton = button(t("replay.forward"), "▶", () => go(step + 1, true));
  const lastButton = button(t("replay.last"), "▶|", () => go(answer ? answer.steps : step));
  const autoButton = el("button", { type: "button", class: "primary", "aria-pressed": "false", onclick: toggleAutoplay, text: t("replay.autoplay") });
  const slider = el("input", { type: "range", min: "0", max: "0", value: "0", step: "1", class: "replay-slider", "aria-label": t("replay.slider"),
    oninput: (e) => go(Number(e.target.value)) });
  const counter = el("p", { class: "replay-counter", "aria-live": "polite" });
  const moveLines = el("div", { class: "replay-move" });
  const viewerSelect = el("select", { id: "replay-viewer", onchange: (e) => chooseViewer(e.target.value) });
  const viewerBox = el("label", { class: "stacked", hidden: !secret }, el("span", { text: t("replay.viewer") }), viewerSelect);
  const secretsBox = el("section", { class: "replay-secrets", hidden: true, "aria-labelledby": "replay-secrets-heading" });
  const playerList = el("ul", { class: "player-list", "aria-label": t("play.players") });
  const description = el("div", { class: "board-text", id: "board-description" });
  const log = el("ol", { class: "log" });
  const resultBox = el("section", { class: "result", hidden: true, "aria-labelledby": "result-heading" });
  const loading = el("p", { class: "table-loading", text: t("play.waiting_for_engine") });
  const status = el("p", { class: "message", role: "status" });

  container.append(
    el("div", { class: "play-head" }, el("h1", { class: "play-title", text: t("replay.title", { game: t(`games.${record.game}.name`) }) }), counter),
    el("div", { class: "play-layout" },
      el("div", { class: "table-area" }, loading, table.element),
      el("aside", { class: "side replay-side", onkeydown: onKey },
        el("div", { class: "row wrap replay-controls", role: "group", "aria-label": t("replay.controls") },
          firstButton, backButton, forwardButton, lastButton, autoButton),
        slider,
        status,
        moveLines,
        viewerBox,
        el("div", { class: "row wrap" },
          el("button", { type: "button", text: t(record.over ? "replay.to_result" : "replay.back_to_game"), onclick: () => app.show("play", { id: record.id }) }),
          record.over ? el("button", { type: "button", text: t("review.open"), onclick: () => app.show("review", { id: record.id }) }) : null,
          el("button", { type: "button", text: t("common.rules"), onclick: () => app.openRules(record.game) }),
          el("button", { type: "button", text: t("saves.title"), onclick: () => app.show("saves") })),
        resultBox,
        secretsBox,
        el("h2", { class: "small-heading", text: t("play.players") }), playerList,
        el("details", { class: "board-details", open: true }, el("summary", { text: t("play.board_text") }), description),
        el("h2", { class: "small-heading", id: "log-heading", text: t("play.log") }),
        el("div", { class: "log-box", role: "log", "aria-labelledby": "log-heading" }, log))));

  const lines = (events, view) => logLines(table, events, view).map((line) => line.text);

  function fillViewers(over) {
    const options = [[ONLOOKER, t("replay.viewer_table")], ...record.setup.seats.map((seat, i) => [String(i), seatName(i)])];
    if (over) options.push([EVERYTHING, t("replay.viewer_all")]);
    viewerSelect.replaceChildren(...options.map(([value, label]) => el("option", { value, selected: value === viewer, text: label })));
  }

  /** A player's hidden cards may only be shown to that player while the game goes on. */
  async function chooseViewer(value) {
    const seat = Number(value);
    const asksFirst = value !== ONLOOKER && value !== EVERYTHING && !(answer && answer.over) && !(humans.length === 1 && humans[0] === seat);
    if (asksFirst) {
      const name = seatName(seat);
      const ok = await app.confirm(t("replay.confirm_seat", { name }), t("replay.confirm_button", { name }));
      if (!ok) {
        viewerSelect.value = viewer;
        return;
      }
    }
    viewer = value;
    go(step);
  }

  function request() {
    const reveal = viewer === EVERYTHING;
    return { state: record.state, step, seat: viewer === ONLOOKER || reveal ? null : Number(viewer), reveal };
  }

  /** The view the table draws: with everything revealed, the hand of the player whose turn it is
   * (or who just moved), so a replay shows what each choice was made from. */
  function drawnView() {
    if (!answer.views) return answer.view;
    const seat = answer.to_move ?? answer.mover ?? 0;
    return answer.views[seat] || answer.view;
  }

  /** Show step `target`; `animate` plays the move onto the table when it is the next one. */
  async function go(target, animate = false) {
    if (!answer && target !== step) return;
    const last = answer ? answer.steps : Infinity;
    step = Math.max(0, Math.min(target, last));
    const mine = ++asked;
    let next;
    try {
      next = await app.engine.call("replay", request());
    } catch (error) {
      if (mine === asked) status.textContent = t("replay.failed", { reason: errorText(error) });
      stopAutoplay();
      return;
    }
    if (!active || mine !== asked) return;
    const previous = answer;
    answer = next;
    status.textContent = "";
    if (!previous) fillViewers(next.over);
    show(animate && previous && previous.step === next.step - 1);
  }

  function show(animate) {
    const view = drawnView();
    counter.textContent = answer.step ? t("replay.step", { step: answer.step, steps: answer.steps }) : t("replay.start_position", { steps: answer.steps });
    slider.max = String(answer.steps);
    slider.value = String(answer.step);
    slider.setAttribute("aria-valuetext", counter.textContent);
    firstButton.disabled = backButton.disabled = answer.step === 0;
    forwardButton.disabled = lastButton.disabled = answer.step === answer.steps;
    if (answer.step === answer.steps) stopAutoplay();
    const said = answer.step ? lines(answer.events, view) : [];
    moveLines.replaceChildren(...(answer.step
      ? [el("h2", { class: "small-heading", text: t("replay.this_move", { name: answer.mover === null ? "" : seatName(answer.mover) }) }),
        ...said.map((line) => el("p", { text: line }))]
      : [el("p", { class: "muted", text: t("replay.before_first") })]));
    playerList.replaceChildren(...playerItems(table, view));
    description.replaceChildren(...table.describe(view).map((line) => el("p", { text: line })));
    showLog(view);
    showSecrets();
    resultBox.hidden = !view.outcome;
    if (view.outcome) resultBox.replaceChildren(el("h2", { id: "result-heading", text: t("play.result_title") }), rankingList(view, seatName));
    if (animate) table.animate(answer.events, view, { speed: SPEEDS[getPrefs().botSpeed] ?? SPEEDS.normal });
    else table.draw(view);
  }

  /** The moves so far, in the words of the game's log. The save keeps the last moves' events; the
   * move on show comes from the engine, so it is there even when the save's log is shorter. */
  function showLog(view) {
    const kept = record.log.length;
    const offset = answer.steps - kept; // log[i] holds the events of move offset + i + 1
    const items = [];
    for (let move = Math.max(1, offset + 1); move < answer.step; move++) {
      const said = lines(record.log[move - offset - 1] || [], view);
      if (said.length) items.push(el("li", { value: move }, said.map((line) => el("span", { class: "log-line", text: line }))));
    }
    const current = answer.step ? lines(answer.events, view) : [];
    if (current.length) items.push(el("li", { value: answer.step, "aria-current": "step" }, current.map((line) => el("span", { class: "log-line", text: line }))));
    log.replaceChildren(...items);
    log.parentElement.scrollTop = log.parentElement.scrollHeight;
  }

  /** Everything revealed: what each seat saw that an onlooker did not (hands, goal cards). */
  function showSecrets() {
    const shown = Boolean(answer.views && answer.views.length > 1); // alone at the table: nothing to compare
    secretsBox.hidden = !shown;
    if (!shown) return secretsBox.replaceChildren();
    const open = new Set(table.describe(answer.view));
    secretsBox.replaceChildren(el("h2", { id: "replay-secrets-heading", class: "small-heading", text: t("replay.secrets") }),
      el("ul", { class: "replay-secret-list" }, answer.views.map((seen, seat) => {
        const own = table.describe(seen).filter((line) => !open.has(line));
        return el("li", {}, el("strong", { text: seatName(seat) }),
          ...(own.length ? own : [t("replay.secrets_none")]).map((line) => el("p", { text: line })));
      })));
  }

  function onKey(event) {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
    const moves = { ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: answer ? answer.steps : step };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key], event.key === "ArrowRight");
  }

  function toggleAutoplay() {
    if (timer) return stopAutoplay();
    if (answer && answer.step === answer.steps) go(0);
    autoButton.textContent = t("replay.pause");
    autoButton.setAttribute("aria-pressed", "true");
    timer = setInterval(() => {
      if (answer && answer.step < answer.steps) go(answer.step + 1, true);
      else stopAutoplay();
    }, AUTOPLAY_MS / (Number.isFinite(SPEEDS[getPrefs().botSpeed]) ? SPEEDS[getPrefs().botSpeed] : 4));
  }

  function stopAutoplay() {
    if (!timer) return;
    clearInterval(timer);
    timer = null;
    autoButton.textContent = t("replay.autoplay");
    autoButton.setAttribute("aria-pressed", "false");
  }

  try {
    await app.engine.start(); // (again, where a phone's page let it go)
  } catch (error) {
    loading.textContent = t("engine.failed", { reason: errorText(error) });
    return null;
  }
  if (!active || !app.asked("replay", params)) return null;
  // A finished game opens with everything shown; one in progress as the only person at it saw it.
  if (record.over) viewer = secret ? EVERYTHING : ONLOOKER;
  else if (secret && humans.length === 1) viewer = String(humans[0]);
  await go(step);
  if (!answer && viewer === EVERYTHING) { // the save said "finished", the engine does not agree
    viewer = ONLOOKER;
    await go(step);
  }
  if (!answer) {
    loading.textContent = status.textContent;
    return null;
  }
  loading.remove();

  return {
    leave() {
      active = false;
      stopAutoplay();
      table.destroy();
    },
    relabel() {
      active = false;
      stopAutoplay();
      app.show("replay", { id: record.id, step });
    },
  };
}
