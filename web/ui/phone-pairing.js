// Adding a phone for one seat, on the tablet: a dialog shows the tablet's pairing code (a QR code
// for the phone's camera and the same text to copy), then takes the phone's answer, pasted into the
// "Pairing code" field, and opens the link (phones/link.js). No server: the two codes are all the
// two devices exchange. The element showing the code carries `data-pairing` with exactly the text
// the QR code holds.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { LinkError, offerLink } from "../phones/link.js";
import { qrSvg } from "../phones/qr.js";
import { codeShown, pairingTrouble } from "./pairing-words.js";
import { createScanButton } from "./scan-button.js";

/** For a phone that has never opened the app: its address as a QR code, behind a disclosure. */
function appAddress() {
  const address = new URL(".", document.baseURI).href;
  return el("details", { class: "app-address" },
    el("summary", { text: t("phones.no_app") }),
    el("p", { text: t("phones.no_app_help") }),
    qrSvg(address, t("phones.address_label")),
    el("p", { class: "pairing-text", text: address }));
}

/** Open the dialog for `seat` (named `name`). Resolves with the open channel, or null if cancelled. */
export function pairPhone({ seat, name }) {
  const status = el("p", { class: "pairing-status", role: "status", "aria-live": "polite", text: t("phones.preparing") });
  const codeBox = el("div", { class: "pairing-code" }, el("progress", { "aria-label": t("phones.preparing") }));
  const answer = el("textarea", { class: "pairing-input", rows: "3", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", "aria-label": t("phones.code_label") });
  const connect = el("button", { type: "button", class: "primary", text: t("phones.connect"), disabled: true });
  const cancel = el("button", { type: "button", text: t("common.cancel") });
  const scan = createScanButton({ found: (text) => {
    answer.value = text;
    answer.dispatchEvent(new Event("input"));
    connect.click();
  }, told: (text) => { status.textContent = text; } });
  const dialog = el("dialog", { class: "dialog small pairing-dialog", "aria-labelledby": "pairing-title", "data-seat": String(seat + 1) },
    el("h2", { id: "pairing-title", text: t("phones.add_for", { name }) }),
    el("ol", { class: "pairing-steps" },
      el("li", {}, el("span", { text: t("phones.step_open") }), appAddress()),
      el("li", {}, el("span", { text: t("phones.step_scan") }), codeBox),
      el("li", {}, el("label", { class: "stacked" }, el("span", { text: t("phones.step_answer") }), answer), scan.button, scan.video)),
    status,
    el("div", { class: "row wrap" }, connect, cancel));
  document.body.append(dialog);
  dialog.showModal();

  let link = null;
  let done = false;
  return new Promise((resolve) => {
    const finish = (channel) => {
      if (done) return;
      done = true;
      scan.stop();
      if (!channel) link?.close();
      dialog.close();
      dialog.remove();
      resolve(channel);
    };
    cancel.addEventListener("click", () => finish(null));
    dialog.addEventListener("cancel", () => finish(null)); // the Escape key
    answer.addEventListener("input", () => { connect.disabled = !link || !answer.value.trim(); });
    connect.addEventListener("click", async () => {
      connect.disabled = true;
      status.textContent = t("phones.connecting");
      status.classList.remove("warning");
      try {
        finish(await link.accept(answer.value));
      } catch (error) {
        if (done) return;
        status.textContent = pairingTrouble(error);
        status.classList.add("warning");
        connect.disabled = false;
        // The code was taken but no link came of it (the phone's answer had expired, or the two
        // could not reach each other): a code works once, so a new one is shown for the next try.
        if (error instanceof LinkError) {
          answer.value = "";
          connect.disabled = true;
          prepare(t("phones.renewed"));
        }
      }
    });

    /** Make an offer and show its code (`said`: what to say once it is shown, else that the dialog
     * waits for the phone's code). */
    function prepare(said) {
      link?.close();
      link = null;
      offerLink().then((made) => {
        if (done) return void made.close();
        link = made;
        codeBox.replaceChildren(...codeShown(made.code, t("phones.qr_label", { name }), (text) => { status.textContent = text; }));
        if (said) status.textContent = `${status.textContent} ${said}`;
        else status.textContent = t("phones.waiting_answer");
        connect.disabled = !answer.value.trim();
      }).catch((error) => {
        status.textContent = pairingTrouble(error);
        status.classList.add("warning");
      });
    }
    prepare(null);
  });
}
