"""What the guide and the review will point with, on the things a table draws as HTML, in Chromium:
a spotlight outlines a card, a seat or a stamp and its caption is read out, a tap names the thing
under it though nothing may be played, a legal move shows its card or stamp with an outline of its
own, and ending either leaves the table as it was. Each table is made in the page from the site's
own module, drawn with a view from the engine and given the engine's legal moves."""

from __future__ import annotations

import pytest

from golden import call

pytestmark = pytest.mark.browser

GAMES = {"gurke": 3, "stamp_swap": 1, "keezen": 4}  # game id -> players

# Make one table of each game in a box of its own, from the site's hashed table modules, with the
# page's own words; the tables are kept in window.tables. The app's own screens are only hidden: its
# engine may still answer them.
MAKE_TABLES = """async ({modules, i18n, views, moves}) => {
  const { t } = await import(i18n);
  for (const node of document.body.children) node.style.display = "none";
  window.tables = {};
  for (const [game, url] of Object.entries(modules)) {
    const box = document.createElement("div");
    box.style.cssText = "width: 1000px; height: 640px; display: flex; margin-bottom: 40px";
    document.body.append(box);
    const table = (await import(url)).createTable({ seatName: (s) => `P${s + 1}`, t, choose: () => {} });
    box.append(table.element);
    table.draw(views[game]);
    table.setMoves(moves[game]);
    window.tables[game] = table;
  }
}"""

# How the thing with this data-thing id is drawn and where its centre is (the first such element).
LOOK = """(id) => {
  const node = document.querySelector(`[data-thing="${CSS.escape(id)}"]`);
  node.scrollIntoView({ block: "center" });
  const r = node.getBoundingClientRect(), style = getComputedStyle(node);
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
}"""


@pytest.fixture(scope="module")
def tables(browser, site, dist):
    """One page with a table of each game, each drawn with a new game's view for the first seat; the views."""
    views, moves = {}, {}
    for game, players in GAMES.items():
        state = call("new_game", game=game, players=players, seed=7,
                     seats=[{"kind": "human", "name": f"P{i + 1}"} for i in range(players)])["state"]
        views[game] = call("view", state=state, seat=0)
        moves[game] = call("legal_moves", state=state)["moves"]
        if game == "gurke":  # and the table after the first player has led a card
            led = call("apply", state=state, move=moves[game][0]["move"])["state"]
            views["gurke_led"] = call("view", state=led, seat=0)
    modules = {}
    for game in GAMES:
        (found,) = (dist / "assets" / "games" / game).glob("table.*.js")
        modules[game] = f"{site}assets/games/{game}/{found.name}"
    (i18n,) = (dist / "assets").glob("i18n.*.js")
    context = browser.new_context(locale="en-US", viewport={"width": 1100, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site)
    page.wait_for_selector("html[data-ui=ready]", state="attached", timeout=30000)
    page.evaluate(MAKE_TABLES, {"modules": modules, "i18n": f"{site}assets/{i18n.name}", "views": views, "moves": moves})
    yield page, views, moves
    context.close()
    assert not errors, errors


def spotlight_is_seen(page, game: str, thing: str, caption: str) -> None:
    before = page.evaluate(LOOK, thing)
    page.evaluate("([game, id, caption]) => tables[game].spotlight([id], caption)", [game, thing, caption])
    lit = page.evaluate(LOOK, thing)
    assert lit["outline"] == "solid" and lit["width"] >= 3, f"{thing} is not outlined: {lit}"
    page.get_by_role("status").filter(has_text=caption).wait_for(timeout=2000)  # its words come a frame after it
    assert page.get_by_role("status").filter(has_text=caption).count() == 1, "the caption is not read out"
    assert page.evaluate("([game, x, y]) => tables[game].thingAt(x, y)", [game, lit["x"], lit["y"]]) == thing
    page.evaluate("(game) => tables[game].spotlight([])", game)
    assert page.evaluate(LOOK, thing)["outline"] == before["outline"], "the spotlight stays after it was ended"
    assert page.get_by_role("status").filter(has_text=caption).count() == 0, "the caption stays after it was ended"


def test_gurke_a_card_in_the_hand_and_a_seat_are_lit_up_and_named(tables):
    page, views, _ = tables
    card = views["gurke"]["hand"][0]
    spotlight_is_seen(page, "gurke", f"card:{card}", "Your lowest card")
    spotlight_is_seen(page, "gurke", "seat:1", "This player leads next")


def test_stamp_swap_a_stamp_is_lit_up_and_named(tables):
    page, _, moves = tables
    stamp = moves["stamp_swap"][0]["move"]["item"]
    spotlight_is_seen(page, "stamp_swap", f"stamp:{stamp}", "Keep this one back")


def test_keezen_a_card_in_the_hand_is_lit_up_and_named(tables):
    page, views, _ = tables
    spotlight_is_seen(page, "keezen", f"card:{views['keezen']['hand'][0]}", "A card to discard")


def test_a_tap_names_an_album_square_that_nothing_may_be_played_on(tables):
    page, _, _ = tables
    page.evaluate("() => document.querySelector('.ss-cell').scrollIntoView({ block: 'center' })")
    at = page.evaluate(LOOK, "square:0:0")
    assert page.evaluate("([x, y]) => tables.stamp_swap.thingAt(x, y)", [at["x"], at["y"]]) == "square:0:0"
    assert page.evaluate("() => tables.stamp_swap.thingAt(1, 1)") is None


@pytest.mark.parametrize("game, thing_of", [
    ("gurke", lambda move: f"card:{move['card']}"),
    ("stamp_swap", lambda move: f"stamp:{move['item']}"),
])
def test_a_legal_move_shows_its_thing_with_a_dashed_outline_until_taken_away(tables, game, thing_of):
    page, _, moves = tables
    move = moves[game][-1]["move"]
    thing = thing_of(move)
    before = page.evaluate(LOOK, thing)
    page.evaluate("([game, move]) => tables[game].showMove(move)", [game, move])
    shown = page.evaluate(LOOK, thing)
    assert shown["outline"] == "dashed", f"{thing} is not marked: {shown}"
    page.evaluate("(game) => tables[game].showMove(null)", game)
    assert page.evaluate(LOOK, thing)["outline"] == before["outline"]


def test_keezen_a_spotlight_on_a_pawn_and_a_card_lights_both_and_the_board_reads_the_caption(tables):
    page, views, _ = tables
    card = f"card:{views['keezen']['hand'][0]}"
    page.evaluate("(card) => tables.keezen.spotlight(['pawn:0:0', card], 'Your pawn and the card that moves it')", card)
    assert page.evaluate(LOOK, card)["outline"] == "solid"
    # The caption goes with the first thing named, the pawn: the board says it, not a second note.
    assert page.evaluate("() => document.querySelector('.keezen-table canvas').getAttribute('aria-label')").endswith(
        "— Your pawn and the card that moves it")
    assert page.get_by_role("status").filter(has_text="Your pawn and the card").count() == 0
    page.evaluate("() => tables.keezen.spotlight([])")
    assert page.evaluate(LOOK, card)["outline"] == "none"
    assert "Your pawn" not in page.evaluate("() => document.querySelector('.keezen-table canvas').getAttribute('aria-label')")



def test_gurke_a_card_led_to_the_trick_is_lit_up_and_named(tables):
    page, views, _ = tables
    page.evaluate("(view) => { tables.gurke.setMoves([]); tables.gurke.draw(view); }", views["gurke_led"])
    spotlight_is_seen(page, "gurke", "trick:0", "The card to beat")


def test_a_spotlight_stays_on_its_thing_when_the_table_is_drawn_again(tables):
    page, views, _ = tables
    page.evaluate("() => tables.gurke.spotlight(['seat:2'], 'Watch this player')")
    page.evaluate("(view) => tables.gurke.draw(view)", views["gurke_led"])
    page.wait_for_function("() => document.querySelector('[data-thing=\"seat:2\"]').classList.contains('thing-lit')")
    assert page.evaluate(LOOK, "seat:2")["outline"] == "solid"
    assert page.get_by_role("status").filter(has_text="Watch this player").count() == 1
    page.evaluate("() => tables.gurke.spotlight([])")


# Where the caption is, against the table: the other things it covers, whether it stays within the
# table's sides, and its lines of text.
CAPTION_PLACE = """(game) => {
  const root = tables[game].element, note = root.querySelector(".thing-caption"), lit = root.querySelector(".thing-lit");
  const box = note.getBoundingClientRect(), area = root.getBoundingClientRect(), style = getComputedStyle(note);
  const meets = (r) => r.width > 0 && Math.min(r.right, box.right) > Math.max(r.left, box.left) && Math.min(r.bottom, box.bottom) > Math.max(r.top, box.top);
  const covered = [...root.querySelectorAll("[data-thing]")]
    .filter((n) => n !== lit && !n.contains(lit) && !lit.contains(n) && meets(n.getBoundingClientRect())).map((n) => n.dataset.thing);
  const lines = (note.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
  return { covered, inside: box.left >= area.left - 1 && box.right <= area.right + 1, lines: Math.round(lines) };
}"""


@pytest.mark.parametrize("width", [768, 390])
def test_a_caption_covers_no_other_card_and_keeps_its_width(tables, width):
    """The review's words on the last card of a hand: not over the hand's other cards (a hand in two
    rows on an upright tablet), not squeezed to a word a line at a phone's right edge, and where the
    table takes a new size, the caption moves with the card."""
    page, views, _ = tables
    card = views["gurke"]["hand"][-1]
    words = "P1 played: Play the king of clubs"
    page.evaluate("() => { const box = tables.gurke.element.parentElement; box.style.width = '1000px'; box.style.height = '640px'; }")
    page.evaluate("([id, words]) => tables.gurke.spotlight([id], words)", [f"card:{card}", words])
    page.get_by_role("status").filter(has_text=words).wait_for(timeout=2000)
    page.evaluate("(w) => { const box = tables.gurke.element.parentElement; box.style.width = w + 'px'; box.style.height = '900px'; }", width)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))))")
    place = page.evaluate(CAPTION_PLACE, "gurke")
    page.evaluate("() => { tables.gurke.spotlight([]); const box = tables.gurke.element.parentElement; box.style.width = '1000px'; box.style.height = '640px'; }")
    assert place["covered"] == [] and place["inside"], place
    assert place["lines"] <= 2, place
