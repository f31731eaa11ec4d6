"""Every national rule set of Gurke as data: the switches, and each preset as a set of switch values.

The defaults are the Danish game (Agurk). docs/rules.md#gurke-rule-sets lists the presets and
docs/rules.md#gurke-switches the switches. A preset lists only what differs from Agurk.

Our readings where the seed leaves a preset open:
- Mätäpesä has no scoring in the seed: we count lost hands, and the first player to lose 5 ends the
  match (fewest losses win).
- The Icelandic countdown (10, 9, … 1) starts again at 10 after a deal of one card; the wave
  (6 5 4 3 2 1 2 3 4 5 4 … 1 2 1) starts again at 6.
- Kurkku and Kurko are played "as Ogórek" (reach the highest card if you can); Kurkku keeps the ace
  high in the last trick, as the seed describes it only for Ogórek, Kurko and Rassi.
- The Polish second deck comes in when one deck cannot give every player a hand (more than 8 players).
- Cards in front (Iceland; a Danish switch): each player who takes the penalty lays their own card of
  the last trick face up in front of them, and it stays out of the pack; a player who restarts at
  exactly the limit puts theirs back. Cards in front of a player who is out stay there. The score
  still follows the scoring switches (bonus points, pickles, multipliers keep working if a table
  combines them). When the pack left cannot give every player still in a card, the cards in front
  of players who are out go back first, then everybody's (the scores stay as they are).
- Kurko has two or three jokers (its own option); the seed's Norwegian extras (jokers as aces, no ace
  on an ace) are options of the Norwegian preset. A preset with one of its own options changed is
  still that rule set, with the same player counts; any other change makes custom rules, which are
  for 2–10 players.
- The first dealer is drawn by chance, unless the app sets it: in a series of matches at the same
  table the winner of a match deals first in the next (the seed's Danish rule, for every rule set).
"""

from __future__ import annotations

from typing import Any

from ...core.spec import Option

MIN_PLAYERS, MAX_PLAYERS = 2, 10

OPTIONS = (
    # the deck
    Option("jokers", "none", ("none", "three_top", "two_as_aces", "three_as_aces"), group="deck"),
    Option("extra_deck", False, group="deck"),            # a second deck when one cannot give every player a hand
    Option("top_card", "none", ("none", "club_six", "black_sevens", "black_sevens_equal"), group="deck"),
    # the hands
    Option("hand", "fixed", ("fixed", "all", "previous_loser", "countdown", "wave"), group="deal"),
    Option("hand_size", 7, tuple(range(1, 11)), group="deal"),   # fixed size, or the first hand of a sequence
    Option("hand_cap", 21, (5, 7, 10, 13, 21), group="deal"),     # at most this many cards (the deck caps it too)
    Option("exchange", "none", ("none", "forehand", "dealer"), group="deal"),
    Option("exchange_others", "same", ("same", "at_most"), group="deal"),
    Option("exchange_keep", 0, (0, 1, 2), group="deal"),          # cards the first exchanger must keep
    Option("rassi", False, group="deal"),                         # free new hand without face cards; doubled new hands
    Option("kontra", False, group="deal"),
    # the tricks
    Option("leader", "forehand", ("forehand", "dealer"), group="tricks"),
    Option("lead", "free", ("free", "lowest"), group="tricks"),
    Option("multi_card_leads", False, group="tricks"),
    Option("follow", "highest", ("highest", "previous", "highest_or_equal_previous", "lowest_beating"), group="tricks"),
    Option("must_beat", False, group="tricks"),
    Option("no_ace_on_ace", False, group="tricks"),
    Option("ace_low_last", False, group="tricks"),
    # the score
    Option("penalty_to", "last", ("last", "all_highest"), group="score"),
    Option("face_cards_11", False, group="score"),
    Option("bonus", True, group="score"),
    Option("count", "points", ("points", "losses"), group="score"),
    Option("limit", 21, (5, 10, 20, 21, 30, 50), group="score"),
    Option("over", "reach", ("reach", "exceed"), group="score"),
    Option("exact_restart", False, group="score"),
    Option("cards_in_front", False, group="score"),             # losing cards lie in front, out of the pack
    Option("lives", 2, (1, 2), group="score"),
    Option("buy_back", "none", ("none", "stake", "free"), group="score"),
    Option("end", "last_survivor", ("last_survivor", "first_over", "all_but_one"), group="score"),
    Option("stakes", "none", ("none", "pot", "difference"), group="score"),
    Option("next_dealer", "left", ("left", "loser", "lowest_last"), group="score"),
    # not a rule: the first dealer of a match (a series at one table: the last winner)
    Option("first_dealer", "chance", ("chance", *range(MAX_PLAYERS)), table=True,
           players=tuple((seat, tuple(range(max(MIN_PLAYERS, seat + 1), MAX_PLAYERS + 1)))
                         for seat in range(MAX_PLAYERS))),
)

_OGOREK: dict[str, Any] = {"hand_size": 6, "must_beat": True, "ace_low_last": True, "penalty_to": "all_highest",
                           "bonus": False, "limit": 50, "lives": 1, "extra_deck": True}
_NORWAY: dict[str, Any] = {"limit": 21, "lives": 1, "bonus": False}

PRESETS: dict[str, dict[str, Any]] = {
    "agurk": {},
    "gurka_se": {"hand_size": 6, "penalty_to": "all_highest", "bonus": False, "limit": 30, "lives": 1,
                 "buy_back": "stake", "stakes": "pot"},
    "gurka_se_modern": {"hand_size": 6, "penalty_to": "all_highest", "bonus": False, "limit": 20, "lives": 1,
                        "buy_back": "free", "stakes": "pot", "follow": "previous", "must_beat": True,
                        "no_ace_on_ace": True, "lead": "lowest"},
    "ogorek": dict(_OGOREK),
    "ogorek_classic": {**_OGOREK, "limit": 21},
    "ogorek_kontra": {**_OGOREK, "kontra": True},
    "kurkku": {"hand_size": 6, "must_beat": True, "penalty_to": "all_highest", "bonus": False, "limit": 30,
               "lives": 1, "end": "first_over"},
    "matapesa": {"hand": "all", "must_beat": True, "bonus": False, "count": "losses", "limit": 5, "lives": 1,
                 "end": "first_over", "next_dealer": "loser"},
    "kurko": {"hand_size": 6, "jokers": "two_as_aces", "must_beat": True, "ace_low_last": True,
              "penalty_to": "all_highest", "bonus": False, "limit": 30, "lives": 1, "end": "all_but_one",
              "stakes": "difference"},
    "rassi": {"hand_size": 6, "must_beat": True, "rassi": True, "ace_low_last": True, "penalty_to": "all_highest",
              "bonus": False, "limit": 50, "lives": 1},
    "gurka_no": dict(_NORWAY),
    "gurka_no_vidargas": {**_NORWAY, "hand": "previous_loser", "hand_size": 5, "hand_cap": 7,
                          "exchange": "dealer", "exchange_keep": 2, "leader": "dealer", "face_cards_11": True,
                          "next_dealer": "lowest_last"},
    "gurka_is": {"hand": "countdown", "hand_size": 10, "multi_card_leads": True, "top_card": "club_six",
                 "over": "exceed", "exact_restart": True, "bonus": False, "lives": 1, "cards_in_front": True},
}

PRESET_VARIANTS: dict[str, dict[str, tuple[Any, ...]]] = {
    "kurko": {"jokers": ("two_as_aces", "three_as_aces")},
    "gurka_no": {"jokers": ("none", "two_as_aces"), "no_ace_on_ace": (False, True)},
}


def _span(low: int, high: int) -> tuple[int, ...]:
    return tuple(range(low, high + 1))


PRESET_PLAYERS = {
    "agurk": _span(2, 7), "gurka_se": _span(3, 8), "gurka_se_modern": _span(3, 8), "ogorek": _span(2, 10),
    "ogorek_classic": _span(2, 10), "ogorek_kontra": _span(2, 10), "kurkku": _span(3, 4), "matapesa": _span(2, 7),
    "kurko": _span(2, 9), "rassi": _span(2, 7), "gurka_no": _span(2, 7), "gurka_no_vidargas": _span(2, 7),
    "gurka_is": _span(2, 4),
}
MAX_DEALS = 300
"""A match that has not ended after this many deals ends there, the lowest score winning (the
Danish bonus can lower scores, so nothing else bounds a match)."""
