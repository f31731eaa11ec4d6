"""Does the review tell one story? Its chance line, its grades and its turning points, measured on
games where every seat is a person, each played by the same bot level (prints figures, asserts nothing).

For each game: the review as the page asks for it (every seat a person, so every decision graded),
then, across each seat's own decisions graded best on a move that drew on no chance, how far that
seat's chance on the line moved (less the luck of the unseen cards) (a sound move of one's own should not move one's own chance: where
it does, the line and the grade are two judges telling two stories); and the turning points named on
a decision the review graded best or good (which should be none). Printed per setting:

    STORY <game> <players>p games=<n> level=<level> samples=<s> best=<decisions> jump_mean=<points>
        jump_p90=<points> jump_max=<points> points=<turning points> on_sound=<of them on a best or good move>
        seconds=<review time per game>

In a game with hidden cards the line is an onlooker's, who sees every hand, and the grade is the
mover's, who does not: the review counts what the unseen cards did to a decision as luck (its
step's `luck`, from "cards"), and the jump is measured without it. So is what the move told about
its player (the step's `learned` part, core/belief.py): the review says it apart, under the move.

    python benchmarks/review_story.py GAME PLAYERS GAMES [LEVEL] [--samples 24] [--preset NAME] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import bot_games
from gurkenglas.core import review
from gurkenglas.core.engine import State, read_move
from gurkenglas.games import GAMES


def reviewed(game_id: str, options: dict, players: int, seed: int, level: str, samples: int) -> dict:
    """A game of `level` bots in every seat, replayed with every seat a person, and its whole review."""
    game = GAMES[game_id]
    played = bot_games.played(game, options, players, seed, [level] * players)[-1]
    people = [{"kind": "human", "name": f"Person {s + 1}"} for s in range(players)]
    state = State.new(game, players, options, seed, people)
    for move in played.history:
        state, _ = state.apply(read_move(move))
    return review.review(state, None, budget_ms=10**9, samples=samples)


def story(answer: dict) -> tuple[list[float], int, int]:
    """The jumps (in points, signed) of a seat's own chance across its best moves without chance, the
    turning points, and those of them on a decision graded best or good."""
    jumps = []
    before = answer["start"]
    steps = {step["step"]: step for step in answer["steps"]}
    for step in answer["steps"]:
        decision, mover = step["decision"], step["mover"]
        if decision and decision["grade"] == "best" and step.get("luck_from") != "draw":
            cards = step["luck"][mover] if step["luck"] else 0.0  # the unseen cards' luck, where the mover had any
            said = step["learned"][mover] if "learned" in step else 0.0  # what the move told about its player
            jumps.append((step["chance"][mover] - before[mover] - cards - said) * 100)
        before = step["chance"]
    points = answer["turning_points"]
    on_sound = sum(1 for p in points if (steps[p["step"]]["decision"] or {}).get("grade") in ("best", "good")
                   and p["cause"] == "decision")
    return jumps, len(points), on_sound


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("players", type=int)
    parser.add_argument("games", type=int)
    parser.add_argument("level", nargs="?")
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--preset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    level = args.level or GAMES[args.game].spec.bot_levels[-1]
    options = {"preset": args.preset} if args.preset else {}
    jumps, points, on_sound, took = [], 0, 0, []
    for g in range(args.games):
        started = time.perf_counter()
        answer = reviewed(args.game, options, args.players, args.seed + g, level, args.samples)
        took.append(time.perf_counter() - started)
        found = story(answer)
        jumps += found[0]
        points += found[1]
        on_sound += found[2]
    signed = statistics.fmean(jumps) if jumps else 0.0
    jumps = [abs(j) for j in jumps]
    ranked = sorted(jumps)
    p90 = ranked[min(len(ranked) - 1, int(0.9 * len(ranked)))] if ranked else 0.0
    print(f"STORY {args.game} {args.players}p games={args.games} level={level} samples={args.samples} best={len(jumps)} "
          f"jump_mean={statistics.fmean(jumps) if jumps else 0:.1f} jump_p90={p90:.1f} jump_max={max(jumps, default=0):.1f} jump_signed={signed:+.1f} "
          f"points={points} on_sound={on_sound} seconds={statistics.fmean(took):.0f}")


if __name__ == "__main__":
    main()
