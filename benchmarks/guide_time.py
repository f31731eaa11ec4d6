"""How long each guided game ("Learn to play") takes a person, played through the page in Chromium,
in English (a script that prints figures):

    .venv/bin/python benchmarks/guide_time.py [GAME ...] [--shots DIR] [--screen tablet|phone]

A simulated person, from the guide's first words to "Play a real game": at every step they read
what the guide's box says (at 200 words a minute, a calm reading pace), then take a second to find
and tap the lit control. The computer players play at the page's normal speed, and every animation
runs as a person sees it. The figures: taps, the guide's steps, the seconds in all and the share
spent waiting for the table (animations, computer players, the engine) rather than reading.

With --shots, three steps of each guided game (the first, one in the middle, the last) are saved as
screenshots at 768×1024 and 390×844 (only one of them with --screen), to look at.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests"), str(ROOT / "py")]

from playwright.sync_api import sync_playwright  # noqa: E402

from browser import text  # noqa: E402
from devserver import serve_in_thread  # noqa: E402
from gurkenglas.games import GAMES  # noqa: E402

WORDS_PER_SECOND = 200 / 60
FIND_AND_TAP_S = 1.0
LIT = "[data-coach=next]"
SCREENS = {"tablet": (768, 1024), "phone": (390, 844)}


def learn(page, game: str) -> None:
    card = page.locator(".game-card").filter(has=page.get_by_role("heading", name=text("en", f"games.{game}.name"), exact=True))
    card.get_by_role("button", name="Learn to play", exact=True).click()
    page.locator(".guide-box").wait_for(timeout=120000)


def play_guide(page, game: str, shots: Path | None, screen: str) -> dict:
    """Play the guided game as the simulated person; returns its figures."""
    learn(page, game)
    start = time.perf_counter()
    taps = reading = 0.0
    steps, said_before = 0, ""
    finish = page.locator(".guide-finish:not([hidden])")
    pictures: list[tuple[int, bytes]] = []
    while not finish.count():
        assert time.perf_counter() - start < 900, f"{game}: the guide did not end"
        lit = page.locator(LIT)
        if not lit.count():
            page.wait_for_timeout(50)
            continue
        said = page.locator(".guide-words").inner_text().strip()
        if said != said_before:  # new words: read them (words already read are not read again)
            steps += 1
            pause = len(said.split()) / WORDS_PER_SECOND
            reading += pause
            said_before = said
            if shots:
                pictures.append((steps, page.screenshot()))
            page.wait_for_timeout(pause * 1000)
        reading += FIND_AND_TAP_S
        page.wait_for_timeout(FIND_AND_TAP_S * 1000)
        try:
            page.locator(LIT).first.click(timeout=5000)
            taps += 1
        except Exception:  # the lit control moved on meanwhile (a computer player's move): look again
            continue
    total = time.perf_counter() - start
    if shots and pictures:
        chosen = {pictures[0][0], pictures[len(pictures) // 2][0], pictures[-1][0]}
        for number, png in pictures:
            if number in chosen:
                (shots / f"{game}-{screen}-step{number:02d}.png").write_bytes(png)
        (shots / f"{game}-{screen}-end.png").write_bytes(page.screenshot())
    return {"taps": int(taps), "steps": steps, "seconds": total, "reading": reading}


def main() -> None:
    args = sys.argv[1:]
    shots = None
    if "--shots" in args:
        at = args.index("--shots")
        shots = Path(args[at + 1])
        shots.mkdir(parents=True, exist_ok=True)
        del args[at:at + 2]
    only = None
    if "--screen" in args:
        at = args.index("--screen")
        only = args[at + 1]
        del args[at:at + 2]
    games = args or sorted(gid for gid, game in GAMES.items() if game.spec.guide is not None)
    server, site = serve_in_thread(ROOT / "dist", "/gurkenglas/")
    screens = {only: SCREENS[only]} if only else SCREENS if shots else {"tablet": SCREENS["tablet"]}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium")
        print(f"{'game':<14} {'screen':<7} {'taps':>5} {'steps':>6} {'seconds':>8} {'waiting':>8}")
        for game in games:
            for screen, (width, height) in screens.items():
                context = browser.new_context(locale="en-US", viewport={"width": width, "height": height}, has_touch=False)
                page = context.new_page()
                page.goto(site)
                page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
                figures = play_guide(page, game, shots, screen)
                waiting = max(0.0, figures["seconds"] - figures["reading"])
                print(f"{game:<14} {screen:<7} {figures['taps']:>5} {figures['steps']:>6} {figures['seconds']:>8.0f} "
                      f"{waiting / figures['seconds']:>7.0%}", flush=True)
                context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
