"""Stamp Swap in the page: games against the automa Pinzetta played to their end as a player would,
by tapping items, offers and buttons and by placing stamps on the album grid (tap a stamp, then a
marked square, then the same square again or "Place here"): the last round of an introductory game
from a save, and a whole level-two game, whose deal is random, so every step reads the table it
finds. (Every kind of decision on every screen: test_browser_tables.py.)"""

from __future__ import annotations

import random
import time

import pytest
from playwright.sync_api import Error as PlaywrightError, expect

from browser import (
    Watched,
    await_turn,
    open_saved,
    seen,
    settle,
    start_game,
    tap,
    tap_first,
    tap_first_move,
    tap_move,
    text,
)
from saves import played

pytestmark = pytest.mark.browser


@pytest.fixture
def watched(tablet):
    return tablet


def en(key: str, **args) -> str:
    return text("en", f"stamp_swap.{key}", **args)


TURN = ".ss-prompt.ss-your-turn, .ss-result"  # the player's decision, or the game's end


def button(page, key: str):
    """A button of the table by its visible words (its accessible name tells the whole move)."""
    return page.locator(".ss-table button:enabled", has_text=en(key))


class Player:
    """Decides from what the table shows; taps like a person would."""

    def __init__(self, page, seed: int) -> None:
        self.page = page
        self.rng = random.Random(seed)
        self.tapped_places = 0
        self.hinted = 0
        self.steps = 0

    def phase(self) -> str | None:
        return self.page.locator(".ss-table").get_attribute("data-phase")

    def pick(self, locator) -> bool:
        """Tap one of the controls, chosen at random, once the table is still; False if there is none."""
        settle(self.page)
        n = locator.count()
        if not n:
            return False
        tap(self.page, locator.nth(self.rng.randrange(n)))
        return True

    def step(self) -> bool:
        page = self.page
        phase = self.phase()
        self.steps += 1
        if phase == "generous":
            self.pick(page.locator(".ss-haul button.ss-item:enabled"))
            self.pick(page.locator(".ss-pin-haul button.ss-item:enabled"))
            return tap_first_move(page, button(page, "move.generous_button"))
        if phase == "reserve":
            self.pick(page.locator(".ss-haul button.ss-item:enabled"))
            return tap_first_move(page, button(page, "move.reserve_button"))
        if phase == "split":
            for _ in range(8):
                if button(page, "move.split_button").count():
                    break
                if not self.pick(page.locator(".ss-offer-small button.ss-item:enabled")):
                    break
            return tap_first_move(page, button(page, "move.split_button"))
        if phase == "choose":
            return self.pick(page.locator("button.ss-take:enabled"))
        if phase == "place":
            return self.place()
        if phase == "contest":  # a show ticket on one of the contests that may still take it
            return self.pick(page.locator("button.ss-contest-pick:enabled"))
        return False

    def place(self) -> bool:
        page = self.page
        if self.steps % 5 == 0 and self.hint():
            return True
        if not self.pick(page.locator(".ss-tray button.ss-item:enabled")):
            return False
        discard = button(page, "move.discard_button")
        if discard.count():
            expect(page.locator(".ss-place-line")).to_contain_text(en("place.fits_nowhere").split()[0])
            return tap_first_move(page, discard)
        spots = page.locator(".ss-cell.ss-spot")
        n = spots.count()
        if not n:
            return False
        cell = spots.nth(self.rng.randrange(n))
        x, y = cell.get_attribute("data-x"), cell.get_attribute("data-y")
        tap(page, cell)
        expect(page.locator(".ss-preview.ss-fits")).to_be_visible()
        expect(page.locator(".ss-place-line")).to_contain_text(en("words.cell", column=int(x) + 1, row=int(y) + 1))
        if self.rng.random() < 0.5:
            tap_move(page, page.locator(f'.ss-cell[data-x="{x}"][data-y="{y}"]'))
        else:
            tap_move(page, button(page, "move.place_button"))
        self.tapped_places += 1
        return True

    def hint(self) -> bool:
        page = self.page
        hint = page.get_by_role("button", name=text("en", "play.hint"), exact=True)
        if not tap_first(page, hint):
            return False
        play = page.get_by_role("button", name=text("en", "play.hint_play"))
        try:
            play.wait_for(state="visible", timeout=30000)
        except PlaywrightError as error:
            raise AssertionError(f"the hint showed no move to play; {seen(page)}") from error
        self.hinted += 1
        tap_move(page, play)
        return True

    def play_to_the_end(self, limit_s: float = 150) -> None:
        result = self.page.locator(".ss-result")
        deadline = time.time() + limit_s
        while True:
            await_turn(self.page, TURN, limit_s)
            if result.count():
                break
            assert time.time() < deadline, f"the game did not finish in time (phase {self.phase()})"
            self.step()


def test_an_introductory_game_is_played_to_the_end_by_tapping(watched: Watched):
    """The last round of an introductory game, resumed from Saved games, played by tapping."""
    w = watched
    w.open()
    page = w.page
    open_saved(page, played("stamp_swap", ["human"], seed=1, options={"preset": "intro"}, level="default", left=10))
    expect(page.locator(".ss-data-note")).to_have_text(en("data.builtin"))
    player = Player(page, seed=1)
    player.play_to_the_end()
    assert player.tapped_places >= 3  # stamps were placed by tapping the album's squares
    result = page.locator(".ss-result")
    expect(result.get_by_role("heading", name=en("result.title"))).to_be_visible()
    expect(result.locator(".ss-total-pinzetta")).to_have_text("110")  # introductory mode, difficulty 1
    mine = int(result.locator(".ss-total-you").inner_text().replace("\u2212", "-"))
    verdict = "result.win" if mine > 110 else "result.tie" if mine == 110 else "result.loss"
    expect(result.locator(".ss-verdict")).to_have_text(en(verdict, you=mine, pinzetta=110))
    expect(result).to_contain_text(en("result.pin_intro", level=1))
    expect(page.locator(".log")).to_contain_text(en("log.final", you=mine, pinzetta=110))
    w.assert_clean()


def test_a_level_two_game_shows_both_totals_and_pinzettas_scoring_cards(watched: Watched):
    w = watched
    w.open()
    start_game(w.page, "stamp_swap", ["human"], "level2")
    page = w.page
    player = Player(page, seed=2)
    player.play_to_the_end()
    result = page.locator(".ss-result")
    expect(result.get_by_role("heading", name=en("result.title"))).to_be_visible()
    mine = int(result.locator(".ss-total-you").inner_text().replace("\u2212", "-"))
    hers = int(result.locator(".ss-total-pinzetta").inner_text().replace("\u2212", "-"))
    expect(result).to_contain_text(en("result.pin_level", level=2))
    expect(result).to_contain_text(en("result.pin_album"))
    # Every show: Pinzetta draws a scoring card; at the end a decision card for her album.
    log = page.locator(".log").inner_text()
    scoring = en("log.pinzetta_scores").split("{")[0]
    assert log.count(scoring) == 3, log
    assert en("log.pinzetta_album").split("{")[0] in log
    assert en("log.final", you=mine, pinzetta=hers) in log
    w.assert_clean()
