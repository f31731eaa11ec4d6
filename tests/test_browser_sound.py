"""Sound in the page: a Goose game and a Gurke game against computer players, with the browser's
AudioContext replaced by one that records each sound started (tests/js/recording-audio.mjs). With
the Sound switch on, every move is heard as its events say (dice, then the pawn's walk; a card, a
trick taken) and nothing more; after pressing "Sound" it is off (aria-pressed false), nothing is
heard, and it stays off after a reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from browser import FIXED_SEED, SAVE, Watched, start_game, text

pytestmark = pytest.mark.browser

RECORDING_AUDIO = (Path(__file__).resolve().parent / "js" / "recording-audio.mjs").read_text(encoding="utf-8")

# What a player should hear of each event (the other events are silent), as the tables declare it.
HEARD = {
    "goose": {"roll": "dice", "first_throw": "pawn", "walk": "pawn", "jump": "pawn", "game_over": "win"},
    "gurke": {"play": "card", "exchange": "card", "deal": "card", "trick": "trick", "game_over": "win"},
}


def expected(game: str, moves: list[list[dict]]) -> list[str]:
    return [HEARD[game][e["type"]] for events in moves for e in events if e["type"] in HEARD[game]]


def recorded(page) -> list[str]:
    """The sounds started since the last call (and forget them)."""
    return page.evaluate("() => globalThis.recordedSounds.splice(0)")


def sound_switch(page):
    return page.locator("#screen-play:not([hidden])").get_by_role("button", name=text("en", "play.sound"), exact=True)


def moves_saved(page) -> int:
    return len(page.evaluate(SAVE)["log"])


MOVES_SHOWN_ABOVE = "n => Number(document.querySelector('#screen-play:not([hidden]) .log').dataset.moves) > n"


def roll_and_wait(w: Watched) -> list[list[dict]]:
    """The person rolls; once the computer player has answered and the person may roll again, the
    moves made meanwhile."""
    page = w.page
    before = moves_saved(page)
    roll = page.get_by_role("button", name=text("en", "goose.move.roll"))
    roll.click()
    w.wait_until(MOVES_SHOWN_ABOVE, 30, before + 1)
    expect(roll).to_be_enabled(timeout=30000)
    return page.evaluate(SAVE)["log"][before:]


def test_each_move_is_heard_once_with_the_sound_on_and_not_at_all_with_it_off(browser, site):
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768}, has_touch=True)
    context.add_init_script(FIXED_SEED)
    context.add_init_script(RECORDING_AUDIO)
    w = Watched(context.new_page(), site)
    page = w.page
    try:
        w.open()
        page.evaluate("() => { window.fixedSeed = 7; }")
        start_game(page, "goose", ["human", "bot"])
        switch = sound_switch(page)
        expect(switch).to_have_attribute("aria-pressed", "true")  # on by default
        recorded(page)
        for _ in range(3):
            moves = roll_and_wait(w)
            assert len(moves) == 2, moves  # the person's roll and the computer player's
            heard = recorded(page)
            assert heard == expected("goose", moves), (heard, moves)
            assert heard[0] == "dice" and "pawn" in heard

        switch.click()
        expect(switch).to_have_attribute("aria-pressed", "false")
        roll_and_wait(w)
        assert recorded(page) == []

        # Off stays off after a reload: the game comes back silent, and the switch turns it on again.
        page.reload()
        w.wait_engine()
        expect(sound_switch(page)).to_have_attribute("aria-pressed", "false")
        roll_and_wait(w)
        assert recorded(page) == []
        sound_switch(page).click()
        expect(sound_switch(page)).to_have_attribute("aria-pressed", "true")
        moves = roll_and_wait(w)
        assert recorded(page) == expected("goose", moves)

        # Gurke: a card played is heard as a card, a trick taken as a trick, a new deal as a card.
        page.locator("#home-button").click()
        start_game(page, "gurke", ["human", "bot", "bot"], "agurk")
        expect(sound_switch(page)).to_have_attribute("aria-pressed", "true")
        playable = page.locator(".gurke-hand-card.gurke-playable")
        heard_tricks = 0
        for _ in range(4):
            expect(playable.first).to_be_visible(timeout=30000)
            recorded(page)  # (the computer players' cards before the person's first)
            before = moves_saved(page)
            playable.first.click()
            w.wait_until(MOVES_SHOWN_ABOVE, 30, before)
            expect(playable.first).to_be_visible(timeout=30000)
            moves = page.evaluate(SAVE)["log"][before:]
            heard = recorded(page)
            assert heard == expected("gurke", moves), (heard, moves)
            assert heard.count("card") >= 1
            heard_tricks += heard.count("trick")
        assert heard_tricks >= 1  # four rounds of three cards take at least one trick
        w.assert_clean()
    finally:
        context.close()
