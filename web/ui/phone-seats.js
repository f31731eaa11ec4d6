// The players' phones as the tablet's play screen shows them: in the list of players, "Add a phone"
// beside each person's seat (or, once a phone plays it, where that phone is and "Play on the
// tablet"); in the dock, while a phone's seat is to move, whose phone the game waits for, and if
// that phone is away, the offer to play the seat on the tablet from now on. The protocol is
// phones/host.js; the pairing, phone-pairing.js.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { pairPhone } from "./phone-pairing.js";

/** `host`: the phones (host.js); `seatName(seat)`; `told(text)`: a notice for everyone at the table. */
export function createPhoneSeats({ host, seatName, told }) {
  const named = (seat) => ({ name: seatName(seat) });

  async function add(seat) {
    const channel = await pairPhone({ seat, name: seatName(seat) });
    if (channel) {
      await host.attach(seat, channel);
      told(t("phones.joined", named(seat)));
    }
  }

  const takeBack = (seat) => host.detach(seat);
  const addButton = (seat) => el("button", { type: "button", class: "add-phone", text: t("phones.add"),
    "aria-description": t("phones.add_for", named(seat)), onclick: () => add(seat) });

  return {
    has: (seat) => host.has(seat),
    /** "Add a phone" for the seat (beside it in the list, and on the hand-over card to it). */
    addButton,
    /** Beside the seat in the list of players. */
    controls(seat) {
      const status = host.status(seat);
      if (status === null) return [addButton(seat)];
      return [
        el("span", { class: status === "away" ? "phone-status warning" : "phone-status",
          text: t(status === "away" ? "phones.away" : "phones.on_phone", named(seat)) }),
        el("button", { type: "button", class: "take-back", text: t("phones.take_back"),
          "aria-description": t("phones.take_back_for", named(seat)), onclick: () => takeBack(seat) }),
      ];
    },
    /** In the dock while the seat is to move on its phone. */
    turnLine(seat) {
      if (host.status(seat) !== "away") return [el("p", { class: "muted phone-turn", text: t("phones.plays_on_phone", named(seat)) })];
      return [el("p", { class: "warning phone-turn", text: t("phones.away_turn", named(seat)) }),
        el("button", { type: "button", class: "primary", text: t("phones.take_back_for", named(seat)), onclick: () => takeBack(seat) })];
    },
  };
}
