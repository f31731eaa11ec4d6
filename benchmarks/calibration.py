"""Is the review's win chance honest? Calibration over many bot games (prints figures, asserts nothing).

For each game with more than one seat: play G games of bots at mixed levels (each seat's level
drawn per game, seeds rotated), then take K moves of each game (drawn before it is played, up to the
length of a typical game; a game over by then gives none) and ask the review's own
evaluator (core/evaluate.py, or the game's own judge) for every seat's chance after that move,
through the review's own call (same sample count, same generators, the same move number). Every (chance, did that seat win) pair goes
into a group by tenths of chance. Printed per game:

    CAL <game> <preset> <players>p group=0.3-0.4 n=<values> mean=<mean chance> won=<share> diff=<pp> se=<pp>
    BRIER <game> ... review=<Brier score> base=<Brier of always saying the seat's base rate> values=<n>

`se` is the share's binomial standard error (the values of one game share its outcome, so the true
error is a little larger): near the middle it is about 5 points at 100 values and 3.5 at 200, so a
tenth can miss by 5 points by the luck of the games alone. The goal: in every group with at least
100 values the share won lies within 5 points of the mean chance, and the review's Brier score
beats the base rate's. And for the Gulek solitaires, the solver evaluator's verdict at every move
agrees with the outcome of playing the solver on.

    python benchmarks/calibration.py [--games 400] [--moves 2] [--samples 24] [--only keezen,gulek]
        [--by-level] [--strongest] [--seed 1000] [--people [--forget]] [--plain] [--players 4,5] [--preset NAME] [--dump FILE]

`--people` takes every seat for a person's, as the review of a family's game does: it does not know
their levels, so its playouts draw them from what each seat's moves so far said about it (its
belief, core/belief.py); with `--forget` too, from every level alike whatever the moves said. By
default each seat is the computer player it was, played out at its own level. `--by-level` repeats the groups for the seats of each level (`CAL <game> ... level=<level> group=...`);
`--plain`: where the review says the playouts' shares through the game's fitted spread of chances
(core/chance_prior.py), the groups of the plain shares too, from the same playouts; the BRIER line
gives both scores wherever they differ. `--dump` writes both (`chances` as said, `raw` the shares).
`--strongest` draws the seats' levels from every level, the strongest too (whose playouts may be at a
weaker level: see core/evaluate.py), where by default the strongest of three or more is left out.
The length of a typical game is always measured without the strongest level.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import bot_games
from gurkenglas.core.engine import State
from gurkenglas.core.evaluate import PlayoutEvaluator, won
from gurkenglas.core.review import Timeline, _outlook, _shown, _work_rng, beliefs, evaluator_for
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES

CASES = [
    ("goose", {}, 2), ("goose", {}, 4), ("mixed_pickles", {}, 2), ("mixed_pickles", {}, 3), ("gulek", {}, 2),
    ("gurke", {"preset": "agurk"}, 3), ("keezen", {}, 2), ("stamp_swap", {}, 1),
]


def played(game, options, players, seed, levels):
    """A finished game of bots, each seat at a level drawn from `levels`, and every state on the way."""
    chosen = [levels[Rng.from_seed(seed, stream=900 + s).below(len(levels))] for s in range(players)]
    return bot_games.played(game, options, players, seed, chosen)


def calibrate(game_id, options, players, games, moves, samples, by_level=False, strongest=False, people=False,
              first_seed=1000, forget=False, dump=None, show_plain=False):
    game = GAMES[game_id]
    typical_levels = game.spec.bot_levels[:-1] if len(game.spec.bot_levels) > 2 else game.spec.bot_levels
    levels = game.spec.bot_levels if strongest else typical_levels
    pairs = []  # (seat, chance, won, level)
    plain = []  # the same with the plain shares of the playouts (the same as `pairs` where no spread is fitted)
    start = time.perf_counter()
    # The moves looked at are drawn before the game is played, from the length of a typical game:
    # a move drawn from the game's own length would favour the moves of short games, and a short
    # game is one whose leader went on to win (the figures would look more certain than they are).
    typical = sorted(len(played(game, options, players, 500 + g, typical_levels)) for g in range(20))[10]
    for g in range(games):
        states = played(game, options, players, first_seed + g, levels)
        result = won(states[-1].position, players, game.shares_first_place)
        line = Timeline(states[-1])
        line.follow(states[-1])
        pick = Rng.from_seed(g, stream=77)
        for _ in range(moves):
            k = 1 + pick.below(typical - 1)
            if k >= len(states) - 1:
                continue  # the game was over by then
            # Each bot played out at its own level, as the review does, or, with `people`, every
            # seat taken for a person, whose level the review does not know: the line after move k.
            evaluator = evaluator_for(states[k], [{**seat, "kind": "human", "level": None} for seat in states[k].seats]
                                      if people else None)
            if isinstance(evaluator, PlayoutEvaluator) and not forget:
                evaluator.belief = beliefs(line, evaluator, k)  # what the moves up to k said (none for a bot)
            shares = _outlook(evaluator, states[k], _work_rng(states[k - 1], 0, 0), samples, k)[0]
            chances = _shown(evaluator, states[k], shares, samples)  # as the review says them
            pairs.extend((seat, chances[seat], result[seat], states[0].seats[seat]["level"]) for seat in range(players))
            plain.extend((seat, shares[seat], result[seat], states[0].seats[seat]["level"]) for seat in range(players))
            if dump:
                dump.write(json.dumps({"game": game_id, "players": players, "index": g, "move": k, "chances": chances,
                                       "raw": shares, "won": result, "levels": [seat["level"] for seat in states[0].seats]}) + "\n")
    seconds = time.perf_counter() - start
    name = f"{game_id} {options.get('preset', 'default')} {players}p{' people' if people else ''}{' forget' if people and forget else ''}"
    splits = [("", pairs)]
    if by_level:
        splits += [(f" level={level}", [p for p in pairs if p[3] == level]) for level in levels]
    if show_plain and plain != pairs:
        splits.append((" plain", plain))
    for label, chosen in splits:
        for tenth in range(10):
            group = [(c, w) for _, c, w, _ in chosen if tenth / 10 <= c < (tenth + 1) / 10 or (tenth == 9 and c == 1)]
            if group:
                mean = sum(c for c, _ in group) / len(group)
                share = sum(w for _, w in group) / len(group)
                error = math.sqrt(max(share * (1 - share), 0.01) / len(group))  # binomial, floored near 0 and 1
                print(f"CAL {name}{label} group={tenth / 10:.1f}-{(tenth + 1) / 10:.1f} n={len(group)} mean={mean:.3f} "
                      f"won={share:.3f} diff={100 * (share - mean):+.1f}pp se={100 * error:.1f}pp"
                      f"{'' if len(group) >= 100 else ' (few)'}")
    base = [sum(w for s, _, w, _ in pairs if s == seat) / max(1, sum(1 for s, *_ in pairs if s == seat))
            for seat in range(players)]
    brier = sum((c - w) ** 2 for _, c, w, _ in pairs) / len(pairs)
    brier_base = sum((base[s] - w) ** 2 for s, _, w, _ in pairs) / len(pairs)
    plain_brier = f" plain={sum((c - w) ** 2 for _, c, w, _ in plain) / len(plain):.4f}" if plain != pairs else ""
    print(f"BRIER {name} review={brier:.4f}{plain_brier} base={brier_base:.4f} values={len(pairs)} games={games} "
          f"samples={samples} seed={first_seed} seconds={seconds:.0f}", flush=True)


def solitaires(games):
    """The solver's verdict after every move of games played partly at random, against the end."""
    for game_id in ("gulek_solo", "gulek_single"):
        game = GAMES[game_id]
        evaluator = game.evaluator(1, game.spec.resolve_options({}))
        agree = total = 0
        for g in range(games):
            state = State.new(game, 1, {}, 2000 + g)
            rng = Rng.from_seed(g, stream=5)
            while not state.is_over():
                legal = state.legal_moves()
                verdict = evaluator.chances(state.position, rng, 1)[0]
                # From here on the solver plays: the verdict must be the outcome it reaches.
                probe = state
                while not probe.is_over():
                    probe, _ = probe.apply(game.bot_move(probe.view(0), probe.legal_moves(), "solver", rng, 5000))
                agree += verdict == won(probe.position, 1)[0]
                total += 1
                move = legal[rng.below(len(legal))] if rng.below(4) == 0 else \
                    game.bot_move(state.view(0), legal, "solver", rng, 5000)
                state, _ = state.apply(move)
        print(f"SOLVER {game_id} verdicts={total} agree={agree}", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--moves", type=int, default=2)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--only", default="")
    parser.add_argument("--seed", type=int, default=1000,
                        help="the first game's seed (the games take the next ones; the moves looked at are "
                             "drawn by a game's place in the run, so a run from another seed is not the tail of a longer one)")
    parser.add_argument("--by-level", action="store_true", help="the groups also split by the seat's level")
    parser.add_argument("--people", action="store_true",
                        help="the review takes every seat for a person's, whose level it does not know")
    parser.add_argument("--forget", action="store_true",
                        help="with --people: each person's level drawn from every level alike, not from what their moves said")
    parser.add_argument("--strongest", action="store_true",
                        help="seats drawn from every level, the strongest too (slow: the strong bots play the games)")
    parser.add_argument("--players", type=lambda text: [int(n) for n in text.split(",")], default=None,
                        help="the player counts to measure each chosen game at (e.g. 4,5), instead of its usual ones")
    parser.add_argument("--preset", default="", help="the preset to measure the chosen games under (with --only)")
    parser.add_argument("--plain", action="store_true",
                        help="where the review says the playouts' shares through a fitted spread (core/chance_prior.py), "
                             "the groups of the plain shares too (`CAL <game> ... plain group=...`)")
    parser.add_argument("--dump", type=argparse.FileType("w"),
                        help="also write each line asked for, with the game's result, as a line of JSON to this file")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    cases = CASES
    if args.players:  # each game chosen, at the player counts named instead of its usual ones
        games = [(g, o) for i, (g, o, _) in enumerate(CASES) if (g, o) not in [(h, q) for h, q, _ in CASES[:i]]]
        cases = [(g, o, p) for g, o in games for p in args.players]
    if args.preset:  # each game chosen, under the preset named instead of its usual options
        cases = [(g, {"preset": args.preset}, p) for g, _, p in cases]
    for game_id, options, players in cases:
        if not only or game_id in only:
            calibrate(game_id, options, players, args.games, args.moves, args.samples, args.by_level, args.strongest,
                      args.people, args.seed, args.forget, args.dump, args.plain)
    if not only or only & {"gulek_solo", "gulek_single"}:
        solitaires(min(args.games, 40))


if __name__ == "__main__":
    main()
