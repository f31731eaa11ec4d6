"""Played inside Pyodide and on CPython alike; prints one JSON line of results to compare."""

import hashlib
import json

from conformance import bridge_game, cases, fewest_players, play_out
from gurkenglas import api
from gurkenglas.games import get_game


def digest(obj) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:16]


def sample() -> dict:
    short = ("gurke",)
    games = [play_out(g, o, p, s, deep=g == "goose") for g, o, p, s in
             cases(seeds={"default": 1, "goose": 2}, presets_only=short)[::2]]
    bridge = [bridge_game(g, o, p, s) for g, o, p, s in fewest_players(cases(seeds=1, presets_only=short), short)[::5]]
    stats = json.loads(api.call("statistics", json.dumps({"game": "goose", "players": 4, "games": 300, "seed": 5})))
    return {
        "games": len(games),
        "moves": [g["moves"] for g in games],
        "states": digest([g["state"] for g in games]),
        "bridge": digest(bridge),
        "stats": stats,
        "strong": strong_moves(),
    }


def strong_moves() -> list:
    """The strongest bots' first decisions, with a budget far beyond their fixed number of samples so
    that no safety stop can make the runtimes differ."""
    chosen = []
    for game, options, players in (("keezen", {}, 2), ("gurke", {"preset": "agurk"}, 3), ("gurke", {"preset": "gurka_is"}, 2),
                                     ("mixed_pickles", {}, 2), ("mixed_pickles", {"preset": "table"}, 3),
                                     ("stamp_swap", {"preset": "level2"}, 1)):
        level = get_game(game).spec.bot_levels[-1]
        answer = json.loads(api.call("new_game", json.dumps({"game": game, "players": players, "options": options, "seed": 4})))
        state = answer["result"]["state"]
        for _ in range(6):
            move = json.loads(api.call("bot_move", json.dumps({"state": state, "level": level, "budget_ms": 60000})))
            move = move["result"]["move"]
            chosen.append(move)
            state = json.loads(api.call("apply", json.dumps({"state": state, "move": move})))["result"]["state"]
    return chosen


print("RESULT " + json.dumps(sample(), sort_keys=True))
