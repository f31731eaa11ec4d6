"""Playwright helpers for the page tests: a server for dist/ under a sub-path, Chromium with every
non-local request blocked, and a page that records console errors."""

from __future__ import annotations

import json
import time
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlparse

from playwright.sync_api import Error as PlaywrightError

from devserver import serve_in_thread

BASE = "/gurkenglas/"
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
    # Every host name but the local one fails to resolve: nothing can be fetched from outside.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
WEB = Path(__file__).resolve().parent.parent / "web"


def strings(lang: str) -> dict:
    return json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def text(lang: str, key: str, **args) -> str:
    node = strings(lang)
    for part in key.split("."):
        node = node[part]
    for name, value in args.items():
        node = node.replace("{" + name + "}", str(value))
    return node


class Watched:
    """A page plus what went wrong on it: console errors, page errors, requests that left the machine."""

    def __init__(self, page, root: str) -> None:
        self.page = page
        self.root = root
        self.errors: list[str] = []
        self.outside: list[str] = []
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        page.context.on("request", self._request)

    def _request(self, request) -> None:
        host = urlparse(request.url).hostname
        if request.url.startswith(("http:", "https:", "ws:", "wss:")) and host not in ("127.0.0.1", "localhost"):
            self.outside.append(request.url)

    def open(self, lang: str = "en", background_review: bool = False) -> None:
        from player import BACKGROUND_REVIEW

        self.page.goto(self.root)
        self.page.wait_for_selector("html[data-ui=ready]", state="attached", timeout=30000)
        self.page.evaluate(BACKGROUND_REVIEW, background_review)

    def wait_engine(self) -> None:
        self.page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)

    def wait_until(self, function: str, timeout_s: float = 120, arg=None) -> None:
        """Poll a JavaScript function until it returns something true. (Playwright's
        wait_for_function evaluates strings, which the page's CSP rightly forbids.)"""
        deadline = time.time() + timeout_s
        while True:
            try:
                if self.page.evaluate(function, arg):
                    return
            except PlaywrightError as error:  # the page is navigating: ask again on the new one
                if "context was destroyed" not in str(error):
                    raise
            assert time.time() < deadline, f"timed out waiting for {function}"
            self.page.wait_for_timeout(100)

    def assert_clean(self) -> None:
        assert not self.errors, self.errors
        assert not self.outside, self.outside


def start_game(page, game: str, kinds: list[str], preset: str | None = None, names: list[str] | None = None,
               configure=None) -> None:
    """tests/player.py's start_game on a Playwright page; `configure(page)` gets the Playwright page."""
    import player
    from engines import PlaywrightPage

    player.start_game(PlaywrightPage.wrapping(page), game, kinds, preset, names,
                      configure=(lambda _: configure(page)) if configure else None)


# An init script that lets a test choose the seed of the next game the page starts: the page draws a
# seed from crypto.getRandomValues (two 32-bit words), which answers (0, seed) while `window.fixedSeed`
# is set. Only the page's draws of two words are fixed; every other use of the generator stays random.
FIXED_SEED = """(() => {
  const real = crypto.getRandomValues.bind(crypto);
  crypto.getRandomValues = (words) => {
    if (window.fixedSeed && words instanceof Uint32Array && words.length === 2) {
      words[0] = 0;
      words[1] = window.fixedSeed;
      return words;
    }
    return real(words);
  };
})()"""


# Fills the origin's storage with junk until the browser refuses more, largest pieces first.
FILL_STORAGE = """() => {
  let n = 0;
  for (let size = 1 << 22; size >= 64; size >>= 1) {
    const piece = "x".repeat(size);
    for (;;) {
      try { localStorage.setItem(`junk:${n++}`, piece); } catch { break; }
    }
  }
  return n;
}"""


def old_finished_goose(padding: int) -> dict:
    """An old finished Goose save whose log is long enough that removing it makes room."""
    seats = [{"kind": "human", "name": "Old A", "level": None}, {"kind": "human", "name": "Old B", "level": None}]
    return {"schema": 1, "id": "oldfinished", "game": "goose", "created": 1, "updated": 2, "revision": 1,
            "players": ["Old A", "Old B"], "over": True, "state": {"game": "goose", "players": 2},
            "log": [[{"type": "note", "pad": "p" * padding}]], "setup": {"players": 2, "seats": seats, "options": {}}}


def open_side_panel(page) -> None:
    """Open the play screen's side panel as a player does where it is a drawer, and leave it open."""
    toggle = page.locator("#screen-play:not([hidden]) .panel-toggle")
    toggle.wait_for(state="attached")
    if toggle.is_visible() and toggle.get_attribute("aria-expanded") != "true":
        toggle.click()
        page.locator("#play-panel.open").wait_for()


@contextmanager
def side_panel(page):
    """The play screen's side panel (the list of every move, the speed, the log), opened as a player
    opens it where it is a drawer (closed again afterwards); docked on wide screens, it is just there."""
    toggle = page.locator("#screen-play:not([hidden]) .panel-toggle")
    toggle.wait_for(state="attached")
    opened = toggle.is_visible() and toggle.get_attribute("aria-expanded") != "true"
    if opened:
        toggle.click()
        page.locator("#play-panel.open").wait_for()
    try:
        yield
    finally:
        if opened and toggle.get_attribute("aria-expanded") == "true":
            page.locator("#play-panel").get_by_role("button", name=text("en", "common.close"), exact=True).click()


def click_if_enabled(locator, timeout_ms: float = 2000) -> bool:
    """Click the first enabled match, if there is one. The page re-renders after every move, so a
    button seen a moment ago may be gone: that is not an error, only a missed chance."""
    if not locator.count():
        return False
    try:
        locator.first.click(timeout=timeout_ms, trial=True)
        locator.first.click(timeout=timeout_ms)
        return True
    except PlaywrightError:
        return False


def start_server(dist: Path):
    return serve_in_thread(dist, BASE)


# The save of the game the play screen shows (its id is in the remembered route).
SAVE = """() => {
  const route = JSON.parse(localStorage.getItem("gurkenglas:prefs")).route;
  return JSON.parse(localStorage.getItem(`gurkenglas:save:${route.params.id}`));
}"""
