"""Every visible string in all seven languages: the same keys, the same placeholders, no gaps."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import i18n_usage
from gurkenglas.core import errors
from gurkenglas.games import GAMES

WEB = Path(__file__).resolve().parent.parent / "web"
LANGUAGES = ["en", "de", "nl", "fr", "it", "es", "pl"]
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def flat(obj, prefix=""):
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield from flat(value, f"{prefix}{key}.")
    else:
        yield prefix[:-1], obj


def strings(lang: str) -> dict[str, str]:
    return dict(flat(json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))))


EN = strings("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_string_with_the_same_placeholders(lang):
    table = strings(lang)
    assert set(table) == set(EN), f"missing: {sorted(set(EN) - set(table))[:5]}, extra: {sorted(set(table) - set(EN))[:5]}"
    for key, text in table.items():
        assert isinstance(text, str) and text.strip(), f"{lang}: {key} is empty"
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(EN[key])), f"{lang}: {key} placeholders differ"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_translations_are_translated(lang):
    table = strings(lang)
    same = [k for k, v in table.items() if v == EN[k] and not k.startswith("languages.") and len(v) > 12]
    assert len(same) < 5, f"{lang} still reads like English: {same[:5]}"


def test_every_key_the_code_names_exists():
    used = set()
    for path in WEB.rglob("*.js"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"""\bt\(\s*["']([\w.]+)["']""", text))
        used |= set(re.findall(r"""data-i18n(?:-attr)?=["'](?:[\w-]+:)?([\w.]+)["']""", text))
    html = (WEB.parent / "index.html").read_text(encoding="utf-8")
    used |= set(re.findall(r'data-i18n="([\w.]+)"', html))
    used |= {pair.split(":")[1] for attr in re.findall(r'data-i18n-attr="([^"]+)"', html) for pair in attr.split(";")}
    # A key written anywhere else (a table of keys, a key handed to a helper) begins as keys do.
    literal, _ = i18n_usage.front_end_names()
    used |= {key for key in literal if key.split(".")[0] in i18n_usage.NAMESPACES}
    missing = sorted(key for key in used if key not in EN)
    assert not missing, missing


def test_every_game_option_preset_level_and_error_has_words():
    needed = set()
    for game_id, game in GAMES.items():
        needed |= {f"games.{game_id}.name", f"games.{game_id}.tagline"}
        needed |= {f"games.{game_id}.preset.{p}" for p in game.spec.presets}
        for option in game.spec.options:
            needed |= {f"games.{game_id}.option.{option.id}", f"games.{game_id}.option.{option.id}_help"}
            if option.group:
                needed.add(f"games.{game_id}.group.{option.group}")
        needed |= {f"setup.level.{level}" if level in ("easy", "normal", "strong") else f"games.{game_id}.level.{level}"
                   for level in game.spec.bot_levels}
        needed |= {f"setup.strength.{verb}" for verb, _ in game.spec.level_strength.values()}
    codes = {cls.code for cls in vars(errors).values() if isinstance(cls, type) and issubclass(cls, errors.GameError)}
    needed |= {f"errors.{code}" for code in codes - {"error"}}
    assert not sorted(needed - set(EN))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rules_of_every_game_exist_in_every_language_with_the_same_sections(game_id):
    folder = WEB / "rules" / game_id
    shapes = {}
    for lang in LANGUAGES:
        rules = json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
        names = json.loads((WEB / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))["games"][game_id]["name"]
        assert rules["title"] == names  # the rules carry the name the game box shows
        shapes[lang] = [(s["id"], len(s["paragraphs"])) for s in rules["sections"]]
        assert all(p.strip() for s in rules["sections"] for p in s["paragraphs"])
        assert all(s["heading"].strip() for s in rules["sections"])
    assert all(shape == shapes["en"] for shape in shapes.values())


def test_every_string_is_named_by_the_page_the_front_end_or_an_engine():
    """A string nobody shows is a string translators keep up for nothing (see tests/i18n_usage.py
    for where keys are named, the ones built at run time included)."""
    unused = sorted(set(EN) - i18n_usage.used(set(EN)))
    assert not unused, f"{len(unused)} strings shown nowhere: {unused[:20]}"


def test_every_key_an_engine_names_exists():
    """Every key the engines write into a view has its words."""
    literal, templates = i18n_usage.engine_data_names()
    assert not sorted(literal - set(EN))
    assert all(any(p.fullmatch(key) for key in EN) for p in templates), "a key template of the engines matches no string"


def test_every_key_template_of_the_front_end_builds_some_string():
    """A key built at run time from a template that matches no string would show the bare key."""
    _, templates = i18n_usage.front_end_names()
    assert not [p.pattern for p in templates if not any(p.fullmatch(key) for key in EN)]


def test_a_moves_words_are_named_by_its_kind():
    """One vocabulary for moves: every string under `<game>.move.` is the words of a kind of move the
    game declares (`<game>.move.<kind>`), or a variant of them (`<game>.move.<kind>_<variant>`: a
    capture, a partner's pawn, the short words on the move's own button)."""
    kinds = {f"{i18n_usage.words_of(gid)}.move.{kind}" for gid, game in GAMES.items() for kind in game.spec.move_kinds}
    stray = sorted(key for key in EN if ".move." in key and not any(key == k or key.startswith(f"{k}_") for k in kinds))
    assert not stray
    assert not [key for key in EN if ".move_text." in key or key.split(".")[1:2] == ["button"]]
