"""Every table at every kind of decision, on the screens the box is played on, in one warm page of
each engine (Chromium, WebKit as on iPads, Firefox). The decisions are tests/decisions.py's corpus:
for each game, the first position where a person meets a kind of move or a phase not met before,
and the finished game, with people in every seat. Each is opened as a player opens a saved game
(Saved games, then Continue), through the hand-over card where the tablet is passed, and looked at
on each screen of layout.py that the engine is looked at on (all eight in Chromium, an iPhone's
and the most common iPad's in WebKit, the Android phone's and tablet's in Firefox): the table area
lies below the top bar and inside the window, nothing in it scrolls, every control can be tapped at
its centre, no name or badge on a seat row is cut, and the page never scrolls; at the result,
"Play again" can be tapped. In Chromium each control of the decision can also be reached with Tab.
No engine boots per decision: the page is the module's, started once."""

from __future__ import annotations

import pytest

from browser import text
from decisions import corpus
from layout import PEOPLE, SCREENS_OF, fit_problems
from player import assert_clean, open_app, open_saved, tap, tappable, wait_until

# A person's decision on the table: an enabled control in the table area, the hand-over card gone.
# A decision on show: no hand-over card, a control to decide with that can be seen (shown, enabled,
# not faded out: what the layout check counts), and the page idle.
DECIDING = """() => document.querySelector('.handover:not([hidden])') === null
  && [...document.querySelectorAll('#screen-play:not([hidden]) .table-area button:enabled, #screen-play:not([hidden]) .table-area [tabindex="0"]')]
    .some((n) => n.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && n.getBoundingClientRect().width >= 1)
  && document.documentElement.dataset.idle === 'true'"""
HANDOVER = "() => document.querySelector('.handover:not([hidden]) button') !== null"
RESULT = "() => document.querySelector('#screen-play .result:not([hidden])') !== null && document.documentElement.dataset.idle === 'true'"
# The table's controls a keyboard player must reach: shown, enabled, in the tab order; and a shown,
# enabled control left out of it (tabindex -1) only where it is one of a group the arrow keys move
# through, a sibling of which is in the tab order. (The count of stops, or the names of the controls
# no key reaches.)
TAB_STOPS = """() => {
  const area = document.querySelector('#screen-play .table-area');
  const shown = (n) => n.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    && n.getBoundingClientRect().width > 1 && n.getBoundingClientRect().height > 1;
  const controls = [...area.querySelectorAll('button, select, input, [tabindex], [role=button]')].filter((n) => !n.disabled && shown(n));
  const stops = controls.filter((n) => n.tabIndex >= 0);
  const left = controls.filter((n) => n.tabIndex < 0 && ![...n.parentElement.children].some((m) => m.tabIndex >= 0 && stops.includes(m)));
  if (left.length) return left.map((n) => (n.getAttribute('aria-label') || n.textContent || n.className).trim().slice(0, 40));
  stops.forEach((n, i) => { n.dataset.tabStop = String(i); });
  return stops.length;
}"""
FOCUSED_STOP = "() => document.activeElement?.dataset.tabStop ?? null"


@pytest.fixture(scope="module")
def warm(app_page, served):
    server, site = served
    page = app_page(1024, 768)
    open_app(page, site)
    return page, server


@pytest.mark.parametrize("game", list(PEOPLE))
def test_every_decision_fits_every_screen(engine, warm, game):
    page, server = warm
    since = len(server.failures)
    screens = SCREENS_OF[engine]
    for decision in corpus(game):
        page.resize(*screens[0])
        open_saved(page, decision.record)
        where = f"{engine}: {game} at {decision.kind} (move {decision.step + 1})"
        if decision.kind == "over":
            wait_until(page, RESULT, timeout_s=60, what=f"the result of {where}")
        else:
            wait_until(page, f"() => ({HANDOVER})() || ({DECIDING})()", timeout_s=60, what=f"{where}")
            if page.evaluate(HANDOVER):
                assert tap(page, ".handover:not([hidden]) button"), f"{where}: the hand-over card cannot be tapped"
            wait_until(page, DECIDING, timeout_s=60, what=f"the decision of {where}")
            if engine == "chromium":
                reach_every_control_with_tab(page, where)
        for width, height in screens:
            page.resize(width, height)
            problems = fit_problems(page)
            assert not problems, f"{where} on {width}x{height}: " + "; ".join(problems)
            if decision.kind == "over":
                assert tappable(page, ".result button", text("en", "play.again")), f"{where}: no 'Play again' on {width}x{height}"
    assert_clean(page, server, since)


def reach_every_control_with_tab(page, where: str) -> None:
    """Tab from the top of the page reaches each control of the table area (a keyboard player's way in)."""
    stops = page.evaluate(TAB_STOPS)
    assert not isinstance(stops, list), f"{where}: out of the tab order, with no key to reach them: {stops}"
    assert stops > 0, f"{where}: no control of the decision is in the tab order"
    pw = page.page
    pw.evaluate("() => { document.activeElement?.blur(); }")
    reached: set[str] = set()
    for _ in range(stops + 40):
        pw.keyboard.press("Tab")
        stop = pw.evaluate(FOCUSED_STOP)
        if stop is not None:
            reached.add(stop)
            if len(reached) == stops:
                return
    missing = pw.evaluate("(reached) => [...document.querySelectorAll('[data-tab-stop]')].filter((n) => !reached.includes(n.dataset.tabStop))"
                          ".map((n) => (n.getAttribute('aria-label') || n.textContent || n.className).trim().slice(0, 40))", sorted(reached))
    raise AssertionError(f"{where}: Tab never reaches {missing}")
