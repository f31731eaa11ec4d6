"""Mixed Pickles computer players and the goal-card reading they and the after-game panel use."""

from __future__ import annotations

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import get_game
from gurkenglas.games.mixed_pickles import bots
from gurkenglas.games.mixed_pickles.cards import GOALS
from gurkenglas.games.mixed_pickles.forecast import places
from gurkenglas.games.mixed_pickles.inference import belief
from test_mixed_pickles_rules import table

GAME = get_game("mixed_pickles")


def decide(pos, level: str, seed: int = 0) -> dict:
    return bots.choose(pos.view(pos.to_move()), pos.legal_moves(), level, Rng.from_seed(seed))


def play_game(levels: list[str], seed: int, options: dict | None = None) -> State:
    state = State.new(GAME, len(levels), options or {}, seed)
    rng = Rng.from_seed(seed, stream=11)
    while not state.is_over():
        seat = state.to_move()
        move = GAME.bot_move(state.view(seat), state.legal_moves(), levels[seat], rng, 1000)
        state, _ = state.apply(move, seat)
    return state


def test_the_forecast_favours_the_pickle_ahead_and_places_add_up():
    table_ = places([11, 3, 2, 1], [])
    assert all(abs(sum(row) - 1) < 1e-9 for row in table_)
    assert all(abs(sum(table_[p][k] for p in range(4)) - 1) < 1e-9 for k in range(4))
    assert table_[0][0] > 0.75 and table_[3][3] > table_[3][0]
    done = places([13, 13, 13, 5], [2, 0, 1])
    assert done[2][0] == done[0][1] == done[1][2] == done[3][3] == 1.0


def test_normal_moves_the_pickle_its_goal_card_wants_first():
    for goal, wanted in (("YRBG", "yellow"), ("GRBY", "green")):
        pos = table(fields=(5, 5, 5, 5), hand=("Y>R", "G>R"))  # yellow or green may go, one or two fields
        pos.goals[0] = [goal]
        assert decide(pos, "normal") == {"kind": "move", "pickle": wanted, "to": 7}


def test_normal_holds_back_the_pickle_it_wants_last():
    # Forced to move green, which it wants last, it moves green one field only.
    pos = table(fields=(4, 4, 4, 4), hand=("G>Y", "Y=R"))
    pos.goals[0] = ["YRBG"]
    forced = [{"kind": "move", "pickle": "green", "to": 5}, {"kind": "move", "pickle": "green", "to": 6}]
    assert bots.choose(pos.view(0), forced, "normal", Rng.from_seed(0)) == forced[0]


def test_with_two_goal_cards_a_bot_keeps_the_one_the_race_favours():
    pos = table(players=2, fields=(11, 3, 2, 7), hand=("Y>R", "Y=R"), professional=True)
    pos.phase, pos.hand, pos.deck = "choose", [], pos.deck + pos.hand
    pos.queue = [0, 1]
    pos.goals[0] = ["BRGY", "YGRB"]
    pos.check()
    assert decide(pos, "normal") == {"kind": "keep", "goal": "YGRB"}


def test_every_level_plays_honestly_under_the_table_rules():
    # Offered every forward move, a bot makes only one the cards allow, and objects only to wrong ones.
    for level in ("easy", "normal", "strong"):
        for seed in range(6):
            pos = table(players=3, fields=(2, 5, 3, 1), hand=("R>G", "B>Y"), table_rules=True)
            chosen = decide(pos, level, seed)
            from gurkenglas.games.mixed_pickles.card_logic import card_moves
            assert chosen in card_moves(["R>G", "B>Y"], [2, 5, 3, 1])
    wrong = table(players=2, hand=("R>G", "B>Y"), table_rules=True)
    wrong.play({"kind": "move", "pickle": "green", "to": 2}, Rng.from_seed(0), [])
    right = table(players=2, hand=("R>G", "B>Y"), table_rules=True)
    right.play({"kind": "move", "pickle": "red", "to": 2}, Rng.from_seed(0), [])
    for level in ("easy", "normal", "strong"):
        assert decide(wrong, level) == {"kind": "object"}
        assert decide(right, level) == {"kind": "accept"}


def test_normal_beats_random_play():
    wins = 0.0
    for seed in range(24):
        levels = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        outcome = play_game(levels, seed).outcome()
        mine = levels.index("normal")
        wins += 1 / len(outcome["winners"]) if mine in outcome["winners"] else 0
    assert wins >= 18  # about 95 % in the benchmark


def test_moves_give_a_goal_card_away_and_the_panel_shows_it():
    read, games = [], 6
    for seed in range(games):
        state = play_game(["normal", "normal", "normal"], 100 + seed)
        view = state.view(None)
        for seat, entry in enumerate(view["inference"]):
            assert [GOALS.index("".join(c[0].upper() for c in entry["goal"]))] and entry["goal"] == view["scores"][seat]["goal"]
            if entry["steps"]:
                read.append(entry["steps"][-1]["p_true"])
                assert all(1 <= s["rank"] <= 24 and 1 <= s["left"] <= 24 for s in entry["steps"])
    # Out of 24 cards, a spectator ends up giving the true one far more than the 1/24 it started with.
    assert sum(read) / len(read) > 0.25


def test_the_strong_bot_reads_only_public_turns_and_never_its_own_card_for_others():
    state = play_game(["strong", "normal"], 7)
    turns = state.view(0)["turns"]
    mine = state.position.goals[0][0]
    other = belief(turns, 1, {mine})
    assert other[GOALS.index(mine)] == 0.0 and abs(sum(other) - 1) < 1e-9


def test_the_strong_bot_is_deterministic_and_its_hint_is_a_legal_move():
    a = play_game(["strong", "normal"], 21)
    b = play_game(["strong", "normal"], 21)
    assert a.history == b.history
    state = State.new(GAME, 2, {}, 3)
    state, _ = state.apply({"kind": "draw"})
    hint = GAME.hint(state.view(0), state.legal_moves(), Rng.from_seed(1), 1000)
    assert hint["move"] in state.legal_moves()
