// Which table (renderer + texts) draws which game. A new game adds one line here. Tables load on
// demand, so the game box opens fast and one game's table can never break another's. Every table
// module exports `createTable(context)`, giving the Table written down in kit/table.js: the type
// of TABLES below holds every module to it (tests/test_js_static.py runs the checker).

/** @typedef {{createTable: (context: import("./kit/table.js").TableContext) => import("./kit/table.js").Table}} TableModule */

/** @type {Record<string, () => Promise<TableModule>>} */
export const TABLES = {
  goose: () => import("./goose/table.js"),
  gurke: () => import("./gurke/table.js"),
  // Gulek: the game of 2–6 and both solitaires share one board; the table follows view.game.
  gulek: () => import("./gulek/table.js"),
  gulek_solo: () => import("./gulek/table.js"),
  gulek_single: () => import("./gulek/table.js"),
  keezen: () => import("./keezen/table.js"),
  mixed_pickles: () => import("./mixed_pickles/table.js"),
  stamp_swap: () => import("./stamp_swap/table.js"),
};

/** The table module of a known game, or null when it could not be loaded (the reason is logged). */
export async function loadTable(game) {
  try {
    return await TABLES[game]();
  } catch (error) {
    console.error("the table could not be loaded", error);
    return null;
  }
}
