"""The review of Gulek (the game for 2–6 players): a decision in the play is judged by the strong
bot's search in a game of two, turned into a chance (games/gulek/review.py); the placing by playouts."""

from __future__ import annotations

from gurkenglas.core.evaluate import PlayoutEvaluator, won
from gurkenglas.core.grading import THRESHOLDS, grade_of, lost
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES
from gurkenglas.games.gulek.position import GulekPosition

GAME = GAMES["gulek"]

# Late in a game of the strong bot (seat 0) against the normal one: seat 0 brings its parked pair
# back. Into pit 3 (the normal bot's choice) it loses; into pit 13 (the strong bot's) it holds the
# draw.
LATE = {"pits": [[1, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 1], [0, 1], [0, 1], [0, 0], [0, 0], [0, 1], [0, 1],
                 [0, 0], [0, 0], [0, 0]],
        "ring": [1, 0], "centre": [17, 15], "supply": [0, 0], "hand": [0, 0], "over": False, "turn": 0,
        "phase": "move", "placed": 0, "at": 0, "dir": -1, "origin": 2, "out": [], "quiet": 1, "captured": False,
        "draw": False}


def late_position() -> GulekPosition:
    return GulekPosition.from_json(LATE, 2, GAME.spec.resolve_options({}))


def played_on_by_the_strong_bot(position: GulekPosition, move: dict) -> list[float]:
    """The result of `move` with every turn after it played by the strong bot, each seat from its view."""
    position = position.copy()
    position.play(move, None, [])
    while (seat := position.to_move()) is not None:
        position.play(GAME.bot_move(position.view(seat), position.legal_moves(), "strong", Rng.from_seed(1), 5000),
                      None, [])
    return won(position, 2)


def test_the_move_the_strong_bot_plays_out_better_is_judged_better_than_the_normal_bots():
    position = late_position()
    legal = position.legal_moves()
    normal, strong = (GAME.bot_move(position.view(0), legal, level, Rng.from_seed(1), 5000)
                      for level in ("normal", "strong"))
    assert normal != strong
    # The proof, apart from the judge: played on by the strong bot, one move loses, the other does not.
    assert played_on_by_the_strong_bot(position, normal)[0] == 0
    assert played_on_by_the_strong_bot(position, strong)[0] == 1
    rows = PlayoutEvaluator(GAME, 2).judge_samples(position, 0, [normal, strong], Rng.from_seed(3), 24)
    assert len(rows) == 1, "judged once, by search: no samples"
    assert rows[0][1] > rows[0][0]
    assert grade_of(lost(rows)) in ("mistake", "blunder") and lost(rows) > THRESHOLDS[2]


def test_the_search_judges_from_the_movers_view_the_same_every_time():
    position = late_position()
    moves = position.legal_moves()
    judged = GAME.judge_moves(position, 0, moves, Rng.from_seed(1), 24)
    assert judged is not None and len(judged) == 1, "one row: Gulek hides nothing"
    assert len(judged[0]) == len(moves) and all(0 < c < 1 for c in judged[0])
    assert GAME.judge_moves(position.copy(), 0, moves, Rng.from_seed(2), 24) == judged


def test_the_placing_and_a_game_of_three_are_judged_by_playouts():
    three = GulekPosition.from_json({**LATE, "ring": [1, 0, 0], "centre": [17, 15, 0], "supply": [0, 0, 0],
                                     "hand": [0, 0, 0], "pits": [[*p, 0] for p in LATE["pits"]]},
                                    3, GAME.spec.resolve_options({}))
    assert GAME.judge_moves(three, 0, three.legal_moves(), Rng.from_seed(1), 24) is None
    position = GulekPosition.start(2, GAME.spec.resolve_options({}))
    moves = position.legal_moves()[:3]
    assert GAME.judge_moves(position, 0, moves, Rng.from_seed(1), 24) is None
    rows = PlayoutEvaluator(GAME, 2).judge_samples(position, 0, moves, Rng.from_seed(3), 4)
    assert len(rows) == 4


def test_in_a_game_of_two_a_move_of_the_play_graded_best_hardly_moves_its_players_chance():
    """One judge (review.py's SearchEvaluator): in the play of two, the line is the search that grades
    the moves, so a move graded best leaves its player's chance about where the search put it before.
    A game of the strong bot on both seats, reviewed as a game of two people: across the moves of the
    play graded best, the mover's chance moves by at most 3 points on average (by playouts it moved
    by about 9), and by more than 10 only where the game ends (a draw, or a win, is then certain)."""
    from gurkenglas.core.engine import State
    from gurkenglas.core.review import review

    seats = [{"kind": "human", "name": name} for name in ("Ida", "Jan")]
    state = State.new(GAME, 2, {}, 1, seats)
    while not state.is_over():
        seat = state.to_move()
        move = GAME.bot_move(state.view(seat), state.legal_moves(), "strong",
                             Rng.from_seed(1, stream=len(state.history) * 8 + seat + 1), 1000)
        state, _ = state.apply(move)
    answer = review(state, None, budget_ms=10**9, samples=2)
    assert answer["method"] == "search"
    before, jumps = answer["start"], []
    for step in answer["steps"]:
        decision = step["decision"]
        if decision and decision["grade"] == "best" and step["move"]["kind"] != "place":
            jumps.append((abs(step["chance"][step["mover"]] - before[step["mover"]]), step["step"]))
        before = step["chance"]
    assert len(jumps) > 50
    assert sum(j for j, _ in jumps) / len(jumps) <= 0.03, sorted(jumps)[-5:]
    assert all(j <= 0.10 for j, k in jumps if k < len(answer["steps"])), sorted(jumps)[-5:]
