// Starting Python with the app's engines, two ways, shared by the engine worker and the tests:
//
// - from scratch: Pyodide boots, the app's wheel is unpacked into site-packages by Python itself
//   (Pyodide's loadPackage records the package in a JavaScript object that a memory snapshot must
//   find empty), and gurkenglas.preload imports every engine and reads every data file;
// - from a memory snapshot of such an interpreter: Pyodide restores the heap in a fraction of the
//   time. The snapshot holds Python's memory, not its files: that is why everything is preloaded.
//
// Pyodide's snapshot options (_makeSnapshot, makeMemorySnapshot, _loadSnapshot) are private API of
// the pinned version (package.json); tests/test_snapshot.py covers them.

const WHEEL = "/tmp/app.whl";
const INSTALL = `
import importlib, os, sysconfig, zipfile
with zipfile.ZipFile("${WHEEL}") as wheel:
    wheel.extractall(sysconfig.get_paths()["purelib"])
os.remove("${WHEEL}")
importlib.invalidate_caches()
del importlib, os, sysconfig, zipfile, wheel
import gurkenglas.preload
gurkenglas.preload.preload()
`;

/**
 * Boot Pyodide and the engines from scratch (`wheel`: the app wheel's bytes, or a promise of them;
 * `booted()` is called when Python is up and the engines are being installed). The interpreter can
 * then be snapshotted.
 */
export async function bootFresh(loadPyodide, { indexURL, wheel, stdout, booted = () => {} }) {
  const pyodide = await loadPyodide({ indexURL, packages: [], _makeSnapshot: true, ...(stdout ? { stdout } : {}) });
  booted();
  pyodide.FS.writeFile(WHEEL, await wheel); // bytes into the file system: no JavaScript object stays behind
  pyodide.runPython(INSTALL);
  return { pyodide, call: pyodide.pyimport("gurkenglas.api").call };
}

/** Restore the engines from a snapshot made by `snapshotOf` of this very build. */
export async function bootFromSnapshot(loadPyodide, { indexURL, snapshot, stdout }) {
  const pyodide = await loadPyodide({ indexURL, packages: [], _loadSnapshot: snapshot, ...(stdout ? { stdout } : {}) });
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
