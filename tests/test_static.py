"""The static checks: mypy over the engines and ruff over all the Python, as pyproject.toml sets them up."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINTED = ["py", "tests", "benchmarks", "tools", "build.py"]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_mypy_finds_no_type_errors_in_the_engines():
    """Fails when a change to py/gurkenglas breaks its types (a None where a seat is needed, a wrong
    return type, a function left unannotated); the message is mypy's report, file and line each."""
    done = run("mypy")
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_finds_nothing_to_lint():
    """Fails when the Python breaks a lint rule (an unused import, imports out of order, a likely
    bug pattern); the message is ruff's report, and `ruff check --fix` mends what it marks [*]."""
    done = run("ruff", "check", *LINTED)
    assert done.returncode == 0, done.stdout + done.stderr
