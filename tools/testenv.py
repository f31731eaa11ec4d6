"""Set up everything the tests need on a fresh machine, then run them (used by `build.py test`).

- a virtual environment in .venv with the project and its test extras (pytest, hypothesis,
  playwright, and mypy and ruff for tests/test_static.py) from pyproject.toml;
- the pinned npm packages (package-lock.json), through the build;
- a Chromium: $CHROMIUM_PATH, or one on the PATH, or else Debian's package, installed with apt-get;
- the other engines the page tests run in, from Debian's packages when missing: WebKitGTK's
  MiniBrowser and its WebDriver (webkit2gtk-driver) with an X server to draw in (xvfb), and Firefox
  ESR (firefox-esr; driven by the pinned npm package puppeteer-core).
"""

from __future__ import annotations

import hashlib
import os
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


# With no selection of its own, the run is split in two pytest processes that run side by side.
# The first runs the page tests in Chromium and the quick tests without a browser; the second the
# page tests in WebKit and Firefox and the long computations without a browser (marker `cpu`: the
# conformance sweep, the bridge fuzzer, the wheel in Pyodide). The page tests mostly wait for the
# page (the Chromium tests keep 43 % of two cores busy), so a long computation beside them costs
# the run little of its own time. Measured on two cores: first process 43.5 min, second 19.6 min,
# before the long computations moved to the second. The wheel in Pyodide under Node.js (marker
# `pyodide`, about 3.5 min) went back to the first process when the second became the longer one
# (48.6 min against the first's end some 3 min earlier, in CI at stop 29). After the trims of
# stop 31 a clean-clone run here took 2555 s in the first process and 2905 s in the second with
# the wheel in Pyodide (133 s) there, so it stays in the first.
MAIN = ["-m", "not webkit and not firefox and (not cpu or pyodide)", "--durations=25"]
# (False runs everything in one process.)
RUN_BESIDE = True
BESIDE = ["-m", "webkit or firefox or (cpu and not pyodide)", "-p", "no:cacheprovider", "-q", "--durations=25"]
# (--durations: each run names its slowest tests, so a run that grows can be trimmed where it grew.)


def run_tests(root: Path, build, pytest_args: list[str]) -> int:
    ensure_other_engines()
    python, env = prepare(root, build)
    chosen = any(arg.startswith("-m") for arg in pytest_args)  # the caller picks the markers
    if chosen or not RUN_BESIDE:
        return _verdict(subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=root, env=env,
                                       check=False).returncode)
    log_path = root / ".cache" / "beside.log"
    log_path.parent.mkdir(exist_ok=True)
    started = time.time()
    with log_path.open("w") as log:
        other = subprocess.Popen([str(python), "-m", "pytest", *BESIDE, *pytest_args], cwd=root, env=env,
                                 stdout=log, stderr=subprocess.STDOUT)
        main = subprocess.run([str(python), "-m", "pytest", *MAIN, *pytest_args], cwd=root, env=env, check=False).returncode
        main_done = time.time()
        other_code = other.wait()
    print(f"\n--- the page tests in WebKit and Firefox and the long computations (run beside the others; {time.time() - started:.0f} s from the start, "
          f"{max(0, time.time() - main_done):.0f} s after the others ended) ---")
    print(log_path.read_text(), flush=True)
    if main == other_code == 5:
        return _verdict(5)
    return max(0 if code == 5 else code for code in (main, other_code))  # a chosen file may be in only one


def _verdict(code: int) -> int:
    if code == 5:
        print("pytest collected no tests: that is a failure here.")
        return 1
    return code


def run_bench(root: Path, build) -> int:
    python, env = prepare(root, build)
    return subprocess.run([str(python), str(root / "benchmarks" / "run.py")], cwd=root, env=env, check=False).returncode
