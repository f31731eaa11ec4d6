"""What Keezen declares about itself (its switches, presets and bounds), in a module of its own so
that the bots can read options from a view without importing the game package."""

from __future__ import annotations

from ...core.spec import GameSpec, Option
from .rules import HOUSE_RULES

ALL_HOUSE_RULES = dict.fromkeys(HOUSE_RULES, True)

SPEC = GameSpec(
    id="keezen",
    min_players=2,
    max_players=6,
    options=(Option("teams", False, players=((True, (4, 6)),)),
             *(Option(key, False, group="house_rules") for key in HOUSE_RULES)),
    presets={"solo": {"teams": False}, "teams": {"teams": True},
             "house_rules": {"teams": False, **ALL_HOUSE_RULES}, "house_rules_teams": {"teams": True, **ALL_HOUSE_RULES}},
    chance=True,
    hidden_information=True,
    max_moves=20_000,
    version=2,
    # 2: the house rules (options, all off in a save of version 1) and the finishing order.
    move_kinds=("enter", "move", "swap", "seven", "cancel", "discard"),
)
