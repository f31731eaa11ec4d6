// Boxes shown or hidden by what they hold, set by script as soon as what they hold changes. CSS can
// say the same with :has() and :empty, but WebKit and Firefox do not always draw the change: WebKit
// kept a dock hidden after a button was put in it, Firefox after one of its parts was shown and
// filled. The `hidden` attribute is drawn the same by every engine.
//
// A change is followed once the script that made it is done (a mutation observer, before the next
// paint). Code that needs the boxes right away, in the same turn (to move the focus into one, or to
// measure the layout), calls settle() first.

const followed = new Set(); // the update of every box followed, until its box leaves the page

function follow(node, update, options) {
  let placed = false;
  const entry = () => {
    if (node.isConnected) placed = true;
    else if (placed) return stop();
    update();
  };
  const observer = new MutationObserver(entry);
  const stop = () => {
    observer.disconnect();
    followed.delete(entry);
  };
  observer.observe(node, options);
  followed.add(entry);
  update();
  return stop;
}

/** Bring every followed box up to date now. */
export function settle() {
  for (const entry of [...followed]) entry();
}

/**
 * Keep `node` hidden while it is empty (no child nodes at all, as CSS's :empty says).
 * Returns a function that stops following it.
 */
export function hideWhileEmpty(node) {
  return follow(node, () => {
    const empty = !node.hasChildNodes();
    if (node.hidden !== empty) node.hidden = empty;
  }, { childList: true });
}

/**
 * Keep `box` hidden while none of its children is shown (not hidden) with something in it, and name
 * the children that are (by their first class) in the `data-showing` attribute of `teller` (if
 * given), for CSS that lays out an ancestor by what the box shows: `[data-showing~="hint-box"] ...`.
 * Returns a function that stops following it.
 */
export function hideWhileBare(box, teller = null) {
  return follow(box, () => {
    const shown = [...box.children].filter((child) => !child.hidden && child.hasChildNodes());
    const bare = shown.length === 0;
    if (box.hidden !== bare) box.hidden = bare;
    if (teller) {
      const names = shown.map((child) => child.classList[0] || child.localName).join(" ");
      if (teller.dataset.showing !== names) teller.dataset.showing = names;
    }
  }, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
}
