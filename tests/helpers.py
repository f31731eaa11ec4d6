"""Test helpers: scripted dice and positions built directly (given / when / then)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from gurkenglas.core.rng import Rng


class ScriptedDice(Rng):
    """A generator whose dice are the ones a test names, in order; anything else is an error."""

    def __init__(self, *dice: int) -> None:
        super().__init__(0, 1)
        self.dice = list(dice)

    def die(self, sides: int = 6) -> int:
        assert self.dice, "the test did not script enough dice"
        return self.dice.pop(0)

    def copy(self) -> ScriptedDice:
        clone = ScriptedDice(*self.dice)
        return clone


def json_paths(value, prefix=(), limit=None):
    """Every path (a tuple of keys and indexes) into a JSON value, the value itself first; `limit`
    caps how many entries of each list are followed."""
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from json_paths(inner, prefix + (key,), limit)
    elif isinstance(value, list):
        for index, inner in enumerate(value[:limit]):
            yield from json_paths(inner, prefix + (index,), limit)


TESTS = Path(__file__).resolve().parent


def run_in_node(runner: str, app_wheel: Path, sample: str, timeout: int) -> str:
    """What a Node.js script of tests/ prints when it runs `sample` (a Python file of tests/) with
    the pinned Pyodide and the app's wheel (the conformance module beside it); fails with the end of
    its error output if it does not finish well."""
    node = shutil.which("node")
    assert node, "Node.js is needed for the tests in Pyodide"
    done = subprocess.run(
        [node, str(TESTS / runner), str(TESTS.parent / "node_modules" / "pyodide"), str(app_wheel),
         str(TESTS / sample), str(TESTS / "conformance.py")],
        capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout
