// "Join a table", on a player's phone: the tablet's pairing code is pasted (or scanned) here, the
// phone answers with its own code for the tablet, and once the tablet has read it the link opens
// and the phone's screen (phone.js) shows the seat the tablet gave it. Nothing is saved on the
// phone: a phone that reloads joins again with a new code from the tablet.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { answerLink, canLink } from "../phones/link.js";
import { codeShown, pairingTrouble } from "./pairing-words.js";
import { createScanButton } from "./scan-button.js";

let joined = null; // the channel to the tablet, from the moment it opened until the phone screen takes it

/** The open channel to the tablet, once (the phone screen takes it). */
export function takeLink() {
  const channel = joined;
  joined = null;
  return channel;
}

export function render(container, params, app) {
  container.append(el("h1", { text: t("join.title") }));
  if (!canLink()) {
    container.append(el("p", { class: "warning", text: t("join.unsupported") }));
    return null;
  }
  const input = el("textarea", { class: "pairing-input", rows: "4", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", "aria-label": t("phones.code_label") });
  const join = el("button", { type: "button", class: "primary big", text: t("join.join_now"), disabled: true });
  const status = el("p", { class: "pairing-status", role: "status", "aria-live": "polite" });
  const answerBox = el("div", { class: "pairing-answer", hidden: true });
  const entry = el("div", { class: "pairing-entry" });
  let link = null;
  let left = false;
  input.addEventListener("input", () => { join.disabled = !input.value.trim(); });
  const scan = createScanButton({ found: (text) => {
    input.value = text;
    join.disabled = false;
    join.click();
  }, told: (text) => { status.textContent = text; } });

  /** Back to the code entry, with `trouble` said (or nothing). */
  function reopen(trouble) {
    link?.close();
    link = null;
    answerBox.hidden = true;
    answerBox.replaceChildren(); // the given-up answer's code is nowhere on the page any more
    entry.hidden = false;
    input.disabled = false;
    join.disabled = !input.value.trim();
    status.textContent = trouble ?? "";
    status.classList.toggle("warning", Boolean(trouble));
  }

  /** Answer the tablet's code and show the answer. */
  async function answer() {
    const offer = input.value;
    try {
      link?.close();
      link = await answerLink(offer);
    } catch (error) {
      return reopen(pairingTrouble(error));
    }
    if (left) return void link.close();
    entry.hidden = true; // the answer's code comes first now, in full view for the tablet's camera
    answerBox.hidden = false;
    answerBox.replaceChildren(
      el("h2", { text: t("join.answer_title") }),
      el("p", { text: t("join.answer_help") }),
      ...codeShown(link.code, t("join.qr_label"), (text) => { status.textContent = text; }),
      el("button", { type: "button", text: t("join.other_code"), onclick: () => reopen(null) }));
    status.classList.remove("warning");
    status.textContent = t("join.waiting");
    const mine = link;
    mine.connected.then((channel) => {
      if (left || mine !== link) return void channel.close();
      joined = channel;
      link = null; // the phone screen owns the link now
      app.show("phone");
    }, (error) => {
      if (left || mine !== link) return;
      reopen(pairingTrouble(error));
    });
  }

  join.addEventListener("click", () => {
    join.disabled = true;
    input.disabled = true;
    status.classList.remove("warning");
    status.textContent = t("phones.preparing");
    answer();
  });

  entry.append(
    el("p", { class: "lead", text: t("join.intro") }),
    el("label", { class: "stacked" }, el("span", { text: t("phones.code_label") }), input),
    el("div", { class: "row wrap" }, join, scan.button),
    scan.video);
  container.append(entry, answerBox, status);
  return {
    leave() {
      left = true;
      scan.stop();
      link?.close();
    },
  };
}
