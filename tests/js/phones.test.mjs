// The tablet and the players' phones (web/phones/host.js and guest.js) over stand-in channels: each
// phone sees its own seat only, moves only for its own seat and only on the game it was shown, and
// the state never leaves the tablet.
import { test } from "node:test";
import assert from "node:assert/strict";

import { createPhoneHost } from "../../web/phones/host.js";
import { createGuestSession } from "../../web/phones/guest.js";

/** Two ends of a channel; every message crosses as JSON text, as over a data channel, and is kept. */
function channelPair() {
  const ends = [makeEnd(), makeEnd()];
  function makeEnd() {
    return { listeners: new Set(), states: new Set(), sent: [], state: "open" };
  }
  const wrap = (self, other) => ({
    send(message) {
      if (self.state !== "open") return false;
      const text = JSON.stringify(message);
      self.sent.push(text);
      queueMicrotask(() => other.listeners.forEach((fn) => fn(JSON.parse(text))));
      return true;
    },
    listen(fn) { self.listeners.add(fn); return () => self.listeners.delete(fn); },
    onState(fn) { self.states.add(fn); return () => self.states.delete(fn); },
    get state() { return self.state; },
    close() {
      for (const end of ends) {
        end.state = "closed";
        end.states.forEach((fn) => fn("closed"));
      }
    },
    drop(state) { // the link dropped ("away") or came back ("open"): both ends hear it
      for (const end of ends) {
        end.state = state;
        end.states.forEach((fn) => fn(state));
      }
    },
  });
  return { tablet: wrap(ends[0], ends[1]), phone: wrap(ends[1], ends[0]), sentToPhone: ends[0].sent };
}

/** A card game for three: each seat holds secret cards; the seat to move may play one of its own. */
function fakeTable() {
  const hands = [["s0-ace", "s0-king"], ["s1-queen", "s1-jack"], ["s2-ten", "s2-nine"]];
  const game = { record: null, legal: null, busy: false, settling: Promise.resolve() };
  const names = ["Anna", "Ben", "Cleo"];
  function setState(toMove, history, log) {
    const state = { toMove, history, hands: hands.map((h) => [...h]) };
    game.record = { id: "g1", game: "gurke", setup: { players: 3, seats: names.map((name) => ({ name, kind: "human" })) },
      state, log, revision: history.length };
    game.legal = { seat: toMove, moves: hands[toMove].map((card) => ({ move: { card }, rules: ["play"] })), rule: "play" };
  }
  setState(1, [], []);
  const calls = [];
  const engine = {
    async call(method, params) {
      calls.push({ method, params });
      if (method === "view") {
        return { seats: names.map((name) => ({ name, kind: "human" })), over: false, to_move: params.state.toMove,
          hand: params.seat === null ? [] : params.state.hands[params.seat], counts: params.state.hands.map((h) => h.length) };
      }
      if (method === "hint") return { move: game.legal.moves[0].move };
      if (method === "why_not") return { reason: { key: "play.why_not.not_your_turn", args: { seat: params.state.toMove }, rule: null } };
      throw Object.assign(new Error("unknown"), { code: "bad_request" });
    },
  };
  const played = [];
  async function play(move, seat, basis) {
    if (basis !== game.record.state || seat !== game.legal.seat) return;
    played.push({ move, seat });
    const { log, state: { history } } = game.record;
    hands[seat] = hands[seat].filter((card) => card !== move.card);
    setState((seat + 1) % 3, [...history, JSON.stringify(move)], [...log, [{ type: "play", seat, card: move.card }]]);
    await host.update(seat);
  }
  const host = createPhoneHost({ engine, game: () => game, play, changed: () => {} });
  return { host, game, engine, calls, played, setState, hands };
}

function joinedPhone(table, seat) {
  const pair = channelPair();
  const seen = { hello: null, refused: [], moved: [], redrawn: 0, bye: false, heard: [] };
  const guest = createGuestSession({ channel: pair.phone, hooks: {
    hello: (info) => { seen.hello = info; },
    changed: () => {},
    redraw: () => { seen.redrawn += 1; },
    moved: (shown) => { seen.moved.push(shown); },
    refused: (reason) => { seen.refused.push(reason); },
    state: (state) => { seen.heard.push(state); },
    bye: () => { seen.bye = true; seen.heard.push("bye"); },
  } });
  const attached = table.host.attach(seat, pair.tablet);
  return { pair, guest, seen, attached };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("a phone is told its seat and sees its own hand, never another seat's, nor the game's state", async () => {
  const table = fakeTable();
  const ben = joinedPhone(table, 1);
  await ben.attached;
  await settle();
  assert.equal(ben.guest.seat, 1);
  assert.equal(ben.seen.hello.setup.seats[1].name, "Ben");
  assert.deepEqual(ben.guest.view.hand, ["s1-queen", "s1-jack"]);
  assert.deepEqual(ben.guest.legal.moves.map((m) => m.move.card), ["s1-queen", "s1-jack"], "Ben is to move: his moves");
  for (const text of ben.pair.sentToPhone) {
    assert.doesNotMatch(text, /s0-|s2-/, "no card of Anna's or Cleo's reaches Ben's phone");
    assert.doesNotMatch(text, /"history"|"hands"/, "the tablet's state stays on the tablet");
  }
});

test("a phone's move is played for its seat on the game it was shown, and every phone is told", async () => {
  const table = fakeTable();
  const ben = joinedPhone(table, 1);
  const cleo = joinedPhone(table, 2);
  await Promise.all([ben.attached, cleo.attached]);
  await settle();
  assert.deepEqual(cleo.guest.legal.moves, [], "not Cleo's turn: her phone offers no move");
  await ben.guest.play({ card: "s1-jack" }, 1, ben.guest.legalFor);
  await settle();
  await table.host.update(); // the queue of tables sent
  await settle();
  assert.deepEqual(table.played, [{ move: { card: "s1-jack" }, seat: 1 }]);
  assert.equal(cleo.seen.moved.length, 1, "Cleo's phone shows Ben's move");
  assert.equal(cleo.seen.moved[0].seat, 1);
  assert.deepEqual(cleo.guest.legal.moves.map((m) => m.move.card), ["s2-ten", "s2-nine"]);
  assert.deepEqual(ben.guest.view.hand, ["s1-queen"]);
  for (const text of [...ben.pair.sentToPhone, ...cleo.pair.sentToPhone]) {
    assert.ok(!(text.includes("s0-")), "Anna's cards reach no phone");
  }
  assert.ok(!cleo.pair.sentToPhone.some((text) => text.includes("s1-queen")), "Ben's card left in hand never reaches Cleo");
});

test("a forged move for another seat, an illegal card and a move on an older game are refused and the phone told", async () => {
  const table = fakeTable();
  const cleo = joinedPhone(table, 2);
  await cleo.attached;
  await settle();
  // Not Cleo's turn: her phone sends Ben's card anyway (as a forged page would).
  cleo.pair.phone.send({ type: "move", move: { card: "s1-queen" }, revision: table.game.record.revision });
  await settle();
  assert.deepEqual(table.played, [], "nothing played for Ben by Cleo's phone");
  assert.deepEqual(cleo.seen.refused, ["not_your_turn"]);
  // Ben plays on the tablet; Cleo's turn now, but she sends a card she does not hold, then a stale move.
  await table.host.update();
  const old = table.game.record.revision;
  const ben = joinedPhone(table, 1);
  await ben.attached;
  await settle();
  await ben.guest.play({ card: "s1-queen" }, 1, ben.guest.legalFor);
  await settle();
  await table.host.update();
  cleo.pair.phone.send({ type: "move", move: { card: "s0-ace" }, revision: table.game.record.revision });
  await settle();
  cleo.pair.phone.send({ type: "move", move: { card: "s2-ten" }, revision: old });
  await settle();
  await table.host.update();
  await settle();
  assert.deepEqual(cleo.seen.refused, ["not_your_turn", "illegal", "stale"]);
  assert.deepEqual(table.played.map((p) => p.seat), [1]);
});

test("the Hint and a tap with no move are answered by the tablet's engine for the phone's own seat", async () => {
  const table = fakeTable();
  const ben = joinedPhone(table, 1);
  const cleo = joinedPhone(table, 2);
  await Promise.all([ben.attached, cleo.attached]);
  await settle();
  const hint = await ben.guest.engine.call("hint", { state: ben.guest.legalFor, budget_ms: 1000 });
  assert.deepEqual(hint.move, { card: "s1-queen" });
  await assert.rejects(cleo.guest.engine.call("hint", { state: cleo.guest.legalFor }), { code: "not_your_turn" });
  // Cleo's page names seat 0 in its question: the tablet asks for Cleo's seat all the same.
  await cleo.guest.engine.call("why_not", { state: cleo.guest.legalFor, seat: 0, thing: "card:s2-ten" });
  const asked = table.calls.filter((c) => c.method === "why_not").at(-1);
  assert.equal(asked.params.seat, 2);
  assert.equal(asked.params.state, table.game.record.state, "asked about the tablet's own state");
  await assert.rejects(cleo.guest.engine.call("new_game", {}), { code: "bad_request" }, "a phone asks nothing else");
});

test("a seat taken back by the tablet lets its phone go; a phone back from a drop is told the game anew", async () => {
  const table = fakeTable();
  const ben = joinedPhone(table, 1);
  await ben.attached;
  await settle();
  ben.pair.tablet.drop("away");
  assert.equal(table.host.status(1), "away");
  table.setState(2, ["x"], [[{ type: "play", seat: 1, card: "s1-jack" }]]); // the tablet played meanwhile
  ben.pair.tablet.drop("open");
  await settle();
  await table.host.update();
  await settle();
  assert.equal(table.host.status(1), "open");
  assert.equal(ben.guest.record.log.length, 1, "the move made while the phone was away is in its log");
  assert.deepEqual(ben.guest.legal.moves, []);
  table.host.detach(1);
  await settle();
  assert.ok(ben.seen.bye);
  // The phone says the tablet took the seat back, not that the link was lost (it closes the link
  // itself on hearing it).
  assert.equal(ben.seen.heard.find((what) => what === "bye" || what === "closed"), "bye");
  assert.deepEqual(table.host.seats(), []);
});
