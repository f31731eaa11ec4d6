"""The bridge under fire: random and malformed calls to every method, across every game, including
valid states with one field changed. Every answer must be a JSON envelope, either a valid result or
a typed error (never an internal one), the state sent in must come out unchanged, and a valid call
must still work afterwards.

The number of calls per method is FUZZ_EXAMPLES (1,500 in the test run; more for a longer hunt,
e.g. FUZZ_EXAMPLES=20000)."""

from __future__ import annotations

import copy
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from gurkenglas import api
from gurkenglas.core import errors
from gurkenglas.games import GAMES
from helpers import json_paths

pytestmark = pytest.mark.cpu  # tens of thousands of calls, no browser

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "1500"))
CODES = {cls.code for cls in vars(errors).values() if isinstance(cls, type) and issubclass(cls, errors.GameError)}
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))


def call(method: str, params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    assert isinstance(answer, dict) and isinstance(answer.get("ok"), bool), answer
    return answer


# Options beyond the defaults whose states the fuzzer also mutates (a rule set's newer parts).
MORE_OPTIONS = {"gurke": [{"preset": "gurka_is"}, {"preset": "kurko", "jokers": "three_as_aces", "first_dealer": 1}],
                "keezen": [{"preset": "house_rules"}]}


def _states() -> list[dict]:
    """Valid states of every game: just started, after a few moves, and deeper (Gurke's Icelandic
    rules past the first deal, with a card in front); and a finished game for next_match."""
    out = []
    only = os.environ.get("FUZZ_GAMES", "").split(",") if os.environ.get("FUZZ_GAMES") else list(GAMES)
    for index, (game_id, game) in enumerate(sorted(GAMES.items())):
        if game_id not in only:
            continue
        players = game.spec.min_players if game.spec.min_players > 1 else 1
        players = max(players, 2) if game.spec.max_players > 1 else 1
        for options in [{}, *MORE_OPTIONS.get(game_id, [])]:
            new = {"game": game_id, "players": players, "seed": 11 + index, "options": options}
            state = call("new_game", new)["result"]["state"]
            rnd = random.Random(index)
            for moves in range(40 if not options else 60):
                if moves in (0, 3, 12, 39, 59):
                    out.append(state)
                legal = call("legal_moves", {"state": state})
                if not legal["ok"] or not legal["result"]["moves"]:
                    break
                move = rnd.choice(legal["result"]["moves"])["move"]
                state = call("apply", {"state": state, "move": move})["result"]["state"]
    if "goose" in only:
        state = call("new_game", {"game": "goose", "players": 2, "seed": 5, "options": {}})["result"]["state"]
        while not call("status", {"state": state})["result"]["over"]:
            state = call("apply", {"state": state, "move": {"kind": "roll"}})["result"]["state"]
        out.append(state)
    return out


STATES = _states()
JSON = st.recursive(st.none() | st.booleans() | st.integers(-2**60, 2**60) | st.floats(allow_nan=False) | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)
SMALL = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.sampled_from(["", "x", "easy", "normal", "strong", "roll", "goose"]), JSON)


PATHS = [[p for p in json_paths(state, limit=6) if p] for state in STATES]


def _with(value, path: tuple, change):
    """`value` with the entry at `path` changed by `change(parent, key)`; only the containers along
    the path are copied, the rest is shared (the fuzzer never changes what it shares)."""
    copied = copy.copy(value)
    if len(path) == 1:
        change(copied, path[0])
    else:
        copied[path[0]] = _with(value[path[0]], path[1:], change)
    return copied


@st.composite
def mutated_state(draw) -> dict:
    """A valid state, sometimes with one field replaced, removed or given the wrong type."""
    index = draw(st.integers(0, len(STATES) - 1))
    if draw(st.integers(0, 4)) == 0:
        return STATES[index]
    where = draw(st.sampled_from(PATHS[index]))
    if draw(st.booleans()):
        def change(parent, key):
            del parent[key]
    else:
        new = draw(SMALL)

        def change(parent, key):
            parent[key] = new
    return _with(STATES[index], where, change)


@st.composite
def params(draw) -> dict:
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(st.dictionaries(st.sampled_from(["state", "game", "players", "seed", "seat", "move", "level",
                                                     "budget_ms", "options", "games", "seats", "tally"]), SMALL, max_size=5))
    state = draw(mutated_state())
    out = {"state": state}
    if draw(st.booleans()):
        out["seat"] = draw(st.one_of(st.integers(-1, 6), SMALL))
    if draw(st.booleans()):
        out["move"] = draw(st.one_of(SMALL, st.fixed_dictionaries({"kind": st.sampled_from(
            sorted({k for g in GAMES.values() for k in g.spec.move_kinds}))}, optional={"item": SMALL, "x": SMALL})))
    if draw(st.booleans()):
        out["level"] = draw(st.one_of(st.sampled_from(["easy", "normal", "strong", "fimpen", "solver"]), SMALL))
    out["budget_ms"] = draw(st.one_of(st.integers(1, 20), SMALL))
    if draw(st.booleans()):
        out["tally"] = draw(st.one_of(SMALL, st.fixed_dictionaries(
            {"matches": st.integers(-1, 3), "won": st.lists(st.integers(-1, 3), max_size=3), "owed": st.none() | SMALL})))
    if kind == 3:
        out.update(game=draw(st.one_of(st.sampled_from(sorted(GAMES)), SMALL)), players=draw(st.one_of(st.integers(0, 7), SMALL)),
                   seed=draw(st.one_of(st.integers(-1, 2**53), SMALL)), options=draw(st.one_of(st.just({}), SMALL)),
                   games=draw(st.one_of(st.integers(-1, 30), SMALL)))
    return out


BASELINE = STATES[1]
BASELINE_MOVES = call("legal_moves", {"state": BASELINE})


METHODS = sorted(api.METHODS) + ["no_such_method"]
CALLS = dict.fromkeys(METHODS, 0)
SLOW = {"review": 50, "review_move": 50}
"""Methods that play games out (the review analyses at least one move per call): each gets one call
in this many, with its fewest samples, so the fuzzing keeps to its minutes."""


@FUZZ
@given(params())
def test_every_method_answers_every_call_with_an_envelope(sent: dict):
    """Each generated call goes to every method, so each method gets FUZZ_EXAMPLES calls."""
    before = json.dumps(sent, sort_keys=True)
    for method in METHODS:
        every = SLOW.get(method, 1)
        if CALLS["no_such_method"] % every:
            continue
        answer = call(method, {**sent, "samples": 1} if every > 1 and isinstance(sent, dict) else sent)
        CALLS[method] += 1
        if not answer["ok"]:
            assert answer["error"]["code"] in CODES - {"error"}, (method, answer)
            assert isinstance(answer["error"]["message"], str) and answer["error"]["message"]
    assert json.dumps(sent, sort_keys=True) == before, "a call changed what was sent"


def test_valid_calls_still_work_after_the_fuzzing():
    assert all(CALLS[m] >= EXAMPLES // SLOW.get(m, 1) for m in METHODS) or not any(CALLS.values())  # (run alone, nothing was fuzzed)
    assert call("legal_moves", {"state": BASELINE}) == BASELINE_MOVES
    for game_id in sorted(GAMES):
        assert call("catalog", {})["ok"] and call("game_data", {"game": game_id})["ok"] == (game_id == "stamp_swap")


@FUZZ
@given(st.one_of(st.text(max_size=40), st.sampled_from(["[]", "null", "1", "{", "NaN", '{"state": NaN}', "\"x\""])))
def test_raw_strings_that_are_no_json_object_are_refused(raw):
    answer = json.loads(api.call("status", raw))
    assert not answer["ok"] or isinstance(answer["result"], dict)
    assert answer["ok"] or answer["error"]["code"] in CODES - {"error"}
