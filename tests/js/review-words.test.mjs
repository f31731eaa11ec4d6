// The review in words (web/ui/review-words.js), under Node's own test runner: the chances before
// and after a move, a turning point as a sentence (a decision graded a fault, with what it lost,
// or luck for or against a seat), the grades' thresholds in points, and the luck of a finished
// game, plainly.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { betterMove, reviewWords } from "../../web/ui/review-words.js";

const strings = JSON.parse(readFileSync(new URL("../../web/i18n/en.json", import.meta.url), "utf8"));
const t = (key, args = {}) => key.split(".").reduce((node, part) => node[part], strings)
  .replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
const names = ["Anna", "Ben"];
const words = reviewWords({ t, lang: "en", seatName: (seat) => names[seat] });

const step = (k, mover, chance, extra = {}) => ({ step: k, mover, move: { kind: "m", k }, chance, expected: null, luck: null, decision: null, ...extra });
const race = {
  measure: "win", method: "playouts", start: [0.5, 0.5], complete: true, thresholds: [0, 0.04, 0.1, 0.2],
  steps: [step(1, 0, [0.6, 0.4], { luck: [0.12, -0.12] }), step(2, 1, [0.35, 0.65], { decision: { seat: 1, grade: "mistake", loss: 0.14 } })],
  turning_points: [{ step: 1, mover: 0, seat: 0, swing: 0.12, cause: "chance" }, { step: 2, mover: 1, seat: 1, swing: -0.14, cause: "decision", grade: "mistake" }],
  grades: [{ best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0, forced: 0 }, { best: 0, good: 0, inaccuracy: 0, mistake: 1, blunder: 0, forced: 0 }],
  luck: [0.35, -0.35], result: [1, 0], adjusted: [0.65, 0.35],
};

test("the chances of a move, before and after, per seat", () => {
  assert.deepEqual(words.changeLines(race, 2), ["Anna: from 60% to 35%", "Ben: from 40% to 65%"]);
  assert.equal(words.chancesText(race, words.chanceAt(race, 0)), "Anna 50%, Ben 50%");
  assert.equal(words.chanceAt(race, 3), null); // not analysed yet
});

test("a turning point names a decision's grade and what it lost, or the luck and whom it helped", () => {
  assert.equal(words.pointSentence(race, race.turning_points[1]), "Move 2, Ben: Mistake, 14 points of winning chance lost.");
  assert.equal(words.pointSentence(race, race.turning_points[0]), "Move 1: luck for Anna, +12 points of winning chance.");
  const unlucky = { step: 1, mover: 0, seat: 1, swing: -0.12, cause: "chance" };
  assert.equal(words.pointSentence(race, unlucky), "Move 1: bad luck for Ben, -12 points of winning chance.");
});

test("once its moves are known in words, a turning point names the move played, the better one, or what was drawn", () => {
  const moves = { played: "Sow pit 3", better: "Sow pit 13", drew: "Anna rolls a 6." };
  assert.equal(words.pointSentence(race, race.turning_points[1], moves),
    "Move 2, Ben: Mistake, Sow pit 3 instead of Sow pit 13, 14 points of winning chance lost.");
  assert.equal(words.pointSentence(race, race.turning_points[0], moves), "Move 1 (Anna rolls a 6): luck for Anna, +12 points of winning chance.");
  const against = { step: 2, mover: 1, seat: 1, swing: -0.3, cause: "cards" };
  assert.equal(words.pointSentence(race, against, { played: "Lead the 9 of hearts" }),
    "Move 2, Ben: Lead the 9 of hearts. The cards lay against Ben: a move sound for what could be seen lost 30 points of winning chance.");
  // A long move is named by what comes before its details; one too long even so (a Stamp Swap offer
  // in words), two that then read alike, or no better move known: the sentence without the moves.
  const detailed = { played: "Sow pit 12 clockwise: 5 balls, the last lands in pit 3, which then holds 2", better: "Sow pit 1 counter-clockwise: 2 balls" };
  assert.equal(words.pointSentence(race, race.turning_points[1], detailed),
    "Move 2, Ben: Mistake, Sow pit 12 clockwise instead of Sow pit 1 counter-clockwise: 2 balls, 14 points of winning chance lost.");
  const alike = { played: `Play the 7: ${"pawn 1 forward, ".repeat(4)}`, better: `Play the 7: ${"pawn 2 forward, ".repeat(4)}` };
  assert.equal(words.pointSentence(race, race.turning_points[1], alike), "Move 2, Ben: Mistake, 14 points of winning chance lost.");
  const long = { played: "Offer ".repeat(20), better: "Sow pit 13", drew: null };
  assert.equal(words.pointSentence(race, race.turning_points[1], long), "Move 2, Ben: Mistake, 14 points of winning chance lost.");
  assert.equal(words.pointSentence(race, race.turning_points[1], { played: "Sow pit 3", better: null }),
    "Move 2, Ben: Mistake, 14 points of winning chance lost.");
  assert.equal(words.pointSentence(race, race.turning_points[0], long), "Move 1: luck for Anna, +12 points of winning chance.");
});

test("where the first place can be shared, the chances say how likely that is, and the review knows it can", () => {
  assert.equal(words.chancesText(race, [0.6, 0.55], 0.15), "Anna 60%, Ben 55%, first place shared 15%");
  assert.equal(words.chancesText(race, [0.6, 0.4]), "Anna 60%, Ben 40%");
  assert.equal(words.canShare(race), false);
  const drawn = { ...race, start_shared: 0.2, steps: race.steps.map((one) => ({ ...one, shared: 0.1 })) };
  assert.equal(words.canShare(drawn), true);
  assert.equal(words.sharedAt(drawn, 0), 0.2);
  assert.equal(words.sharedAt(drawn, 2), 0.1);
  assert.equal(words.sharedAt(drawn, 3), null);
});

test("the cards a player could not see are named as the cause, for or against them, without a sign", () => {
  const against = { step: 2, mover: 1, seat: 1, swing: -0.3, cause: "cards" };
  assert.equal(words.pointSentence(race, against),
    "Move 2: the cards lay against Ben: a move sound for what could be seen lost 30 points of winning chance.");
  assert.equal(words.pointSentence(race, { ...against, mover: 0, seat: 0, swing: 0.3 }),
    "Move 2: the cards Anna could not see lay well, 30 points of winning chance.");
  // Ben's decision, whose unseen cards moved Anna's chance most: Ben played, Anna gained.
  assert.equal(words.pointSentence(race, { ...against, seat: 0, swing: 0.3 }),
    "Move 2: the cards Ben could not see lay well for Anna, 30 points of winning chance.");
  assert.equal(words.pointSentence(race, { ...against, mover: 0, seat: 1, swing: -0.3 }, { played: "Lead the 8 of clubs" }),
    "Move 2, Anna: Lead the 8 of clubs. The cards Anna could not see lay against Ben, 30 points of winning chance.");
});

test("a solitaire's turning point is the decision that cost the chance to clear the board", () => {
  const solo = { measure: "solvable", method: "solver", start: [1], steps: [step(1, 0, [1]), step(2, 0, [0])], thresholds: [0, 0.04, 0.1, 0.2] };
  const point = { step: 2, mover: 0, seat: 0, swing: -1, cause: "decision", grade: "blunder" };
  assert.equal(words.pointSentence(solo, point), "Move 2, Anna: Blunder, 100 points of the chance to clear the board lost.");
  assert.deepEqual(words.changeLines(solo, 2), ["Can still be cleared: from 100% to 0%"]);
  assert.match(words.thresholdLines(solo)[3], /the chance to clear the board/);
  assert.equal(words.decisionText(solo, { seat: 0, grade: "blunder", loss: 1 }), "Anna's choice: Blunder, 100 points of the chance to clear the board lost.");
});

test("grades: a decision's words and the thresholds in points", () => {
  assert.equal(words.decisionText(race, race.steps[1].decision), "Ben's choice: Mistake, 14 points of winning chance lost.");
  assert.equal(words.decisionText(race, { seat: 0, grade: "forced", loss: 0 }), "Anna had no other choice.");
  assert.deepEqual(words.thresholdLines(race).slice(1, 5), [
    "Good: loses at most 4 points of winning chance.", "Inaccuracy: loses 4 to 10 points of winning chance.",
    "Mistake: loses 10 to 20 points of winning chance.", "Blunder: loses more than 20 points of winning chance."]);
  assert.deepEqual(words.gradedSeats(race), [1]);
});

test("what a move said about how its player plays is said apart from its luck, and not where it moved nothing", () => {
  const told = step(3, 1, [0.3, 0.7], { learned: [-0.06, 0.06], luck: [0.01, -0.01] });
  assert.equal(words.stepLearned(told), "What this move told about how Ben plays moved the chances: Anna -6 points, Ben +6 points");
  assert.equal(words.stepLuck(told), "Luck of this move: Anna +1 points, Ben -1 points");
  assert.equal(words.stepLearned({ ...told, learned: [0.001, -0.001] }), "");
  assert.equal(words.stepLearned(race.steps[0]), ""); // a step without it (a computer player's, or a saved older review)
  assert.equal(words.stepLearned({ ...told, learned: "damaged" }), "");
});

test("the luck of a finished game and the result adjusted for it", () => {
  assert.equal(words.stepLuck(race.steps[0]), "Luck of this move: Anna +12 points, Ben -12 points");
  assert.deepEqual(words.luckLines(race), [
    "Anna won. Luck: +0.35 of a win (+35 points). Adjusted for luck: 0.65.",
    "Ben did not win. Luck: -0.35 of a win (-35 points). Adjusted for luck: 0.35."]);
  // A draw: half a win each, said as a shared first place.
  assert.deepEqual(words.luckLines({ ...race, result: [0.5, 0.5], adjusted: [0.15, 0.85] }), [
    "Anna shared the first place. Luck: +0.35 of a win (+35 points). Adjusted for luck: 0.15.",
    "Ben shared the first place. Luck: -0.35 of a win (-35 points). Adjusted for luck: 0.85."]);
  assert.deepEqual(words.luckLines({ ...race, steps: race.steps.map((s) => ({ ...s, luck: null })) }), [t("review.no_luck")]);
  assert.deepEqual(words.luckLines({ ...race, complete: false, result: null }), [t("review.luck_pending")]);
});

test("a game against an automa: the lead expected at the end", () => {
  const solo = { ...race, start_margin: -3.2, steps: [{ ...race.steps[0], margin: 4.6 }] };
  assert.equal(words.marginText(solo, 1), "Expected lead at the end after this move: +5 points");
  assert.equal(words.marginText(solo, 0), "Expected lead at the end after this move: -3 points");
  assert.equal(words.marginText(race, 1), "");
});

test("how much of the game is skill, as measured", () => {
  const level = (name) => ({ easy: "Easy", fimpen: "Fimpen (safe)" })[name];
  assert.equal(words.skillLine({ ...race, skill: { strong: "strong", weak: "fimpen", strong_wins: 0.855, games: 200 } }, level),
    "How much is skill: the strongest computer player beat the weakest (Fimpen (safe)) in about 9 of 10 games (200 games, everyone in every seat in turn).");
  assert.equal(words.skillLine({ ...race, skill: { chance_only: true, players: 2, strong_wins: 0.5 } }, level),
    "How much is skill: none. The Goose is luck alone, and every player wins about one game in 2.");
  assert.equal(words.skillLine({ ...race, skill: { wins: { easy: 0.05, normal: 0.625 }, games: 200 } }, level),
    "How much is skill: against Pinzetta, the easy computer player wins about 1 of 10 games and the normal one about 6 of 10 (200 games each).");
  assert.equal(words.skillLine({ ...race, skill: null }, level), "");
});

test("a decision graded best has no better move beside it, one graded below best names the one it lost to", () => {
  const played = { kind: "m", k: 1 };
  const other = { kind: "m", k: 2 };
  // A review saved before the engine named a best move itself may still hold another there.
  assert.equal(betterMove({ seat: 0, grade: "best", loss: 0, best_move: other }, played), null);
  assert.equal(betterMove({ seat: 0, grade: "forced", loss: 0, best_move: played }, played), null);
  assert.deepEqual(betterMove({ seat: 0, grade: "mistake", loss: 0.14, best_move: other }, played), other);
  assert.equal(betterMove({ seat: 0, grade: "good", loss: 0.02, best_move: { kind: "m", k: 1 } }, played), null);
  assert.equal(betterMove(null, played), null);
});
