"""How much of each game is skill: how often the strongest bot beats the weakest, as measured.

The post-game review says, for example, "in Keezen the stronger player wins about 10 of 10 games
against a beginner"; this table holds the figures it says it from. `benchmarks/skill.py` prints
them: the game's strongest bot level (the last of its `bot_levels`) against its weakest (the first)
at the default preset with two players, and Keezen also with four in teams, seats rotated. How and
when they were measured, with the table the script printed, is in benchmarks/README.md.

`strong_wins` is the strong side's share of the wins; `se` its standard error, taken over seeds
(0 where the strong side won every game, which then says little). `measured` names the run.

The weakest level of Keezen, Gulek, Mixed Pickles and Stamp Swap ("easy") picks a legal move at
random, so there the strong bot beats a player who makes no plan at all; a human beginner does better
than that. Gurke's weakest level, Fimpen, plays a simple style of its own (it sheds its highest play).

The Goose has no decisions: every seat wins 1 / players of the games by the rules (`observed` is
what the benchmark's games gave the seat it picked out). Stamp Swap is one player against the automa
Pinzetta: the table gives each level's share of wins against her at the default preset (Level 1). The Gulek solitaires have no opponent and no entry.
"""

from __future__ import annotations

import copy

MEASURED = "2026-11-27, benchmarks/skill.py"

SKILL: dict[str, dict] = {
    "goose": {"preset": "standard", "players": 2, "strong": "normal", "weak": "normal", "games": 200,
              "strong_wins": 0.5, "chance_only": True, "observed": 0.515, "se": 0.036, "measured": MEASURED},
    "keezen": {"preset": "solo", "players": 2, "strong": "strong", "weak": "easy", "games": 200,
               "strong_wins": 1.0, "se": 0.0, "measured": MEASURED,
               "also": [{"preset": "teams", "players": 4, "strong": "strong", "weak": "easy", "games": 80,
                         "strong_wins": 1.0, "se": 0.0, "measured": MEASURED}]},
    "gurke": {"preset": "agurk", "players": 2, "strong": "strong", "weak": "fimpen", "games": 200,
              "strong_wins": 0.855, "se": 0.024, "measured": MEASURED},
    "gulek": {"preset": "standard", "players": 2, "strong": "strong", "weak": "easy", "games": 200,
              "strong_wins": 1.0, "se": 0.0, "measured": MEASURED},
    "mixed_pickles": {"preset": "standard", "players": 2, "strong": "strong", "weak": "easy", "games": 200,
                      "strong_wins": 0.935, "se": 0.016, "measured": MEASURED},
    "stamp_swap": {"preset": "level1", "players": 1, "opponent": "pinzetta", "games": 200,
                   "wins": {"easy": 0.05, "normal": 0.625}, "se": {"easy": 0.015, "normal": 0.034},
                   "measured": MEASURED},
}


def skill_for(game_id: str) -> dict | None:
    """The measured figures for a game (a copy the caller may change), or None for a game without
    them (the solitaires, or a game not measured)."""
    entry = SKILL.get(game_id)
    return copy.deepcopy(entry) if entry is not None else None
