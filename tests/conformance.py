"""The generic conformance checks every game must pass (docs/design.md#the-test-layers, layer 2).

Written once for all games: a game joins by being registered in `gurkenglas.games.GAMES`. The same
functions run on CPython here and, on a smaller sample, inside Pyodide (tests/test_pyodide.py).
"""

from __future__ import annotations

import itertools
import json

from gurkenglas import api
from gurkenglas.core.engine import State
from gurkenglas.core.errors import GameError, IllegalMove, MalformedMove
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES, get_game

ONE_SWITCH_AT_A_TIME = ("keezen",)
"""Games with few switches whose switches are still tried one at a time, each with the fewest and
the most players, not in every combination (their presets combine them): their games are long."""


def option_sets(game) -> list[dict]:
    """Every preset, and every value of a preset's own options on that preset; plus every
    combination of the switches when there are few enough, else every value of every switch on its
    own (the rest at their defaults). Each game once: a set of switches that comes to the same
    rules as a preset (or as another set) is left out."""
    spec = game.spec
    sets = [{"preset": preset} for preset in spec.presets]
    for preset, variants in spec.preset_variants.items():
        chosen = spec.resolve_options({"preset": preset})
        sets += [{"preset": preset, oid: v} for oid, values in variants.items() for v in values if v != chosen[oid]]
    combinations = 1
    for option in spec.options:
        combinations *= len(option.values)
    if spec.options and combinations <= 64 and spec.id not in ONE_SWITCH_AT_A_TIME:
        for values in itertools.product(*(o.values for o in spec.options)):
            sets.append(dict(zip((o.id for o in spec.options), values)))
    else:
        sets += [{o.id: v} for o in spec.options for v in o.values if v != o.default]
    distinct: dict[str, dict] = {}  # the rules a set comes to -> the first set that does
    for options in sets:
        distinct.setdefault(json.dumps(spec.resolve_options(options).to_json(), sort_keys=True), options)
    return list(distinct.values()) or [{}]


def player_range(game, options: dict, ends_only: bool = False) -> list[int]:
    """Every player count these options are for; for a game with many switches, a single switch is
    tried with the fewest and the most players only (`ends_only`: presets too)."""
    counts = game.player_counts(game.spec.resolve_options(options))
    if counts and (ends_only or ("preset" not in options
                                 and (len(option_sets(game)) > 16 or game.spec.id in ONE_SWITCH_AT_A_TIME))):
        return sorted({counts[0], counts[-1]})
    return counts


def cases(seeds: int | dict, presets_only: tuple[str, ...] = ()) -> list[tuple[str, dict, int, int]]:
    """(game id, options, players, seed) for every game × option set × player count.

    `seeds` is a number for every game, or a dict by game id with a "default" for the others (long
    games such as Keezen get fewer seeds than the Goose, so the suite stays quick). Games named in
    `presets_only` get their presets only, at their fewest and most players."""
    out = []
    for game_id, game in GAMES.items():
        short = game_id in presets_only
        for options in option_sets(game):
            if short and "preset" not in options:
                continue
            for players in player_range(game, options, ends_only=short):
                count = seeds if isinstance(seeds, int) else seeds.get(game_id, seeds["default"])
                for seed in range(count):
                    out.append((game_id, options, players, seed))
    return out


def fewest_players(all_cases: list, games: tuple[str, ...]) -> list:
    """Only the smallest table of each option set, for the named games (long matches through JSON)."""
    smallest: dict = {}
    for g, o, p, _ in all_cases:
        key = (g, json.dumps(o, sort_keys=True))
        smallest[key] = min(smallest.get(key, p), p)
    return [c for c in all_cases if c[0] not in games or c[2] == smallest[(c[0], json.dumps(c[1], sort_keys=True))]]


def seats_for(players: int, game=None) -> list[dict]:
    level = game.spec.default_level if game is not None else "normal"
    return [{"kind": "bot" if i % 2 else "human", "name": f"Seat {i}", "level": level if i % 2 else None}
            for i in range(players)]


def play_out(game_id: str, options: dict, players: int, seed: int, deep: bool = True) -> dict:
    """Play one game to the end with random moves, checking the contract at every step.

    Returns a summary (moves, outcome, final state's JSON) so runs can be compared across runtimes.
    """
    game = get_game(game_id)
    state = State.new(game, players, options, seed, seats_for(players, game))
    chooser = Rng.from_seed(seed, stream=99)
    steps = 0
    seen: dict[int, list[dict]] = {}  # views at some steps, for the replay to show again
    while True:
        position = state.position
        position.check()
        mover = state.to_move()
        legal = state.legal_moves()
        assert (mover is None) == state.is_over() == (legal == []), "over, to_move and legal moves disagree"
        assert state.outcome() is None if mover is not None else state.outcome() is not None
        if mover is None:
            break
        assert 0 <= mover < players
        assert len({json.dumps(m, sort_keys=True) for m in legal}) == len(legal), "two legal moves are equal"
        sampled = deep or steps % 10 == 0  # the wide sweep checks what costs a copy of the state at every tenth step
        assert not sampled or legal == state.legal_moves(), "legal moves are not in a fixed order"
        if deep and (steps < 150 or steps % 10 == 0):  # long games: every tenth step after the opening
            check_views(state)
            check_round_trip(state)
            check_rejections(state, legal)
        if deep and steps % 10 == 0:
            seen[steps] = [state.view(seat) for seat in [None, *range(players)]]
        if deep:
            check_rules_named(state, legal)
        move = legal[chooser.below(len(legal))]
        before = fingerprint(state) if sampled else None
        next_state, events = state.apply(move)
        assert not sampled or fingerprint(state) == before, "apply changed the state it was given"
        assert isinstance(events, list) and all(isinstance(e, dict) and "type" in e for e in events)
        json.dumps(events)
        if deep:
            unnamed = [e["type"] for e in events if e.get("rule") not in game.spec.rules]
            assert not unnamed, f"events that name no rule of the game's rules text: {unnamed}"
        # The page marks a save finished by this event, and stops offering moves by the view's flag.
        assert any(e["type"] == "game_over" for e in events) == next_state.is_over(), "game_over event missing or early"
        assert next_state.view(None).get("over", False) == next_state.is_over(), "the view's over flag disagrees"
        state = next_state
        steps += 1
        assert steps <= game.spec.max_moves, f"longer than the declared bound of {game.spec.max_moves} moves"
    outcome = state.outcome()
    assert {"ranks", "scores", "winners"} <= set(outcome)
    assert len(outcome["ranks"]) == players and (outcome["winners"] or players == 1)  # a solitaire can be lost
    assert all(outcome["ranks"][w] == 1 for w in outcome["winners"])
    state.validate()  # replay from seed, options and moves gives exactly this state
    check_round_trip(state)
    if deep:
        seen[steps] = [state.view(seat) for seat in [None, *range(players)]]
        check_replay(state, seen)
    return {"moves": steps, "outcome": outcome, "state": state.to_json()}


def check_rules_named(state: State, legal: list[dict]) -> None:
    """Every legal move and the decision itself name the rules they follow, each a rule the game
    declares (and so a section of its rules text in every language: tests/test_rules_named.py)."""
    position, rules = state.position, state.game.spec.rules
    for move in legal:
        named = position.move_rules(move)
        assert named and all(rule in rules for rule in named), f"{move} names the rules {named}"
    assert position.decision_rule() in rules, f"the decision names the rule {position.decision_rule()!r}"


def fingerprint(state: State) -> tuple:
    """Everything apply could wrongly change in place (the history list is never shared)."""
    return json.dumps(state.position.to_json(), sort_keys=True), state.rng.to_json(), len(state.history)


def check_round_trip(state: State) -> None:
    data = json.loads(json.dumps(state.to_json()))
    again = State.from_json(data, get_game)
    assert again.to_json() == state.to_json(), "JSON round trip is not exact"


def check_views(state: State) -> None:
    """Views are JSON; a seat's view does not change when everything it cannot see is dealt anew."""
    spectator = state.view(None)
    json.dumps(spectator)
    rng = Rng.from_seed(len(state.history), stream=3)
    for seat in range(state.players):
        seen = state.view(seat)
        json.dumps(seen)
        if not state.game.spec.hidden_information:
            assert seen == spectator, "a game without secrets shows every seat the same"
            continue
        other_world = state.position.sample_hidden(seat, rng)
        other_world.check()
        assert other_world.view(seat) == seen, "a seat's view depends on cards it cannot see"
        assert other_world.view(None) == spectator, "the spectator view shows hidden cards"


def check_replay(state: State, seen: dict[int, list[dict]]) -> None:
    """Stepping through the finished game through the bridge shows every seat (and an onlooker)
    exactly what it saw at each step; everything revealed gives each seat's view with what no
    seat saw turned up, so it never hides more than that seat's own view."""
    raw = json.loads(json.dumps(state.to_json()))
    steps = sorted(seen)
    for step in {*steps[::max(1, len(steps) // 6)], steps[-1]}:  # a handful of steps, and the end
        views = seen[step]
        for seat, view in zip([None, *range(state.players)], views):
            answer = json.loads(api.call("replay", json.dumps({"state": raw, "step": step, "seat": seat})))
            assert answer["ok"], answer
            assert _undressed(answer["result"]["view"]) == view, f"the replay shows step {step} to seat {seat} differently"
        revealed = json.loads(api.call("replay", json.dumps({"state": raw, "step": step, "reveal": True})))["result"]
        assert len(revealed["views"]) == state.players
        for seat, own in enumerate(revealed["views"]):
            assert _hidden_count(_undressed(own)) <= _hidden_count(views[seat + 1]), "revealing hid something"
    assert raw == json.loads(json.dumps(state.to_json())), "the replay changed the state it was given"


def _undressed(view: dict) -> dict:
    """A view from the bridge without what every screen adds (seats, outcome, undo)."""
    return {k: v for k, v in view.items() if k not in ("seats", "can_undo", "outcome")}


def _hidden_count(value) -> int:
    """How many things a view marks hidden or leaves out (None)."""
    if isinstance(value, dict):
        return (value.get("hidden") is True) + sum(_hidden_count(v) for v in value.values())
    if isinstance(value, list):
        return sum(_hidden_count(v) for v in value)
    return value is None


def check_rejections(state: State, legal: list[dict]) -> None:
    before = json.dumps(state.to_json(), sort_keys=True)
    for bad, error in (({"kind": "__no_such_move__"}, MalformedMove), ("roll", MalformedMove),
                       ({"kind": legal[0]["kind"], "__extra__": 1}, IllegalMove)):
        try:
            state.apply(bad)
        except error:
            pass
        else:
            raise AssertionError(f"{bad!r} was not rejected with {error.__name__}")
    assert json.dumps(state.to_json(), sort_keys=True) == before, "a rejected move changed the state"


def bridge_game(game_id: str, options: dict, players: int, seed: int) -> dict:
    """The same kind of game through the JSON bridge only, bots choosing every move."""
    def call(method: str, **params):
        answer = json.loads(api.call(method, json.dumps(params)))
        assert answer["ok"], answer
        return answer["result"]

    game = get_game(game_id)
    state = call("new_game", game=game_id, players=players, options=options, seed=seed,
                 seats=seats_for(players, game))["state"]
    moves = 0
    while not call("status", state=state)["over"]:
        legal = call("legal_moves", state=state)
        move = call("bot_move", state=state, seat=legal["seat"], level=game.spec.default_level, budget_ms=200)["move"]
        assert move in [m["move"] for m in legal["moves"]], "a bot chose an illegal move"
        state = call("apply", state=state, move=move, seat=legal["seat"])["state"]
        moves += 1
    call("validate", state=state)
    return {"moves": moves, "outcome": call("status", state=state)["outcome"]}


__all__ = ["GameError", "bridge_game", "cases", "fewest_players", "option_sets", "play_out"]
