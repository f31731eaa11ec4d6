"""Replay through the bridge: stepping through a saved game move by move, as one seat saw it, or
with everything revealed once the game is over. (The conformance suite also compares the replay
with the views seen while playing, for every game and preset.)"""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.games import get_game


def call(method: str, **params):
    return json.loads(api.call(method, json.dumps(params)))


def ok(method: str, **params):
    answer = call(method, **params)
    assert answer["ok"], answer
    return answer["result"]


def played(game: str, players: int, seed: int, moves: int | None = None):
    """A game played by bots through the bridge: its states after each move and their events."""
    seats = [{"kind": "bot", "name": f"P{i + 1}", "level": None} for i in range(players)]
    states = [ok("new_game", game=game, players=players, seed=seed, seats=seats)["state"]]
    events = [[]]
    level = get_game(game).spec.bot_levels[0]
    while not ok("status", state=states[-1])["over"] and (moves is None or len(states) <= moves):
        move = ok("bot_move", state=states[-1], level=level)["move"]
        after = ok("apply", state=states[-1], move=move)
        states.append(after["state"])
        events.append(after["events"])
    return states, events


def test_every_step_shows_the_table_a_seat_saw_then_with_the_move_that_led_there():
    states, events = played("keezen", 4, seed=11, moves=60)
    final = states[-1]
    for step in (0, 1, 17, 59, 60):
        for seat in (None, 0, 2):
            answer = ok("replay", state=final, step=step, seat=seat)
            assert answer["steps"] == 60 and answer["step"] == step and not answer["over"]
            assert answer["view"] == ok("view", state=states[step], seat=seat)
            assert answer["events"] == events[step]
        if step:
            assert answer["move"] == json.loads(final["history"][step - 1])
            assert answer["mover"] == ok("status", state=states[step - 1])["to_move"]
        else:
            assert answer["move"] is None and answer["mover"] is None


def test_a_seat_sees_its_own_cards_and_not_the_others():
    states, _ = played("gurke", 3, seed=4, moves=12)
    answer = ok("replay", state=states[-1], step=5, seat=1)
    assert answer["view"]["hand"] and answer["view"]["hand"] == ok("view", state=states[5], seat=1)["hand"]
    assert answer["view"]["hand"] != ok("view", state=states[5], seat=0)["hand"]
    assert ok("replay", state=states[-1], step=5, seat=None)["view"]["hand"] is None


def test_a_game_in_progress_keeps_its_secrets_and_a_finished_one_reveals_every_hand():
    states, _ = played("gurke", 3, seed=4)
    unfinished = states[len(states) // 2]
    refused = call("replay", state=unfinished, step=3, reveal=True)
    assert not refused["ok"] and refused["error"]["code"] == "bad_request"
    answer = ok("replay", state=states[-1], step=3, reveal=True)
    assert answer["over"] and answer["view"]["hand"] is None  # the onlooker's table
    assert [view["hand"] for view in answer["views"]] == [ok("view", state=states[3], seat=s)["hand"] for s in range(3)]
    assert all(view["hand"] for view in answer["views"])


def test_a_finished_game_lists_the_moves_its_mover_had_at_any_step():
    """For the review's "find a better move": the legal moves at a step, as legal_moves lists them
    on that step's state; only once the game is over."""
    states, _ = played("gurke", 3, seed=4)
    for step in (0, 7, len(states) - 2):
        answer = ok("replay", state=states[-1], step=step, seat=0, legal=True)
        assert answer["legal"] == ok("legal_moves", state=states[step])
    assert "legal" not in ok("replay", state=states[-1], step=7)
    refused = call("replay", state=states[len(states) // 2], step=3, legal=True)
    assert not refused["ok"] and refused["error"]["code"] == "bad_request"
    assert call("replay", state=states[-1], step=3, legal="yes")["error"]["code"] == "bad_request"


def test_a_move_tried_again_is_compared_with_the_move_played_from_the_movers_view():
    """review_move (the review's "find a better move") gives the chance the mover's view gave the move
    tried and the move played, judged alike."""
    seats = [{"kind": "human", "name": "A", "level": None}, {"kind": "bot", "name": "B", "level": None}]
    state = ok("new_game", game="gulek", players=2, seed=3, seats=seats)["state"]
    while not ok("status", state=state)["over"]:
        state = ok("apply", state=state, move=ok("bot_move", state=state, level="easy")["move"])["state"]
    history = [json.loads(move) for move in state["history"]]
    step = max(k for k in range(1, len(history) + 1)
               if len(ok("replay", state=state, step=k - 1, legal=True)["legal"]["moves"]) > 1)
    moves = [entry["move"] for entry in ok("replay", state=state, step=step - 1, legal=True)["legal"]["moves"]]
    other = next(move for move in moves if move != history[step - 1])
    verdict = ok("review_move", state=state, step=step, move=other, samples=2)
    assert verdict["move"] == other and 0 <= verdict["chance"] <= 1 and 0 <= verdict["played_chance"] <= 1
    if verdict["played_chance"] > verdict["chance"]:
        assert verdict["best_move"] != other  # a move that did worse than the one played is not the best
    same = ok("review_move", state=state, step=step, move=history[step - 1], samples=2)
    assert same["chance"] == same["played_chance"]


def test_revealed_stamp_swap_turns_up_pinzettas_face_down_stamps():
    states, _ = played("stamp_swap", 1, seed=4)
    final = states[-1]
    for step in range(len(states)):
        seen = ok("replay", state=final, step=step, seat=0)["view"]
        hidden = [item for offer in seen["pin_haul"].values() for item in offer if item.get("hidden")]
        if hidden:
            break
    else:
        pytest.fail("no step with a face-down stamp of Pinzetta's")
    revealed = ok("replay", state=final, step=step, seat=0, reveal=True)["view"]
    shown = [item for offer in revealed["pin_haul"].values() for item in offer]
    assert not any(item.get("hidden") for item in shown)
    assert all(item["id"] and item["colour"] for item in shown if item["type"] == "stamp")
    # Only what was face down differs; the rest of the table is the same.
    assert {k: v for k, v in revealed.items() if k not in ("pin_haul", "log")} == \
        {k: v for k, v in seen.items() if k not in ("pin_haul", "log")}


def test_bad_requests_and_damaged_histories_are_refused_with_a_reason():
    states, _ = played("goose", 2, seed=3, moves=8)
    final = states[-1]
    for params, code in ((dict(step=9), "bad_request"), (dict(step=-1), "bad_request"), (dict(step="2"), "bad_request"),
                         (dict(step=2, reveal="yes"), "bad_request"), (dict(step=2, seat=5), "bad_request")):
        answer = call("replay", state=final, **params)
        assert not answer["ok"] and answer["error"]["code"] == code, params
    tampered = json.loads(json.dumps(final))
    del tampered["history"][2]  # one roll fewer: the saved position no longer follows from the moves
    tampered["undo_floor"] = len(tampered["history"])
    answer = call("replay", state=tampered, step=1)
    assert not answer["ok"] and answer["error"]["code"] == "corrupt_state"


def test_switching_between_games_never_mixes_their_steps():
    goose, _ = played("goose", 3, seed=1, moves=10)
    keezen, _ = played("keezen", 2, seed=2, moves=10)
    for _ in range(2):
        assert ok("replay", state=goose[-1], step=4)["view"] == ok("view", state=goose[4], seat=None)
        assert ok("replay", state=keezen[-1], step=4, seat=0)["view"] == ok("view", state=keezen[4], seat=0)
        assert ok("replay", state=goose[6], step=4)["steps"] == 6  # a shorter save of the same game
