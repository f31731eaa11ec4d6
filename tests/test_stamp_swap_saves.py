"""Stamp Swap saves across the change of the show phase, and damaged saves.

`fixtures/stamp_swap_save_before_board_contests.json` was made through the bridge with the engine of
version 1 (a fixed contest each day, enter or skip): seed 41, difficulty 2, the normal player in
your seat, at Saturday's contest with one ticket spent. Its history cannot replay under the rules of
version 2 (the board is dealt differently and the old moves no longer exist), so it is refused as a
corrupt state with a message that names the version, by every method, and never crashes."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from gurkenglas import api

FIXTURES = Path(__file__).resolve().parent / "fixtures"
OLD_SAVE = json.loads((FIXTURES / "stamp_swap_save_before_board_contests.json").read_text(encoding="utf-8"))


def call(method: str, **params) -> dict:
    return json.loads(api.call(method, json.dumps(params)))


def error(method: str, **params) -> dict:
    answer = call(method, **params)
    assert not answer["ok"], (method, answer)
    return answer["error"]


CALLS = {
    "status": {}, "validate": {}, "view": {"seat": 0}, "legal_moves": {},
    "apply": {"move": {"kind": "enter"}}, "undo": {}, "bot_move": {"seat": 0, "level": "normal", "budget_ms": 200},
    "hint": {"budget_ms": 200}, "replay": {"step": 3, "seat": 0},
}


def test_the_fixture_is_a_save_of_the_old_engine():
    assert OLD_SAVE["game"] == "stamp_swap" and OLD_SAVE["version"] == 1
    assert OLD_SAVE["position"]["phase"] == "contest" and {"kind": "enter"} in OLD_SAVE["history"]


@pytest.mark.parametrize("method", list(CALLS))
def test_a_save_from_before_the_change_is_refused_as_corrupt_with_the_version_named(method):
    # Given the save made before the show phase changed / When any method gets it
    problem = error(method, state=copy.deepcopy(OLD_SAVE), **CALLS[method])
    # Then it is refused with a clear message, never an internal error
    assert problem["code"] == "corrupt_state" and "version" in problem["message"], problem


def test_an_old_save_passed_off_as_a_new_one_is_still_refused_clearly():
    forged = copy.deepcopy(OLD_SAVE)
    forged["version"] = 2
    assert error("status", state=forged)["code"] == "corrupt_state"
    without_old_moves = copy.deepcopy(forged)
    without_old_moves["history"] = [m for m in forged["history"] if m["kind"] not in ("enter", "skip")]
    without_old_moves["undo_floor"] = 0
    problem = error("status", state=without_old_moves)
    assert problem["code"] == "corrupt_state" and "engine version 1" in problem["message"], problem


# --- damaged saves of the new engine -------------------------------------------------------------------

def at_third_show() -> dict:
    """A game of seed 5 at Sunday's contest pick, two tickets on the board."""
    state = call("new_game", game="stamp_swap", players=1, seed=5, options={})["result"]["state"]
    while True:
        moves = call("legal_moves", state=state)["result"]["moves"]
        if moves[0]["move"]["kind"] == "contest" and len(state["position"]["tickets"]) == 2:
            return state
        state = call("apply", state=state, move=moves[0]["move"])["result"]["state"]


def two_tickets_on_one_contest(p):
    p["tickets"][1]["category"] = p["tickets"][0]["category"]


def a_ticket_on_the_finale(p):
    p["tickets"][0]["category"] = "finale"


def a_theme_card_in_the_colour_place(p):
    p["board"]["colour"] = p["board"]["theme"]


def more_contest_points_than_the_tickets_gave(p):
    p["points"]["contests"] += 5


def a_ticket_from_a_show_still_to_come(p):
    p["tickets"][1]["day"] = 2


def a_third_ticket_while_the_pick_is_open(p):
    used = {t["category"] for t in p["tickets"]}
    p["tickets"].append({"category": next(c for c in ("colour", "theme", "size", "cancelled") if c not in used),
                         "day": 1, "points": 0})


def a_board_without_the_finale(p):
    del p["board"]["finale"]


DAMAGE = [two_tickets_on_one_contest, a_ticket_on_the_finale, a_theme_card_in_the_colour_place,
          more_contest_points_than_the_tickets_gave, a_ticket_from_a_show_still_to_come,
          a_third_ticket_while_the_pick_is_open, a_board_without_the_finale]


@pytest.fixture(scope="module")
def third_show() -> dict:
    return at_third_show()


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda f: f.__name__)
def test_a_damaged_board_or_ticket_is_refused(third_show, damage):
    assert call("validate", state=third_show)["ok"]
    bad = copy.deepcopy(third_show)
    damage(bad["position"])
    assert error("status", state=bad)["code"] == "corrupt_state"
    assert error("validate", state=bad)["code"] == "corrupt_state"


def test_a_cut_off_history_is_caught_by_the_replay(third_show):
    bad = copy.deepcopy(third_show)
    bad["history"].pop()
    bad["undo_floor"] = min(bad["undo_floor"], len(bad["history"]))
    assert error("validate", state=bad)["code"] == "corrupt_state"
