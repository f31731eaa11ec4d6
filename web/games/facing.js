// Table mode: a tablet lying in the middle of the table, people sitting round it. Each seat has a
// side of the table (bottom, right, top, left); the board stays as it is and the pane with the
// current player's controls turns to face that side. Pure functions (no DOM): which sides seats
// sit at by default, and how far the pane turns for each side; and `createFacing`, which lays a
// table frame's pane along a side in the DOM (classes, data attributes, CSS properties).

import { hold } from "../idle.js";

/** The sides in the order a seat's picker offers them. */
export const SIDES = ["bottom", "right", "top", "left"];

/**
 * How far the pane turns (CSS degrees, clockwise on screen) so that the bottom of its text points
 * at the person on that side: turned 90° clockwise, a line's foot points left.
 */
export const SIDE_ANGLES = { bottom: 0, left: 90, top: 180, right: -90 };

/**
 * The side nearest a direction from the board's centre, given as the part of a full turn clockwise
 * on screen from straight down: 0 bottom, 1/4 left, 1/2 top, 3/4 right.
 */
export function sideAt(turn) {
  const quarter = Math.round((((turn % 1) + 1) % 1) * 4) % 4;
  return ["bottom", "left", "top", "right"][quarter];
}

/**
 * The sides the players sit at by default. `areas`: where each player's area lies round the board,
 * as parts of a turn along its ring from the first seat's (the engine's `check_options` answers
 * them per player count; null where the players have no areas of their own). The ring is drawn
 * from the middle of the bottom edge clockwise on screen (keezen/geometry.js), so an area's part of
 * a turn is its direction from the board's centre. Without areas: seat 0 at the bottom, the others
 * round the table clockwise in the order they play. Several may share a side.
 */
export function defaultSides(players, areas = null) {
  const turns = Array.isArray(areas) && areas.length === players ? areas : Array.from({ length: players }, (_, i) => i / players);
  return turns.map(sideAt);
}

/** The sides kept with a game: one known side per seat, a missing or unknown one by default. */
export function sidesFor(players, kept, areas = null) {
  const fallback = defaultSides(players, areas);
  return fallback.map((side, i) => (Array.isArray(kept) && SIDES.includes(kept[i]) ? kept[i] : side));
}

/**
 * The facing of a table frame's pane (frame.js): `face({side, color, line})` lays the pane along
 * that side of the frame and turns it to face the person sitting there, with the seat's colour at
 * its outer edge (the foot of its text) and `line` (whose turn it is) at its head; `face(null)`
 * gives the frame its usual layout back. The DOM is never reordered: the frame's grid and a CSS
 * transform place the pane (play.css, "Table mode"), so keyboard order and screen readers are as
 * before. On the left and the right the pane is laid out as wide as the frame is high and turned
 * about its centre in a column as wide as the pane is then high; a resize observer keeps the two
 * numbers (--pane-long, --pane-short) in step.
 */
export function createFacing(frame, pane, makeLine) {
  let side = null;
  let line = null;
  const sideways = () => side === "left" || side === "right";
  const measure = () => {
    if (!sideways()) return;
    const long = `${Math.floor(frame.clientHeight)}px`;
    if (frame.style.getPropertyValue("--pane-long") !== long) frame.style.setProperty("--pane-long", long);
    const short = `${Math.ceil(pane.offsetHeight)}px`;
    if (frame.style.getPropertyValue("--pane-short") !== short) frame.style.setProperty("--pane-short", short);
  };
  // What changes the pane's depth: its content (a hand-over card, a hint, other moves) and the
  // frame's size. A change of content is measured as soon as it is made (a mutation observer's
  // report comes before anything else can run, so no one sees the pane in a column of the old
  // width); a resize in the next frame after it is reported, not while it is (a change of the layout
  // made inside a resize observer's report leaves other observers' reports undelivered, WebKit says
  // so), the page not at rest till then.
  const changed = new MutationObserver(measure);
  changed.observe(pane, { subtree: true, childList: true, characterData: true, attributes: true });
  let asked = 0;
  let release = null;
  const measureNow = () => {
    measure();
    release?.();
    release = null;
  };
  const resized = new ResizeObserver(() => {
    if (!sideways()) return;
    release ??= hold("layout");
    cancelAnimationFrame(asked);
    asked = requestAnimationFrame(measureNow);
  });
  resized.observe(frame);
  resized.observe(pane);

  function face(facing) {
    if (!facing) {
      side = null;
      frame.classList.remove("table-mode");
      delete frame.dataset.side;
      delete pane.dataset.facing;
      if (line) line.hidden = true;
      return;
    }
    if (!line) {
      line = makeLine();
      pane.prepend(line);
    }
    line.textContent = facing.line ?? "";
    line.hidden = !line.textContent;
    pane.style.setProperty("--seat-color", facing.color);
    if (facing.side !== side) {
      side = facing.side;
      frame.classList.add("table-mode");
      frame.dataset.side = side;
      pane.dataset.facing = side;
      // A quick fade where the pane comes in at its new side, rather than a jump across the table.
      pane.classList.remove("facing-new");
      void pane.offsetWidth;
      pane.classList.add("facing-new");
      measure();
    }
  }

  return {
    face,
    stop: () => {
      changed.disconnect();
      resized.disconnect();
      cancelAnimationFrame(asked);
      release?.();
    },
  };
}
