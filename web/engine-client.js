// A small promise-based client for the engine worker. `engine.call(method, params)` resolves with
// the bridge's result or rejects with an EngineError carrying the bridge's error code.

import { ASSETS, siteUrl } from "./build-info.js";

export class EngineError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

class EngineClient {
  constructor() {
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
    this.state = { stage: "idle", fraction: 0, ready: false, failed: null };
    this.ready = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.ready.catch(() => {}); // failures are reported through onProgress as well
  }

  /** Start the worker (once). The page stays usable meanwhile; progress goes to listeners. */
  start() {
    if (this.worker) return this.ready;
    this.worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.fail(event.message || "the engine worker stopped");
    this.worker.postMessage({
      type: "init",
      urls: {
        pyodideDir: siteUrl(ASSETS.pyodideDir),
        appWheel: siteUrl(ASSETS.appWheel),
      },
    });
    return this.ready;
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
    this.rejectReady(new EngineError("engine_failed", message));
    for (const { reject } of this.pending.values()) reject(new EngineError("engine_failed", message));
    this.pending.clear();
  }

  receive(message) {
    if (message.type === "progress") {
      this.setState({ stage: message.stage, fraction: message.fraction });
    } else if (message.type === "ready") {
      this.info = message.info;
      this.setState({ stage: "ready", fraction: 1, ready: true });
      const root = document.documentElement;
      root.dataset.engine = "ready";
      // Timings for the benchmark: Python's own boot, and everything until the engine answers.
      root.dataset.engineBootMs = Math.round(message.info.bootMs);
      root.dataset.engineReadyMs = Math.round(message.info.readyMs);
      root.dataset.engineTimings = JSON.stringify(message.info);
      this.resolveReady(message.info);
    } else if (message.type === "failed") {
      document.documentElement.dataset.engine = "failed";
      this.fail(message.error);
    } else if (message.type === "answer") {
      const entry = this.pending.get(message.id);
      if (!entry) return;
      this.pending.delete(message.id);
      const answer = JSON.parse(message.answer);
      if (answer.ok) entry.resolve(answer.result);
      else entry.reject(new EngineError(answer.error.code, answer.error.message));
    }
  }

  /** One bridge call. Waits for the engine if it is still loading. */
  async call(method, params = {}) {
    this.start();
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ type: "call", id, method, params: JSON.stringify(params) });
    });
  }
}

export const engine = new EngineClient();
