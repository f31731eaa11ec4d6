"""A game played to its end through the page on the devices it is made for, in each engine, by a player who asks for the hint at each decision and taps "Play it" (a tap on the
hand-over card first where the tablet is passed). Each decision is checked on the screen of the
moment as the layout test checks the first: the table fits below the top bar, nothing lies on a
control, nothing scrolls, no name or badge on a seat row is cut. In Chromium the screen switches
between an upright tablet and a phone at every decision; in WebKit and Firefox the tablet is turned
at every decision, upright and lying (there Gulek Solo clears a puzzle, not the whole board, and
WebKit's Gurke match is taken up from its save in its last deal). The game must reach its result."""

from __future__ import annotations

import json
import time

import pytest

from browser import MOVES, text
from gurkenglas import api
from layout import fit_problems
from player import (
    HANDOVER,
    SETUP_ANSWERED,
    TAPPABLE,
    assert_clean,
    decide,
    hint_askable,
    open_app,
    open_saved,
    seen,
    set_value,
    start_game,
    tappable,
    wait_until,
)
from saves import played

# game: (preset, seats): one person, bots for the rest, at the shortest rules a game has.
GAMES = {
    "goose": (None, ["human", "bot"]),
    "keezen": (None, ["human", "bot"]),
    "gurke": (None, ["human", "bot"]),
    "gulek": (None, ["human", "bot"]),
    "gulek_solo": (None, ["human"]),
    "gulek_single": (None, ["human"]),
    "mixed_pickles": (None, ["human", "bot"]),
    "stamp_swap": ("intro", ["human"]),
}
# A few games in each engine: every kind of decision of every game is drawn on the screens each
# engine is met on by test_browser_tables.py, and each game's last moves are played to its end by
# tapping in Chromium by its own page test (test_browser_<game>.py) and with the keyboard
# (test_browser_keyboard.py); a whole Goose game is rolled in every engine by test_browser_engines.py.
WHOLE = {"chromium": ["stamp_swap"], "webkit": ["gurke"], "firefox": ["gulek_solo"]}
# In WebKit the Gurke match is taken up from its save in its last deal (its setup is met in WebKit by
# test_browser_table_mode.py, every kind of its decisions by test_browser_tables.py): the Hint at each
# of a whole match's fifty decisions is minutes of work for the machine, the same work each time.
TAKEN_UP = {("webkit", "gurke"): dict(seed=1, left=16)}
CASES = [pytest.param(engine, game, marks=getattr(pytest.mark, "browser" if engine == "chromium" else engine), id=f"{engine}-{game}")
         for engine, games in WHOLE.items() for game in games]
SCREENS = {"chromium": [(768, 1024), (390, 844)], "webkit": [(768, 1024), (1024, 768)], "firefox": [(768, 1024), (1024, 768)]}
# Gulek Solo's board is cleared to its end with the keyboard in Chromium by test_browser_gulek.py; in
# Firefox it clears one of its puzzles, a game of its own from its start to its end on the same table.
OVER = "() => document.querySelector('#screen-play .result:not([hidden])') !== null"
# A decision of the person: the hand-over card, or the Hint a finger can reach.
DECIDABLE = f"""() => ({HANDOVER})() || ({TAPPABLE})({{ selector: ".play-tools button", name: {json.dumps(text("en", "play.hint"))} }}) !== null"""
# What a decision changes: the moves the table shows, and whether the hand-over card is up.
STATE = f"() => [({MOVES})(), ({HANDOVER})()]"
PUZZLES = {"gulek_solo": "three_one"}
CATALOG = {g["id"]: g for g in json.loads(api.call("catalog", "{}"))["result"]["games"]}


def puzzle(game: str, name: str):
    """The setup's puzzle chosen as a person picks it from the list (its entries are in the order of
    the option's values)."""
    values = next(o["values"] for o in CATALOG[game]["options"] if o["id"] == "puzzle")

    def configure(page) -> None:
        set_value(page, "select", "option-puzzle", str(values.index(name)))
        wait_until(page, SETUP_ANSWERED, what="the engine's answer")
    return configure


@pytest.mark.parametrize("engine,game", CASES, indirect=["engine"])
def test_a_whole_game_on_an_upright_tablet_and_a_phone(engine, app_page, served, game):
    preset, seats = GAMES[game]
    server, site = served
    since = len(server.failures)
    screens = SCREENS[engine]
    page = app_page(*screens[0])
    open_app(page, site)
    if (engine, game) in TAKEN_UP:
        open_saved(page, played(game, seats, level="default", **TAKEN_UP[engine, game]))
    else:
        start_game(page, game, seats, preset, configure=puzzle(game, PUZZLES[game]) if engine != "chromium" and game in PUZZLES else None)
    decisions = 0
    deadline = time.time() + 400
    longest, last = 0.0, time.time()  # the longest wait for a decision, for the message if the game stalls
    while True:
        assert time.time() < deadline, (f"{engine}: {game} did not end in time ({decisions} decisions, the longest "
                                        f"wait {longest:.0f} s, the last {time.time() - last:.0f} s ago); {seen(page)}")
        wait_until(page, f"() => ({OVER})() || (document.documentElement.dataset.idle === 'true' && ({DECIDABLE})())",
                   timeout_s=max(1.0, deadline - time.time()), what=f"{game}: decision {decisions + 1} or the result")
        if page.evaluate(OVER):
            break
        if hint_askable(page):
            width, height = screens[decisions % len(screens)]
            page.resize(width, height)
            problems = fit_problems(page)
            assert not problems, f"{engine}: {game}, decision {decisions + 1}, on {width}x{height}: " + "; ".join(problems)
        # One tap of the player (the hand-over card, or the hint and its move), which must do something.
        before = page.evaluate(STATE)
        assert decide(page), f"{engine}: {game}, decision {decisions + 1} cannot be tapped; {seen(page)}"
        wait_until(page, f"(before) => JSON.stringify(({STATE})()) !== JSON.stringify(before)", before, timeout_s=30,
                   what=f"{game}: what decision {decisions + 1} does")
        decisions += 1
        longest, last = max(longest, time.time() - last), time.time()
    for width, height in screens:
        page.resize(width, height)
        problems = fit_problems(page)
        assert not problems, f"{engine}: {game}, the result, on {width}x{height}: " + "; ".join(problems)
        assert tappable(page, ".result button", text("en", "play.again")), f"{engine}: no 'Play again' on {width}x{height}"
    print(f"{engine}: {game}: {decisions} decisions")
    assert_clean(page, server, since)
