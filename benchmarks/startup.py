"""What the player waits for when the app opens, and what a first visit downloads, measured from the
page's navigation in Chromium and in WebKit (a script that prints figures; `python3 build.py bench`
runs it in Chromium):

    .venv/bin/python benchmarks/startup.py [ROUNDS] [chromium] [webkit] [NAME=DIST ...]

(both browsers unless one is named; WebKit needs a display: without one the script runs itself again
under `xvfb-run -a`). For each browser, one browser run, the rounds alternating:
- the app: from navigation to `<html data-engine="ready">` (the page's own clock, `data-engine-ready-at`),
  on a first visit (a fresh profile: empty caches, no service worker, no snapshot) and on a repeat
  visit (a reload of a page opened before, service worker and stored snapshot included); the menu's
  first paint, and the engine worker's own figures for each step of a first start;
- a bare Pyodide boot: a blank page served from the first build's dist/ (Pyodide's files as
  published), whose worker does nothing but `loadPyodide()`, timed from that page's navigation to the
  moment the worker says it is done; first visit (fresh profile) and repeat visit (reload).
Each round takes the builds and the bare boot in a
different order, a second's pause before each visit. The ratios divide medians of the same run. Then, once per build, the bytes of a first visit as the
server sent them: until the engine is ready, and in all (the service worker's precache included),
as they are and as they would be gzipped (the gzip sizes of the same files).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from startup_browsers import BROWSERS  # noqa: E402

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module" src="bench-bare-page.js"></script>"""
BARE_PAGE_JS = """const dir = new URL("%s", document.baseURI).href;
const worker = new Worker(new URL("bench-bare-worker.js", document.baseURI), { type: "module" });
worker.onmessage = (e) => { document.documentElement.dataset.bare = String(performance.now()); };
worker.postMessage(dir);"""
BARE_WORKER = """self.onmessage = async ({ data: dir }) => {
  const { loadPyodide } = await import(new URL("pyodide.mjs", dir).href);
  await loadPyodide({ indexURL: dir, packages: [] });
  self.postMessage("ready");
};"""
STEPS = ("pyodideMs", "preloadMs", "snapshotMs")  # (newer builds take the snapshot after "ready")
BARE = "bare Pyodide"
SETTLE_S = 1.0


def _pyodide_dir(dist: Path) -> str:
    info = next((dist / "assets").glob("build-info.*.js")).read_text()
    return re.search(r'"pyodideDir": "([^"]+)"', info).group(1)


def measure(dists: dict[str, Path], rounds: int = 5, browser: str = "chromium") -> dict:
    """`dists`: builds to compare by name (the bare boot is served from the first one's files)."""
    from counting_server import serve

    bare = {"bench-bare.html": BARE_PAGE.encode(), "bench-bare-worker.js": BARE_WORKER.encode(),
            "bench-bare-page.js": (BARE_PAGE_JS % _pyodide_dir(next(iter(dists.values())))).encode()}
    servers = {name: serve(dist, bare if i == 0 else {}) for i, (name, dist) in enumerate(dists.items())}
    bare_root = next(iter(servers.values())).root
    keys = ["bare_first", "bare_repeat"] + [f"{name}_{kind}" for name in dists
                                             for kind in ("first", "repeat", "paint_first", "paint_repeat")]
    figures: dict[str, list[float]] = {key: [] for key in keys}
    steps: dict[str, dict[str, list[float]]] = {name: {} for name in dists}
    paths: dict[str, list[str]] = {name: [] for name in dists}
    downloads: dict[str, dict] = {}
    driver = BROWSERS[browser]()
    try:
        # Repeat visits: one page of each kind, opened once (its snapshot kept) before the rounds.
        repeat_pages = {}
        for name, server in servers.items():
            page = driver.fresh()
            page.open(server.root)
            page.wait_for("engineSnapshot", 60)  # the snapshot is stored
            page.wait_controlled(60)             # the service worker has precached the site
            repeat_pages[name] = page
        bare_page = driver.fresh()
        bare_page.open(bare_root + "bench-bare.html")
        bare_page.wait_for("bare")
        kinds = [*servers, BARE]
        for round_ in range(rounds):
            # Each round takes the kinds in another order (a visit can slow the next one down on a
            # busy machine: a closing browser, a service worker still precaching), and lets the
            # machine settle before each visit.
            order = kinds[round_ % len(kinds):] + kinds[:round_ % len(kinds)]
            for kind in order:  # first visits: fresh profiles
                time.sleep(SETTLE_S)
                page = driver.fresh()
                if kind == BARE:
                    page.open(bare_root + "bench-bare.html")
                    figures["bare_first"].append(float(page.wait_for("bare")))
                else:
                    page.open(servers[kind].root)
                    at, paint, path, timings = app_figures(page)
                    figures[f"{kind}_first"].append(at)
                    figures[f"{kind}_paint_first"].append(paint)
                    paths[kind].append(path)
                    for step in STEPS:
                        if step in timings:
                            steps[kind].setdefault(step, []).append(timings[step])
                page.close()
            for kind in order:  # repeat visits
                time.sleep(SETTLE_S)
                if kind == BARE:
                    bare_page.reload()
                    figures["bare_repeat"].append(float(bare_page.wait_for("bare")))
                else:
                    page = repeat_pages[kind]
                    page.reload()
                    at, paint, path, _ = app_figures(page)
                    figures[f"{kind}_repeat"].append(at)
                    figures[f"{kind}_paint_repeat"].append(paint)
                    paths[kind].append(path)
        for name, server in servers.items():
            downloads[name] = first_visit_bytes(driver, server)
    finally:
        driver.quit()
        for server in servers.values():
            server.shutdown()
    medians = {key: statistics.median(values) for key, values in figures.items()}
    return {"browser": browser, "rounds": rounds, "builds": list(dists), "figures": figures, "medians": medians,
            "paths": paths, "steps": steps, "downloads": downloads}


def app_figures(page) -> tuple[float, float, str, dict]:
    """When the engine was ready (ms from navigation), the first paint, the way it started, its steps."""
    at = float(page.wait_for("engineReadyAt"))
    timings = json.loads(page.data("engineTimings") or "{}")
    return at, page.first_paint() or 0.0, page.data("enginePath") or "boot", timings


def first_visit_bytes(driver, server) -> dict:
    """What the server sent for one first visit: until the engine was ready, and in all (until the
    service worker has precached the site and the snapshot is stored)."""
    page = driver.fresh()
    server.sent.clear()
    page.open(server.root)
    page.wait_for("engineReadyAt")
    until_ready = list(server.sent)
    page.wait_for("engineSnapshot", 60)
    page.wait_controlled(60)
    time.sleep(1)
    in_all = list(server.sent)
    stored_ms, take_ms = page.data("engineSnapshotMs"), page.data("engineSnapshotTakeMs")
    page.close()
    return {"ready": server.sizes(until_ready), "all": server.sizes(in_all), "requests": len(in_all),
            "twice": sorted({p for p in in_all if in_all.count(p) > 1}),
            "snapshot_store_ms": float(stored_ms) if stored_ms else None,
            "snapshot_take_ms": float(take_ms) if take_ms else None}


def report(result: dict) -> None:
    m, f = result["medians"], result["figures"]
    span = lambda key: f"{min(f[key]):.0f}–{max(f[key]):.0f}"  # noqa: E731
    print(f"{result['browser']}: start-up from navigation (medians of {result['rounds']} rounds, alternating, one "
          f"browser run; bare Pyodide boot: first visit {m['bare_first']:.0f} ms ({span('bare_first')}), "
          f"repeat visit {m['bare_repeat']:.0f} ms ({span('bare_repeat')}))")
    for name in result["builds"]:
        first, repeat = m[f"{name}_first"], m[f"{name}_repeat"]
        print(f"  {name}: engine ready on a first visit {first:.0f} ms ({span(name + '_first')}), ratio "
              f"{first / m['bare_first']:.2f} (goal <= 1.25); on a repeat visit {repeat:.0f} ms "
              f"({span(name + '_repeat')}), ratio {repeat / m['bare_repeat']:.2f} (goal <= 0.25)")
        paths = result["paths"][name]
        steps = ", ".join(f"{step[:-2]} {statistics.median(v):.0f} ms" for step, v in result["steps"][name].items())
        print(f"    the menu's first paint {m[name + '_paint_first']:.0f} ms (first visit), "
              f"{m[name + '_paint_repeat']:.0f} ms (repeat); {sum(p == 'snapshot' for p in paths)} of {len(paths)} "
              f"loads from a snapshot" + (f"; a first start in the worker: {steps}" if steps else ""))
        d = result["downloads"].get(name)
        if d:
            mb = lambda pair: f"{pair[0] / 1e6:.2f} MB ({pair[1] / 1e6:.2f} MB gzip)"  # noqa: E731
            print(f"    a first visit downloads {mb(d['ready'])} until the engine is ready, {mb(d['all'])} in all "
                  f"({d['requests']} requests" + (f"; fetched twice: {', '.join(d['twice'])}" if d["twice"] else "")
                  + ")" + (f"; after ready, taking the snapshot took {d['snapshot_take_ms']:.0f} ms"
                           if d["snapshot_take_ms"] else "")
                  + (f"; storing it {d['snapshot_store_ms']:.0f} ms" if d["snapshot_store_ms"] else ""))


def main(argv: list[str]) -> None:
    rounds = int(argv[0]) if argv and argv[0].isdigit() else 5
    named = dict(arg.split("=", 1) for arg in argv if "=" in arg)
    dists = {name: Path(path) for name, path in named.items()} or {"this build": ROOT / "dist"}
    browsers = [arg for arg in argv if arg in BROWSERS] or list(BROWSERS)
    if "webkit" in browsers and not os.environ.get("DISPLAY") and shutil.which("xvfb-run"):
        sys.exit(subprocess.call(["xvfb-run", "-a", sys.executable, __file__, *argv]))
    for browser in browsers:
        report(measure(dists, rounds, browser))


if __name__ == "__main__":
    main(sys.argv[1:])
