// What every board canvas needs to follow its container: its size in CSS and device pixels, and a
// refit on the next frame whenever the parent or the window changes size.

/** The width inside `parent`'s padding, in CSS pixels (0 while it is not laid out). */
export function contentWidth(parent) {
  const style = getComputedStyle(parent);
  return parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/** Size `canvas` to `width` × `height` CSS pixels at device-pixel ratio `dpr`. */
export function sizeCanvas(canvas, width, height, dpr) {
  canvas.style.display = "block";
  canvas.style.width = "100%";
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
