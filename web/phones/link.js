// A phone's link to the tablet over the home network: a WebRTC data channel set up with no server.
// The tablet makes an offer and shows it as a pairing code (web/phones/pairing-code.js); the phone
// reads it, answers with a code of its own, and once the tablet has read that the channel opens.
// No STUN or TURN server: the two reach each other by their host candidates only, so both must be
// on the same network. Every candidate is gathered before a code is made (nothing trickles: the
// codes are the only way the two talk before the channel is open).

import { decodePairing, encodePairing } from "./pairing-code.js";

/** Whether this browser can link at all (Debian's WebKitGTK has no RTCPeerConnection). */
export const canLink = () => typeof RTCPeerConnection === "function";

const CHANNEL_LABEL = "table";
const OPEN_TIMEOUT_MS = 20000; // from the tablet reading the answer to the channel being open
const EARLY_KEPT = 100; // messages kept for a channel's first listener

/** Why a link did not come about: `.code` is "timeout" (no channel within 20 s of reading the
 * answer), "failed" (ICE found no way between the two), "used" (this offer has had its answer
 * already: a pairing code works once) or "closed" (the pairing was given up with close()). */
export class LinkError extends Error {
  /** @param {"timeout" | "failed" | "used" | "closed"} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = "LinkError";
    this.code = code;
  }
}

/** The JSON messages between tablet and phone over one data channel, and how the link is doing:
 * "connecting" until it opens, then "open", "away" while ICE has lost the other side (it may come
 * back by itself) and "closed" for good. The channel keeps its RTCPeerConnection alive. */
export class Channel {
  /** @type {RTCPeerConnection} */ #pc;
  /** @type {RTCDataChannel} */ #channel;
  /** @type {"connecting" | "open" | "away" | "closed"} */ #state = "connecting";
  /** @type {Set<(message: any) => void>} */ #listeners = new Set();
  /** @type {Set<(state: string) => void>} */ #watchers = new Set();
  /** Messages that came before anyone listened, kept for the first listener (at most EARLY_KEPT).
   * @type {any[] | null} */ #early = [];

  /** @param {RTCPeerConnection} pc @param {RTCDataChannel} channel */
  constructor(pc, channel) {
    this.#pc = pc;
    this.#channel = channel;
    channel.addEventListener("open", () => this.#set(this.#lost() ? "away" : "open"));
    channel.addEventListener("close", () => this.#end());
    channel.addEventListener("message", (event) => this.#receive(event.data));
    const follow = () => {
      if (this.#state === "closed") return;
      if (pc.connectionState === "failed" || pc.connectionState === "closed" || pc.iceConnectionState === "failed") {
        this.#end();
      } else if (channel.readyState === "open") {
        this.#set(this.#lost() ? "away" : "open");
      }
    };
    pc.addEventListener("iceconnectionstatechange", follow);
    pc.addEventListener("connectionstatechange", follow);
    if (channel.readyState === "open") this.#set("open");
  }

  /** @returns {"connecting" | "open" | "away" | "closed"} */
  get state() {
    return this.#state;
  }

  /** Sends `message` as JSON. Dropped (false) unless the data channel is open; while the link is
   * "away" the channel still takes it and delivers it if the other side comes back.
   * @param {any} message @returns {boolean} whether it was sent */
  send(message) {
    if (this.#state === "closed" || this.#channel.readyState !== "open") return false;
    try {
      this.#channel.send(JSON.stringify(message));
      return true;
    } catch {
      return false; // too large for the other side, or closing under us
    }
  }

  /** Calls `fn` with each message that comes in (parsed JSON; anything else is ignored). The first
   * listener also gets, in order, the messages that came before it.
   * @param {(message: any) => void} fn @returns {() => void} to stop listening */
  listen(fn) {
    this.#listeners.add(fn);
    const early = this.#early;
    if (early) {
      // The other side may speak as soon as the channel opens, before whoever got the channel has
      // started listening: what came until now goes to the first listener, right after this call.
      this.#early = null;
      queueMicrotask(() => {
        for (const message of early) if (this.#listeners.has(fn)) fn(message);
      });
    }
    return () => this.#listeners.delete(fn);
  }

  /** Calls `fn` with each new state: "open", "away" or "closed".
   * @param {(state: string) => void} fn @returns {() => void} to stop watching */
  onState(fn) {
    this.#watchers.add(fn);
    return () => this.#watchers.delete(fn);
  }

  /** Ends the link, for both sides (the other side's channel closes too). */
  close() {
    if (this.#state === "closed") return;
    this.#channel.close();
    this.#pc.close();
    this.#end();
  }

  /** ICE has lost the other side for now ("disconnected"). */
  #lost() {
    return this.#pc.iceConnectionState === "disconnected";
  }

  #end() {
    if (this.#state === "closed") return;
    this.#set("closed");
    this.#pc.close(); // the connection goes with its channel
  }

  /** @param {"connecting" | "open" | "away" | "closed"} state */
  #set(state) {
    if (state === this.#state) return;
    this.#state = state;
    for (const fn of [...this.#watchers]) fn(state);
  }

  /** @param {unknown} data */
  #receive(data) {
    if (typeof data !== "string") return;
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return; // not ours: ignored
    }
    if (this.#early) {
      if (this.#early.length < EARLY_KEPT) this.#early.push(message);
      return;
    }
    for (const fn of [...this.#listeners]) fn(message);
  }
}

/** Resolves once `pc` has gathered every candidate, or after `gatherMs` with what it has by then
 * (a network interface that never answers must not hold the code back for long).
 * @param {RTCPeerConnection} pc @param {number} gatherMs */
function gathered(pc, gatherMs) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve(undefined);
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener("icegatheringstatechange", check);
      pc.removeEventListener("icecandidate", last);
      resolve(undefined);
    };
    const check = () => {
      if (pc.iceGatheringState === "complete") done();
    };
    /** @param {RTCPeerConnectionIceEvent} event the last candidate event comes with none */
    const last = (event) => {
      if (!event.candidate) done();
    };
    const timer = setTimeout(done, gatherMs);
    pc.addEventListener("icegatheringstatechange", check);
    pc.addEventListener("icecandidate", last);
  });
}

/** Resolves with `channel` once its data channel is open; rejects with a LinkError "failed" if ICE
 * fails or the connection closes first, "timeout" after `timeoutMs` (none: no time limit).
 * @param {RTCPeerConnection} pc @param {Promise<RTCDataChannel>} arriving @param {number | null} timeoutMs
 * @param {AbortSignal} given aborted when the pairing is given up: rejects with "closed"
 * @returns {Promise<Channel>} */
function opened(pc, arriving, timeoutMs, given) {
  return new Promise((resolve, reject) => {
    let timer = null;
    const cleanups = [];
    const finish = (/** @type {() => void} */ settle) => {
      clearTimeout(timer);
      for (const cleanup of cleanups) cleanup();
      settle();
    };
    const fail = (/** @type {LinkError} */ error) => finish(() => {
      pc.close();
      reject(error);
    });
    const watch = () => {
      if (pc.iceConnectionState === "failed" || pc.connectionState === "failed") {
        fail(new LinkError("failed", "no way through the network between the two devices"));
      } else if (pc.connectionState === "closed" || pc.signalingState === "closed") {
        fail(new LinkError("closed", "the pairing was given up"));
      }
    };
    const abort = () => fail(new LinkError("closed", "the pairing was given up"));
    pc.addEventListener("iceconnectionstatechange", watch);
    pc.addEventListener("connectionstatechange", watch);
    given.addEventListener("abort", abort);
    cleanups.push(() => {
      pc.removeEventListener("iceconnectionstatechange", watch);
      pc.removeEventListener("connectionstatechange", watch);
      given.removeEventListener("abort", abort);
    });
    if (timeoutMs != null) {
      timer = setTimeout(() => fail(new LinkError("timeout", "the link did not open in time")), timeoutMs);
    }
    if (given.aborted) return abort();
    arriving.then((channel) => {
      // The Channel is made before the data channel opens, so that it sees the "open" event itself.
      const wrapped = new Channel(pc, channel);
      const open = () => finish(() => resolve(wrapped));
      const closed = () => fail(new LinkError("failed", "the channel closed before it opened"));
      if (channel.readyState === "open") return open();
      channel.addEventListener("open", open);
      channel.addEventListener("close", closed);
      cleanups.push(() => {
        channel.removeEventListener("open", open);
        channel.removeEventListener("close", closed);
      });
    });
  });
}

/** The tablet's side: an offer, shown as `code`, and `accept(answerCode)` with the phone's answer,
 * which resolves with the Channel once it is open. A pairing code works once: a second accept is
 * refused ("used"); an answer that is not a code (a typo) is refused with a PairingCodeError and
 * the offer can still take the right one. close() gives the pairing up while no Channel has been
 * handed over; once one has, closing it is the Channel's own close().
 * @param {{ gatherMs?: number }} [options]
 * @returns {Promise<{ code: string, accept: (answerCode: string) => Promise<Channel>, close: () => void }>} */
export async function offerLink({ gatherMs = 5000 } = {}) {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const given = new AbortController();
  const channel = pc.createDataChannel(CHANNEL_LABEL, { ordered: true });
  let code;
  try {
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc, gatherMs);
    code = encodePairing(pc.localDescription.sdp, "offer");
  } catch (error) {
    pc.close();
    throw error;
  }
  let used = false;
  let handedOver = false;

  /** @param {string} answerCode */
  async function accept(answerCode) {
    if (given.signal.aborted) throw new LinkError("closed", "the pairing was given up");
    if (used) throw new LinkError("used", "this pairing code has been answered already");
    const { sdp } = decodePairing(answerCode, "answer"); // a typo throws here, and the offer stays unused
    used = true;
    const open = opened(pc, Promise.resolve(channel), OPEN_TIMEOUT_MS, given.signal);
    try {
      await pc.setRemoteDescription({ type: "answer", sdp });
    } catch (error) {
      given.abort();
      open.catch(() => {});
      throw error;
    }
    const ready = await open;
    handedOver = true;
    return ready;
  }

  return {
    code,
    accept,
    close() {
      if (handedOver) return;
      given.abort();
      pc.close();
    },
  };
}

/** The phone's side: reads the tablet's offer code (a PairingCodeError if it is not one) and
 * answers with `code`, to be shown to the tablet; `connected` resolves with the Channel once the
 * tablet has read it and the channel is open. The phone's ICE starts checking as soon as the code
 * is made, so the tablet must read it before the phone gives up: measured here, Chromium waits
 * minutes, Firefox about half a minute when the tablet is Chromium. `connected` rejects with a
 * LinkError "failed" when ICE gives up and "closed" after close(), which gives the pairing up while
 * no Channel has been handed over.
 * @param {string} offerCode @param {{ gatherMs?: number }} [options]
 * @returns {Promise<{ code: string, connected: Promise<Channel>, close: () => void }>} */
export async function answerLink(offerCode, { gatherMs = 5000 } = {}) {
  const { sdp } = decodePairing(offerCode, "offer");
  const pc = new RTCPeerConnection({ iceServers: [] });
  const given = new AbortController();
  const arriving = new Promise((resolve) => {
    pc.addEventListener("datachannel", (event) => resolve(event.channel), { once: true });
  });
  const connected = opened(pc, arriving, null, given.signal);
  connected.catch(() => {}); // a pairing given up is no error for whoever did not wait for it
  let code;
  try {
    await pc.setRemoteDescription({ type: "offer", sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc, gatherMs);
    code = encodePairing(pc.localDescription.sdp, "answer");
  } catch (error) {
    given.abort();
    pc.close();
    throw error;
  }
  let handedOver = false;
  connected.then(() => {
    handedOver = true;
  }, () => {});
  return {
    code,
    connected,
    close() {
      if (handedOver) return;
      given.abort();
      pc.close();
    },
  };
}
