"""Gurke's "Why?" and "Why not?": the rule each move and event follows, and the reason a card or a
button has no move, in known positions (built as in test_gurke_rules.py)."""

from __future__ import annotations

import json

import pytest

from gurke_tables import last_trick, play_cards, table
from gurkenglas import api
from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games.gurke import GAME, SPEC


def opts(preset: str = "agurk", **switches) -> dict:
    return {"preset": preset, **switches}


def card(code: str) -> dict:
    return {"kind": "card", "card": code}


def why(position, thing: str, seat: int | None = None) -> dict | None:
    return position.why_not(position.to_move() if seat is None else seat, thing)


def reason(code: str, rule: str, **args) -> dict:
    return {"key": f"gurke.why_not.{code}", "args": args, "rule": rule}


# --- the rules named -------------------------------------------------------------------------------------
def test_the_rules_the_guide_explains_exist_at_their_sections():
    assert SPEC.rules["higher_or_lowest"] == "tricks" and SPEC.rules["equal"] == "tricks"
    assert SPEC.rules["last_trick"] == "scoring"  # the scoring section says the last trick loses, and what it costs
    assert SPEC.rules["kontra"] == "ogorek_kontra" and SPEC.rules["jokers_as_aces"] == "kurko"
    assert SPEC.rules["multi_lead"] == SPEC.rules["set_follow"] == "gurka_is"


def test_danish_follow_the_rules_example_9_then_10_6_3():
    given = table([["2C", "4C"], ["TC", "6D", "3S"], ["5H", "8H", "JH"]], trick=[[0, ["9H"]]])
    assert why(given, "card:6D") == reason("higher_or_lowest", "higher_or_lowest")
    assert why(given, "card:TC") is None and why(given, "card:3S") is None
    assert given.move_rules(card("3S")) == ("higher_or_lowest",)  # the lowest card
    assert given.move_rules(card("TC")) == ("higher_or_lowest",)
    assert given.decision_rule() == "higher_or_lowest"


def test_an_equal_card_names_the_rule_of_equal_cards_and_takes_the_trick():
    given = table([["9H", "2C"], ["9S", "3S"], ["5H", "8H"]])
    play_cards(given, "9H")
    assert given.move_rules(card("9S"))[:2] == ("higher_or_lowest", "equal")
    events = play_cards(given, "9S")
    assert [given.event_rule(e) for e in events] == ["equal"]
    events = play_cards(given, "5H")  # the lowest card; the trick goes to the second nine
    assert [(e["type"], given.event_rule(e)) for e in events] == [("play", "higher_or_lowest"), ("trick", "equal")]


def test_the_last_trick_names_its_rule_on_the_moves_and_the_events():
    given = table([["5H"], ["9H"], ["3H"]], scores=[0, 4, 0])
    assert given.move_rules(card("5H"))[0] == "last_trick" and given.decision_rule() == "last_trick"
    play_cards(given, "5H")
    assert given.move_rules(card("9H"))[0] == "last_trick"
    play_cards(given, "9H")
    events = play_cards(given, "3H")
    named = {e["type"]: given.event_rule(e) for e in events}
    assert named["play"] == named["trick"] == named["penalty"] == "last_trick"
    assert named["deal"] == "deal"
    assert all(given.event_rule(e) in SPEC.rules for e in events)


def test_a_penalty_names_what_it_comes_from():
    given = table([["5H"], ["9H"], ["3H"]], opts("ogorek_kontra"))
    given.kontra = 2
    events = last_trick(given, ["5H", "9H", "3H"])
    assert [given.event_rule(e) for e in events if e["type"] == "penalty"] == ["kontra"]
    aces = table([["AH"], ["AS"], ["3H"]], opts("ogorek"))
    events = last_trick(aces, ["AH", "AS", "3H"])  # the aces are low: the three loses, alone
    assert [(e["seat"], aces.event_rule(e)) for e in events if e["type"] == "penalty"] == [(2, "last_trick")]
    assert table([["AH"], ["AS"], ["3H"]], opts("ogorek")).move_rules(card("AH")) == ("last_trick", "lead", "ace_low_last")
    swedish = table([["9D"], ["9H"], ["3H"]], opts("gurka_se"))
    events = last_trick(swedish, ["9D", "9H", "3H"])
    assert {swedish.event_rule(e) for e in events if e["type"] == "penalty"} == {"all_highest"}

def test_a_lead_names_the_lead_rule_and_every_card_may_lead():
    given = table([["9H", "2C", "KC"], ["TC", "6D", "3S"]])
    assert given.move_rules(card("KC")) == ("lead",)
    assert all(why(given, f"card:{c}") is None for c in given.hands[0])
    assert why(given, "card:TC") is None  # not the seat's hand: nothing to say
    assert why(given, "card:9H", seat=1) is None  # not that seat's turn (the bridge answers that)


# --- must beat, ace on ace, lowest lead -------------------------------------------------------------------
def test_polish_must_beat_when_it_can_and_lowest_only_when_it_cannot():
    given = table([["2C", "4C"], ["KS", "5D", "2D"], ["4S", "3C", "6C"]], opts("ogorek"), trick=[[0, ["QH"]]])
    assert why(given, "card:2D") == reason("must_beat", "must_beat")
    assert why(given, "card:5D") == reason("must_beat", "must_beat")
    assert given.move_rules(card("KS"))[0] == "must_beat"
    cannot = table([["2C", "4C"], ["KS", "5D", "2D"], ["4S", "3C", "6C"]], opts("ogorek"), trick=[[0, ["AH"]]])
    assert why(cannot, "card:KS") == reason("lowest_only", "higher_or_lowest")
    assert cannot.move_rules(card("2D")) == ("higher_or_lowest",)


def test_swedish_ace_on_ace_and_the_lowest_lead():
    given = table([["2C", "9C"], ["AS", "7D", "3D"], ["4S", "3C", "8D"]], opts("gurka_se_modern"),
                  trick=[[0, ["AH"]]])
    assert why(given, "card:AS") == reason("ace_on_ace", "no_ace_on_ace")
    assert why(given, "card:7D") == reason("lowest_only", "no_ace_on_ace")
    assert "no_ace_on_ace" in given.move_rules(card("3D"))
    lead = table([["KH", "2C", "9C"], ["AS", "7D", "3D"], ["4S", "3C", "8D"]], opts("gurka_se_modern"))
    assert why(lead, "card:KH") == reason("lead_lowest", "lead_lowest")
    assert lead.move_rules(card("2C")) == ("lead_lowest",)


def test_the_swedish_card_just_played_is_the_one_to_reach():
    trick = [[0, ["KH"]], [1, ["KS"]], [2, ["3D"]]]
    given = table([["5C"], ["6C"], ["8C"], ["QD", "7D", "2D"]], opts("gurka_se_modern"), trick=trick)
    assert why(given, "card:2D") == reason("must_beat", "previous")
    assert given.move_rules(card("7D"))[:2] == ("previous", "must_beat")


# --- Icelandic sets ---------------------------------------------------------------------------------------------
def test_icelandic_sets_the_fourth_player_must_give_the_three_lowest():
    hands = [["2C", "3C", "4C", "5H", "5S", "5D", "9C", "TC"], ["5C", "9H", "JH", "3D", "4D", "6D", "7C", "8D"],
             ["8H", "QH", "KH", "3H", "4S", "6S", "9D", "TD"], ["2H", "2S", "4H", "7H", "7S", "JS", "JD", "AH"]]
    given = table(hands, opts("gurka_is"))
    assert given.move_rules(card("5H"))[0] == "multi_lead"
    assert why(given, "choice:done") == reason("pick_first", "multi_lead")
    given.play(card("5H"), Rng.from_seed(1), [])
    assert why(given, "card:9C") == reason("same_rank", "multi_lead")
    events = play_cards(given, "5S", "5D")
    assert [given.event_rule(e) for e in events] == ["multi_lead"]
    play_cards(given, "5C", "9H", "JH")
    events = play_cards(given, "8H", "QH", "KH")
    assert [given.event_rule(e) for e in events] == ["set_follow"]
    assert why(given, "card:AH") == reason("set_lowest", "set_follow", count=3)
    assert why(given, "choice:done") == reason("set_completes", "set_follow", count=3)
    assert given.move_rules(card("2H"))[0] == "set_follow"


def test_icelandic_lead_keeps_one_card_for_the_last_trick():
    given = table([["5H", "5S"], ["2C", "3C"]], opts("gurka_is"))
    given.chosen = ["5H"]
    assert why(given, "card:5S") == reason("keep_one", "multi_lead")


def test_icelandic_six_of_clubs_is_named_on_its_play():
    given = table([["6C", "2H"], ["3C", "4C"]], opts("gurka_is"))
    assert given.move_rules(card("6C")) == ("multi_lead", "lead", "club_six")


# --- before the tricks --------------------------------------------------------------------------------------------
def test_vidargas_exchange_the_dealer_keeps_two_and_the_others_match_the_number():
    hands = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"], ["2H", "3H", "4H", "5H", "6H"]]
    queue = [[0, "exchange"], [1, "exchange"], [2, "exchange"]]
    given = table(hands, opts("gurka_no_vidargas"), phase="exchange", queue=queue, leader=0, dealer=0)
    assert given.move_rules({"kind": "exchange", "card": "2C"}) == ("exchange",)
    rng, events = Rng.from_seed(3), []
    for code in ("2C", "3C", "4C"):
        given.play({"kind": "exchange", "card": code}, rng, events)
    assert why(given, "card:5C") == reason("exchange_keep", "exchange", count=2)
    given.play({"kind": "exchange_done"}, rng, events)
    assert [given.event_rule(e) for e in events] == ["exchange"]
    given.play({"kind": "exchange", "card": "2D"}, rng, events)
    assert why(given, "choice:exchange_done") == reason("exchange_count", "exchange", count=3)
    assert why(given, "choice:take_back") is None  # there is a move for it


def test_a_card_during_kontra_waits_for_the_answer():
    hands = [["2C", "3C"], ["2D", "3D"]]
    given = table(hands, opts("ogorek_kontra"), phase="kontra", queue=[[1, "kontra"], [0, "kontra"]], leader=1)
    assert given.move_rules({"kind": "kontra"}) == ("kontra",)
    assert why(given, "card:2D") == reason("answer_first", "kontra")


def test_a_card_in_the_trick_was_played_by_its_seat():
    given = table([["2C"], ["TC", "3S"], ["5H", "8H"]], trick=[[0, ["9H"]]])
    assert why(given, "trick:0") == reason("played", "higher_or_lowest", seat=0)
    assert why(given, "trick:2") is None and why(given, "seat:0") is None


# --- what the seat can see -------------------------------------------------------------------------------------------
KNOWN = [
    ([["2C", "4C"], ["TC", "6D", "3S"], ["5H", "8H", "JH"]], opts(), [[0, ["9H"]]]),
    ([["2C", "4C"], ["KS", "5D", "2D"], ["4S", "3C", "6C"]], opts("ogorek"), [[0, ["QH"]]]),
    ([["2C", "9C"], ["AS", "7D", "3D"], ["4S", "3C", "8D"]], opts("gurka_se_modern"), [[0, ["AH"]]]),
]


@pytest.mark.parametrize("hands, options, trick", KNOWN)
def test_the_reason_is_the_same_in_a_world_the_seat_cannot_tell_apart(hands, options, trick):
    given = table(hands, options, trick=trick)
    seat = given.to_move()
    things = [f"card:{c}" for c in given.hands[seat]] + ["trick:0", "choice:done"]
    answers = [given.why_not(seat, thing) for thing in things]
    assert any(answers)
    for n in range(5):
        other = given.sample_hidden(seat, Rng.from_seed(n, stream=7))
        assert [other.why_not(seat, thing) for thing in things] == answers


@pytest.mark.parametrize("preset, players", [("agurk", 3), ("gurka_is", 3), ("gurka_no_vidargas", 3), ("rassi", 3)])
def test_in_a_played_game_the_reasons_only_read_what_the_seat_sees(preset, players):
    state = State.new(GAME, players, {"preset": preset}, 11)
    chooser = Rng.from_seed(5)
    for step in range(60):
        position, seat = state.position, state.to_move()
        if seat is None:
            break
        things = [f"card:{c}" for c in dict.fromkeys(position.hands[seat])] + ["choice:done", "choice:exchange_done"]
        answers = [position.why_not(seat, thing) for thing in things]
        other = position.sample_hidden(seat, Rng.from_seed(step, stream=7))
        assert [other.why_not(seat, thing) for thing in things] == answers
        legal = state.legal_moves()
        for move, answer in zip(things, answers):
            kind, _, code = move.partition(":")
            if answer is not None:
                assert answer["key"].rsplit(".", 1)[1] in SPEC.why_not_reasons and answer["rule"] in SPEC.rules
                assert kind != "card" or card(code) not in legal
        state, _ = state.apply(legal[chooser.below(len(legal))])


def test_the_bridge_answers_why_not_for_a_gurke_card():
    state = State.new(GAME, 3, {"preset": "ogorek"}, 2)
    while state.position.phase != "play" or not state.position.trick:
        state, _ = state.apply(state.legal_moves()[0])
    seat = state.to_move()
    blocked = [c for c in state.position.hands[seat] if card(c) not in state.legal_moves()]
    params = {"state": state.to_json(), "seat": seat, "thing": f"card:{blocked[0] if blocked else 'XX'}"}
    answer = json.loads(api.call("why_not", json.dumps(params)))["result"]["reason"]
    assert answer is None if not blocked else answer["key"].startswith("gurke.why_not.")
