// The Players screen: the people remembered on this device and what they did in the games they
// finished here (players.js counts; this only shows), and renaming, merging and forgetting them.

import { el, fill } from "../dom.js";
import { formatDate, t } from "../i18n.js";
import { seatBadge } from "../games/seats.js";
import { forget, merge, personById, personFacts, PlayersError, rename, suggestions } from "../players.js";
import { bookWaiting, readBook, recordFinished, writeBook } from "../player-store.js";

export function render(container, params, app) {
  const message = el("p", { class: "message", role: "status", "aria-live": "polite" });
  const list = el("ul", { class: "people" });
  const waiting = el("p", { class: "warning", hidden: true, text: t("players.waiting") });
  const gameName = (id) => (app.game(id) ? t(`games.${id}.name`) : id);

  function say(text, isError = false) {
    message.textContent = text;
    message.classList.toggle("error", isError);
  }

  function change(next, done) {
    writeBook(next);
    say(done);
    refresh();
  }

  function refresh() {
    const book = readBook();
    const people = [...suggestions(book)].sort((a, b) => a.name.localeCompare(b.name));
    waiting.hidden = !bookWaiting();
    list.replaceChildren(...(people.length ? people.map((person) => personCard(book, person))
      : [el("li", { class: "muted", text: t("players.none") })]));
  }

  function personCard(book, person) {
    const facts = personFacts(book, person.id);
    const name = person.name;
    const nameOf = (id) => personById(book, id)?.name ?? "?";
    const headingId = `person-${person.id}`;
    const games = Object.entries(facts.byGame).sort((a, b) => b[1].played - a[1].played);
    const actions = el("div", { class: "row wrap person-actions" });
    const card = el("li", { class: "card person", "aria-labelledby": headingId },
      el("h2", { id: headingId }, seatBadge(person.mark, ""), el("span", { text: name })),
      el("p", { class: "person-summary", text: t("players.summary", { played: facts.played, won: facts.won }) }),
      // Per game: a line each, the places after the counts (under them where a phone is narrow).
      games.length ? el("ul", { class: "person-games", "aria-label": t("players.games_of", { name }) }, games.map(([game, g]) => el("li", {},
        el("strong", { text: gameName(game) }),
        el("span", { text: t("players.game_counts", { played: g.played, won: g.won }) }),
        el("span", { class: "places" }, Object.entries(g.places).sort((a, b) => Number(a[0]) - Number(b[0]))
          .map(([rank, count]) => el("span", { class: "place", text: t("players.place", { rank, count }) })))))) : null,
      el("p", { class: "person-rival", text: facts.rival ? t("players.rival", { name: nameOf(facts.rival.id), count: facts.rival.count })
        : t("players.rival_none") }),
      el("p", { class: "person-nemesis", text: facts.nemesis ? t("players.nemesis", { name: nameOf(facts.nemesis.id), count: facts.nemesis.count, person: name })
        : t("players.nemesis_none", { person: name }) }),
      facts.last.length ? el("h3", { text: t("players.last_games") }) : null,
      facts.last.length ? el("ul", { class: "person-last" }, facts.last.map((game) => el("li", {
        text: t("players.last_line", { when: formatDate(game.at), game: gameName(game.game), rank: game.rank, of: game.of }) }))) : null,
      actions);
    showActions();

    function showActions() {
      fill(actions,
        el("button", { type: "button", text: t("players.rename"), "aria-label": t("players.rename_named", { name }), onclick: renaming }),
        book.people.length > 1 ? el("button", { type: "button", text: t("players.merge"), "aria-label": t("players.merge_named", { name }), onclick: merging }) : null,
        el("button", { type: "button", class: "danger", text: t("players.forget"), "aria-label": t("players.forget_named", { name }), onclick: forgetting }));
    }

    function renaming() {
      const input = el("input", { type: "text", maxlength: 40, value: name, "aria-label": t("players.new_name", { name }) });
      actions.replaceChildren(el("form", { class: "row wrap", onsubmit: (event) => {
        event.preventDefault();
        try {
          change(rename(readBook(), person.id, input.value, Date.now()), t("players.renamed", { old: name, name: input.value.trim() }));
        } catch (error) {
          if (!(error instanceof PlayersError)) throw error;
          say(error.code === "taken" ? t("players.name_taken", { name: input.value.trim() }) : t("players.name_empty"), true);
        }
      } }, input,
      el("button", { type: "submit", class: "primary", text: t("players.save_name") }),
      el("button", { type: "button", text: t("common.cancel"), onclick: showActions })));
      input.focus();
      input.select();
    }

    function merging() {
      const others = book.people.filter((p) => p.id !== person.id).sort((a, b) => a.name.localeCompare(b.name));
      const select = el("select", { "aria-label": t("players.merge_with", { name }) },
        others.map((other) => el("option", { value: other.id, text: other.name })));
      actions.replaceChildren(el("label", { class: "stacked" }, el("span", { text: t("players.merge_with", { name }) }), select),
        el("div", { class: "row wrap" },
          el("button", { type: "button", class: "primary", text: t("players.merge_do"), onclick: async () => {
            const into = personById(readBook(), select.value);
            if (!into || !(await app.confirm(t("players.merge_confirm", { from: name, into: into.name }), t("players.merge_do")))) return;
            change(merge(readBook(), person.id, into.id, Date.now()), t("players.merged", { from: name, into: into.name }));
          } }),
          el("button", { type: "button", text: t("common.cancel"), onclick: showActions })));
      select.focus();
    }

    async function forgetting() {
      if (!(await app.confirm(t("players.forget_confirm", { name }), t("players.forget")))) return;
      change(forget(readBook(), person.id), t("players.forgotten", { name }));
    }

    return card;
  }

  container.append(
    el("h1", { text: t("players.title") }),
    el("p", { class: "lead", text: t("players.intro") }),
    el("p", { class: "muted small", text: t("players.explain") }),
    waiting, message, list);
  refresh();
  // A game finished a moment ago may not be counted yet: draw again once it is.
  const before = JSON.stringify(readBook().games);
  recordFinished(app.engine).then(() => {
    if (list.isConnected && JSON.stringify(readBook().games) !== before) refresh();
  });
  return null;
}
