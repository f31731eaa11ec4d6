"""What a game declares about itself: player range, options, presets and bounds.

Variants are data: an option is a named switch with a default and its allowed values, a preset is a
named dictionary of option values, and the resolved options are a frozen mapping handed to the rules.

Player counts are data too. The game declares its range; a preset may declare the counts its rule
set is for, and an option value the counts it needs (Keezen's teams: 4 or 6). The counts a set of
resolved options allows are the game's range, narrowed by the preset these options are (if they are
one: see `preset_of`) and by every option value that names counts. The engine checks a count here
and nowhere else (`GameSpec.check_players`), and the catalog lists the same counts per preset, so
the setup screen offers exactly what starts: a rule about counts is always data, never code.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import BadOptions
from .guide import Guide

SEAT_KINDS = ("human", "bot", "automa")
BOT_LEVELS = ("easy", "normal", "strong")
MAX_NAME_LENGTH = 40


@dataclass(frozen=True)
class Option:
    """One switch of a game's rules. `values` lists every allowed value, the default among them."""

    id: str
    default: Any
    values: tuple = (False, True)
    group: str | None = None
    """A heading the setup screen gathers switches under (games with many switches)."""
    players: tuple[tuple[Any, tuple[int, ...]], ...] = ()
    """(value, player counts) for values that are only for some counts (Keezen's teams: 4 or 6);
    a value not named here allows every count."""
    table: bool = False
    """Not a rule but how this table starts (Gurke's first dealer of a series of matches): set by
    the app, not offered as a switch, and left out when options are matched against the presets."""

    @property
    def rule(self) -> bool:
        """Whether the option is part of a rule set, so that a preset names its value: not a table
        option, nor a data file (see stamp_swap's DataOption), which go with any rule set."""
        return not self.table

    def check(self, value: Any) -> Any:
        if not any(same_value(value, v) for v in self.values):
            raise BadOptions(f"option {self.id!r} cannot be {value!r}; allowed: {list(self.values)}")
        return value

    def counts_for(self, value: Any) -> tuple[int, ...] | None:
        """The player counts `value` is for, or None when it allows every count."""
        return next((counts for v, counts in self.players if same_value(value, v)), None)

    def to_json(self) -> dict:
        out = {"id": self.id, "default": self.default, "values": list(self.values), "group": self.group,
               "players": [{"value": v, "counts": list(counts)} for v, counts in self.players]}
        if self.table:
            out["kind"] = "table"
        return out


def same_value(a: Any, b: Any) -> bool:
    """Equal and of the same type: bool is an int in Python, and 1 must not be taken for True."""
    return type(a) is type(b) and a == b


def describe_counts(counts: tuple[int, ...] | list[int]) -> str:
    """2–4; 4 or 6; 2, 3 or 5: the counts in words for an error message."""
    runs: list[list[int]] = []
    for n in sorted(counts):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    parts = [f"{r[0]}–{r[-1]}" if len(r) > 2 else ", ".join(map(str, r)) for r in runs]
    text = ", ".join(parts)
    if not text:
        return "no number of"
    head, sep, tail = text.rpartition(", ")
    return f"{head} or {tail}" if sep else text


class Options(Mapping):
    """Resolved options: read-only, readable as attributes (`options.classic_geese`)."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_values", dict(values))

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __getattr__(self, key: str) -> Any:
        try:
            return self._values[key]
        except KeyError:
            raise AttributeError(key) from None

    def __setattr__(self, key: str, value: Any) -> None:
        raise AttributeError("options are read-only")

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"Options({self._values!r})"

    def to_json(self) -> dict:
        return dict(self._values)


@dataclass(frozen=True)
class GameSpec:
    """The declaration every game module makes (compare OpenSpiel's GameType)."""

    id: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    presets: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    chance: bool = False
    hidden_information: bool = False
    max_moves: int = 10_000
    """No game of this kind is longer than this many moves (a bound the conformance suite checks)."""
    version: int = 1
    """Bumped when saved states of an older engine can no longer be read as they are."""
    move_kinds: tuple[str, ...] = ()
    bot_levels: tuple[str, ...] = BOT_LEVELS
    """The levels that play differently in this game (the setup screen offers only these). A game
    may name its own levels (Gurke's bots are named after the seed's playing styles)."""
    level_strength: Mapping[str, tuple[str, int]] = field(default_factory=dict)
    """What each level beats, measured against a yardstick no one here wrote: OpenSpiel's general
    tree search, which plays N random games to their end before each of its moves
    (`benchmarks/outside.py --simulations N`, the figures in benchmarks/README.md), N of 10 and 100
    (and 1000 for a level that beat 100 by a wide margin).
    ("beats", N): the most simulations the level scored more than two standard errors above an
    even share against; ("even", N): within two standard errors of it; ("loses", N): below, N the
    fewest tried. The setup screen says it in words."""
    preset_players: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    """The player counts of presets that are for fewer counts than the game (every count listed)."""
    preset_variants: Mapping[str, Mapping[str, tuple]] = field(default_factory=dict)
    """A preset's own options: switches a table may set to one of these values and still be playing
    that rule set (Kurko with two or three jokers)."""

    @property
    def default_level(self) -> str:
        """The level a computer player plays at unless a table asks for another (the setup's
        first choice, the guided game's computer players): "normal" where the game has it."""
        return "normal" if "normal" in self.bot_levels else self.bot_levels[0]
    has_statistics: bool = False
    """Whether the game answers the bridge's `statistics` call (the setup screen's panel)."""
    rules: Mapping[str, str] = field(default_factory=dict)
    """Every rule id the game gives (on a legal move, an event, a reason why not), each with the
    section of the game's rules text that tells it (`web/rules/<game>/<lang>.json`): the "Why?"
    button opens the rules there, and the guide explains a rule the first time it comes up."""
    guide: Guide | None = None
    """The game's guided game ("Learn to play")."""
    why_not_reasons: tuple[str, ...] = ()
    """The reasons `Position.why_not` can give (keys `<game>.why_not.<reason>`), for the test that
    every one has words in every language."""
    table_mode: bool = False
    """Whether the board lies between the players, so that a tablet may lie in the middle of the
    table with the players round it (the setup offers table mode); not a game whose cards are held
    or passed, nor a solitaire."""

    def option(self, option_id: str) -> Option:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        raise BadOptions(f"{self.id} has no option {option_id!r}")

    def resolve_options(self, raw: Any) -> Options:
        """Defaults, then the named preset, then single overrides, each checked."""
        if raw is None:
            raw = {}
        if not isinstance(raw, Mapping):
            raise BadOptions("options must be an object")
        values = {opt.id: opt.default for opt in self.options}
        preset = raw.get("preset")
        if preset is not None:
            if preset not in self.presets:
                raise BadOptions(f"{self.id} has no preset {preset!r}")
            values.update(self.presets[preset])
        for key, value in raw.items():
            if key != "preset":
                values[key] = self.option(key).check(value)
        return Options(values)

    def preset_of(self, options: Mapping[str, Any]) -> str | None:
        """The preset these resolved options are: every rule equal to the preset's, except the
        preset's own options, which may take any of their values (options that are no rule never
        count). None for custom rules."""
        for pid in self.presets:
            values = self.resolve_options({"preset": pid})
            variants = self.preset_variants.get(pid, {})
            if all(not opt.rule or (any(same_value(options[opt.id], v) for v in variants[opt.id]) if opt.id in variants
                                 else same_value(options[opt.id], values[opt.id]))
                   for opt in self.options):
                return pid
        return None

    def player_counts(self, options: Mapping[str, Any]) -> tuple[int, ...]:
        """The player counts these resolved options are for: the game's range, narrowed by the
        preset they are (if any) and by every option value that names its counts."""
        counts = set(range(self.min_players, self.max_players + 1))
        preset = self.preset_of(options)
        if preset is not None and preset in self.preset_players:
            counts &= set(self.preset_players[preset])
        for opt in self.options:
            only = opt.counts_for(options[opt.id])
            if only is not None:
                counts &= set(only)
        return tuple(sorted(counts))

    def check_players(self, players: Any, options: Mapping[str, Any] | None = None) -> int:
        """A whole number within the game's range, and, given resolved options, one of their counts."""
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise BadOptions(
                f"{self.id} is for {self.min_players}–{self.max_players} players, not {players!r}"
            )
        if options is not None:
            counts = self.player_counts(options)
            if players not in counts:
                preset = self.preset_of(options)
                rules = f"the {preset} rules of {self.id}" if preset else f"the custom rules of {self.id}"
                narrowing = [f"{opt.id} {options[opt.id]!r}" for opt in self.options
                             if opt.counts_for(options[opt.id]) is not None]
                if narrowing:
                    rules += " with " + ", ".join(narrowing)
                raise BadOptions(f"{rules} are for {describe_counts(counts)} players, not {players}")
        return players

    def to_json(self) -> dict:
        """The catalog entry, with the player counts of every preset."""
        return {
            "id": self.id,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": [opt.to_json() for opt in self.options],
            "presets": [{"id": pid, "options": dict(vals),
                         "variants": {oid: list(values) for oid, values in self.preset_variants.get(pid, {}).items()},
                         "players": list(self.player_counts(self.resolve_options({"preset": pid})))}
                        for pid, vals in self.presets.items()],
            "chance": self.chance,
            "hidden_information": self.hidden_information,
            "version": self.version,
            "bot_levels": list(self.bot_levels),
            "default_level": self.default_level,
            "level_strength": {level: {"verb": verb, "simulations": n} for level, (verb, n) in self.level_strength.items()},
            "table_mode": self.table_mode,
            "statistics": self.has_statistics,
            "rules": dict(self.rules),
            "guide": self.guide.to_json() if self.guide else None,
        }


def check_seats(seats: Any, players: int, levels: tuple[str, ...] = BOT_LEVELS) -> list[dict]:
    """Seats as the bridge takes them: `{"kind", "name", "level"}`, one per player."""
    if seats is None:
        return [{"kind": "human", "name": f"Player {i + 1}", "level": None} for i in range(players)]
    if not isinstance(seats, list) or len(seats) != players:
        raise BadOptions(f"seats must be a list of {players} seats")
    checked = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, Mapping):
            raise BadOptions(f"seat {i} must be an object")
        kind = seat.get("kind", "human")
        if kind not in SEAT_KINDS:
            raise BadOptions(f"seat {i}: kind must be one of {list(SEAT_KINDS)}")
        name = seat.get("name", f"Player {i + 1}")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
            raise BadOptions(f"seat {i}: a name of 1–{MAX_NAME_LENGTH} characters is needed")
        level = seat.get("level")
        if kind == "human":
            level = None
        elif level is None:
            level = "normal" if "normal" in levels else levels[0]
        elif level not in levels:
            raise BadOptions(f"seat {i}: level must be one of {list(levels)}")
        checked.append({"kind": kind, "name": name.strip(), "level": level})
    return checked
