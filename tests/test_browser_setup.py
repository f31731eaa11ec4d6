"""The setup screen in Chromium shows what the engine answers about the options being chosen:
choosing a rule set sets its switches and offers only the player counts it is for; changing a switch
shows the rule set the options now are, or custom rules."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browser import Watched, text

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
