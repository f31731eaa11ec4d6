"""The table as the screen changes under a game, in Chromium: turning the tablet mid-game, a choice
half made, keeps the game and the choice and redraws the table to fit the new shape; while the
tablet is passed, the board stays in view and nobody's cards are shown. (Every decision on the
screens each engine is met on: tests/test_browser_tables.py.)"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from browser import FIXED_SEED, Watched, start_game, text
from layout import PEOPLE, fit_problems, to_first_decision

# Every save as it is kept, but for the review the background analysis may add to it at any moment
# (a write that keeps the game's revision): turning the tablet must change no game.
SAVE = """() => Object.keys(localStorage).filter((k) => k.startsWith("gurkenglas:save:"))
  .map((k) => { const { review, ...game } = JSON.parse(localStorage.getItem(k)); return game; })"""


@pytest.mark.browser
@pytest.mark.parametrize("game", ["keezen", "stamp_swap"])
def test_turning_the_tablet_keeps_the_game(browser, site, game):
    """Mid-game, a choice half made (a card picked, an item picked), the tablet is turned to
    landscape and back: the save is the same, the choice is still made, and the table fits each way."""
    context = browser.new_context(locale="en-US", viewport={"width": 768, "height": 1024}, has_touch=True)
    context.add_init_script(FIXED_SEED)
    watched = Watched(context.new_page(), site)
    watched.open()
    page = watched.page
    if game == "keezen":
        page.evaluate("window.fixedSeed = 5")  # the person's first hand holds a king and an ace: a card to pick
    start_game(page, game, ["human"] * PEOPLE[game] if game != "keezen" else ["human", "bot"])
    to_first_decision(page)
    if game == "keezen":
        pressable = page.locator(".keezen-hand button[aria-pressed='false']")
    else:
        pressable = page.locator(".table-area button[aria-pressed='false']")
    expect(pressable.first).to_be_visible()
    pressable.first.click()
    chosen = page.locator(".table-area [aria-pressed='true']")
    expect(chosen).to_have_count(1)
    picked = chosen.first.get_attribute("aria-label") or chosen.first.inner_text()
    saved = page.evaluate(SAVE)
    log = page.locator(".log li").count()
    for width, height in [(1024, 768), (768, 1024)]:
        page.set_viewport_size({"width": width, "height": height})
        problems = fit_problems(page)
        assert not problems, f"{game} turned to {width}x{height}: " + "; ".join(problems)
        assert page.evaluate(SAVE) == saved
        assert page.locator(".log li").count() == log
        still = page.locator(".table-area [aria-pressed='true']")
        expect(still).to_have_count(1)
        assert (still.first.get_attribute("aria-label") or still.first.inner_text()) == picked
    watched.assert_clean()
    context.close()


@pytest.mark.browser
def test_the_handover_hides_only_the_hand(browser, site):
    """Two people at Keezen: while the tablet is passed, the board stays in view and nobody's cards are
    shown; the next player's tap shows their hand."""
    context = browser.new_context(locale="en-US", viewport={"width": 768, "height": 1024}, has_touch=True)
    watched = Watched(context.new_page(), site)
    watched.open()
    page = watched.page
    start_game(page, "keezen", ["human", "human"])
    handover = page.get_by_role("dialog", name=text("en", "play.handover_title", name="P1")).or_(
        page.get_by_role("dialog", name=text("en", "play.handover_title", name="P2")))
    expect(handover).to_be_visible()
    board = page.locator(".table-area canvas")
    expect(board).to_be_visible()
    assert page.evaluate("() => getComputedStyle(document.querySelector('.table-area canvas')).visibility") == "visible"
    expect(page.locator(".keezen-hand button")).to_have_count(0)
    assert not fit_problems(page)
    handover.locator("button.primary").click()  # "I am …: show my cards" (beside it: "Add a phone")
    expect(page.locator(".keezen-hand button").first).to_be_visible()
    assert json.loads(page.evaluate("() => JSON.stringify(document.querySelector('.table-area canvas').getBoundingClientRect().width)")) > 300
    watched.assert_clean()
    context.close()
