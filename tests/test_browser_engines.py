"""What must hold in every browser engine the box is played in (Chromium, WebKit as on iPads, Firefox),
written once over tests/engines.py: the engine boots on a first visit, and back offline the app comes
from the service worker and the engine from its memory snapshot; the Goose's Roll button is there at
every decision of an upright or a lying tablet, the first hint of a game shows its answer, and a
table turned from a tablet to a phone lays its pane out anew."""

from __future__ import annotations

import time

import pytest

from browser import MOVES, seeded, start_server, text
from layout import fit_problems
from player import (
    TAPPABLE,
    assert_clean,
    open_app,
    open_saved,
    seen,
    start_game,
    tap,
    tappable,
    to_first_decision,
    wait_engine,
    wait_until,
)
from saves import played

ENGINE_PATH = "() => document.documentElement.dataset.engine === 'ready' && document.documentElement.dataset.enginePath"
RESULT = "() => document.querySelector('#screen-play .result:not([hidden])') !== null"


def rolls_once(page) -> None:
    """A Goose game starts and its first roll is played and logged."""
    start_game(page, "goose", ["human", "bot"])
    wait_until(page, "(a) => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === a && !b.disabled)",
               text("en", "goose.move.roll"), what="the Roll button")
    assert tap(page, "button", text("en", "goose.move.roll"))
    wait_until(page, "() => document.querySelector('.log li') !== null", what="the roll in the log")


CACHED = """async () => {
  const key = (await caches.keys()).find((k) => k.startsWith("gurkenglas-"));
  return Boolean(key) && (await (await caches.open(key)).keys()).length > 30;
}"""


def test_the_engine_boots_then_comes_back_offline_from_its_snapshot(new_page, dist):
    """A first visit boots the engine and stores its snapshot, and the service worker keeps the site.
    Then the site's server goes away: a reload brings the app back from the service worker, the
    engine starts from its snapshot, and a new game is played."""
    server, site = start_server(dist)  # a server (and so a site) of this test's own
    page = new_page(1024, 768)
    try:
        open_app(page, site)
        wait_until(page, ENGINE_PATH, what="the engine")
        assert page.evaluate(ENGINE_PATH) == "boot"
        wait_until(page, "() => document.documentElement.dataset.engineSnapshot === 'stored'", timeout_s=90,
                   what="the snapshot to be stored")
        wait_until(page, "() => navigator.serviceWorker.controller !== null", what="the service worker")
        wait_until(page, CACHED, what="the site in the service worker's cache")
        failed = list(server.failures)
    finally:
        server.shutdown()
        server.server_close()
    try:
        page.reload()
        wait_until(page, "() => document.documentElement.dataset.ui === 'ready'", what="the menu, offline")
        wait_until(page, ENGINE_PATH, what="the engine, again")
        path = page.evaluate(ENGINE_PATH)
        # (if not: how the engine started, and what the page said about it)
        assert path == "snapshot", (path, page.evaluate("() => document.documentElement.dataset.engineStages"),
                                    page.evaluate("() => document.documentElement.dataset.engineTimings"), page.watched())
        rolls_once(page)  # and the restored engine plays
        assert not failed, failed
        assert_clean(page)
    finally:
        page.close()  # its interpreters (the engine's, the analysis's) go with it, not at the module's end


def test_the_goose_roll_button_is_there_at_every_decision(app_page, served):
    """The Goose's only control is the Roll button under the board of an upright tablet: at every
    decision of the person it can be tapped, and the game is played to its end with it. (Its first
    decision on every screen: test_browser_tables.py.)"""
    server, site = served
    since = len(server.failures)
    page = app_page(768, 1024)
    open_app(page, site)
    wait_engine(page)
    open_saved(page, played("goose", ["human", "bot"], seed=2, moves=0))  # a game of 24 moves
    roll = text("en", "goose.move.roll")
    decisions = 0
    deadline = time.time() + 240
    hint = {"selector": ".play-tools button", "name": text("en", "play.hint")}
    while True:
        # The person's turn (Hint can be tapped) on a page that has settled, or the result.
        wait_until(page, f"(a) => ({RESULT})() || (document.documentElement.dataset.idle === 'true' && ({TAPPABLE})(a) !== null)",
                   hint, timeout_s=max(1.0, deadline - time.time()),
                   what=f"the Goose's decision {decisions + 1} or its result (in {deadline - time.time():.0f} s)")
        if page.evaluate(RESULT):
            break
        # A person whose turn it is sees the Roll button, never a turn without it; one tap rolls.
        assert tappable(page, ".play-dock button", roll), f"{page.engine}: no Roll button to tap at decision {decisions + 1}; {seen(page)}"
        before = page.evaluate(MOVES)
        assert tap(page, ".play-dock button", roll), f"{page.engine}: the Roll button went away under the tap; {seen(page)}"
        wait_until(page, f"(n) => ({MOVES})() !== n", before, timeout_s=30, what=f"the roll of decision {decisions + 1}")
        decisions += 1
    assert decisions > 0
    assert_clean(page, server, since)


@pytest.mark.parametrize("game", ["keezen", "gurke"])
def test_the_first_hint_shows_its_answer(app_page, served, game):
    """One person and a bot: the person's first tap on Hint shows the suggested move
    with its "Play it" button, under the board of an upright tablet."""
    server, site = served
    since = len(server.failures)
    page = app_page(768, 1024)
    open_app(page, site)
    start_game(page, game, ["human", "bot"])
    to_first_decision(page)
    wait_until(page, f"(a) => ({TAPPABLE})(a) !== null", {"selector": ".play-tools button", "name": text("en", "play.hint")},
               what="the Hint button")
    assert tap(page, ".play-tools button", text("en", "play.hint"))
    play = text("en", "play.hint_play")
    wait_until(page, "(a) => !document.querySelector('.hint-box progress')", what="the hint's answer")
    assert tappable(page, ".hint-box button", play), f"{page.engine}: the first hint of {game} shows no move to play"
    said = text("en", "play.hint_move", move="").strip()
    assert page.evaluate("(a) => document.querySelector('.hint-box p').innerText.includes(a)", said)
    assert_clean(page, server, since)


def test_a_narrowed_table_makes_room_for_its_longer_pane(app_page, served):
    """Keezen, seed 22: the first player holds no playable card, so the pane under the board holds two
    lines of hint, the Discard button and the hand. From a tablet to a phone held upright the pane
    wraps to twice its height; the board must make room, so the hand stays on the screen (WebKit
    kept the pane's row at its old height and the hand fell off the screen)."""
    server, site = served
    since = len(server.failures)
    page = app_page(1024, 768)
    open_app(page, site)
    with seeded(page, 22):
        start_game(page, "keezen", ["human"] * 4)
    to_first_decision(page)
    wait_until(page, f"(a) => ({TAPPABLE})(a) !== null", {"selector": "button", "name": text("en", "keezen.move.discard_button")},
               timeout_s=20, what="the Discard button (seed 22 deals a hand without a move)")
    for width, height in [(768, 1024), (390, 844)]:
        page.resize(width, height)
        problems = fit_problems(page)
        assert not problems, f"{page.engine}: Keezen turned to {width}x{height}: " + "; ".join(problems)
    assert_clean(page, server, since)


# The top bar and every select on the screen: sizes, and the colours that are drawn. A select drawn in
# the system's look (WebKit's grey box with a border of its own) shows neither the page's colours nor
# its border, so each one must be drawn by the page's rules (appearance: none).
LOOKS = """() => {
  const contrast = (a, b) => {
    const lum = (c) => {
      const [r, g, b] = c.match(/[\\d.]+/g).slice(0, 3).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const bar = document.querySelector(".topbar");
  return {
    bar: bar.getBoundingClientRect().height,
    controls: [...bar.querySelectorAll("button, select")].filter((n) => n.checkVisibility()).map((n) => n.getBoundingClientRect().height),
    selects: [...document.querySelectorAll("select")].filter((n) => n.checkVisibility()).map((n) => {
      const s = getComputedStyle(n);
      return { name: n.getAttribute("aria-label") || n.id, appearance: s.appearance, height: n.getBoundingClientRect().height,
               contrast: contrast(s.color, s.backgroundColor) };
    }),
  };
}"""


@pytest.mark.parametrize("screen", [(768, 1024), (390, 844)], ids=["tablet", "phone"])
def test_the_top_bar_and_the_selects_look_the_same_everywhere(app_page, served, screen):
    """The top bar is as tall as its 44-pixel controls and its padding (52.5 px), the language menu and
    the setup screen's selects are drawn by the page in its colours, readable, as tall as a button."""
    server, site = served
    since = len(server.failures)
    page = app_page(*screen)
    open_app(page, site)
    seen = [page.evaluate(LOOKS)]
    assert tap(page, "button", text("en", "home.new_game_named", game=text("en", "games.gurke.name")))
    wait_until(page, "() => document.querySelector('#preset-select') !== null", what="the setup screen")
    seen.append(page.evaluate(LOOKS))
    for looks in seen:
        assert looks["bar"] == pytest.approx(52.5, abs=0.6), f"{page.engine}: the top bar is {looks['bar']} px high"
        assert all(h == pytest.approx(44, abs=0.6) for h in looks["controls"]), f"{page.engine}: {looks['controls']}"
        for select in looks["selects"]:
            assert select["appearance"] == "none", f"{page.engine}: {select['name']} is drawn in the system's look"
            assert select["contrast"] >= 4.5, f"{page.engine}: {select['name']} is hard to read ({select['contrast']:.1f}:1)"
            assert select["height"] == pytest.approx(44, abs=0.6), f"{page.engine}: {select['name']} is {select['height']} px high"
    assert len(seen[1]["selects"]) >= 3  # the language, the seats' kinds, the rule set
    assert_clean(page, server, since)
