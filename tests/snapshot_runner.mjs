// A memory snapshot of the engines under Node.js, made and restored by the page's own code
// (web/engine-python.js) from the site's own Python (the zip build.py makes: the engines and the part
// of the standard library they use): the interpreter started from scratch is snapshotted before any call, then
// both it and an interpreter restored from the snapshot run the same Python file; each prints its
// RESULT line (and the times, as TIMES, for whoever wants to look). Used by tests/test_snapshot.py.
//   node tests/snapshot_runner.mjs <pyodide dir> <python zip> <script.py> [extra module files...]

import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, pythonZip, script, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const { bootFresh, bootFromSnapshot, snapshotOf } = await import(new URL("../web/engine-python.js", import.meta.url).href);
const indexURL = `${pyodideDir}/`;

function run(pyodide, label) {
  const lines = [];
  pyodide.setStdout({ batched: (line) => lines.push(line) });
  pyodide.FS.mkdirTree("/work");
  for (const path of modules) pyodide.FS.writeFile(`/work/${basename(path)}`, readFileSync(path));
  pyodide.runPython("import sys; sys.path.insert(0, '/work')");
  pyodide.runPython(readFileSync(script, "utf8"));
  const result = lines.find((line) => line.startsWith("RESULT "));
  console.log(`${label} ${result}`);
}

let t = performance.now();
const timings = {};
const fresh = await bootFresh(loadPyodide, { indexURL, pythonZip, timings });
const freshMs = performance.now() - t;
t = performance.now();
const snapshot = snapshotOf(fresh.pyodide);
const snapshotMs = performance.now() - t;
t = performance.now();
const restored = await bootFromSnapshot(loadPyodide, { indexURL, pythonZip, snapshot });
const restoreMs = performance.now() - t;
console.log(`TIMES ${JSON.stringify({ freshMs, ...timings, snapshotMs, restoreMs, bytes: snapshot.length })}`);
run(fresh.pyodide, "FRESH");
run(restored.pyodide, "RESTORED");
