// Gulek: the words for moves, events, seats and the whole board (screen readers, the log, the move
// buttons), for the game of 2–6 players and the solitaires. All text goes through t(); pit numbers
// are 1-based (pit 0 of the engine is "pit 1"), as printed on the board.

import { seatCueKey, SEAT_SHAPES } from "../seats.js";
import { isSolo } from "./pose.js";
import { landingOf, nextPit, sowingOf } from "./preview.js";

export function createTexts({ t, seatName }) {
  const name = (seat) => seatName(seat);
  const pitNo = (i) => i + 1;
  const dirWord = (dir) => t(dir > 0 ? "gulek.dir.cw" : "gulek.dir.ccw");
  const count = (n, one, many, args = {}) => t(n === 1 ? one : many, { n, ...args });
  const list = (items) => items.join(", ");

  // --- balls in words ---------------------------------------------------------------------------
  /** "blue square": one ball of `seat`. */
  const ballName = (seat) => {
    const cue = seatCueKey(seat);
    return t("gulek.words.ball", { color: t(cue.color), shape: t(cue.shape) });
  };
  /** "2 blue squares" / "1 blue square". */
  const ballsOf = (seat, n) => {
    const cue = seatCueKey(seat);
    const shape = SEAT_SHAPES[seat % SEAT_SHAPES.length];
    return n === 1 ? t("gulek.words.balls_one", { color: t(cue.color), shape: t(cue.shape) })
      : t("gulek.words.balls", { n, color: t(cue.color), shapes: t(`gulek.shapes.${shape}`) });
  };
  /** "2 orange circles, 1 blue square" for counts per seat (null when there are none). */
  const contents = (counts) => {
    const parts = (counts ?? []).map((n, s) => (n ? ballsOf(s, n) : null)).filter(Boolean);
    return parts.length ? list(parts) : null;
  };
  const sum = (counts) => (counts ?? []).reduce((a, c) => a + c, 0);
  const ballCount = (n) => count(n, "gulek.words.ball_count_one", "gulek.words.ball_count");

  /** The words for one pit, for the text view and the pit buttons. */
  function pitContents(view, i) {
    if (isSolo(view)) return ballCount(view.board?.[i] ?? 0);
    return contents(view.pits?.[i]) ?? t("gulek.words.empty");
  }

  // --- moves ---------------------------------------------------------------------------------------
  // A move's words are `gulek.move.<kind>`, by the kind of move the engine names, with what
  // the view adds (where a sowing ends, what it captures); a variant of the key where the view
  // changes the sentence, and `<kind>_button` for the short words on the move's own button.
  function sowText(move, view) {
    const p = sowingOf(view, move.pit, move.dir);
    if (!p) return t("gulek.move.sow", { pit: pitNo(move.pit), dir: dirWord(move.dir), balls: "?", landing: "?" });
    if (isSolo(view)) {
      const args = { pit: pitNo(move.pit), dir: dirWord(move.dir), balls: p.balls, landing: pitNo(landingOf(p)), holds: p.holds,
        relays: list(p.relays.map(pitNo)) };
      const text = t(p.relays.length ? "gulek.move.sow_solo_relay" : "gulek.move.sow_solo", args);
      return p.holds === 2 ? text + t("gulek.move.sow_pair") : text;
    }
    const text = t("gulek.move.sow", { pit: pitNo(move.pit), dir: dirWord(move.dir), balls: p.balls, landing: pitNo(landingOf(p)) });
    if (!p.captures) return text + t("gulek.move.sow_captures_none");
    return text + count(p.captures, "gulek.move.sow_captures_one", "gulek.move.sow_captures");
  }

  /** A legal move as a sentence: the move list, the hint, the accessible name of its button. */
  function moveText(move, view) {
    const pit = move.pit === undefined ? undefined : pitNo(move.pit);
    switch (move.kind) {
      case "place":
        return (view?.per_turn ?? 1) > 1
          ? t("gulek.move.place_of", { pit, k: (view.placed ?? 0) + 1, per: view.per_turn })
          : t("gulek.move.place", { pit });
      case "sow": return sowText(move, view);
      case "drop": {
        const next = nextPit(view);
        return t("gulek.move.drop", { ball: ballName(move.ball), pit: next === null ? "?" : pitNo(next) });
      }
      case "suggested":
        return t("gulek.move.suggested", { order: list((view?.suggested ?? []).map(ballName)) });
      case "park": return t("gulek.move.park", { pit });
      case "return": return t(view?.phase === "return" ? "gulek.move.return_more" : "gulek.move.return", { pit });
      case "remove": return t("gulek.move.remove", { pit });
      case "done":
        if (isSolo(view)) return t((view?.pairs ?? []).length === 1 ? "gulek.move.done_pair" : "gulek.move.done_pairs");
        return t(view?.phase === "return" ? "gulek.move.done_return" : "gulek.move.done");
      default: return String(move.kind);
    }
  }

  /** The short words on a move's own button beside the board (its sentence is the button's name). */
  function moveButton(move, view) {
    const pit = move.pit === undefined ? undefined : pitNo(move.pit);
    switch (move.kind) {
      case "sow": {
        const landing = pitNo(landingOf(sowingOf(view, move.pit, move.dir)) ?? move.pit);
        return t(move.dir > 0 ? "gulek.move.sow_button_cw" : "gulek.move.sow_button_ccw", { landing });
      }
      case "drop": return ballName(move.ball);
      case "suggested": return t("gulek.move.suggested_button");
      case "park": return t("gulek.move.park_button", { pit });
      case "return": return t("gulek.move.return_button", { pit });
      case "remove": return t("gulek.move.remove_button", { pit });
      case "done":
        if (isSolo(view)) return t((view?.pairs ?? []).length === 1 ? "gulek.move.done_button_pair" : "gulek.move.done_button_pairs");
        return t(view?.phase === "return" ? "gulek.move.done_button_return" : "gulek.move.done_button");
      default: return moveText(move, view);
    }
  }

  // --- events (the log) -------------------------------------------------------------------------------
  /** The winners in words: `one` names a single winner, `many` several. */
  function winnersText(winners, one, many) {
    const w = winners ?? [];
    if (w.length === 1) return t(one, { name: name(w[0]) });
    if (w.length > 1) return t(many, { names: list(w.map(name)) });
    return null;
  }

  /** The balls of a sowing in one line: the drop events just before `index` in the batch. */
  function dropsLine(batch, index) {
    const drops = [];
    for (let i = index - 1; i >= 0 && batch[i].type === "drop"; i--) drops.unshift(batch[i]);
    if (!drops.length) return null;
    return t("gulek.event.drops", { list: list(drops.map((d) => t("gulek.event.drop_item", { pit: pitNo(d.pit), ball: ballName(d.ball) }))) });
  }

  /** An event in words; the drops before it (in the same batch) are told in one line with it. */
  function eventText(event, view, batch = []) {
    if (event.type === "drop") return null;
    const text = eventWords(event);
    const before = dropsLine(batch, batch.indexOf(event));
    return before && text ? `${before} ${text}` : before ?? text;
  }

  function eventWords(event) {
    const who = event.seat === undefined ? "" : name(event.seat);
    const pit = event.pit === undefined ? undefined : pitNo(event.pit);
    switch (event.type) {
      case "place": return t("gulek.event.place", { name: who, pit });
      case "take":
        return t("gulek.event.take", { name: who, pit, n: sum(event.balls), dir: dirWord(event.dir) });
      case "capture":
        return t("gulek.event.capture", { name: who, pit, balls: contents(event.balls) ?? "0" });
      case "park": return t("gulek.event.park", { name: who, pit });
      case "return": return t("gulek.event.return", { name: who, pit });
      case "wait": return t("gulek.event.wait", { name: who });
      case "out": return t(event.reason === "stuck" ? "gulek.event.out_stuck" : "gulek.event.out_captured", { name: who });
      case "play_begins": return t("gulek.event.play_begins");
      case "sow": {
        const path = event.path ?? [];
        const args = { pit, dir: dirWord(event.dir), landing: path.length ? pitNo(path[path.length - 1]) : pit,
          relays: list((event.relays ?? []).map(pitNo)) };
        return t((event.relays ?? []).length ? "gulek.event.sow_relay" : "gulek.event.sow", args);
      }
      case "remove": return t("gulek.event.remove", { pit });
      case "game_over": {
        if (event.cleared !== undefined) {
          return event.cleared ? t("gulek.event.cleared") : count(event.left ?? 0, "gulek.event.left_one", "gulek.event.left");
        }
        const reason = t(`gulek.event.reason.${event.reason ?? "nobody_can_move"}`);
        if (event.draw) return `${t("gulek.event.draw")} ${reason}`;
        return `${reason} ${winnersText(event.winners, "gulek.event.win", "gulek.event.win_many") ?? t("gulek.event.over")}`;
      }
      default: return null;
    }
  }

  /** Short words over the board while an event plays (or null: no banner). */
  function bannerText(event) {
    switch (event.type) {
      case "wait": return t("gulek.banner.wait", { name: name(event.seat) });
      case "out": return t("gulek.banner.out", { name: name(event.seat) });
      case "play_begins": return t("gulek.banner.play_begins");
      case "game_over":
        if (event.cleared !== undefined) {
          return event.cleared ? t("gulek.banner.cleared") : count(event.left ?? 0, "gulek.banner.left_one", "gulek.banner.left");
        }
        if (event.draw) return t("gulek.banner.draw");
        return winnersText(event.winners, "gulek.banner.win", "gulek.banner.win_many") ?? t("gulek.banner.over");
      default: return null;
    }
  }

  /** The balls of a sowing in one line; a warning when the no-capture clock runs low. */
  function batchSummary(events, view) {
    const lines = [];
    const drops = dropsLine(events, events.length); // a sowing that stopped at a choice of colour
    if (drops) lines.push(drops);
    if (!isSolo(view) && view && !view.over && view.phase === "move" && view.quiet_limit
      && view.quiet_limit - view.quiet <= (view.players ?? 2) && events.some((e) => e.type !== "drop")) {
      lines.push(t("gulek.event.clock", { quiet: view.quiet, limit: view.quiet_limit }));
    }
    return lines.length ? lines.join(" ") : null;
  }

  // --- seats ---------------------------------------------------------------------------------------------
  /** Can `seat` act when its turn comes (a pit to sow, or a pair to bring back)? For the status only. */
  function canAct(view, seat) {
    const pits = view.pits ?? [];
    if (pits.some((p) => p[seat] > 0 && sum(p) >= 2)) return true;
    return (view.ring?.[seat] ?? 0) > 0 && pits.some((p) => !sum(p));
  }

  function seatStatus(view, seat) {
    if (isSolo(view)) {
      return t("gulek.status.solo", { balls: view.balls ?? 0, sown: view.sown ?? 0, removed: view.removed ?? 0 });
    }
    if ((view.out ?? []).includes(seat)) return t("gulek.status.out");
    const parts = [count(view.balls?.[seat] ?? 0, "gulek.status.balls_one", "gulek.status.balls")];
    if (view.ring?.[seat]) parts.push(count(view.ring[seat], "gulek.status.pairs_one", "gulek.status.pairs"));
    if (view.phase === "place" && view.supply?.[seat]) parts.push(t("gulek.status.to_place", { n: view.supply[seat] }));
    if (view.phase === "order" && view.to_move === seat) parts.push(t("gulek.status.sowing"));
    else if (!view.over && view.phase !== "place" && !canAct(view, seat)) parts.push(t("gulek.status.waiting"));
    return parts.join(" · ");
  }

  function rulesText(view) {
    const r = view.rules ?? {};
    const parts = [];
    if (r.relay) parts.push(t("gulek.info.relay"));
    if (r.pairs_must_go) parts.push(t("gulek.info.pairs_must_go"));
    if (r.not_into_empty) parts.push(t("gulek.info.not_into_empty"));
    return parts.length ? list(parts) : t("gulek.info.basic");
  }

  // --- the board in words ----------------------------------------------------------------------------
  function describePits(view, lines) {
    const empty = [];
    for (let i = 0; i < 15; i++) {
      const n = isSolo(view) ? view.board?.[i] ?? 0 : sum(view.pits?.[i]);
      if (!n) empty.push(pitNo(i));
      else lines.push(t("gulek.describe.pit", { pit: pitNo(i), contents: pitContents(view, i) }));
    }
    lines.push(empty.length ? t("gulek.describe.empty", { pits: list(empty) }) : t("gulek.describe.no_empty"));
  }

  function describeSolo(view) {
    const lines = [t("gulek.describe.solo", { balls: view.balls ?? 0, sown: view.sown ?? 0, removed: view.removed ?? 0, rules: rulesText(view) })];
    describePits(view, lines);
    if (view.over) lines.push(view.cleared ? t("gulek.event.cleared") : count(view.balls ?? 0, "gulek.event.left_one", "gulek.event.left"));
    else if (view.phase === "remove") lines.push(t("gulek.describe.solo_remove", { pits: list((view.pairs ?? []).map(pitNo)) }));
    else lines.push(t("gulek.describe.solo_sow"));
    return lines;
  }

  function describe(view) {
    if (isSolo(view)) return describeSolo(view);
    const lines = [];
    const n = view.players ?? 0;
    for (let s = 0; s < n; s++) {
      const cue = seatCueKey(s);
      lines.push(t("gulek.describe.player", { name: name(s), color: t(cue.color),
        shapes: t(`gulek.shapes.${SEAT_SHAPES[s % SEAT_SHAPES.length]}`), status: seatStatus(view, s) }));
    }
    if (view.phase === "place") lines.push(t("gulek.describe.phase_place", { per: view.per_turn ?? 1 }));
    else if (!view.over) lines.push(t("gulek.describe.phase_play", { quiet: view.quiet ?? 0, limit: view.quiet_limit ?? 0 }));
    describePits(view, lines);
    const centre = contents(view.centre);
    lines.push(centre ? t("gulek.describe.centre", { contents: centre }) : t("gulek.describe.centre_empty"));
    const parked = (view.ring ?? []).map((k, s) => (k ? t("gulek.describe.parked_item", { name: name(s), n: k }) : null)).filter(Boolean);
    lines.push(parked.length ? t("gulek.describe.parked", { list: list(parked) }) : t("gulek.describe.parked_none"));
    if (view.over) {
      lines.push(...resultLines(view));
      return lines;
    }
    const who = name(view.to_move);
    if (view.phase === "order" && view.sowing) {
      const s = view.sowing;
      lines.push(t("gulek.describe.hand", { name: who, pit: pitNo(s.pit), dir: dirWord(s.dir), contents: contents(view.hand) ?? "0",
        next: pitNo(nextPit(view)) }));
      lines.push(t("gulek.describe.suggested", { order: list((view.suggested ?? []).map(ballName)) }));
    }
    const turn = {
      place: "gulek.describe.turn_place", order: "gulek.describe.turn_order", park: "gulek.describe.turn_park",
      return: "gulek.describe.turn_return",
    }[view.phase] ?? ((view.ring?.[view.to_move] ?? 0) ? "gulek.describe.turn_move_return" : "gulek.describe.turn_move");
    lines.push(t(turn, { name: who }));
    return lines;
  }

  /** The result, one line per player, best first (or the solitaire's end). */
  function resultLines(view) {
    if (isSolo(view)) {
      return [view.cleared ? t("gulek.result.cleared") : count(view.balls ?? 0, "gulek.result.left_one", "gulek.result.left"),
        t("gulek.result.solo_stats", { sown: view.sown ?? 0, removed: view.removed ?? 0 })];
    }
    const outcome = view.outcome;
    if (!outcome) return [];
    const lines = [];
    if (outcome.draw) lines.push(t("gulek.result.draw", { limit: view.quiet_limit ?? 0 }));
    const order = outcome.ranks.map((r, s) => s).sort((a, b) => outcome.ranks[a] - outcome.ranks[b] || a - b);
    for (const s of order) {
      const out = (view.out ?? []).includes(s);
      lines.push(t(out ? "gulek.result.line_out" : "gulek.result.line", {
        rank: outcome.ranks[s], name: name(s), balls: ballCount(outcome.scores?.[s] ?? 0) }));
    }
    return lines;
  }

  return { moveText, moveButton, eventText, batchSummary, seatStatus, describe, bannerText, resultLines, ballName, ballsOf,
    pitContents, dirWord, pitNo, rulesText, count };
}
