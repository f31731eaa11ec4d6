// Mixed Pickles: the end of the game. The finishing order, and every player's goal card (folded where
// the screen is too small, see fit.js) with the places that matched and the points they brought
// (the engine's view.scores), and a collapsed panel
// "How the goal cards were read" from view.inference: per player a row of bars (how likely the
// observers found the true card after each of that player's moves) and the same in words.

import { el } from "../../dom.js";
import { seatBadge } from "../seats.js";
import { goalCard, pickleChip } from "./cards.js";

const clip = (p) => Math.max(0, Math.min(1, Number(p) || 0));
/** A probability in whole percent; "< 1" rather than a misleading 0 for a small one. */
const percent = (p) => (clip(p) > 0 && clip(p) < 0.005 ? "< 1" : String(Math.round(clip(p) * 100)));

/** One player's row: rank, seat, name, points (a star for a winner), and the goal card with its hits. */
function scoreRow(view, texts, seat, rank, winner) {
  const { t } = texts;
  const s = view.scores[seat];
  const marks = (s.points ?? []).map((points) => ({ hit: points > 0, points }));
  return el("li", { class: winner ? "mp-winner" : "" },
    el("div", { class: "mp-result-who", "aria-hidden": "true" },
      rank ? el("span", { class: "mp-result-rank", text: t("mixed_pickles.result.rank", { rank }) }) : null,
      seatBadge(seat),
      el("strong", { class: "mp-result-name", text: texts.name(seat) }),
      el("span", { class: "mp-result-points", text: texts.count(texts.pointsOf(view, seat), "mixed_pickles.status.points_one", "mixed_pickles.status.points") }),
      winner ? el("span", { class: "mp-result-tag" }, "★ ", el("span", { class: "mp-result-tag-word", text: t("mixed_pickles.result.winner") })) : null),
    el("div", { "aria-hidden": "true" }, goalCard(s.goal, texts, { marks })),
    el("span", { class: "visually-hidden", text: texts.scoreText(view, seat) }));
}

/**
 * The result box: the finishing order, then the goal cards and points, one row per player, best
 * first. The rows may be folded where the screen is too small for them all (fit.js); a player who
 * unfolds them keeps them open (data-kept).
 */
export function resultSection(view, texts) {
  const { t } = texts;
  const ranks = view.outcome?.ranks ?? view.scores.map(() => null);
  const winners = view.outcome?.winners ?? [];
  const seats = view.scores.map((s, seat) => seat).sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0) || a - b);
  const order = view.finished ?? [];
  const rows = el("details", { class: "mp-scores", open: true });
  rows.append(
    el("summary", { onclick: () => { if (rows.open) delete rows.dataset.kept; else rows.dataset.kept = "open"; } },
      el("h2", { id: "mp-result-title", text: t("mixed_pickles.result.title") })),
    el("ol", { class: "mp-result-list" }, seats.map((seat) => scoreRow(view, texts, seat, ranks[seat], winners.includes(seat)))),
    el("p", { class: "mp-result-note", text: t("mixed_pickles.result.note") }));
  return el("section", { class: "mp-result", "aria-labelledby": "mp-result-title" },
    el("p", { class: "mp-order" },
      el("span", { class: "mp-order-title", text: t("mixed_pickles.result.order") }),
      ...order.map((p, i) => el("span", { class: "mp-order-item" },
        el("span", { text: t("mixed_pickles.goal.number", { n: i + 1 }) }), pickleChip(p, texts),
        el("span", { text: texts.pickleName(p) })))),
    rows);
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
