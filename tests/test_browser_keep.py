"""Saves that last: the browser is asked to keep the games once one is saved and Saved games says
whether it agreed; an iPad outside the home screen is told once how to keep its games; "Export all"
puts every save, damaged ones too, in one file, and importing it brings them all back; a game
exported, deleted and imported from its file plays on, and so does a copy imported beside it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from browser import SAVE, Watched, seeded, start_game, text
from saves import played

pytestmark = pytest.mark.browser

IPAD = ("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
        "Version/17.5 Mobile/15E148 Safari/604.1")


def saves_in_storage(page) -> list[str]:
    return page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('gurkenglas:save:')).sort()")


def test_an_ipad_outside_the_home_screen_is_told_once_how_to_keep_its_games(browser, site):
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768}, user_agent=IPAD, has_touch=True)
    watched = Watched(context.new_page(), site)
    page = watched.page
    watched.open()
    start_game(page, "goose", ["human", "human"])
    notice = page.locator("#notice-text")
    expect(notice).to_contain_text(text("en", "saves.home_screen_text"))
    page.locator("#notice-close").click()
    assert page.evaluate("JSON.parse(localStorage.getItem('gurkenglas:prefs')).persistAsked") is True
    page.locator("#home-button").click()
    start_game(page, "goose", ["human", "human"])
    expect(page.locator("#notice")).to_be_hidden()  # once only
    page.locator("#saves-button").click()
    expect(page.get_by_role("note")).to_contain_text(text("en", "saves.home_screen_title"))
    granted = page.evaluate("navigator.storage.persisted()")
    expect(page.locator(".kept-line")).to_have_text(text("en", "saves.kept_granted" if granted else "saves.kept_not_granted"))
    watched.assert_clean()
    context.close()


def test_a_desktop_browser_gets_no_home_screen_note(tablet):
    tablet.open()
    start_game(tablet.page, "goose", ["human", "human"])
    tablet.page.locator("#saves-button").click()
    expect(tablet.page.locator(".kept-line")).not_to_be_empty()
    expect(tablet.page.get_by_role("note")).to_have_count(0)
    # Nor anything in its place: the screen's first words after its title are the buttons'.
    assert "null" not in tablet.page.locator("#screen-saves").inner_text().split()
    expect(tablet.page.locator("#notice")).to_be_hidden()


# Every place the first saved game's buttons are drawn at, from the moment the list is put on the
# screen (a mutation observer answers before anything else can run) until the page is at rest.
WATCH_THE_LIST = """() => {
  window.listTops = [];
  new MutationObserver(() => {
    const first = document.querySelector("#screen-saves .saves .card button");
    if (first) window.listTops.push(Math.round(first.getBoundingClientRect().top));
  }).observe(document.querySelector("#screen-saves"), { childList: true, subtree: true, characterData: true });
}"""


def test_the_saved_games_stay_put_while_the_browser_says_whether_it_keeps_them(tablet):
    """The line saying whether the browser keeps the games is written with the screen, so the games
    listed under it never move down under a finger that is about to tap one."""
    tablet.open()
    page = tablet.page
    record = played("goose", ["human", "human"], seed=1, moves=2)
    page.evaluate("(r) => localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r))", record)
    tablet.wait_idle()
    page.evaluate(WATCH_THE_LIST)
    page.locator("#saves-button").click()
    expect(page.locator(".kept-line")).not_to_have_text(re.compile(r"^\s*$"))
    tablet.wait_idle()
    tops = page.evaluate("() => window.listTops")
    assert tops and len(set(tops)) == 1, f"the first game's buttons were drawn at {tops}"


def test_export_all_and_import_bring_back_every_save_and_every_damaged_one(tablet, tmp_path):
    page = tablet.page
    tablet.open()
    for names in (["Anna", "Bert"], ["Cleo", "Dirk"]):
        page.locator("#home-button").click()
        start_game(page, "goose", ["human", "human"], names=names)
        page.get_by_role("button", name=text("en", "goose.move.roll")).click()
        expect(page.locator("#screen-play .log > li")).to_have_count(1)
    damaged = '{"schema": 1, "id": "broken", "game": "go'
    page.evaluate("(raw) => localStorage.setItem('gurkenglas:save:broken', raw)", damaged)
    page.locator("#saves-button").click()
    expect(page.locator("#screen-saves .damaged .card")).to_have_count(1)
    games = saves_in_storage(page)
    assert len(games) == 2
    with page.expect_download() as download:
        page.get_by_role("button", name=text("en", "saves.export_all")).click()
    file = tmp_path / download.value.suggested_filename
    download.value.save_as(file)
    exported = json.loads(Path(file).read_text(encoding="utf-8"))
    assert len(exported["saves"]) == 2 and [d["raw"] for d in exported["damaged"]] == [damaged]
    # Everything gone, as after a browser cleared the site's storage.
    page.evaluate("localStorage.clear()")
    page.reload()
    tablet.wait_engine()
    page.locator("#saves-button").click()
    expect(page.locator("#screen-saves .saves .card")).to_have_count(0)
    page.locator("#import-file").set_input_files(str(file))
    # (and the four people who played them, remembered on the device: see test_browser_players.py)
    expect(page.locator("#screen-saves .message")).to_have_text(
        f'{text("en", "saves.imported_all", games=2, damaged=1)} {text("en", "saves.imported_players", count=4)}')
    expect(page.locator("#screen-saves .saves .card")).to_have_count(2)
    expect(page.locator("#screen-saves .saves")).to_contain_text("Anna, Bert")
    expect(page.locator("#screen-saves .saves")).to_contain_text("Cleo, Dirk")
    expect(page.locator("#screen-saves .damaged .card")).to_have_count(1)
    assert saves_in_storage(page) == games  # the same ids: nothing was here to copy over
    # The imported game goes on where it was.
    page.locator("#screen-saves .saves .card", has_text="Anna").get_by_role("button", name=text("en", "home.resume")).click()
    expect(page.locator("#screen-play .log > li")).to_have_count(1, timeout=60000)
    tablet.assert_clean()


# Once a move is tapped: the move in the log, or the notice that it was not kept.
KEPT_OR_TOLD = """(n) => document.querySelectorAll("#screen-play .log > li").length === n
  || !document.querySelector("#notice").hidden"""


def roll_is_kept(w: Watched, moves: int) -> None:
    """The person to move rolls: the roll is the game's move number `moves`, in the log and in the save."""
    w.page.get_by_role("button", name=text("en", "goose.move.roll")).click()
    w.wait_until(KEPT_OR_TOLD, arg=moves, timeout_s=60)
    notice = w.page.locator("#notice")
    assert notice.is_hidden(), f"the roll was not kept: {w.page.locator('#notice-text').inner_text()}"
    assert len(w.page.evaluate(SAVE)["state"]["history"]) == moves


def test_a_game_exported_deleted_and_imported_plays_on_and_so_does_an_imported_copy(tablet, tmp_path):
    """Anna and Bert's game is exported, deleted and imported from the file: it goes on where it
    was, every roll kept, after a reload too. "Export all" imported while the game is still here
    brings a copy of it, and the copy and the game each play on."""
    w, page = tablet, tablet.page
    w.open()
    # A game of dice whose first four rolls do not end it (with some seeds two throws of 9 and 10 do:
    # a finished game offers no Resume); the copies' ids and anything later: random again.
    with seeded(page, 3):
        start_game(page, "goose", ["human", "human"], names=["Anna", "Bert"])
    roll_is_kept(w, 1)
    page.locator("#saves-button").click()
    card = page.locator("#screen-saves .saves .card", has_text="Anna")
    with page.expect_download() as download:
        card.get_by_role("button", name=text("en", "saves.export")).click()
    file = tmp_path / download.value.suggested_filename
    download.value.save_as(file)
    card.get_by_role("button", name=text("en", "saves.delete")).click()
    page.locator("#confirm-yes").click()
    expect(page.locator("#screen-saves .message")).to_have_text(text("en", "saves.deleted"))
    expect(page.locator("#screen-saves .saves .card")).to_have_count(0)
    page.locator("#import-file").set_input_files(str(file))
    expect(page.locator("#screen-saves .message")).to_have_text(text("en", "saves.imported"))
    card.get_by_role("button", name=text("en", "home.resume")).click()
    expect(page.locator("#screen-play .log > li")).to_have_count(1, timeout=60000)
    roll_is_kept(w, 2)
    page.reload()
    w.wait_engine()
    expect(page.locator("#screen-play .log > li")).to_have_count(2, timeout=60000)
    roll_is_kept(w, 3)

    page.locator("#saves-button").click()
    with page.expect_download() as download:
        page.get_by_role("button", name=text("en", "saves.export_all")).click()
    file = tmp_path / download.value.suggested_filename
    download.value.save_as(file)
    page.locator("#import-file").set_input_files(str(file))
    expect(page.locator("#screen-saves .message")).to_contain_text(text("en", "saves.imported_all", games=1, damaged=0))
    cards = page.locator("#screen-saves .saves .card", has_text="Anna")
    expect(cards).to_have_count(2)
    # The copy (written last, listed first, and first again once it has moved on), then the game.
    for n in range(2):
        resume = cards.nth(n).get_by_role("button", name=text("en", "home.resume"))
        try:
            expect(resume).to_be_visible(timeout=60000)
        except AssertionError as error:  # what the page shows instead, for the message
            from engines import PlaywrightPage
            from player import seen

            raise AssertionError(f"no Resume on saved game {n + 1}: {seen(PlaywrightPage.wrapping(page))}") from error
        resume.click()
        expect(page.locator("#screen-play .log > li")).to_have_count(3, timeout=60000)
        roll_is_kept(w, 4)
        page.locator("#saves-button").click()
    assert len(saves_in_storage(page)) == 2
    w.assert_clean()
