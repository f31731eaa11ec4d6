"""Each player's own phone beside the tablet. In Chromium, a tablet page and two phone pages (profiles
of their own) pair through the pasted codes and play on in a Gurke game with two seats on phones,
and the test checks what the players would: no hand-over card for a phone's seat, each phone shows
its own seat's view and nothing of another's (every message a phone received is compared with the
engine's view of its seat), a forged move for another seat is refused, a phone closed and opened
again joins again, and the tablet's save has every move. A Firefox phone joins a Chromium tablet and
plays its turn. Debian's WebKitGTK has no WebRTC: there the feature is not offered."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

import engines
from browser import text
from layout import fit_problems
from player import open_app, seen, set_value, start_game, tap, tap_at_rest, wait_idle, wait_until
from saves import ok

NAMES = ["Anna", "Ben", "Cleo"]
PHONE = (390, 844)

# Kept on a phone page before it joins: every message its data channel receives, and the channel.
RECORD = """() => {
  window.__phone = { received: [], channels: [] };
  const add = RTCDataChannel.prototype.addEventListener;
  RTCDataChannel.prototype.addEventListener = function (type, fn, options) {
    if (!window.__phone.channels.includes(this)) window.__phone.channels.push(this);
    if (type !== "message") return add.call(this, type, fn, options);
    return add.call(this, type, (event) => { window.__phone.received.push(event.data); fn.call(this, event); }, options);
  };
}"""
PAIRING = "() => document.querySelector('[data-pairing]')?.dataset.pairing ?? null"
SAVE = """() => { const key = Object.keys(localStorage).find((k) => k.startsWith('gurkenglas:save:'));
  return key ? JSON.parse(localStorage.getItem(key)) : null; }"""
# The play screen's side panel, with the list of players, opened (or closed) as a player does where it is a drawer.
PANEL = """(open) => { const t = document.querySelector('#screen-play .panel-toggle');
  if (t && t.offsetParent !== null && (t.getAttribute('aria-expanded') === 'true') !== open) t.click(); return true; }"""


def reveal_addresses(page) -> None:
    """Chromium names its host addresses in its candidates, not mDNS names that nothing here answers,
    once the page may use the microphone (Firefox is started so: tests/puppeteer_bridge.mjs)."""
    if page.engine == "chromium":
        page.context.grant_permissions(["microphone"])


DECODE = Path(__file__).resolve().parent / "decode_qr.mjs"


def qr_codes_on(page, folder: Path) -> list[dict]:
    """The QR codes a camera would read off the page as it is shown: a screenshot, read by the
    scanner library (tests/decode_qr.mjs)."""
    shot = folder / f"{page.engine}-{id(page)}.png"
    page.screenshot(shot)
    done = subprocess.run(["node", str(DECODE), str(shot)], capture_output=True, text=True, timeout=60, check=True)
    return json.loads(done.stdout)


def pair(tablet, phone, seat: int, site: str, shots: Path | None = None, stale: bool = False) -> None:
    """Seat `seat` (0 first) of the tablet's game goes to `phone`, through the codes pasted both ways;
    with `shots`, each code shown as a QR code is read off a screenshot and must say what the text says;
    `stale`: the tablet is first given an answer the phone has given up ("Use another code"): no link
    comes of it, the tablet shows a new code, and the phone answers that one."""
    for page in (tablet, phone):
        reveal_addresses(page)
    tablet.evaluate(PANEL, True)
    tap_at_rest(tablet, f"#play-panel .player-list li:nth-child({seat + 1}) button.add-phone", text("en", "phones.add"))
    wait_until(tablet, PAIRING, what="the tablet's pairing code")
    offer = tablet.evaluate(PAIRING)
    if shots:
        assert [code["text"] for code in qr_codes_on(tablet, shots)] == [offer], "the tablet's QR code says its pairing code"
        # For a phone that never opened the app: the app's address, as a QR code too.
        tablet.evaluate("() => { document.querySelector('.app-address').open = true; }")
        assert site in [code["text"] for code in qr_codes_on(tablet, shots)], "the app's address as a QR code"
        tablet.evaluate("() => { document.querySelector('.app-address').open = false; }")
    open_app(phone, site)
    phone.evaluate(RECORD)
    tap_at_rest(phone, "button", text("en", "home.join"))
    set_value(phone, "textarea", text("en", "phones.code_label"), offer.lower())  # pasted, as typed, in lower case
    tap_at_rest(phone, "button", text("en", "join.join_now"))
    wait_until(phone, PAIRING, what="the phone's answer")
    answer = phone.evaluate(PAIRING)
    if stale:
        tap_at_rest(phone, "button", text("en", "join.other_code"))
        set_value(tablet, ".pairing-dialog textarea", text("en", "phones.code_label"), answer)
        assert tap(tablet, ".pairing-dialog button", text("en", "phones.connect")), seen(tablet)
        wait_until(tablet, f"(old) => ({PAIRING})() !== old", arg=offer, timeout_s=60, what="a new code on the tablet after a dead answer")
        assert text("en", "phones.renewed") in tablet.evaluate("() => document.querySelector('.pairing-status').textContent")
        offer = tablet.evaluate(PAIRING)
        set_value(phone, "textarea", text("en", "phones.code_label"), offer)
        tap_at_rest(phone, "button", text("en", "join.join_now"))
        wait_until(phone, f"(old) => ({PAIRING})() !== null && ({PAIRING})() !== old", arg=answer, what="the phone's answer to the new code")
        answer = phone.evaluate(PAIRING)
    if shots:
        found = qr_codes_on(phone, shots)
        assert [code["text"] for code in found] == [answer], "the phone's QR code says its pairing code"
        assert found[0]["version"] <= 8, f"a QR code of version {found[0]['version']}: too fine for a cheap camera"
    set_value(tablet, ".pairing-dialog textarea", text("en", "phones.code_label"), answer)
    assert tap(tablet, ".pairing-dialog button", text("en", "phones.connect")), seen(tablet)
    wait_until(tablet, "() => document.querySelector('.pairing-dialog') === null", timeout_s=40,
               what=f"the pairing dialog closed: {tablet.evaluate('() => document.querySelector(`.pairing-status`)?.textContent')}")
    wait_until(phone, f"() => document.documentElement.dataset.phoneSeat === '{seat + 1}' && document.querySelector('#screen-phone .table-area') !== null",
               what=f"the phone showing seat {seat + 1}")
    wait_until(tablet, "() => document.querySelector('.pairing-dialog') === null", what="the pairing dialog closed")
    tablet.evaluate(PANEL, False)


def received(phone) -> list[dict]:
    return [json.loads(m) for m in phone.evaluate("() => window.__phone.received")]


def views_are_the_seats_own(phone, seat: int, save: dict, players: int = len(NAMES), game: str = "gurke") -> int:
    """Every table a phone was told is the engine's own view of its seat at that move: nothing of
    another seat's hand. Returns how many tables were checked."""
    state = ok("new_game", game=game, players=players, seed=save["state"]["seed"], seats=save["state"]["seats"],
               options=save["state"]["options"])["state"]
    states = [state]
    for move in save["state"]["history"]:
        state = ok("apply", state=state, move=json.loads(move))["state"]
        states.append(state)
    checked = 0
    for message in received(phone):
        assert message["type"] in {"hello", "table", "answer", "refused", "bye"}, message
        if message["type"] != "table":
            continue
        own = ok("view", state=states[message["ply"]], seat=seat)
        assert message["view"] == own, f"seat {seat + 1}'s phone was told more than its own view at move {message['ply']}"
        legal = message["legal"]
        assert legal["moves"] == [] or legal["seat"] == seat, "another seat's moves were sent to a phone"
        checked += 1
    return checked


def turn_of(tablet) -> int:
    """The seat to move, as the tablet's list of players marks it."""
    return tablet.evaluate("() => [...document.querySelectorAll('#play-panel .player-list li')].findIndex((li) => li.classList.contains('current'))")


def move_by_hint(page) -> None:
    """The player to move on `page` asks for the Hint and plays it."""
    tap_at_rest(page, ".play-tools button", text("en", "play.hint"))
    tap_at_rest(page, ".hint-box button", text("en", "play.hint_play"))


def saved_moves(tablet, moves: int) -> None:
    wait_until(tablet, "(n) => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('gurkenglas:save:')))).state.history.length >= n",
               arg=moves, what=f"move {moves} saved on the tablet")


def test_two_phones_play_their_own_seats_beside_the_tablet(engine, new_page, site, tmp_path):
    if engine == "firefox":
        pytest.skip("Firefox joins as a phone of a Chromium tablet: test_a_firefox_phone_joins_a_chromium_tablet_and_plays_its_turn")
    tablet = new_page(1024, 768)
    if engine == "webkit":
        open_app(tablet, site)
        assert not tablet.evaluate("() => typeof RTCPeerConnection === 'function'")
        assert not tablet.evaluate("(name) => [...document.querySelectorAll('button')].some((b) => b.textContent === name)",
                                   text("en", "home.join")), "Join a table is offered where the browser cannot link"
        return
    ben, cleo = new_page(*PHONE), new_page(*PHONE)
    open_app(tablet, site)
    start_game(tablet, "gurke", ["human"] * 3, names=NAMES)
    pair(tablet, ben, 1, site, shots=tmp_path)
    pair(tablet, cleo, 2, site)
    for phone in (ben, cleo):
        assert phone.evaluate("() => document.documentElement.scrollWidth <= innerWidth"), f"the phone's table is wider than the phone; {seen(phone)}"
    # The tablet's language changed (its screen is built anew): the phones stay on their seats.
    for lang in ("de", "en"):
        set_value(tablet, "select", "language-select", lang)
        wait_until(tablet, f"() => document.documentElement.lang === '{lang}' && document.querySelector('#screen-play .table-area') !== null"
                   " && document.querySelector('.table-loading') === null", what=f"the tablet's table in {lang}")
    wait_idle(tablet, ben, cleo)
    assert tablet.evaluate("() => document.querySelectorAll('#play-panel .player-list .take-back').length") == 2, \
        f"both phones still play their seats after the language changed; {seen(tablet)}"

    forged = fitted = False
    moves = 0
    deals = "() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('gurkenglas:save:')))).log.flat().filter((e) => e.type === 'deal').length"
    while tablet.evaluate(deals) < 2:  # the first deal played to its end: the second is dealt
        assert moves < 80, f"a deal of 80 moves; {seen(tablet)}"
        wait_idle(tablet, ben, cleo)
        to_move = turn_of(tablet)
        if to_move == 0:
            if tablet.evaluate("() => document.querySelector('.handover:not([hidden])') !== null"):
                assert tablet.evaluate("(d) => document.querySelector('.handover .add-phone')?.getAttribute('aria-description') === d",
                                       text("en", "phones.add_for", name="Anna")), "the hand-over card offers Anna a phone"
                assert tap(tablet, ".handover:not([hidden]) button", text("en", "play.handover_button", name="Anna"))
                continue
        else:
            assert tablet.evaluate("() => document.querySelector('.handover:not([hidden])') === null"), \
                f"a hand-over card for {NAMES[to_move]}, who plays on a phone; {seen(tablet)}"
            if to_move == 1 and not fitted:
                # Ben's turn on his phone: the table is one screen, upright and on its side (once he
                # has closed the notice of the forged move below, if he saw it).
                if ben.evaluate("() => !document.querySelector('#notice').hidden"):
                    assert tap(ben, "#notice-close"), seen(ben)
                for size in (PHONE, PHONE[::-1], PHONE):
                    ben.resize(*size)
                    assert not fit_problems(ben), f"Ben's phone at {size}: {fit_problems(ben)}"
                fitted = True
            if to_move == 2 and not forged:
                # Ben's phone sends a move for Cleo's turn (as a forged page would): refused, nothing played.
                before = tablet.evaluate(SAVE)["revision"]
                legal = ok("legal_moves", state=tablet.evaluate(SAVE)["state"])["moves"]
                ben.evaluate("(m) => window.__phone.channels[0].send(JSON.stringify(m))",
                             {"type": "move", "move": legal[0]["move"], "revision": before})
                wait_until(ben, "() => window.__phone.received.some((m) => JSON.parse(m).type === 'refused')",
                           what="the refusal of a forged move")
                assert tablet.evaluate(SAVE)["revision"] == before, "a forged move was played"
                forged = True
        move_by_hint([tablet, ben, cleo][to_move])
        moves += 1
        saved_moves(tablet, moves)
    assert forged, "Cleo never had a turn"
    save = tablet.evaluate(SAVE)
    assert len(save["state"]["history"]) >= moves
    assert views_are_the_seats_own(ben, 1, save) > 3
    assert views_are_the_seats_own(cleo, 2, save) > 3

    # Ben's phone is closed and opened again: the tablet plays his seat meanwhile, he joins anew.
    ben.reload()
    wait_until(tablet, "() => document.querySelector('#play-panel .player-list li:nth-child(2) button.add-phone') !== null",
               what="Ben's seat back on the tablet")
    pair(tablet, ben, 1, site)
    wait_idle(tablet, ben)
    assert ben.evaluate("() => document.documentElement.dataset.phoneSeat") == "2"


@pytest.mark.firefox
def test_a_firefox_phone_joins_a_chromium_tablet_and_plays_its_turn(browser, site):
    tablet = engines.PlaywrightPage(browser, 1024, 768)
    firefox = engines.Firefox()
    try:
        ben = engines.FirefoxPage(firefox, *PHONE)
        open_app(tablet, site)
        start_game(tablet, "gurke", ["human"] * 2, names=NAMES[:2])
        # A dead answer given to the tablet first: it says so, shows a new code, and that one joins.
        pair(tablet, ben, 1, site, stale=True)
        moves = 0
        while True:
            wait_idle(tablet, ben)
            to_move = turn_of(tablet)
            if to_move == 0 and tap(tablet, ".handover:not([hidden]) button"):
                continue
            move_by_hint([tablet, ben][to_move])
            moves += 1
            saved_moves(tablet, moves)
            if to_move == 1:
                break
        save = tablet.evaluate(SAVE)
        assert views_are_the_seats_own(ben, 1, save, players=2) > 0
        ben.close()
    finally:
        tablet.close()
        firefox.close()


# The dark squares of the QR code on the page, as rows of booleans (the SVG's path of 1x1 squares).
QR_MODULES = """() => {
  const svg = document.querySelector('.pairing-code svg.qr-code, .pairing-answer svg.qr-code');
  const full = svg.viewBox.baseVal.width;
  const rows = Array.from({ length: full }, () => Array(full).fill(false));
  for (const [, x, y] of svg.querySelector('path').getAttribute('d').matchAll(/M(\\d+) (\\d+)/g)) rows[+y][+x] = true;
  return rows;
}"""


def camera_sees(path: Path, rows: list[list[bool]], size: int = 480, scale: int = 8) -> None:
    """A camera's picture of `rows` (a QR code), as the video file Chromium's fake camera plays: one
    grey 4:2:0 frame, the code in the middle on white."""
    luma = bytearray([235]) * (size * size)
    offset = (size - len(rows) * scale) // 2
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    start = (offset + y * scale + dy) * size + offset + x * scale
                    luma[start:start + scale] = bytes([16]) * scale
    chroma = bytes([128]) * (size * size // 4)
    path.write_bytes(f"YUV4MPEG2 W{size} H{size} F10:1 Ip A1:1 C420jpeg\n".encode() + b"FRAME\n" + bytes(luma) + chroma + chroma)


@pytest.mark.browser
def test_both_codes_are_read_with_the_camera(browser, chromium, site, tmp_path):
    """The phone scans the tablet's code and the tablet the phone's, each with its camera (Chromium's
    fake camera showing the other screen's QR code): two taps on each side and no typing."""
    from browser import LAUNCH_ARGS

    film = tmp_path / "camera.y4m"
    camera_sees(film, [[False]])
    cameras = browser.browser_type.launch(executable_path=chromium, args=[
        *LAUNCH_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", f"--use-file-for-fake-video-capture={film}"])
    try:
        tablet, ben = engines.PlaywrightPage(cameras, 1024, 768), engines.PlaywrightPage(cameras, *PHONE)
        for page in (tablet, ben):
            page.context.grant_permissions(["camera", "microphone"])
        open_app(tablet, site)
        start_game(tablet, "gurke", ["human"] * 2, names=NAMES[:2])
        tablet.evaluate(PANEL, True)
        tap_at_rest(tablet, "#play-panel .player-list li:nth-child(2) button.add-phone", text("en", "phones.add"))
        wait_until(tablet, PAIRING, what="the tablet's pairing code")
        camera_sees(film, tablet.evaluate(QR_MODULES))
        open_app(ben, site)
        tap_at_rest(ben, "button", text("en", "home.join"))
        tap_at_rest(ben, "button", text("en", "phones.scan"))
        wait_until(ben, PAIRING, what="the phone's answer, after it read the tablet's code")
        camera_sees(film, ben.evaluate(QR_MODULES))
        tap_at_rest(tablet, ".pairing-dialog button", text("en", "phones.scan"))
        wait_until(ben, "() => document.documentElement.dataset.phoneSeat === '2'", what="the phone at seat 2")
        wait_until(tablet, "() => document.querySelector('.pairing-dialog') === null", what="the pairing dialog closed")
    finally:
        cameras.close()


@pytest.mark.browser
@pytest.mark.parametrize("game", ["keezen", "mixed_pickles"])
def test_a_phone_plays_its_turn_and_the_tablet_goes_on_to_the_next_hand_over(browser, site, game):
    tablet, ben = engines.PlaywrightPage(browser, 1024, 768), engines.PlaywrightPage(browser, *PHONE)
    try:
        open_app(tablet, site)
        start_game(tablet, game, ["human"] * 2, names=NAMES[:2])
        pair(tablet, ben, 1, site)
        moves, ben_moved = 0, False
        while True:
            wait_idle(tablet, ben)
            to_move = turn_of(tablet)
            if ben_moved and to_move == 0:
                break  # Anna's turn after Ben's move: the tablet as it stands now is what is checked
            if to_move == 0 and tap(tablet, ".handover:not([hidden]) button", text("en", "play.handover_button", name="Anna")):
                continue
            move_by_hint([tablet, ben][to_move])
            moves += 1
            saved_moves(tablet, moves)
            ben_moved = ben_moved or to_move == 1
        assert tablet.evaluate("() => document.querySelector('.handover:not([hidden])') !== null"), \
            f"after Ben's move on his phone the tablet hides Anna's cards until she takes it; {seen(tablet)}"
        assert views_are_the_seats_own(ben, 1, tablet.evaluate(SAVE), players=2, game=game) > 0
        # The phone plays through the tablet's engine: its own Python went when it joined.
        assert ben.page.workers == [], f"a joined phone still runs {[w.url for w in ben.page.workers]}"
        if game == "mixed_pickles":
            # The tablet takes Ben's seat back; his phone, let go, starts a game of its own: its
            # engine starts again.
            tablet.evaluate(PANEL, True)
            tap_at_rest(tablet, "#play-panel .player-list button.take-back", text("en", "phones.take_back"))
            wait_until(ben, "(t) => document.querySelector('#screen-phone .lead')?.textContent === t",
                       arg=text("en", "join.taken_back"), what="Ben's phone let go")
            tap_at_rest(ben, "#home-button")
            start_game(ben, "goose", ["human", "bot"])
            tap_at_rest(ben, "button", text("en", "goose.move.roll"))
            wait_until(ben, f"() => ({SAVE})()?.state.history.length > 0", what="the phone's own roll saved")
    finally:
        ben.close()
        tablet.close()
