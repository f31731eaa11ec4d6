"""The engine contract every game implements, and the generic game state built on it.

A game supplies a :class:`Game` (its spec, its starting position, its bots) and a :class:`Position`
(whose turn, the legal moves, how a move changes the position, the outcome, what a seat may see).
:class:`State` wraps a position with everything needed to replay it exactly: game id, engine
version, options, seed, seats, the move history and the one random generator. States are values:
``apply`` returns a new state and never changes the old one, so a rejected move leaves nothing behind.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any

from . import fields
from .errors import (
    BadOptions,
    BadRequest,
    CorruptState,
    GameOver,
    IllegalMove,
    MalformedMove,
    NotYourTurn,
    UndoNotAllowed,
)
from .rng import Rng
from .spec import GameSpec, Options, check_seats

SCHEMA = 2
"""Version of the state's JSON envelope (the part this module writes). 2: each move of the history
is kept as its own compact JSON text (1: as an object)."""

MAX_SEED = 2**53 - 1  # a seed must survive a trip through JavaScript numbers


class Position(ABC):
    """A game's mutable position. `State` only ever mutates a fresh copy."""

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat to decide now, or None when the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[dict]:
        """The moves of the seat to move, in a fixed order, no two equal; empty when over."""

    @abstractmethod
    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        """Carry out a legal move in place, drawing chance from `rng` and appending events."""

    @abstractmethod
    def outcome(self) -> dict | None:
        """`{"ranks", "winners", "scores"}` once over, else None."""

    def seat_to_move(self) -> int:
        """`to_move` for code that only runs while the game goes on (carrying out a move, a bot's
        look-ahead): the seat, never None."""
        seat = self.to_move()
        if seat is None:
            raise GameOver("the game is over")
        return seat

    def final_outcome(self) -> dict:
        """`outcome` for code that only runs once the game is over (its game_over event, a bot
        scoring a finished look-ahead): never None."""
        outcome = self.outcome()
        if outcome is None:
            raise RuntimeError("the game is not over")
        return outcome

    @abstractmethod
    def view(self, seat: int | None) -> dict:
        """What `seat` may see (None: a spectator), ready to draw."""

    def revealed(self, seat: int | None) -> dict:
        """`seat`'s view with every secret shown that no seat's own view reveals (Pinzetta's
        face-down stamps), for the replay of a finished game. Secrets that some seat sees (hands,
        goal cards) come from that seat's view, so by default this is just the view."""
        return self.view(seat)

    @abstractmethod
    def to_json(self) -> dict: ...

    @abstractmethod
    def copy(self) -> Position: ...

    def check(self) -> None:  # noqa: B027 (a hook: nothing to check unless a game says so)
        """Raise CorruptState if an invariant of the game is broken (pieces conserved, ...)."""

    def move_rules(self, move: dict) -> tuple[str, ...]:
        """The rules a legal move follows, by rule id (see GameSpec.rules), the main one first."""
        return ()

    def decision_rule(self) -> str | None:
        """The rule the decision now to be made is about (the "Why?" beside it): by default the
        main rule of the first legal move."""
        moves = self.legal_moves()
        rules = self.move_rules(moves[0]) if moves else ()
        return rules[0] if rules else None

    def event_rule(self, event: dict) -> str | None:
        """The rule an event of a move follows, by rule id; called on the position the move led to."""
        return None

    def why_not(self, seat: int, thing: str) -> dict | None:
        """Why `thing` has no legal move for `seat`, who is to move: `{"key", "args", "rule"}` with
        an i18n key `<game>.why_not.<reason>` (one of GameSpec.why_not_reasons). None when some
        legal move involves the thing, or the game has nothing to say about it. Things are named
        as the tables name them (`pawn:<seat>:<n>`, `card:<code>`, `pit:<n>`, ...: each table's
        things.js or table.js lists its ids); from the seat's own view only: never a hidden card."""
        return None

    def sample_hidden(self, seat: int, rng: Rng) -> Position:
        """A position that `seat` cannot tell from this one (what it cannot see drawn anew).
        Games with hidden information override this; bots search over such samples, and the
        conformance suite checks that the seat's view is the same in both."""
        return self.copy()

    def margin(self) -> float | None:
        """Once over, in a game against an automa, the seat's score minus the automa's (how far
        the game was won or lost says more there than won or lost); None in other games."""
        return None

    def unseen_anew(self, rng: Rng) -> Position:
        """A copy in which what no seat has seen (the order of a stock nobody has looked at) is drawn
        anew: the position as an onlooker who sees every hand knows it. Games with such cards override
        this; the review judges chances from here, so a card drawn later counts as chance."""
        return self.copy()

    def can_still_win(self, seat: int) -> bool:
        """False once the rules have ruled out that `seat` wins (a Gurke player who is out for good);
        the review keeps that seat's chance at 0 and pulls only the others' toward their base chance."""
        return True

    def unseen_count(self) -> int:
        """How many things no seat has seen (cards of the stock): a move after which there are fewer
        showed something chance had hidden, so the review counts it as a chance event."""
        return 0

    def reveals(self, move: dict) -> bool:
        """True if the move shows hidden information, so undo may not go back across it."""
        return False


class Game(ABC):
    """A registered game: its declaration plus how to start and load positions and pick bot moves."""

    spec: GameSpec

    prior_games: int = 0
    """How many games of even shares the review's playout chances start from (core/evaluate.py):
    the share of a few dozen playouts scatters around the true chance, and where most chances lie
    in the middle, a share far from the even one is partly luck. Measured per game, by how near
    one set of playouts pulled toward the even share comes to another from the same positions
    (games/gurke: 4; the figures are in benchmarks/README.md). 0, the default: the plain shares,
    right for a game whose chances mostly lie near 0 or 1, where a pull toward the middle does harm."""

    shares_first_place: bool = False
    """Whether seats can share the first place (Gulek's draw, Mixed Pickles' equal scores). The
    review then counts a shared first place as an equal part of one win for each who shares it (a
    half between two, as a drawn game of chess counts), so that the seats' chances add up to one,
    and gives the chance that the first place is shared beside them."""

    judge_factor: int = 1
    """In a game with hidden cards, how many times the line's playouts the review plays to judge a
    decision in its player's view (core/evaluate.py, `judge_in_view`): what the player could expect
    of a sound move is measured there, and its noise is what a sound move moves the player's own
    chance by. A game whose playouts are short affords more (Mixed Pickles: 4)."""

    random_levels: tuple[str, ...] = ()
    """Bot levels that pick one of the legal moves at random, each alike (Keezen's and Stamp Swap's
    beginners): their chance of making a move is one over the number of legal moves (`level_chance`)."""

    def level_chance(self, view: dict, legal: list[dict], level: str, move: dict) -> float | None:
        """The chance that a bot of `level` makes `move` among `legal` in `view`, where its policy states
        it outright (a beginner who picks at random), else None. The review's belief in a person's
        level (core/belief.py) takes a stated chance as it is and estimates the others from a few of
        the level's decisions. Stating it made the lines better: benchmarks/README.md. Gulek's beginner
        picks at random too, but its line for three or more was not measured with it; it is left out."""
        return 1 / len(legal) if level in self.random_levels else None

    @abstractmethod
    def initial_position(self, players: int, options: Options, rng: Rng) -> Position: ...

    def check_players(self, players: Any, options: Options) -> int:
        """The one check of a player count: the counts the spec declares for these options."""
        return self.spec.check_players(players, options)

    def player_counts(self, options: Options) -> list[int]:
        """Every count `check_players` accepts with these options (the catalog lists them)."""
        return list(self.spec.player_counts(options))

    def seat_areas(self, players: int, options: Options) -> list[float] | None:
        """Where each player's own area of the board lies round it, as parts of a turn along the
        board's ring from its first seat's area (None: the players have no areas on the board). The
        table mode seats people at the sides of the table nearest their areas."""
        return None

    review_measure: str = "win"
    """What the review's chances are of (core/evaluate.py's `measure`): `win`, or `solvable` for a
    solitaire whose review says whether the board can still be cleared."""

    graded: bool = True
    """Whether the review grades a player's decisions (the Goose has none: its review is luck alone)."""

    def catalog_entry(self) -> dict:
        return {**self.spec.to_json(), "review": {"measure": self.review_measure, "graded": self.graded}}

    def migrate(self, data: Mapping) -> Mapping:
        """A state saved by an older engine version, brought up to this one, or CorruptState with
        the reason it cannot be. Never changes `data`. By default older versions are refused."""
        raise CorruptState(f"state of {self.spec.id} engine version {data.get('version')!r}, "
                           f"this engine is version {self.spec.version}")

    def next_options(self, position: Position, options: Options) -> dict:
        """The options of the next match at the same table once this one is over (Gurke: the
        winner deals first). By default the same options."""
        return options.to_json()

    @abstractmethod
    def position_from_json(self, data: Any, players: int, options: Options) -> Position: ...

    def bot_move(self, view: dict, legal: list[dict], level: str, rng: Rng, budget_ms: int) -> dict:
        """Default policy: a uniformly random legal move. Games override this with real bots."""
        return rng.choice(legal)

    def hint(self, view: dict, legal: list[dict], rng: Rng, budget_ms: int) -> dict:
        """A suggestion for the seat to move, from its own view: by default what the strongest bot
        would play. Games with more to say (a solver) override this and add their own fields."""
        return {"move": self.bot_move(view, legal, self.spec.bot_levels[-1], rng, budget_ms)}

    def evaluator(self, players: int, options: Options) -> Any:
        """What judges this game's positions for the review (core/evaluate.py's Evaluator) when the
        game can calculate its chances itself; None: by playouts with the normal bot."""
        return None

    def grades_by(self, players: int) -> str:
        """What grades a person's decisions in the review: `search` where `judge_moves` does (in the
        play, at least), else `playouts`."""
        return "playouts"

    def judge_moves(self, position: Position, seat: int, moves: list[dict], rng: Rng,
                    samples: int) -> list[list[float]] | None:
        """`seat`'s chance after each of `moves`, for a game that judges a decision better than its
        playouts do (Gulek in its play and Keezen: by search), from `seat`'s view only: one row a
        sample of what `seat` cannot see (one row where nothing is hidden); None: by playouts."""
        return None

    def data_file(self) -> dict | None:
        """The game's own data file (Stamp Swap's card data), if it has one a player may replace."""
        return None

    def statistics(self, players: int, options: Options, games: int, seed: int) -> dict:
        """Figures for the statistics panel, summed over `games` simulated games."""
        raise BadRequest(f"{self.spec.id} has no statistics")


def _check_move_shape(move: Any, kinds: tuple[str, ...]) -> dict:
    if not isinstance(move, Mapping):
        raise MalformedMove("a move must be an object such as {\"kind\": \"roll\"}")
    kind = move.get("kind")
    if not isinstance(kind, str) or (kinds and kind not in kinds):
        raise MalformedMove(f"unknown kind of move: {kind!r}")
    for key, value in move.items():
        if not isinstance(key, str) or not _is_plain(value):
            raise MalformedMove(f"move field {key!r} is not a plain value")
    return dict(move)


def _is_plain(value: Any, depth: int = 0) -> bool:
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, list) and depth < 2:
        return all(_is_plain(v, depth + 1) for v in value)
    return False


def written(move: Mapping) -> str:
    """A move as the history keeps it: its JSON, compact and with sorted keys, so that one move has
    one spelling. A state crosses the bridge at every move, history and all; a list of short
    strings is read and written at the speed of the JSON library's C code, where a list of objects
    costs a Python dict per move (4-player Keezen at move 900: benchmarks/move_cost.py)."""
    return json.dumps(move, separators=(",", ":"), sort_keys=True)


def read_move(text: str) -> Any:
    """A move of the history back as JSON (its shape is checked where it is played)."""
    try:
        return json.loads(text)
    except ValueError:
        raise CorruptState("a move of the history is not JSON") from None


class State:
    """Game + options + seed + history + the one generator + the current position. The history
    holds each move as its JSON text (see :func:`written`); :meth:`moves` reads them."""

    __slots__ = ("game", "players", "options", "seed", "seats", "history", "undo_floor", "rng", "position")

    def __init__(self, game: Game, players: int, options: Options, seed: int, seats: list[dict],
                 history: list[str], undo_floor: int, rng: Rng, position: Position) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.seed = seed
        self.seats = seats
        self.history = history
        self.undo_floor = undo_floor
        self.rng = rng
        self.position = position

    # --- creating -------------------------------------------------------------------------
    @classmethod
    def new(cls, game: Game, players: Any, options: Any, seed: Any, seats: Any = None) -> State:
        spec = game.spec
        players = spec.check_players(players)
        opts = spec.resolve_options(options)
        players = game.check_players(players, opts)
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            raise BadOptions(f"seed must be a whole number from 0 to {MAX_SEED}")
        seat_list = check_seats(seats, players, game.spec.bot_levels)
        rng = Rng.from_seed(seed)
        position = game.initial_position(players, opts, rng)
        return cls(game, players, opts, seed, seat_list, [], 0, rng, position)

    # --- asking -------------------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.position.to_move()

    def is_over(self) -> bool:
        return self.position.to_move() is None

    def outcome(self) -> dict | None:
        return self.position.outcome()

    def legal_moves(self) -> list[dict]:
        return self.position.legal_moves()

    def view(self, seat: int | None) -> dict:
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.players):
            raise BadOptions(f"there is no seat {seat!r}")
        return self.position.view(seat)

    def can_undo(self) -> bool:
        return len(self.history) > self.undo_floor

    def moves(self) -> list[Any]:
        """The moves played so far, oldest first, read back from the history."""
        return [read_move(text) for text in self.history]

    # --- changing -------------------------------------------------------------------------------
    def apply(self, move: Any, seat: int | None = None) -> tuple[State, list[dict]]:
        move = _check_move_shape(move, self.game.spec.move_kinds)
        mover = self.position.to_move()
        if mover is None:
            raise GameOver("the game is over")
        if seat is not None and seat != mover:
            raise NotYourTurn(f"it is seat {mover}'s turn, not seat {seat}'s")
        legal = self.position.legal_moves()
        if move not in legal:
            raise IllegalMove(f"{move} is not a legal move now")
        position = self.position.copy()
        rng = self.rng.copy()
        events: list[dict] = []
        position.play(move, rng, events)
        for event in events:
            rule = position.event_rule(event)
            if rule is not None:
                event["rule"] = rule
        history = self.history + [written(move)]
        floor = len(history) if (rng != self.rng or self.position.reveals(move)) else self.undo_floor
        return State(self.game, self.players, self.options, self.seed, self.seats, history, floor,
                     rng, position), events

    def undo(self) -> State:
        if not self.can_undo():
            raise UndoNotAllowed("undo cannot go back across dice, deals or revealed cards")
        return self.replayed(self.moves()[:-1])

    def replayed(self, history: list[Any]) -> State:
        """The state reached from this game's seed and options by playing `history`."""
        state = State.new(self.game, self.players, self.options.to_json(), self.seed, self.seats)
        try:
            for move in history:
                state, _ = state.apply(move)
        except (IllegalMove, GameOver, MalformedMove, NotYourTurn) as exc:
            raise CorruptState(f"the history does not replay: {exc}") from None
        return state

    # --- JSON -------------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "schema": SCHEMA,
            "game": self.game.spec.id,
            "version": self.game.spec.version,
            "players": self.players,
            "options": self.options.to_json(),
            "seed": self.seed,
            "seats": self.seats,
            "history": self.history,
            "undo_floor": self.undo_floor,
            "rng": self.rng.to_json(),
            "position": self.position.to_json(),
        }

    @classmethod
    def from_json(cls, data: Any, lookup: Callable[[Any], Game]) -> State:
        """Load a state; `lookup(game_id)` returns the registered Game. The envelope, the position
        and its invariants are checked here; `validate()` replays the history, checking every move."""
        data = fields.obj(data, "state")
        if data.get("schema") not in (1, SCHEMA):
            raise CorruptState(f"unknown state schema {data.get('schema')!r}")
        game = lookup(data.get("game"))
        spec = game.spec
        if data.get("version") != spec.version:
            data = fields.obj(game.migrate(data), "state")
            if data.get("version") != spec.version:
                raise CorruptState(f"a {spec.id} state that could not be brought up to engine version {spec.version}")
        try:
            players = spec.check_players(data.get("players"))
            options = spec.resolve_options(data.get("options"))
            seats = check_seats(data.get("seats"), players, game.spec.bot_levels)
        except BadOptions as exc:
            raise CorruptState(str(exc)) from None
        if options.to_json() != data.get("options"):
            raise CorruptState("the options are incomplete")
        try:
            game.check_players(players, options)
        except BadOptions as exc:
            raise CorruptState(f"{exc}: this game cannot be played on") from None
        seed = fields.integer(data, "seed", 0, MAX_SEED)
        # The moves of the history are not read here, at every call: `validate()` replays them
        # (each checked as any move is) where a state comes in from outside (a save, an import), and
        # undo replays them too. Only their number and that each is a text are looked at here.
        history = fields.array(data, "history")
        if len(history) > spec.max_moves:
            raise CorruptState("the history is longer than any game can be")
        if data.get("schema") == 1:  # saved before moves were kept as texts
            history = [written(move) if isinstance(move, Mapping) else json.dumps(move) for move in history]
        elif not set(map(type, history)) <= {str}:
            raise CorruptState("a move of the history is not a text")
        undo_floor = fields.integer(data, "undo_floor", 0, len(history))
        rng = Rng.from_json(data.get("rng"))
        position = game.position_from_json(data.get("position"), players, options)
        position.check()
        return cls(game, players, options, seed, seats, list(history), undo_floor, rng, position)

    def validate(self) -> None:
        """Raise CorruptState unless this state is exactly what its seed and history give."""
        replay = self.replayed(self.moves())  # CorruptState if a move does not replay
        if replay.to_json() != self.to_json():
            raise CorruptState("the position does not match its own history")
