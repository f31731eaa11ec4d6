"""Stamp Swap's card data on the setup screen: the built-in data is called our approximation, a
file that cannot be used is refused with the reason and changes nothing, a good one is used by the
game that starts next."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from browser import text

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))
from gurkenglas.games.stamp_swap.data import builtin_raw

pytestmark = pytest.mark.browser


def test_a_bad_card_data_file_is_refused_and_a_good_one_is_played(tablet, tmp_path):
    page = tablet.page
    tablet.open()
    tablet.wait_engine()
    name = text("en", "games.stamp_swap.name")
    page.get_by_role("button", name=text("en", "home.new_game_named", game=name), exact=True).click()
    key = lambda k, **a: text("en", f"games.stamp_swap.card_data.{k}", **a)  # noqa: E731
    current = page.locator(".option-data .data-current")
    expect(current).to_have_text(key("approximation"))

    bad = copy.deepcopy(builtin_raw())
    bad["tiles"][3]["size"] = "9x9"
    (tmp_path / "bad.json").write_text(json.dumps(bad))
    (tmp_path / "broken.json").write_text("{ not json")
    status = page.locator(".option-data .data-status")
    for file, reason in (("bad.json", "tiles[3].size"), ("broken.json", "JSON")):   # the reason says where
        page.locator(".option-data input[type=file]").set_input_files(str(tmp_path / file))
        expect(status).to_contain_text(key("failed", reason="").split(":")[0])
        expect(status).to_contain_text(reason)
        expect(current).to_have_text(key("approximation"))          # nothing changed

    good = copy.deepcopy(builtin_raw())
    good["name"] = "<b>My cards</b>"             # markup in a name is shown as text
    good["intro_points"] = [77, 88, 99]
    (tmp_path / "good.json").write_text(json.dumps(good))
    page.locator(".option-data input[type=file]").set_input_files(str(tmp_path / "good.json"))
    expect(current).to_have_text(key("imported", name="<b>My cards</b>"))
    page.get_by_role("button", name=text("en", "setup.start")).click()
    page.locator(".table-loading").wait_for(state="detached", timeout=120000)
    saved = page.evaluate("() => Object.keys(localStorage).filter((k) => localStorage.getItem(k).includes('My cards')).length")
    assert saved >= 1
    tablet.assert_clean()
