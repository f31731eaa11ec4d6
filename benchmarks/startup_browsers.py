"""The two browsers the start-up benchmark drives, behind one small interface: a fresh profile per
page (`fresh()`), and on a page: open, reload, read a `data-` attribute of <html> (or wait for it),
wait until a service worker controls it, the first contentful paint, close.

- Chromium through Playwright, a new browser context per fresh profile;
- WebKit: WebKitGTK's MiniBrowser driven by WebKitWebDriver through selenium, a new session (a new
  MiniBrowser with its own ephemeral data) per fresh profile. It needs a display (Xvfb).
"""

from __future__ import annotations

import contextlib
import os
import time

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
DATA = "(name) => document.documentElement ? (document.documentElement.dataset[name] ?? null) : null"
CONTROLLED = "() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)"
FCP = "() => (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime ?? null"


class Page:
    def evaluate(self, function: str, arg=None):
        raise NotImplementedError

    def data(self, name: str) -> str | None:
        try:
            return self.evaluate(DATA, name)
        except Exception:  # the page is between two documents: ask again
            return None

    def wait_for(self, name: str, timeout: float = 120) -> str:
        """The value of <html data-NAME>, once it is there."""
        deadline = time.time() + timeout
        while (value := self.data(name)) is None:
            if self.data("engine") == "failed":
                raise RuntimeError("the engine failed to start")
            assert time.time() < deadline, f"no data-{name} after {timeout} s"
            time.sleep(0.1)
        return value

    def wait_controlled(self, timeout: float) -> None:
        deadline = time.time() + timeout
        while not self.evaluate(CONTROLLED):
            assert time.time() < deadline, "no service worker took over"
            time.sleep(0.2)

    def first_paint(self) -> float | None:
        return self.evaluate(FCP)


class ChromiumPage(Page):
    def __init__(self, context) -> None:
        self.context = context
        self.page = context.new_page()

    def evaluate(self, function: str, arg=None):
        return self.page.evaluate(function, arg)

    def open(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def close(self) -> None:
        self.context.close()


class Chromium:
    def __init__(self) -> None:
        from playwright.sync_api import sync_playwright

        from browser import LAUNCH_ARGS

        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(
            executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"), args=LAUNCH_ARGS)

    def fresh(self) -> ChromiumPage:
        return ChromiumPage(self.browser.new_context())

    def quit(self) -> None:
        self.browser.close()
        self.playwright.stop()


class WebKitPage(Page):
    def __init__(self, session) -> None:
        self.session = session

    def evaluate(self, function: str, arg=None):
        return self.session.execute_script(f"return ({function})(arguments[0]);", arg)

    def open(self, url: str) -> None:
        self.session.get(url)

    def reload(self) -> None:
        self.session.refresh()

    def close(self) -> None:
        self.session.quit()


class WebKit:
    def __init__(self) -> None:
        self.pages: list[WebKitPage] = []

    def fresh(self) -> WebKitPage:
        from selenium import webdriver

        options = webdriver.WebKitGTKOptions()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        service = webdriver.WebKitGTKService(executable_path=WEBKIT_DRIVER)
        page = WebKitPage(webdriver.WebKitGTK(options=options, service=service))
        self.pages.append(page)
        return page

    def quit(self) -> None:
        for page in self.pages:
            with contextlib.suppress(Exception):  # already closed
                page.close()


BROWSERS = {"chromium": Chromium, "webkit": WebKit}
