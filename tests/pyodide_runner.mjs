// Runs Python inside real Pyodide under Node.js: installs the built wheel (or boots from the zip of
// Python the page runs, which holds the engines), then evaluates the Python file given on the command
// line and prints what it prints. Used by tests/test_pyodide.py.
//   node tests/pyodide_runner.mjs <pyodide dir> <wheel or python zip> <script.py> [extra module files...]

import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, app, script, ...modules] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const zip = app.endsWith(".zip") ? { stdLibURL: app } : {};
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, stdout: (line) => console.log(line), ...zip });
if (!app.endsWith(".zip")) await pyodide.loadPackage(app, { messageCallback: () => {} });
pyodide.FS.mkdirTree("/work");
for (const path of modules) pyodide.FS.writeFile(`/work/${basename(path)}`, readFileSync(path));
pyodide.runPython("import sys; sys.path.insert(0, '/work')");
pyodide.runPython(readFileSync(script, "utf8"));
