"""The swap phase: you split and Pinzetta chooses (her valuation, the decision card), then Pinzetta
splits (evening out offers three markers apart) and you choose."""

from __future__ import annotations

from ...core.rng import Rng
from . import automa
from .automa import BIG, SMALL
from .base import StampSwapBase


class SwapPhase(StampSwapBase):
    """Part of `StampSwapPosition`: the two halves of the swap."""

    # --- you split, Pinzetta chooses ---------------------------------------------------------------------
    def _reserve(self, move: dict, rng: Rng) -> None:
        self.your_haul.remove(move["item"])
        self.reserved = move["item"]
        self._note("reserve", item=move["item"])
        self.phase = "split"

    def _split(self, move: dict, rng: Rng) -> None:
        big = [i for i in self.your_haul if i in move["big"]]
        small = [i for i in self.your_haul if i not in move["big"]]
        markers = self.markers(big + small)
        values = {BIG: automa.offer_markers(big, True, markers), SMALL: automa.offer_markers(small, False, markers)}
        self._note("your_offers", big=big, small=small, values=values,
                   markers={BIG: [markers[i] for i in big], SMALL: [markers[i] for i in small]})
        self.decision_deck = list(range(len(self.data["decision_cards"])))
        rng.shuffle(self.decision_deck)
        card = self.decision_deck.pop(0)
        crossed = self.data["decision_cards"][card]["crossed_out"]
        choice = automa.pinzetta_chooses(values[BIG], values[SMALL], crossed)
        self._note("decision", card=card, crossed_out=crossed, **choice)
        taken, kept = (big, small) if choice["taken"] == BIG else (small, big)
        self.your_haul = []
        self.pin_today += taken
        self.kept = kept
        # Pinzetta splits, you choose: her offers are valued and perhaps evened out.
        hers = self.pin_haul
        markers = self.markers(hers[BIG] + hers[SMALL])
        result = automa.pinzetta_split_swap(hers, markers)
        self.pin_haul = result["offers"]
        after = {BIG: automa.offer_markers(result["offers"][BIG], True, markers),
                 SMALL: automa.offer_markers(result["offers"][SMALL], False, markers)}
        self._note("pinzetta_offers", values=result["values"], after=after, swap=result["swap"],
                   markers={o: [markers[i] for i in hers[o]] for o in (BIG, SMALL)})
        self.phase = "choose"

    # --- Pinzetta splits, you choose ---------------------------------------------------------------------
    def _choose(self, move: dict, rng: Rng) -> None:
        chosen, kept = move["offer"], (SMALL if move["offer"] == BIG else BIG)
        shown = [i for o in (BIG, SMALL) for i in self.pin_haul[o] if i in self.face_down]
        mine = ([self.reserved] if self.reserved else []) + self.kept + self.pin_haul[chosen]
        self.pin_today += self.pin_haul[kept]
        self._note("choose", offer=chosen, revealed=shown)
        self.pin_haul, self.face_down, self.reserved, self.kept, self.given = {BIG: [], SMALL: []}, [], None, [], None
        for item in mine:
            if item[0] == "t":
                self.to_place.append(item)
            elif item[0] == "f":
                self.forever.append(item)
            else:
                self.cards.append(int(item[1:]))
        self._show_or_contest(rng)

