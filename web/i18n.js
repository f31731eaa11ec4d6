// Every visible string goes through t(key, args). The seven languages are those of the rule seeds.
// Elements with data-i18n get their text, data-i18n-attr="attr:key;attr:key" their attributes.

import { assetUrl } from "./build-info.js";

export const LANGUAGES = ["en", "de", "nl", "fr", "it", "es", "pl"];
const listeners = new Set();
let strings = {};
let fallback = {};
let current = "en";

export function preferredLanguage(saved) {
  if (LANGUAGES.includes(saved)) return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return "en";
}

async function loadStrings(lang) {
  const response = await fetch(assetUrl(`i18n/${lang}.json`));
  if (!response.ok) throw new Error(`language ${lang}: HTTP ${response.status}`);
  return response.json();
}

export async function setLanguage(lang) {
  if (!LANGUAGES.includes(lang)) lang = "en";
  if (!Object.keys(fallback).length) fallback = await loadStrings("en");
  strings = lang === "en" ? fallback : await loadStrings(lang);
  current = lang;
  document.documentElement.lang = lang;
  translateTree(document);
  for (const listener of listeners) listener(lang);
}

export const language = () => current;

export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function lookup(table, key) {
  let node = table;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return undefined;
    node = node[part];
  }
  return node;
}

/** The string for `key` with {placeholders} filled from `args`; the key itself if it is missing. */
export function t(key, args = {}) {
  let text = lookup(strings, key);
  if (typeof text !== "string") text = lookup(fallback, key);
  if (typeof text !== "string") {
    console.warn(`missing string: ${key}`);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

/** Same as t(), but for a key that may legitimately be missing. */
export function tMaybe(key, args = {}) {
  return typeof lookup(strings, key) === "string" || typeof lookup(fallback, key) === "string" ? t(key, args) : null;
}

/** Words for an error: the engine's and the saves' typed errors by code, in the player's language. */
export function errorText(error) {
  const code = error && error.code;
  return (code && tMaybe(`errors.${code}`)) || String((error && error.message) || error);
}

export function translateTree(root) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of node.dataset.i18nAttr.split(";")) {
      const [attr, key] = pair.split(":");
      node.setAttribute(attr, t(key));
    }
  }
}

export function formatNumber(value, digits = 0) {
  return new Intl.NumberFormat(current, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

export function formatDate(ms) {
  return new Intl.DateTimeFormat(current, { dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));
}
