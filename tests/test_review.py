"""The review of a finished game (core/review.py through the bridge): what a family reads after a
game must add up, must be judged from what each player could see, and must survive being analysed
in slices while the game is played.

Playout games are reviewed here with very few samples (the figures are then rough, which these
tests do not look at); how good the chances are is the calibration benchmark's question
(benchmarks/calibration.py)."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.core import grading, review
from gurkenglas.core.engine import State
from gurkenglas.core.evaluate import PlayoutEvaluator
from gurkenglas.core.grading import GRADES, THRESHOLDS, grade_of
from gurkenglas.core.review import FAULTS, LUCKY, TURNING_POINTS
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES


def call(method: str, params: dict) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def finished(game_id: str, players: int, options: dict | None = None, seed: int = 3,
             people: tuple[int, ...] = (0,), level: str | None = None) -> State:
    """A game played to its end by bots (of `level`, the game's default unless named); the seats in
    `people` are people (their moves are still chosen by the bot here, so the game is the same every
    time)."""
    game = GAMES[game_id]
    level = level or game.spec.default_level
    seats = [{"kind": "human" if s in people else "bot", "name": f"P{s}", "level": None if s in people else level}
             for s in range(players)]
    state = State.new(game, players, options or {}, seed, seats)
    while not state.is_over():
        seat = state.to_move()
        move = game.bot_move(state.view(seat), state.legal_moves(), level,
                             Rng.from_seed(seed, stream=len(state.history) * 8 + seat + 1), 1000)
        state, _ = state.apply(move)
    return state


@pytest.fixture(scope="module")
def pickles() -> tuple[State, dict]:
    state = finished("mixed_pickles", 2)
    return state, call("review", {"state": state.to_json(), "samples": 2, "budget_ms": 60_000})


def test_every_move_has_each_seats_chance_and_the_last_is_the_result(pickles):
    state, answer = pickles
    assert answer["complete"] and answer["analysed"] == answer["plies"] == len(state.history)
    assert [step["move"] for step in answer["steps"]] == state.moves()
    for step in answer["steps"]:
        assert len(step["chance"]) == 2 and all(0 <= c <= 1 for c in step["chance"])
    winners = state.outcome()["winners"]
    assert answer["steps"][-1]["chance"] == [1.0 if s in winners else 0.0 for s in range(2)]
    assert answer["result"] == answer["steps"][-1]["chance"]


def test_luck_is_only_found_where_chance_played_a_part_and_adds_up(pickles):
    _, answer = pickles
    lucky = [step for step in answer["steps"] if step["luck"] is not None]
    assert lucky, "the draws of Mixed Pickles are chance"
    assert all(step["move"]["kind"] == "draw" or step["expected"] is not None for step in lucky)
    assert not any(step["luck"] for step in answer["steps"] if step["move"]["kind"] in ("keep", "place"))
    for seat in range(2):
        total = sum(step["luck"][seat] for step in lucky)
        assert answer["luck"][seat] == pytest.approx(total, abs=1e-3)
        assert answer["adjusted"][seat] == pytest.approx(answer["result"][seat] - total, abs=1e-3)


def test_a_drawn_game_is_half_a_win_for_each_and_said_so_on_the_line():
    """Gulek for two ends in a draw here: each seat's line ends at a half and so does its result,
    the line of a shared first place at 1, and the two seats' lines add up to one all along."""
    state = finished("gulek", 2, seed=1, people=())
    assert state.outcome()["draw"]
    answer = call("review", {"state": state.to_json(), "samples": 2, "budget_ms": 60_000})
    assert answer["complete"] and answer["result"] == [0.5, 0.5]
    assert answer["steps"][-1]["chance"] == [0.5, 0.5] and answer["steps"][-1]["shared"] == 1.0
    for chances in [answer["start"]] + [step["chance"] for step in answer["steps"]]:
        assert sum(chances) == pytest.approx(1, abs=1e-5)


def test_only_the_persons_decisions_are_graded_and_forced_moves_are_called_so(pickles):
    _, answer = pickles
    graded = [step for step in answer["steps"] if step["decision"]]
    assert graded and all(step["mover"] == 0 for step in graded), "the bot's moves are not graded"
    assert all(step["decision"] is None for step in answer["steps"] if step["mover"] == 1)
    for step in graded:
        decision = step["decision"]
        assert decision["grade"] in GRADES + ("forced",)
        assert (decision["grade"] == "forced") == (decision["choices"] == 1)
        assert decision["grade"] in ("best", "forced") or decision["loss"] > 0
    counted = answer["grades"][0]
    assert sum(counted.values()) == len(graded) and sum(answer["grades"][1].values()) == 0


def test_where_first_place_can_be_shared_the_review_gives_the_chance_of_sharing_it(pickles):
    """Mixed Pickles' equal scores share the win: beside each seat's chance of a first place, the
    chance that it is shared, after every move, and at the end whether it was. Keezen cannot share."""
    state, answer = pickles
    assert 0 <= answer["start_shared"] <= 1
    assert all(0 <= step["shared"] <= 1 for step in answer["steps"])
    assert answer["steps"][-1]["shared"] == (1.0 if len(state.outcome()["winners"]) > 1 else 0.0)
    for chances in [answer["start"]] + [step["chance"] for step in answer["steps"]]:
        assert sum(chances) == pytest.approx(1, abs=1e-5), "a shared first place is a part of one win"
    keezen = finished("keezen", 2, seed=5)
    other = call("review", {"state": keezen.replayed(keezen.moves()[:6]).to_json(), "samples": 1, "budget_ms": 60_000})
    assert other["start_shared"] is None and all("shared" not in step for step in other["steps"])


def test_a_move_that_changes_nothing_for_the_playouts_leaves_every_chance_where_it_was(pickles):
    """The line's playouts from two neighbouring positions use the same numbers for the same move:
    after a forced move that draws nothing (a pickle passed on), every chance is what it was. With
    numbers drawn one after the other, the playouts from the two positions drift apart and the line
    shakes by their luck."""
    _, answer = pickles
    before, still = answer["start"], 0
    for step in answer["steps"]:
        if (step["decision"] or {}).get("grade") == "forced" and step["luck"] is None:
            assert step["chance"] == before, f"move {step['step']}: {before} became {step['chance']}"
            still += 1
        before = step["chance"]
    assert still, "no forced move without a draw: the fixture tests nothing"


def test_at_a_decision_in_the_dark_the_line_moves_by_what_its_player_could_expect_and_the_cards(pickles):
    """A decision made without seeing every card: the onlooker's line moves by what its player could
    expect of it in their own view (`expected` less the chance before) and by the luck of the cards
    they could not see (`luck`, from "cards")."""
    _, answer = pickles
    dark = 0
    for step in answer["steps"]:
        if step["luck_from"] == "cards":
            dark += 1
            assert step["decision"] and step["decision"]["grade"] != "forced"
            assert step["luck"] == pytest.approx([c - e for c, e in zip(step["chance"], step["expected"], strict=True)], abs=1e-5)
    assert dark, "no decision in the dark: the fixture tests nothing"


def test_a_sound_move_of_ones_own_hardly_moves_ones_own_chance():
    """One judge: across a player's own decisions graded best that drew nothing, the player's chance
    on the line moves, beside the luck of the cards they could not see, by what they could expect of
    the move in their own view: a few points of noise (4.3 on average here, at 8 playouts a
    question), not the luck of two unrelated sets of playouts (13 points at 12 playouts a question
    when each position was played out with numbers drawn one after the other)."""
    state = finished("mixed_pickles", 2, seed=4, people=(0, 1))
    answer = call("review", {"state": state.to_json(), "samples": 8, "budget_ms": 60_000})
    before, jumps = answer["start"], []
    for step in answer["steps"]:
        mover = step["mover"]
        if (step["decision"] or {}).get("grade") == "best" and step["luck_from"] != "draw":
            cards = step["luck"][mover] if step["luck"] else 0.0
            said = step["learned"][mover] if "learned" in step else 0.0  # what the move told about its player
            jumps.append(abs(step["chance"][mover] - before[mover] - cards - said))
        before = step["chance"]
    assert len(jumps) >= 20, f"{len(jumps)} sound decisions: the game tests little"
    assert sum(jumps) / len(jumps) <= 0.06, f"a sound move moved its player's chance by {100 * sum(jumps) / len(jumps):.1f} points on average"


def test_turning_points_are_faulty_decisions_and_great_luck_never_a_sound_move(pickles):
    """A turning point is a decision graded an inaccuracy or worse, weighed by the chance its player
    lost, or a move whose luck moved a seat's chance by LUCKY or more, weighed by that luck: the
    weightiest five at most, in the order played. A move graded best or good is never blamed."""
    _, answer = pickles
    points = answer["turning_points"]
    weights = {}
    for step in answer["steps"]:
        decision, luck = step["decision"], step["luck"] or [0.0]
        weight = max(decision["loss"] if decision and decision["grade"] in FAULTS else 0.0,
                     max(abs(v) for v in luck) if max(abs(v) for v in luck) >= LUCKY else 0.0)
        if weight:
            weights[step["step"]] = weight
    assert points, "a game of cards with no great luck and no faulty decision: the fixture tests nothing"
    assert len(points) == min(TURNING_POINTS, len(weights))
    steps = {step["step"]: step for step in answer["steps"]}
    for point in points:
        step = steps[point["step"]]
        assert point["mover"] == step["mover"]
        if point["cause"] == "decision":
            assert step["decision"]["grade"] in FAULTS and point["grade"] == step["decision"]["grade"]
            assert point["seat"] == step["mover"] and point["swing"] == pytest.approx(-step["decision"]["loss"], abs=1e-4)
        else:
            # The luck of a draw, or of the cards its player could not see at a decision.
            assert point["cause"] == {"draw": "chance", "cards": "cards"}[step["luck_from"]] and abs(point["swing"]) >= LUCKY
            assert point["swing"] == pytest.approx(step["luck"][point["seat"]], abs=1e-4)
        assert abs(point["swing"]) == pytest.approx(weights[point["step"]], abs=1e-4)
    assert [p["step"] for p in points] == sorted(p["step"] for p in points)
    lightest = min(abs(p["swing"]) for p in points)
    chosen = {p["step"] for p in points}
    assert not [k for k, w in weights.items() if k not in chosen and w > lightest + 1e-9], "a heavier turning point was left out"


def test_analysed_in_slices_it_is_the_same_review_and_a_damaged_one_starts_again(pickles):
    state, whole = pickles
    so_far = None
    calls = 0
    while so_far is None or so_far["analysed"] < 12:
        so_far = call("review", {"state": state.to_json(), "samples": 2, "budget_ms": 1, "so_far": so_far})
        calls += 1
    assert calls >= 6 and not so_far["complete"]
    assert so_far["start"] == whole["start"] and so_far["steps"] == whole["steps"][: so_far["analysed"]]
    damaged = json.loads(json.dumps(whole))
    damaged["steps"][4]["move"] = {"kind": "draw", "x": 1}
    damaged["steps"][5]["chance"] = [2, "x"]
    again = call("review", {"state": state.to_json(), "samples": 2, "budget_ms": 1, "so_far": damaged})
    assert again["analysed"] < 5, "a damaged review is not continued"


def test_a_game_in_progress_is_analysed_as_far_as_it_went():
    state = finished("goose", 2)
    half = state.replayed(state.moves()[: len(state.history) // 2])
    answer = call("review", {"state": half.to_json(), "budget_ms": 60_000})
    assert answer["analysed"] == len(half.history) and not answer["complete"] and answer["result"] is None
    on = call("review", {"state": state.to_json(), "budget_ms": 60_000, "so_far": answer})
    assert on["complete"] and on["steps"][: len(half.history)] == answer["steps"]


def test_a_review_saved_with_move_labels_goes_on_where_it_stopped():
    """Saves made before the engine stopped labelling moves keep a label beside every step's move
    and best move: their review is continued as it is, not started again."""
    state = finished("goose", 2)
    half = state.replayed(state.moves()[: len(state.history) // 2])
    old = call("review", {"state": half.to_json(), "budget_ms": 60_000})
    assert "label" not in old["steps"][0]
    for step in old["steps"]:
        step["label"] = {"key": "goose.move.roll"}
        if step["decision"]:
            step["decision"]["best_label"] = None
    on = call("review", {"state": state.to_json(), "budget_ms": 60_000, "so_far": old})
    assert on["complete"] and on["steps"][: len(half.history)] == old["steps"]


def test_a_decision_is_judged_from_what_its_player_saw():
    """Two tables that differ only in the cards the person could not see get the same judgement."""
    state = finished("keezen", 2, seed=5)
    line = state.replayed(state.moves()[:20])
    seat = line.to_move()
    other = line.position.sample_hidden(seat, Rng.from_seed(99))
    assert other.view(seat) == line.position.view(seat) and other.to_json() != line.position.to_json()
    moves = line.legal_moves()[:3]
    evaluator = PlayoutEvaluator(line.game, 2)
    judged = [evaluator.judge(p, seat, moves, Rng.from_seed(7), 3) for p in (line.position, other)]
    assert judged[0] == judged[1]


@pytest.mark.parametrize("game_id,seats,levels", [
    ("mixed_pickles", [("bot", "easy"), ("bot", "easy")], {"easy"}),
    ("mixed_pickles", [("bot", "strong"), ("bot", "normal")], {"normal"}),  # (no playout affords the strong search)
    ("mixed_pickles", [("human", None), ("human", None)], {"easy", "normal"}),
    ("keezen", [("bot", "easy"), ("human", None)], {"easy", "normal"}),  # (a person: Keezen's playout level)
], ids=["beginners", "strong-and-normal", "people", "keezen"])
def test_a_computer_player_is_played_out_at_its_own_level(monkeypatch, game_id, seats, levels):
    """The chances of a table of computer players come from playouts at their own levels, as
    everyone at the table knows them; a person's level is not known, so it is drawn."""
    game = GAMES[game_id]
    state = State.new(game, 2, {}, 4, [{"kind": kind, "name": f"P{s}", "level": level}
                                        for s, (kind, level) in enumerate(seats)])
    used = set()
    real = game.bot_move
    monkeypatch.setattr(game, "bot_move", lambda view, legal, level, rng, budget: used.add(level) or real(view, legal, level, rng, budget))
    review.evaluator_for(state).chances(state.position, Rng.from_seed(1), 6)
    assert used == levels


def test_the_solitaire_review_finds_the_move_that_lost_a_winnable_board():
    game = GAMES["gulek_solo"]
    state = State.new(game, 1, {}, 4, [{"kind": "human", "name": "A", "level": None}])
    rng = Rng.from_seed(1)
    turn = None  # the solver's moves, then, once 20 are made, the first move that loses the board
    while not state.is_over():
        legal = state.legal_moves()
        move = game.hint(state.view(0), legal, rng, 5000)["move"]
        if turn is None and len(state.history) >= 20:
            losing = [m for m in legal if game.hint(state.apply(m)[0].view(0), [], rng, 5000)["clearable"] is False]
            if losing:
                move, turn = losing[0], len(state.history) + 1
        state, _ = state.apply(move)
    answer = call("review", {"state": state.to_json(), "budget_ms": 60_000})
    assert answer["method"] == "solver" and answer["measure"] == "solvable" and answer["start"] == [1.0]
    lost = [step for step in answer["steps"] if step["chance"] == [0.0]]
    assert not state.outcome()["winners"], "the wrong turn lost the game"
    first = lost[0]
    assert first["step"] == turn and first["decision"]["grade"] == "blunder" and first["decision"]["loss"] == 1.0
    assert first["decision"]["best_move"] != first["move"]
    assert [p["step"] for p in answer["turning_points"]] == [first["step"]]
    tried = call("review_move", {"state": state.to_json(), "step": turn, "move": first["decision"]["best_move"]})
    assert tried["grade"] == "best" and tried["loss"] == 0


def test_find_a_better_move_judges_the_move_played_as_the_review_did():
    """"Find a better move" tried with the move that was played gives that move the review's own
    grade and loss: the same samples, the same numbers for the same move of the game (a beginner's
    game, whose decisions lose something)."""
    state = finished("mixed_pickles", 2, level="easy")
    answer = call("review", {"state": state.to_json(), "samples": 4, "judge": "all", "budget_ms": 60_000})
    graded = [step for step in answer["steps"] if (step["decision"] or {}).get("loss", 0) > 0][:4]
    assert graded, "no decision that lost anything: the fixture tests nothing"
    for step in graded:
        tried = call("review_move", {"state": state.to_json(), "step": step["step"], "move": step["move"], "samples": 4})
        assert (tried["grade"], tried["loss"]) == (step["decision"]["grade"], step["decision"]["loss"]), step["step"]


def test_grades_follow_the_thresholds():
    assert grade_of(0) == "best"
    assert [grade_of(b + 0.001) for b in THRESHOLDS] == list(GRADES[1:])
    assert list(THRESHOLDS) == sorted(THRESHOLDS)


@pytest.mark.parametrize("preset", ["standard", "classic", "everyone_finishes"])
def test_in_the_goose_the_starting_chance_and_the_luck_make_the_result_exactly(preset):
    """The Goose has no decisions: with chances calculated exactly over the board, what each player
    was dealt by the dice, added to where they started, is exactly how the game ended."""
    state = finished("goose", 2, {"preset": preset}, seed=8)
    answer = call("review", {"state": state.to_json(), "budget_ms": 60_000})
    assert answer["method"] == "exact" and abs(sum(answer["start"]) - 1) < 1e-9
    assert all(step["luck"] is not None and step["decision"]["grade"] == "forced" for step in answer["steps"]
               if step["mover"] == 0)
    for seat in range(2):
        assert answer["start"][seat] + answer["luck"][seat] == pytest.approx(answer["result"][seat], abs=1e-4)
    assert answer["adjusted"] == pytest.approx(answer["start"], abs=1e-4)
    assert sum(answer["luck"]) == pytest.approx(0, abs=1e-3)


def test_the_review_says_how_much_of_the_game_is_skill(pickles):
    _, answer = pickles
    skill = answer["skill"]
    assert skill["strong"] == "strong" and skill["weak"] == "easy" and 0.5 < skill["strong_wins"] <= 1
    assert skill["games"] >= 100 and "benchmarks/skill.py" in skill["measured"]


def test_the_best_of_several_moves_is_not_favoured_by_the_luck_of_the_samples():
    """Three moves that are equally good: picked as the best on the very samples that measure its
    lead, the luckiest would seem ahead; picked on other samples, its lead is nothing on average."""
    rng = Rng.from_seed(5)
    gaps = []
    for _ in range(400):
        rows = [[float(rng.below(2)) for _ in range(3)] for _ in range(24)]
        gaps.append(grading.gap(rows)[0])
    mean = sum(gaps) / len(gaps)
    spread = (sum((g - mean) ** 2 for g in gaps) / (len(gaps) - 1) / len(gaps)) ** 0.5
    assert abs(mean) < 3 * spread, (mean, spread)  # picked on the same samples: about +0.08


class Rows:
    """An evaluator that deals out given rows of samples, a round at a time."""
    method = "playouts"

    def __init__(self, rounds):
        self.rounds = list(rounds)
        self.taken = 0

    def judge_in_view(self, position, seat, moves, rng, samples, ply):
        self.taken += 1
        return [row[:len(moves)] for row in self.rounds[self.taken - 1]], None


def decided(rounds, samples=4):
    whole = finished("keezen", 2, seed=5)
    state = whole.replayed(whole.moves()[:20])
    seat, legal = state.to_move(), state.legal_moves()
    evaluator = Rows(rounds)
    other = next(m for m in legal if m != legal[0])
    verdict = grading.graded(state, seat, legal[0], legal, evaluator, Rng.from_seed(1), samples, also=[other])
    return verdict, evaluator.taken


def test_a_move_the_playouts_cannot_tell_from_the_best_is_graded_best_and_a_clear_loss_is_not():
    even = [[1, 1, 1], [0, 0, 0], [1, 0, 1], [0, 1, 0]]  # the move played, another, the suggestions
    assert decided([even])[0]["grade"] == "best"
    lost = [[0, 1, 1], [0, 1, 1], [0, 1, 1], [0, 1, 1]]
    verdict, rounds = decided([lost])
    assert verdict["grade"] == "blunder" and verdict["loss"] == 1.0 and rounds == 1


def test_a_decision_graded_best_names_itself_the_best_move_found(pickles):
    """A move that lost nothing measurable is the best move found: no "better" move stands beside a
    grade of best (another candidate may have looked better on the samples alone), and every move
    graded below best names the better move it lost against."""
    _, answer = pickles
    graded = [step for step in answer["steps"] if step["decision"] and step["decision"]["grade"] != "forced"]
    assert len(graded) >= 20, f"{len(graded)} decisions: the game tests little"
    for step in graded:
        decision = step["decision"]
        if decision["grade"] == "best":
            assert decision["best_move"] == step["move"], f"move {step['step']}: best, and yet {decision['best_move']} is better"
        else:
            assert decision["best_move"] != step["move"], f"move {step['step']}: {decision['grade']}, against itself"
