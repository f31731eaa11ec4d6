"""What a person's moves say about how they play (core/belief.py): the review's line draws each
person's level in its playouts from a belief that their moves move, and keeps what a move said about
its player apart from its luck and its worth."""

from __future__ import annotations

import json

import pytest

from conformance import player_range
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


def played(game_id: str, levels: list[str], seed: int, people: tuple[int, ...], options: dict | None = None) -> State:
    """A game whose seat s is played by the bot of `levels[s]`; the seats in `people` are people."""
    game = GAMES[game_id]
    seats = [{"kind": "human" if s in people else "bot", "name": f"P{s}", "level": None if s in people else level}
             for s, level in enumerate(levels)]
    state = State.new(game, len(levels), options or {}, seed, seats)
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


def _stated_levels(game_id: str) -> list[str]:
    """The levels whose chance of a move the game states outright (Game.level_chance), found at its
    first decision."""
    game = GAMES[game_id]
    state = State.new(game, game.spec.min_players, {}, 1)
    view, legal = state.view(state.to_move()), state.legal_moves()
    return [level for level in game.spec.bot_levels if game.level_chance(view, legal, level, legal[0]) is not None]


@pytest.mark.parametrize("game_id,preset", [(g, preset) for g in GAMES if _stated_levels(g) for preset in GAMES[g].spec.presets])
def test_a_level_whose_chance_of_a_move_is_stated_makes_each_move_that_often(game_id, preset):
    """Where a game states a level's chance of making each move (Game.level_chance: its beginner, at
    random among the legal moves or among those its cards allow), the belief takes that chance as it
    is: the level's bot must then make each move about that often, and the chances must add up to one.
    Decisions where the stated chances differ from move to move come first (Mixed Pickles at the
    table: a move the cards do not allow, an accusation's honest answer)."""
    game = GAMES[game_id]
    levels = _stated_levels(game_id)
    players = min(player_range(game, {"preset": preset}))
    final = played(game_id, ["normal"] * players, seed=5, people=(), options={"preset": preset})
    decisions, state = [], final.replayed([])
    for move in final.moves():
        if 1 < len(state.legal_moves()) <= 12:
            decisions.append(state)
        state, _ = state.apply(move)
    assert len(decisions) >= 8, f"{game_id} {preset}: only {len(decisions)} decisions of 2 to 12 moves"

    def uneven(position: State) -> bool:
        legal = position.legal_moves()
        return len({game.level_chance(position.view(position.to_move()), legal, levels[0], m) for m in legal}) > 1
    decisions.sort(key=lambda position: not uneven(position))  # (a stable sort: the game's order kept)
    for position in decisions[:4] + decisions[4::max(1, (len(decisions) - 4) // 4)][:4]:
        seat, legal = position.to_move(), position.legal_moves()
        view = position.view(seat)
        for level in levels:
            tries = 60 * len(legal)
            picks = [json.dumps(game.bot_move(view, legal, level, Rng.from_seed(i, stream=3), 1000), sort_keys=True)
                     for i in range(tries)]
            stated = [game.level_chance(view, legal, level, move) for move in legal]
            assert sum(stated) == pytest.approx(1.0)
            for move, chance in zip(legal, stated, strict=True):
                count = picks.count(json.dumps(move, sort_keys=True))
                bound = 5 * (tries * chance * (1 - chance)) ** 0.5  # five standard deviations
                assert abs(count - tries * chance) <= bound, f"{level} made {move} {count} times of {tries}, stated {chance:.3f}"
            chances = [likelihood(game, (level,), position.position, seat, legal, move, 1, 1000)[0] for move in legal]
            assert sum(chances) == pytest.approx(1.0)


def test_what_a_move_said_about_its_player_is_the_lines_move_with_the_belief_after_it_less_before(mixed):
    """The step's `learned` part is each seat's chance after the move with the belief after it less
    with the belief before it, on the same playouts: found by playing again only the playouts whose
    levels the two beliefs draw differently, it must equal the two lines measured whole (each said
    as the review says a chance, through the game's spread of chances)."""
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
        # The playouts' shares kept, and each said through the game's spread of chances.
        assert step["raw"] == pytest.approx(now, abs=1e-5)
        said_now, said_then = (evaluator.shown(line.states[k].position, shares, 6) for shares in (now, then))
        assert step["chance"] == pytest.approx(said_now, abs=1e-5)
        assert step["learned"] == pytest.approx([a - b for a, b in zip(said_now, said_then, strict=True)], abs=1e-5)
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


def test_a_review_saved_before_its_chances_were_said_through_the_spread_starts_again(mixed):
    """A review kept with a save from before Mixed Pickles' chances were said through its spread
    (core/chance_prior.py) has plain shares on its line and none kept beside them: it is not
    continued, so that the line does not change its scale where the old part ends; one kept
    since goes on from the shares it kept."""
    state = mixed.replayed(mixed.moves()[:12])
    kept = call("review", {"state": state.to_json(), "samples": 1, "budget_ms": 60_000})
    assert kept["spread"] == "fitted" and all(len(step["raw"]) == 2 for step in kept["steps"])
    assert any(step["chance"] != step["raw"] for step in kept["steps"]), "the line is said as the plain shares"
    longer = mixed.replayed(mixed.moves()[:14])
    on = call("review", {"state": longer.to_json(), "samples": 1, "budget_ms": 60_000, "so_far": kept})
    assert on["steps"][:12] == kept["steps"] and on["analysed"] == 14
    older = {k: v for k, v in kept.items() if k not in ("spread", "start_raw")}
    older["steps"] = [{k: v for k, v in step.items() if k != "raw"} for step in kept["steps"]]
    assert call("review", {"state": state.to_json(), "samples": 1, "budget_ms": 1, "so_far": older})["analysed"] < 12
