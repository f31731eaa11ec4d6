"""Two tabs racing on one game, many times (a script that prints figures, not a test).

    .venv/bin/python benchmarks/two_tab_races.py [RACES] [DIST]

For each game kind (dice: the Goose; cards: Gurke against a computer player; sowing: Gulek), two
tabs of one headless Chromium open the same game and tap different moves 0–250 ms apart, half of
the races within 20 ms (tests/races.py says exactly what counts as lost). Prints, per kind, the
races run, the races lost, and how often a tab was told that its move was not kept. DIST lets an
older build be raced the same way (`GURKENGLAS_DIST=/tmp/old python3 build.py build`).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests"))


def main() -> None:
    from playwright.sync_api import sync_playwright

    from browser import LAUNCH_ARGS, start_server
    from races import KINDS, TwoTabs

    races = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    dist = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "dist"
    server, root = start_server(dist)
    chromium = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
    print(f"{'kind':8} {'game':6} {'races':>5} {'lost':>5} {'told':>5} {'seconds':>8}")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
            for seed, kind in enumerate(KINDS, start=1):
                started = time.time()
                tabs = TwoTabs(browser, root, kind)
                tally = tabs.run(races, seed)
                tabs.context.close()
                print(f"{kind:8} {KINDS[kind][0]:6} {tally.races:>5} {tally.lost:>5} {tally.told:>5} {time.time() - started:>8.0f}",
                      flush=True)
                for problem in tally.problems[:5]:
                    print("   ", problem)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
