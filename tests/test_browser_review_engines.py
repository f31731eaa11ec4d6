"""The review screen in WebKit (every iPad) and Firefox, through tests/engines.py: a finished Gurke
game with its review kept in the save opened from Saved games on an upright tablet; the lines drawn,
the turning points said in words and stepped through on the table, the screen fitting the window."""

from __future__ import annotations

import json

import pytest

from browser import text
from player import IDLE, assert_clean, open_app, tap, wait_until
from saves import played
from test_browser_review import REVIEW_FIT, SEAT_COLORS, SEAT_PIXELS, kept_review

ENGINES = [pytest.param("webkit", marks=pytest.mark.webkit), pytest.param("firefox", marks=pytest.mark.firefox)]


@pytest.mark.parametrize("engine", ENGINES, indirect=True)
def test_a_review_in_every_engine(engine, app_page, served):
    server, site = served
    since = len(server.failures)
    record = played("gurke", ["human", "bot"], seed=1)
    record["id"] = "review-engines"
    record["review"] = kept_review(record)
    plies = len(record["state"]["history"])
    page = app_page(768, 1024)
    open_app(page, site)
    page.evaluate("(r) => localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r))", record)
    assert tap(page, "#saves-button")
    name = text("en", "review.open_named", when="")
    button = "(n) => [...document.querySelectorAll('.card button')].find((b) => (b.getAttribute('aria-label') || '').startsWith(n))"
    wait_until(page, f"(n) => ({IDLE})() && ({button})(n) !== undefined", name, what="the saved game's Review button at rest")
    assert page.click(button, name)
    wait_until(page, "() => document.querySelector('.review-step h2') !== null && document.querySelector('.review-progress').hidden",
               what="the review")
    assert all(n > 20 for n in page.evaluate(SEAT_PIXELS, SEAT_COLORS[:2]))
    sentences = page.evaluate("() => [...document.querySelectorAll('.review-points button')].map((b) => b.textContent)")
    assert sentences and all(s.startswith("Move ") for s in sentences), sentences
    steps = [int(s.split()[1].rstrip(",:")) for s in sentences]
    counter = "() => document.querySelector('.replay-counter').textContent"
    shown = "() => document.querySelector('.review-layout').dataset.shownMove"
    for i, step in enumerate(steps):
        if i:
            assert tap(page, "button", text("en", "review.next_point"))
        wait_until(page, f"(w) => ({counter})() === w", text("en", "review.move_of", move=step, plies=plies), timeout_s=20,
                   what=f"turning point {i + 1}")
        move = json.loads(record["state"]["history"][step - 1])
        wait_until(page, f"(m) => JSON.stringify(JSON.parse(({shown})())) === JSON.stringify(m)", move, timeout_s=10, what="the move shown")
    assert page.evaluate(REVIEW_FIT) == []
    assert_clean(page, server, since)
