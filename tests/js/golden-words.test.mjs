// Every legal move and every event of the golden playthroughs (tests/golden.py writes them, with the
// views they are worded with, to fixtures/golden-words.json) through its game's words
// (web/games/<game>/texts.js), in English and in German: each gives a sentence, with every
// placeholder filled, no "undefined", "NaN" or "[object Object]", and no bare i18n key (a string
// missing from the language shows as its key, as the page's t() does).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const LANGUAGES = ["en", "de"];

/** The fixture's values, each kept once in a pool: an array is a list of indices, an object maps keys to indices. */
function unpool({ root, pool }) {
  const made = new Map();
  const value = (index) => {
    if (made.has(index)) return made.get(index);
    const node = pool[index];
    let result = node;
    if (Array.isArray(node)) result = node.map(value);
    else if (node !== null && typeof node === "object") result = Object.fromEntries(Object.entries(node).map(([k, i]) => [k, value(i)]));
    made.set(index, result);
    return result;
  };
  return value(root);
}

const PLAYTHROUGHS = unpool(read("./fixtures/golden-words.json"));

/** The page's t() (web/i18n.js) over one language's strings, without the fallback to English. */
function translator(strings) {
  const lookup = (key) => key.split(".").reduce((node, part) => (node !== null && typeof node === "object" ? node[part] : undefined), strings);
  return (key, args = {}) => {
    const text = lookup(key);
    if (typeof text !== "string") return key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
  };
}

// A key is a namespace of the strings (a top-level key of en.json) followed by dotted words.
const NAMESPACES = Object.keys(read("../../web/i18n/en.json"));
const BARE_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})(?:\\.[a-z0-9_]+)+\\b`);

/** What is wrong with a text shown to a player, or null. */
function fault(text) {
  if (typeof text !== "string" || !text.trim()) return `no sentence (${JSON.stringify(text)})`;
  if (/\{\w+\}/.test(text)) return "a placeholder left";
  for (const word of ["undefined", "NaN", "[object Object]"]) if (text.includes(word)) return `"${word}"`;
  const key = text.match(BARE_KEY);
  if (key) return `the bare key ${key[0]}`;
  return null;
}

// Events told in the line of another on purpose, for which eventText gives no line of their own:
// a Gulek sowing's balls, one drop event each, are told together with the event after them (or after
// the move's events, when it stops at a choice); Stamp Swap's show and end are told by the log
// entries the move wrote (view.log, in the move's summary line).
const TOLD_WITH_OTHERS = { gulek: ["drop"], stamp_swap: ["pinzetta_show", "game_over"] };

const byTexts = new Map();
for (const [name, playthrough] of Object.entries(PLAYTHROUGHS)) {
  if (!byTexts.has(playthrough.texts)) byTexts.set(playthrough.texts, []);
  byTexts.get(playthrough.texts).push([name, playthrough]);
}

/** Every fault of one game's words over its playthroughs, in one language, as readable lines. */
async function faultsOf(folder, playthroughs, lang) {
  const { createTexts } = await import(`../../web/games/${folder}/texts.js`);
  const t = translator(read(`../../web/i18n/${lang}.json`));
  let shown = null;
  // As web/ui/play.js: the names of the view's seats.
  const seatName = (seat) => (shown?.seats?.[seat] ? shown.seats[seat].name : t("setup.default_name", { n: seat + 1 }));
  const texts = createTexts({ t, seatName });
  const faults = [];
  const check = (where, text) => {
    const wrong = fault(text);
    if (wrong) faults.push(`${where}: ${wrong}: ${JSON.stringify(text)}`);
  };
  const silent = TOLD_WITH_OTHERS[folder] ?? [];
  let events = 0;
  let moves = 0;
  for (const [name, { steps }] of playthroughs) {
    let logged = 0;
    steps.forEach((step, index) => {
      const at = `${name} step ${index + 1}`;
      shown = step.view;
      for (const move of step.moves) {
        moves += 1;
        check(`${at} move ${JSON.stringify(move)}`, texts.moveText(move, step.view));
        if (texts.moveButton) check(`${at} button of ${JSON.stringify(move)}`, texts.moveButton(move, step.view));
      }
      shown = step.after;
      const lines = step.events.map((event) => texts.eventText(event, step.after, step.events));
      const summary = texts.batchSummary(step.events, step.after);
      step.events.forEach((event, i) => {
        events += 1;
        const toldLater = silent.includes(event.type) && (lines.slice(i + 1).some((line) => line !== null) || summary !== null);
        if (lines[i] !== null || !toldLater) check(`${at} event ${JSON.stringify(event)}`, lines[i]);
        const banner = texts.bannerText?.(event);
        if (banner !== null && banner !== undefined) check(`${at} banner of ${event.type}`, banner);
      });
      if (summary !== null) check(`${at} summary`, summary);
      // Stamp Swap's events point into the log (event.log): each entry the move wrote is a line of words.
      const log = step.after?.log;
      if (texts.journal && Array.isArray(log)) {
        log.slice(logged).forEach((entry) => check(`${at} log entry ${entry.key}`, texts.journal.entryText(entry, step.after)));
        logged = log.length;
      }
    });
  }
  return { faults, events, moves };
}

for (const [folder, playthroughs] of byTexts) {
  for (const lang of LANGUAGES) {
    test(`${folder}: every move and event of ${playthroughs.length} golden playthrough(s) in words (${lang})`, async () => {
      const { faults, events, moves } = await faultsOf(folder, playthroughs, lang);
      assert.ok(events > 0 && moves > 0, "the playthroughs hold moves and events");
      assert.deepEqual(faults.slice(0, 12), [], `${faults.length} texts are wrong`);
    });
  }
}

test("the fixture holds a playthrough of every game with words of its own", () => {
  assert.deepEqual([...byTexts.keys()].sort(), ["gulek", "gurke", "keezen", "mixed_pickles", "stamp_swap"]);
});
