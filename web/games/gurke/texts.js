// Gurke: the words for moves, events, seats and the whole table (the log, the move list, the board
// description for screen readers). All text goes through t(); the cards are named in words here
// and drawn as symbols by cards.js.

import { seatCueKey } from "../seats.js";
import { cardWords, isJoker, isTopCard } from "./cards.js";

export function createTexts({ t, seatName }) {
  const name = (seat) => seatName(seat);
  const words = cardWords(t);
  const cardName = words.name;
  const cardList = (cards) => words.list(cards);
  const names = (seats) => {
    const list = (seats ?? []).map(name);
    if (list.length <= 1) return list.join("");
    return t("gurke.words.and", { first: list.slice(0, -1).join(", "), last: list[list.length - 1] });
  };
  const count = (n, one, many, args = {}) => t(n === 1 ? one : many, { n, ...args });

  /** The cards a follower has to reach, as ranks (suits never matter) or as the special card itself. */
  function targetText(cards, options, spoken) {
    const list = (cards ?? []).map((card) => {
      if (isJoker(card) || isTopCard(card, options)) return spoken ? cardName(card) : words.short(card);
      return spoken ? words.rankWord(card) : words.rankLabel(card);
    });
    return list.join(spoken ? t("gurke.words.set_join_spoken") : " + ");
  }

  /** Why the offered cards are the legal ones (view.reason), for the line under the hand. */
  function reasonText(view, spoken = false) {
    const reason = view?.reason;
    if (!reason || typeof reason.key !== "string" || !reason.key.startsWith("gurke.reason.")) return "";
    const args = reason.args ?? {};
    const several = (args.target ?? []).length > 1;
    return t(reason.key, {
      target: targetText(args.target, view.options, spoken),
      previous: targetText(args.previous, view.options, spoken),
      lowest: t(several ? "gurke.words.lowest_cards" : "gurke.words.lowest_card"),
    });
  }

  /** The line that explains a decision before the tricks (the ask of the seat to move). */
  function askText(view) {
    const seat = view.to_move;
    switch (view.phase) {
      case "buy_back":
        return t(view.options?.buy_back === "stake" ? "gurke.ask.buy_back_stake" : "gurke.ask.buy_back");
      case "rassi":
        if (view.ask === "free") return t("gurke.ask.free");
        return t((view.doubles?.[seat] ?? 0) > 0 ? "gurke.ask.double_again" : "gurke.ask.double");
      case "kontra":
        return t("gurke.ask.kontra");
      case "exchange": {
        const n = view.exchange_n;
        const picked = view.chosen?.length ?? 0;
        let text;
        if (n === null || n === undefined) {
          text = t("gurke.ask.exchange_first");
          const keep = view.options?.exchange_keep ?? 0;
          if (keep) text += ` ${count(keep, "gurke.ask.exchange_keep_one", "gurke.ask.exchange_keep")}`;
        }
        else if (view.options?.exchange_others === "at_most") text = count(n, "gurke.ask.exchange_at_most_one", "gurke.ask.exchange_at_most");
        else text = count(n, "gurke.ask.exchange_same_one", "gurke.ask.exchange_same");
        if (picked) text += ` ${count(picked, "gurke.ask.picked_one", "gurke.ask.picked")}`;
        return text;
      }
      default:
        return "";
    }
  }

  // A move's words are `gurke.move.<kind>`, by the kind of move the engine names, with the
  // cards in words; a variant of the key where the view changes the sentence (a card added to
  // those picked, a new hand asked for by doubling), and `<kind>_button` for the short words on a
  // button beside the cards it concerns.
  /** A legal move as a sentence: the move list, the hint, the accessible name of its card or button. */
  function moveText(move, view) {
    const chosen = view?.chosen ?? [];
    switch (move.kind) {
      case "card":
        return t(chosen.length ? "gurke.move.card_add" : "gurke.move.card", { card: cardName(move.card) });
      case "done":
        return t("gurke.move.done", { cards: cardList(chosen) });
      case "take_back":
        return t("gurke.move.take_back");
      case "exchange":
        return t("gurke.move.exchange", { card: cardName(move.card) });
      case "exchange_done":
        return chosen.length ? count(chosen.length, "gurke.move.exchange_done_one", "gurke.move.exchange_done", { cards: cardList(chosen) })
          : t("gurke.move.exchange_done_none");
      case "redeal":
        return t(view?.ask === "double" ? "gurke.move.redeal_double" : "gurke.move.redeal");
      case "keep":
        return t(view?.ask === "double" ? "gurke.move.keep_no_double" : "gurke.move.keep");
      case "kontra": return t("gurke.move.kontra");
      case "pass": return t("gurke.move.pass");
      case "buy_back": return t("gurke.move.buy_back");
      case "stay_out": return t("gurke.move.stay_out");
      default: return String(move.kind);
    }
  }

  /** The words on a move's button: short where the cards it concerns are on screen, else its sentence. */
  function moveButton(move, view) {
    const picked = view?.chosen?.length ?? 0;
    switch (move.kind) {
      case "done": return t("gurke.move.done_button");
      case "take_back": return t("gurke.move.take_back_button");
      case "exchange_done":
        return picked ? count(picked, "gurke.move.exchange_done_button_one", "gurke.move.exchange_done_button") : moveText(move, view);
      default: return moveText(move, view);
    }
  }

  function eventText(event) {
    const who = name(event.seat);
    switch (event.type) {
      case "deal": {
        const text = count(event.hand_size, "gurke.event.deal_one", "gurke.event.deal", { deal: event.deal, name: name(event.dealer) });
        const shown = event.shown ?? [];
        return shown.length ? `${text} ${count(shown.length, "gurke.event.shown_one", "gurke.event.shown")}` : text;
      }
      case "rassi":
        if (event.ask === "free") return t(event.yes ? "gurke.event.free_yes" : "gurke.event.free_no", { name: who });
        return t(event.yes ? "gurke.event.double_yes" : "gurke.event.double_no", { name: who });
      case "kontra": return t("gurke.event.kontra", { name: who });
      case "pass": return t("gurke.event.pass", { name: who });
      case "exchange":
        return event.count ? count(event.count, "gurke.event.exchange_one", "gurke.event.exchange", { name: who })
          : t("gurke.event.exchange_none", { name: who });
      case "buy_back": return t("gurke.event.buy_back", { name: who, score: event.score });
      case "stay_out": return t("gurke.event.stay_out", { name: who });
      case "play":
        return t(event.lowest ? "gurke.event.play_lowest" : "gurke.event.play", { name: who, cards: cardList(event.cards) });
      case "trick":
        return t(event.last ? "gurke.event.trick_last" : "gurke.event.trick", { name: name(event.winner) });
      case "penalty":
        return count(event.points, "gurke.event.penalty_one", "gurke.event.penalty", { name: who, card: cardName(event.card) });
      case "bonus":
        return count(event.points, "gurke.event.bonus_one", "gurke.event.bonus", { name: who });
      case "pickle": return t("gurke.event.pickle", { name: who, score: event.score });
      case "out": return t("gurke.event.out", { name: who });
      case "restart": return t("gurke.event.restart", { name: who });
      case "in_front": return t("gurke.event.in_front", { name: who, card: cardName(event.card) });
      case "back_in": return t("gurke.event.back_in", { name: who, cards: cardList(event.cards) });
      case "game_over": {
        const w = event.winners ?? [];
        if (w.length === 1) return t("gurke.event.wins", { name: name(w[0]) });
        if (w.length > 1) return t("gurke.event.win_together", { names: names(w) });
        return t("gurke.event.game_over");
      }
      default:
        return null;
    }
  }

  /** After a deal is scored: every player's score, in one line. */
  function batchSummary(events, view) {
    if (!events.some((e) => e && e.type === "penalty") || !Array.isArray(view?.scores)) return null;
    const parts = view.scores.map((score, seat) => t("gurke.summary.entry", { name: name(seat), score }));
    return t("gurke.summary.scores", { scores: parts.join(", ") });
  }

  function seatStatus(view, seat) {
    const parts = [count(view.scores?.[seat] ?? 0, "gurke.status.points_one", "gurke.status.points")];
    if (view.pickles?.[seat]) parts.push(t("gurke.status.pickle"));
    if (view.winners?.includes(seat)) parts.push(t("gurke.status.winner"));
    else if (view.out?.[seat]) parts.push(t("gurke.status.out"));
    else parts.push(count(view.hand_counts?.[seat] ?? 0, "gurke.status.cards_one", "gurke.status.cards"));
    return parts.join(" · ");
  }

  /** The plays of one seat this deal, one entry per trick (the current one last). */
  function playsOf(view, seat) {
    const result = [];
    for (const trick of [...(view.tricks ?? []), view.trick ?? []]) {
      const play = trick.find(([s]) => s === seat);
      if (play) result.push(play[1]);
    }
    return result;
  }

  function describe(view) {
    const lines = [];
    const players = view.players ?? view.scores?.length ?? 0;
    if (view.deal) {
      lines.push(count(view.hand_size, "gurke.describe.deal_one", "gurke.describe.deal",
        { deal: view.deal, name: name(view.dealer), limit: view.limit }));
    }
    for (let seat = 0; seat < players; seat++) {
      const cue = seatCueKey(seat);
      const plays = playsOf(view, seat);
      const parts = [t("gurke.describe.player", { name: name(seat), color: t(cue.color), shape: t(cue.shape),
        status: seatStatus(view, seat) })];
      if (seat === view.dealer) parts.push(t("gurke.describe.dealer"));
      if (view.kontra === seat) parts.push(t("gurke.describe.kontra"));
      if (view.doubles?.[seat]) parts.push(count(view.doubles[seat], "gurke.describe.doubled_one", "gurke.describe.doubled"));
      parts.push(plays.length ? t("gurke.describe.played", { cards: plays.map(cardList).join("; ") }) : t("gurke.describe.played_none"));
      if (view.in_front?.[seat]?.length) parts.push(t("gurke.describe.in_front", { cards: cardList(view.in_front[seat]) }));
      lines.push(parts.join(" "));
    }
    const trick = view.trick ?? [];
    if (trick.length) {
      const best = trick[view.trick_best];
      lines.push(t("gurke.describe.trick", {
        plays: trick.map(([s, cards]) => t("gurke.describe.trick_play", { name: name(s), cards: cardList(cards) })).join("; "),
        name: name(best[0]),
      }));
    } else if (view.phase === "play" && !view.winners) {
      lines.push(t("gurke.describe.trick_empty"));
    }
    if (view.shown?.length) lines.push(t("gurke.describe.shown", { cards: cardList(view.shown) }));
    if (view.stock_count) lines.push(count(view.stock_count, "gurke.describe.stock_one", "gurke.describe.stock"));
    if (Array.isArray(view.hand)) {
      lines.push(view.hand.length ? t("gurke.describe.hand", { cards: cardList(view.hand) }) : t("gurke.describe.hand_empty"));
      if (view.chosen?.length) lines.push(t("gurke.describe.chosen", { cards: cardList(view.chosen) }));
      const why = reasonText(view, true);
      if (why) lines.push(why);
    }
    if (view.winners) {
      lines.push(eventText({ type: "game_over", winners: view.winners }));
      (view.owed ?? []).forEach((points, seat) => {
        if (points) lines.push(owedText(seat, points));
      });
    } else if (view.to_move !== null && view.to_move !== undefined) {
      const ask = view.phase !== "play" ? askText(view) : "";
      lines.push(t("gurke.describe.turn", { name: name(view.to_move) }) + (ask && view.to_move === view.seat ? ` ${ask}` : ""));
    }
    return lines;
  }

  function owedText(seat, points) {
    if (points > 0) return count(points, "gurke.result.gets_one", "gurke.result.gets", { name: name(seat) });
    return count(-points, "gurke.result.owes_one", "gurke.result.owes", { name: name(seat) });
  }

  return { moveText, moveButton, eventText, batchSummary, seatStatus, describe, reasonText, askText, owedText, cardName, cardList, names, count, words, playsOf };
}
