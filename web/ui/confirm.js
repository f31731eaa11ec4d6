// A modal yes/no question (the browser's confirm() cannot be styled or translated reliably).

import { $ } from "../dom.js";

let answer = null;

export function initConfirmDialog() {
  const dialog = $("#confirm-dialog");
  $("#confirm-yes").addEventListener("click", () => dialog.close("yes"));
  $("#confirm-no").addEventListener("click", () => dialog.close("no"));
  dialog.addEventListener("close", () => {
    if (answer) answer(dialog.returnValue === "yes");
    answer = null;
  });
}

export function confirmDialog(text, yesLabel) {
  const dialog = $("#confirm-dialog");
  $("#confirm-text").textContent = text;
  if (yesLabel) $("#confirm-yes").textContent = yesLabel;
  dialog.returnValue = "";
  dialog.showModal();
  $("#confirm-no").focus();
  return new Promise((resolve) => { answer = resolve; });
}
