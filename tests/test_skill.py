"""The skill figures the review quotes (core/skill.py) against the games' specs, and one live check."""

from __future__ import annotations

import pytest

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.core.skill import SKILL, skill_for
from gurkenglas.games import GAMES


def measurements(game_id: str) -> list[dict]:
    entry = SKILL[game_id]
    return [entry, *entry.get("also", [])]


def test_every_game_with_opponents_and_levels_to_choose_has_figures():
    for game_id, game in GAMES.items():
        spec = game.spec
        if spec.max_players > 1 and len(spec.bot_levels) > 1:
            assert game_id in SKILL, f"{game_id} has no skill figures"
        if spec.max_players == 1 and game_id != "stamp_swap":
            assert skill_for(game_id) is None, f"{game_id} is a solitaire"
    assert set(SKILL) <= set(GAMES)


@pytest.mark.parametrize("game_id", sorted(set(SKILL) - {"stamp_swap"}))
def test_the_stronger_bot_is_stronger(game_id):
    spec = GAMES[game_id].spec
    for m in measurements(game_id):
        assert m["preset"] in spec.presets
        assert m["players"] in spec.player_counts(spec.resolve_options({"preset": m["preset"]}))
        assert m["strong"] == spec.bot_levels[-1] and m["weak"] == spec.bot_levels[0]
        assert 0 <= m["strong_wins"] <= 1 and m["games"] > 0 and m["measured"]
        if m.get("chance_only"):
            assert len(spec.bot_levels) == 1 and m["strong_wins"] == pytest.approx(1 / m["players"])
        else:
            assert m["strong_wins"] > 1 / m["players"]


def test_stamp_swap_levels_against_pinzetta():
    spec = GAMES["stamp_swap"].spec
    entry = SKILL["stamp_swap"]
    assert entry["preset"] in spec.presets and entry["players"] == 1
    assert list(entry["wins"]) == list(spec.bot_levels) == list(entry["se"])
    assert all(0 <= share <= 1 for share in entry["wins"].values())
    assert entry["wins"][spec.bot_levels[-1]] > entry["wins"][spec.bot_levels[0]]


def test_skill_for_hands_out_a_copy():
    figures = skill_for("keezen")
    assert figures is not None
    figures["also"].clear()
    assert SKILL["keezen"]["also"]


def test_strong_beats_easy_in_mixed_pickles_live():
    """Ten 2-player games, strong in each seat five times, as benchmarks/skill.py plays them."""
    game = GAMES["mixed_pickles"]
    wins = 0.0
    for seed in range(5):
        for strong_seat in (0, 1):
            levels = ["strong" if seat == strong_seat else "easy" for seat in range(2)]
            state = State.new(game, 2, {}, seed)
            moves = 0
            while not state.is_over():
                seat = state.to_move()
                rng = Rng.from_seed(seed, stream=moves * 8 + seat + 1)
                state, _ = state.apply(game.bot_move(state.view(seat), state.legal_moves(), levels[seat], rng, 1000))
                moves += 1
            winners = state.outcome()["winners"]
            wins += winners.count(strong_seat) / len(winners)
    assert wins >= 5
