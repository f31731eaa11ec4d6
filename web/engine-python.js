// Starting Python with the app's engines, two ways, shared by the engine worker and the tests:
//
// - from scratch: Pyodide boots from the site's own Python (`pythonZip`, built by
//   tools/python_zip.py in place of Pyodide's python_stdlib.zip: the part of the standard library
//   that Pyodide and the engines import, and the engines, all compiled ahead to bytecode for the
//   pinned Python), and gurkenglas.preload imports every engine and reads every data file;
// - from a memory snapshot of such an interpreter: Pyodide restores the heap in a fraction of the
//   time. The snapshot holds Python's memory, not its files: that is why everything is preloaded.
//
// Pyodide's snapshot options (_makeSnapshot, makeMemorySnapshot, _loadSnapshot) are private API of
// the pinned version (package.json); tests/test_snapshot.py covers them.

const PRELOAD = "import gurkenglas.preload\ngurkenglas.preload.preload()";

/**
 * Boot Pyodide and the engines from scratch (`pythonZip`: the URL or file path of the site's Python;
 * `booted()` is called when Python is up and the engines are being imported). The interpreter can
 * then be snapshotted. `timings` gets the milliseconds of each step.
 * @param {(options: object) => Promise<any>} loadPyodide  the pinned Pyodide's loadPyodide
 * @param {{indexURL: string, pythonZip: string, stdout?: (line: string) => void, booted?: () => void,
 *          timings?: Record<string, number>}} options
 */
export async function bootFresh(loadPyodide, { indexURL, pythonZip, stdout, booted = () => {}, timings = {} }) {
  let t = performance.now();
  const pyodide = await loadPyodide({ indexURL, stdLibURL: pythonZip, packages: [], _makeSnapshot: true,
                                      ...(stdout ? { stdout } : {}) });
  timings.pyodideMs = performance.now() - t;
  booted();
  t = performance.now();
  pyodide.runPython(PRELOAD);
  const call = pyodide.pyimport("gurkenglas.api").call;
  timings.preloadMs = performance.now() - t;
  return { pyodide, call };
}

/**
 * Restore the engines from a snapshot made by `snapshotOf` of this very build.
 * @param {(options: object) => Promise<any>} loadPyodide
 * @param {{indexURL: string, pythonZip: string, snapshot: Uint8Array, stdout?: (line: string) => void}} options
 */
export async function bootFromSnapshot(loadPyodide, { indexURL, pythonZip, snapshot, stdout }) {
  const pyodide = await loadPyodide({ indexURL, stdLibURL: pythonZip, packages: [], _loadSnapshot: snapshot,
                                      ...(stdout ? { stdout } : {}) });
  return { pyodide, call: bridge(pyodide) };
}

/** The interpreter's memory, taken before it has answered any call (nothing a game did is in it). */
export function snapshotOf(pyodide) {
  return pyodide.makeMemorySnapshot();
}

/** gurkenglas.api.call of a restored interpreter, checked with a first call that must answer. */
function bridge(pyodide) {
  const call = pyodide.pyimport("gurkenglas.api").call;
  const answer = JSON.parse(call("catalog", "{}"));
  if (!answer.ok || !Array.isArray(answer.result.games)) throw new Error("the engines did not answer");
  return call;
}
