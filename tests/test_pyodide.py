"""The wheel inside real Pyodide (Node.js with the pinned npm package) plays exactly as CPython."""

from __future__ import annotations

import json
import runpy
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def result_line(output: str) -> dict:
    line = next(row for row in output.splitlines() if row.startswith("RESULT "))
    return json.loads(line[len("RESULT "):])


@pytest.fixture(scope="module")
def in_pyodide(app_wheel) -> dict:
    node = shutil.which("node")
    assert node, "Node.js is needed for the Pyodide tests"
    done = subprocess.run(
        [node, str(HERE / "pyodide_runner.mjs"), str(ROOT / "node_modules" / "pyodide"), str(app_wheel),
         str(HERE / "pyodide_sample.py"), str(HERE / "conformance.py")],
        capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return result_line(done.stdout)


def test_pyodide_runs_the_conformance_sample(in_pyodide):
    assert in_pyodide["games"] >= 20
    assert all(moves > 0 for moves in in_pyodide["moves"])


def test_pyodide_and_cpython_play_the_same_games(in_pyodide, capsys):
    runpy.run_path(str(HERE / "pyodide_sample.py"), run_name="__main__")
    cpython = result_line(capsys.readouterr().out)
    assert in_pyodide == cpython
