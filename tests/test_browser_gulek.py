"""Gulek in the page: Gulek Solo played to its end with the accessible controls alone (keyboard,
the list of moves, the Hint button, the board as text), and a 3-player game against two bots."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from browser import open_saved, open_side_panel, start_game, tap, tap_move, text
from saves import ok, played

pytestmark = pytest.mark.browser


def press(page, locator) -> None:
    """Activate a control by keyboard only: focus it, then Enter."""
    locator.focus()
    page.keyboard.press("Enter")


def test_gulek_solo_is_cleared_with_the_keyboard_the_move_list_and_the_hint(tablet):
    """Taken up from its save fifteen moves before the board is cleared (the whole board is a hundred
    moves and more, the same few kinds of decision over and over)."""
    w = tablet
    w.open()
    record = played("gulek_solo", ["human"], seed=1, level="solver", left=15)
    open_saved(w.page, record)
    page = w.page
    board_text = page.locator("#board-description")
    view = ok("view", state=record["state"], seat=0)
    counts = text("en", "gulek.describe.solo", balls=view["balls"], sown=view["sown"], removed=view["removed"])
    expect(board_text).to_contain_text(counts.split(". ")[0])  # the text view counts the balls on the board
    summary = page.locator(".move-list summary")
    panel_toggle = page.locator("#screen-play .panel-toggle")
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    prefix, suffix = text("en", "play.hint_move", move="@").split("@")
    deadline = time.time() + 600
    moves = 0
    while not result.is_visible():
        assert time.time() < deadline, "the solitaire did not end in time"
        press(page, page.get_by_role("button", name=text("en", "play.hint"), exact=True))
        suggestion = page.locator(".hint-box p", has_text=prefix.strip())
        suggestion.wait_for(timeout=60000)
        assert text("en", "play.hint_clearable") in page.locator(".hint-box").inner_text()
        wanted = suggestion.inner_text()[len(prefix):len(suggestion.inner_text()) - len(suffix) or None]
        if panel_toggle.is_visible() and panel_toggle.get_attribute("aria-expanded") != "true":
            press(page, panel_toggle)  # the list of every move is in the side panel, a drawer on a tablet
        if page.locator(".move-list").get_attribute("open") is None:
            press(page, summary)
        press(page, page.locator(".move-list-body button", has_text=re.compile("^" + re.escape(wanted) + "$")))
        moves += 1
        w.wait_until("() => document.querySelector('.hint-box').hidden")  # the move was played
    assert moves >= 10
    expect(page.locator(".result")).to_be_visible()
    expect(page.locator("body")).to_contain_text(text("en", "gulek.result.cleared"))
    assert page.locator(".log li").count() >= 10  # every sowing told in the log
    # ... and told once to a screen reader, by the play screen's live line (the log is not read out again)
    assert page.locator(".log-box").get_attribute("aria-live") != "polite"
    expect(page.locator(".move-announcer[aria-live=polite]")).not_to_be_empty()
    w.assert_clean()


def test_a_three_player_gulek_game_against_two_bots_is_played_to_the_end(tablet):
    w = tablet
    w.open()
    start_game(w.page, "gulek", ["human", "bot", "bot"])
    page = w.page
    open_side_panel(page)  # the list of every move is in the side panel (a drawer on a tablet)
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    summary = page.locator(".move-list summary")
    deadline = time.time() + 900
    decisions = 0
    while True:
        # The human's turn (a move in the list) on a settled page, or the result.
        w.wait_until("""() => document.querySelector('#screen-play .result:not([hidden])') !== null
          || (document.documentElement.dataset.idle === 'true' && document.querySelector('.move-list-body button:not([disabled])') !== null)""",
                     timeout_s=max(1.0, deadline - time.time()), what=f"decision {decisions + 1} or the result")
        if result.is_visible():
            break
        assert time.time() < deadline, "the game did not finish in time"
        if summary.is_visible() and page.locator(".move-list").get_attribute("open") is None:
            tap(page, summary)
        # The last button of the list: place, sow, the suggested order, park... in turn.
        tap_move(page, page.locator(".move-list-body button:not([disabled])").last)
        decisions += 1
    assert decisions >= 20  # the 20 balls placed by the human, then the play
    expect(page.locator(".ranking li")).to_have_count(3)
    w.assert_clean()
