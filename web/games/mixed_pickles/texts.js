// Mixed Pickles: the words for cards, goal cards, moves, events, seats and the whole board (the log,
// the move list, the board description for screen readers). All text goes through t(). Nothing here
// judges a card: truths and proofs are the engine's, read from the view and the events.

/** The engine's order of the pickles: the field lists of events and turns follow it. */
export const PICKLES = ["yellow", "red", "blue", "green"];

/** The seat whose secrets this view shows (its drawn cards, its goal card), or null for a spectator. */
export const viewerOf = (view) => view?.seat ?? null;

export function createTexts({ t, seatName }) {
  const name = (seat) => seatName(seat);
  const count = (n, one, many, args = {}) => t(n === 1 ? one : many, { n, ...args });
  const list = (items) => items.filter(Boolean).join(", ");

  const pickleName = (p) => t(`mixed_pickles.pickle.${p}`);
  const letter = (p) => t(`mixed_pickles.letter.${p}`);
  const placeName = (n) => t(`mixed_pickles.place.${n}`);
  const fieldOf = (fields, pickle) => fields?.[PICKLES.indexOf(pickle)];

  // --- cards ------------------------------------------------------------------------------------
  /** The full statement of a card: "Yellow not ahead of Red", "One pickle 2 fields back". */
  function cardName(card) {
    if (!card) return t("mixed_pickles.card.unknown");
    switch (card.kind) {
      case "same": case "ahead": case "behind":
        return t(`mixed_pickles.card.${card.kind}${card.not ? "_not" : ""}`, { a: pickleName(card.a), b: pickleName(card.b) });
      case "back": return count(card.steps, "mixed_pickles.card.back_one", "mixed_pickles.card.back");
      case "swap": return t("mixed_pickles.card.swap");
      default: return t("mixed_pickles.card.unknown");
    }
  }
  /** The words on a card's face under the two pickles: "not ahead of". */
  const cardWords = (card) => (card.kind === "back" ? count(card.steps, "mixed_pickles.face.back_one", "mixed_pickles.face.back")
    : t(`mixed_pickles.face.${card.kind}${card.not ? "_not" : ""}`));
  const quoted = (card) => t("mixed_pickles.words.quoted", { card: cardName(card) });
  const truthWord = (yes) => t(yes ? "mixed_pickles.words.true" : "mixed_pickles.words.false");
  const cardsLine = (cards, truths) => t("mixed_pickles.words.cards", {
    cards: list((cards ?? []).map((c, i) => (Array.isArray(truths) ? t("mixed_pickles.words.card_truth", { card: quoted(c), truth: truthWord(truths[i]) }) : quoted(c)))),
  });
  const isLogic = (card) => ["same", "ahead", "behind"].includes(card?.kind);

  // --- goal cards ---------------------------------------------------------------------------------
  const goalText = (goal) => list((goal ?? []).map((p, i) => t("mixed_pickles.words.goal_item", { n: i + 1, pickle: pickleName(p) })));
  const goalLetters = (goal) => (goal ?? []).map((p) => p[0].toUpperCase()).join(""); // the engine's "YRBG" ids

  // --- proofs (the engine's list of every forward move and what it makes of both cards) ------------
  const proofItem = (item) => t("mixed_pickles.proof.item", {
    pickle: pickleName(item.pickle), to: item.to,
    result: t(`mixed_pickles.proof.${item.truths?.[0] ? "t" : "f"}${item.truths?.[1] ? "t" : "f"}`),
  });
  const proofText = (proof) => (proof?.length ? t("mixed_pickles.proof.list", { moves: (proof ?? []).map(proofItem).join("; ") }) : "");

  // --- moves ---------------------------------------------------------------------------------------
  // A move's words are `mixed_pickles.move.<kind>`, by the kind of move the engine names, with
  // pickles and fields in words; a variant of the key for a correction and a claim that nothing
  // fits, `<kind>_button` for the short words on the move's own button and `<kind>_deed` for a
  // move told once it is made (laid out for review, the last turn).
  /** Whether passing now claims that no move fits (the cards in hand are all logic cards). */
  const claims = (view) => Boolean(view?.rules?.table_rules && (view?.hand ?? []).every(isLogic));

  /** A legal move as a sentence: the move list, the hint, the accessible name of its button. */
  function moveText(move, view) {
    const fields = (view?.pickles ?? []).map((p) => p.field);
    const from = (p) => fieldOf(fields, p) ?? "?";
    const mover = view?.pending ? name(view.pending.seat) : "";
    const correcting = view?.phase === "correct";
    switch (move.kind) {
      case "draw": return t("mixed_pickles.move.draw");
      case "move":
        return t(correcting ? "mixed_pickles.move.move_correct" : "mixed_pickles.move.move", { pickle: pickleName(move.pickle), from: from(move.pickle), to: move.to });
      case "back": return t("mixed_pickles.move.back", { pickle: pickleName(move.pickle), from: from(move.pickle), to: move.to });
      case "swap": {
        const [a, b] = move.pickles ?? [];
        return t("mixed_pickles.move.swap", { a: pickleName(a), b: pickleName(b), from_a: from(a), from_b: from(b) });
      }
      case "pass": return t(claims(view) ? "mixed_pickles.move.pass_claim" : "mixed_pickles.move.pass");
      case "accept": return t("mixed_pickles.move.accept", { name: mover });
      case "object": return t("mixed_pickles.move.object", { name: mover });
      case "decline": return t("mixed_pickles.move.decline");
      case "keep": {
        const goal = (view?.goals ?? []).flat().find((g) => goalLetters(g) === move.goal);
        return t("mixed_pickles.move.keep", { goal: goal ? goalText(goal) : move.goal });
      }
      default: return String(move.kind);
    }
  }

  /** The short words on a move's own button (the pickles and fields have buttons of their own). */
  function moveButton(move, view) {
    switch (move.kind) {
      case "draw": return t("mixed_pickles.move.draw_button");
      case "pass": return t(claims(view) ? "mixed_pickles.move.pass_button_claim" : "mixed_pickles.move.pass_button");
      case "accept": return t("mixed_pickles.move.accept_button");
      case "object": return t("mixed_pickles.move.object_button");
      case "decline": return t("mixed_pickles.move.decline_button");
      case "keep": return t("mixed_pickles.move.keep_button");
      default: return moveText(move, view);
    }
  }

  /** What a laid-out or recorded turn did, the move's words told afterwards: "moved Yellow from field 1 to field 2". */
  function deedText(move, fields) {
    const from = (p) => fieldOf(fields, p) ?? "?";
    switch (move?.kind) {
      case "move": return t("mixed_pickles.move.move_deed", { pickle: pickleName(move.pickle), from: from(move.pickle), to: move.to });
      case "back": return t("mixed_pickles.move.back_deed", { pickle: pickleName(move.pickle), from: from(move.pickle), to: move.to });
      case "swap": return t("mixed_pickles.move.swap_deed", { a: pickleName(move.pickles[0]), b: pickleName(move.pickles[1]) });
      case "pass": return t("mixed_pickles.move.pass_deed");
      default: return "";
    }
  }

  // --- events (the log) -------------------------------------------------------------------------------
  /**
   * An event in words. Under the table rules a move whose cards are laid out for review is told
   * without the truths the event carries: judging them is the reviewer's part of the game.
   */
  function eventText(event, view, batch = []) {
    const who = event.seat === undefined ? "" : name(event.seat);
    switch (event.type) {
      case "draw": return t("mixed_pickles.event.draw", { name: who });
      case "reshuffle": return t("mixed_pickles.event.reshuffle", { n: event.cards });
      case "move": case "back":
        return `${t(`mixed_pickles.event.${event.type}`, { name: who, pickle: pickleName(event.pickle),
          from: fieldOf(event.before, event.pickle), to: fieldOf(event.after, event.pickle) })} ${cardsLine(event.cards,
          (batch ?? []).some((e) => e?.type === "laid_out") ? null : event.truths)}`;
      case "swap": {
        const [a, b] = event.pickles ?? [];
        return `${t("mixed_pickles.event.swap", { name: who, a: pickleName(a), b: pickleName(b), from_a: fieldOf(event.before, a),
          from_b: fieldOf(event.before, b) })} ${cardsLine(event.cards)}`;
      }
      case "pass": {
        const [first, second] = event.cards ?? [];
        if (event.reason === "special_blocked") {
          return t("mixed_pickles.event.pass_blocked", { name: who, cards: list((event.cards ?? []).filter((c) => !isLogic(c)).map(quoted)) });
        }
        if (event.claim) return t("mixed_pickles.event.pass_claim", { name: who, first: quoted(first), second: quoted(second) });
        return `${t("mixed_pickles.event.pass", { name: who, first: quoted(first), second: quoted(second) })} ${proofText(event.proof)}`.trim();
      }
      case "finish": return t("mixed_pickles.event.finish", { pickle: pickleName(event.pickle), place: placeName(event.place) });
      case "laid_out": return t("mixed_pickles.event.laid_out", { name: who, reviewer: name(event.reviewer) });
      case "accept": return t("mixed_pickles.event.accept", { name: who });
      case "objection":
        if (!event.upheld) {
          // A claim that nothing fits was right: the proof says why.
          const claim = event.truths === null ? proofText(event.proof) : "";
          return `${t("mixed_pickles.event.objection_wrong", { name: who })} ${claim}`.trim();
        }
        return `${t("mixed_pickles.event.objection_upheld", { name: who, mover: name(event.mover) })} ${proofText(event.proof)}`.trim();
      case "decline": return t("mixed_pickles.event.decline", { name: who });
      case "choose_goal": return t("mixed_pickles.event.choose_goal");
      case "goal_kept": return t("mixed_pickles.event.goal_kept", { name: who });
      case "game_over": {
        const places = t("mixed_pickles.event.places", { places: list((event.places ?? []).map((p, i) => t("mixed_pickles.words.goal_item", { n: i + 1, pickle: pickleName(p) }))) });
        const points = list((event.scores ?? []).map((s, seat) => t("mixed_pickles.event.points_item", { name: name(seat), n: s })));
        return `${places} ${t("mixed_pickles.event.points", { points })} ${winnersText(event.winners)}`;
      }
      default: return null;
    }
  }

  function winnersText(winners) {
    const w = winners ?? [];
    if (w.length === 1) return t("mixed_pickles.event.wins", { name: name(w[0]) });
    if (w.length > 1) return t("mixed_pickles.event.win_together", { names: list(w.map(name)) });
    return t("mixed_pickles.event.over");
  }

  const batchSummary = () => null;

  // --- seats ---------------------------------------------------------------------------------------------
  const pointsOf = (view, seat) => (view.scores?.[seat]?.points ?? []).reduce((a, b) => a + b, 0);

  function seatStatus(view, seat) {
    if (view.phase === "over") return count(pointsOf(view, seat), "mixed_pickles.status.points_one", "mixed_pickles.status.points");
    if (view.phase === "choose" && (view.choosing ?? []).includes(seat)) return t("mixed_pickles.status.choosing");
    if (seat === view.to_move) return t(`mixed_pickles.status.${view.phase}`);
    if ((view.goal_cards?.[seat] ?? 1) > 1) return t("mixed_pickles.status.two_goals");
    return "";
  }

  // --- the board in words ------------------------------------------------------------------------------
  function fieldLine(view, field) {
    const here = (view.pickles ?? []).filter((p) => p.field === field);
    if (field === 13) {
      const home = here.filter((p) => p.place).sort((a, b) => a.place - b.place);
      return home.length ? t("mixed_pickles.describe.goal", { pickles: list(home.map((p) => t("mixed_pickles.describe.placed", { place: placeName(p.place), pickle: pickleName(p.pickle) }))) })
        : t("mixed_pickles.describe.goal_empty");
    }
    if (!here.length) return null;
    return t(field === 1 ? "mixed_pickles.describe.start" : "mixed_pickles.describe.field", { field, pickles: list(here.map((p) => pickleName(p.pickle))) });
  }

  function describe(view) {
    const lines = [];
    for (let field = 13; field >= 1; field--) {
      const line = fieldLine(view, field);
      if (line) lines.push(line);
    }
    const fourth = (view.pickles ?? []).find((p) => p.place && p.field !== 13);
    if (fourth) lines.push(t("mixed_pickles.describe.fourth", { pickle: pickleName(fourth.pickle), place: placeName(fourth.place), field: fourth.field }));
    const me = viewerOf(view);
    if (Array.isArray(view.hand)) lines.push(t("mixed_pickles.describe.hand", { cards: list(view.hand.map(quoted)) }));
    else if (view.hand_size) lines.push(t("mixed_pickles.describe.hand_hidden", { name: name(view.to_move), n: view.hand_size }));
    if (view.pending) {
      lines.push(t("mixed_pickles.describe.pending", { name: name(view.pending.seat), cards: list(view.pending.cards.map(quoted)),
        deed: deedText(view.pending.move, view.pending.fields) }));
    }
    if (me !== null && view.phase !== "over") {
      const goals = view.goals?.[me] ?? [];
      if (goals.length === 1) lines.push(t("mixed_pickles.describe.goal_card", { goal: goalText(goals[0]) }));
      else goals.forEach((g, i) => lines.push(t("mixed_pickles.describe.goal_choice", { n: i + 1, goal: goalText(g) })));
    }
    lines.push(count(view.deck ?? 0, "mixed_pickles.describe.deck_one", "mixed_pickles.describe.deck"));
    for (const pile of ["true", "false"]) {
      const cards = view[`${pile}_pile`] ?? [];
      const n = view[`${pile}_count`] ?? cards.length;
      lines.push(n ? count(n, `mixed_pickles.describe.${pile}_pile_one`, `mixed_pickles.describe.${pile}_pile`, { top: quoted(cards[cards.length - 1]) })
        : t(`mixed_pickles.describe.${pile}_pile_empty`));
    }
    const last = (view.turns ?? [])[view.turns?.length - 1];
    if (last) lines.push(lastTurnText(last));
    if (view.phase === "over") {
      (view.scores ?? []).forEach((s, seat) => lines.push(scoreText(view, seat)));
      lines.push(winnersText(view.outcome?.winners));
    } else if (view.to_move !== null && view.to_move !== undefined) {
      lines.push(t(`mixed_pickles.describe.turn_${view.phase}`, { name: name(view.to_move), mover: view.pending ? name(view.pending.seat) : "" }));
    }
    return lines;
  }

  /** One finished turn in words: who, the cards (with what the move made of them), what they did. */
  function lastTurnText(turn) {
    const flag = turn.taken_back ? t("mixed_pickles.words.taken_back") : turn.correction ? t("mixed_pickles.words.correction") : "";
    return `${t("mixed_pickles.describe.last_turn", { name: name(turn.seat), deed: deedText(turn.move, turn.fields) })} ${cardsLine(turn.cards, turn.move?.kind === "pass" ? null : turn.truths)}${flag ? ` ${flag}` : ""}`;
  }

  /** A player's goal card and points at the end: which places matched and what each brought. */
  function scoreText(view, seat) {
    const s = view.scores?.[seat];
    if (!s) return "";
    const hits = (s.points ?? []).map((p, i) => (p ? t("mixed_pickles.result.hit", { place: placeName(i + 1), pickle: pickleName(s.goal[i]), n: p }) : null)).filter(Boolean);
    return t("mixed_pickles.result.line", { name: name(seat), goal: goalText(s.goal), hits: hits.length ? list(hits) : t("mixed_pickles.result.no_hits"),
      total: count(pointsOf(view, seat), "mixed_pickles.status.points_one", "mixed_pickles.status.points") });
  }

  return {
    moveText, moveButton, eventText, batchSummary, seatStatus, describe, cardName, cardWords, quoted, truthWord, goalText, goalLetters,
    pickleName, letter, placeName, deedText, lastTurnText, scoreText, proofText, pointsOf, count, list, t, isLogic, name,
  };
}
