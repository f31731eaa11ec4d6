"""What the layout page test and tools/screenshots.py share: the screens a game is played on, the
people seated at each game, the way to its first decision, and what keeps a table from being one
screen."""

from __future__ import annotations

from browser import until_empty

# Phones and tablets, portrait and landscape (CSS pixels): a phone, the two iPads, an Android tablet.
SCREENS = [(390, 844), (844, 390), (768, 1024), (1024, 768), (820, 1180), (1180, 820), (800, 1280), (1280, 800)]
# The screens each engine is looked at on: Chromium on them all; WebKit on an iPhone on its side (the
# tightest screen) and the most common iPad upright (every browser of theirs draws with it);
# Firefox's own engine on an Android phone upright and a tablet lying. (What differs between engines
# is how they draw, not the sizes: Chromium has every size.)
SCREENS_OF = {"chromium": SCREENS, "webkit": [(844, 390), (820, 1180)], "firefox": [(390, 844), (1280, 800)]}
# Each game with people only, as many as a family would seat.
PEOPLE = {
    "goose": 3, "keezen": 4, "gurke": 3, "gulek": 3, "gulek_solo": 1, "gulek_single": 1, "mixed_pickles": 3,
    "stamp_swap": 1,
}

# What keeps the table from being one screen, in words (an empty list: it fits).
FIT_PROBLEMS = """() => {
  const problems = [];
  const say = (what) => problems.push(what);
  // The play screen, or a player's phone at the table (the same screen for one seat).
  const screen = document.querySelector("#screen-phone:not([hidden])") ? "#screen-phone" : "#screen-play";
  const area = document.querySelector(`${screen} .table-area`);
  if (!area) return ["no table area"];
  const top = document.querySelector(".topbar").getBoundingClientRect().bottom;
  const r = area.getBoundingClientRect();
  if (r.top < top - 0.5) say(`table area starts at ${r.top}, above the top bar's bottom ${top}`);
  if (r.bottom > innerHeight + 0.5) say(`table area ends at ${r.bottom}, below the window (${innerHeight})`);
  if (r.left < -0.5 || r.right > innerWidth + 0.5) say(`table area spans ${r.left}..${r.right}, outside the window (${innerWidth})`);
  const root = document.documentElement;
  if (root.scrollWidth > innerWidth + 0.5) say(`the page scrolls sideways (${root.scrollWidth} > ${innerWidth})`);
  if (root.scrollHeight > innerHeight + 0.5) say(`the page scrolls down (${root.scrollHeight} > ${innerHeight})`);
  // Nothing in the table area needs scrolling to be seen.
  for (const box of [area, ...area.querySelectorAll("*")]) {
    const style = getComputedStyle(box);
    if (!/(auto|scroll)/.test(style.overflowY + style.overflowX) || !box.checkVisibility()) continue;
    if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1) {
      say(`${box.className || box.tagName} scrolls (${box.scrollWidth}x${box.scrollHeight} in ${box.clientWidth}x${box.clientHeight})`);
    }
  }
  // Controls shown only while focused (a list of pits for the keyboard) are not on the screen.
  const tucked = (node) => {
    for (let n = node; n && n !== area; n = n.parentElement) {
      const b = n.getBoundingClientRect();
      if (b.width <= 1 && b.height <= 1) return true;
    }
    return false;
  };
  let controls = 0;
  const selector = "button, select, input, textarea, summary, a[href], canvas, [tabindex]:not([tabindex='-1'])";
  const head = document.querySelector(`${screen} .play-head`);
  for (const node of [...area.querySelectorAll(selector), ...head.querySelectorAll(selector)]) {
    if (!node.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || node.disabled || tucked(node)) continue;
    const b = node.getBoundingClientRect();
    if (b.width < 1 || b.height < 1) continue;
    if (node.tagName !== "CANVAS" && area.contains(node)) controls += 1;
    // A fold says that it opens: its heading shows the triangle every engine draws alike.
    if (node.tagName === "SUMMARY" && !/[▸▾]/.test(getComputedStyle(node, "::before").content)) {
      say(`the fold "${node.textContent.trim().slice(0, 30)}" shows no triangle`);
    }
    const x = b.left + b.width / 2, y = b.top + b.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === node || node.contains(hit))) {
      const name = (node.getAttribute("aria-label") || node.textContent || node.className).trim().slice(0, 30);
      say(`${node.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)} is covered by ${hit ? hit.tagName.toLowerCase() + "." + hit.className : "nothing (off screen)"}`);
    }
  }
  if (!controls) say("no control to decide with");
  // Words cut short: a player's name or a badge on a Gurke seat row.
  for (const tile of area.querySelectorAll(".gurke-seat")) {
    const name = tile.querySelector(".gurke-seat-name");
    if (name && name.scrollWidth > name.clientWidth + 0.5) say(`the name "${name.textContent}" is cut (${name.clientWidth} of ${name.scrollWidth} px)`);
    const tags = tile.querySelector(".gurke-seat-tags");
    if (!tags || !tags.checkVisibility()) continue;
    const room = tags.getBoundingClientRect();
    for (const chip of tags.children) {
      const b = chip.getBoundingClientRect();
      if (b.width < 1) continue;
      if (b.left < room.left - 0.5 || b.right > room.right + 0.5 || chip.scrollWidth > chip.clientWidth + 0.5) {
        say(`the badge "${chip.textContent}" of ${name ? name.textContent : "a seat"} is cut`);
      }
    }
  }
  if (!area.querySelector("canvas, .frame-board > *")) say("no board");
  // Whose turn it is, readable in the head line beside the tools.
  const turn = document.querySelector(`${screen} .turn-line`);
  if (turn && turn.textContent && turn.scrollWidth > turn.clientWidth + 0.5) say(`the turn line "${turn.textContent}" is cut (${turn.clientWidth} of ${turn.scrollWidth} px)`);
  return problems;
}"""


def fit_problems(page) -> list[str]:
    """What keeps the table from being one screen, in a Playwright page or one of tests/engines.py.
    The boards refit on the next animation frame, and animations settle and the layout follows a new
    size in the frames after: the page looks on each frame (every 50 ms where none comes) until
    nothing is wrong, and tells what is still wrong after two seconds."""
    return page.evaluate(until_empty(FIT_PROBLEMS))


def to_first_decision(page) -> None:
    """tests/player.py's to_first_decision on a Playwright page."""
    import player
    from engines import PlaywrightPage

    player.to_first_decision(PlaywrightPage.wrapping(page))
