// Game of the Goose: the board. Draws a view sent by the Python engine on the board kit
// (kit/board.js) and animates the events of a move. It never applies rules itself: where the pawns
// go is what the events say.
//
//   const board = createGooseBoard(canvas, { seatColor, seatLabel });
//   board.draw(view);                                   // show a position
//   await board.animate(events, newView, { speed: 2 }); // play a move, end on newView
//
// What it points at (its things, how a move maps onto them) is in things.js.

import { layoutSpiral } from './geometry.js';
import { moveMarks, slotMap, thingsOf } from './things.js';
import { drawDice } from './dice.js';
import { paintBoard, paintMark } from './paint.js';
import { drawPawn } from './pawns.js';
import { seatColor } from '../seats.js';
import { playEvents } from './animation.js';
import { createCanvasBoard } from '../kit/board.js';


/**
 * @param {HTMLCanvasElement} canvas  fills its parent's width; its height follows the board
 * @param {{seatColor?: (seat:number)=>string, seatLabel?: (seat:number)=>string,
 *          maxHeight?: ()=>number}} [options]  maxHeight: CSS pixels, default 80% of the window
 * @returns {import('../kit/board.js').CanvasBoard}
 */
export function createGooseBoard(canvas, options = {}) {
  const colorOf = options.seatColor ?? seatColor;
  const seatLabel = options.seatLabel ?? ((seat) => String(seat + 1));
  const maxHeight = options.maxHeight ?? (() => window.innerHeight * 0.8);

  /** One pawn of `seat`, in its colour, shape and label. */
  function pawnAt(ctx, seat, x, y, r, more) {
    drawPawn(ctx, { x, y, r, seat, color: colorOf(seat), label: seatLabel(seat), ...more });
  }

  /** The last throw, in the middle of the finish garden, with a small token of the seat. */
  function paintRoll(ctx, L, pose, rolling) {
    const roll = pose.roll;
    if (!roll || !Array.isArray(roll.dice)) return;
    const a = L.centre.dice;
    const vertical = a.h > a.w * 1.15;
    const size = vertical ? Math.min(a.w * 0.5, a.h / 3.2) : Math.min(a.h * 0.5, a.w / 3.2);
    const cx = a.x + a.w / 2, cy = a.y + a.h / 2;
    const shift = size * 0.45; // leave room for the token before the dice
    const [dx, dy] = vertical ? [0, shift] : [shift, 0];
    drawDice(ctx, cx + dx, cy + dy, size, rolling?.faces ?? roll.dice,
      { rolling: !!rolling, vertical, accent: colorOf(roll.seat), tilt: rolling?.tilt });
    const t = vertical ? [cx, cy + dy - size * 1.75] : [cx + dx - size * 1.75, cy];
    pawnAt(ctx, roll.seat, t[0], t[1], Math.min(size * 0.3, L.size * 0.17), { shadow: false });
  }

  /** Every pawn: the ones standing still first, then the one moving (on top). */
  function paintPawns(ctx, L, pose, fx) {
    const slots = slotMap(L, pose);
    const order = [...pose.pawns].sort((p, q) => Number(p.seat === fx.mover) - Number(q.seat === fx.mover));
    for (const pawn of order) {
      const at = fx.positions?.get(pawn.seat) ?? slots.get(pawn.seat);
      if (!at) continue;
      const turn = !fx.busy && !pose.over && pose.toMove === pawn.seat;
      pawnAt(ctx, pawn.seat, at.x, at.y, at.r, { lift: at.lift ?? 0, status: pawn.status, place: pawn.place, turn });
    }
  }

  return createCanvasBoard(canvas, {
    // The spiral needs the board's last square, which comes with the first view: until then there
    // is nothing to lay out.
    layout: (width, height, pose) => (pose ? layoutSpiral(width, Math.max(200, height ?? maxHeight()), pose.board.finish) : null),
    stale: (L, pose) => L.finish !== pose.board.finish,
    poseOf,
    stillKey: (pose) => JSON.stringify(pose.board),
    paintStill: (g, L, pose) => paintBoard(g, L, pose.board),
    paint(ctx, L, pose, fx) {
      for (const mark of fx.marks ?? []) paintMark(ctx, L, mark);
      paintRoll(ctx, L, pose, fx.rolling);
      paintPawns(ctx, L, pose, fx);
    },
    things: thingsOf,
    moveMarks,
    play: ({ from, events, speed, cancelled, layout: current, render }) =>
      playEvents(from, events, { speed, slotMap: (pose) => slotMap(current(), pose), layout: current, render, cancelled }),
  });
}

/** A private, mutable copy of what the board needs from a view. */
export function poseOf(view) {
  return {
    board: { ...view.board },
    pawns: view.pawns.map((p) => ({ seat: p.seat, square: p.square, status: p.status, place: p.place })),
    toMove: view.to_move,
    over: !!view.over,
    roll: view.last_roll ? { seat: view.last_roll.seat, dice: view.last_roll.dice } : null,
  };
}
