#!/usr/bin/env python3
"""Build, serve and test Gurkenglas.

    python3 build.py serve     build the site into dist/ and serve it on http://127.0.0.1:8000
    python3 build.py build     only build dist/
    python3 build.py test      install the test tools, build, and run every test
    python3 build.py quick     only the engine and JavaScript unit tests (no browser, no build)
    python3 build.py bench     print the benchmark figures

Only the standard library is used here, so the commands work on a fresh machine with Python 3 and
Node.js. What the build needs from outside (the pinned npm package `pyodide` and the hatchling
build backend) comes from the package registries.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
# Where the site is built: dist/, or $GURKENGLAS_DIST (two builds side by side, for example while a
# test run serves the other one).
DIST = Path(os.environ.get("GURKENGLAS_DIST") or ROOT / "dist").resolve()
CACHE = ROOT / ".cache"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# Pyodide's whole standard library stays in dist/ as published (a bare Pyodide boots from it: the
# start-up benchmark's yardstick, tools), but the page runs its own zip (tools/python_zip.py) instead;
# the wheel is the package for Python tools (the tests run it in Pyodide). The page fetches neither,
# so the service worker does not precache them.
NOT_FOR_THE_PAGE = re.compile(r"^(pyodide/[^/]+/python_stdlib\.zip|wheels/.*\.whl)$")
STATIC_SUFFIXES = {".json", ".css", ".svg", ".png"}
IMPORT_RE = re.compile(r"""(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew\s+URL\(\s*)(["'])(\.{1,2}/[^"']+)\2""")
# npm packages the page imports by their bare name (as Node.js resolves them in the unit tests): each
# is copied from node_modules/ into the site as one module, lib/<name>.js, and the import rewritten.
NPM_MODULES = {"qrcode-generator": "qrcode-generator/dist/qrcode.mjs"}
# The QR scanner (zxing-wasm's reader: a module, the module it shares, and its WebAssembly), copied as
# its files lie in the package, under a folder named by its version, and imported on demand by its
# bare name. The reader looks for its WebAssembly on a CDN by default: it is pointed at its own copy
# beside it (the site fetches nothing from elsewhere). Not precached with the rest (some 450 KB gzip
# that only a pairing needs): the service worker caches it once the page asks for it (LATER).
NPM_TREES = {"zxing-wasm/reader": ("zxing-wasm", "es/reader/index.js", ["es/reader/index.js", "es/share.js", "reader/zxing_reader.wasm"])}
ZXING_CDN = "https://fastly.jsdelivr.net/npm/zxing-wasm@%s/dist/"
NPM_IMPORT_RE = re.compile(r"""(\bfrom\s*|\bimport\s*\(\s*)(["'])(%s)\2""" % "|".join(map(re.escape, [*NPM_MODULES, *NPM_TREES])))
LATER = re.compile(r"^assets/lib/zxing-wasm-")
HTML_REF_RE = re.compile(r"""(\b(?:href|src)=")web/([^"]+)(")""")

sys.path.insert(0, str(ROOT / "tools"))


def run(cmd: list[str], **kwargs) -> None:
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=kwargs.pop("cwd", ROOT), **kwargs)


def short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:10]


def hashed_name(rel: str, data: bytes) -> str:
    stem, _, suffix = rel.rpartition(".")
    return f"{stem}.{short_hash(data)}.{suffix}"


# --- inputs ------------------------------------------------------------------------------------
def ensure_npm_packages() -> Path:
    pyodide = ROOT / "node_modules" / "pyodide"
    lock = ROOT / "package-lock.json"
    marker = ROOT / "node_modules" / ".package-lock.json"
    if not pyodide.is_dir() or not marker.exists() or marker.stat().st_mtime < lock.stat().st_mtime:
        run(["npm", "ci", "--no-audit", "--no-fund"])
    return pyodide


def build_app_wheel() -> tuple[str, bytes]:
    """The app's wheel: its file name and bytes (built in a folder of this build's own)."""
    out = CACHE / f"wheel-{os.getpid()}"
    shutil.rmtree(out, ignore_errors=True)
    try:
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)])
        wheel = next(out.glob("gurkenglas-*.whl"))
        return wheel.name, wheel.read_bytes()
    finally:
        shutil.rmtree(out, ignore_errors=True)


def python_zip(pyodide: Path, wheel_name: str, wheel: bytes) -> tuple[bytes, dict]:
    """The Python the page runs (tools/python_zip.py): the part of the standard library that
    Pyodide's start and the engines import, and the engines, compiled inside the pinned Pyodide."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("Node.js is needed to build the site (it compiles the engines for Pyodide's Python)")
    work = CACHE / f"python-{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        (work / wheel_name).write_bytes(wheel)
        done = subprocess.run([node, str(ROOT / "tools" / "python_zip.mjs"), str(pyodide), str(work / wheel_name),
                               str(work / "python.zip")], capture_output=True, text=True, check=False)
        report = next((line for line in done.stdout.splitlines() if line.startswith("REPORT ")), None)
        if done.returncode or not report:
            raise SystemExit(f"tools/python_zip.mjs failed:\n{done.stdout[-2000:]}{done.stderr[-3000:]}")
        return (work / "python.zip").read_bytes(), json.loads(report[len("REPORT "):])
    finally:
        shutil.rmtree(work, ignore_errors=True)


def catalog() -> dict:
    sys.path.insert(0, str(ROOT / "py"))
    from gurkenglas import api  # (the engines themselves describe the games)

    answer = json.loads(api.call("catalog", "{}"))
    assert answer["ok"], answer
    return answer["result"]


# --- the site ------------------------------------------------------------------------------------
LANGUAGE_FILE_RE = re.compile(r"^assets/(?:i18n|rules/\w+)/(\w+)\.[0-9a-f]+\.json$")


class Site:
    """Collects files for dist/ under content-hashed names and remembers the precache list."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.assets: dict[str, str] = {}  # logical path under web/ -> path under dist/

    def add(self, rel: str, data: bytes) -> str:
        self.files[rel] = data
        return rel

    def add_hashed(self, logical: str, data: bytes, folder: str = "assets") -> str:
        rel = f"{folder}/{hashed_name(logical, data)}"
        self.assets[logical] = rel
        return self.add(rel, data)

    def write(self) -> None:
        shutil.rmtree(DIST, ignore_errors=True)
        for rel, data in self.files.items():
            path = DIST / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)


CSS_COMMENT_RE = re.compile(rb"/\*.*?\*/", re.S)


def compact_css(data: bytes) -> bytes:
    """A style sheet without its comments and indentation (the comments are for readers of web/;
    a player's first visit need not download them). Our sheets put no comment marks in strings."""
    return re.sub(rb"[ \t]*\n\s*", b"\n", CSS_COMMENT_RE.sub(b"", data)).strip() + b"\n"


def module_deps(path: Path) -> list[Path]:
    text = path.read_text(encoding="utf-8")
    deps = []
    for match in IMPORT_RE.finditer(text):
        target = (path.parent / match.group(3)).resolve()
        if target.suffix == ".js" and target.is_relative_to(WEB):
            deps.append(target)
        else:
            raise SystemExit(f"{path}: cannot resolve the import {match.group(3)!r}")
    return deps


def add_modules(site: Site, build_info: str) -> None:
    """Hash ES modules leaves first, rewriting each import to its dependency's hashed name."""
    done: dict[Path, str] = {}
    info_path = WEB / "build-info.js"

    def visit(path: Path, trail: tuple = ()) -> str:
        if path in done:
            return done[path]
        if path in trail:
            raise SystemExit(f"import cycle: {' -> '.join(p.name for p in trail + (path,))}")
        if path == info_path:
            text = build_info
        else:
            text = path.read_text(encoding="utf-8")
            for dep in module_deps(path):
                visit(dep, trail + (path,))

            def rewrite(match: re.Match) -> str:
                # assets/ mirrors web/, so only the file name of the specifier changes.
                target = (path.parent / match.group(3)).resolve()
                folder = match.group(3).rsplit("/", 1)[0]
                hashed = f"{folder}/{Path(done[target]).name}"
                return f"{match.group(1)}{match.group(2)}{hashed}{match.group(2)}"

            text = IMPORT_RE.sub(rewrite, text)

            def rewrite_npm(match: re.Match) -> str:
                target = site.assets[f"lib/{match.group(3)}.js" if match.group(3) in NPM_MODULES else match.group(3)]
                target = target.removeprefix("assets/")
                here = Path(_logical(path)).parent.as_posix()
                relative = os.path.relpath(target, here if here != "." else "")
                if not relative.startswith("."):
                    relative = f"./{relative}"
                return f"{match.group(1)}{match.group(2)}{relative}{match.group(2)}"

            text = NPM_IMPORT_RE.sub(rewrite_npm, text)
        rel = site.add_hashed(_logical(path), text.encode("utf-8"))
        done[path] = rel
        return rel

    for name, file in NPM_MODULES.items():
        site.add_hashed(f"lib/{name}.js", (ROOT / "node_modules" / file).read_bytes())
    for name, (package, entry, files) in NPM_TREES.items():
        version = json.loads((ROOT / "node_modules" / package / "package.json").read_text())["version"]
        for file in files:
            data = (ROOT / "node_modules" / package / "dist" / file).read_bytes()
            if file.endswith("share.js"):
                cdn = (ZXING_CDN % version).encode()
                if cdn not in data:
                    raise SystemExit(f"{package} {version}: its WebAssembly is no longer looked for at {cdn.decode()}")
                data = data.replace(cdn, b'${new URL("../", import.meta.url).href}')
            site.add(f"assets/lib/{package}-{version}/{file}", data)
        site.assets[name] = f"assets/lib/{package}-{version}/{entry}"
    for path in sorted(WEB.rglob("*.js")):
        if path.name != "sw.js":
            visit(path.resolve())
    visit(info_path)


def _logical(path: Path) -> str:
    return path.relative_to(WEB).as_posix()


def build() -> Path:
    site = Site()
    pyodide = ensure_npm_packages()
    version = json.loads((pyodide / "package.json").read_text())["version"]
    for name in PYODIDE_FILES:
        site.add(f"pyodide/{version}/{name}", (pyodide / name).read_bytes())
    wheel_name, app_bytes = build_app_wheel()
    # A wheel keeps its standard file name (the installer reads it); its folder carries the hash.
    site.add(f"wheels/{short_hash(app_bytes)}/{wheel_name}", app_bytes)
    python, report = python_zip(pyodide, wheel_name, app_bytes)
    python_rel = site.add_hashed("python.zip", python)

    for path in sorted(WEB.rglob("*")):
        if path.is_file() and path.suffix in STATIC_SUFFIXES and path.name != "manifest.webmanifest":
            data = path.read_bytes()
            site.add_hashed(_logical(path), compact_css(data) if path.suffix == ".css" else data)
    site.add_hashed("catalog.json", json.dumps(catalog(), separators=(",", ":")).encode())

    assets = {
        "pyodideDir": f"pyodide/{version}/",
        "appWheel": f"wheels/{short_hash(app_bytes)}/{wheel_name}",
        "pythonZip": python_rel,
        "files": dict(site.assets),
    }
    build_info = (
        "// Written by build.py: where the hashed assets of this build are.\n"
        f"export const ASSETS = {json.dumps(assets, indent=1, sort_keys=True)};\n"
        'const SITE_ROOT = new URL("../", import.meta.url);\n'
        "export function siteUrl(path) {\n  return new URL(path, SITE_ROOT).href;\n}\n"
        "export function assetUrl(logical) {\n  return siteUrl(ASSETS.files[logical]);\n}\n"
    )
    add_modules(site, build_info)

    html = (ROOT / "index.html").read_text(encoding="utf-8")
    html = HTML_REF_RE.sub(lambda m: f"{m.group(1)}{site.assets[m.group(2)]}{m.group(3)}", html)
    site.add("index.html", html.encode("utf-8"))
    manifest = json.loads((WEB / "manifest.webmanifest").read_text(encoding="utf-8"))
    for icon in manifest["icons"]:
        icon["src"] = site.assets[icon["src"]]
    site.add("manifest.webmanifest", json.dumps(manifest, indent=1).encode())

    # The build id covers every file, so any change at all gives a new service worker and cache.
    build_id = short_hash(b"".join(rel.encode() + short_hash(data).encode() for rel, data in sorted(site.files.items())))
    site.files["index.html"] = site.files["index.html"].replace(b"%BUILD%", build_id.encode())
    languages = language_files(site.files)
    per_language = {file for files in languages.values() for file in files}
    later = sorted(rel for rel in site.files if LATER.match(rel))
    precache = sorted(["./"] + [rel for rel in site.files if rel != "index.html" and rel not in per_language
                                and not NOT_FOR_THE_PAGE.match(rel) and not LATER.match(rel)] + ["index.html"])
    sw = (WEB / "sw.js").read_text(encoding="utf-8")
    sw = (sw.replace('"%BUILD%"', json.dumps(build_id)).replace('["%PRECACHE%"]', json.dumps(precache, indent=1))
          .replace('{"%LANGUAGES%": []}', json.dumps(languages, indent=1, sort_keys=True))
          .replace('["%LATER%"]', json.dumps(later, indent=1)))
    site.add("sw.js", sw.encode("utf-8"))
    site.write()
    raw, packed = first_visit_bytes(site.files, precache)
    stdlib = len((pyodide / "python_stdlib.zip").read_bytes())
    print(f"the page's Python: {len(report['stdlib_modules'])} of {report['stdlib_total']} modules of the standard "
          f"library and {len(report['app_modules'])} of the engines, compiled for Python {report['python']}: "
          f"{len(python) / 1024:.0f} KiB (Pyodide's standard library {stdlib / 1024:.0f} KiB and the wheel "
          f"{len(app_bytes) / 1024:.0f} KiB)")
    print(f"built dist/ ({len(site.files)} files, build {build_id}); a first visit in English fetches "
          f"{raw / 1024:.0f} KiB, {packed / 1024:.0f} KiB gzip")
    return DIST


def language_files(files: dict[str, bytes]) -> dict[str, list[str]]:
    """The texts of each language other than English (its strings and every game's rules). The
    service worker precaches English, the fallback of every string, and caches another language when
    the player chooses it, so one visit downloads one language, not seven."""
    out: dict[str, list[str]] = {}
    for rel in files:
        match = LANGUAGE_FILE_RE.match(rel)
        if match and match.group(1) != "en":
            out.setdefault(match.group(1), []).append(rel)
    return {lang: sorted(rels) for lang, rels in out.items()}


def first_visit_bytes(files: dict[str, bytes], precache: list[str]) -> tuple[int, int]:
    """What a first visit in English fetches (what the service worker precaches), in bytes as they
    are and gzipped."""
    fetched = [files[rel] for rel in precache if rel in files]
    return sum(map(len, fetched)), sum(len(gzip.compress(data, 9)) for data in fetched)


# --- commands ------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="build the site into dist/")
    serve = sub.add_parser("serve", help="build, then serve dist/ on localhost")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--base", default="/", help="URL path to serve under, e.g. /gurkenglas/")
    serve.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    test = sub.add_parser("test", help="install the test tools, build, run every test")
    test.add_argument("pytest_args", nargs="*", help="passed on to pytest (e.g. -k goose)")
    sub.add_parser("quick", help="the engine and JavaScript unit tests only")
    sub.add_parser("bench", help="print the benchmark figures")
    # `build.py test -m webkit -k goose -x`: everything after `test` goes on to pytest as it is
    # (argparse would split an option's value from the option).
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["test"]:
        from testenv import run_tests

        return run_tests(ROOT, build, argv[1:])
    args, unknown = parser.parse_known_args(argv)
    if unknown and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")

    if args.command == "build":
        build()
    elif args.command == "serve":
        from devserver import serve_forever

        if not args.no_build:
            build()
        serve_forever(DIST, args.port, args.base)
    elif args.command == "quick":
        from testenv import run_quick

        return run_quick(ROOT, ensure_npm_packages)
    elif args.command == "bench":
        from testenv import run_bench

        return run_bench(ROOT, build)
    return 0


if __name__ == "__main__":
    sys.exit(main())
