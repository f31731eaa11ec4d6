"""What the setup screen shows is the engine's answer to `check_options`: choosing a preset gives its
name, every option's value and the player counts; changing a rule gives the preset the options now
are, or none (custom rules); the preset's own options, a table option and a card-data file keep the
preset. The expected answers are read from the catalog, the same data the setup screen lists."""

from __future__ import annotations

import json
from typing import Any

import pytest

from gurkenglas import api

CATALOG = {game["id"]: game for game in json.loads(api.call("catalog", "{}"))["result"]["games"]}
PRESETS = [(g, p["id"]) for g in CATALOG for p in CATALOG[g]["presets"]]


def check(game: str, options: dict) -> dict:
    answer = json.loads(api.call("check_options", json.dumps({"game": game, "options": options})))
    assert answer["ok"], answer
    return answer["result"]


def same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def preset_entry(game_id: str, preset: str) -> dict:
    return next(p for p in CATALOG[game_id]["presets"] if p["id"] == preset)


def rules(game_id: str) -> list[dict]:
    """The options a rule set is made of: not a table option (Gurke's first dealer) nor a data file."""
    return [o for o in CATALOG[game_id]["options"] if o.get("kind") not in ("table", "data")]


def fits(game_id: str, preset: str, options: dict) -> bool:
    """Whether `options` are the preset as the catalog declares it: every rule at the preset's value
    (or the game's default), a rule that is the preset's own option at any of its listed values."""
    entry = preset_entry(game_id, preset)
    for option in rules(game_id):
        value = options[option["id"]]
        if option["id"] in entry["variants"]:
            if not any(same(value, v) for v in entry["variants"][option["id"]]):
                return False
        elif not same(value, entry["options"].get(option["id"], option["default"])):
            return False
    return True


@pytest.mark.parametrize("game_id, preset", PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_choosing_a_preset_shows_it_with_its_options_and_player_counts(game_id, preset):
    entry = preset_entry(game_id, preset)
    answer = check(game_id, {"preset": preset})
    assert answer["preset"] == preset
    assert answer["players"] == entry["players"]
    for option in CATALOG[game_id]["options"]:
        assert same(answer["options"][option["id"]], entry["options"].get(option["id"], option["default"])), option["id"]
    # the options as the setup screen then holds them, sent back in full, are still the preset
    assert check(game_id, answer["options"]) == answer


@pytest.mark.parametrize("game_id, preset", PRESETS, ids=[f"{g}-{p}" for g, p in PRESETS])
def test_changing_one_rule_of_a_preset_shows_the_rule_set_the_options_now_are(game_id, preset):
    entry = preset_entry(game_id, preset)
    chosen = check(game_id, {"preset": preset})["options"]
    for option in rules(game_id):
        for value in option["values"]:
            if same(value, chosen[option["id"]]):
                continue
            answer = check(game_id, {**chosen, option["id"]: value})
            shown = answer["preset"]
            if option["id"] in entry["variants"] and any(same(value, v) for v in entry["variants"][option["id"]]):
                assert shown == preset, (option["id"], value)
            elif shown is None:
                assert not any(fits(game_id, p["id"], answer["options"]) for p in CATALOG[game_id]["presets"]), (option["id"], value)
            else:
                assert shown != preset and fits(game_id, shown, answer["options"]), (option["id"], value, shown)


def test_custom_rules_are_for_every_count_the_game_has_and_a_preset_s_own_option_keeps_it():
    custom = check("gurke", {"preset": "gurka_is", "exchange": "forehand"})
    assert custom["preset"] is None and custom["players"] == list(range(2, 11))
    kurko = check("gurke", {"preset": "kurko", "jokers": "three_as_aces"})
    assert kurko["preset"] == "kurko" and kurko["players"] == list(range(2, 10))


def test_teams_on_the_solo_rules_are_the_teams_preset_for_four_or_six():
    answer = check("keezen", {"preset": "solo", "teams": True})
    assert answer["preset"] == "teams" and answer["players"] == [4, 6]


def test_a_table_option_or_a_card_data_file_leaves_the_rule_set_as_it_is():
    assert check("gurke", {"preset": "ogorek", "first_dealer": 3})["preset"] == "ogorek"
    data = json.loads(api.call("game_data", json.dumps({"game": "stamp_swap"})))["result"]["data"]
    imported = {**data, "name": "Our own cards"}
    answer = check("stamp_swap", {"preset": "level2", "card_data": imported})
    assert answer["preset"] == "level2" and answer["options"]["card_data"] == imported


@pytest.mark.parametrize("game_id", sorted(CATALOG))
def test_the_areas_of_the_players_are_where_each_player_s_start_is_on_the_board(game_id):
    """Table mode seats people by the areas the answer gives: at Keezen, for every count, each
    player's start is the part of the ring the view's board puts it at; the other games' players
    have no areas of their own, and the answer gives none."""
    answer = check(game_id, {})
    if game_id != "keezen":
        assert answer["areas"] == {}
        return
    assert sorted(answer["areas"], key=int) == [str(n) for n in answer["players"]]
    for n in answer["players"]:
        state = json.loads(api.call("new_game", json.dumps({"game": game_id, "players": n, "seed": 1})))["result"]["state"]
        board = json.loads(api.call("view", json.dumps({"state": state, "seat": 0})))["result"]["board"]
        assert answer["areas"][str(n)] == [start / board["track"] for start in board["starts"]], n
    assert answer["areas"]["2"] == [0, 0.5]  # the two sit opposite, not side by side
