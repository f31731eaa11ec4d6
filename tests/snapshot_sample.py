"""Played twice inside Pyodide by tests/test_snapshot.py: once on an interpreter started from
scratch, once on one restored from its memory snapshot. Every game and preset, bots choosing every
move, and every answer of the bridge on the way (status, legal moves, the bot's move, the state after
it, the view of the seat to move and of an onlooker) digested per game: the two runs must print the
same line."""

import hashlib
import json

from conformance import option_sets
from gurkenglas import api
from gurkenglas.games import GAMES


def play(game_id: str, options: dict, players: int, seed: int) -> dict:
    game = GAMES[game_id]
    answers = hashlib.sha256()

    def call(method: str, **params) -> dict:
        text = api.call(method, json.dumps(params))
        answers.update(text.encode())
        answer = json.loads(text)
        assert answer["ok"], answer
        return answer["result"]

    seats = [{"kind": "bot", "name": f"Seat {i}", "level": game.spec.default_level} for i in range(players)]
    state = call("new_game", game=game_id, players=players, options=options, seed=seed, seats=seats)["state"]
    moves = 0
    while not call("status", state=state)["over"]:
        legal = call("legal_moves", state=state)
        call("view", state=state, seat=legal["seat"])
        call("view", state=state, seat=None)
        # A budget far beyond the bots' fixed amount of search: no safety stop can make the runs differ.
        move = call("bot_move", state=state, seat=legal["seat"], budget_ms=60000)["move"]
        state = call("apply", state=state, move=move, seat=legal["seat"])["state"]
        moves += 1
    call("replay", state=state, step=moves // 2, seat=None, reveal=True)
    return {"moves": moves, "answers": answers.hexdigest()[:20]}


def sample() -> dict:
    played = {}
    for game_id, game in GAMES.items():
        for options in option_sets(game):
            if "preset" in options:
                label = f"{game_id}/{options['preset']}"
                played[label] = play(game_id, options, fewest(game, options), seed=1)
    return played


def fewest(game, options: dict) -> int:
    answer = json.loads(api.call("check_options", json.dumps({"game": game.spec.id, "options": options})))
    return min(answer["result"]["players"]) if answer["ok"] and answer["result"].get("players") else game.spec.min_players


print("RESULT " + json.dumps(sample(), sort_keys=True))
