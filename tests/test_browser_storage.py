"""A full browser storage: the move stays on the table, finished games are offered for removal
(with an export first), and after removing one the game is saved again and survives a reload."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import FILL_STORAGE as FILL, old_finished_goose as finished_goose_save, start_game, text

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
