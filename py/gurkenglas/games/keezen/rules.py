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
  team game, the rest goes to one pawn of your partner. A part is only offered if the whole seven
  can then be completed. When a part wins the game, the rest of the seven is not needed.
- A player whose pawns are all home in a team game plays their partner's pawns with their own
  cards, the jack and the entering cards included.
- Outside team play the first player with all four pawns home wins; everybody else ranks second.
"""

from __future__ import annotations

from typing import Any

from ...core import fields
from ...core.engine import Position
from ...core.errors import CorruptState
from ...core.rng import Rng
from ...core.spec import Options
from .board import HOME, NEST, PAWNS, Board, Pawns, is_home, is_track
from .cards import BACKWARD, DEAL_SIZES, ENTER, FORWARD, ORDER, SEVEN, SWAP, deck, sort_hand


class KeezenPosition(Position):
    __slots__ = ("board", "options", "pawns", "hands", "stock", "dealer", "deal", "turn", "folded",
                 "pile", "seven", "winners", "gone", "teams")

    def __init__(self, board: Board, options: Options, pawns: Pawns, hands: list[list[str]],
                 stock: list[str], dealer: int, deal: int, turn: int | None, folded: list[bool],
                 pile: list[dict], seven: dict | None, winners: list[int] | None, gone: list[str] | None = None) -> None:
        self.board = board
        self.options = options
        self.teams = bool(options.teams)  # read on every move search: a plain attribute is faster
        self.pawns = pawns
        self.hands = hands
        self.stock = stock        # the undealt rest of this shuffle, dealt from the end
        self.dealer = dealer
        self.deal = deal          # 0, 1, 2: which deal of the shuffle
        self.turn = turn
        self.folded = folded      # discarded their hand this deal
        self.pile = pile          # the cards played this deal, face up
        self.seven = seven        # a seven being played: {"seat", "left", "used", "before"}
        self.winners = winners
        self.gone = [] if gone is None else gone  # every card laid face up since the last shuffle

    # --- setting up -------------------------------------------------------------------------
    @classmethod
    def start(cls, players: int, options: Options, rng: Rng, events: list[dict] | None = None) -> "KeezenPosition":
        board = Board.for_players(players)
        pawns = Pawns(board, [[NEST] * PAWNS for _ in range(players)])
        dealer = rng.below(players)  # the draw for the first dealer
        position = cls(board, options, pawns, [[] for _ in range(players)], [], dealer, 2, None,
                       [False] * players, [], None, None)
        position._shuffle_and_deal(rng, events if events is not None else [], first=True)
        return position

    def copy(self) -> "KeezenPosition":
        seven = None if self.seven is None else {**self.seven, "used": [list(u) for u in self.seven["used"]],
                                                 "before": [list(r) for r in self.seven["before"]]}
        return KeezenPosition(self.board, self.options, self.pawns.copy(), [list(h) for h in self.hands],
                              list(self.stock), self.dealer, self.deal, self.turn, list(self.folded),
                              [dict(p) for p in self.pile], seven, None if self.winners is None else list(self.winners),
                              list(self.gone))

    @property
    def players(self) -> int:
        return self.board.players

    def partner(self, player: int) -> int | None:
        if not self.teams:
            return None
        players = self.board.players
        return (player + players // 2) % players

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
                for dest in pawns.forward(actor, index, FORWARD[card]):
                    moves.append({"kind": "move", "card": card, "owner": actor, "pawn": index, "to": dest})
        if card in BACKWARD:
            for index in range(PAWNS):
                dest = pawns.backward(actor, index, BACKWARD[card])
                if dest is not None:
                    moves.append({"kind": "move", "card": card, "owner": actor, "pawn": index, "to": dest})
        if card == SWAP:
            for index in range(PAWNS):
                if not pawns.swappable(actor, index):
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

    def _raw_parts(self, pawns: Pawns, player: int, left: int, used: list):
        actor = player if not pawns.all_home(player) else self.partner(player)
        if actor is None:
            return
        limit = 2 if actor == player or (used and used[0][0] == actor) else 1
        if sum(1 for u in used if u[0] == actor) >= limit:
            return
        for index in range(PAWNS):
            if [actor, index] in used:
                continue
            for steps, dest in pawns.reach(actor, index, left):
                yield actor, index, steps, dest

    def _completable(self, pawns: Pawns, player: int, owner: int, index: int, dest: int, left: int, used: list) -> bool:
        after = pawns.copy()
        after.land(owner, index, dest)
        if self._team_home(after, player):
            return True  # this part wins: the rest is not needed
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
        player = self.turn
        kind = move["kind"]
        if kind == "discard":
            events.append({"type": "discard", "seat": player, "cards": sort_hand(self.hands[player])})
            self.pile.append({"seat": player, "cards": sort_hand(self.hands[player]), "folded": True})
            self.gone.extend(self.hands[player])
            self.hands[player] = []
            self.folded[player] = True
        elif kind == "cancel":
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
        backward = move.get("card") in BACKWARD
        events.append({"type": "move", "seat": player, "owner": owner, "pawn": index, "from": start, "to": dest,
                       "backward": backward, "path": self._path(owner, start, dest, backward)})
        self._captured(victim, dest, events)
        if is_home(dest) and not is_home(start):
            events.append({"type": "home", "seat": player, "owner": owner, "pawn": index})

    def _path(self, owner: int, start: int, dest: int, backward: bool) -> list[int]:
        """The places the pawn passes, for the animation."""
        track = self.board.track
        path, loc = [], start
        if is_home(start):
            return list(range(start + 1, dest + 1))
        target = self.board.entrance(owner) if is_home(dest) else dest
        while loc != target:
            loc = (loc + (-1 if backward else 1)) % track
            path.append(loc)
        if is_home(dest):
            path.extend(range(HOME, dest + 1))
        return path

    def _captured(self, victim, square: int, events: list[dict]) -> None:
        if victim is not None:
            events.append({"type": "capture", "owner": victim[0], "pawn": victim[1], "at": square})

    def _after_turn(self, player: int, rng: Rng, events: list[dict]) -> None:
        for seat in range(self.players):
            if self._team_home(self.pawns, seat):
                partner = self.partner(seat)
                self.winners = sorted({seat} | ({partner} if partner is not None else set()))
                self.turn = None
                events.append({"type": "game_over", "winners": self.winners})
                return
        for offset in range(1, self.players + 1):
            seat = (player + offset) % self.players
            if self.hands[seat]:
                self.turn = seat
                return
        self._shuffle_and_deal(rng, events)

    def _shuffle_and_deal(self, rng: Rng, events: list[dict], first: bool = False) -> None:
        """Deal the next hands: three deals of one shuffle, then the deal passes left."""
        self.deal = (self.deal + 1) % len(DEAL_SIZES)
        if self.deal == 0:
            if not first:
                self.dealer = (self.dealer + 1) % self.players
            self.stock = deck(self.players)
            rng.shuffle(self.stock)
            self.gone = []
        size = DEAL_SIZES[self.deal]
        for offset in range(1, self.players + 1):
            seat = (self.dealer + offset) % self.players
            self.hands[seat] = [self.stock.pop() for _ in range(size)]
        self.folded = [False] * self.players
        self.pile = []
        self.turn = (self.dealer + 1) % self.players
        events.append({"type": "deal", "dealer": self.dealer, "deal": self.deal + 1, "cards": size})

    # --- outcome and views ------------------------------------------------------------------
    def outcome(self) -> dict | None:
        if self.winners is None:
            return None
        ranks = [1 if seat in self.winners else 2 for seat in range(self.players)]
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
            "over": self.turn is None,
        }

    def sample_hidden(self, seat: int, rng: Rng) -> "KeezenPosition":
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
                "seven": self.seven, "winners": self.winners, "gone": self.gone}

    @classmethod
    def from_json(cls, data: Any, players: int, options: Options) -> "KeezenPosition":
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
        for entry in fields.array(data, "pile"):
            entry = fields.obj(entry, "pile entry")
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
        return cls(board, options, Pawns(board, rows), hands, stock, fields.integer(data, "dealer", 0, players - 1),
                   fields.integer(data, "deal", 0, len(DEAL_SIZES) - 1), fields.optional_integer(data, "turn", 0, players - 1),
                   list(folded), pile, seven, winners, _cards(data.get("gone"), "gone"))

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
