"""Do the review's grades agree with playing strength? (prints figures, asserts nothing)

For each game with decisions: G games of bots whose levels are rotated over the seats (the
strongest, the normal and the weakest level), seeds varied. In each game, D decisions of every seat
that had a choice are picked at random and judged exactly as the review judges a person's move
(from that seat's view, against the hint's and the normal bot's move). Printed per game and level:

    GRADE <game> <level> decisions=<n> mean_loss=<points> best=<share> good=.. inaccuracy=.. mistake=.. blunder=..

The goal (issue 24): the strong bot's mean loss is below the normal bot's, and the normal's below
the easy one's, in every game with decisions. Note that the hint is the strongest bot, so its own
moves can only lose against the normal bot's suggestion: the strong row says how often the
playouts prefer the normal bot's move.

    python benchmarks/grades.py [--games 30] [--decisions 3] [--samples 24] [--only keezen]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from gurkenglas.core.engine import State
from gurkenglas.core.evaluate import PlayoutEvaluator
from gurkenglas.core.review import GRADES, _decision, _work_rng
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES

CASES = [("keezen", {}, 2), ("gurke", {"preset": "agurk"}, 3), ("gulek", {}, 2), ("mixed_pickles", {}, 2),
         ("stamp_swap", {"preset": "level1"}, 1)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--decisions", type=int, default=3)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    for game_id, options, players in CASES:
        if only and game_id not in only:
            continue
        game = GAMES[game_id]
        levels = list(game.spec.bot_levels)
        evaluator = PlayoutEvaluator(game, players)
        found = {level: [] for level in levels}
        start = time.perf_counter()
        for g in range(args.games):
            seats = [levels[(g + s) % len(levels)] for s in range(players)]
            state = State.new(game, players, options, 500 + g)
            chosen = []  # (state before, seat, move, legal)
            while not state.is_over():
                seat = state.to_move()
                legal = state.legal_moves()
                move = game.bot_move(state.view(seat), legal, seats[seat],
                                     Rng.from_seed(500 + g, stream=len(state.history) * 8 + seat + 1), 1000)
                if len(legal) > 1:
                    chosen.append((state, seat, move, legal))
                state, _ = state.apply(move)
            pick = Rng.from_seed(g, stream=3)
            for seat in range(players):
                mine = [c for c in chosen if c[1] == seat]
                for _ in range(min(args.decisions, len(mine))):
                    before, _, move, legal = mine[pick.below(len(mine))]
                    verdict = _decision(before, seat, move, legal, evaluator,
                                        _work_rng(before, len(before.history) + 1, 2), args.samples)
                    found[seats[seat]].append(verdict)
        seconds = time.perf_counter() - start
        for level in levels:
            verdicts = found[level]
            if not verdicts:
                continue
            share = {grade: sum(v["grade"] == grade for v in verdicts) / len(verdicts) for grade in GRADES}
            print(f"GRADE {game_id} {level} decisions={len(verdicts)} "
                  f"mean_loss={100 * sum(v['loss'] for v in verdicts) / len(verdicts):.1f}pp "
                  + " ".join(f"{grade}={share[grade]:.2f}" for grade in GRADES), flush=True)
        print(f"TIME {game_id} games={args.games} seconds={seconds:.0f}", flush=True)


if __name__ == "__main__":
    main()
