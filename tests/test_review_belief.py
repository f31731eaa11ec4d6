"""What a person's moves say about how they play (core/belief.py): the review's line draws each
person's level in its playouts from a belief that their moves move, and keeps what a move said about
its player apart from its luck and its worth."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.core import review
from gurkenglas.core.belief import TRUST, likelihood
from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES


def call(method: str, params: dict) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def played(game_id: str, levels: list[str], seed: int, people: tuple[int, ...]) -> State:
    """A game whose seat s is played by the bot of `levels[s]`; the seats in `people` are people."""
    game = GAMES[game_id]
    seats = [{"kind": "human" if s in people else "bot", "name": f"P{s}", "level": None if s in people else level}
             for s, level in enumerate(levels)]
    state = State.new(game, len(levels), {}, seed, seats)
    while not state.is_over():
        seat = state.to_move()
        move = game.bot_move(state.view(seat), state.legal_moves(), levels[seat],
                             Rng.from_seed(seed, stream=len(state.history) * 8 + seat + 1), 1000)
        state, _ = state.apply(move)
    return state


@pytest.fixture(scope="module")
def mixed() -> State:
    """Mixed Pickles between two people: one who plays as the normal bot, one who plays at random."""
    return played("mixed_pickles", ["normal", "easy"], seed=6, people=(0, 1))


@pytest.mark.parametrize("game_id,seed", [("mixed_pickles", 6), ("keezen", 4)])
def test_a_persons_moves_draw_the_belief_toward_the_level_that_makes_them(game_id, seed, mixed):
    """Two people, one who plays as the normal bot and one who plays at random: by the game's end the
    line plays the first out at the normal level and the second as a beginner, nearly always."""
    state = mixed if game_id == "mixed_pickles" else played(game_id, ["normal", "easy"], seed=seed, people=(0, 1))
    line = review.timeline_of(state)
    evaluator = review.evaluator_for(state)
    assert tuple(evaluator.levels) == ("easy", "normal")
    assert review.beliefs(line, evaluator, 0) == [None, None], "before a move, nothing is known"
    assert evaluator.drawn(None) == [0.5, 0.5], "before a move, every playout level is drawn alike"
    after = review.beliefs(line, evaluator, len(line.moves))
    assert evaluator.drawn(after[0])[1] > 0.95, f"the normal player is taken for a beginner: {after[0]}"
    assert evaluator.drawn(after[1])[0] > 0.95, f"the random player is taken for the normal one: {after[1]}"


def test_a_move_no_level_makes_rules_no_level_out():
    """A real person is neither bot: a move that no level would make leaves each level a chance."""
    state = played("stamp_swap", ["normal"], seed=2, people=(0,))
    before = state.replayed(state.moves()[:1])
    legal = before.legal_moves()
    game = before.game
    usual = {json.dumps(game.bot_move(before.view(0), legal, level, Rng.from_seed(0, stream=s), 1000), sort_keys=True)
             for level in ("easy", "normal") for s in range(8)}
    odd = next((m for m in legal if json.dumps(m, sort_keys=True) not in usual), None)
    assert odd is not None, "every legal move is some level's: the test tests nothing"
    chances = likelihood(game, ("easy", "normal"), before.position, 0, legal, odd, 1, 1000)
    assert all(c >= (1 - TRUST) / len(legal) for c in chances)


@pytest.mark.parametrize("game_id", [g for g in GAMES if GAMES[g].random_levels])
def test_a_level_said_to_pick_at_random_picks_every_legal_move_alike(game_id):
    """A level a game declares random (Game.random_levels) is taken to make each legal move with one
    over their number, exactly: its bot must then pick each about as often, and the belief's chances
    for it add up to one over the legal moves."""
    game = GAMES[game_id]
    state = played(game_id, ["normal"] * game.spec.min_players, seed=5, people=())
    positions = [s for s in (state.replayed(state.moves()[:k]) for k in range(len(state.moves()))) if 1 < len(s.legal_moves()) <= 12]
    for position in positions[::max(1, len(positions) // 8)]:  # eight decisions over the game
        seat, legal = position.to_move(), position.legal_moves()
        view = position.view(seat)
        for level in game.random_levels:
            picks = [json.dumps(game.bot_move(view, legal, level, Rng.from_seed(i, stream=3), 1000), sort_keys=True)
                     for i in range(60 * len(legal))]
            for move in legal:
                count = picks.count(json.dumps(move, sort_keys=True))
                assert 25 <= count <= 95, f"{level} picked {move} {count} times of {len(picks)}"
            chances = [likelihood(game, (level,), position.position, seat, legal, move, 1, 1000)[0] for move in legal]
            assert sum(chances) == pytest.approx(1.0)


def test_what_a_move_said_about_its_player_is_the_lines_move_with_the_belief_after_it_less_before(mixed):
    """The step's `learned` part is each seat's chance after the move with the belief after it less
    with the belief before it, on the same playouts: found by playing again only the playouts whose
    levels the two beliefs draw differently, it must equal the two lines measured whole."""
    state = mixed.replayed(mixed.moves()[:40])
    answer = call("review", {"state": state.to_json(), "samples": 6, "budget_ms": 60_000})
    assert answer["learns"] is True
    line = review.timeline_of(state)
    evaluator = review.evaluator_for(state)
    checked = 0
    for step in answer["steps"]:
        if "learned" not in step:
            continue
        k = step["step"]
        rng = review._work_rng(line.states[k - 1], 0, 0)
        evaluator.belief = review.beliefs(line, evaluator, k)
        now = evaluator.chances(line.states[k].position, rng, 6, k)
        evaluator.belief = review.beliefs(line, evaluator, k - 1)
        then = evaluator.chances(line.states[k].position, review._work_rng(line.states[k - 1], 0, 0), 6, k)
        assert step["chance"] == pytest.approx(now, abs=1e-5)
        assert step["learned"] == pytest.approx([a - b for a, b in zip(now, then, strict=True)], abs=1e-5)
        checked += any(abs(v) > 0 for v in step["learned"])
    assert checked, "no move said anything that moved the line: the test tests nothing"


@pytest.mark.parametrize("game_id,levels,people", [
    ("mixed_pickles", ["normal", "normal"], ()),  # computer players: their levels are known
    ("gulek", ["normal", "normal"], (0, 1)),  # judged by search, not by playouts
], ids=["computer-players", "gulek-for-two"])
def test_where_there_is_nothing_to_learn_the_line_learns_nothing(game_id, levels, people):
    state = played(game_id, levels, seed=3, people=people)
    state = state.replayed(state.moves()[:12])
    answer = call("review", {"state": state.to_json(), "samples": 2, "judge": "all", "budget_ms": 60_000})
    assert answer["learns"] is False
    assert not any("learned" in step for step in answer["steps"])


def test_find_a_better_move_judges_a_persons_move_with_what_was_known_of_them_then(mixed):
    """"Find a better move" with the move played gives a person's decision the review's own grade
    and loss: it judges it with the same belief in every person's level as the review did then."""
    answer = call("review", {"state": mixed.to_json(), "samples": 2, "budget_ms": 60_000})
    graded = [step for step in answer["steps"] if (step["decision"] or {}).get("loss", 0) > 0][-3:]
    assert graded, "no decision that lost anything: the test tests nothing"
    for step in graded:
        tried = call("review_move", {"state": mixed.to_json(), "step": step["step"], "move": step["move"], "samples": 2})
        assert (tried["grade"], tried["loss"]) == (step["decision"]["grade"], step["decision"]["loss"]), step["step"]


def test_a_review_saved_before_the_line_learned_starts_again(mixed):
    """A review kept with a save from before the line learned from a person's moves drew its line
    otherwise: it is not continued, so that the line does not jump where the old part ends."""
    state = mixed.replayed(mixed.moves()[:12])
    kept = call("review", {"state": state.to_json(), "samples": 1, "budget_ms": 60_000})
    assert kept["learns"] is True and kept["analysed"] == 12
    assert call("review", {"state": state.to_json(), "samples": 1, "budget_ms": 1, "so_far": kept})["analysed"] == 12
    older = {k: v for k, v in kept.items() if k != "learns"}
    assert call("review", {"state": state.to_json(), "samples": 1, "budget_ms": 1, "so_far": older})["analysed"] < 12


@pytest.mark.parametrize("game_id,seed", [("keezen", 4), ("mixed_pickles", 6)])
def test_a_move_the_hint_would_make_never_speaks_for_the_beginner(game_id, seed):
    """A person who plays as the hint does (the strongest bot, which is not played out) plays at least
    as well as the normal level: at no decision where the hint's move is not the normal bot's may the
    belief draw them as a beginner more often after it, or the line would read a good move as a sign
    of weak play."""
    state = played(game_id, ["strong", "strong"], seed=seed, people=(0, 1))
    line = review.timeline_of(state)
    evaluator = review.evaluator_for(state)
    assert evaluator.stronger and tuple(evaluator.levels) == ("easy", "normal")
    looked = 0
    for j in range(1, len(line.moves) + 1):
        before, legal, move = line.states[j - 1], line.legal[j - 1], line.moves[j - 1]
        if len(legal) < 2 or move != review._hint(line, j):
            continue
        seat = before.to_move()
        view = before.view(seat)
        if any(before.game.bot_move(view, legal, "normal", Rng.from_seed(j, stream=s), 1000) == move for s in range(4)):
            continue  # the normal bot plays it too: nothing new to learn here
        was, now = (evaluator.drawn(review.beliefs(line, evaluator, n)[seat])[0] for n in (j - 1, j))
        assert now <= was, f"move {j}, the hint's, made the beginner likelier: {was:.3f} to {now:.3f}"
        looked += 1
    assert looked >= 3, "no decision where the hint differs from the normal bot: the test tests nothing"
