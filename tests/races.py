"""Two tabs of one browser on the same game, each tapping a move at nearly the same moment: the
harness behind the two-tab page tests and `benchmarks/two_tab_races.py`, in any engine of
tests/engines.py (the second tab is a window beside the first, of the same profile).

A race: both tabs show the same position with a person to move; each taps a different legal move
(the first and the last it offers) at a chosen moment, 0–250 ms apart. When both have settled, the
race is *lost* if a tab shows a move that is not in the save (its log differs from the other tab's or
from the saved history), or if a tab wrote the save without adding a move to it (two writes of one
revision: the other tab's write was silently replaced). A tab whose move was not kept must have been
told so; that is counted too, and so is a race that lost a person's tap without a word (*untold*:
both tabs' people tapped, one move was kept, and neither tab said why the other did nothing)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from browser import text
from player import TABLE_DRAWN, assert_clean, open_app, start_game, wait_engine, wait_idle, wait_until

# Counts the page's own writes of saved games, so a write that added no move can be seen. A write
# that keeps the save's revision and game and only brings its review up to date (the review analysed
# in the background) is counted apart. It only observes: every call goes on to the real setItem.
COUNT_WRITES = """() => {
  if (window.saveWrites !== undefined) return;  // counting already
  const real = Storage.prototype.setItem;
  window.saveWrites = 0;
  window.reviewWrites = 0;
  const reviewOnly = (before, after) => {
    try {
      const [a, b] = [JSON.parse(before), JSON.parse(after)];
      return a.revision === b.revision && JSON.stringify(a.state) === JSON.stringify(b.state);
    } catch {
      return false;
    }
  };
  Storage.prototype.setItem = function (key, value) {
    const save = String(key).startsWith("gurkenglas:save:");
    const before = save ? this.getItem(key) : null;
    const result = real.call(this, key, value);
    if (save && before !== null && reviewOnly(before, value)) window.reviewWrites += 1;
    else if (save) window.saveWrites += 1;
    return result;
  };
}"""

# Taps the first or last enabled move the tab offers (the list of every move, or the dock's move
# buttons) at the wall-clock moment `at`, and notes in `window.tapped` whether there was one.
TAP_AT = """([at, last]) => {
  window.tapped = null;
  setTimeout(() => {
    const offered = [...document.querySelectorAll("#screen-play .move-list-body button, #screen-play .moves button.move")]
      .filter((b) => !b.disabled && b.offsetParent !== null);
    const button = last ? offered[offered.length - 1] : offered[0];
    if (button) button.click();
    window.tapped = Boolean(button);
  }, Math.max(0, at - Date.now()));
}"""

SNAPSHOT = """() => {
  // the save of the game on screen (the page remembers which, to come back to it)
  const route = (JSON.parse(localStorage.getItem("gurkenglas:prefs")) || {}).route;
  const raw = route && route.name === "play" ? localStorage.getItem(`gurkenglas:save:${route.params.id}`) : null;
  const save = raw ? JSON.parse(raw) : null;
  const offered = [...document.querySelectorAll("#screen-play .move-list-body button, #screen-play .moves button.move")]
    .filter((b) => !b.disabled && b.offsetParent !== null).length;
  const notice = document.querySelector("#notice");
  return {
    history: save ? save.state.history.length : -1,
    revision: save ? save.revision : -1,
    // each move's own line (a summary after it, such as Gurke's scores, is drawn from the view of the moment)
    shown: Number(document.querySelector("#screen-play .log")?.dataset.moves ?? -1),
    log: [...document.querySelectorAll("#screen-play .log > li")].map((li) => li.innerText.split("\\n")[0]),
    offered,
    over: Boolean(document.querySelector("#screen-play .result:not([hidden])")),
    writes: window.saveWrites,
    reviewWrites: window.reviewWrites,
    notice: notice && !notice.hidden ? document.querySelector("#notice-text").textContent : "",
  };
}"""

# (game, seats): one game kind each: dice, cards, sowing.
KINDS = {
    "dice": ("goose", ["human", "human"]),
    "cards": ("gurke", ["human", "bot"]),
    "sowing": ("gulek", ["human", "human"]),
}


@dataclass
class Tally:
    races: int = 0  # both tabs had a move to tap
    lost: int = 0  # a move shown but not saved, or a write that replaced another's
    told: int = 0  # a tab was told its move was not kept
    review_writes: int = 0  # writes of the review alone (same revision, same game) during the races
    untold: int = 0  # both tabs' people tapped, one move was kept, and no tab said so (two people only)
    problems: list[str] = field(default_factory=list)


class TwoTabs:
    """Two windows of one browser profile on one game of `kind`: `page` (an engine page of
    tests/engines.py, showing the app or not) and a window opened beside it. A tap is planned
    `lead_ms` ahead, time enough to plan it in both windows (more where the driver is slow). With
    `background_review`, the tab that runs the computer players also analyses the game."""

    def __init__(self, page, site: str, kind: str, lead_ms: int = 400, background_review: bool = False) -> None:
        self.game, self.seats = KINDS[kind]
        self.site, self.lead_ms, self.background_review = site, lead_ms, background_review
        self.tabs = [page, page.beside(1280, 800)]
        self.opened = False  # the second window shows the app
        self.new_game()

    def new_game(self) -> None:
        first, second = self.tabs
        open_app(first, self.site, background_review=self.background_review)
        wait_engine(first)
        first.evaluate(COUNT_WRITES)
        start_game(first, self.game, self.seats)
        if self.opened:
            second.reload()
        else:
            second.goto(self.site)  # the page comes back to the game last played: this one
            self.opened = True
        second.evaluate(COUNT_WRITES)
        wait_until(second, TABLE_DRAWN, what="the game in the second window")
        for tab in self.tabs:
            tab.click("() => document.querySelector('#screen-play .move-list:not([open]) summary')")  # the list of every move
        self.settle()

    def snapshots(self) -> list[dict]:
        return [tab.evaluate(SNAPSHOT) for tab in self.tabs]

    def settle(self, timeout_s: float = 30) -> list[dict]:
        """Wait until both tabs are at rest (the page's idle signal: no computer player's turn, engine
        call or animation under way), show the saved game and offer a person a move to tap (or the
        game is over), twice in a row a moment apart."""
        deadline = time.time() + timeout_s
        last = None
        while True:
            wait_idle(*self.tabs, timeout_s=timeout_s)
            now = self.snapshots()
            a, b = now
            calm = (a["history"] == b["history"] and a["log"] == b["log"] and a["shown"] == b["shown"] == a["history"]
                    and ((a["offered"] and b["offered"]) or (a["over"] and b["over"])))
            if calm and last is not None and [s["log"] for s in last] == [s["log"] for s in now]:
                return now
            if time.time() > deadline:
                return now
            last = now if calm else None
            self.tabs[0].evaluate("() => new Promise((done) => setTimeout(() => done(true), 150))")  # a moment, by the page's clock

    def race(self, rng: random.Random, tally: Tally) -> bool:
        """One race; False when the game is over (nothing left to race on)."""
        before = self.settle()
        if any(s["over"] for s in before):
            return False
        if not all(s["offered"] for s in before):
            tally.problems.append(f"no move offered in both tabs: {[s['offered'] for s in before]}")
            return False
        at = int(time.time() * 1000) + self.lead_ms  # the pages' clock is this machine's
        # Every other race within 20 ms of each other (a true tie), the others anywhere in 250 ms.
        first = rng.randrange(0, 231)
        delays = [first, first + rng.randrange(0, 21)] if tally.races % 2 == 0 else [first, rng.randrange(0, 251)]
        for i, (tab, delay) in enumerate(zip(self.tabs, delays)):
            tab.evaluate(TAP_AT, [at + delay, i == 1])
        for tab in self.tabs:  # each tab's planned tap made (a busy page runs its timer late)
            wait_until(tab, "() => window.tapped !== null && window.tapped !== undefined", timeout_s=20, what="the planned tap")
        tapped = [tab.evaluate("() => window.tapped") for tab in self.tabs]
        after = self.settle()
        if all(tapped):
            tally.races += 1
        grew = after[0]["history"] - before[0]["history"]
        writes = sum(s["writes"] for s in after) - sum(s["writes"] for s in before)
        tally.review_writes += sum(s["reviewWrites"] for s in after) - sum(s["reviewWrites"] for s in before)
        a, b = after
        shown_not_saved = a["log"] != b["log"] or any(s["shown"] != s["history"] for s in after)
        humans = sum(1 for s in self.seats if s == "human")
        # Each move a person or a bot added is written once; in a game with a bot its replies too.
        extra_writes = writes - grew
        if shown_not_saved or extra_writes > 0:
            tally.lost += 1
            tally.problems.append(f"race {tally.races}: delays {delays}, grew {grew}, writes {writes}, "
                                  f"logs {len(a['log'])}/{len(b['log'])}, moves shown {a['shown']}/{b['shown']} of {a['history']}/{b['history']} "
                                  f"(revisions {a['revision']}/{b['revision']}, {humans} people, tapped {tapped})"
                                  + "".join(f"; differs at {i}: {x!r} / {y!r}" for i, (x, y) in enumerate(zip(a["log"], b["log"])) if x != y))
        told = text("en", "saves.race_lost", name="").split(":")[0].strip(" '")  # "s move was not kept"
        told_here = 0
        for tab, snap in zip(self.tabs, after):
            if told in snap["notice"]:
                told_here += 1
            if snap["notice"]:
                tab.click("() => document.querySelector('#notice-close')")
        tally.told += told_here
        # Two people tapped, one move was kept: the other person must have been told why.
        if all(tapped) and humans == 2 and grew == 1 and not told_here:
            tally.untold += 1
            tally.problems.append(f"race {tally.races}: delays {delays}, both tapped, one move kept, no tab told")
        return True

    def run(self, races: int, seed: int) -> Tally:
        rng = random.Random(seed)
        tally = Tally()
        while tally.races < races and len(tally.problems) < 20:
            if not self.race(rng, tally):
                self.new_game()
        return tally

    def close(self) -> None:
        """Check both windows saw no error, and close the second."""
        for tab in self.tabs:
            assert_clean(tab)
        self.tabs[1].close()
