"""Every game played to its end through the page on the devices it is made for, by a player who asks
for the hint at each decision and taps "Play it" (a tap on the hand-over card first where the tablet
is passed). The screen switches between an upright tablet and a phone at every decision, and each
decision is checked on the screen of the moment as the layout test checks the first: the table fits
below the top bar, nothing lies on a control, nothing scrolls. The game must reach its result."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Error as PlaywrightError, expect

from browser import Watched, start_game, text
from layout import fit_problems

pytestmark = pytest.mark.browser

# (game, preset, seats): one person, bots for the rest, at the shortest rules a game has.
GAMES = [
    ("goose", None, ["human", "bot"]),
    ("keezen", None, ["human", "bot"]),
    ("gurke", None, ["human", "bot"]),
    ("gulek", None, ["human", "bot"]),
    ("gulek_solo", None, ["human"]),
    ("gulek_single", None, ["human"]),
    ("mixed_pickles", None, ["human", "bot"]),
    ("stamp_swap", "intro", ["human"]),
]
SCREENS = [(768, 1024), (390, 844)]


def decide(page) -> bool:
    """One tap of a player: the hand-over card, else the hint and its move. False if nothing to tap yet."""
    handover = page.locator(".handover:not([hidden]) button")
    if handover.count():
        handover.first.click()
        return True
    hint = page.get_by_role("button", name=text("en", "play.hint"), exact=True)
    if not hint.is_visible() or not hint.is_enabled():
        return False
    hint.click()
    play = page.locator(".hint-box").get_by_role("button", name=text("en", "play.hint_play"))
    play.wait_for(state="visible", timeout=30000)
    play.click()
    return True


@pytest.mark.parametrize("game,preset,seats", GAMES, ids=[g for g, _, _ in GAMES])
def test_a_whole_game_on_an_upright_tablet_and_a_phone(browser, site, game, preset, seats):
    context = browser.new_context(locale="en-US", viewport={"width": 768, "height": 1024}, has_touch=True)
    watched = Watched(context.new_page(), site)
    watched.open()
    page = watched.page
    start_game(page, game, seats, preset)
    result = page.locator("#screen-play .result:not([hidden])")
    decisions = 0
    deadline = time.time() + 400
    while not result.count():
        assert time.time() < deadline, f"{game} did not end in time ({decisions} decisions)"
        try:
            hint = page.get_by_role("button", name=text("en", "play.hint"), exact=True)
            if hint.is_visible() and hint.is_enabled():
                width, height = SCREENS[decisions % 2]
                page.set_viewport_size({"width": width, "height": height})
                problems = fit_problems(page)
                assert not problems, f"{game}, decision {decisions + 1}, on {width}x{height}: " + "; ".join(problems)
            if decide(page):
                decisions += 1
            else:
                page.wait_for_timeout(100)
        except PlaywrightError:  # the table was drawn anew under the tap: look again
            page.wait_for_timeout(100)
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        problems = fit_problems(page)
        assert not problems, f"{game}, the result, on {width}x{height}: " + "; ".join(problems)
    expect(result.get_by_role("button", name=text("en", "play.again"))).to_be_visible()
    print(f"{game}: {decisions} decisions")
    watched.assert_clean()
    context.close()
