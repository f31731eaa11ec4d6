"""The pure JavaScript (the boards' geometry, the games' words) under Node's own test runner, `node --test tests/js/`:
one pytest test per JavaScript test file, so the README's test command runs them and a failure
names its file."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

JS_TESTS = sorted((Path(__file__).resolve().parent / "js").glob("*.test.mjs"))


@pytest.mark.parametrize("path", JS_TESTS, ids=[p.name for p in JS_TESTS])
def test_javascript_units(path):
    node = shutil.which("node")
    assert node, "Node.js is needed for the JavaScript tests"
    result = subprocess.run([node, "--test", str(path)], capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
