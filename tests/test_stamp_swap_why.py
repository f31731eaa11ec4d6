"""Why, in Stamp Swap: the rules your moves, the decisions and the events follow, and why a thing on
the table has no move now, judged from what you see (never from Pinzetta's face-down stamps)."""

from __future__ import annotations

import json

from gurkenglas import api
from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games.stamp_swap.why import REASONS
from test_stamp_swap_rules import DATA, GAME, at_contest, placing, play, position, tile, with_haul


def why(pos, thing: str):
    return pos.why_not(0, thing)


def reason(pos, thing: str) -> tuple:
    """The reason without its i18n prefix, its args and its rule."""
    answer = why(pos, thing)
    assert answer is not None, f"{thing} has a legal move"
    assert answer["key"].startswith("stamp_swap.why_not.")
    return answer["key"].removeprefix("stamp_swap.why_not."), answer["args"], answer["rule"]


def state_of(pos) -> State:
    return State(GAME, 1, GAME.spec.resolve_options({}), 1, [], [], 0, Rng.from_seed(1), pos)


def swap_table(seed: int = 5):
    """Your haul of four (one a rare stamp), Pinzetta's offers with one face-down stamp of hers."""
    pos = position(seed=seed)
    rare = tile(kind="rare")
    mine = [tile(size="3x3", value=3), tile(size="3x2", value=3), tile(size="2x3", value=2), rare]
    hidden = tile(size="2x3", value=3, used=mine)
    hers_big = [tile(size="3x3", value=3, used=mine), hidden, "f20"]
    hers_small = [tile(size="3x2", value=2, used=mine), "a3"]
    with_haul(pos, mine, hers_big, hers_small, face_down=[hidden])
    return pos, mine, hidden, hers_big, hers_small


# --- the rules moves, decisions and events follow -----------------------------------------------------

def test_the_swap_moves_and_decisions_name_their_rules():
    pos, mine, *_ = swap_table()
    assert {pos.move_rules(m) for m in pos.legal_moves()} == {("reserve", "pinzetta_values")}
    assert pos.decision_rule() == "reserve"
    play(pos, {"kind": "reserve", "item": mine[0]})
    assert {pos.move_rules(m) for m in pos.legal_moves()} == {("greedy", "pinzetta_values")}
    assert pos.decision_rule() == "greedy"   # you split, she greedily takes the offer with more markers
    play(pos, {"kind": "split", "big": mine[1:3]})
    assert pos.decision_rule() == "choose" and pos.move_rules(pos.legal_moves()[0])[0] == "choose"
    pos.phase, pos.instruction = "generous", "generous"
    assert pos.move_rules({"kind": "generous", "give": mine[1], "take": "big0"}) == ("generous", "haul")
    assert pos.decision_rule() == "generous"


def test_placing_is_the_decision_even_when_the_first_stamp_in_line_fits_nowhere():
    filler = [t["id"] for t in DATA["tiles"] if t["size"] == "3x3"][:12]
    wide = tile(size="3x4", used=filler)
    pos = placing(position(), [wide, tile(size="2x2", used=filler)],
                  placed=[[item, 3 * (k % 4), 3 * (k // 4)] for k, item in enumerate(filler)])
    assert pos.legal_moves()[0] == {"kind": "discard", "item": wide}
    assert pos.move_rules(pos.legal_moves()[0]) == ("discard", "place")
    assert pos.move_rules(pos.legal_moves()[1]) == ("place",)
    assert pos.decision_rule() == "place"
    assert at_contest(position()).decision_rule() == "show_ticket"


def test_events_name_their_rules():
    pos, mine, *_ = swap_table()
    state = state_of(pos)
    state, events = state.apply({"kind": "reserve", "item": mine[0]})
    assert [(e["type"], e["rule"]) for e in events] == [("reserve", "reserve")]
    state, events = state.apply({"kind": "split", "big": mine[1:3]})
    assert [(e["type"], e["rule"]) for e in events] == [("split", "greedy")]
    state, events = state.apply({"kind": "choose", "offer": "small"})
    assert [(e["type"], e["rule"]) for e in events] == [("choose", "choose")]
    _, events = state_of(at_contest(position(), tickets=["colour", "theme"], day=2)).apply(
        {"kind": "contest", "category": "size"})
    assert [(e["type"], e["rule"]) for e in events] == [("contest", "show_ticket"), ("pinzetta_show", "pinzetta_files"),
                                                        ("game_over", "win")]


def test_her_show_after_yours_is_an_event_of_its_own():
    intro = State.new(GAME, 1, {"intro": True}, 7, None)
    while True:
        intro, events = intro.apply(intro.legal_moves()[0])
        if intro.position.day == 1:
            break
    assert [(e["type"], e["rule"]) for e in events][:2] == [("contest", "show_ticket"), ("pinzetta_show", "intro")]


# --- why not: the swap ---------------------------------------------------------------------------------

def test_while_you_reserve_a_rare_stamp_and_pinzettas_haul_have_no_move():
    pos, mine, hidden, hers_big, _ = swap_table()
    assert why(pos, f"stamp:{mine[0]}") is None
    assert reason(pos, f"stamp:{mine[3]}") == ("rare_reserve", {}, "reserve")
    assert reason(pos, f"stamp:{hers_big[0]}") == ("hers_for_now", {}, "choose")
    assert reason(pos, "stamp:a3") == ("hers_for_now", {}, "choose")
    assert why(pos, f"stamp:{hidden}") is None      # face down: not on the table for you
    assert reason(pos, "pinzetta") == ("automa", {}, "automa")
    assert reason(pos, "pinzetta:album")[2] == "pinzetta_files"


def test_while_you_split_the_reserved_item_stays_out_and_every_other_item_of_yours_is_in_a_split():
    pos, mine, *_ = swap_table()
    play(pos, {"kind": "reserve", "item": mine[0]})
    assert reason(pos, f"stamp:{mine[0]}") == ("reserved", {}, "reserve")
    assert all(why(pos, f"stamp:{item}") is None for item in mine[1:])   # the rare one too, now


def test_while_you_choose_her_offers_have_moves_and_what_is_yours_or_hers_has_none():
    pos, mine, hidden, *_ = swap_table()
    play(pos, {"kind": "reserve", "item": mine[0]}, {"kind": "split", "big": mine[1:3]})
    assert all(why(pos, f"stamp:{item}") is None for item in pos.pin_haul["big"] + pos.pin_haul["small"]
               if item != hidden)
    assert reason(pos, f"stamp:{mine[0]}") == ("reserved", {}, "reserve")
    assert pos.kept and all(reason(pos, f"stamp:{item}") == ("kept", {}, "greedy") for item in pos.kept)
    taken = [item for item in mine[1:] if item not in pos.kept]
    assert all(reason(pos, f"stamp:{item}") == ("pinzetta_today", {}, "pinzetta_files") for item in taken)


def test_the_generous_swap_involves_every_item_of_both_hauls():
    pos, mine, _, hers_big, hers_small = swap_table()
    pos.phase, pos.instruction = "generous", "generous"
    for item in mine + hers_big + hers_small:
        assert why(pos, f"stamp:{item}") is None


# --- why not: your album, the contests, what lies elsewhere ----------------------------------------

def test_squares_and_stamps_of_the_album_while_you_place():
    corner = tile(size="3x3")
    new = tile(size="3x4", used=[corner])
    pos = placing(position(), [new], placed=[[corner, 0, 0]])
    assert why(pos, f"stamp:{new}") is None
    assert why(pos, "square:3:0") is None
    assert reason(pos, "square:1:2") == ("square_taken", {"column": 2, "row": 3}, "place")
    assert reason(pos, "square:10:0") == ("square_no_fit", {"column": 11, "row": 1}, "place")   # sticks out
    assert reason(pos, f"stamp:{corner}") == ("in_album", {"column": 1, "row": 1}, "place")
    assert why(pos, "square:12:0") is None and why(pos, "square:a:b") is None    # no square of the album


def test_a_stamp_that_fits_nowhere_may_be_discarded_and_then_says_so():
    filler = [t["id"] for t in DATA["tiles"] if t["size"] == "3x3"][:12]
    wide = tile(size="3x4", value=3, used=filler)
    pos = placing(position(), [wide, tile(size="2x2", used=filler)],
                  placed=[[item, 3 * (k % 4), 3 * (k // 4)] for k, item in enumerate(filler)])
    assert why(pos, f"stamp:{wide}") is None        # its move is the discard
    play(pos, {"kind": "discard", "item": wide})
    assert reason(pos, f"stamp:{wide}") == ("discarded", {"points": 3}, "discard")


def test_contests_have_a_move_only_at_the_contest_pick_and_never_the_finale():
    pos = at_contest(position(), tickets=["theme"], day=1)
    pos.tickets[0]["points"], pos.points["contests"] = 6, 6
    assert why(pos, "contest:colour") is None
    assert reason(pos, "contest:finale") == ("finale_no_ticket", {}, "finale")
    assert reason(pos, "contest:theme") == ("ticket_there", {"points": 6}, "show_ticket")
    assert reason(pos, "square:0:0") == ("no_stamp_to_place", {}, "place")
    assert why(pos, "contest:nothing") is None
    swap, *_ = swap_table()
    assert reason(swap, "contest:colour") == ("contest_at_show", {}, "show_ticket")
    swap.tickets = [{"category": c, "day": 0, "points": 0} for c in ("colour", "theme", "size")]
    assert reason(swap, "contest:cancelled") == ("no_tickets", {}, "show_ticket")


def test_forever_stamps_attendee_cards_and_her_album():
    pos, *_ = swap_table()
    assert pos.pin_items and reason(pos, f"stamp:{pos.pin_items[0]}") == ("pinzetta_album", {}, "pinzetta_files")
    pos.forever.append("f24")
    pos.forever_left -= 1
    pos.cards.append(pos.attendee_deck.pop())
    assert reason(pos, "stamp:f24") == ("beside_album", {}, "place")
    assert reason(pos, f"stamp:a{pos.cards[-1]}") == ("beside_album", {}, "place")
    assert why(pos, f"stamp:{pos.supply[0]}") is None and why(pos, "page:album") is None and why(pos, "nothing") is None


def test_in_the_introductory_mode_her_items_of_the_day_are_put_away():
    state = State.new(GAME, 1, {"intro": True}, 7, None)
    while state.position.day == 0:
        state, _ = state.apply(state.legal_moves()[0])
    put_away = next(e for e in state.position.log if e["key"] == "intro_discard")["items"]
    assert put_away and reason(state.position, f"stamp:{put_away[0]}") == ("put_away", {}, "intro")


# --- only what you can see ---------------------------------------------------------------------------

def all_things(pos) -> list[str]:
    items = list(DATA.tiles) + [f"a{n}" for n in DATA.attendees] + [f"f{n}" for n in range(1, DATA["forever_stamps"] + 1)]
    squares = [f"square:{x}:{y}" for x in range(0, DATA.grid, 3) for y in range(0, DATA.grid, 3)]
    return ([f"stamp:{i}" for i in items] + squares + [f"contest:{c}" for c in pos.board]
            + ["pinzetta", "pinzetta:album"])


def test_the_reasons_are_the_same_whatever_her_face_down_stamps_are():
    pos, mine, *_ = swap_table()
    for step in (None, {"kind": "reserve", "item": mine[0]}, {"kind": "split", "big": mine[1:3]}):
        if step:
            play(pos, step)
        assert pos.hidden_items()
        things = all_things(pos)
        seen = [why(pos, thing) for thing in things]
        drawn_anew = 0
        for seed in range(3):
            other = pos.sample_hidden(0, Rng.from_seed(seed, stream=9))
            drawn_anew += other.hidden_items() != pos.hidden_items()
            assert [why(other, thing) for thing in things] == seen
        assert drawn_anew   # some sample did put another stamp face down


def test_every_reason_is_declared_and_the_bridge_answers_with_one():
    assert GAME.spec.why_not_reasons == REASONS and len(set(REASONS)) == len(REASONS)
    state = json.loads(api.call("new_game", json.dumps({"game": "stamp_swap", "players": 1, "seed": 3})))["result"]["state"]
    answer = json.loads(api.call("why_not", json.dumps({"state": state, "seat": 0, "thing": "contest:finale"})))
    assert answer["result"]["reason"] == {"key": "stamp_swap.why_not.finale_no_ticket", "args": {}, "rule": "finale"}
    legal = json.loads(api.call("legal_moves", json.dumps({"state": state})))["result"]
    assert legal["rule"] in GAME.spec.rules and all(m["rules"] for m in legal["moves"])


# --- learn to play -------------------------------------------------------------------------------------

def test_the_guided_game_is_friday_from_the_generous_swap_to_pinzettas_filing():
    from test_guide import guided_game
    explained, decisions, state = guided_game("stamp_swap")
    assert set(GAME.spec.guide.rules) <= explained and "pinzetta_files" in GAME.spec.guide.rules
    assert decisions == 8 and state["position"]["day"] == 1   # Friday was the whole guide
    assert next(e for e in state["position"]["log"] if e["key"] == "your_haul")["instruction"] == "generous"
