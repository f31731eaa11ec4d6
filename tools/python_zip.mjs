// Makes the Python a page runs (tools/python_zip.py says what goes in and why) inside the pinned
// Pyodide, so that the bytecode is that of the very Python the browser runs. build.py runs it:
//   node tools/python_zip.mjs <pyodide dir> <app wheel> <out.zip>
// and reads the one line it prints: REPORT {json}.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
// No column positions in the bytecode (tracebacks show lines without markers): a third less to download.
const env = { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" };
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/`, packages: [], env, stdout: (line) => console.log(line) });
// What Pyodide's start imported, noted before anything else runs in this interpreter.
pyodide.runPython("import sys\nBOOT_MODULES = list(sys.modules)");
pyodide.FS.mkdirTree("/bundle/app");
pyodide.FS.writeFile("/bundle/app.whl", readFileSync(wheel));
pyodide.runPython(`
import zipfile
with zipfile.ZipFile("/bundle/app.whl") as wheel:
    wheel.extractall("/bundle/app", [n for n in wheel.namelist() if not n.split("/")[0].endswith(".dist-info")])
`);
pyodide.runPython(readFileSync(new URL("./python_zip.py", import.meta.url), "utf8"));
writeFileSync(out, pyodide.FS.readFile("/bundle/python.zip"));
