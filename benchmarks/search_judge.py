"""Is the chance a search judge gives a move honest? (prints figures, asserts nothing)

Three games judge a decision by search, its value turned into a chance by a fitted scale: Gulek for
two (games/gulek/review.py: the value in balls, `BALLS_PER_ODDS`), Keezen (games/keezen/review.py:
every side's strength as the strong bot scores a board, in each of 24 deals of the unseen cards,
`POINTS_PER_ODDS`) and Gurke (games/gurke/review.py: every seat's room before going out after the
deal played out on ranks, in 96 deals of the unseen cards, `PENALTIES_PER_ODDS`). Here: G games of
bots whose levels are drawn from the two the review's playouts draw from (the beginner's and the
normal one's; Gurke's fimpen and sharp), K decisions of each drawn from the play, and the chance
the judge gives the move played against the game's result (a shared first place counts a half; in
Keezen's teams, both partners win). Printed: the scale that fits the results best (maximum
likelihood), the chances grouped in tenths, and the Brier score against always saying the base rate.

    python benchmarks/search_judge.py GAME [--games 400] [--moves 2] [--players 2] [--preset teams]
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import bot_games
from gurkenglas.core.evaluate import PlayoutEvaluator, won
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES
from gurkenglas.games.gulek import review as gulek
from gurkenglas.games.gurke import review as gurke
from gurkenglas.games.keezen import review as keezen


def _gulek_values(position, seat: int, move: dict) -> list[float] | None:
    return gulek.searched_values(position, seat, [move])


def _keezen_values(position, seat: int, move: dict) -> list[list[float]]:
    return [row[0] for row in keezen.searched_values(position, seat, [move], Rng.from_seed(seat, stream=78), 24)]


def _gurke_values(position, seat: int, move: dict) -> list[list[float | None]] | None:
    rows = gurke.searched_rooms(position, seat, [move], Rng.from_seed(seat, stream=78), 24 * gurke.DEALS_PER_SAMPLE)
    return None if rows is None else [row[0][seat:] + row[0][:seat] for row in rows]  # the mover's room first


def _logistic(value: float, scale: float, players: int) -> float:
    return 1 / (1 + math.exp(-max(-50.0, min(50.0, value / scale))))


def _keezen_chance(strengths: list[float], scale: float, players: int) -> float:
    return keezen.chance_of(strengths, scale)


def _gurke_chance(rooms: list[float | None], scale: float, players: int) -> float:
    return gurke.chance_of(rooms, 0, scale)


JUDGES = {
    "gurke": (_gurke_values, _gurke_chance, gurke.PENALTIES_PER_ODDS, "penalties_per_odds"),
    "gulek": (_gulek_values, _logistic, gulek.BALLS_PER_ODDS, "balls_per_odds"),
    "keezen": (_keezen_values, _keezen_chance, keezen.POINTS_PER_ODDS, "points_per_odds"),
}


def judged(game_id: str, players: int, games: int, moves: int, options: dict) -> list[tuple[list, float]]:
    """(the search's values of the move played, the mover's result) for the decisions drawn."""
    game = GAMES[game_id]
    values_of = JUDGES[game_id][0]
    playout_levels = PlayoutEvaluator(game, players).levels  # the beginner's and the normal one's
    found = []
    for g in range(games):
        levels = [playout_levels[Rng.from_seed(1000 + g, stream=900 + s).below(2)] for s in range(players)]
        states = bot_games.played(game, options, players, 1000 + g, levels)
        result = won(states[-1].position, players, shared=game.shares_first_place)
        chosen = bot_games.decisions(states)
        pick = Rng.from_seed(g, stream=77)
        tries = 0
        taken = 0
        while taken < moves and chosen and tries < 10 * moves:
            tries += 1
            before, seat, move, _ = chosen[pick.below(len(chosen))]
            values = values_of(before.position, seat, move)
            if values is not None:
                found.append((values, result[seat]))
                taken += 1
    return found


def chance(values: list[float], to_chance, scale: float, players: int) -> float:
    return sum(to_chance(v, scale, players) for v in values) / len(values)


def loss_at(found, to_chance, scale: float, players: int) -> float:
    """The mean log loss of the chances had the scale been `scale`."""
    total = 0.0
    for values, result in found:
        p = min(max(chance(values, to_chance, scale, players), 1e-9), 1 - 1e-9)
        total -= result * math.log(p) + (1 - result) * math.log(1 - p)
    return total / len(found)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", choices=sorted(JUDGES))
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--moves", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--preset", default="", help="the game's preset (Keezen: teams; Gurke: agurk, ogorek, ...)")
    args = parser.parse_args()
    options = {"preset": args.preset} if args.preset else {}
    _, to_chance, scale, name = JUDGES[args.game]
    start = time.perf_counter()
    found = judged(args.game, args.players, args.games, args.moves, options)
    n = args.players
    best = min((loss_at(found, to_chance, scale * 1.05 ** k, n), scale * 1.05 ** k) for k in range(-60, 61))
    print(f"FIT {name}={best[1]:.1f} log_loss={best[0]:.4f} (at {scale}: {loss_at(found, to_chance, scale, n):.4f})")
    said = [(chance(v, to_chance, scale, n), r) for v, r in found]
    for tenth in range(10):
        group = [(c, r) for c, r in said if tenth / 10 <= c < (tenth + 1) / 10 or (tenth == 9 and c == 1)]
        if group:
            mean = sum(c for c, _ in group) / len(group)
            share = sum(r for _, r in group) / len(group)
            print(f"JUDGE group={tenth / 10:.1f}-{(tenth + 1) / 10:.1f} n={len(group)} mean={mean:.3f} "
                  f"won={share:.3f} diff={100 * (share - mean):+.1f}pp{'' if len(group) >= 100 else ' (few)'}")
    base = sum(r for _, r in said) / len(said)
    print(f"BRIER judge={sum((c - r) ** 2 for c, r in said) / len(said):.4f} "
          f"base={sum((base - r) ** 2 for _, r in said) / len(said):.4f} values={len(said)} "
          f"games={args.games} seconds={time.perf_counter() - start:.0f}", flush=True)


if __name__ == "__main__":
    main()
