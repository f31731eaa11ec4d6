"""Benchmark figures (a script, not a test): run with `python3 build.py bench`.

1. Start-up as the player waits for it, from navigation (startup.py): engine ready ÷ a bare Pyodide
   boot on a blank page of the same dist/ without a service worker, first and repeat visits.
2. Random playouts per second per game, on CPython and in Pyodide (Node.js), and their ratio.
3. Bot decision times per game and level, on CPython and in Pyodide (Chromium): goal ≤ 1 s.
4. Bytes the app adds beyond Pyodide's own files, gzip.
5. Bridge calls in Chromium through the page's engine client, per game: p50/p95/max (bridge_browser.py).
6. One move's cost early and late in a long Keezen game, three trips against one, on CPython
   (move_cost.py) and in Pyodide in Chromium (move_cost_browser.py).
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "benchmarks"))


def in_browser_worker(dist: Path) -> dict:
    """A bare Pyodide boot in a second worker on the page, then the playouts inside Chromium."""
    from playwright.sync_api import sync_playwright

    from browser import LAUNCH_ARGS, start_server

    server, root = start_server(dist)
    info = next((dist / "assets").glob("build-info.*.js")).read_text()
    pyodide_dir = re.search(r'"pyodideDir": "([^"]+)"', info).group(1)
    wheel = next((dist / "wheels").glob("*/gurkenglas-*.whl")).relative_to(dist).as_posix()
    source = (ROOT / "benchmarks" / "playouts.py").read_text()
    bots = (ROOT / "benchmarks" / "bot_times.py").read_text()
    worker = (ROOT / "benchmarks" / "bench-worker.js").read_text()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"), args=LAUNCH_ARGS)
        page = browser.new_context(service_workers="block").new_page()
        page.route("**/bench-worker.js", lambda route: route.fulfill(body=worker, content_type="text/javascript"))
        page.goto(root)
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
        engine = json.loads(page.locator("html").get_attribute("data-engine-timings"))
        result = page.evaluate("""async ([pyodideDir, wheel, source, botSource]) => {
            const worker = new Worker(new URL("bench-worker.js", document.baseURI), { type: "module" });
            const ask = (message) => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); worker.postMessage(message); });
            const boot = await ask({ type: "boot", pyodideDir: new URL(pyodideDir, document.baseURI).href });
            const run = await ask({ type: "run", wheel: new URL(wheel, document.baseURI).href, source });
            const bots = await ask({ type: "run", wheel: new URL(wheel, document.baseURI).href, source: botSource });
            return { boot, run, bots };
        }""", [pyodide_dir, wheel, source, bots])
        browser.close()
    server.shutdown()
    return {"engine": engine, "bare_boot_ms": result["boot"]["bootMs"], "playouts": parse_playouts(result["run"]["output"]),
            "bots": parse_bot_times(result["bots"]["output"])}


def playouts_cpython() -> dict:
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "playouts.py")], capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONPATH": str(ROOT / "py")})
    return parse_playouts(done.stdout)


def playouts_pyodide(dist: Path) -> dict:
    wheel = next((dist / "wheels").glob("*/gurkenglas-*.whl"))
    done = subprocess.run([shutil.which("node"), str(ROOT / "tests" / "pyodide_runner.mjs"),
                           str(ROOT / "node_modules" / "pyodide"), str(wheel), str(ROOT / "benchmarks" / "playouts.py")],
                          capture_output=True, text=True, check=True)
    return parse_playouts(done.stdout)


def bot_times_cpython() -> dict:
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "bot_times.py")], capture_output=True, text=True,
                          check=True, env={**os.environ, "PYTHONPATH": str(ROOT / "py")})
    return parse_bot_times(done.stdout)


def parse_bot_times(output: str) -> dict:
    figures = {}
    for line in output.splitlines():
        if line.startswith("BOTTIME "):
            _, case, level, median, slowest, count = line.split()
            figures[(case, level)] = (float(median), float(slowest), int(count))
    return figures


def parse_playouts(output: str) -> dict:
    figures = {}
    for line in output.splitlines():
        if line.startswith("PLAYOUTS "):
            _, game, players, per_game, per_move = line.split()
            figures[game] = (float(per_game), float(per_move), int(players))
    return figures


def engines_in(python_zip: Path) -> int:
    with zipfile.ZipFile(python_zip) as archive:
        return sum(info.compress_size for info in archive.infolist() if info.filename.startswith("gurkenglas/"))


def bytes_beyond_pyodide(dist: Path) -> tuple[int, dict[str, int]]:
    """Gzipped bytes a first visit fetches beyond Pyodide (what the service worker precaches: the app
    with English, and the engines' part of the zip of Python that replaces Pyodide's standard
    library; startup.py counts every byte), and what each further language adds when a player
    chooses it."""
    sw = (dist / "sw.js").read_text(encoding="utf-8")
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    languages = json.loads(re.search(r"const LANGUAGES = (\{.*?\});", sw, re.S).group(1))
    size = lambda rel: len(gzip.compress((dist / rel).read_bytes(), 9))  # noqa: E731
    # The site's own zip of Python takes the place of Pyodide's standard library: of it, only the
    # engines (their compressed entries) count as the app's.
    first = sum(size(rel) if not rel.endswith(".zip") else engines_in(dist / rel)
                for rel in precache if rel != "./" and not rel.startswith("pyodide/")) + size("sw.js")
    return first, {lang: sum(size(rel) for rel in rels) for lang, rels in sorted(languages.items())}


def main() -> None:
    dist = ROOT / "dist"
    print("Gurkenglas benchmark (one run on this machine; ratios compare figures of the same run)\n")
    from startup import measure as startup, report as startup_report

    startup_report(startup({"this build": dist}, rounds=5))
    page = in_browser_worker(dist)
    print(f"  a bare Pyodide boot in a second worker on the same page afterwards: {page['bare_boot_ms']:.0f} ms"
          f" (engine on that page: boot {page['engine']['bootMs']:.0f} ms, ready {page['engine']['readyMs']:.0f} ms)")
    cpython, node = playouts_cpython(), playouts_pyodide(dist)
    for game in cpython:
        c, n, b = cpython[game], node[game], page["playouts"][game]
        print(f"random {game} playouts/s ({c[2]} player{'s' if c[2] > 1 else ''}): CPython {c[0]:.1f}; Pyodide in Chromium {b[0]:.1f}"
              f" (ratio {b[0] / c[0]:.2f}), Pyodide in Node.js {n[0]:.1f} (ratio {n[0] / c[0]:.2f})  (goal >= 0.8)")
    cpython_bots = bot_times_cpython()
    for key, (median, slowest, count) in cpython_bots.items():
        b = page["bots"].get(key)
        browser_part = f"Pyodide in Chromium median {b[0]:.0f} ms, slowest {b[1]:.0f} ms" if b else "Pyodide: missing"
        print(f"bot {key[0]} {key[1]}: CPython median {median:.0f} ms, slowest {slowest:.0f} ms; {browser_part}"
              f" ({count} decisions; goal <= 1000 ms)")
    size, languages = bytes_beyond_pyodide(dist)
    print(f"bytes beyond Pyodide, gzip, first visit in English: {size / 1024:.1f} KiB = {size / 1000:.0f} KB  (goal <= 400 KB)")
    print("  each further language when chosen: " + ", ".join(f"{lang} {n / 1024:.1f} KiB" for lang, n in languages.items()))
    from bridge_browser import measure, report

    report(measure(dist))
    import move_cost
    import move_cost_browser

    move_cost.main()
    move_cost_browser.report(move_cost_browser.measure(dist))


if __name__ == "__main__":
    main()
