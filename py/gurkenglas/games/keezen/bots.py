"""Keezen bots. Each decides from its own seat's view and the legal moves only.

- easy: a random legal move.
- normal: looks one whole turn ahead (a seven as a complete split) and scores the board: progress
  of the team's pawns, pawns home, pawns in danger of being caught from behind or at an opponent's
  start, opponents' progress, and the flexible cards (A, K, 7, J, 4) worth keeping.
- strong: for the best few turns of `normal`, samples the unseen cards (other hands and the stock)
  consistently with the view, lets every seat play on with the normal policy for a while, and picks
  the turn with the best average outcome. It takes a fixed number of samples, so its choice never depends on the machine's speed.
"""

from __future__ import annotations

import time

from ...core.rng import NoShuffle, Rng
from ...core.spec import Options
from .board import HOME, NEST, Board, Pawns, is_home, is_track
from .cards import SEVEN
from .position import KeezenPosition

KEEP = {"A": 6.0, "K": 5.0, "7": 5.0, "J": 3.0, "4": 3.0}
HOME_BONUS = 30.0
DANGER = 9.0
CANDIDATES = 4
ROLLOUT_TURNS = 4
SAMPLES = 24
"""A strong move must fit 1 s in Pyodide, which runs this code at about half the speed of CPython;
24 samples × 4 candidates × 4 turns keep it well inside that (timings in benchmarks/README.md)."""


# --- whole turns ----------------------------------------------------------------------------------
def turns(position: KeezenPosition) -> list[list[dict]]:
    """Every complete turn for the player to move: one move, or all the parts of a seven."""
    result = []
    for move in position.legal_moves():
        if move["kind"] == "cancel":
            continue
        if move["kind"] != "seven":
            result.append([move])
            continue
        after = _apply_part(position, move)
        if after.seven is None:
            result.append([move])
        else:
            result.extend([move] + rest for rest in turns(after))
    return result


def _apply_part(position: KeezenPosition, move: dict) -> KeezenPosition:
    after = position.copy()
    after.play(move, _NO_DEAL, [])
    return after


_NO_DEAL = NoShuffle()  # looking ahead never deals new cards


def board_after(position: KeezenPosition, turn: list[dict]) -> Pawns:
    pawns = position.pawns.copy()
    for move in turn:
        kind = move["kind"]
        if kind == "enter":
            owner = move["owner"]
            pawns.land(owner, pawns.locs[owner].index(NEST), position.board.start(owner))
        elif kind in ("move", "seven"):
            pawns.land(move["owner"], move["pawn"], move["to"])
        elif kind == "swap":
            a, b = pawns.locs[move["owner"]][move["pawn"]], pawns.locs[move["other"]][move["other_pawn"]]
            pawns.locs[move["owner"]][move["pawn"]], pawns.locs[move["other"]][move["other_pawn"]] = b, a
    return pawns


# --- scoring a board ------------------------------------------------------------------------------
def progress(position: KeezenPosition, pawns: Pawns, owner: int) -> float:
    board = position.board
    start, track = board.start(owner), board.track
    total = 0.0
    for loc in pawns.locs[owner]:
        if loc == NEST:
            continue
        if is_home(loc):
            total += track + HOME_BONUS + 2 * (loc - HOME)
        else:
            total += 4 + (loc - start) % track
    return total


def danger(position: KeezenPosition, pawns: Pawns, owner: int, team: set[int]) -> float:
    """How exposed `owner`'s pawns on the track are to opponents behind them or entering.
    When pawns wait before their home (no second lap), a pawn cannot hunt past its own entrance."""
    board = position.board
    track = board.track
    opponents = [p for p in range(position.players) if p not in team]
    hunters = [loc for p in opponents for loc in pawns.locs[p] if is_track(loc)]
    # When pawns wait, how far each hunter may go before its own entrance.
    before_home = {loc: (board.entrance(p) - loc) % track for p in opponents for loc in pawns.locs[p]
                   if is_track(loc)} if position.wait else None
    entering = {board.start(p) for p in opponents if NEST in pawns.locs[p]}
    own_start = board.start(owner)
    risk = 0.0
    for loc in pawns.locs[owner]:
        if not is_track(loc) or loc == own_start:
            continue
        value = (loc - own_start) % track + 4
        for theirs in hunters:
            gap = (loc - theirs) % track
            if 1 <= gap <= 12 and (before_home is None or gap <= before_home[theirs]):
                risk += value * (0.6 if gap in (4, 11) else 1.0) / 12  # 4 goes backward, no card is 11
        if loc in entering:
            risk += value * 0.5
    return risk


def standing(position: KeezenPosition, pawns: Pawns, player: int, team: set[int]) -> float:
    """How well `player` stands: its pawns' progress less the danger they stand in (`team`: its side)."""
    return progress(position, pawns, player) - DANGER * danger(position, pawns, player, team) / 10


def score(position: KeezenPosition, pawns: Pawns, me: int) -> float:
    partner = position.partner(me)
    team = {me} | ({partner} if partner is not None else set())
    total = 0.0
    opponents = [p for p in range(position.players) if p not in team]
    if position.places:  # with the places rule, those who have finished are out of the race
        opponents = [p for p in opponents if not position.finished(p)]
    for p in team:
        total += standing(position, pawns, p, team)
    for p in opponents:
        total -= progress(position, pawns, p) * (len(team) / max(1, len(opponents)))
    return total


def card_cost(turn: list[dict]) -> float:
    first = turn[0]
    card = SEVEN if first["kind"] == "seven" else first.get("card", "")  # a discard lays no card
    return KEEP.get(card, 0.0)


def rank_turns(position: KeezenPosition, me: int) -> list[tuple[float, list[dict]]]:
    scored = [(score(position, board_after(position, t), me) - card_cost(t), i, t) for i, t in enumerate(turns(position))]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [(s, t) for s, _, t in scored]


# --- the policies -------------------------------------------------------------------------------------
def choose(position: KeezenPosition, me: int, level: str, rng: Rng, budget_ms: int) -> dict:
    legal = position.legal_moves()
    if level == "easy" or len(legal) == 1:
        return legal[rng.below(len(legal))]
    ranked = rank_turns(position, me)
    if not ranked:
        return legal[0]
    if level == "normal" or len(ranked) == 1:
        return ranked[0][1][0]
    return _strong(position, me, ranked[:CANDIDATES], rng, budget_ms)[0]


def _strong(position: KeezenPosition, me: int, candidates: list[tuple[float, list[dict]]], rng: Rng,
            budget_ms: int) -> list[dict]:
    """Every candidate is played on in the same SAMPLES sampled worlds. The number of samples is
    fixed, so a decision does not depend on the machine's speed; the budget is only a safety stop."""
    deadline = time.perf_counter() + budget_ms / 1000 * 0.9
    totals = [0.0] * len(candidates)
    for _ in range(SAMPLES):
        world = position.sample_hidden(me, rng)
        for k, (_, turn) in enumerate(candidates):
            totals[k] += _rollout(world, turn, me)
        if time.perf_counter() > deadline:
            break
    best = max(range(len(candidates)), key=lambda k: (totals[k], -k))
    return candidates[best][1]


def _rollout(world: KeezenPosition, turn: list[dict], me: int) -> float:
    position = played_on(world, turn, me)
    for place, side in enumerate(position.places):
        if me in side:
            return 1e4 - 1e3 * place  # finished (with the places rule, earlier is better)
    if position.winners is not None:
        return -1e4  # over, and not among those who finished
    return score(position, position.pawns, me)


def played_on(world: KeezenPosition, turn: list[dict], me: int) -> KeezenPosition:
    """`world` after `me` plays `turn` (a whole turn, or the first part of a seven, whose rest is then
    played as the normal policy would) and every seat plays on by the normal policy for
    `ROLLOUT_TURNS` turns, or until the cards run out: what the strong bot looks at."""
    position = world.copy()
    for move in turn:
        position.play(move, _NO_DEAL, [])
    if position.turn == me and position.seven is not None:
        _play_best(position, me)  # the rest of a seven
    for _ in range(ROLLOUT_TURNS):
        if position.turn is None or not any(position.hands) or not _play_best(position, position.turn):
            break
    return position


def _play_best(position: KeezenPosition, seat: int) -> bool:
    """Play the normal policy's whole turn for `seat`; False where it has none."""
    ranked = rank_turns(position, seat)
    if not ranked:
        return False
    for move in ranked[0][1]:
        position.play(move, _NO_DEAL, [])
    return True


def position_from_view(view: dict, options: Options, rng: Rng) -> KeezenPosition:
    """The position as the seat to move sees it, with the cards it cannot see dealt at random."""
    seat = view["to_move"]
    players = len(view["pawns"])
    board = Board.for_players(players)
    hands = [list(view["hand"]) if p == seat else [] for p in range(players)]
    seven = view["seven"]
    if seven is not None:
        seven = {"left": seven["left"], "used": [list(u) for u in seven["used"]], "before": [list(r) for r in view["pawns"]]}
    position = KeezenPosition(board, options, Pawns(board, [list(r) for r in view["pawns"]]),
                              hands, [], view["dealer"], view["deal"] - 1, seat, list(view["folded"]),
                              [dict(p) for p in view["pile"]], seven, None, list(view["gone"]),
                              [list(side) for side in view["places"]])
    position.hands = [h if p == seat else ["2"] * view["hand_counts"][p] for p, h in enumerate(hands)]
    return position.sample_hidden(seat, rng)  # the placeholders become cards the seat has not seen


__all__ = ["choose", "played_on", "position_from_view", "standing", "turns"]
