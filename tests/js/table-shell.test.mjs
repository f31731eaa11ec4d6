// The table shell (web/games/kit/table.js) under Node's own test runner: what a player would notice
// if it went wrong — a half-built choice lost when the same moves come again, or kept for moves it no
// longer fits; a tap that plays something not on offer; a move's animation drawn over the next one's;
// a table taken down that still draws. Run by tests/test_js_units.py.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createAnimationSlot, createShell } from "../../web/games/kit/table.js";

const legal = (...moves) => moves.map((move) => ({ move, label: { key: `test.${move.kind}` } }));
const texts = { eventText: () => null, batchSummary: () => null, seatStatus: () => "", describe: () => [], moveText: (m) => m.kind };

/** An animation the test ends by hand: `end()` (or the slot's finish) resolves it; started at its
 * end, it ends at once. */
function manual(log, name) {
  let end;
  const anim = {
    instant: null,
    start(instant) {
      anim.instant = instant;
      log.push(`${name} starts${instant ? " at its end" : ""}`);
      let ended = false;
      return new Promise((resolve) => {
        end = () => {
          if (ended) return; // a board's finish() may be called again: it ends once
          ended = true;
          log.push(`${name} ends`);
          resolve();
        };
        if (instant) end(); // as a board does: no frames, straight to the final view
      });
    },
    finish: () => end?.(),
    end: () => end(),
  };
  return anim;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the same moves handed over again keep the choice; other moves clear it", () => {
  const shell = createShell({ choose: () => {}, texts, emptySelection: () => ({ card: null }) });
  shell.setMoves(legal({ kind: "play", card: "7" }, { kind: "play", card: "K" }));
  shell.selection.card = "7";
  shell.setMoves(legal({ kind: "play", card: "7" }, { kind: "play", card: "K" })); // new objects, same moves
  assert.equal(shell.selection.card, "7");
  shell.setMoves(legal({ kind: "play", card: "K" }));
  assert.equal(shell.selection.card, null);
});

test("the table's choice may keep what still applies to the new moves", () => {
  const emptySelection = (moves, previous) => ({ stamp: moves.some((m) => m.item === previous?.stamp) ? previous.stamp : null, spot: null });
  const shell = createShell({ choose: () => {}, texts, emptySelection });
  shell.setMoves(legal({ kind: "place", item: 3, x: 0 }, { kind: "place", item: 5, x: 0 }));
  Object.assign(shell.selection, { stamp: 3, spot: 0 });
  shell.setMoves(legal({ kind: "place", item: 3, x: 1 }));
  assert.deepEqual(shell.selection, { stamp: 3, spot: null });
  shell.setMoves(legal({ kind: "place", item: 5, x: 1 }));
  assert.deepEqual(shell.selection, { stamp: null, spot: null });
});

test("a pick plays only a move on offer, that very object, and clears the moves and the choice", () => {
  const chosen = [];
  let redraws = 0;
  const shell = createShell({ choose: (m) => chosen.push(m), texts, redraw: () => { redraws += 1; }, emptySelection: () => ({ pit: null }) });
  const list = legal({ kind: "sow", pit: 1 }, { kind: "sow", pit: 2 });
  shell.setMoves(list);
  shell.selection.pit = 2;
  assert.equal(shell.pick({ kind: "sow", pit: 2 }), false, "an equal object is not the move on offer");
  assert.deepEqual(chosen, []);
  const before = redraws;
  assert.equal(shell.pick(list[1].move), true);
  assert.deepEqual(chosen, [list[1].move]);
  assert.ok(chosen[0] === list[1].move);
  assert.deepEqual(shell.moves, []);
  assert.equal(shell.selection.pit, null);
  assert.ok(redraws > before, "the controls are drawn again without the moves");
  assert.equal(shell.pick(list[0].move), false, "nothing is on offer after a pick");
});

test("animations play one after another: the one on the way ends before the next begins", async () => {
  const log = [];
  const slot = createAnimationSlot();
  const first = manual(log, "first");
  const second = manual(log, "second");
  const firstDone = slot.run(first.start, first.finish);
  await tick();
  assert.deepEqual(log, ["first starts"]);
  const secondDone = slot.run(second.start, second.finish);
  assert.ok(slot.busy);
  await firstDone;
  await tick();
  assert.deepEqual(log, ["first starts", "first ends", "second starts"]);
  assert.equal(second.instant, false, "the newest animation plays in full");
  second.end();
  await secondDone;
  assert.equal(slot.busy, false);
});

test("an animation asked for while another waits goes straight to its end", async () => {
  const log = [];
  const slot = createAnimationSlot();
  const [a, b, c] = ["a", "b", "c"].map((name) => manual(log, name));
  slot.run(a.start, a.finish);
  await tick();
  slot.run(b.start, b.finish);
  const cDone = slot.run(c.start, c.finish);
  await tick();
  b.end();
  await tick();
  assert.deepEqual(log, ["a starts", "a ends", "b starts at its end", "b ends", "c starts"]);
  c.end();
  await cDone;
});

test("the table is told once when animating starts and once when the last animation ends", async () => {
  const changes = [];
  const slot = createAnimationSlot((busy) => changes.push(busy));
  const log = [];
  const [a, b] = ["a", "b"].map((name) => manual(log, name));
  slot.run(a.start, a.finish);
  const bDone = slot.run(b.start, b.finish);
  await tick();
  b.end();
  await bDone;
  assert.deepEqual(changes, [true, false]);
});

test("finishing ends the animation on the way and sends those waiting to their end", async () => {
  const log = [];
  const slot = createAnimationSlot();
  const [a, b] = ["a", "b"].map((name) => manual(log, name));
  slot.run(a.start, a.finish);
  await tick();
  const bDone = slot.run(b.start, b.finish);
  slot.finish();
  await tick();
  assert.equal(b.instant, true);
  b.end();
  await bDone;
  assert.deepEqual(log, ["a starts", "a ends", "b starts at its end", "b ends"]);
});

test("a view drawn while an animation waits replaces it: the waiting one never starts", async () => {
  const log = [];
  const shell = createShell({ choose: () => {}, texts });
  const drawn = [];
  const a = manual(log, "a");
  const table = shell.table({ element: null, draw: (view) => drawn.push(view), animate: () => (speed) => a.start(speed === Infinity), finishAnimation: a.finish });
  const first = table.animate([], "after a", { speed: 1 });
  await tick();
  const second = table.animate([], "after b", { speed: 1 });
  table.draw("drawn");
  await Promise.all([first, second]);
  assert.deepEqual(log, ["a starts", "a ends"], "the second animation never started");
  assert.deepEqual(drawn, ["drawn"]);
  assert.equal(table.animating(), false);
});

test("taking the table down ends its animation, cancels the one waiting, and draws nothing more", async () => {
  const log = [];
  const redraws = [];
  const shell = createShell({ choose: () => {}, texts, redraw: () => redraws.push(shell.animating()) });
  const stopped = [];
  shell.onDestroy(() => stopped.push("board"));
  shell.onDestroy(() => stopped.push("observer"));
  const a = manual(log, "a");
  const b = manual(log, "b");
  const anims = [a, b];
  const table = shell.table({ element: null, draw: () => {}, animate: () => () => anims.shift().start(false), finishAnimation: () => a.finish() });
  shell.setMoves(legal({ kind: "roll" }));
  const first = table.animate([], {});
  await tick();
  const pending = table.animate([], {});
  const seen = redraws.length;
  table.destroy();
  await Promise.all([first, pending]);
  await tick();
  assert.deepEqual(log.filter((line) => line.startsWith("b")), [], "the waiting animation never started");
  assert.equal(redraws.length, seen, "nothing is drawn after the table was taken down");
  assert.deepEqual(stopped, ["observer", "board"]);
  assert.deepEqual(shell.moves, []);
  assert.equal(table.animating(), false);
});

test("a table's controls follow a move's view at once; only its animation waits for the last one's end", async () => {
  const log = [];
  const shell = createShell({ choose: () => {}, texts });
  const [a, b] = ["a", "b"].map((name) => manual(log, name));
  const anims = { "view a": a, "view b": b };
  const table = shell.table({ element: null, draw: () => {},
    animate: (events, view) => { log.push(`shows ${view}`); return (speed) => anims[view].start(speed === Infinity); },
    finishAnimation: () => a.finish() });
  table.animate([], "view a");
  await tick();
  const bDone = table.animate([], "view b");
  assert.deepEqual(log, ["shows view a", "a starts", "a ends", "shows view b"], "b's view is taken in before a has ended");
  await tick();
  assert.deepEqual(log.slice(-1), ["b starts"]);
  b.end();
  await bDone;
});
