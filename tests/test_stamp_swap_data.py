"""Imported Stamp Swap card data: whatever a file holds, it is either refused with a DataError that
says where, or a whole game plays with it. A file the check lets through never breaks the engine."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from gurkenglas import api
from gurkenglas.games.stamp_swap.data import DataError, builtin_raw, check_data
from helpers import json_paths

FIXTURES = Path(__file__).resolve().parent / "fixtures"

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


def test_a_file_with_four_days_and_four_tickets_puts_a_ticket_on_every_contest():
    # Given a file with four days, four tickets and one colour card only
    data = copy.deepcopy(builtin_raw())
    data["day_multipliers"] = [1, 2, 3, 4]
    data["tickets"] = 4
    data["contests"] = [c for c in data["contests"] if c["category"] != "colour" or c["number"] == 1]
    data["scoring_cards"][0]["rows"] = {"1": [9, 10, 11]}
    check_data(data)
    play_through(data, seed=3)
    # When a game is played with a contest at every show
    state = json.loads(api.call("new_game", json.dumps({"game": "stamp_swap", "players": 1, "seed": 3,
                                                         "options": {"card_data": data}})))["result"]["state"]
    while not api_view(state)["over"]:
        move = legal(state)[0]["move"]
        state = json.loads(api.call("apply", json.dumps({"state": state, "move": move})))["result"]["state"]
    # Then four shows were held and each of the four contests holds a ticket
    view = api_view(state)
    assert view["days"] == 4 and view["board"][0]["card"]["number"] == 1
    assert [entry["ticket"]["day"] for entry in view["board"][:4]] == [0, 1, 2, 3]
    assert view["tickets"] == 0 and view["board"][4]["scored"] is not None


def legal(state: dict) -> list[dict]:
    return json.loads(api.call("legal_moves", json.dumps({"state": state})))["result"]["moves"]


def refused(data: dict, where: str, words: str = "") -> str:
    """The file is refused, by the check and by the bridge, at `where` (with `words` in the reason)."""
    with pytest.raises(DataError) as caught:
        check_data(data)
    message = str(caught.value)
    assert message.startswith(f"card data, {where}:") and words in message, message
    answer = json.loads(api.call("check_options", json.dumps({"game": "stamp_swap", "options": {"card_data": data}})))
    assert not answer["ok"] and answer["error"]["code"] == "bad_options" and answer["error"]["message"] == message
    return message


def test_a_file_made_for_version_1_is_refused_at_its_version_with_what_changed():
    old = json.loads((FIXTURES / "stamp_swap_cards_version1.json").read_text(encoding="utf-8"))
    assert old["version"] == 1 and "day_contests" in old
    message = refused(old, "version", "version 1")
    assert "version 2" in message and "Download the built-in file" in message
    answer = json.loads(api.call("new_game", json.dumps({"game": "stamp_swap", "players": 1, "seed": 1,
                                                         "options": {"card_data": old}})))
    assert answer["error"]["code"] == "bad_options"


def test_a_version_2_file_with_a_field_of_version_1_left_in_is_refused_there():
    for field, value in (("double_sizes", ["4x2", "2x4"]), ("day_contests", [["colour"]]), ("final_contest", "finale")):
        data = copy.deepcopy(builtin_raw())
        data[field] = value
        refused(data, field, "version 1")


@pytest.mark.parametrize("change, where, words", [
    (lambda d: d["scoring_cards"][0].pop("category"), "scoring_cards[0]", "'category' is missing"),
    (lambda d: d["scoring_cards"][1].update(category="finale"), "scoring_cards[1].category", "'finale' is not one of"),
    (lambda d: d["scoring_cards"][1].update(category="colour"), "scoring_cards[1].rows", "'1' is missing"),
    (lambda d: d["scoring_cards"][2]["rows"].update({"1": [1, 2, 3]}), "scoring_cards[2].rows.1", "no size contest card 1"),
    (lambda d: d["albums"][0]["fields"].pop(), "albums[0].fields", "'rares'"),
    (lambda d: d["albums"][1]["fields"].reverse(), "albums[1].fields[0]", "must hold sizes"),
    (lambda d: d["albums"][2]["fields"][1]["sizes"].append("3x3"), "albums[2].fields[1].sizes[2]", "one field only"),
    (lambda d: d["albums"][0]["fields"][2].update(holds="colours"), "albums[0].fields[2].holds", "not one of"),
    (lambda d: d["albums"][0]["fields"][2].pop("values"), "albums[0].fields[2]", "'values' is missing"),
    (lambda d: d["albums"][0]["fields"].append({"holds": "values", "values": [1]}), "albums[1].fields",
     "as many fields as the first (8)"),
    (lambda d: d["tiles"][60].update(double=True), "tiles[60].double", "cannot be cut"),              # a 3×3
    (lambda d: d["tiles"][70].update(double="yes"), "tiles[70].double", "true"),
    (lambda d: d["events"][0]["you"][0].update(double=1), "events[0].you[0].double", "true or false"),
    (lambda d: d["contests"].__delitem__(slice(9, 12)), "contests", "none of 'cancelled'"),
    (lambda d: d.update(tickets=5), "tickets", "from 0 to 4"),
    (lambda d: d["sizes"].update(square=[2, 2]), "sizes.square", "same shape as sizes.2x2"),
    (lambda d: d.update(version=3), "version", "reads version 2"),
])
def test_the_new_fields_are_checked_with_their_place_in_the_file(change, where, words):
    data = copy.deepcopy(builtin_raw())
    change(data)
    refused(data, where, words)


def test_an_imported_file_with_its_own_album_layout_and_single_long_stamps_plays():
    # Given a file whose albums have an eighth field (stamps worth 1) and every decision card a point for it,
    # and whose long stamps are all single stamps
    data = copy.deepcopy(builtin_raw())
    for album in data["albums"]:
        album["fields"].insert(3, {"holds": "values", "values": [1]})
    for card in data["decision_cards"]:
        card["album"].insert(3, 2)
    for tile in data["tiles"]:
        tile.pop("double", None)
    check_data(data)
    # When games are played with it
    for seed in range(3):
        play_through(data, seed)
    answer = json.loads(api.call("new_game", json.dumps({"game": "stamp_swap", "players": 1, "seed": 2,
                                                         "options": {"card_data": data}})))
    view = api_view(answer["result"]["state"])
    # Then Pinzetta's album shows eight fields and no stamp counts twice
    assert [f["holds"] for f in view["pinzetta"]["layout"]][3] == "values" and len(view["pinzetta"]["counts"]) == 8
    assert not any(item.get("double") for item in view["haul"] if item["type"] == "stamp")


def api_view(state: dict) -> dict:
    return json.loads(api.call("view", json.dumps({"state": state, "seat": 0})))["result"]
