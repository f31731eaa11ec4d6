"""Learn to play and Why in WebKit (every iPad) and Firefox, through tests/engines.py: the Goose's
guided game from its card to the guide's end by tapping the lit control, the guide's words at every
decision, the "Why?" tool opening the rules at the decision's rule, and a tap on a card that may not
be played telling why."""

from __future__ import annotations

import time

import pytest

from browser import seeded, text
from gurkenglas.games import GAMES
from player import (
    HOME,
    IDLE,
    TAPPABLE,
    assert_clean,
    open_app,
    seen,
    set_value,
    start_game,
    tap,
    tap_at_rest,
    wait_until,
)
from test_browser_guide import FINISH, LIT, STEP_STATE
from test_browser_why import first_decision, reason_words

ENGINES = [pytest.param("webkit", marks=pytest.mark.webkit), pytest.param("firefox", marks=pytest.mark.firefox)]


def learn(page, site, game: str) -> None:
    """From the home screen: "Learn to play" on the game's card; the computer players move at once."""
    open_app(page, site)
    # At rest: the engine's status bar goes 600 ms after the engine is ready, and the cards move up.
    wait_until(page, f"() => ({HOME})() && ({IDLE})()", what="the home screen at rest")
    name = text("en", f"games.{game}.name")
    assert page.click("""(name) => [...document.querySelectorAll('.game-card')].find((c) => c.querySelector('h3').textContent === name)
                                 .querySelector('button.learn')""", name), f"no Learn to play on the card of {name}"
    wait_until(page, "() => document.querySelector('.guide-box') !== null && document.documentElement.dataset.engine === 'ready'",
               what="the guided game")
    set_value(page, "select", text("en", "play.bot_speed"), "instant")


def tap_lit_to_the_end(page, engine: str, game: str, timeout_s: float) -> int:
    """Tap the lit control, with the guide's words in view, until the guide ends; every rule of the
    game's guide was explained. Returns the taps."""
    taps, deadline = 0, time.time() + timeout_s
    while True:
        # The next step: the page still and a control lit, or the guide's end.
        wait_until(page, f"""() => document.querySelector('{FINISH}') !== null
          || (document.documentElement.dataset.idle === 'true' && document.querySelector('{LIT}') !== null)""",
                   timeout_s=max(1.0, deadline - time.time()), what=f"the guide's step after {taps} taps")
        if page.evaluate(f"() => document.querySelector('{FINISH}') !== null"):
            break
        assert page.evaluate("() => document.querySelector('.guide-words').textContent.trim() !== ''")
        # One tap, which must do something: a move played, the guide's words changed, another control lit.
        before = page.evaluate(f"() => {{ window.tappedLit = document.querySelector('{LIT}'); return ({STEP_STATE})(); }}")
        assert tap(page, LIT), f"{engine}: the lit control cannot be tapped; {seen(page)}"
        wait_until(page, f"""(before) => {{
          const now = ({STEP_STATE})();
          return now[0] !== before[0] || now[1] !== before[1] || !window.tappedLit.isConnected || window.tappedLit.dataset.coach !== "next";
        }}""", before, timeout_s=30, what=f"what tap {taps + 1} on the lit control does")
        taps += 1
    explained = set(page.evaluate("() => document.querySelector('.guide-box').dataset.explained").split())
    assert set(GAMES[game].spec.guide.rules) <= explained
    return taps


@pytest.mark.parametrize("engine", ENGINES, indirect=True)
def test_the_goose_guided_game_and_why_in_every_engine(engine, app_page, served):
    server, site = served
    since = len(server.failures)
    page = app_page(768, 1024)
    learn(page, site, "goose")
    # Why? at the first decision opens the rules at the lucky first throw.
    wait_until(page, f"(a) => document.documentElement.dataset.idle === 'true' && document.querySelector('{LIT}') !== null"
               f" && ({TAPPABLE})(a) !== null", {"selector": ".play-tools button", "name": "Why?"},
               what="the lit control and Why?, the page settled")
    assert tap(page, ".play-tools button", "Why?")
    wait_until(page, "() => document.querySelector('#rules-dialog[open] section[aria-current=true] h3') !== null", what="the rules at the rule")
    assert page.evaluate("() => document.querySelector('#rules-dialog section[aria-current=true]').querySelector('h3').id") == "rules-first_throw"
    assert tap(page, "#rules-close")
    taps = tap_lit_to_the_end(page, engine, "goose", 240)
    assert taps >= 8
    assert_clean(page, server, since)


@pytest.mark.parametrize("engine", ENGINES, indirect=True)
def test_a_tap_on_a_card_that_may_not_be_played_says_why_in_every_engine(engine, app_page, served):
    server, site = served
    since = len(server.failures)
    page = app_page(1024, 768)
    open_app(page, site)
    with seeded(page, 2):
        start_game(page, "gurke", ["human", "bot"])
    words = reason_words(first_decision("gurke", 2, ["human", "bot"]), "card:4H")
    wait_until(page, "() => { const b = [...document.querySelectorAll('.play-tools button')].find((n) => n.textContent.trim() === 'Why?'); return b && !b.hidden; }",
               what="the person's decision")
    # The card, once a finger can reach it (the card P2 led may still be flying over the hand).
    tap_at_rest(page, '[data-thing="card:4H"]', what="the 4 of hearts", timeout_s=20)
    wait_until(page, "(w) => document.querySelector('.why-not').textContent === w", words, timeout_s=20, what="the reason")
    # Beside the card too: the caption gets its words a frame after it is put in the page.
    wait_until(page, "(w) => document.querySelector('.thing-caption')?.textContent === w", words, timeout_s=10, what="the caption")
    assert_clean(page, server, since)
