"""Every game can be finished with the keyboard alone. Once the table is shown, the one human seat
makes every decision with Tab, Shift+Tab, Enter, Space and the arrow keys (no mouse, no clicks, no
focus set by the test), through the table's own controls, the hint or the list of every legal move;
the other seats are bots at instant speed, and a short rule set, a puzzle, or a save of the game's
last moves (opened from Saved games) keeps each game brief. Each
test checks what a keyboard player notices: the focus reaches the moves and shows a focus ring,
after a move the focus stays in the game (it is not dropped to the top of the page), the log grows,
and the result appears at the end."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Error as PlaywrightError, expect

from browser import Watched, open_saved, seen, settle, start_game, text, wait_until
from saves import played

pytestmark = pytest.mark.browser

GAME_TIME_S = 150  # a generous bound per game; each normally ends well within a minute

MOVE_LIST = ".move-list-body button:enabled"
MOVE_LIST_SUMMARY = ".move-list summary"

# Whether the focused element matches a selector (and has exactly these words, if given).
FOCUS_MATCHES = """([selector, words]) => {
  const a = document.activeElement;
  return !!a && a !== document.body && a.matches(selector) && (words === null || a.textContent.trim() === words);
}"""
# Whether the focused element can be seen: on screen, with an outline or a shadow around it.
FOCUS_SEEN = """() => {
  const a = document.activeElement;
  if (!a || a === document.body || !a.checkVisibility()) return false;
  const r = a.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth) return false;
  const s = getComputedStyle(a);
  return (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== "" && s.boxShadow !== "none");
}"""
# Where the focus is, in words, or null when it is still in the game (the head line with its tools,
# the table or the side panel).
FOCUS_OUTSIDE = """() => {
  const a = document.activeElement;
  if (a && a !== document.body && a.closest("#screen-play")) return null;
  return !a || a === document.body ? "nowhere" : `${a.tagName.toLowerCase()} ${a.className} ${a.textContent.slice(0, 40)}`;
}"""


class Keys:
    """A keyboard-only player: finds a control by tabbing (a bounded number of presses) and works it
    with Enter, Space or the arrows. It acts only on a settled page (finish waits for the last move
    and the computer players' answers to play out), so the controls it tabs to stay put."""

    def __init__(self, page) -> None:
        self.page = page
        self.presses = 0
        self.decisions = 0
        self.ring_seen = False
        self.moved = False
        self.lost: list[str] = []  # where the focus was when the player came back after a move
        self.log_start = self.log_lines()

    def log_lines(self) -> int:
        return self.page.locator(".log li").count()

    def focused(self, selector: str, words: str | None = None) -> bool:
        try:
            return bool(self.page.evaluate(FOCUS_MATCHES, [selector, words]))
        except PlaywrightError:
            return False

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1

    def tab_to(self, selector: str, words: str | None = None, limit: int = 80, backwards: bool = False) -> bool:
        """Tab (or Shift+Tab) until the focus is on a match; False if `limit` presses did not get there."""
        if self.moved:  # the first look after a move: is the focus still in the game?
            self.moved = False
            outside = self.page.evaluate(FOCUS_OUTSIDE)
            if outside:
                self.lost.append(outside)
        for _ in range(limit):
            if self.focused(selector, words):
                if not self.ring_seen:
                    self.ring_seen = bool(self.page.evaluate(FOCUS_SEEN))
                return True
            self.press("Shift+Tab" if backwards else "Tab")
        return self.focused(selector, words)

    def activate(self, selector: str, words: str | None = None, key: str = "Enter", limit: int = 80,
                 backwards: bool = False) -> bool:
        """Tab to a match and press `key` on it; False if none was reached."""
        if not self.tab_to(selector, words, limit, backwards):
            return False
        self.press(key)
        return True

    def play(self, selector: str, words: str | None = None, key: str = "Enter", limit: int = 80,
             backwards: bool = False) -> bool:
        """Activate a control that makes a move."""
        if not self.activate(selector, words, key, limit, backwards):
            return False
        self.moved_now()
        return True

    def wait_for_focus_in_game(self) -> None:
        """The focus comes to rest on an enabled control of the play screen (not the page's top)."""
        wait_until(self.page, f"() => ({FOCUS_OUTSIDE})() === null && !document.activeElement.disabled", 5,
                   what="the focus on an enabled control of the play screen (it was lost)")

    def moved_now(self) -> None:
        self.decisions += 1
        self.moved = True

    def play_from_list(self, words: str | None = None, backwards: bool = False) -> bool:
        """Play a move from the list of every legal move (opened with Enter on its summary): the
        one with exactly these words, or the first."""
        settle(self.page)
        details = self.page.locator(".move-list")
        if not details.count():
            return False
        if details.get_attribute("open") is None and not self.activate(MOVE_LIST_SUMMARY, backwards=backwards):
            return False
        return self.play(MOVE_LIST, words, limit=200, backwards=backwards)


def finish(w: Watched, keys: Keys, turn, min_decisions: int) -> None:
    """Let `turn(keys)` make the human's decisions until the result is shown, then check what the
    player noticed on the way."""
    page = w.page
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    deadline = time.time() + GAME_TIME_S
    while True:
        settle(page)  # the last move played out, the computer players' answers too: the human's turn, or the end
        if result.is_visible():
            break
        assert time.time() < deadline, f"the game did not finish in time ({keys.decisions} decisions)"
        turn(keys)  # (one step of a decision: a card picked may leave its moves for the next step)
    assert keys.decisions >= min_decisions, keys.decisions
    assert keys.ring_seen, "the focused control never showed a focus ring"
    assert not keys.lost, f"after a move the focus was out of the game: {keys.lost}"
    assert keys.log_lines() > keys.log_start
    expect(page.locator(".turn-line")).to_have_text(text("en", "play.over"))
    w.assert_clean()


def hint_suggestion(k: Keys) -> str | None:
    """Press the Hint button; the words of the move it suggests (the focus moves on to "Play it")."""
    page = k.page
    hint = page.get_by_role("button", name=text("en", "play.hint"), exact=True)
    settle(page)
    if not (hint.is_visible() and hint.is_enabled()):  # not the person's decision
        return None
    if not k.activate(".play-tools button", text("en", "play.hint")):
        return None
    prefix, suffix = text("en", "play.hint_move", move="@").split("@")
    suggestion = page.locator(".hint-box p", has_text=prefix.strip())
    try:
        suggestion.wait_for(timeout=20000)
    except PlaywrightError as error:
        raise AssertionError(f"the hint suggested no move; {seen(page)}") from error
    said = suggestion.inner_text()
    expect(page.locator(".hint-box button")).to_be_focused()
    return said[len(prefix):len(said) - len(suffix) or None]


def choose_puzzle(game: str, puzzle: str):
    def configure(page):
        page.locator("#option-puzzle").select_option(label=text("en", f"games.{game}.value.puzzle.{puzzle}"))
    return configure


# --- the games -----------------------------------------------------------------------------------------------


def test_keezen_is_played_to_the_end_by_keyboard(desk):
    w = desk
    w.open()
    open_saved(w.page, played("keezen", ["human", "bot"], seed=1, level="default", left=50))
    bar, cards = ".keezen-actions button", "button.keezen-card.playable"
    picked = []

    def turn(k: Keys) -> bool:
        page = w.page
        if page.locator(bar).count():  # the moves of the card in play (a seven's next part), a discard
            return k.play(bar)
        if page.locator(cards).count():
            # A pawn is picked by pointing at the board: a card pressed with the keyboard offers its
            # moves as buttons instead, and the focus goes to the first of them.
            if not k.activate(cards):
                return False
            picked.append(1)
            if not k.focused(bar):
                return False
            hints.append(page.locator(".keezen-hint").inner_text())
            return k.play(bar)
        return False

    hints: list[str] = []
    keys = Keys(w.page)
    finish(w, keys, turn, min_decisions=10)
    assert len(picked) >= 10
    expect(w.page.locator(".ranking li")).to_have_count(2)
    # The hint speaks of the buttons the keyboard player has, never of pawns to tap.
    said = [re.compile(re.escape(text("en", f"keezen.hint.{key}")).replace(re.escape("{card}"), ".+") + "$")
            for key in ("keys_card", "keys_seven", "keys_dest")]
    assert hints and all(any(p.match(h) for p in said) for h in hints), hints
    assert not any("tap" in h.lower() for h in hints), hints


def test_gurke_is_played_to_the_end_by_keyboard(desk):
    w = desk
    w.open()
    open_saved(w.page, played("gurke", ["human", "bot"], seed=1, options={"preset": "agurk"}, level="default", left=30))
    wanted = "button.gurke-hand-card.gurke-playable, .gurke-decision-buttons button, [data-focus='hand-action:done']"

    def turn(k: Keys) -> bool:
        return bool(w.page.locator(wanted).count()) and k.play(wanted)

    keys = Keys(w.page)
    finish(w, keys, turn, min_decisions=7)  # a whole deal at least
    expect(w.page.locator(".ranking li")).to_have_count(2)


def test_gulek_for_two_is_played_to_the_end_by_keyboard(desk):
    w = desk
    w.open()
    start_game(w.page, "gulek", ["human", "bot"], "shortened")
    actions, pits = ".gulek-actions button", ".gulek-pit-buttons button"
    pit_presses = []

    def turn(k: Keys) -> bool:
        page = w.page
        if page.locator(actions).count():  # a direction, the suggested order, a ball, park or keep
            return k.play(actions)
        if not page.locator(pits).count():
            return False
        # The pits as buttons: one that is a whole move (placing a ball) plays it; a pit to sow
        # from is picked, and the focus goes on to its directions.
        if not k.activate(pits):
            return False
        pit_presses.append(1)
        if k.focused(actions):
            k.press("Enter")
        k.moved_now()
        return True

    keys = Keys(w.page)
    finish(w, keys, turn, min_decisions=15)
    assert len(pit_presses) >= 10  # the 10 balls placed on the shortened board, then sowings
    expect(w.page.locator(".ranking li")).to_have_count(2)


def test_gulek_solo_puzzle_is_cleared_by_keyboard_with_the_hint_and_the_move_list(desk):
    w = desk
    w.open()
    start_game(w.page, "gulek_solo", ["human"], configure=choose_puzzle("gulek_solo", "three_one"))

    undone = []

    def turn(k: Keys) -> bool:
        if k.decisions == 1 and not undone:
            take_back_by_keyboard(k)
            undone.append(1)
            k.decisions = 0
        wanted = hint_suggestion(k)
        # Back from "Play it" to the list of every move, and the suggested move in it.
        return wanted is not None and k.play_from_list(wanted, backwards=True)

    keys = Keys(w.page)
    finish(w, keys, turn, min_decisions=2)
    assert undone
    expect(w.page.locator("body")).to_contain_text(text("en", "gulek.result.cleared"))


def take_back_by_keyboard(k: Keys) -> None:
    """Shift+Tab to Undo and press Enter: the move is taken back and, though the Undo button is now
    disabled (nothing left to take back), the focus stays on the play screen on a control in use."""
    page = k.page
    undo = page.get_by_role("button", name=text("en", "play.undo"), exact=True)
    expect(undo).to_be_enabled()
    lines = k.log_lines()
    assert k.activate(".play-tools button", text("en", "play.undo"), backwards=True)
    expect(page.locator(".log li")).to_have_count(lines - 1)
    expect(undo).to_be_disabled()
    k.wait_for_focus_in_game()


def test_gulek_single_puzzle_is_cleared_by_keyboard_with_the_hint(desk):
    w = desk
    w.open()
    start_game(w.page, "gulek_single", ["human"], configure=choose_puzzle("gulek_single", "five_three"))

    def turn(k: Keys) -> bool:
        return hint_suggestion(k) is not None and k.play(".hint-box button", text("en", "play.hint_play"))

    keys = Keys(w.page)
    finish(w, keys, turn, min_decisions=1)
    expect(w.page.locator("body")).to_contain_text(text("en", "gulek.result.cleared"))


def test_mixed_pickles_is_played_to_the_end_by_keyboard(desk):
    w = desk
    w.open()
    open_saved(w.page, played("mixed_pickles", ["human", "bot"], seed=1, options={"preset": "standard"}, level="default", left=30))
    moved = []

    def turn(k: Keys) -> bool:
        page = w.page
        if page.locator(".mp-pick-target").count():  # the fields of the picked pickle
            if k.play(".mp-pick-target"):
                moved.append(1)
                return True
            return False
        if page.locator(".mp-pick-pickle").count():
            return k.activate(".mp-pick-pickle", key="Space")  # picked: the focus stays on it
        return bool(page.locator(".mp-actions button").count()) and k.play(".mp-actions button")

    keys = Keys(w.page)
    finish(w, keys, turn, min_decisions=5)
    assert len(moved) >= 3  # pickles were moved: a pickle picked, then one of its fields
    expect(w.page.locator(".ranking li")).to_have_count(2)


def test_stamp_swap_is_played_to_the_end_by_keyboard_with_the_album_under_the_arrow_keys(desk):
    w = desk
    w.open()
    open_saved(w.page, played("stamp_swap", ["human"], seed=1, options={"preset": "intro"}, level="default", left=10))  # the last round
    placed = []
    fits = ".ss-preview.ss-fits"

    def place(k: Keys) -> bool:
        page = w.page
        if not page.locator(".ss-tray button.ss-item[aria-pressed=true]").count():
            if not k.activate(".ss-tray button.ss-item:enabled", backwards=True):
                return False
        if page.locator("[data-focus='confirm:discard']").count() and not page.locator(".ss-cell.ss-spot").count():
            return k.play("[data-focus='confirm:discard']")
        if not k.tab_to(".ss-album"):
            return False
        if page.locator(".ss-preview").count():  # left over from a step that found no square: let go, start again
            k.press("Escape")
        k.press("ArrowDown")  # the first key shows the stamp on the first square where it fits
        if not page.locator(fits).count():
            return False
        k.press("ArrowRight")
        k.press("ArrowLeft")
        if not page.locator(fits).count():  # it lay at the right-hand edge: back there
            k.press("ArrowRight")
        if not page.locator(fits).count():
            return False
        k.press("Enter")
        k.moved_now()
        placed.append(1)
        return True

    def turn(k: Keys) -> bool:
        page = w.page
        try:
            phase = page.locator(".ss-table").get_attribute("data-phase", timeout=1000)
        except PlaywrightError:
            return False
        if not page.locator(".ss-prompt.ss-your-turn").count():  # the last move is still being played
            return False
        if phase:
            phases.add(phase)
        unpicked = ":enabled[aria-pressed=false]"
        if phase == "generous":  # one of yours, one of Pinzetta's, confirm
            k.activate(f".ss-haul button.ss-item{unpicked}")
            k.activate(f".ss-pin-haul button.ss-item{unpicked}")
            return k.play("[data-focus='confirm:generous']:enabled")
        if phase == "reserve":
            k.activate(f".ss-haul button.ss-item{unpicked}")
            return k.play("[data-focus='confirm:reserve']:enabled")
        if phase == "split":  # items into the small offer until the split is a legal one
            for _ in range(8):
                if page.locator("[data-focus='confirm:split']:enabled").count():
                    break
                if not k.activate(".ss-offer-small button.ss-item:enabled"):
                    break
            return k.play("[data-focus='confirm:split']:enabled")
        if phase == "choose":
            return k.play("button.ss-take:enabled")
        if phase == "contest":
            return k.play(".ss-contest-pick:enabled")  # a ticket on the first contest that takes one
        if phase == "place":
            return place(k)
        return False

    phases: set[str] = set()
    keys = Keys(w.page)
    finish(w, keys, turn, min_decisions=8)
    assert phases == {"generous", "reserve", "split", "choose", "place", "contest"}, phases  # each of a round's decisions
    assert len(placed) >= 3  # stamps went into the album with the arrow keys and Enter
    expect(w.page.locator(".ss-result")).to_be_visible()
