// What every board canvas needs to follow its container: its size in CSS and device pixels, and a
// refit on the next frame whenever the parent or the window changes size. A board inside a table
// frame (frame.js) fits the frame's whole box, width and height; elsewhere it follows the width.

/** The width inside `parent`'s padding, in CSS pixels (0 while it is not laid out). */
export function contentWidth(parent) {
  const style = getComputedStyle(parent);
  return parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** The height inside `parent`'s padding when the parent is a frame's board box, else null. */
export function contentHeight(parent) {
  if (!parent.classList.contains("frame-board")) return null;
  const style = getComputedStyle(parent);
  const height = parent.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return height > 0 ? height : null;
}

/** Size `canvas` to `width` × `height` CSS pixels at device-pixel ratio `dpr`. */
export function sizeCanvas(canvas, width, height, dpr) {
  canvas.style.display = "block";
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const w = Math.round(width * dpr), h = Math.round(height * dpr);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
}

/**
 * Call `refit` after the canvas's parent or the window resizes. The refit happens on the next
 * animation frame: changing the canvas height inside the observer's callback would resize the
 * observed parent again.
 */
export function followParent(canvas, refit) {
  let observed = null;
  let pending = 0;
  const schedule = () => {
    if (!pending) pending = requestAnimationFrame(() => { pending = 0; refit(); });
  };
  const observer = new ResizeObserver(schedule);
  const observeParent = () => {
    const parent = canvas.parentElement;
    if (parent === observed) return;
    if (observed) observer.unobserve(observed);
    if (parent) observer.observe(parent);
    observed = parent;
  };
  observeParent();
  window.addEventListener("resize", schedule);
  return {
    schedule,
    observeParent,
    stop() {
      observer.disconnect();
      cancelAnimationFrame(pending);
      window.removeEventListener("resize", schedule);
    },
  };
}

/**
 * Measure the canvas's parent and size the canvas to the layout `makeLayout(width, height)` draws in
 * that room (`height` is null outside a frame: the board then chooses its own). Returns
 * `{layout, dpr}`, or null while the parent is not laid out.
 */
export function fitCanvas(canvas, watcher, makeLayout) {
  watcher.observeParent();
  const parent = canvas.parentElement;
  if (!parent) return null;
  const width = contentWidth(parent);
  if (!(width > 0)) return null;
  const layout = makeLayout(width, contentHeight(parent));
  if (!layout) return null; // nothing to lay out yet (the Goose's board comes with its first view)
  const dpr = window.devicePixelRatio || 1;
  sizeCanvas(canvas, layout.width, layout.height, dpr);
  return { layout, dpr };
}

/**
 * The still part of a board (background, track, fields) painted once into an off-screen canvas,
 * and painted again only when the canvas size, the pixel ratio or `key` changes.
 */
export function stillLayer(canvas) {
  let image = null;
  let painted = "";
  return {
    image(dpr, key, paint) {
      const wanted = `${canvas.width}x${canvas.height}@${dpr}:${key}`;
      if (image && wanted === painted) return image;
      image = image ?? document.createElement("canvas");
      image.width = canvas.width;
      image.height = canvas.height;
      painted = wanted;
      const g = image.getContext("2d");
      g.setTransform(dpr, 0, 0, dpr, 0, 0);
      paint(g);
      return image;
    },
    clear() {
      image = null;
      painted = "";
    },
  };
}

/** Call `tap(event)` when a press lifts where it went down: a drag or a scroll is no tap. */
export function onTap(canvas, tap) {
  let down = null;
  canvas.addEventListener("pointerdown", (e) => { down = { x: e.clientX, y: e.clientY, id: e.pointerId }; });
  canvas.addEventListener("pointerup", (e) => {
    if (!down || down.id !== e.pointerId) return;
    const far = Math.hypot(e.clientX - down.x, e.clientY - down.y) > 14;
    down = null;
    if (!far) tap(e);
  });
  canvas.addEventListener("pointercancel", () => { down = null; });
}
