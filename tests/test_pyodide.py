"""The engines inside real Pyodide (Node.js with the pinned npm package) play exactly as on CPython:
as the page runs them, from the site's own zip of Python (the engines and only the part of the
standard library they use, compiled ahead), over the long sample; and installed from the wheel into
Pyodide as published, a game of each game."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

from gurkenglas.games import GAMES
from helpers import run_in_node, samples_own_imports

pytestmark = [pytest.mark.pyodide, pytest.mark.cpu]  # the wheel inside Pyodide under Node.js

HERE = Path(__file__).resolve().parent


def result_line(output: str) -> dict:
    line = next(row for row in output.splitlines() if row.startswith("RESULT "))
    return json.loads(line[len("RESULT "):])


@pytest.fixture(scope="module")
def the_wheel_in_pyodide(app_wheel) -> dict:
    return result_line(run_in_node("pyodide_runner.mjs", app_wheel, "pyodide_wheel_sample.py", timeout=900))


@pytest.fixture(scope="module")
def on_the_pages_python(python_zip, tmp_path_factory) -> dict:
    own = samples_own_imports(tmp_path_factory.mktemp("samples"))
    return result_line(run_in_node("pyodide_runner.mjs", python_zip, "pyodide_sample.py", timeout=900, modules=own))


def on_cpython(sample: str) -> dict:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        runpy.run_path(str(HERE / sample), run_name="__main__")
    return result_line(out.getvalue())


def test_the_wheel_in_pyodide_plays_each_game_as_cpython_does(the_wheel_in_pyodide):
    assert the_wheel_in_pyodide["games"] == sorted(GAMES)
    assert the_wheel_in_pyodide == on_cpython("pyodide_wheel_sample.py")


def test_the_pages_own_python_plays_the_conformance_sample_as_cpython_does(on_the_pages_python):
    assert on_the_pages_python["games"] >= 20
    assert all(moves > 0 for moves in on_the_pages_python["moves"])
    assert on_the_pages_python == on_cpython("pyodide_sample.py")
