"""Keezen (Tock), read as in docs/rules.md#keezen.

A turn is one card: ``enter`` (A or K puts a pawn from the nest on its start position), ``move``
(A 1, 2, 3, 5, 6, 8, 9, 10, Q 12 forward; 4 backward), ``swap`` (the jack), the seven in parts
(``seven`` decisions of one pawn and a number of steps each, ``cancel`` to take the seven back
before it is complete), or ``discard`` when no card in the hand can be played.

Decisions where the rule sources are silent (ours, as Keezen players play; docs/rules.md#keezen-decisions):
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

from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from . import dealing, why
from .base import KeezenBase
from .board import NEST, PAWNS, Board, Pawns, is_home, is_track
from .cards import BACKWARD, ENTER, FORWARD, ORDER, SEVEN, SWAP, deck, sort_hand
from .seven import seven_parts, team_home
from .view import view
from .walk_path import walk_path


class KeezenPosition(KeezenBase):
    """The rules of a Keezen position: its legal moves, playing one, the outcome and the invariants."""

    played: dict | None = None
    """The move this position last played (not saved, not copied): the events of a move name their
    rule from it (a later part of a seven tells no card)."""

    # --- setting up -------------------------------------------------------------------------
    @classmethod
    def start(cls, players: int, options: Options, rng: Rng, events: list[dict] | None = None) -> KeezenPosition:
        board = Board.for_players(players)
        pawns = Pawns(board, [[NEST] * PAWNS for _ in range(players)])
        dealer = rng.below(players)  # the draw for the first dealer
        position = cls(board, options, pawns, [[] for _ in range(players)], [], dealer, 2, None,
                       [False] * players, [], None, None)
        dealing.shuffle_and_deal(position, rng, events if events is not None else [], first=True)
        return position

    # --- the contract -------------------------------------------------------------------------
    def to_move(self) -> int | None:
        return self.turn

    def legal_moves(self) -> list[dict]:
        if self.turn is None:
            return []
        if self.seven is not None:
            return seven_parts(self, self.pawns, self.turn, self.seven["left"], self.seven["used"]) + [{"kind": "cancel"}]
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
            moves.extend(seven_parts(self, pawns, player, 7, []))
        return moves


    # --- playing ------------------------------------------------------------------------------
    def play(self, move: dict, rng: Rng, events: list[dict]) -> None:
        player = self.seat_to_move()
        self.played = move
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
            if self.seven["left"] > 0 and not team_home(self, self.pawns, player):
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
        path, bounced = walk_path(self.board, owner, start, dest, steps, backward)
        event = {"type": "move", "seat": player, "owner": owner, "pawn": index, "from": start, "to": dest,
                 "backward": backward, "path": path}
        if bounced:
            event["bounced"] = True
        events.append(event)
        self._captured(victim, dest, events)
        if is_home(dest) and not is_home(start):
            events.append({"type": "home", "seat": player, "owner": owner, "pawn": index})

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
        dealing.shuffle_and_deal(self, rng, events)

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
        return view(self, seat)

    def unseen_anew(self, rng: Rng) -> KeezenPosition:
        """The stock (the rest of the shuffle, dealt in the next deals) in a new order."""
        world = self.copy()
        rng.shuffle(world.stock)
        return world

    def unseen_count(self) -> int:
        return len(self.stock)

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

    # --- why: the rule behind every move and event, and why a thing has no move (why.py) ----------
    def move_rules(self, move: dict) -> tuple[str, ...]:
        return why.move_rules(self, move)

    def decision_rule(self) -> str | None:
        return why.decision_rule(self, self.legal_moves())

    def event_rule(self, event: dict) -> str | None:
        return why.event_rule(self, event, self.played)

    def why_not(self, seat: int, thing: str) -> dict | None:
        return why.why_not(self, self.legal_moves() if seat == self.turn else [], seat, thing)

    def reveals(self, move: dict) -> bool:
        # A card on the table has been seen; only the later parts of a seven can be taken back (cancel).
        return not (move["kind"] == "seven" and self.seven is not None)

    # --- invariants ----------------------------------------------------------------------
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


def _contains(bag: list[str], items: list[str]) -> bool:
    rest = list(bag)
    for item in items:
        if item not in rest:
            return False
        rest.remove(item)
    return True
