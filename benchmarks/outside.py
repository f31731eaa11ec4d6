"""Our strongest bot against OpenSpiel's general searches at the same thinking time (a script, not a
test; it needs `open-spiel`, a test dependency).

    python3 benchmarks/outside.py gurke --players 2 --games 40
    python3 benchmarks/outside.py gurke --preset gurka_se --players 3 --games 30
    python3 benchmarks/outside.py keezen | gulek | mixed_pickles | stamp_swap [--seconds 0.5]
    python3 benchmarks/outside.py mixed_pickles --times 10

The game is played through the OpenSpiel adapter (benchmarks/spiel_games.py: actions are the
engine's moves, every draw is a chance node, hidden cards are dealt anew for a search from its
seat's view). One seat is our bot at the strongest of the game's `bot_levels` (or `--level`), called through the
game's `bot_move` with its seat's own view and legal moves and a budget of `--seconds`; every other
seat is OpenSpiel's player: `MCTSBot` for Gulek (perfect information), `ISMCTSBot` for the other
games, both with an evaluator of one random rollout (or, with `--rollouts LEVEL`, one played by that level
of ours in every seat, each from its own view) and an exploration constant of 2.

The same thinking time: a search's time is set by its number of simulations. Before each of its
decisions the opponent is given as many simulations as fit in our bot's mean decision time so far,
at its own mean time per simulation so far (at first 8, until both have a measure; never fewer than
2, the least a search needs to choose); over a run its mean decision time comes to ours, or to
`--times` K times ours. With `--simulations N` the opponent is given N simulations at every
decision instead, whatever the time: a fixed yardstick to describe each level by, and the line
ends in `verdict=beats|even|loses` (more than two standard errors above an even share, within two,
or below: the rule of each game's `level_strength`). Our bots mostly decide well within their budget, so the time matched is what
they take, not `--seconds`. Forced moves (one legal move) are played without asking either side and
are not timed. The line says both sides' mean decision times and the opponent's mean simulations.

Seats are rotated over one deal: each deal (the same seed, so the same first cards and the same
sequence of chance outcomes) is played once with our bot in every seat, so in a game for two every
deal is played twice with the hands exchanged; `--games` is rounded up to whole deals. Gulek has no
deal: its games differ by the players' random choices alone. A game's score for our bot is 1 for a
win, 1/k for a first place shared by k players, 0 for a loss; the fair share is 1 / players.

Stamp Swap has one player against the automa Pinzetta: each deal is played once by our bot and once
by the opponent, and a deal's score is 1 if our bot's margin over Pinzetta is larger than the
opponent's, 1/2 if the margins are equal, 0 if smaller (0.5 is an even match).

Prints one line per setting:

    OUTSIDE <game> <players>p games=<n> seconds=<budget> strong=<our mean score> err=<one
    standard error> opponent=<name and settings> preset=<preset> level=<our bot's level>

and nothing else but the progress on stderr. Figures, never assertions: a few games say little.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

import spiel_games
from gurkenglas.core.rng import Rng

UCT_C = 2.0
FIRST_SIMULATIONS = 8


@dataclass
class Clock:
    """Decision times of both sides and the opponent's simulations, for the time match."""

    times: float = 1.0
    fixed: int | None = None  # a set number of simulations a decision instead of the time match
    ours: list[float] = field(default_factory=list)
    theirs: list[float] = field(default_factory=list)
    simulations: list[int] = field(default_factory=list)

    def next_simulations(self) -> int:
        if self.fixed is not None:
            return self.fixed
        if not self.ours or not self.theirs:
            return FIRST_SIMULATIONS
        per_simulation = sum(self.theirs) / sum(self.simulations)
        return max(2, round(self.times * statistics.mean(self.ours) / per_simulation))


class BotRollouts(mcts.RandomRolloutEvaluator):
    """A rollout played to the end by one of our own levels in every seat, each from its own view,
    instead of random moves (the draws still at random); its prior is the random evaluator's."""

    def __init__(self, level: str, random_state: np.random.RandomState) -> None:
        super().__init__(n_rollouts=1, random_state=random_state)
        self.level = level

    def evaluate(self, state):
        state = state.clone()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[self._random_state.randint(len(outcomes))][0])
                continue
            actions = state.legal_actions()
            if len(actions) > 1:
                engine = state.engine()
                seat = engine.to_move()
                rng = Rng.from_seed(int(self._random_state.randint(2**31)))
                actions = [state.action_of(engine.game.bot_move(engine.view(seat), engine.legal_moves(), self.level, rng, 1000))]
            state.apply_action(actions[0])
        return np.array(state.returns())


def opponent(game, perfect: bool, seed: int, rollouts: str | None = None):
    rng = np.random.RandomState(seed)
    evaluator = BotRollouts(rollouts, rng) if rollouts else mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    if perfect:
        return mcts.MCTSBot(game, UCT_C, FIRST_SIMULATIONS, evaluator, random_state=rng, solve=True)
    return ismcts.ISMCTSBot(game, evaluator, UCT_C, FIRST_SIMULATIONS, random_state=rng)


def set_simulations(bot, count: int) -> None:
    if isinstance(bot, mcts.MCTSBot):
        bot.max_simulations = count
    else:
        bot._max_simulations = count


def play(game, deal: int, ours: set[int], bot, clock: Clock, seconds: float,
         level: str | None = None) -> spiel_games.OutsideState:
    """One game to its end: `ours` the seats of our bot, the others the opponent's."""
    engine_game = game.engine_game
    level = level or engine_game.spec.bot_levels[-1]
    chance = random.Random(deal)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(chance.randrange(spiel_games.CHANCE_OUTCOMES))
            continue
        actions = state.legal_actions()
        if len(actions) == 1:
            state.apply_action(actions[0])
            continue
        engine = state.engine()
        seat = engine.to_move()
        start = time.perf_counter()
        if seat in ours:
            rng = Rng.from_seed(spiel_games.mixed_seed(deal, seat, len(engine.history)))
            move = engine_game.bot_move(engine.view(seat), engine.legal_moves(), level, rng, round(seconds * 1000))
            action = state.action_of(move)
            clock.ours.append(time.perf_counter() - start)
        else:
            count = clock.next_simulations()
            set_simulations(bot, count)
            action = bot.step(state)
            clock.theirs.append(time.perf_counter() - start)
            clock.simulations.append(count)
        state.apply_action(action)
    return state


def head_to_head(setting: tuple, games: int, seconds: float, clock: Clock, seed: int,
                 rollouts: str | None = None, level: str | None = None) -> list[float]:
    """Our bot's score in each game, seats rotated over every deal."""
    scores = []
    for deal in range(seed, seed + math.ceil(games / setting[2])):
        game = spiel_games.load(*setting, seed=deal)
        perfect = not game.engine_game.spec.hidden_information
        for mine in range(game.num_players()):
            bot = opponent(game, perfect, deal * 16 + mine, rollouts)
            end = play(game, deal, {mine}, bot, clock, seconds, level)
            scores.append(end.returns()[mine])
            print(f"deal {deal} seat {mine}: {scores[-1]:.2f}", file=sys.stderr, flush=True)
    return scores


def against_pinzetta(setting: tuple, games: int, seconds: float, clock: Clock, seed: int,
                     rollouts: str | None = None, level: str | None = None) -> list[float]:
    """Stamp Swap: per deal 1 if our margin over Pinzetta beats the opponent's, 1/2 if equal."""
    scores = []
    for deal in range(seed, seed + math.ceil(games / 2)):
        game = spiel_games.load(*setting, seed=deal)
        mine = play(game, deal, {0}, None, clock, seconds, level).engine().position.margin()
        theirs = play(game, deal, set(), opponent(game, False, deal, rollouts), clock, seconds).engine().position.margin()
        scores.append(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
        print(f"deal {deal}: ours {mine:+}, theirs {theirs:+}", file=sys.stderr, flush=True)
    return scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=spiel_games.GAME_IDS)
    parser.add_argument("--preset", help="a preset of the game (the adapter's default if left out)")
    parser.add_argument("--players", type=int, help="the player count (the least the adapter plays if left out)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=1.0, help="our bot's budget per decision")
    parser.add_argument("--times", type=float, default=1.0, help="the opponent's time as a multiple of ours")
    parser.add_argument("--seed", type=int, default=0, help="the first deal")
    parser.add_argument("--level", help="our bot's level (the strongest if left out)")
    parser.add_argument("--simulations", type=int,
                        help="the opponent's simulations a decision, the same for every decision (instead of the time match)")
    parser.add_argument("--rollouts", help="the opponent's rollouts played by this level of ours (random moves if left out)")
    args = parser.parse_args()
    preset = args.preset or spiel_games.DEFAULT_PRESETS[args.game]
    players = args.players or spiel_games.SETTINGS[args.game][preset][0]
    setting = (args.game, preset, players)
    clock = Clock(args.times, args.simulations)
    if args.game == "stamp_swap":
        scores = against_pinzetta(setting, args.games, args.seconds, clock, args.seed, args.rollouts, args.level)
        played = 2 * len(scores)
    else:
        scores = head_to_head(setting, args.games, args.seconds, clock, args.seed, args.rollouts, args.level)
        played = len(scores)
    share = statistics.mean(scores)
    err = statistics.stdev(scores) / math.sqrt(len(scores)) if len(scores) > 1 else 0.0
    # Against a fixed yardstick, the verdict the setup screen's words rest on (GameSpec.level_strength):
    # more than two standard errors above an even share, within two, or below.
    even = 0.5 if args.game == "stamp_swap" else 1 / players
    verdict = "beats" if share - even > 2 * err else "even" if abs(share - even) <= 2 * err else "loses"
    name = "MCTSBot" if args.game == "gulek" else "ISMCTSBot"
    ours = args.level or spiel_games.GAMES[args.game].spec.bot_levels[-1]
    print(f"OUTSIDE {args.game} {players}p games={played} seconds={args.seconds:g} strong={share:.3f} "
          f"err={err:.3f} opponent={name}(uct_c={UCT_C:g},{f'rollouts_by={args.rollouts}' if args.rollouts else 'random_rollouts=1'},"
          f"{f'simulations={args.simulations}' if args.simulations else f'time={args.times:g}x_ours'},"
          f"mean_simulations={statistics.mean(clock.simulations):.0f},"
          f"its_move={statistics.mean(clock.theirs):.3f}s,our_move={statistics.mean(clock.ours):.3f}s) preset={preset} level={ours}"
          f"{f' verdict={verdict}' if args.simulations else ''}",
          flush=True)


if __name__ == "__main__":
    main()
