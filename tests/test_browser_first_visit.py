"""What a newcomer's browser downloads: each of the site's files once (the service worker precaches
from the HTTP cache what the page has just fetched), and of Python only what the page runs (the
site's own zip, not Pyodide's whole standard library, not the wheel). A browser profile with a disk
cache, as a player's browser has one."""

from __future__ import annotations

import pytest

from browser import LAUNCH_ARGS, Watched
from counting_server import serve

pytestmark = pytest.mark.browser


def test_a_first_visit_downloads_each_file_once_and_only_the_python_the_page_runs(chromium, dist, python_zip,
                                                                                    tmp_path):
    from playwright.sync_api import sync_playwright

    server = serve(dist, {})
    try:
        with sync_playwright() as p:
            context = p.chromium.launch_persistent_context(tmp_path / "profile", executable_path=chromium,
                                                           args=LAUNCH_ARGS, locale="en-US")
            watched = Watched(context.new_page(), server.root)
            watched.open()
            watched.wait_engine()
            assert watched.page.locator("html").get_attribute("data-engine-path") == "boot"
            until_ready = list(server.sent)
            watched.wait_until("() => document.documentElement.dataset.engineSnapshot === 'stored'")
            watched.wait_until("() => !!navigator.serviceWorker.controller")  # the site is precached
            watched.wait_idle()  # and the page is still: no request of the boot left to come
            sent = list(server.sent)
            watched.assert_clean()
            context.close()
    finally:
        server.shutdown()
    assert python_zip.relative_to(dist).as_posix() in until_ready
    assert not [rel for rel in sent if rel.endswith((".whl", "python_stdlib.zip"))]
    assert sorted(rel for rel in set(sent) if sent.count(rel) > 1) == []
    assert any(rel.endswith("pyodide.asm.wasm") for rel in sent)
