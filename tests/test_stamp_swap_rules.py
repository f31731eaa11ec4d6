"""Stamp Swap against Pinzetta, procedure by procedure (docs/rules.md#stamp-swap), with the seed's
own examples where it gives them."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from gurkenglas import api
from gurkenglas.core.engine import State
from gurkenglas.core.errors import BadOptions, CorruptState, IllegalMove, MalformedMove
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.stamp_swap import automa, scoring
from gurkenglas.games.stamp_swap.data import DataError, builtin, builtin_raw, check_data
from gurkenglas.games.stamp_swap.position import StampSwapPosition

GAME = get_game("stamp_swap")
DATA = builtin()
SMALL_SQUARES = ["2x2"]   # the sought sizes of album 1: a double 4×2 or 2×4 tile shows two of them


def tile(used=(), **wanted) -> str:
    """A tile of the built-in data with the wanted attributes, not among `used`."""
    for t in DATA.tiles.values():   # with `double` on every tile
        if t["id"] not in used and all(t[k] == v for k, v in wanted.items()):
            return t["id"]
    raise LookupError(wanted)


def position(seed: int = 1, **options) -> StampSwapPosition:
    return StampSwapPosition.start(GAME.spec.resolve_options(options), Rng.from_seed(seed))


def with_haul(pos: StampSwapPosition, items: list[str], pin_big=None, pin_small=None, face_down=()) -> StampSwapPosition:
    """Give the position this haul of yours (and of Pinzetta's), taken from the supply, at the reserve step."""
    s = pos
    back = s.your_haul + s.pin_haul["big"] + s.pin_haul["small"]
    s.supply += [i for i in back if i[0] == "t"]
    s.forever_left += sum(1 for i in back if i[0] == "f")
    s.attendee_deck += [int(i[1:]) for i in back if i[0] == "a"]
    new = items + (pin_big or []) + (pin_small or [])
    for item in new:
        if item[0] == "t":
            s.supply.remove(item)
        elif item[0] == "a":
            s.attendee_deck.remove(int(item[1:]))
        else:
            s.forever_left -= 1  # a forever stamp comes from the pile of those left
    s.your_haul = list(items)
    s.pin_haul = {"big": list(pin_big or []), "small": list(pin_small or [])}
    s.face_down = list(face_down)
    s.phase = "reserve"
    pos.check()
    return pos


def play(pos: StampSwapPosition, *moves: dict, seed: int = 0) -> None:
    for move in moves:
        assert move in pos.legal_moves(), f"{move} not among the legal moves"
        pos.play(move, Rng.from_seed(seed), [])


def last(pos: StampSwapPosition, key: str) -> dict:
    return next(entry for entry in reversed(pos.log) if entry["key"] == key)


# --- Pinzetta's valuation of items ------------------------------------------------------------------

def test_item_markers_follow_the_seed():
    rare = tile(kind="rare", size="2x2")
    assert automa.item_markers("a7", DATA, SMALL_SQUARES, False) == 1           # attendee card
    assert automa.item_markers("f3", DATA, SMALL_SQUARES, False) == 1           # forever stamp
    assert automa.item_markers(rare, DATA, SMALL_SQUARES, False) == 4           # open rare
    assert automa.item_markers(rare, DATA, SMALL_SQUARES, True) == 2            # face down: its size only
    assert automa.item_markers(tile(size="3x3", value=3), DATA, SMALL_SQUARES, False) == 1   # worth 2–3
    assert automa.item_markers(tile(size="3x3", value=3), DATA, SMALL_SQUARES, True) == 0    # value unseen
    assert automa.item_markers(tile(size="2x2", value=1), DATA, SMALL_SQUARES, False) == 2   # sought size
    assert automa.item_markers(tile(size="2x2", value=2), DATA, SMALL_SQUARES, False) == 3   # both
    assert automa.item_markers(tile(size="3x3", kind="cancelled"), DATA, SMALL_SQUARES, False) == 0
    # A double tile shows two small squares but is one stamp for Pinzetta: 3 markers, not 6.
    assert automa.item_markers(tile(size="4x2", value=2, double=True), DATA, SMALL_SQUARES, False) == 3
    # A single 4×2 stamp shows no square at all: worth 2, but not of a size she seeks.
    assert automa.item_markers(tile(size="4x2", value=2, double=False), DATA, SMALL_SQUARES, False) == 1


def test_offer_values_and_the_seeds_example_six_against_two():
    markers = {"x": 3, "y": 2, "z": 1, "w": 1}
    big, small = automa.offer_markers(["x", "y"], True, markers), automa.offer_markers(["z", "w"], False, markers)
    assert (big, small) == (6, 2)   # the +1 printed beside the bigger offer counts
    # The decision card crosses out 2 markers: they leave the big offer (6 → 4), which she still takes.
    choice = automa.pinzetta_chooses(big, small, 2)
    assert choice == {"before": {"big": 6, "small": 2}, "discarded_from": "big", "after": {"big": 4, "small": 2}, "taken": "big"}


def test_decision_card_ties_go_against_the_bigger_offer_and_she_takes_it_on_a_tie():
    assert automa.pinzetta_chooses(3, 3, 1) == {"before": {"big": 3, "small": 3}, "discarded_from": "big",
                                               "after": {"big": 2, "small": 3}, "taken": "small"}
    assert automa.pinzetta_chooses(2, 4, 2)["taken"] == "big"          # 2 against 2 after the card
    assert automa.pinzetta_chooses(1, 0, 5)["after"] == {"big": 0, "small": 0}   # never below zero


def test_the_built_in_decision_cards_include_the_seeds_example_card():
    assert {"crossed_out": 2, "album": [8, 8, 5, 2, 2, 0, 4]} in DATA["decision_cards"]
    assert len(DATA["decision_cards"]) == 8 and len(DATA["scoring_cards"]) == 4 and len(DATA["events"]) == 10


# --- Pinzetta splits, you choose ----------------------------------------------------------------------

def test_pinzetta_evens_out_offers_four_markers_apart_with_the_leftmost_tie():
    offers = {"big": ["b0", "b1", "b2"], "small": ["s0", "s1"]}
    markers = {"b0": 1, "b1": 3, "b2": 2, "s0": 1, "s1": 1}   # big 7, small 2: four or more apart
    result = automa.pinzetta_split_swap(offers, markers)
    assert result["values"] == {"big": 7, "small": 2}
    assert result["swap"] == {"from": "big", "out": "b1", "in": "s0"}   # both small items tie: the left one
    assert result["offers"] == {"big": ["b0", "s0", "b2"], "small": ["b1", "s1"]}
    assert offers["big"] == ["b0", "b1", "b2"]                         # the input is left alone


def test_no_swap_when_offers_are_less_than_three_apart():
    markers = {"b0": 1, "b1": 1, "b2": 1, "s0": 1, "s1": 0}   # 4 against 1: three apart swaps
    assert automa.pinzetta_split_swap({"big": ["b0", "b1", "b2"], "small": ["s0", "s1"]}, markers)["swap"] is not None
    markers["s1"] = 1                                          # 4 against 2
    assert automa.pinzetta_split_swap({"big": ["b0", "b1", "b2"], "small": ["s0", "s1"]}, markers)["swap"] is None


# --- the swap phase through the position --------------------------------------------------------------

def test_reserve_never_a_rare_stamp_even_face_down():
    pos = position()
    rare, open_rare = tile(kind="rare"), tile(kind="rare", used=[tile(kind="rare")])
    items = [rare, open_rare, tile(size="2x2", value=1), tile(size="3x3", value=3), "a2", "a3"]
    with_haul(pos, items, face_down=[rare])
    reservable = {m["item"] for m in pos.legal_moves()}
    assert reservable == set(items) - {rare, open_rare}


def test_you_split_into_offers_one_apart_and_pinzetta_takes_by_her_markers():
    pos = position(seed=3)
    items = [tile(size="2x2", value=2), tile(size="2x2", value=1), tile(size="3x3", kind="cancelled"),
             tile(size="3x3", kind="faded"), tile(size="3x2", value=3), "a2"]
    with_haul(pos, items)
    play(pos, {"kind": "reserve", "item": items[5]})
    splits = pos.legal_moves()
    assert len(splits) == 10 and all(len(m["big"]) == 3 for m in splits)   # 5 items: 3 and 2
    shown = next(e for e in pos.view(0)["split_values"] if e["big"] == [items[2], items[3], items[4]])
    assert shown["values"] == {"big": 0 + 0 + 1 + 1, "small": 3 + 2}     # what the page shows before you confirm
    before = list(pos.pin_today)    # a forever stamp the event card gave her, perhaps
    play(pos, {"kind": "split", "big": [items[2], items[3], items[4]]}, seed=4)
    offers, decision = last(pos, "your_offers"), last(pos, "decision")
    assert offers["values"] == {"big": 0 + 0 + 1 + 1, "small": 3 + 2}
    assert decision["discarded_from"] == "small"
    after = decision["after"]
    assert after["small"] == max(0, 5 - decision["crossed_out"])
    taken = ["big", "small"][after["small"] > after["big"]]
    assert decision["taken"] == taken
    theirs = [items[2], items[3], items[4]] if taken == "big" else [items[0], items[1]]
    assert pos.pin_today == before + theirs
    assert pos.phase == "choose"


def test_you_choose_one_of_her_offers_and_her_face_down_stamps_are_turned_up():
    pos = position(seed=5)
    mine = [tile(size="3x3", value=3), tile(size="3x2", value=3), tile(size="2x3", value=2), tile(size="3x4", value=3)]
    hidden = tile(size="2x3", value=3, used=mine)
    hers_big, hers_small = [tile(size="3x3", value=3, used=mine), hidden, "f20"], [tile(size="3x2", value=2, used=mine), "a3"]
    with_haul(pos, mine, hers_big, hers_small, face_down=[hidden])
    view = pos.view(0)
    shown = view["pin_haul"]["big"][1]
    assert shown["hidden"] and shown["id"] is None and "colour" not in shown and shown["size"] == "2x3"
    assert hidden not in json.dumps(view)
    play(pos, {"kind": "reserve", "item": mine[0]}, {"kind": "split", "big": mine[1:3]})
    big_now = list(pos.pin_haul["big"])
    play(pos, {"kind": "choose", "offer": "big"})
    assert last(pos, "choose")["revealed"] == [hidden]
    received = pos.to_place + pos.forever + [f"a{n}" for n in pos.cards]
    assert set(big_now) <= set(received) and mine[0] in received
    assert hidden in json.dumps(pos.view(0))


def test_generous_swap_trades_one_item_each_way_and_you_remember_what_you_gave():
    pos = position()
    mine = [tile(size="3x3", value=3), tile(size="2x2", value=1), tile(size="3x2", value=3), tile(size="2x3", value=2)]
    hers = [tile(size="3x3", value=3, used=mine), tile(size="3x2", value=2, used=mine), tile(size="2x2", value=2, used=mine)]
    with_haul(pos, mine, hers, ["f21", tile(size="4x3", used=mine)], face_down=[mine[1]])
    pos.phase, pos.instruction = "generous", "generous"
    assert len(pos.legal_moves()) == 4 * 5
    play(pos, {"kind": "generous", "give": mine[1], "take": "big2"})
    assert pos.pin_haul["big"][2] == mine[1] and hers[2] in pos.your_haul
    assert pos.view(0)["pin_haul"]["big"][2]["id"] == mine[1]   # face down for her valuation, but you saw it
    assert pos.view(0)["pin_haul"]["big"][2]["markers"] == 2     # judged by its size only
    assert pos.phase == "reserve"


def test_the_scout_turns_pinzettas_face_down_stamps_up_in_the_collect_phase():
    pos = position()
    hidden = tile(size="2x3")
    with_haul(pos, ["a10", tile(size="3x3"), tile(size="2x2"), tile(size="3x2")], [hidden, "f22", tile(size="2x2", value=3)],
              ["f23", tile(size="4x3")], face_down=[hidden])
    pos._after_collect()
    assert last(pos, "scout")["items"] == [hidden]
    assert not pos.view(0)["pin_haul"]["big"][0].get("hidden")


# --- your album and your show -----------------------------------------------------------------------

def placing(pos: StampSwapPosition, stamps: list[str], placed=(), phase: str = "place") -> StampSwapPosition:
    s = pos
    for item in stamps + [p[0] for p in placed]:
        if item in s.supply:
            s.supply.remove(item)
    s.your_haul, s.pin_haul, s.face_down = [], {"big": [], "small": []}, []
    s.to_place, s.placed, s.phase = list(stamps), [list(p) for p in placed], phase
    pos.check()
    return pos


def test_stamps_lie_upright_inside_the_album_without_overlap():
    pos = position()
    big = tile(size="3x4")
    placing(pos, [big], placed=[[tile(size="3x3"), 0, 0]])
    spots = {(m["x"], m["y"]) for m in pos.legal_moves()}
    assert (0, 0) not in spots and (2, 2) not in spots        # would overlap the 3×3 in the corner
    assert (3, 0) in spots and (0, 3) in spots and (9, 8) in spots
    assert (10, 0) not in spots and (0, 9) not in spots        # would leave the 12×12 grid
    with pytest.raises(IllegalMove):
        State(GAME, 1, GAME.spec.resolve_options({}), 1, [], [], 0, Rng.from_seed(1), pos).apply(
            {"kind": "place", "item": big, "x": 1, "y": 1})


def test_a_stamp_that_fits_nowhere_is_discarded_and_its_value_still_scores():
    pos = position()
    filler = [t["id"] for t in DATA["tiles"] if t["size"] == "3x3"][:12]
    placed = [[item, 3 * (k % 4), 3 * (k // 4)] for k, item in enumerate(filler[:12])]   # rows 0–8 full
    wide = tile(size="3x4", value=3, used=filler)
    placing(pos, [wide, tile(size="2x2", used=filler)], placed=placed)
    moves = pos.legal_moves()
    assert {"kind": "discard", "item": wide} in moves
    assert all(m["item"] != wide for m in moves if m["kind"] == "place")
    assert not any(m["kind"] == "discard" and m["item"] != wide for m in moves)
    before = pos.points["discarded"]
    play(pos, {"kind": "discard", "item": wide})
    assert pos.points["discarded"] == before + 3


def at_contest(pos: StampSwapPosition, placed=(), tickets=(), day: int = 0) -> StampSwapPosition:
    """The position at the contest pick of `day`'s show: `placed` in your album, `tickets` (categories)
    put at the shows before."""
    placing(pos, [], placed=placed, phase="contest")
    s = pos
    s.day = day
    s.pin_shows = [0] * day
    s.tickets = [{"category": c, "day": d, "points": 0} for d, c in enumerate(tickets)]
    s.points["contests"] = 0  # what those tickets scored
    s.phase = "contest"
    pos.check()
    return pos


def stamps_of(n: int, used=(), **wanted) -> list[str]:
    found = [t["id"] for t in DATA.tiles.values() if t["id"] not in used and all(t[k] == v for k, v in wanted.items())]
    assert len(found) >= n, wanted
    return found[:n]


def in_a_row(items: list[str], y: int = 0) -> list[list]:
    placed, x = [], 0
    for item in items:
        placed.append([item, x, y])
        x += DATA.shape(DATA.tiles[item]["size"])[0]
    return placed


def test_the_board_holds_one_contest_card_of_each_category_and_her_album_is_the_colour_cards():
    for seed in range(12):
        pos = position(seed)
        board = pos.board
        assert list(board) == ["colour", "theme", "size", "cancelled", "finale"]
        assert all(DATA.contests[number]["category"] == category for category, number in board.items())
        assert pos.album == board["colour"] and pos.tickets == []
        assert pos.log[0] == {"key": "board", "day": 0, "contests": board}


def test_at_a_show_your_exhibitors_score_then_you_pick_one_of_the_four_contests():
    # Given two flower stamps in your album, the flower exhibitor, and one stamp left to place
    pos = position()
    flowers = stamps_of(2, theme="flowers", size="2x2")
    last_stamp = tile(size="3x3", used=flowers)
    placing(pos, [last_stamp], placed=[[flowers[0], 0, 0], [flowers[1], 4, 4]])
    pos.cards = [7]    # exhibitor: 2 points per flower stamp
    pos.attendee_deck.remove(7)
    assert all(m["kind"] == "place" for m in pos.legal_moves())    # no contest while stamps wait
    # When you place it
    play(pos, {"kind": "place", "item": last_stamp, "x": 8, "y": 8})
    # Then the exhibitor has scored, and now you pick one of the four contests that are not the finale
    assert last(pos, "exhibitor") == {"key": "exhibitor", "day": 0, "card": 7, "points": 4}
    assert pos.points["exhibitors"] == 4 and pos.phase == "contest"
    assert pos.legal_moves() == [{"kind": "contest", "category": c} for c in ("colour", "theme", "size", "cancelled")]


def test_a_ticket_scores_the_contest_once_for_the_album_as_it_lies():
    # Given three stamps of the colour card's colour in your album at Friday's show
    pos = position()
    colour_card = DATA.contests[pos.board["colour"]]
    reds = stamps_of(3, colour=colour_card["colour"], size="2x2")
    at_contest(pos, placed=in_a_row(reds))
    # When you put your ticket on the colour contest
    play(pos, {"kind": "contest", "category": "colour"}, seed=2)
    # Then it scores 3 stamps × its points, the ticket lies on it, and Saturday begins
    entry = last(pos, "contest")
    assert entry == {"key": "contest", "day": 0, "category": "colour", "contest": colour_card["number"],
                     "points": 3 * colour_card["points"]}
    assert pos.tickets == [{"category": "colour", "day": 0, "points": 3 * colour_card["points"]}]
    assert pos.points["contests"] == 3 * colour_card["points"] and pos.day == 1
    # And the board shows the ticket; more stamps of that colour later do not change its score
    more = stamps_of(2, used=reds, colour=colour_card["colour"], size="2x2")
    for item in more:
        pos.supply.remove(item)
    pos.placed += in_a_row(more, y=4)
    pos.check()
    colour = pos.view(0)["board"][0]
    assert colour["ticket"] == {"day": 0, "points": 3 * colour_card["points"]}
    assert colour["now"] == 5 * colour_card["points"] and pos.points["contests"] == 3 * colour_card["points"]
    # And at the next show the colour contest is no longer offered
    at_contest(pos, placed=in_a_row(reds), tickets=["colour"], day=1)
    assert [m["category"] for m in pos.legal_moves()] == ["theme", "size", "cancelled"]


def test_the_contest_pick_is_offered_only_when_legal():
    pos = at_contest(position(), tickets=["theme", "size"], day=2)
    state = State(GAME, 1, GAME.spec.resolve_options({}), 1, [], [], 0, Rng.from_seed(1), pos)
    assert state.legal_moves() == [{"kind": "contest", "category": "colour"}, {"kind": "contest", "category": "cancelled"}]
    for wrong in ({"kind": "contest", "category": "theme"},        # already holds your ticket
                  {"kind": "contest", "category": "finale"},       # scored at the final show, never with a ticket
                  {"kind": "contest", "category": "stamps"}, {"kind": "contest"}):
        with pytest.raises(IllegalMove):
            state.apply(wrong)
    for gone in ({"kind": "enter"}, {"kind": "skip"}):                # the old moves are no moves any more
        with pytest.raises(MalformedMove):
            state.apply(gone)


def test_the_third_ticket_ends_the_shows_and_the_finale_scores_without_a_ticket():
    # Given Sunday's show, two tickets used, and an album of three colours
    pos = position(seed=4)
    pos.board["finale"] = 14                                   # points per colour in your album
    stamps = [tile(colour=c, size="2x2") for c in ("red", "blue", "green")]
    at_contest(pos, placed=in_a_row(stamps), tickets=["colour", "theme"], day=2)
    # When the last ticket goes on the cancelled contest
    play(pos, {"kind": "contest", "category": "cancelled"}, seed=3)
    # Then the game is over: no contest was left to decide, and the finale scored all the same
    assert pos.phase == "over" and len(pos.tickets) == 3
    three_colours = 3 * DATA.contests[14]["points"]
    assert last(pos, "finale") == {"key": "finale", "day": 3, "contest": 14, "points": three_colours}
    you = pos.result["you"]
    assert you["finale"] == three_colours and you["total"] == sum(v for k, v in you.items() if k != "total")
    assert "finale" not in pos.result["pinzetta"]                # she scores nothing for it (the seed)


def test_seed_41_taking_a_contest_at_every_show_places_three_tickets_and_scores_the_finale():
    state = State.new(GAME, 1, {}, 41, None)
    while not state.is_over():
        state, _ = state.apply(state.legal_moves()[0])
    s = state.position
    assert [t["day"] for t in s.tickets] == [0, 1, 2]
    assert len({t["category"] for t in s.tickets}) == 3 and "finale" not in {t["category"] for t in s.tickets}
    assert s.points["contests"] == sum(t["points"] for t in s.tickets)
    finale = DATA.contests[s.board["finale"]]
    assert s.result["you"]["finale"] == scoring.contest_points(finale, s.placed, DATA)
    assert [e["key"] for e in s.log].count("contest") == 3 and [e["key"] for e in s.log].count("finale") == 1
    state.validate()


def test_with_fewer_tickets_than_shows_a_show_has_no_contest():
    custom = copy.deepcopy(builtin_raw())
    custom["tickets"] = 1
    state = State.new(GAME, 1, {"card_data": custom}, 5, None)
    picks = 0
    while not state.is_over():
        move = state.legal_moves()[0]
        picks += move["kind"] == "contest"
        state, _ = state.apply(move)
    assert picks == 1 and len(state.position.tickets) == 1 and len(state.position.pin_shows) == 3


def test_the_view_gives_the_page_the_board_the_tickets_and_what_each_contest_scores_now():
    pos = position(seed=8)
    colour_card = DATA.contests[pos.board["colour"]]
    at_contest(pos, placed=in_a_row(stamps_of(2, colour=colour_card["colour"], size="2x2")), tickets=["theme"], day=1)
    view = pos.view(0)
    board = view["board"]
    assert [e["category"] for e in board] == ["colour", "theme", "size", "cancelled", "finale"]
    assert [e["card"]["number"] for e in board] == list(pos.board.values())
    assert [e["finale"] for e in board] == [False, False, False, False, True]
    assert board[1]["ticket"] == {"day": 0, "points": 0} and board[1]["scored"] == 0
    assert board[0]["ticket"] is None and board[0]["now"] == 2 * colour_card["points"] and board[0]["scored"] is None
    assert all(e["now"] == scoring.contest_points(e["card"], pos.placed, DATA) for e in board)
    assert view["tickets"] == 2 and view["tickets_total"] == 3 and view["days"] == 3
    assert view["final_contest"] == board[4]["card"] and view["contests"] == [e["card"] for e in board[:4]]
    assert [m["category"] for m in pos.legal_moves()] == ["colour", "size", "cancelled"]  # the theme holds a ticket


def test_at_the_end_the_board_shows_what_the_finale_gave_you():
    pos = finish(12)
    finale = pos.view(0)["board"][4]
    assert finale["ticket"] is None and finale["scored"] == pos.result["you"]["finale"] == finale["now"]


def test_the_show_phases_log_entries_and_moves_have_words_in_the_page():
    words = json.loads((Path(__file__).resolve().parent.parent / "web" / "i18n" / "en.json").read_text(encoding="utf-8"))
    words = words["stamp_swap"]
    for options in ({}, {"intro": True}):
        state = State.new(GAME, 1, options, 21, None)
        kinds = set()
        while not state.is_over():
            # A contest move's words are those of the category of the card it names (web/games/stamp_swap/texts.js).
            kinds |= {f"contest_{m['category']}" if m["kind"] == "contest" else m["kind"] for m in state.legal_moves()}
            state, _ = state.apply(state.legal_moves()[-1])
        written = {e["key"] for e in state.position.log}
        assert {"board", "contest", "finale"} <= written and {"board", "contest", "finale"} <= set(words["log"])
        assert kinds <= set(words["move"])
    assert {f"contest_{c}" for c in ("colour", "theme", "size", "cancelled")} <= set(words["move"])


def test_double_tiles_count_as_two_stamps_for_you():
    double = DATA.tiles[tile(size="4x2", double=True)]
    contest = {"category": "colour", "colour": double["colour"], "points": 3}
    assert scoring.contest_points(contest, [[double["id"], 0, 0]], DATA) == 6


def test_a_size_contest_counts_the_stamps_a_tile_shows():
    small_squares = {"category": "size", "sizes": ["2x2"], "points": 3}
    double, single = tile(size="2x4", double=True), tile(size="2x4", double=False)
    assert scoring.contest_points(small_squares, [[double, 0, 0]], DATA) == 6     # two small squares
    assert scoring.contest_points(small_squares, [[single, 0, 0]], DATA) == 0     # one long stamp
    assert scoring.contest_points({"category": "size", "sizes": ["2x4"], "points": 3}, [[single, 0, 0]], DATA) == 3


# --- Pinzetta's show and the final show --------------------------------------------------------------

def finish(seed: int, **options) -> StampSwapPosition:
    """A whole game with the normal player in your seat."""
    state = State.new(GAME, 1, options, seed, None)
    while not state.is_over():
        state, _ = state.apply(GAME.bot_move(state.view(0), state.legal_moves(), "normal", Rng.from_seed(seed), 1000))
    return state.position


def test_pinzetta_scores_the_row_of_the_board_card_of_her_scoring_cards_category():
    # Given Saturday's show at difficulty 2, and the theme scoring card on top of her deck
    pos = position(seed=6, difficulty=2)
    theme_card = next(k for k, card in enumerate(DATA["scoring_cards"]) if card["category"] == "theme")
    at_contest(pos, tickets=["colour"], day=1)
    pos.scoring_deck = [theme_card] + [k for k in pos.scoring_deck if k != theme_card]
    # When the show ends with your ticket
    play(pos, {"kind": "contest", "category": "size"}, seed=2)
    # Then she reads the row of the theme card on the board, level 2's column, × Saturday's 2
    number = pos.board["theme"]
    row = DATA["scoring_cards"][theme_card]["rows"][str(number)]
    assert last(pos, "pinzetta_scores") == {"key": "pinzetta_scores", "day": 1, "card": theme_card, "category": "theme",
                                             "contest": number, "level": 2, "row": row[1], "factor": 2, "points": 2 * row[1]}
    assert pos.pin_shows == [0, 2 * row[1]]


def test_pinzetta_scores_a_scoring_card_at_each_of_the_three_shows():
    pos = finish(2, difficulty=2)
    entries = [e for e in pos.log if e["key"] == "pinzetta_scores"]
    assert len(entries) == 3
    for day, entry in enumerate(entries):
        card = DATA["scoring_cards"][entry["card"]]
        assert entry["category"] == card["category"] and entry["contest"] == pos.board[card["category"]]
        row = card["rows"][str(entry["contest"])]
        assert entry["row"] == row[1] and entry["factor"] == DATA["day_multipliers"][day]
        assert entry["points"] == row[1] * DATA["day_multipliers"][day]
    assert len({e["card"] for e in entries}) == 3                    # three different scoring cards


def test_final_show_for_pinzetta_adjustment_majority_album_rares_only():
    for level, adjustment in ((1, -20), (2, -10), (3, 0)):
        pos = finish(7, difficulty=level)
        her = pos.result["pinzetta"]
        assert her["level"] == adjustment
        album = last(pos, "pinzetta_album")
        fields = DATA.albums[pos.album]["fields"]
        assert album["counts"] == automa.album_field_counts(pos.pin_items, DATA, fields)
        assert her["album"] == sum(album["points"])
        assert her["rares"] == sum(DATA.tiles[i]["value"] for i in pos.pin_items if pos.is_rare(i))
        assert her["shows"] == sum(pos.pin_shows)
        assert set(her) == {"shows", "level", "forever", "album", "rares", "total"}   # no attendee or finale points
        assert her["total"] == sum(v for k, v in her.items() if k != "total")


def test_the_seeds_album_example_scores_sixty():
    assert sum(automa.album_points([3, 1, 2, 5, 2, 4, 1], [8, 8, 5, 2, 2, 0, 4])) == 24 + 8 + 10 + 10 + 4 + 0 + 4 == 60


def test_pinzettas_album_fields_overlap_for_values_two_and_three():
    fields = DATA.albums[1]["fields"]
    two = tile(size="2x2", value=2)
    counts = automa.album_field_counts([two, tile(size="3x3", kind="faded"), tile(kind="rare"), "a2", "f1"], DATA, fields)
    assert counts == [1, 1, 1, 0, 1, 1, 1]


def test_album_three_seeks_large_squares_and_every_album_is_laid_out_in_the_card_data():
    assert DATA.sought(3) == ["3x3"] and DATA.albums[3]["caption"] == "large squares"
    layout = DATA.fields(3)
    assert [f["holds"] for f in layout] == ["sizes", "sizes", "values", "other_sizes", "attendees", "forever", "rares"]
    big_square, tall = tile(size="3x3", value=3), tile(size="3x4", value=3)
    assert automa.item_markers(big_square, DATA, DATA.sought(3), False) == 3
    assert automa.item_markers(tall, DATA, DATA.sought(3), False) == 1           # 3×4 is no square
    # the 3×4 lies on "other sizes" and, worth 3, on the 2–3 field
    assert automa.album_field_counts([big_square, tall], DATA, layout) == [1, 0, 2, 1, 0, 0, 0]


def test_a_double_tile_is_filed_by_the_size_of_its_stamps_and_a_single_long_stamp_is_not():
    layout = DATA.fields(1)                         # seeks small squares
    double, single = tile(size="4x2", double=True, kind="faded"), tile(size="4x2", double=False, kind="cancelled")
    assert automa.album_field_counts([double], DATA, layout) == [1, 0, 0, 0, 0, 0, 0]
    assert automa.album_field_counts([single], DATA, layout) == [0, 0, 0, 1, 0, 0, 0]


def test_harder_levels_give_pinzetta_more_points_in_the_same_game():
    totals = [finish(11, difficulty=level).result["pinzetta"]["total"] for level in (1, 2, 3)]
    assert totals[0] < totals[1] < totals[2]


def test_intro_mode_pinzetta_has_flat_points_and_keeps_nothing():
    for level, points in ((1, 110), (2, 125), (3, 140)):
        pos = finish(4, intro=True, difficulty=level)
        assert pos.result["pinzetta"] == {"intro": points, "total": points}
        assert pos.pin_items == [pos.pin_items[0]] and pos.pin_shows == [0, 0, 0]
        assert pos.result["forever_counts"][1] is None          # only you and the imaginary third
        assert not any(e["key"] == "pinzetta_scores" for e in pos.log)
        assert len(pos.tickets) == 3 and "finale" in pos.result["you"]   # your show as in the full game


def test_forever_majority_with_the_imaginary_third_collector():
    points = [12, 6, 3]
    assert scoring.majority([5, 2, 3], points) == [12, 3, 6]
    assert scoring.majority([3, 3, 3], points) == [12, 12, 12]   # ties all score the better place
    assert scoring.majority([0, None, 3], points) == [0, 0, 12]  # nothing without a forever stamp


def test_you_win_with_at_least_as_many_points():
    pos = finish(3)
    result = pos.result
    outcome = pos.outcome()
    assert outcome["scores"] == [result["you"]["total"]] and outcome["pinzetta"] == result["pinzetta"]["total"]
    assert (outcome["winners"] == [0]) == (result["you"]["total"] >= result["pinzetta"]["total"])


# --- the card data --------------------------------------------------------------------------------------

def test_an_imported_card_data_file_is_used_and_travels_with_the_save():
    custom = copy.deepcopy(builtin_raw())
    custom["name"] = "My own cards"
    custom["intro_points"] = [90, 100, 111]
    answer = json.loads(api.call("new_game", json.dumps({"game": "stamp_swap", "players": 1, "seed": 9,
                                                         "options": {"intro": True, "card_data": custom}})))
    assert answer["ok"]
    state = State.from_json(answer["result"]["state"], get_game)
    assert state.view(0)["data"] == {"name": "My own cards", "builtin": False}
    while not state.is_over():
        state, _ = state.apply(state.legal_moves()[0])
    assert state.position.result["pinzetta"]["total"] == 90
    state.validate()                                  # the save replays with the data it started with


@pytest.mark.parametrize("change, where", [
    (lambda d: d.pop("events"), "'events' is missing"),
    (lambda d: d["tiles"][3].update(size="5x5"), "tiles[3].size"),
    (lambda d: d["tiles"][4].update(kind="faded", value=2), "tiles[4].value"),
    (lambda d: d["decision_cards"][0]["album"].pop(), "decision_cards[0].album"),
    (lambda d: d["events"][2]["pinzetta"]["small"].append({"forever": True}), "events[2].pinzetta"),
    (lambda d: d["events"][0]["you"].pop(), "events[0].you"),
    (lambda d: d["scoring_cards"][1]["rows"].pop("5"), "scoring_cards[1].rows"),
    (lambda d: d["albums"].pop(0), "albums"),
    (lambda d: d.update(format="something else"), "format"),
])
def test_a_bad_card_data_file_is_refused_with_where_the_problem_is(change, where):
    bad = copy.deepcopy(builtin_raw())
    change(bad)
    with pytest.raises(DataError, match=__import__("re").escape(where)):
        check_data(bad)
    answer = json.loads(api.call("new_game", json.dumps({"game": "stamp_swap", "players": 1, "seed": 1,
                                                         "options": {"card_data": bad}})))
    assert not answer["ok"] and answer["error"]["code"] == "bad_options" and where in answer["error"]["message"]


def test_card_data_that_is_not_an_object_is_refused():
    for bad in ([], "cards", 3):
        with pytest.raises(BadOptions):
            GAME.spec.resolve_options({"card_data": bad})


def test_a_tampered_save_is_refused():
    state = State.new(GAME, 1, {}, 5, None)
    data = state.to_json()
    data["position"]["placed"] = [["t1", 0, 0], ["t2", 1, 1]]                 # overlapping stamps
    with pytest.raises(CorruptState):
        State.from_json(data, get_game)
    data = state.to_json()
    data["position"]["supply"].append(data["position"]["your_haul"][0])        # a stamp in two places
    with pytest.raises(CorruptState):
        State.from_json(data, get_game)
    for field, wrong in (("points", None), ("instruction", ["generous"]), ("pin_haul", {"big": ["t999"], "small": []}),
                         ("log", [["day"]]), ("event_deck", [99])):
        data = state.to_json()
        data["position"][field] = wrong
        with pytest.raises(CorruptState, match=field):
            State.from_json(data, get_game)
