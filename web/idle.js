// Whether the page is still: no engine call in flight, no animation running, no computer player's
// move waiting for its turn. The root element carries `data-idle="true"` exactly while nothing is
// under way, so that whatever must wait for the page to settle (the page tests, a screenshot) waits
// on that signal rather than on the clock.

const under = new Map(); // what is under way -> how many of it

function mark() {
  if (typeof document === "undefined") return; // under node (the unit tests): nothing to mark
  document.documentElement.dataset.idle = String(under.size === 0);
  document.documentElement.dataset.underWay = [...under.keys()].join(" "); // what a waiting test names
}

/** Something of `what` is under way until the function returned is called (once; later calls do nothing). */
export function hold(what) {
  under.set(what, (under.get(what) ?? 0) + 1);
  mark();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = under.get(what) - 1;
    if (left > 0) under.set(what, left);
    else under.delete(what);
    mark();
  };
}

/** What is under way now (for a test's message), e.g. ["engine", "animation"]. */
export function underWay() {
  return [...under.keys()];
}

mark();
