"""The browser's storage under the play screen. A full storage: the move stays on the table, finished
games are offered for removal (with an export first), and after removing one the game is saved again
and survives a reload. Another tab's write that this tab never heard of: shown again, the tab shows
the game as saved."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import FILL_STORAGE as FILL, SAVE, Watched, old_finished_goose as finished_goose_save, start_game, text

pytestmark = pytest.mark.browser


def test_a_full_storage_offers_finished_games_for_removal_and_loses_no_move(tablet):
    page = tablet.page
    tablet.open()
    tablet.wait_engine()
    start_game(page, "goose", ["human", "human"], names=["Anna", "Bert"])
    page.evaluate("(r) => localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r))", finished_goose_save(200_000))
    assert page.evaluate(FILL) > 0
    roll = page.get_by_role("button", name=text("en", "goose.move.roll"))
    roll.click()
    dialog = page.get_by_role("dialog", name=text("en", "saves.full_title"))
    expect(dialog).to_be_visible()
    expect(page.locator(".log li")).to_have_count(1)  # the roll is on the table all the same
    offered = dialog.locator(".card")
    expect(offered).to_have_count(1)  # only the finished game, never the one being played
    expect(offered).to_contain_text("Old A, Old B")
    page.screenshot(path="test-results/storage-full.png")
    with page.expect_download() as download:
        offered.get_by_role("button", name=text("en", "saves.export")).click()
    assert download.value.suggested_filename.startswith("gurkenglas-goose-")
    offered.get_by_role("button", name=text("en", "saves.delete")).click()
    expect(dialog.get_by_role("status")).to_have_text(text("en", "saves.full_saved"))
    dialog.get_by_role("button", name=text("en", "common.close")).click()
    expect(dialog).to_be_hidden()
    assert page.evaluate("localStorage.getItem('gurkenglas:save:oldfinished')") is None
    # The game with its roll is in storage: a reload comes back to it.
    page.reload()
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
    expect(page.locator(".log li")).to_have_count(1, timeout=60000)
    tablet.assert_clean()


# The storage events of a window stop before the page hears of them once `window.deaf` is set (a
# tab that misses them: a browser may drop them for a tab in the background or a frozen one).
DEAF_TO_STORAGE = """(() => {
  const [listen, unlisten] = [EventTarget.prototype.addEventListener, EventTarget.prototype.removeEventListener];
  const deafened = new WeakMap(); // the page's storage listener -> the one registered in its place
  const stand = (listener) => {
    if (!deafened.has(listener)) deafened.set(listener, function (event) { if (!window.deaf) listener.call(this, event); });
    return deafened.get(listener);
  };
  EventTarget.prototype.addEventListener = function (kind, listener, ...rest) {
    return listen.call(this, kind, kind === "storage" && listener ? stand(listener) : listener, ...rest);
  };
  EventTarget.prototype.removeEventListener = function (kind, listener, ...rest) {
    return unlisten.call(this, kind, kind === "storage" && listener ? stand(listener) : listener, ...rest);
  };
})()"""
SHOWS = """() => ({ moves: document.querySelector('#screen-play .log')?.dataset.moves,
  lines: document.querySelectorAll('#screen-play .log > li').length,
  turn: document.querySelector('#screen-play .turn-line')?.textContent })"""


# What a browser tells a tab brought to the front: its page is visible again, and its window has the focus.
SHOWN_AGAIN = {
    "visible": "() => document.dispatchEvent(new Event('visibilitychange'))",
    "focused": "() => window.dispatchEvent(new FocusEvent('focus'))",
}


@pytest.mark.parametrize("shown", list(SHOWN_AGAIN))
def test_a_tab_that_missed_another_tabs_move_shows_the_saved_game_once_it_is_shown_again(desk, site, shown):
    """Two windows of one profile on a Goose game of two people. The second window hears nothing of
    the storage; Anna rolls in the first. Once the second window is shown again or gets the focus (as
    a browser tells a tab brought to the front), it shows Anna's roll and whose turn it is, as saved
    and as the first window shows them."""
    first = desk.page
    desk.open()
    desk.wait_engine()
    start_game(first, "goose", ["human", "human"], names=["Anna", "Bert"])
    second = Watched(first.context.new_page(), site)
    second.page.add_init_script(DEAF_TO_STORAGE)
    second.open()  # the app comes back to the game on screen
    second.page.wait_for_selector(".log[data-moves='0']", state="attached", timeout=120000)
    second.page.evaluate("() => { window.deaf = true; }")
    first.get_by_role("button", name=text("en", "goose.move.roll")).click()
    desk.wait_until(f"() => ({SAVE})().state.history.length === 1", timeout_s=60)
    desk.wait_until("() => document.querySelector('#screen-play .log')?.dataset.moves === '1'", timeout_s=60)
    saved = first.evaluate(SAVE)
    # The browser hands the write to the second window's storage with the event it does not hear.
    second.wait_until(f"() => ({SAVE})().revision === {saved['revision']}", timeout_s=60)
    assert second.page.evaluate(SHOWS)["moves"] == "0", "the second window heard of the roll"
    second.page.evaluate(SHOWN_AGAIN[shown])
    second.wait_until("() => document.querySelector('#screen-play .log')?.dataset.moves === '1'", timeout_s=60)
    shows = second.page.evaluate(SHOWS)
    assert shows == first.evaluate(SHOWS), "the second window shows another game than the first"
    assert shows["lines"] == len(saved["log"]) == 1
    desk.assert_clean()
    second.assert_clean()
