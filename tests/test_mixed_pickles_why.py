"""Mixed Pickles, why and why not: the rule each move, decision and event names, and the reason a
pickle, a field or a card in hand has no legal move, in known positions (built as
tests/test_mixed_pickles_rules.py builds them)."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.mixed_pickles.cards import PICKLES
from gurkenglas.games.mixed_pickles.position import MixedPicklesPosition
from test_mixed_pickles_rules import table  # positions built as the rules tests build them

GAME = get_game("mixed_pickles")
SPEC = GAME.spec
Y, R, B, G = 0, 1, 2, 3
THINGS = [f"pickle:{p}" for p in PICKLES] + [f"field:{n}" for n in range(1, 14)]


def play(pos: MixedPicklesPosition, *moves: dict) -> list[dict]:
    events: list[dict] = []
    for move in moves:
        assert move in pos.legal_moves(), f"{move} not among {pos.legal_moves()}"
        pos.play(move, Rng.from_seed(0), events)
    return events


def move(pickle: str, to: int) -> dict:
    return {"kind": "move", "pickle": pickle, "to": to}


def why(pos: MixedPicklesPosition, thing: str) -> tuple[str, dict, str] | None:
    """The reason as (reason, args, rule), checked against the spec on the way."""
    answer = pos.why_not(pos.seat_to_move(), thing)
    if answer is None:
        return None
    prefix, _, reason = answer["key"].rpartition(".")
    assert prefix == "mixed_pickles.why_not" and reason in SPEC.why_not_reasons and answer["rule"] in SPEC.rules
    return reason, answer["args"], answer["rule"]


# --- pickles and fields with two logic cards ------------------------------------------------------
def test_the_rules_example_a_pickle_whose_steps_leave_both_cards_alike_and_fields_out_of_reach():
    # "green ahead of yellow" is false, "red not behind blue" true: green makes both true, blue
    # both false; yellow and red fit.
    pos = table(hand=("G>Y", "R!<B"))
    assert why(pos, "pickle:green") == ("no_step_fits", {"one": 2, "two": 3}, "one_true")
    assert why(pos, "pickle:blue") == ("no_step_fits", {"one": 2, "two": 3}, "one_true")
    assert why(pos, "pickle:yellow") is None and why(pos, "pickle:red") is None
    assert why(pos, "field:2") is None and why(pos, "field:3") is None
    assert why(pos, "field:1") == ("behind", {"field": 1}, "steps")
    assert why(pos, "field:4") == ("out_of_reach", {"field": 4}, "steps")
    assert why(pos, "card:G>Y") is None and why(pos, "card:R!<B") is None
    assert pos.move_rules(move("yellow", 2)) == ("one_true", "true_card", "false_card", "steps")
    assert pos.decision_rule() == "one_true"


def test_from_field_9_on_a_pickle_has_one_step_and_a_field_two_ahead_of_it_is_out_of_reach():
    # Yellow on 10, red on 9: "yellow on red's field" and "blue on green's field" are both false.
    pos = table(fields=(10, 9, 3, 1), hand=("Y=R", "B=G"))
    assert why(pos, "pickle:yellow") == ("one_step", {"field": 10, "to": 11}, "yellow")
    assert why(pos, "pickle:blue") == ("no_step_fits", {"one": 4, "two": 5}, "one_true")
    assert why(pos, "pickle:red") is None and why(pos, "pickle:green") is None  # to 10, to 3
    assert why(pos, "field:11") == ("field_no_fit", {"field": 11}, "one_true")
    assert why(pos, "field:2") == ("field_no_fit", {"field": 2}, "one_true")
    assert why(pos, "field:12") == ("out_of_reach", {"field": 12}, "yellow")  # two fields past yellow
    assert why(pos, "field:13") == ("out_of_reach", {"field": 13}, "steps")
    assert why(pos, "field:10") is None and why(pos, "field:3") is None
    assert pos.move_rules(move("red", 10)) == ("one_true", "true_card", "false_card", "yellow")
    assert pos.move_rules(move("green", 3)) == ("one_true", "true_card", "false_card", "steps")


def test_a_pickle_at_the_goal_says_its_place_and_a_move_home_names_the_finish():
    pos = table(fields=(12, 13, 5, 5), finished=(R,), hand=("Y=R", "B>G"))
    assert why(pos, "pickle:red") == ("at_goal", {"place": 1}, "finish")
    assert pos.move_rules(move("yellow", 13)) == ("one_true", "true_card", "false_card", "yellow", "finish")
    events = play(pos, move("yellow", 13))
    assert [(e["type"], pos.event_rule(e)) for e in events] == [("move", "one_true"), ("finish", "finish")]


def test_when_no_move_fits_every_thing_says_so():
    pos = table(hand=("Y>R", "R<Y"), fields=(3, 2, 5, 1))
    assert pos.legal_moves() == [{"kind": "pass"}]
    for thing in ("pickle:blue", "field:6", "card:Y>R", "card:R<Y"):
        assert why(pos, thing) == ("no_fit", {}, "no_move"), thing
    assert pos.move_rules({"kind": "pass"}) == ("no_move",) and pos.decision_rule() == "no_move"
    events = play(pos, {"kind": "pass"})
    assert pos.event_rule(events[0]) == "no_move"


# --- special cards ----------------------------------------------------------------------------------
def test_a_step_back_too_far_an_ignored_logic_card_and_a_field_no_special_reaches():
    pos = table(fields=(4, 2, 1, 1), hand=("back2", "Y>R"))
    assert why(pos, "pickle:red") == ("back_too_far", {"field": 2}, "back_two")
    assert why(pos, "pickle:yellow") is None and why(pos, "card:back2") is None
    assert why(pos, "card:Y>R") == ("card_ignored", {}, "specials")
    assert why(pos, "field:2") is None
    assert why(pos, "field:3") == ("special_field", {"field": 3}, "specials")
    back = {"kind": "back", "pickle": "yellow", "to": 2}
    assert pos.move_rules(back) == ("back_two", "specials") and pos.decision_rule() == "specials"
    assert [pos.event_rule(e) for e in play(pos, back)] == ["back_two"]


def test_a_swap_needs_two_pickles_on_different_fields():
    pos = table(fields=(5, 5, 5, 13), finished=(G,), hand=("swap", "R=G"))
    assert pos.legal_moves() == [{"kind": "pass"}]
    assert why(pos, "pickle:red") == ("swap_same_field", {"field": 5}, "swap")
    assert why(pos, "pickle:green") == ("at_goal", {"place": 1}, "finish")
    assert why(pos, "card:swap") == ("swap_blocked", {}, "swap")
    assert pos.move_rules({"kind": "pass"}) == ("special_blocked", "specials")
    assert pos.decision_rule() == "special_blocked"
    assert [pos.event_rule(e) for e in play(pos, {"kind": "pass"})] == ["special_blocked"]


def test_two_special_cards_one_that_cannot_be_carried_out():
    pos = table(fields=(2, 2, 2, 2), hand=("swap", "back2"))
    assert why(pos, "pickle:blue") == ("special_blocked", {}, "specials")
    assert why(pos, "card:back2") == ("back_blocked", {}, "back_two")
    pos = table(fields=(3, 1, 1, 1), hand=("back1", "swap"))
    assert why(pos, "card:back1") is None and why(pos, "card:swap") is None
    assert pos.move_rules({"kind": "back", "pickle": "yellow", "to": 2}) == ("back_one", "specials", "two_specials")
    assert pos.move_rules({"kind": "swap", "pickles": ["yellow", "red"]}) == ("swap", "specials", "two_specials")
    pos = table(hand=("back1", "R=G"))
    assert why(pos, "card:back1") == ("back_blocked", {}, "back_one")
    assert why(pos, "pickle:green") == ("back_too_far", {"field": 1}, "back_one")


# --- the other decisions: draw, keep a goal card, review ---------------------------------------------
def test_before_drawing_nothing_on_the_board_is_chosen():
    pos = table()
    assert why(pos, "pickle:red") == ("draw_first", {}, "draw") and why(pos, "field:5") == ("draw_first", {}, "draw")
    assert why(pos, "card:R=G") is None  # not in the hand
    assert pos.move_rules({"kind": "draw"}) == ("draw",) and pos.decision_rule() == "draw"
    assert table(expert=True, professional=True).move_rules({"kind": "draw"}) == ("draw", "expert")
    assert [pos.event_rule(e) for e in play(pos, {"kind": "draw"})] == ["draw"]


def test_professional_keeping_a_goal_card_comes_first():
    pos = table(players=3, fields=(6, 1, 1, 1), hand=("Y>R", "Y=R"), turn=1, professional=True)
    events = play(pos, move("yellow", 7))
    assert [(e["type"], pos.event_rule(e)) for e in events] == [("move", "one_true"), ("choose_goal", "professional")]
    assert why(pos, "field:3") == ("choose_goal", {}, "professional")
    keep = pos.legal_moves()[0]
    assert pos.move_rules(keep) == ("professional",) and pos.decision_rule() == "professional"
    assert [pos.event_rule(e) for e in play(pos, keep)] == ["professional"]


def test_table_rules_lay_out_object_and_correct():
    # At the start "red ahead of green" and "blue ahead of yellow" are both false: green does not fit.
    pos = table(players=3, hand=("R>G", "B>Y"), table_rules=True)
    assert why(pos, "pickle:green") is None  # on one's honour any forward move may be made
    assert why(pos, "field:4") == ("out_of_reach", {"field": 4}, "steps")
    assert pos.move_rules(move("green", 2)) == ("table_rules", "steps") and pos.decision_rule() == "table_rules"
    # A move the cards allow (red ahead of green, blue still not ahead of yellow) follows them as well.
    assert pos.move_rules(move("red", 2)) == ("table_rules", "one_true", "true_card", "false_card", "steps")
    assert pos.move_rules({"kind": "pass"}) == ("table_rules", "no_move")
    events = play(pos, move("green", 2))
    assert [pos.event_rule(e) for e in events] == ["table_rules", "table_rules"]  # move, laid_out
    assert pos.seat_to_move() == 1
    assert why(pos, "pickle:red") == ("review_first", {"seat": 0}, "objection")
    assert pos.decision_rule() == "objection"
    assert pos.move_rules({"kind": "accept"}) == ("accept", "table_rules")
    assert pos.move_rules({"kind": "object"}) == ("objection", "table_rules")
    assert [pos.event_rule(e) for e in play(pos, {"kind": "object"})] == ["objection"]
    assert pos.phase == "correct" and pos.fields == [1, 1, 1, 1]
    assert why(pos, "pickle:green") == ("no_step_fits", {"one": 2, "two": 3}, "one_true")
    assert why(pos, "pickle:red") is None
    assert pos.move_rules(move("red", 2)) == ("correction", "one_true", "true_card", "false_card", "steps")
    assert pos.move_rules({"kind": "decline"}) == ("correction", "table_rules")
    assert pos.decision_rule() == "correction"
    assert [pos.event_rule(e) for e in play(pos, move("red", 2))] == ["correction"]


def test_the_last_pickle_home_names_the_scoring():
    pos = table(players=3, fields=(13, 12, 13, 4), finished=(B, Y), hand=("Y=R", "Y=G"))
    events = play(pos, move("red", 13))
    assert [(e["type"], pos.event_rule(e)) for e in events] == [
        ("move", "one_true"), ("finish", "finish"), ("game_over", "scoring")]


# --- judged from what the seat sees; through the bridge; in whole games --------------------------
@pytest.mark.parametrize("setup", [
    dict(hand=("G>Y", "R!<B")), dict(fields=(10, 9, 3, 1), hand=("Y=R", "B=G")),
    dict(fields=(4, 2, 1, 1), hand=("back2", "Y>R")), dict(players=4, turn=2), dict(hand=("Y>R", "R<Y"), fields=(3, 2, 5, 1)),
])
def test_the_reason_is_the_same_in_every_world_the_seat_cannot_tell_apart(setup):
    pos = table(**setup)
    seat = pos.seat_to_move()
    things = THINGS + [f"card:{c}" for c in pos.hand]
    expected = {thing: pos.why_not(seat, thing) for thing in things}
    for seed in range(5):
        other = pos.sample_hidden(seat, Rng.from_seed(seed))
        assert {thing: other.why_not(seat, thing) for thing in things} == expected


def test_the_reviewer_is_judged_from_the_laid_out_cards_alone():
    pos = table(players=3, hand=("R>G", "B>Y"), table_rules=True)
    play(pos, move("green", 2), {"kind": "object"})
    seat = pos.seat_to_move()
    expected = {thing: pos.why_not(seat, thing) for thing in THINGS}
    for seed in range(5):
        other = pos.sample_hidden(seat, Rng.from_seed(seed))
        assert {thing: other.why_not(seat, thing) for thing in THINGS} == expected


def test_the_bridge_answers_with_the_reason():
    state = json.loads(api.call("new_game", json.dumps({"game": "mixed_pickles", "players": 2, "seed": 3})))["result"]["state"]
    answer = json.loads(api.call("why_not", json.dumps({"state": state, "seat": 0, "thing": "pickle:red"})))["result"]
    assert answer["reason"] == {"key": "mixed_pickles.why_not.draw_first", "args": {}, "rule": "draw"}


@pytest.mark.parametrize("preset", sorted(SPEC.presets))
@pytest.mark.parametrize("seed", [11, 12])
def test_in_whole_games_a_thing_has_a_reason_exactly_when_no_legal_move_involves_it(preset, seed):
    state = State.new(GAME, 3, {"preset": preset}, seed)
    rng = Rng.from_seed(seed)
    while not state.is_over():
        pos, moves = state.position, state.legal_moves()
        if pos.phase in ("move", "correct"):
            for name in PICKLES:
                touched = any(m.get("pickle") == name or name in m.get("pickles", ()) for m in moves)
                assert (why(pos, f"pickle:{name}") is None) == touched, (name, pos.fields, moves)
            for n in range(1, 14):
                reached = any(m.get("to") == n or (m["kind"] == "swap" and n in [pos.fields[PICKLES.index(p)] for p in m["pickles"]])
                              for m in moves)
                assert (why(pos, f"field:{n}") is None) == reached, (n, pos.fields, moves)
        else:
            assert all(why(pos, thing) is not None for thing in THINGS)
        state = state.apply(rng.choice(moves))[0]
