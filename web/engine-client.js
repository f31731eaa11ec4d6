// A small promise-based client for the engine worker. `engine.call(method, params)` resolves with
// the bridge's result or rejects with an EngineError carrying the bridge's error code.

import { ASSETS, siteUrl } from "./build-info.js";
import { hold } from "./idle.js";

export class EngineError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** What the engine worker needs to start: every URL absolute (the worker cannot know the hashed names). */
export function workerUrls() {
  return { pyodideDir: siteUrl(ASSETS.pyodideDir), pythonZip: siteUrl(ASSETS.pythonZip), siteRoot: siteUrl("") };
}

class EngineClient {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
    this.busyListeners = new Set();
    this.state = { stage: "idle", fraction: 0, ready: false, failed: null };
    this.newReady();
    // Settled once the engine started from a snapshot, or kept one (or could not) after a first
    // start: from then on a second worker (the analysis, web/analysis-client.js) can restore it.
    this.snapshotSettled = new Promise((resolve) => { this.settleSnapshot = resolve; });
  }

  /** `ready`: settled once the worker that is starting (or will start) can answer, or fails to. */
  newReady() {
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {}); // failures are reported through onProgress as well
  }

  /** Start the worker (once; again after `stop`), and resolve once it can answer. The page stays
   * usable meanwhile; progress goes to listeners. */
  start() {
    if (this.worker) return this.ready;
    this.worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(event.message || "the engine worker stopped");
    this.worker.postMessage({ type: "init", urls: workerUrls() });
    return this.ready;
  }

  /** Let the worker go, and with it Python's memory (a player's phone plays through the tablet's
   * engine and needs none of its own). A call under way is refused; the next call, or `start`,
   * starts a worker anew. */
  stop() {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = null;
    const stopped = new EngineError("engine_stopped", "the engine was stopped");
    for (const { reject } of this.pending.values()) reject(stopped);
    this.pending.clear();
    this.tellBusy(false);
    this.rejectReady(stopped); // whoever waited for the old worker hears that it will not come
    this.newReady();
    delete document.documentElement.dataset.engine;
    this.setState({ stage: "idle", fraction: 0, ready: false, failed: null });
  }

  onProgress(listener) {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  setState(patch) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  fail(message) {
    this.setState({ failed: message });
    this.settleSnapshot(false);
    this.rejectReady(new EngineError("engine_failed", message));
    for (const { reject } of this.pending.values()) reject(new EngineError("engine_failed", message));
    this.pending.clear();
    this.tellBusy(false);
  }

  receive(message) {
    if (message.type === "progress") {
      this.setState({ stage: message.stage, fraction: message.fraction });
      const root = document.documentElement; // the stages the progress bar went through, in order
      root.dataset.engineStages = [root.dataset.engineStages, message.stage].filter(Boolean).join(" ");
    } else if (message.type === "ready") {
      this.info = { ...message.info, readyAt: performance.now() };
      this.setState({ stage: "ready", fraction: 1, ready: true });
      const root = document.documentElement;
      root.dataset.engine = "ready";
      // How the engine started (from a snapshot, or from scratch) and the timings for the benchmark:
      // in the worker, and from the page's navigation to the moment the engine can answer.
      root.dataset.enginePath = message.info.path;
      root.dataset.engineBootMs = String(Math.round(message.info.bootMs));
      root.dataset.engineReadyMs = String(Math.round(message.info.readyMs));
      root.dataset.engineReadyAt = String(Math.round(this.info.readyAt));
      root.dataset.engineTimings = JSON.stringify(this.info);
      this.resolveReady(this.info);
      if (message.info.path === "snapshot") this.settleSnapshot(true);
    } else if (message.type === "snapshot") {
      // The first start of a build kept a snapshot for the next visits (or could not: the next visit
      // starts from scratch again, as this one did).
      document.documentElement.dataset.engineSnapshot = message.stored ? "stored" : "not-stored";
      if (message.stored) {
        document.documentElement.dataset.engineSnapshotBytes = message.stored;
        document.documentElement.dataset.engineSnapshotMs = String(Math.round(message.ms));
        document.documentElement.dataset.engineSnapshotTakeMs = String(Math.round(message.takeMs));
      }
      if (message.failed) console.info("the engine snapshot was not kept:", message.failed);
      this.settleSnapshot(Boolean(message.stored));
    } else if (message.type === "failed") {
      document.documentElement.dataset.engine = "failed";
      this.fail(message.error);
    } else if (message.type === "answer") {
      const entry = this.pending.get(message.id);
      if (!entry) return;
      this.pending.delete(message.id);
      if (!this.pending.size) this.tellBusy(false);
      const answer = JSON.parse(message.answer);
      if (answer.ok) entry.resolve(answer.result);
      else entry.reject(new EngineError(answer.error.code, answer.error.message));
    }
  }

  /** `listener(true)` when the engine takes up work with nothing else under way, `listener(false)`
   * once it has answered everything asked: the review's analysis waits while the engine works for a
   * player (a hint, a move), so the two never share a tablet's cores. */
  onBusy(listener) {
    this.busyListeners.add(listener);
    return () => this.busyListeners.delete(listener);
  }

  /** Whether a call is under way. */
  get busy() {
    return this.pending.size > 0;
  }

  tellBusy(busy) {
    for (const listener of this.busyListeners) listener(busy);
  }

  /** One bridge call. Waits for the engine if it is still loading. */
  async call(method, params = {}) {
    const release = hold("engine"); // from the call on: a call waiting for the engine to load counts
    try {
      this.start();
      await this.ready;
      return await this.send(method, params);
    } finally {
      release();
    }
  }

  /** The call's message to the loaded engine, and the promise of its answer. */
  send(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.tellBusy(true);
      this.worker.postMessage({ type: "call", id, method, params: JSON.stringify(params) });
    });
  }
}

export const engine = new EngineClient();
