"""Our games as OpenSpiel games (benchmarks/spiel_games.py), for the benchmark against OpenSpiel's
searches (benchmarks/outside.py): OpenSpiel's own random simulation test passes for every preset and
player count the adapter covers, and in random games every action is one legal move of the engine,
chance decides every draw, a world dealt anew looks the same to its seat, and the returns name the
engine's winners."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel", exc_type=ImportError,
                              reason="open-spiel cannot be imported (a test dependency: pip install -e '.[test]')")

from gurkenglas.core.engine import written  # noqa: E402


def _adapter():
    """benchmarks/spiel_games.py, loaded from its file: the benchmarks' folder stays off the import path."""
    path = Path(__file__).resolve().parent.parent / "benchmarks" / "spiel_games.py"
    spec = importlib.util.spec_from_file_location("spiel_games", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["spiel_games"] = module
    spec.loader.exec_module(module)
    return module


spiel_games = sys.modules.get("spiel_games") or _adapter()

SETTINGS = [(game_id, preset, players) for game_id, presets in spiel_games.SETTINGS.items()
            for preset, counts in presets.items() for players in counts]
IDS = [f"{g}-{p}-{n}" for g, p, n in SETTINGS]


class Sampler:
    """A probability sampler as ISMCTS passes one: each call a number in [0, 1)."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def __call__(self) -> float:
        return self.random.random()


@pytest.mark.parametrize("game_id, preset, players", SETTINGS, ids=IDS)
def test_openspiel_random_simulation(game_id: str, preset: str, players: int) -> None:
    game = spiel_games.load(game_id, preset, players, seed=3)
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("game_id, preset, players", SETTINGS, ids=IDS)
def test_actions_are_the_engines_moves(game_id: str, preset: str, players: int) -> None:
    game = spiel_games.load(game_id, preset, players, seed=11)
    hidden = game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    pick = random.Random(f"{game_id}{preset}{players}")
    sampler = Sampler(5)
    state = game.new_initial_state()
    chance_nodes = chance_decides = 0
    worlds_differ = 0
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            chance_nodes += 1
            outcomes = state.chance_outcomes()
            assert len(outcomes) == spiel_games.CHANCE_OUTCOMES
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            # four outcomes at the same node: the draw is chance's, not the state's own
            results = {spiel_games.canonical(state.child(k).engine().position.to_json()) for k in range(4)}
            chance_decides += len(results) > 1
            state.apply_action(pick.randrange(spiel_games.CHANCE_OUTCOMES))
            continue
        engine = state.engine()
        seat = state.current_player()
        assert seat == engine.to_move()
        legal = engine.legal_moves()
        actions = state.legal_actions()
        assert actions == list(range(len(legal)))
        assert len(legal) <= game.num_distinct_actions()
        moves = [state.move_of(action) for action in actions]
        assert sorted(map(written, moves)) == sorted(map(written, legal)), "actions and moves differ"
        assert len(set(map(written, moves))) == len(moves)
        assert all(state.action_of(move) == action for action, move in enumerate(moves))
        decisions += 1
        if hidden and len(legal) > 1:
            world = state.resample_from_infostate(seat, sampler)
            assert world.information_state_string(seat) == state.information_state_string(seat)
            assert [world.move_of(a) for a in world.legal_actions()] == moves
            worlds_differ += world.engine().position.to_json() != engine.position.to_json()
        action = pick.choice(actions)
        state.apply_action(action)
        if not state.is_chance_node():
            assert state.engine().history == engine.history + [written(moves[action])]
    assert decisions > 0
    if game.get_type().chance_mode != pyspiel.GameType.ChanceMode.DETERMINISTIC:
        assert chance_nodes > 1
        assert chance_decides > 0, "the chance outcomes never changed what was drawn"
    if hidden:
        assert worlds_differ > 0, "resampling never dealt the unseen cards anew"
    winners = state.engine().outcome()["winners"]
    returns = state.returns()
    assert [seat for seat in range(players) if returns[seat] > 0] == sorted(winners)
    if players > 1:
        assert sum(returns) == pytest.approx(1.0)


def test_the_search_sees_no_future_draw() -> None:
    """A state copied before a move that draws does not know the draw: the chance node after the move
    decides it, whatever the engine's generator held before."""
    game = spiel_games.load("mixed_pickles", "standard", 2, seed=1)
    state = game.new_initial_state()
    state.apply_action(0)
    pick = random.Random(2)
    while True:
        before = state.engine()
        state.apply_action(pick.choice(state.legal_actions()))
        if state.is_chance_node():
            break
        assert state.engine().rng == before.rng
    assert state.engine() is before  # the move waits, its draw not yet made
    a, b = state.child(0).engine(), state.child(1).engine()
    assert a.history == b.history
    assert a.position.to_json() != b.position.to_json() or a.rng != b.rng


def test_what_the_adapter_leaves_out_is_refused() -> None:
    with pytest.raises(Exception, match="does not play the preset 'teams'"):
        spiel_games.load("keezen", "teams", 4)
    with pytest.raises(Exception, match="for 2 players"):
        spiel_games.load("gurke", "gurka_se", 2)
