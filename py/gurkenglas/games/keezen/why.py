"""Why, in Keezen: the rule a move or an event follows, and why a thing on the table (a pawn, a
square, a home square, a card in the hand) has no move for the seat to move.

Rules are named by the ids of SPEC.rules (RULES below, each with the section of the rules text,
web/rules/keezen, that tells it). A reason why not is `keezen.why_not.<reason>` (REASONS) with its
args and its rule; it is worked out from what the seat sees: the board, its own hand and the seven
being played, never another hand.
"""

from __future__ import annotations

from .base import KeezenBase
from .board import HOME, NEST, PAWNS, is_home, is_track
from .cards import BACKWARD, ENTER, FORWARD, ORDER, SEVEN, SWAP
from .walk_path import walk_path

RULES = {
    "turn": "turn",                    # play one card; you must play one if any fits
    "discard": "turn",                 # no card fits: the whole hand is laid down
    "deal": "cards_and_deals",
    "win": "aim",
    "out": "cards",                    # an ace or a king brings a pawn from the nest onto its start
    "ace": "cards",                    # the ace's one step forward
    "queen": "cards",
    "forward": "cards",                # 2, 3, 5, 6, 8, 9, 10: that many squares forward
    "four": "cards",                   # four backward
    "jack": "cards",                   # the jack's swap
    "seven": "seven",                  # the seven, split over pawns
    "cancel": "seven",                 # taking a seven back before it is complete
    "seven_pawns": "house_rules",      # at most two own pawns share a seven, each moving once
    "capture": "moving",
    "start_protection": "moving",      # a pawn on its own start blocks, and cannot be swapped or captured
    "home": "home",
    "teams": "teams",
    "partner_pawns": "teams",          # with all your pawns home you move your partner's
    "bounce_back": "optional_rules",
    "wait_before_home": "optional_rules",
    "places": "optional_rules",
    "jack_from_start": "optional_rules",
    "handover": "app",                 # passing one device between the people at the table
}

REASONS = (
    "not_yours", "partner_later", "all_home", "start_no_swap", "jack_track", "jack_no_own", "jack_no_target",
    "need_out", "start_taken", "nest_empty", "all_in_nest", "home_stuck", "home_count", "blocked",
    "must_go_home", "four_track", "seven_incomplete", "seven_used", "seven_nest",
    "seven_no_part", "finish_seven", "no_card", "no_reach", "not_your_home", "home_exact",
)

CARD_RULES = {"A": "ace", "K": "out", "Q": "queen", "4": "four", SWAP: "jack", SEVEN: "seven"}
"""The rule of playing a card of each rank (the number cards: `forward`)."""


def _reason(reason: str, rule: str, **args: int) -> dict:
    return {"key": f"keezen.why_not.{reason}", "args": args, "rule": rule}


# --- the rules of a move and of an event ------------------------------------------------------------
def main_rule(move: dict) -> str:
    """The rule a move follows, whatever the position."""
    kind = move["kind"]
    if kind == "move":
        return CARD_RULES.get(move["card"], "forward")
    return {"enter": "out", "swap": "jack", "seven": "seven", "cancel": "cancel"}.get(kind, "discard")


def move_rules(position: KeezenBase, move: dict) -> tuple[str, ...]:
    """The rules a legal move follows, the main one first: what the card does, then a capture, a
    pawn put on its own start (where it is protected), the home, a bounce (a house rule), a jack
    taken from its start (a house rule), a partner's pawn."""
    rules = [main_rule(move)]
    kind, pawns, board = move["kind"], position.pawns, position.board
    owner: int = move.get("owner", -1)
    if position.captures(move) is not None:
        rules.append("capture")
    if kind == "enter":
        rules.append("start_protection")
    elif kind in ("move", "seven"):
        start, dest = pawns.locs[owner][move["pawn"]], move["to"]
        if dest == board.start(owner):
            rules.append("start_protection")
        if is_home(dest):
            rules.append("home")
        backward = move.get("card") in BACKWARD
        steps = move["steps"] if kind == "seven" else BACKWARD[move["card"]] if backward else FORWARD[move["card"]]
        if position.bounce and walk_path(board, owner, start, dest, steps, backward)[1]:
            rules.append("bounce_back")
    elif kind == "swap" and pawns.locs[owner][move["pawn"]] == board.start(owner):
        rules.append("jack_from_start")
    if owner >= 0 and owner != position.turn:
        rules.append("partner_pawns")
    return tuple(rules)


def decision_rule(position: KeezenBase, legal: list[dict]) -> str | None:
    """What the choice now is about: the parts of a seven, a hand with nothing to play, or which
    card to play."""
    if not legal:
        return None
    if position.seven is not None:
        return "seven"
    return "discard" if legal[0]["kind"] == "discard" else "turn"


def event_rule(position: KeezenBase, event: dict, played: dict | None) -> str:
    """The rule of an event of the move `played` (None if not known), on the position it led to."""
    kind = event["type"]
    if kind == "card":
        return main_rule(played) if played else CARD_RULES.get(event["card"], "forward")
    if kind == "move":
        if event.get("bounced"):
            return "bounce_back"
        if played is not None:
            return main_rule(played)
        return "four" if event["backward"] else "forward"
    if kind == "swap":
        return "jack_from_start" if event["from"] == position.board.start(event["owner"]) else "jack"
    if kind == "game_over":
        return "places" if position.for_places else "teams" if position.teams else "win"
    return {"enter": "out", "capture": "capture", "home": "home", "discard": "discard",
            "seven_cancelled": "cancel", "deal": "deal", "finished": "places"}[kind]


# --- why a thing has no move --------------------------------------------------------------------------
def why_not(position: KeezenBase, legal: list[dict], seat: int, thing: str) -> dict | None:
    """Why `thing` has no legal move for `seat` (to move, with the legal moves `legal`): a reason,
    or None when some legal move involves it or the thing is not one of this table's."""
    if thing in _involved(position, legal):
        return None
    if thing.startswith("card:"):
        rank = thing.removeprefix("card:")
        return _card(position, seat, rank) if rank in position.hands[seat] else None
    parsed = _parse(position, thing)
    if parsed is None:
        return None
    kind, a, b = parsed
    if kind == "pawn":
        return _pawn(position, seat, a, b)
    place = a if kind == "square" else HOME + b
    standing = position.pawns.at(place) if kind == "square" else (
        (a, position.pawns.locs[a].index(place)) if place in position.pawns.locs[a] else None)
    if standing is not None:
        return why_not(position, legal, seat, f"pawn:{standing[0]}:{standing[1]}")
    actor = position.actor(seat)
    if kind == "home":
        return _reason("not_your_home", "home", seat=a) if a != actor else _reason("home_exact", "home")
    if position.seven is None and a == position.board.start(actor) and NEST in position.pawns.locs[actor]:
        return _reason("need_out", "out")  # the start is free and a pawn waits: no ace or king
    return _reason("no_reach", "turn")


def _parse(position: KeezenBase, thing: str) -> tuple[str, int, int] | None:
    """A pawn, a track square or a home square of this table: (kind, number, number)."""
    kind, *parts = thing.split(":")
    if not parts or not all(p.isdigit() for p in parts):
        return None
    numbers = [int(p) for p in parts]
    if kind == "square" and len(numbers) == 1 and numbers[0] < position.board.track:
        return kind, numbers[0], 0
    if kind in ("pawn", "home") and len(numbers) == 2 and numbers[0] < position.players and numbers[1] < PAWNS:
        return kind, numbers[0], numbers[1]
    return None


def _involved(position: KeezenBase, legal: list[dict]) -> set[str]:
    """Every thing some legal move involves: its card, its pawns, where they stand and go."""
    locs, board = position.pawns.locs, position.board
    things: set[str] = set()

    def place(owner: int, loc: int) -> None:
        if is_home(loc):
            things.add(f"home:{owner}:{loc - HOME}")
        elif is_track(loc):
            things.add(f"square:{loc}")
            victim = position.pawns.at(loc)
            if victim is not None:
                things.add(f"pawn:{victim[0]}:{victim[1]}")

    for move in legal:
        kind, owner = move["kind"], move.get("owner", -1)
        if "card" in move or (kind == "seven" and position.seven is None):
            things.add(f"card:{move.get('card', SEVEN)}")
        if kind == "enter":
            things |= {f"pawn:{owner}:{i}" for i, loc in enumerate(locs[owner]) if loc == NEST}
            place(owner, board.start(owner))
        elif kind in ("move", "seven"):
            things.add(f"pawn:{owner}:{move['pawn']}")
            place(owner, move["to"])
        elif kind == "swap":
            place(owner, locs[owner][move["pawn"]])
            place(move["other"], locs[move["other"]][move["other_pawn"]])
    return things


def _pawn(position: KeezenBase, seat: int, owner: int, index: int) -> dict:
    actor = position.actor(seat)
    loc = position.pawns.locs[owner][index]
    if owner != actor:
        return _not_moved(position, seat, actor, owner, loc)
    if position.seven is not None:
        return _seven_pawn(position, seat, owner, index, loc)
    hand = position.hands[seat]
    if loc == NEST:
        if not any(card in ENTER for card in hand):
            return _reason("need_out", "out")
        return _reason("start_taken", "start_protection")
    if is_home(loc):
        return _home_pawn(position, owner, index, loc)
    return _track_pawn(position, hand, owner, index, loc)


def _not_moved(position: KeezenBase, seat: int, actor: int, owner: int, loc: int) -> dict:
    """A pawn the seat does not move with its cards: its own once all are home, or another's."""
    if owner == seat:
        return _reason("all_home", "partner_pawns", seat=actor)
    if SWAP in position.hands[seat] and position.seven is None:
        if loc == position.board.start(owner):
            return _reason("start_no_swap", "start_protection", seat=owner)
        if not is_track(loc):
            return _reason("jack_track", "jack")
        return _reason("jack_no_own", "jack")  # it could be swapped, but none of the seat's pawns can
    if owner == position.partner(seat):
        return _reason("partner_later", "partner_pawns", seat=owner)
    return _reason("not_yours", "jack", seat=owner)


def _seven_pawn(position: KeezenBase, seat: int, owner: int, index: int, loc: int) -> dict:
    """A pawn of the seat's side that no part of the seven being played can move. (A third pawn of
    the seat's own never needs its reason: a part after which the seven cannot be completed is not
    offered, and once the seat's pawns are all home the rest goes to the partner's.)"""
    assert position.seven is not None
    used = position.seven["used"]
    if [owner, index] in used:
        return _reason("seven_used", "seven_pawns")
    if loc == NEST:
        return _reason("seven_nest", "seven")
    return _reason("seven_no_part", "seven")


def _home_pawn(position: KeezenBase, owner: int, index: int, loc: int) -> dict:
    h = loc - HOME
    if not position.bounce and (h == PAWNS - 1 or h + 1 in position.pawns.home_taken(owner, index)):
        return _reason("home_stuck", "home")
    return _reason("home_count", "home")


def _track_pawn(position: KeezenBase, hand: list[str], owner: int, index: int, loc: int) -> dict:
    """A pawn on the track that no card in the hand moves: what stops it, most telling first."""
    for card in sorted(set(hand), key=ORDER.__getitem__):
        steps = FORWARD.get(card) or BACKWARD.get(card) or (7 if card == SEVEN else 0)
        blocker = _blocker(position, owner, loc, steps, card in BACKWARD) if steps else None
        if blocker is not None:
            return _reason("blocked", "start_protection", seat=blocker)
    if position.wait and any(card in FORWARD for card in hand):
        return _reason("must_go_home", "wait_before_home")
    if SWAP in hand:
        if loc == position.board.start(owner):
            return _reason("start_no_swap", "start_protection", seat=owner)
        return _reason("jack_no_target", "jack")
    if SEVEN in hand:
        return _reason("seven_incomplete", "seven")
    return _reason("no_card", "turn")


def _blocker(position: KeezenBase, owner: int, loc: int, steps: int, backward: bool) -> int | None:
    """The owner of a pawn on its own start within `steps` of `loc` along the track the way the
    pawn goes (forward: not past its own entrance, where it may turn into its home), or None."""
    pawns, board = position.pawns, position.board
    direction = -1 if backward else 1
    square = loc
    for _ in range(steps):
        if not backward and square == board.entrance(owner) and position.wait:
            return None
        square = (square + direction) % board.track
        if pawns.blocks(square):
            found = pawns.at(square)
            return None if found is None else found[0]
    return None


def _card(position: KeezenBase, seat: int, rank: str) -> dict:
    """A card in the seat's hand with no legal move."""
    if position.seven is not None:
        return _reason("finish_seven", "seven")
    actor = position.actor(seat)
    locs, board = position.pawns.locs[actor], position.board
    on_track = [i for i, loc in enumerate(locs) if is_track(loc)]
    if rank == "K" or (rank == "A" and NEST in locs):
        if NEST not in locs:
            return _reason("nest_empty", "out")
        if rank == "K" or not on_track:
            return _reason("start_taken", "start_protection")
    if rank == SWAP:
        if not on_track:
            return _reason("jack_no_own", "jack")
        if all(locs[i] == board.start(actor) for i in on_track) and not position.jack_from_start:
            return _reason("start_no_swap", "start_protection", seat=actor)
        return _reason("jack_no_target", "jack")
    if all(loc == NEST for loc in locs):
        return _reason("all_in_nest", "out")
    if rank in BACKWARD and not on_track:
        return _reason("four_track", "four")
    steps = FORWARD.get(rank) or BACKWARD.get(rank) or 7
    for i in on_track:
        blocker = _blocker(position, actor, locs[i], steps, rank in BACKWARD)
        if blocker is not None:
            return _reason("blocked", "start_protection", seat=blocker)
    if position.wait and on_track and rank not in BACKWARD:
        return _reason("must_go_home", "wait_before_home")
    if rank == SEVEN:
        return _reason("seven_incomplete", "seven")
    return _reason("home_count", "home")
