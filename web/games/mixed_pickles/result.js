// Mixed Pickles: the end of the game. Every player's goal card beside the finishing order, with the
// places that matched and the points they brought (the engine's view.scores), and a collapsed panel
// "How the goal cards were read" from view.inference: per player a row of bars (how likely the
// observers found the true card after each of that player's moves) and the same in words.

import { el } from "../../dom.js";
import { seatBadge } from "../seats.js";
import { goalCard, pickleChip } from "./cards.js";

const clip = (p) => Math.max(0, Math.min(1, Number(p) || 0));
/** A probability in whole percent; "< 1" rather than a misleading 0 for a small one. */
const percent = (p) => (clip(p) > 0 && clip(p) < 0.005 ? "< 1" : String(Math.round(clip(p) * 100)));

/** The result box: the finishing order, then one row per player, best first. */
export function resultSection(view, texts) {
  const { t } = texts;
  const scores = view.scores ?? [];
  const ranks = view.outcome?.ranks ?? scores.map(() => null);
  const winners = view.outcome?.winners ?? [];
  const seats = scores.map((s, seat) => seat).sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0) || a - b);
  const order = view.finished ?? [];
  return el("section", { class: "mp-result", "aria-labelledby": "mp-result-title" },
    el("h2", { id: "mp-result-title", text: t("mixed_pickles.result.title") }),
    el("p", { class: "mp-order" },
      el("span", { class: "mp-order-title", text: t("mixed_pickles.result.order") }),
      ...order.map((p, i) => el("span", { class: "mp-order-item" },
        el("span", { text: t("mixed_pickles.goal.number", { n: i + 1 }) }), pickleChip(p, texts),
        el("span", { text: texts.pickleName(p) })))),
    el("ol", { class: "mp-result-list" }, seats.map((seat) => {
      const s = scores[seat];
      const marks = (s.points ?? []).map((points) => ({ hit: points > 0, points }));
      return el("li", { class: winners.includes(seat) ? "mp-winner" : "" },
        el("div", { class: "mp-result-who", "aria-hidden": "true" },
          ranks[seat] ? el("span", { class: "mp-result-rank", text: t("mixed_pickles.result.rank", { rank: ranks[seat] }) }) : null,
          seatBadge(seat),
          el("strong", { class: "mp-result-name", text: texts.name(seat) }),
          el("span", { class: "mp-result-points", text: texts.count(texts.pointsOf(view, seat), "mixed_pickles.status.points_one", "mixed_pickles.status.points") }),
          winners.includes(seat) ? el("span", { class: "mp-result-tag", text: `★ ${t("mixed_pickles.result.winner")}` }) : null),
        el("div", { "aria-hidden": "true" }, goalCard(s.goal, texts, { marks })),
        el("span", { class: "visually-hidden", text: texts.scoreText(view, seat) }));
    })),
    el("p", { class: "mp-result-note", text: t("mixed_pickles.result.note") }));
}

/** The collapsed panel from view.inference (null when the engine sent none). */
export function inferencePanel(view, texts) {
  const entries = Array.isArray(view.inference) ? view.inference.filter((e) => e && Number.isInteger(e.seat)) : [];
  if (!entries.length) return null;
  const { t } = texts;
  return el("details", { class: "mp-inference" },
    el("summary", { text: t("mixed_pickles.inference.title") }),
    el("p", { class: "mp-inference-intro", text: t("mixed_pickles.inference.intro") }),
    entries.map((entry) => seatInference(entry, view, texts)));
}

function seatInference(entry, view, texts) {
  const { t } = texts;
  const who = texts.name(entry.seat);
  const steps = (entry.steps ?? []).filter((s) => s && typeof s.p_true === "number");
  // The player's own count of moves (turns that told nothing, a special card say, have no step).
  const turns = view.turns ?? [];
  const moveNo = (s, k) => (Number.isInteger(s.turn) && turns.length > s.turn
    ? turns.slice(0, s.turn + 1).filter((r) => r.seat === entry.seat).length : k + 1);
  const stepText = (s, k) => t("mixed_pickles.inference.step", { move: moveNo(s, k), rank: s.rank ?? "?", p: percent(s.p_true), left: s.left ?? "?" });
  const lines = [];
  if (!steps.length) lines.push(t("mixed_pickles.inference.no_moves", { name: who }));
  else {
    const last = steps[steps.length - 1];
    lines.push(t("mixed_pickles.inference.last", { name: who, move: moveNo(last, steps.length - 1), rank: last.rank ?? "?", p: percent(last.p_true), left: last.left ?? "?" }));
    const first = steps.findIndex((s) => s.rank === 1);
    if (first >= 0) lines.push(t("mixed_pickles.inference.first_top", { move: moveNo(steps[first], first) }));
    else lines.push(t("mixed_pickles.inference.never_top"));
  }
  const top = (entry.top ?? []).filter((g) => Array.isArray(g?.goal));
  const goal = entry.goal ?? view.scores?.[entry.seat]?.goal ?? [];
  const bars = el("div", { class: "mp-bars", "aria-hidden": "true" }, steps.map((s, k) => {
    const bar = el("span", { class: `mp-bar${s.rank === 1 ? " mp-bar-top" : ""}`, title: stepText(s, k) });
    bar.style.height = `${Math.max(2, clip(s.p_true) * 100)}%`;
    return bar;
  }));
  return el("section", { class: "mp-inference-seat", "aria-label": who },
    el("h3", {}, seatBadge(entry.seat), el("span", { text: who })),
    el("div", { class: "mp-inference-goal" }, el("span", { text: t("mixed_pickles.inference.goal") }),
      el("span", { class: "mp-chips", "aria-label": texts.goalText(goal), role: "img" }, goal.map((p) => pickleChip(p, texts)))),
    steps.length ? el("div", { class: "mp-bars-box" }, el("span", { class: "mp-bars-axis", "aria-hidden": "true", text: t("mixed_pickles.inference.axis") }), bars) : null,
    lines.map((line) => el("p", { class: "mp-inference-line", text: line })),
    top.length ? el("p", { class: "mp-inference-line" }, t("mixed_pickles.inference.top", {
      list: top.map((g, i) => t("mixed_pickles.inference.top_item", { n: i + 1, goal: g.goal.map((p) => texts.letter(p)).join(" "), p: percent(g.p) })).join("; "),
    })) : null,
    steps.length ? el("details", { class: "mp-inference-steps" }, el("summary", { text: t("mixed_pickles.inference.every_move") }),
      el("ol", {}, steps.map((s, k) => el("li", { text: stepText(s, k) })))) : null);
}
