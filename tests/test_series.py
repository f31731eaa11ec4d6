"""A series of matches at the same table through the bridge: `next_match` gives what "Play again with
the same table" starts (the same seats, the last winner dealing first in Gurke) and the running
tally of matches won and, where the rules settle them, points owed."""

from __future__ import annotations

import json
import random

import pytest

from gurkenglas import api

SEATS = [{"kind": "human", "name": "Anna"}, {"kind": "bot", "name": "Bert", "level": "sharp"},
         {"kind": "human", "name": "Cleo"}]


def call(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def error(method: str, **params) -> str:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert not answer["ok"] and answer["error"]["message"]
    return answer["error"]["code"]


def finished(state: dict, seed: int) -> dict:
    rnd = random.Random(seed)
    while not call("status", state=state)["over"]:
        moves = call("legal_moves", state=state)["moves"]
        state = call("apply", state=state, move=rnd.choice(moves)["move"])["state"]
    return state


def test_a_kurko_series_the_winner_deals_first_and_the_tally_adds_up():
    state = call("new_game", game="gurke", players=3, options={"preset": "kurko"}, seed=21, seats=SEATS)["state"]
    tally, wins, owed = None, [0, 0, 0], [0, 0, 0]
    for match in range(1, 4):
        state = finished(state, match)
        outcome = call("status", state=state)["outcome"]
        answer = call("next_match", state=state, **({"tally": tally} if tally else {}))
        assert answer["game"] == "gurke" and answer["players"] == 3 and answer["seats"] == state["seats"]
        winner = outcome["first_dealer_next"]
        assert winner in outcome["winners"]
        assert answer["options"] == {**state["options"], "first_dealer": winner}
        wins = [w + (s in outcome["winners"]) for s, w in enumerate(wins)]
        owed = [a + b for a, b in zip(owed, outcome["owed"])]
        tally = answer["tally"]
        assert tally == {"matches": match, "won": wins, "owed": owed}
        params = {k: v for k, v in answer.items() if k != "tally"}
        state = call("new_game", **params, seed=100 + match)["state"]
        assert state["position"]["dealer"] == winner  # the last winner deals the first hand
        still_kurko = call("check_options", game="gurke", options=state["options"])["players"]
        assert still_kurko == list(range(2, 10))


def test_rules_without_points_owed_tally_matches_won_only_and_every_game_can_play_again():
    state = finished(call("new_game", game="goose", players=2, options={"preset": "classic"}, seed=3)["state"], 3)
    answer = call("next_match", state=state)
    winners = call("status", state=state)["outcome"]["winners"]
    assert answer["options"] == state["options"] and answer["players"] == 2
    assert answer["tally"] == {"matches": 1, "won": [int(s in winners) for s in range(2)], "owed": None}
    again = call("next_match", state=state, tally=answer["tally"])["tally"]
    assert again["matches"] == 2 and again["won"] == [2 * w for w in answer["tally"]["won"]]


def test_agurk_settles_no_points_owed():
    state = finished(call("new_game", game="gurke", players=2, options={"preset": "agurk"}, seed=4)["state"], 4)
    assert call("status", state=state)["outcome"]["owed"] is None
    assert call("next_match", state=state)["tally"]["owed"] is None


def test_next_match_only_once_the_match_is_over():
    state = call("new_game", game="gurke", players=3, options={"preset": "kurko"}, seed=1)["state"]
    assert error("next_match", state=state) == "bad_request"


@pytest.mark.parametrize("tally", [
    [], {"matches": 1, "won": [1, 0]}, {"matches": 0, "won": [0, 0, 0], "owed": [0, 0, 0]},
    {"matches": 1, "won": [2, 0, 0], "owed": [0, 0, 0]}, {"matches": 1, "won": [1, 0, 0], "owed": None},
    {"matches": 1, "won": [1, 0, 0], "owed": [0, 0]}, {"matches": 1, "won": [1, 0, 0], "owed": [0.5, 0, 0]},
    {"matches": True, "won": [1, 0, 0], "owed": [0, 0, 0]},
])
def test_a_tally_that_does_not_fit_the_table_is_refused(tally, kurko_over):
    assert error("next_match", state=kurko_over, tally=tally) == "bad_request"


@pytest.fixture(scope="module")
def kurko_over() -> dict:
    return finished(call("new_game", game="gurke", players=3, options={"preset": "kurko"}, seed=8)["state"], 8)
