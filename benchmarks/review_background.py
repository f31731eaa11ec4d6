"""The review analysed in the background, in Pyodide in Chromium, measured from the page
through its own engine client and analysis client (a script that prints figures; no assertion).

    .venv/bin/python benchmarks/review_background.py [design] [games] [end] [end-off] [--only=GAME,...] [--moves=N]

(every part unless some are named; after `python3 build.py build`). Every game is a game of
bots from a fixed seed, seat 0 a person's seat (moved by its normal bot) so that its decisions are
graded as a person's are; the configurations are those of CONFIGS below.

- design: what chose between (a) slices of analysis on the one engine worker and (b) a second
  worker restored from the same snapshot doing only the analysis, against the requirement that
  analysis never holds up a move's answer by more than 50 ms: the smallest useful slice (one step of
  `review` with budget_ms=1) from the middle of a Keezen, Gurke and Mixed Pickles game; the second
  worker's start-up from the snapshot and its memory (the interpreter's WebAssembly memory, and the
  browser's processes' PSS before and after); a game's first N moves replayed through `play`,
  PACE_MS apart, with (a), (b) and no analysis beside them: each move's round trip less the engine
  worker's own time for it (what a move waits for besides its own work), and how much longer the
  worker's own time got (both cores busy).
- games: each game's whole review on the analysis worker at the full 24 playouts, one step a call:
  the time of a step (a person's decision, graded from their view; a chance event, whose luck is
  measured; the others) and of the whole game.
- end: each game played in the page as a player plays it (the person's moves by the hint and its
  "Play it", the computer players at the speed SPEED), the review analysed in the background as
  the app does it: how long the game took, how long after the result the review was complete, the
  playouts of the calls after the result, the longest wait of a move's answer beyond the engine's own
  time, and how much of the analysis was left when the result showed.
- end-off: the same games without any analysis, the yardstick for a move's wait (the page itself
  draws, animates and saves meanwhile).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tools")]

# (game, options, players): every game at its default options; a fixed seed each.
CONFIGS = [
    ("goose", {}, 2), ("keezen", {}, 2), ("gurke", {}, 3), ("gulek", {}, 2), ("gulek_solo", {}, 1),
    ("gulek_single", {}, 1), ("mixed_pickles", {}, 2), ("stamp_swap", {}, 1),
]
SEED = 24
SLICE_GAMES = ("keezen", "gurke", "mixed_pickles")
SLICES = 6  # steps timed from the middle of the game on
PACE_MS = 500  # between a move's answer and the next move (the computer players' pause at "fast" is 450 ms)
DELAY_MOVES = 30
SPEED = "fast"
GOAL_MS = 50


def pss_kib(root_pid: int) -> int:
    """The proportional set size of `root_pid`'s descendants (the Playwright driver, Chromium and its
    processes), in KiB."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                ppid = int(Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    total, todo = 0, list(children.get(root_pid, []))
    while todo:
        pid = todo.pop()
        todo.extend(children.get(pid, []))
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except OSError:
            continue
    return total


@contextmanager
def app(dist: Path):
    """The built app in Chromium (no service worker), its snapshot kept, and a function that runs a
    task of review-background-page.js in it."""
    from playwright.sync_api import sync_playwright

    from browser import LAUNCH_ARGS, start_server

    assets = dist / "assets"
    urls = {"clientUrl": next(assets.glob("engine-client.*.js")).relative_to(dist).as_posix(),
            "analysisUrl": next(assets.glob("analysis-client.*.js")).relative_to(dist).as_posix()}
    script = (ROOT / "benchmarks" / "review-background-page.js").read_text()
    server, root = start_server(dist)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"), args=LAUNCH_ARGS)
            page = browser.new_context(service_workers="block", locale="en-US", viewport={"width": 1280, "height": 800}).new_page()
            page.goto(root)
            page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
            page.wait_for_selector("html[data-engine-snapshot], html[data-engine-path=snapshot]", state="attached", timeout=180000)
            absolute = {key: root + value for key, value in urls.items()}

            def run(task: str, **arg):
                return page.evaluate(script, {**absolute, "task": task, **arg})

            yield run
            browser.close()
    finally:
        server.shutdown()


def config_of(name: str) -> dict:
    game, options, players = next(c for c in CONFIGS if c[0] == name)
    return {"game": game, "options": options, "players": players, "seed": SEED}


def median(values):
    return statistics.median(values) if values else float("nan")


def design(dist: Path, games: list[str], moves: int) -> None:
    print(f"== design: slices on the engine worker (a) or a second worker (b); goal: no move's answer "
          f"held up by more than {GOAL_MS} ms")
    with app(dist) as run:
        played = {name: run("game", config=config_of(name)) for name in games}
        print("the smallest useful slice (one step of review, budget_ms=1, 24 playouts) on the engine worker, "
              f"{SLICES} steps from the middle of each game on, ms (round trip / in the worker):")
        for name, game in played.items():
            found = run("slices", game=game, **{"from": game["plies"] // 2}, count=SLICES)
            kinds = " ".join(f"{s['worker']:.0f}{'D' if s['decision'] else ''}{'L' if s['luck'] else ''}" for s in found)
            print(f"  {name:14} {game['plies']:4} plies; median {median([s['roundTrip'] for s in found]):6.0f} / "
                  f"{median([s['worker'] for s in found]):6.0f}, longest {max(s['roundTrip'] for s in found):6.0f}; "
                  f"each (D: a person's decision graded, L: luck measured): {kinds}")
        before = pss_kib(os.getpid())
        first = next(iter(played.values()))
        started = run("start", game=first)
        time.sleep(2)
        after = pss_kib(os.getpid())
        info = started["info"]
        print(f"the second worker, restored from the snapshot: ready {started['readyMs']:.0f} ms after it was asked for "
              f"(in the worker: {info['bootMs']:.0f} ms, path {info['path']}), its first call {started['firstCall']:.1f} ms; "
              f"its interpreter's memory {info.get('heapBytes', 0) / 2**20:.0f} MiB; the browser's processes "
              f"{before / 1024:.0f} MiB before, {after / 1024:.0f} MiB with it (+{(after - before) / 1024:.0f} MiB PSS)")
        run("stop")
        time.sleep(1)
        print(f"  and after it stopped: {pss_kib(os.getpid()) / 1024:.0f} MiB")
        print(f"a move's answer while the analysis runs: the first {moves} moves of each game replayed through `play`, "
              f"{PACE_MS} ms apart; ms a move waits beyond the engine worker's own time for it (max / p95 / median), "
              "the worker's own time (median), and the steps analysed meanwhile:")
        for name, game in played.items():
            base = None
            for kind in ("none", "a", "b"):
                result = run("delay", game=game, count=moves, pace=PACE_MS, design=kind)
                waits = sorted(a["roundTrip"] - (a["worker"] or 0) for a in result["answers"])
                own = [a["worker"] or 0 for a in result["answers"]]
                trips = [a["roundTrip"] for a in result["answers"]]
                if kind == "none":
                    base = trips
                added = max(t - b for t, b in zip(trips, base, strict=False)) if base else float("nan")
                p95 = waits[max(0, int(len(waits) * 0.95) - 1)]
                print(f"  {name:14} ({kind:4}) wait {waits[-1]:7.1f} / {p95:7.1f} / {median(waits):6.1f}; own {median(own):6.1f}; "
                      f"round trip longer than without analysis by at most {added:7.1f}; "
                      f"{result['analysedSteps']} steps in {result['analysisCalls']} calls"
                      + (f"; failed: {result['failed']}" if result["failed"] else ""))


def whole(dist: Path, games: list[str]) -> None:
    print("== games: each game's whole review on the analysis worker, 24 playouts, one step a call (ms in the worker)")
    with app(dist) as run:
        for name in games:
            game = run("game", config=config_of(name))
            started = time.time()
            found = run("whole", game=game)
            steps = found["steps"]
            decisions = [s["ms"] for s in steps if s["decision"]]
            luck = [s["ms"] for s in steps if s["luck"] and not s["decision"]]
            others = [s["ms"] for s in steps if not s["luck"] and not s["decision"]]
            total = found["startMs"] + sum(s["ms"] for s in steps)

            def line(values: list[float]) -> str:
                return f"{len(values)} median {median(values):.0f} max {max(values):.0f}" if values else "0"

            print(f"  {name:14} {game['plies']:4} plies: whole review {total / 1000:6.1f} s ({time.time() - started:.0f} s "
                  f"on the clock); the start and step 1 {found['startMs']:.0f}; decisions {line(decisions)}; "
                  f"chance events {line(luck)}; others {line(others)}; review {found['bytes'] / 1024:.0f} KiB of JSON")


# Installed in the page before a game is started: every `play` call's round trip and the engine
# worker's own time, and every call of the analysis with its playouts and the worker's time.
RECORD = """async ({ clientUrl, analysisUrl, off }) => {
  const { engine } = await import(clientUrl);
  const { analysis } = await import(analysisUrl);
  await engine.ready;
  if (off) analysis.start = () => new Promise(() => {}); // the yardstick: no analysis at all
  const rec = window.reviewBench = { plays: [], reviews: [], inWorker: new Map(), result: null };
  engine.worker.addEventListener("message", ({ data }) => {
    if (data.type === "answer" && typeof data.ms === "number") rec.inWorker.set(data.id, data.ms);
  });
  const call = engine.call.bind(engine);
  engine.call = async (method, params) => {
    const id = engine.nextId;
    const t0 = performance.now();
    const result = await call(method, params);
    if (method === "play") rec.plays.push({ id, roundTrip: performance.now() - t0, at: t0 });
    return result;
  };
  const review = analysis.call.bind(analysis);
  analysis.call = async (method, params) => {
    const t0 = performance.now();
    const answer = await review(method, params);
    rec.reviews.push({ at: t0, ms: answer.ms, samples: params.samples, budget: params.budget_ms,
                       from: params.so_far ? params.so_far.steps.length : 0, to: answer.result.steps.length,
                       plies: params.state.history.length });
    return answer;
  };
  new MutationObserver(() => {
    if (rec.result === null && document.querySelector("#screen-play .result:not([hidden])")) rec.result = performance.now();
  }).observe(document.body, { subtree: true, attributes: true, childList: true });
  return true;
}"""

REVIEWED = """() => {
  const route = JSON.parse(localStorage.getItem("gurkenglas:prefs")).route;
  const save = JSON.parse(localStorage.getItem(`gurkenglas:save:${route.params.id}`));
  const review = save.review;
  return { plies: save.state.history.length, over: save.over, analysed: review ? review.steps.length : 0,
           complete: Boolean(review && review.complete), now: performance.now() };
}"""


def end(dist: Path, games: list[str], off: bool = False) -> None:
    from playwright.sync_api import sync_playwright

    from browser import FIXED_SEED, LAUNCH_ARGS, start_server, text
    from engines import PlaywrightPage
    from player import decide, set_value, start_game

    print(f"== end: each game played in the page (the person by the hint, the computer players at {SPEED!r}), "
          + ("without any analysis (the yardstick for a move's wait)" if off
             else "the review analysed in the background as the app does it"))
    assets = dist / "assets"
    server, root = start_server(dist)
    urls = {"clientUrl": root + next(assets.glob("engine-client.*.js")).relative_to(dist).as_posix(),
            "analysisUrl": root + next(assets.glob("analysis-client.*.js")).relative_to(dist).as_posix()}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"), args=LAUNCH_ARGS)
            for name in games:
                game, _options, players = next(c for c in CONFIGS if c[0] == name)
                page = PlaywrightPage(browser, 1280, 800)
                page.page.add_init_script(FIXED_SEED)
                page.goto(root)
                page.page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=120000)
                page.page.wait_for_selector("html[data-engine-snapshot], html[data-engine-path=snapshot]", state="attached", timeout=180000)
                page.evaluate(RECORD, {**urls, "off": off})
                page.evaluate(f"() => {{ window.fixedSeed = {SEED}; }}")
                start_game(page, game, ["human"] + ["bot"] * (players - 1))
                set_value(page, "select", text("en", "play.bot_speed"), SPEED)
                started = time.time()
                while not page.evaluate("() => window.reviewBench.result !== null"):
                    if not decide(page):
                        time.sleep(0.05)
                    if time.time() - started > 1800:
                        raise SystemExit(f"{name}: the game did not end")
                played_s = time.time() - started
                if off:
                    plays = page.evaluate("""() => { const r = window.reviewBench;
                      return r.plays.map((p) => p.roundTrip - (r.inWorker.get(p.id) ?? 0)); }""")
                    waits = sorted(plays)
                    print(f"  {name:14} {len(waits):4} plies, played in {played_s:5.0f} s; a move's answer waited beyond "
                          f"the engine's own time at most {waits[-1]:.0f} ms (p95 {waits[max(0, int(len(waits) * 0.95) - 1)]:.0f})")
                    page.close()
                    continue
                at_result = page.evaluate(REVIEWED)
                while not (state := page.evaluate(REVIEWED))["complete"]:
                    time.sleep(0.1)
                    if time.time() - started > 3600:
                        raise SystemExit(f"{name}: the review did not finish")
                rec = page.evaluate("""() => { const r = window.reviewBench;
                  return { result: r.result, reviews: r.reviews,
                           plays: r.plays.map((p) => ({ ...p, worker: r.inWorker.get(p.id) ?? null })) }; }""")
                after = (state["now"] - rec["result"]) / 1000
                finish = [r for r in rec["reviews"] if r["at"] + 1 >= rec["result"] or r["to"] == state["plies"]]
                samples = sorted({r["samples"] for r in rec["reviews"] if r["at"] >= rec["result"] - 1})
                waits = sorted(p["roundTrip"] - (p["worker"] or 0) for p in rec["plays"])
                print(f"  {name:14} {state['plies']:4} plies, played in {played_s:5.0f} s; at the result {at_result['analysed']} "
                      f"steps analysed of {at_result['plies']}; review complete {after:5.1f} s after the result "
                      f"(playouts in the finish: {', '.join(map(str, samples)) or 'none needed'}; {len(finish)} calls); "
                      f"a move's answer waited beyond the engine's own time at most {waits[-1]:.0f} ms "
                      f"(p95 {waits[max(0, int(len(waits) * 0.95) - 1)]:.0f}, {len(waits)} moves)")
                page.close()
            browser.close()
    finally:
        server.shutdown()


def main(argv: list[str]) -> None:
    only = next((a.split("=", 1)[1] for a in argv if a.startswith("--only=")), None)
    moves = int(next((a.split("=", 1)[1] for a in argv if a.startswith("--moves=")), DELAY_MOVES))
    parts = [a for a in argv if not a.startswith("--")] or ["design", "games", "end", "end-off"]
    games = only.split(",") if only else [c[0] for c in CONFIGS]
    dist = Path(os.environ.get("GURKENGLAS_DIST") or ROOT / "dist")
    print(f"load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (a machine shared with other work: "
          "absolute times swing)")
    if "design" in parts:
        design(dist, [g for g in games if g in SLICE_GAMES] or list(SLICE_GAMES), moves)
    if "games" in parts:
        whole(dist, games)
    if "end" in parts:
        end(dist, games)
    if "end-off" in parts:
        end(dist, games, off=True)
    print(json.dumps({"done": parts}))


if __name__ == "__main__":
    main(sys.argv[1:])
