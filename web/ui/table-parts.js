// Parts the table screen and the replay screen show alike, drawn from a game's table module and
// the engine's view: the log's sentences for a move, the list of players, the finishing order.

import { el } from "../dom.js";
import { t } from "../i18n.js";

/** The sentences a move's events make in the log, in the game's own words. */
export function logLines(table, events, view) {
  const lines = [];
  for (const event of events) {
    const text = table.eventText(event, view, events);
    if (text) lines.push({ text, rule: event.rule ?? null });
  }
  const after = table.batchSummary(events, view);
  if (after) lines.push({ text: after, rule: null });
  return lines;
}

/**
 * One list item per seat: badge, name, computer player or not, and the game's status line; `extra(seat)`
 * adds what the screen shows besides for a person's seat (the play screen: the seat's phone).
 * @param {any} table @param {any} view @param {(seat: number) => Node[]} [extra]
 */
export function playerItems(table, view, extra = () => []) {
  // The player to move: a bar and bold type besides the tint (colour is never the only cue), and
  // aria-current for screen readers.
  return view.seats.map((seat, i) => el("li", { class: i === view.to_move ? "current" : "", "aria-current": i === view.to_move ? "true" : null },
    table.seatBadge(i),
    el("span", { class: "player-name", text: seat.name }),
    el("span", { class: "muted", text: seat.kind === "bot" ? ` (${t("setup.kind.bot")})` : "" }),
    el("span", { class: "player-status", text: table.seatStatus(view, i) }),
    ...(seat.kind === "human" ? extra(i) : [])));
}

/** The finishing order of a finished game. */
export function rankingList(view, seatName) {
  const outcome = view.outcome;
  const order = view.seats.map((seat, i) => i).sort((a, b) => outcome.ranks[a] - outcome.ranks[b]);
  return el("ol", { class: "ranking" }, order.map((i) => el("li", {},
    el("strong", { text: t("play.rank", { rank: outcome.ranks[i] }) }), " ", seatName(i),
    outcome.winners.includes(i) ? el("span", { class: "winner-mark", text: ` — ${t("play.winner")}` }) : null)));
}
