"""The show phase and the final show: your album, contests and tickets, exhibitors; Pinzetta's
album and scoring card; at the end the forever-stamp majority, her album by a decision card, the
difficulty adjustment, or the introductory mode's flat points."""

from __future__ import annotations

from ...core.rng import Rng
from . import automa, scoring


class ShowPhase:
    """Part of `StampSwapPosition`: each day's show and the final show."""

    def _show_or_contest(self, rng: Rng) -> None:
        s = self.s
        if s["to_place"]:
            s["phase"] = "place"
        elif s["tickets"] > 0:
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

    def _enter(self, move: dict, rng: Rng) -> None:
        s = self.s
        points = scoring.contest_points(self.data.contests[self.contest_now()], s["placed"], self.data)
        s["tickets"] -= 1
        s["points"]["contests"] += points
        self._note("enter", contest=self.contest_now(), points=points)
        self._end_show(rng)

    def _skip(self, move: dict, rng: Rng) -> None:
        self._note("skip", contest=self.contest_now())
        self._end_show(rng)

    def _end_show(self, rng: Rng) -> None:
        s = self.s
        if s["day"] >= len(s["contests"]):
            self._final()
            return
        for number, points in scoring.exhibitor_points(s["cards"], s["placed"], self.data):
            s["points"]["exhibitors"] += points
            self._note("exhibitor", card=number, points=points)
        self._pinzetta_show(rng)
        s["day"] += 1
        if s["day"] < len(s["contests"]):
            self._start_day(rng)
        elif s["tickets"] > 0:
            self._note("final_show", contest=s["final_contest"])
            s["phase"] = "contest"
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
        row = self.data["scoring_cards"][card]["rows"][str(self.contest_now())]
        factor = self.data["day_multipliers"][s["day"]]
        points = row[self.level - 1] * factor
        s["pin_shows"].append(points)
        self._note("pinzetta_scores", card=card, contest=self.contest_now(), level=self.level,
                   row=row[self.level - 1], factor=factor, points=points)

    # --- the final show ----------------------------------------------------------------------------------
    def _final(self) -> None:
        s, data = self.s, self.data
        pin_forever = sum(1 for i in s["pin_items"] if i[0] == "f")
        counts = [len(s["forever"]), None if self.intro else pin_forever, data["imaginary_forever"]]
        forever = scoring.majority(counts, data["majority_points"])
        you = {
            "stamps": scoring.album_value(s["placed"], s["cards"], data),
            "discarded": s["points"]["discarded"], "contests": s["points"]["contests"],
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
            fields = data.albums[s["album"]]["fields"]
            counts7 = automa.album_field_counts(s["pin_items"], data, fields)
            album = automa.album_points(counts7, data["decision_cards"][card]["album"])
            self._note("pinzetta_album", card=card, counts=counts7, points=album)
            pinzetta = {
                "shows": sum(s["pin_shows"]), "level": data["final_adjustment"][self.level - 1],
                "forever": forever[1], "album": sum(album),
                "rares": sum(data.tiles[i]["value"] for i in s["pin_items"] if self.is_rare(i)),
            }
        pinzetta["total"] = sum(pinzetta.values())
        s["result"] = {"you": you, "pinzetta": pinzetta, "forever_counts": counts}
        self._note("final", you=you["total"], pinzetta=pinzetta["total"])
        s["phase"] = "over"

