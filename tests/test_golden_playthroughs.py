"""Every game and preset answers exactly as it did when its golden playthrough was written
(tests/golden.py): the same legal moves, views and events at every step, and the same saved state."""

from __future__ import annotations

import json

import pytest

from golden import FILE, cases, key, playthrough

GOLDEN = json.loads(FILE.read_text())
CASES = cases()


def test_every_game_and_preset_has_a_golden_playthrough():
    assert sorted(GOLDEN) == sorted(key(*case) for case in CASES), "run `PYTHONPATH=py python3 tests/golden.py --update`"


@pytest.mark.parametrize("game,preset,players", CASES, ids=[key(*case) for case in CASES])
def test_the_playthrough_answers_as_written(game, preset, players):
    now = playthrough(game, preset, players)
    written = GOLDEN[key(game, preset, players)]
    assert now["moves"] == written["moves"], "the game ran a different length"
    assert now["answers"] == written["answers"], "a legal move, a view or an event differs from the golden playthrough"
    assert now["state"] == written["state"], "the saved state differs: a change of the saved form needs a migration"
