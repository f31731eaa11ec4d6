// Stamp Swap: placing the day's stamps. The tray of stamps still to place (tap one to pick it, or drag
// it onto the album), the "Place here" button for the previewed square, arrows that move the preview
// by one square, the "Discard" button with its reason when a stamp fits nowhere, and the drag itself: a picture of the stamp follows the pointer
// and the album shows the same preview as for a tap; letting go on a square that fits places it.

import { describedButton, el } from "../../dom.js";
import { itemTile, stampFace } from "./items.js";

const DRAG_START_PX = 8;

/** The legal top-left squares of a stamp, as a Set of "x,y", and its discard move if it fits nowhere. */
export function spotsOf(moves, id) {
  const spots = new Map();
  let discard = null;
  for (const m of moves) {
    if (m.item !== id) continue;
    if (m.kind === "place") spots.set(`${m.x},${m.y}`, m);
    else if (m.kind === "discard") discard = m;
  }
  return { spots, discard };
}

/**
 * Drags from the tray onto the album. `ctx`: {album, words, itemOf(id), begin(id), over(cell|null), drop(cell|null)}.
 * Returns {attach(button, id), busy(), stop()}.
 */
export function createDragger(ctx) {
  let drag = null;

  function follow(e) {
    if (!drag || e.pointerId !== drag.pointer) return;
    const dist = Math.hypot(e.clientX - drag.x0, e.clientY - drag.y0);
    if (!drag.active) {
      if (dist < DRAG_START_PX) return;
      drag.active = true;
      const item = ctx.itemOf(drag.id);
      if (!item) return;
      ctx.begin(drag.id);
      const cell = ctx.album.cellSize();
      drag.cell = cell;
      drag.ghost = stampFace(item, ctx.words, { cell, extra: "ss-ghost" });
      document.body.append(drag.ghost);
    }
    e.preventDefault();
    if (drag.ghost) {
      drag.ghost.style.left = `${e.clientX - drag.cell / 2}px`;
      drag.ghost.style.top = `${e.clientY - drag.cell / 2}px`;
    }
    ctx.over(ctx.album.cellAt(e.clientX, e.clientY));
  }

  function end(e, cancelled) {
    if (!drag || e.pointerId !== drag.pointer) return;
    const was = drag;
    drag = null;
    unlisten();
    was.ghost?.remove();
    if (was.active) {
      was.button.dataset.dragged = "1"; // the click that follows this drag is no tap
      ctx.drop(cancelled ? null : ctx.album.cellAt(e.clientX, e.clientY));
    }
  }

  // The table is drawn anew while dragging (the tray too), so the pointer is followed on the window.
  const up = (e) => end(e, false);
  const cancel = (e) => end(e, true);
  function listen() {
    window.addEventListener("pointermove", follow, { passive: false });
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
  }
  function unlisten() {
    window.removeEventListener("pointermove", follow);
    window.removeEventListener("pointerup", up);
    window.removeEventListener("pointercancel", cancel);
  }

  function attach(button, id) {
    button.addEventListener("pointerdown", (e) => {
      if (e.button !== 0 || button.disabled) return;
      if (drag) { drag.ghost?.remove(); unlisten(); }
      drag = { id, button, pointer: e.pointerId, x0: e.clientX, y0: e.clientY, active: false, ghost: null, cell: 24 };
      listen();
    });
  }

  return {
    attach,
    busy: () => Boolean(drag?.active),
    stop() { drag?.ghost?.remove(); drag = null; unlisten(); },
  };
}

const STEPS = [["left", -1, 0, "\u2190"], ["up", 0, -1, "\u2191"], ["down", 0, 1, "\u2193"], ["right", 1, 0, "\u2192"]];

/**
 * Four arrows that move the outline by one square, as the arrow keys do on the album: where the
 * squares are small for a finger (table.css shows them then), a tap near the spot and a nudge or two
 * place a stamp exactly. Each arrow's name says the square it moves the outline to.
 */
function nudgePad(view, picked, spots, ctx) {
  const n = view.grid ?? 12;
  const from = ctx.sel.preview;
  return el("div", { class: "ss-nudge", role: "group" }, STEPS.map(([name, dx, dy, glyph]) => {
    const x = from ? from.x + dx : null;
    const y = from ? from.y + dy : null;
    const inside = from ? x >= 0 && y >= 0 && x < n && y < n : spots.size > 0;
    const to = from && inside ? ctx.words.cellText(x, y) : null;
    return el("button", { type: "button", class: `ss-nudge-${name}`, disabled: !inside, dataset: { focus: `nudge:${name}` },
      "aria-label": to ? `${glyph} ${to}` : glyph, onclick: () => ctx.nudge([dx, dy]) }, el("span", { "aria-hidden": "true", text: glyph }));
  }));
}

/**
 * The placing panel: the tray, the place and discard buttons and a line on the preview.
 * `ctx`: {words, moves, sel, set(patch), pick(move), moveText(move), dragger, nudge([dx, dy])}.
 */
export function placePanel(view, ctx) {
  const { words, moves, sel } = ctx;
  const { t } = words;
  const stamps = view.to_place ?? [];
  if (!stamps.length) return null;
  const mine = moves.length > 0;
  const tiles = stamps.map((item) => {
    const { spots, discard } = spotsOf(moves, item.id);
    const nowhere = mine && !spots.size && Boolean(discard);
    if (!mine) return itemTile(item, words, { markers: false });
    const button = itemTile(item, words, { markers: false, pressed: sel.stamp === item.id, focus: `stamp:${item.id}`,
      note: nowhere ? t("stamp_swap.place.fits_nowhere") : null,
      onclick: (e) => {
        if (e.currentTarget.dataset.dragged) { delete e.currentTarget.dataset.dragged; return; }
        ctx.set({ stamp: sel.stamp === item.id ? null : item.id, preview: null });
      } });
    button.classList.add("ss-draggable");
    ctx.dragger.attach(button, item.id);
    return button;
  });
  const parts = [el("h3", { text: words.count(stamps.length, "stamp_swap.place.tray_one", "stamp_swap.place.tray") }),
    el("div", { class: "ss-items ss-tray" }, tiles)];

  const picked = stamps.find((i) => i.id === sel.stamp);
  if (mine && picked) {
    const { spots, discard } = spotsOf(moves, picked.id);
    const at = sel.preview;
    const move = at ? spots.get(`${at.x},${at.y}`) : null;
    let line;
    if (discard && !spots.size) line = t("stamp_swap.place.discard_why", { item: words.itemText(picked), points: words.pointsText(picked.value ?? 0) });
    else if (!at) line = t("stamp_swap.place.pick_cell", { n: spots.size });
    else if (move) line = t("stamp_swap.place.fits", { cell: words.cellText(at.x, at.y) });
    else {
      const grid = view.grid ?? 12;
      const outside = at.x + picked.w > grid || at.y + picked.h > grid;
      line = t(outside ? "stamp_swap.place.outside" : "stamp_swap.place.overlap", { cell: words.cellText(at.x, at.y) });
    }
    parts.push(el("p", { class: `ss-place-line${at && !move && !(discard && !spots.size) ? " ss-bad" : ""}`, role: "status", text: line }));
    const buttons = [];
    if (spots.size) {
      buttons.push(describedButton({ class: "primary big", disabled: !move, dataset: { focus: "confirm:place" },
        onclick: () => move && ctx.pick(move) }, t("stamp_swap.move.place_button"), move ? ctx.moveText(move) : null));
    }
    if (discard) {
      buttons.push(describedButton({ class: "big danger", dataset: { focus: "confirm:discard" }, onclick: () => ctx.pick(discard) },
        t("stamp_swap.move.discard_button"), ctx.moveText(discard)));
    }
    buttons.push(el("button", { type: "button", dataset: { focus: "confirm:cancel" }, text: t("stamp_swap.place.cancel"),
      onclick: () => ctx.set({ stamp: null, preview: null }) }));
    if (spots.size) buttons.push(nudgePad(view, picked, spots, ctx));
    parts.push(el("div", { class: "ss-confirm" }, buttons));
  } else if (mine) {
    parts.push(el("p", { class: "ss-hint", text: t("stamp_swap.place.pick_stamp") }));
  }
  return el("section", { class: "ss-box ss-place" }, parts);
}
