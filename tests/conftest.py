"""Shared test set-up: the package is imported from py/, and the built site is found in dist/."""

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tools"))


@pytest.fixture(scope="session")
def dist() -> Path:
    """The site as build.py builds it (`build.py test` builds it first; build it here if not)."""
    folder = Path(os.environ.get("GURKENGLAS_DIST") or ROOT / "dist")
    if not (folder / "index.html").exists():
        sys.path.insert(0, str(ROOT))
        import build

        build.build()
    return folder


@pytest.fixture(scope="session")
def app_wheel(dist) -> Path:
    return next((dist / "wheels").glob("*/gurkenglas-*.whl"))


@pytest.fixture(scope="session")
def python_zip(dist) -> Path:
    """The Python the page runs: the engines and the part of the standard library they use."""
    return next((dist / "assets").glob("python.*.zip"))


@pytest.fixture(scope="session")
def chromium() -> str:
    path = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        pytest.fail("No Chromium: run the tests with `python3 build.py test`, which installs it.")
    return path


@pytest.fixture(scope="module")
def site(dist):
    """dist/ served from the sub-path /gurkenglas/, as GitHub Pages serves a project site."""
    from browser import start_server

    server, root = start_server(dist)
    yield root
    server.shutdown()


@pytest.fixture(scope="module")
def browser(chromium):
    from playwright.sync_api import sync_playwright

    from browser import LAUNCH_ARGS

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def tablet(browser, site):
    """A fresh page the size of a tablet in landscape, with touch, the app's site opened on it."""
    from browser import Watched

    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768}, has_touch=True)
    yield Watched(context.new_page(), site)
    context.close()
