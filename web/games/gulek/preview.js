// Gulek: what a sowing would do, for the words and marks that come with a legal move (where the
// last ball lands, what it captures, where a relay goes on). The engine works this out; the table
// only looks it up.

import { mod } from "./geometry.js";

/**
 * What sowing `pit` in `dir` would do, as the engine tells it in the view (`view.sowings`): the
 * balls, the pit of the last ball, and what it captures (game of 2–6, with the suggested order) or
 * what that pit then holds and the pits a relay took up (solitaires).
 */
export function sowingOf(view, pit, dir) {
  return (view.sowings ?? []).find((s) => s.pit === pit && s.dir === dir) ?? null;
}

/** The pits the rest of a sowing goes into, one per ball of `order`: after `at`, in `dir`. */
export function dropPits(at, dir, count) {
  return Array.from({ length: count }, (_, k) => mod(at + (k + 1) * dir));
}
