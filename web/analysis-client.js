// The analysis worker: a second engine worker that does nothing but the review's analysis, so that
// analysing a move (a second or more in the card games, where the game is played out again and
// again) never holds up a move's answer on the engine worker (slices of analysis on the one worker
// would keep moves waiting seconds: benchmarks/review_background.py, figures in benchmarks/README.md).
//
// It runs web/engine-worker.js with the role "analysis": the interpreter is restored from the memory
// snapshot the engine worker kept (web/snapshot-store.js), and it never takes one of its own. It is
// started lazily, by the first call: once the engine is ready and its snapshot is kept (on a first
// visit that is a moment after the engine is ready), so it never competes with the first start.
// One per tab; `stop()` ends it at once (a call under way is dropped: its promise rejects with the
// code "cancelled").

import { engine, EngineError, workerUrls } from "./engine-client.js";

const mark = (stage) => { document.documentElement.dataset.analysis = stage; };

class AnalysisClient {
  constructor() {
    this.worker = null;
    this.starting = null; // the start under way or done: a promise of the worker, once it answers
    this.nextId = 1;
    this.pending = new Map();
    this.info = null; // how the worker started: path, bootMs, readyMs, heapBytes, startedAt, readyAt
    this.starts = 0;
  }

  /** Start the worker, if it is not already: resolves once it can answer. */
  start() {
    if (this.starting) return this.starting;
    const starting = this.starting = (async () => {
      await engine.ready;
      await engine.snapshotSettled; // a first visit: the snapshot is kept first, and restored here
      if (this.starting !== starting) throw cancelled();
      mark("starting");
      const startedAt = performance.now();
      const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module", name: "analysis" });
      this.worker = worker;
      this.starts += 1;
      await /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
        this.abortStart = reject;
        worker.onmessage = ({ data }) => {
          if (data.type === "ready") {
            this.info = { ...data.info, startedAt, readyAt: performance.now() };
            resolve();
          } else if (data.type === "failed") reject(new EngineError("engine_failed", data.error));
          else if (data.type === "answer") this.answer(data);
        };
        worker.onerror = (event) => {
          const error = new EngineError("engine_failed", event.message || "the analysis worker stopped");
          reject(error);
          this.stop(error);
        };
        worker.postMessage({ type: "init", role: "analysis", urls: workerUrls() });
      }));
      if (this.starting !== starting) throw cancelled();
      document.documentElement.dataset.analysisPath = this.info.path; // "snapshot", or "boot" if there was none
      mark("ready");
      return worker;
    })();
    starting.catch(() => {});
    return starting;
  }

  answer(message) {
    const entry = this.pending.get(message.id);
    if (!entry) return;
    this.pending.delete(message.id);
    if (document.documentElement.dataset.analysisCall === String(message.id)) delete document.documentElement.dataset.analysisCall;
    const answer = JSON.parse(message.answer);
    if (answer.ok) entry.resolve({ result: answer.result, ms: message.ms });
    else entry.reject(new EngineError(answer.error.code, answer.error.message));
  }

  /** One bridge call on the analysis worker: resolves with `{ result, ms }` (`ms`: the worker's own
   * time for it). Starts the worker first if needed. */
  async call(method, params = {}) {
    const worker = await this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ type: "call", id, method, params: JSON.stringify(params) });
      document.documentElement.dataset.analysisCall = String(id); // the call under way, for the page tests
    });
  }

  /** Whether the worker is there (started or starting). */
  get running() {
    return this.starting !== null;
  }

  /** End the worker now; calls under way reject (code "cancelled", or `error`). */
  stop(error = cancelled()) {
    if (!this.starting) return;
    this.starting = null;
    this.worker?.terminate();
    this.worker = null;
    this.abortStart?.(error);
    this.abortStart = null;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
    delete document.documentElement.dataset.analysisCall;
    mark("stopped");
  }
}

function cancelled() {
  return new EngineError("cancelled", "the analysis was stopped");
}

export const analysis = new AnalysisClient();
