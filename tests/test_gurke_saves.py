"""Gurke saves made before engine version 2 (the cards in front, Kurko's third joker, the first dealer
of a series) still load: they keep the rules they were started with, replay exactly, and play on.
The fixture holds states saved by the version 1 engine, untouched."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from gurkenglas import api

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "gurke_saves_before_cards_in_front.json"
SAVES = json.loads(FIXTURE.read_text(encoding="utf-8"))


def call(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    return answer["result"] if answer["ok"] else answer["error"]


@pytest.mark.parametrize("name", sorted(SAVES))
def test_a_version_1_save_loads_replays_and_plays_on(name):
    state = SAVES[name]
    assert state["version"] == 1 and "cards_in_front" not in state["options"]
    before = copy.deepcopy(state)
    assert call("validate", state=state) == {}
    view = call("view", state=state, seat=None)
    assert view["in_front"] == [[] for _ in range(state["players"])]
    assert view["options"]["cards_in_front"] is False and view["options"]["first_dealer"] == "chance"
    status = call("status", state=state)
    if status["over"]:
        assert status["outcome"]["winners"]
        return
    move = call("legal_moves", state=state)["moves"][0]["move"]
    after = call("apply", state=state, move=move)["state"]
    assert after["version"] == 2 and call("validate", state=after) == {}
    assert state == before  # the save sent in is never changed


def test_an_icelandic_match_saved_before_goes_on_dealing_from_the_whole_pack():
    state = SAVES["gurka_is, 2 players, in the third deal"]
    position = state["position"]
    assert position["deals"] == 3 and len(position["sheet"]) == 2  # two deals lost already
    view = call("view", state=state, seat=0)
    assert view["in_front"] == [[], []] and view["options"]["cards_in_front"] is False
    table = [c for trick in view["tricks"] + [view["trick"]] for _, cards in trick for c in cards]
    assert sum(view["hand_counts"]) + view["stock_count"] + len(table) == 52


def test_the_finished_swedish_match_settles_its_pot_and_says_who_deals_next():
    state = SAVES["gurka_se, 3 players, finished"]
    outcome = call("status", state=state)["outcome"]
    assert sum(outcome["owed"]) == 0 and outcome["first_dealer_next"] in outcome["winners"]


@pytest.mark.parametrize("version", [0, 3, "1", None])
def test_a_save_of_an_engine_version_we_do_not_know_is_refused_with_the_reason(version):
    state = dict(SAVES["agurk, 4 players, in the second deal"], version=version)
    error = call("status", state=state)
    assert error["code"] == "corrupt_state" and "version" in error["message"]


@pytest.mark.parametrize("damage", ["options", "position", "players"])
def test_a_version_1_save_without_its_parts_is_refused_not_crashed(damage):
    state = copy.deepcopy(SAVES["kurko, 3 players, in the second deal"])
    del state[damage]
    assert call("validate", state=state)["code"] == "corrupt_state"


def test_a_version_1_save_with_cards_in_front_it_could_not_have_is_refused():
    state = copy.deepcopy(SAVES["agurk, 4 players, in the second deal"])
    state["position"]["in_front"] = [["AS"], [], [], []]
    assert call("status", state=state)["code"] == "corrupt_state"
