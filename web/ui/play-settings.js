// The play screen's two settings, both remembered in the preferences: the Sound switch (the table's
// sounds and the vibration for "your turn", on by default) and the computer players' speed (their
// pause before a move and the length of the animations).

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { createSound } from "../sound.js";
import { getPrefs, setPref } from "../storage.js";
import { SPEEDS } from "./bot-runner.js";
import { toolButton } from "./tablet.js";

// One sound for every game of the page's life (one audio context, woken once); each play screen
// sets it on or off as the Sound switch was left.
const sound = createSound();

export function createPlaySettings() {
  let speed = SPEEDS[getPrefs().botSpeed] ? getPrefs().botSpeed : "normal";
  let stopUnlocking = () => {};
  sound.setOn(getPrefs().sound !== false);
  const soundButton = toolButton("sound", t("play.sound"), () => {
    sound.setOn(!sound.on);
    sound.unlock(); // this tap is the gesture a browser wants before it lets the page make sound
    setPref("sound", sound.on);
    soundButton.setAttribute("aria-pressed", String(sound.on));
  });
  soundButton.setAttribute("aria-pressed", String(sound.on));
  const speedSelect = el("select", { "aria-label": t("play.bot_speed"), onchange: (e) => { speed = e.target.value; setPref("botSpeed", speed); } },
    Object.keys(SPEEDS).map((key) => el("option", { value: key, selected: key === speed, text: t(`play.speed.${key}`) })));

  return {
    sound,
    soundButton,
    speedSelect,
    /** The speed chosen (a key of SPEEDS). */
    get speed() { return speed; },
    /** Once the table is shown: the audio wakes on the player's taps; where the page was tapped
     * already (the game was started from the setup screen) it may wake now. */
    start() {
      stopUnlocking = sound.listen(window);
      if (navigator.userActivation?.hasBeenActive) sound.unlock();
    },
    stop: () => stopUnlocking(),
  };
}
