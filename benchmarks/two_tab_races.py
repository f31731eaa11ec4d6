"""Two tabs racing on one game, many times (a script that prints figures, not a test).

    .venv/bin/python benchmarks/two_tab_races.py [RACES] [DIST] [--engine chromium|webkit|firefox] [--kinds dice,cards,sowing]

For each game kind (dice: the Goose; cards: Gurke against a computer player; sowing: Gulek), two
windows of one browser profile (headless Chromium by default; WebKitGTK's MiniBrowser under an X
server of its own, or Firefox ESR) open the same game and tap different moves 0–250 ms apart, half
of the races within 20 ms (tests/races.py says exactly what counts as lost). Prints, per kind, the
races run, the races lost, how often a tab was told that its move was not kept, and the races where
both people tapped, one move was kept and no tab said why (untold; counted where two people play).
DIST lets an older build be raced the same way (`GURKENGLAS_DIST=/tmp/old python3 build.py build`).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from contextlib import ExitStack
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))


def main() -> None:
    import engines
    from browser import LAUNCH_ARGS, start_server
    from races import KINDS, TwoTabs

    parser = argparse.ArgumentParser(description="Two tabs racing on one game.")
    parser.add_argument("races", nargs="?", type=int, default=100, help="races per kind")
    parser.add_argument("dist", nargs="?", type=Path, default=ROOT / "dist", help="the built site")
    parser.add_argument("--engine", choices=engines.ENGINES, default="chromium")
    parser.add_argument("--kinds", default=",".join(KINDS), help="comma-separated, of: " + ", ".join(KINDS))
    args = parser.parse_args()
    kinds = args.kinds.split(",")
    unknown = [kind for kind in kinds if kind not in KINDS]
    if unknown:
        parser.error(f"unknown kinds: {unknown}")

    server, root = start_server(args.dist)
    print(f"{args.engine}: {'kind':8} {'game':6} {'races':>5} {'lost':>5} {'told':>5} {'untold':>6} {'seconds':>8}")
    try:
        with ExitStack() as stack:
            if args.engine == "chromium":
                from playwright.sync_api import sync_playwright

                playwright = stack.enter_context(sync_playwright())
                browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"),
                                                     args=LAUNCH_ARGS)
                stack.callback(browser.close)
                new_page = lambda: engines.PlaywrightPage(browser, 1280, 800)  # noqa: E731
            elif args.engine == "webkit":
                display = engines.Display()
                stack.callback(display.close)
                new_page = lambda: engines.WebKitPage(display, 1280, 800)  # noqa: E731
            else:
                firefox = engines.Firefox()
                stack.callback(firefox.close)
                new_page = lambda: engines.FirefoxPage(firefox, 1280, 800)  # noqa: E731
            for kind in kinds:
                started = time.time()
                page = new_page()
                try:
                    tabs = TwoTabs(page, root, kind, lead_ms=400 if args.engine == "chromium" else 1000)
                    tally = tabs.run(args.races, seed=list(KINDS).index(kind) + 1)
                    tabs.tabs[1].close()
                finally:
                    page.close()
                untold = tally.untold if KINDS[kind][1].count("human") == 2 else "-"
                print(f"{args.engine}: {kind:8} {KINDS[kind][0]:6} {tally.races:>5} {tally.lost:>5} {tally.told:>5} {untold:>6} "
                      f"{time.time() - started:>8.0f}", flush=True)
                for problem in tally.problems[:5]:
                    print("   ", problem)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
