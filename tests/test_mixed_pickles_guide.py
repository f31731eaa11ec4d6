"""Mixed Pickles' guided game ("Learn to play"): played under the table rules, so that the person
meets the objection; on the person's own turns the coach only ever shows moves the cards allow (on
one's honour a wrong move could be laid out, but the guide never teaches one)."""

from __future__ import annotations

import json

from gurkenglas import api
from gurkenglas.games import GAMES
from gurkenglas.games.mixed_pickles import card_logic
from gurkenglas.games.mixed_pickles.position import MixedPicklesPosition

SPEC = GAMES["mixed_pickles"].spec


def call(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


def test_the_guide_plays_the_table_rules_against_computer_players():
    guide = SPEC.guide
    assert guide.options == {"table_rules": True} and guide.seats[0] == "human" and set(guide.seats[1:]) == {"bot"}
    assert {"steps", "yellow", "true_card", "false_card", "specials", "objection", "scoring"} <= set(guide.rules)


def test_the_coach_never_shows_the_person_a_move_the_cards_do_not_allow():
    guide = SPEC.guide
    seats = [{"kind": kind, "name": f"P{i + 1}"} for i, kind in enumerate(guide.seats)]
    state = call("new_game", game="mixed_pickles", players=len(seats), options=dict(guide.options), seed=guide.seed, seats=seats)["state"]
    explained: list[str] = []
    kinds = set()
    while True:
        seat = call("legal_moves", state=state)["seat"]
        if seat is None:
            break
        if guide.seats[seat] == "human":
            shown = call("coach", state=state, explained=explained)
            explained += [rule for rule in shown["new"] if rule not in explained]
            move = shown["move"]
            kinds.add(move["kind"])
            position = MixedPicklesPosition.from_json(state["position"], len(seats), SPEC.resolve_options(dict(guide.options)))
            if position.phase == "move":
                assert move in card_logic.card_moves(position.hand, position.fields), (move, position.hand, position.fields)
        else:
            move = call("bot_move", state=state)["move"]
        played = call("apply", state=state, move=move)
        explained += [e["rule"] for e in played["events"] if e.get("rule") and e["rule"] not in explained]
        state = played["state"]
    assert "object" in kinds  # the person objects once, as the guide shows
    assert set(guide.rules) <= set(explained)
