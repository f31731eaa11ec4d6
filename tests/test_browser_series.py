"""A series of matches at the same table: "Play again" after a Gurke match keeps the seats and the
rules, gives the first deal to the last winner, and the result of the next match shows the running
tally of matches won (and points owed, where the rules settle them)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from browser import text
from gurkenglas import api

pytestmark = pytest.mark.browser

SAVES = """() => Object.keys(localStorage).filter((k) => k.startsWith("gurkenglas:save:"))
    .map((k) => JSON.parse(localStorage.getItem(k)))"""


def ok(method: str, **params):
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def finish(state: dict) -> tuple[dict, list]:
    """The bots play the match to its end."""
    log = []
    while not ok("status", state=state)["over"]:
        after = ok("apply", state=state, move=ok("bot_move", state=state, level="fimpen")["move"])
        state = after["state"]
        log.append(after["events"])
    return state, log


def record(record_id: str, state: dict, log: list, seats: list, tally=None) -> dict:
    saved = {"schema": 1, "id": record_id, "game": "gurke", "created": 1, "updated": 2, "revision": 0,
             "players": [s["name"] for s in seats], "over": True, "state": state, "log": log,
             "setup": {"players": len(seats), "seats": seats, "options": state["options"]}}
    if tally is not None:
        saved["tally"] = tally
    return saved


def open_save(page, site, saved: dict) -> None:
    page.goto(site)
    page.wait_for_selector("html[data-ui=ready]", state="attached")
    page.evaluate("""(r) => {
        localStorage.clear();
        localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r));
        localStorage.setItem('gurkenglas:prefs', JSON.stringify({ route: { name: 'play', params: { id: r.id } }, botSpeed: 'instant' }));
    }""", saved)
    page.reload()
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)


def test_play_again_keeps_the_table_and_counts_the_matches(browser, site):
    seats = [{"kind": "bot", "name": name, "level": "fimpen"} for name in ("Ada", "Bo", "Cy")]
    first, log = finish(ok("new_game", game="gurke", players=3, options={"preset": "kurko"}, seed=7, seats=seats)["state"])
    outcome = ok("status", state=first)["outcome"]
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768}, has_touch=True)
    page = context.new_page()
    open_save(page, site, record("series-1", first, log, seats))
    expect(page.get_by_role("heading", name=text("en", "play.result_title"))).to_be_visible()
    expect(page.locator(".series-table")).to_have_count(0)  # one match is no series yet
    page.get_by_role("button", name=text("en", "play.again")).click()
    expect(page.get_by_role("heading", name=text("en", "play.result_title"))).to_be_hidden()  # a new match
    saves = {s["id"]: s for s in page.evaluate(SAVES)}
    second = next(s for s in saves.values() if s["id"] != "series-1")
    # The same table and rules; the winner deals first; the tally counts the first match.
    assert [s["name"] for s in second["state"]["seats"]] == ["Ada", "Bo", "Cy"]
    assert ok("status", state=second["state"])["over"] is False
    assert second["state"]["options"]["first_dealer"] == outcome["first_dealer_next"]
    assert second["tally"]["matches"] == 1
    assert second["tally"]["won"] == [int(seat in outcome["winners"]) for seat in range(3)]
    # The second match ends: its result shows the series, both matches counted.
    state, log = finish(ok("new_game", game="gurke", players=3, options=second["state"]["options"], seed=8, seats=seats)["state"])
    open_save(page, site, record("series-2", state, log, seats, second["tally"]))
    table = page.locator(".series-table")
    expect(table).to_be_visible()
    expect(table.locator("caption")).to_have_text(text("en", "play.series", count=2))
    won = [int(n) for n in table.locator("tbody td:first-of-type").all_inner_texts()]
    winners = ok("status", state=state)["outcome"]["winners"]
    assert won == [second["tally"]["won"][seat] + (seat in winners) for seat in range(3)]
    if ok("status", state=state)["outcome"].get("owed") is not None:  # Kurko settles the differences
        expect(table.locator("thead th")).to_have_count(3)
    context.close()
