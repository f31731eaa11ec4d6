"""Playwright helpers for the page tests: a server for dist/ under a sub-path, Chromium with every
non-local request blocked, and a page that records console errors."""

from __future__ import annotations

import json
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
IDLE_ROOT = "html[data-idle=true]"  # the page is still (web/idle.js): nothing under way
IDLE = "() => document.documentElement.dataset.idle === 'true'"
SLICE_MS = 1000  # how long one call into the page watches a condition before it answers


def watching(source: str, slice_ms: int = SLICE_MS) -> str:
    """An async function for the page that checks the function `source` (called with the argument
    given) on each animation frame, or every 50 ms where no frame comes (a hidden tab), and answers
    true as soon as it holds, false once `slice_ms` have passed. The condition is part of the
    function's text: the page's Content-Security-Policy rightly forbids compiling a string."""
    return f"""async (arg) => {{
  const holds = ({source});
  const end = performance.now() + {slice_ms};
  for (;;) {{
    if (await holds(arg)) return true;
    if (performance.now() >= end) return false;
    await new Promise((next) => {{
      setTimeout(next, 50);
      if (!document.hidden) requestAnimationFrame(() => next());
    }});
  }}
}}"""


def until_empty(source: str, slice_ms: int = 2000) -> str:
    """An async function for the page: the answer of the function `source` (a list of what is
    wrong), looked at on each frame (every 50 ms where none comes) until it is empty, or as it is
    after `slice_ms`. For a layout that follows a change of size within a few frames."""
    return f"""async () => {{
  const end = performance.now() + {slice_ms};
  for (;;) {{
    await new Promise((next) => {{ setTimeout(next, 50); if (!document.hidden) requestAnimationFrame(() => next()); }});
    const answer = ({source})();
    if (answer.length === 0 || performance.now() >= end) return answer;
  }}
}}"""


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

    def stop(self) -> None:
        """Stop watching (the page's context lives on for other tests)."""
        self.page.context.remove_listener("request", self._request)

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

    def wait_until(self, function: str, timeout_s: float = 120, arg=None, what: str = "") -> None:
        wait_until(self.page, function, timeout_s, arg, what)

    def wait_idle(self, timeout_s: float = 120) -> None:
        settle(self.page, timeout_s)

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


def open_saved(page, record: dict) -> None:
    """tests/player.py's open_saved on a Playwright page: the save written into storage and opened from
    Saved games as a player opens it."""
    import player
    from engines import PlaywrightPage

    player.open_saved(PlaywrightPage.wrapping(page), record)


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


@contextmanager
def seeded(page, seed: int):
    """Inside the block, a game the page starts gets the engine seed `seed` (FIXED_SEED: the page's
    seed is the engine's); after it, the page draws at random again (its later games, the saves'
    ids). For a test that plays a number of rolls, where some random dice end the Goose within a
    handful. `page` is a Playwright page or a page of tests/engines.py, showing the app."""
    page.evaluate(f"() => {{ {FIXED_SEED}; window.fixedSeed = {int(seed)}; }}")
    try:
        yield
    finally:
        page.evaluate("() => { window.fixedSeed = 0; }")


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


def wait_until(page, function: str, timeout_s: float = 120, arg=None, what: str = "") -> None:
    """tests/player.py's wait_until on a Playwright page (the page watches the function a slice at a
    time; Playwright's wait_for_function would compile a string in the page, which its CSP forbids)."""
    import player
    from engines import PlaywrightPage

    player.wait_until(PlaywrightPage.wrapping(page), function, arg, timeout_s, what)


def settle(page, timeout_s: float = 120) -> None:
    """Until the page is still (web/idle.js): no engine call, no animation, no computer player's move pending."""
    try:
        page.locator(IDLE_ROOT).wait_for(state="attached", timeout=timeout_s * 1000)
    except PlaywrightError as error:
        raise AssertionError(f"the page did not settle in {timeout_s} s; {seen(page)}") from error


def seen(page) -> str:
    """What a Playwright page shows, in one line (tests/player.py's seen), for a test's message."""
    import player
    from engines import PlaywrightPage

    return player.seen(PlaywrightPage.wrapping(page))


def tap(page, locator, timeout_s: float = 30) -> None:
    """Tap a control once, on a page that has settled, when a finger can reach it (Playwright's click
    waits until it is visible, enabled, still and nothing lies on it). A control that cannot be
    tapped is a defect of the page, told with what the page showed."""
    settle(page)
    try:
        locator.click(timeout=timeout_s * 1000)
    except PlaywrightError as error:
        raise AssertionError(f"could not tap {locator}: {str(error).splitlines()[0]}; {seen(page)}") from error


def tap_first(page, locator) -> bool:
    """On a page that has settled: tap the first enabled, visible match of `locator`, once; False if
    the page offers none."""
    settle(page)
    offered = locator.and_(page.locator(":not([disabled]):not([aria-disabled=true])")).filter(visible=True)
    if not offered.count():
        return False
    tap(page, offered.first)
    return True


def tap_first_move(page, locator) -> bool:
    """tap_first for controls that play a move: the table must show the move played."""
    settle(page)
    before = page.evaluate(MOVES)
    if not tap_first(page, locator):
        return False
    wait_until(page, f"(n) => ({MOVES})() !== n", 30, before, f"the move a tap on {locator} plays")
    return True


MOVES = "() => Number(document.querySelector('#screen-play .log')?.dataset.moves ?? -1)"  # moves the table shows


def tap_move(page, locator) -> None:
    """Tap a control that plays a move, once, and wait for the table to show the move played."""
    before = page.evaluate(MOVES)
    tap(page, locator)
    wait_until(page, f"(n) => ({MOVES})() !== n", 30, before, f"the move a tap on {locator} plays")


RESULT = "#result-heading"  # the heading of a finished game's result


def await_turn(page, selector: str, timeout_s: float = 120) -> None:
    """Until the page is still and offers a control matching `selector` (CSS), or shows the result."""
    wait_until(page, f"""(css) => document.documentElement.dataset.idle === 'true'
      && (document.querySelector(css) !== null || document.querySelector({json.dumps(RESULT)}) !== null)""",
               timeout_s, selector, f"a control {selector} or the result, the page settled")


def start_server(dist: Path):
    return serve_in_thread(dist, BASE)


# The save of the game the play screen shows (its id is in the remembered route).
SAVE = """() => {
  const route = JSON.parse(localStorage.getItem("gurkenglas:prefs")).route;
  return JSON.parse(localStorage.getItem(`gurkenglas:save:${route.params.id}`));
}"""
