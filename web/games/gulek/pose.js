// Gulek: what the board draws, taken from a view of either game. The solitaires are drawn as a
// game of one colour: every pit holds [count], the centre holds the removed balls.

import { PITS } from "./geometry.js";

export const isSolo = (view) => view?.game === "gulek_solo" || view?.game === "gulek_single";

/** A private, mutable copy of what the renderer needs from a view (the legal sowings as the engine
 * tells them, for the arrow of a sowing shown on the board: never changed). */
export function poseOf(view) {
  if (isSolo(view)) {
    const board = view.board ?? Array(PITS).fill(0);
    return {
      mode: "solo",
      n: 1,
      pits: board.map((c) => [c]),
      ring: [0],
      centre: [2 * (view.removed ?? 0)],
      hand: null,
      at: 0,
      sowings: view.sowings ?? [],
      over: !!view.over,
      banner: null,
    };
  }
  const n = view.players ?? view.ring?.length ?? 2;
  const sowing = view.sowing;
  return {
    mode: "multi",
    n,
    pits: (view.pits ?? []).map((p) => [...p]),
    ring: [...(view.ring ?? Array(n).fill(0))],
    centre: [...(view.centre ?? Array(n).fill(0))],
    hand: sowing && Array.isArray(view.hand) ? [...view.hand] : null,
    at: sowing ? sowing.at : 0,
    sowings: view.sowings ?? [],
    over: !!view.over,
    banner: null,
  };
}

export const total = (counts) => (counts ?? []).reduce((a, c) => a + c, 0);
