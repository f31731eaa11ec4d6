// The phone's side: one seat of a game whose state and save stay on the tablet (host.js). It holds
// what the tablet last told it (its seat's view, its moves while it is its turn, the log) and offers
// the play screen's view (play-view.js) the same face as a game played on this device
// (play-session.js): a move goes to the tablet, which plays it or says why not; the Hint and a tap
// with no legal move ask the tablet's engine about the seat's own view. The phone never holds the
// game's state: in its place stands a token of the revision the tablet last told, which the
// controls drawn for it carry back with a move, so that the tablet refuses a move made on an older
// game.
//
// No DOM: the screen (ui/phone.js) hands in the channel and its hooks.

/**
 * `channel`: the link to the tablet (link.js: `send`, `listen`, `onState`); `hooks`: `hello(info)`
 * (the tablet told the seat and the game's setup), `changed()` (draw the controls anew), `redraw()`
 * (the table and the log, all anew), `moved({ events, seat })` (the table after one more move:
 * show it; resolves once shown), `refused(reason)` (a move was not played), `state(state)` (the
 * link is "open", "away" or "closed"), `bye()` (the seat is played on the tablet again).
 */
export function createGuestSession({ channel, hooks }) {
  let seat = null;
  let record = null; // { id, game, setup, log, state: token, over, revision }
  let view = null;
  let legal = { seat: null, moves: [], rule: null };
  let busy = false;
  let active = true;
  let settling = Promise.resolve();
  let nextAsk = 1;
  const asks = new Map(); // id -> { resolve, reject }

  /** The stand-in of the tablet's state: what a control drawn now is decided on. */
  const token = (message) => ({ revision: message.revision, history: { length: message.ply } });

  function takeTable(message) {
    const fresh = "log" in message;
    const log = fresh ? message.log : [...record.log, ...(message.events ?? [])];
    record = { ...record, log, state: token(message), over: Boolean(message.view.over), revision: message.revision };
    view = message.view;
    legal = message.legal;
    busy = false;
    const events = message.events ?? [];
    if (fresh || events.length !== 1 || message.mover === null || message.mover === undefined) {
      hooks.redraw();
      hooks.changed();
      return;
    }
    // One move more: shown as the tablet shows a move (its animation, its sound, a buzz if now mine).
    let settled;
    settling = new Promise((resolve) => { settled = resolve; });
    Promise.resolve(hooks.moved({ events: events[0], seat: message.mover })).finally(settled);
  }

  const stops = [
    channel.listen((message) => {
      if (!active || !message || typeof message !== "object") return;
      if (message.type === "hello") {
        seat = message.seat;
        record = { id: message.id, game: message.game, setup: message.setup, log: [], state: null, over: false, revision: null };
        hooks.hello({ seat, game: message.game, setup: message.setup });
      } else if (message.type === "table" && record) {
        takeTable(message);
      } else if (message.type === "refused") {
        busy = false;
        hooks.refused(message.reason);
        hooks.changed();
      } else if (message.type === "answer") {
        const pending = asks.get(message.id);
        asks.delete(message.id);
        if (!pending) return;
        if (message.error) pending.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
        else pending.resolve(message.result);
      } else if (message.type === "bye") {
        active = false;
        hooks.bye(); // told first: the link closed next is the tablet's doing, not a loss
        channel.close();
      }
    }),
    channel.onState((state) => {
      if (state === "closed") active = false;
      if (state === "open" && record) channel.send({ type: "again" });
      hooks.state(state);
    }),
  ];

  /** Ask the tablet's engine what this screen would ask its own (the Hint, "why not"): the state is
   * the tablet's, the seat this phone's. */
  function ask(method, params) {
    const id = nextAsk++;
    return new Promise((resolve, reject) => {
      asks.set(id, { resolve, reject });
      if (!channel.send({ type: "ask", id, method, params, revision: record?.revision })) {
        asks.delete(id);
        reject(Object.assign(new Error("the tablet is out of reach"), { code: "away" }));
      }
    });
  }

  return {
    get seat() { return seat; },
    get record() { return record; },
    get view() { return view; },
    get legal() { return legal; },
    get legalFor() { return record?.state ?? null; },
    /** Whose hidden things are drawn: always this phone's seat. */
    get viewer() { return seat; },
    get busy() { return busy; },
    get active() { return active; },
    get settling() { return settling; },
    /** Whether the table has seen what the tablet told (hello and a first table). */
    get ready() { return Boolean(record && view); },
    isComputer: (s) => view.seats[s].kind !== "human",
    /** A tap's move for this phone's seat, decided on the game the controls were drawn for. */
    async play(move, mover, basis) {
      if (busy || !active || mover !== seat || !basis || basis !== record.state) return;
      busy = true;
      hooks.changed();
      if (!channel.send({ type: "move", move, revision: basis.revision })) {
        busy = false;
        hooks.refused("away");
        hooks.changed();
      }
    },
    /** The phone has no undo of its own: the tablet takes moves back. */
    undo() {},
    /** The engine as the play screen asks it: the tablet answers for this seat. */
    engine: {
      call(method, params = {}) {
        const { state: _state, seat: _seat, ...rest } = params;
        return ask(method, rest);
      },
    },
    leave() {
      active = false;
      stops.forEach((stop) => stop());
      for (const { reject } of asks.values()) reject(Object.assign(new Error("left"), { code: "left" }));
      asks.clear();
    },
  };
}
