// The canvas board every canvas table draws on (the Goose, Keezen, Gulek, Mixed Pickles). The kit
// owns what is the same on every board: fitting the canvas to its box, the still layer, one
// animation at a time, the highlights and their hit test, what the guide and the review point with
// (a spotlight with a caption, a move shown as an arrow or a ghost, the thing under a tap) and the
// teardown. A game's board hands it only its geometry and its painting, as BoardParts.
//
//   const board = createCanvasBoard(canvas, parts);
//   board.draw(view);  board.setHighlights(h);  board.hitTest(clientX, clientY);
//   await board.animate(events, newView, { speed });
//   board.spotlight(["pawn:0:1"], "This pawn may enter");  board.showMove(move);  board.thingAt(x, y);
//   board.where("pawn:0:1")  // -> its centre and radius on the page

import { createRunner, isInstant } from "../runner.js";
import { fitCanvas, followParent, stillLayer } from "../canvas-fit.js";
import { thingAt as thingIn } from "./pointing.js";
import { paintArrow, paintGhost, paintSpotlight } from "./marks.js";

const FINGERTIP = 22; // CSS pixels round a tap that still count as touching a thing

/**
 * A thing on the board a player can name: a disc of radius r round (x, y), or the rectangle `box`.
 * @typedef {{id: string, x: number, y: number, r: number, box?: {x: number, y: number, w: number, h: number}}} Thing
 */

/**
 * How a move looks on the board: an arrow from one thing to another, or ghosts on things.
 * @typedef {{from?: Thing, to?: Thing, ghosts?: Thing[]}} MoveMarks
 */

/** @typedef {import("./table.js").View} View */
/** @typedef {import("./table.js").GameEvent} GameEvent */
/** @typedef {import("./table.js").Move} Move */
/** A board's layout: where everything goes in a box of `width` by `height` CSS pixels, in the game's own fields.
 * @typedef {{width: number, height: number, [field: string]: any}} Layout */
/** The board's own mutable copy of a view, which the animation changes as the events say.
 * @typedef {Record<string, any>} Pose */

/**
 * What a game's board supplies.
 * @typedef {object} BoardParts
 * @property {(width: number, height: number|null, pose: Pose|null) => Layout} layout  the layout
 *   for a box of that size (height null outside a table frame: the board chooses its own)
 * @property {(layout: Layout, pose: Pose) => boolean} [stale]  whether this pose needs a new
 *   layout (another number of seats, another finish square)
 * @property {(view: View) => Pose} poseOf
 * @property {(pose: Pose, layout: Layout) => string} stillKey  the still layer is painted again when this changes
 * @property {(g: CanvasRenderingContext2D, layout: Layout, pose: Pose) => void} paintStill
 * @property {(ctx: CanvasRenderingContext2D, layout: Layout, pose: Pose, fx: Record<string, any>, ui: Record<string, any>) => (Record<string, any>[]|void)} paint
 *   everything that moves; `fx` is what the animation adds (fx.busy while it runs), `ui` the
 *   highlights. Returns the hit targets of the highlights, which `hit` is given
 * @property {(next: Record<string, any>|null|undefined) => Record<string, any>} [highlights]  the highlights as `paint` wants them
 * @property {(at: {x: number, y: number, scale: number, layout: Layout, pose: Pose, targets: Record<string, any>[], ui: Record<string, any>}, ...more: any[]) => any} [hit]
 *   what a tap at (x, y), in board pixels, chooses among the highlights (`scale` is CSS pixels per
 *   board pixel), or null
 * @property {(layout: Layout, pose: Pose) => Thing[]} things  every thing on the board, the ones
 *   on top first (pawns before the squares they stand on)
 * @property {(move: Move, layout: Layout, pose: Pose, thing: (id: string) => Thing|null) => MoveMarks|null} [moveMarks]
 *   how a move of this game maps onto its things
 * @property {(from: View, to: View|null, events: GameEvent[]) => boolean} [animates]  whether these
 *   events from the view `from` to the view `to` can be animated (else `to` is drawn at once)
 * @property {(play: {from: View, to: View|null, events: GameEvent[], speed: number,
 *   cancelled: () => boolean, layout: () => Layout, render: (pose: Pose, fx?: Record<string, any>) => void}) => Promise<void>} play
 *   play a move's events from the pose `from`, drawing each frame with `render`
 */

/**
 * A canvas board, as a table uses it.
 * @typedef {object} CanvasBoard
 * @property {(view: View) => void} draw  show a view at once (a running animation ends first)
 * @property {(next: Record<string, any>) => void} setHighlights  what may be tapped (each game's own shape)
 * @property {(clientX: number, clientY: number, ...more: any[]) => any} hitTest  the highlight under a
 *   point of the page, or null; nothing while an animation runs
 * @property {(events: GameEvent[], view: View|null, options?: {speed?: number}) => Promise<void>} animate
 * @property {() => void} finish  the running animation jumps to its end
 * @property {() => boolean} animating
 * @property {() => void} resize  refit on the next frame (safe inside a ResizeObserver callback)
 * @property {() => void} refit  refit now
 * @property {(ids: string[], caption?: string) => void} spotlight  light up these things with a
 *   short caption (drawn beside them and added to the canvas's accessible name); [] ends it
 * @property {(move: Move|null) => void} showMove  show a move as an arrow or ghosts; null hides it
 * @property {(clientX: number, clientY: number) => (string|null)} thingAt  the id of the thing
 *   under a point of the page, whether or not it has a legal move
 * @property {(id: string) => ({x: number, y: number, r: number}|null)} where  where a thing is on the
 *   page: its centre and radius in CSS pixels of the viewport (for a pointer or words laid over the board)
 * @property {() => void} destroy
 */

/**
 * @param {HTMLCanvasElement} canvas
 * @param {BoardParts} parts
 * @returns {CanvasBoard}
 */
export function createCanvasBoard(canvas, parts) {
  const ctx = canvas.getContext("2d");
  const still = stillLayer(canvas);
  const normalise = parts.highlights ?? ((next) => next ?? {});
  let layout = null;
  let dpr = 1;
  let lastView = null;  // where the next animation starts
  let shown = null;     // {pose, fx} on screen, drawn again after a resize
  let ui = normalise(null);
  let targets = [];     // the highlights' hit targets, from the last still frame
  let spot = null;      // {ids, caption} lit up
  let move = null;      // the move shown
  const label = canvas.getAttribute("aria-label") ?? "";
  // When an animation ends, early or not, its final view is drawn.
  const runner = createRunner((finalView) => {
    if (finalView) show(finalView);
    else if (shown) render(shown.pose);
  });

  function fit() {
    const fitted = fitCanvas(canvas, watcher, (width, height) => parts.layout(width, height, shown?.pose ?? null));
    if (!fitted) return;
    ({ layout, dpr } = fitted);
    if (shown) render(shown.pose, shown.fx);
  }
  const watcher = followParent(canvas, () => fit());

  function render(pose, fx = {}) {
    shown = { pose, fx };
    if (!layout || parts.stale?.(layout, pose)) fit();
    if (!layout) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(still.image(dpr, parts.stillKey(pose, layout), (g) => parts.paintStill(g, layout, pose)), 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const painted = parts.paint(ctx, layout, pose, fx, ui);
    targets = !fx.busy && Array.isArray(painted) ? painted : [];
    if (!fx.busy) paintPointers(pose);
  }

  /** The shown move and the spotlight, over everything else (not while a move is animated). */
  function paintPointers(pose) {
    if (!move && !spot) return;
    const things = parts.things(layout, pose);
    const thing = (id) => things.find((t) => t.id === id) ?? null;
    const marks = move && parts.moveMarks ? parts.moveMarks(move, layout, pose, thing) : null;
    for (const ghost of marks?.ghosts ?? []) paintGhost(ctx, ghost);
    if (marks?.from && marks?.to) paintArrow(ctx, marks.from, marks.to);
    if (spot) paintSpotlight(ctx, layout, spot.ids.map(thing).filter(Boolean), spot.caption);
  }

  const redraw = () => { if (!runner.busy() && shown) render(shown.pose, shown.fx); };

  function show(view) {
    if (!view) return;
    lastView = view;
    render(parts.poseOf(view));
  }

  /** A point of the page in board pixels, and the CSS pixels per board pixel. */
  function boardPoint(clientX, clientY) {
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / layout.width || 1;
    return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale, scale };
  }

  function hitTest(clientX, clientY, ...more) {
    if (runner.busy() || !layout || !shown || !parts.hit) return null;
    return parts.hit({ ...boardPoint(clientX, clientY), layout, pose: shown.pose, targets, ui }, ...more);
  }

  function animate(events, finalView, { speed = 1 } = {}) {
    const start = lastView ?? finalView;
    const skip = isInstant(speed) || !layout || !Array.isArray(events) || !start
      || !(parts.animates ?? (() => true))(start, finalView, events);
    if (finalView) lastView = finalView;
    return runner.run(finalView, skip, (cancelled) => parts.play({
      from: parts.poseOf(start), to: finalView ? parts.poseOf(finalView) : null, events, speed, cancelled,
      layout: () => layout, render,
    }));
  }

  function spotlight(ids, caption = "") {
    spot = ids?.length ? { ids: [...ids], caption: caption ?? "" } : null;
    // The caption is read out with the board's name: a screen reader hears what the board shows.
    canvas.setAttribute("aria-label", spot?.caption ? `${label} — ${spot.caption}` : label);
    redraw();
  }

  function showMove(next) {
    move = next ?? null;
    redraw();
  }

  function thingAt(clientX, clientY) {
    if (!layout || !shown) return null;
    const { x, y, scale } = boardPoint(clientX, clientY);
    return thingIn(parts.things(layout, shown.pose), x, y, FINGERTIP / scale);
  }

  function where(id) {
    const thing = layout && shown ? parts.things(layout, shown.pose).find((t) => t.id === id) : null;
    if (!thing) return null;
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / layout.width || 1;
    return { x: rect.left + thing.x * scale, y: rect.top + thing.y * scale, r: thing.r * scale };
  }

  function draw(view) {
    runner.finish();
    show(view);
  }

  function setHighlights(next) {
    ui = normalise(next);
    redraw();
  }

  function destroy() {
    runner.finish();
    watcher.stop();
    still.clear();
  }

  fit();
  return {
    draw, setHighlights, hitTest, animate, destroy, spotlight, showMove, thingAt, where,
    finish: runner.finish,
    animating: () => runner.busy(),
    resize: watcher.schedule,
    refit: () => fit(),
  };
}
