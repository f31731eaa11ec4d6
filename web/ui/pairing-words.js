// A pairing code as both screens show it (the tablet's dialog, the phone's "Join a table"), and what
// went wrong in a pairing, in words: a code read wrongly, a code used twice, a phone that did not
// answer (phones/pairing-code.js and phones/link.js name the trouble by a code).

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { qrSvg } from "../phones/qr.js";

/** `code` as a QR code (labelled `label`), its text (carrying `data-pairing`) and a Copy button;
 * `told(text)` says that it was copied. */
export function codeShown(code, label, told) {
  return [qrSvg(code, label), el("p", { class: "pairing-text", "data-pairing": code, text: code }),
    el("button", { type: "button", text: t("phones.copy"), onclick: () => {
      navigator.clipboard?.writeText(code).then(() => told(t("phones.copied")), () => {});
    } })];
}

const KNOWN = new Set(["not_a_code", "wrong_kind", "unsupported", "used", "timeout", "failed"]);

export function pairingTrouble(error) {
  const code = error?.code;
  return KNOWN.has(code) ? t(`phones.trouble.${code}`) : t("phones.trouble.other", { reason: String(error?.message ?? error) });
}
