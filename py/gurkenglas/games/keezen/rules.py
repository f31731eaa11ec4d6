"""Keezen (Tock), read as in RULES.md §2 and the seed's Keezen/Tock sections.

A turn is one card: ``enter`` (A or K puts a pawn from the nest on its start position), ``move``
(A 1, 2, 3, 5, 6, 8, 9, 10, Q 12 forward; 4 backward), ``swap`` (the jack), the seven in parts
(``seven`` decisions of one pawn and a number of steps each, ``cancel`` to take the seven back
before it is complete), or ``discard`` when no card in the hand can be played.

Decisions where the seed and RULES.md are silent (ours, as Keezen players play):
- Seats: two players sit opposite on the 4-seat board, three use three of its seats; five use the
  6-seat board with one seat empty. Partners sit opposite (s and s + n/2).
- The first dealer is drawn by chance; the same dealer deals the three deals (5, 4, 4 cards) of one
  shuffle; the player left of the dealer starts each deal; then the deal passes left.
- A discarded hand is laid face up in the middle: everybody may see it.
- The seven: at most two of your pawns, each moved once; if a part brings your last pawn home in a
  team game, the rest goes to one pawn of your partner. So a seven may touch three pawns: two of
  your own and then one of your partner's. The seed's "one or two pawns" is how you split the
  seven among your own pawns; its team rule hands the steps that are left to the partner whatever
  the split was, and since all seven steps must be used, forbidding the third pawn would forbid
  bringing the last pawn home as the second part of a seven. The partner gets one pawn, as the seed
  says ("your teammate's pawn"). A part is only offered if the whole seven can then be completed.
  When a part finishes the player (team), the rest of the seven is not needed.
- A player whose pawns are all home in a team game plays their partner's pawns with their own
  cards, the jack and the entering cards included.
- Outside team play the first player with all four pawns home wins; everybody else ranks second
  (unless ``play_for_places``, below).

House rules: options, all off by default (the seed's rules). Each is our reading of a rule that
Keezen tables play; the rules text (web/rules/keezen) says the same in the players' words.

``bounce_back``: a walk that is stopped bounces back instead of being illegal.
- Stopped means: the next step would pass or land on a pawn standing on its own start position,
  or the pawn stands on the last (deepest) home square with steps still to go.
- A pawn stopped by a pawn on its start turns round in front of it, and its remaining steps go
  back along the track: from 10, with a pawn on its start at 16, an 8 goes 11 … 15 and back 14,
  13, 12, and ends on 12. Forward or backward (the 4) alike, and in every part of a seven. Like
  any move it captures only where it ends, whoever stands there (pawns on their own start cannot
  be landed on). It bounces once: a second pawn on its start in the way stops the walk (with 16
  squares between start positions and at most 12 steps, this cannot happen on our boards). It
  does not turn into a home on the way back. A walk may end where it began (from 14 with a pawn on
  its start at 16, a 2 goes to 15 and back to 14).
- A pawn that reaches the last home square with steps left counts them back towards the
  entrance: from home square 2 of 4 (2 steps from the last) a 5 goes 2 in and 3 back and ends on
  the first home square. The same holds for a pawn turning into its home from the track: from its
  entrance a 6 goes 4 in and 2 back to home square 2. Pawns in the home are never passed or
  landed on, going in or coming back, and the bounce stays inside the home: a count that would
  take the pawn back out onto the track does not fit (at most 3 steps back). From the track the
  other lap is still there (unless ``wait_before_home``): the player chooses.

``wait_before_home``: no second lap. A pawn that reaches its own entrance (the square before its
start position) with steps left must turn into its home; if the count does not fit there (the home
rules above, bouncing included when that rule is on), that card cannot be used for that pawn:
the pawn waits. The player plays another card or another pawn, or discards when nothing fits.
Only forward walks are concerned: a 4 may still take a pawn backward over its start.

``play_for_places``: the first side (player, or team of two) with all pawns home takes first
place, and the others play on for the next places; the game ends when one side is left, which
takes the last place. A side that finishes lays its remaining cards face up aside; its players
are dealt no more cards, do not deal and are skipped (the deal passes to the next player still
playing). The event ``finished`` (seats, place, whether the game is over) tells the log, and the
view's ``places`` lists the sides in finishing order. In a 4-player team game the first team home
leaves one team, so the rule changes nothing there; with 6 players in teams it plays for 2nd and
3rd. Without it, ``places`` holds just the winners once the game is over.

``jack_from_start``: the jack may take the pawn it moves (yours, or your partner's once yours are
all home) from its own start position, and swap it with another player's pawn that could be
swapped anyway (on the track, not on its own start position). That pawn then stands on your start
as an ordinary pawn.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from ...core import fields
from ...core.engine import Position
from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from .board import HOME, NEST, PAWNS, Board, Pawns, is_home, is_track
from .cards import BACKWARD, DEAL_SIZES, ENTER, FORWARD, ORDER, SEVEN, SWAP, card_notes, deck, sort_hand

HOUSE_RULES = ("bounce_back", "wait_before_home", "play_for_places", "jack_from_start")
"""The options for the house rules (see above); all off by default."""


class KeezenPosition(Position):
    __slots__ = ("board", "options", "pawns", "hands", "stock", "dealer", "deal", "turn", "folded",
                 "pile", "seven", "winners", "gone", "places", "teams", "bounce", "wait", "for_places", "jack_from_start")

    def __init__(self, board: Board, options: Options, pawns: Pawns, hands: list[list[str]],
                 stock: list[str], dealer: int, deal: int, turn: int | None, folded: list[bool],
                 pile: list[dict], seven: dict | None, winners: list[int] | None, gone: list[str] | None = None,
                 places: list[list[int]] | None = None, switches: tuple[bool, ...] | None = None) -> None:
        self.board = board
        self.options = options
        # Read on every move search: plain attributes are faster than the options mapping (and a
        # copy takes them over as they are).
        self.teams, self.bounce, self.wait, self.for_places, self.jack_from_start = (
            switches or (bool(options.teams), *(bool(options[key]) for key in HOUSE_RULES)))
        self.pawns = pawns
        self.hands = hands
        self.stock = stock        # the undealt rest of this shuffle, dealt from the end
        self.dealer = dealer
        self.deal = deal          # 0, 1, 2: which deal of the shuffle
        self.turn = turn
        self.folded = folded      # discarded their hand this deal
        self.pile = pile          # the cards played this deal, face up
        self.seven = seven        # a seven being played: {"left", "used", "before"}
        self.winners = winners
        self.gone = [] if gone is None else gone  # every card laid face up since the last shuffle
        # The sides (a player, or a team) that have brought all their pawns home, first place first.
        self.places = places if places is not None else ([] if winners is None else [list(winners)])

    # --- setting up -------------------------------------------------------------------------
    @classmethod
    def start(cls, players: int, options: Options, rng: Rng, events: list[dict] | None = None) -> KeezenPosition:
        board = Board.for_players(players)
        pawns = Pawns(board, [[NEST] * PAWNS for _ in range(players)])
        dealer = rng.below(players)  # the draw for the first dealer
        position = cls(board, options, pawns, [[] for _ in range(players)], [], dealer, 2, None,
                       [False] * players, [], None, None)
        position._shuffle_and_deal(rng, events if events is not None else [], first=True)
        return position

    def copy(self) -> KeezenPosition:
        seven = None if self.seven is None else {**self.seven, "used": [list(u) for u in self.seven["used"]],
                                                 "before": [list(r) for r in self.seven["before"]]}
        return KeezenPosition(self.board, self.options, self.pawns.copy(), [list(h) for h in self.hands],
                              list(self.stock), self.dealer, self.deal, self.turn, list(self.folded),
                              [dict(p) for p in self.pile], seven, None if self.winners is None else list(self.winners),
                              list(self.gone), [list(g) for g in self.places],
                              (self.teams, self.bounce, self.wait, self.for_places, self.jack_from_start))

    @property
    def players(self) -> int:
        return self.board.players

    def partner(self, player: int) -> int | None:
        if not self.teams:
            return None
        players = self.board.players
        return (player + players // 2) % players

    def sides(self) -> tuple[list[int], ...]:
        """Who finishes together: every player alone, or the two partners of a team."""
        return _sides(self.board.players, self.teams)

    def finished(self, player: int) -> bool:
        return any(player in side for side in self.places)

    def actor(self, player: int) -> int:
        """Whose pawns `player` moves: their own, or once those are all home, their partner's."""
        partner = self.partner(player)
        if partner is not None and self.pawns.all_home(player):
            return partner
        return player

    # --- the contract -------------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.turn

    def legal_moves(self) -> list[dict]:
        if self.turn is None:
            return []
        if self.seven is not None:
            return self._seven_parts(self.pawns, self.turn, self.seven["left"], self.seven["used"]) + [{"kind": "cancel"}]
        moves = []
        for card in sorted(set(self.hands[self.turn]), key=ORDER.__getitem__):
            moves.extend(self._card_moves(self.turn, card))
        return moves or [{"kind": "discard"}]

    def _card_moves(self, player: int, card: str) -> list[dict]:
        actor = self.actor(player)
        pawns = self.pawns
        moves = []
        if card in ENTER and pawns.can_enter(actor):
            moves.append({"kind": "enter", "card": card, "owner": actor})
        if card in FORWARD:
            for index in range(PAWNS):
                for dest in pawns.forward(actor, index, FORWARD[card], self.bounce, self.wait):
                    moves.append({"kind": "move", "card": card, "owner": actor, "pawn": index, "to": dest})
        if card in BACKWARD:
            for index in range(PAWNS):
                back = pawns.backward(actor, index, BACKWARD[card], self.bounce)
                if back is not None:
                    moves.append({"kind": "move", "card": card, "owner": actor, "pawn": index, "to": back})
        if card == SWAP:
            for index in range(PAWNS):
                if not pawns.swappable(actor, index, self.jack_from_start):
                    continue
                for other in range(self.players):
                    if other == actor:
                        continue
                    for other_index in range(PAWNS):
                        if pawns.swappable(other, other_index):
                            moves.append({"kind": "swap", "card": SWAP, "owner": actor, "pawn": index,
                                          "other": other, "other_pawn": other_index})
        if card == SEVEN:
            moves.extend(self._seven_parts(pawns, player, 7, []))
        return moves

    # --- the seven ------------------------------------------------------------------------------
    def _seven_parts(self, pawns: Pawns, player: int, left: int, used: list) -> list[dict]:
        """The next parts of a seven that can still be completed."""
        parts = []
        for owner, index, steps, dest in self._raw_parts(pawns, player, left, used):
            if steps == left or self._completable(pawns, player, owner, index, dest, left - steps, used):
                parts.append({"kind": "seven", "owner": owner, "pawn": index, "steps": steps, "to": dest})
        return parts

    def _raw_parts(self, pawns: Pawns, player: int, left: int, used: list) -> Iterator[tuple[int, int, int, int]]:
        actor = player if not pawns.all_home(player) else self.partner(player)
        if actor is None:
            return
        limit = 2 if actor == player or (used and used[0][0] == actor) else 1
        if sum(1 for u in used if u[0] == actor) >= limit:
            return
        for index in range(PAWNS):
            if [actor, index] in used:
                continue
            for steps, dest in pawns.reach(actor, index, left, self.bounce, self.wait):
                yield actor, index, steps, dest

    def _completable(self, pawns: Pawns, player: int, owner: int, index: int, dest: int, left: int, used: list) -> bool:
        after = pawns.copy()
        after.land(owner, index, dest)
        if self._team_home(after, player):
            return True  # this part finishes the player's side: the rest is not needed
        used = used + [[owner, index]]
        for o, i, steps, d in self._raw_parts(after, player, left, used):
            if steps == left or self._completable(after, player, o, i, d, left - steps, used):
                return True
        return False

    def _team_home(self, pawns: Pawns, player: int) -> bool:
        partner = self.partner(player)
        return pawns.all_home(player) and (partner is None or pawns.all_home(partner))

    # --- playing ------------------------------------------------------------------------------
    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        player = self.seat_to_move()
        kind = move["kind"]
        if kind == "discard":
            events.append({"type": "discard", "seat": player, "cards": sort_hand(self.hands[player])})
            self.pile.append({"seat": player, "cards": sort_hand(self.hands[player]), "folded": True})
            self.gone.extend(self.hands[player])
            self.hands[player] = []
            self.folded[player] = True
        elif kind == "cancel":
            assert self.seven is not None, "a seven is cancelled only while it is played"
            self.pawns.locs = [list(row) for row in self.seven["before"]]
            self.hands[player].append(SEVEN)
            self.pile.pop()
            self.gone.pop()
            self.seven = None
            events.append({"type": "seven_cancelled", "seat": player})
            return  # the same player chooses again
        elif kind == "seven":
            if self.seven is None:
                self._lay_card(player, SEVEN, events)
                self.seven = {"left": 7, "used": [], "before": [list(r) for r in self.pawns.locs]}
            self._step(player, move, events)
            self.seven["left"] -= move["steps"]
            self.seven["used"].append([move["owner"], move["pawn"]])
            if self.seven["left"] > 0 and not self._team_home(self.pawns, player):
                return  # more parts of the same seven follow
            self.seven = None
        else:
            self._lay_card(player, move["card"], events)
            if kind == "enter":
                owner = move["owner"]
                index = self.pawns.locs[owner].index(NEST)
                start = self.board.start(owner)
                victim = self.pawns.land(owner, index, start)
                events.append({"type": "enter", "seat": player, "owner": owner, "pawn": index, "to": start})
                self._captured(victim, start, events)
            elif kind == "swap":
                a, b = (move["owner"], move["pawn"]), (move["other"], move["other_pawn"])
                la, lb = self.pawns.locs[a[0]][a[1]], self.pawns.locs[b[0]][b[1]]
                self.pawns.locs[a[0]][a[1]], self.pawns.locs[b[0]][b[1]] = lb, la
                events.append({"type": "swap", "seat": player, "owner": a[0], "pawn": a[1], "other": b[0],
                               "other_pawn": b[1], "from": la, "to": lb})
            else:
                self._step(player, move, events)
        self._after_turn(player, rng, events)

    def _lay_card(self, player: int, card: str, events: list[dict]) -> None:
        self.hands[player].remove(card)
        self.pile.append({"seat": player, "cards": [card], "folded": False})
        self.gone.append(card)
        events.append({"type": "card", "seat": player, "card": card})

    def _step(self, player: int, move: dict, events: list[dict]) -> None:
        owner, index, dest = move["owner"], move["pawn"], move["to"]
        start = self.pawns.locs[owner][index]
        victim = self.pawns.land(owner, index, dest)
        card = move.get("card")
        backward = card in BACKWARD
        steps = move["steps"] if card is None else BACKWARD[card] if backward else FORWARD[card]
        path, bounced = self._path(owner, start, dest, steps, backward)
        event = {"type": "move", "seat": player, "owner": owner, "pawn": index, "from": start, "to": dest,
                 "backward": backward, "path": path}
        if bounced:
            event["bounced"] = True
        events.append(event)
        self._captured(victim, dest, events)
        if is_home(dest) and not is_home(start):
            events.append({"type": "home", "seat": player, "owner": owner, "pawn": index})

    def _path(self, owner: int, start: int, dest: int, steps: int, backward: bool) -> tuple[list[int], bool]:
        """The places a pawn passes on a walk of `steps` from `start` to `dest`, for the animation
        and the log, and whether it bounced: went straight on, or out and back (a house rule)."""
        track = self.board.track
        if is_home(start) or is_home(dest):
            run = 0 if is_home(start) else (self.board.entrance(owner) - start) % track
            path = [(start + k) % track for k in range(1, run + 1)]
            h = start - HOME if is_home(start) else -1  # the home square before the next step
            inside = steps - run
            deepest = min(h + inside, PAWNS - 1)
            path += range(HOME + h + 1, HOME + deepest + 1)
            path += range(HOME + deepest - 1, dest - 1, -1)  # back from the end of the home
            return path, h + inside > deepest
        direction = -1 if backward else 1
        half = track // 2
        net = ((dest - start) * direction + half) % track - half  # how far it got in its own direction
        out = (steps + net) // 2  # steps before it turned round (all of them on a straight walk)
        path = [(start + direction * k) % track for k in range(1, out + 1)]
        path += [(start + direction * k) % track for k in range(out - 1, out - 1 - (steps - out), -1)]
        return path, out < steps

    def _captured(self, victim: tuple[int, int] | None, square: int, events: list[dict]) -> None:
        if victim is not None:
            events.append({"type": "capture", "owner": victim[0], "pawn": victim[1], "at": square})

    def _after_turn(self, player: int, rng: Rng, events: list[dict]) -> None:
        pawns = self.pawns
        for side in self.sides():
            if all(map(pawns.all_home, side)) and side not in self.places:
                self._finish(side, events)
        if self.turn is None:
            return
        for offset in range(1, self.players + 1):
            seat = (player + offset) % self.players
            if self.hands[seat]:
                self.turn = seat
                return
        self._shuffle_and_deal(rng, events)

    def _finish(self, side: list[int], events: list[dict]) -> None:
        """`side` has brought all its pawns home: it takes the next place. Without the places
        rule that ends the game; with it, the game ends when one side is left to play."""
        self.places.append(list(side))
        if self.for_places:
            over = len(self.places) >= len(self.sides()) - 1
            events.append({"type": "finished", "seats": list(side), "place": len(self.places), "over": over})
            for seat in side:  # a side that has finished lays its cards aside, face up
                if self.hands[seat]:
                    self.pile.append({"seat": seat, "cards": sort_hand(self.hands[seat]), "folded": True})
                    self.gone.extend(self.hands[seat])
                    self.hands[seat] = []
        else:
            over = True
        if over:
            self.winners = list(self.places[0])
            self.turn = None
            events.append({"type": "game_over", "winners": self.winners})

    def _shuffle_and_deal(self, rng: Rng, events: list[dict], first: bool = False) -> None:
        """Deal the next hands: three deals of one shuffle, then the deal passes left. A player
        who has finished (the places rule) is dealt no cards, does not deal and never plays."""
        self.deal = (self.deal + 1) % len(DEAL_SIZES)
        players = self.players
        if self.deal == 0:
            if not first:
                self.dealer = self._next_playing(self.dealer)
            self.stock = deck(players)
            rng.shuffle(self.stock)
            self.gone = []
        size = DEAL_SIZES[self.deal]
        for offset in range(1, players + 1):
            seat = (self.dealer + offset) % players
            if not self.finished(seat):
                self.hands[seat] = [self.stock.pop() for _ in range(size)]
        self.folded = [False] * players
        self.pile = []
        self.turn = self._next_playing(self.dealer)
        events.append({"type": "deal", "dealer": self.dealer, "deal": self.deal + 1, "cards": size})

    def _next_playing(self, seat: int) -> int:
        """The first player left of `seat` who has not finished."""
        for offset in range(1, self.players + 1):
            nxt = (seat + offset) % self.players
            if not self.finished(nxt):
                return nxt
        raise AssertionError("a game with nobody left to play is over")

    # --- outcome and views ------------------------------------------------------------------
    def outcome(self) -> dict | None:
        if self.winners is None:
            return None
        ranks = [len(self.places) + 1] * self.players  # the side left over takes the last place
        for place, side in enumerate(self.places, 1):
            for seat in side:
                ranks[seat] = place
        home = [sum(is_home(loc) for loc in row) for row in self.pawns.locs]
        return {"ranks": ranks, "winners": list(self.winners), "scores": home}

    def view(self, seat: int | None) -> dict:
        return {
            "game": "keezen",
            "board": self.board.to_json(),
            "teams": bool(self.options.teams),
            "partners": [self.partner(p) for p in range(self.players)],
            "pawns": [list(row) for row in self.pawns.locs],
            "hand": None if seat is None else sort_hand(self.hands[seat]),
            "card_notes": None if seat is None else card_notes(
                sort_hand(self.hands[seat]), self.legal_moves() if seat == self.turn else None, self.seven is not None),
            "hand_counts": [len(h) for h in self.hands],
            "pile": [dict(p) for p in self.pile],
            "dealer": self.dealer,
            "deal": self.deal + 1,
            "stock_count": len(self.stock),
            "gone": sort_hand(self.gone),
            "folded": list(self.folded),
            "seven": None if self.seven is None else {"left": self.seven["left"], "used": self.seven["used"]},
            "acting": None if self.turn is None else self.actor(self.turn),
            "to_move": self.turn,
            "winners": self.winners,
            "places": [list(side) for side in self.places],
            "house_rules": {key: bool(self.options[key]) for key in HOUSE_RULES},
            "over": self.turn is None,
        }

    def sample_hidden(self, seat: int, rng: Rng) -> KeezenPosition:
        """A position that `seat` cannot tell from this one: the cards it has not seen dealt anew
        (other hands and the stock, each keeping its size)."""
        unseen = deck(self.players)
        for card in self.hands[seat] + self.gone:
            unseen.remove(card)
        rng.shuffle(unseen)
        world = self.copy()
        for other in range(self.players):
            if other != seat:
                n = len(self.hands[other])
                world.hands[other] = unseen[:n]
                del unseen[:n]
        world.stock = unseen
        return world

    def move_label(self, move: dict) -> dict:
        return {"key": f"keezen.move.{move['kind']}", "args": {k: v for k, v in move.items() if k != "kind"}}

    def reveals(self, move: dict) -> bool:
        # A card on the table has been seen; only the later parts of a seven can be taken back (cancel).
        return not (move["kind"] == "seven" and self.seven is not None)

    # --- JSON and invariants ----------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"pawns": self.pawns.locs, "hands": self.hands, "stock": self.stock, "dealer": self.dealer,
                "deal": self.deal, "turn": self.turn, "folded": self.folded, "pile": self.pile,
                "seven": self.seven, "winners": self.winners, "gone": self.gone, "places": self.places}

    @classmethod
    def from_json(cls, data: Any, players: int, options: Options) -> KeezenPosition:
        data = fields.obj(data, "position")
        board = Board.for_players(players)
        locs = fields.array(data, "pawns", players)
        valid = set(range(board.track)) | {NEST} | {HOME + h for h in range(PAWNS)}
        rows = []
        for row in locs:
            if not isinstance(row, list) or len(row) != PAWNS or any(type(v) is not int or v not in valid for v in row):
                raise CorruptState("a pawn stands where there is no square")
            rows.append(list(row))
        hands = [_cards(h, "hand") for h in fields.array(data, "hands", players)]
        stock = _cards(data.get("stock"), "stock")
        pile = []
        for raw in fields.array(data, "pile"):
            entry = fields.obj(raw, "pile entry")
            pile.append({"seat": fields.integer(entry, "seat", 0, players - 1),
                         "cards": _cards(entry.get("cards"), "pile"), "folded": fields.boolean(entry, "folded")})
        seven = data.get("seven")
        if seven is not None:
            seven = fields.obj(seven, "seven")
            before = fields.array(seven, "before", players)
            seven = {"left": fields.integer(seven, "left", 1, 6),
                     "used": [fields.int_list({"u": u}, "u", 0, max(players, PAWNS), 2) for u in fields.array(seven, "used")],
                     "before": [fields.int_list({"r": r}, "r", NEST, HOME + PAWNS, PAWNS) for r in before]}
        winners = data.get("winners")
        if winners is not None:
            winners = fields.int_list(data, "winners", 0, players - 1)
        folded = fields.array(data, "folded", players)
        if any(type(f) is not bool for f in folded):
            raise CorruptState("'folded' must be true or false for every player")
        places = [fields.int_list({"side": side}, "side", 0, players - 1) for side in fields.array(data, "places")]
        return cls(board, options, Pawns(board, rows), hands, stock, fields.integer(data, "dealer", 0, players - 1),
                   fields.integer(data, "deal", 0, len(DEAL_SIZES) - 1), fields.optional_integer(data, "turn", 0, players - 1),
                   list(folded), pile, seven, winners, _cards(data.get("gone"), "gone"), places)

    def check(self) -> None:
        seen: dict[int, tuple] = {}
        for owner, row in enumerate(self.pawns.locs):
            homes = [loc for loc in row if is_home(loc)]
            if len(set(homes)) != len(homes):
                raise CorruptState("two pawns on one home square")
            for loc in row:
                if is_track(loc):
                    if loc in seen:
                        raise CorruptState(f"two pawns on square {loc}")
                    seen[loc] = (owner,)
        cards = [c for h in self.hands for c in h] + self.stock + self.gone
        if sorted(cards) != sorted(deck(self.players)):
            raise CorruptState("the cards in hands, stock and on the table are not exactly one run per player")
        if not _contains(self.gone, [c for p in self.pile for c in p["cards"]]):
            raise CorruptState("the cards on the table are not among those played since the shuffle")
        if self.turn is not None and not self.hands[self.turn] and self.seven is None:
            raise CorruptState("the player to move has no cards")
        if (self.turn is None) != (self.winners is not None):
            raise CorruptState("whose turn it is does not fit whether the game is over")
        sides = self.sides()
        if any(side not in sides for side in self.places) or len({tuple(s) for s in self.places}) != len(self.places):
            raise CorruptState("the finishing order names a side that does not play")
        for side in sides:
            if (side in self.places) != all(self.pawns.all_home(seat) for seat in side):
                raise CorruptState("a side has finished if and only if all its pawns are home")
        needed = len(sides) - 1 if self.for_places else 1
        if (len(self.places) >= needed) != (self.winners is not None) or (self.winners is not None and self.winners != self.places[0]):
            raise CorruptState("the finishing order does not fit the winners")
        if self.winners is None and any(self.hands[seat] for side in self.places for seat in side):
            raise CorruptState("a player who has finished still holds cards")


@functools.cache
def _sides(players: int, teams: bool) -> tuple[list[int], ...]:
    """KeezenPosition.sides, worked out once per table (shared lists: never change them)."""
    if not teams:
        return tuple([p] for p in range(players))
    return tuple([p, p + players // 2] for p in range(players // 2))


def _contains(bag: list[str], items: list[str]) -> bool:
    rest = list(bag)
    for item in items:
        if item not in rest:
            return False
        rest.remove(item)
    return True


def _cards(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or any(not isinstance(card, str) or card not in ORDER for card in value):
        raise CorruptState(f"{what} holds something that is not a card")
    return list(value)
