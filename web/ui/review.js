// The review of a finished game: a replay with the engine's analysis (py/gurkenglas/core/review.py).
// A chart of each seat's chance after every move, the turning points, each person's decisions
// graded from their own view, the luck of the dice and the cards, and "find a better move".
//
// The table shows the position before the move on show, as the player to move saw it, with the
// move played (or the better move) pointed at by the table's own showMove and spotlight. A game is
// analysed in slices of about SLICE_MS through the normal engine client, each going on from the
// last answer; a review kept with the save (record.review) or found earlier in this visit is the
// first answer, so a game analysed already opens at once. Only a finished game is reviewed.

import { el } from "../dom.js";
import { errorText, language, t, tMaybe } from "../i18n.js";
import { getPrefs } from "../storage.js";
import { loadTable } from "../games/registry.js";
import { savedGame } from "./saved-game.js";
import { GHOST } from "../games/kit/dom-things.js";
import { createChart, lineSample, sharedSample } from "./review-chart.js";
import { createBetter } from "./review-better.js";
import { GRADES, betterMove as betterOf, reviewWords } from "./review-words.js";
import { logLines } from "./table-parts.js";

const SLICE_MS = 300;
const CAPTION_CHARS = 80;
/** The last answer for each save (by id and revision) in this visit. */
const found = new Map();

/** The samples the engine takes for each judgement: its own default, unless the preferences ask
 * for another number (the page tests ask for few, to be fast). */
const samples = () => (Number.isInteger(getPrefs().reviewSamples) && getPrefs().reviewSamples > 0 ? { samples: getPrefs().reviewSamples } : {});

/** The engine's turning points (py/gurkenglas/core/review.py): the decisions graded an inaccuracy
 * or worse and the moves of great luck, the weightiest five at most; none in a game without them. */
const turningPoints = (review) => review?.turning_points ?? [];
const isReview = (value) => value !== null && typeof value === "object" && Array.isArray(value.steps);

export async function render(container, params, app) {
  const record = savedGame(params.id, app);
  if (!record) return app.show("saves");
  if (!record.over) { // nothing of the review is shown while the game is on
    app.notify(t("review.not_finished"));
    return app.show("play", { id: record.id });
  }
  const tableModule = await loadTable(record.game);
  if (!tableModule) {
    app.notify(t("play.table_failed"));
    return app.show("saves");
  }

  const seatName = (seat) => record.setup.seats[seat]?.name || t("setup.default_name", { n: seat + 1 });
  const words = reviewWords({ t, lang: language(), seatName });
  const levelName = (level) => tMaybe(`games.${record.game}.level.${level}`) ?? t(`setup.level.${level}`);
  const plies = record.state.history.length;
  const cacheKey = `${record.id}:${record.revision}`;
  let review = null;   // the engine's review so far
  let step = null;     // the move on show (1 … plies)
  let shown = null;    // that move: {step, mover, move, events, view (before it, the mover's)}
  let wandered = Number.isInteger(params.step); // the player chose a move: the first turning point does not take over
  let betterShown = false; // the better move is pointed at instead of the move played
  let asked = 0;
  let active = true;

  /** @type {import("../games/kit/table.js").Table} */
  const table = tableModule.createTable({ seatName, t, choose: (move) => better.choose(move), still: true });
  const moveText = (move) => table.moveText(move, shown.view);
  const better = createBetter({ engine: app.engine, state: record.state, table, seatName, moveText: (move) => moveText(move), words,
    samples, showMove: (move) => showMove(move), onEnd: () => {
      point();
      describe();
      stepBox.querySelector(".find-better")?.focus({ preventScroll: true }); // where the person began
    } });

  const chart = createChart({ label: t("review.chart"), onPick: (k) => { wandered = true; go(k); }, pct: words.pct,
    valueText: (k) => {
      const chances = words.chanceAt(review ?? { steps: [] }, k);
      return chances ? t("review.chart_value", { move: k, chances: words.chancesText(review, chances, words.sharedAt(review, k)) })
        : t("review.chart_pending", { move: k });
    } });
  const counter = el("p", { class: "replay-counter", "aria-live": "polite" });
  const progress = el("progress", { max: String(Math.max(1, plies)), value: "0", "aria-label": t("review.analysing") });
  const progressText = el("p", { class: "small muted" });
  const progressBox = el("div", { class: "review-progress" }, progress, progressText);
  const status = el("p", { class: "message", role: "status" }); // no room taken while empty (play.css)
  const say = (line) => { status.textContent = line; };
  const chartTitle = el("h2", { class: "small-heading", id: "review-chart-heading" });
  const sharedNote = el("p", { class: "small muted review-shared-note", hidden: true, text: t("review.shared_note") });
  const legend = el("ul", { class: "review-legend", "aria-label": t("play.players") });
  const glyphButton = (label, glyph, onclick) => el("button", { type: "button", class: "replay-step", "aria-label": label, title: label, onclick },
    el("span", { "aria-hidden": "true", text: glyph }));
  const backButton = glyphButton(t("replay.back"), "◀", () => pickMove(step - 1));
  const forwardButton = glyphButton(t("replay.forward"), "▶", () => pickMove(step + 1));
  const prevPoint = el("button", { type: "button", "aria-label": t("review.prev_point"), title: t("review.prev_point"), onclick: () => pickPoint(-1) },
    el("span", { "aria-hidden": "true", text: "« " }), t("review.point_short"));
  const nextPoint = el("button", { type: "button", "aria-label": t("review.next_point"), title: t("review.next_point"), onclick: () => pickPoint(1) },
    t("review.point_short"), el("span", { "aria-hidden": "true", text: " »" }));
  const stepBox = el("section", { class: "review-step", "aria-labelledby": "review-step-heading" });
  const pointList = el("ol", { class: "review-points" });
  const gradesBox = el("div", { class: "review-grades-box" });
  const helpList = el("ul", { class: "review-help" });
  const luckBox = el("div", { class: "review-luck" });
  const loading = el("p", { class: "table-loading", text: t("play.waiting_for_engine") });

  container.append(
    el("div", { class: "play-head" }, el("h1", { class: "play-title", text: t("review.title", { game: t(`games.${record.game}.name`) }) }), counter),
    el("div", { class: "review-layout" },
      el("div", { class: "table-area" }, loading, table.element),
      el("aside", { class: "review-pane", "aria-label": t("review.pane"), onkeydown: onKey },
        progressBox, status,
        el("section", { class: "review-chart-box", "aria-labelledby": "review-chart-heading" }, chartTitle, chart.element, legend, sharedNote),
        el("div", { class: "row review-nav", role: "group", "aria-label": t("review.nav") }, prevPoint, nextPoint),
        stepBox,
        el("section", { "aria-labelledby": "review-points-heading" },
          el("h2", { class: "small-heading", id: "review-points-heading", text: t("review.points") }), pointList),
        el("section", { "aria-labelledby": "review-grades-heading" },
          el("h2", { class: "small-heading", id: "review-grades-heading", text: t("review.grades") }), gradesBox,
          el("details", { class: "review-details" }, el("summary", { text: t("review.help") }), helpList)),
        el("section", { "aria-labelledby": "review-luck-heading" },
          el("h2", { class: "small-heading", id: "review-luck-heading", text: t("review.luck") }), luckBox),
        el("div", { class: "row wrap" },
          el("button", { type: "button", text: t("replay.to_result"), onclick: () => app.show("play", { id: record.id }) }),
          el("button", { type: "button", text: t("replay.open"), onclick: () => app.show("replay", { id: record.id, step: step ? step - 1 : 0 }) }),
          el("button", { type: "button", text: t("common.rules"), onclick: () => app.openRules(record.game) }),
          el("button", { type: "button", text: t("saves.title"), onclick: () => app.show("saves") })))));
  // A caption beside a thing in HTML is placed where the thing is: placed again when the table is
  // laid out anew (a tablet turned, a window resized).
  let placing = 0;
  const relayout = new ResizeObserver(() => {
    cancelAnimationFrame(placing);
    placing = requestAnimationFrame(() => point());
  });
  relayout.observe(table.element);
  // Where the first place can be shared, each seat's line counts a shared one as its part of one
  // win: the legend names the grey line of the chance that it is shared, and a note under the chart
  // says how the lines count it.
  const sharedItem = el("li", { class: "review-shared", hidden: true }, sharedSample(), el("span", { text: t("review.shared_line") }));
  legend.replaceChildren(...record.setup.seats.map((seat, i) => el("li", {}, lineSample(i), table.seatBadge(i), el("span", { text: seatName(i) }))),
    sharedItem);

  const points = () => turningPoints(review);

  /** Before the engine's first answer: nothing analysed yet, said as such. */
  function showWaiting() {
    progressText.textContent = t("review.analysed", { analysed: 0, plies });
    chartTitle.textContent = t("review.chart_win");
    chart.update({ start: null, steps: [], turning_points: [] }, plies);
    for (const box of [pointList, gradesBox, luckBox]) {
      box.replaceChildren(el(box === pointList ? "li" : "p", { class: "muted", text: t("review.points_pending") }));
    }
  }
  const reviewed = (k) => review?.steps[k - 1] ?? null;

  function pickMove(k) {
    wandered = true;
    go(k);
  }

  /** The turning point after (+1) or before (-1) the move on show. */
  function pickPoint(direction) {
    const list = points().map((p) => p.step);
    const target = direction > 0 ? list.find((s) => s > step) : list.reverse().find((s) => s < step);
    if (target !== undefined) pickMove(target);
  }

  /** Show move `k`: the table before it, as its mover saw it, with the move pointed at. */
  async function go(k) {
    step = Math.max(1, Math.min(k, plies));
    const mine = ++asked;
    better.stop(true);
    chart.select(step);
    counter.textContent = t("review.move_of", { move: step, plies });
    try {
      const at = await app.engine.call("replay", { state: record.state, step });
      const before = await app.engine.call("replay", { state: record.state, step: step - 1, seat: at.mover });
      if (!active || mine !== asked) return;
      shown = { step, mover: at.mover, move: at.move, events: at.events, view: before.view };
    } catch (error) {
      if (active && mine === asked) say(t("review.failed", { reason: errorText(error) }));
      return;
    }
    loading.remove();
    betterShown = false;
    table.draw(shown.view);
    point();
    describe();
    showPoints();
  }

  /** The better move where the decision had one (judged from the mover's view), else null. */
  function betterMove() {
    return shown ? betterOf(reviewed(shown.step)?.decision, shown.move) : null;
  }

  /** Show a move on the table as an arrow or ghosts (null: none), and say which in the layout's
   * data-shown-move (for tests and tools). */
  function showMove(move) {
    table.showMove(move);
    const layout = container.querySelector(".review-layout");
    if (move) layout.dataset.shownMove = JSON.stringify(move);
    else delete layout.dataset.shownMove;
  }

  /** Point at the move played, or the better one, on the table, with a caption: beside what the
   * move shown involves where the table draws it as HTML (the card in a hand, marked by showMove),
   * else by what the move played moved on the board. */
  function point() {
    if (!shown || better.trying) return;
    const best = betterShown ? betterMove() : null;
    showMove(best ?? shown.move);
    const ghosts = [...table.element.querySelectorAll(`[data-thing].${GHOST}`)].map((node) => node.getAttribute("data-thing"));
    const things = ghosts.length ? ghosts : [...new Set(shown.events.flatMap((event) => table.eventThings(event)))];
    const name = seatName(shown.mover);
    const said = best ? t("review.caption_better", { move: moveText(best) }) : t("review.played", { name, move: moveText(shown.move) });
    // A long move in words (a Stamp Swap offer) would cover the table: the caption says less, the pane all.
    const caption = said.length <= CAPTION_CHARS ? said : t(best ? "review.caption_better_short" : "review.caption_played_short", { name });
    table.spotlight([...new Set(things)], caption);
  }

  let described = ""; // what the words on show were made from: a new slice of analysis that adds
  // nothing to the move on show leaves them (and the focus in them) alone

  const stepSignature = () => JSON.stringify([shown.step, reviewed(shown.step) !== null,
    points().findIndex((p) => p.step === shown.step), points().length, betterShown]);

  /** The move on show in words: who played what, how the chances moved, its luck and its grade. */
  function describe() {
    if (!shown) return;
    const index = points().findIndex((p) => p.step === shown.step);
    described = stepSignature();
    const title = t("review.move_of", { move: shown.step, plies }) + (index >= 0 ? ` · ${t("review.point_of", { point: index + 1, points: points().length })}` : "");
    const lines = [el("div", { class: "review-step-head" }, backButton, el("h2", { class: "small-heading", id: "review-step-heading", text: title }), forwardButton),
      el("p", { text: t("review.played", { name: seatName(shown.mover), move: moveText(shown.move) }) })];
    const analysis = reviewed(shown.step);
    if (!analysis) lines.push(el("p", { class: "muted", text: t("review.pending") }));
    else {
      lines.push(el("ul", { class: "review-changes" }, words.changeLines(review, shown.step).map((line) => el("li", { text: line }))));
      const margin = words.marginText(review, shown.step);
      if (margin) lines.push(el("p", { text: margin }));
      const luck = words.stepLuck(analysis);
      if (luck) lines.push(el("p", { text: luck }));
      const learned = words.stepLearned(analysis);
      if (learned) lines.push(el("p", { text: learned }));
      const decision = analysis.decision;
      if (decision) lines.push(el("p", { class: `review-grade grade-${decision.grade}`, text: words.decisionText(review, decision) }));
      const best = betterMove();
      if (best) {
        lines.push(el("p", { text: t("review.better", { move: moveText(best) }) }),
          // A toggle: pressed, the table shows the better move; its name stays (the state is its pressing).
          el("button", { type: "button", class: "review-toggle", "aria-pressed": String(betterShown), onclick: toggleBetter,
            text: t("review.show_better") }));
      }
      if (decision && decision.grade !== "forced" && record.setup.seats[decision.seat]?.kind === "human") {
        lines.push(el("button", { type: "button", class: "primary find-better", text: t("review.find_better"),
          onclick: () => {
            stepBox.classList.add("trying"); // the move played and its grade stay, the buttons give way
            better.start(shown.step, shown.mover, words.solitaire(review));
          } }));
      }
    }
    stepBox.replaceChildren(...lines, better.box);
    stepBox.classList.toggle("trying", better.trying);
    backButton.disabled = shown.step <= 1;
    forwardButton.disabled = shown.step >= plies;
    prevPoint.disabled = !points().some((p) => p.step < shown.step);
    nextPoint.disabled = !points().some((p) => p.step > shown.step);
  }

  function toggleBetter() {
    betterShown = !betterShown;
    point();
    describe();
    stepBox.querySelector("button[aria-pressed]")?.focus({ preventScroll: true });
  }

  let listed = ""; // what the list of turning points was made from (as `described`)
  /** Each turning point's moves in words, by step: {played, better, drew} once the table before and
   * after it has come from the engine (null while it is on its way). */
  const pointWords = new Map();

  /** The moves of a turning point in words: the move played and the better one, in the mover's
   * view before it, and the line of the log that says what it drew: a move with no choice (a roll,
   * a draw) says it first; a choice that drew (the last card of a hand, and the deal after it) last. */
  async function fetchPointWords(p) {
    pointWords.set(p.step, null);
    try {
      const at = await app.engine.call("replay", { state: record.state, step: p.step, seat: p.mover });
      const before = await app.engine.call("replay", { state: record.state, step: p.step - 1, seat: p.mover, legal: true });
      if (!active) return;
      const best = reviewed(p.step)?.decision?.best_move;
      const lines = logLines(table, at.events, at.view);
      const drew = before.legal.moves.length > 1 ? lines.at(-1) : lines[0];
      pointWords.set(p.step, { played: table.moveText(at.move, before.view), better: best ? table.moveText(best, before.view) : null,
        drew: drew ? drew.text : null });
    } catch {
      return; // the sentence stays without the moves' words
    }
    showPoints();
  }

  /** The turning points as sentences, each a button that shows its move. */
  function showPoints() {
    if (!review) return;
    const list = points();
    for (const p of list) if (!pointWords.has(p.step)) fetchPointWords(p);
    const signature = JSON.stringify([list, shown?.step, review.complete, list.map((p) => pointWords.get(p.step))]);
    if (signature === listed) return;
    listed = signature;
    pointList.replaceChildren(...(list.length ? list.map((p) => el("li", {},
      el("button", { type: "button", class: "review-point", "aria-current": shown?.step === p.step ? "step" : null,
        text: words.pointSentence(review, p, pointWords.get(p.step)), onclick: () => pickMove(p.step) })))
      : [el("li", { class: "muted", text: t(review.complete ? "review.no_points" : "review.points_pending") })]));
  }

  /** Each person's grades counted: a row per grade, a column per person graded (forced moves apart). */
  function showGrades() {
    const seats = words.gradedSeats(review);
    if (!seats.length) {
      gradesBox.replaceChildren(el("p", { class: "muted", text: t(review.complete ? "review.no_people" : "review.points_pending") }));
    } else {
      const row = (grade, extra = "") => el("tr", { class: extra },
        el("th", { scope: "row", text: t(`review.grade.${grade}`) }),
        ...seats.map((seat) => el("td", { text: String(review.grades[seat][grade] ?? 0) })));
      gradesBox.replaceChildren(el("table", { class: "review-grades" },
        el("caption", { class: "visually-hidden", text: t("review.grades") }),
        el("thead", {}, el("tr", {}, el("td", {}), ...seats.map((seat) => el("th", { scope: "col" }, table.seatBadge(seat), " ", seatName(seat))))),
        el("tbody", {}, ...GRADES.map((grade) => row(grade)), row("forced", "forced"))));
    }
    const method = { exact: "review.method_exact", solver: "review.method_solver", model: "review.method_model", search: "review.method_search" }[review.method]
      ?? "review.method_playouts";
    // Chances from the play of computer players take a person for a player of the family's usual
    // strength, or learn it from their moves where the engine says so (`learns`): said where a
    // person played (benchmarks/calibration.py --people --by-level).
    const people = record.setup.seats.some((seat) => seat.kind === "human");
    const strength = review.learns === true ? [t("review.help_learns")]
      : people && ["playouts", "search"].includes(review.method) ? [t("review.help_strength")] : [];
    // Where a search grades the decisions but the line comes from elsewhere (Keezen), say what grades them.
    const grader = review.graded_by === "search" && review.method !== "search" ? [t("review.grades_search")] : [];
    helpList.replaceChildren(...[...words.thresholdLines(review), t("review.help_points"), t("review.help_view"), t(method), ...grader, ...strength]
      .map((line) => el("li", { text: line })));
  }

  function showReview() {
    progress.value = review.analysed;
    progress.max = Math.max(1, review.plies);
    progressText.textContent = t("review.analysed", { analysed: review.analysed, plies: review.plies });
    progressBox.hidden = review.complete;
    chartTitle.textContent = t(words.solitaire(review) ? "review.chart_solvable" : "review.chart_win");
    sharedItem.hidden = sharedNote.hidden = !words.canShare(review);
    chart.update(review, plies);
    showPoints();
    showGrades();
    const skill = words.skillLine(review, levelName);
    luckBox.replaceChildren(...words.luckLines(review).map((line) => el("p", { text: line })),
      words.hadLuck(review) ? el("p", { class: "small muted", text: t("review.luck_help") }) : null,
      skill ? el("p", { class: "small", dataset: { review: "skill" }, text: skill }) : null);
    if (!wandered && review.complete && points().length && step !== points()[0].step) go(points()[0].step);
    else if (shown && !better.trying && stepSignature() !== described) {
      point();
      describe();
    }
  }

  /** What is known of this game's review: the longer of the one kept with the save (the background
   * analysis of a game as it is played) and the one found earlier in this visit. */
  const known = () => [found.get(cacheKey), record.review].filter(isReview)
    .reduce((best, next) => (!best || next.steps.length > best.steps.length ? next : best), null);

  /** Analyse in slices until the review is complete, going on from what is known. */
  async function analyse() {
    let answer = known();
    for (;;) {
      try {
        answer = await app.engine.call("review", { state: record.state, so_far: answer, budget_ms: SLICE_MS, ...samples() });
      } catch (error) {
        if (active) say(t("review.failed", { reason: errorText(error) }));
        return;
      }
      if (!active) return;
      found.set(cacheKey, answer);
      review = answer;
      showReview();
      if (answer.complete) return;
    }
  }

  function onKey(event) {
    const target = event.target;
    if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLCanvasElement || !step) return;
    const moves = { ArrowLeft: step - 1, ArrowRight: step + 1 };
    if (!(event.key in moves) || target.closest?.("details.move-list")) return;
    event.preventDefault();
    pickMove(moves[event.key]);
  }

  showWaiting();
  try {
    await app.engine.start(); // (again, where a phone's page let it go)
  } catch (error) {
    loading.textContent = t("engine.failed", { reason: errorText(error) });
    return null;
  }
  if (!active || !app.asked("review", params)) return null;
  const cached = known();
  const first = params.step ?? ((cached?.complete && turningPoints(cached)[0]?.step) || 1);
  await go(first);
  analyse();

  return {
    leave() {
      active = false;
      better.stop(true);
      relayout.disconnect();
      cancelAnimationFrame(placing);
      chart.destroy();
      table.destroy();
    },
    relabel() {
      active = false;
      app.show("review", { id: record.id, step });
    },
  };
}
