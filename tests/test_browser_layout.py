"""One screen per decision, on the screens the box is played on: phones and tablets, portrait and
landscape. Every game is set up with people only, taken through the hand-over screen to the first
decision, and then looked at on each of eight screens, in Chromium, WebKit and Firefox (WebKit's
MiniBrowser runs full screen, without its own bar, so that its window can be as narrow as a phone). What a
player would notice is asserted: the table area (board, hand, the decision's controls) lies below
the top bar and inside the window, it does not scroll, every control in it and the board can be
tapped at its centre (nothing lies on top), no name or badge on a seat row is cut short, and the
page never scrolls, sideways or down. Turning the tablet mid-game keeps the game and
redraws the table to fit the new shape."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

import player
from browser import FIXED_SEED, Watched, start_game, text
from engines import WindowTooNarrow
from layout import PEOPLE, SCREENS, fit_problems, to_first_decision


@pytest.fixture(scope="module", params=list(PEOPLE))
def table(request, app_page, served):
    """A game of people only at its first decision, in each engine (a touch screen in Chromium)."""
    game = request.param
    server, site = served
    since = len(server.failures)
    page = app_page(1024, 768)
    player.open_app(page, site)
    player.start_game(page, game, ["human"] * PEOPLE[game])
    player.to_first_decision(page)
    yield game, page
    player.assert_clean(page, server, since)


@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_the_decision_fits_the_screen(table, screen):
    game, page = table
    width, height = screen
    try:
        page.resize(width, height)
    except WindowTooNarrow as error:  # a browser that cannot be made that small: said, not hidden
        pytest.skip(str(error))
    problems = fit_problems(page)
    assert not problems, f"{page.engine}: {game} on {width}x{height}: " + "; ".join(problems)


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
    handover.get_by_role("button").click()
    expect(page.locator(".keezen-hand button").first).to_be_visible()
    assert json.loads(page.evaluate("() => JSON.stringify(document.querySelector('.table-area canvas').getBoundingClientRect().width)")) > 300
    watched.assert_clean()
    context.close()


@pytest.mark.browser
def test_keezen_without_a_card_to_play_fits_a_phone(browser, site):
    """Seed 3 deals the second player of four a hand without a move: the hint says so on two lines
    above the button to discard the hand, and the hand still shows under them, nothing on top of the
    button, on a phone either way up."""
    context = browser.new_context(locale="en-US", viewport={"width": 844, "height": 390}, has_touch=True)
    context.add_init_script(FIXED_SEED)
    watched = Watched(context.new_page(), site)
    watched.open()
    page = watched.page
    page.evaluate("window.fixedSeed = 3")
    start_game(page, "keezen", ["human"] * 4)
    to_first_decision(page)
    discard = page.get_by_role("button", name=text("en", "keezen.move.discard_button"), exact=True)
    expect(discard).to_be_visible()
    for width, height in [(844, 390), (390, 844)]:
        page.set_viewport_size({"width": width, "height": height})
        problems = fit_problems(page)
        assert not problems, f"keezen, a hand to discard, on {width}x{height}: " + "; ".join(problems)
        expect(page.locator(".keezen-hand button")).to_have_count(5)
    watched.assert_clean()
    context.close()
