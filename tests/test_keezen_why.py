"""Keezen, "Why?" and "Why not?": the rules a move and its events name, and the reason a tapped
thing (a pawn, a square, a home square, a card) has no move, on positions built directly."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.core.rng import Rng
from gurkenglas.games.keezen import SPEC
from gurkenglas.games.keezen.board import HOME, NEST
from gurkenglas.games.keezen.position import KeezenPosition
from test_keezen_rules import table  # positions built as the rules tests build them

N = NEST
# Two players: player 0 starts on square 0 (home after 63), player 1 on square 32 (home after 31).


def reason(position: KeezenPosition, thing: str, seat: int = 0) -> tuple[str, dict, str] | None:
    answer = position.why_not(seat, thing)
    if answer is None:
        return None
    assert answer["key"].removeprefix("keezen.why_not.") in SPEC.why_not_reasons
    assert answer["rule"] in SPEC.rules
    return answer["key"].removeprefix("keezen.why_not."), answer["args"], answer["rule"]


def the_move(position: KeezenPosition, **fields) -> dict:
    found = [m for m in position.legal_moves() if all(m.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, f"{fields}: {found} of {position.legal_moves()}"
    return found[0]


def play(position: KeezenPosition, move: dict) -> list[dict]:
    events: list[dict] = []
    position.play(move, Rng.from_seed(1), events)
    return [dict(e, rule=position.event_rule(e)) for e in events]


# --- the rules every Keezen explanation needs -------------------------------------------------------
def test_the_rules_a_guide_explains_are_declared_with_their_sections():
    for rule, section in {"out": "cards", "seven": "seven", "four": "cards", "jack": "cards", "capture": "moving",
                          "start_protection": "moving", "home": "home", "handover": "app"}.items():
        assert SPEC.rules[rule] == section
    assert SPEC.to_json()["rules"]["seven"] == "seven"


# --- why not ------------------------------------------------------------------------------------------
def test_a_pawn_on_its_own_start_cannot_be_swapped_by_the_jack():
    position = table([[5, N, N, N], [32, N, N, N]], [["J"], ["2"]])
    assert position.legal_moves() == [{"kind": "discard"}]
    assert reason(position, "pawn:1:0") == ("start_no_swap", {"seat": 1}, "start_protection")
    assert reason(position, "card:J") == ("jack_no_target", {}, "jack")
    assert reason(position, "pawn:1:1") == ("jack_track", {}, "jack")  # in the nest


def test_your_own_pawn_on_your_start_cannot_be_swapped_either_unless_the_house_rule_says_so():
    position = table([[0, N, N, N], [40, N, N, N]], [["J"], ["2"]])
    assert reason(position, "pawn:0:0") == ("start_no_swap", {"seat": 0}, "start_protection")
    assert reason(position, "card:J") == ("start_no_swap", {"seat": 0}, "start_protection")
    assert reason(position, "pawn:1:0") == ("jack_no_own", {}, "jack")
    ruled = table([[0, N, N, N], [40, N, N, N]], [["J"], ["2"]], jack_from_start=True)
    assert reason(ruled, "pawn:0:0") is None and reason(ruled, "pawn:1:0") is None and reason(ruled, "card:J") is None
    assert ruled.move_rules(the_move(ruled, kind="swap")) == ("jack", "jack_from_start")


def test_a_pawn_in_the_nest_needs_an_ace_or_a_king():
    position = table([[5, N, N, N], [40, N, N, N]], [["2", "3"], ["2"]])
    assert reason(position, "pawn:0:1") == ("need_out", {}, "out")
    assert reason(position, "square:0") == ("need_out", {}, "out")  # the free start square
    assert reason(position, "pawn:0:0") is None  # the 2 and the 3 move it


def test_a_king_cannot_bring_a_pawn_out_onto_a_start_taken_by_your_own_pawn_nor_from_an_empty_nest():
    position = table([[0, N, N, N], [40, N, N, N]], [["K"], ["2"]])
    assert reason(position, "pawn:0:1") == ("start_taken", {}, "start_protection")
    assert reason(position, "card:K") == ("start_taken", {}, "start_protection")
    assert reason(position, "pawn:0:0") == ("no_card", {}, "turn")
    out = table([[5, 10, 20, HOME + 3], [40, N, N, N]], [["K", "5"], ["2"]])
    assert reason(out, "card:K") == ("nest_empty", {}, "out")
    assert reason(out, "card:5") is None


def test_another_players_pawn_is_theirs_and_a_partners_pawn_waits_until_yours_are_home():
    position = table([[5, N, N, N], [40, N, N, N]], [["5"], ["2"]])
    assert reason(position, "pawn:1:0") == ("not_yours", {"seat": 1}, "jack")
    teams = table([[5, N, N, N], [N] * 4, [20, N, N, N], [N] * 4], [["5"], ["2"], ["3"], ["6"]], teams=True)
    assert reason(teams, "pawn:2:0") == ("partner_later", {"seat": 2}, "partner_pawns")
    home = [HOME, HOME + 1, HOME + 2, HOME + 3]
    done = table([home, [N] * 4, [20, N, N, N], [N] * 4], [["5"], ["2"], ["3"], ["6"]], teams=True)
    assert reason(done, "pawn:0:0") == ("all_home", {"seat": 2}, "partner_pawns")
    assert reason(done, "pawn:2:0") is None
    assert done.move_rules(the_move(done, kind="move")) == ("forward", "partner_pawns")


def test_a_card_with_no_use_says_why():
    position = table([[HOME, N, N, N], [40, N, N, N]], [["4", "A"], ["2"]])
    assert reason(position, "card:4") == ("four_track", {}, "four")
    assert reason(position, "card:A") is None  # it brings a pawn out
    nest = table([[N] * 4, [40, N, N, N]], [["5", "A"], ["2"]])
    assert reason(nest, "card:5") == ("all_in_nest", {}, "out")
    assert reason(nest, "card:Q") is None  # not in the hand: nothing to say


def test_a_pawn_on_its_own_start_blocks_the_way():
    position = table([[28, N, N, N], [32, N, N, N]], [["5"], ["2"]])
    assert position.legal_moves() == [{"kind": "discard"}]
    assert reason(position, "card:5") == ("blocked", {"seat": 1}, "start_protection")
    assert reason(position, "pawn:0:0") == ("blocked", {"seat": 1}, "start_protection")


def test_the_home_needs_the_exact_count():
    position = table([[60, HOME + 3, N, N], [40, N, N, N]], [["5"], ["2"]])
    assert reason(position, "home:0:1") is None  # 3 to the entrance, 2 inside
    assert reason(position, "home:0:2") == ("home_exact", {}, "home")
    assert reason(position, "home:0:3") == ("home_stuck", {}, "home")  # a pawn stands there, at the end
    assert reason(position, "home:1:0") == ("not_your_home", {"seat": 1}, "home")
    assert reason(position, "square:20") == ("no_reach", {}, "turn")
    assert reason(position, "square:1") is None  # the other lap


def test_while_a_seven_is_played_only_its_parts_can_be_chosen():
    position = table([[5, 20, N, N], [40, N, N, N]], [["7", "5"], ["2"]])
    play(position, the_move(position, kind="seven", pawn=0, steps=3))
    assert reason(position, "pawn:0:0") == ("seven_used", {}, "seven_pawns")
    assert reason(position, "pawn:0:1") is None
    assert reason(position, "pawn:0:2") == ("seven_nest", {}, "seven")
    assert reason(position, "card:5") == ("finish_seven", {}, "seven")
    assert position.decision_rule() == "seven"


@pytest.mark.parametrize("thing", ["pawn:0", "pawn:2:0", "pawn:0:4", "square:64", "home:0:4", "card:X", "nest", "square:-1"])
def test_a_thing_the_table_does_not_have_gets_no_reason(thing):
    assert table([[5, N, N, N], [40, N, N, N]], [["J"], ["2"]]).why_not(0, thing) is None


# --- the rules of moves, decisions and events ----------------------------------------------------------
def test_each_move_names_its_card_first_then_a_capture_or_the_home():
    position = table([[5, 59, N, N], [10, N, N, N]], [["5", "7", "4", "A", "Q"], ["2"]])
    assert position.move_rules(the_move(position, card="5", pawn=0)) == ("forward", "capture")
    assert position.move_rules(the_move(position, card="5", pawn=1, to=HOME)) == ("forward", "home")
    assert position.move_rules(the_move(position, kind="enter")) == ("out", "start_protection")
    assert position.move_rules(the_move(position, card="4", pawn=0)) == ("four",)
    assert position.move_rules(the_move(position, card="Q", pawn=0)) == ("queen",)
    assert position.move_rules(the_move(position, card="A", pawn=0)) == ("ace",)
    assert position.move_rules(the_move(position, kind="seven", pawn=0, steps=5)) == ("seven", "capture")
    assert position.decision_rule() == "turn"
    entering = table([[N] * 4, [0, N, N, N]], [["K"], ["2"]])
    assert entering.move_rules(the_move(entering, kind="enter")) == ("out", "capture", "start_protection")


def test_a_bounce_names_its_house_rule():
    position = table([[10, N, N, N], [16, N, N, N], [N] * 4], [["8"], ["2"], ["3"]], bounce_back=True)
    move = the_move(position, card="8")
    assert position.move_rules(move) == ("forward", "bounce_back")
    assert [e["rule"] for e in play(position, move) if e["type"] == "move"] == ["bounce_back"]


def test_every_event_of_a_seven_names_the_seven_even_the_last_part():
    position = table([[5, 20, N, N], [8, N, N, N]], [["7", "5"], ["2"]])
    events = play(position, the_move(position, kind="seven", pawn=0, steps=3))
    assert [(e["type"], e["rule"]) for e in events] == [("card", "seven"), ("move", "seven"), ("capture", "capture")]
    events = play(position, the_move(position, kind="seven", pawn=1, steps=4))
    assert [(e["type"], e["rule"]) for e in events] == [("move", "seven")]


def test_a_hand_with_nothing_to_play_is_about_the_discard():
    position = table([[N] * 4, [40, N, N, N]], [["5"], ["2"]])
    assert position.decision_rule() == "discard"
    assert position.move_rules({"kind": "discard"}) == ("discard",)
    assert [(e["type"], e["rule"]) for e in play(position, {"kind": "discard"})] == [("discard", "discard")]


def test_the_bridge_answers_why_not_for_a_keezen_table():
    def call(method: str, **params) -> dict:
        return json.loads(api.call(method, json.dumps(params)))["result"]

    state = call("new_game", game="keezen", players=2, seed=7)["state"]
    seat = call("legal_moves", state=state)["seat"]
    answer = call("why_not", state=state, seat=seat, thing=f"pawn:{1 - seat}:0")["reason"]
    assert answer["key"] in ("keezen.why_not.not_yours", "keezen.why_not.jack_track")
    assert answer["rule"] == "jack"


def test_the_guide_tells_the_hand_over_and_the_turn_at_decisions_with_nothing_else_new():
    """With one person there is no hand-over to show: the guide tells it (and the rule of every turn,
    which no move names) at the person's first decisions that bring no rule of their own."""
    guide = SPEC.guide
    assert guide.aside == ("turn", "handover") and set(guide.aside) <= set(guide.rules)
    state = json.loads(api.call("new_game", json.dumps({"game": "keezen", "players": 3, "seed": guide.seed})))["result"]["state"]
    while True:
        legal = json.loads(api.call("legal_moves", json.dumps({"state": state})))["result"]
        if legal["seat"] == 0:
            break
        move = json.loads(api.call("bot_move", json.dumps({"state": state})))["result"]["move"]
        state = json.loads(api.call("apply", json.dumps({"state": state, "move": move})))["result"]["state"]

    def new(explained: list[str]) -> list[str]:
        return json.loads(api.call("coach", json.dumps({"state": state, "explained": explained})))["result"]["new"]

    others = [rule for rule in SPEC.rules if rule not in guide.aside]
    assert new([]) == ["out", "start_protection"]  # the move's own rules first
    assert new(others) == ["turn"]
    assert new([*others, "turn"]) == ["handover"]
    assert new(list(SPEC.rules)) == []
