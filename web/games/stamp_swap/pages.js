// Stamp Swap: the board box and its tabs. The board box shows your album, or, while the player has
// one open, a secondary page in its place: the contest cards, your side, Pinzetta's side, her latest
// steps, and at the end the final scores. The tabs say the numbers worth a glance (tickets, both
// scores, how many new steps) without opening anything; the decision itself never leaves the pane.
// A tab list as the ARIA pattern has it: one tab stop, the arrow keys move between the tabs.

import { el, fill } from "../../dom.js";
import { contestCards } from "./contest.js";
import { dataNote, pinzettaSide, stepsBox, yourSide } from "./panels.js";
import { resultSection } from "./result.js";
import { pinHaul } from "./swap.js";

/**
 * `album`: the album (its element is the album page). `onShow(page)`: after the player switched pages.
 * Returns {element (the board box), bar (the tabs), render(view), show(page), current()}.
 */
export function createPages({ texts, seatName, album, onShow }) {
  const { t, words } = texts;
  const tabs = new Map();
  const pages = new Map();
  let open = "album";
  let names = ["album"];
  let seenSteps = ""; // the steps the player last saw on their page: newer ones are marked on the tab

  const element = el("div", { class: "frame-board ss-board" });
  const bar = el("div", { class: "ss-bar", role: "tablist", "aria-label": t("stamp_swap.album.title") });

  function page(name, content) {
    if (!pages.has(name)) {
      const id = `ss-page-${name}`;
      const tab = el("button", { type: "button", role: "tab", id: `ss-tab-${name}`, class: "ss-tab", "aria-controls": id,
        dataset: { focus: `tab:${name}` }, "data-thing": `page:${name}`, onclick: () => show(name, true), onkeydown: (e) => arrow(e, name) });
      tabs.set(name, tab);
      pages.set(name, el("div", { class: `ss-page ss-page-${name}`, id, role: "tabpanel", "aria-labelledby": tab.id }));
    }
    if (content) fill(pages.get(name), content);
    return name;
  }

  function arrow(e, name) {
    const k = names.indexOf(name);
    const to = { ArrowRight: k + 1, ArrowDown: k + 1, ArrowLeft: k - 1, ArrowUp: k - 1, Home: 0, End: names.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = names[(to + names.length) % names.length];
    show(next, true);
    tabs.get(next).focus();
  }

  /** A tab's face: its name, and under it what is worth a glance. */
  function label(name, title, glance = null, said = null) {
    const tab = tabs.get(name);
    if (!tab) return; // a page this table never had: a finished game opened afresh has no "you" or "pinzetta" page
    // A space between the two, so that what the tab shows reads as the start of its name ("Pinzetta 12").
    fill(tab, el("span", { class: "ss-tab-name", text: title }), glance === null ? null : " ",
      glance === null ? null : el("span", { class: "ss-tab-glance" }, glance));
    tab.setAttribute("aria-label", said ?? (glance === null ? title : `${title} ${typeof glance === "string" ? glance : ""}`.trim()));
  }

  function show(name, byPlayer = false) {
    if (!pages.has(name) || !names.includes(name)) name = names[0];
    open = name;
    for (const [key, tab] of tabs) {
      const on = key === name;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      pages.get(key).hidden = !on;
    }
    if (name === "steps") seenSteps = bar.dataset.steps ?? "";
    tabs.get("steps")?.classList.toggle("ss-fresh", name !== "steps" && (bar.dataset.steps ?? "") !== seenSteps && Boolean(bar.dataset.steps));
    if (byPlayer && onShow) onShow(name);
  }

  function render(view) {
    const over = view.phase === "over";
    const score = (n) => words.pointsText(n ?? 0);
    const you = view.result?.you?.total ?? view.score?.you ?? 0;
    const hers = view.result?.pinzetta?.total ?? view.pinzetta?.score ?? 0;
    const steps = texts.journal.latestSteps(view);
    // Her haul while you reserve and split, for a phone (table.css shows it here only there).
    const herHaul = ["reserve", "split"].includes(view.phase) ? pinHaul(view, { words, moves: [], sel: {} }) : null;
    names = [
      over ? page("result", resultSection(view, words, seatName)) : null,
      page("album"),
      page("contests", [contestCards(view, words), dataNote(view, words)]),
      over ? null : page("you", yourSide(view, words, seatName)),
      over ? null : page("pinzetta", [herHaul, pinzettaSide(view, words)]),
      page("steps", stepsBox(view, texts) ?? el("p", { class: "ss-empty", text: t("stamp_swap.prompt.wait") })),
    ].filter(Boolean);
    label("album", t("stamp_swap.album.title"));
    const tickets = view.tickets ?? 0;
    label("contests", t("stamp_swap.contests.title"),
      [el("span", { class: "ss-ticket", "aria-hidden": "true" }), ` ${tickets}`],
      `${t("stamp_swap.contests.title")}: ${words.count(tickets, "stamp_swap.contests.tickets_one", "stamp_swap.contests.tickets")}`);
    label("you", seatName(0), String(you), `${seatName(0)} ${score(you)}`);
    label("pinzetta", t("stamp_swap.pinzetta.name"), String(hers), `${t("stamp_swap.pinzetta.name")} ${score(hers)}`);
    label("steps", t("stamp_swap.steps.title"), steps.length ? String(steps.length) : null);
    if (pages.has("result")) label("result", t("stamp_swap.result.title"));
    bar.dataset.steps = steps.map((s) => s.text).join("\n");
    // Nodes are moved only when the set of pages changed: a moved node loses the focus.
    if ([...bar.children].map((tab) => tab.id).join() !== names.map((name) => `ss-tab-${name}`).join()) {
      fill(bar, names.map((name) => tabs.get(name)));
      fill(element, names.map((name) => pages.get(name)));
    }
    if (album.element.parentNode !== pages.get("album")) pages.get("album").replaceChildren(album.element);
    show(open);
  }

  return { element, bar, render, show, current: () => open };
}
