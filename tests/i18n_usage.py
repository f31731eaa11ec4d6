"""Which i18n keys the product uses, read from where they are named.

A key is named in one of three ways:

- written out in the page or the front end's code (`t("play.undo")`, `data-i18n="home.title"`, or a
  key in a table of keys such as `{place: "gulek.describe.turn_place"}`);
- built by the front end at run time from a template literal (`games.${id}.name`): a template stands
  for the keys its literal parts allow, where each `${...}` is one word, or exactly the words of a
  `cond ? "a" : "b"` whose branches are quoted;
- named by the engines: the keys the Python code writes into a view (a reason's key, literal or an
  f-string template), and the tip of every rule a game declares (its rule ids, shown as
  `<game>.tip.<rule>`).

A move's words are the front end's (web/games/<game>/texts.js): the engines name no key for a move.
"""

from __future__ import annotations

import ast
import functools
import json
import re
from collections.abc import Iterator
from pathlib import Path

from gurkenglas.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
PY = ROOT / "py" / "gurkenglas"

KEY = r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+"
NAMESPACES = frozenset(json.loads((WEB / "i18n" / "en.json").read_text(encoding="utf-8")))
"""The first parts of the keys: a dotted string in the engines is a key only if it starts with one
(`sizes.{i}` in an error message is a path in a data file)."""
QUOTED_KEY = re.compile(rf"""["']({KEY})["']""")
WORD = "[A-Za-z0-9_]+"
TERNARY = re.compile(r"""^[^?]*\?\s*(["'])(\w*)\1\s*:\s*(["'])(\w*)\3\s*$""")


def front_end_sources() -> Iterator[str]:
    yield (ROOT / "index.html").read_text(encoding="utf-8")
    for path in sorted(WEB.rglob("*.js")):
        yield path.read_text(encoding="utf-8")


def template_literals(source: str) -> Iterator[list[str | None]]:
    """Every template literal of a JavaScript source as its parts: literal text, and for each
    `${...}` the expression (templates inside an expression are yielded too)."""
    i = 0
    while (start := source.find("`", i)) >= 0:
        parts: list[str | None] = []
        text, i = "", start + 1
        while i < len(source) and source[i] != "`":
            if source.startswith("${", i):
                depth, j = 1, i + 2
                while j < len(source) and depth:
                    depth += {"{": 1, "}": -1}.get(source[j], 0)
                    j += 1
                parts += [text, source[i + 2:j - 1]]
                yield from template_literals(source[i + 2:j - 1])
                text, i = "", j
            else:
                text += source[i]
                i += 1
        parts.append(text)
        i += 1
        yield parts


def expression_pattern(expression: str | None) -> str:
    """What one `${...}` may put into a key: the two quoted words of a plain ternary, else a word
    (an f-string's `{...}`, given as None, is always a word)."""
    choice = TERNARY.match(expression.strip()) if expression else None
    if choice:
        return "(?:" + "|".join(re.escape(w) for w in (choice.group(2), choice.group(4))) + ")"
    return WORD


def key_template(parts: list[str | None]) -> re.Pattern[str] | None:
    """The keys one template can build, or None when it builds no key (it must start as a key)."""
    if len(parts) < 2 or not re.match(r"^[a-z][a-z0-9_]*\.", parts[0] or ""):
        return None
    pattern = ""
    for index, part in enumerate(parts):
        if index % 2 == 0:
            if not re.fullmatch(r"[a-z0-9_.]*", part or ""):
                return None
            pattern += re.escape(part or "")
        else:
            pattern += expression_pattern(part)
    return re.compile(pattern)


@functools.cache
def front_end_names() -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """The keys the page and the front end write out, and the templates they build keys from."""
    literal: set[str] = set()
    templates: list[re.Pattern[str]] = []
    for source in front_end_sources():
        literal |= set(QUOTED_KEY.findall(source))
        for attr in re.findall(r'data-i18n-attr="([^"]+)"', source):
            literal |= {pair.split(":")[1] for pair in attr.split(";")}
        templates += [p for parts in template_literals(source) if (p := key_template(parts))]
    return frozenset(literal), tuple(templates)


def f_string_parts(node: ast.JoinedStr) -> list[str | None]:
    """An f-string as a template's parts: literal text, and None for each `{...}`."""
    parts: list[str | None] = []
    text = ""
    for value in node.values:
        if isinstance(value, ast.Constant):
            text += str(value.value)
        else:
            parts += [text, None]
            text = ""
    return [*parts, text]


@functools.cache
def engine_data_names() -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """Keys the Python code writes into its answers (a reason under the hand), literal or f-string."""
    def is_key(text: str) -> bool:
        return text.split(".")[0] in NAMESPACES

    literal: set[str] = set()
    templates: list[re.Pattern[str]] = []
    for path in sorted(PY.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and is_key(node.value) and re.fullmatch(KEY, node.value):
                literal.add(node.value)
            elif (isinstance(node, ast.JoinedStr) and is_key(str(f_string_parts(node)[0]))
                  and (pattern := key_template(f_string_parts(node)))):
                templates.append(pattern)
    return frozenset(literal), tuple(templates)


def words_of(game_id: str) -> str:
    """The namespace of a game's words (the three Gulek games share theirs), as web/ui/guide.js."""
    return "gulek" if game_id.startswith("gulek") else game_id


def tip_keys() -> frozenset[str]:
    """The tip of every rule a game declares: the guide and the newcomer's coach show
    `<game>.tip.<rule>` the first time the engine names the rule."""
    return frozenset(f"{words_of(gid)}.tip.{rule}" for gid, game in GAMES.items() for rule in game.spec.rules)


def used(keys: set[str]) -> set[str]:
    """The keys of `keys` that the page, the front end or the engines name."""
    js_literal, js_templates = front_end_names()
    py_literal, py_templates = engine_data_names()
    literal = js_literal | py_literal | tip_keys()
    templates = js_templates + py_templates
    return {key for key in keys if key in literal or any(p.fullmatch(key) for p in templates)}
