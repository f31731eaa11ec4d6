"""The documents and the comments name files that exist: every repository path named in a code
comment or docstring, or in a Markdown file (README.md, docs/, benchmarks/README.md), is a file or
folder of the repository, and every link to a heading of a Markdown file (docs/rules.md#keezen)
finds that heading. A reader who follows a pointer lands somewhere.

Only what looks like a path from the repository's root is checked: it starts with one of the
top-level folders below (or is a top-level file) and holds no placeholder (`<game>`, `*`, `{...}`).
Markdown links are also followed relative to the file they are in."""

from __future__ import annotations

import ast
import io
import os
import re
import tokenize
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

TOP_FOLDERS = ("py", "web", "tests", "tools", "benchmarks", "docs", ".github", ".ci")
TOP_FILES = ("README.md", "build.py", "pyproject.toml", "package.json", "package-lock.json", "index.html")
SKIPPED_FOLDERS = {".git", "node_modules", ".venv", "dist", ".cache", "__pycache__", "test-results",
                   ".pytest_cache", ".hypothesis"}
MARKDOWN = ("README.md", "docs", "benchmarks/README.md")

_FOLDERS = "|".join(re.escape(f) for f in TOP_FOLDERS)
_FILES = "|".join(re.escape(f) for f in TOP_FILES)
# A path from the root: not the tail of a longer path or a URL (nothing path-like right before it).
PATH_RE = re.compile(rf"(?<![\w./@-])((?:(?:{_FOLDERS})/[^\s`'\"()\[\],;:]*|(?:{_FILES})(?![\w.-]))(?:#[\w-]+)?)")
PLACEHOLDER_RE = re.compile(r"[<>*{}$…]|\.\.\.")
LINK_RE = re.compile(r"\]\(([^)\s]+)\)")
HEADING_RE = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
JS_TOKEN_RE = re.compile(r"""(?P<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)"""
                         r"""|(?P<comment>//[^\n]*|/\*[\s\S]*?\*/)""")
CSS_COMMENT_RE = re.compile(r"/\*[\s\S]*?\*/")
HTML_COMMENT_RE = re.compile(r"<!--[\s\S]*?-->")


# --- what is read ---------------------------------------------------------------------------------
def repository_files() -> list[Path]:
    """Every file under the root but the installed, built and cached ones."""
    files = []
    for folder, subfolders, names in os.walk(ROOT):
        subfolders[:] = sorted(d for d in subfolders if d not in SKIPPED_FOLDERS)
        files += [Path(folder) / name for name in sorted(names)]
    return files


def python_prose(text: str) -> str:
    """The comments and the docstrings (every string that stands alone as a statement) of a module."""
    parts = [tok.string for tok in tokenize.generate_tokens(io.StringIO(text).readline) if tok.type == tokenize.COMMENT]
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            parts.append(node.value.value)
    return "\n".join(parts)


def javascript_prose(text: str) -> str:
    """The comments of a script; string literals are stepped over, so a "//" inside one is no comment."""
    return "\n".join(m.group("comment") for m in JS_TOKEN_RE.finditer(text) if m.group("comment"))


def hash_prose(text: str) -> str:
    """The comments of a shell script or a YAML file (from a # at a line's start or after a space)."""
    return "\n".join(m.group(0) for m in re.finditer(r"(?:^|(?<=\s))#[^\n]*", text))


def prose(path: Path) -> str | None:
    """What of a file is written for a reader: all of a Markdown file, the comments and docstrings of
    code. None for a file that is neither."""
    rel = path.relative_to(ROOT).as_posix()
    suffix = path.suffix
    if suffix == ".md":
        return path.read_text(encoding="utf-8")
    if suffix not in {".py", ".js", ".mjs", ".css", ".html", ".yml", ".yaml"} and rel != ".ci/run":
        return None
    text = path.read_text(encoding="utf-8")
    if suffix == ".py":
        return python_prose(text)
    if suffix in {".js", ".mjs"}:
        return javascript_prose(text)
    if suffix == ".css":
        return "\n".join(CSS_COMMENT_RE.findall(text))
    if suffix == ".html":
        return "\n".join(HTML_COMMENT_RE.findall(text))
    return hash_prose(text)


# --- what is named ----------------------------------------------------------------------------------
def named_paths(text: str) -> list[str]:
    """The repository paths a text names (with their #anchor, if any), placeholders left out."""
    found = []
    for match in PATH_RE.finditer(text):
        name = match.group(1).rstrip(".")
        if not PLACEHOLDER_RE.search(name):
            found.append(name)
    return found


def markdown_links(text: str, source: Path) -> list[str]:
    """The targets of a Markdown file's links inside the repository, as paths from the root."""
    found = []
    for target in LINK_RE.findall(text):
        if re.match(r"^[a-z]+:", target) or PLACEHOLDER_RE.search(target):
            continue  # a URL, or a pattern
        path, _, anchor = target.partition("#")
        whole = (source.parent / path).resolve() if path else source.resolve()
        try:
            rel = whole.relative_to(ROOT).as_posix()
        except ValueError:
            found.append(target)  # out of the repository: reported as missing
            continue
        found.append(rel + (f"#{anchor}" if anchor else ""))
    return found


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_\[\]]|\]\([^)]*\)", "", heading).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(markdown: str) -> set[str]:
    """Every heading's anchor in a Markdown text (a repeated heading gets -1, -2, ... as on GitHub)."""
    seen: dict[str, int] = {}
    found = set()
    in_code = False
    for line in markdown.splitlines():
        if line.startswith("```"):
            in_code = not in_code
            continue
        heading = None if in_code else HEADING_RE.match(line)
        if heading:
            base = slug(heading.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def problems(names: dict[str, set[str]]) -> list[str]:
    """What is wrong with the names (name -> the files naming it): a path that is not there, or an
    anchor that no heading of its file has."""
    out = []
    for name, sources in sorted(names.items()):
        path, _, anchor = name.partition("#")
        where = ", ".join(sorted(sources))
        target = ROOT / path
        if not target.exists():
            out.append(f"{name}: no such file or folder (named in {where})")
        elif anchor and (target.suffix != ".md" or anchor not in anchors(target.read_text(encoding="utf-8"))):
            out.append(f"{name}: no heading with the anchor #{anchor} (named in {where})")
    return out


@cache
def everything_named() -> dict[str, set[str]]:
    """Every name found, with the files naming it (read once for all the tests here)."""
    names: dict[str, set[str]] = {}
    for path in repository_files():
        text = prose(path)
        if text is None:
            continue
        rel = path.relative_to(ROOT).as_posix()
        found = named_paths(text)
        if path.suffix == ".md":
            found += markdown_links(text, path)
        for name in found:
            names.setdefault(name, set()).add(rel)
    return names


# --- the tests ----------------------------------------------------------------------------------------
def test_every_path_named_in_the_documents_and_comments_exists():
    names = everything_named()
    assert any(name.startswith("docs/rules.md#") for name in names), "the code's citations of the rules were not found"
    assert not problems(names), "\n".join(problems(names))


@pytest.mark.parametrize("document", ["README.md", "docs/design.md", "docs/rules.md", "benchmarks/README.md"])
def test_each_document_is_there_and_read(document):
    path = ROOT / document
    assert path.is_file(), f"{document} is missing"
    assert document.startswith("docs/") or prose(path)


def test_every_rule_decision_the_code_cites_has_its_heading():
    rules = anchors((ROOT / "docs/rules.md").read_text(encoding="utf-8"))
    cited = {name.partition("#")[2] for name in everything_named() if name.startswith("docs/rules.md#")}
    assert cited and cited <= rules, f"cited without a heading: {sorted(cited - rules)}"
    games = {"goose", "keezen", "gurke", "gulek", "mixed-pickles", "stamp-swap"}
    assert games <= rules, f"games without a section: {sorted(games - rules)}"


def test_a_missing_path_or_anchor_is_reported():
    """The check itself: a comment naming a file that is not there, or a heading that is not there,
    fails; placeholders, URLs and paths inside other paths are not taken for repository paths."""
    code = ('"""See web/ui/no_such_screen.js and docs/rules.md#no-such-rule."""\n'
            "# tests/test_<game>_rules.py, https://example.org/web/x.js and node_modules/py/a.py\n"
            'x = "web/not_a_comment.js"\n')
    names = {name: {"example.py"} for name in named_paths(python_prose(code))}
    assert set(names) == {"web/ui/no_such_screen.js", "docs/rules.md#no-such-rule"}
    found = problems(names)
    assert len(found) == 2 and "no such file" in found[0] + found[1] and "no heading" in found[0] + found[1]
    script = 'const a = "// web/in_a_string.js"; // see web/app.js.\n/* tests/js/ */'
    assert named_paths(javascript_prose(script)) == ["web/app.js", "tests/js/"]
    assert anchors("# A\n## Mixed Pickles decisions\n```\n# not a heading\n```\n## A\n") == {
        "a", "mixed-pickles-decisions", "a-1"}
