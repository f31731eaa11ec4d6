"""The static checks of the JavaScript: TypeScript's checker over web/ as tsconfig.json sets it up
(the types are in JSDoc comments, among them the Table every game's table must give), and ESLint
over web/, the JavaScript tests and the build's Node.js tool as eslint.config.mjs sets it up. Both
come pinned in package-lock.json, installed by `npm ci` (the build runs it when the lock changes)."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / "node_modules" / ".bin"
LINTED = ["web", "tests/js", "tools", "eslint.config.mjs"]


def run(tool: str, *args: str) -> subprocess.CompletedProcess:
    program = BIN / tool
    assert program.exists(), f"{program} is missing: run `npm ci` (or `python3 build.py build`) first"
    return subprocess.run([str(program), *args], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)


def test_typescript_finds_no_type_errors_in_the_site():
    """Fails when a change to web/ breaks its types (a table that lacks a method of the Table in
    web/games/kit/table.js, a call with an argument too many, a misspelt property of a DOM object);
    the message is tsc's report, file, line and column each."""
    done = run("tsc", "-p", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_eslint_finds_nothing_to_lint():
    """Fails when the JavaScript breaks a lint rule (an unused variable, a global that does not
    exist, a name that hides another, `==` where `===` is meant); the message is ESLint's report."""
    done = run("eslint", "--cache", "--cache-location", ".cache/eslint/", *LINTED)
    assert done.returncode == 0, done.stdout + done.stderr
