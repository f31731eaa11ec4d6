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
        s = self.s
        if s["to_place"]:
            s["phase"] = "place"
            return
        for number, points in scoring.exhibitor_points(s["cards"], s["placed"], self.data):
            s["points"]["exhibitors"] += points
            self._note("exhibitor", card=number, points=points)
        if self.tickets_left() > 0 and self.open_contests():
            s["phase"] = "contest"
        else:
            self._end_show(rng)

    def _place(self, move: dict, rng: Rng) -> None:
        s = self.s
        s["to_place"].remove(move["item"])
        s["placed"].append([move["item"], move["x"], move["y"]])
        self._note("place", item=move["item"], x=move["x"], y=move["y"])
        self._show_or_contest(rng)

    def _discard(self, move: dict, rng: Rng) -> None:
        s = self.s
        s["to_place"].remove(move["item"])
        value = scoring.stamp_value(self.data.tiles[move["item"]], s["cards"], self.data)
        s["points"]["discarded"] += value
        self._note("discard", item=move["item"], points=value)
        self._show_or_contest(rng)

    def _contest(self, move: dict, rng: Rng) -> None:
        """A show ticket on the contest: it scores your album as it lies now, once."""
        s = self.s
        category = move["category"]
        number = s["board"][category]
        points = self.contest_score(number)
        s["tickets"].append({"category": category, "day": s["day"], "points": points})
        s["points"]["contests"] += points
        self._note("contest", category=category, contest=number, points=points)
        self._end_show(rng)

    def _end_show(self, rng: Rng) -> None:
        s = self.s
        self._pinzetta_show(rng)
        s["day"] += 1
        if s["day"] < self.data.days:
            self._start_day(rng)
        else:
            self._final()

    def _pinzetta_show(self, rng: Rng) -> None:
        s = self.s
        today, s["pin_today"] = s["pin_today"], []
        if self.intro:
            self._note("intro_discard", items=today)
            s["pin_shows"].append(0)
            return
        s["pin_items"] += today
        self._note("pinzetta_files", items=today)
        if not s["scoring_deck"]:
            s["scoring_deck"] = list(range(len(self.data["scoring_cards"])))
            rng.shuffle(s["scoring_deck"])
        card = s["scoring_deck"].pop(0)
        scoring_card = self.data["scoring_cards"][card]
        category = scoring_card["category"]
        number = s["board"][category]
        row = scoring_card["rows"][str(number)]
        factor = self.data["day_multipliers"][s["day"]]
        points = row[self.level - 1] * factor
        s["pin_shows"].append(points)
        self._note("pinzetta_scores", card=card, category=category, contest=number, level=self.level,
                   row=row[self.level - 1], factor=factor, points=points)

    # --- the final show ----------------------------------------------------------------------------------
    def _final(self) -> None:
        s, data = self.s, self.data
        finale = s["board"]["finale"]
        finale_points = self.contest_score(finale)
        self._note("finale", contest=finale, points=finale_points)
        pin_forever = sum(1 for i in s["pin_items"] if i[0] == "f")
        counts = [len(s["forever"]), None if self.intro else pin_forever, data["imaginary_forever"]]
        forever = scoring.majority(counts, data["majority_points"])
        you = {
            "stamps": scoring.album_value(s["placed"], s["cards"], data),
            "discarded": s["points"]["discarded"], "contests": s["points"]["contests"], "finale": finale_points,
            "exhibitors": s["points"]["exhibitors"],
            "specialists": sum(p for _n, p in scoring.specialist_points(s["cards"], s["placed"], data)),
            "forever": forever[0],
        }
        you["total"] = sum(you.values())
        if self.intro:
            pinzetta = {"intro": data["intro_points"][self.level - 1]}
        else:
            if not s["decision_deck"]:
                s["decision_deck"] = list(range(len(data["decision_cards"])))
            card = s["decision_deck"].pop(0)
            counts_fields = automa.album_field_counts(s["pin_items"], data, data.fields(s["album"]))
            album = automa.album_points(counts_fields, data["decision_cards"][card]["album"])
            self._note("pinzetta_album", card=card, counts=counts_fields, points=album)
            pinzetta = {
                "shows": sum(s["pin_shows"]), "level": data["final_adjustment"][self.level - 1],
                "forever": forever[1], "album": sum(album),
                "rares": sum(data.tiles[i]["value"] for i in s["pin_items"] if self.is_rare(i)),
            }
        pinzetta["total"] = sum(pinzetta.values())
        s["result"] = {"you": you, "pinzetta": pinzetta, "forever_counts": counts}
        self._note("final", you=you["total"], pinzetta=pinzetta["total"])
        s["phase"] = "over"
