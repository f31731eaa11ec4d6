"""The replay screen: a saved game stepped through move by move with buttons, keys and the slider,
as an onlooker, as one player (asked first while the game goes on), or, once it is over, with
every hand revealed."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from browser import text
from saves import ok, played

pytestmark = pytest.mark.browser


def open_replay(tablet, record: dict) -> None:
    page = tablet.page
    tablet.open()
    page.evaluate("(r) => localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r))", record)
    page.locator("#saves-button").click()
    page.get_by_role("button", name=re.compile(r"^" + re.escape(text("en", "replay.open_named", when="")))).first.click()
    expect(page.locator(".replay-counter")).to_be_visible(timeout=120000)


def counter(page) -> str:
    return page.locator(".replay-counter").inner_text()


def test_a_finished_game_is_stepped_through_with_every_hand_revealed(tablet):
    record = played("keezen", ["bot"] * 4, seed=3)
    steps = len(record["state"]["history"])
    open_replay(tablet, record)
    page = tablet.page
    assert counter(page) == text("en", "replay.start_position", steps=steps)
    viewer = page.get_by_role("combobox", name=text("en", "replay.viewer"))
    expect(viewer).to_have_value("all")  # a finished game opens with everything shown
    forward = page.get_by_role("button", name=text("en", "replay.forward"))
    forward.click()
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.step", step=1, steps=steps))
    # The move on show is told in the log's words, and marked in the log.
    mover = f"P{ok('replay', state=record['state'], step=1)['mover'] + 1}"
    expect(page.locator(".replay-move h2")).to_have_text(text("en", "replay.this_move", name=mover))
    expect(page.locator(".replay-move p").first).to_contain_text(mover)
    expect(page.locator(".log li[aria-current=step]")).to_have_count(1)
    # Keys step too, from the controls.
    forward.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.step", step=3, steps=steps))
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.step", step=2, steps=steps))
    # Every player's hand at once, and the hand of the player to move drawn on the table.
    secrets = page.locator(".replay-secret-list li")
    expect(secrets).to_have_count(4)
    hands = [view["hand"] for view in ok("replay", state=record["state"], step=2, reveal=True)["views"]]
    assert sum(map(bool, hands)) >= 2
    for i, hand in enumerate(hands):
        expect(secrets.nth(i)).to_contain_text(f"P{i + 1}")
        expect(secrets.nth(i)).to_contain_text("Your cards" if hand else "no cards")
    expect(page.locator(".keezen-hand button")).not_to_have_count(0)
    # The slider jumps anywhere (here among the moves whose words the save keeps); the end shows the result.
    page.get_by_role("slider", name=text("en", "replay.slider")).fill(str(steps - 100))
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.step", step=steps - 100, steps=steps))
    assert page.locator(".log li").count() > 10
    page.get_by_role("button", name=text("en", "replay.last")).click()
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.step", step=steps, steps=steps))
    expect(page.locator(".result .ranking li")).to_have_count(4)
    assert forward.is_disabled()
    page.get_by_role("button", name=text("en", "replay.first")).click()
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.start_position", steps=steps))
    # Back to the finished table, whose result box offers the replay again.
    page.get_by_role("button", name=text("en", "replay.to_result")).click()
    page.get_by_role("button", name=text("en", "replay.open"), exact=True).click()
    expect(page.locator(".replay-counter")).to_be_visible()
    tablet.assert_clean()


def test_a_game_in_progress_shows_a_players_cards_only_after_asking(tablet):
    record = played("gurke", ["human", "human", "bot"], seed=5, moves=30)
    open_replay(tablet, record)
    page = tablet.page
    viewer = page.get_by_role("combobox", name=text("en", "replay.viewer"))
    expect(viewer).to_have_value("table")  # two people at the tablet: nobody's cards at first
    assert "all" not in viewer.locator("option").evaluate_all("(options) => options.map((o) => o.value)")
    page.get_by_role("slider", name=text("en", "replay.slider")).fill("10")
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.step", step=10, steps=30))
    expect(page.locator(".gurke-hand [data-card]")).to_have_count(0)
    dialog = page.locator("#confirm-dialog")
    viewer.select_option("1")
    expect(dialog).to_contain_text(text("en", "replay.confirm_seat", name="P2"))
    page.locator("#confirm-no").click()
    expect(viewer).to_have_value("table")  # the dialog closes, then the choice goes back
    expect(page.locator(".gurke-hand [data-card]")).to_have_count(0)
    viewer.select_option("1")
    page.get_by_role("button", name=text("en", "replay.confirm_button", name="P2")).click()
    expect(page.locator(".gurke-hand [data-card]")).not_to_have_count(0)
    assert counter(page) == text("en", "replay.step", step=10, steps=30)  # still the same move
    tablet.assert_clean()


def test_stamp_swap_replay_turns_up_pinzettas_face_down_stamps(tablet):
    record = played("stamp_swap", ["human"], seed=4)
    steps = len(record["state"]["history"])
    # The first step at which she holds a stamp the player has not seen.
    step = next(k for k in range(1, steps) if any(
        item.get("hidden") for offer in ok("replay", state=record["state"], step=k, seat=0)["view"]["pin_haul"].values()
        for item in offer))
    open_replay(tablet, record)
    page = tablet.page
    viewer = page.get_by_role("combobox", name=text("en", "replay.viewer"))
    viewer.select_option("0")
    page.get_by_role("slider", name=text("en", "replay.slider")).fill(str(step))
    expect(page.locator(".replay-counter")).to_have_text(text("en", "replay.step", step=step, steps=steps))
    backs = page.locator(".ss-back")
    expect(backs).not_to_have_count(0)
    viewer.select_option("all")
    expect(backs).to_have_count(0)
    assert counter(page) == text("en", "replay.step", step=step, steps=steps)
    tablet.assert_clean()
