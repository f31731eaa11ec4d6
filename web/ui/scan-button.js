// "Scan the code": the camera's picture in the page until it shows a pairing code, which then goes
// where a pasted one would (phone-pairing.js on the tablet, join.js on the phone). "Stop the camera"
// gives up; a camera that cannot be used is said in words, and pasting still works.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { canScan, keepScannerOffline, scanWith } from "../phones/scan.js";

/** `found(text)`: a code was read; `told(text)`: what to tell the person (a status line). */
export function createScanButton({ found, told }) {
  const video = el("video", { class: "scan-video", hidden: true, "aria-label": t("phones.camera_view") });
  const button = el("button", { type: "button", class: "scan-button", text: t("phones.scan"), hidden: !canScan() });
  let scanning = null; // the AbortController of the camera while it is on
  keepScannerOffline();

  async function start() {
    scanning = new AbortController();
    const mine = scanning;
    button.textContent = t("phones.scan_stop");
    video.hidden = false;
    told(t("phones.scanning"));
    try {
      const text = await scanWith(video, mine.signal);
      if (text) found(text);
    } catch (error) {
      told(t(error?.name === "NotAllowedError" ? "phones.camera_refused" : "phones.camera_missing"));
    } finally {
      if (scanning === mine) stop();
    }
  }

  function stop() {
    scanning?.abort();
    scanning = null;
    video.hidden = true;
    button.textContent = t("phones.scan");
  }

  button.addEventListener("click", () => (scanning ? stop() : start()));
  return { button, video, stop };
}
