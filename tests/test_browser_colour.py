"""Colour is never the only signal: whatever a colour tells on a table is also told by a shape, a
letter, a symbol or a mark, so a colour-blind player (or a grey screen) loses nothing."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import start_game

pytestmark = pytest.mark.browser


def test_the_player_to_move_is_marked_by_more_than_a_tint_and_seats_by_shape_and_number(tablet):
    page = tablet.page
    tablet.open()
    tablet.wait_engine()
    start_game(page, "goose", ["human", "human", "human"])
    current = page.locator(".player-list li[aria-current=true]")
    expect(current).to_have_count(1)
    expect(current).to_contain_text("P1")
    style = current.evaluate("(li) => { const s = getComputedStyle(li); return [s.boxShadow, s.fontWeight]; }")
    assert style[0] != "none" and int(style[1]) >= 700, style  # a bar and bold type, not only the tint
    badges = page.locator(".player-list li .seat-badge-svg")
    expect(badges).to_have_count(3)
    shapes = badges.evaluate_all("(svgs) => svgs.map((s) => s.firstElementChild.tagName + ':' + s.textContent.trim())")
    assert len(set(shapes)) == 3 and [s.split(":")[1] for s in shapes] == ["1", "2", "3"], shapes
    tablet.assert_clean()


def test_card_suits_pickles_and_stamp_colours_carry_symbols_and_letters(tablet):
    page = tablet.page
    tablet.open()
    tablet.wait_engine()
    # Gurke: red and black cards show their suit symbol, not only their ink.
    start_game(page, "gurke", ["human", "bot", "bot"])
    suits = page.locator(".gurke-hand .gurke-card-suit")
    expect(suits.first).to_be_visible()
    symbols = set(suits.all_inner_texts())
    assert symbols - {"★"} and symbols <= set("♠♥♦♣★"), symbols  # ★: a joker, where the rules have them
    # Mixed Pickles: every pickle on the board and in the goal card has its letter.
    page.locator("#home-button").click()
    start_game(page, "mixed_pickles", ["human", "bot"])
    chips = page.locator(".mp-chip")
    expect(chips.first).to_be_attached(timeout=30000)  # the goal card and the board's side panel are drawn
    letters = chips.evaluate_all("(chips) => chips.map((c) => c.textContent || c.dataset.glyph)")
    assert letters and set(letters) <= {"G", "R", "B", "Y"} and len(set(letters)) == 4, letters
    # Stamp Swap: a stamp's colour is also a letter on it, one letter per colour.
    page.locator("#home-button").click()
    start_game(page, "stamp_swap", ["human"], "intro")
    stamps = page.locator(".ss-stamp:not(.ss-back)")
    expect(page.locator(".ss-stamp:not(.ss-back):visible").first).to_be_visible()
    pairs = stamps.evaluate_all("""(nodes) => nodes.map((n) => [
        [...n.classList].find((c) => c.startsWith('ss-c-')), n.querySelector('.ss-stamp-colour')?.dataset.glyph])""")
    assert pairs and all(letter for _, letter in pairs), pairs
    by_colour = {}
    for colour, letter in pairs:
        by_colour.setdefault(colour, set()).add(letter)
    assert all(len(letters) == 1 for letters in by_colour.values()), by_colour
    assert len({next(iter(v)) for v in by_colour.values()}) == len(by_colour), by_colour  # no two colours share a letter
    page.evaluate("document.documentElement.style.filter = 'grayscale(1)'")
    page.screenshot(path="test-results/stamp-swap-grey.png")
    tablet.assert_clean()
