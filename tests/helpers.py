"""Test helpers: scripted dice and positions built directly (given / when / then)."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
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


def run_in_node(runner: str, python: Path, sample: str, timeout: int, modules: tuple[Path, ...] = ()) -> str:
    """What a Node.js script of tests/ prints when it runs `sample` (a Python file of tests/) with
    the pinned Pyodide and the app (`python`: the wheel, or the zip of Python the page runs; the
    conformance module and `modules` beside the sample); fails with the end of its error output if
    it does not finish well."""
    node = shutil.which("node")
    assert node, "Node.js is needed for the tests in Pyodide"
    done = subprocess.run(
        [node, str(TESTS / runner), str(PYODIDE), str(python), str(TESTS / sample), str(TESTS / "conformance.py"),
         *map(str, modules)],
        capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


PYODIDE = TESTS.parent / "node_modules" / "pyodide"
# What the test samples import that the engines do not, so the zip of Python the page runs leaves it out.
SAMPLES_OWN_IMPORTS = ("hashlib.py",)


def samples_own_imports(folder: Path) -> tuple[Path, ...]:
    """The standard library modules the samples import beyond the engines, copied from Pyodide's
    full standard library into `folder`, to be put beside the samples."""
    with zipfile.ZipFile(PYODIDE / "python_stdlib.zip") as stdlib:
        for name in SAMPLES_OWN_IMPORTS:
            (folder / name).write_bytes(stdlib.read(name))
    return tuple(folder / name for name in SAMPLES_OWN_IMPORTS)
