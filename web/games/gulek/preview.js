// Gulek: what a sowing would do, for the words and marks that come with a legal move (the pits its
// balls go into, where the last one lands, what it captures, where a relay goes on). The engine
// works this out, ring and all; the table only looks it up.

/**
 * What sowing `pit` in `dir` would do, as the engine tells it in the view (`view.sowings`): the
 * balls, the pits they go into (`path`, the last ball's pit last), and what it captures (game of
 * 2–6, with the suggested order) or what that pit then holds and the pits a relay took up
 * (solitaires).
 */
export function sowingOf(view, pit, dir) {
  return (view?.sowings ?? []).find((s) => s.pit === pit && s.dir === dir) ?? null;
}

/** The pit the last ball of a sowing (an entry of `view.sowings`) lands in, or null. */
export function landingOf(sowing) {
  return sowing?.path?.at(-1) ?? null;
}

/** The pit the next ball of the sowing on its way goes into (`view.sowing.path`), or null. */
export function nextPit(view) {
  return view?.sowing?.path?.[0] ?? null;
}
