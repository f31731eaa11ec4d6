"""The JSON bridge: every method, typed errors for bad input, and states that never change."""

from __future__ import annotations

import copy
import json

import pytest

from gurkenglas import api


def call(method: str, params) -> dict:
    raw = api.call(method, params if isinstance(params, str) else json.dumps(params))
    answer = json.loads(raw)
    assert set(answer) in ({"ok", "result"}, {"ok", "error"})
    return answer


def ok(method: str, **params):
    answer = call(method, params)
    assert answer["ok"], answer
    return answer["result"]


def error_code(method: str, params) -> str:
    answer = call(method, params)
    assert answer["ok"] is False
    assert answer["error"]["message"]
    return answer["error"]["code"]


@pytest.fixture
def state():
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "bot", "name": "Bert", "level": "normal"}]
    return ok("new_game", game="goose", players=2, options={}, seed=11, seats=seats)["state"]


def test_catalog_lists_the_goose_with_its_options_and_presets():
    games = {g["id"]: g for g in ok("catalog")["games"]}
    goose = games["goose"]
    assert goose["players"] == {"min": 2, "max": 6}
    assert {o["id"] for o in goose["options"]} == {"classic_geese", "release_after_three_rounds", "play_for_places"}
    assert {p["id"] for p in goose["presets"]} >= {"standard", "classic", "everyone_finishes"}


def test_catalog_says_which_boards_lie_between_the_players_for_table_mode():
    games = {g["id"]: g for g in ok("catalog")["games"]}
    shared = {gid for gid, game in games.items() if game["table_mode"]}
    # Cards held in the hand (Gurke, Stamp Swap) and the solitaires have no table mode.
    assert shared == {"goose", "keezen", "gulek", "mixed_pickles"}


def test_catalog_names_each_games_default_computer_level_among_those_it_offers():
    games = {g["id"]: g for g in ok("catalog")["games"]}
    assert {gid: game["default_level"] for gid, game in games.items()} == {
        "goose": "normal", "keezen": "normal", "gulek": "normal", "mixed_pickles": "normal", "stamp_swap": "normal",
        "gurke": "fimpen", "gulek_solo": "solver", "gulek_single": "solver"}
    for game in games.values():
        assert game["default_level"] in game["bot_levels"]  # the setup offers it


def test_the_catalog_says_what_each_computer_level_of_a_game_beats():
    """Every level of a game that offers several carries its measured strength for the setup screen's
    words, and a stronger level (the levels are listed weakest first) is never said to beat less."""
    for game in ok("catalog")["games"]:
        levels, strength = game["bot_levels"], game["level_strength"]
        if len(levels) < 2:
            assert strength == {} or set(strength) == set(levels), game["id"]
            continue
        assert set(strength) == set(levels), game["id"]
        verbs = ("loses", "even", "beats")
        assert all(s["verb"] in verbs and s["simulations"] >= 1 for s in strength.values())
        # A level said to beat (or match) a search of more simulations ranks above one of fewer.
        ranks = [(s["simulations"], verbs.index(s["verb"])) for s in (strength[level] for level in levels)]
        assert ranks == sorted(ranks), f"{game['id']}: {strength}"


def test_a_game_through_every_method(state):
    assert ok("status", state=state) == {"to_move": 0, "over": False, "outcome": None}
    legal = ok("legal_moves", state=state)
    assert legal["seat"] == 0 and legal["moves"] == [{"move": {"kind": "roll"}, "rules": ["first_throw", "turn"]}]
    assert legal["rule"] == "first_throw"  # the "Why?" beside the decision opens the rules there
    seen = ok("view", state=state, seat=None)
    assert [s["name"] for s in seen["seats"]] == ["Anna", "Bert"] and seen["can_undo"] is False
    applied = ok("apply", state=state, move={"kind": "roll"}, seat=0)
    assert applied["events"][0]["type"] == "roll"
    assert ok("status", state=applied["state"])["to_move"] == 1
    assert ok("bot_move", state=applied["state"], seat=1, level="normal", budget_ms=100) == {"move": {"kind": "roll"}}
    assert ok("validate", state=applied["state"]) == {}


def test_undo_never_goes_back_across_dice(state):
    rolled = ok("apply", state=state, move={"kind": "roll"})["state"]
    assert error_code("undo", {"state": rolled}) == "undo_not_allowed"
    assert error_code("undo", {"state": state}) == "undo_not_allowed"


def test_undo_for_a_person_takes_back_the_computer_players_reply_too():
    """Undo in a game against a computer player goes back to the person's own last decision, so the
    person is to move again and chooses anew; one plain step back stays available."""
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "bot", "name": "Bert", "level": "normal"}]
    start = ok("new_game", game="gulek", players=2, options={}, seed=3, seats=seats)["state"]
    mine = ok("legal_moves", state=start)["moves"][0]["move"]
    after_mine = ok("apply", state=start, move=mine, seat=0)["state"]
    reply = ok("bot_move", state=after_mine, seat=1, budget_ms=100)["move"]
    after_reply = ok("apply", state=after_mine, move=reply, seat=1)["state"]
    assert ok("undo", state=after_reply, to_person=True)["state"] == start
    assert ok("undo", state=after_reply)["state"] == after_mine


def test_undo_for_a_person_is_refused_where_only_a_computer_move_could_be_taken_back(state):
    """Goose: the computer player's roll cannot be taken back, so neither can anything before it."""
    first = ok("apply", state=state, move={"kind": "roll"})["state"]
    assert error_code("undo", {"state": first, "to_person": True}) == "undo_not_allowed"


@pytest.mark.parametrize("move, code", [
    ({"kind": "jump"}, "malformed_move"),
    ("roll", "malformed_move"),
    ({"kind": "roll", "dice": [6, 6]}, "illegal_move"),
    (None, "malformed_move"),
])
def test_a_bad_move_is_refused_with_a_typed_error_and_the_state_stays(state, move, code):
    before = copy.deepcopy(state)
    assert error_code("apply", {"state": state, "move": move}) == code
    assert state == before
    assert ok("apply", state=state, move={"kind": "roll"})["events"]  # and valid calls still work


def test_a_move_out_of_turn_is_refused(state):
    assert error_code("apply", {"state": state, "move": {"kind": "roll"}, "seat": 1}) == "not_your_turn"
    assert error_code("bot_move", {"state": state, "seat": 1}) == "not_your_turn"


def test_a_finished_game_takes_no_more_moves():
    state = ok("new_game", game="goose", players=2, seed=3)["state"]
    while not ok("status", state=state)["over"]:
        state = ok("apply", state=state, move={"kind": "roll"})["state"]
    assert error_code("apply", {"state": state, "move": {"kind": "roll"}}) == "game_over"
    assert ok("legal_moves", state=state) == {"seat": None, "moves": [], "rule": None}


@pytest.mark.parametrize("method, params, code", [
    ("no_such_method", {}, "bad_request"),
    ("status", "this is not json", "bad_request"),
    ("status", "[1, 2]", "bad_request"),
    ("status", {}, "bad_request"),
    ("new_game", {"game": "chess", "players": 2, "seed": 1}, "unknown_game"),
    ("new_game", {"game": "goose", "players": 7, "seed": 1}, "bad_options"),
    ("new_game", {"game": "goose", "players": 2, "seed": -1}, "bad_options"),
    ("new_game", {"game": "goose", "players": 2, "seed": 1, "options": {"flying": True}}, "bad_options"),
    ("new_game", {"game": "goose", "players": 2, "seed": 1, "options": {"classic_geese": 1}}, "bad_options"),
    ("new_game", {"game": "goose", "players": 2, "seed": 1, "options": {"preset": "nope"}}, "bad_options"),
    ("new_game", {"game": "goose", "players": 2, "seed": 1, "seats": [{"kind": "alien", "name": "x"}] * 2}, "bad_options"),
    ("statistics", {"game": "goose", "players": 2, "games": 0, "seed": 1}, "bad_options"),
])
def test_malformed_calls_get_typed_errors(method, params, code):
    assert error_code(method, params) == code


def tamper(state, change):
    bad = copy.deepcopy(state)
    change(bad)
    return bad


@pytest.mark.parametrize("change", [
    lambda s: s["position"]["pawns"][0].update(square=99),          # a square that does not exist
    lambda s: s["position"]["pawns"][0].update(square=6),           # nobody can rest on the bridge
    lambda s: s["position"].update(turn=5),                          # a seat that does not exist
    lambda s: s.update(rng="not a generator"),
    lambda s: s.update(game="chess"),
    lambda s: s.update(schema=99),
    lambda s: s["position"].pop("pawns"),
])
def test_a_damaged_state_is_refused_as_corrupt(state, change):
    rolled = ok("apply", state=state, move={"kind": "roll"})["state"]
    code = error_code("status", {"state": tamper(rolled, change)})
    assert code in ("corrupt_state", "unknown_game")


@pytest.mark.parametrize("bad", ['{"kind":"teleport"}', '"roll"', '[{"kind":"roll"}]', '{"by":{"x":1},"kind":"roll"}', '{"kind":'])
def test_a_damaged_history_is_refused_where_it_is_read(state, bad):
    """The history's moves are read where a state comes in (validate, which the page runs on every
    save it opens or imports) and where they are replayed (undo), not at every call."""
    rolled = ok("apply", state=state, move={"kind": "roll"})["state"]
    damaged = tamper(rolled, lambda s: s["history"].insert(0, bad))
    assert error_code("validate", {"state": damaged}) == "corrupt_state"
    assert error_code("undo", {"state": damaged}) == "corrupt_state"


def test_a_history_entry_that_is_no_text_is_refused_at_any_call(state):
    rolled = ok("apply", state=state, move={"kind": "roll"})["state"]
    damaged = tamper(rolled, lambda s: s["history"].append({"kind": "roll"}))
    assert error_code("status", {"state": damaged}) == "corrupt_state"


@pytest.mark.parametrize("game", ["goose", "keezen", "gurke"])
def test_a_state_saved_with_moves_as_objects_plays_on_as_before(game):
    """Saves made before the history kept each move as its JSON text (schema 1) open, validate and
    play on; the engine answers exactly as for the same game saved today."""
    state = ok("new_game", game=game, players=2, seed=9)["state"]
    for _ in range(12):
        moves = ok("legal_moves", state=state)
        if not moves["moves"]:
            break
        state = ok("apply", state=state, move=moves["moves"][-1]["move"])["state"]
    old = dict(state, schema=1, history=[json.loads(text) for text in state["history"]])
    assert ok("validate", state=old) == ok("validate", state=state)
    assert ok("status", state=old) == ok("status", state=state)
    move = ok("legal_moves", state=old)["moves"][0]["move"]
    assert ok("apply", state=old, move=move) == ok("apply", state=state, move=move)


def test_one_trip_plays_a_move_and_answers_what_three_calls_would():
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bert"}]
    state = ok("new_game", game="keezen", players=2, options={}, seed=5, seats=seats)["state"]
    for _ in range(6):
        seat = ok("legal_moves", state=state)["seat"]
        move = ok("legal_moves", state=state)["moves"][0]["move"]
        one = ok("play", state=state, move=move, seat=seat, viewer=seat)
        applied = ok("apply", state=state, move=move, seat=seat)
        assert one["state"] == applied["state"] and one["events"] == applied["events"]
        assert one["legal"] == ok("legal_moves", state=applied["state"])
        assert one["viewer"] == seat and one["view"] == ok("view", state=applied["state"], seat=seat)
        # Passed between people, a game of secrets shows the next player's cards to nobody until they take it.
        private = ok("play", state=state, move=move, seat=seat, viewer=seat, private=True)
        hidden = private["legal"]["seat"] != seat
        assert private["viewer"] == (None if hidden else seat)
        assert private["view"] == ok("view", state=applied["state"], seat=private["viewer"])
        state = one["state"]
    assert error_code("play", {"state": state, "move": {"kind": "teleport"}}) == "malformed_move"
    assert error_code("play", {"state": state, "move": move, "viewer": 7}) in ("bad_request", "illegal_move")


def test_validate_replays_and_catches_a_quietly_moved_pawn(state):
    rolled = ok("apply", state=state, move={"kind": "roll"})["state"]
    square = rolled["position"]["pawns"][0]["square"]
    moved = tamper(rolled, lambda s: s["position"]["pawns"][0].update(square=square + 1 if square != 18 else 20))
    assert call("status", {"state": moved})["ok"]  # each piece looks plausible...
    assert error_code("validate", {"state": moved}) == "corrupt_state"  # ...but it is not what the dice said


def test_statistics_are_reproducible_and_add_up():
    a = ok("statistics", game="goose", players=3, options={}, games=500, seed=9)
    b = ok("statistics", game="goose", players=3, options={}, games=500, seed=9)
    assert a == b and a["method"] == "simulation"
    assert sum(a["wins"]) == 500
    assert all(sum(row) == 500 for row in a["places"])
    assert a["rounds_sum"] > 500 * 5


def test_every_seat_can_win_and_nobody_wins_nearly_always():
    stats = ok("statistics", game="goose", players=2, options={}, games=4000, seed=1)
    assert all(0.4 < wins / stats["games"] < 0.6 for wins in stats["wins"])


@pytest.mark.parametrize("game, players", [("keezen", 2), ("gurke", 3), ("gulek", 2), ("mixed_pickles", 3),
                                           ("stamp_swap", 1)])
def test_the_hint_is_a_legal_move_for_the_seat_to_move_and_changes_nothing(game, players):
    state = ok("new_game", game=game, players=players, options={}, seed=4)["state"]
    before = json.dumps(state, sort_keys=True)
    hint = ok("hint", state=state, budget_ms=500)
    legal = ok("legal_moves", state=state)["moves"]
    assert hint["move"] in [m["move"] for m in legal]
    assert hint["rules"] == next(m["rules"] for m in legal if m["move"] == hint["move"])  # the "Why?" beside the hint
    assert json.dumps(state, sort_keys=True) == before
    assert error_code("hint", {"state": state, "budget_ms": 0}) == "bad_request"


def test_check_options_refuses_a_bad_data_file_with_its_reason_and_game_data_gives_the_built_in_one():
    data = ok("game_data", game="stamp_swap")["data"]
    assert ok("check_options", game="stamp_swap", options={"card_data": data})["options"]["card_data"] == data
    broken = {**data, "tickets": "three"}
    assert error_code("check_options", {"game": "stamp_swap", "options": {"card_data": broken}}) == "bad_options"
    assert error_code("game_data", {"game": "goose"}) == "bad_request"
