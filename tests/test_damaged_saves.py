"""Damaged saves of every game are refused as corrupt, never half-loaded: an extra ace, a pawn on a
square that does not exist, balls that do not add up, a pickle off the board, a cut-off history.
`status` refuses what breaks a game's invariants; `validate` also replays the history, so a
change that looks plausible on its own is caught there. (The browser then keeps the save aside.)"""

from __future__ import annotations

import copy
import json

import pytest

from gurkenglas import api
from test_replay import played


def answer(method: str, state: dict) -> str:
    reply = json.loads(api.call(method, json.dumps({"state": state})))
    return "ok" if reply["ok"] else reply["error"]["code"]


def saved(game: str, players: int, moves: int) -> dict:
    return played(game, players, seed=5, moves=moves)[0][-1]


def add_ace(state):
    hands = state["position"]["hands"]
    next(hand for hand in hands if hand).append("A")


def add_card_twice(state):
    hand = state["position"]["hands"][0]
    hand.append(hand[0])


def add_ball(state):
    state["position"]["pits"][4][0] += 1


def drop_solo_ball(state):
    board = state["position"]["board"]
    board[board.index(max(board))] -= 1


DAMAGE = {
    "keezen, an extra ace in a hand": ("keezen", 4, 6, add_ace),
    "keezen, a pawn on a square that does not exist": ("keezen", 4, 6, lambda s: s["position"]["pawns"][0].__setitem__(0, 999)),
    "keezen, a hand that is not a list of cards": ("keezen", 4, 6, lambda s: s["position"]["hands"].__setitem__(1, "AAAA")),
    "gurke, one card twice": ("gurke", 3, 6, add_card_twice),
    "gurke, a card that is in no deck": ("gurke", 3, 6, lambda s: s["position"]["hands"][0].append("1X")),
    "gulek, a ball too many": ("gulek", 2, 6, add_ball),
    "gulek, a supply below nothing": ("gulek", 2, 6, lambda s: s["position"]["supply"].__setitem__(0, -1)),
    "gulek solo, a ball gone missing": ("gulek_solo", 1, 2, drop_solo_ball),
    "mixed pickles, a pickle beyond the goal": ("mixed_pickles", 3, 6, lambda s: s["position"]["fields"].__setitem__(0, 14)),
    "mixed pickles, one goal card twice": ("mixed_pickles", 3, 6,
                                            lambda s: s["position"]["goals"][1].__setitem__(0, s["position"]["goals"][0][0])),
    "goose, a pawn on square 99": ("goose", 2, 4, lambda s: s["position"]["pawns"][0].update(square=99)),
}


@pytest.mark.parametrize("what", list(DAMAGE))
def test_a_save_that_breaks_the_rules_is_refused(what):
    game, players, moves, damage = DAMAGE[what]
    state = saved(game, players, moves)
    assert answer("validate", state) == "ok"
    bad = copy.deepcopy(state)
    damage(bad)
    assert answer("status", bad) == "corrupt_state", what
    assert answer("validate", bad) == "corrupt_state", what


@pytest.mark.parametrize("game, players", [("keezen", 4), ("gurke", 3), ("gulek", 2), ("mixed_pickles", 3), ("goose", 3)])
def test_a_cut_off_or_rearranged_history_is_caught_by_the_replay(game, players):
    state = saved(game, players, 12)
    for cut in (lambda s: s["history"].pop(), lambda s: s["history"].insert(3, s["history"][0]),
                lambda s: s["history"].__delitem__(slice(4, None))):
        bad = copy.deepcopy(state)
        cut(bad)
        bad["undo_floor"] = min(bad["undo_floor"], len(bad["history"]))
        assert answer("validate", bad) == "corrupt_state"


def test_a_truncated_save_is_not_a_state():
    text = json.dumps(saved("keezen", 4, 6))
    reply = json.loads(api.call("validate", '{"state": ' + text[: len(text) // 2]))
    assert not reply["ok"] and reply["error"]["code"] == "bad_request"
