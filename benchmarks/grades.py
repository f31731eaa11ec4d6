"""Do the review's grades agree with playing strength? (prints figures, asserts nothing)

For each game with decisions: G games of bots whose levels are rotated over the seats (the
strongest, the normal and the weakest level), seeds varied. In each game, D decisions of every seat
that had a choice are picked at random and judged exactly as the review judges a person's move
(from that seat's view, against the hint's and the normal bot's move, with the line's belief in each
person's level from their moves before it, core/belief.py). Printed per game and level:

    GRADE <game> <level> decisions=<n> mean_loss=<points> best=<share> good=.. inaccuracy=.. mistake=.. blunder=..

The goal: the strong bot's mean loss is below the normal bot's, and the normal's below
the easy one's, in every game with decisions. Note that the hint is the strongest bot, so its own
moves can only lose against the normal bot's suggestion: the strong row says how often the
playouts prefer the normal bot's move.

    python benchmarks/grades.py [--games 30] [--decisions 3] [--samples 24] [--only keezen] [--players 2]
                                [--paired [--pair normal,strong] [--seats easy,normal]]

--paired compares two levels on the same decisions instead: at each decision picked (whoever
played it), the weaker and the stronger of two neighbouring levels each choose from that seat's
view, and where their moves differ both are judged as a person's move is. As the positions are the
same, what is left of the difference is the moves' own (a game's luck and its positions cancel), so
far fewer decisions tell the levels apart. Printed per game and pair of levels:

    PAIRED <game> <weaker>-<stronger> decisions=<n> differ=<share> loss_weaker=<pp> loss_stronger=<pp>
           difference=<pp> se=<pp>

(mean losses over every decision picked, equal moves counting alike; the difference is weaker's
loss minus stronger's, with its standard error.) `--seats` names the levels the games' seats take in
turn (by default every level): Gurke's fimpen and sharp are two styles whose strength depends on who
else is at the table, so they are compared at a table of the two.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import bot_games
from gurkenglas.core.evaluate import PlayoutEvaluator
from gurkenglas.core.grading import GRADES, graded, mean_and_error
from gurkenglas.core.review import _work_rng, beliefs, timeline_of
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
    parser.add_argument("--players", type=int, default=0, help="instead of each game's usual count")
    parser.add_argument("--seats", default="", help="the levels the games' seats take in turn (default: every level)")
    parser.add_argument("--paired", action="store_true")
    parser.add_argument("--pair", default="", help="with --paired: only these two levels, e.g. normal,strong")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    for game_id, options, usual in CASES:
        if only and game_id not in only:
            continue
        players = args.players or usual
        game = GAMES[game_id]
        levels = list(game.spec.bot_levels)
        if args.paired:
            paired(game_id, options, players, args)
            continue
        evaluator = GradesOnly(game, players)
        found = {level: [] for level in levels}
        start = time.perf_counter()
        for g in range(args.games):
            seats = [levels[(g + s) % len(levels)] for s in range(players)]
            states = bot_games.played(game, options, players, 500 + g, seats)
            chosen, line = bot_games.decisions(states), timeline_of(states[-1])
            pick = Rng.from_seed(g, stream=3)
            for seat in range(players):
                mine = [c for c in chosen if c[1] == seat]
                for _ in range(min(args.decisions, len(mine))):
                    before, _, move, legal = mine[pick.below(len(mine))]
                    evaluator.belief = beliefs(line, evaluator, len(before.history))
                    verdict = graded(before, seat, move, legal, evaluator,
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


class GradesOnly(PlayoutEvaluator):
    """The review's evaluator, less what a grade does not read: where the game judges a decision
    itself (Game.judge_moves), the grade is found from those rows alone (the review's judge_in_view
    finds them first, from the same random numbers), so the playouts of what its player could expect
    of the move are not played."""

    def judge_in_view(self, position, seat, moves, rng, samples, ply=0):
        if len(moves) > 1 and self.game.spec.hidden_information:
            own = self.game.judge_moves(position, seat, moves, rng, samples)
            if own is not None:
                return own, None
        return super().judge_in_view(position, seat, moves, rng, samples, ply)


def paired(game_id: str, options: dict, players: int, args) -> None:
    game = GAMES[game_id]
    levels = list(game.spec.bot_levels)
    evaluator = GradesOnly(game, players)
    start = time.perf_counter()
    wanted = tuple(filter(None, args.pair.split(",")))
    found = {pair: [] for pair in itertools.pairwise(levels) if not wanted or pair == wanted}
    taking = list(filter(None, args.seats.split(","))) or levels
    for g in range(args.games):
        seats = [taking[(g + s) % len(taking)] for s in range(players)]
        states = bot_games.played(game, options, players, 500 + g, seats)
        chosen, line = bot_games.decisions(states), timeline_of(states[-1])
        pick = Rng.from_seed(g, stream=3)
        for _ in range(min(args.decisions * players, len(chosen))):
            before, seat, _, legal = chosen[pick.below(len(chosen))]
            step = len(before.history) + 1
            evaluator.belief = beliefs(line, evaluator, step - 1)
            for weaker, stronger in found:
                moves = [game.bot_move(before.view(seat), legal, level, Rng.from_seed(g, stream=step * 8 + k), 1000)
                         for k, level in enumerate((weaker, stronger))]
                if moves[0] == moves[1]:
                    found[(weaker, stronger)].append((0.0, 0.0, False))
                    continue
                losses = [graded(before, seat, move, legal, evaluator, _work_rng(before, step, 2), args.samples)["loss"]
                          for move in moves]
                found[(weaker, stronger)].append((losses[0], losses[1], True))
    for (weaker, stronger), rows in found.items():
        if not rows:
            continue
        mean, error = mean_and_error([a - b for a, b, _ in rows])
        print(f"PAIRED {game_id} {weaker}-{stronger} decisions={len(rows)} "
              f"differ={sum(d for *_, d in rows) / len(rows):.2f} "
              f"loss_weaker={100 * sum(a for a, _, _ in rows) / len(rows):.2f}pp "
              f"loss_stronger={100 * sum(b for _, b, _ in rows) / len(rows):.2f}pp "
              f"difference={100 * mean:.2f}pp se={100 * error:.2f}pp", flush=True)
    print(f"TIME {game_id} games={args.games} seconds={time.perf_counter() - start:.0f}", flush=True)


if __name__ == "__main__":
    main()
