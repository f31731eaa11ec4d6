"""Player counts as data: the catalog lists, for every preset of every game, exactly the player
counts that start; every other count is refused with `bad_options`, through the bridge as the page
calls it. Option values that need certain counts (Keezen's teams, Gurke's first dealer) narrow them
for the resolved options, whatever preset they were chosen on. The setup screen offers the counts
`check_options` answers (tests/test_check_options.py)."""

from __future__ import annotations

import copy
import json

import pytest

from conformance import option_sets
from gurkenglas import api
from gurkenglas.games import GAMES

CATALOG = {game["id"]: game for game in json.loads(api.call("catalog", "{}"))["result"]["games"]}


def call(method: str, **params) -> dict:
    return json.loads(api.call(method, json.dumps(params)))


def starts(game: str, players: int, options: dict) -> bool:
    answer = call("new_game", game=game, players=players, options=options, seed=7)
    assert answer["ok"] or answer["error"]["code"] == "bad_options", answer
    return answer["ok"]


def around(game_id: str) -> range:
    """Every count from the game's minimum − 1 to its maximum + 1."""
    players = CATALOG[game_id]["players"]
    return range(players["min"] - 1, players["max"] + 2)


PRESETS = [(g, p["id"]) for g in CATALOG for p in CATALOG[g]["presets"]]


@pytest.mark.parametrize("game_id, preset", PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_every_preset_starts_with_exactly_the_counts_the_catalog_lists(game_id, preset):
    listed = next(p for p in CATALOG[game_id]["presets"] if p["id"] == preset)["players"]
    assert listed, "a preset no count can play"
    for players in around(game_id):
        assert starts(game_id, players, {"preset": preset}) == (players in listed), (preset, players)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_option_set_starts_with_exactly_the_counts_check_options_gives(game_id):
    """Presets with their own options changed, single switches, and every value that names counts."""
    game = GAMES[game_id]
    sets = option_sets(game) + [{o.id: v} for o in game.spec.options for v, _ in o.players]
    for options in sets:
        counts = call("check_options", game=game_id, options=options)["result"]["players"]
        for players in around(game_id):
            assert starts(game_id, players, options) == (players in counts), (options, players)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_options_are_two_presets_at_once(game_id):
    spec = GAMES[game_id].spec

    def allowed(preset: str, option) -> list:
        variants = spec.preset_variants.get(preset, {})
        if option.id in variants:
            return list(variants[option.id])
        return [spec.resolve_options({"preset": preset})[option.id]]

    presets = list(spec.presets)
    for i, a in enumerate(presets):
        assert spec.preset_of(spec.resolve_options({"preset": a})) == a
        for b in presets[i + 1:]:
            assert any(not any(type(x) is type(y) and x == y for x in allowed(a, o) for y in allowed(b, o))
                       for o in spec.options if not o.table), (a, b)


@pytest.mark.parametrize("preset, counts", [("gurka_is", range(5, 11)), ("kurkku", [2, *range(5, 9)]),
                                            ("gurka_se", [2]), ("matapesa", range(8, 11)), ("kurko", [10])])
def test_gurke_rule_sets_refuse_the_counts_the_seed_does_not_give_them(preset, counts):
    for players in counts:
        answer = call("new_game", game="gurke", players=players, options={"preset": preset}, seed=1)
        assert answer["error"]["code"] == "bad_options" and preset in answer["error"]["message"]


def test_keezen_teams_need_four_or_six_players_on_any_preset():
    assert next(p for p in CATALOG["keezen"]["presets"] if p["id"] == "teams")["players"] == [4, 6]
    for players in (2, 3, 5):
        assert not starts("keezen", players, {"preset": "teams"})
        assert not starts("keezen", players, {"preset": "solo", "teams": True})
    assert starts("keezen", 4, {"preset": "solo", "teams": True})


def test_a_preset_keeps_its_counts_with_its_own_options_and_custom_rules_have_the_game_s():
    kurko = call("check_options", game="gurke", options={"preset": "kurko", "jokers": "three_as_aces"})["result"]
    assert kurko["players"] == list(range(2, 10))
    custom = call("check_options", game="gurke", options={"preset": "gurka_is", "exchange": "forehand"})["result"]
    assert custom["players"] == list(range(2, 11))
    # the same options sent in full, as the setup screen sends them, are the same rule set
    full = call("check_options", game="gurke", options={"preset": "gurka_is"})["result"]["options"]
    assert not starts("gurke", 5, full) and starts("gurke", 4, full)


def test_the_first_dealer_must_sit_at_the_table():
    assert not starts("gurke", 4, {"first_dealer": 4})
    assert starts("gurke", 5, {"first_dealer": 4})
    answer = call("new_game", game="gurke", players=4, options={"first_dealer": 4}, seed=1)
    assert "first_dealer 4" in answer["error"]["message"]


def test_a_save_whose_count_the_rules_do_not_allow_is_refused_with_the_reason():
    options = {"preset": "gurka_is", "lives": 2}  # custom rules, for 2–10 players
    state = call("new_game", game="gurke", players=5, options=options, seed=3)["result"]["state"]
    assert call("validate", state=state)["ok"]
    bad = copy.deepcopy(state)
    bad["options"]["lives"] = 1  # now exactly the Icelandic rules, which are for 2–4 players
    for method in ("status", "validate"):
        answer = call(method, state=bad)
        assert answer["error"]["code"] == "corrupt_state" and "2–4 players" in answer["error"]["message"]
