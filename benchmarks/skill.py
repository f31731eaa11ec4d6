"""How much of each game is skill: the strongest bot against the weakest, seats rotated (a script, not a test).

    python3 benchmarks/skill.py            # 200 games a case (fewer where a case says so)
    python3 benchmarks/skill.py 60         # 60 games a case
    python3 benchmarks/skill.py 400 --no-cap --only keezen
    python3 benchmarks/skill.py 60 --only keezen --next-strongest   # strong against normal

For every game with more than one seat: the game's strongest bot level (`bot_levels[-1]`) plays its
weakest (`bot_levels[0]`) at the game's default preset with two players; Keezen also with four in
teams (the strong level in two seats of one team, the weak level in the other two). Gurke's default
preset is Agurk, which is for 2 to 7 players: it is measured with 2.

Each seed is played once with the strong side in every seat (in teams: once as the team of seats 0
and 2, once as 1 and 3), so every seat holds the strong bot equally often and the two sides meet the
same opening deal or first roll (the Goose, whose bots are all alike, takes a new seed each game). A game counts for the strong side as the share of its `winners`
that are strong seats (a shared win of both sides counts a half; a team's win counts whole). The
standard error is taken over seeds (the mean of a seed's games), since the games of one seed are
not independent of each other.

Each bot decides from its own seat's view with its own generator
`Rng.from_seed(seed, stream=moves * 8 + seat + 1)` and the app's budget of 1000 ms; the bots' work is
fixed, so the budget is only a safety stop and the figures do not depend on the machine's speed
unless a decision runs into it.

The Goose has no decisions (one bot level): its share is 1 / players by the rules; the script still
plays it, cheaply, with a "strong" seat that is merely rotated, to show the share come out at a half.
Stamp Swap is one player against the automa Pinzetta: each level's share of wins against her at the
default preset (Level 1). The Gulek solitaires have no opponent and are only named.

Prints one line per case:
`SKILL <game> <preset> <players>p strong=<level> weak=<level> games=<G> strong_wins=<share> ± <se> seconds=<t>`
(Stamp Swap: `level=<level> vs=pinzetta ... wins=<share> ± <se>`). Runs in one process.

The figures of the run that `py/gurkenglas/core/skill.py` holds are in benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES

BUDGET_MS = 1000
SEED_BASE = 20261127

# (game, preset, players, teams, most games): "most" caps the games of a slow case (Keezen in teams
# takes several seconds a game; benchmarks/README.md has the times). --no-cap plays the games asked
# for everywhere.
CASES = [
    ("goose", "standard", 2, False, None),
    ("keezen", "solo", 2, False, None),
    ("keezen", "teams", 4, True, 80),
    ("gurke", "agurk", 2, False, None),
    ("gulek", "standard", 2, False, None),
    ("mixed_pickles", "standard", 2, False, None),
]
SOLO = ("stamp_swap", "level1")
SOLITAIRES = ("gulek_solo", "gulek_single")


def play(game_id: str, preset: str, levels: list[str], seed: int) -> dict:
    """One game with a bot of `levels[i]` in seat i; its outcome."""
    game = GAMES[game_id]
    seats = [{"kind": "bot", "name": f"{level}{i}", "level": level} for i, level in enumerate(levels)]
    state = State.new(game, len(levels), {"preset": preset}, seed, seats)
    moves = 0
    while not state.is_over():
        seat = state.to_move()
        rng = Rng.from_seed(seed, stream=moves * 8 + seat + 1)
        move = game.bot_move(state.view(seat), state.legal_moves(), levels[seat], rng, BUDGET_MS)
        state, _ = state.apply(move)
        moves += 1
    return state.outcome()


def strong_seat_sets(players: int, teams: bool) -> list[set[int]]:
    """The seats the strong side holds, one set per rotation."""
    if teams:
        return [set(range(0, players, 2)), set(range(1, players, 2))]
    return [{seat} for seat in range(players)]


def credit(winners: list[int], strong: set[int]) -> float:
    """The strong side's share of one game's win."""
    return sum(w in strong for w in winners) / len(winners) if winners else 0.0


def mean_and_se(per_seed: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(per_seed)
    se = statistics.stdev(per_seed) / math.sqrt(len(per_seed)) if len(per_seed) > 1 else float("nan")
    return mean, se


def match(game_id: str, preset: str, players: int, teams: bool, games: int, pair: tuple[int, int] = (-1, 0)) -> None:
    levels = GAMES[game_id].spec.bot_levels
    strong, weak = levels[pair[0]], levels[pair[1]]
    rotations = strong_seat_sets(players, teams)
    seeds = max(1, round(games / len(rotations)))
    started = time.perf_counter()
    per_seed, shared, none = [], 0, 0
    for k in range(seeds):
        credits = []
        for r, seats in enumerate(rotations):
            # The Goose's bots are all alike: one seed in every rotation would play the same game twice.
            seed = SEED_BASE + (k * len(rotations) + r if game_id == "goose" else k)
            outcome = play(game_id, preset, [strong if s in seats else weak for s in range(players)], seed)
            winners = outcome["winners"]
            shared += any(w in seats for w in winners) and any(w not in seats for w in winners)
            none += not winners
            credits.append(credit(winners, seats))
        per_seed.append(statistics.fmean(credits))
    share, se = mean_and_se(per_seed)
    notes = []
    if game_id == "goose":
        notes.append(f"chance only: 1/{players} by the rules")
    if shared:
        notes.append(f"shared wins={shared}")
    if none:
        notes.append(f"no winner={none}")
    print(f"SKILL {game_id} {preset} {players}p strong={strong} weak={weak} games={seeds * len(rotations)} "
          f"strong_wins={share:.3f} ± {se:.3f} seconds={time.perf_counter() - started:.0f}"
          + "".join(f" ({n})" for n in notes), flush=True)


def against_pinzetta(games: int) -> None:
    game_id, preset = SOLO
    for level in GAMES[game_id].spec.bot_levels:
        started = time.perf_counter()
        wins = [float(bool(play(game_id, preset, [level], SEED_BASE + k)["winners"])) for k in range(games)]
        share, se = mean_and_se(wins)
        print(f"SKILL {game_id} {preset} 1p level={level} vs=pinzetta games={games} wins={share:.3f} ± {se:.3f} "
              f"seconds={time.perf_counter() - started:.0f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="?", type=int, default=200, help="games a case (default 200)")
    parser.add_argument("--no-cap", action="store_true", help="play the games asked for in the slow cases too")
    parser.add_argument("--only", action="append", help="only this game (may be given more than once)")
    parser.add_argument("--next-strongest", action="store_true",
                        help="the strongest level against the one below it (is the strong bot stronger than the normal?)")
    args = parser.parse_args()
    pair = (-1, -2) if args.next_strongest else (-1, 0)
    wanted = set(args.only or GAMES)
    for game_id, preset, players, teams, most in CASES:
        if game_id in wanted:
            games = args.games if args.no_cap or most is None else min(args.games, most)
            if len(GAMES[game_id].spec.bot_levels) > 1 or not args.next_strongest:
                match(game_id, preset, players, teams, games, pair)
    if SOLO[0] in wanted:
        against_pinzetta(args.games)
    for game_id in SOLITAIRES:
        if game_id in wanted:
            print(f"SKILL {game_id} solitaire (no opponent)", flush=True)


if __name__ == "__main__":
    main()
