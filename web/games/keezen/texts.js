// Keezen: the words for moves, events, seats and the whole table (screen readers, the log, the
// move buttons). All text goes through t(); square numbers are 1-based (square 0 of the engine is
// "square 1"), as printed on the board.

import { seatCueKey } from "../seats.js";
import { capturedBy } from "./captures.js";

export function createTexts({ t, seatName }) {
  const name = (seat) => seatName(seat);
  const cardName = (card) => t(`keezen.card.${card}`);
  const pawnNo = (index) => index + 1;

  /** Words for a place of `owner`'s pawn. */
  function placeName(view, owner, place) {
    const { nest, home } = view.board;
    if (place === nest || place === null || place === undefined) return t("keezen.square.nest");
    if (place >= home) return t("keezen.square.home", { n: place - home + 1 });
    const starts = view?.board?.starts ?? [];
    const startOf = starts.indexOf(place);
    if (startOf >= 0) return t("keezen.square.start", { n: place + 1, name: name(startOf) });
    return t("keezen.square.track", { n: place + 1 });
  }


  // A move's words are `keezen.move.<kind>`, by the kind of move the engine names, with the
  // card, pawns and squares in words; a variant of the key for a partner's pawn, a pawn sent back,
  // a capture, and `<kind>_button` for the short words on the move's own button.
  /** A legal move as a sentence: the move list, the hint, a move's button beside the board. */
  function moveText(move, view) {
    const me = view?.to_move;
    const own = move.owner === me;
    const card = cardName(move.card ?? "7");
    switch (move.kind) {
      case "enter":
        return own ? t("keezen.move.enter", { card }) : t("keezen.move.enter_partner", { card, name: name(move.owner) });
      case "move":
      case "seven": {
        const from = view?.pawns?.[move.owner]?.[move.pawn];
        const args = { card, pawn: pawnNo(move.pawn), steps: move.steps, name: name(move.owner),
          from: placeName(view, move.owner, from), to: placeName(view, move.owner, move.to) };
        // A card that walks backwards, as the engine says what each card in the mover's hand does.
        const back = move.kind === "move" && view?.card_notes?.[move.card]?.does?.key === "keezen.card_does.back";
        let text = t(move.kind === "seven" ? sevenKey(own, move.steps) : back ? (own ? "keezen.move.move_back" : "keezen.move.move_back_partner")
          : own ? "keezen.move.move" : "keezen.move.move_partner", args);
        const victim = capturedBy(view, move);
        if (victim) text += t("keezen.move.move_captures", { name: name(victim.owner), pawn: pawnNo(victim.pawn) });
        return text;
      }
      case "swap": {
        const mine = view?.pawns?.[move.owner]?.[move.pawn];
        const theirs = view?.pawns?.[move.other]?.[move.other_pawn];
        return t(own ? "keezen.move.swap" : "keezen.move.swap_partner", {
          pawn: pawnNo(move.pawn), from: placeName(view, move.owner, mine), name: name(move.owner),
          name2: name(move.other), pawn2: pawnNo(move.other_pawn), to: placeName(view, move.other, theirs),
        });
      }
      case "cancel": return t("keezen.move.cancel");
      case "discard": return t("keezen.move.discard");
      default: return String(move.kind);
    }
  }

  function sevenKey(own, steps) {
    if (own) return steps === 1 ? "keezen.move.seven_one" : "keezen.move.seven";
    return steps === 1 ? "keezen.move.seven_partner_one" : "keezen.move.seven_partner";
  }

  /** The short words on a move's own button beside the board (a destination once the pawn is picked). */
  function moveButton(move, view) {
    const to = () => placeName(view, move.owner, move.to);
    switch (move.kind) {
      case "enter": return t("keezen.move.enter_button");
      case "move": return t("keezen.move.move_button", { to: to() });
      case "seven": return t(move.steps === 1 ? "keezen.move.seven_button_one" : "keezen.move.seven_button", { steps: move.steps, to: to() });
      case "cancel": return t("keezen.move.cancel_button");
      case "discard": return t("keezen.move.discard_button");
      default: return moveText(move, view);
    }
  }

  function eventText(event, view) {
    const who = name(event.seat);
    switch (event.type) {
      case "card":
        return t("keezen.event.card", { name: who, card: cardName(event.card) });
      case "enter":
        return event.owner === event.seat ? t("keezen.event.enter", { name: who })
          : t("keezen.event.enter_partner", { name: who, name2: name(event.owner) });
      case "move": {
        const args = { name: who, name2: name(event.owner), pawn: pawnNo(event.pawn),
          from: placeName(view, event.owner, event.from), to: placeName(view, event.owner, event.to) };
        const base = event.backward ? "back" : "move";
        const text = t(`keezen.event.${base}${event.owner === event.seat ? "" : "_partner"}`, args);
        return event.bounced ? `${text} ${t("keezen.event.bounced")}` : text;
      }
      case "capture":
        return t("keezen.event.capture", { name: name(event.owner), pawn: pawnNo(event.pawn), square: placeName(view, event.owner, event.at) });
      case "home":
        return t("keezen.event.home", { name: name(event.owner), pawn: pawnNo(event.pawn) });
      case "swap":
        return t("keezen.event.swap", { name: who, pawn: pawnNo(event.pawn), from: placeName(view, event.owner, event.from),
          name2: name(event.other), pawn2: pawnNo(event.other_pawn), to: placeName(view, event.other, event.to) });
      case "discard":
        return t("keezen.event.discard", { name: who, cards: (event.cards ?? []).map(cardName).join(", ") });
      case "seven_cancelled":
        return t("keezen.event.seven_cancelled", { name: who });
      case "deal":
        return t("keezen.event.deal", { name: name(event.dealer), cards: event.cards, deal: event.deal });
      case "finished": {
        const [first, second] = event.seats ?? [];
        const text = second === undefined ? t("keezen.event.finished", { name: name(first), place: event.place })
          : t("keezen.event.finished_team", { name: name(first), name2: name(second), place: event.place });
        return event.over ? text : `${text} ${t("keezen.event.play_on")}`;
      }
      case "game_over": {
        const w = event.winners ?? [];
        if (w.length === 1) return t("keezen.event.wins", { name: name(w[0]) });
        if (w.length === 2) return t("keezen.event.win_team", { name: name(w[0]), name2: name(w[1]) });
        return t("keezen.event.game_over");
      }
      default:
        return null;
    }
  }

  /** After a move on the track: how far that pawn still is from its home. Only from the events. */
  function batchSummary(events, view) {
    const moves = events.filter((e) => e && e.type === "move");
    const last = moves[moves.length - 1];
    if (!last || !(last.to >= 0 && last.to < view.board.home) || events.some((e) => e.type === "capture" && e.owner === last.owner && e.pawn === last.pawn)) return null;
    const track = view?.board?.track;
    const start = view?.board?.starts?.[last.owner];
    if (!track || start === undefined) return null;
    const steps = (((start - 1 - last.to) % track) + track) % track + 1; // to the first home square
    return t(steps === 1 ? "keezen.event.now_one" : "keezen.event.now", { name: name(last.owner), pawn: pawnNo(last.pawn), steps });
  }

  function seatStatus(view, seat) {
    const row = view.pawns?.[seat] ?? [];
    const home = row.filter((p) => p >= view.board.home).length;
    const parts = [t("keezen.status.home", { n: home })];
    // With the house rule "play on for the places", those who finished keep their place on show.
    const place = (view.places ?? []).findIndex((side) => side.includes(seat));
    if (view.winners?.includes(seat)) parts.push(t("keezen.status.winner"));
    else if (place >= 0) parts.push(t("keezen.status.place", { n: place + 1 }));
    else if (view.folded?.[seat]) parts.push(t("keezen.status.discarded"));
    else {
      const n = view.hand_counts?.[seat] ?? 0;
      parts.push(t(n === 1 ? "keezen.status.cards_one" : "keezen.status.cards", { n }));
    }
    return parts.join(" · ");
  }

  function pawnWords(view, owner, index, place) {
    const pawn = pawnNo(index);
    if (place === view.board.nest) return t("keezen.describe.pawn_nest", { pawn });
    if (place >= view.board.home) return t("keezen.describe.pawn_home", { pawn, n: place - view.board.home + 1 });
    const start = view.board?.starts?.[owner] ?? 0;
    const steps = ((place - start) % view.board.track + view.board.track) % view.board.track;
    const square = placeName(view, owner, place);
    if (steps === 0) return t("keezen.describe.pawn_start", { pawn, square });
    return t(steps === 1 ? "keezen.describe.pawn_track_one" : "keezen.describe.pawn_track", { pawn, square, steps });
  }

  function describe(view) {
    const lines = [];
    if (view.deal) lines.push(t("keezen.describe.deal", { deal: view.deal, name: name(view.dealer) }));
    (view.pawns ?? []).forEach((row, seat) => {
      const cue = seatCueKey(seat);
      lines.push(t("keezen.describe.player", {
        name: name(seat), color: t(cue.color), shape: t(cue.shape), status: seatStatus(view, seat),
        pawns: row.map((place, i) => pawnWords(view, seat, i, place)).join("; "),
      }));
    });
    if (view.teams) {
      const pairs = [];
      (view.partners ?? []).forEach((p, seat) => { if (p !== null && seat < p) pairs.push(t("keezen.describe.team", { name: name(seat), name2: name(p) })); });
      if (pairs.length) lines.push(pairs.join(" "));
    }
    const pile = view.pile ?? [];
    if (pile.length) {
      const recent = pile.slice(-4).reverse().map((e) => t(e.folded ? "keezen.describe.pile_folded" : "keezen.describe.pile_entry",
        { name: name(e.seat), cards: e.cards.map(cardName).join(", ") }));
      lines.push(t("keezen.describe.pile", { cards: recent.join("; ") }));
    } else {
      lines.push(t("keezen.describe.pile_empty"));
    }
    if (view.seven) {
      const used = (view.seven.used ?? []).map(([o, i]) => t("keezen.describe.pawn_of", { name: name(o), pawn: pawnNo(i) }));
      lines.push(t("keezen.describe.seven", { left: view.seven.left, pawns: used.join(", ") }));
    }
    if (Array.isArray(view.hand)) {
      lines.push(view.hand.length ? t("keezen.describe.hand", { cards: view.hand.map(cardName).join(", ") })
        : t("keezen.describe.hand_empty"));
    }
    if (view.over) {
      const w = view.winners ?? [];
      lines.push(w.length ? eventText({ type: "game_over", winners: w }, view) : t("keezen.event.game_over"));
    } else if (view.to_move !== null && view.to_move !== undefined) {
      lines.push(t("keezen.describe.turn", { name: name(view.to_move) }));
      if (view.acting !== null && view.acting !== undefined && view.acting !== view.to_move) {
        lines.push(t("keezen.describe.acting", { name: name(view.to_move), name2: name(view.acting) }));
      }
    }
    return lines;
  }

  return { moveText, moveButton, eventText, batchSummary, seatStatus, describe, placeName, cardName };
}
