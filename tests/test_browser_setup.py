"""The setup screen in Chromium shows what the engine answers about the options being chosen:
choosing a rule set sets its switches and offers only the player counts it is for; changing a switch
shows the rule set the options now are, or custom rules. Every seat's kind and computer level read
in full, on a phone as on a tablet, in every language, and so do the words for what each level beats."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import Watched, text
from saves import ok

pytestmark = pytest.mark.browser

ANSWERED = "() => document.querySelector('#preset-select[aria-busy]') === null"


@pytest.fixture
def watched(tablet):
    return tablet


def open_setup(w: Watched, game: str) -> None:
    w.open()
    name = text("en", "home.new_game_named", game=text("en", f"games.{game}.name"))
    w.page.get_by_role("button", name=name, exact=True).click()
    w.wait_until(ANSWERED)


def shown_preset(w: Watched) -> str:
    w.wait_until(ANSWERED)
    return w.page.locator("#preset-select").input_value()


def allowed_counts(w: Watched) -> list[int]:
    radios = w.page.locator("[data-players]")
    return [int(radios.nth(i).get_attribute("data-players")) for i in range(radios.count()) if radios.nth(i).is_enabled()]


def test_keezen_s_rule_sets_follow_the_switches_and_teams_offer_four_or_six_players(watched):
    w, page = watched, watched.page
    open_setup(w, "keezen")
    page.locator("#preset-select").select_option("teams")
    assert shown_preset(w) == "teams"
    teams = page.get_by_label(text("en", "games.keezen.option.teams"), exact=True)
    expect(teams).to_be_checked()
    assert allowed_counts(w) == [4, 6]
    assert page.locator("[data-players][aria-checked=true]").get_attribute("data-players") in ("4", "6")

    teams.uncheck()
    assert shown_preset(w) == "solo"
    assert allowed_counts(w) == [2, 3, 4, 5, 6]

    rules = ["bounce_back", "wait_before_home", "play_for_places", "jack_from_start"]
    page.get_by_label(text("en", f"games.keezen.option.{rules[0]}"), exact=True).check()
    assert shown_preset(w) == "custom"
    for rule in rules[1:]:
        page.get_by_label(text("en", f"games.keezen.option.{rule}"), exact=True).check()
    assert shown_preset(w) == "house_rules"
    w.assert_clean()


def test_a_gurke_rule_set_keeps_its_name_with_its_own_option_and_its_counts_come_with_it(watched):
    w, page = watched, watched.page
    open_setup(w, "gurke")
    page.locator("#preset-select").select_option("gurka_is")
    assert shown_preset(w) == "gurka_is"
    assert allowed_counts(w) == [2, 3, 4]

    page.locator("#preset-select").select_option("kurko")
    assert shown_preset(w) == "kurko"
    details = page.locator("details.option-box")
    if not details.evaluate("(d) => d.open"):
        details.locator("summary").click()
    jokers = page.locator("#option-jokers")
    expect(jokers.locator("option:checked")).to_have_text(text("en", "games.gurke.value.jokers.two_as_aces"))
    jokers.select_option(label=text("en", "games.gurke.value.jokers.three_as_aces"))
    assert shown_preset(w) == "kurko"  # Kurko is played with two or three jokers
    jokers.select_option(label=text("en", "games.gurke.value.jokers.none"))
    assert shown_preset(w) == "custom"
    assert allowed_counts(w) == list(range(2, 11))
    w.assert_clean()


# Each select of the seats whose chosen option's words do not fit inside it (its padding and arrow
# left out), as "text (needs N px, has M px)"; and how far the page scrolls sideways.
CUT_SELECTS = """() => {
  const pen = document.createElement("canvas").getContext("2d");
  const cut = [];
  for (const select of document.querySelectorAll("#screen-setup .seat-row select")) {
    const style = getComputedStyle(select);
    pen.font = style.font;
    const words = select.selectedOptions[0].text;
    const needs = pen.measureText(words).width;
    const has = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (needs > has + 0.5) cut.push(`${words} (needs ${Math.ceil(needs)} px, has ${Math.floor(has)} px)`);
  }
  return { cut, sideways: document.documentElement.scrollWidth - innerWidth };
}"""
LANGUAGES = ["en", "de", "nl", "fr", "it", "es", "pl"]
CATALOG = {game["id"]: game for game in ok("catalog")["games"]}
STRENGTH_LINES = "() => [...document.querySelectorAll('#screen-setup .level-strength li')].map((li) => li.textContent)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_seat_shows_its_kind_and_level_in_full_words_on_every_screen(returning, lang):
    """Gurke (the longest level names) and Keezen set up with a person and a computer player of each
    level: on a phone and on every other screen of the layout test, each seat's kind and level read
    in full, in every language, and the page does not scroll sideways."""
    from layout import SCREENS

    w = returning(390, 844, True)
    w.open()
    for game, levels in (("gurke", ["fimpen", "sharp", "strong"]), ("keezen", ["easy", "normal", "strong"])):
        seats = [{"kind": "human", "name": "", "level": levels[0]}] + [{"kind": "bot", "name": "", "level": level} for level in levels]
        prefs = {"language": lang, "route": {"name": "setup", "params": {"game": game}}, "setup": {game: {"players": 4, "seats": seats}}}
        w.page.evaluate("(p) => localStorage.setItem('gurkenglas:prefs', JSON.stringify(p))", prefs)
        w.open(lang)  # the setup screen, as left
        w.wait_until(ANSWERED)
        kinds = w.page.locator("#screen-setup .seat-row select:first-of-type")
        shown = [kinds.nth(i).evaluate("(s) => s.selectedOptions[0].text") for i in range(kinds.count())]
        assert shown == [text(lang, "setup.kind.human")] + [text(lang, "setup.kind.bot")] * 3
        # What each level beats, in words, as the engine's catalog says (folded until opened).
        w.page.locator("#screen-setup details.level-strength summary").click()
        strength = CATALOG[game]["level_strength"]
        assert w.page.evaluate(STRENGTH_LINES) == [
            f"{text(lang, f'games.{game}.level.{level}' if game == 'gurke' else f'setup.level.{level}')} "
            f"{text(lang, 'setup.strength.' + strength[level]['verb'], n=strength[level]['simulations'])}" for level in levels]
        for width, height in [(390, 844), *[s for s in SCREENS if s != (390, 844)]]:
            w.page.set_viewport_size({"width": width, "height": height})
            seen = w.page.evaluate(CUT_SELECTS)
            assert not seen["cut"], f"{game} in {lang} on {width}x{height}: cut short: {seen['cut']}"
            assert seen["sideways"] <= 0, f"{game} in {lang} on {width}x{height}: the page scrolls {seen['sideways']} px sideways"
    w.assert_clean()
    returning.give_back()
