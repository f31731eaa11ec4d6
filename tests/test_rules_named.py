"""Why, at every move: the rules each game names (on its moves, its events and its reasons why
not) are sections of its rules text in every language, and every reason has words. That every
legal move and every event names one is checked at every step of the conformance sweep
(tests/conformance.py, check_rules_named)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gurkenglas import api
from gurkenglas.games import GAMES

WEB = Path(__file__).resolve().parent.parent / "web"
LANGUAGES = sorted(p.stem for p in (WEB / "i18n").glob("*.json"))


def call(method: str, **params) -> dict:
    return json.loads(api.call(method, json.dumps(params)))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_a_game_names_is_a_section_of_its_rules_in_every_language(game_id):
    spec = GAMES[game_id].spec
    assert spec.rules, f"{game_id} names no rules"
    for lang in LANGUAGES:
        rules = json.loads((WEB / "rules" / game_id / f"{lang}.json").read_text(encoding="utf-8"))
        sections = {s["id"] for s in rules["sections"]}
        missing = sorted(rule for rule, section in spec.rules.items() if section not in sections)
        assert not missing, f"{game_id} in {lang}: the rules {missing} have no section"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_reason_why_not_has_words_in_every_language(game_id):
    spec = GAMES[game_id].spec
    assert spec.why_not_reasons, f"{game_id} gives no reason why not"
    namespace = game_id.split("_")[0] if game_id.startswith("gulek") else game_id
    for lang in LANGUAGES:
        words = json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
        reasons = words[namespace].get("why_not", {})
        missing = sorted(set(spec.why_not_reasons) - set(reasons))
        assert not missing, f"{game_id} in {lang}: no words for {missing}"


def test_the_catalog_gives_each_games_rules_for_the_why_button():
    games = {g["id"]: g for g in call("catalog")["result"]["games"]}
    assert games["goose"]["rules"]["bridge"] == "squares"


def test_a_legal_move_and_the_decision_name_their_rules():
    state = call("new_game", game="goose", players=2, seed=4)["result"]["state"]
    legal = call("legal_moves", state=state)["result"]
    assert legal["moves"][0]["rules"] == ["first_throw", "turn"]  # the first throw of the game
    assert legal["rule"] == "first_throw"


def test_why_not_says_whose_turn_it_is_and_refuses_a_bad_thing():
    state = call("new_game", game="goose", players=3, seed=4)["result"]["state"]
    answer = call("why_not", state=state, seat=1, thing="pawn:1")["result"]
    assert answer["reason"] == {"key": "play.why_not.not_your_turn", "args": {"seat": 0}, "rule": None}
    assert call("why_not", state=state, seat=0, thing="pawn:0")["result"]["reason"] is None  # the roll moves it
    assert call("why_not", state=state, seat=0, thing="pawn:2")["result"]["reason"]["key"] == "goose.why_not.not_yours"
    assert call("why_not", state=state, seat=0, thing="square:12")["result"]["reason"]["key"] == "goose.why_not.dice_decide"
    for bad in ("", "x" * 65, 7, None):
        assert call("why_not", state=state, seat=0, thing=bad)["error"]["code"] == "bad_request"
    assert call("why_not", state=state, seat=5, thing="pawn:0")["error"]["code"] == "bad_request"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_has_a_tip_in_every_language(game_id):
    """The guide and the coach for newcomers explain each rule in a sentence or two, the first time
    it comes up: `<game>.tip.<rule>` for every rule the game names."""
    namespace = game_id.split("_")[0] if game_id.startswith("gulek") else game_id
    for lang in LANGUAGES:
        tips = json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))[namespace].get("tip", {})
        missing = sorted(set(GAMES[game_id].spec.rules) - set(tips))
        assert not missing, f"{game_id} in {lang}: no tip for {missing}"
