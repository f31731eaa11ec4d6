"""Table mode: the tablet lies in the middle of the table and the pane with the controls of the
player to move turns to face that player's side. A 4-player Goose and a 4-player Keezen of people,
switched on in the setup screen, one round each on a landscape and on an upright tablet (Keezen
also on a phone on its side and upright, as Gulek and Mixed Pickles): at every decision the pane
carries the side of the seat to move (as the engine, on CPython, says who that is), is turned by
that side's angle as the page computes it, lies along that edge inside the window beside the whole
board, and its controls can be tapped; Keezen's hand-over card faces the next person. A reload
keeps the sides. In WebKit and Firefox, Keezen on an upright tablet."""

from __future__ import annotations

import json
import time

import pytest

from browser import IDLE, SAVE, seeded, text
from gurkenglas import api
from player import (
    SETUP_ANSWERED,
    TAPPABLE,
    assert_clean,
    decide,
    open_app,
    open_saved,
    start_game,
    tap,
    to_first_decision,
    wait_idle,
    wait_until,
)
from saves import ok, played

ANGLES = {"bottom": 0, "left": 90, "top": 180, "right": -90}
# People sit round the table in the order they play, clockwise seen from above; at Keezen each at
# the side where their start and home are drawn (seat 0 at the bottom, then left, top, right).
DEFAULT_SIDES = ["bottom", "left", "top", "right"]
SIDES_OF = {2: ["bottom", "top"], 4: DEFAULT_SIDES}
# A phone on its side, then upright (two of the layout test's screens).
PHONES = [(844, 390), (390, 844)]

# The pane with the controls as the page has it: its side, its turn (from the computed transform),
# where it lies, and what of it a finger cannot reach.
FACING = """() => {
  const pane = document.querySelector("#screen-play [data-facing]");
  if (!pane) return null;
  const m = new DOMMatrix(getComputedStyle(pane).transform === "none" ? undefined : getComputedStyle(pane).transform);
  const box = (n) => { const r = n.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const board = document.querySelector("#screen-play .frame-board canvas");
  const covered = [];
  for (const node of pane.querySelectorAll("button")) {
    if (node.disabled || !node.checkVisibility()) continue;
    const r = node.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === node || node.contains(hit))) covered.push((node.getAttribute("aria-label") || node.textContent).trim().slice(0, 30));
  }
  const handover = pane.querySelector(".handover:not([hidden])");
  return {
    side: pane.dataset.facing, angle: Math.round(Math.atan2(m.b, m.a) * 180 / Math.PI), pane: box(pane),
    area: box(document.querySelector("#screen-play .table-area")), board: box(board), window: [innerWidth, innerHeight],
    covered, buttons: pane.querySelectorAll("button:enabled").length, line: pane.querySelector(".facing-line")?.textContent ?? "",
    handover: handover ? { seen: handover.checkVisibility(), inPane: true } : null,
    colour: getComputedStyle(pane).borderBottomColor, edge: parseFloat(getComputedStyle(pane).borderBottomWidth),
  };
}"""


SIDES_SHOWN = "() => [...document.querySelectorAll('.side-row')].map((row) => row.querySelector('[aria-checked=true]').dataset.side)"


def table_mode(sides: dict[int, str] | None = None, expected: list[str] = DEFAULT_SIDES):
    """What the setup screen is given before Start: Table mode on, the default sides checked
    (`expected`), and the sides in `sides` (seat -> side) picked."""
    def configure(page) -> None:
        assert tap(page, "input", text("en", "setup.table_mode")) or page.click(
            "() => document.querySelector('#table-mode')"), "no Table mode switch"
        wait_until(page, "() => document.querySelector('.side-picks:not([hidden]) .side-row') !== null", what="the sides")
        shown = page.evaluate(SIDES_SHOWN)
        assert shown == expected, shown
        for seat, side in (sides or {}).items():
            assert page.click("""([seat, side]) => document.querySelectorAll('.side-row')[seat].querySelector(`[data-side=${side}]`)""",
                              [seat, side])
    return configure


def to_move(page) -> tuple[int | None, dict]:
    """The seat to move in the game the page shows, as the engine says on CPython, and its save."""
    record = page.evaluate(SAVE)
    status = json.loads(api.call("status", json.dumps({"state": record["state"]})))["result"]
    return status["to_move"], record


def facing_problems(got: dict | None, side: str) -> list[str]:
    """What is wrong with the pane (FACING's answer) for a seat at `side`, in words."""
    if not got or got["side"] != side:
        return [f"the pane shows {got and got['side']}"]
    problems = []
    if got["angle"] != ANGLES[side]:
        problems.append(f"turned {got['angle']}°")
    left, top, right, bottom = got["pane"]
    area_left, area_top, area_right, area_bottom = got["area"]
    width, height = got["window"]
    if left < -0.5 or top < -0.5 or right > width + 0.5 or bottom > height + 0.5:
        problems.append(f"{got['pane']} leaves the window")
    # Along the side: its outer edge within a few pixels of the table area's, its long side along it.
    edge = {"bottom": area_bottom - bottom, "top": top - area_top, "left": left - area_left, "right": area_right - right}[side]
    if not 0 <= edge < 12:
        problems.append(f"the pane {got['pane']} is not at the {side} of {got['area']}")
    # Its long side along that edge, or, where the edge is short (a phone on its side), most of it.
    along, across = (right - left, bottom - top) if side in ("bottom", "top") else (bottom - top, right - left)
    edge_length = area_right - area_left if side in ("bottom", "top") else area_bottom - area_top
    if along <= min(across, 0.9 * edge_length):
        problems.append(f"the pane {got['pane']} does not lie along the {side}")
    # The board is drawn whole in the table area, beside the pane: they overlap by a sliver at most
    # (2 % of the board).
    b_left, b_top, b_right, b_bottom = got["board"]
    if b_left < area_left - 1 or b_top < area_top - 1 or b_right > area_right + 1 or b_bottom > area_bottom + 1:
        problems.append(f"the board {got['board']} leaves the table area {got['area']}")
    overlap = max(0, min(right, b_right) - max(left, b_left)) * max(0, min(bottom, b_bottom) - max(top, b_top))
    if overlap > 0.02 * (b_right - b_left) * (b_bottom - b_top):
        problems.append(f"the pane {got['pane']} covers the board {got['board']}")
    if got["covered"]:
        problems.append(f"covered controls: {got['covered']}")
    if got["buttons"] == 0:
        problems.append("nothing to tap in the pane")
    if got["edge"] < 4:
        problems.append("no seat colour at the pane's outer edge")
    return problems


# FACING, on the page's next frame (or after 50 ms where no frame comes).
NEXT_FRAME = f"""async () => {{
  await new Promise((next) => {{ setTimeout(next, 50); if (!document.hidden) requestAnimationFrame(() => next()); }});
  return ({FACING})();
}}"""


def check_facing(page, sides: list[str], where: str) -> tuple[int, dict]:
    """The pane faces the side of the seat to move and fits along that edge; returns that seat."""
    seat, record = to_move(page)
    assert record["setup"]["sides"] == sides, f"{where}: the save keeps {record['setup']['sides']}"
    wait_until(page, IDLE, timeout_s=30, what=f"{where}: the table to settle")
    deadline = time.time() + 5
    while True:  # the layout and the board follow the turn within a frame or two: looked at frame by frame
        got = page.evaluate(NEXT_FRAME)
        problems = facing_problems(got, sides[seat])
        if not problems:
            return seat, got
        assert time.time() < deadline, f"{where}: seat {seat} ({sides[seat]}) to move: " + "; ".join(problems)


def play_round(page, sides: list[str], where: str, secret: bool, by_hint: bool) -> set[str]:
    """A decision of each seat (each person's first step of their turn), by the Roll button or by the
    hint's move; at each one the pane faces that seat. With secrets, the hand-over card is checked to
    face the next person. Returns the sides seen."""
    seen_sides, seats = set(), set()
    deadline = time.time() + 90
    while len(seats) < len(sides):
        assert time.time() < deadline, f"{where}: the round did not go round the table ({seats})"
        seat, got = check_facing(page, sides, where)
        assert got["line"] == text("en", "play.facing_turn", name=f"P{seat + 1}"), f"{where}: {got['line']!r}"
        if secret and got["handover"]:
            # The card is in the turned pane: it faces the person about to take the tablet.
            assert got["handover"]["seen"], f"{where}: the hand-over card is not shown"
            assert tap(page, ".handover:not([hidden]) button"), f"{where}: the hand-over card cannot be tapped"
            wait_until(page, "() => document.querySelector('.handover:not([hidden])') === null", what="the hand to be shown")
            continue
        seats.add(seat)
        seen_sides.add(sides[seat])
        moves = len(page.evaluate(SAVE)["state"]["history"])
        if by_hint:
            assert decide(page), f"{where}: seat {seat} cannot decide"
        else:
            assert tap(page, ".frame-pane .moves button"), f"{where}: the Roll button cannot be tapped"
        wait_saved(page, moves, "the move to be saved")
    return seen_sides


def wait_saved(page, moves: int, what: str) -> None:
    """Until the save holds more than `moves` moves."""
    wait_until(page, f"(n) => ({SAVE})().state.history.length > n", moves, timeout_s=30, what=what)


def play_on(page, sides, secret, screens, by_hint=True) -> None:
    for width, height in screens:
        page.resize(width, height)
        where = f"{page.engine} {width}x{height}"
        seen_sides = play_round(page, sides, where, secret, by_hint)
        assert seen_sides == set(sides), f"{where}: {seen_sides}"


@pytest.mark.browser
@pytest.mark.parametrize("engine", ["chromium"], indirect=True)
def test_goose_in_table_mode(engine, app_page, served):
    """Four people at the Goose; seat 1 moved to the right and seat 3 to the left in the setup."""
    server, site = served
    since = len(server.failures)
    page = app_page(1024, 768)
    open_app(page, site)
    # Dice of a game that lasts 75 rolls: a random Goose game for four can end in 17, before both
    # screens have seen every seat move.
    with seeded(page, 2):
        start_game(page, "goose", ["human"] * 4, configure=table_mode({1: "right", 3: "left"}))
    play_on(page, ["bottom", "right", "top", "left"], secret=False, screens=[(1024, 768), (768, 1024)], by_hint=False)
    assert_clean(page, server, since)


@pytest.mark.parametrize("engine", [pytest.param("chromium", marks=pytest.mark.browser)], indirect=True)
def test_keezen_in_table_mode(engine, app_page, served):
    """Four people at Keezen at their default sides, the hand-over card between them; a reload
    keeps the sides."""
    server, site = served
    since = len(server.failures)
    page = app_page(1024, 768)
    open_app(page, site)
    start_game(page, "keezen", ["human"] * 4, configure=table_mode())
    play_on(page, DEFAULT_SIDES, secret=True, screens=[(1024, 768), (768, 1024), *PHONES])
    wait_idle(page)  # the last move is saved before the table turns to the next seat
    before = page.evaluate(FACING)["side"]
    page.reload()
    wait_until(page, "() => document.querySelector('#screen-play [data-facing]') !== null", what="the table after the reload")
    assert page.evaluate(FACING)["side"] == before
    check_facing(page, DEFAULT_SIDES, "after the reload")
    # The next game's setup starts in table mode, at the same sides.
    open_app(page, site)
    assert tap(page, "button", text("en", "home.new_game_named", game=text("en", "games.keezen.name")))
    wait_until(page, "() => document.querySelector('#table-mode')?.checked === true", timeout_s=20, what="Table mode remembered")
    assert page.evaluate(SIDES_SHOWN) == DEFAULT_SIDES
    # Three players sit where the engine puts their starts, not evenly round the table.
    assert tap(page, "[role=radio]", text("en", "setup.player_count", n=3))
    # (Sides still at their defaults move once the engine has said where each start lies.)
    wait_until(page, f"() => document.querySelectorAll('.side-row').length === 3 && ({SETUP_ANSWERED})()",
               what="three sides, the engine's answer in")
    assert page.evaluate(SIDES_SHOWN) == ["bottom", "left", "top"]
    assert_clean(page, server, since)


@pytest.mark.browser
@pytest.mark.parametrize("engine", ["chromium"], indirect=True)
@pytest.mark.parametrize(("game", "people", "secret"), [("gulek", 2, False), ("mixed_pickles", 4, True)])
def test_the_other_shared_boards_fit_a_phone_in_table_mode(engine, app_page, served, game, people, secret):
    """Gulek's ring and the pickles' race at their default sides on a phone on its side and upright:
    there a pane above or below the board would leave it too little room, so it lies beside it."""
    server, site = served
    since = len(server.failures)
    page = app_page(*PHONES[0])
    open_app(page, site)
    start_game(page, game, ["human"] * people, configure=table_mode(expected=SIDES_OF[people]))
    play_on(page, SIDES_OF[people], secret=secret, screens=PHONES)
    assert_clean(page, server, since)


@pytest.mark.parametrize("engine", [pytest.param("webkit", marks=pytest.mark.webkit),
                                    pytest.param("firefox", marks=pytest.mark.firefox)], indirect=True)
def test_keezen_in_table_mode_in_every_engine(engine, app_page, served):
    """The same turn and fit in the engines of iPads and of Firefox, for one round upright."""
    server, site = served
    since = len(server.failures)
    page = app_page(768, 1024)
    open_app(page, site)
    start_game(page, "keezen", ["human"] * 4, configure=table_mode())
    play_on(page, DEFAULT_SIDES, secret=True, screens=[(768, 1024)])
    assert_clean(page, server, since)


def test_the_hints_move_is_brought_into_sight_at_every_side_of_a_phone(engine, app_page, served):
    """A phone on its side at a seven, where the pane holds the most: wherever the pane turns, the
    hint's answer is scrolled into the pane's sight (the pane is deeper than the room beside the
    board), and its "Play it" can be tapped and plays the move."""
    server, site = served
    since = len(server.failures)
    record = played("keezen", ["human"] * 4, seed=1, moves=100, level="easy")
    seat = ok("legal_moves", state=record["state"])["seat"]
    page = app_page(*PHONES[0])
    open_app(page, site)
    for side in DEFAULT_SIDES:
        # The sides turned round the table until the seat to move sits at `side`; a save of its own
        # at each side, as each is played on.
        turn = DEFAULT_SIDES.index(side) - seat
        sides = [DEFAULT_SIDES[(i + turn) % 4] for i in range(4)]
        open_saved(page, {**record, "id": f"{record['id']}-{side}", "setup": {**record["setup"], "sides": sides}})
        to_first_decision(page)
        # The Hint is offered once the person's decision is drawn at rest.
        wait_until(page, f"(a) => ({IDLE})() && ({TAPPABLE})(a) !== null", {"selector": ".play-tools button", "name": text("en", "play.hint")},
                   timeout_s=30, what=f"the Hint at the {side}")
        assert page.evaluate(FACING)["side"] == side
        moves = len(page.evaluate(SAVE)["state"]["history"])
        assert decide(page), f"{engine} at the {side}: the Hint cannot be asked"
        wait_saved(page, moves, f"the hint's move at the {side} to be saved")
    assert_clean(page, server, since)
