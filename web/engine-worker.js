// The engine worker: boots Pyodide, installs the app's wheel and answers bridge calls.
// It runs as a module Web Worker so the page stays responsive while Python loads or a bot thinks.
// Every URL it uses comes from the page (which knows the hashed asset names) as an absolute URL.

let api = null;        // gurkenglas.api.call once ready
let booting = null;    // the boot promise, so calls that arrive early wait for it

function progress(stage, fraction) {
  self.postMessage({ type: "progress", stage, fraction });
}

async function boot({ pyodideDir, appWheel }) {
  const t0 = performance.now();
  progress("runtime", 0.05);
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideDir).href);
  const pyodide = await loadPyodide({ indexURL: pyodideDir, packages: [] });
  const bootMs = performance.now() - t0;
  progress("engine", 0.85);
  // Pyodide installs the app's wheel from dist/ itself. (micropip would do the same job, but
  // importing it costs more than a fifth of Python's whole boot time: see the README.)
  await pyodide.loadPackage(appWheel, { messageCallback: () => {} });
  const installMs = performance.now() - t0;
  api = pyodide.pyimport("gurkenglas.api").call;
  progress("ready", 1);
  return { bootMs, installMs, readyMs: performance.now() - t0, python: pyodide.version };
}

self.onmessage = async (event) => {
  const message = event.data;
  if (message.type === "init") {
    booting = booting || boot(message.urls);
    try {
      const info = await booting;
      self.postMessage({ type: "ready", info });
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
