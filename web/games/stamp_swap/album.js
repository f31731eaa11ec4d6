// Stamp Swap: your album, a square grid drawn with CSS grid. Placed stamps lie in their squares; with
// a stamp picked, the squares where its top-left corner may go (from the legal moves) are marked, and
// a preview outline shows the stamp where the player points: green when it fits, red with a cross
// when it does not. The grid itself takes taps, pointer drags from the tray (through previewAt) and
// the keyboard (arrow keys move the preview, Enter places, Escape lets go).

import { el } from "../../dom.js";
import { stampFace, thingOf } from "./items.js";

export function createAlbum({ words, onCell, onKey }) {
  const { t } = words;
  let size = 0;
  let cells = [];
  const grid = el("div", { class: "ss-album", role: "group", tabindex: "0", "aria-roledescription": t("stamp_swap.album.role"),
    "aria-describedby": "ss-album-help" });
  const help = el("p", { id: "ss-album-help", class: "visually-hidden", text: t("stamp_swap.album.keys") });
  const element = el("div", { class: "ss-album-wrap" }, grid, help);

  function build(n) {
    size = n;
    grid.style.setProperty("--ss-n", String(n));
    const labels = [el("span", { class: "ss-album-corner", "aria-hidden": "true" })];
    for (let k = 0; k < n; k++) {
      const col = el("span", { class: "ss-album-label", "aria-hidden": "true", text: String(k + 1) });
      col.style.gridArea = `1 / ${k + 2}`;
      const row = el("span", { class: "ss-album-label", "aria-hidden": "true", text: String(k + 1) });
      row.style.gridArea = `${k + 2} / 1`;
      labels.push(col, row);
    }
    cells = [];
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const cell = el("span", { class: "ss-cell", dataset: { x: String(x), y: String(y) }, "data-thing": `square:${x}:${y}` });
        cell.style.gridArea = `${y + 2} / ${x + 2}`;
        cells.push(cell);
      }
    }
    grid.replaceChildren(...labels, ...cells);
  }

  /** Place `node` over the squares from (x, y), w × h, clipped to the album. */
  function lay(node, x, y, w, h) {
    const cw = Math.max(1, Math.min(w, size - x));
    const ch = Math.max(1, Math.min(h, size - y));
    node.style.gridArea = `${y + 2} / ${x + 2} / span ${ch} / span ${cw}`;
    return node;
  }

  grid.addEventListener("click", (e) => {
    const cell = e.target.closest?.(".ss-cell");
    if (cell && grid.contains(cell)) onCell(Number(cell.dataset.x), Number(cell.dataset.y), "tap");
  });
  grid.addEventListener("keydown", (e) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (step || e.key === "Enter" || e.key === " " || e.key === "Escape") {
      if (onKey(step ? { step } : { key: e.key === " " ? "Enter" : e.key })) e.preventDefault();
    }
  });

  /** The square under a screen point, or null outside the album. */
  function cellAt(clientX, clientY) {
    const first = cells[0];
    if (!first) return null;
    const a = first.getBoundingClientRect();
    const b = cells[cells.length - 1].getBoundingClientRect();
    const w = (b.right - a.left) / size, h = (b.bottom - a.top) / size;
    const x = Math.floor((clientX - a.left) / w), y = Math.floor((clientY - a.top) / h);
    return x >= 0 && y >= 0 && x < size && y < size ? { x, y } : null;
  }
  /** The size of one square on screen, in CSS pixels. */
  const cellSize = () => cells[0]?.getBoundingClientRect().width ?? 24;

  /**
   * Draw the album. `pick`: {item, spots: Set of "x,y", preview: {x, y} | null, newest: id} or null.
   */
  function render(view, pick) {
    const n = view.grid ?? 12;
    if (n !== size) build(n);
    const covered = new Set();
    const faces = (view.placed ?? []).map((p) => {
      for (let dx = 0; dx < p.w; dx++) for (let dy = 0; dy < p.h; dy++) covered.add(`${p.x + dx},${p.y + dy}`);
      const face = stampFace(p, words, { extra: `ss-placed${pick?.newest === p.id ? " ss-new" : ""}` });
      face.setAttribute("data-thing", thingOf(p));
      return lay(face, p.x, p.y, p.w, p.h);
    });
    for (const cell of cells) {
      const key = `${cell.dataset.x},${cell.dataset.y}`;
      cell.classList.toggle("ss-spot", Boolean(pick?.spots?.has(key)));
      cell.classList.toggle("ss-covered", covered.has(key));
    }
    const layers = [...faces];
    const item = pick?.item;
    const at = pick?.preview;
    if (item && at) {
      const fits = pick.spots.has(`${at.x},${at.y}`);
      const outside = at.x + item.w > n || at.y + item.h > n;
      const ghost = lay(el("span", { class: `ss-preview ${fits ? "ss-fits" : "ss-blocked"}`, "aria-hidden": "true" },
        fits ? stampFace(item, words) : el("span", { class: "ss-preview-cross", text: "\u2715" })), at.x, at.y, item.w, item.h);
      layers.push(ghost);
      if (!fits && outside) ghost.classList.add("ss-outside");
    }
    // The stamps and the preview go straight into the grid, after the squares, so they lie on top.
    for (const node of grid.querySelectorAll(".ss-placed, .ss-preview")) node.remove();
    grid.append(...layers);
    grid.classList.toggle("ss-picking", Boolean(item));
    grid.setAttribute("aria-label", item ? t("stamp_swap.album.label_picking", { item: words.itemText(item) }) : t("stamp_swap.album.label", { n: size }));
  }

  return { element, grid, render, cellAt, cellSize };
}
