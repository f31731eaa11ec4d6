"""Why not, in every game, through the page in Chromium: at the person's first decision of a known
game, a finger taps a thing on the table that has no legal move (found where the table says it is,
on its canvas or in its HTML) and the line beside it and the screen reader's status give the
engine's reason, in words, and nothing is played. (Gurke's hand is tapped in test_browser_why.py.)"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import FIXED_SEED, SAVE, settle, start_game, text
from golden import call
from test_browser_why import reason_for

pytestmark = pytest.mark.browser

# The things the table draws in HTML, and where a thing is (the table's own `where`).
DOM_THINGS = "() => [...document.querySelectorAll('#screen-play [data-thing]')].map((n) => n.dataset.thing)"
WHERE = "(id) => [...document.querySelectorAll('#screen-play .table-area > *')].find((n) => n.where)?.where(id) ?? null"

# game -> (seed, the seats' kinds, the ids of its canvas things worth a tap)
CASES = {
    "goose": (1, ["human", "human"], ["pawn:1"]),  # a tap anywhere else on the board rolls
    "keezen": (3, ["human", "bot", "bot", "bot"], [f"pawn:{s}:{p}" for s in (1, 2, 3, 0) for p in range(4)]),
    "gulek": (1, ["human", "bot"], [f"pit:{n}" for n in range(15)] + ["centre"]),
    "gulek_solo": (1, ["human"], [f"pit:{n}" for n in range(15)] + ["centre"]),
    "mixed_pickles": (1, ["human", "bot", "bot"], [f"field:{n}" for n in range(1, 30)]),
    "stamp_swap": (2, ["human"], []),
}


@pytest.mark.parametrize("game", list(CASES))
def test_a_tap_on_a_thing_with_no_legal_move_says_why(tablet, game):
    seed, kinds, canvas_things = CASES[game]
    watched = tablet
    page = watched.page
    page.add_init_script(FIXED_SEED)
    watched.open()
    page.evaluate(f"window.fixedSeed = {seed}")
    start_game(page, game, kinds)
    expect(page.locator(".play-tools").get_by_role("button", name=text("en", "play.why"), exact=True)).to_be_visible(timeout=30000)
    settle(page)  # the last computer move has settled on the table
    state = page.evaluate(SAVE)["state"]
    seat = call("legal_moves", state=state)["seat"]
    assert seat == 0, f"{game}: the person is not to move"
    candidates = list(dict.fromkeys(page.evaluate(DOM_THINGS) + canvas_things))
    found = None
    for thing in candidates:
        words = reason_for(state, thing, seat)
        spot = page.evaluate(WHERE, thing) if words else None
        if spot and page.evaluate("([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight", [spot["x"], spot["y"]]):
            found = thing, words, spot
            break
    assert found, f"{game}: no thing on the table without a legal move among {candidates}"
    thing, words, spot = found
    moves_before = page.locator(".log").get_attribute("data-moves")
    page.mouse.click(spot["x"], spot["y"])
    expect(page.locator(".why-not")).to_have_text(words)  # told to screen readers
    caption = page.locator(".thing-caption")
    if caption.count():  # a thing drawn in HTML has its caption beside it; a canvas draws its own
        expect(caption).to_have_text(words)
    assert page.locator(".log").get_attribute("data-moves") == moves_before, f"{game}: the tap on {thing} played a move"
    watched.assert_clean()
