"""Golden playthroughs: one seeded game of every game and preset, played through the bridge with
moves drawn by a seeded generator, every answer digested. A refactor that changes a single answer of
a single game changes a digest, and tests/test_golden_playthroughs.py fails on it.

Two digests per game: `answers` (every legal_moves answer, the view of the seat to move and of an
onlooker before each move, the events of each move, the last status) and `state` (the state's JSON
after each move: what a save holds). A change of the saved form alone changes only `state`, and
comes with a migration of older saves.

    PYTHONPATH=py python3 tests/golden.py --update    # write tests/golden/playthroughs.json anew
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from gurkenglas import api

FILE = Path(__file__).resolve().parent / "golden" / "playthroughs.json"
MOVES = 150  # per game at most: enough to reach every kind of decision of a deal or a round
SEED = 2026


def call(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    if not answer["ok"]:
        raise AssertionError(f"{method}: {answer['error']}")
    return answer["result"]


def cases() -> list[tuple[str, str, int]]:
    """(game, preset, players) for every preset of every game, at a middle count of its players."""
    found = []
    for game in call("catalog")["games"]:
        for preset in game["presets"]:
            counts = preset.get("players") or list(range(game["players"]["min"], game["players"]["max"] + 1))
            found.append((game["id"], preset["id"], counts[len(counts) // 2]))
    return found


def canonical(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def playthrough(game: str, preset: str, players: int) -> dict:
    chooser = random.Random(f"{game}/{preset}/{players}")
    answers, states = hashlib.sha256(), hashlib.sha256()
    seats = [{"kind": "human", "name": f"P{i + 1}"} for i in range(players)]
    state = call("new_game", game=game, players=players, options={"preset": preset}, seed=SEED, seats=seats)["state"]
    played = 0
    while played < MOVES:
        legal = call("legal_moves", state=state)
        answers.update(canonical(legal).encode())
        if legal["seat"] is None or not legal["moves"]:
            break
        for viewer in (legal["seat"], None):
            answers.update(canonical(call("view", state=state, seat=viewer)).encode())
        move = chooser.choice(legal["moves"])["move"]
        applied = call("apply", state=state, move=move, seat=legal["seat"])
        answers.update(canonical(applied["events"]).encode())
        states.update(canonical(applied["state"]).encode())
        state = applied["state"]
        played += 1
    answers.update(canonical(call("status", state=state)).encode())
    return {"moves": played, "answers": answers.hexdigest()[:24], "state": states.hexdigest()[:24]}


def key(game: str, preset: str, players: int) -> str:
    return f"{game}/{preset}/{players}"


def main() -> int:
    if sys.argv[1:] != ["--update"]:
        print(__doc__)
        return 2
    table = {key(*case): playthrough(*case) for case in cases()}
    FILE.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(table)} playthroughs to {FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
