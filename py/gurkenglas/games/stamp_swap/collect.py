"""The collect phase: two event cards, Pinzetta's haul (already split into a big and a small offer,
face-down stamps hidden until the swap ends) and yours, the card's instruction, the scout."""

from __future__ import annotations

from ...core.rng import Rng
from .automa import BIG, SMALL
from .base import StampSwapBase


class CollectPhase(StampSwapBase):
    """Part of `StampSwapPosition`: the start of each day."""

    def _take_forever(self) -> str | None:
        s = self.s
        if s["forever_left"] <= 0:
            return None
        s["forever_left"] -= 1
        return f"f{self.data['forever_stamps'] - s['forever_left']}"

    def _draw(self, picture: dict, rng: Rng) -> str | None:
        """Take the pictured item from the supply (a pictured stamp: one of that size, double or single
        as the picture says, either if it says neither)."""
        s = self.s
        if picture.get("attendee"):
            return f"a{s['attendee_deck'].pop(0)}" if s["attendee_deck"] else None
        if picture.get("forever"):
            return self._take_forever()
        if not s["supply"]:
            return None
        tiles = self.data.tiles
        pool = [t for t in s["supply"] if tiles[t]["size"] == picture["stamp"]
                and picture.get("double", tiles[t]["double"]) == tiles[t]["double"]] or s["supply"]
        tile = pool[rng.below(len(pool))]
        s["supply"].remove(tile)
        if picture.get("face_down"):
            s["face_down"].append(tile)
        return tile

    def _event(self, rng: Rng) -> dict:
        s = self.s
        if not s["event_deck"]:
            s["event_deck"] = list(range(len(self.data["events"])))
            rng.shuffle(s["event_deck"])
        return self.data["events"][s["event_deck"].pop(0)]

    def _start_day(self, rng: Rng) -> None:
        s = self.s
        s.update(pin_haul={BIG: [], SMALL: []}, your_haul=[], face_down=[], reserved=None, pin_today=[], given=None)
        self._note("day")
        hers = self._event(rng)
        for offer in (BIG, SMALL):
            s["pin_haul"][offer] = [i for i in (self._draw(p, rng) for p in hers["pinzetta"][offer]) if i]
        self._note("pinzetta_haul", event=hers["number"])
        yours = self._event(rng)
        s["your_haul"] = [i for i in (self._draw(p, rng) for p in yours["you"]) if i]
        s["instruction"] = yours["instruction"]
        self._note("your_haul", event=yours["number"], instruction=yours["instruction"])
        if s["instruction"] == "forever_you":
            forever = self._take_forever()
            if forever:
                s["forever"].append(forever)
                self._note("forever_you", item=forever)
        elif s["instruction"] == "forever_pinzetta":
            forever = self._take_forever()
            if forever:
                s["pin_today"].append(forever)
                self._note("forever_pinzetta", item=forever)
        if s["instruction"] == "generous" and s["your_haul"] and (s["pin_haul"][BIG] or s["pin_haul"][SMALL]):
            s["phase"] = "generous"
        else:
            self._after_collect()

    def _generous(self, move: dict, rng: Rng) -> None:
        s = self.s
        offer, index = (BIG, int(move["take"][3:])) if move["take"].startswith(BIG) else (SMALL, int(move["take"][5:]))
        taken = s["pin_haul"][offer][index]
        s["pin_haul"][offer][index] = move["give"]
        s["your_haul"][s["your_haul"].index(move["give"])] = taken
        s["given"] = move["give"]  # you have seen it, face down or not
        self._note("generous", give=move["give"], take=move["take"], got=taken)
        self._after_collect()

    def _after_collect(self) -> None:
        s = self.s
        if self.holds("scout"):
            shown = [i for o in (BIG, SMALL) for i in s["pin_haul"][o] if i in s["face_down"]]
            if shown:
                s["face_down"] = [i for i in s["face_down"] if i not in shown]
                self._note("scout", items=shown)
        s["phase"] = "reserve" if s["your_haul"] else "split"

