// A series of matches at the same table: "Play again" keeps the seats and whatever the rules carry
// over to the next match (in Gurke, the last winner deals first), and the save keeps the running
// tally of matches won and points owed. The engine works all of it out (`next_match`); this module
// asks and shows the answer.

import { EngineError } from "../engine-client.js";
import { el } from "../dom.js";

/**
 * What the next match of a finished one starts with: `{game, players, options, seats, tally}`, the
 * tally counting this match. A tally that no longer fits (an imported or damaged save) starts the
 * series afresh instead of stopping the players.
 */
export async function nextMatch(engine, record) {
  try {
    return await engine.call("next_match", { state: record.state, tally: record.tally ?? undefined });
  } catch (error) {
    if (!(error instanceof EngineError) || error.code !== "bad_request" || !record.tally) throw error;
    console.info("the series starts afresh:", error.message);
    return engine.call("next_match", { state: record.state });
  }
}

/** The tally as a small table (matches won, and points owed where the rules have them). */
export function seriesTable(tally, seatName, t) {
  const owed = Array.isArray(tally.owed);
  const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");
  return el("table", { class: "series-table" },
    el("caption", { text: t(tally.matches === 1 ? "play.series_one" : "play.series", { count: tally.matches }) }),
    el("thead", {}, el("tr", {},
      el("th", { scope: "col", text: t("play.players") }),
      el("th", { scope: "col", text: t("play.series_won") }),
      owed ? el("th", { scope: "col", text: t("play.series_owed") }) : null)),
    el("tbody", {}, tally.won.map((won, seat) => el("tr", {},
      el("th", { scope: "row", text: seatName(seat) }),
      el("td", { text: String(won) }),
      owed ? el("td", { text: signed(tally.owed[seat]) }) : null))));
}
