"""How many times the tablet is handed over in a game of people passing it round, with every seat on
the tablet and with some seats on their players' own phones (prints figures, asserts nothing).

The page's rule (web/ui/play-session.js, the engine's `play` with `private`): the tablet shows one
seat's secrets, its `viewer`, or nobody's (None, as at the start of a game of several people). After
every move, a viewer who is not the seat to move next becomes None. When a person's seat on the
tablet is to move and the viewer is not that seat, the tablet shows a hand-over card; tapping it
makes that seat the viewer: one hand-over. A seat played on its player's own phone never gets a
hand-over card and never becomes the tablet's viewer (the phone shows that seat; the tablet stays at
the onlooker's view).

Each game is played to its end (a Gurke match over all its deals) by the game's bots, every seat
deciding from its own view through the engine (the same path as `bot_games.played`), with every seat
a person's for the counting; the same game is then counted twice, all seats on the tablet and the
seats of `--phones` on phones. Printed per game and for all of them:

    HANDOVERS <game> <players>p preset=<p> seed=<s> moves=<n> tablet_only=<count> with_phones=<count> phones=<seats, 1-based>
    HANDOVERS <game> <players>p games=<g> tablet_only_mean=<x> with_phones_mean=<y> ratio=<y/x>

    python benchmarks/phone_handovers.py GAME PLAYERS [--games 3] [--seed 1] [--preset NAME]
        [--phones 2,3 (0-based seats; default the last two)] [--level LEVEL (default the game's)]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from gurkenglas.core.engine import State
from gurkenglas.core.rng import Rng
from gurkenglas.games import GAMES


def movers(game, options: dict, players: int, seed: int, level: str) -> list[int]:
    """The seat to move before each move of a finished game of `level` bots, every seat a person's.
    Each decision's generator comes from `seed` and the move's number, as in `bot_games.played`."""
    people = [{"kind": "human", "name": f"Person {s + 1}"} for s in range(players)]
    state = State.new(game, players, options, seed, people)
    seats = []
    while not state.is_over():
        seat = state.to_move()
        seats.append(seat)
        move = game.bot_move(state.view(seat), state.legal_moves(), level,
                             Rng.from_seed(seed, stream=len(state.history) * 8 + seat + 1), 1000)
        state, _ = state.apply(move)
    return seats


def handovers(seats: list[int], phones: set[int]) -> int:
    """The hand-over cards tapped on the tablet in a game whose moves were made by `seats` in turn,
    the seats in `phones` played on phones."""
    viewer, count = None, 0
    for i, seat in enumerate(seats):
        if seat not in phones and viewer != seat:
            count += 1  # the hand-over card: its person takes the tablet
            viewer = seat
        following = seats[i + 1] if i + 1 < len(seats) else None
        if viewer is not None and following != viewer:
            viewer = None  # the tablet moves on
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("players", type=int)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset")
    parser.add_argument("--phones", help="0-based seats on phones, comma-separated (default: the last two)")
    parser.add_argument("--level")
    args = parser.parse_args()
    game = GAMES[args.game]
    level = args.level or game.spec.default_level
    options = {"preset": args.preset} if args.preset else {}
    preset = game.spec.preset_of(game.spec.resolve_options(options)) or "custom"
    phones = ({int(s) for s in args.phones.split(",") if s.strip()} if args.phones is not None
              else set(range(max(0, args.players - 2), args.players)))
    if any(not 0 <= s < args.players for s in phones):
        parser.error(f"--phones: seats are 0 to {args.players - 1}")
    named = ",".join(str(s + 1) for s in sorted(phones)) or "none"
    tablet, phoned = [], []
    for g in range(args.games):
        seed = args.seed + g
        seats = movers(game, options, args.players, seed, level)
        tablet.append(handovers(seats, set()))
        phoned.append(handovers(seats, phones))
        print(f"HANDOVERS {args.game} {args.players}p preset={preset} seed={seed} moves={len(seats)} "
              f"tablet_only={tablet[-1]} with_phones={phoned[-1]} phones={named}", flush=True)
    x, y = statistics.fmean(tablet), statistics.fmean(phoned)
    print(f"HANDOVERS {args.game} {args.players}p games={args.games} tablet_only_mean={x:.1f} "
          f"with_phones_mean={y:.1f} ratio={y / x if x else float('nan'):.2f}")


if __name__ == "__main__":
    main()
