// The review of the game being played, analysed in the background: whenever a move has
// been saved, the analysis worker (web/analysis-client.js) goes on with the review of the saved game
// where it stopped (the engine's `review` with `so_far`), a few seconds a call, and the play screen
// keeps each answer with the save (`record.review`, written by save-commit.js's keepReview). Nothing
// of it is shown while the game is on; once it is over, the play screen shows how much is left while
// the rest is analysed. Every step is analysed with the same playouts, the review's own number: the
// line's chances, the grades and the luck are measured and calibrated at that number, and a step
// done with one or two playouts would jump to 0 or 100 % and name its noise as a turning point.
//
// The pure parts (which part of a review still fits a game) are exported for the unit tests
// (tests/js/background-review.test.mjs); no DOM is used here.

/** Playouts per question: the review's own default, in every call. */
export const SAMPLES = 24;
/** One call's budget while the game is on (a step is never cut short: a call takes at least one). */
export const BUDGET_MS = 3000;
/** Once the game is over: shorter calls, so the progress bar moves with every step or two. */
export const FINISH_BUDGET_MS = 1000;

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
 * The review kept up to date in the background.
 *
 * - `client.call("review", params)` resolves with `{ result, ms }` (the analysis worker);
 * - `engine`, the engine worker's client: while it works for a player (`busy`, and `onBusy(listener)`
 *   says when that changes), no call is started;
 * - `game()` is the game as saved now: `{ state, over, review }` (`review`: the save's own);
 * - `keep(review)` keeps an answer with the save (it fits the game's first moves at least);
 * - `onProgress({ analysed, plies, over, complete })` after every answer;
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
 */
export function createBackgroundReview({ client, engine, game, keep, onProgress = () => {}, onDone = () => {} }) {
  let mine = null; // the latest answer of this screen
  let running = false;
  const pauses = new Set(); // the reasons it waits for (see above)
  let stopped = false;
  let failed = null;
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
    return { analysed, plies, over, complete: Boolean(review && review.complete), failed };
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
        const budget = over ? FINISH_BUDGET_MS : BUDGET_MS;
        const { result } = await client.call("review", { state, so_far: review, budget_ms: budget, samples: SAMPLES });
        if (stopped) break;
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
