"""Gurke in the page: a whole Agurk match against two bots by tapping cards, the hand-over screen,
reload in the middle of a deal."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from browser import Watched, start_game, text

pytestmark = pytest.mark.browser

PLAYABLE = ".gurke-hand-card.gurke-playable"


@pytest.fixture
def watched(tablet):
    return tablet


def start(w: Watched, kinds, preset: str = "agurk"):
    start_game(w.page, "gurke", kinds, preset)


def tap_a_card(page) -> bool:
    """If a card of the hand may be played now, tap the first such card (as a player would)."""
    card = page.locator(PLAYABLE).first
    if card.count() and card.is_visible():
        try:
            card.click(timeout=2000)
        except Exception:  # the table was redrawn between looking and tapping: look again
            return False
        return True
    return False


def test_a_three_player_agurk_match_against_two_bots_is_played_to_the_end(watched):
    w = watched
    w.open()
    start(w, ["human", "bot", "bot"])
    page = w.page
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    deadline = time.time() + 900
    taps = 0
    while not result.is_visible():
        assert time.time() < deadline, "the match did not finish in time"
        if tap_a_card(page):
            taps += 1
        else:
            page.wait_for_timeout(40)
    assert taps >= 7  # at least one whole deal was played by tapping
    expect(page.locator(".ranking li")).to_have_count(3)
    expect(page.locator(".ranking")).to_contain_text(text("en", "play.winner"))
    page.locator(".gurke-sheet summary, details:has(table) summary").first.click()
    assert page.locator("table tbody tr").count() >= 2  # the score sheet has a row per deal
    w.assert_clean()


def test_cards_that_may_not_be_played_say_why(watched):
    w = watched
    w.open()
    start(w, ["human", "bot", "bot"])
    page = w.page
    deadline = time.time() + 120
    while not page.locator(PLAYABLE).count():
        assert time.time() < deadline
        page.wait_for_timeout(50)
    reason = page.locator(".gurke-reason").inner_text().lower()
    assert any(word in reason for word in ("lead", "lowest", "higher")), reason
    dimmed = page.locator(".gurke-hand-card.gurke-unplayable")
    if dimmed.count():
        label = dimmed.first.get_attribute("aria-label")
        assert "lowest" in label or "higher" in label


def test_the_hand_over_screen_hides_the_hand_and_reload_restores_the_deal(watched):
    w = watched
    w.open()
    start(w, ["human", "human", "bot"])
    page = w.page
    dialogs = [page.get_by_role("dialog", name=text("en", "play.handover_title", name=n)) for n in ("P1", "P2")]
    expect(dialogs[0].or_(dialogs[1])).to_be_visible(timeout=60000)
    assert not page.locator(".gurke-hand-card").filter(visible=True).count()
    assert "Your cards" not in page.locator("#board-description").inner_text()
    first = "P1" if dialogs[0].is_visible() else "P2"
    page.get_by_role("button", name=text("en", "play.handover_button", name=first)).click()
    expect(page.locator(PLAYABLE).first).to_be_visible()
    hand = sorted(page.locator(".gurke-hand-card").evaluate_all("cards => cards.map(c => c.getAttribute('aria-label'))"))
    assert tap_a_card(page)
    second = "P2" if first == "P1" else "P1"
    expect(page.get_by_role("dialog", name=text("en", "play.handover_title", name=second))).to_be_visible(timeout=60000)
    assert not page.locator(".gurke-hand-card").filter(visible=True).count()
    # Reload in the middle of the deal: the same table and the same hand-over screen come back.
    played = page.locator(".gurke-played-trick .gurke-card, .gurke-play .gurke-card").count()
    page.reload()
    w.wait_engine()
    expect(page.get_by_role("dialog", name=text("en", "play.handover_title", name=second))).to_be_visible(timeout=60000)
    assert page.locator(".gurke-played-trick .gurke-card, .gurke-play .gurke-card").count() == played
    page.get_by_role("button", name=text("en", "play.handover_button", name=second)).click()
    expect(page.locator(".gurke-hand-card").first).to_be_visible()
    assert len(hand) == 7
    w.assert_clean()
