// Tiny DOM helpers. Text always goes in as text (textContent), never as markup, so player names and
// imported data can never inject HTML.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, "");
    else node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function clear(node) {
  node.replaceChildren();
  return node;
}

/** Put `children` into `node` in place of what it held; null, undefined and false are left out. */
export const fill = (node, ...children) =>
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));

export const $ = (selector, root = document) => root.querySelector(selector);

/** The `data-focus` key of the focused control inside `root`, if any: a table that draws its
 * controls anew gives the focus back to the new control with the same key. */
export function focusKeyIn(root) {
  const node = document.activeElement;
  return node instanceof HTMLElement && root.contains(node) ? node.dataset.focus : undefined;
}

/**
 * A control's name that begins with what it shows (a rank, a size, a count) and goes on in words,
 * so a voice-control user can say what they see and a screen reader still tells what it means.
 */
export const shownThenSaid = (shown, said) => (!shown ? said : !said || said === shown ? shown : `${shown}, ${said}`);

let described = 0;
/**
 * A button named by its visible words, with the whole move it stands for as its description (read
 * after the name): for short words like "Place here" on a long move.
 */
export function describedButton(attrs, text, description) {
  const id = description && description !== text ? `described-${++described}` : null;
  return el("button", { type: "button", ...attrs, "aria-describedby": id }, text,
    id ? el("span", { id, hidden: true, text: description }) : null);
}

export function download(filename, text) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = el("a", { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
