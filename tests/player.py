"""A player's steps and what they would notice, written once for a page of any engine
(tests/engines.py): open the box, set a game up, tap the hint and its move or the hand-over card,
see whether a control can be tapped, and check that no script failed, no request failed and nothing
left the machine. Elements are found as a player finds them: by their accessible name."""

from __future__ import annotations

import json
import time

from browser import IDLE, text, watching

# The element whose accessible name (aria-label, else its text) is `name`, among `selector`, that a
# finger can reach: it has a box and nothing lies on its centre (scrolled to, where the page scrolls).
# Null if there is none.
TAPPABLE = """({ selector, name }) => {
  const named = (n) => (n.getAttribute("aria-label") || n.textContent || "").trim() === name;
  const reachable = (n) => {
    let r = n.getBoundingClientRect();
    if (r.top < 0 || r.bottom > innerHeight) {  // further down a page that scrolls: a player scrolls to it
      n.scrollIntoView({ block: "center" });
      r = n.getBoundingClientRect();
    }
    if (r.width < 1 || r.height < 1) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === n || n.contains(hit));
  };
  return [...document.querySelectorAll(selector)].find((n) => (name === null || named(n)) && !n.disabled && reachable(n)) || null;
}"""
# Set a form control as typing or choosing would, by its accessible name.
SET_VALUE = """({ selector, name, value }) => {
  const node = [...document.querySelectorAll(selector)].find((n) => n.getAttribute("aria-label") === name || n.id === name);
  if (!node) return false;
  node.value = value;
  node.dispatchEvent(new Event(node.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
  return true;
}"""
TABLE_DRAWN = """() => document.documentElement.dataset.engine === "ready"
  && document.querySelector("#screen-play:not([hidden]) .table-area") !== null && document.querySelector(".table-loading") === null"""
SETUP_ANSWERED = "() => document.querySelector('#preset-select[aria-busy]') === null"
SERVER_FAILURES = "failures"  # the test server's list of requests it answered with an error


def wait_until(page, source: str, arg=None, timeout_s: float = 120, what: str = "") -> None:
    """Until the JavaScript function `source` answers something true on the page: the page watches
    it a slice at a time, and the test gives up at the deadline, told with what the page showed."""
    deadline = time.time() + timeout_s
    watch = watching(source)
    while not _answer(page, watch, arg):
        assert time.time() < deadline, f"{page.engine}: timed out waiting for {what or source}; {seen(page)}"


def wait_idle(*pages, timeout_s: float = 60) -> None:
    """Every page at rest (web/idle.js): no computer player's turn, engine call or animation under way."""
    for page in pages:
        wait_until(page, IDLE, timeout_s=timeout_s, what="the page at rest")


def _answer(page, watch: str, arg):
    """The page's answer, or None if the page went away under the question (a navigation, a reload):
    the question is asked again of the new page."""
    try:
        return page.evaluate(watch, arg)
    except Exception as error:
        if "context was destroyed" in str(error) or "navigat" in str(error).lower():
            return None
        raise


def tappable(page, selector: str, name: str | None = None) -> bool:
    return page.evaluate(f"(a) => ({TAPPABLE})(a) !== null", {"selector": selector, "name": name})


def hint_askable(page) -> bool:
    """Whether the person to move can ask for a hint now: it is their decision."""
    return tappable(page, ".play-tools button", text("en", "play.hint"))


def tap(page, selector: str, name: str | None = None) -> bool:
    """Tap the control, if a finger can reach it now; False if not."""
    return page.click(TAPPABLE, {"selector": selector, "name": name})


def tap_at_rest(page, selector: str, name: str | None = None, what: str = "", timeout_s: float = 120) -> None:
    """Tap the control once the page is at rest and a finger can reach it, as a person waits for the
    screen to settle before tapping (a tap that does not land is a defect, told with what was shown)."""
    wait_until(page, f"(a) => ({IDLE})() && ({TAPPABLE})(a) !== null", {"selector": selector, "name": name},
               timeout_s=timeout_s, what=f"{what or name or selector}, the page at rest")
    assert tap(page, selector, name), \
        f"{page.engine}: {what or name or selector} could not be tapped ({page.missed or 'the driver gives no reason'}); {seen(page)}"


def set_value(page, selector: str, name: str, value: str) -> None:
    assert page.evaluate(SET_VALUE, {"selector": selector, "name": name, "value": value}), f"no control {name!r}"


ON_THE_APP = "(root) => location.href.startsWith(root) && document.documentElement.dataset.ui === 'ready'"
HOME = "() => document.querySelector('#screen-home:not([hidden])') !== null"


# Whether a game played on the page is analysed for its review in the background (a preference no
# screen offers): only the tests of that analysis want it; for the others it is a second Python
# sharing the machine's cores with what they test.
BACKGROUND_REVIEW = """(on) => {
  const prefs = JSON.parse(localStorage.getItem("gurkenglas:prefs") || "{}");
  localStorage.setItem("gurkenglas:prefs", JSON.stringify({ ...prefs, backgroundReview: on }));
}"""


def open_app(page, root: str, background_review: bool = False) -> None:
    """The home screen: opened, or, on a page that shows the app already, gone back to as a player
    does (opening the address again comes back to the game being played)."""
    if page.evaluate(ON_THE_APP, root):
        assert page.click("() => document.querySelector('#home-button')"), "no Home button"
        wait_until(page, HOME, what="the home screen")
    else:
        page.goto(root)
        wait_until(page, "() => document.documentElement.dataset.ui === 'ready'", timeout_s=60, what="the menu")
    page.evaluate(BACKGROUND_REVIEW, background_review)


def open_saved(page, record: dict) -> None:
    """A save written into storage (the only one there of the saves the tests write, whose ids begin
    with `corpus-`) as the newest, then opened from Saved games as a player opens it (its "Resume" is
    the first). Its computer players play at once, as after start_game."""
    if page.evaluate("() => document.querySelector('#screen-home:not([hidden])') === null"):
        tap_at_rest(page, "#home-button", what="Home")
        wait_until(page, "() => document.querySelector('#screen-home:not([hidden])') !== null", what="the home screen")
    page.evaluate("""(r) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('gurkenglas:save:corpus-')) localStorage.removeItem(key);
      localStorage.setItem('gurkenglas:save:' + r.id, JSON.stringify({ ...r, updated: Date.now() }));
      const prefs = JSON.parse(localStorage.getItem('gurkenglas:prefs') || '{}');
      localStorage.setItem('gurkenglas:prefs', JSON.stringify({ ...prefs, botSpeed: 'instant' }));
    }""", record)
    tap_at_rest(page, "#saves-button", what="Saved games")
    tap_at_rest(page, "#screen-saves button", text("en", "saves.view") if record["over"] else text("en", "home.resume"))


def wait_engine(page) -> None:
    wait_until(page, "() => document.documentElement.dataset.engine === 'ready'", what="the engine")


def start_game(page, game: str, kinds: list[str], preset: str | None = None, names: list[str] | None = None,
               configure=None) -> None:
    """From the home screen: `game` with one seat per kind, named P1, P2, ... (unless `names`), at the
    preset and whatever `configure(page)` sets; the bots play at once."""
    name = text("en", "home.new_game_named", game=text("en", f"games.{game}.name"))
    setup_shown = "() => document.querySelector('#screen-setup:not([hidden]) #preset-select') !== null"
    # Each tap once, on a control a finger can reach on a page that has settled: a tap that does
    # not do what it says is a defect of the page, told with what the page showed.
    tap_at_rest(page, "button", name)
    wait_until(page, f"() => ({setup_shown})() || document.querySelector('#screen-play:not([hidden])') !== null",
               timeout_s=40, what="the setup screen")
    assert page.evaluate(setup_shown), f"{page.engine}: the game's button opened a game, not its setup; {seen(page)}"
    if preset:
        set_value(page, "select", "preset-select", preset)
    # The player counts a rule set allows are the engine's answer: a player waits for it to show.
    wait_until(page, SETUP_ANSWERED, what="the engine's answer on the setup screen")
    last_name = text("en", "setup.name_of", n=len(kinds))
    if len(kinds) > 1:
        assert tap(page, "[role=radio]", text("en", "setup.player_count", n=len(kinds))), f"{page.engine}: no player count {len(kinds)}; {seen(page)}"
    wait_until(page, f"() => ({TAPPABLE})({{selector: 'input', name: {json.dumps(last_name)}}}) !== null",
               timeout_s=10, what=f"the row of player {len(kinds)}")
    for i, kind in enumerate(kinds):
        set_value(page, "input", text("en", "setup.name_of", n=i + 1), names[i] if names else f"P{i + 1}")
        set_value(page, "select", text("en", "setup.kind_of", n=i + 1), kind)
    if configure:
        configure(page)
    start = text("en", "setup.start")
    wait_until(page, f"(a) => ({TAPPABLE})(a) !== null", {"selector": "button", "name": start}, what="the Start button")
    assert tap(page, "button", start)
    wait_until(page, TABLE_DRAWN, what="the table after the tap on Start")
    set_value(page, "select", text("en", "play.bot_speed"), "instant")


HANDOVER = "() => document.querySelector('.handover:not([hidden]) button') !== null"
A_DECISION = "() => document.querySelector('.table-area button:enabled') !== null"


def to_first_decision(page) -> None:
    """Through the hand-over screen, if there is one, to the first decision of a person."""
    wait_until(page, f"() => document.documentElement.dataset.idle === 'true' && (({HANDOVER})() || ({A_DECISION})())",
               what="the hand-over card or a decision, the table settled")
    if page.evaluate(HANDOVER):
        assert tap(page, ".handover:not([hidden]) button"), f"{page.engine}: the hand-over card cannot be tapped; {seen(page)}"
    wait_until(page, A_DECISION, what="a decision")


def decide(page) -> bool:
    """One tap of a player: the hand-over card, else the hint and then its move. False if there is
    nothing to tap yet."""
    if tap(page, ".handover:not([hidden]) button"):
        return True
    if not tap(page, ".play-tools button", text("en", "play.hint")):
        return False
    play = text("en", "play.hint_play")
    wait_until(page, f"(a) => ({TAPPABLE})(a) !== null", {"selector": ".hint-box button", "name": play}, timeout_s=30,
               what="the hint's move to be shown")
    return tap(page, ".hint-box button", play)


# What a player stuck at the table would describe: the screen shown, the table's phase, whose turn
# the play screen says it is, the hint's words, and for the Hint button whether it is there,
# disabled, or covered (and by what: a hidden button's empty box lies under the top bar).
SEEN = """() => {
  const shown = [...document.querySelectorAll("[id^=screen-]:not([hidden])")].map((n) => n.id);
  const hint = [...document.querySelectorAll(".play-tools button")].find((n) => n.textContent.trim() === "Hint");
  let button = "no Hint button";
  if (hint) {
    const r = hint.getBoundingClientRect();
    const on = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    button = hint.disabled ? "Hint disabled" : !on || on === hint || hint.contains(on) ? "Hint free"
      : `Hint covered by <${on.tagName.toLowerCase()} class="${on.className}">`;
  }
  const phase = document.querySelector("[data-phase]")?.dataset.phase ?? "-";
  const box = document.querySelector(".hint-box:not([hidden])")?.textContent.trim().slice(0, 160) ?? "-";
  const dialog = document.querySelector("dialog[open], .handover:not([hidden])")?.textContent.trim().slice(0, 80) ?? "-";
  const { ui = "-", engine = "-", analysis = "-", idle = "-", underWay = "" } = document.documentElement.dataset;
  const seenNode = (n) => n.getClientRects().length > 0 && !n.closest("[hidden]");
  const notes = [...document.querySelectorAll("[role=alert], [role=status], .toast")].filter(seenNode)
    .map((n) => n.textContent.trim()).filter(Boolean).join(" | ").slice(0, 200);
  const start = document.querySelector("#screen-setup:not([hidden]) .sticky-actions button");
  const setup = start ? `; setup's start button "${start.textContent.trim()}"${start.disabled ? " (disabled)" : ""}` : "";
  const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  const turn = document.querySelector("#screen-play:not([hidden]) .turn-line")?.textContent.trim().slice(0, 80);
  const moves = document.querySelectorAll("#screen-play:not([hidden]) .log li").length;
  const bots = document.documentElement.dataset.bots ?? "no tab yet";
  const play = turn === undefined ? "" : `turn "${turn}" after ${moves} logged moves, computer players run by ${bots}; `;
  // (How long ago this document was loaded, and how: a page the browser loaded again by itself shows a
  // few seconds where the test opened it long before; "reload" or "navigate" tells which it was.)
  const how = performance.getEntriesByType("navigation")[0]?.type ?? "?";
  return `${location.pathname}${location.hash} (loaded ${Math.round(performance.now() / 1000)} s ago by ${how}, ${document.visibilityState}); ui ${ui}, engine ${engine}, analysis ${analysis}, idle ${idle}${underWay ? ` (under way: ${underWay})` : ""}; screen ${shown.join(",")}; `
    + `${innerWidth}x${innerHeight}; in the middle <${middle?.tagName.toLowerCase()} class="${middle?.className}">; phase ${phase}; `
    + `${play}${button}; hint box: ${box}; open: ${dialog}; notices: ${notes || "-"}${setup}`;
}"""


def seen(page) -> str:
    """One line saying what the page shows, for a test's message when a game stops going on."""
    try:
        said = page.evaluate(SEEN)
    except Exception as error:  # the page itself is gone
        return f"the page does not answer: {error}"[:300]
    try:  # and what the page logged last: a script error or a failed read often tells why
        errors = page.watched()[0][-3:]
    except Exception:  # a message for a failing test: it must not fail itself
        errors = []
    return said + (f"; the page's last errors: {errors}"[:600] if errors else "")


def assert_clean(page, server=None, since: int = 0) -> None:
    """No script error, no request that left the machine, and (given the test server) no request it
    failed since the `since`-th one."""
    errors, outside = page.watched()
    told = getattr(page, "told", (0, 0))  # a page used by one test after another: what is new since
    page.told = (len(errors), len(outside))
    errors, outside = errors[told[0]:], outside[told[1]:]
    assert not errors, f"{page.engine}: {errors}"
    assert not outside, f"{page.engine}: {outside}"
    if server is not None:
        failed = server.failures[since:]
        assert not failed, f"{page.engine}: requests that failed: {failed}"
