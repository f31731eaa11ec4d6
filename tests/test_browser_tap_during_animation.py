"""A move tapped while the last move is still animated, at every table with animations (Stamp Swap
has none): the animation ends at once, the tapped move is played (not lost), and it is drawn after
the last one, never under it."""

from __future__ import annotations

import pytest

from browser import side_panel, start_game, text

pytestmark = pytest.mark.browser

# Waits (frame by frame, so the tap lands inside an animation) for a computer player's move to be
# animated while the person may already decide, and taps the first of the person's moves then. The
# person's own moves in between are tapped once the table is still. Returns the log's move count
# before and after, and what happened in between: the table going still or animating again, and
# the move count as the log showed it.
TAP_DURING_ANIMATION = """async ({ selector, limitMs }) => {
  const log = document.querySelector("#screen-play .log");
  const busy = () => document.querySelector("#screen-play .table-area [aria-busy='true']") !== null;
  const tappable = () => [...document.querySelectorAll(selector)].find((b) => !b.disabled) ?? null;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const start = performance.now();
  let stillSince = null;
  while (performance.now() - start < limitMs) {
    await frame();
    const button = tappable();
    if (button && busy()) {
      const before = Number(log.dataset.moves);
      const order = [];
      const watch = new MutationObserver((records) => {
        for (const r of records) {
          if (r.attributeName === "aria-busy") order.push(r.target.hasAttribute("aria-busy") ? "animating" : "still");
          else order.push(`moves ${log.dataset.moves}`);
        }
      });
      watch.observe(document.querySelector("#screen-play"), { attributes: true, subtree: true, attributeFilter: ["aria-busy", "data-moves"] });
      button.click();
      const until = performance.now() + 20000;
      while ((Number(log.dataset.moves) <= before || busy()) && performance.now() < until) await frame();
      watch.disconnect();
      return { before, after: Number(log.dataset.moves), order };
    }
    if (!button || busy()) stillSince = null;
    else if (stillSince === null) stillSince = performance.now();
    else if (performance.now() - stillSince > 300) { button.click(); stillSince = null; }
  }
  return null;
}"""

MOVE_LIST = "#screen-play .move-list-body button"
DOCK_MOVES = "#screen-play .play-dock .moves button"  # the Goose: the Roll button


@pytest.mark.parametrize(("game", "buttons"), [("goose", DOCK_MOVES), ("keezen", MOVE_LIST), ("gurke", MOVE_LIST),
                                               ("gulek", MOVE_LIST), ("mixed_pickles", MOVE_LIST)])
def test_a_move_tapped_during_the_last_animation_is_played_after_it(desk, game, buttons):
    page = desk.page
    desk.open()
    start_game(page, game, ["human", "bot"], names=["Anna", "Bot"])
    with side_panel(page):
        page.get_by_role("combobox", name=text("en", "play.bot_speed")).select_option("slow")
    if buttons == MOVE_LIST:  # the list of every move, opened as a player opens it (it stays open)
        summary = page.locator("#screen-play .move-list summary")
        summary.wait_for(timeout=60000)
        summary.click()
    seen = page.evaluate(TAP_DURING_ANIMATION, {"selector": buttons, "limitMs": 90000})
    assert seen, f"{game}: no computer player's move was animated while the person could decide"
    assert seen["after"] == seen["before"] + 1, f"{game}: the move tapped during the animation was not played: {seen}"
    order = [step for i, step in enumerate(seen["order"]) if i == 0 or step != seen["order"][i - 1]]
    played = f"moves {seen['after']}"
    assert "still" in order and played in order, f"{game}: {order}"
    assert order.index("still") < order.index(played), f"{game}: the tapped move came before the last one had ended: {order}"
    # Once the animations and the computer players are done, the page says it is at rest.
    with side_panel(page):
        page.get_by_role("combobox", name=text("en", "play.bot_speed")).select_option("instant")
    page.locator("html[data-idle=true]").wait_for(state="attached", timeout=30000)
    desk.assert_clean()
