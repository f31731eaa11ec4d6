"""The review screen in Chromium: a finished game of every game opened from its result or from Saved
games, the chances drawn as lines and said in words, the turning points stepped through on the
table (the move pointed at with the table's showMove), the grades and the luck; "find a better
move" judging a person's new choice; the screen on a phone and a tablet; and no review of a game
that is still on.

The short games are played by bots here, but Gulek Single by random taps until its board can no
longer be cleared. The Goose and the Gulek solitaires are analysed by the page itself, a few samples
each (the preference `reviewSamples`; the solitaires' solver needs none); the others, whose honest
analysis takes minutes, come with a complete review kept in the save (`record.review`, as the
background analysis leaves it): made up here, but taken and totalled by the engine as its own."""

from __future__ import annotations

import json
import random
import re
import time

import pytest
from playwright.sync_api import expect

from browser import Watched, text, until_empty
from gurkenglas.core.engine import State
from gurkenglas.core.review import review as engine_review, timeline_of
from gurkenglas.games import get_game
from layout import SCREENS
from saves import ok, played

pytestmark = pytest.mark.browser

# Each game's short finished game: its seats (the first a person, whose choices are graded), a seed,
# and whether the page analyses it itself ("live") or finds the review in the save ("kept").
GAMES = {
    "goose": (["human", "bot"], 2, "live"),
    "keezen": (["human", "bot"], 1, "kept"),
    "gurke": (["human", "bot"], 1, "kept"),
    "gulek": (["human", "bot"], 3, "kept"),
    "gulek_solo": (["human"], 1, "live"),
    "gulek_single": (["human"], 5, "live"),
    "mixed_pickles": (["human", "bot"], 1, "kept"),
    "stamp_swap": (["human"], 2, "kept"),  # opened from its result: a finished Stamp Swap drawn afresh
}
SAMPLES = 4


def kept_review(record: dict) -> dict:
    """A complete review of a saved game, made up: the chances drift from even to the result, with
    three swings (the first by chance, the second by a person's mistake where they had a choice);
    the person's other choices graded best, some good. The engine takes it as what it found so far
    (it checks every move against the game) and adds the totals and the turning points."""
    state = State.from_json(record["state"], get_game)
    line = timeline_of(state)
    plies = len(line.moves)
    first = engine_review(state, None, budget_ms=1, samples=1)  # its start, method and measure
    players = state.players
    result = [1.0 if seat in line.states[-1].outcome()["winners"] else 0.0 for seat in range(players)]
    winner = result.index(1.0) if 1.0 in result else 0
    start = [0.5] if players == 1 else [round(1 / players, 4)] * players
    other = (winner + 1) % players
    person = [k for k in range(1, plies + 1) if line.states[k - 1].seats[line.states[k - 1].to_move()]["kind"] == "human"
              and len(line.legal[k - 1]) > 1]
    swing_down = max(2, plies // 4)
    mistake = next((k for k in person if k > swing_down + 1 and k < plies - 2), None)
    swing_up = mistake or plies // 2
    steps = []
    for k in range(1, plies + 1):
        before = line.states[k - 1]
        mover = before.to_move()
        f = k / plies
        chance = [(1 - f) * start[s] + f * result[s] for s in range(players)]
        if players > 1 and swing_down <= k < swing_up:  # the winner's bad patch
            shift = min(0.3, chance[winner])
            chance[winner] -= shift
            chance[other] += shift
        elif players == 1 and swing_down <= k < swing_up:
            chance[0] = max(0.0, chance[0] - 0.3)
        chance = [round(max(0.0, min(1.0, c)), 4) for c in chance]
        step = {"step": k, "mover": mover, "move": line.moves[k - 1], "chance": chance, "expected": None, "luck": None, "decision": None}
        if k == swing_down:
            step["luck"] = [round(chance[s] - steps[-1]["chance"][s], 4) if steps else 0.0 for s in range(players)]
            step["expected"] = steps[-1]["chance"] if steps else start
        if before.seats[mover]["kind"] == "human":
            legal = line.legal[k - 1]
            alternatives = [m for m in legal if m != line.moves[k - 1]]
            if not alternatives:
                step["decision"] = {"seat": mover, "grade": "forced", "loss": 0.0, "best_move": line.moves[k - 1],
                                    "choices": 1}
            else:
                grade, loss = ("mistake", 0.15) if k == mistake else ("good", 0.02) if k % 5 == 0 else ("best", 0.0)
                best = alternatives[0] if grade != "best" else line.moves[k - 1]
                step["decision"] = {"seat": mover, "grade": grade, "loss": loss, "best_move": best,
                                    "choices": len(legal)}
        steps.append(step)
    if first["learns"]:  # the person's first sound choice told something about how they play
        told = next(step for step in steps if (step["decision"] or {}).get("grade") == "best")
        told["learned"] = [0.04 if s == told["mover"] else round(-0.04 / (players - 1), 4) for s in range(players)]
    if state.game.shares_first_place:  # the chance of a shared first place: a fifth, then the result
        shared = 1.0 if len(line.states[-1].outcome()["winners"]) > 1 else 0.0
        for step in steps:
            step["shared"] = shared if step["step"] == plies else 0.2
    made = {**first, "start": start, "start_shared": 0.2 if state.game.shares_first_place else None, "steps": steps}
    if first["spread"]:  # a line said through the game's spread of chances keeps the playouts' shares beside it
        made["start_raw"] = start
        for step in steps:
            step["raw"] = step["chance"]
    answer = engine_review(state, made, budget_ms=1, samples=1)
    assert answer["complete"] and answer["analysed"] == plies and answer["steps"] == steps, "the engine did not take the review"
    return answer


def lost_solitaire(game: str, seed: int) -> dict:
    """A save of a solitaire played by random taps to its end: lost, as such play goes."""
    record = played(game, ["human"], seed, moves=0)
    state, log, taps = record["state"], [], random.Random(seed)
    while not ok("status", state=state)["over"]:
        after = ok("apply", state=state, move=taps.choice(ok("legal_moves", state=state)["moves"])["move"])
        state = after["state"]
        log.append(after["events"])
    assert not ok("status", state=state)["outcome"]["winners"]
    return {**record, "over": True, "state": state, "log": log}


@pytest.fixture(scope="module")
def records() -> dict:
    made = {}
    for game, (kinds, seed, how) in GAMES.items():
        record = lost_solitaire(game, seed) if game == "gulek_single" else played(game, kinds, seed)
        record["id"] = f"review-{game}"
        if how == "kept":
            record["review"] = kept_review(record)
        made[game] = record
    return made


@pytest.fixture(scope="module")
def page(browser, site):
    """One tablet-sized page for the module; each test writes its saves and opens what it needs."""
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768}, has_touch=True)
    watched = Watched(context.new_page(), site)
    watched.open()
    watched.page.evaluate("(n) => localStorage.setItem('gurkenglas:prefs', JSON.stringify({ reviewSamples: n }))", SAMPLES)
    yield watched
    context.close()


def put(page, record: dict) -> None:
    page.evaluate("(r) => localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify(r))", record)


def from_saves(watched, record: dict) -> None:
    page = watched.page
    put(page, record)
    page.locator("#saves-button").click()
    card = page.locator(".card", has_text=text("en", f"games.{record['game']}.name")).filter(has_text=text("en", "saves.finished"))
    card.get_by_role("button", name=re.compile(r"^" + re.escape(text("en", "review.open_named", when="")))).click()


def from_result(watched, record: dict) -> None:
    """The finished game's table (as its route brings it back), then Review in its result."""
    page = watched.page
    put(page, record)
    page.evaluate("(id) => { const p = JSON.parse(localStorage.getItem('gurkenglas:prefs')); p.route = { name: 'play', params: { id } };"
                  " localStorage.setItem('gurkenglas:prefs', JSON.stringify(p)); }", record["id"])
    watched.open()
    page.locator(".result").get_by_role("button", name=text("en", "review.open"), exact=True).click()


def analysed(page, timeout_s: float = 120) -> None:
    """The review is complete: no progress bar, a move on show."""
    expect(page.locator(".review-step h2")).to_be_visible(timeout=timeout_s * 1000)
    expect(page.get_by_role("progressbar", name=text("en", "review.analysing"))).to_be_hidden(timeout=timeout_s * 1000)


# How many pixels of the chart are drawn in each seat's colour.
SEAT_PIXELS = """(colours) => {
  const canvas = document.querySelector(".review-chart");
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  const rgb = colours.map((c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)));
  const counts = rgb.map(() => 0);
  for (let i = 0; i < data.length; i += 4) {
    rgb.forEach(([r, g, b], k) => { if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 24) counts[k] += 1; });
  }
  return counts;
}"""
SEAT_COLORS = ["#d55e00", "#0072b2", "#009e73", "#e69f00", "#cc79a7", "#56b4e9"]


def shown(page) -> tuple[str, object]:
    layout = page.locator(".review-layout")
    return page.locator(".replay-counter").inner_text(), json.loads(layout.get_attribute("data-shown-move") or "null")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_review_of_a_finished_game(page, records, game):
    record = records[game]
    plies = len(record["state"]["history"])
    started = time.time()
    (from_result if GAMES[game][2] == "live" or game == "stamp_swap" else from_saves)(page, record)
    pane = page.page
    analysed(pane)
    took = time.time() - started
    if game == "stamp_swap":  # a review waits for nobody: no "…" where a table says what to do now
        expect(pane.locator(".ss-prompt")).to_be_hidden()
    review = pane.evaluate("(id) => JSON.parse(localStorage.getItem('gurkenglas:save:' + id)).review ?? null", record["id"])
    assert GAMES[game][2] == "live" or review is not None
    # The lines: every seat's colour on the chart, and the chart a slider that says its value.
    players = len(record["setup"]["seats"])
    counts = pane.evaluate(SEAT_PIXELS, SEAT_COLORS[:players])
    assert all(n > 20 for n in counts), counts
    chart = pane.get_by_role("slider", name=text("en", "review.chart"))
    expect(chart).to_have_attribute("aria-valuemax", str(plies))
    # The turning points in words, and stepped through on the table: each shows its move's position
    # with the move played pointed at.
    points = pane.locator(".review-points button.review-point")
    count = points.count()
    assert count >= 1 or GAMES[game][2] == "live"
    # Where the first place can be shared, the legend names the line of the chance that it is, and a
    # note under the chart says how the lines count it.
    sharing = get_game(record["state"]["game"]).shares_first_place and GAMES[game][2] == "kept"
    expect(pane.locator(".review-legend li:not([hidden])")).to_have_count(players + sharing)
    if sharing:
        expect(pane.locator(".review-legend li.review-shared")).to_have_text(text("en", "review.shared_line"))
        expect(pane.locator(".review-shared-note")).to_have_text(text("en", "review.shared_note"))
        expect(chart).to_have_attribute("aria-valuetext", re.compile(r", first place shared (20|0|100)%$"))
    else:
        expect(pane.locator(".review-shared-note")).to_be_hidden()
    if game == "gulek_single":  # lost: the move after which the board could no longer be cleared, a blunder
        expect(pane.locator("#review-chart-heading")).to_have_text(text("en", "review.chart_solvable"))
        expect(points).to_have_count(1)
        said = text("en", "review.point_decision_moves", move=plies, name=record["setup"]["seats"][0]["name"],
                    grade=text("en", "review.grade.blunder"), played="PLAYED", better="BETTER", points=100,
                    unit=text("en", "review.unit_solvable"))
        sow = r"Sow pit \d+ (counter-)?clockwise"
        expect(points.first).to_have_text(re.compile("^" + re.escape(said).replace("PLAYED", sow).replace("BETTER", sow) + "$"))
    # Each names a graded fault or luck, never a move the review graded sound; a fault names the move
    # played and the better one, luck what was drawn (once the table before each has come), unless the
    # move in words is too long for a line (a Stamp Swap offer).
    faults = "|".join(text("en", f"review.grade.{grade}") for grade in ("inaccuracy", "mistake", "blunder"))
    named = {"decision": rf"^Move \d+, [^:]+: ({faults}), .+ instead of .+, \d+ points", "luck": r"^Move \d+ \(.+\): (bad )?luck for ",
             "cards": r"^Move \d+, [^:]+: .+\. The cards "}
    for i in range(count):
        said = points.nth(i).inner_text()
        assert re.search(rf": ({faults}), | luck for |[:.] [Tt]he cards ", said), said
        if game != "stamp_swap":
            cause = next(kind for kind, pattern in (("decision", faults), ("luck", " luck for "), ("cards", "")) if re.search(pattern, said))
            expect(points.nth(i)).to_have_text(re.compile(named[cause]))
        print(f"{game}: {points.nth(i).inner_text()}")
    if count:
        assert re.match(r"Move \d+", points.first.inner_text())
        steps = [int(re.match(r"Move (\d+)", points.nth(i).inner_text()).group(1)) for i in range(count)]
        points.first.click()
        for i, step in enumerate(steps):
            if i:
                pane.get_by_role("button", name=text("en", "review.next_point")).click()
            move = ok("replay", state=record["state"], step=step)["move"]
            expect(pane.locator(".replay-counter")).to_have_text(text("en", "review.move_of", move=step, plies=plies))
            expect(pane.locator(".review-layout")).to_have_attribute("data-shown-move", json.dumps(move, separators=(",", ":")))
            expect(pane.locator("#review-step-heading")).to_contain_text(text("en", "review.point_of", point=i + 1, points=count))
            expect(pane.locator(".review-points [aria-current=step]")).to_have_count(1)
        assert pane.get_by_role("button", name=text("en", "review.next_point")).is_disabled()
    # A better move, where a person's choice had one: shown on the table instead of the move played.
    show_better = pane.get_by_role("button", name=text("en", "review.show_better"))
    assert show_better.count() or game not in ("gurke", "gulek_single")
    if show_better.count():
        step = int(re.search(r"Move (\d+)", shown(pane)[0]).group(1))
        show_better.click()
        review = record.get("review") or ok("review", state=record["state"], budget_ms=5000, samples=SAMPLES)
        best = review["steps"][step - 1]["decision"]["best_move"]
        expect(pane.locator(".review-layout")).to_have_attribute("data-shown-move", json.dumps(best, separators=(",", ":")))
        expect(show_better).to_have_attribute("aria-pressed", "true")
    learns = bool(review and review.get("learns"))  # the engine says that the line learns from a person's moves
    assert learns == (game in ("keezen", "gurke", "mixed_pickles", "stamp_swap")), game
    # The chart picks a move with a tap, and with the keys.
    box = chart.bounding_box()
    chart.click(position={"x": box["width"] - 3, "y": box["height"] / 2})  # right of the last move: the last
    expect(pane.locator(".replay-counter")).to_have_text(text("en", "review.move_of", move=plies, plies=plies))
    chart.focus()
    pane.keyboard.press("Home")
    expect(pane.locator(".replay-counter")).to_have_text(text("en", "review.move_of", move=1, plies=plies))
    expect(chart).to_have_attribute("aria-valuetext", re.compile(r"^Move 1: "))
    # A move that told something about how its player plays says so under it, apart from luck.
    told = next((s for s in review["steps"] if any(abs(v) >= 0.005 for v in s.get("learned") or [])), None) if learns else None
    assert told or not learns
    if told:
        for _ in range(told["step"] - 1):
            pane.keyboard.press("ArrowRight")
        expect(pane.locator(".replay-counter")).to_have_text(text("en", "review.move_of", move=told["step"], plies=plies))
        said = text("en", "review.learned_step", name=record["setup"]["seats"][told["mover"]]["name"], list="LIST")
        expect(pane.locator(".review-step p", has_text=re.compile("^" + re.escape(said).replace("LIST", ".+") + "$"))).to_have_count(1)
    # The grades counted for the person, their meaning, and the luck in plain words.
    grades = pane.locator(".review-grades")
    expect(grades.locator("tbody tr")).to_have_count(6)
    assert "P1" in grades.locator("thead").inner_text()
    expect(pane.locator(".review-help li").nth(3)).to_have_text(re.compile(r"^Mistake: loses 10 to 20 points of"))
    # Chances from computer players' play take a person for a player of a family's strength, or learn
    # it from their moves where the engine says it does (Stamp Swap's, analysed here): said so.
    strength = pane.locator(".review-help li", has_text=text("en", "review.help_strength"))
    expect(strength).to_have_count(0 if game == "goose" or game.startswith("gulek_s") or learns else 1)
    expect(pane.locator(".review-help li", has_text=text("en", "review.help_learns"))).to_have_count(1 if learns else 0)
    # Keezen's and Gurke's choices are graded by the strongest player's look-ahead, their lines by
    # playouts: said so.
    expect(pane.locator(".review-help li", has_text=text("en", "review.grades_search"))).to_have_count(
        1 if game in ("keezen", "gurke") else 0)
    luck = pane.locator(".review-luck").inner_text()
    assert re.search(r"P1 (won|did not win)\. Luck: ", luck) or luck.startswith(text("en", "review.no_luck")), luck
    # How much of the game is skill, as measured; the solitaires have no opponent to measure.
    skill = pane.locator("[data-review=skill]")
    if game.startswith("gulek_s"):
        expect(skill).to_have_count(0)
    else:
        expect(skill).to_contain_text(re.compile(r"^How much is skill: .* (of 10|one game in \d)"))
    print(f"{game}: {plies} moves, reviewed in {took:.1f} s")
    page.assert_clean()


def test_find_a_better_move(page, records):
    """At a person's mistake, the table offers the moves they had; the one picked is judged."""
    record = records["gurke"]
    review = record["review"]
    mistake = next(s for s in review["steps"] if s["decision"] and s["decision"]["grade"] == "mistake")
    from_saves(page, record)
    pane = page.page
    analysed(pane)
    pane.locator(".review-points button.review-point").filter(has_text=f"Move {mistake['step']}, P1: Mistake").click()
    expect(pane.get_by_text(text("en", "review.decision_loss", name="P1", grade="Mistake", points=15, unit=text("en", "review.unit_win")))).to_be_visible()
    pane.get_by_role("button", name=text("en", "review.find_better")).click()
    expect(pane.locator(".review-better")).to_contain_text(text("en", "review.better_prompt", name="P1"))
    # The hand on the table offers the cards again: a tap on one that was not played.
    legal = ok("replay", state=record["state"], step=mistake["step"] - 1, seat=0, legal=True)["legal"]["moves"]
    other = next(entry["move"] for entry in legal if entry["move"] != mistake["move"] and entry["move"].get("card"))
    pane.locator(f".gurke-hand [data-thing='card:{other['card']}']").first.click()
    verdict = pane.locator(".review-verdict")
    expect(verdict).to_contain_text(re.compile(r"^Your choice, .+: (Best|Good|Inaccuracy|Mistake|Blunder)$"), timeout=120000)
    expect(pane.locator(".review-better")).to_contain_text(re.compile(r"with this move, \d+% with the move played"))
    expect(pane.locator(".review-layout")).to_have_attribute("data-shown-move", json.dumps(other, separators=(",", ":")))
    # Another try from the list, then back to the move played.
    pane.get_by_role("button", name=text("en", "review.better_again")).click()
    expect(pane.locator(".gurke-hand .gurke-playable").first).to_be_visible()
    pane.get_by_role("button", name=text("en", "review.better_stop")).click()
    expect(pane.locator(".review-better")).to_be_hidden()
    expect(pane.locator(".review-layout")).to_have_attribute("data-shown-move", json.dumps(mistake["move"], separators=(",", ":")))
    page.assert_clean()


# What keeps the review from fitting the screen, in words (none: it fits): the page does not scroll,
# the table and the pane lie inside the window side by side or one above the other, the pane's
# controls are at least 44 px and nothing covers the ones in view.
REVIEW_FIT = """() => {
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > innerWidth + 0.5 || root.scrollHeight > innerHeight + 0.5) problems.push(`the page scrolls (${root.scrollWidth}x${root.scrollHeight})`);
  const area = document.querySelector("#screen-review .table-area").getBoundingClientRect();
  const pane = document.querySelector(".review-pane").getBoundingClientRect();
  for (const [name, r] of [["table", area], ["pane", pane]]) {
    if (r.left < -0.5 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) problems.push(`the ${name} leaves the window`);
  }
  if (area.height < 150 || area.width < 200) problems.push(`the table is ${area.width}x${area.height}`);
  const overlap = Math.min(area.right, pane.right) - Math.max(area.left, pane.left) > 1 && Math.min(area.bottom, pane.bottom) - Math.max(area.top, pane.top) > 1;
  if (overlap) problems.push("the pane lies over the table");
  for (const node of document.querySelectorAll(".review-pane button, .review-pane canvas, .review-pane summary")) {
    const b = node.getBoundingClientRect();
    if (!node.checkVisibility() || b.width < 1) continue;
    if (b.height < 43.5 || (node.tagName === "BUTTON" && b.width < 43.5)) problems.push(`"${node.textContent.trim().slice(0, 20)}" is ${Math.round(b.width)}x${Math.round(b.height)}`);
    if (b.top < pane.top || b.bottom > pane.bottom) continue;  // scrolled out of the pane: not covered
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    if (!hit || !(hit === node || node.contains(hit))) problems.push(`"${node.textContent.trim().slice(0, 20)}" is covered`);
  }
  return problems;
}"""


def test_the_review_fits_every_phone_and_tablet(page, records):
    from_saves(page, records["keezen"])
    pane = page.page
    analysed(pane)
    for width, height in SCREENS:  # every screen the layout test uses
        pane.set_viewport_size({"width": width, "height": height})
        problems = pane.evaluate(until_empty(REVIEW_FIT, 3000))  # the review follows the new size within a few frames
        assert not problems, (width, height, problems)
        expect(pane.get_by_role("slider", name=text("en", "review.chart"))).to_be_in_viewport()
    pane.set_viewport_size({"width": 1024, "height": 768})
    page.assert_clean()


def test_a_game_still_on_has_no_review(page, records):
    record = played("gurke", ["human", "bot"], seed=1, moves=20)
    record["id"] = "review-unfinished"
    put(page.page, record)
    pane = page.page
    pane.locator("#saves-button").click()
    expect(pane.get_by_role("button", name=re.compile(r"^" + re.escape(text("en", "replay.open_named", when=""))))).not_to_have_count(0)
    cards = pane.locator(".card", has_text=text("en", "saves.in_progress"))
    expect(cards).to_have_count(1)
    expect(cards.get_by_role("button", name=re.compile(r"^" + re.escape(text("en", "review.open_named", when=""))))).to_have_count(0)
    # Asked for anyway (a route remembered from another time): the game is shown, not its review.
    pane.evaluate("(id) => { const p = JSON.parse(localStorage.getItem('gurkenglas:prefs')); p.route = { name: 'review', params: { id } };"
                  " localStorage.setItem('gurkenglas:prefs', JSON.stringify(p)); }", record["id"])
    page.open()
    expect(pane.locator("#notice-text")).to_have_text(text("en", "review.not_finished"))
    expect(pane.locator("#screen-play")).to_be_visible()
    expect(pane.locator("#screen-review .review-pane")).to_have_count(0)
    expect(pane.locator(".result")).to_be_hidden()
    page.assert_clean()
