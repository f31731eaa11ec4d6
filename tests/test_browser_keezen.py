"""Keezen in the page: a team game against bots to the end, the hand-over screen, reload mid-game."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from browser import (
    Watched,
    await_turn,
    open_saved,
    open_side_panel,
    seen,
    settle,
    start_game,
    tap,
    tap_first_move,
    text,
)
from saves import played

pytestmark = pytest.mark.browser


@pytest.fixture
def watched(tablet):
    return tablet


TURN = ".move-list-body button:enabled"  # a person's decision, in the list of legal moves


def start(w: Watched, kinds, teams=False):
    def choose_teams(page):
        if teams:
            page.get_by_label(text("en", "games.keezen.option.teams"), exact=True).check()
    start_game(w.page, "keezen", kinds, configure=choose_teams)


def open_move_list(page):
    settle(page)
    details = page.locator(".move-list")
    if details.count() and details.get_attribute("open") is None:
        tap(page, details.locator("summary"))
        expect(details).to_have_attribute("open", "")


def play_first_listed_move(page) -> bool:
    """Play the first legal move from the accessible list in the side panel, if it is a person's turn."""
    if not page.locator(".move-list").count():
        return False
    open_side_panel(page)
    open_move_list(page)
    return tap_first_move(page, page.locator(".move-list-body button:enabled"))


def test_a_four_player_team_game_with_three_bots_is_played_to_the_end(watched):
    """The last rounds of a team game against three bots, resumed from Saved games, played from the
    list of every move until the teams' places are shown."""
    w = watched
    w.open()
    page = w.page
    open_saved(page, played("keezen", ["human", "bot", "bot", "bot"], seed=1, options={"teams": True}, level="default", left=60))
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    deadline = time.time() + 900
    moves = 0
    while True:
        await_turn(page, TURN, 900)
        if result.is_visible():
            break
        assert time.time() < deadline, "the game did not finish in time"
        assert play_first_listed_move(page), f"no move to tap; {seen(page)}"
        moves += 1
    assert moves >= 8, f"the person made only {moves} moves"
    expect(page.locator(".ranking li")).to_have_count(4)
    expect(page.locator(".ranking")).to_contain_text(text("en", "play.winner"))
    w.assert_clean()


def test_the_hand_over_screen_hides_the_next_players_hand(watched):
    w = watched
    w.open()
    start(w, ["human", "human"])
    page = w.page
    handover = page.get_by_role("dialog", name=text("en", "play.handover_title", name="P1"))
    expect(handover.or_(page.get_by_role("dialog", name=text("en", "play.handover_title", name="P2")))).to_be_visible()
    # Nobody's cards are on the screen until the player taps.
    assert not page.locator(".keezen-hand button").filter(visible=True).count()
    first = "P1" if handover.is_visible() else "P2"
    page.get_by_role("button", name=text("en", "play.handover_button", name=first)).click()
    expect(page.locator(".keezen-hand button").first).to_be_visible()
    assert play_first_listed_move(page)
    second = "P2" if first == "P1" else "P1"
    expect(page.get_by_role("dialog", name=text("en", "play.handover_title", name=second))).to_be_visible()
    assert not page.locator(".keezen-hand button").filter(visible=True).count()
    assert "Your cards" not in page.locator("#board-description").text_content()  # not in words either
    w.assert_clean()


def test_reloading_mid_game_restores_the_table(watched):
    w = watched
    w.open()
    start(w, ["human", "bot", "bot", "bot"], teams=True)
    page = w.page
    for _ in range(3):
        await_turn(page, TURN, 60)
        assert play_first_listed_move(page), f"no move to tap; {seen(page)}"
    await_turn(page, TURN, 60)
    before = page.locator("#board-description").text_content()
    assert "Your cards" in before
    page.reload()
    w.wait_engine()
    expect(page.locator(".move-list")).to_be_attached(timeout=60000)
    assert page.locator("#board-description").text_content() == before
    w.assert_clean()


def test_playing_on_for_the_places_shows_who_has_finished(watched):
    """House rule "play on for the places": a player whose pawns are all home keeps their place on
    show while the others play on."""
    import json

    from gurkenglas import api

    def ok(method, **params):
        answer = json.loads(api.call(method, json.dumps(params)))
        assert answer["ok"], answer
        return answer["result"]

    seats = [{"kind": "bot", "name": name, "level": "easy"} for name in ("A", "B", "C")]
    state = ok("new_game", game="keezen", players=3, options={"play_for_places": True}, seed=5, seats=seats)["state"]
    while not ok("view", state=state, seat=None)["places"]:
        state = ok("apply", state=state, move=ok("bot_move", state=state, level="easy")["move"])["state"]
    first = ok("view", state=state, seat=None)["places"][0][0]
    assert not ok("status", state=state)["over"]
    saved = {"schema": 1, "id": "places", "game": "keezen", "created": 1, "updated": 2, "revision": 0, "players": ["A", "B", "C"],
             "over": False, "state": state, "log": [], "setup": {"players": 3, "seats": seats, "options": state["options"]}}
    page = watched.page
    watched.open()
    page.evaluate("""(r) => {
        localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r));
        localStorage.setItem('gurkenglas:prefs', JSON.stringify({ route: { name: 'play', params: { id: r.id } }, botSpeed: 'slow' }));
    }""", saved)
    page.reload()
    watched.wait_engine()
    rows = page.locator(".player-list li")
    expect(rows.nth(first)).to_contain_text(text("en", "keezen.status.place", n=1))
    assert text("en", "keezen.status.place", n=1) not in rows.nth((first + 1) % 3).text_content()
