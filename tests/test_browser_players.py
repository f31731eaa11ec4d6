"""Players remembered on the device: a name typed once is offered again in a new game; after three
finished games (one finished on the page, two written as saves) the Players screen shows each
person's games, wins, rival and nemesis as the engine's outcomes give them; renaming and forgetting
work; "Export all" and its import carry the players."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from browser import start_game, text
from gurkenglas import api

pytestmark = pytest.mark.browser


def call(method: str, **params):
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def goose(names: list[str], seed: int, before_end: int = 0) -> tuple[dict, dict]:
    """A Goose game of people played to its end on CPython (or `before_end` moves short of it), and
    its outcome as the engine gives it."""
    seats = [{"kind": "human", "name": name, "level": None} for name in names]
    states = [call("new_game", game="goose", players=len(names), options={}, seed=seed, seats=seats)["state"]]
    while not call("status", state=states[-1])["over"]:
        move = call("legal_moves", state=states[-1])["moves"][0]["move"]
        states.append(call("apply", state=states[-1], move=move)["state"])
    return states[-1 - before_end], call("status", state=states[-1])["outcome"]


def stored(page, key: str):
    return page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", key)


def store(page, key: str, value) -> None:
    page.evaluate("([key, value]) => localStorage.setItem(key, JSON.stringify(value))", [key, value])


def saves_by_players(page) -> dict[int, dict]:
    return {len(save["players"]): save for save in page.evaluate("""() => Object.keys(localStorage)
        .filter((key) => key.startsWith('gurkenglas:save:')).map((key) => JSON.parse(localStorage.getItem(key)))""")}


def expected(games: list[tuple[list[str], dict]], person: str) -> dict:
    """What the Players screen must say of `person`, counted here from the engine's outcomes."""
    mine = [(names, outcome, names.index(person)) for names, outcome in games if person in names]
    together: dict[str, int] = {}
    ahead: dict[str, int] = {}
    for names, outcome, seat in mine:
        for other, name in enumerate(names):
            if name != person:
                together[name] = together.get(name, 0) + 1
                if outcome["ranks"][other] < outcome["ranks"][seat]:
                    ahead[name] = ahead.get(name, 0) + 1
    won = sum(seat in outcome["winners"] for _, outcome, seat in mine)
    # Only a clear first is checked here: who wins a tie (the one met last) is the unit tests' part.
    clear = lambda counts: (max(counts, key=counts.get) if counts and sorted(counts.values())[-2:] != [max(counts.values())] * 2  # noqa: E731
                            else None)
    rival, nemesis = clear(together), clear(ahead)
    return {"played": len(mine), "won": won, "rival": rival, "together": together.get(rival, 0),
            "tied_rival": rival is None and bool(together), "nemesis": nemesis, "ahead": ahead.get(nemesis, 0)}


def card(page, name: str):
    return page.locator("#screen-players .person", has=page.get_by_role("heading", name=name, exact=True))


def test_players_are_offered_again_counted_renamed_forgotten_and_exported(tablet, tmp_path):
    page = tablet.page
    tablet.open()
    # A first game: two names typed.
    start_game(page, "goose", ["human", "human"], names=["Anna", "Ben"])
    page.locator("#home-button").click()

    # A new game: the names are offered again, as chips with their colour and shape.
    page.get_by_role("button", name=text("en", "home.new_game_named", game=text("en", "games.goose.name"))).click()
    chips = page.locator(".person-chip")
    expect(chips).to_have_text(["Anna", "Ben"])
    name_field = lambda n: page.get_by_role("textbox", name=text("en", "setup.name_of", n=n), exact=True)  # noqa: E731
    for n in (1, 2):
        name_field(n).fill("")
    page.get_by_role("button", name=text("en", "setup.same_players")).click()
    expect(name_field(1)).to_have_value("Anna")
    expect(name_field(2)).to_have_value("Ben")
    expect(chips.first).to_have_attribute("aria-pressed", "true")
    page.get_by_role("radio", name=text("en", "setup.player_count", n=3)).click()
    page.get_by_role("combobox", name=text("en", "setup.kind_of", n=3), exact=True).select_option("human")
    name_field(3).fill("Cleo")
    page.get_by_role("button", name=text("en", "setup.start")).click()
    tablet.wait_engine()
    page.locator("#screen-play:not([hidden]) .table-area").wait_for(state="attached")
    page.locator("#home-button").click()

    # Their games: the first is put one roll from its end and finished on the page below; the second
    # and a third (a copy of the second with its own id) are written finished, as the engine ended them.
    two, three = saves_by_players(page)[2], saves_by_players(page)[3]
    near, first = goose(["Anna", "Ben"], seed=1, before_end=1)
    store(page, f"gurkenglas:save:{two['id']}", {**two, "state": near, "log": []})
    games = [(["Anna", "Ben"], first)]
    for save_id, seed in ((three["id"], 9), ("seededthird", 6)):
        state, outcome = goose(["Anna", "Ben", "Cleo"], seed)
        store(page, f"gurkenglas:save:{save_id}", {**three, "id": save_id, "state": state, "over": True, "log": []})
        games.append((["Anna", "Ben", "Cleo"], outcome))

    page.locator("#saves-button").click()
    page.locator("#screen-saves .saves .card", has_text="Anna, Ben").filter(has_not_text="Cleo") \
        .get_by_role("button", name=text("en", "home.resume")).click()
    page.get_by_role("button", name=text("en", "goose.move.roll")).click()
    expect(page.get_by_role("heading", name=text("en", "play.result_title"))).to_be_visible(timeout=30000)
    page.get_by_role("button", name=text("en", "play.menu"), exact=True).click()

    # The Players screen, from the home screen's button.
    page.get_by_role("button", name=text("en", "home.players_button"), exact=True).click()
    for name in ("Anna", "Ben", "Cleo"):
        facts = expected(games, name)
        person = card(page, name)
        expect(person.locator(".person-summary")).to_have_text(text("en", "players.summary", played=facts["played"], won=facts["won"]), timeout=30000)
        if not facts["tied_rival"]:
            expect(person.locator(".person-rival")).to_have_text(text("en", "players.rival", name=facts["rival"], count=facts["together"]))
        nemesis = (text("en", "players.nemesis", name=facts["nemesis"], count=facts["ahead"], person=name) if facts["nemesis"]
                   else text("en", "players.nemesis_none", person=name))
        expect(person.locator(".person-nemesis")).to_have_text(nemesis)
        expect(person.locator(".person-last li")).to_have_count(facts["played"])
    # Seeing the screen again counts nothing twice.
    page.locator("#home-button").click()
    page.get_by_role("button", name=text("en", "home.players_button"), exact=True).click()
    expect(card(page, "Anna").locator(".person-summary")).to_have_text(text("en", "players.summary", **{k: expected(games, "Anna")[k] for k in ("played", "won")}))

    # Renamed: the new name everywhere, the numbers kept.
    card(page, "Ben").get_by_role("button", name=text("en", "players.rename_named", name="Ben")).click()
    page.get_by_role("textbox", name=text("en", "players.new_name", name="Ben")).fill("Benno")
    page.get_by_role("button", name=text("en", "players.save_name")).click()
    expect(card(page, "Benno").locator(".person-summary")).to_have_text(text("en", "players.summary", played=3, won=expected(games, "Ben")["won"]))
    expect(card(page, "Ben")).to_have_count(0)
    if expected(games, "Anna")["rival"] == "Ben":
        expect(card(page, "Anna").locator(".person-rival")).to_contain_text("Benno")

    # Forgotten, after a question: gone from the list, the others' games kept.
    card(page, "Cleo").get_by_role("button", name=text("en", "players.forget_named", name="Cleo")).click()
    page.locator("#confirm-yes").click()
    expect(card(page, "Cleo")).to_have_count(0)
    expect(card(page, "Anna").locator(".person-summary")).to_contain_text("3")

    # Export all, everything cleared, the file imported: the players are back.
    page.locator("#saves-button").click()
    with page.expect_download() as download:
        page.get_by_role("button", name=text("en", "saves.export_all")).click()
    file = tmp_path / download.value.suggested_filename
    download.value.save_as(file)
    exported = json.loads(Path(file).read_text(encoding="utf-8"))
    assert sorted(p["name"] for p in exported["players"]["people"]) == ["Anna", "Benno"]
    page.evaluate("localStorage.clear()")
    page.reload()
    page.locator("#saves-button").click()
    page.locator("#import-file").set_input_files(str(file))
    expect(page.locator("#screen-saves .message")).to_contain_text(text("en", "saves.imported_players", count=2))
    page.locator("#home-button").click()
    page.get_by_role("button", name=text("en", "home.players_button"), exact=True).click()
    expect(page.locator("#screen-players .person")).to_have_count(2)
    expect(card(page, "Benno").locator(".person-summary")).to_have_text(text("en", "players.summary", played=3, won=expected(games, "Ben")["won"]))
    tablet.assert_clean()
