"""Gurke bots: legal, fair (own view only), true to their style, and the fast look-ahead obeys the
same rules as the engine."""

from __future__ import annotations

import pytest

from gurke_tables import table
from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.gurke import SPEC, bots
from gurkenglas.games.gurke.lookahead import Table

SINGLE_CARD_PRESETS = [p for p, o in SPEC.presets.items() if not o.get("multi_card_leads")]


def _decide(position, level: str, seed: int = 1) -> dict:
    seat = position.to_move()
    return bots.choose(position.view(seat), position.legal_moves(), level, Rng.from_seed(seed), 1000)


@pytest.mark.parametrize("preset", SINGLE_CARD_PRESETS + ["gurka_is"])
@pytest.mark.parametrize("level", bots.LEVELS)
def test_every_bot_plays_legal_moves_only(preset, level):
    game = get_game("gurke")
    players = max(SPEC.preset_players[preset][0], 3)
    seats = [{"kind": "bot", "name": str(i), "level": level} for i in range(players)]
    state = State.new(game, players, {"preset": preset}, 11, seats)
    moves = 0
    while not state.is_over() and moves < (60 if level == "strong" else 150):
        seat = state.to_move()
        move = game.bot_move(state.view(seat), state.legal_moves(), level, Rng.from_seed(moves), 1000)
        assert move in state.legal_moves()
        state, _ = state.apply(move)
        moves += 1
    assert moves > 20


def test_the_decision_depends_only_on_what_the_seat_can_see():
    position = State.new(get_game("gurke"), 4, {"preset": "agurk"}, 5).position
    seat = position.to_move()
    other_world = position.sample_hidden(seat, Rng.from_seed(9))
    assert other_world.hands != position.hands
    for level in bots.LEVELS:
        assert _decide(position, level, 3) == _decide(other_world, level, 3)


def test_fimpen_sheds_its_highest_card_and_sharp_follows_as_cheaply_as_it_can():
    given = table([["2C", "3C"], ["9D", "QD", "2D"]], trick=[[0, ["5H"]]], leader=0)
    assert _decide(given, "fimpen") == {"kind": "card", "card": "QD"}
    assert _decide(given, "sharp") == {"kind": "card", "card": "9D"}


def test_the_strong_bot_does_not_keep_a_queen_for_the_last_trick():
    # Following a nine with Q and 4: the queen takes this trick and the 4 is left for the last;
    # the 4 now would leave the queen to take the last trick and its 12 points.
    given = table([["3C"], ["QD", "4D"]], trick=[[0, ["9H"]]], leader=0)
    assert _decide(given, "strong") == {"kind": "card", "card": "QD"}


def test_fimpen_never_says_kontra_and_a_strong_hand_does():
    position = State.new(get_game("gurke"), 3, {"preset": "ogorek_kontra"}, 1).position
    assert position.phase == "kontra"
    assert _decide(position, "fimpen") == {"kind": "pass"}
    seat = position.to_move()
    position.hands[seat] = ["2C", "KD", "KH", "AS", "AH", "AD"]
    assert _decide(position, "sharp") == {"kind": "kontra"}


def test_no_buy_back_for_a_score_close_to_the_limit():
    given = table([["KH"], ["2S"], ["3S"], ["4S"]], {"preset": "gurka_se"}, scores=[20, 4, 28, 2])
    for card in ["KH", "2S", "3S", "4S"]:
        given.play({"kind": "card", "card": card}, Rng.from_seed(1), [])
    assert given.phase == "buy_back"
    assert _decide(given, "sharp") == {"kind": "stay_out"}
    given.scores[2] = 5
    assert _decide(given, "sharp") == {"kind": "buy_back"}


@pytest.mark.parametrize("preset", SINGLE_CARD_PRESETS)
def test_the_fast_look_ahead_allows_exactly_the_engine_s_cards(preset):
    """Along random matches, the ranks the look-ahead lets the mover play are the ranks of the
    engine's legal cards."""
    game = get_game("gurke")
    players = max(SPEC.preset_players[preset][0], 3)
    state = State.new(game, players, {"preset": preset}, 2)
    rng = Rng.from_seed(4)
    checked = 0
    for _ in range(300):
        if state.is_over():
            break
        position = state.position
        legal = state.legal_moves()
        if position.phase == "play" and not position.chosen:
            seat = position.to_move()
            view = position.view(seat)
            options = position.options
            fast = Table(view, options, position.ranking, [0] * players)
            hand = sorted(position.ranking.rank(c) for c in position.hands[seat])
            trick = [(s, position.ranking.rank(cards[0])) for s, cards in position.trick]
            engine = {position.ranking.rank(m["card"]) for m in legal if m["kind"] == "card"}
            assert set(fast.allowed(hand, trick)) == engine, (hand, trick)
            checked += 1
        state, _ = state.apply(legal[rng.below(len(legal))])
    assert checked > 30
