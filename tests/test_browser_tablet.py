"""What a tablet at a table needs from the play screen: the screen stays awake while a game is on
(and lets go when the game ends, is left or the page is hidden), a full-screen button, a side panel
that opens on demand and never lies over the table unasked, and taps and drags on the table that
select no text and do not pull or zoom the page."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import open_saved, settle, start_game, tap, tap_move, text
from saves import played

pytestmark = pytest.mark.browser

# The page as it is when the player switches to another app (the browser says "hidden"), and back.
SET_VISIBILITY = """(state) => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}"""


@pytest.fixture
def held(returning):
    """A tablet held upright, with touch."""
    yield returning(768, 1024, True)
    returning.give_back()


def awake(page) -> str | None:
    return page.evaluate("() => document.documentElement.dataset.awake ?? null")


def test_the_screen_stays_awake_while_a_game_is_on(held):
    page = held.page
    held.open()
    assert awake(page) is None  # the game box does not hold the screen
    # A puzzle taken up from its save four moves before it is cleared.
    open_saved(page, played("gulek_single", ["human"], seed=1, options={"puzzle": "five_three"}, level="solver", left=4))
    expect(page.locator("html[data-awake=yes]")).to_be_attached()
    page.evaluate(SET_VISIBILITY, "hidden")  # the player switches apps: the lock is let go
    expect(page.locator("html[data-awake=no]")).to_be_attached()
    page.evaluate(SET_VISIBILITY, "visible")  # and back: asked for again
    expect(page.locator("html[data-awake=yes]")).to_be_attached()
    # The game ends (the solver's move clears the puzzle): the screen may sleep again.
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    for _ in range(10):  # the solver's moves, one at a time, each once the last has played out
        settle(page)
        if result.is_visible():
            break
        tap(page, page.get_by_role("button", name=text("en", "play.hint"), exact=True))
        tap_move(page, page.get_by_role("button", name=text("en", "play.hint_play")))
    expect(result).to_be_visible()
    expect(page.locator("html[data-awake=no]")).to_be_attached()
    page.get_by_role("button", name=text("en", "play.again")).click()  # a new game holds it again
    expect(page.locator("html[data-awake=yes]")).to_be_attached()
    page.locator("#home-button").click()  # leaving the game lets go
    expect(page.locator(".game-grid")).to_be_visible()
    assert awake(page) is None
    held.assert_clean()


def test_full_screen_is_one_tap_away(held):
    page = held.page
    held.open()
    start_game(page, "goose", ["human", "human"])
    button = page.get_by_role("button", name=text("en", "play.fullscreen"))
    expect(button).to_have_attribute("aria-pressed", "false")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("() => document.fullscreenElement === document.documentElement")
    button.click()
    expect(button).to_have_attribute("aria-pressed", "false")
    assert page.evaluate("() => document.fullscreenElement === null")
    held.assert_clean()


def test_the_side_panel_opens_on_demand_and_closes_again(held):
    page = held.page
    held.open()
    start_game(page, "keezen", ["human", "bot"])
    toggle = page.get_by_role("button", name=text("en", "play.panel"))
    panel = page.get_by_role("complementary", name=text("en", "play.panel"))
    expect(panel).to_be_hidden()  # on a tablet held upright the table has the whole width
    toggle.click()
    expect(panel).to_be_visible()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(panel.get_by_role("button", name=text("en", "common.close"))).to_be_focused()
    expect(panel.locator(".move-list summary")).to_be_visible()  # the list of every move lives here
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    expect(toggle).to_be_focused()
    toggle.click()
    page.locator(".panel-scrim").click(position={"x": 20, "y": 500})  # a tap beside it closes it too
    expect(panel).to_be_hidden()
    # On a wide landscape screen it is docked beside the table, with no button to open it.
    page.set_viewport_size({"width": 1440, "height": 900})
    expect(panel).to_be_visible()
    expect(toggle).to_be_hidden()
    held.assert_clean()


def test_drags_on_the_table_select_nothing_and_do_not_move_the_page(held):
    page = held.page
    held.open()
    start_game(page, "keezen", ["human", "bot"])
    area = page.locator("#screen-play .table-area")
    box = area.bounding_box()
    # A finger (here the mouse) dragged across the hint and the hand selects no text.
    page.mouse.move(box["x"] + 10, box["y"] + box["height"] - 10)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] - 10, box["y"] + box["height"] * 0.55, steps=8)
    page.mouse.up()
    assert page.evaluate("() => getSelection().toString()") == ""
    # The page is not a scroller (nothing to pull down to reload), and the table takes no pinch or
    # double-tap zoom, only the browser's panning where a box scrolls.
    styles = page.evaluate("""() => ({ root: getComputedStyle(document.documentElement).overscrollBehaviorY,
        touch: getComputedStyle(document.querySelector('#screen-play .table-area')).touchAction,
        scrolls: document.scrollingElement.scrollHeight > innerHeight })""")
    assert styles == {"root": "none", "touch": "pan-x pan-y", "scrolls": False}
    held.assert_clean()
