"""Shared test set-up: the package is imported from py/, and the built site is found in dist/."""

import contextlib
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
def served(dist):
    """dist/ served from the sub-path /gurkenglas/, as GitHub Pages serves a project site: the server
    (which keeps the requests it failed) and the site's root URL."""
    from browser import start_server

    server, root = start_server(dist)
    yield server, root
    server.shutdown()


@pytest.fixture(scope="module")
def site(served) -> str:
    return served[1]


@pytest.fixture(scope="module")
def browser(chromium):
    from playwright.sync_api import sync_playwright

    from browser import LAUNCH_ARGS

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def returning(browser, site):
    """A page of a browser that has visited the app before (its snapshot of the engine and its
    service worker's files kept), one test at a time: returning(width, height, touch) gives the test
    a page of its own, and whatever the test left in storage (games, preferences, players) is
    cleared after it. Two profiles for the module, a touch screen's and a desktop's, each visited
    once; a test about a first visit opens a context of its own."""
    from browser import Watched

    profiles: dict[bool, object] = {}
    lent: list = []

    def visited(touch: bool):
        if touch not in profiles:
            context = browser.new_context(locale="en-US", has_touch=touch)
            first = context.new_page()
            first.goto(site)
            first.wait_for_selector("html[data-engine-snapshot]", state="attached", timeout=120000)
            first.close()
            profiles[touch] = context
        return profiles[touch]

    def lend(width: int, height: int, touch: bool) -> Watched:
        page = visited(touch).new_page()
        page.set_viewport_size({"width": width, "height": height})
        watched = Watched(page, site)
        lent.append(watched)
        return watched

    def give_back() -> None:
        while lent:
            watched = lent.pop()
            context = watched.page.context
            watched.stop()
            forget(context, site)

    lend.give_back = give_back
    yield lend
    give_back()
    for context in profiles.values():
        context.close()


# What a test leaves in the app's storage, cleared from a page of the app's origin: the saves, the
# preferences and the players (localStorage), and the saves' revisions (IndexedDB). The engine's
# snapshot and the service worker's files stay, as in a browser that visited before.
FORGET = """async () => {
  localStorage.clear();
  sessionStorage.clear();
  await new Promise((done) => { const ask = indexedDB.deleteDatabase("gurkenglas"); ask.onsuccess = ask.onerror = ask.onblocked = done; });
}"""


def forget(context, site: str) -> None:
    context.set_offline(False)
    pages = list(context.pages)
    on_site = next((p for p in pages if p.url.startswith(site) and alive(p)), None)
    if on_site is None:
        on_site = context.new_page()
        on_site.goto(site)
        pages.append(on_site)
    on_site.evaluate(FORGET)
    for page in pages:
        page.close()


@pytest.fixture
def tablet(returning):
    """A page the size of a tablet in landscape, with touch, of a browser that visited the app before."""
    yield returning(1024, 768, True)
    returning.give_back()


# The engines a test written against tests/engines.py runs in, each with its own marker.
ENGINE_PARAMS = [pytest.param("chromium", marks=pytest.mark.browser), pytest.param("webkit", marks=pytest.mark.webkit),
                 pytest.param("firefox", marks=pytest.mark.firefox)]


@pytest.fixture(scope="session")
def x_display():
    """An X server for WebKitGTK, started for the first WebKit test."""
    from engines import Display

    if not shutil.which("Xvfb") or not Path("/usr/bin/WebKitWebDriver").exists():
        pytest.fail("No WebKitGTK or Xvfb: run the tests with `python3 build.py test`, which installs them.")
    display = Display()
    yield display
    display.close()


@pytest.fixture(scope="module", params=ENGINE_PARAMS)
def engine(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def new_page(engine, request):
    """Opens a fresh page (a profile of its own) of the engine at a window size: new_page(width, height)."""
    import engines

    if engine == "chromium":
        browser = request.getfixturevalue("browser")
        make = lambda width, height: engines.PlaywrightPage(browser, width, height)  # noqa: E731
    elif engine == "webkit":
        display = request.getfixturevalue("x_display")
        make = lambda width, height: engines.WebKitPage(display, width, height)  # noqa: E731
    else:
        if not Path(os.environ.get("FIREFOX_PATH", engines.FIREFOX)).exists():
            pytest.fail("No Firefox: run the tests with `python3 build.py test`, which installs it.")
        firefox = engines.Firefox()
        request.addfinalizer(firefox.close)
        make = lambda width, height: engines.FirefoxPage(firefox, width, height)  # noqa: E731
    opened = []

    def new(width: int, height: int):
        try:
            page = make(width, height)
        except engines.WindowTooNarrow as error:
            pytest.skip(str(error))
        opened.append(page)
        return page

    yield new
    for page in opened:
        for window in [*reversed(page.family), page]:  # its windows (beside()), the last first
            with contextlib.suppress(Exception):  # closed already, by the test
                window.close()


def alive(page) -> bool:
    try:
        return page.evaluate("() => true") is True
    except Exception:
        return False


@pytest.fixture
def desk(returning):
    """A desktop-sized page without a touch screen (a player with a keyboard), wide enough that the
    side panel with the list of every move is docked beside the table, of a browser that visited
    the app before."""
    yield returning(1280, 800, False)
    returning.give_back()


@pytest.fixture(scope="module")
def app_page(new_page):
    """The module's one page of the engine, at a window size: app_page(width, height), for tests that
    need no first visit. After the first, the engine starts from its snapshot in a second or two,
    where a fresh page (a first visit) takes five to ten in WebKit and Firefox."""
    from engines import WindowTooNarrow

    pages = []

    def get(width: int, height: int):
        if pages and not alive(pages[0]):
            # The browser under the last test went away (a crashed WebKit takes its WebDriver session
            # with it): that test has failed already; the next ones get a browser of their own.
            with contextlib.suppress(Exception):
                pages[0].close()
            pages.clear()
        if not pages:
            pages.append(new_page(width, height))
            return pages[0]
        try:
            pages[0].resize(width, height)
        except WindowTooNarrow as error:
            pytest.skip(str(error))
        return pages[0]

    return get
