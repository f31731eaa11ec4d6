// What went wrong in a pairing, in words: a code read wrongly, a code used twice, a phone that did
// not answer (phones/pairing-code.js and phones/link.js name the trouble by a code).

import { t } from "../i18n.js";

const KNOWN = new Set(["not_a_code", "wrong_kind", "unsupported", "used", "timeout", "failed"]);

export function pairingTrouble(error) {
  const code = error?.code;
  return KNOWN.has(code) ? t(`phones.trouble.${code}`) : t("phones.trouble.other", { reason: String(error?.message ?? error) });
}
