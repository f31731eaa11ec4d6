// The engine worker: starts Python with the app's engines and answers bridge calls. It runs as a
// module Web Worker so the page stays responsive while Python loads or a bot thinks. Every URL it
// uses comes from the page (which knows the hashed asset names) as an absolute URL.
//
// The first visit of a build boots Pyodide from scratch (from the site's own Python: the engines and the
// part of the standard library they use, compiled ahead) and, before answering anything, takes a
// memory snapshot of the interpreter, which it keeps in the browser's storage in the background.
// Every later visit of the same build restores that snapshot instead: a fraction of the time. If the
// snapshot is missing, damaged, of another build, could not be stored, or fails to restore, the
// worker boots from scratch as on a first visit; the player notices nothing but the time.
//
// The same worker runs a second time as the analysis worker (web/analysis-client.js, `role:
// "analysis"`): it restores the snapshot the engine worker kept, never takes one of its own, and
// answers the review's calls, so that they never queue in front of a move.

import { bootFresh, bootFromSnapshot, snapshotOf } from "./engine-python.js";
import { dropSnapshot, findSnapshot, keepSnapshot, snapshotKey } from "./snapshot-store.js";

let api = null;        // gurkenglas.api.call once ready
let booting = null;    // the boot promise (settled once the snapshot is taken), so calls that arrive early wait for it

function progress(stage, fraction) {
  self.postMessage({ type: "progress", stage, fraction });
}

/** The build a snapshot belongs to: Pyodide's version and the hash of the site's Python (the engines
 * and the part of the standard library they use, in one zip with a content-hashed name). */
function buildOf(pyodideDir, pythonZip) {
  const version = new URL(pyodideDir).pathname.split("/").filter(Boolean).pop();
  const zipHash = new URL(pythonZip).pathname.split("/").pop().split(".").slice(-2, -1)[0];
  return `${version}-${zipHash}`;
}

async function restore(loadPyodide, urls, key, t0, role) {
  let snapshot;
  try {
    snapshot = await findSnapshot(key);
  } catch (error) {
    console.info("no snapshot:", error.message);
    return null;
  }
  if (!snapshot) return null;
  progress("snapshot", 0.35);
  try {
    const started = await bootFromSnapshot(loadPyodide, { indexURL: urls.pyodideDir, pythonZip: urls.pythonZip, snapshot });
    return { path: "snapshot", call: started.call, pyodide: started.pyodide, bootMs: performance.now() - t0 };
  } catch (error) {
    console.warn("the snapshot did not restore; starting afresh:", error);
    if (role !== "analysis") await dropSnapshot(key).catch(() => {}); // the engine worker keeps a new one
    return null;
  }
}

async function boot(urls, role) {
  const t0 = performance.now();
  progress("runtime", 0.05);
  const { loadPyodide } = await import(new URL("pyodide.mjs", urls.pyodideDir).href);
  const key = snapshotKey(urls.siteRoot, buildOf(urls.pyodideDir, urls.pythonZip));
  const restored = await restore(loadPyodide, urls, key, t0, role);
  if (restored) {
    progress("ready", 1);
    ready({ path: restored.path, bootMs: restored.bootMs, readyMs: performance.now() - t0, ...heap(restored.pyodide) });
    api = restored.call;
    return;
  }
  if (role === "analysis") {
    // No snapshot to restore (it could not be kept): the analysis starts Python the long way, and
    // leaves the snapshot to the engine worker.
    const started = await bootFresh(loadPyodide, { indexURL: urls.pyodideDir, pythonZip: urls.pythonZip });
    ready({ path: "boot", bootMs: performance.now() - t0, readyMs: performance.now() - t0, ...heap(started.pyodide) });
    api = started.call;
    return;
  }
  let bootMs = 0;
  const timings = {};
  const started = await bootFresh(loadPyodide, { indexURL: urls.pyodideDir, pythonZip: urls.pythonZip, timings,
                                                 booted: () => {
                                                   bootMs = performance.now() - t0;
                                                   progress("engine", 0.85);
                                                 } });
  progress("ready", 1);
  ready({ path: "boot", bootMs, installMs: performance.now() - t0, readyMs: performance.now() - t0, ...timings });
  // The snapshot is taken right after the page is told, in the same turn of the worker's event loop:
  // no call is answered before it, so it holds the engines as loaded and nothing a game did, and the
  // page's first call (if the player is that quick) waits for it, a tenth of a second at most.
  keep(key, started.pyodide);
  api = started.call;
}

/** The size of the interpreter's memory (WebAssembly's linear memory), for the benchmarks. */
function heap(pyodide) {
  const bytes = pyodide?._module?.HEAP8?.length;
  return Number.isFinite(bytes) ? { heapBytes: bytes } : {};
}

function ready(info) {
  self.postMessage({ type: "ready", info });
}

/** Take the snapshot of the fresh interpreter now; store it in the background. */
function keep(key, pyodide) {
  let snapshot;
  const t = performance.now();
  try {
    snapshot = snapshotOf(pyodide);
  } catch (error) {
    console.warn("no snapshot could be taken:", error);
    self.postMessage({ type: "snapshot", failed: String(error && error.message || error) });
    return;
  }
  const takeMs = performance.now() - t;
  const storing = performance.now();
  keepSnapshot(key, snapshot)
    .then((bytes) => self.postMessage({ type: "snapshot", stored: bytes, takeMs, ms: performance.now() - storing }))
    .catch((error) => self.postMessage({ type: "snapshot", failed: String(error && error.message || error) }));
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    booting = booting || boot(message.urls, message.role);
    try {
      await booting;
    } catch (error) {
      self.postMessage({ type: "failed", error: String(error && error.message || error) });
    }
    return;
  }
  if (message.type === "call") {
    try {
      if (!api) await booting;
      const started = performance.now();
      const answer = api(message.method, message.params);
      self.postMessage({ type: "answer", id: message.id, answer, ms: performance.now() - started });
    } catch (error) {
      const answer = JSON.stringify({ ok: false, error: { code: "engine_failed", message: String(error) } });
      self.postMessage({ type: "answer", id: message.id, answer });
    }
  }
};
