// Which table (renderer + texts) draws which game. A new game adds one line here. Tables load on
// demand, so the game box opens fast and one game's table can never break another's.

export const TABLES = {
  goose: () => import("./goose/table.js"),
  gurke: () => import("./gurke/table.js"),
  keezen: () => import("./keezen/table.js"),
};
