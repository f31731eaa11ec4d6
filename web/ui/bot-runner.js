// The computer players' timer: after a pause that follows the chosen speed, the engine is asked for
// the move of the computer player to move, on the state it was asked about, and the answer is handed
// on to be played there. A cancel (an undo, another tab's move, leaving the screen, a new game) drops
// both the pause under way and a question the engine has not answered yet: a computer player's
// decision belongs to the state it was asked for and is never played on another.
//
// No DOM here: the play session (play-session.js) decides when a computer player is to move, and the
// timers are handed in, so that both run under Node's test runner with stand-ins. From a turn's
// scheduling until its move is played or dropped, the page is not idle (idle.js).

import { hold } from "../idle.js";

/** The speeds of the computer players and of the table's animations, as the play screen offers them
 * (a factor on the pause and on the animations' length; instant: no pause, no animation). */
export const SPEEDS = { slow: 0.5, normal: 1, fast: 2, faster: 4, instant: Infinity };

/** The computer player's pause before it moves, at normal speed. */
export const BOT_PAUSE_MS = 900;

/** The pause before a computer player moves at `speed` (a key of SPEEDS). */
export function pauseFor(speed) {
  const factor = SPEEDS[speed] ?? SPEEDS.normal;
  return Number.isFinite(factor) ? BOT_PAUSE_MS / factor : 0;
}

/**
 * @param {object} options
 * @param {{call: Function}} options.engine  the engine client (`bot_move`)
 * @param {() => number} options.pauseMs  the pause before the next computer player moves
 * @param {(move: object, seat: number, state: object) => Promise<void>} options.play  plays the
 *   computer player's move for `seat`, decided on `state`
 * @param {(error: Error, state: object) => void} options.failed  the engine gave no move
 * @param {{setTimeout: Function, clearTimeout: Function}} [options.timers]
 */
export function createBotRunner({ engine, pauseMs, play, failed, timers = globalThis }) {
  let timer = null;
  let turn = 0; // the number of the latest turn scheduled: a cancel moves it on, dropping older ones
  let release = () => {}; // the page is not idle from a turn's scheduling until its move is played or dropped

  function cancel() {
    turn += 1;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    release();
  }

  return {
    /** After the pause, ask for the move of the computer player at `seat` (of strength `level`) on
     * `state`, and play it there, unless the turn was cancelled meanwhile. */
    schedule({ seat, state, level }) {
      cancel();
      const mine = turn;
      const done = hold("bot");
      release = done;
      timer = timers.setTimeout(async () => {
        timer = null;
        let move;
        try {
          ({ move } = await engine.call("bot_move", { state, seat, level, budget_ms: 1000 }));
        } catch (error) {
          if (mine === turn) failed(error, state);
          done();
          return;
        }
        try {
          if (mine === turn) await play(move, seat, state);
        } finally {
          done();
        }
      }, pauseMs());
    },
    cancel,
  };
}
