"""One screen per decision, on the screens the box is played on: phones and tablets, portrait and
landscape. Every game is set up with people only, taken through the hand-over screen to the first
decision, and then looked at on each of eight screens. What a player would notice is asserted: the
table area (board, hand, the decision's controls) lies below the top bar and inside the window, it
does not scroll, every control in it and the board can be tapped at its centre (nothing lies on
top), and the page never scrolls, sideways or down. Turning the tablet mid-game keeps the game and
redraws the table to fit the new shape."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from browser import Watched, start_game, text

pytestmark = pytest.mark.browser

# Phones and tablets, portrait and landscape (CSS pixels).
SCREENS = [(390, 844), (844, 390), (768, 1024), (1024, 768), (820, 1180), (1180, 820), (800, 1280), (1280, 800)]
# Each game with people only, as many as a family would seat.
PEOPLE = {
    "goose": 3, "keezen": 4, "gurke": 3, "gulek": 3, "gulek_solo": 1, "gulek_single": 1, "mixed_pickles": 3,
    "stamp_swap": 1,
}

# What keeps the table from being one screen, in words (an empty list: it fits).
FIT_PROBLEMS = """() => {
  const problems = [];
  const say = (what) => problems.push(what);
  const area = document.querySelector("#screen-play .table-area");
  if (!area) return ["no table area"];
  const top = document.querySelector(".topbar").getBoundingClientRect().bottom;
  const r = area.getBoundingClientRect();
  if (r.top < top - 0.5) say(`table area starts at ${r.top}, above the top bar's bottom ${top}`);
  if (r.bottom > innerHeight + 0.5) say(`table area ends at ${r.bottom}, below the window (${innerHeight})`);
  if (r.left < -0.5 || r.right > innerWidth + 0.5) say(`table area spans ${r.left}..${r.right}, outside the window (${innerWidth})`);
  const root = document.documentElement;
  if (root.scrollWidth > innerWidth + 0.5) say(`the page scrolls sideways (${root.scrollWidth} > ${innerWidth})`);
  if (root.scrollHeight > innerHeight + 0.5) say(`the page scrolls down (${root.scrollHeight} > ${innerHeight})`);
  // Nothing in the table area needs scrolling to be seen.
  for (const box of [area, ...area.querySelectorAll("*")]) {
    const style = getComputedStyle(box);
    if (!/(auto|scroll)/.test(style.overflowY + style.overflowX) || !box.checkVisibility()) continue;
    if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1) {
      say(`${box.className || box.tagName} scrolls (${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight})`);
    }
  }
  // Controls shown only while focused (a list of pits for the keyboard) are not on the screen.
  const tucked = (node) => {
    for (let n = node; n && n !== area; n = n.parentElement) {
      const b = n.getBoundingClientRect();
      if (b.width <= 1 && b.height <= 1) return true;
    }
    return false;
  };
  let controls = 0;
  const selector = "button, select, input, textarea, summary, a[href], canvas, [tabindex]:not([tabindex='-1'])";
  const head = document.querySelector("#screen-play .play-head");
  for (const node of [...area.querySelectorAll(selector), ...head.querySelectorAll(selector)]) {
    if (!node.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || node.disabled || tucked(node)) continue;
    const b = node.getBoundingClientRect();
    if (b.width < 1 || b.height < 1) continue;
    if (node.tagName !== "CANVAS" && area.contains(node)) controls += 1;
    const x = b.left + b.width / 2, y = b.top + b.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === node || node.contains(hit))) {
      const name = (node.getAttribute("aria-label") || node.textContent || node.className).trim().slice(0, 30);
      say(`${node.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)} is covered by ${hit ? hit.tagName.toLowerCase() + "." + hit.className : "nothing (off screen)"}`);
    }
  }
  if (!controls) say("no control to decide with");
  if (!area.querySelector("canvas, .frame-board > *")) say("no board");
  return problems;
}"""


def fit_problems(page) -> list[str]:
    page.wait_for_timeout(150)  # the boards refit on the next animation frame
    for _ in range(20):  # animations settle and the layout follows the new size
        problems = page.evaluate(FIT_PROBLEMS)
        if not problems:
            return []
        page.wait_for_timeout(100)
    return problems


def to_first_decision(page) -> None:
    """Through the hand-over screen, if there is one, to the first decision of a person."""
    handover = page.locator(".handover:not([hidden]) button")
    page.wait_for_timeout(300)
    if handover.count():
        handover.first.click()
    expect(page.locator(".table-area button:enabled").first).to_be_attached()


@pytest.fixture(scope="module", params=list(PEOPLE))
def table(request, browser, site):
    """A game of people only at its first decision, on a touch screen."""
    game = request.param
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768}, has_touch=True)
    watched = Watched(context.new_page(), site)
    watched.open()
    start_game(watched.page, game, ["human"] * PEOPLE[game])
    to_first_decision(watched.page)
    yield game, watched
    watched.assert_clean()
    context.close()


@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_the_decision_fits_the_screen(table, screen):
    game, watched = table
    width, height = screen
    watched.page.set_viewport_size({"width": width, "height": height})
    problems = fit_problems(watched.page)
    assert not problems, f"{game} on {width}x{height}: " + "; ".join(problems)


SAVE = """() => Object.keys(localStorage).filter((k) => k.startsWith("gurkenglas:save:")).map((k) => localStorage.getItem(k))"""


@pytest.mark.parametrize("game", ["keezen", "stamp_swap"])
def test_turning_the_tablet_keeps_the_game(browser, site, game):
    """Mid-game, a choice half made (a card picked, an item picked), the tablet is turned to
    landscape and back: the save is the same, the choice is still made, and the table fits each way."""
    context = browser.new_context(locale="en-US", viewport={"width": 768, "height": 1024}, has_touch=True)
    watched = Watched(context.new_page(), site)
    watched.open()
    page = watched.page
    start_game(page, game, ["human"] * PEOPLE[game] if game != "keezen" else ["human", "bot"])
    to_first_decision(page)
    if game == "keezen":
        pressable = page.locator(".keezen-hand button[aria-pressed='false']")
    else:
        pressable = page.locator(".table-area button[aria-pressed='false']")
    expect(pressable.first).to_be_visible()
    pressable.first.click()
    chosen = page.locator(".table-area [aria-pressed='true']")
    expect(chosen).to_have_count(1)
    picked = chosen.first.get_attribute("aria-label") or chosen.first.inner_text()
    saved = page.evaluate(SAVE)
    log = page.locator(".log li").count()
    for width, height in [(1024, 768), (768, 1024)]:
        page.set_viewport_size({"width": width, "height": height})
        problems = fit_problems(page)
        assert not problems, f"{game} turned to {width}x{height}: " + "; ".join(problems)
        assert page.evaluate(SAVE) == saved
        assert page.locator(".log li").count() == log
        still = page.locator(".table-area [aria-pressed='true']")
        expect(still).to_have_count(1)
        assert (still.first.get_attribute("aria-label") or still.first.inner_text()) == picked
    watched.assert_clean()
    context.close()


def test_the_handover_hides_only_the_hand(browser, site):
    """Two people at Keezen: while the tablet is passed, the board stays in view and nobody's cards are
    shown; the next player's tap shows their hand."""
    context = browser.new_context(locale="en-US", viewport={"width": 768, "height": 1024}, has_touch=True)
    watched = Watched(context.new_page(), site)
    watched.open()
    page = watched.page
    start_game(page, "keezen", ["human", "human"])
    handover = page.get_by_role("dialog", name=text("en", "play.handover_title", name="P1")).or_(
        page.get_by_role("dialog", name=text("en", "play.handover_title", name="P2")))
    expect(handover).to_be_visible()
    board = page.locator(".table-area canvas")
    expect(board).to_be_visible()
    assert page.evaluate("() => getComputedStyle(document.querySelector('.table-area canvas')).visibility") == "visible"
    expect(page.locator(".keezen-hand button")).to_have_count(0)
    assert not fit_problems(page)
    handover.get_by_role("button").click()
    expect(page.locator(".keezen-hand button").first).to_be_visible()
    assert json.loads(page.evaluate("() => JSON.stringify(document.querySelector('.table-area canvas').getBoundingClientRect().width)")) > 300
    watched.assert_clean()
    context.close()
