// One animation at a time per board: starting a new one (or drawing) finishes the old one at once
// on its final view, and every animation's promise resolves exactly once.

/** Whether an animation at `speed` is skipped (instant speed). Reduced motion plays it quicker
 * instead (the table shell's motionSpeed). */
export function isInstant(speed) {
  return !(speed > 0) || !Number.isFinite(speed);
}

export function createRunner(settle) {
  let running = null;

  function complete(animation) {
    if (animation.finished) return;
    animation.finished = animation.cancelled = true;
    if (running === animation) running = null;
    settle(animation.finalView);
    animation.resolve();
  }

  function finish() {
    if (running) complete(running);
  }

  /** Play `play(cancelled)` towards `finalView`, or settle at once when `instant`. */
  function run(finalView, instant, play) {
    finish();
    const current = { cancelled: false, finished: false, finalView, resolve: null };
    const done = new Promise((resolve) => { current.resolve = resolve; });
    running = current;
    if (instant) complete(current);
    else {
      play(() => current.cancelled)
        .catch((err) => console.error("animation failed", err))
        .finally(() => complete(current));
    }
    return done;
  }

  return { run, finish, busy: () => running !== null };
}
