"""Imported Stamp Swap card data: whatever a file holds, it is either refused with a DataError that
says where, or a whole game plays with it. A file the check lets through never breaks the engine."""

from __future__ import annotations

import copy
import json
import random

import pytest

from gurkenglas import api
from gurkenglas.games.stamp_swap.data import DataError, builtin_raw, check_data
from helpers import json_paths

ODD_VALUES = [None, True, -1, 0, 1, 2, 99, 10**6, 2.5, "", "x", "2x2", "red", [], [1, 2], {}, {"stamp": "2x2"}]


def mutated(seed: int) -> dict:
    rnd = random.Random(seed)
    data = copy.deepcopy(builtin_raw())
    all_paths = [p for p in json_paths(data) if p]
    for _ in range(rnd.choice((1, 1, 2, 3))):
        path = rnd.choice(all_paths)
        parent = data
        try:
            for key in path[:-1]:
                parent = parent[key]
            if rnd.random() < 0.2 and isinstance(parent, (dict, list)):
                del parent[path[-1]]
            else:
                parent[path[-1]] = rnd.choice(ODD_VALUES)
        except (KeyError, IndexError, TypeError):
            continue
    return data


def play_through(data: dict, seed: int) -> None:
    def call(method, **params):
        answer = json.loads(api.call(method, json.dumps(params)))
        assert answer["ok"] or answer["error"]["code"] != "internal_error", answer
        return answer
    answer = call("new_game", game="stamp_swap", players=1, seed=seed, options={"card_data": data})
    assert answer["ok"], answer
    state = answer["result"]["state"]
    rnd = random.Random(seed)
    for _ in range(200):
        status = call("status", state=state)["result"]
        if status["over"]:
            return
        call("view", state=state, seat=0)
        moves = call("legal_moves", state=state)["result"]["moves"]
        assert moves, "a game that is not over must offer a move"
        state = call("apply", state=state, move=rnd.choice(moves)["move"])["result"]["state"]
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("block", range(4))
def test_mutated_card_data_is_refused_with_a_place_or_plays_to_the_end(block):
    refused = 0
    for seed in range(block * 100, block * 100 + 100):
        data = mutated(seed)
        try:
            check_data(data)
        except DataError as error:
            assert str(error).startswith("card data"), error
            refused += 1
            continue
        play_through(data, seed)
    assert refused > 30   # most random damage is caught by the check itself


def test_a_file_with_four_days_of_the_same_single_contest_card_plays_four_days():
    data = copy.deepcopy(builtin_raw())
    data["day_contests"] = [["colour"]] * 4
    data["day_multipliers"] = [1, 2, 3, 4]
    data["contests"] = [c for c in data["contests"] if c["category"] != "colour" or c["number"] == 1]
    check_data(data)
    play_through(data, seed=3)
    answer = json.loads(api.call("new_game", json.dumps({"game": "stamp_swap", "players": 1, "seed": 3,
                                                         "options": {"card_data": data}})))
    assert [c["number"] for c in api_view(answer["result"]["state"])["contests"]] == [1, 1, 1, 1]


def api_view(state: dict) -> dict:
    return json.loads(api.call("view", json.dumps({"state": state, "seat": 0})))["result"]
