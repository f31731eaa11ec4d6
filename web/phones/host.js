// The tablet's side of the players' phones: the game and its save stay on the tablet, and a phone
// is a window onto one seat. Each phone is told its own seat's view of the game after every change
// (the engine's `view` for that seat: nobody else's hidden things), that seat's legal moves only
// while it is that seat's turn, and the log (whose events every player at the table sees). A move
// from a phone is played for the phone's own seat only, and only on the game as the phone saw it:
// anything else is refused and the phone told, as a second tab is. A phone may ask the engine what
// the seat's own Hint and "why not" would ask; the state never leaves the tablet.
//
// No DOM: the play screen hands in the session's game and its `play`, and draws what `seats()`
// and `status(seat)` say; the whole protocol runs under Node's test runner with stand-in channels.

import { sameMove } from "../moves.js";

/** Messages a phone may send, with what they carry. */
const ASKS = new Set(["hint", "why_not"]);
const MAX_THING_LENGTH = 64;

/**
 * `engine`: the engine client (`call(method, params)`); `game()`: `{ record, legal, busy, settling }`
 * of the session as it is now (`record.state`, `record.revision`, `record.log`, `record.setup`);
 * `play(move, seat, basis)`: the session's own move for a person (resolves once played and saved,
 * or refused); `changed()`: the seats with phones or their states changed (the screen redraws).
 */
export function createPhoneHost({ engine, game, play, changed }) {
  /** seat -> { channel, state: "open" | "away", told: the log as last told (null: none yet), stop() } */
  const phones = new Map();
  let sending = Promise.resolve(); // the tables sent in order, one change after the other

  /** The seat's own view of the game as it is now, and its moves while it is that seat's turn. */
  async function tableFor(seat, record, legal, mover) {
    const view = await engine.call("view", { state: record.state, seat });
    const mine = legal.seat === seat && !view.over;
    return {
      type: "table",
      revision: record.revision,
      ply: record.state.history.length,
      mover, // whose move the new events are (null: the game changed otherwise: an undo, another tab)
      view,
      legal: { seat: legal.seat, moves: mine ? legal.moves : [], rule: mine ? legal.rule : null },
    };
  }

  /** Tell one phone the game as it is now; the log as far as it has not seen it (all of it after an undo). */
  async function send(seat, mover) {
    const phone = phones.get(seat);
    const { record, legal } = game();
    if (!phone) return;
    const message = await tableFor(seat, record, legal, mover);
    if (phones.get(seat) !== phone || game().record !== record) return; // gone, or overtaken: the next send tells
    const log = record.log;
    // Only the moves since the last table told, where the log went on from it (the same entries up to
    // there); after an undo or another tab's game, the whole log anew.
    const told = phone.told;
    if (told && log.length >= told.length && (told.length === 0 || log[told.length - 1] === told[told.length - 1])) {
      message.events = log.slice(told.length);
    } else {
      message.log = log;
    }
    phone.told = log;
    phone.channel.send(message);
  }

  /** Every phone told of the game as it is now: after `mover`'s move, or (null) after an undo or
   * another tab's move. */
  function update(mover = null) {
    sending = sending.then(() => Promise.all([...phones.keys()].map((seat) => send(seat, mover).catch(() => {})))).then(() => {});
    return sending;
  }

  function refuse(seat, reason, extra = {}) {
    phones.get(seat)?.channel.send({ type: "refused", reason, ...extra });
  }

  /** A move from the phone of `seat`, decided on the game at `revision`. */
  async function moveFrom(seat, { move, revision }) {
    let now = game();
    while (now.busy) { // a computer player's move or an undo under way: judge the move after it
      await now.settling;
      now = game();
    }
    const { record, legal } = now;
    if (revision !== record.revision) return void (refuse(seat, "stale"), update());
    if (legal.seat !== seat) return refuse(seat, "not_your_turn");
    if (!legal.moves.some((m) => sameMove(m.move, move))) return refuse(seat, "illegal");
    await play(move, seat, record.state);
    if (game().record.revision === revision) {
      refuse(seat, "not_played");
      update();
    }
  }

  /** What the phone's Hint or a tap with no legal move asks, answered from the tablet's state. */
  async function askFrom(seat, { id, method, params, revision }) {
    const phone = phones.get(seat);
    const answer = (body) => phone.channel.send({ type: "answer", id, ...body });
    const { record, legal } = game();
    if (!ASKS.has(method)) return answer({ error: { code: "bad_request", message: "not a question a phone may ask" } });
    if (revision !== record.revision) return answer({ error: { code: "stale", message: "the game moved on" } });
    try {
      if (method === "hint") {
        if (legal.seat !== seat) return answer({ error: { code: "not_your_turn", message: "not this seat's turn" } });
        return answer({ result: await engine.call("hint", { state: record.state, budget_ms: 1000 }) });
      }
      const thing = params?.thing;
      if (typeof thing !== "string" || !thing || thing.length > MAX_THING_LENGTH) {
        return answer({ error: { code: "bad_request", message: "thing must be a table's id of a thing" } });
      }
      return answer({ result: await engine.call("why_not", { state: record.state, seat, thing }) });
    } catch (error) {
      return answer({ error: { code: error.code ?? "engine_failed", message: String(error.message ?? error) } });
    }
  }

  function receive(seat, message) {
    if (!message || typeof message !== "object") return;
    if (message.type === "move") moveFrom(seat, message).catch(() => refuse(seat, "not_played"));
    else if (message.type === "ask") askFrom(seat, message);
    else if (message.type === "again") update(); // the phone lost track (woken up): the game anew
  }

  return {
    /** A phone joined for `seat` over `channel` (link.js): it is told its seat and the game. */
    attach(seat, channel) {
      phones.get(seat)?.stop();
      const phone = { channel, state: "open", told: null, stop: () => {} };
      const stops = [
        channel.listen((message) => { if (phones.get(seat) === phone) receive(seat, message); }),
        channel.onState((state) => {
          if (phones.get(seat) !== phone) return;
          if (state === "closed") phones.delete(seat);
          else phone.state = state;
          if (state === "open") update(); // back from a drop: it may have missed moves
          changed();
        }),
      ];
      phone.stop = () => stops.forEach((stop) => stop());
      phones.set(seat, phone);
      const { record } = game();
      channel.send({ type: "hello", seat, game: record.game, setup: record.setup, id: record.id });
      changed();
      return update();
    },
    /** The seat is played on the tablet again: its phone is told, and closes the link on hearing it
     * (closed here at once, the message could be lost). */
    detach(seat) {
      const phone = phones.get(seat);
      if (!phone) return;
      phones.delete(seat);
      phone.stop();
      if (!phone.channel.send({ type: "bye" })) phone.channel.close();
      changed();
    },
    /** The seats that have a phone. */
    seats: () => [...phones.keys()],
    has: (seat) => phones.has(seat),
    /** "open", "away" (its connection dropped and may come back) or null (no phone). */
    status: (seat) => phones.get(seat)?.state ?? null,
    update,
    /** Every phone's link, taken from this host untold (the screen is built anew: the next host
     * attaches them again). */
    release() {
      const links = [...phones].map(([seat, phone]) => {
        phone.stop();
        return [seat, phone.channel];
      });
      phones.clear();
      return links;
    },
    /** The screen is left: every phone is told and let go. */
    stop() {
      for (const seat of [...phones.keys()]) this.detach(seat);
    },
  };
}
