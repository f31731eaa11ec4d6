"""The review analysed in the background: a game's review is kept with its save by the
time the game ends or while the progress bar by the result runs, its steps are the saved game's
moves, a move made while the analysis works is answered before the analysis is, leaving the game
stops the analysis worker, and two tabs lose no move to the review's writes. (The time a move waits
and how long after the result the review is complete are measured by
benchmarks/review_background.py, never asserted here.)"""

from __future__ import annotations

import json
import time

import pytest

from browser import FILL_STORAGE, SAVE, Watched, seeded, side_panel, start_game as set_up, tap, tap_move, text
from engines import PlaywrightPage
from gurkenglas import api
from player import assert_clean, open_app, start_game, wait_until
from races import TwoTabs

RESULT = "() => document.querySelector('#screen-play .result:not([hidden])') !== null"
REVIEW = """() => {
  const route = JSON.parse(localStorage.getItem("gurkenglas:prefs")).route;
  const save = JSON.parse(localStorage.getItem(`gurkenglas:save:${route.params.id}`));
  return { history: save.state.history, review: save.review ?? null };
}"""
ANALYSIS = "() => document.documentElement.dataset.analysis ?? null"
# From now on, window.analysisCalls counts the calls the analysis worker takes up.
COUNT_ANALYSIS_CALLS = """() => {
  window.analysisCalls = 0;
  new MutationObserver(() => { if (document.documentElement.dataset.analysisCall !== undefined) window.analysisCalls += 1; })
    .observe(document.documentElement, { attributes: true, attributeFilter: ["data-analysis-call"] });
}"""


def canonical(move) -> str:
    return json.dumps(move, separators=(",", ":"), sort_keys=True)


def assert_reviewed(saved: dict) -> None:
    """A complete review whose steps are the saved game's moves, one each, in order."""
    review = saved["review"]
    assert review is not None, "no review in the save"
    assert review["complete"], f"the review is not complete: {review['analysed']} of {review['plies']} steps"
    assert [canonical(step["move"]) for step in review["steps"]] == [canonical(json.loads(m)) for m in saved["history"]]
    assert [step["step"] for step in review["steps"]] == list(range(1, len(saved["history"]) + 1))


@pytest.mark.parametrize("engine", [pytest.param("chromium", marks=pytest.mark.browser),
                                    pytest.param("webkit", marks=pytest.mark.webkit),
                                    pytest.param("firefox", marks=pytest.mark.firefox)], indirect=True)
def test_a_game_of_two_computer_players_is_reviewed_by_its_end(engine, app_page, served):
    """The Goose, two computer players at the fastest speed, in each engine (on a first visit the
    analysis worker restores the snapshot the engine worker has just kept): while nobody but the
    computer players is waited for, the analysis leaves the device to the game; the review in the
    save is complete soon after the result, every move of the game in it, and the analysis worker,
    its work done, is gone."""
    server, site = served
    since = len(server.failures)
    page = app_page(1024, 768)
    open_app(page, site, background_review=True)
    before = page.evaluate(ANALYSIS)  # (a page of this module may have had an analysis worker already)
    page.evaluate("() => { delete window.analysisDuringPlay; }")
    start_game(page, "goose", ["bot", "bot"])
    # Watched on every frame to the result, both read at one moment (the analysis may start the
    # moment the result shows): what the analysis was while the computer players played, if it changed.
    wait_until(page, f"""(before) => {{
      const over = ({RESULT})(), now = ({ANALYSIS})();
      if (!over && now !== before) window.analysisDuringPlay = now;
      return over || window.analysisDuringPlay !== undefined;
    }}""", before, timeout_s=180, what="the result")
    assert page.evaluate("() => window.analysisDuringPlay ?? null") is None, "the analysis worker started during the computer players' turns"
    wait_until(page, f"() => ({REVIEW})().review?.complete === true", timeout_s=120, what="the complete review")
    assert_reviewed(page.evaluate(REVIEW))
    wait_until(page, f"() => ({ANALYSIS})() === 'stopped'", timeout_s=10, what="the analysis worker to go")
    assert page.evaluate("() => document.documentElement.dataset.analysisPath") == "snapshot"
    assert_clean(page, server, since)


@pytest.mark.browser
def test_a_full_storage_drops_the_review_never_the_move(tablet):
    """The Goose, Anna and Bert: a few rolls, each kept with the review so far; the storage is then
    filled to the brim. The next roll is saved all the same, without the review, which finds no room
    afterwards either, and nobody is told the storage is full."""
    page = tablet.page
    tablet.open(background_review=True)
    # Dice of a game of 61 rolls: the fourth roll is one of a game still under way, where random dice
    # end a game of two within three or four rolls now and then.
    with seeded(page, 1):
        set_up(page, "goose", ["human", "human"], names=["Anna", "Bert"])
    roll = page.get_by_role("button", name=text("en", "goose.move.roll"))
    for n in range(1, 4):
        tap(page, roll)
        tablet.wait_until(f"() => ({SAVE})().state.history.length === {n}", timeout_s=30)
    tablet.wait_until(f"() => ({SAVE})().review?.steps.length === 3", timeout_s=60)
    assert page.evaluate(FILL_STORAGE) > 0
    page.evaluate(COUNT_ANALYSIS_CALLS)
    tap(page, roll)
    tablet.wait_until(f"() => ({SAVE})().state.history.length === 4", timeout_s=30)
    # The analysis goes on meanwhile, and its review finds no room either: looked at once it has answered.
    tablet.wait_until("() => window.analysisCalls > 0 && document.documentElement.dataset.analysisCall === undefined",
                      timeout_s=60, what="the analysis of the fourth roll")
    assert "review" not in page.evaluate(SAVE), "the review was kept where there was no room for it"
    assert not page.get_by_role("dialog", name=text("en", "saves.full_title")).is_visible()
    assert not page.evaluate("() => document.querySelector('#notice:not([hidden])') !== null")
    tablet.assert_clean()


def near_the_end(seed: int, left: int) -> tuple[dict, list[dict], int]:
    """Mixed Pickles, Anna (a person) against a computer player, played by the bots from `seed` up to
    the last decision of Anna's that leaves at least `left` moves: the state, each move's events, and
    how many moves the whole game had."""
    seats = [{"kind": "human", "name": "Anna", "level": None}, {"kind": "bot", "name": "Bot", "level": None}]

    def call(method: str, params: dict) -> dict:
        answer = json.loads(api.call(method, json.dumps(params)))
        assert answer["ok"], answer
        return answer["result"]

    state = call("new_game", {"game": "mixed_pickles", "players": 2, "options": {}, "seed": seed, "seats": seats})["state"]
    states, logs, movers = [state], [], []
    while not call("status", {"state": state})["over"]:
        legal = call("legal_moves", {"state": state})
        move = call("bot_move", {"state": state, "seat": legal["seat"], "budget_ms": 200})["move"]
        played = call("apply", {"state": state, "move": move, "seat": legal["seat"]})
        state = played["state"]
        states.append(state)
        logs.append(played["events"])
        movers.append(legal["seat"])
    total = len(movers)
    at = max(k for k in range(total - left + 1) if movers[k] == 0)
    return states[at], logs[:at], total


def save_record(state: dict, log: list) -> dict:
    seats = state["seats"]
    return {"schema": 1, "id": "nearend", "game": "mixed_pickles", "created": 1, "updated": 2, "revision": 1,
            "players": [s["name"] for s in seats], "over": False, "state": state, "log": log,
            "setup": {"players": 2, "seats": seats, "options": {}}}


ANALYSIS_CALL = "() => document.documentElement.dataset.analysisCall ?? null"  # the analysis call under way
SHOWN = "() => Number(document.querySelector('#screen-play .log').dataset.moves)"  # the moves on the table


def tap_first_listed_move(page) -> None:
    with side_panel(page):
        summary = page.locator("#screen-play .move-list:not([open]) summary")
        if summary.count():
            tap(page, summary)
        tap_move(page, page.locator("#screen-play .move-list-body button:enabled").first)


@pytest.mark.browser
def test_a_card_game_analysed_while_it_is_played_ends_with_its_review(browser, site):
    """Mixed Pickles near its end, Anna against a computer player: while the analysis is at work on
    the game so far, Anna's moves are answered and saved without waiting for it (of her moves made
    while a call of the analysis was under way, one at least is shown before that call ends: a move
    that waited for the analysis never is); leaving the game stops the analysis worker, and coming
    back starts it again. Anna plays on to the end:
    a progress bar by the result, with its name, shows what is left, and the save then holds the
    complete review, every move of the game in it."""
    state, log, total = near_the_end(seed=5, left=6)
    context = browser.new_context(locale="en-US", viewport={"width": 1280, "height": 800})
    tab = Watched(context.new_page(), site)
    page = tab.page
    tab.open(background_review=True)
    tab.wait_engine()
    page.evaluate("(r) => { localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r));"
                  " localStorage.setItem('gurkenglas:prefs', JSON.stringify({ route: { name: 'play', params: { id: r.id } } })); }",
                  save_record(state, log))
    page.reload()
    tab.wait_engine()
    moves = page.locator("#screen-play .log")
    moves.wait_for(state="attached", timeout=60000)
    with side_panel(page):
        page.get_by_role("combobox", name=text("en", "play.bot_speed")).select_option("instant")

    # The analysis takes up the game so far (a call of three seconds at least: a step of Mixed Pickles
    # plays the game out two dozen times); Anna moves as soon as one of its calls has begun.
    tab.wait_until("() => document.documentElement.dataset.analysisCall !== undefined", timeout_s=120)
    begun = page.evaluate(ANALYSIS_CALL)
    tab.wait_until("(c) => ![undefined, c].includes(document.documentElement.dataset.analysisCall)", timeout_s=120, arg=begun,
                   what="the next call of the analysis")
    call = page.evaluate(ANALYSIS_CALL)
    shown = len(state["history"])
    tap_first_listed_move(page)
    tab.wait_until(f"(n) => ({SHOWN})() > n", timeout_s=60, arg=shown, what="Anna's first move shown")
    assert len(page.evaluate(SAVE)["state"]["history"]) > shown, "the move is shown but not saved"
    # Whether the call under way at the tap was still under way when the move was shown. (Once is
    # proof that the move did not wait; on a busy machine a move can be slower than what was left
    # of a call, so each of Anna's moves is looked at.)
    before_the_call_ended = [page.evaluate(ANALYSIS_CALL) == call]
    assert len(page.workers) == 2, [w.url for w in page.workers]  # the engine and the analysis

    # Leaving stops the analysis worker (its call under way is dropped); back, it starts again.
    with page.workers[-1].expect_event("close", timeout=10000):  # the analysis worker, started after the engine's
        page.locator("#home-button").click()
        tab.wait_until(f"() => ({ANALYSIS})() === 'stopped'", timeout_s=10)
        tab.wait_until("() => document.documentElement.dataset.analysisCall === undefined", timeout_s=10)
    assert len(page.workers) == 1, [w.url for w in page.workers]
    page.locator("#saves-button").click()
    page.locator("#screen-saves .card", has_text="Anna").get_by_role("button", name=text("en", "home.resume")).click()
    tab.wait_until(f"() => ({ANALYSIS})() === 'ready'", timeout_s=120)

    # Anna plays on to the end; the computer player answers at once.
    deadline = time.time() + 300
    while True:
        tab.wait_until(f"() => ({RESULT})() || (document.documentElement.dataset.idle === 'true'"
                       " && document.querySelector('#screen-play .move-list-body button:enabled') !== null)",
                       timeout_s=max(1.0, deadline - time.time()), what="Anna's turn or the result")
        if page.evaluate(RESULT):
            break
        call, moves = page.evaluate(ANALYSIS_CALL), page.evaluate(SHOWN)
        tap_first_listed_move(page)
        if call is not None:
            tab.wait_until(f"(n) => ({SHOWN})() > n || ({RESULT})()", timeout_s=60, arg=moves, what="Anna's move shown")
            before_the_call_ended.append(page.evaluate(ANALYSIS_CALL) == call)
    assert any(before_the_call_ended), f"every move of Anna's waited for the analysis call under way ({before_the_call_ended})"
    saved = page.evaluate(REVIEW)
    assert len(saved["history"]) == total
    if not (saved["review"] and saved["review"]["complete"]):
        bar = page.get_by_role("progressbar", name=text("en", "play.review_progress"))
        assert bar.is_visible(), "no progress bar while the review is finished"
        assert int(bar.get_attribute("max")) == total
    tab.wait_until(f"() => ({REVIEW})().review?.complete === true", timeout_s=300)
    assert_reviewed(page.evaluate(REVIEW))
    tab.wait_until("() => document.querySelector('#screen-play .review-status').hidden", timeout_s=10)
    tab.wait_until(f"() => ({ANALYSIS})() === 'stopped'", timeout_s=10)  # nothing left to analyse
    tab.assert_clean()
    context.close()


@pytest.mark.browser
def test_two_tabs_lose_no_move_to_the_review_s_writes(browser, site):
    """Gurke, Anna against a computer player, in two tabs racing on the same game while the tab that
    runs the computer player keeps the review in the save: no move is lost, and the review was
    written during the races."""
    page = PlaywrightPage(browser, 1280, 800)
    tabs = TwoTabs(page, site, "cards", background_review=True)
    lost, problems, reviews = 0, [], 0
    deadline = time.time() + 120
    for round_ in range(10):
        tally = tabs.run(races=4 if round_ == 0 else 2, seed=24 + round_)
        lost, problems, reviews = lost + tally.lost, problems + tally.problems, reviews + tally.review_writes
        if reviews or time.time() > deadline:
            break
    assert lost == 0, problems
    assert reviews > 0, "no review was written while the tabs raced"
    tabs.close()
    page.close()
