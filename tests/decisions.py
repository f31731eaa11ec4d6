"""The corpus of decisions the table tests draw: for every game, the first position at which a
person meets a kind of move or a phase of the table not met before (so every control a table offers
comes up), and the finished game, as saves the page opens from Saved games. The positions come from seeded games the
computer players play on the engine, with people in every seat, as many as a family seats (layout.py's
PEOPLE), so every hand-over and every seat row is there. The same seeds give the same corpus."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from gurkenglas.games import get_game
from layout import PEOPLE
from saves import ok, people, save

# The rule sets whose games are played for each game's corpus (every Gurke rule set: each brings
# decisions of its own, an exchange, a redeal, a double), and their seeds.
RULES = {"gurke": [{"preset": p} for p in get_game("gurke").spec.presets],
         "mixed_pickles": [{"preset": "standard"}, {"preset": "table"}],
         "stamp_swap": [{"preset": "intro"}, {"preset": "level1"}],
         "keezen": [{"preset": "solo"}, {"preset": "teams"}]}
SEEDS = {"default": (1, 2), "gurke": (1,), "gulek_single": (1, 2, 3), "gulek_solo": (1, 2, 3)}
# The first game of each corpus is played to its end (for the result); the others only this far.
MOVES_AT_MOST = 150


@dataclass(frozen=True)
class Decision:
    game: str
    kind: str  # what the person decides, e.g. "move+seven" or "play:card", or "over" for the result
    step: int  # moves played before it
    record: dict  # the save the page opens

    @property
    def id(self) -> str:
        return f"{self.game}-{self.kind}"


def decision_kinds(state: dict, legal: dict) -> tuple[set[str], str]:
    """What a decision offers: the phase of the table (the view's, where it has one; else "") and
    its moves' kinds, each with that phase ("play:card", or "seven" in a game without phases)."""
    phase = ok("view", state=state, seat=legal["seat"]).get("phase")
    phase = phase if isinstance(phase, str) else ""
    return {f"{phase}:{m['move']['kind']}" if phase else m["move"]["kind"] for m in legal["moves"]}, phase


@functools.cache
def corpus(game: str) -> list[Decision]:
    """The first position of each new kind of move or phase met in the game's seeded games, then its
    result."""
    found: dict[str, Decision] = {}
    met: set[str] = set()
    rules = get_game(game)
    level = rules.spec.bot_levels[0]
    finished = None
    for options, seed in ((o, s) for o in RULES.get(game, [{}]) for s in SEEDS.get(game, SEEDS["default"])):
        limit = None if finished is None else MOVES_AT_MOST
        counts = rules.player_counts(rules.spec.resolve_options(options))
        players = PEOPLE[game] if PEOPLE[game] in counts else counts[0]
        state = ok("new_game", game=game, players=players, seed=seed, seats=people(players), options=options)["state"]
        log: list = []
        while not ok("status", state=state)["over"] and (limit is None or len(log) < limit):
            legal = ok("legal_moves", state=state)
            kinds, phase = decision_kinds(state, legal)
            if not kinds <= met or (phase and f"phase {phase}" not in met):
                met |= kinds | ({f"phase {phase}"} if phase else set())
                kind = "+".join(sorted(kinds))
                found[kind] = Decision(game, kind, len(log), save(game, state, log, False, f"{game}-{len(found)}"))
            after = ok("apply", state=state, move=ok("bot_move", state=state, level=level)["move"])
            state, log = after["state"], log + [after["events"]]
        if finished is None and ok("status", state=state)["over"]:
            finished = Decision(game, "over", len(log), save(game, state, log, True, f"{game}-over"))
    return list(found.values()) + ([finished] if finished else [])
