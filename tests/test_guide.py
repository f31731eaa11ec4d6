"""Learn to play, in the engine: each game's guided game, led by the coach, explains every rule the
guide lists before it ends, in few decisions of the person; the coach shows a move that follows the
next rule still to explain, judged from the person's own view, and refuses what is not a rule."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api
from gurkenglas.games import GAMES

GUIDED = sorted(gid for gid, game in GAMES.items() if game.spec.guide is not None)
MOST_DECISIONS = 40  # a first round of about two minutes, tapping the lit control


def call(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def guided_game(game_id: str) -> tuple[set[str], int, dict]:
    """The guided game played as the page leads it: the person plays the coach's move, the computer
    players their own; until every rule of the guide was explained or the game is over. The rules
    explained, the person's decisions, the last state."""
    guide = GAMES[game_id].spec.guide
    seats = [{"kind": kind, "name": f"P{i + 1}"} for i, kind in enumerate(guide.seats)]
    state = call("new_game", game=game_id, players=len(seats), options=dict(guide.options), seed=guide.seed, seats=seats)["state"]
    explained: list[str] = []
    decisions = 0
    while not set(guide.rules) <= set(explained):
        legal = call("legal_moves", state=state)
        if legal["seat"] is None:
            break
        if guide.seats[legal["seat"]] == "human":
            shown = call("coach", state=state, explained=explained)
            explained += [rule for rule in shown["new"] if rule not in explained]
            move = shown["move"]
            decisions += 1
        else:
            move = call("bot_move", state=state)["move"]
        played = call("apply", state=state, move=move)
        explained += [e["rule"] for e in played["events"] if e.get("rule") and e["rule"] not in explained]
        state = played["state"]
    return set(explained), decisions, state


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_guided_game_explains_every_rule_of_its_guide_in_a_short_first_round(game_id):
    explained, decisions, _ = guided_game(game_id)
    missing = [rule for rule in GAMES[game_id].spec.guide.rules if rule not in explained]
    assert not missing, f"{game_id}: the guided game never explained {missing}"
    assert decisions <= MOST_DECISIONS, f"{game_id}: {decisions} decisions before the guide was done"


def test_the_goose_guide_shows_the_geese_the_squares_and_the_bounce():
    assert {"geese", "bridge", "inn", "well", "maze", "prison", "death", "bounce"} <= set(GAMES["goose"].spec.guide.rules)


def test_the_coach_shows_a_move_and_only_its_new_rules():
    state = call("new_game", game="goose", players=2, seed=32487)["state"]
    assert call("coach", state=state, explained=[]) == {"seat": 0, "move": {"kind": "roll"}, "rules": ["first_throw", "turn"],
                                                        "new": ["first_throw", "turn"]}
    assert call("coach", state=state, explained=["turn"])["new"] == ["first_throw"]
    for bad in (["no_such_rule"], "turn", [3]):
        answer = json.loads(api.call("coach", json.dumps({"state": state, "explained": bad})))
        assert answer["error"]["code"] == "bad_request"
