// Pointing at the things a table draws as HTML (cards in a hand, cards on the felt, seats, stamps,
// album squares), the same way the canvas boards point at theirs (kit/board.js): a spotlight with a
// caption, a move shown as ghosts, the thing under a tap. A DOM thing is any element with
// `data-thing="<id>"`; the ids follow the boards' style (`kind:detail`), and each table lists its own.
//
// The shell (kit/table.js) composes this with the table's canvas board, if it has one: ids the page
// does not carry as data-thing go to the board, so one call reaches both. Nothing is drawn until a
// member is called: the marks are classes and one caption element, added on demand.

/** The class of a lit thing and of a thing a shown move involves (drawn by play.css). */
export const LIT = "thing-lit";
export const GHOST = "thing-ghost";
const CAPTION = "thing-caption";

/**
 * Split `ids` into those the page carries (`has(id)` true) and the rest, each in the order given.
 * @param {string[]} ids @param {(id: string) => boolean} has
 */
export function splitIds(ids, has) {
  const dom = [], rest = [];
  for (const id of ids ?? []) (has(id) ? dom : rest).push(id);
  return { dom, rest };
}

/** How much of rectangle `a` lies on rectangle `b` (both {left, top, right, bottom}), in square pixels. */
function overlap(a, b) {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where a caption `w` × `h` goes beside the rectangle `target` ({left, top, right, bottom}) inside
 * `area` ({left, top, right, bottom}), both in page pixels: centred over the target, never past the
 * area's sides; above it, or below it where above there is no room in the area or the caption would
 * cover more of the other things (`others`, rectangles: the rest of a hand in two rows) than below.
 * Gives its top-left corner relative to `area`.
 */
export function captionSpot(target, area, w, h, gap = 6, others = []) {
  const width = area.right - area.left;
  const middle = (target.left + target.right) / 2 - area.left;
  const left = Math.max(0, Math.min(middle - w / 2, width - w));
  const above = target.top - area.top - gap - h;
  const below = target.bottom - area.top + gap;
  const fits = (top) => top >= 0 && top + h <= area.bottom - area.top;
  const covered = (top) => {
    const box = { left: area.left + left, top: area.top + top, right: area.left + left + w, bottom: area.top + top + h };
    return others.reduce((sum, other) => sum + overlap(box, other), 0);
  };
  let top = above >= 0 ? above : below;
  if (fits(above) && fits(below) && covered(below) < covered(above)) top = below;
  return { left: Math.round(left), top: Math.round(top) };
}

/**
 * The four pointing members of a table whose things are HTML, with those of its canvas board.
 * @param {{root: HTMLElement, board?: {spotlight: Function, showMove: Function, thingAt: Function, where: Function}|null,
 *          moveThings?: (move: object) => string[]}} options
 *   `moveThings(move)`: the ids of the DOM things a move involves (the card to play, the stamp and
 *   the square it goes to).
 */
export function createDomPointing({ root, board = null, moveThings = () => [] }) {
  let lit = [];    // ids lit up
  let ghosts = []; // ids of the things of the shown move
  let caption = "";
  let note = null; // the caption's element, made on the first spotlight with a caption
  let watcher = null;
  let resized = null;

  const nodesOf = (id) => root.querySelectorAll(`[data-thing="${CSS.escape(id)}"]`);
  const has = (id) => nodesOf(id).length > 0;

  /** Put the marks on the things as the page is now; the table draws its things anew at every move. */
  function mark() {
    for (const node of root.querySelectorAll(`.${LIT}, .${GHOST}`)) node.classList.remove(LIT, GHOST);
    for (const id of lit) for (const node of nodesOf(id)) node.classList.add(LIT);
    for (const id of ghosts) for (const node of nodesOf(id)) node.classList.add(GHOST);
    placeCaption();
  }

  function placeCaption() {
    const first = lit.map((id) => nodesOf(id)[0]).find(Boolean);
    const text = first ? caption : "";
    if (!note) {
      if (!text) return;
      // role="status": the caption is read out when it appears, without taking the focus. A screen
      // reader reads out a change to a status it already knows, so the element comes first, empty
      // (an empty caption takes no room: play.css), and its words a frame later.
      note = document.createElement("p");
      note.className = CAPTION;
      note.setAttribute("role", "status");
      root.append(note);
      requestAnimationFrame(() => placeCaption());
      return;
    }
    if (note.textContent !== text) note.textContent = text;
    if (!text) return;
    if (getComputedStyle(root).position === "static") root.style.position = "relative";
    const others = [...root.querySelectorAll("[data-thing]")].filter((node) => node !== first && !node.contains(first) && !first.contains(node))
      .map((node) => node.getBoundingClientRect()).filter((r) => r.width > 0);
    const spot = captionSpot(first.getBoundingClientRect(), root.getBoundingClientRect(), note.offsetWidth, note.offsetHeight, 6, others);
    note.style.left = `${spot.left}px`;
    note.style.top = `${spot.top}px`;
  }

  /** Keep the marks while something is marked: a new view replaces the marked elements. */
  function watch() {
    const busy = lit.length > 0 || ghosts.length > 0;
    if (busy && !watcher) {
      watcher = new MutationObserver((records) => {
        const ours = (r) => note !== null && (note.contains(r.target) || [...r.addedNodes, ...r.removedNodes].every((n) => n === note));
        if (!records.every(ours)) mark();
      });
      watcher.observe(root, { childList: true, subtree: true });
      // A new size of the table or of a part of it (a turned tablet, a felt fitted anew) moves the
      // things: the caption follows, again a frame later when the table's own fitting has settled.
      resized = new ResizeObserver(() => {
        placeCaption();
        requestAnimationFrame(() => requestAnimationFrame(() => placeCaption()));
      });
      for (const part of [root, ...root.children]) if (part !== note) resized.observe(part);
    } else if (!busy && watcher) {
      watcher.disconnect();
      watcher = null;
      resized?.disconnect();
      resized = null;
    }
  }

  function spotlight(ids, text = "") {
    const { dom, rest } = splitIds(ids, has);
    lit = dom;
    // The caption goes with the first thing named: beside it on the page, or on the board.
    const onPage = dom.length > 0 && ids[0] === dom[0];
    caption = onPage ? text ?? "" : "";
    board?.spotlight(rest, onPage ? "" : text);
    mark();
    watch();
  }

  function showMove(move) {
    ghosts = move ? moveThings(move) : []; // kept whole: a thing may be drawn only after the next view
    board?.showMove(move ?? null);
    mark();
    watch();
  }

  function thingAt(clientX, clientY) {
    const under = document.elementFromPoint(clientX, clientY);
    if (!under || !root.contains(under)) return null;
    // The table has one canvas, its board's: a point on it is the board's to name.
    if (board && under.tagName === "CANVAS") return board.thingAt(clientX, clientY);
    return under.closest("[data-thing]")?.getAttribute("data-thing") ?? null;
  }

  /** Where thing `id` is on the page (its centre and radius in CSS pixels), or null when not drawn. */
  function where(id) {
    const node = [...nodesOf(id)].find((n) => n.getClientRects().length > 0);
    if (!node) return board?.where?.(id) ?? null;
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, r: Math.min(r.width, r.height) / 2 };
  }

  function stop() {
    watcher?.disconnect();
    watcher = null;
    resized?.disconnect();
    resized = null;
    note?.remove();
  }

  return { spotlight, showMove, thingAt, where, stop };
}
