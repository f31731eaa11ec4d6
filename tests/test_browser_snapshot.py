"""The engine starts from a memory snapshot on every visit after the first, and from scratch whenever
the snapshot cannot be used (missing, damaged, of another build, failing to restore): the player
notices nothing but the time. The progress bar tells which way it goes."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import Watched, start_game, text

pytestmark = pytest.mark.browser

CACHE = "snapshot.gurkenglas"
# Tamper with the stored snapshot from the page (same origin, same storage as the worker's).
DAMAGE = """async (how) => {
  const cache = await caches.open("%s");
  const [key] = await cache.keys();
  if (!key) return "none";
  const response = await cache.match(key);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers.entries());
  const digest = async (b) => Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", b)), (x) => x.toString(16).padStart(2, "0")).join("");
  if (how === "flip") {
    bytes[bytes.length >> 1] ^= 0xff;  // one byte in the middle of Python's memory
  } else if (how === "garbage") {
    bytes.fill(7, 0, 4096);  // a broken start, with a digest that matches it: the restore itself fails
    headers["x-snapshot-sha256"] = await digest(bytes);
  } else if (how === "other-build") {
    await cache.delete(key);
    await cache.put(key.url.replace(/engine-snapshot\\/[^/]+$/, "engine-snapshot/0.0.0-0000000000"), new Response(bytes, { headers }));
    return key.url;
  }
  await cache.put(key, new Response(bytes, { headers }));
  return key.url;
}""" % CACHE


def engine(page) -> dict:
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
    return page.evaluate("() => ({ path: document.documentElement.dataset.enginePath, stages: document.documentElement.dataset.engineStages })")


def stored(page) -> None:
    # Made and written once the engine is idle: on a machine busy with other tests that can take
    # a minute or more (the snapshot is about 30 MB), so the wait is generous.
    expect(page.locator("html[data-engine-snapshot=stored]")).to_be_attached(timeout=180000)


def plays(watched: Watched) -> None:
    """The engine works: a Goose game starts and a roll is played."""
    page = watched.page
    start_game(page, "goose", ["human", "bot"])
    page.get_by_role("button", name=text("en", "goose.move.roll")).click()
    expect(page.locator(".log li").first).to_be_attached()
    page.locator("#home-button").click()


@pytest.fixture
def fresh(browser, site):
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768})
    watched = Watched(context.new_page(), site)
    yield watched
    context.close()


def test_a_second_visit_starts_from_the_snapshot_of_the_first(fresh):
    page = fresh.page
    fresh.open()
    first = engine(page)
    assert first == {"path": "boot", "stages": "runtime engine ready"}
    stored(page)
    page.reload()
    again = engine(page)
    assert again == {"path": "snapshot", "stages": "runtime snapshot ready"}
    plays(fresh)  # and the restored engine plays
    fresh.assert_clean()


# A damaged snapshot is found out by its digest before anything is restored; one that fails only
# while restoring has the progress bar say so ("snapshot") before it goes the normal way.
@pytest.mark.parametrize("how, stages", [("flip", "runtime engine ready"), ("garbage", "runtime snapshot engine ready"),
                                         ("other-build", "runtime engine ready")])
def test_an_unusable_snapshot_falls_back_to_a_normal_start(fresh, how, stages):
    page = fresh.page
    fresh.open()
    engine(page)
    stored(page)
    assert page.evaluate(DAMAGE, how) != "none"
    page.reload()
    assert engine(page) == {"path": "boot", "stages": stages}
    plays(fresh)
    stored(page)  # a good snapshot is kept again, in place of the bad one
    assert page.evaluate(f"async () => (await (await caches.open('{CACHE}')).keys()).length") == 1
    page.reload()
    assert engine(page)["path"] == "snapshot"
    # (The worker tells of the unusable snapshot on the console as information, never as an error.)
    fresh.errors = [e for e in fresh.errors if "snapshot" not in e]
    fresh.assert_clean()
