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
        s = self.s
        s["your_haul"].remove(move["item"])
        s["reserved"] = move["item"]
        self._note("reserve", item=move["item"])
        s["phase"] = "split"

    def _split(self, move: dict, rng: Rng) -> None:
        s = self.s
        big = [i for i in s["your_haul"] if i in move["big"]]
        small = [i for i in s["your_haul"] if i not in move["big"]]
        markers = self.markers(big + small)
        values = {BIG: automa.offer_markers(big, True, markers), SMALL: automa.offer_markers(small, False, markers)}
        self._note("your_offers", big=big, small=small, values=values,
                   markers={BIG: [markers[i] for i in big], SMALL: [markers[i] for i in small]})
        s["decision_deck"] = list(range(len(self.data["decision_cards"])))
        rng.shuffle(s["decision_deck"])
        card = s["decision_deck"].pop(0)
        crossed = self.data["decision_cards"][card]["crossed_out"]
        choice = automa.pinzetta_chooses(values[BIG], values[SMALL], crossed)
        self._note("decision", card=card, crossed_out=crossed, **choice)
        taken, kept = (big, small) if choice["taken"] == BIG else (small, big)
        s["your_haul"] = []
        s["pin_today"] += taken
        s["kept"] = kept
        # Pinzetta splits, you choose: her offers are valued and perhaps evened out.
        hers = s["pin_haul"]
        markers = self.markers(hers[BIG] + hers[SMALL])
        result = automa.pinzetta_split_swap(hers, markers)
        s["pin_haul"] = result["offers"]
        after = {BIG: automa.offer_markers(result["offers"][BIG], True, markers),
                 SMALL: automa.offer_markers(result["offers"][SMALL], False, markers)}
        self._note("pinzetta_offers", values=result["values"], after=after, swap=result["swap"],
                   markers={o: [markers[i] for i in hers[o]] for o in (BIG, SMALL)})
        s["phase"] = "choose"

    # --- Pinzetta splits, you choose ---------------------------------------------------------------------
    def _choose(self, move: dict, rng: Rng) -> None:
        s = self.s
        chosen, kept = move["offer"], (SMALL if move["offer"] == BIG else BIG)
        shown = [i for o in (BIG, SMALL) for i in s["pin_haul"][o] if i in s["face_down"]]
        mine = ([s["reserved"]] if s["reserved"] else []) + s["kept"] + s["pin_haul"][chosen]
        s["pin_today"] += s["pin_haul"][kept]
        self._note("choose", offer=chosen, revealed=shown)
        s.update(pin_haul={BIG: [], SMALL: []}, face_down=[], reserved=None, kept=[], given=None)
        for item in mine:
            if item[0] == "t":
                s["to_place"].append(item)
            elif item[0] == "f":
                s["forever"].append(item)
            else:
                s["cards"].append(int(item[1:]))
        self._show_or_contest(rng)

