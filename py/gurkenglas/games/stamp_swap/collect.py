"""The collect phase: two event cards, Pinzetta's haul (already split into a big and a small offer,
face-down stamps hidden until the swap ends) and yours, the card's instruction, the scout."""

from __future__ import annotations

from ...core.rng import Rng
from .automa import BIG, SMALL
from .base import StampSwapBase


class CollectPhase(StampSwapBase):
    """Part of `StampSwapPosition`: the start of each day."""

    def _take_forever(self) -> str | None:
        if self.forever_left <= 0:
            return None
        self.forever_left -= 1
        return f"f{self.data['forever_stamps'] - self.forever_left}"

    def _draw(self, picture: dict, rng: Rng) -> str | None:
        """Take the pictured item from the supply (a pictured stamp: one of that size, double or single
        as the picture says, either if it says neither)."""
        if picture.get("attendee"):
            return f"a{self.attendee_deck.pop(0)}" if self.attendee_deck else None
        if picture.get("forever"):
            return self._take_forever()
        if not self.supply:
            return None
        tiles = self.data.tiles
        pool = [t for t in self.supply if tiles[t]["size"] == picture["stamp"]
                and picture.get("double", tiles[t]["double"]) == tiles[t]["double"]] or self.supply
        tile = pool[rng.below(len(pool))]
        self.supply.remove(tile)
        if picture.get("face_down"):
            self.face_down.append(tile)
        return tile

    def _event(self, rng: Rng) -> dict:
        if not self.event_deck:
            self.event_deck = list(range(len(self.data["events"])))
            rng.shuffle(self.event_deck)
        return self.data["events"][self.event_deck.pop(0)]

    def _start_day(self, rng: Rng) -> None:
        self.pin_haul, self.your_haul, self.face_down = {BIG: [], SMALL: []}, [], []
        self.reserved, self.pin_today, self.given = None, [], None
        self._note("day")
        hers = self._event(rng)
        for offer in (BIG, SMALL):
            self.pin_haul[offer] = [i for i in (self._draw(p, rng) for p in hers["pinzetta"][offer]) if i]
        self._note("pinzetta_haul", event=hers["number"])
        yours = self._event(rng)
        self.your_haul = [i for i in (self._draw(p, rng) for p in yours["you"]) if i]
        self.instruction = yours["instruction"]
        self._note("your_haul", event=yours["number"], instruction=yours["instruction"])
        if self.instruction == "forever_you":
            forever = self._take_forever()
            if forever:
                self.forever.append(forever)
                self._note("forever_you", item=forever)
        elif self.instruction == "forever_pinzetta":
            forever = self._take_forever()
            if forever:
                self.pin_today.append(forever)
                self._note("forever_pinzetta", item=forever)
        if self.instruction == "generous" and self.your_haul and (self.pin_haul[BIG] or self.pin_haul[SMALL]):
            self.phase = "generous"
        else:
            self._after_collect()

    def _generous(self, move: dict, rng: Rng) -> None:
        offer, index = (BIG, int(move["take"][3:])) if move["take"].startswith(BIG) else (SMALL, int(move["take"][5:]))
        taken = self.pin_haul[offer][index]
        self.pin_haul[offer][index] = move["give"]
        self.your_haul[self.your_haul.index(move["give"])] = taken
        self.given = move["give"]  # you have seen it, face down or not
        self._note("generous", give=move["give"], take=move["take"], got=taken)
        self._after_collect()

    def _after_collect(self) -> None:
        if self.holds("scout"):
            shown = [i for o in (BIG, SMALL) for i in self.pin_haul[o] if i in self.face_down]
            if shown:
                self.face_down = [i for i in self.face_down if i not in shown]
                self._note("scout", items=shown)
        self.phase = "reserve" if self.your_haul else "split"

