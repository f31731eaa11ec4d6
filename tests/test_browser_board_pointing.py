"""What the guide and the review will point with, on the canvas boards in Chromium: a spotlight
lights up a pawn and says its caption to a screen reader, a move shows as an arrow on the board, and
a tap names the thing under it on every canvas board, legal move or not. The boards are made in the
page from the site's own modules and drawn with views from the engine."""

from __future__ import annotations

import json

import pytest

from gurkenglas import api

pytestmark = pytest.mark.browser

GAMES = {  # game id -> (players, the board module's folder)
    "goose": (2, "goose"), "keezen": (4, "keezen"), "gulek_solo": (1, "gulek"), "mixed_pickles": (3, "mixed_pickles"),
}

# Make one board of each game in a box of its own, from the site's hashed board modules.
MAKE_BOARDS = """async ({modules, views}) => {
  const makers = {
    goose: (m, canvas) => m.createGooseBoard(canvas),
    keezen: (m, canvas) => m.createKeezenBoard(canvas, { seatColor: () => "#0072b2", seatLabel: (p) => String(p + 1),
      rankLabel: (card) => card, t: (key) => key }),
    gulek_solo: (m, canvas) => m.createGulekBoard(canvas, { bannerText: () => null }),
    mixed_pickles: (m, canvas) => m.createBoard(canvas, { words: { place: String, goal: "goal", start: "start" },
      letter: (pickle) => pickle[0].toUpperCase() }),
  };
  // The app's own screens are only hidden: its engine goes on starting and updates its progress bar.
  for (const node of document.body.children) node.style.display = "none";
  window.boards = {};
  for (const [game, url] of Object.entries(modules)) {
    const box = document.createElement("div");
    box.className = "frame-board";
    box.style.cssText = "width: 480px; height: 420px; padding: 0";
    const canvas = document.createElement("canvas");
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", `${game} board`);
    box.append(canvas);
    document.body.append(box);
    const board = makers[game](await import(url), canvas);
    board.refit();
    board.draw(views[game]);
    window.boards[game] = board;
  }
}"""

# The colours of the canvas's pixels on a ring of radius `r` round (x, y), given in page pixels.
RING_PIXELS = """({game, x, y, r}) => {
  const canvas = document.querySelector(`canvas[aria-label^="${game} "]`);
  const rect = canvas.getBoundingClientRect();
  const k = canvas.width / rect.width;
  const g = canvas.getContext("2d");
  const out = [];
  for (let i = 0; i < 24; i++) {
    const a = (i * 2 * Math.PI) / 24;
    const px = Math.round((x - rect.left + r * Math.cos(a)) * k), py = Math.round((y - rect.top + r * Math.sin(a)) * k);
    out.push(Array.from(g.getImageData(px, py, 1, 1).data).join(","));
  }
  return out;
}"""


def call(method: str, **params):
    answer = json.loads(api.call(method, json.dumps(params)))
    assert answer["ok"], answer
    return answer["result"]


@pytest.fixture(scope="module")
def boards(browser, site, dist):
    """One page with a board of each canvas game, each drawn with a new game's view; the legal moves."""
    views, moves = {}, {}
    for game, (players, _) in GAMES.items():
        state = call("new_game", game=game, players=players, seed=7,
                     seats=[{"kind": "human", "name": f"P{i + 1}"} for i in range(players)])["state"]
        views[game] = call("view", state=state, seat=None)
        moves[game] = [m["move"] for m in call("legal_moves", state=state)["moves"]]
    modules = {}
    for game, (_, folder) in GAMES.items():
        (found,) = (dist / "assets" / "games" / folder).glob("board.*.js")
        modules[game] = f"{site}assets/games/{folder}/{found.name}"
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 1800})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site)
    page.wait_for_selector("html[data-ui=ready]", state="attached", timeout=30000)
    page.evaluate(MAKE_BOARDS, {"modules": modules, "views": views})
    yield page, moves
    context.close()
    assert not errors, errors


def test_a_spotlight_lights_up_a_pawn_and_its_caption_is_read_out(boards):
    page, _ = boards
    pawn = page.evaluate("() => boards.goose.where('pawn:0')")
    ring = {"game": "goose", "x": pawn["x"], "y": pawn["y"], "r": pawn["r"] * 1.4}
    before = page.evaluate(RING_PIXELS, ring)
    page.evaluate("() => boards.goose.spotlight(['pawn:0'], 'Your pawn starts here')")
    lit = page.evaluate(RING_PIXELS, ring)
    assert sum(a != b for a, b in zip(before, lit)) >= 12, "the ring round the pawn hardly changed"
    assert page.get_by_role("img", name="goose board — Your pawn starts here").count() == 1
    page.evaluate("() => boards.goose.spotlight([])")
    assert page.evaluate(RING_PIXELS, ring) == before, "the spotlight stays after it was ended"
    assert page.get_by_role("img", name="goose board", exact=True).count() == 1


def test_a_move_is_shown_as_an_arrow_between_its_pits(boards):
    page, moves = boards
    sow = next(m for m in moves["gulek_solo"] if m["kind"] == "sow")
    step = 1 if sow["dir"] > 0 else -1
    a = page.evaluate("(id) => boards.gulek_solo.where(id)", f"pit:{sow['pit']}")
    b = page.evaluate("(id) => boards.gulek_solo.where(id)", f"pit:{(sow['pit'] + step) % 15}")
    middle = {"game": "gulek_solo", "x": (a["x"] + b["x"]) / 2, "y": (a["y"] + b["y"]) / 2, "r": 1}
    before = page.evaluate(RING_PIXELS, middle)
    page.evaluate("(move) => boards.gulek_solo.showMove(move)", sow)
    assert page.evaluate(RING_PIXELS, middle) != before, "no arrow between the pit and the next one"
    page.evaluate("() => boards.gulek_solo.showMove(null)")
    assert page.evaluate(RING_PIXELS, middle) == before


@pytest.mark.parametrize("game, thing", [("goose", "pawn:1"), ("keezen", "pawn:2:3"), ("gulek_solo", "pit:4"),
                                         ("mixed_pickles", "pickle:blue"), ("goose", "square:30"), ("mixed_pickles", "field:8")])
def test_a_tap_names_the_thing_under_it_though_nothing_may_be_played(boards, game, thing):
    page, _ = boards
    # No board here was given a highlight: its hit test finds nothing to play, its things are named.
    at = page.evaluate("([game, id]) => boards[game].where(id)", [game, thing])
    assert at, f"{thing} is not on the {game} board"
    assert page.evaluate("([game, x, y]) => boards[game].thingAt(x, y)", [game, at["x"], at["y"]]) == thing
