// The one animation clock every board shares: `tween(ms, frame)` runs frame(t) for t from 0 to 1
// over ms / speed milliseconds, redrawing after each frame, and resolves when done or cancelled.
// While it runs, the page is not idle (idle.js).

import { hold } from "../idle.js";

/**
 * @param {{speed: number, cancelled: () => boolean, redraw: () => void}} options
 * @returns {(ms: number, frame?: (t: number) => void) => Promise<void>}
 */
export function makeTween({ speed, cancelled, redraw }) {
  return (ms, frame = () => {}) => new Promise((resolve) => {
    if (cancelled()) return resolve();
    const release = hold("animation");
    const done = () => { release(); resolve(); };
    const duration = ms / speed;
    const start = performance.now();
    let over = false;
    const step = (now) => {
      if (over) return;
      if (cancelled()) { over = true; clearTimeout(timer); return done(); }
      const t = Math.min(1, Math.max(0, (now - start) / duration));
      frame(t);
      redraw();
      if (t < 1) return requestAnimationFrame(step);
      over = true;
      clearTimeout(timer);
      done();
    };
    // Hidden tabs get no animation frames: a timer makes sure the animation still ends.
    const timer = setTimeout(() => step(start + duration), duration + 250);
    requestAnimationFrame(step);
  });
}
