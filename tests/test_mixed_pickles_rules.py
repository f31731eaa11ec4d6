"""Mixed Pickles, rule by rule (docs/rules.md#mixed-pickles), through the game's position."""

from __future__ import annotations

from collections import Counter

import pytest

from gurkenglas.core.engine import State
from gurkenglas.core.errors import IllegalMove, UndoNotAllowed
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.mixed_pickles.card_logic import forward_moves
from gurkenglas.games.mixed_pickles.cards import GOALS, deck, holds, logic_cards
from gurkenglas.games.mixed_pickles.position import MixedPicklesPosition

GAME = get_game("mixed_pickles")
Y, R, B, G = 0, 1, 2, 3


def table(players: int = 2, fields=(1, 1, 1, 1), finished=(), hand=(), turn: int = 0, **options) -> MixedPicklesPosition:
    """A position with the pickles on `fields`, seat `turn` holding `hand` (the cards come out of
    the draw pile, so the deck still adds up)."""
    opts = GAME.spec.resolve_options(options)
    pos = MixedPicklesPosition.start(players, opts, Rng.from_seed(1))
    pos.fields, pos.finished, pos.turn = list(fields), list(finished), turn
    if hand:
        pile = list(pos.deck)
        for card in hand:
            pile.remove(card)
        pos.deck, pos.hand, pos.phase = pile, list(hand), "move"
    pos.check()
    return pos


def play(pos: MixedPicklesPosition, *moves: dict, seed: int = 0) -> list[dict]:
    events: list[dict] = []
    for move in moves:
        assert move in pos.legal_moves(), f"{move} not among {pos.legal_moves()}"
        pos.play(move, Rng.from_seed(seed), events)
        pos.check()
    return events


def move(pickle: str, to: int) -> dict:
    return {"kind": "move", "pickle": pickle, "to": to}


# --- the pieces --------------------------------------------------------------------------------------
def test_the_deck_has_66_cards_of_the_kinds_rules_md_lists_and_24_goal_cards():
    cards = deck(with_specials=True)
    assert len(cards) == 66 and len(set(logic_cards())) == 60
    kinds = Counter(card.replace("Y", "a").replace("R", "a").replace("B", "a").replace("G", "a") for card in logic_cards())
    assert kinds == {"a=a": 6, "a!=a": 6, "a>a": 12, "a!>a": 12, "a<a": 12, "a!<a": 12}
    assert Counter(c for c in cards if c not in logic_cards()) == {"back1": 2, "back2": 2, "swap": 2}
    assert len(deck(with_specials=False)) == 60
    assert len(set(GOALS)) == 24 and all(sorted(g) == sorted("YRBG") for g in GOALS)


def test_every_pickle_starts_on_field_1_and_each_player_holds_one_secret_goal_card():
    state = State.new(GAME, 3, {}, 5)
    view = state.view(1)
    assert [p["field"] for p in view["pickles"]] == [1, 1, 1, 1]
    assert view["goals"][1] is not None and len(view["goals"][1]) == 1
    assert view["goals"][0] is None and view["goals"][2] is None
    assert state.view(None)["goals"] == [None, None, None]


# --- a turn -----------------------------------------------------------------------------------------
def test_the_seeds_example_red_same_as_green_and_yellow_same_as_blue():
    pos = table(hand=("R=G", "Y=B"))
    assert holds("R=G", pos.fields) and holds("Y=B", pos.fields)  # both true at the start
    play(pos, move("blue", 3))  # "so move the blue pickle two fields forward"
    assert pos.fields == [1, 1, 3, 1]
    assert holds("R=G", pos.fields) and not holds("Y=B", pos.fields)
    assert pos.true_pile[-1:] == ["R=G"] and pos.false_pile[-1:] == ["Y=B"]


def test_a_move_must_make_exactly_one_card_true():
    # Red ahead of green is false at the start and blue ahead of yellow too: moving red or blue
    # makes exactly one true, moving yellow or green makes neither true.
    pos = table(hand=("R>G", "B>Y"))
    targets = {(m["pickle"], m["to"]) for m in pos.legal_moves()}
    assert targets == {("red", 2), ("red", 3), ("blue", 2), ("blue", 3)}


def test_below_field_9_one_or_two_fields_8_to_10_allowed_from_9_on_one_field():
    assert {(m["pickle"], m["to"]) for m in forward_moves([8, 9, 10, 1])} == {
        ("yellow", 9), ("yellow", 10), ("red", 10), ("blue", 11), ("green", 2), ("green", 3)}
    late = forward_moves([12, 13, 1, 1])
    assert ("yellow", 13) in {(m["pickle"], m["to"]) for m in late}
    assert not any(m["pickle"] == "red" for m in late)  # finished: never moved again
    # The cards choose among exactly these moves.
    pos = table(fields=(8, 9, 10, 1), hand=("R>Y", "R>B"))  # only red or blue ahead of blue's field
    assert {(m["pickle"], m["to"]) for m in pos.legal_moves()} == {("red", 10), ("blue", 11), ("green", 2), ("green", 3)}
    pos = table(fields=(8, 9, 10, 1), hand=("Y>R", "Y>B"))
    assert pos.legal_moves() == [move("yellow", 10)]  # from 8 straight to 10


def test_no_fitting_move_is_a_pass_with_the_proof_shown_to_everyone():
    # "Yellow ahead of red" and "red behind yellow" say the same: never exactly one is true.
    pos = table(hand=("Y>R", "R<Y"), fields=(3, 2, 5, 1))
    assert pos.legal_moves() == [{"kind": "pass"}]
    events = play(pos, {"kind": "pass"})
    passed = next(e for e in events if e["type"] == "pass")
    assert passed["reason"] == "no_move" and passed["seat"] == 0
    assert len(passed["proof"]) == 8 and all(p["truths"][0] == p["truths"][1] for p in passed["proof"])
    assert pos.fields == [3, 2, 5, 1] and pos.turn == 1 and pos.phase == "draw"


def test_a_finished_pickle_takes_the_next_place_and_finished_pickles_are_on_the_same_field():
    pos = table(fields=(12, 13, 5, 5), finished=(R,), hand=("Y=R", "B>G"))
    assert move("yellow", 13) in pos.legal_moves()  # makes yellow = red true, blue ahead of green stays false
    events = play(pos, move("yellow", 13))
    assert pos.finished == [R, Y]
    assert {"type": "finish", "pickle": "yellow", "place": 2} in events
    assert holds("Y=R", pos.fields) and not holds("Y>R", pos.fields) and not holds("R>Y", pos.fields)
    assert holds("Y>B", pos.fields)


def test_three_pickles_home_end_the_game_and_goal_cards_score_4_2_1_3():
    pos = table(players=3, fields=(13, 12, 13, 4), finished=(B, Y), hand=("Y=R", "Y=G"))
    pos.goals = [["BYRG"], ["BRYG"], ["GBYR"]]
    play(pos, move("red", 13))
    assert pos.phase == "over" and pos.finished == [B, Y, R, G]
    outcome = pos.outcome()
    assert outcome["scores"] == [4 + 2 + 1 + 3, 4 + 3, 0]
    assert outcome["ranks"] == [1, 2, 3] and outcome["winners"] == [0]
    assert pos.view(2)["goals"][0] == [["blue", "yellow", "red", "green"]]  # revealed at the end
    assert pos.view(None)["scores"][1]["points"] == [4, 0, 0, 3]


def test_equal_points_share_the_win():
    pos = table(players=2, fields=(13, 12, 13, 4), finished=(B, Y), hand=("Y=R", "Y=G"))
    pos.goals = [["BYRG"], ["BYGR"]]
    play(pos, move("red", 13))
    assert pos.outcome()["scores"] == [10, 6] and pos.outcome()["winners"] == [0]
    pos = table(players=2, fields=(13, 12, 13, 4), finished=(B, Y), hand=("Y=R", "Y=G"))
    pos.goals = [["BGYR"], ["BRGY"]]
    play(pos, move("red", 13))
    assert pos.outcome()["scores"] == [4, 4] and pos.outcome()["winners"] == [0, 1]


# --- special cards ----------------------------------------------------------------------------------
def test_a_special_card_is_carried_out_literally_whatever_the_other_card_says():
    pos = table(fields=(4, 2, 1, 1), hand=("back2", "Y>R"))
    assert pos.legal_moves() == [{"kind": "back", "pickle": "yellow", "to": 2}]  # red on 2 cannot go 2 back
    play(pos, pos.legal_moves()[0])
    assert pos.fields == [2, 2, 1, 1]
    assert "back2" in pos.false_pile


def test_one_field_back_and_swapping_two_pickles():
    pos = table(fields=(4, 2, 1, 13), finished=(G,), hand=("back1", "R=G"))
    assert pos.legal_moves() == [{"kind": "back", "pickle": "yellow", "to": 3}, {"kind": "back", "pickle": "red", "to": 1}]
    pos = table(fields=(4, 2, 2, 13), finished=(G,), hand=("swap", "R=G"))
    swaps = [m["pickles"] for m in pos.legal_moves()]
    assert swaps == [["yellow", "red"], ["yellow", "blue"]]  # not red with blue (same field), not the finished green
    play(pos, {"kind": "swap", "pickles": ["yellow", "blue"]})
    assert pos.fields == [2, 2, 4, 13]


def test_with_two_special_cards_the_player_chooses_which_to_follow():
    pos = table(fields=(3, 1, 1, 1), hand=("back1", "swap"))
    kinds = Counter(m["kind"] for m in pos.legal_moves())
    assert kinds == {"back": 1, "swap": 3}


def test_a_special_card_that_cannot_be_carried_out_is_a_pass():
    pos = table(hand=("back1", "R=G"))  # every pickle is on the start field
    assert pos.legal_moves() == [{"kind": "pass"}]
    events = play(pos, {"kind": "pass"})
    assert next(e for e in events if e["type"] == "pass")["reason"] == "special_blocked"
    pos = table(hand=("swap", "back2"), fields=(2, 2, 2, 2))
    assert pos.legal_moves() == [{"kind": "pass"}]


# --- the deck -------------------------------------------------------------------------------------------
def test_an_empty_draw_pile_is_refilled_from_both_piles_shuffled():
    pos = table()
    pos.true_pile, pos.false_pile, pos.deck = pos.deck[:40], pos.deck[40:65], pos.deck[65:]
    events = play(pos, {"kind": "draw"}, seed=3)
    assert any(e["type"] == "reshuffle" for e in events)
    assert len(pos.hand) == 2 and len(pos.deck) == 64 and not pos.true_pile and not pos.false_pile


def test_the_drawn_cards_are_seen_only_by_the_player_who_drew_them():
    state = State.new(GAME, 3, {}, 9)
    state, events = state.apply({"kind": "draw"})
    assert all("cards" not in e for e in events)
    assert state.view(0)["hand"] is not None and len(state.view(0)["hand"]) == 2
    assert state.view(1)["hand"] is None and state.view(None)["hand"] is None and state.view(1)["hand_size"] == 2


def test_a_move_can_be_taken_back_until_the_next_player_draws():
    state = State.new(GAME, 2, {}, 4)
    state, _ = state.apply({"kind": "draw"})
    assert not state.can_undo()  # drawing revealed cards
    state, _ = state.apply(state.legal_moves()[0])
    assert state.can_undo()
    before = state.undo()
    assert before.position.phase == "move" and before.position.hand
    state, _ = state.apply({"kind": "draw"})
    with pytest.raises(UndoNotAllowed):
        state.undo()


def test_a_move_the_cards_do_not_allow_is_refused_and_changes_nothing():
    state = State.new(GAME, 2, {}, 4)
    state, _ = state.apply({"kind": "draw"})
    before = state.to_json()
    wrong = [m for m in ({"kind": "move", "pickle": p, "to": t} for p in ("yellow", "red", "blue", "green") for t in (2, 3))
             if m not in state.legal_moves()]
    for bad in wrong + [{"kind": "move", "pickle": "red", "to": 5}, {"kind": "pass"}]:
        if bad in state.legal_moves():
            continue
        with pytest.raises(IllegalMove):
            state.apply(bad)
    assert state.to_json() == before


# --- the variants -----------------------------------------------------------------------------------
def test_professional_two_goal_cards_and_everyone_keeps_one_when_the_leader_leaves_field_6():
    pos = table(players=3, fields=(6, 1, 1, 1), hand=("Y>R", "Y=R"), turn=1, professional=True)
    assert all(len(g) == 2 for g in pos.goals)
    events = play(pos, move("yellow", 7))
    assert {"type": "choose_goal"} in events and pos.phase == "choose"
    assert pos.queue == [2, 0, 1]  # the next to draw chooses first, then round the table
    for seat in (2, 0, 1):
        assert pos.to_move() == seat
        options = pos.legal_moves()
        assert [m["goal"] for m in options] == pos.goals[seat]
        play(pos, options[1])
    assert all(len(g) == 1 for g in pos.goals) and pos.phase == "draw" and pos.turn == 2
    # Moving within the first six fields does not ask.
    pos = table(players=2, fields=(5, 1, 1, 1), hand=("Y>R", "Y=R"), professional=True)
    play(pos, move("yellow", 6))
    assert pos.phase == "draw"


def test_expert_no_special_cards():
    pos = MixedPicklesPosition.start(2, GAME.spec.resolve_options({"preset": "expert"}), Rng.from_seed(2))
    assert not {"back1", "back2", "swap"} & set(pos.deck) and len(pos.deck) == 60
    assert all(len(g) == 2 for g in pos.goals)  # the expert preset plays the professional variant too


# --- the table rules ----------------------------------------------------------------------------------
def test_table_rules_any_forward_move_may_be_made_and_the_next_player_reviews_it():
    pos = table(players=3, hand=("R>G", "B>Y"), table_rules=True)
    assert len(pos.legal_moves()) == 9  # all eight forward moves and the claim that none fits
    events = play(pos, move("yellow", 2))  # wrong: neither card is true
    assert pos.phase == "review" and pos.to_move() == 1
    assert "truths" not in next(e for e in events if e["type"] == "move")  # judging is the reviewer's part
    assert "truths" not in pos.view(1)["pending"]
    assert {"type": "laid_out", "seat": 0, "reviewer": 1} in events
    review = pos.view(1)["pending"]
    assert review["seat"] == 0 and [c["id"] for c in review["cards"]] == ["R>G", "B>Y"]
    assert pos.legal_moves() == [{"kind": "accept"}, {"kind": "object"}]


def test_table_rules_an_accepted_wrong_move_stands():
    pos = table(players=3, hand=("R>G", "B>Y"), table_rules=True)
    play(pos, move("yellow", 2), {"kind": "accept"})
    assert pos.fields == [2, 1, 1, 1] and pos.phase == "draw" and pos.turn == 1


def test_table_rules_a_wrong_move_is_taken_back_and_the_objector_may_correct_it():
    pos = table(players=3, hand=("R>G", "B>Y"), table_rules=True)
    events = play(pos, move("yellow", 2), {"kind": "object"})
    objection = next(e for e in events if e["type"] == "objection")
    assert objection["upheld"] and objection["mover"] == 0
    assert pos.fields == [1, 1, 1, 1] and pos.phase == "correct" and pos.to_move() == 1
    assert pos.legal_moves() == [move("red", 2), move("red", 3), move("blue", 2), move("blue", 3), {"kind": "decline"}]
    events = play(pos, move("blue", 3))
    assert next(e for e in events if e["type"] == "move")["truths"] == [False, True]  # a correction is not reviewed
    assert pos.fields == [1, 1, 3, 1] and pos.phase == "draw" and pos.turn == 1  # then the objector's own turn
    assert pos.turns[-1]["correction"] and pos.turns[-2]["taken_back"]


def test_table_rules_the_objector_may_decline_to_correct():
    pos = table(players=2, hand=("R>G", "B>Y"), table_rules=True)
    play(pos, move("green", 3), {"kind": "object"}, {"kind": "decline"})
    assert pos.fields == [1, 1, 1, 1] and pos.phase == "draw" and pos.turn == 1


def test_table_rules_an_objection_to_a_correct_move_changes_nothing():
    pos = table(players=2, hand=("R>G", "B>Y"), table_rules=True)
    events = play(pos, move("red", 3), {"kind": "object"})
    objection = next(e for e in events if e["type"] == "objection")
    assert objection["seat"] == 1 and not objection["upheld"] and objection["truths"] == [True, False]
    assert pos.fields == [1, 3, 1, 1] and pos.phase == "draw" and pos.turn == 1


def test_table_rules_a_false_claim_of_no_move_is_corrected_a_true_one_stands():
    pos = table(players=2, hand=("R>G", "B>Y"), table_rules=True)
    play(pos, {"kind": "pass"}, {"kind": "object"})
    assert pos.phase == "correct"
    pos = table(players=2, hand=("Y>R", "R<Y"), table_rules=True)
    events = play(pos, {"kind": "pass"}, {"kind": "object"})
    objection = next(e for e in events if e["type"] == "objection")
    assert not objection["upheld"] and pos.phase == "draw"
    assert all(p["truths"][0] == p["truths"][1] for p in objection["proof"])  # the proof that nothing fitted


def test_table_rules_special_cards_are_carried_out_without_review():
    pos = table(players=2, fields=(3, 1, 1, 1), hand=("back1", "R>G"), table_rules=True)
    assert pos.legal_moves() == [{"kind": "back", "pickle": "yellow", "to": 2}]
    play(pos, pos.legal_moves()[0])
    assert pos.phase == "draw" and pos.turn == 1


def test_table_rules_the_last_pickle_home_ends_the_game_only_after_the_review():
    pos = table(players=2, fields=(13, 12, 13, 4), finished=(B, Y), hand=("Y=R", "Y=G"), table_rules=True)
    play(pos, move("red", 13))
    assert pos.phase == "review"
    play(pos, {"kind": "accept"})
    assert pos.phase == "over"
