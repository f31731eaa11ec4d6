// Setting up a game: how many players, who sits where (human or bot, name), which rules.

import { el } from "../dom.js";
import { errorText, t, tMaybe } from "../i18n.js";
import { getPrefs, newId, randomSeed, setPref, writeSave } from "../storage.js";
import { askToKeep, firstHomeScreenNote } from "./keep.js";
import { dataControl } from "./data-option.js";
import { createStatsPanel } from "./stats.js";
import { createSeatPicks } from "./seat-picks.js";
import { createSidePicks } from "./side-picks.js";
import { createLevelStrength } from "./level-strength.js";
import { sidesFor } from "../games/facing.js";
import { seatBadge } from "../games/seats.js";
import { readBook, startTable } from "../player-store.js";

const MANY_OPTIONS = 6; // more switches than this fold away under "custom rules"

function defaultSeats(count, level, remembered = []) {
  return Array.from({ length: count }, (_, i) => remembered[i] || {
    kind: i === 0 ? "human" : "bot",
    name: "",
    level,
  });
}

export function render(container, params, app) {
  const game = app.game(params.game);
  if (!game) return app.show("home");
  const remembered = (getPrefs().setup || {})[game.id] || {};
  const defaultLevel = game.default_level;
  const levelText = (level) => tMaybe(`games.${game.id}.level.${level}`) ?? t(`setup.level.${level}`);
  const valueText = (option, value) => tMaybe(`games.${game.id}.value.${option.id}.${value}`) ?? String(value);
  const setup = {
    players: Math.min(game.players.max, Math.max(game.players.min, remembered.players || Math.min(3, game.players.max))),
    seats: defaultSeats(game.players.max, defaultLevel, remembered.seats),
    options: { ...Object.fromEntries(game.options.map((o) => [o.id, o.default])), ...(remembered.options || {}) },
  };
  // Table mode (a tablet lying between the players, for a game whose catalog entry says its board
  // lies there): remembered with the sides, for the same number of players.
  const offersTableMode = game.table_mode;
  if (offersTableMode) {
    setup.tableMode = Boolean(remembered.tableMode);
    setup.sides = sidesFor(setup.players, remembered.sides?.length === setup.players ? remembered.sides : null);
  }
  const gameName = t(`games.${game.id}.name`);
  // A data option (Stamp Swap's card data) is a file the player may import, not a switch of a preset;
  // a table option (Gurke's first dealer) is set by "play again", not here.
  const switches = game.options.filter((o) => o.kind !== "data" && o.kind !== "table");
  const seatList = el("ol", { class: "seat-list" });
  const strength = createLevelStrength(game, levelText);
  const presetSelect = el("select", { id: "preset-select" });
  const optionInputs = {};
  const stats = createStatsPanel(app, game, () => currentOptions());
  // "Same players as last time" asks for the last table's count: the nearest one these rules allow.
  const nearestAllowed = (n) => [...countGroup.children].filter((b) => !b.disabled).map((b) => Number(b.dataset.players))
    .reduce((best, m) => (best === null || Math.abs(m - n) < Math.abs(best - n) ? m : best), null) ?? n;
  const picks = createSeatPicks({ book: readBook(), game, setup, redraw: () => renderSeats(), setPlayers: (n) => setPlayers(nearestAllowed(n)),
    levelFor: (level) => (game.bot_levels.includes(level) ? level : defaultLevel) });
  const sidePicks = offersTableMode ? createSidePicks({ setup }) : null;

  function currentOptions() {
    const names = setup.seats.slice(0, setup.players).map((seat, i) => (seat.name || "").trim() || t("setup.default_name", { n: i + 1 }));
    return { players: setup.players, options: { ...setup.options }, names };
  }

  function seatRow(i) {
    const seat = setup.seats[i];
    const nameInput = el("input", {
      type: "text", maxlength: 40, autocomplete: "off", value: seat.name,
      placeholder: t("setup.default_name", { n: i + 1 }), "aria-label": t("setup.name_of", { n: i + 1 }),
      oninput: (e) => { seat.name = e.target.value; stats.rename(); picks.refresh(); },
    });
    const kindSelect = el("select", { "aria-label": t("setup.kind_of", { n: i + 1 }),
      onchange: (e) => { seat.kind = e.target.value; renderSeats(); } },
      ["human", "bot"].map((kind) => el("option", { value: kind, selected: seat.kind === kind, text: t(`setup.kind.${kind}`) })));
    const row = el("li", { class: "seat-row" },
      seatBadge(i), nameInput, kindSelect);
    if (seat.kind === "human") {
      // A newcomer is told each rule the first time it comes up in their own decisions.
      row.append(el("label", { class: "newcomer" },
        el("input", { type: "checkbox", checked: Boolean(seat.newcomer), onchange: (e) => { seat.newcomer = e.target.checked; } }),
        el("span", { text: t("setup.newcomer") })));
    }
    if (seat.kind === "bot" && game.bot_levels.length > 1) {
      row.append(el("select", { class: "seat-level", "aria-label": t("setup.level_of", { n: i + 1 }), onchange: (e) => { seat.level = e.target.value; } },
        game.bot_levels.map((level) => el("option", { value: level, selected: seat.level === level, text: levelText(level) }))));
    }
    return row;
  }

  function renderSeats() {
    seatList.replaceChildren(...Array.from({ length: setup.players }, (_, i) => seatRow(i)));
    strength?.show(setup.seats.slice(0, setup.players).some((seat) => seat.kind === "bot"));
    picks.refresh();
    stats.invalidate();
  }

  const countGroup = el("div", { class: "segmented", role: "radiogroup", "aria-label": t("setup.players") },
    Array.from({ length: game.players.max - game.players.min + 1 }, (_, k) => {
      const n = game.players.min + k;
      return el("button", { type: "button", role: "radio", "aria-checked": String(n === setup.players), text: String(n),
        "aria-label": t("setup.player_count", { n }), "data-players": String(n),
        onclick: () => setPlayers(n) });
    }));

  function setPlayers(n) {
    const changed = n !== setup.players;
    setup.players = n;
    if (changed) sidePicks?.reset();
    for (const b of countGroup.children) b.setAttribute("aria-checked", String(Number(b.dataset.players) === n));
    renderSeats();
  }

  // What the options are is the engine's to say: the values of every option, the preset they are
  // (or custom rules) and the player counts they are for. Each change asks again; only the answer
  // to the latest question is shown, and the start waits for it.
  let asked = 0;
  let settled = Promise.resolve();

  function ask(options) {
    const mine = ++asked;
    for (const node of [presetSelect, countGroup]) node.setAttribute("aria-busy", "true");
    const answered = app.engine.call("check_options", { game: game.id, options }).then((answer) => {
      if (mine === asked) show(answer);
    });
    answered.catch(() => {}).finally(() => {
      if (mine !== asked) return;
      for (const node of [presetSelect, countGroup]) node.removeAttribute("aria-busy");
    });
    return answered;
  }

  function check(options) {
    settled = ask(options).catch((err) => { error.textContent = errorText(err); });
  }

  /** The engine's answer on screen. A rule set may be for fewer players than the game (Iceland:
   * 2–4; Keezen's teams: 4 or 6): other counts are disabled, and a count not allowed moves to the
   * nearest allowed one. */
  function show(answer) {
    setup.options = answer.options;
    for (const option of switches) optionInputs[option.id].set(setup.options[option.id]);
    presetSelect.value = answer.preset ?? "custom";
    if (!answer.preset) optionBox.open = true;
    showPresetHelp();
    const counts = answer.players;
    sidePicks?.setAreas(answer.areas);
    for (const b of countGroup.children) b.disabled = !counts.includes(Number(b.dataset.players));
    if (counts.length && !counts.includes(setup.players)) {
      setPlayers(counts.reduce((best, n) => (Math.abs(n - setup.players) < Math.abs(best - setup.players) ? n : best)));
    }
  }

  /** The options that are not switches of a rule set (a data file, a table option) as they are. */
  function notSwitches() {
    return Object.fromEntries(game.options.filter((o) => !switches.includes(o)).map((o) => [o.id, setup.options[o.id]]));
  }

  presetSelect.append(...game.presets.map((p) => el("option", { value: p.id, text: t(`games.${game.id}.preset.${p.id}`) })),
    el("option", { value: "custom", text: t("setup.custom_rules") }));
  const presetHelp = el("p", { id: "preset-help", class: "muted small", "aria-live": "polite" });
  presetSelect.setAttribute("aria-describedby", "preset-help");
  function showPresetHelp() {
    presetHelp.textContent = tMaybe(`games.${game.id}.preset_help.${presetSelect.value}`) ?? "";
    presetHelp.hidden = !presetHelp.textContent;
  }
  presetSelect.addEventListener("change", showPresetHelp);
  presetSelect.addEventListener("change", () => {
    if (presetSelect.value === "custom") return;
    check({ ...notSwitches(), preset: presetSelect.value });
    stats.invalidate();
  });

  // A switch is a checkbox; a choice among several values is a select; a data option is a file.
  function optionControl(option) {
    if (option.kind === "data") return dataControl(app, game, option, setup, () => check(setup.options));
    const id = `option-${option.id}`;
    const label = t(`games.${game.id}.option.${option.id}`);
    const help = el("p", { id: `${id}-help`, class: "muted small", text: t(`games.${game.id}.option.${option.id}_help`) });
    const changed = (value) => { setup.options[option.id] = value; check(setup.options); stats.invalidate(); };
    if (option.values.length === 2 && option.values.every((v) => typeof v === "boolean")) {
      const input = el("input", { type: "checkbox", id, checked: setup.options[option.id] === true,
        "aria-describedby": `${id}-help`, onchange: (e) => changed(e.target.checked) });
      optionInputs[option.id] = { set: (value) => { input.checked = value === true; } };
      return el("li", { class: "option" }, el("label", { for: id, class: "check" }, input, el("span", { text: label })), help);
    }
    const select = el("select", { id, "aria-describedby": `${id}-help`,
      onchange: (e) => changed(option.values[Number(e.target.value)]) },
      option.values.map((value, i) => el("option", { value: String(i), selected: value === setup.options[option.id], text: valueText(option, value) })));
    optionInputs[option.id] = { set: (value) => { select.value = String(option.values.indexOf(value)); } };
    return el("li", { class: "option option-choice" }, el("label", { for: id, class: "stacked" }, el("span", { text: label }), select), help);
  }

  // Switches with a group (a game with many of them) are gathered under the group's heading.
  const optionList = el("div", { class: "option-groups" });
  for (const option of game.options) {
    if (option.kind === "table") continue;
    const group = option.group ?? "";
    let list = [...optionList.children].find((node) => node.dataset.group === group)?.querySelector("ul");
    if (!list) {
      list = el("ul", { class: "option-list" });
      optionList.append(el("section", { class: "option-group", dataset: { group } },
        group ? el("h3", { text: t(`games.${game.id}.group.${group}`) }) : null, list));
    }
    list.append(optionControl(option));
  }
  const optionBox = el("details", { class: "option-box" }, el("summary", { text: t("setup.switches") }), optionList);

  const startButton = el("button", { type: "button", class: "primary big", text: t("setup.start"), onclick: start });
  const error = el("p", { class: "error", role: "alert" });

  async function start() {
    startButton.disabled = true;
    startButton.textContent = app.engine.state.ready ? t("setup.starting") : t("setup.waiting_for_engine");
    await settled; // the options and the player count as the engine last answered them
    const seats = setup.seats.slice(0, setup.players).map((seat, i) => ({
      kind: seat.kind,
      name: (seat.name || "").trim() || t("setup.default_name", { n: i + 1 }),
      level: seat.kind === "bot" ? (game.bot_levels.includes(seat.level) ? seat.level : defaultLevel) : null,
      ...(seat.kind === "human" && seat.newcomer ? { newcomer: true } : {}),
    }));
    // The table-mode choice is remembered even when off; the game keeps its sides only when it is on.
    const sidesKept = setup.tableMode ? { sides: [...setup.sides] } : {};
    setPref("setup", { ...(getPrefs().setup || {}), [game.id]: { players: setup.players, seats: setup.seats, options: setup.options,
      ...(offersTableMode ? { tableMode: Boolean(setup.tableMode), sides: [...setup.sides] } : {}) } });
    // The people at the table, remembered on the device; a name left blank ("Player 2") is nobody.
    const people = startTable(game.id, seats, setup.seats.slice(0, setup.players).map((seat) => Boolean((seat.name || "").trim())));
    try {
      const { state } = await app.engine.call("new_game", {
        game: game.id, players: setup.players, options: setup.options, seed: randomSeed(), seats,
      });
      const now = Date.now();
      const record = writeSave({ id: newId(), game: game.id, created: now, updated: now, revision: 0,
        players: seats.map((s) => s.name), people, over: false, state, log: [],
        setup: { players: setup.players, options: { ...setup.options }, seats, ...sidesKept } }, undefined);
      await app.show("play", { id: record.id });
      keepGames(app);
    } catch (err) {
      error.textContent = t("setup.failed", { reason: errorText(err) });
      startButton.disabled = false;
      startButton.textContent = t("setup.start");
    }
  }

  container.append(
    el("h1", { text: t("setup.title", { game: gameName }) }),
    el("div", { class: "row" }, el("button", { type: "button", onclick: () => app.openRules(game.id), text: t("common.rules") })),
    el("h2", { id: "players-heading", text: t("setup.players") }), countGroup, seatList, strength?.element, picks.element, ...(sidePicks ? [sidePicks.element] : []),
    el("h2", { text: t("setup.rules") }),
    el("label", { class: "stacked" }, el("span", { text: t("setup.rule_set") }), presetSelect),
    presetHelp,
    switches.length > MANY_OPTIONS ? optionBox : optionList,
    stats.element,
    el("div", { class: "row end sticky-actions" }, startButton),
    error,
  );
  renderSeats();
  // Options remembered from an older version may no longer be known: then the game's own defaults.
  settled = ask(setup.options).catch(() => ask({})).catch((err) => { error.textContent = errorText(err); });
  return null;
}

/** After a game is first saved: ask the browser to keep the storage, and on an iPad or iPhone
 * outside the home screen tell the player once how to keep their games. */
function keepGames(app) {
  askToKeep();
  if (firstHomeScreenNote()) app.notify(`${t("saves.home_screen_title")} ${t("saves.home_screen_text")}`);
}
