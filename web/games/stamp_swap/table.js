// The Stamp Swap table (solo against the automa Pinzetta), one screen at every decision: a heading
// with the day and the phase and a line on what to do now; the board box with your album (or, while
// the player has one open, a page with the contest cards, your side, Pinzetta's side, her latest
// steps, the final scores); the pane with the work of the moment (the swap with both hauls and their
// valuation markers, the stamps to place, the contest) and the play screen's dock; and the tabs of
// the board box. The album is beside the pane when the table is wide, above it when it is tall.
// Nothing here decides a rule: the only moves played are the legal move objects handed to
// setMoves(), and choose() gets those very objects (the shell, kit/table.js, sees to it).
//
// What the guide and the review point at (data-thing ids): `stamp:<id>` an item wherever the page
// shows it (a haul, an offer, the stamps to place, Pinzetta's side, a stamp in the album),
// `square:<x>:<y>` a square of the album (from 0, x across), `contest:<category>` a contest card,
// `pinzetta` her side of the table and `pinzetta:album` her album with the sizes she seeks,
// `page:<name>` the tab of a page of the board box (album, contest, ...).

import { createShell } from "../kit/table.js";
import { el, fill, focusKeyIn } from "../../dom.js";
import { hideWhileEmpty } from "../../shown.js";
import { createAlbum } from "./album.js";
import { contestPanel } from "./contest.js";
import { createPages } from "./pages.js";
import { createDragger, placePanel, spotsOf } from "./placing.js";
import { swapPanel } from "./swap.js";
import { createTexts, SWAP_PHASES } from "./texts.js";

// The sound of each event that makes one (web/sound.js): a stamp set down or put aside, the end.
export const SOUNDS = { place: "card", reserve: "card", discard: "card", game_over: "win" };

/** The choice for new moves: nothing picked, but a stamp being placed stays picked while it may still go in. */
const emptySelection = (moves, previous) => ({ give: null, take: null, reserve: null, big: new Set(), preview: null,
  stamp: previous?.stamp && moves.some((m) => m.item === previous.stamp) ? previous.stamp : null });
/** Below this many pixels an album square is small for a fingertip: arrows to nudge the stamp appear. */
const FINGER_PX = 26;

/** @param {import("../kit/table.js").TableContext} context @returns {import("../kit/table.js").Table} */
export function createTable({ seatName, t, choose, dock = null, still = false }) {
  const texts = createTexts({ t, seatName });
  const { words } = texts;
  const shell = createShell({ choose, texts, redraw: () => refresh(), emptySelection });
  const sel = shell.selection;

  const heading = el("h2", { class: "ss-heading" });
  const prompt = el("p", { class: "ss-prompt", "aria-live": "polite" });
  const work = el("div", { class: "ss-work" });
  const album = createAlbum({ words, onCell: (x, y) => tapCell(x, y), onKey: (k) => key(k) });
  const pages = createPages({ texts, seatName, album, onShow: () => refresh() });
  const element = el("div", { class: "ss-table" },
    el("header", { class: "ss-head" }, heading, prompt),
    pages.element,
    el("div", { class: "ss-pane" }, work),
    pages.bar,
    dock);
  // Where the squares get small for a finger, the placing panel offers arrows too (table.css).
  const sizes = new ResizeObserver(() => {
    const cell = album.cellSize();
    if (cell > 0) element.classList.toggle("ss-small-squares", cell < FINGER_PX); // 0: another page is open
  });
  sizes.observe(album.grid);
  shell.onDestroy(() => sizes.disconnect());
  hideWhileEmpty(work);

  let view = null;
  let newest = null; // the stamp placed by the last move, drawn with a short glow
  let shownPhase = null; // a new phase brings the album (at the end, the final scores) back into the board box

  const dragger = createDragger({
    album, words,
    itemOf: (id) => (view?.to_place ?? []).find((i) => i.id === id),
    begin: (id) => set({ stamp: id, preview: null }),
    over: (cell) => {
      if (sel.preview?.x === cell?.x && sel.preview?.y === cell?.y) return;
      sel.preview = cell;
      refresh();
    },
    drop: (cell) => {
      const move = cell ? spotsOf(shell.moves, sel.stamp).spots.get(`${cell.x},${cell.y}`) : null;
      if (move) return pick(move);
      sel.preview = cell;
      refresh();
    },
  });
  shell.onDestroy(() => dragger.stop());

  const pick = (move) => shell.pick(move);

  function set(patch) {
    Object.assign(sel, patch);
    if (patch.stamp) pages.show("album"); // a stamp picked goes into the album: show it
    refresh();
  }

  // --- the album: taps and keys ---------------------------------------------------------------------------
  function placeable() {
    return (view?.to_place ?? []).filter((i) => spotsOf(shell.moves, i.id).spots.size > 0);
  }

  function tapCell(x, y) {
    if (view?.phase !== "place" || !shell.moves.length) return;
    if (!sel.stamp) {
      const first = placeable()[0];
      if (!first) return;
      sel.stamp = first.id;
    }
    const { spots } = spotsOf(shell.moves, sel.stamp);
    if (sel.preview && sel.preview.x === x && sel.preview.y === y && spots.has(`${x},${y}`)) return pick(spots.get(`${x},${y}`));
    set({ preview: { x, y } });
  }

  /**
   * A key on the album while placing: a step moves the preview by [dx, dy]; Enter places the
   * stamp there and Escape puts it back. True when the key was used.
   * @param {{step?: number[], key?: string}} press
   */
  function key({ step, key: name }) {
    if (view?.phase !== "place" || !shell.moves.length) return false;
    if (name === "Escape") { set({ stamp: null, preview: null }); return true; }
    if (!sel.stamp) {
      const first = placeable()[0];
      if (!first) return false;
      sel.stamp = first.id;
    }
    const { spots } = spotsOf(shell.moves, sel.stamp);
    if (!sel.preview) {
      const [x, y] = (spots.keys().next().value ?? "0,0").split(",").map(Number);
      set({ preview: { x, y } });
      return true;
    }
    if (step) {
      const n = view.grid ?? 12;
      set({ preview: { x: Math.max(0, Math.min(n - 1, sel.preview.x + step[0])), y: Math.max(0, Math.min(n - 1, sel.preview.y + step[1])) } });
      return true;
    }
    if (name === "Enter") {
      const move = spots.get(`${sel.preview.x},${sel.preview.y}`);
      if (move) pick(move);
      return true;
    }
    return false;
  }

  // --- the words at the top -----------------------------------------------------------------------------------
  function promptText() {
    if (view.phase === "over") return ""; // the heading says so, and the result below has the totals
    if (!shell.moves.length) return still ? "" : t("stamp_swap.prompt.wait"); // a replay or a review waits for nobody
    switch (view.phase) {
      case "generous": return t("stamp_swap.prompt.generous");
      case "reserve": return t("stamp_swap.prompt.reserve");
      case "split": return t("stamp_swap.prompt.split", { n: shell.moves[0]?.big?.length ?? 1 });
      case "choose": return t("stamp_swap.prompt.choose");
      case "place": {
        const left = view.to_place?.length ?? 0;
        if (!placeable().length) return t("stamp_swap.prompt.discard");
        return words.count(left, "stamp_swap.prompt.place_one", "stamp_swap.prompt.place");
      }
      case "contest": return t("stamp_swap.prompt.contest");
      default: return "";
    }
  }

  function headingText() {
    const day = Math.min(view.day ?? 0, 3);
    return t("stamp_swap.heading", { day: words.dayName(day), phase: t(`stamp_swap.phase.${view.phase}`) });
  }

  // --- drawing ------------------------------------------------------------------------------------------------
  function refresh() {
    if (!view) return;
    const focused = focusKeyIn(element);
    const albumFocused = document.activeElement === album.grid;
    if (sel.stamp && !(view.to_place ?? []).some((i) => i.id === sel.stamp)) { sel.stamp = null; sel.preview = null; }
    element.dataset.phase = view.phase;
    element.classList.toggle("ss-swapping", SWAP_PHASES.includes(view.phase));
    heading.textContent = headingText();
    const line = promptText();
    if (prompt.textContent !== line) prompt.textContent = line;
    prompt.hidden = !line;
    heading.classList.toggle("ss-alone", !line);
    prompt.classList.toggle("ss-your-turn", shell.moves.length > 0);

    const ctx = { words, moves: shell.moves, sel, set, pick, moveText: (m) => texts.moveText(m, view), dragger, nudge: (step) => key({ step }) };
    fill(work,
      SWAP_PHASES.includes(view.phase) ? swapPanel(view, ctx) : null,
      view.phase === "place" ? placePanel(view, ctx) : null,
      contestPanel(view, ctx));
    const picked = (view.to_place ?? []).find((i) => i.id === sel.stamp);
    album.render(view, {
      item: view.phase === "place" && shell.moves.length ? picked : null,
      spots: picked ? new Set(spotsOf(shell.moves, picked.id).spots.keys()) : new Set(),
      preview: sel.preview, newest,
    });
    pages.render(view);
    if (view.phase !== shownPhase) {
      shownPhase = view.phase;
      pages.show(view.phase === "over" ? "result" : "album");
    }
    if (focused) {
      const again = element.querySelector(`[data-focus="${CSS.escape(focused)}"]:not(:disabled)`) ?? work.querySelector("button:not(:disabled)");
      if (again && again !== document.activeElement) again.focus({ preventScroll: true });
    } else if (albumFocused && document.activeElement !== album.grid) album.grid.focus({ preventScroll: true });
  }

  /** The things a move involves: the stamps it gives, takes, reserves or places, and where one goes. */
  function moveThings(move) {
    const pin = view?.pin_haul ?? {};
    const taken = move.take === undefined ? null : [...(pin.big ?? []), ...(pin.small ?? [])].find((i) => i.place === move.take);
    const stamps = [move.item, move.give, taken?.id, ...(move.big ?? []),
      ...(move.kind === "choose" ? (pin[move.offer] ?? []).map((i) => i.id) : [])];
    return [
      ...stamps.filter((id) => id !== undefined && id !== null).map((id) => `stamp:${id}`),
      ...(Number.isInteger(move.x) && Number.isInteger(move.y) ? [`square:${move.x}:${move.y}`] : []),
      ...(move.category ? [`contest:${move.category}`] : []),
    ];
  }

  /**
   * The control to tap next towards `move` (one of the moves on offer), given what is picked so far:
   * in a swap your item, then hers, then the confirm button (or the items to move between your
   * offers); to place, the stamp in the tray, the album's tab if another page is open, the square,
   * then "Place here"; a contest card. The guide lights it.
   */
  function controlFor(move) {
    const inPane = (focus) => work.querySelector(`[data-focus="${CSS.escape(focus)}"]`);
    switch (move.kind) {
      case "generous":
        if (sel.give !== move.give) return inPane(`give:${move.give}`);
        return inPane(sel.take !== move.take ? `take:${move.take}` : "confirm:generous");
      case "reserve":
        return inPane(sel.reserve === move.item ? "confirm:reserve" : `reserve:${move.item}`);
      case "split": {
        const wanted = new Set(move.big);
        const misplaced = (view?.haul ?? []).find((item) => wanted.has(item.id) !== sel.big.has(item.id));
        return inPane(misplaced ? `split:${misplaced.id}` : "confirm:split");
      }
      case "choose":
        return inPane(`choose:${move.offer}`);
      case "contest":
        return inPane(`contest:${move.category}`);
      case "place":
      case "discard": {
        if (sel.stamp !== move.item) return inPane(`stamp:${move.item}`);
        if (move.kind === "discard") return inPane("confirm:discard");
        if (pages.current() !== "album") return pages.bar.querySelector('[data-focus="tab:album"]');
        if (sel.preview?.x !== move.x || sel.preview?.y !== move.y) return album.grid.querySelector(`[data-thing="square:${move.x}:${move.y}"]`);
        return inPane("confirm:place");
      }
      default:
        return null;
    }
  }

  function lastPlaced(next) {
    const last = next?.log?.[next.log.length - 1];
    return last?.key === "place" ? last.item?.id ?? null : null;
  }

  // --- the interface ---------------------------------------------------------------------------------------------
  // No animation: a move shows its end at once, the stamp it placed with a short glow.
  return shell.table({
    element,
    sounds: SOUNDS,
    draw(next) {
      view = next;
      newest = null;
      refresh();
    },
    animate(events, next) {
      view = next;
      newest = lastPlaced(next);
      refresh();
      return async () => {};
    },
    moveThings,
    controlFor,
  });
}
