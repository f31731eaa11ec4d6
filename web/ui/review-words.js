// The review in words: what the review screen (review.js) says about the engine's review of a game
// (py/gurkenglas/core/review.py): the chances before and after a move, the turning points as
// sentences a screen reader reads, the grades with their thresholds, and the luck, plainly.
// No DOM here: the words are made from the engine's answer, the i18n function `t`, the language
// (for numbers) and the players' names, so they can be checked under Node.

import { sameMove } from "../moves.js";

export const GRADES = ["best", "good", "inaccuracy", "mistake", "blunder"];

/** The better move a graded decision names, or null: a decision graded best (or forced) has none,
 * also in a review saved before the engine named the move itself the best found then. */
export function betterMove(decision, played) {
  if (!decision || decision.grade === "forced" || decision.grade === "best") return null;
  return sameMove(decision.best_move, played) ? null : decision.best_move;
}
/** The longest name of a move a turning point's sentence takes in: a longer one (a Stamp Swap offer
 * in words) would make the list hard to read, and is left to the move's own description. */
const POINT_WORDS = 60;

/**
 * @param {{t: (key: string, args?: object) => string, lang: string, seatName: (seat: number) => string}} options
 */
export function reviewWords({ t, lang, seatName }) {
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(lang, { maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const signedWins = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" });
  const wins = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });

  /** A chance (0–1) as a percentage: "35 %" in the language's own way. */
  const pct = (value) => percent.format(Math.max(0, Math.min(1, value)));
  /** A share of a win (-1–1) as signed points: "+35", "−12". */
  const points = (value) => signed.format(Math.round(value * 100));

  /** Each seat's chance after `k` moves (k = 0: the start), or null while that move is not analysed. */
  function chanceAt(review, k) {
    if (k === 0) return review.start ?? null;
    return review.steps[k - 1]?.chance ?? null;
  }

  const solitaire = (review) => review.measure === "solvable";
  /** What a point of chance is a point of: winning, or clearing the board. */
  const unitOf = (review) => t(solitaire(review) ? "review.unit_solvable" : "review.unit_win");

  /** The chance that the first place is shared after `k` moves, where the game can share it and
   * the engine knows it; else null. */
  function sharedAt(review, k) {
    const shared = k === 0 ? review.start_shared : review.steps[k - 1]?.shared;
    return typeof shared === "number" ? shared : null;
  }

  /** Whether the review gives the chance of a shared first place anywhere. */
  const canShare = (review) => sharedAt(review, 0) !== null || review.steps.some((step) => typeof step.shared === "number");

  /** The chances of one moment in words: "Anna 35 %, Ben 65 %", and, where the first place can be
   * shared, the chance that it is (a solitaire: can it still be cleared). */
  function chancesText(review, chances, shared = null) {
    if (solitaire(review)) return t("review.clearable", { chance: pct(chances[0]) });
    const each = chances.map((chance, seat) => `${seatName(seat)} ${pct(chance)}`);
    return [...each, ...(shared === null ? [] : [t("review.shared_chance", { chance: pct(shared) })])].join(", ");
  }

  /** How the chances moved with move `k`: one line per seat, "Anna: 60 % → 35 %". */
  function changeLines(review, k) {
    const before = chanceAt(review, k - 1);
    const after = chanceAt(review, k);
    if (!before || !after) return [];
    if (solitaire(review)) return [t("review.clearable_change", { from: pct(before[0]), to: pct(after[0]) })];
    return after.map((to, seat) => t("review.chance_change", { name: seatName(seat), from: pct(before[seat]), to: pct(to) }));
  }

  /** A move in words short enough for a turning point's line: as it is, or, when longer, what comes
   * before its first colon (the move, without its details: "Sow pit 12 clockwise"); null if even
   * that is too long or there is none. */
  function short(text) {
    if (typeof text !== "string" || !text) return null;
    const head = text.length <= POINT_WORDS ? text : text.split(": ")[0];
    return head.length > 0 && head.length <= POINT_WORDS ? head : null;
  }

  /** A turning point as a sentence: a decision graded an inaccuracy or worse, with the chance its
   * player lost by it, or the luck of a move (a draw's chance, or the cards a decision's player
   * could not see), for or against the seat it moved most. `moves`, once known, names the moves in
   * words ({played, better, drew}: the move played, the better one, the line of the log of what it
   * drew), each cut short (`short`); a decision whose two moves read alike is said without them. */
  function pointSentence(review, point, moves = null) {
    const unit = unitOf(review);
    const name = seatName(point.seat);
    const lost = whole.format(Math.round(Math.abs(point.swing) * 100));
    if (point.cause === "decision") {
      const grade = t(`review.grade.${point.grade}`);
      const played = short(moves?.played);
      const better = short(moves?.better);
      if (played && better && played !== better) {
        return t("review.point_decision_moves", { move: point.step, name, grade, played, better, points: lost, unit });
      }
      return t("review.point_decision", { move: point.step, name, grade, points: lost, unit });
    }
    const side = point.swing >= 0 ? "for" : "against";
    if (point.cause === "cards") { // the cards a decision's player could not see: said without a sign
      const played = short(moves?.played);
      // The luck may have moved another seat most: the cards are still the ones the mover could not see.
      const kind = point.mover === point.seat ? side : `other_${side}`;
      return t(played ? `review.point_cards_${kind}_played` : `review.point_cards_${kind}`,
        { move: point.step, name, mover: seatName(point.mover), played, points: lost, unit });
    }
    const drew = short(moves?.drew)?.replace(/[.!。]+$/u, "") ?? null;
    return t(drew ? `review.point_luck_${side}_drew` : `review.point_luck_${side}`, { move: point.step, name, drew, points: points(point.swing), unit });
  }

  /** A game against an automa (Stamp Swap): the lead at the end expected after move `k`, or "". */
  function marginText(review, k) {
    const margin = k === 0 ? review.start_margin : review.steps[k - 1]?.margin;
    return typeof margin === "number" ? t("review.margin", { points: signed.format(Math.round(margin)) }) : "";
  }

  /** The luck of one move in words, for the seats it touched ("" when it drew on no chance). */
  function stepLuck(step) {
    if (!step.luck) return "";
    const touched = step.luck.map((luck, seat) => [seat, luck]).filter(([, luck]) => Math.abs(luck) >= 0.005);
    if (!touched.length) return t("review.luck_step_none");
    return t("review.luck_step", { list: touched.map(([seat, luck]) => t("review.points_of", { name: seatName(seat), points: points(luck) })).join(", ") });
  }

  /** What the move said about how its player plays, where that moved some seat's chance ("" where
   * it moved none): the step's `learned` part, apart from its luck and its worth. */
  function stepLearned(step) {
    if (!Array.isArray(step.learned)) return "";
    const touched = step.learned.map((part, seat) => [seat, part]).filter(([, part]) => typeof part === "number" && Math.abs(part) >= 0.005);
    if (!touched.length) return "";
    return t("review.learned_step", { name: seatName(step.mover),
      list: touched.map(([seat, part]) => t("review.points_of", { name: seatName(seat), points: points(part) })).join(", ") });
  }

  /** What a graded decision was worth: best, forced, or the grade with the points it lost. */
  function decisionText(review, decision) {
    const name = seatName(decision.seat);
    if (decision.grade === "forced") return t("review.decision_forced", { name });
    if (decision.grade === "best") return t("review.decision_best", { name });
    return t("review.decision_loss", { name, grade: t(`review.grade.${decision.grade}`), points: whole.format(Math.round(decision.loss * 100)),
      unit: unitOf(review) });
  }

  /** The grades' meaning, from the engine's thresholds (chance lost, 0–1) in points; none without them. */
  function thresholdLines(review) {
    if (!Array.isArray(review.thresholds)) return [];
    const unit = unitOf(review);
    const [, good, inaccuracy, mistake] = review.thresholds.map((v) => whole.format(Math.round(v * 100)));
    return [
      t("review.help_best"),
      t("review.help_good", { to: good, unit }),
      t("review.help_inaccuracy", { from: good, to: inaccuracy, unit }),
      t("review.help_mistake", { from: inaccuracy, to: mistake, unit }),
      t("review.help_blunder", { from: mistake, unit }),
      t("review.help_forced"),
    ];
  }

  /** Whether any move of the game drew on chance (dice, a shuffle, a card nobody had seen). */
  const hadLuck = (review) => review.steps.some((step) => Array.isArray(step.luck));

  /** Each seat's result, net luck and luck-adjusted result, one sentence each. */
  function luckLines(review) {
    if (!review.complete || !review.result) return [t("review.luck_pending")];
    if (!hadLuck(review)) return [t("review.no_luck")];
    // A shared first place is a part of a win (a half between two): said as shared, neither won nor lost.
    const said = (result) => (result >= 1 ? "review.luck_won" : result > 0 ? "review.luck_shared" : "review.luck_lost");
    return review.result.map((result, seat) => t(said(result), {
      name: seatName(seat), luck: signedWins.format(review.luck[seat]), points: points(review.luck[seat]),
      adjusted: wins.format(review.adjusted[seat]) }));
  }

  /**
   * How much of the game is skill, as measured (core/skill.py): "" when the game has no figure
   * (the solitaires). `levelName` names a bot level in the player's language.
   */
  function skillLine(review, levelName) {
    const skill = review.skill;
    if (!skill) return "";
    const tenths = (share) => whole.format(Math.round(share * 10));
    if (skill.chance_only) return t("review.skill_chance", { players: skill.players });
    if (skill.wins) return t("review.skill_automa", { easy: tenths(skill.wins.easy), normal: tenths(skill.wins.normal), games: skill.games });
    return t("review.skill_line", { weak: levelName(skill.weak), n: tenths(skill.strong_wins), games: skill.games });
  }

  /** The seats whose decisions were graded (people, unless every seat was judged). */
  const gradedSeats = (review) => review.grades.map((counts, seat) => [seat, counts])
    .filter(([, counts]) => Object.values(counts).some((n) => n > 0)).map(([seat]) => seat);

  return { pct, points, chanceAt, sharedAt, canShare, chancesText, changeLines, marginText, pointSentence, stepLuck, stepLearned, decisionText, thresholdLines, hadLuck,
    luckLines, skillLine, gradedSeats, solitaire };
}
