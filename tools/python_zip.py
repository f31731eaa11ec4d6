"""The Python a page runs, made at build time inside the pinned Pyodide (tools/python_zip.mjs runs
this file there, under Node.js): one zip that takes the place of Pyodide's python_stdlib.zip, with
the part of the standard library that Pyodide's own start and the engines import, and the engines
themselves, every module compiled ahead to bytecode of the pinned Python.

Pyodide puts that zip on sys.path before Python starts, so the engines are importable at once: the
page has no wheel to fetch and unpack, and neither Pyodide's start nor the engines compile a line of
source in the browser.

Which modules of the standard library: those Pyodide's start imported in this very interpreter
(noted by tools/python_zip.mjs before anything else ran), those the engines import when every module
of the package is imported (gurkenglas.preload, as the page does), every module any import statement
of the package names (also inside functions, where an import waits until a game needs it), and what
those modules import when they are imported (their module-level imports), to the end; and the usual
text codecs. tests/test_pyodide.py plays every game and preset on the zip
(`test_the_pages_own_python_plays_the_same_games`); so do the snapshot tests and the page tests,
which use nothing else.

Each module is compiled as Python compiles a module it imports from a zip (same file name, so
tracebacks name the same places), into an unchecked hash-based .pyc (PEP 552): the bytecode is used
as it is, without its source, which the zip does not carry.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import marshal
import sys
import zipfile
from pathlib import Path

STDLIB = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"  # where Pyodide puts the zip
APP = "/bundle/app"                    # the wheel's files (tools/python_zip.mjs unpacks them there)
OUT = "/bundle/python.zip"
PACKAGE = "gurkenglas"
# The standard library is compiled as `python -OO` would (no docstrings, no asserts: CPython's own
# library is tested that way), except Pyodide's packages, whose docstrings document its JavaScript
# API; the engines keep theirs and their asserts.
OPTIMIZE_EXCEPT = ("pyodide", "_pyodide")
CODECS = ("ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be",
          "utf_32", "utf_32_le", "utf_32_be", "cp437")
UNCHECKED_HASH_PYC = (0b01).to_bytes(4, "little")  # PEP 552: hash-based, source never checked
FIXED_TIME = (1980, 1, 1, 0, 0, 0)     # every entry's date: the same build gives the same bytes


def inventory(archive: zipfile.ZipFile) -> dict[str, str]:
    """Module name -> its source file in the standard library's zip."""
    modules = {}
    for entry in archive.namelist():
        if entry.endswith(".py"):
            parts = entry[:-3].split("/")
            if parts[-1] == "__init__":
                parts.pop()
            if parts and all(part.isidentifier() for part in parts):
                modules[".".join(parts)] = entry
    return modules


def from_stdlib(names: list[str]) -> set[str]:
    """The modules among `names` that were loaded from the standard library's zip."""
    found = set()
    for name in names:
        module = sys.modules.get(name)
        if (getattr(module, "__file__", None) or "").startswith(STDLIB + "/"):
            found.add(name)
    return found


def imported_names(tree: ast.AST, module: str, is_package: bool, everywhere: bool) -> set[str]:
    """The absolute module names an import statement of `tree` may load (with the parent packages
    and, for `from a import b`, the submodule a.b should b be one); only the statements that run when
    the module is imported unless `everywhere`."""
    names: set[str] = set()

    def add(name: str) -> None:
        parts = name.split(".")
        names.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if not everywhere and (isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
                                   or is_main_guard(child)):
                continue
            if isinstance(child, ast.Import):
                for alias in child.names:
                    add(alias.name)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    package = module.split(".") if is_package else module.split(".")[:-1]
                    anchor = package[:len(package) - child.level + 1]
                    base = ".".join(anchor + ([base] if base else []))
                if base:
                    add(base)
                    for alias in child.names:
                        if alias.name != "*":
                            add(f"{base}.{alias.name}")
            visit(child)

    visit(tree)
    return names


def is_main_guard(node: ast.AST) -> bool:
    """`if __name__ == "__main__":`, which an import never runs."""
    return (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)
            and isinstance(node.test.left, ast.Name) and node.test.left.id == "__name__"
            and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in node.test.comparators))


def app_sources(root: Path) -> dict[str, Path]:
    """Module name -> source file of the package."""
    out = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def closure(start: set[str], stdlib: dict[str, str], archive: zipfile.ZipFile) -> set[str]:
    """`start` and what its modules import when imported, to the end (standard library only)."""
    done: set[str] = set()
    todo = [name for name in start if name in stdlib]
    while todo:
        name = todo.pop()
        if name in done:
            continue
        done.add(name)
        entry = stdlib[name]
        tree = ast.parse(archive.read(entry), entry)
        found = imported_names(tree, name, entry.endswith("__init__.py"), everywhere=False)
        todo.extend(sorted(n for n in found if n in stdlib and n not in done))
    return done


def pyc(source: bytes, filename: str, optimize: int) -> bytes:
    """The bytecode of `source` as a .pyc; without column positions (tools/python_zip.mjs starts
    this interpreter with PYTHONNODEBUGRANGES), as a traceback then shows lines without markers."""
    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    return importlib.util.MAGIC_NUMBER + UNCHECKED_HASH_PYC + importlib.util.source_hash(source) + marshal.dumps(code)


def build(boot_modules: list[str]) -> dict:
    probe = compile("x", "probe", "eval")
    assert all(columns is None for _, _, columns, _ in probe.co_positions()), "PYTHONNODEBUGRANGES is not set"
    archive = zipfile.ZipFile(STDLIB)
    stdlib = inventory(archive)
    booted = from_stdlib(boot_modules)

    sys.path.insert(0, APP)
    import gurkenglas.preload  # as the page does: every module of the package, every data file

    gurkenglas.preload.preload()
    imported = from_stdlib(list(sys.modules)) - booted

    app = app_sources(Path(APP))
    named: set[str] = set()
    for module, path in app.items():
        tree = ast.parse(path.read_bytes(), str(path))
        named |= imported_names(tree, module, path.name == "__init__.py", everywhere=True)
    codecs = {"encodings"} | {f"encodings.{codec}" for codec in CODECS}
    keep = closure(booted | imported | (named & set(stdlib)) | codecs, stdlib, archive)

    files: dict[str, bytes] = {}
    for name in keep:
        entry = stdlib[name]
        optimize = 0 if name.split(".")[0] in OPTIMIZE_EXCEPT else 2
        files[entry[:-3] + ".pyc"] = pyc(archive.read(entry), f"{STDLIB}/{entry}", optimize)
    for path in sorted((Path(APP) / PACKAGE).rglob("*")):
        rel = path.relative_to(APP).as_posix()
        if path.is_file() and "__pycache__" not in rel:
            data = path.read_bytes()
            if rel.endswith(".py"):
                files[rel[:-3] + ".pyc"] = pyc(data, f"{STDLIB}/{rel}", 0)
            else:
                files[rel] = data
    with zipfile.ZipFile(OUT, "w") as out:
        for rel in sorted(files):
            info = zipfile.ZipInfo(rel, FIXED_TIME)
            info.external_attr = 0o644 << 16
            out.writestr(info, files[rel], compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return {
        "python": ".".join(map(str, sys.version_info[:3])),
        "magic": importlib.util.MAGIC_NUMBER.hex(),
        "stdlib_modules": sorted(keep),
        "stdlib_total": len(stdlib),
        "boot": sorted(booted),
        "engines_import": sorted(imported),
        "app_modules": sorted(app),
    }


print("REPORT " + json.dumps(build(BOOT_MODULES)))  # noqa: F821 (set by tools/python_zip.mjs)
