"""Every game and preset answers exactly as it did when its golden playthrough was written
(tests/golden.py): the same legal moves, views and events at every step, and the same saved state.
A failure names the playthrough, the step and the line that differs (for a view or a state, the keys)."""

from __future__ import annotations

import pytest

from golden import FOLDER, cases, key, path, playthrough

CASES = cases()
UPDATE = "after a deliberate change run `PYTHONPATH=py python3 tests/golden.py --update` and read the diff"


def test_every_game_and_preset_has_a_golden_playthrough():
    written = sorted(str(p.relative_to(FOLDER)) for p in FOLDER.glob("*/*.txt"))
    assert written == sorted(str(path(*case).relative_to(FOLDER)) for case in CASES), UPDATE


def words(line: str) -> dict[str, str]:
    """A view's or a state's line as its `key=value` words."""
    return dict(word.split("=", 1) for word in line.split(": ", 1)[-1].split(" ") if "=" in word)


def difference(written: str, now: str) -> str:
    """What differs between two lines, in a sentence."""
    head, new_head = written.split(" ", 1)[0], now.split(" ", 1)[0]
    if head in ("view", "state") and head == new_head:
        before, after = words(written), words(now)
        changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        return f"{written.split(':')[0] if head == 'view' else 'the saved state'} differs in {', '.join(changed) or 'its keys'}"
    what = {"legal": "the legal moves differ", "move": "another move was drawn (the legal moves differ)",
            "event": "an event differs", "status": "the last status differs", "step": "the game runs another course"}
    return what.get(head, "a line differs")


def first_difference(written: list[str], now: list[str]) -> str | None:
    """The first line where the run departs from the golden file, with its step, or None."""
    step = "the start"
    for index in range(max(len(written), len(now))):
        old = written[index] if index < len(written) else "(the end of the file)"
        new = now[index] if index < len(now) else "(the end of the game)"
        if old.startswith(("step ", "after step ")):
            step = old.split(":")[0]
        if old != new:
            return f"at {step}, line {index + 1}: {difference(old, new)}\n  written: {old[:600]}\n  now:     {new[:600]}"
    return None


@pytest.mark.parametrize("game,preset,players", CASES, ids=[key(*case) for case in CASES])
def test_the_playthrough_answers_as_written(game, preset, players):
    written = path(game, preset, players).read_text(encoding="utf-8").splitlines()
    found = first_difference(written, playthrough(game, preset, players))
    if found:
        pytest.fail(f"{key(game, preset, players)} departs from {path(game, preset, players).name} {found}\n{UPDATE}", pytrace=False)
