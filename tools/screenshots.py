"""Screenshots of every game's first decision (people only, through the hand-over screen) on the
phones and tablets the box is played on, with what keeps each from fitting one screen.

    .venv/bin/python tools/screenshots.py [GAME ...] [--out DIR] [--size 390x844 ...] [--engine webkit] [--seed N]

Serves the built site ($GURKENGLAS_DIST or dist/), drives Debian's Chromium (or WebKitGTK's
MiniBrowser, or Firefox ESR: the engines of tests/engines.py), writes DIR/<game>-<w>x<h>.png (with
the engine's name before the size, but for Chromium) and prints the problems the layout page test
would report (none: "fits"). `--seed N` deals every game from seed N, to look at one deal in each
engine."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tools")]

import engines  # noqa: E402
import player  # noqa: E402
from browser import FIXED_SEED, LAUNCH_ARGS, start_server  # noqa: E402
from layout import PEOPLE, SCREENS, fit_problems  # noqa: E402


@contextlib.contextmanager
def page_maker(engine: str):
    """new(width, height) opening a fresh page of the engine."""
    if engine == "chromium":
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"), args=LAUNCH_ARGS)
            yield lambda width, height: engines.PlaywrightPage(browser, width, height)
            browser.close()
    elif engine == "webkit":
        display = engines.Display()
        try:
            yield lambda width, height: engines.WebKitPage(display, width, height)
        finally:
            display.close()
    else:
        firefox = engines.Firefox()
        try:
            yield lambda width, height: engines.FirefoxPage(firefox, width, height)
        finally:
            firefox.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", default=list(PEOPLE))
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--size", action="append", help="WxH (default: the eight screens of the layout test)")
    parser.add_argument("--engine", choices=engines.ENGINES, default="chromium")
    parser.add_argument("--seed", type=int, help="the seed of every game (default: a random one each)")
    args = parser.parse_args()
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.size] if args.size else SCREENS
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    dist = Path(os.environ.get("GURKENGLAS_DIST") or ROOT / "dist")
    tag = "" if args.engine == "chromium" else f"{args.engine}-"
    server, root = start_server(dist)
    try:
        with page_maker(args.engine) as new_page:
            for game in args.games:
                page = new_page(1024, 768)
                player.open_app(page, root)
                if args.seed is not None:
                    page.evaluate(f"(seed) => {{ {FIXED_SEED}; window.fixedSeed = seed; }}", args.seed)
                player.start_game(page, game, ["human"] * PEOPLE[game])
                player.to_first_decision(page)
                for width, height in sizes:
                    page.resize(width, height)
                    problems = fit_problems(page)
                    page.screenshot(out / f"{game}-{tag}{width}x{height}.png")
                    print(f"{game} {width}x{height}: " + ("; ".join(problems) if problems else "fits"), flush=True)
                errors, outside = page.watched()
                if errors or outside:
                    print(f"{game}: script errors {errors}, requests to other hosts {outside}")
                page.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
