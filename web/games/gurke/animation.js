// The Gurke table's animations: a played card flies from the hand (or the player's row) to the
// trick, the play that takes the trick glows, then the cards fly back to the players' rows; scores
// flash at the end of a deal. Everything is drawn by the table's own render (through `show`): this
// module only decides the sequence of poses and moves the drawn cards.

import { makeTween } from "../tween.js";

const FLY_MS = 380;

const ease = (x) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

export function createPlayer({ t, seatName, count, centre, seatsBox, hand, current, show: showPose, effects }) {
  const copyPose = (view) => ({
    ...view,
    hand: Array.isArray(view.hand) ? [...view.hand] : view.hand,
    hand_counts: [...(view.hand_counts ?? [])],
    trick: (view.trick ?? []).map(([s, c]) => [s, [...c]]),
    tricks: (view.tricks ?? []).map((tr) => tr.map(([s, c]) => [s, [...c]])),
  });

  /** The screen rectangles the cards of seat's play come from: the hand buttons, or the seat's card count. */
  function sourceRects(seat, cards) {
    const rects = [];
    const used = new Set();
    for (const card of cards) {
      let node = null;
      if (seat === current().seat) {
        node = [...hand.querySelectorAll("[data-card]")].find((b) => b.dataset.card === card && !used.has(b));
        if (node) used.add(node);
      }
      node = node ?? seatsBox.querySelector(`[data-held="${seat}"]`) ?? seatsBox.querySelector(`[data-seat="${seat}"]`);
      rects.push(node ? node.getBoundingClientRect() : null);
    }
    return rects;
  }

  /** Move the `targets` (already in place) so they seem to come from `rects`, then glide home. */
  async function fly(targets, rects, tween, ms) {
    const paths = [];
    targets.forEach((node, i) => {
      const from = rects[i] ?? rects[rects.length - 1];
      if (!node || !from) return;
      const to = node.getBoundingClientRect();
      if (!to.width) return;
      paths.push({ node, dx: from.left - to.left, dy: from.top - to.top, s: Math.max(0.3, Math.min(2.5, from.width / to.width)) });
      node.dataset.flying = "1";
    });
    if (!paths.length) return;
    const frame = (x) => {
      const e = ease(x);
      for (const p of paths) {
        const s = p.s + (1 - p.s) * e;
        p.node.style.transform = `translate(${(p.dx * (1 - e)).toFixed(1)}px, ${(p.dy * (1 - e)).toFixed(1)}px) scale(${s.toFixed(3)})`;
      }
    };
    frame(0);
    await tween(ms, frame);
    for (const p of paths) { p.node.style.transform = ""; delete p.node.dataset.flying; }
  }

  async function playEvents(events, next, speed, cancelled) {
    const tween = makeTween({ speed, cancelled, redraw: () => {} });
    let pose = copyPose(current());
    const show = (fx = {}) => showPose(pose, fx);
    for (const ev of events) {
      if (cancelled()) return;
      if (!ev || typeof ev !== "object") continue;
      switch (ev.type) {
        case "play": {
          const cards = Array.isArray(ev.cards) ? ev.cards : [];
          const rects = sourceRects(ev.seat, cards);
          if (ev.seat === pose.seat && Array.isArray(pose.hand)) {
            for (const card of cards) { const i = pose.hand.indexOf(card); if (i >= 0) pose.hand.splice(i, 1); }
          }
          pose.chosen = [];
          if (pose.hand_counts[ev.seat] !== undefined) pose.hand_counts[ev.seat] = Math.max(0, pose.hand_counts[ev.seat] - cards.length);
          pose.trick.push([ev.seat, [...cards]]);
          pose.trick_best = ev.best;
          pose.to_move = null;
          show();
          const targets = centre.querySelectorAll(`.gurke-play[data-seat="${ev.seat}"] .gurke-card`);
          await fly([...targets], rects, tween, FLY_MS);
          break;
        }
        case "trick": {
          if (!pose.trick.length) break;
          show({ winner: ev.winner });
          await tween(ev.last ? 1100 : 750);
          if (cancelled()) return;
          const from = new Map(pose.trick.map(([seat]) => [seat,
            [...centre.querySelectorAll(`.gurke-play[data-seat="${seat}"] .gurke-card`)].map((n) => n.getBoundingClientRect())]));
          pose.tricks.push(pose.trick);
          pose.trick = [];
          show({ banner: ev.last ? t("gurke.trick.last_taken", { name: seatName(ev.winner) }) : undefined });
          const flights = [];
          for (const [seat, rects] of from) {
            const group = seatsBox.querySelector(`[data-seat="${seat}"] .gurke-played-trick:last-of-type`);
            if (group) flights.push(fly([...group.querySelectorAll(".gurke-card")], rects, tween, FLY_MS));
          }
          await Promise.all(flights);
          break;
        }
        case "penalty": case "bonus": case "pickle": case "out": case "restart": case "buy_back": {
          pose.scores = next.scores; pose.pickles = next.pickles; pose.out = next.out;
          show({ flash: new Set([ev.seat]), banner: effects().banner });
          await tween(ev.type === "bonus" ? 500 : 800);
          break;
        }
        case "deal": {
          pose = copyPose(next);
          show({ banner: count(ev.hand_size, "gurke.event.deal_one", "gurke.event.deal", { deal: ev.deal, name: seatName(ev.dealer) }) });
          await tween(1000);
          break;
        }
        case "game_over":
          pose = copyPose(next);
          show();
          await tween(500);
          break;
        default:
          break;
      }
    }
  }

  return playEvents;
}
