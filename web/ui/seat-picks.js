// The setup screen's people from before: a chip for each person remembered on this device (their
// colour and shape, their name), and "Same players as last time". Chips rather than a <datalist>
// under the name fields: a finger hits a chip at once, where a datalist's drop-down shows only while
// typing and looks different in every browser (and turns the field into a combo box). The colour and shape of a seat are the seat's own in every table, so a person
// picked by chip sits at the seat of their colour when it is free for a person, else at the first
// free seat for a person (and takes that seat's colour). Computer players' seats are never touched.

import { el } from "../dom.js";
import { t } from "../i18n.js";
import { seatBadge } from "../games/seats.js";
import { lastTable, sameName, suggestions } from "../players.js";

/**
 * `book`: the people (players.js); `setup`: the setup screen's seats and count; `redraw()` draws the
 * seats again; `setPlayers(n)` changes the count; `levelFor(level)` a computer level this game has.
 */
export function createSeatPicks({ book, game, setup, redraw, setPlayers, levelFor }) {
  const people = suggestions(book);
  const status = el("p", { class: "muted small", role: "status", "aria-live": "polite" });
  const chips = el("div", { class: "person-chips", role: "group", "aria-labelledby": "remembered-heading" });
  const last = lastTable(book, game.id);
  const again = last && el("button", { type: "button", class: "same-players", text: t("setup.same_players"), onclick: sameAgain });
  const element = el("section", { class: "seat-picks", hidden: !people.length && !last },
    again ? el("div", { class: "row wrap" }, again) : null,
    people.length ? el("h3", { id: "remembered-heading", text: t("setup.remembered") }) : null,
    people.length ? chips : null, status);

  const seated = (person) => setup.seats.slice(0, setup.players)
    .findIndex((seat) => seat.kind === "human" && sameName(seat.name || "", person.name));
  const freeForPerson = (i) => i < setup.players && setup.seats[i].kind === "human" && !(setup.seats[i].name || "").trim();

  function pick(person) {
    const at = seated(person);
    if (at >= 0) {
      setup.seats[at].name = "";
      status.textContent = t("setup.unseated", { name: person.name });
    } else {
      const seat = freeForPerson(person.mark) ? person.mark : setup.seats.findIndex((_, i) => freeForPerson(i));
      if (seat < 0) {
        status.textContent = t("setup.no_free_seat");
        return;
      }
      setup.seats[seat].name = person.name;
      status.textContent = t("setup.seated", { name: person.name, n: seat + 1 });
    }
    redraw();
  }

  /** The seats of the last game of this game (else of any game), the people by today's names. */
  function sameAgain() {
    const seats = lastTable(book, game.id);
    seats.forEach((seat, i) => {
      if (i >= setup.seats.length) return;
      setup.seats[i] = { kind: seat.kind === "bot" ? "bot" : "human", name: seat.kind === "bot" ? "" : seat.name, level: levelFor(seat.level) };
    });
    setPlayers(Math.min(game.players.max, Math.max(game.players.min, seats.length)));
    status.textContent = t("setup.same_players_done");
  }

  // Made once, so that a chip keeps the focus when the seats are drawn again after its tap.
  const buttons = people.map((person) => el("button", { type: "button", class: "person-chip", onclick: () => pick(person) },
    seatBadge(person.mark, ""), el("span", { text: person.name })));
  chips.append(...buttons);

  /** Chips pressed for the people seated now (after every change of the seats). */
  function refresh() {
    people.forEach((person, k) => buttons[k].setAttribute("aria-pressed", String(seated(person) >= 0)));
  }

  return { element, refresh };
}
