// Mixed Pickles: plays the events of one move as an animation. The player changes a private copy of
// the pose (each pickle's field and place) as the events say and asks the board to draw each frame
// with effects:
//   fx.at      Map pickle -> {x, y}: where a sliding pickle is drawn
//   fx.moving  Set of the pickles in motion (drawn on top)
//   fx.marks   [{field, color, strength}] glowing fields
//   fx.busy    true: no highlights while animating
// It never applies a rule: an unknown event is skipped, and at the end every pickle slides to where
// the final view puts it (a move taken back after an objection, for instance).

import { makeTween } from "../tween.js";
import { GOLD, TARGET } from "./paint.js";
import { PICKLES } from "./texts.js";

/** @typedef {import("../kit/board.js").Pose} Pose */
/** @typedef {import("../kit/board.js").Layout} Layout */
/** @typedef {import("../kit/table.js").GameEvent} GameEvent */

const ease = (x) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

/**
 * @param {Pose} pose       the pose before the move (board.js poseOf), changed in place
 * @param {Pose} finalPose  the pose of the view after the move
 * @param {GameEvent[]} events
 * @param {{speed:number, cancelled:()=>boolean, layout:()=>Layout, render:(pose, fx)=>void,
 *          spotOf:(pickle)=>{x:number,y:number}}} env
 */
export async function playEvents(pose, finalPose, events, env) {
  const { speed, cancelled, render, spotOf } = env;
  const fx = { busy: true, at: new Map(), moving: new Set(), marks: [] };
  const tween = makeTween({ speed, cancelled, redraw: () => render(pose, fx) });
  const byName = (name) => pose.pickles.find((p) => p.pickle === name);
  const fieldIn = (fields, name) => fields?.[PICKLES.indexOf(name)];

  /** Pickles slide together to new fields (and places); the longest slide sets the pace. */
  async function slide(changes) {
    const paths = [];
    for (const { pickle, field, place } of changes) {
      const p = byName(pickle);
      if (!p || !Number.isInteger(field)) continue;
      const from = fx.at.get(pickle) ?? spotOf(p);
      p.field = field;
      if (place !== undefined) p.place = place;
      const to = spotOf(p);
      if (Math.hypot(to.x - from.x, to.y - from.y) < 1) continue;
      paths.push({ pickle, from, to });
    }
    if (!paths.length) return;
    const rows = Math.max(...paths.map((q) => Math.hypot(q.to.x - q.from.x, q.to.y - q.from.y) / (env.layout()?.step || 44)));
    const ms = Math.min(800, 280 + rows * 55);
    for (const q of paths) fx.moving.add(q.pickle);
    await tween(ms, (t) => {
      const e = ease(t);
      for (const q of paths) {
        // A small hop sideways off the track, so a pickle passing others on its way is easy to follow.
        const hop = Math.sin(Math.PI * t) * 4;
        const hopX = q.to.x === q.from.x ? hop : 0, hopY = q.to.y === q.from.y && q.to.x !== q.from.x ? -hop : 0;
        fx.at.set(q.pickle, { x: q.from.x + (q.to.x - q.from.x) * e + hopX, y: q.from.y + (q.to.y - q.from.y) * e + hopY });
      }
    });
    for (const q of paths) { fx.at.delete(q.pickle); fx.moving.delete(q.pickle); }
  }

  async function glow(field, color, ms) {
    const mark = { field, color, strength: 0 };
    fx.marks.push(mark);
    await tween(ms, (t) => { mark.strength = Math.sin(Math.PI * t); });
    fx.marks.splice(fx.marks.indexOf(mark), 1);
  }

  const handlers = {
    move: (ev) => slide([{ pickle: ev.pickle, field: fieldIn(ev.after, ev.pickle) }]),
    back: (ev) => slide([{ pickle: ev.pickle, field: fieldIn(ev.after, ev.pickle) }]),
    swap: (ev) => slide((ev.pickles ?? []).map((name) => ({ pickle: name, field: fieldIn(ev.after, name) }))),
    finish: async (ev) => {
      await slide([{ pickle: ev.pickle, field: 13, place: ev.place }]);
      await glow(13, GOLD, 420);
    },
    objection: async (ev) => {
      if (!ev.upheld) return;
      const back = finalPose.pickles.filter((q) => { const p = byName(q.pickle); return p && p.field !== q.field; });
      for (const q of back) fx.marks.push({ field: byName(q.pickle).field, color: TARGET, strength: 1 });
      await tween(300);
      fx.marks = [];
      await slide(back.map((q) => ({ pickle: q.pickle, field: q.field, place: q.place })));
    },
    game_over: async () => {
      await slide(finalPose.pickles.map((q) => ({ pickle: q.pickle, field: q.field, place: q.place })));
      await glow(13, GOLD, 700);
    },
  };

  for (const ev of events) {
    if (cancelled()) return;
    const handler = ev && Object.hasOwn(handlers, ev.type) ? handlers[ev.type] : null;
    if (handler) await handler(ev);
  }
  if (cancelled()) return;
  await slide(finalPose.pickles.map((q) => ({ pickle: q.pickle, field: q.field, place: q.place })));
  await tween(60);
}
