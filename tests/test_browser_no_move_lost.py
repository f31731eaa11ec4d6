"""No move lost, none played for a person: undo against a computer player's pending move, a second
tab that must never move for a person, two tabs racing on one game (dice, cards, sowing), a full
storage whose advice is followed, a damaged save found while it is full, and a save whose label
disagrees with its game. Each of these failed on the app before the saves were made safe.

Written once over tests/engines.py, so each runs in Chromium, WebKit and Firefox; a second tab is a
window beside the first, of the same profile. The tests that need no first visit share the
module's page."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from browser import FILL_STORAGE as FILL, SAVE, old_finished_goose, seeded, text
from player import (
    IDLE,
    TABLE_DRAWN,
    TAPPABLE,
    assert_clean,
    open_app,
    seen,
    set_value,
    start_game,
    tap,
    tap_at_rest,
    wait_engine,
    wait_idle,
    wait_until,
)
from races import KINDS, TwoTabs

TAB = """async () => { try {
  const route = JSON.parse(localStorage.getItem("gurkenglas:prefs")).route;
  const save = JSON.parse(localStorage.getItem(`gurkenglas:save:${route.params.id}`));
  const locks = navigator.locks ? await navigator.locks.query() : {};
  const runner = (locks.held ?? []).map((l) => l.name).join(",") || "none";
  const status = document.querySelector("#screen-play .status")?.textContent.trim() ?? "-";
  return `hidden ${document.hidden}; saved revision ${save.revision}, ${save.log.length} moves; ` +
    `${document.querySelectorAll("#screen-play .log > li").length} shown; locks held: ${runner}; ${status}`;
} catch (error) { return `not readable: ${error}`; } }"""

# The button named (in part) `name` on the card among `cards` that mentions `has`, as a player finds
# it: the card by what it says, the button by its words.
CARD_BUTTON = """({ cards, has, name }) => {
  const card = [...document.querySelectorAll(cards)].find((c) => c.textContent.includes(has));
  return card ? [...card.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") || b.textContent).includes(name)) || null : null;
}"""
LOG_LINES = "() => document.querySelectorAll('#screen-play .log > li').length"
SHOWN_MOVES = "() => document.querySelector('#screen-play .log')?.dataset.moves"
# The page's exports, as the files' text: each blob the page makes a link of is kept (the WebKit and
# Firefox drivers have no downloads to read).
KEEP_EXPORTS = """() => {
  window.exported = [];
  const real = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => { window.exported.push(blob.text()); return real(blob); };
}"""


def desk(app_page, site: str):
    """The module's page, desktop-sized (the list of every move docked beside the table), on the menu."""
    page = app_page(1280, 800)
    open_app(page, site)
    wait_engine(page)
    return page


def set_speed(page, speed: str) -> None:
    set_value(page, "select", text("en", "play.bot_speed"), speed)


def tap_once_ready(page, selector: str, name: str | None, what: str, timeout_s: float = 30) -> None:
    """Tap the control as soon as a finger can (it may be disabled for a moment, while a move is
    played), as a person waits for a greyed-out button."""
    # (Greyed out again before the finger came down, while the computer player's move is played:
    # no tap was made, and a person waits for the button once more.)
    deadline = time.time() + timeout_s
    while True:
        wait_until(page, f"(a) => ({TAPPABLE})(a) !== null", {"selector": selector, "name": name},
                   timeout_s=max(1, deadline - time.time()), what=what)
        if tap(page, selector, name):
            return
        assert time.time() < deadline, f"{page.engine}: {what} could not be tapped; {seen(page)}"


def after_ms(page, ms: int) -> None:
    """The test's own timing (when a person taps, relative to what went before), kept by the page's clock."""
    page.evaluate("(ms) => new Promise((done) => setTimeout(() => done(true), ms))", ms)


def tap_first_listed_move(page) -> None:
    """Open the list of every move and tap its first, on the page at rest (the controls are drawn
    anew once a move has played out: a tap on the list before that lands on one taken away)."""
    wait_until(page, IDLE, what="the page at rest")
    page.click("() => document.querySelector('#screen-play .move-list:not([open]) summary')")
    tap_at_rest(page, "#screen-play .move-list-body button", what="a move in the list of every move")


def test_undo_during_a_computer_players_pause_never_plays_the_persons_turn(app_page, served):
    """Gulek against a computer player, its pause long: the person plays, then taps Undo before, just
    as, or well after the computer player's pause began. The person is to move again, the save holds
    the game from before the person's move, and nothing moves in the seconds after."""
    server, site = served
    since = len(server.failures)
    page = desk(app_page, site)
    start_game(page, "gulek", ["human", "bot"], names=["Ida", "Bot"])
    set_speed(page, "slow")  # a 1.8 s pause before the computer player moves
    undo = text("en", "play.undo")
    # Undo at once, half a second into the 1.8 s pause, and later in it (a WebDriver tap comes a few
    # hundred milliseconds after it is asked for, so well before the pause ends).
    for wait_ms in (0, 500, 900):
        before = page.evaluate(SAVE)["state"]["history"]
        tap_first_listed_move(page)
        wait_until(page, f"(a) => ({TAPPABLE})(a) !== null", {"selector": "button", "name": undo}, timeout_s=60, what="Undo")
        after_ms(page, wait_ms)
        # (Tapped during the computer player's move, the Undo waits until that move is in, then
        # takes back both.)
        tap_once_ready(page, "button", undo, "Undo")
        # The save is read once the table at rest answers the tap: the game from before the person's
        # move, or with the computer player's reply as well (which the Undo must have stopped). (The
        # page is not at rest while the undo's save is written: tests/js/play-session.test.mjs.)
        wait_until(page, f"(n) => ({IDLE})() && [String(n), String(n + 2)].includes(({SHOWN_MOVES})())", len(before),
                   timeout_s=60, what="the table after the tap on Undo")
        after = page.evaluate(SAVE)
        assert after["state"]["history"] == before, f"{page.engine}: a move was played after undo (waited {wait_ms} ms); {seen(page)}"
        wait_until(page, f"() => ({SHOWN_MOVES})() === '{len(before)}'", timeout_s=60, what="the table as before the move")
        # Play on, so the next round starts from a position where the computer player has moved.
        tap_first_listed_move(page)
        wait_until(page, f"() => ({SHOWN_MOVES})() === '{len(before) + 2}'", timeout_s=30, what="the computer player's reply")
    assert_clean(page, server, since)


def test_a_second_tab_never_rolls_for_the_person(app_page, served):
    """The Goose, Anna against a computer player with a long pause. Anna rolls and goes to Saved
    games; the game is opened in a second tab, and half a second later in the first again, while the
    computer player is to roll: it rolls once, in one tab, and nothing moves for Anna in either tab
    however long they wait. Anna rolls once more: the save holds one roll of hers per tap, and both
    tabs show every saved move."""
    server, site = served
    since = len(server.failures)
    first = desk(app_page, site)
    with seeded(first, 1):  # the two players take turns in the first six rolls
        start_game(first, "goose", ["human", "bot"], names=["Anna", "Bot"])
    set_speed(first, "slow")
    roll = text("en", "goose.move.roll")
    assert tap(first, "button", roll)
    wait_until(first, f"() => ({LOG_LINES})() === 1", timeout_s=60, what="the roll in the log")  # saved, then shown
    assert first.click("() => document.querySelector('#saves-button')")  # left during the computer player's pause
    second = first.beside(1280, 800)
    second.goto(site)  # comes to Saved games too, where the first tab was last
    wait_engine(second)
    resume = {"cards": "#screen-saves .card", "has": "Anna", "name": text("en", "home.resume")}
    # The second tab opens the game, its pause begins; half a second later the first tab does too.
    wait_until(second, f"(a) => ({CARD_BUTTON})(a) !== null", resume, what="Anna's game in Saved games")
    assert second.click(CARD_BUTTON, resume)
    wait_until(second, TABLE_DRAWN, what="the table in the second tab")
    after_ms(second, 500)
    assert first.click(CARD_BUTTON, resume)
    wait_until(first, TABLE_DRAWN, what="the table in the first tab")
    # The computer player rolls once, in one tab; then neither tab has anything under way.
    wait_until(first, f"() => ({LOG_LINES})() >= 2", timeout_s=60, what="the computer player's roll")
    wait_idle(first, second)

    def annas_rolls() -> tuple[int, dict]:
        save = first.evaluate(SAVE)
        return sum(1 for events in save["log"] if events and events[0]["type"] == "roll" and events[0]["seat"] == 0), save

    assert annas_rolls()[0] == 1, f"{first.engine}: a tab rolled for Anna"
    try:
        wait_until(first, f"(a) => ({TAPPABLE})(a) !== null", {"selector": "button", "name": roll}, timeout_s=60, what="Roll")
    except AssertionError:  # say what each tab shows and which one runs the computer player
        raise AssertionError(f"{first.engine}: Anna cannot roll: " + "; ".join(
            f"{name} tab: {tab.evaluate(TAB)}" for name, tab in (("first", first), ("second", second)))) from None
    lines = first.evaluate(f"() => ({LOG_LINES})()")
    assert tap(first, "button", roll)
    # Her roll saved, the computer player's reply too, and no other roll for her once both tabs are at rest.
    wait_until(first, f"() => ({LOG_LINES})() >= {lines + 2}", timeout_s=60, what="her roll and the reply")
    wait_idle(first, second)
    count, save = annas_rolls()
    assert count == 2, f"{first.engine}: Anna tapped twice, the save has {count} rolls of hers"
    for tab in (first, second):
        wait_until(tab, f"() => ({LOG_LINES})() === {len(save['log'])}", timeout_s=20, what="every saved move in the log")
    assert_clean(first, server, since)
    assert_clean(second)
    second.close()


# Every kind in Chromium; in WebKit and Firefox a race of two people (dice) and of a person and a
# computer player (cards): the sowing game races two people as the dice game does.
RACES = [pytest.param(engine, kind, marks=getattr(pytest.mark, "browser" if engine == "chromium" else engine), id=f"{engine}-{kind}")
         for engine in ("chromium", "webkit", "firefox") for kind in KINDS if engine == "chromium" or kind != "sowing"]


@pytest.mark.parametrize("engine,kind", RACES, indirect=["engine"])
def test_two_tabs_racing_on_one_game_lose_no_move(app_page, served, engine, kind):
    """Races of two tabs tapping different moves 0–250 ms apart (half of them within 20 ms), eight
    in Chromium and four in WebKit and Firefox: each tab ends showing the saved game, no write
    replaces another, and a tab whose move was not kept says so; where two people tap, one tap never
    plays nothing without a word. (`benchmarks/two_tab_races.py` runs a hundred and more per kind.)"""
    server, site = served
    since = len(server.failures)
    races = 8 if engine == "chromium" else 4
    tabs = TwoTabs(desk(app_page, site), site, kind, lead_ms=400 if engine == "chromium" else 1000)
    tally = tabs.run(races=races, seed=list(KINDS).index(kind) + 1)
    assert tally.lost == 0, tally.problems
    if KINDS[kind][1].count("human") == 2:
        assert tally.untold == 0, tally.problems
    assert tally.races >= races
    tabs.close()
    assert not server.failures[since:], server.failures[since:]


def test_moves_made_in_a_full_storage_are_saved_once_the_player_makes_room(new_page, served):
    """Three rolls while the storage is full; the player does what the message says: goes to Saved
    games (warned on leaving that the moves are not saved yet), deletes another game, and resumes.
    The three rolls are there, and after a reload too."""
    server, site = served
    since = len(server.failures)
    page = new_page(1024, 768)  # a profile of its own: the storage is filled
    open_app(page, site)
    wait_engine(page)
    # Dice of a game of 61 rolls: a finished game offers no Resume, and random dice end a game of
    # two on its third roll now and then.
    with seeded(page, 1):
        start_game(page, "goose", ["human", "human"], names=["Anna", "Bert"])
    page.evaluate("(r) => localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r))", old_finished_goose(200_000))
    assert page.evaluate(FILL) > 0
    roll = text("en", "goose.move.roll")
    for n in range(1, 4):
        wait_until(page, f"(a) => ({TAPPABLE})(a) !== null", {"selector": "button", "name": roll}, timeout_s=60, what="Roll")
        assert tap(page, "button", roll)
        wait_until(page, f"() => ({LOG_LINES})() === {n}", timeout_s=60, what=f"roll {n} in the log")
        # Each roll's save fails and the player is offered room; they close the offer and roll on
        # (waited for: on a busy machine the offer can come after the roll is drawn, under the finger).
        wait_until(page, "() => document.querySelector('.room-dialog[open]') !== null", timeout_s=60, what=f"the offer of room after roll {n}")
        assert tap(page, ".room-dialog[open] button", text("en", "common.close"))
        wait_until(page, "() => document.querySelector('.room-dialog[open]') === null", timeout_s=60, what="the offer closed")
    assert page.click("() => document.querySelector('#saves-button')")
    wait_until(page, "(a) => document.querySelector('#confirm-dialog[open]')?.textContent.includes(a)",
               text("en", "saves.leave_unsaved"), timeout_s=60, what="the warning on leaving")
    assert tap(page, "#confirm-yes")
    saved_list = "(a) => (document.querySelector('#screen-saves .saves')?.textContent ?? '').includes(a)"
    wait_until(page, saved_list, text("en", "saves.waiting"), timeout_s=60, what="the game waiting for room")
    delete = {"cards": "#screen-saves .saves .card", "has": "Old A", "name": text("en", "saves.delete")}
    assert page.click(CARD_BUTTON, delete)
    wait_until(page, "() => document.querySelector('#confirm-dialog[open]') !== null", timeout_s=60, what="the question")
    assert tap(page, "#confirm-yes")
    wait_until(page, "(a) => (document.querySelector('#screen-saves .message')?.textContent ?? '').includes(a)",
               text("en", "saves.waiting_saved"), timeout_s=60, what="the game saved")
    assert not page.evaluate(saved_list, text("en", "saves.waiting"))
    assert page.click(CARD_BUTTON, {"cards": "#screen-saves .saves .card", "has": "Anna", "name": text("en", "home.resume")})
    wait_until(page, f"() => ({LOG_LINES})() === 3", timeout_s=60, what="the three rolls")
    page.reload()
    wait_engine(page)
    wait_until(page, f"() => ({LOG_LINES})() === 3", timeout_s=60, what="the three rolls after a reload")
    assert len(page.evaluate(SAVE)["state"]["history"]) == 3
    assert_clean(page, server, since)
    page.close()


def test_a_damaged_save_found_in_a_full_storage_is_listed_for_export(new_page, served):
    """No room to move a damaged save aside: it stays where it is, is listed among the damaged
    saves and exports byte for byte, and the player is told."""
    server, site = served
    since = len(server.failures)
    page = new_page(1024, 768)  # a profile of its own: the storage is filled
    open_app(page, site)
    damaged = '{"schema": 1, "id": "broken", "game": "goose", "state": {"game": "goo'
    page.evaluate("(raw) => localStorage.setItem('gurkenglas:save:broken', raw)", damaged)
    assert page.evaluate(FILL) > 0
    assert page.click("() => document.querySelector('#saves-button')")
    wait_until(page, "(a) => document.querySelector('#notice-text').textContent === a", text("en", "saves.quarantined_notice", count=1),
               timeout_s=60, what="the notice of the damaged save")
    section = "#screen-saves .damaged"
    wait_until(page, f"() => ({IDLE})() && document.querySelector('{section}')?.checkVisibility() === true", timeout_s=60,
               what="the damaged saves, at rest")
    export = text("en", "saves.export")
    if page.engine == "chromium":  # the file itself
        with page.page.expect_download() as download:
            assert tap(page, f"{section} button", export)
        exported = Path(download.value.path()).read_text(encoding="utf-8")
    else:
        page.evaluate(KEEP_EXPORTS)
        assert tap(page, f"{section} button", export)
        wait_until(page, "() => window.exported.length > 0", timeout_s=60, what="the export")
        exported = page.evaluate("() => Promise.all(window.exported)")[0]
    assert exported == damaged
    assert page.evaluate("() => document.querySelectorAll('#screen-saves .saves .card').length") == 0
    assert_clean(page, server, since)
    page.close()


def test_a_save_whose_label_disagrees_with_its_game_is_refused_as_damaged(app_page, served):
    """A Goose game saved under the label Gulek is never drawn with Gulek's table: it is put aside
    as damaged, with the reason, and the player is told."""
    server, site = served
    since = len(server.failures)
    page = desk(app_page, site)
    start_game(page, "goose", ["human", "human"], names=["Olga", "Piet"])
    assert tap(page, "button", text("en", "goose.move.roll"))
    wait_until(page, f"() => ({LOG_LINES})() === 1", timeout_s=60, what="the roll in the log")
    page.evaluate("""() => {
      const route = JSON.parse(localStorage.getItem("gurkenglas:prefs")).route;
      const key = `gurkenglas:save:${route.params.id}`;
      const save = JSON.parse(localStorage.getItem(key));
      save.game = "gulek";
      localStorage.setItem(key, JSON.stringify(save));
    }""")
    page.reload()
    wait_until(page, "(a) => (document.querySelector('#screen-saves .damaged')?.textContent ?? '').includes(a)",
               "a goose game labelled gulek", timeout_s=60, what="the save among the damaged")
    assert page.evaluate("() => !document.querySelector('#notice').hidden && document.querySelector('#notice').checkVisibility()")
    assert page.evaluate("() => document.querySelectorAll('#screen-play canvas').length") == 0
    stored = page.evaluate("() => Object.keys(localStorage).filter((k) => k.includes('quarantine:'))")
    assert len(stored) == 1
    raw = json.loads(page.evaluate("(k) => localStorage.getItem(k)", stored[0]))["raw"]
    assert json.loads(raw)["state"]["game"] == "goose"  # kept whole, to export
    assert_clean(page, server, since)
