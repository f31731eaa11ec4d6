"""Set up everything the tests need on a fresh machine, then run them (used by `build.py test`).

- a virtual environment in .venv with the project and its test extras (pytest, hypothesis,
  playwright, mypy and ruff for tests/test_static.py, open-spiel for benchmarks/outside.py) from
  pyproject.toml;
- the pinned npm packages (package-lock.json), through the build;
- a Chromium: $CHROMIUM_PATH, or one on the PATH, or else Debian's package, installed with apt-get;
- the other engines the page tests run in, from Debian's packages when missing: WebKitGTK's
  MiniBrowser and its WebDriver (webkit2gtk-driver) with an X server to draw in (xvfb), and Firefox
  ESR (firefox-esr; driven by the pinned npm package puppeteer-core).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import time
import venv
from pathlib import Path

BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
# Debian's package for each file the WebKit and Firefox page tests need (tests/engines.py).
OTHER_ENGINES = {
    "/usr/bin/WebKitWebDriver": "webkit2gtk-driver",
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser": "webkit2gtk-driver",
    "/usr/bin/Xvfb": "xvfb",
    "/usr/bin/firefox-esr": "firefox-esr",
}


def _run(cmd: list, **kwargs) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def ensure_venv(root: Path) -> Path:
    env_dir = root / ".venv"
    python = env_dir / "bin" / "python"
    if not python.exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    wanted = hashlib.sha256((root / "pyproject.toml").read_bytes()).hexdigest()
    marker = env_dir / ".installed"
    if not marker.exists() or marker.read_text() != wanted:
        _run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        _run([python, "-m", "pip", "install", "--quiet", "-e", f"{root}[test]"])
        marker.write_text(wanted)
    return python


def find_browser() -> str | None:
    given = os.environ.get("CHROMIUM_PATH")
    if given and Path(given).exists():
        return given
    for name in BROWSER_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


def apt_install(packages: list[str]) -> None:
    """Install Debian packages, waiting for another apt or dpkg run to let go of its lock."""
    if shutil.which("apt-get") is None:
        raise SystemExit(f"No apt-get to install {', '.join(packages)}: install them, or set the paths.")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    wait = ["-o", "DPkg::Lock::Timeout=600"]
    _run(sudo + ["apt-get", *wait, "update", "-qq"], env=env)
    _run(sudo + ["apt-get", *wait, "install", "-y", "-qq", *packages], env=env)


def ensure_browser() -> str:
    browser = find_browser()
    if browser:
        return browser
    apt_install(["chromium"])
    browser = find_browser()
    if not browser:
        raise SystemExit("apt-get installed chromium, but no browser binary was found.")
    return browser


def ensure_other_engines() -> None:
    missing = sorted({package for path, package in OTHER_ENGINES.items() if not Path(path).exists()})
    if missing:
        apt_install(missing)


def prepare(root: Path, build) -> tuple[Path, dict]:
    python = ensure_venv(root)
    env = {**os.environ, "CHROMIUM_PATH": ensure_browser(), "PYTHONPATH": str(root / "py")}
    build()
    return python, env


# The layers of the test run, each a pytest process; the full run starts them side by side and keeps
# both cores busy from start to end:
# - the engine: rules, bots, the bridge, i18n, static checks, the pure front-end modules under node
#   (`quick`), and the long computations (marker `cpu`): the conformance sweep, the bridge fuzzer,
#   the wheel and the page's Python inside Pyodide under Node.js;
# - the page in Chromium (marker `browser`), in WebKit (`webkit`) and in Firefox (`firefox`), one
#   process each, Chromium's with two workers that take its test files one at a time (its share is
#   the largest: in one process it ran on for minutes after the others had ended, a core idle).
# WebKit's layer runs alone, after the others: beside them, with both cores far over-subscribed,
# WebKit's driver took pages for hung ("session deleted because of page crash or hang"), or a page
# came back freshly loaded in a new web process, in three of four runs on one day (2026-11-30). After
# them it has the machine to itself; the run is longer by its layer.
# Every test has a bound, so that a hang fails with the test's name and every thread's stack in place
# of stopping its layer: a page's promise that never settles leaves Playwright's `evaluate` waiting for
# ever. The bounds are about three times the slowest test of each layer on a loaded machine (the
# `--durations` lists: the engine's conformance sweep 193 s, a page test 71 s). Chromium's workers end
# by the thread method (the worker exits and xdist names the test and starts another); the other
# layers by a signal, which fails the test and goes on to the next.
QUICK = "not browser and not webkit and not firefox and not cpu"
PAGE_BOUND = ["--timeout", "300"]
LAYERS = {
    "engine": ["-m", "not browser and not webkit and not firefox", "--timeout", "600"],
    "chromium": ["-m", "browser", "-n", "2", "--dist", "loadfile", *PAGE_BOUND, "--timeout-method", "thread"],
    "webkit": ["-m", "webkit", *PAGE_BOUND],
    "firefox": ["-m", "firefox", *PAGE_BOUND],
}
ALONE = ["webkit"]
"""The layers that run after the others, by themselves (see above)."""
# (--durations: each run names its slowest tests, so a run that grows can be trimmed where it grew.)
COMMON = ["-p", "no:cacheprovider", "-q", "--durations=15"]
SUMMARY = re.compile(r"(\d+) (passed|failed|skipped|errors?|xfailed|xpassed)")


def run_tests(root: Path, build, pytest_args: list[str]) -> int:
    """`build.py test`: the layers side by side, then those ALONE (or the pytest arguments given, in
    one process)."""
    ensure_other_engines()
    python, env = prepare(root, build)
    if pytest_args:
        return _verdict(subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=root, env=env,
                                       check=False).returncode)
    logs = root / ".cache" / "test-logs"
    logs.mkdir(parents=True, exist_ok=True)
    browser_log = logs / "webkit-browser.log"  # what WebKit's driver and browser say (tests/engines.py)
    browser_log.write_text("")
    started = time.time()
    codes, totals = {}, {}
    for phase in ([name for name in LAYERS if name not in ALONE], ALONE):
        running = {}
        for name in phase:
            log = (logs / f"{name}.log").open("w")
            running[name] = (subprocess.Popen([str(python), "-m", "pytest", *COMMON, *LAYERS[name]], cwd=root, env=env,
                                              stdout=log, stderr=subprocess.STDOUT), log)
        for name, (process, log) in running.items():
            codes[name] = process.wait()
            log.close()
            output = (logs / f"{name}.log").read_text()
            print(f"\n--- {name} (ended {time.time() - started:.0f} s after the start) ---\n{output}", flush=True)
            closing = output.strip().splitlines()[-1] if output.strip() else ""
            for count, what in SUMMARY.findall(closing):
                totals[what.rstrip("s") if what.startswith("error") else what] = totals.get(what, 0) + int(count)
    if codes.get("webkit") and browser_log.read_text().strip():
        print("\n--- what WebKit's driver and browser said (the last lines) ---\n"
              + "\n".join(browser_log.read_text().splitlines()[-60:]), flush=True)
    failed = totals.get("failed", 0) + totals.get("error", 0)
    print(f"\nevery layer in {time.time() - started:.0f} s:")
    print(f"{totals.get('passed', 0)} passed, {failed} failed" + (f", {totals['skipped']} skipped" if totals.get("skipped") else ""))
    if any(code == 5 for code in codes.values()):
        print("a layer collected no tests: that is a failure here.")
        return 1
    return max(codes.values())


def run_quick(root: Path, npm_packages) -> int:
    """`build.py quick`: the engine and the JavaScript units (their checker and linter from the pinned
    npm packages, `npm_packages()` installing them when missing), without a browser."""
    python = ensure_venv(root)
    npm_packages()
    env = {**os.environ, "PYTHONPATH": str(root / "py")}
    return _verdict(subprocess.run([str(python), "-m", "pytest", *COMMON, "-m", QUICK], cwd=root, env=env,
                                   check=False).returncode)


def _verdict(code: int) -> int:
    if code == 5:
        print("pytest collected no tests: that is a failure here.")
        return 1
    return code


def run_bench(root: Path, build) -> int:
    python, env = prepare(root, build)
    return subprocess.run([str(python), str(root / "benchmarks" / "run.py")], cwd=root, env=env, check=False).returncode
