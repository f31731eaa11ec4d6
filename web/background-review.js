// The review of the game being played, analysed in the background: whenever a move has
// been saved, the analysis worker (web/analysis-client.js) goes on with the review of the saved game
// where it stopped (the engine's `review` with `so_far`), a few seconds a call, and the play screen
// keeps each answer with the save (`record.review`, written by save-commit.js's keepReview). Nothing
// of it is shown while the game is on; once it is over, the play screen shows how much is left, and
// if that is a lot, the rest is analysed with fewer playouts, so that the review is ready within
// about ten seconds of the result (`samplesFor`).
//
// The pure parts (which part of a review still fits a game, how many playouts the rest can afford)
// are exported for the unit tests (tests/js/background-review.test.mjs); no DOM is used here.

/** Playouts per question while the game is on: the review's own default. */
export const SAMPLES = 24;
/** One call's budget while the game is on (a step is never cut short: a call takes at least one). */
export const BUDGET_MS = 3000;
/** Once the game is over: shorter calls, so the progress bar moves at least once a second or so. */
export const FINISH_BUDGET_MS = 1000;
/** A finished game's review should be ready at most this long after the result is shown. */
export const FINISH_MS = 10000;
/** Of the time left, the share the estimate plans to use (the rest absorbs its error). */
const MARGIN = 0.75;
/** Playouts per question for a first call on a finished game when nothing has been measured yet. */
export const PROBE_SAMPLES = 4;
/** How many steps of the latest calls the cost estimate is taken from (late steps cost less: the
 * playouts from there are shorter). */
const RECENT_STEPS = 8;

/** A value's JSON with every object's keys in order, as the engine's history spells a move. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Whether a step of a review is of the move `entry` of a state's history (the move's compact JSON
 * with its keys in order, as the engine writes it; a move object in saves of the older form). */
function sameMove(step, entry) {
  if (!step || typeof step !== "object") return false;
  const move = canonical(step.move);
  if (move === entry) return true; // the usual case, without reading the history's text
  try {
    return move === canonical(typeof entry === "string" ? JSON.parse(entry) : entry);
  } catch {
    return false;
  }
}

/**
 * `review` as far as it is about the game whose moves are `history`: the review itself when all
 * its steps are moves of that game in order (it may be of fewer moves: the game went on), else a
 * copy with only the steps that are (after an undo, or another tab's moves), marked incomplete.
 * Null when there is no review or it is of another game.
 */
export function reviewFor(review, history) {
  if (!review || typeof review !== "object" || !Array.isArray(review.steps) || !Array.isArray(history)) return null;
  const steps = review.steps;
  let n = 0;
  while (n < steps.length && n < history.length && sameMove(steps[n], history[n])) n += 1;
  if (n === steps.length) {
    return review.complete && history.length !== steps.length ? { ...review, complete: false } : review;
  }
  if (n === 0 && !Array.isArray(review.start)) return null;
  return { ...review, steps: steps.slice(0, n), analysed: n, plies: history.length, complete: false,
           result: null, adjusted: null };
}

/** Of two reviews of one game (either may be null), the one further along. */
export function further(a, b) {
  if (!a || !b) return a || b || null;
  if (a.steps.length !== b.steps.length) return a.steps.length > b.steps.length ? a : b;
  return b.complete && !a.complete ? b : a;
}

/**
 * How many playouts per question the rest of a finished game's review can afford, so that it is
 * done in `timeLeftMs`: `remaining` steps at `msPerStepSample` (the recent cost of one step at one
 * playout per question; a step's cost grows about in proportion to its playouts). At most `most`,
 * at least 1 (a review late already finishes as fast as it can). Nothing measured yet: a probe.
 */
export function samplesFor({ remaining, msPerStepSample, timeLeftMs, most = SAMPLES }) {
  if (remaining <= 0) return most;
  if (!(msPerStepSample > 0)) return Math.min(most, PROBE_SAMPLES);
  const afford = Math.floor((Math.max(0, timeLeftMs) * MARGIN) / (remaining * msPerStepSample));
  return Math.max(1, Math.min(most, afford));
}

/** The recent cost of a step at one playout per question, from the latest calls' `{ ms, work }`
 * (work: steps × playouts per question); 0 when nothing was measured. */
export function costOf(calls) {
  let ms = 0;
  let work = 0;
  let steps = 0;
  for (let i = calls.length - 1; i >= 0 && steps < RECENT_STEPS; i -= 1) {
    ms += calls[i].ms;
    work += calls[i].work;
    steps += calls[i].steps;
  }
  return work > 0 ? ms / work : 0;
}

/**
 * The review kept up to date in the background.
 *
 * - `client.call("review", params)` resolves with `{ result, ms }` (the analysis worker);
 * - `engine`, the engine worker's client: while it works for a player (`busy`, and `onBusy(listener)`
 *   says when that changes), no call is started;
 * - `game()` is the game as saved now: `{ state, over, review }` (`review`: the save's own);
 * - `keep(review)` keeps an answer with the save (it fits the game's first moves at least);
 * - `onProgress({ analysed, plies, over, complete, samples })` after every answer;
 * - `onDone()` once a finished game's review is complete (the worker can go).
 *
 * `saved()` after every saved move (and once the screen is up) goes on with the work;
 * `pause(on, reason)` lets the call under way finish and starts no other while any reason holds
 * (the play screen's: "tab", another tab runs this game; "turn", while the game is on, nobody but a
 * person is waited for: a computer player's turn or a move being played; "hidden", the page is not
 * seen; and its own, "engine", see `engine` above). So the analysis takes the time the engine would
 * otherwise wait, a person's thinking, and leaves a device's cores to the game (and its battery
 * alone) the rest of the time. `stop()` for good.
 *
 * @param {object} options
 * @param {{call: (method: string, params: object) => Promise<{result: any, ms: number}>, start?: () => Promise<unknown>}} options.client
 * @param {{busy: boolean, onBusy: (listener: (busy: boolean) => void) => () => void}} options.engine
 * @param {() => {state: any, over: boolean, review: any}} options.game
 * @param {(review: object) => void} options.keep
 * @param {(progress: object) => void} [options.onProgress]
 * @param {() => void} [options.onDone]
 * @param {() => number} [options.now]
 */
export function createBackgroundReview({ client, engine, game, keep, onProgress = () => {}, onDone = () => {},
                                         now = () => performance.now() }) {
  let mine = null; // the latest answer of this screen
  let running = false;
  const pauses = new Set(); // the reasons it waits for (see above)
  let stopped = false;
  let failed = null;
  let dueAt = null; // once the game is over: when its review should be complete
  let lastSamples = SAMPLES;
  const calls = []; // { ms, work, steps } of the latest calls
  if (engine.busy) pauses.add("engine");
  const unwatch = engine.onBusy((busy) => control.pause(busy, "engine"));

  /** The review of the game as saved, as far as anyone got (this screen or the save). */
  function current() {
    const { state, over, review } = game();
    const history = state.history;
    return { state, over, history, review: further(reviewFor(mine, history), reviewFor(review, history)) };
  }

  function progressOf(review, over, plies) {
    const analysed = review ? review.steps.length : 0;
    return { analysed, plies, over, complete: Boolean(review && review.complete), samples: lastSamples, failed };
  }

  function plan(review, over, plies) {
    if (!over) {
      dueAt = null;
      return { samples: SAMPLES, budget: BUDGET_MS };
    }
    dueAt ??= now() + FINISH_MS;
    const remaining = plies - (review ? review.steps.length : 0) + (review && review.start ? 0 : 1);
    const samples = samplesFor({ remaining, msPerStepSample: costOf(calls), timeLeftMs: dueAt - now() });
    return { samples, budget: costOf(calls) > 0 ? FINISH_BUDGET_MS : 1 };
  }

  async function run() {
    if (running || pauses.size || stopped || failed) return;
    running = true;
    let done = false;
    try {
      for (;;) {
        await client.start?.(); // (the worker starts first: the call is then for the game as saved by then)
        if (pauses.size || stopped) break;
        const { state, over, history, review } = current();
        const plies = history.length;
        const analysed = review ? review.steps.length : 0;
        if (review && review.complete) {
          done = true;
          onProgress(progressOf(review, over, plies));
          break;
        }
        if (!over && review && review.start && analysed >= plies) break; // caught up with the game
        const { samples, budget } = plan(review, over, plies);
        lastSamples = samples;
        const asked = now();
        const { result, ms } = await client.call("review", { state, so_far: review, budget_ms: budget, samples });
        if (stopped) break;
        const steps = result.steps.length - analysed + (review && review.start ? 0 : 1);
        if (steps > 0) {
          calls.push({ ms: Number.isFinite(ms) ? ms : now() - asked, work: steps * samples, steps });
          if (calls.length > 50) calls.shift();
        }
        mine = result;
        keep(result);
        const after = current();
        onProgress(progressOf(after.review, after.over, after.history.length));
      }
    } catch (error) {
      if (!(error && error.code === "cancelled")) {
        failed = String((error && error.message) || error);
        console.info("the review stopped:", failed);
      }
    } finally {
      running = false;
    }
    if (done && !stopped) onDone();
  }

  const control = {
    saved() {
      if (game().over) dueAt ??= now() + FINISH_MS; // the result is being shown now
      else dueAt = null; // (taken back)
      run();
    },
    pause(on, reason = "tab") {
      if (on) pauses.add(reason);
      else if (pauses.delete(reason)) run();
    },
    stop() {
      stopped = true;
      unwatch();
    },
    /** The review as far as it goes for a game of these moves (for the next save), or null. */
    reviewFor(history) {
      return further(reviewFor(mine, history), reviewFor(game().review, history));
    },
    progress() {
      const { over, history, review } = current();
      return progressOf(review, over, history.length);
    },
    get running() {
      return running;
    },
  };
  return control;
}
