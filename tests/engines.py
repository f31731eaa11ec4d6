"""One small page interface over the three browser engines the box is played in, so that a page test
is written once and run in each: Chromium through Playwright, WebKit (WebKitGTK's MiniBrowser, the
engine of the iPads) through WebDriver classic with selenium, and Firefox through puppeteer-core over
WebDriver BiDi (tests/puppeteer_bridge.mjs under Node.js).

A page offers: goto, reload, evaluate (a JavaScript function's source, called in the page with one
argument), click (the element such a function finds, clicked as a pointer clicks), resize (the
window's inner size in CSS pixels), screenshot, watched() (script errors, requests that left the
machine), and beside(width, height): a second window of the same browser profile (sharing its
storage, as two tabs of one browser do), both shown and running at full speed. A page's close()
closes its profile with its last window. The player's steps and the checks on top of it are in
tests/player.py.
"""

from __future__ import annotations

import itertools
import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from types import SimpleNamespace

TESTS = Path(__file__).resolve().parent
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
BROWSER_LOG = TESTS.parent / ".cache" / "test-logs" / "webkit-browser.log"  # WebKitWebDriver and MiniBrowser
# A machine without a sound card: WebKit's sound goes to OpenAL's null device, as a tablet's goes to its
# speaker, instead of failing to open one (which MiniBrowser's log told of at every page).
NULL_AUDIO = {"ALSOFT_DRIVERS": "null"}
FIREFOX = "/usr/bin/firefox-esr"
ENGINES = ("chromium", "webkit", "firefox")

# Collects what goes wrong in a page that the driver cannot report (WebDriver classic has no console):
# uncaught errors, rejected promises nobody handled, console.error, and anything the page's
# Content-Security-Policy refused. Installed as soon as a page has loaded.
WATCH = """() => {
  if (window.__watched) return;
  const seen = window.__watched = [];
  addEventListener("error", (e) => seen.push(`page error: ${e.message}`));
  addEventListener("unhandledrejection", (e) => seen.push(`unhandled rejection: ${e.reason && e.reason.message || e.reason}`));
  addEventListener("securitypolicyviolation", (e) => seen.push(`refused by the CSP: ${e.blockedURI}`));
  const report = console.error.bind(console);
  console.error = (...parts) => { seen.push(parts.map(String).join(" ")); report(...parts); };
}"""
# The resources this page fetched from another host (the worker's own fetches are its own timeline).
OUTSIDE = """() => performance.getEntriesByType("resource").map((e) => e.name)
  .filter((url) => /^(https?|wss?):/.test(url) && !["127.0.0.1", "localhost"].includes(new URL(url).hostname))"""


# Whether the element `source(arg)` finds keeps its box over two frames (null: no such element; true
# after half a second in a page that draws no frames).
STILL = """async (arg) => {
  const node = (SOURCE)(arg);
  if (!node) return null;
  return await new Promise((done) => {
    const a = node.getBoundingClientRect();
    setTimeout(() => done(true), 500);
    requestAnimationFrame(() => requestAnimationFrame(() => {
      const b = node.getBoundingClientRect();
      done(a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
    }));
  });
}"""


class WindowTooNarrow(Exception):
    """The engine's window cannot be made as small as asked (a browser's own bar can set a least width)."""


def _webkit_session(display: Display, attempts: int = 3):
    """A new MiniBrowser session; one that hangs while starting is stopped and tried again."""
    import threading

    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    for _ in range(attempts):
        options = Options()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")  # MiniBrowser serves WebDriver only when asked to
        options.add_argument("--private")  # a profile of its own that goes with the session: every page a first visit
        options.add_argument("--full-screen")  # no bar of its own: the window can be as narrow as a phone
        # What the driver and the browser say (a page process that went away, and why) is kept for
        # the reader of a failed run, beside the layers' logs.
        BROWSER_LOG.parent.mkdir(parents=True, exist_ok=True)
        service = Service(executable_path=WEBKIT_DRIVER, env={**os.environ, "DISPLAY": display.name, **NULL_AUDIO},
                          log_output=str(BROWSER_LOG))
        started: list = []
        thread = threading.Thread(target=lambda o=options, s=service, into=started: into.append(webdriver.WebKitGTK(options=o, service=s)),
                                  daemon=True)
        thread.start()
        thread.join(60)
        if started:
            return started[0]
        service.stop()  # the waiting request ends with the driver
        thread.join(10)
    raise RuntimeError(f"WebKitWebDriver did not start MiniBrowser in {attempts} attempts")


class PlaywrightPage:
    """Chromium, through a Playwright browser context of its own (a fresh profile, with touch)."""

    engine = "chromium"
    missed = ""  # why the last tap did not land, where the driver says

    def __init__(self, browser, width: int, height: int) -> None:
        from browser import Watched

        self.context = browser.new_context(locale="en-US", viewport={"width": width, "height": height}, has_touch=True)
        self._watched = Watched(self.context.new_page(), "")
        self.page = self._watched.page
        self.family = [self]  # the pages of this browser context

    @classmethod
    def wrapping(cls, page) -> PlaywrightPage:
        """A Playwright page a test opened itself, with this interface (for tests/player.py's steps). It
        adds no listeners of its own (it is made at every step): what went wrong on the page is the
        test's own Watched's to tell."""
        wrapped = object.__new__(cls)
        wrapped.context, wrapped.page, wrapped._watched = page.context, page, SimpleNamespace(errors=[], outside=[])
        wrapped.family = [wrapped]
        return wrapped

    def beside(self, width: int, height: int) -> PlaywrightPage:
        from browser import Watched

        other = object.__new__(PlaywrightPage)
        other.context, other.family = self.context, self.family
        other._watched = Watched(self.context.new_page(), "")
        other.page = other._watched.page
        other.page.set_viewport_size({"width": width, "height": height})
        self.family.append(other)
        return other

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def evaluate(self, source: str, arg=None):
        return self.page.evaluate(source, arg)

    def click(self, source: str, arg=None) -> bool:
        from playwright.sync_api import Error

        element = self.page.evaluate_handle(source, arg).as_element()
        if element is None:
            self.missed = "no control a finger could reach when the tap came"
            return False
        try:
            element.click(timeout=10000)
        except Error as error:  # the control went away under the tap (the page redrew it): not tapped
            self.missed = str(error).splitlines()[0]
            return False
        return True

    def resize(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def screenshot(self, path: Path) -> None:
        self.page.screenshot(path=str(path))

    def watched(self) -> tuple[list[str], list[str]]:
        return list(self._watched.errors), list(self._watched.outside)

    def close(self) -> None:
        if self not in self.family:
            return
        self.family.remove(self)
        if self.family:
            self.page.close()
        else:
            self.context.close()


class Display:
    """An X server of our own for WebKitGTK, which draws into a window even when nobody looks."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x1400x24", "-nolisten", "tcp"],
                                        pass_fds=[write], stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            self.name = ":" + pipe.readline().strip()

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


class WebKitPage:
    """WebKitGTK's MiniBrowser, one WebDriver session (a fresh, private profile) per page.

    No proxy capability is asked for: with one, about one new session in six hung here (the driver
    waiting for a MiniBrowser that never came up). Requests that leave the machine are still seen
    by watched(). A session that does not come up within a minute is given up and started again."""

    engine = "webkit"
    missed = ""  # why the last tap did not land, where the driver says

    def __init__(self, display: Display, width: int, height: int) -> None:
        self.driver = _webkit_session(display)
        self.driver.set_script_timeout(120)
        self.handle = self.driver.current_window_handle
        self.family = [self]  # the session's windows
        self._current = {"handle": self.handle}  # the window the session's commands go to, shared by its pages
        self._setup(width, height)

    def _setup(self, width: int, height: int) -> None:
        self._answers = itertools.count(1)
        self.errors: list[str] = []
        self.outside: list[str] = []
        self._chrome = None
        self.resize(width, height)

    def beside(self, width: int, height: int) -> WebKitPage:
        """A second window of the same session: same profile, same storage, both shown."""
        other = object.__new__(WebKitPage)
        other.driver, other.family, other._current = self.driver, self.family, self._current
        self._here()
        self.driver.switch_to.new_window("window")
        other.handle = self._current["handle"] = self.driver.current_window_handle
        self.family.append(other)
        other._setup(width, height)
        return other

    def _here(self) -> None:
        """Send the session's next commands to this page's window."""
        if self._current["handle"] != self.handle:
            self.driver.switch_to.window(self.handle)
            self._current["handle"] = self.handle

    def _collect(self) -> None:
        """Keep what the page saw before it goes away (a reload, a navigation)."""
        self._here()
        try:
            seen = self.driver.execute_script(f"return ({OUTSIDE})().concat(['--'], (window.__watched || []).splice(0))")
        except Exception:
            return
        cut = seen.index("--")
        self.outside += [url for url in seen[:cut] if url not in self.outside]
        self.errors += seen[cut + 1:]

    def _watch(self) -> None:
        self._here()
        self.driver.execute_script(f"({WATCH})()")

    def goto(self, url: str) -> None:
        self._collect()
        self.driver.get(url)
        self._watch()

    def reload(self) -> None:
        self._collect()
        self.driver.refresh()
        self._watch()

    def evaluate(self, source: str, arg=None):
        # Promises are awaited: the function's answer comes back through WebDriver's async callback,
        # and is kept in the page as well. The driver may lose an answer
        # it was handed ("Could not parse script result"); the function has run by then, so it is
        # not run again: its kept answer is read back.
        from selenium.common.exceptions import WebDriverException

        key = next(self._answers)
        script = (
            "const done = arguments[arguments.length - 1];"
            f"const keep = (s) => {{ window.__answers = {{{key}: s}}; done(s); }};"
            f"Promise.resolve().then(() => ({source})(arguments[0])).then((v) => keep(JSON.stringify({{value: v ?? null}})),"
            " (e) => keep(JSON.stringify({error: String(e && e.stack || e)})));")
        self._here()
        try:
            reply = self.driver.execute_async_script(script, arg)
        except WebDriverException as error:
            if "Could not parse script result" not in str(error):
                raise
            reply = self._kept(key, error)
        answer = json.loads(reply)
        if "error" in answer:
            raise RuntimeError(f"WebKit, evaluate: {answer['error']}")
        return answer["value"]

    def _kept(self, key: int, error: Exception) -> str:
        self._here()
        from selenium.common.exceptions import TimeoutException
        from selenium.webdriver.support.wait import WebDriverWait

        try:
            return WebDriverWait(self.driver, 10).until(
                lambda driver: driver.execute_script(f"return (window.__answers || {{}})[{key}] ?? null") or False)
        except TimeoutException:
            raise error from None

    def click(self, source: str, arg=None) -> bool:
        from selenium.common.exceptions import (
            ElementClickInterceptedException,
            ElementNotInteractableException,
            StaleElementReferenceException,
        )

        self._here()
        # As Playwright and the Firefox bridge do before a click: wait (a second or so at most) until
        # the control's box stays put over two frames, so that a page still laying itself out does
        # not move another control under the pointer.
        for _ in range(10):
            if self.evaluate(STILL.replace("SOURCE", source), arg) is not False:
                break
        element = self.driver.execute_script(f"return ({source})(arguments[0])", arg)
        if element is None:
            self.missed = "no control a finger could reach when the tap came"
            return False
        try:
            element.click()
        except (StaleElementReferenceException, ElementClickInterceptedException, ElementNotInteractableException) as error:
            self.missed = (error.msg or type(error).__name__).splitlines()[0]
            return False  # the control went away under the tap (the page redrew it): not tapped
        return True

    def resize(self, width: int, height: int) -> None:
        """The window's inner size: MiniBrowser's own bar above the page is measured once and added."""
        self._here()
        if self._chrome is None:
            self.driver.set_window_rect(0, 0, 800, 800)
            inner = self.driver.execute_script("return [innerWidth, innerHeight]")
            self._chrome = (800 - inner[0], 800 - inner[1])
        for _attempt in range(2):
            self.driver.set_window_rect(0, 0, width + self._chrome[0], height + self._chrome[1])
            if self.driver.get_window_rect()["width"] > width + self._chrome[0]:  # no waiting for what cannot come
                raise WindowTooNarrow(f"MiniBrowser's window cannot be {width} px wide inside")
            # The page learns its new size a moment after the window's: it watches for it (5 s at most).
            inner = self.evaluate(f"""async () => {{
              const end = performance.now() + 5000;
              while ((innerWidth !== {width} || innerHeight !== {height}) && performance.now() < end) {{
                await new Promise((next) => setTimeout(next, 50));
              }}
              return [innerWidth, innerHeight];
            }}""")
            if inner == [width, height]:
                # A table fits itself to its new size in the frames after the page learns it (a
                # resize observer, then an animation frame): a look at the screen waits for those.
                self.evaluate("""() => new Promise((done) => { setTimeout(() => done(true), 1000);
                  requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))); })""")
                return
            # A new window can answer the measure with its size from before (its bar then seems
            # negative): measured again, from the window as it now is.
            rect = self.driver.get_window_rect()
            self._chrome = (rect["width"] - inner[0], rect["height"] - inner[1])
        raise WindowTooNarrow(f"MiniBrowser's window gives the page {inner[0]}x{inner[1]}, not {width}x{height}")

    def screenshot(self, path: Path) -> None:
        # After a resize the window shows the new layout only a frame or two later, and the window's
        # picture follows the page's frames: it is taken once two pictures in a row agree (3 s at most).
        self._here()
        self.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))")
        shot, deadline = self.driver.get_screenshot_as_png(), time.time() + 3
        while time.time() < deadline and (again := self.driver.get_screenshot_as_png()) != shot:
            shot = again
        Path(path).write_bytes(shot)

    def watched(self) -> tuple[list[str], list[str]]:
        self._collect()
        return list(self.errors), list(self.outside)

    def close(self) -> None:
        if self not in self.family:
            return
        self.family.remove(self)
        if not self.family:
            self.driver.quit()
            return
        self._here()
        self.driver.close()  # this window only
        self.family[0]._here()


class Firefox:
    """Firefox ESR under puppeteer-core: one Node.js process and one browser for a whole module."""

    def __init__(self) -> None:
        node = shutil.which("node") or "node"
        self.process = subprocess.Popen([node, str(TESTS / "puppeteer_bridge.mjs")], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, cwd=TESTS.parent,
                                        env={**os.environ, "FIREFOX_PATH": os.environ.get("FIREFOX_PATH", FIREFOX)})
        self.ids = itertools.count(1)

    def ask(self, op: str, **args):
        request_id = next(self.ids)
        self.process.stdin.write(json.dumps({"id": request_id, "op": op, **args}) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the Firefox bridge stopped (exit code {self.process.poll()})")
        answer = json.loads(line)
        assert answer["id"] == request_id, answer
        if not answer["ok"]:
            raise RuntimeError(f"Firefox, {op}: {answer['error']}")
        return answer["value"]

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.write(json.dumps({"op": "quit"}) + "\n")
            self.process.stdin.close()
            self.process.wait(timeout=30)


class FirefoxPage:
    """A page in a browser context of its own (a fresh profile) of the module's Firefox."""

    engine = "firefox"
    missed = ""  # why the last tap did not land, where the driver says

    def __init__(self, firefox: Firefox, width: int, height: int, beside: int | None = None) -> None:
        self.firefox = firefox
        self.id = firefox.ask("newPage", width=width, height=height, beside=beside)
        self.family = [self]  # the pages of its browser context

    def beside(self, width: int, height: int) -> FirefoxPage:
        """A new window (not a tab: a tab in the background would be throttled) of this page's context."""
        other = FirefoxPage(self.firefox, width, height, beside=self.id)
        other.family = self.family
        self.family.append(other)
        return other

    def _ask(self, op: str, **args):
        return self.firefox.ask(op, page=self.id, **args)

    def goto(self, url: str) -> None:
        self._ask("goto", url=url)

    def reload(self) -> None:
        self._ask("reload")

    def evaluate(self, source: str, arg=None):
        return self._ask("evaluate", source=source, arg=arg)

    def click(self, source: str, arg=None) -> bool:
        return self._ask("click", source=source, arg=arg)

    def resize(self, width: int, height: int) -> None:
        self._ask("viewport", width=width, height=height)

    def screenshot(self, path: Path) -> None:
        self._ask("screenshot", path=str(path))

    def watched(self) -> tuple[list[str], list[str]]:
        seen = self._ask("watched")
        return seen["errors"], seen["outside"]

    def close(self) -> None:
        if self in self.family:
            self.family.remove(self)
            self._ask("closePage")

