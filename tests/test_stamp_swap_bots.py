"""The players for your seat in Stamp Swap: they decide from your view and play sensibly."""

from __future__ import annotations

from statistics import mean

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.stamp_swap import bots

GAME = get_game("stamp_swap")


def game(seed: int, level: str, **options) -> State:
    state = State.new(GAME, 1, options, seed, None)
    turn = 0
    while not state.is_over():
        move = GAME.bot_move(state.view(0), state.legal_moves(), level, Rng.from_seed(seed, turn + 1), 1000)
        state, _ = state.apply(move)
        turn += 1
    return state


def test_normal_collects_far_more_points_than_random_play():
    normal = [game(seed, "normal").outcome()["scores"][0] for seed in range(12)]
    easy = [game(seed, "easy").outcome()["scores"][0] for seed in range(12)]
    assert mean(normal) > mean(easy) + 20
    assert sum(n > e for n, e in zip(normal, easy)) >= 10


def test_normal_beats_pinzetta_more_often_at_level_one_than_at_level_three():
    wins = {level: sum(bool(game(seed, "normal", difficulty=level).outcome()["winners"]) for seed in range(16))
            for level in (1, 3)}
    assert wins[1] > wins[3]


def test_normal_reserves_its_best_item_and_never_a_rare_stamp():
    state = game_until(3, "reserve")
    view = state.view(0)
    move = GAME.bot_move(view, state.legal_moves(), "normal", Rng.from_seed(1), 1000)
    player = bots.Normal(view)
    reservable = [m["item"] for m in state.legal_moves()]
    best = max(reservable, key=lambda item: player.worth(next(i for i in view["haul"] if i["id"] == item)))
    assert move == {"kind": "reserve", "item": best}


def test_normal_places_big_stamps_first_and_snug_in_a_corner():
    state = game_until(5, "place")
    view = state.view(0)
    move = GAME.bot_move(view, state.legal_moves(), "normal", Rng.from_seed(1), 1000)
    areas = {i["id"]: i["w"] * i["h"] for i in view["to_place"]}
    assert areas[move["item"]] == max(areas.values())
    if not view["placed"]:
        assert (move["x"], move["y"]) == (0, 0)


def test_the_bot_sees_only_your_view_face_down_stamps_stay_unknown():
    state = game_until(8, "choose")
    view = state.view(0)
    hidden = [i for o in ("big", "small") for i in view["pin_haul"][o] if i.get("hidden")]
    player = bots.Normal(view)
    assert all(player.worth(i) == bots.HIDDEN_VALUE for i in hidden)


def game_until(seed: int, phase: str) -> State:
    state = State.new(GAME, 1, {}, seed, None)
    while state.view(0)["phase"] != phase:
        state, _ = state.apply(GAME.bot_move(state.view(0), state.legal_moves(), "normal", Rng.from_seed(seed), 1000))
    return state


def test_normal_puts_its_last_ticket_on_the_contest_that_scores_most_now():
    for seed in (2, 6, 9):
        state = game_until(seed, "contest")
        while state.view(0)["tickets"] > 1 or state.view(0)["phase"] != "contest":
            state, _ = state.apply(GAME.bot_move(state.view(0), state.legal_moves(), "normal", Rng.from_seed(seed), 1000))
        view = state.view(0)
        move = GAME.bot_move(view, state.legal_moves(), "normal", Rng.from_seed(1), 1000)
        now = {entry["category"]: entry["now"] for entry in view["board"]}
        assert move in state.legal_moves()
        assert now[move["category"]] == max(now[m["category"]] for m in state.legal_moves())


def test_normal_takes_a_contest_at_every_show_and_never_the_same_twice():
    state = game(4, "normal")
    tickets = state.position.tickets
    assert [t["day"] for t in tickets] == [0, 1, 2] and len({t["category"] for t in tickets}) == 3
