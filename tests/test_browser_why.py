"""Why, at every move, through the page in Chromium: the "Why?" tool beside a decision opens the
game's rules at the section of the rule the engine names for it; a line of the log links to the
rule its event followed; a tap on a thing with no legal move shows the engine's reason beside it
and tells it to screen readers, and a tap that makes a move shows none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from browser import FIXED_SEED, Watched, start_game, text
from gurkenglas.games import GAMES

pytestmark = pytest.mark.browser
RULES = Path(__file__).resolve().parent.parent / "web" / "rules"


@pytest.fixture
def watched(tablet):
    tablet.page.add_init_script(FIXED_SEED)
    tablet.open()
    return tablet


def heading_of(game: str, rule: str) -> str:
    """The English heading of the section of the rules text that tells `rule`."""
    section = GAMES[game].spec.rules[rule]
    rules = json.loads((RULES / game / "en.json").read_text(encoding="utf-8"))
    return next(s["heading"] for s in rules["sections"] if s["id"] == section)


def why_tool(page):
    return page.locator(".play-tools").get_by_role("button", name=text("en", "play.why"), exact=True)


def expect_rules_at(page, game: str, rule: str) -> None:
    """The rules dialog is open at the section of `rule`: marked, its heading focused, in view."""
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_visible()
    here = dialog.locator("section[aria-current=true]")
    expect(here.locator("h3")).to_have_text(heading_of(game, rule))
    expect(here.locator("h3")).to_be_focused()
    assert here.evaluate("""(n) => { const r = n.getBoundingClientRect(), b = n.parentElement.getBoundingClientRect();
                                     return r.top >= b.top - 1 && r.top < b.bottom; }"""), "the section is not in view"
    page.locator("#rules-close").click()


def test_why_opens_the_rules_at_the_decisions_rule_and_the_log_links_to_each_events_rule(watched: Watched):
    page = watched.page
    start_game(page, "goose", ["human", "human"])
    why_tool(page).click()  # the first throw of a game has a rule of its own
    expect_rules_at(page, "goose", "first_throw")
    page.get_by_role("button", name=text("en", "goose.move.roll")).click()
    link = page.locator(".log .rule-link").first
    link.wait_for(state="attached", timeout=10000)
    assert link.get_attribute("aria-label") == text("en", "play.why_event")
    rule = link.get_attribute("data-rule")
    link.evaluate("(n) => n.click()")  # in the side panel, which this screen keeps closed
    expect_rules_at(page, "goose", rule)
    # The rules cannot be read (a network gone bad, no copy kept): the tap still opens the dialog
    # at once, with the game's name, and says so; the game is untouched.
    page.context.route("**/rules/goose/**", lambda route: route.abort())
    page.evaluate("() => caches.keys().then((keys) => Promise.all(keys.map((k) => caches.delete(k))))")
    why_tool(page).click()
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_visible()
    expect(page.locator("#rules-title")).to_have_text(text("en", "games.goose.name"))
    expect(page.locator("#rules-body > p").first).to_have_text(text("en", "rules.unreadable"))
    page.locator("#rules-close").click()
    expect(dialog).to_be_hidden()
    expect(why_tool(page)).to_be_visible()
    # the browser logs the read this test broke, and nothing else
    watched.errors[:] = [e for e in watched.errors if e != "Failed to load resource: net::ERR_FAILED"]
    watched.assert_clean()


def first_decision(game: str, seed: int, kinds: list[str]) -> dict:
    """The state at the person's first decision of the game the page starts with this seed (the
    computer players' moves are the engine's own, as in the page)."""
    from golden import call

    seats = [{"kind": kind, "name": f"P{i + 1}"} for i, kind in enumerate(kinds)]
    state = call("new_game", game=game, players=len(kinds), seed=seed, seats=seats, options={})["state"]
    while call("legal_moves", state=state)["seat"] != 0:
        state = call("apply", state=state, move=call("bot_move", state=state)["move"])["state"]
    return state


def reason_for(state: dict, thing: str, seat: int = 0) -> str | None:
    """The engine's reason why `thing` has no move for `seat`, in the words the page shows (seats by
    their names P1, P2, ...), or None when it has a move."""
    from golden import call

    reason = call("why_not", state=state, seat=seat, thing=thing)["reason"]
    if reason is None:
        return None
    args = {name: (f"P{value + 1}" if name == "seat" else value) for name, value in reason["args"].items()}
    return text("en", reason["key"], **args)


def reason_words(state: dict, thing: str) -> str:
    words = reason_for(state, thing)
    assert words is not None, f"{thing} has a legal move"
    return words


def test_a_tap_on_a_card_that_may_not_be_played_says_why_and_a_playable_card_is_played(watched: Watched):
    page = watched.page
    page.evaluate("window.fixedSeed = 2")  # P2 leads; the person's 4 of hearts is too low, and not their lowest
    start_game(page, "gurke", ["human", "bot"])
    state = first_decision("gurke", 2, ["human", "bot"])
    words = reason_words(state, "card:4H")
    card = page.locator('[data-thing="card:4H"]')
    expect(why_tool(page)).to_be_visible(timeout=20000)  # the person's decision: P2 has led
    moves_before = page.locator(".log").get_attribute("data-moves")
    card.click(force=True)  # drawn as not playable (aria-disabled), yet a finger can tap it
    said = page.locator(".why-not")
    expect(said).to_have_text(words)  # told to screen readers
    expect(page.locator(".thing-caption")).to_have_text(words)  # and shown beside the card
    assert page.locator(".log").get_attribute("data-moves") == moves_before, "a card that may not be played was played"
    # A card that may be played is played by the same tap, and no reason is shown.
    from golden import call

    playable = next(m["move"] for m in call("legal_moves", state=state)["moves"] if m["move"]["kind"] == "card")
    page.locator(f'[data-thing="card:{playable["card"]}"]').click()
    watched.wait_until("(n) => document.querySelector('.log').dataset.moves !== n", arg=moves_before, timeout_s=20)
    expect(said).to_have_text("")
    watched.assert_clean()
