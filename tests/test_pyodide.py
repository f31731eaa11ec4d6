"""The wheel inside real Pyodide (Node.js with the pinned npm package) plays exactly as CPython."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

from helpers import run_in_node

HERE = Path(__file__).resolve().parent


def result_line(output: str) -> dict:
    line = next(row for row in output.splitlines() if row.startswith("RESULT "))
    return json.loads(line[len("RESULT "):])


@pytest.fixture(scope="module")
def in_pyodide(app_wheel) -> dict:
    return result_line(run_in_node("pyodide_runner.mjs", app_wheel, "pyodide_sample.py", timeout=900))


def test_pyodide_runs_the_conformance_sample(in_pyodide):
    assert in_pyodide["games"] >= 20
    assert all(moves > 0 for moves in in_pyodide["moves"])


def test_pyodide_and_cpython_play_the_same_games(in_pyodide, capsys):
    runpy.run_path(str(HERE / "pyodide_sample.py"), run_name="__main__")
    cpython = result_line(capsys.readouterr().out)
    assert in_pyodide == cpython
