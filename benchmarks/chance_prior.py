"""How each game's review chances are spread, fitted from the calibration benchmark's dumps, and
written to py/gurkenglas/core/fitted_priors.py (core/chance_prior.py says them through it).

    python benchmarks/chance_prior.py DUMP [DUMP ...] [--samples 24] [--write]

Each dump is a file of `calibration.py --people --dump`: every line one position's shares of the
playouts (`raw`, or `chances` in a dump of a line said as plain shares) and the game's result. For
each game and player count in them, the spread over core/chance_prior.GRID most likely to have given
those shares (expectation–maximisation) is printed, with what it makes of each number of playouts
won, and the tenths of the dumps' own positions with the plain shares and with the chances said
through the spread (on the positions it was fitted to: judge it by a calibration run of other seeds). `--write` replaces
the module with the spreads fitted (every game and player count fitted is replaced; the others stay).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from gurkenglas.core import chance_prior  # noqa: E402
from gurkenglas.core.fitted_priors import PRIORS  # noqa: E402

MODULE = ROOT / "py" / "gurkenglas" / "core" / "fitted_priors.py"
HEADER = '''"""How the review's playout chances of each game are spread: weights over core/chance_prior.GRID,
keyed by "<game>/<players>", fitted by benchmarks/chance_prior.py from the shares of 24 playouts at
the positions of the calibration benchmark's games (`calibration.py --people`: every seat a
person's, levels drawn from the beginner's to the normal bot's, the game's default rules; its other
presets use the same spread). How and when: benchmarks/README.md. A game or player count not here
keeps the plain shares. Written by the benchmark; not edited by hand."""

'''


def tenths(rows: list[tuple[float, float]]) -> str:
    groups: dict[int, list[tuple[float, float]]] = defaultdict(list)
    for chance, won in rows:
        groups[min(int(chance * 10), 9)].append((chance, won))
    return " ".join(f"{t / 10:.1f}:{100 * sum(w - c for c, w in g) / len(g):+.1f}({len(g)})" for t, g in sorted(groups.items()))


def brier(rows: list[tuple[float, float]]) -> float:
    return sum((c - w) ** 2 for c, w in rows) / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("dumps", nargs="+", type=Path)
    parser.add_argument("--samples", type=int, default=24)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    lines: dict[str, list[dict]] = defaultdict(list)
    for dump in args.dumps:
        for text in dump.read_text().splitlines():
            line = json.loads(text)
            line.setdefault("raw", line["chances"])  # a dump of a line said as plain shares
            lines[f"{line['game']}/{line['players']}"].append(line)
    fitted = dict(PRIORS)
    for key, found in sorted(lines.items()):
        shares = [s for line in found for s in line["raw"]]
        weights = chance_prior.fit(shares, args.samples)
        fitted[key] = [round(w, 5) for w in weights]
        alive = [True] * len(found[0]["won"])
        plain = [(s, w) for line in found for s, w in zip(line["raw"], line["won"], strict=True)]
        said = [(c, w) for line in found
                for c, w in zip(chance_prior.through(weights, line["raw"], args.samples, alive),
                                line["won"], strict=True)]
        print(f"SPREAD {key} positions={len(found)} " + " ".join(f"{p:.3f}:{w:.4f}" for p, w in zip(chance_prior.GRID, weights, strict=True) if w >= 0.0005))
        print(f"SAID {key} " + " ".join(f"{k}/{args.samples}:{chance_prior.posterior_mean(k / args.samples, args.samples, weights):.3f}"
                                        for k in range(args.samples + 1)))
        print(f"PLAIN {key} brier={brier(plain):.4f} {tenths(plain)}")
        print(f"FITTED {key} brier={brier(said):.4f} {tenths(said)} (on the positions it was fitted to)")
    if args.write:
        body = ",\n".join(f'    "{key}": (\n        ' + ", ".join(f"{w:.5f}" for w in weights) + ",\n    )"
                          for key, weights in sorted(fitted.items()))
        MODULE.write_text(HEADER + "PRIORS: dict[str, tuple[float, ...]] = {\n" + body + ",\n}\n")
        print(f"written: {MODULE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
