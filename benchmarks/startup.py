"""What the player waits for when the app opens, measured from the page's navigation (a script that
prints figures; `python3 build.py bench` runs it, or `python3 benchmarks/startup.py [ROUNDS]`).

For each round, alternating in one browser run:
- the app: from navigation to `<html data-engine="ready">` (the page's own clock), on a first visit
  (a fresh browser profile: empty caches, no service worker, no snapshot) and on a repeat visit (a
  reload of a page that has been opened before, service worker and stored snapshot included); also
  the menu's first paint (first contentful paint) and the bytes the first visit fetched;
- a bare Pyodide boot: a blank page served from the same dist/, in a context without a service
  worker, whose worker does nothing but `loadPyodide()`, timed from that page's navigation to the
  moment the worker says it is done; first visit (fresh profile) and repeat visit (reload).
The ratios divide medians of the same run.
"""

from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests")]

BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const dir = new URL("%s", document.baseURI).href;
const worker = new Worker(new URL("bench-bare-worker.js", document.baseURI), { type: "module" });
worker.onmessage = (e) => { document.documentElement.dataset.bare = String(performance.now()); };
worker.postMessage(dir);
</script>"""
BARE_WORKER = """self.onmessage = async ({ data: dir }) => {
  const { loadPyodide } = await import(new URL("pyodide.mjs", dir).href);
  await loadPyodide({ indexURL: dir, packages: [] });
  self.postMessage("ready");
};"""
FCP = """() => (performance.getEntriesByName("first-contentful-paint")[0] || {}).startTime ?? null"""


def _pyodide_dir(dist: Path) -> str:
    info = next((dist / "assets").glob("build-info.*.js")).read_text()
    import re

    return re.search(r'"pyodideDir": "([^"]+)"', info).group(1)


# The moment the page says the engine is ready, on the page's own clock (from navigation), noted by
# an observer the benchmark adds to every page: it works the same for every build.
READY_CLOCK = """new MutationObserver((changes, observer) => {
  if (document.documentElement && document.documentElement.dataset.engine === "ready") {
    window.__engineReadyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-engine"] });"""


def measure(dists: dict[str, Path], rounds: int = 5) -> dict:
    """`dists`: builds to compare by name (the first is the one the bare boot is served from)."""
    from playwright.sync_api import sync_playwright

    from browser import LAUNCH_ARGS, start_server

    servers = {name: start_server(dist) for name, dist in dists.items()}
    first_root = next(iter(servers.values()))[1]
    bare_html = BARE_PAGE % _pyodide_dir(next(iter(dists.values())))
    keys = ["bare_first", "bare_repeat"] + [f"{name}_{kind}" for name in dists
                                             for kind in ("first", "repeat", "paint_first", "paint_repeat")]
    figures: dict[str, list[float]] = {key: [] for key in keys}
    paths: dict[str, list[str]] = {name: [] for name in dists}
    snapshot_bytes = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"), args=LAUNCH_ARGS)

            def bare_context():
                context = browser.new_context(service_workers="block")
                context.route("**/bench-bare.html", lambda route: route.fulfill(body=bare_html, content_type="text/html"))
                context.route("**/bench-bare-worker.js", lambda route: route.fulfill(body=BARE_WORKER, content_type="text/javascript"))
                return context

            def app_context():
                context = browser.new_context()
                context.add_init_script(READY_CLOCK)
                return context

            def bare(page, first: bool) -> float:
                if first:
                    page.goto(first_root + "bench-bare.html")
                else:
                    page.reload()
                page.wait_for_selector("html[data-bare]", state="attached", timeout=120000)
                return float(page.locator("html").get_attribute("data-bare"))

            def app(page, root: str | None) -> tuple[float, float, str]:
                if root:
                    page.goto(root)
                else:
                    page.reload()
                page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
                return (page.evaluate("() => window.__engineReadyAt"), page.evaluate(FCP) or 0,
                        page.locator("html").get_attribute("data-engine-path") or "boot")

            # Repeat visits: one page of each kind, opened once (and its snapshot kept) before the rounds.
            repeat_pages = {}
            for name, (_, root) in servers.items():
                page = app_context().new_page()
                app(page, root)
                page.wait_for_timeout(3000)  # the service worker installs, the snapshot is stored
                snapshot_bytes[name] = int(page.locator("html").get_attribute("data-engine-snapshot-bytes") or 0)
                repeat_pages[name] = page
            bare_page = bare_context().new_page()
            bare(bare_page, True)
            for _ in range(rounds):
                for name, (_, root) in servers.items():  # first visits: fresh profiles
                    context = app_context()
                    at, paint, path = app(context.new_page(), root)
                    figures[f"{name}_first"].append(at)
                    figures[f"{name}_paint_first"].append(paint)
                    paths[name].append(path)
                    context.close()
                context = bare_context()
                figures["bare_first"].append(bare(context.new_page(), True))
                context.close()
                for name in servers:  # repeat visits
                    at, paint, path = app(repeat_pages[name], None)
                    figures[f"{name}_repeat"].append(at)
                    figures[f"{name}_paint_repeat"].append(paint)
                    paths[name].append(path)
                figures["bare_repeat"].append(bare(bare_page, False))
            browser.close()
    finally:
        for server, _ in servers.values():
            server.shutdown()
    medians = {key: statistics.median(values) for key, values in figures.items()}
    return {"rounds": rounds, "builds": list(dists), "figures": figures, "medians": medians, "paths": paths,
            "snapshot_bytes": snapshot_bytes}


def report(result: dict) -> None:
    m, f = result["medians"], result["figures"]
    span = lambda key: f"{min(f[key]):.0f}–{max(f[key]):.0f}"  # noqa: E731
    print(f"start-up from navigation (medians of {result['rounds']} rounds, alternating, one browser run; "
          f"bare Pyodide boot: first visit {m['bare_first']:.0f} ms ({span('bare_first')}), "
          f"repeat visit {m['bare_repeat']:.0f} ms ({span('bare_repeat')}))")
    for name in result["builds"]:
        first, repeat = m[f"{name}_first"], m[f"{name}_repeat"]
        print(f"  {name}: engine ready on a first visit {first:.0f} ms ({span(name + '_first')}), ratio "
              f"{first / m['bare_first']:.2f}; on a repeat visit {repeat:.0f} ms ({span(name + '_repeat')}), ratio "
              f"{repeat / m['bare_repeat']:.2f}  (goal <= 0.35, aim 0.2)")
        paths = result["paths"][name]
        print(f"    the menu's first paint {m[name + '_paint_first']:.0f} ms (first visit), {m[name + '_paint_repeat']:.0f} ms (repeat);"
              f" {sum(p == 'snapshot' for p in paths)} of {len(paths)} loads from a snapshot"
              + (f" ({result['snapshot_bytes'][name] / 1e6:.1f} MB kept)" if result["snapshot_bytes"].get(name) else ""))


def main(argv: list[str]) -> None:
    """`startup.py [ROUNDS] [NAME=DIST ...]`: this build's dist/, or the named builds side by side."""
    rounds = int(argv[0]) if argv and argv[0].isdigit() else 5
    named = dict(arg.split("=", 1) for arg in argv if "=" in arg)
    dists = {name: Path(path) for name, path in named.items()} or {"this build": ROOT / "dist"}
    report(measure(dists, rounds))


if __name__ == "__main__":
    main(sys.argv[1:])
