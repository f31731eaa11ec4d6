// Keezen: plays the events of one move as an animation.
//
// The player changes a private copy of the pose (pawn places, pile, cards in hand) as the events
// say and asks the board to draw each frame with some effects:
//   fx.positions  Map "player:pawn" -> {x, y, lift, scale} overriding where pawns stand
//   fx.marks      [{x, y, color, strength}] glowing places
//   fx.drop       0 … 1 while the newest card slides onto the pile
//   fx.top        the pawn moved last, drawn on top
//   fx.busy       true: no highlights while animating
// It never applies a rule: an unknown event is skipped, and at the end every pawn still out of
// place glides to where the final view has it.

import { makeTween } from '../tween.js';
import { ease, lerpPoint } from "./geometry.js";
import { CAPTURE, GOLD } from "./pawns.js";

/** @typedef {import("../kit/board.js").Pose} Pose */
/** @typedef {import("../kit/board.js").Layout} Layout */
/** @typedef {import("../kit/table.js").GameEvent} GameEvent */

export const STEP_MS = 130; // one square of a walk at speed 1

/**
 * @param {Pose} pose       copy of the last drawn view (poseOf in board.js), changed in place
 * @param {GameEvent[]} events
 * @param {Pose} finalPose  the pose of the view after the move
 * @param {{speed:number, layout:()=>Layout, render:(pose, fx)=>void, cancelled:()=>boolean,
 *          point:(pose, player, index, place)=>{x,y}|null, tagPoint:(pose, player)=>{x,y},
 *          text:(key, args)=>string}} env
 */
export async function playEvents(pose, events, finalPose, env) {
  const { speed, render, cancelled, point } = env;
  const fx = { busy: true, positions: new Map(), marks: [], drop: 1 };
  const sp = () => env.layout().spacing;
  const key = (player, index) => `${player}:${index}`;

  const tween = makeTween({ speed, cancelled, redraw: () => render(pose, fx) });

  /** Glide pawns to new places at once: moves = [{player, index, to, lift}]. */
  const glide = async (moves, ms) => {
    const paths = [];
    for (const m of moves) {
      const row = pose.pawns[m.player];
      if (!row || row[m.index] === undefined) continue;
      const from = point(pose, m.player, m.index, row[m.index]);
      const to = point(pose, m.player, m.index, m.to);
      row[m.index] = m.to;
      if (from && to) paths.push({ k: key(m.player, m.index), from, to, lift: m.lift ?? 0 });
    }
    if (!paths.length) return;
    fx.top = paths[0].k; // the last pawn moved stays on top (over a pawn it is about to capture)
    await tween(ms, (t) => {
      const e = ease(t);
      for (const p of paths) fx.positions.set(p.k, { ...lerpPoint(p.from, p.to, e), lift: p.lift * Math.sin(Math.PI * t) });
    });
    for (const p of paths) fx.positions.delete(p.k);
  };

  const pulse = async (at, color, ms) => {
    if (!at) return;
    const mark = { x: at.x, y: at.y, color, strength: 0 };
    fx.marks.push(mark);
    await tween(ms, (t) => { mark.strength = Math.sin(Math.PI * t); });
    fx.marks.splice(fx.marks.indexOf(mark), 1);
  };

  const handlers = {
    card: async (ev) => {
      if (typeof ev.card !== "string") return;
      pose.pile.push({ seat: ev.seat, cards: [ev.card], folded: false });
      if (pose.counts[ev.seat] > 0) pose.counts[ev.seat] -= 1;
      await tween(260, (t) => { fx.drop = ease(t); });
      fx.drop = 1;
    },
    discard: async (ev) => {
      pose.pile.push({ seat: ev.seat, cards: Array.isArray(ev.cards) ? [...ev.cards] : [], folded: true });
      pose.counts[ev.seat] = 0;
      pose.folded[ev.seat] = true;
      await tween(320, (t) => { fx.drop = ease(t); });
      fx.drop = 1;
      await pulse(env.tagPoint(pose, ev.seat), CAPTURE, 380);
    },
    enter: async (ev) => {
      await glide([{ player: ev.owner, index: ev.pawn, to: ev.to, lift: sp() * 1.2 }], 480);
      await pulse(point(pose, ev.owner, ev.pawn, ev.to), GOLD, 260);
    },
    move: async (ev) => {
      const path = Array.isArray(ev.path) && ev.path.length ? ev.path : [ev.to];
      for (const place of path) {
        if (cancelled()) return;
        await glide([{ player: ev.owner, index: ev.pawn, to: place, lift: sp() * 0.35 }], STEP_MS);
      }
    },
    capture: async (ev) => {
      const at = point(pose, ev.owner, ev.pawn, ev.at);
      await pulse(at, CAPTURE, 260);
      await glide([{ player: ev.owner, index: ev.pawn, to: -1, lift: sp() * 2.2 }], 650);
    },
    home: (ev) => pulse(point(pose, ev.owner, ev.pawn, pose.pawns[ev.owner]?.[ev.pawn]), GOLD, 420),
    swap: async (ev) => {
      // Both pawns fly at once, crossing in the air.
      await glide([
        { player: ev.owner, index: ev.pawn, to: ev.to, lift: sp() * 1.4 },
        { player: ev.other, index: ev.other_pawn, to: ev.from, lift: -sp() * 0.6 },
      ], 620);
    },
    seven_cancelled: () => settle(420),
    deal: async (ev) => {
      pose.pile = [];
      pose.folded = pose.folded.map(() => false);
      pose.counts = [...finalPose.counts];
      pose.deal = ev.deal;
      pose.banner = { text: env.text("keezen.board.new_deal", { deal: ev.deal, cards: ev.cards }), strength: 0 };
      await tween(900, (t) => { pose.banner.strength = Math.min(1, Math.sin(Math.PI * t) * 2); });
      pose.banner = null;
    },
    game_over: async (ev) => {
      const winners = Array.isArray(ev.winners) ? ev.winners : [];
      await tween(900, (t) => {
        fx.marks = [];
        for (const w of winners) {
          for (let h = 0; h < 4; h++) {
            const at = point(pose, w, 0, pose.board.home + h);
            if (at) fx.marks.push({ x: at.x, y: at.y, color: GOLD, strength: Math.sin(Math.PI * t) });
          }
        }
      });
      fx.marks = [];
    },
  };

  /** Every pawn not where the final view has it glides there. */
  async function settle(ms) {
    const moves = [];
    finalPose.pawns.forEach((row, player) => row.forEach((place, index) => {
      if (pose.pawns[player]?.[index] !== place) moves.push({ player, index, to: place, lift: sp() * 0.8 });
    }));
    await glide(moves, ms);
  }

  for (const ev of events) {
    if (cancelled()) return;
    const handler = ev && Object.hasOwn(handlers, ev.type) ? handlers[ev.type] : null;
    if (handler) await handler(ev);
  }
  await settle(300);
  await tween(100);
}
