"""The wheel as published, installed into Pyodide: one game of each game through the bridge, its
digest printed as one JSON line, to compare with CPython (the long sample runs on the page's own
Python: tests/pyodide_sample.py)."""

import hashlib
import json

from conformance import bridge_game, cases


def digest(obj) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:16]


firsts = {}
for game, options, players, seed in cases(seeds=1, presets_only=("gurke",)):
    firsts.setdefault(game, (game, options, players, seed))
played = {game: bridge_game(*case) for game, case in sorted(firsts.items())}
print("RESULT " + json.dumps({"games": sorted(played), "bridge": digest(played)}, sort_keys=True))
