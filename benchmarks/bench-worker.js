// A benchmark-only worker, served by the benchmark script at the site's own origin (never shipped):
// boots bare Pyodide from the site's files, then can install the app's wheel and run Python source.
let pyodide = null;
const lines = [];

self.onmessage = async ({ data }) => {
  try {
    if (data.type === "boot") {
      const t0 = performance.now();
      const { loadPyodide } = await import(new URL("pyodide.mjs", data.pyodideDir).href);
      pyodide = await loadPyodide({ indexURL: data.pyodideDir, stdout: (line) => lines.push(line) });
      self.postMessage({ bootMs: performance.now() - t0 });
    } else if (data.type === "run") {
      await pyodide.loadPackage(data.wheel, { messageCallback: () => {} });
      lines.length = 0;
      pyodide.runPython(data.source);
      self.postMessage({ output: lines.join("\n") });
    }
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
