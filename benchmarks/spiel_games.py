"""Our games as OpenSpiel games, so that OpenSpiel's searches can play them (benchmarks/outside.py).

A development tool only: nothing in `py/gurkenglas` imports it, and `open-spiel` is a test
dependency. Importing this module registers five Python games with `pyspiel`:

    gurkenglas_keezen         Keezen without teams (presets solo, house_rules), 2 to 4 players
    gurkenglas_gurke          Gurke: the Danish agurk (2 to 4) and the Swedish gurka_se (3 or 4)
    gurkenglas_gulek          Gulek for two (standard, shortened)
    gurkenglas_mixed_pickles  Mixed Pickles (every preset), 2 to 4 players
    gurkenglas_stamp_swap     Stamp Swap: one player in the person's seat against the automa Pinzetta

each with the parameters `preset`, `players` and `seed` (`pyspiel.load_game("gurkenglas_gurke",
{"preset": "gurka_se", "players": 3})`). `SETTINGS` lists these presets and player counts; the
test plays every one of them.

Actions. A player's action is the engine's move: the legal moves sorted by their canonical JSON
text (`json.dumps(move, sort_keys=True)`) and numbered from 0. A seat's legal moves follow from what
it sees, so one number means one move throughout an information state. `num_distinct_actions` is an
upper bound on the number of legal moves, measured over random games (`MOVE_BOUNDS`; the test checks
it again at every step of its games).

Chance. The engine draws dice, shuffles and Pinzetta's cards from the generator inside its state
when a move is carried out; a search that copied the state would know those draws in advance. So a
move that draws is not carried out when it is chosen: the state becomes a chance node with
`CHANCE_OUTCOMES` equally likely outcomes, and outcome k replaces the generator by a fresh one
seeded from (the game's `seed`, the number of moves so far, k) before the move is carried out. A
move that draws nothing (the engine's generator is the same after it) is carried out at once, so
chance nodes stand only where the engine really draws. The first deal is a chance node of the same
kind: outcome k starts the engine's state from a seed made of (`seed`, k). Gulek draws nothing and
has no chance nodes. Thirty-two outcomes keep the tree of a search small; the price is that a draw
has at most 32 results per node (a die's faces come up 5 or 6 times in 32 rather than exactly one
time in six, a deal is one of 32 per `seed`).

Forced moves (one legal move, such as a Mixed Pickles draw) stay player nodes with a single action,
followed by their chance node when they draw: the searches pass over them at once, and the moves of
the game stay the engine's moves one to one.

Information. A seat's information state string is its view (`state.view(seat)`, canonical JSON),
the number of moves played and whether a drawn move is waiting for its chance outcome. The views
keep what a player has seen that bears on the cards still hidden (Keezen's cards gone since the
shuffle and the card notes, Gurke's tricks of the deal, Mixed Pickles' turns and inference, Stamp
Swap's log); what they forget, such as an earlier Gurke deal, went back into a deck shuffled anew,
so nothing is added to them.
The observation string is the same text. `resample_from_infostate(seat, sampler)` draws the cards
the seat has not seen with the engine's own `Position.sample_hidden`, the way the engine's bots
deal their searches' worlds, seeded from the sampler.

Returns. At the end, every winner gets 1 divided by the number of winners (a first place shared by k
seats: 1/k each, a Gulek draw 1/2), everyone else 0, so the returns of the table add up to 1. In
Stamp Swap the one player gets 1 if the engine names them winner (more points than Pinzetta) and 0
otherwise; the margin is left to the benchmark.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pyspiel

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from gurkenglas.core.engine import MAX_SEED, State
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES

CHANCE_OUTCOMES = 32

GAME_IDS = ("keezen", "gurke", "gulek", "mixed_pickles", "stamp_swap")

MOVE_BOUNDS = {"keezen": 160, "gurke": 16, "gulek": 64, "mixed_pickles": 24, "stamp_swap": 2048}
"""Upper bounds on the number of legal moves: about twice the most seen in 200 random games of each
preset below at every player count the engine allows (Keezen 84, at six players; Gurke 7; Gulek 28;
Mixed Pickles 10; Stamp Swap 760, placing stamps: the album's squares times the stamps to place)."""

DEFAULT_PRESETS = {"keezen": "solo", "gurke": "agurk", "gulek": "standard",
                   "mixed_pickles": "standard", "stamp_swap": "level1"}

SETTINGS: dict[str, dict[str, tuple[int, ...]]] = {
    "keezen": {"solo": (2, 3, 4), "house_rules": (2, 3, 4)},
    "gurke": {"agurk": (2, 3, 4), "gurka_se": (3, 4)},
    "gulek": {"standard": (2,), "shortened": (2,)},
    "mixed_pickles": dict.fromkeys(("standard", "professional", "expert", "table"), (2, 3, 4)),
    "stamp_swap": dict.fromkeys(("intro", "level1", "level2", "level3"), (1,)),
}
"""The presets and player counts the adapter plays, each of them tested (tests/test_outside_adapter.py).
Left out: Keezen in teams (both partners win together, which the returns above do not say), the
other Gurke presets (some deal far larger hands than the bound on moves allows for), and the larger
tables, to keep the test short."""


def short_name(game_id: str) -> str:
    return f"gurkenglas_{game_id}"


def mixed_seed(*parts: int) -> int:
    """A seed for the engine made from whole numbers (a hash, so neighbouring inputs differ fully)."""
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & MAX_SEED


def canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def with_parts(state: State, rng: Rng | None = None, position=None) -> State:
    """The engine state with its generator or its position replaced (a State is never changed)."""
    return State(state.game, state.players, state.options, state.seed, state.seats, state.history,
                 state.undo_floor, rng if rng is not None else state.rng,
                 position if position is not None else state.position)


class Now:
    """Where a game stands: the game played, the engine's state (None before the first deal) and a
    move chosen but waiting for its chance outcome. Immutable, so copies of an OpenSpiel state share
    it (OpenSpiel copies a Python state by deep-copying its attributes)."""

    __slots__ = ("game", "engine", "pending", "_moves")

    def __init__(self, game: OutsideGame, engine: State | None, pending: dict | None = None) -> None:
        self.game = game
        self.engine = engine
        self.pending = pending
        self._moves: list[dict] | None = None

    def __deepcopy__(self, memo: dict) -> Now:
        return self

    def moves(self) -> list[dict]:
        """The legal moves in action order."""
        if self._moves is None:
            assert self.engine is not None
            self._moves = sorted(self.engine.legal_moves(), key=canonical)
        return self._moves


def game_type(game_id: str) -> pyspiel.GameType:
    spec = GAMES[game_id].spec
    counts = [n for presets in SETTINGS[game_id].values() for n in presets]
    players = (min(counts), max(counts))
    solo = players[1] == 1
    return pyspiel.GameType(
        short_name=short_name(game_id),
        long_name=f"Gurkenglas {game_id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if spec.chance
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if spec.hidden_information
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.GENERAL_SUM if solo else pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"preset": DEFAULT_PRESETS[game_id], "players": players[0], "seed": 0},
    )


class OutsideGame(pyspiel.Game):
    """One of our games with a preset and a player count, as OpenSpiel sees it."""

    game_id = ""

    def __init__(self, params: dict | None = None) -> None:
        params = dict(params or {})
        game_id = self.game_id
        self.engine_game = GAMES[game_id]
        spec = self.engine_game.spec
        self.preset = str(params.get("preset", DEFAULT_PRESETS[game_id]))
        if self.preset not in SETTINGS[game_id]:
            raise ValueError(f"{game_id}: the adapter does not play the preset {self.preset!r}")
        self.players = int(params.get("players", SETTINGS[game_id][self.preset][0]))
        if self.players not in SETTINGS[game_id][self.preset]:
            raise ValueError(f"{game_id} {self.preset}: the adapter does not play it for {self.players} players")
        self.seed = int(params.get("seed", 0))
        self.chance = spec.chance
        info = pyspiel.GameInfo(
            num_distinct_actions=MOVE_BOUNDS[game_id],
            max_chance_outcomes=CHANCE_OUTCOMES if self.chance else 0,
            num_players=self.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None if self.players == 1 else 1.0,
            max_game_length=2 * spec.max_moves + 1,
        )
        super().__init__(game_type(game_id), info, {"preset": self.preset, "players": self.players,
                                                    "seed": self.seed})

    def new_initial_state(self) -> OutsideState:
        return OutsideState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> ViewObserver:
        return ViewObserver()

    def start(self, outcome: int) -> State:
        """The engine's state after the first deal's chance outcome."""
        seats = [{"kind": "bot", "name": f"Seat {s + 1}", "level": self.engine_game.spec.bot_levels[-1]}
                 for s in range(self.players)]
        return State.new(self.engine_game, self.players, {"preset": self.preset},
                         mixed_seed(self.seed, outcome), seats)


class OutsideState(pyspiel.State):
    """A position of the game together with what OpenSpiel needs around it (see the module's text)."""

    def __init__(self, game: OutsideGame) -> None:
        super().__init__(game)
        self.now = Now(game, None if game.chance else game.start(0))

    @property
    def outside(self) -> OutsideGame:
        return self.now.game

    # --- whose turn, which actions -------------------------------------------------------------
    def current_player(self) -> int:
        now = self.now
        if now.engine is None or now.pending is not None:
            return pyspiel.PlayerId.CHANCE
        seat = now.engine.to_move()
        return pyspiel.PlayerId.TERMINAL if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self.now.moves())))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(k, 1.0 / CHANCE_OUTCOMES) for k in range(CHANCE_OUTCOMES)]

    def move_of(self, action: int) -> dict:
        """The engine's move an action stands for."""
        return self.now.moves()[action]

    def action_of(self, move: dict) -> int:
        """The action that stands for an engine's move."""
        return self.now.moves().index(move)

    def engine(self) -> State:
        """The engine's state (the position before a move that waits for its chance outcome)."""
        assert self.now.engine is not None
        return self.now.engine

    # --- changing ---------------------------------------------------------------------------------
    def _apply_action(self, action: int) -> None:
        now = self.now
        if now.engine is None:
            self.now = Now(now.game, now.game.start(action))
        elif now.pending is not None:
            fresh = Rng.from_seed(mixed_seed(now.game.seed, len(now.engine.history), action))
            self.now = Now(now.game, with_parts(now.engine, rng=fresh).apply(now.pending)[0])
        else:
            move = now.moves()[action]
            after = now.engine.apply(move)[0]
            self.now = Now(now.game, now.engine, move) if after.rng != now.engine.rng else Now(now.game, after)

    def resample_from_infostate(self, player_id: int, probability_sampler) -> OutsideState:
        """A state `player_id` cannot tell from this one: the cards it has not seen dealt anew by the
        engine's `sample_hidden`, the generator replaced too (its next draws are chance's anyway)."""
        seed = int(probability_sampler() * MAX_SEED)
        engine = self.engine()
        world = engine.position.sample_hidden(player_id, Rng.from_seed(seed))
        state = self.clone()
        state.now = Now(self.now.game, with_parts(engine, rng=Rng.from_seed(seed, stream=7), position=world), self.now.pending)
        return state

    # --- seen from outside ------------------------------------------------------------------------
    def seen_by(self, seat: int) -> str:
        """The seat's information state (see the module's text)."""
        now = self.now
        if now.engine is None:
            return "before the deal"
        waiting = " waiting for chance" if now.pending is not None else ""
        return f"move {len(now.engine.history)}{waiting} {canonical(now.engine.view(seat))}"

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance {action}"
        return canonical(self.move_of(action))

    def is_terminal(self) -> bool:
        return self.now.engine is not None and self.now.pending is None and self.now.engine.is_over()

    def returns(self) -> list[float]:
        players = self.outside.players
        if not self.is_terminal():
            return [0.0] * players
        winners = self.engine().outcome()["winners"]
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]

    def __str__(self) -> str:
        return self.seen_by(0) if self.now.engine is not None else "before the deal"


class ViewObserver:
    """The information state and the observation of a seat: the same text, no tensor."""

    def __init__(self) -> None:
        self.tensor = None
        self.dict: dict = {}

    def set_from(self, state: OutsideState, player: int) -> None:
        pass

    def string_from(self, state: OutsideState, player: int) -> str:
        return state.seen_by(player)


GAME_CLASSES: dict[str, type] = {}
"""One subclass of OutsideGame per game, registered as its creator. A class rather than a closure:
pyspiel keeps the creator until after Python has shut down, and a closure freed then (it would be
its last reference) aborts the interpreter at exit, where a class keeps references to itself."""

for _game_id in GAME_IDS:
    GAME_CLASSES[_game_id] = type(f"Outside_{_game_id}", (OutsideGame,), {"game_id": _game_id})
    pyspiel.register_game(game_type(_game_id), GAME_CLASSES[_game_id])


def load(game_id: str, preset: str | None = None, players: int | None = None, seed: int = 0) -> OutsideGame:
    """The registered OpenSpiel game for one of ours."""
    params: dict = {"seed": seed}
    if preset is not None:
        params["preset"] = preset
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(short_name(game_id), params)
