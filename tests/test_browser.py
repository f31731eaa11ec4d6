"""The page in headless Chromium, served from dist/ under a sub-path, as a player would use it."""

from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import expect

from browser import SAVE, Watched, await_turn, seeded, settle, start_game, start_server, tap, text
from gurkenglas.core.grading import THRESHOLDS

pytestmark = pytest.mark.browser
HOSTILE = '<img src=x onerror="alert(1)">Eve'  # 33 characters, under the 40 allowed


def new_page(browser, site, locale="en-US", viewport=(1200, 900), **kwargs) -> Watched:
    context = browser.new_context(locale=locale, viewport={"width": viewport[0], "height": viewport[1]}, **kwargs)
    return Watched(context.new_page(), site)


@pytest.fixture
def watched(returning):
    yield returning(1200, 900, False)
    returning.give_back()


def start_goose(w: Watched, names=("Anna", "Bot B", "Bot C"), kinds=("human", "bot", "bot"), options=()):
    def check_options(page):
        for option in options:
            page.get_by_label(text("en", f"games.goose.option.{option}"), exact=True).check()
    start_game(w.page, "goose", list(kinds), names=list(names), configure=check_options)


def roll_button(page):
    return page.get_by_role("button", name=text("en", "goose.move.roll"))


def play_until(page, done, limit_s=240):
    """Roll for each person, once per turn, on a settled page, until `done()`."""
    deadline = time.time() + limit_s
    roll = page.get_by_role("button", name=text("en", "goose.move.roll"), disabled=False)
    while True:
        await_turn(page, ".table-area button:enabled", limit_s)
        if done():
            return
        assert time.time() < deadline, "the game did not finish in time"
        moves = page.locator(".log li").count()
        tap(page, roll)
        expect(page.locator(".log li"), "the roll was not played").not_to_have_count(moves)


def board_text(page) -> list[str]:
    return page.locator("#board-description p").all_inner_texts()


# Watches the page from its first moment: whether the engine's progress was shown while the engine
# loaded, and where the first game card lay then (an engine restored from its snapshot may be ready
# before a test's first look).
WHILE_LOADING = """(() => {
  window.seenLoading = null;
  const look = () => {
    const status = document.querySelector("#engine-status");
    const card = document.querySelector(".game-card");
    if (window.seenLoading === null && status && card && status.checkVisibility() && document.documentElement.dataset.engine !== "ready") {
      window.seenLoading = { cardTop: card.getBoundingClientRect().top };
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
})()"""


def test_the_page_boots_shows_progress_and_the_engine_gets_ready(watched):
    w = watched
    w.page.add_init_script(WHILE_LOADING)
    w.open()
    expect(w.page.get_by_role("heading", name=text("en", "home.title"))).to_be_visible()
    # The menu is usable before the engine is ready; the progress bar says what is loading.
    assert w.page.locator("#engine-progress").count() == 1
    card_top = "() => document.querySelector('.game-card').getBoundingClientRect().top"
    seen = w.page.evaluate("() => window.seenLoading")
    assert seen is not None, "the engine's progress was not shown while the engine loaded"
    loading = seen["cardTop"]
    w.page.get_by_role("button", name=text("en", "common.rules")).first.click()
    dialog = w.page.get_by_role("dialog")
    expect(dialog).to_contain_text(json.loads(
        (__import__("pathlib").Path(__file__).resolve().parent.parent / "web/rules/goose/en.json").read_text())["title"])
    # At the rules' end, what the review after a game grades: in the Goose nothing (luck alone) ...
    expect(dialog.locator(".rules-review")).to_contain_text(text("en", "rules.review_luck"))
    w.page.get_by_role("button", name=text("en", "common.close")).first.click()
    # ... in Keezen each decision, with the engine's own thresholds in points of winning chance
    w.page.locator(".game-card", has_text=text("en", "games.keezen.name")).get_by_role("button", name=text("en", "common.rules")).click()
    section = dialog.locator(".rules-review")
    expect(section).to_contain_text(text("en", "rules.review_graded"))
    mistake = round(THRESHOLDS[-1] * 100)
    expect(section.get_by_role("listitem").filter(has_text=text("en", "review.grade.blunder"))).to_have_text(
        text("en", "review.help_blunder", **{"from": mistake, "unit": text("en", "review.unit_win")}))
    w.page.get_by_role("button", name=text("en", "common.close")).first.click()
    w.wait_engine()
    expect(w.page.locator("#engine-status")).to_be_hidden()
    # Nothing moved when the bar went: a tap aimed at a card in that moment lands on it.
    assert w.page.evaluate(card_top) == loading, "the game cards moved when the engine's progress went"
    w.assert_clean()


def test_a_three_seat_game_with_two_bots_is_played_to_the_end(watched):
    w = watched
    w.open()
    start_goose(w, names=(HOSTILE, "Bot B", "Bot C"))
    page = w.page
    result = page.get_by_role("heading", name=text("en", "play.result_title"))
    play_until(page, result.is_visible)
    ranking = page.locator(".ranking li")
    expect(ranking).to_have_count(3)
    expect(page.locator(".ranking")).to_contain_text(text("en", "play.winner"))
    winner = page.locator(".ranking li").first.inner_text().split(":", 1)[1].split(" — ")[0].strip()
    expect(page.locator(".log li").last).to_contain_text(text("en", "goose.event.wins", name=winner))
    # A hostile name is shown as text, never as markup.
    expect(page.locator(".player-list")).to_contain_text(HOSTILE)
    assert page.locator(".player-list img, .log img, .ranking img").count() == 0
    assert page.title() == "Gurkenglas"
    w.assert_clean()


def test_reloading_mid_game_comes_back_to_exactly_the_same_place(watched):
    w = watched
    w.open()
    # Dice of a game of 92 rolls: the six rolls below (four tapped, two of the computer player) leave
    # it far from its end, where random dice end a game of three within four rolls now and then.
    with seeded(w.page, 1):
        start_goose(w, names=("Anna", "Bert", "Bot C"), kinds=("human", "human", "bot"))
    page = w.page
    for _ in range(4):
        tap(page, roll_button(page))
    settle(page)
    expect(roll_button(page)).to_be_enabled()
    before = board_text(page)
    log_before = page.locator(".log li").all_inner_texts()
    page.reload()
    w.wait_engine()
    expect(roll_button(page)).to_be_visible(timeout=60000)
    assert board_text(page) == before
    assert page.locator(".log li").all_inner_texts() == log_before
    w.assert_clean()


def first_visit(w, background_review: bool = False):
    """Open the app and wait until the engine runs and the service worker controls the page."""
    w.open(background_review=background_review)
    w.wait_engine()
    w.wait_until("() => navigator.serviceWorker.controller !== null")
    return w.page


def test_after_one_visit_the_app_works_offline_including_a_new_game(watched):
    w = watched
    page = first_visit(w, background_review=True)
    w.wait_until("""async () => {
        // The service worker's cache of the site (the engine's memory snapshot has a cache of its own).
        const key = (await caches.keys()).find((k) => k.startsWith("gurkenglas-"));
        if (!key) return false;
        return (await (await caches.open(key)).keys()).length > 30;
    }""")
    page.context.set_offline(True)
    page.reload()
    w.wait_engine()
    start_goose(w, names=("Anna", "Bot B"), kinds=("human", "bot"))
    roll_button(page).click()
    expect(page.locator(".log li").first).to_be_visible()
    # The game is analysed offline too, by the second worker, and its review kept with the save.
    w.wait_until(f"() => ({SAVE})().review?.steps.length >= 1")
    w.assert_clean()


def test_a_language_chosen_online_stays_available_offline_rules_included(watched):
    w = watched
    page = first_visit(w)
    page.get_by_role("combobox", name=re.compile("Language")).select_option("de")
    w.wait_until("""async () => {
        for (const key of await caches.keys()) {
            const urls = (await (await caches.open(key)).keys()).map((r) => r.url);
            if (urls.filter((u) => /\\/rules\\/\\w+\\/de\\./.test(u)).length >= 8 && urls.some((u) => /\\/i18n\\/de\\./.test(u))) return true;
        }
        return false;
    }""")
    page.context.set_offline(True)
    page.reload()
    expect(page.get_by_role("heading", level=1)).to_have_text(text("de", "home.title"))
    page.get_by_role("button", name=text("de", "home.rules_named", game=text("de", "games.stamp_swap.name"))).click()
    expect(page.locator("dialog[open]")).to_contain_text(text("de", "games.stamp_swap.name"))
    w.assert_clean()


def test_switching_language_changes_every_string(watched):
    w = watched
    w.open()
    page = w.page
    for lang in ("de", "nl", "fr", "it", "es", "pl", "en"):
        page.get_by_role("combobox", name=re.compile("Language|Sprache|Taal|Langue|Lingua|Idioma|Język")).select_option(lang)
        expect(page.get_by_role("heading", level=1)).to_have_text(text(lang, "home.title"))
        assert page.locator("html").get_attribute("lang") == lang
        expect(page.get_by_role("button", name=text(lang, "nav.saved_games"))).to_be_visible()
        for game in ("goose", "keezen"):
            card = page.locator(".game-card").filter(has_text=text(lang, f"games.{game}.name"))
            expect(card).to_contain_text(text(lang, f"games.{game}.tagline"))
    w.assert_clean()


@pytest.mark.parametrize("locale, lang", [("de-DE", "de"), ("pl-PL", "pl"), ("ja-JP", "en")])
def test_the_browser_language_is_the_default(browser, site, locale, lang):
    w = new_page(browser, site, locale=locale)
    w.open()
    expect(w.page.get_by_role("heading", level=1)).to_have_text(text(lang, "home.title"))
    w.page.context.close()


def test_a_game_in_german_shows_german_rules_and_log(watched):
    w = watched
    w.open()
    page = w.page
    page.get_by_role("combobox", name="Language").select_option("de")
    w.wait_engine()
    page.get_by_role("button", name=text("de", "home.new_game_named", game=text("de", "games.goose.name"))).click()
    page.get_by_role("button", name=text("de", "setup.start")).click()
    button = page.get_by_role("button", name=text("de", "goose.move.roll"))
    button.click()
    expect(page.locator(".log li").first).to_contain_text(re.compile(r"\d"))
    page.get_by_role("button", name=text("de", "common.rules")).click()
    de_rules = json.loads((__import__("pathlib").Path(__file__).resolve().parent.parent / "web/rules/goose/de.json").read_text())
    expect(page.get_by_role("dialog")).to_contain_text(de_rules["sections"][0]["heading"])
    w.assert_clean()


def test_saved_games_can_be_exported_deleted_and_imported(watched, tmp_path):
    w = watched
    w.open()
    start_goose(w, names=("Anna", "Bot B"), kinds=("human", "bot"))
    page = w.page
    roll_button(page).click()
    # Straight to Saved games: a roll still being played as the screen is left is saved first.
    page.get_by_role("button", name=text("en", "nav.saved_games")).click()
    cards = page.locator(".saves .card")
    expect(cards).to_have_count(1)
    with page.expect_download() as download:
        page.get_by_role("button", name=re.compile("^Export the game")).click()
    exported = tmp_path / "game.json"
    download.value.save_as(exported)
    saved = json.loads(exported.read_text())
    assert saved["game"] == "goose" and saved["state"]["history"]
    page.get_by_role("button", name=re.compile("^Delete the game")).click()
    page.get_by_role("dialog").get_by_role("button", name=text("en", "saves.delete")).click()
    expect(cards).to_have_count(0)
    # A file that is not a save is refused and changes nothing.
    junk = tmp_path / "junk.json"
    junk.write_text('{"hello": "world"}')
    page.locator("#import-file").set_input_files(str(junk))
    expect(page.locator(".message")).to_contain_text(text("en", "saves.import_failed", reason="")[:30])
    expect(cards).to_have_count(0)
    # A tampered save is refused too.
    tampered = dict(saved, state=dict(saved["state"], seed=saved["state"]["seed"] + 1))
    (tmp_path / "tampered.json").write_text(json.dumps(tampered))
    page.locator("#import-file").set_input_files(str(tmp_path / "tampered.json"))
    expect(page.locator(".message")).to_contain_text(text("en", "saves.import_failed", reason="")[:30])
    expect(cards).to_have_count(0)
    # The real one comes back, and can be resumed.
    page.locator("#import-file").set_input_files(str(exported))
    expect(page.locator(".message")).to_have_text(text("en", "saves.imported"))
    expect(cards).to_have_count(1)
    page.locator("#import-file").set_input_files(str(exported))
    expect(page.locator(".message")).to_have_text(text("en", "saves.imported_copy"))
    expect(cards).to_have_count(2)
    cards.first.get_by_role("button", name=text("en", "home.resume")).click()
    expect(roll_button(page)).to_be_visible(timeout=60000)
    w.assert_clean()


def test_a_damaged_save_is_kept_aside_and_the_player_is_told(watched):
    w = watched
    w.open()
    page = w.page
    page.evaluate("""() => {
        localStorage.setItem('gurkenglas:save:broken1', '{"schema": 1, "id": "broken1", "game": "goose"');
    }""")
    page.get_by_role("button", name=text("en", "nav.saved_games")).click()
    expect(page.locator("#notice")).to_be_visible()
    expect(page.get_by_role("heading", name=text("en", "saves.damaged_title"))).to_be_visible()
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('gurkenglas:quarantine:'))")
    assert len(kept) == 1
    raw = json.loads(page.evaluate(f"localStorage.getItem('{kept[0]}')"))["raw"]
    assert raw.startswith('{"schema": 1, "id": "broken1"')  # nothing lost
    errors = [e for e in w.errors if "JSON" not in e]
    assert not errors and not w.outside


def test_the_statistics_panel_estimates_each_seats_chance(watched):
    w = watched
    w.open()
    page = w.page
    page.get_by_role("button", name=text("en", "home.new_game_named", game="Game of the Goose")).click()
    page.get_by_role("radio", name=text("en", "setup.player_count", n=4)).click()
    page.get_by_role("button", name=text("en", "stats.compute")).click()
    table = page.get_by_role("table", name=text("en", "stats.caption", players=4))
    expect(table).to_be_visible(timeout=180000)
    cells = table.locator("tbody tr td:first-of-type").all_inner_texts()
    chances = [float(c.replace("%", "").replace(",", ".").strip()) for c in cells]
    assert len(chances) == 4 and abs(sum(chances) - 100) < 0.5
    expect(page.locator(".stats")).to_contain_text("20,000 simulated games")
    w.assert_clean()


@pytest.mark.parametrize("viewport", [(390, 844), (844, 390), (1280, 800)])
def test_every_control_is_a_comfortable_touch_target(browser, site, viewport):
    w = new_page(browser, site, viewport=viewport, has_touch=True, is_mobile=viewport[0] < 500)
    w.open()
    start_goose(w, names=("Anna", "Bot B"), kinds=("human", "bot"))
    page = w.page
    expect(roll_button(page)).to_be_visible()
    small = page.evaluate("""() => [...document.querySelectorAll('button, select, input, summary, a[href]')]
        .filter(el => el.offsetParent !== null && !el.classList.contains('skip-link') && el.type !== 'file')
        .map(el => [el.textContent.trim().slice(0, 20) || el.getAttribute('aria-label'), el.getBoundingClientRect()])
        .filter(([, r]) => r.height < 44 || r.width < 44).map(([name, r]) => `${name}: ${Math.round(r.width)}x${Math.round(r.height)}`)""")
    assert not small, small
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px"
    w.page.screenshot(path=str(__import__("pathlib").Path("test-results") / f"play-{viewport[0]}x{viewport[1]}.png"))
    w.page.context.close()


def test_a_game_can_be_played_by_keyboard_alone(watched):
    w = watched
    w.open()
    start_goose(w, names=("Anna", "Bert"), kinds=("human", "human"))
    page = w.page
    roll = roll_button(page)
    roll.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".log li")).to_have_count(1)
    settle(page)  # the piece has moved: the roll is the next person's
    roll_button(page).focus()
    page.keyboard.press("Space")
    expect(page.locator(".log li")).to_have_count(2)
    # Each move is told once to a screen reader (the log in the side panel is not read out twice).
    assert page.locator("[aria-live=polite] .log, [aria-live=polite].log-box").count() == 0
    spoken = page.locator(".move-announcer[aria-live=polite]")
    # What the log's last entry says, without the links to the rules at the ends of its lines.
    said = page.locator(".log li").last.evaluate("""(li) => [...li.querySelectorAll('.log-line')]
        .map((line) => [...line.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim())
        .join(' ')""")
    expect(spoken).to_have_text(said)
    assert page.locator(".log li").last.locator(".rule-link").count() >= 1  # and each line links to its rule
    assert len(board_text(page)) >= 3
    w.assert_clean()


def test_a_new_build_is_offered_and_the_game_in_progress_survives_the_update(browser, dist, tmp_path):
    import shutil

    site_dir = tmp_path / "site"
    shutil.copytree(dist, site_dir)
    server, root = start_server(site_dir)
    w = new_page(browser, root)
    page = w.page
    try:
        w.open()
        w.wait_engine()
        start_goose(w, names=("Anna", "Bert"), kinds=("human", "human"))
        roll_button(page).click()
        expect(page.locator(".log li")).to_have_count(1)  # the roll is played, drawn and saved
        expect(roll_button(page)).to_be_enabled()
        w.wait_until("() => navigator.serviceWorker.controller !== null")
        before = board_text(page)
        old_build = page.locator("html").get_attribute("data-build")
        # A new build appears on the server.
        new_build = "0123456789" if old_build != "0123456789" else "9876543210"
        for name in ("sw.js", "index.html"):
            path = site_dir / name
            path.write_text(path.read_text().replace(old_build, new_build))
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        banner = page.get_by_role("alert").filter(has_text=text("en", "update.available"))
        expect(banner).to_be_visible(timeout=120000)
        assert page.locator("html").get_attribute("data-build") == old_build  # nothing changed under the player
        page.get_by_role("button", name=text("en", "update.reload")).click()
        w.wait_until("(build) => document.documentElement.dataset.build === build", arg=new_build)
        w.wait_engine()
        expect(roll_button(page)).to_be_visible(timeout=60000)
        assert board_text(page) == before
        w.assert_clean()
    finally:
        page.context.close()
        server.shutdown()


def test_tapping_the_board_rolls_for_the_person_to_move(browser, site):
    w = new_page(browser, site, viewport=(390, 844), has_touch=True, is_mobile=True)
    w.open()
    start_goose(w, names=("Anna", "Bert"), kinds=("human", "human"))
    page = w.page
    page.locator(".board-canvas").tap()
    expect(page.locator(".log li")).to_have_count(1)
    expect(page.locator(".log li").first).to_contain_text(re.compile(r"^Anna rolls \d and \d: \d+\."))
    w.assert_clean()
    page.context.close()


def test_two_tabs_on_one_game_never_overwrite_each_others_moves(browser, site):
    """The same save open in two tabs: each tab follows the moves made in the other, so a move is
    always made on the latest position and no move is lost."""
    from browser import Watched
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768})
    first, second = Watched(context.new_page(), site), Watched(context.new_page(), site)
    first.open()
    first.wait_engine()
    start_goose(first, names=("Anna", "Ben"), kinds=("human", "human"))
    second.open()
    second.wait_engine()
    expect(roll_button(second.page)).to_be_enabled(timeout=60000)      # the second tab opens the game in play

    def histories():
        return second.page.evaluate("""() => Object.keys(localStorage).map((k) => localStorage.getItem(k))
            .filter((v) => v.includes('"history"')).map((v) => JSON.parse(v).state.history.length)""")

    roll_button(first.page).click()                                        # Anna rolls in the first tab
    expect(second.page.locator(".log li")).to_have_count(1)                # the second tab follows
    roll_button(second.page).click()                                       # Ben rolls in the second tab
    expect(first.page.locator(".log li")).to_have_count(2)                 # and the first follows
    assert histories() == [2]                                              # both rolls kept, once each
    first.assert_clean()
    second.assert_clean()
    context.close()
