"""axe-core (the pinned npm package) over the app's screens: the game box, saved games, the setup
of every game, every game's table at the start with its side panel closed and open, the players and
the rules: no serious or critical violation.

Every rule is met, "label-content-name-mismatch" included: a card or stamp button's spoken name
begins with what it shows (a rank, a size, a letter), so a voice-control user can say what they
see, and goes on in words for a screen reader. NOT_YET names any rule a change cannot meet yet."""

from __future__ import annotations

from pathlib import Path

import pytest

from browser import open_side_panel, side_panel, start_game, text

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
NOT_YET: set[str] = set()
GAMES = [("goose", ["human", "bot"]), ("keezen", ["human", "bot"]), ("gurke", ["human", "bot", "bot"]),
         ("gulek", ["human", "bot"]), ("gulek_solo", ["human"]), ("gulek_single", ["human"]),
         ("mixed_pickles", ["human", "bot"]), ("stamp_swap", ["human"])]


def violations(page) -> list[str]:
    page.evaluate(AXE.read_text(encoding="utf-8"))
    found = page.evaluate("""async () => (await axe.run(document, {resultTypes: ["violations"]})).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({id: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(" "))}))""")
    return [f"{v['id']} at {v['where']}" for v in found if v["id"] not in NOT_YET]


def home(page) -> None:
    page.locator("#home-button").click()
    page.wait_for_selector(".game-grid")


def test_no_serious_accessibility_violation_on_any_screen(tablet):
    page = tablet.page
    tablet.open()
    tablet.wait_engine()
    problems = {"home": violations(page)}
    page.locator("#saves-button").click()
    problems["saved games"] = violations(page)
    for game, kinds in GAMES:
        home(page)
        page.get_by_role("button", name=text("en", "home.new_game_named", game=text("en", f"games.{game}.name")), exact=True).click()
        problems[f"setup of {game}"] = violations(page)
        home(page)
        start_game(page, game, kinds)
        problems[f"table of {game}"] = violations(page)
        with side_panel(page):
            problems[f"side panel of {game}"] = violations(page)
    # The people of those games (every setup after the first offered them as chips).
    home(page)
    page.get_by_role("button", name=text("en", "home.players_button"), exact=True).click()
    page.locator("#screen-players .person").first.wait_for()
    problems["players"] = violations(page)
    page.locator("#saves-button").click()
    page.get_by_role("button", name=text("en", "home.resume")).first.click()
    open_side_panel(page)
    page.get_by_role("button", name=text("en", "common.rules")).first.click()
    page.locator("#rules-dialog[open]").wait_for()
    problems["rules"] = violations(page)
    assert not {screen: found for screen, found in problems.items() if found}
    tablet.assert_clean()
