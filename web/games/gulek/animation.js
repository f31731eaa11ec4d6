// Gulek: plays the events of one move as an animation, for the game of 2–6 players and for the
// solitaires. The player changes a private copy of the pose as the events say (balls into pits,
// the hand being sown, captures, parked pairs) and asks the board to draw each frame with effects:
//   fx.flying  [{seat, x, y, scale, alpha}] balls in the air
//   fx.tray    where the tray of balls being sown is drawn (else beside pose.at)
//   fx.marks   [{x, y, r, color, strength}] glowing places
//   fx.busy    true: no highlights while animating
// It never applies a rule: an unknown event is skipped, and at the end the board draws the final
// view (whatever the pose says by then).

import { makeTween } from "../tween.js";
import { ease, lerp, sectorAngle } from "./geometry.js";
import { CAPTURE, GOLD, MOVABLE, parkPoint, trayPoint } from "./paint.js";

/** @typedef {import("../kit/board.js").Pose} Pose */
/** @typedef {import("../kit/board.js").Layout} Layout */
/** @typedef {import("../kit/table.js").GameEvent} GameEvent */

const DROP_MS = 240;   // one ball of a sowing at speed 1

/**
 * @param {Pose} pose  the pose of the view before the move (pose.js), changed in place
 * @param {GameEvent[]} events
 * @param {{speed:number, cancelled:()=>boolean, layout:()=>Layout, render:(pose, fx)=>void,
 *          bannerText:(event)=>string|null}} env
 */
export async function playEvents(pose, events, env) {
  const { speed, cancelled, render } = env;
  const L = () => env.layout();
  const fx = { busy: true, flying: [], marks: [], tray: null };
  const tween = makeTween({ speed, cancelled, redraw: () => render(pose, fx) });
  const pit = (i) => L().pits[i];
  const sown = events.filter((e) => e?.type === "drop").length
    + events.filter((e) => e?.type === "sow").reduce((a, e) => a + (e.path?.length ?? 0), 0);
  const dropMs = Math.max(110, Math.min(DROP_MS, 300 - sown * 8));

  /** Balls [{seat, from, to, scale}] fly together in a low arc. */
  async function fly(balls, ms, arc = 0.5) {
    const items = balls.map((b) => ({ ...b, f: { seat: b.seat, x: b.from.x, y: b.from.y, scale: b.scale ?? 1.1 } }));
    fx.flying.push(...items.map((it) => it.f));
    await tween(ms, (t) => {
      const e = ease(t);
      for (const it of items) {
        const p = lerp(it.from, it.to, e);
        it.f.x = p.x;
        it.f.y = p.y - Math.sin(Math.PI * t) * L().r * arc;
      }
    });
    fx.flying = fx.flying.filter((f) => !items.some((it) => it.f === f));
  }

  async function pulse(at, color, ms) {
    if (!at) return;
    const mark = { x: at.x, y: at.y, r: L().r + 6, color, strength: 0 };
    fx.marks.push(mark);
    await tween(ms, (t) => { mark.strength = Math.sin(Math.PI * t); });
    fx.marks.splice(fx.marks.indexOf(mark), 1);
  }

  async function banner(ev, ms) {
    const text = env.bannerText?.(ev);
    if (!text) return;
    pose.banner = { text, strength: 0 };
    await tween(ms, (t) => { pose.banner.strength = Math.min(1, Math.sin(Math.PI * t) * 2.5); });
    pose.banner = null;
  }

  /** The balls of pit `p` are taken up into the hand, which rises to its tray. */
  async function takeUp(p, counts) {
    pose.pits[p] = pose.pits[p].map(() => 0);
    pose.hand = [...counts];
    pose.at = p;
    const to = trayPoint(L(), p);
    await tween(280, (t) => { fx.tray = lerp(pit(p), to, ease(t)); });
    fx.tray = null;
  }

  /** One ball of `seat` from the hand into pit p; the tray follows it. */
  async function drop(seat, p) {
    if (!pose.hand) pose.hand = pose.pits[0].map(() => 0);
    const fromTray = trayPoint(L(), pose.at);
    const toTray = trayPoint(L(), p);
    if (pose.hand[seat] > 0) pose.hand[seat] -= 1;
    const ball = { seat, x: fromTray.x, y: fromTray.y, scale: 1.1 };
    fx.flying.push(ball);
    await tween(dropMs, (t) => {
      const e = ease(t);
      fx.tray = lerp(fromTray, toTray, e);
      const q = lerp(fromTray, pit(p), e);
      ball.x = q.x;
      ball.y = q.y - Math.sin(Math.PI * t) * L().r * 0.6;
    });
    fx.flying = fx.flying.filter((f) => f !== ball);
    fx.tray = null;
    pose.at = p;
    if (pose.pits[p]) pose.pits[p][seat] += 1;
    if (!pose.hand.some((c) => c > 0)) pose.hand = null;
  }

  const multi = {
    place: async (ev) => {
      const from = L().polar(sectorAngle(ev.seat, pose.n), L().centreR * 0.9);
      await fly([{ seat: ev.seat, from, to: pit(ev.pit), scale: 1.2 }], 340, 0.8);
      if (pose.pits[ev.pit]) pose.pits[ev.pit][ev.seat] += 1;
      await pulse(pit(ev.pit), MOVABLE, 160);
    },
    take: (ev) => takeUp(ev.pit, Array.isArray(ev.balls) ? ev.balls : pose.pits[ev.pit]),
    drop: (ev) => drop(ev.ball, ev.pit),
    capture: async (ev) => {
      await pulse(pit(ev.pit), CAPTURE, 320);
      const balls = Array.isArray(ev.balls) ? ev.balls : [];
      const centre = { x: L().cx, y: L().cy };
      const flights = [];
      balls.forEach((n, s) => {
        if (!n) return;
        pose.pits[ev.pit][s] = Math.max(0, pose.pits[ev.pit][s] - n);
        for (let k = 0; k < Math.min(n, 4); k++) {
          flights.push({ seat: s, from: { x: pit(ev.pit).x + (k - 1.5) * L().ball, y: pit(ev.pit).y }, to: centre, scale: 1.1 });
        }
      });
      await fly(flights, 560, 1.2);
      balls.forEach((n, s) => { pose.centre[s] = (pose.centre[s] ?? 0) + n; });
      await pulse(centre, CAPTURE, 260);
    },
    park: async (ev) => {
      const to = parkPoint(L(), pose, ev.seat);
      pose.pits[ev.pit][ev.seat] = Math.max(0, pose.pits[ev.pit][ev.seat] - 2);
      const from = pit(ev.pit);
      await fly([{ seat: ev.seat, from: { x: from.x - L().ball, y: from.y }, to: { x: to.x - L().ball, y: to.y } },
        { seat: ev.seat, from: { x: from.x + L().ball, y: from.y }, to: { x: to.x + L().ball, y: to.y } }], 480, 0.7);
      pose.ring[ev.seat] += 1;
    },
    return: async (ev) => {
      const from = parkPoint(L(), pose, ev.seat);
      pose.ring[ev.seat] = Math.max(0, pose.ring[ev.seat] - 1);
      const to = pit(ev.pit);
      await fly([{ seat: ev.seat, from: { x: from.x - L().ball, y: from.y }, to: { x: to.x - L().ball, y: to.y } },
        { seat: ev.seat, from: { x: from.x + L().ball, y: from.y }, to: { x: to.x + L().ball, y: to.y } }], 480, 0.7);
      pose.pits[ev.pit][ev.seat] += 2;
      await pulse(to, MOVABLE, 200);
    },
    wait: (ev) => banner(ev, 900),
    out: (ev) => banner(ev, 1100),
    play_begins: (ev) => banner(ev, 1000),
    game_over: (ev) => banner(ev, 1400),
  };

  const solo = {
    sow: async (ev) => {
      const path = Array.isArray(ev.path) ? ev.path : [];
      const relays = Array.isArray(ev.relays) ? [...ev.relays] : [];
      await takeUp(ev.pit, [pose.pits[ev.pit]?.[0] ?? 0]);
      for (const p of path) {
        if (cancelled()) return;
        if (!pose.hand && relays.length) {
          const r = relays.shift();
          await pulse(pit(r), GOLD, 260);
          await takeUp(r, [pose.pits[r]?.[0] ?? 0]);
        }
        await drop(0, p);
      }
    },
    remove: async (ev) => {
      await pulse(pit(ev.pit), GOLD, 240);
      const from = pit(ev.pit);
      pose.pits[ev.pit] = [0];
      const centre = { x: L().cx, y: L().cy };
      await fly([{ seat: 0, from: { x: from.x - L().ball, y: from.y }, to: { x: centre.x - L().ball, y: centre.y } },
        { seat: 0, from: { x: from.x + L().ball, y: from.y }, to: { x: centre.x + L().ball, y: centre.y } }], 460, 0.9);
      pose.centre[0] += 2;
    },
    game_over: (ev) => banner(ev, 1500),
  };

  const handlers = pose.mode === "solo" ? solo : multi;
  for (const ev of events) {
    if (cancelled()) return;
    const handler = ev && Object.hasOwn(handlers, ev.type) ? handlers[ev.type] : null;
    if (handler) await handler(ev);
  }
  await tween(80);
}
