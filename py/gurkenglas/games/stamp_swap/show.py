"""The show phase and the final show: your album, exhibitors and a show ticket on one of the contests
on the board; Pinzetta's album and scoring card; at the end the finale card for you, the
forever-stamp majority, her album by a decision card, the difficulty adjustment, or the introductory
mode's flat points."""

from __future__ import annotations

from ...core.rng import Rng
from . import automa, scoring
from .base import StampSwapBase


class ShowPhase(StampSwapBase):
    """Part of `StampSwapPosition`: each day's show and the final show."""

    def _show_or_contest(self, rng: Rng) -> None:
        """After the swap and after each stamp placed: place the next one, or (all placed) your
        exhibitors score and you pick a contest, or the show ends when no ticket can be put."""
        if self.to_place:
            self.phase = "place"
            return
        for number, points in scoring.exhibitor_points(self.cards, self.placed, self.data):
            self.points["exhibitors"] += points
            self._note("exhibitor", card=number, points=points)
        if self.tickets_left() > 0 and self.open_contests():
            self.phase = "contest"
        else:
            self._end_show(rng)

    def _place(self, move: dict, rng: Rng) -> None:
        self.to_place.remove(move["item"])
        self.placed.append([move["item"], move["x"], move["y"]])
        self._note("place", item=move["item"], x=move["x"], y=move["y"])
        self._show_or_contest(rng)

    def _discard(self, move: dict, rng: Rng) -> None:
        self.to_place.remove(move["item"])
        value = scoring.stamp_value(self.data.tiles[move["item"]], self.cards, self.data)
        self.points["discarded"] += value
        self._note("discard", item=move["item"], points=value)
        self._show_or_contest(rng)

    def _contest(self, move: dict, rng: Rng) -> None:
        """A show ticket on the contest: it scores your album as it lies now, once."""
        category = move["category"]
        number = self.board[category]
        points = self.contest_score(number)
        self.tickets.append({"category": category, "day": self.day, "points": points})
        self.points["contests"] += points
        self._note("contest", category=category, contest=number, points=points)
        self._end_show(rng)

    def _end_show(self, rng: Rng) -> None:
        self._pinzetta_show(rng)
        self.day += 1
        if self.day < self.data.days:
            self._start_day(rng)
        else:
            self._final()

    def _pinzetta_show(self, rng: Rng) -> None:
        today, self.pin_today = self.pin_today, []
        if self.intro:
            self._note("intro_discard", items=today)
            self.pin_shows.append(0)
            return
        self.pin_items += today
        self._note("pinzetta_files", items=today)
        if not self.scoring_deck:
            self.scoring_deck = list(range(len(self.data["scoring_cards"])))
            rng.shuffle(self.scoring_deck)
        card = self.scoring_deck.pop(0)
        scoring_card = self.data["scoring_cards"][card]
        category = scoring_card["category"]
        number = self.board[category]
        row = scoring_card["rows"][str(number)]
        factor = self.data["day_multipliers"][self.day]
        points = row[self.level - 1] * factor
        self.pin_shows.append(points)
        self._note("pinzetta_scores", card=card, category=category, contest=number, level=self.level,
                   row=row[self.level - 1], factor=factor, points=points)

    # --- the final show ----------------------------------------------------------------------------------
    def _final(self) -> None:
        data = self.data
        finale = self.board["finale"]
        finale_points = self.contest_score(finale)
        self._note("finale", contest=finale, points=finale_points)
        pin_forever = sum(1 for i in self.pin_items if i[0] == "f")
        counts = [len(self.forever), None if self.intro else pin_forever, data["imaginary_forever"]]
        forever = scoring.majority(counts, data["majority_points"])
        you = {
            "stamps": scoring.album_value(self.placed, self.cards, data),
            "discarded": self.points["discarded"], "contests": self.points["contests"], "finale": finale_points,
            "exhibitors": self.points["exhibitors"],
            "specialists": sum(p for _n, p in scoring.specialist_points(self.cards, self.placed, data)),
            "forever": forever[0],
        }
        you["total"] = sum(you.values())
        if self.intro:
            pinzetta = {"intro": data["intro_points"][self.level - 1]}
        else:
            if not self.decision_deck:
                self.decision_deck = list(range(len(data["decision_cards"])))
            card = self.decision_deck.pop(0)
            counts_fields = automa.album_field_counts(self.pin_items, data, data.fields(self.album))
            album = automa.album_points(counts_fields, data["decision_cards"][card]["album"])
            self._note("pinzetta_album", card=card, counts=counts_fields, points=album)
            pinzetta = {
                "shows": sum(self.pin_shows), "level": data["final_adjustment"][self.level - 1],
                "forever": forever[1], "album": sum(album),
                "rares": sum(data.tiles[i]["value"] for i in self.pin_items if self.is_rare(i)),
            }
        pinzetta["total"] = sum(pinzetta.values())
        self.result = {"you": you, "pinzetta": pinzetta, "forever_counts": counts}
        self._note("final", you=you["total"], pinzetta=pinzetta["total"])
        self.phase = "over"
