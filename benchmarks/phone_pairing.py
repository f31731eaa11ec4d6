"""How long adding a phone takes, and how large its codes are, through the page in Chromium (a script
that prints figures; the page tests check that it works: tests/test_browser_phones.py).

    .venv/bin/python benchmarks/phone_pairing.py [ROUNDS]     (after python3 build.py build)

A tablet page with a Gurke game for two people and a phone page (profiles of their own, both having
opened the app before: its engine and files at hand), in one Chromium whose fake camera shows the
other screen's QR code (as a person holds the phone over the tablet and back). The taps: "Add a
phone" on the tablet's hand-over card, "Join a table" and "Scan the code" on the phone, "Scan the
code" on the tablet. Timed from the first tap to the phone showing its seat's table, with the
phases: the tablet's code ready (its candidates gathered), the phone's answer ready (the code read,
its candidates gathered), the link open once the tablet has read it. A person's own time (finding
the button, pointing the camera) is not in it: at a second a tap, add about four.

Prints per round, then the medians:

    PAIRING round=<i> taps=<n> offer_s=<s> answer_s=<s> open_s=<s> total_s=<s>
        offer_chars=<n> answer_chars=<n> offer_qr=<version> answer_qr=<version> bytes=<offer>/<answer>
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests")]

import engines  # noqa: E402
from browser import LAUNCH_ARGS, text  # noqa: E402
from devserver import serve_in_thread  # noqa: E402
from player import open_app, start_game, tap, wait_until  # noqa: E402
from test_browser_phones import PAIRING, PHONE, QR_MODULES, camera_sees  # noqa: E402

HANDOVER_ADD = ".handover:not([hidden]) button.add-phone"

def clock_until(page, source: str, started: float) -> float:
    wait_until(page, source, timeout_s=60)
    return time.monotonic() - started


def one_round(browser, root: str, film: Path) -> dict:
    tablet, phone = engines.PlaywrightPage(browser, 1024, 768), engines.PlaywrightPage(browser, *PHONE)
    for page in (tablet, phone):
        page.context.grant_permissions(["camera", "microphone"])
    try:
        open_app(phone, root)
        open_app(tablet, root)
        start_game(tablet, "gurke", ["human"] * 2, names=["Anna", "Ben"])
        wait_until(tablet, f"() => document.querySelector('{HANDOVER_ADD}') !== null", what="the hand-over card's Add a phone")
        started = time.monotonic()
        taps = 0
        assert tap(tablet, HANDOVER_ADD, text("en", "phones.add"))
        taps += 1
        offer_s = clock_until(tablet, PAIRING, started)
        offer = tablet.evaluate(PAIRING)
        offer_qr = tablet.evaluate("() => Number(document.querySelector('.pairing-code svg.qr-code').dataset.qrVersion)")
        camera_sees(film, tablet.evaluate(QR_MODULES))
        for name in ("home.join", "phones.scan"):
            wait_until(phone, "(n) => [...document.querySelectorAll('button')].some((b) => b.textContent === n && !b.hidden)", text("en", name))
            assert tap(phone, "button", text("en", name))
            taps += 1
        answer_s = clock_until(phone, PAIRING, started)
        answer = phone.evaluate(PAIRING)
        answer_qr = phone.evaluate("() => Number(document.querySelector('.pairing-answer svg.qr-code').dataset.qrVersion)")
        camera_sees(film, phone.evaluate(QR_MODULES))
        assert tap(tablet, ".pairing-dialog button", text("en", "phones.scan"))
        taps += 1
        total_s = clock_until(phone, "() => document.querySelector('#screen-phone .table-area') !== null", started)
        return {"taps": taps, "offer_s": offer_s, "answer_s": answer_s, "open_s": total_s - answer_s, "total_s": total_s,
                "offer_chars": len(offer), "answer_chars": len(answer), "offer_qr": offer_qr, "answer_qr": answer_qr,
                "bytes": f"{facts_bytes(offer)}/{facts_bytes(answer)}"}
    finally:
        phone.close()
        tablet.close()


def facts_bytes(code: str) -> int:
    """The bytes a code carries (web/phones/pairing-code.js: a base-36 number of the bytes after a
    leading 1)."""
    number = int(code, 36)
    return (number.bit_length() + 7) // 8 - 1


def main() -> None:
    from playwright.sync_api import sync_playwright

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    server, root = serve_in_thread(ROOT / "dist")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as p:
        film = Path(folder) / "camera.y4m"
        camera_sees(film, [[False]])
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=[
            *LAUNCH_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-video-capture={film}"])
        found = []
        for i in range(rounds):
            figures = one_round(browser, root, film)
            found.append(figures)
            print(f"PAIRING round={i + 1} " + " ".join(f"{k}={v:.2f}" if isinstance(v, float) else f"{k}={v}" for k, v in figures.items()),
                  flush=True)
        browser.close()
    server.shutdown()
    medians = {k: statistics.median(f[k] for f in found) for k in ("offer_s", "answer_s", "open_s", "total_s")}
    print("PAIRING median " + " ".join(f"{k}={v:.2f}" for k, v in medians.items()))


if __name__ == "__main__":
    main()
