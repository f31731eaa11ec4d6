"""What build.py emits: relative URLs only, content-hashed names, a complete precache list, a strict CSP."""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

HASHED = re.compile(r"\.[0-9a-f]{10}\.\w+$")
SPECIFIER = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(\s*|\bnew\s+URL\(\s*)["']([^"']+)["']""")


def test_every_url_in_the_page_is_relative(dist):
    html = (dist / "index.html").read_text()
    urls = re.findall(r'(?:href|src)="([^"]+)"', html)
    assert urls and all(not u.startswith(("/", "http:", "https:", "//")) for u in urls), urls
    for url in urls:
        assert url.startswith("#") or (dist / url).exists(), f"{url} is missing from dist/"


def test_the_content_security_policy_allows_no_inline_script(dist):
    html = (dist / "index.html").read_text()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
    policy = dict(part.strip().split(" ", 1) for part in csp.split(";"))
    assert policy["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert "unsafe-inline" not in csp and "'unsafe-eval'" not in csp
    assert policy["connect-src"] == "'self'" and policy["object-src"] == "'none'"
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), "an inline script"
    assert " on" not in re.sub(r"<[^>]*content=[^>]*>", "", html).lower().replace("one", ""), "an inline handler"


def package_file(rel: Path) -> bool:
    """An npm package's file, kept under its own name in a folder named by the package's version
    (lib/<name>-<version>/…)."""
    return len(rel.parts) > 2 and rel.parts[0] == "lib" and re.fullmatch(r"[a-z-]+-\d+\.\d+\.\d+", rel.parts[1]) is not None


def test_assets_have_content_hashed_names_and_imports_resolve(dist):
    modules = list((dist / "assets").rglob("*.js"))
    assert modules
    for path in (dist / "assets").rglob("*.*"):
        rel = path.relative_to(dist / "assets")
        assert path.is_dir() or HASHED.search(path.name) or package_file(rel), f"{path.name} has no content hash"
    for module in modules:
        for spec in SPECIFIER.findall(module.read_text()):
            if spec.startswith("."):
                assert (module.parent / spec).resolve().exists(), f"{module.name}: {spec} does not resolve"
            else:
                assert not spec.startswith(("http:", "https:", "//", "/")), f"{module.name} imports {spec}"


def test_nothing_in_our_assets_points_outside(dist):
    for path in list((dist / "assets").rglob("*.js")) + list((dist / "assets").rglob("*.css")):
        text = path.read_text().replace("http://www.w3.org/2000/svg", "")  # a namespace, not a request
        text = re.sub(r"^\s*//.*$", "", text, flags=re.M)  # a library's licence and home page, in comments
        assert not re.search(r"https?://", text), f"{path.name} names an outside URL"


def test_the_service_worker_precaches_the_site_with_english_and_keeps_each_language_apart(dist):
    sw = (dist / "sw.js").read_text()
    listed = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    languages = json.loads(re.search(r"const LANGUAGES = (\{.*?\});", sw, re.S).group(1))
    files = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()} - {"sw.js"}
    apart = [rel for rels in languages.values() for rel in rels]
    # What the page never fetches: Pyodide's whole standard library and the wheel (it runs its own zip).
    not_for_the_page = {rel for rel in files if rel.endswith((".whl", "/python_stdlib.zip"))}
    assert len(not_for_the_page) == 2
    # The QR scanner, which only pairing a phone needs: cached when the page asks for it, not at once.
    later = set(json.loads(re.search(r"const LATER = (\[.*?\]);", sw, re.S).group(1)))
    assert later and all(rel.startswith("assets/lib/zxing-wasm-") for rel in later)
    assert any(rel.endswith(".wasm") for rel in later)
    assert set(listed) - {"./"} | set(apart) | not_for_the_page | later == files and not set(listed) & (set(apart) | later)
    assert sorted(languages) == ["de", "es", "fr", "it", "nl", "pl"]
    games = {p.name for p in (dist / "assets" / "rules").iterdir()}
    for lang, rels in languages.items():   # its strings and the rules of every game
        assert len(rels) == 1 + len(games) and all(f"/{lang}." in rel for rel in rels)
    assert sum("/en." in rel for rel in listed) == 1 + len(games)
    assert re.search(r'const BUILD = "[0-9a-f]{10}"', sw)


def test_the_build_id_changes_when_any_file_changes(dist):
    html = (dist / "index.html").read_text()
    build = re.search(r'data-build="([0-9a-f]{10})"', html).group(1)
    assert f'"{build}"' in (dist / "sw.js").read_text()


def test_the_manifest_makes_the_app_installable(dist):
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (dist / icon["src"]).exists()


def test_pyodide_and_the_wheel_are_served_from_the_site(dist, app_wheel):
    info = next((dist / "assets").glob("build-info.*.js")).read_text()
    assert '"pyodideDir": "pyodide/' in info
    assert app_wheel.name.startswith("gurkenglas-") and app_wheel.relative_to(dist).as_posix() in info
    assert (dist / json.loads(re.search(r'"pyodideDir": ("[^"]+")', info).group(1)) / "pyodide.asm.wasm").exists()
    with zipfile.ZipFile(app_wheel) as wheel:  # the engines' annotations are for type checkers too
        assert "gurkenglas/py.typed" in wheel.namelist()


def test_the_pages_workflow_publishes_exactly_what_build_py_builds():
    workflow = (Path(__file__).resolve().parent.parent / ".github" / "workflows" / "pages.yml").read_text()
    runs = re.findall(r"^\s*- run: (.+)$", workflow, re.M)
    assert runs == ["python3 build.py build"]
    assert re.search(r"upload-pages-artifact@v\d+\s+with:\s+path: dist\s", workflow)


def test_a_first_visit_downloads_only_the_python_the_page_runs(dist, python_zip, app_wheel):
    sw = (dist / "sw.js").read_text()
    listed = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.S).group(1))
    info = next((dist / "assets").glob("build-info.*.js")).read_text()
    pythons = [rel for rel in listed if rel.endswith(".zip")]
    assert pythons == [python_zip.relative_to(dist).as_posix()] and f'"pythonZip": "{pythons[0]}"' in info
    stdlib = next(dist.glob("pyodide/*/python_stdlib.zip"))
    with zipfile.ZipFile(python_zip) as ours, zipfile.ZipFile(stdlib) as whole:
        names = set(ours.namelist())
        # the engines, their data, and no source: everything compiled ahead
        assert "gurkenglas/api.pyc" in names and "gurkenglas/games/stamp_swap/card_data.json" in names
        assert not [name for name in names if name.endswith(".py")]
        assert len(names) < len(whole.namelist()) / 2
    assert python_zip.stat().st_size < 0.6 * (stdlib.stat().st_size + app_wheel.stat().st_size)
