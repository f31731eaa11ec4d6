"""What a game declares about itself: player range, options, presets and bounds.

Variants are data: an option is a named switch with a default and its allowed values, a preset is a
named dictionary of option values, and the resolved options are a frozen mapping handed to the rules.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import BadOptions

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

    def check(self, value: Any) -> Any:
        # bool is an int in Python: compare types as well, so 1 is not taken for True.
        if not any(type(value) is type(v) and value == v for v in self.values):
            raise BadOptions(f"option {self.id!r} cannot be {value!r}; allowed: {list(self.values)}")
        return value

    def to_json(self) -> dict:
        return {"id": self.id, "default": self.default, "values": list(self.values), "group": self.group}


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
    preset_players: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    """Player ranges of presets that allow fewer players than the game (the setup screen applies them)."""

    @property
    def default_level(self) -> str:
        return "normal" if "normal" in self.bot_levels else self.bot_levels[0]
    has_statistics: bool = False
    """Whether the game answers the bridge's `statistics` call (the setup screen's panel)."""

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

    def check_players(self, players: Any) -> int:
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise BadOptions(
                f"{self.id} is for {self.min_players}–{self.max_players} players, not {players!r}"
            )
        return players

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": [opt.to_json() for opt in self.options],
            "presets": [{"id": pid, "options": dict(vals),
                         "players": dict(zip(("min", "max"), self.preset_players.get(pid, (self.min_players, self.max_players))))}
                        for pid, vals in self.presets.items()],
            "chance": self.chance,
            "hidden_information": self.hidden_information,
            "version": self.version,
            "bot_levels": list(self.bot_levels),
            "statistics": self.has_statistics,
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
