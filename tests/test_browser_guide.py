"""Learn to play, through the page in Chromium: each guided game, started from "Learn to play" on
its game card, is played to the guide's end by tapping the lit control (`[data-coach=next]`) at
every step, on an upright tablet or on a phone; every rule of the guide was explained on the way,
each decision fits the screen, and "Play a real game" opens the setup with the same choices."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from browser import MOVES, settle, side_panel, start_game, tap, text, wait_until
from gurkenglas.games import GAMES
from layout import fit_problems

pytestmark = pytest.mark.browser

SCREENS = [(768, 1024), (390, 844)]
LIT = "[data-coach=next]"  # the control the guide asks the player to use next
FINISH = ".guide-finish:not([hidden])"
NEXT_STEP = f"""() => document.documentElement.dataset.idle === 'true'
  && document.querySelector({FINISH!r}) === null && document.querySelector({LIT!r}) !== null"""
# What a step of the guide changes: the moves the table shows, the guide's words, the lit control.
STEP_STATE = f"""() => [({MOVES})(), document.querySelector(".guide-words")?.textContent ?? ""]"""


def next_step(page, deadline: float, what: str) -> bool:
    """Until the page is still and lights the next control, or the guide has ended: False then."""
    wait_until(page, f"() => document.querySelector({FINISH!r}) !== null || ({NEXT_STEP})()",
               max(1.0, deadline - time.time()), what=what)
    return page.locator(FINISH).count() == 0


def step(page, act, what: str) -> None:
    """`act` once on the lit control (a tap, a key), and wait for it to do something: a move played,
    the guide's words changed, or another control lit."""
    lit = page.locator(LIT).element_handle()
    before = page.evaluate(STEP_STATE)
    act()
    wait_until(page, f"""({{ lit, before }}) => {{
      const now = ({STEP_STATE})();
      return now[0] !== before[0] || now[1] !== before[1] || !lit.isConnected || lit.dataset.coach !== "next";
    }}""", 30, {"lit": lit, "before": before}, what)


def learn(page, game: str) -> None:
    """From the home screen: "Learn to play" on the game's card."""
    card = page.locator(".game-card").filter(has=page.get_by_role("heading", name=text("en", f"games.{game}.name"), exact=True))
    card.get_by_role("button", name="Learn to play", exact=True).click()
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
    page.locator(".guide-box").wait_for(timeout=60000)
    with side_panel(page):  # the computer players move at once (what a person sees: the note's figures)
        page.get_by_role("combobox", name=text("en", "play.bot_speed")).select_option("instant")


# The guide's plumbing in the page, on four games of different tables (dice, a shared board with a
# hand of cards, a solitaire's pits, an album), two on a phone and two on an upright tablet. That
# each guide explains every rule of its game in a short round is checked on the engine
# (tests/test_guide.py); Gurke's guide is tapped to its end below, after the player goes their own way.
ON_A_PHONE = {"gulek_solo", "keezen"}
TAPPED = ["goose", "gulek_solo", "keezen", "stamp_swap"]
GUIDED_SCREENS = [(game, *SCREENS[1 if game in ON_A_PHONE else 0]) for game in TAPPED]


@pytest.mark.parametrize("game,width,height", GUIDED_SCREENS,
                         ids=[f"{g}-{'phone' if w < 500 else 'tablet'}" for g, w, h in GUIDED_SCREENS])
def test_a_guided_game_is_played_to_its_end_by_tapping_the_lit_control(returning, game, width, height):
    w = returning(width, height, True)
    w.open()
    page = w.page
    learn(page, game)
    taps, deadline = 0, time.time() + 240
    lit = page.locator(LIT)
    while next_step(page, deadline, f"{game}: the guide's step after {taps} taps"):
        expect(lit).to_have_count(1)  # one control at a time is the one to tap
        problems = fit_problems(page)
        assert not problems, f"{game}, tap {taps + 1}, {width}x{height}: " + "; ".join(problems)
        words = page.locator(".guide-words").inner_text()
        assert words.strip(), "the guide says nothing at a decision"
        step(page, lambda: tap(page, lit), f"{game}: what tap {taps + 1} on the lit control does")
        taps += 1
    explained = set(page.locator(".guide-box").get_attribute("data-explained").split())
    missing = [rule for rule in GAMES[game].spec.guide.rules if rule not in explained]
    assert not missing, f"{game}: never explained {missing}"
    assert page.locator(".guide-box").get_attribute("aria-live") == "polite"  # read out as it changes
    print(f"{game} on {width}x{height}: {taps} taps")
    page.get_by_role("button", name=text("en", "guide.real_game")).click()
    expect(page.locator("#preset-select")).to_be_visible()
    seats = GAMES[game].spec.guide.seats
    for i, kind in enumerate(seats):
        expect(page.get_by_role("combobox", name=text("en", "setup.kind_of", n=i + 1), exact=True)).to_have_value(kind)
    w.assert_clean()
    returning.give_back()


@pytest.mark.parametrize("game", ["gulek"])
def test_a_guided_game_is_played_with_the_keyboard_alone(returning, game):
    """Tab to the lit control and press Enter, step after step, to the guide's end."""
    w = returning(1024, 768, False)
    w.open()
    page = w.page
    learn(page, game)
    presses, deadline = 0, time.time() + 180
    while next_step(page, deadline, f"the guide's step after {presses} presses"):
        for _ in range(40):  # to the lit control, as a keyboard player gets there
            if page.evaluate("() => document.activeElement?.dataset.coach === 'next'"):
                break
            page.keyboard.press("Tab")
        else:
            raise AssertionError("the lit control cannot be reached with Tab")
        step(page, lambda: page.keyboard.press("Enter"), f"what Enter {presses + 1} on the lit control does")
        presses += 1
    assert set(GAMES[game].spec.guide.rules) <= set(page.locator(".guide-box").get_attribute("data-explained").split())
    w.assert_clean()
    returning.give_back()


def test_a_newcomer_in_a_real_game_is_told_each_rule_once_and_others_are_not(returning):
    """Two people play the Goose; P1 is marked "new to this game". P1's first decision brings the tip
    of its rule (the lucky first throw), P1's roll the tip of the turn, which stays in view, headed
    with P1's name, while P2 decides; P2 gets none. In a second game P1 is not told the same rules
    again: the device remembers what P1 has seen."""
    w = returning(1024, 768, True)
    w.open()
    page = w.page

    def mark_p1(page):
        page.get_by_role("checkbox", name=text("en", "setup.newcomer")).first.check()

    start_game(page, "goose", ["human", "human"], configure=mark_p1)
    coach = page.locator(".coach-box")
    expect(coach.get_by_role("heading")).to_have_text(text("en", "guide.tip_for", name="P1"))
    expect(coach.locator("p")).to_have_text([text("en", "goose.tip.first_throw")])
    page.get_by_role("button", name=text("en", "goose.move.roll")).click()  # P1 rolls
    expect(page.locator(".turn-line")).to_contain_text("P2")
    expect(coach.locator("p").first).to_have_text(text("en", "goose.tip.turn"))
    expect(coach.get_by_role("heading")).to_have_text(text("en", "guide.tip_for", name="P1"))
    # A new game: P1 has seen the first throw's tip, so it is not told again.
    page.locator("#home-button").click()
    start_game(page, "goose", ["human", "human"], configure=mark_p1)
    expect(page.locator(".turn-line")).to_contain_text("P1")
    settle(page)
    assert page.locator(".coach-box").is_hidden()
    w.assert_clean()
    returning.give_back()


def test_a_guided_game_follows_a_player_who_goes_their_own_way(returning):
    """Gurke's guide shows a card to lead; the person leads another. The guide says, gently, that it
    goes on from the game as it is, lights up the cards on the felt whose rule it tells, and leads on
    from there to its end."""
    w = returning(1024, 768, True)
    w.open()
    page = w.page
    learn(page, "gurke")
    lit = page.locator(LIT)
    lit.wait_for()
    shown = lit.get_attribute("data-thing")
    others = [c for c in page.locator(".gurke-hand-card:not([aria-disabled=true])").all() if c.get_attribute("data-thing") != shown]
    assert others, "no other card to lead"
    others[0].click()
    expect(page.locator(".guide-words")).to_contain_text(text("en", "guide.own_way"))
    # The rule a card played on the felt follows is told, and that card is lit up on the table.
    expect(page.locator('[data-thing^="trick:"].thing-lit').first).to_be_visible()
    deadline = time.time() + 240
    taps = 0
    while next_step(page, deadline, "the guide's next step after the player went their own way"):
        step(page, lambda: tap(page, lit), f"what tap {taps + 1} on the lit control does")
        taps += 1
    w.assert_clean()
    returning.give_back()
