"""Golden playthroughs: one seeded game of every game and preset, played through the bridge with
moves drawn by a seeded generator, written down step by step as text. A refactor that changes a
single answer of a single game changes a line of its playthrough, and
tests/test_golden_playthroughs.py fails naming the game, the step and what differs.

One file per playthrough, `tests/golden/<game>/<preset>-<players>p.txt`. Each step has a heading
(`step 12: seat 2 to move`) and these lines:

    legal   how many legal moves there are, their kinds, and a digest of the whole answer
    view    the view of an onlooker: each key that changed since the last step, with its value
            when short and a digest when long; then the view of the seat to move: each key
            where it differs from the onlooker's
    move    the move played (drawn from the legal ones)
    event   each event of the move, as the bridge answers it
    state   the keys of the saved state (those of its position as `position.<key>`) that the
            move changed: what a save holds

and the file ends with the `status` of the last position. A change of the saved form alone changes
only `state` lines, and comes with a migration of older saves.

The same run writes `tests/js/fixtures/golden-words.json`: every legal move and every event of the
playthroughs of the games with words of their own (web/games/<game>/texts.js), each with the view
the page would word it with, for tests/js/golden-words.test.mjs. Regenerate both after a deliberate
change of a rule, a view or an event:

    PYTHONPATH=py python3 tests/golden.py --update
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from gurkenglas import api

HERE = Path(__file__).resolve().parent
FOLDER = HERE / "golden"
WORDS = HERE / "js" / "fixtures" / "golden-words.json"
MOVES = 150  # per game at most: enough to reach every kind of decision of a deal or a round
SEED = 2026
SHORT = 32  # a value whose JSON is at most this long is written out; a longer one by its digest
TEXTS = {"gurke": "gurke", "gulek": "gulek", "gulek_solo": "gulek", "gulek_single": "gulek", "keezen": "keezen",
         "mixed_pickles": "mixed_pickles", "stamp_swap": "stamp_swap"}
"""The games whose words are a texts.js of their own (web/games/<folder>/texts.js), by game id."""


def call(method: str, **params) -> dict:
    answer = json.loads(api.call(method, json.dumps(params)))
    if not answer["ok"]:
        raise AssertionError(f"{method}: {answer['error']}")
    return answer["result"]


def cases() -> list[tuple[str, str, int]]:
    """(game, preset, players) for every preset of every game, at a middle count of its players."""
    found = []
    for game in call("catalog")["games"]:
        for preset in game["presets"]:
            counts = preset.get("players") or list(range(game["players"]["min"], game["players"]["max"] + 1))
            found.append((game["id"], preset["id"], counts[len(counts) // 2]))
    return found


def key(game: str, preset: str, players: int) -> str:
    return f"{game}/{preset}/{players}"


def path(game: str, preset: str, players: int) -> Path:
    return FOLDER / game / f"{preset}-{players}p.txt"


def canonical(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(value) -> str:
    return "#" + hashlib.sha256(canonical(value).encode()).hexdigest()[:10]


def shown(value) -> str:
    """A value as a golden line writes it: its JSON when short, else its digest."""
    text = canonical(value)
    return text if len(text) <= SHORT else digest(value)


class Changes:
    """The keys of a series of answers (the views of one viewer, the saved states) that changed
    since the last one, as `key=value` words."""

    def __init__(self) -> None:
        self.last: dict[str, str] = {}

    def since(self, parts: dict) -> str:
        now = {k: shown(v) for k, v in parts.items()}
        words = [f"{k}={v}" for k, v in sorted(now.items()) if self.last.get(k) != v]
        words += [f"{k} gone" for k in sorted(set(self.last) - set(now))]
        self.last = now
        return " ".join(words) if words else "(no change)"


def beyond(view: dict, onlooker: dict) -> str:
    """The keys of a seat's view that differ from the onlooker's view of the same position."""
    words = [f"{k}={shown(v)}" for k, v in sorted(view.items()) if k not in onlooker or canonical(onlooker[k]) != canonical(v)]
    words += [f"{k} gone" for k in sorted(set(onlooker) - set(view))]
    return " ".join(words) if words else "(as the onlooker's)"


def state_parts(state: dict) -> dict:
    """The saved state's keys, those of its position one level down."""
    parts = {k: v for k, v in state.items() if k != "position"}
    parts.update({f"position.{k}": v for k, v in state.get("position", {}).items()})
    return parts


def legal_line(legal: dict) -> str:
    kinds: dict[str, int] = {}
    for entry in legal["moves"]:
        kinds[entry["move"]["kind"]] = kinds.get(entry["move"]["kind"], 0) + 1
    listed = ", ".join(kind if n == 1 else f"{kind}×{n}" for kind, n in kinds.items())
    count = f"{len(legal['moves'])} move{'' if len(legal['moves']) == 1 else 's'}"
    return f"legal {count} ({listed}) {digest(legal)}" if kinds else f"legal {count} {digest(legal)}"


def playthrough(game: str, preset: str, players: int, words: list | None = None) -> list[str]:
    """The lines of a playthrough's golden file. With `words` given, each step's legal moves,
    events and views are appended to it too (for the fixture of the node tests)."""
    chooser = random.Random(key(game, preset, players))
    seats = [{"kind": "human", "name": f"P{i + 1}"} for i in range(players)]
    state = call("new_game", game=game, players=players, options={"preset": preset}, seed=SEED, seats=seats)["state"]
    lines = [(f"# {game}, preset {preset}, {players} player{'' if players == 1 else 's'}, seed {SEED}; each move drawn by "
              f"random.Random({key(game, preset, players)!r}) from the legal ones."),
             "# Written by `PYTHONPATH=py python3 tests/golden.py --update` (see its docstring for the lines)."]
    watching = Changes()
    saved = Changes()
    saved.since(state_parts(state))
    for step in range(1, MOVES + 1):
        legal = call("legal_moves", state=state)
        if legal["seat"] is None or not legal["moves"]:
            lines += ["", f"after step {step - 1}: nobody to move", legal_line(legal)]
            break
        lines += ["", f"step {step}: seat {legal['seat']} to move", legal_line(legal)]
        onlooker, view = call("view", state=state, seat=None), call("view", state=state, seat=legal["seat"])
        lines.append(f"view onlooker: {watching.since(onlooker)}")
        lines.append(f"view seat {legal['seat']}: {beyond(view, onlooker)}")
        move = chooser.choice(legal["moves"])["move"]
        applied = call("apply", state=state, move=move, seat=legal["seat"])
        lines.append(f"move {canonical(move)}")
        lines += [f"event {canonical(event)}" for event in applied["events"]]
        state = applied["state"]
        lines.append(f"state {saved.since(state_parts(state))}")
        if words is not None:
            words.append({"seat": legal["seat"], "view": view, "moves": [m["move"] for m in legal["moves"]],
                          "events": applied["events"]})
    status = call("status", state=state)
    lines += ["", f"status {canonical(status)}"]
    if words is not None:
        # The events of a move are told with the view after it: that of the next step, or at the end an onlooker's.
        for before, after in zip(words, [*words[1:], {"view": call("view", state=state, seat=status["to_move"])}]):
            before["after"] = after["view"]
    return lines


class Pool:
    """Every distinct value once: a list is a JSON array of pool indices, an object a JSON object of
    pool indices, anything else itself. The views of one game share most of their parts from step to
    step, so the fixture holds each part once (tests/js/golden-words.test.mjs reads it back)."""

    def __init__(self) -> None:
        self.values: list = []
        self.index: dict[str, int] = {}

    def add(self, value) -> int:
        if isinstance(value, dict):
            node = {k: self.add(v) for k, v in value.items()}
        elif isinstance(value, list):
            node = [self.add(v) for v in value]
        else:
            node = value
        text = canonical(node) if isinstance(node, dict | list) else f"{type(node).__name__}:{canonical(node)}"
        if text not in self.index:
            self.index[text] = len(self.values)
            self.values.append(node)
        return self.index[text]


def main() -> int:
    if sys.argv[1:] != ["--update"]:
        print(__doc__)
        return 2
    written, played = set(), {}
    for case in cases():
        words: list | None = [] if case[0] in TEXTS else None
        target = path(*case)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("\n".join(playthrough(*case, words=words)) + "\n", encoding="utf-8")
        written.add(target)
        if words is not None:
            played[key(*case)] = {"game": case[0], "texts": TEXTS[case[0]], "steps": words}
    for stale in set(FOLDER.glob("*/*.txt")) - written:
        stale.unlink()
    pool = Pool()
    root = pool.add(played)
    WORDS.parent.mkdir(parents=True, exist_ok=True)
    WORDS.write_text(canonical({"root": root, "pool": pool.values}) + "\n", encoding="utf-8")
    print(f"wrote {len(written)} playthroughs to {FOLDER} and the words of {len(played)} to {WORDS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
