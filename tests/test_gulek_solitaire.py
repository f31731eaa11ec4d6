"""Gulek Solo and Gulek Single: sowing, pairs, the variants, and the solver on the seed's puzzles."""

from __future__ import annotations

import pytest

from gulek_rule_sets import RULE_SETS, clearable
from gurkenglas.games.gulek.solitaire import PITS, START, moves, removals, sow
from gurkenglas.games.gulek.solitaire_position import SolitairePosition
from gurkenglas.games.gulek.solver import Solver, canonical

SOLO = ["solo", "solo_1", "solo_2", "solo_3"]


def board(**pits: int) -> tuple[int, ...]:
    cells = [0] * PITS
    for name, balls in pits.items():
        cells[int(name[1:])] = balls
    return tuple(cells)


def test_sowing_drops_one_ball_per_pit_in_the_chosen_direction():
    assert sow(board(p0=3), 0, 1, RULE_SETS["solo"]) == board(p1=1, p2=1, p3=1)
    assert sow(board(p0=3), 0, -1, RULE_SETS["solo"]) == board(p14=1, p13=1, p12=1)


def test_a_single_ball_cannot_move_and_a_long_sowing_passes_the_emptied_pit():
    assert sow(board(p4=1), 4, 1, RULE_SETS["solo"]) is None
    after = sow(board(p0=16), 0, 1, RULE_SETS["solo"])
    assert after[0] == 1 and after[1] == 2 and sum(after) == 16


def test_variant_2_forbids_the_last_ball_in_an_empty_pit():
    assert sow(board(p0=2, p2=1), 0, 1, RULE_SETS["solo_2"]) == board(p1=1, p2=2)
    assert sow(board(p0=2), 0, 1, RULE_SETS["solo_2"]) is None


def test_pairs_may_be_left_or_must_be_taken():
    sown = board(p1=2, p5=2, p7=1)
    optional = removals(sown, RULE_SETS["solo"])
    assert [chosen for chosen, _ in optional] == [(1, 5), (5,), (1,), ()]
    assert removals(sown, RULE_SETS["solo_1"]) == [((1, 5), board(p7=1))]


def test_single_relays_from_a_pit_that_held_two_or_more():
    # 2 sown from pit 0 ends in pit 2, which held 2: those 3 go on to pits 3, 4, 5; pit 5 held 0.
    after = sow(board(p0=2, p2=2), 0, 1, RULE_SETS["single"])
    assert after == board(p1=1, p3=1, p4=1, p5=1)
    assert sow(board(p0=2, p2=2), 0, 1, RULE_SETS["solo"]) == board(p1=1, p2=3)


def test_the_view_gives_the_pits_a_sowing_goes_into_a_relay_included():
    # Single: 2 from pit 15 (engine pit 14) clockwise go round into pits 1 and 2; pit 2 held 2, so
    # its 3 go on into pits 3, 4 and 5. Solo stops in pit 2.
    single = SolitairePosition("gulek_single", RULE_SETS["single"], board(p14=2, p1=2))
    sowing = next(s for s in single.view(0)["sowings"] if (s["pit"], s["dir"]) == (14, 1))
    assert sowing["path"] == [0, 1, 2, 3, 4] and sowing["relays"] == [1] and sowing["holds"] == 1
    solo = SolitairePosition("gulek_solo", RULE_SETS["solo"], board(p14=2, p1=2))
    sowing = next(s for s in solo.view(0)["sowings"] if (s["pit"], s["dir"]) == (14, 1))
    assert sowing["path"] == [0, 1] and sowing["relays"] == [] and sowing["holds"] == 3


@pytest.mark.parametrize("rule_set", SOLO)
def test_balls_3_and_1_side_by_side_clear_only_under_the_basic_rules(rule_set):
    assert clearable(board(p0=3, p1=1), rule_set) == (rule_set == "solo")


@pytest.mark.parametrize("rule_set", SOLO)
def test_balls_5_and_3_with_four_empty_pits_between_clear_under_every_rule_set(rule_set):
    assert clearable(board(p0=5, p5=3), rule_set)


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_the_start_position_can_be_cleared_and_the_solution_replays(rule_set):
    rules = RULE_SETS[rule_set]
    solution = Solver(rules).solve(START)
    assert solution
    position = START
    for step in solution:
        sown = next(after for pit, direction, after in moves(position, rules)
                    if (pit, direction) == (step.pit, step.direction))
        position = dict(removals(sown, rules))[step.removed]
    assert not any(position)


def test_turned_and_mirrored_boards_are_one_position():
    a = board(p0=5, p5=3)
    assert canonical(a) == canonical(board(p3=5, p8=3)) == canonical(board(p0=3, p5=5))
    assert canonical(a) != canonical(board(p0=5, p6=3))


# --- the solitaires as games: puzzles, pairs, the hint, undo ----------------------------------------
import json  # noqa: E402

from gurkenglas import api  # noqa: E402
from gurkenglas.core.rng import Rng  # noqa: E402
from gurkenglas.games.gulek.puzzles import FIXED, generate  # noqa: E402

PRESETS = [("gulek_solo", p) for p in ("basic", "variant_1", "variant_2", "variant_3")] + \
          [("gulek_single", p) for p in ("basic", "variant")]
RULES_OF = {("gulek_solo", "basic"): "solo", ("gulek_solo", "variant_1"): "solo_1",
            ("gulek_solo", "variant_2"): "solo_2", ("gulek_solo", "variant_3"): "solo_3",
            ("gulek_single", "basic"): "single", ("gulek_single", "variant"): "single_1"}


def call(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def new(game: str, **options) -> dict:
    return call("new_game", game=game, players=1, seed=7, options=options)["state"]


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_generated_puzzles_are_proved_clearable_and_differ_from_seed_to_seed(rule_set):
    boards = [generate(RULE_SETS[rule_set], Rng.from_seed(seed)) for seed in range(8)]
    for found in boards:
        solution = Solver(RULE_SETS[rule_set]).solve(found)
        assert solution is not None and len(solution) >= 4
        assert 8 <= sum(found) <= 20 and 2 not in found
    assert len(set(boards)) >= 4


@pytest.mark.parametrize("game, preset", PRESETS)
def test_the_seed_puzzles_and_the_full_board_start_as_chosen(game, preset):
    for puzzle, start in FIXED.items():
        view = call("view", state=new(game, preset=preset, puzzle=puzzle))
        assert view["board"] == list(start)


def test_pairs_wait_for_the_player_unless_they_must_go():
    state = new("gulek_solo", puzzle="five_three")
    # 5 from pit 1 clockwise: pits 2–6 get one each, pit 6 (which held 3) now holds 4. No pair.
    state = call("apply", state=state, move={"kind": "sow", "pit": 0, "dir": 1})["state"]
    view = call("view", state=state)
    assert view["board"][:6] == [0, 1, 1, 1, 1, 4] and view["phase"] == "sow"
    solo = new("gulek_solo", puzzle="three_one")
    after = call("apply", state=solo, move={"kind": "sow", "pit": 0, "dir": 1})
    view = call("view", state=after["state"])
    assert view["phase"] == "remove" and view["pairs"] == [1]
    assert call("legal_moves", state=after["state"])["moves"][-1]["move"] == {"kind": "done"}
    must = new("gulek_solo", puzzle="three_one", pairs_must_go=True)
    after = call("apply", state=must, move={"kind": "sow", "pit": 0, "dir": 1})
    assert {"type": "remove", "pit": 1, "rule": "pairs_must_go"} in after["events"]
    assert call("view", state=after["state"])["board"][1] == 0


@pytest.mark.parametrize("game, preset", PRESETS)
def test_following_the_hint_clears_every_clearable_puzzle(game, preset):
    for puzzle in ("three_one", "five_three", "generated"):
        state = new(game, preset=preset, puzzle=puzzle)
        expected = clearable(tuple(call("view", state=state)["board"]), RULES_OF[(game, preset)])
        for _ in range(200):
            if call("status", state=state)["over"]:
                break
            hint = call("hint", state=state)
            assert hint["clearable"] == expected
            if not expected:
                assert hint["move"] is None
                break
            state = call("apply", state=state, move=hint["move"])["state"]
        if expected:
            assert call("status", state=state)["outcome"]["winners"] == [0]


def test_the_hint_says_when_the_position_is_lost_and_undo_is_always_free():
    state = new("gulek_solo", puzzle="start")
    start_hint = call("hint", state=state)
    assert start_hint["clearable"] is True and start_hint["move"] is not None
    lost, frontier = None, [new("gulek_solo", puzzle="five_three")]
    while lost is None and frontier:  # breadth first: the nearest position the solver calls lost
        here = frontier.pop(0)
        for move in [m["move"] for m in call("legal_moves", state=here)["moves"]]:
            after = call("apply", state=here, move=move)["state"]
            if not call("status", state=after)["over"]:
                if call("hint", state=after)["clearable"] is False:
                    lost = after
                frontier.append(after)
    assert lost is not None
    assert call("hint", state=lost)["move"] is None
    view = call("view", state=lost)
    assert view["can_undo"]
    while call("view", state=lost)["can_undo"]:
        lost = call("undo", state=lost)["state"]
    assert call("view", state=lost)["board"] == list(FIXED["five_three"])
    assert call("hint", state=lost)["clearable"] is True


def test_a_search_past_its_budget_says_it_cannot_tell_and_the_solver_seat_still_moves(monkeypatch):
    from gurkenglas.core.engine import State
    from gurkenglas.games import get_game
    from gurkenglas.games.gulek import solver
    monkeypatch.setattr(solver, "_NEXT", {})
    monkeypatch.setattr(solver, "_DEAD", {})
    game = get_game("gulek_solo")
    state = State.new(game, 1, {"preset": "variant_3"}, 3, None)
    answer = game.hint(state.view(0), state.legal_moves(), Rng.from_seed(1), 1)   # 100 positions: too few
    assert answer == {"move": None, "clearable": None}
    assert game.bot_move(state.view(0), state.legal_moves(), "solver", Rng.from_seed(1), 1) in state.legal_moves()
    assert game.hint(state.view(0), state.legal_moves(), Rng.from_seed(1), 1000)["clearable"] is True
