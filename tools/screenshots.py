"""Screenshots of every game's first decision (people only, through the hand-over screen) on the
phones and tablets the box is played on, with what keeps each from fitting one screen.

    .venv/bin/python tools/screenshots.py [GAME ...] [--out DIR] [--size 390x844 ...]

Serves the built site ($GURKENGLAS_DIST or dist/), drives Debian's Chromium, writes
DIR/<game>-<w>x<h>.png and prints the problems the layout page test would report (none: "fits")."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tools")]

from playwright.sync_api import sync_playwright  # noqa: E402

from browser import LAUNCH_ARGS, Watched, start_game, start_server  # noqa: E402
from layout import PEOPLE, SCREENS, fit_problems, to_first_decision  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", default=list(PEOPLE))
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--size", action="append", help="WxH (default: the eight screens of the layout test)")
    args = parser.parse_args()
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.size] if args.size else SCREENS
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    dist = Path(os.environ.get("GURKENGLAS_DIST") or ROOT / "dist")
    browser_path = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
    server, root = start_server(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=browser_path, args=LAUNCH_ARGS)
            for game in args.games:
                context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768}, has_touch=True)
                watched = Watched(context.new_page(), root)
                watched.open()
                start_game(watched.page, game, ["human"] * PEOPLE[game])
                to_first_decision(watched.page)
                for width, height in sizes:
                    watched.page.set_viewport_size({"width": width, "height": height})
                    problems = fit_problems(watched.page)
                    watched.page.screenshot(path=str(out / f"{game}-{width}x{height}.png"))
                    print(f"{game} {width}x{height}: " + ("; ".join(problems) if problems else "fits"), flush=True)
                if watched.errors:
                    print(f"{game}: console errors: {watched.errors}")
                context.close()
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
