// Mixed Pickles: what the player may tap now, read from the legal moves only. A pickle that appears
// in a move can be picked; the picked pickle's moves become targets on the board (the fields of
// move.to / back.to) and its swap partners are ringed; the other decisions (draw, pass, review,
// decline, keep a goal card) are big buttons. Nothing here knows a rule: a pickle with no legal
// move simply is not offered, and every tap ends in one of the very move objects handed over.

import { PICKLES } from "./texts.js";

const BUTTONS = ["draw", "accept", "object", "pass", "decline", "keep"];

/**
 * The choices for `moves` (move objects) with `selected` picked (or null).
 * @returns {{movable: string[], selected: string|null,
 *            targets: {pickle: string, field: number, place: number|null, move: object}[],
 *            partners: {pickle: string, move: object}[], buttons: object[], trails: object[],
 *            kinds: Set<string>, fields: number[]}}
 */
export function makeChoice(view, moves, selected) {
  const kinds = new Set(moves.map((m) => m.kind));
  const touches = (move, pickle) => move.pickle === pickle || (move.pickles ?? []).includes(pickle);
  const movable = PICKLES.filter((p) => moves.some((m) => touches(m, p)));
  const picked = movable.includes(selected) ? selected : null;
  const targets = picked ? moves.filter((m) => (m.kind === "move" || m.kind === "back") && m.pickle === picked)
    .map((m) => ({ pickle: picked, field: m.to, place: m.to === 13 ? view?.next_place ?? null : null, move: m })) : [];
  const partners = picked ? moves.filter((m) => m.kind === "swap" && m.pickles.includes(picked))
    .map((m) => ({ pickle: m.pickles.find((p) => p !== picked), move: m })) : [];
  const buttons = BUTTONS.flatMap((kind) => moves.filter((m) => m.kind === kind));
  const fields = PICKLES.map((p) => (view?.pickles ?? []).find((q) => q.pickle === p)?.field);
  return { movable, selected: picked, targets, partners, buttons, trails: trailsOf(view), kinds, fields };
}

/**
 * What a board tap means: {play: move}, {select: pickle|null} or {note: key}. Order: a target of
 * the picked pickle, a swap partner, another pickle, a field the picked pickle may reach, nothing.
 */
export function resolveTap(choice, hit) {
  if (!hit) return { select: null };
  if (hit.type === "pickle") {
    const partner = choice.partners.find((pt) => pt.pickle === hit.pickle);
    if (partner) return { play: partner.move };
    if (hit.pickle === choice.selected) return { select: null };
    if (choice.movable.includes(hit.pickle)) return { select: hit.pickle };
    const target = choice.targets.find((tg) => tg.field === choice.fields[PICKLES.indexOf(hit.pickle)]);
    if (target) return { play: target.move };
    return choice.movable.length ? { note: "mixed_pickles.hint.no_move_for", pickle: hit.pickle } : { select: null };
  }
  const target = choice.targets.find((tg) => tg.field === hit.field);
  if (target) return { play: target.move };
  return { select: null };
}

/**
 * The last move on the board, as arrows: the laid-out move under review, else the last recorded
 * turn while its pickles still stand where it put them (it was not taken back since).
 */
export function trailsOf(view) {
  if (!view || view.phase === "over") return [];
  const now = (name) => (view.pickles ?? []).find((p) => p.pickle === name)?.field;
  const record = view.pending && view.phase === "review" ? view.pending : (view.turns ?? [])[view.turns.length - 1];
  if (!record || record.taken_back) return [];
  const move = record.move ?? {};
  const before = (name) => record.fields?.[PICKLES.indexOf(name)];
  let trails = [];
  if (move.kind === "move" || move.kind === "back") trails = [{ pickle: move.pickle, from: before(move.pickle), to: move.to }];
  else if (move.kind === "swap") {
    const [a, b] = move.pickles ?? [];
    trails = [{ pickle: a, from: before(a), to: before(b) }, { pickle: b, from: before(b), to: before(a) }];
  }
  return trails.filter((tr) => Number.isInteger(tr.from) && now(tr.pickle) === tr.to && tr.from !== tr.to);
}
