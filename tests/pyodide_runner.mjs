// Runs Python inside real Pyodide under Node.js: installs the built wheel, then evaluates the
// Python file given on the command line and prints what it prints. Used by tests/test_pyodide.py.
//   node tests/pyodide_runner.mjs <pyodide dir> <wheel> <script.py> [extra module files...]

import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, script, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: (line) => console.log(line) });
await pyodide.loadPackage(wheel, { messageCallback: () => {} });
pyodide.FS.mkdirTree("/work");
for (const path of modules) pyodide.FS.writeFile(`/work/${basename(path)}`, readFileSync(path));
pyodide.runPython("import sys; sys.path.insert(0, '/work')");
pyodide.runPython(readFileSync(script, "utf8"));
