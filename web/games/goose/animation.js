// Game of the Goose: plays the events of one move as an animation.
//
// The player changes a private copy of the pose (where the pawns are, their status, the dice) as
// the events say, and asks the board to draw each frame with some effects:
//   fx.positions  Map seat -> {x, y, r, lift} overriding where pawns stand (while one moves)
//   fx.mover      the seat moving now (drawn on top)
//   fx.marks      [{square, color, strength}] glowing squares
//   fx.rolling    {faces, tilt} while the dice tumble
//   fx.busy       true: no "your turn" ring while animating
// It never applies a rule: an event it does not know is skipped.

import { makeTween } from '../tween.js';
import { lerpPoint } from './geometry.js';

/** @typedef {import("../kit/board.js").Pose} Pose */
/** @typedef {import("../kit/board.js").Layout} Layout */
/** @typedef {import("../kit/table.js").GameEvent} GameEvent */

export const STEP_MS = 120; // one square of a walk at speed 1

/** Colours of the glow on squares. */
export const MARKS = { goose: '#f0a500', jump: '#2f7fc9', trap: '#c0392b', nest: '#a56a35', finish: '#f0a500' };

/**
 * Play `events` on `pose` (changed in place).
 * @param {Pose} pose   copy of the last drawn view (see poseOf in board.js)
 * @param {GameEvent[]} events
 * @param {{speed: number, layout: () => Layout, slotMap: (pose) => Map, render: (pose, fx) => void,
 *          cancelled: () => boolean}} env
 */
export async function playEvents(pose, events, { speed, layout, slotMap, render, cancelled }) {
  const fx = { marks: [], busy: true, positions: null, mover: null, rolling: null };
  const size = () => layout().size;
  const pawnOf = (seat) => pose.pawns.find((p) => p.seat === seat);
  const geeseFlying = new Set(); // seats whose next walk follows a goose

  const tween = makeTween({ speed, cancelled, redraw: () => render(pose, fx) });

  // Move a pawn to a square. Pawns sharing the old or new square slide to their new places;
  // the mover rises by `lift` pixels at the middle of the move (a hop, or a flight).
  const move = async (seat, to, ms, lift) => {
    const pawn = pawnOf(seat);
    if (!pawn || layout().cells[to] === undefined) return;
    const before = slotMap(pose);
    pawn.square = to;
    const after = slotMap(pose);
    fx.mover = seat;
    await tween(ms, (t) => {
      const e = t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t); // ease in and out
      fx.positions = new Map();
      for (const [other, a] of before) {
        const b = after.get(other) ?? a;
        fx.positions.set(other, {
          ...lerpPoint(a, b, e),
          r: a.r + (b.r - a.r) * e,
          lift: other === seat ? lift * Math.sin(Math.PI * t) : 0,
        });
      }
    });
    fx.positions = null;
    fx.mover = null;
  };

  // Light up a square for a moment.
  const pulse = async (square, color, ms) => {
    const mark = { square, color, strength: 0 };
    fx.marks.push(mark);
    await tween(ms, (t) => { mark.strength = Math.sin(Math.PI * t); });
    fx.marks.splice(fx.marks.indexOf(mark), 1);
  };

  // A status change (nest, trapped, released, ...): change it and light the square up.
  const setStatus = async (seat, status, color, square) => {
    const pawn = pawnOf(seat);
    if (!pawn) return;
    if (status) pawn.status = status;
    await pulse(square ?? pawn.square, color, 380);
  };

  const handlers = {
    roll: async (ev) => {
      if (!Array.isArray(ev.dice)) return;
      pose.roll = { seat: ev.seat, dice: ev.dice };
      await tween(450, (t) => {
        const k = Math.floor(t * 7); // change faces a few times, then settle on the throw
        fx.rolling = t < 1 ? {
          faces: ev.dice.map((d, i) => ((d + k * (i + 2)) % 6) + 1),
          tilt: [Math.sin(t * 13) * 0.5, Math.cos(t * 11) * 0.5],
        } : null;
      });
      fx.rolling = null;
      await tween(150);
    },
    first_throw: async (ev) => {
      await pulse(ev.to, MARKS.goose, 200);
      await move(ev.seat, ev.to, 700, size() * 1.4); // a glide straight to the square
    },
    walk: async (ev) => {
      const flying = geeseFlying.delete(ev.seat);
      const path = Array.isArray(ev.path) ? ev.path : [];
      const finish = layout().finish;
      for (const [i, square] of path.entries()) {
        await move(ev.seat, square, flying ? STEP_MS * 0.9 : STEP_MS, size() * (flying ? 0.5 : 0.2));
        // Touching the finish in the middle of a walk: the bounce. Make it visible.
        if (square === finish && i < path.length - 1) await pulse(square, MARKS.finish, 260);
      }
      fx.marks = fx.marks.filter((m) => !m.sticky); // the goose that sent us flies away
    },
    goose: async (ev) => {
      fx.marks.push({ square: ev.square, color: MARKS.goose, strength: 1, sticky: true });
      geeseFlying.add(ev.seat);
      await move(ev.seat, ev.square, 260, size() * 0.45); // a hop on the goose: off it goes again
    },
    jump: async (ev) => {
      const mark = { square: ev.from, color: MARKS.jump, strength: 1 };
      fx.marks.push(mark);
      await tween(180);
      await move(ev.seat, ev.to, 750, size() * 1.6); // a flight across the board
      fx.marks.splice(fx.marks.indexOf(mark), 1);
      await pulse(ev.to, MARKS.jump, 250);
    },
    nest: (ev) => setStatus(ev.seat, 'skip', MARKS.nest),
    trapped: (ev) => setStatus(ev.seat, 'trapped', MARKS.trap, ev.square),
    released: (ev) => setStatus(ev.seat, 'ready', MARKS.jump, ev.square),
    misses_turn: (ev) => setStatus(ev.seat, null, MARKS.nest),
    finished: (ev) => {
      const pawn = pawnOf(ev.seat);
      if (pawn) pawn.place = ev.place;
      return setStatus(ev.seat, 'finished', MARKS.finish, layout().finish);
    },
    game_over: () => pulse(layout().finish, MARKS.finish, 700),
  };

  for (const ev of events) {
    if (cancelled()) return;
    const handler = ev && Object.hasOwn(handlers, ev.type) ? handlers[ev.type] : null;
    if (handler) await handler(ev); // unknown events are ignored
  }
  await tween(120);
}
