"""The engine worker's memory snapshot, under Node.js with the pinned Pyodide and the page's own
start-up code (web/engine-python.js): an interpreter restored from the snapshot answers exactly as
one started from scratch, over seeded games of every game and preset; and it has everything a game
needs although the package's files are not there after a restore."""

from __future__ import annotations

import json

import pytest

from helpers import run_in_node, samples_own_imports

pytestmark = [pytest.mark.pyodide, pytest.mark.cpu]


def lines(output: str, prefix: str) -> str:
    return next(line for line in output.splitlines() if line.startswith(prefix + " "))[len(prefix) + 1:]


@pytest.fixture(scope="module")
def runs(python_zip, tmp_path_factory) -> str:
    own = samples_own_imports(tmp_path_factory.mktemp("samples"))
    return run_in_node("snapshot_runner.mjs", python_zip, "snapshot_sample.py", timeout=1200, modules=own)


def test_a_restored_engine_answers_exactly_as_a_fresh_one(runs):
    fresh = json.loads(lines(runs, "FRESH")[len("RESULT "):])
    restored = json.loads(lines(runs, "RESTORED")[len("RESULT "):])
    assert restored == fresh
    from gurkenglas.games import GAMES

    assert {label.split("/")[0] for label in fresh} == set(GAMES)  # every game was played
    assert all(game["moves"] > 0 for game in fresh.values())
