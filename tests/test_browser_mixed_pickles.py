"""Mixed Pickles in the page: a whole game against two bots by tapping pickles and fields, the
hand-over screen that hides the drawn cards, the table rules' objection, and every decision of the
table rules on one screen of a phone on its side."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from browser import Watched, await_turn, open_saved, seen, start_game, tap, tap_first, tap_first_move, tap_move, text
from layout import fit_problems
from saves import played

pytestmark = pytest.mark.browser


@pytest.fixture
def watched(tablet):
    return tablet


TURN = ".mp-actions button:enabled, .mp-pick-pickle"  # a person's decision: a big button or a pickle to move
HANDOVER = ".handover:not([hidden]) button"


def start(w: Watched, kinds, preset: str = "standard"):
    start_game(w.page, "mixed_pickles", kinds, preset)


def take_a_turn(page) -> str | None:
    """Do what a player would: a big button (draw, pass, accept, keep), or tap a pickle and then one
    of the fields it may go to. Returns what was done."""
    if tap_first_move(page, page.locator(".mp-actions button:enabled")):
        return "button"
    if tap_first(page, page.locator(".mp-pick-pickle")):
        target = page.locator(".mp-pick-target").first
        try:
            expect(target).to_be_visible()
        except AssertionError as error:
            raise AssertionError(f"a tap on a pickle marked no field; {seen(page)}") from error
        label = target.get_attribute("aria-label")
        tap_move(page, target)
        return label
    return None


def test_a_three_player_game_against_two_bots_is_played_to_the_end_by_tapping(watched):
    """The last dozen turns of a game against two bots, resumed from Saved games (the tables at each
    kind of decision are test_browser_tables.py's), played by tapping until the goal cards are shown."""
    w = watched
    w.open()
    page = w.page
    open_saved(page, played("mixed_pickles", ["human", "bot", "bot"], seed=1, options={"preset": "standard"}, left=40))
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    deadline = time.time() + 600
    moved = []
    while True:
        await_turn(page, TURN, 600)
        if result.is_visible():
            break
        assert time.time() < deadline, "the game did not finish in time"
        done = take_a_turn(page)
        assert done, f"nothing to tap; {seen(page)}"
        if done != "button":
            moved.append(done)
    assert len(moved) >= 3  # pickles were moved by tapping them and a marked field
    expect(page.locator(".ranking li")).to_have_count(3)
    # Every goal card is shown at the end, with the points it scored.
    end = page.locator(".mp-result, section:has-text('%s')" % text("en", "mixed_pickles.result.title")).first
    for name in ("P1", "P2", "P3"):
        expect(end).to_contain_text(name)
    # The panel of how the goal cards were read opens and speaks in words.
    title = text("en", "mixed_pickles.inference.title")
    page.locator("summary", has_text=title).click()
    expect(page.locator("details", has_text=title).first).to_contain_text("24")
    assert "Player 1" not in page.locator(".turn-line").inner_text()
    w.assert_clean()


def test_the_hand_over_screen_hides_the_drawn_cards_from_the_next_player(watched):
    w = watched
    w.open()
    start(w, ["human", "human"])
    page = w.page
    your_cards = text("en", "mixed_pickles.hand.yours")
    for player, other in (("P1", "P2"), ("P2", "P1")):
        dialog = page.get_by_role("dialog", name=text("en", "play.handover_title", name=player))
        expect(dialog).to_be_visible(timeout=60000)
        assert your_cards not in page.locator("#board-description").inner_text()
        assert not page.locator(".mp-hand").filter(visible=True).count()
        tap(page, page.get_by_role("button", name=text("en", "play.handover_button", name=player)))
        tap_move(page, page.get_by_role("button", name=text("en", "mixed_pickles.move.draw")))
        expect(page.locator(".mp-hand").first).to_be_visible()
        expect(page.locator("#board-description")).to_contain_text(your_cards)
        deadline = time.time() + 30
        passed = page.get_by_role("dialog", name=text("en", "play.handover_title", name=other))
        while True:
            await_turn(page, f"{TURN}, {HANDOVER}", 30)
            if passed.count() and passed.is_visible():
                break
            assert time.time() < deadline, "the turn did not pass to the next player"
            assert take_a_turn(page), f"nothing to tap; {seen(page)}"
    w.assert_clean()


def test_under_the_table_rules_the_next_player_objects_and_a_wrong_move_is_taken_back(watched):
    w = watched
    w.open()
    start(w, ["human", "human"], preset="table")
    page = w.page
    # The big buttons say "Object" or "Claim: no move fits"; their accessible names say whose turn.
    claim = page.locator(".mp-actions button", has_text=text("en", "mixed_pickles.move.pass_button_claim"))
    objection = page.locator(".mp-actions button", has_text=text("en", "mixed_pickles.move.object_button"))
    handover = page.locator(HANDOVER)
    deadline = time.time() + 120
    while True:
        await_turn(page, f"{TURN}, {HANDOVER}", 120)
        if objection.count() and objection.is_visible():
            break
        assert time.time() < deadline, "no turn came up for review"
        if tap_first(page, handover):
            expect(handover).to_have_count(0)  # and the reviewer's table is drawn
            continue
        if claim.count() and claim.is_visible():
            # Two logic cards: under the table rules every forward move is offered, right or wrong.
            tap(page, page.locator(".mp-pick-pickle").first)
            expect(page.locator(".mp-pick-target")).to_have_count(2)
            tap_move(page, page.locator(".mp-pick-target").first)
        else:
            assert take_a_turn(page), f"nothing to tap; {seen(page)}"
    reviewer, mover = ("P2", "P1") if "P2" in page.locator(".turn-line").inner_text() else ("P1", "P2")
    assert mover in page.locator("#board-description").inner_text()  # the laid-out turn is described
    tap_move(page, objection)
    log = page.locator(".log")
    upheld = text("en", "mixed_pickles.event.objection_upheld", name=reviewer, mover=mover).split(".")[0]
    rejected = text("en", "mixed_pickles.event.objection_wrong", name=reviewer).split(".")[0]
    expect(log.locator("li").last).to_contain_text(re.compile(f"{re.escape(upheld)}|{re.escape(rejected)}"))
    draw = page.get_by_role("button", name=text("en", "mixed_pickles.move.draw"))
    if upheld in log.inner_text():
        # The move was taken back: the reviewer may correct it with the mover's cards, or decline.
        decline = page.locator(".mp-actions button", has_text=text("en", "mixed_pickles.move.decline_button"))
        expect(decline.or_(draw)).to_be_visible()
    else:
        expect(draw).to_be_visible()
    w.assert_clean()


def test_every_decision_of_the_table_rules_fits_a_phone_on_its_side(returning):
    """The tightest screen: a phone on its side. Two people under the table rules, through the
    hand-over card, drawing, moving or claiming, the review and what follows an objection: at each
    decision the table is one screen (nothing scrolls, nothing covered), and the hint's answer fits
    beside the decision too."""
    w = returning(844, 390, True)
    w.open()
    page = w.page
    start(w, ["human", "human"], preset="table")
    handover = page.locator(HANDOVER)
    objection = page.locator(".mp-actions button", has_text=text("en", "mixed_pickles.move.object_button"))
    came = set()
    hinted = False
    deadline = time.time() + 180
    while not {"review", "after objection"} <= came:
        assert time.time() < deadline, f"the decisions did not come up in time (seen: {came})"
        await_turn(page, f"{TURN}, {HANDOVER}", 180)
        problems = fit_problems(page)
        kind = "handover" if handover.count() else page.locator(".mp-prompt").inner_text()[:40]
        assert not problems, f"{kind}: " + "; ".join(problems)
        if tap_first(page, handover):
            expect(handover).to_have_count(0)
            continue
        if objection.count() and objection.is_visible():
            came.add("review")
            tap_move(page, objection)
            came.add("after objection")
            continue
        if not hinted and page.locator(".mp-pick-pickle").count():
            hinted = True
            tap(page, page.get_by_role("button", name=text("en", "play.hint")))
            expect(page.locator(".hint-box button")).to_be_visible(timeout=30000)
            problems = fit_problems(page)
            assert not problems, "with the hint's answer: " + "; ".join(problems)
        assert take_a_turn(page), f"nothing to tap; {seen(page)}"
    assert not fit_problems(page)
    w.assert_clean()
    returning.give_back()
