"""Played inside Pyodide and on CPython alike; prints one JSON line of results to compare."""

import hashlib
import json

from conformance import bridge_game, cases, play_out
from gurkenglas import api


def digest(obj) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:16]


def sample() -> dict:
    games = [play_out(g, o, p, s, deep=g == "goose") for g, o, p, s in cases(seeds={"default": 1, "goose": 2})[::2]]
    bridge = [bridge_game(g, o, p, s) for g, o, p, s in cases(seeds=1)[::5]]
    stats = json.loads(api.call("statistics", json.dumps({"game": "goose", "players": 4, "games": 300, "seed": 5})))
    return {
        "games": len(games),
        "moves": [g["moves"] for g in games],
        "states": digest([g["state"] for g in games]),
        "bridge": digest(bridge),
        "stats": stats,
    }


print("RESULT " + json.dumps(sample(), sort_keys=True))
