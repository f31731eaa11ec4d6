// Firefox for the page tests: puppeteer-core drives Debian's Firefox ESR over WebDriver BiDi, and
// this script lets the Python tests use it. One request per line on stdin, one answer per line on
// stdout ({ id, ok, value } or { id, ok: false, error }); anything else goes to stderr.
//
// Requests: newPage { width, height, beside } -> page id (beside: a page whose browser context the
// new page joins, in a window of its own, so that both are shown and neither is throttled); goto,
// reload; evaluate { source, arg } (a JavaScript function's source, called with arg in the page);
// click { source, arg } (the element the function finds is clicked as a pointer would; false if it
// found none); viewport { width, height }; screenshot { path }; watched (the script errors and the
// requests that left the machine so far); closePage (its browser context goes with its last page);
// quit.

import readline from "node:readline";
import puppeteer from "puppeteer-core";

const LOCAL = new Set(["127.0.0.1", "localhost"]);
const executablePath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

// Everything Firefox would fetch by itself goes to a proxy that is not there; 127.0.0.1 is never
// proxied. Together with the request log below, nothing reaches another host unnoticed.
const prefs = {
  "network.proxy.type": 1,
  "network.proxy.http": "127.0.0.1",
  "network.proxy.http_port": 9,
  "network.proxy.ssl": "127.0.0.1",
  "network.proxy.ssl_port": 9,
  "network.proxy.share_proxy_settings": true,
  "network.proxy.no_proxies_on": "127.0.0.1,localhost",
  "network.dns.disablePrefetch": true,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "app.update.enabled": false,
  "browser.safebrowsing.malware.enabled": false,
  "browser.safebrowsing.phishing.enabled": false,
  // WebRTC host candidates with real addresses, not mDNS names: nothing here answers mDNS, so two
  // pages could not reach each other.
  "media.peerconnection.ice.obfuscate_host_addresses": false,
};

const browser = await puppeteer.launch({
  browser: "firefox", executablePath, headless: true, extraPrefsFirefox: prefs, protocolTimeout: 180000,
});
const pages = new Map();
let nextPage = 1;

function watch(page) {
  const seen = { errors: [], outside: [] };
  page.on("console", (message) => { if (message.type() === "error") seen.errors.push(message.text()); });
  page.on("pageerror", (error) => seen.errors.push(`page error: ${error.message ?? error}`));
  page.on("request", (request) => {
    const url = request.url();
    if (/^(https?|wss?):/.test(url) && !LOCAL.has(new URL(url).hostname)) seen.outside.push(url);
  });
  return seen;
}

const call = (source, arg) => `(${source})(${JSON.stringify(arg ?? null)})`;

// A pointer taps where the control is: as Playwright does before a click, wait (a second at most)
// until its box stays put over two frames, so a page still laying itself out (a first visit, a
// notice coming in) does not move another control under the click.
async function untilStill(element) {
  for (let i = 0; i < 10; i++) {
    const still = await element.evaluate((node) => new Promise((done) => {
      const a = node.getBoundingClientRect();
      setTimeout(() => done(true), 500); // a page that draws no frames (hidden) is not waited for
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const b = node.getBoundingClientRect();
        done(a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
      }));
    }));
    if (still) return;
  }
}

const handlers = {
  async newPage({ width, height, beside }) {
    const context = beside ? pages.get(beside).context : await browser.createBrowserContext();
    const page = await context.newPage(beside ? { type: "window" } : undefined);
    await page.setViewport({ width, height });
    const id = nextPage++;
    pages.set(id, { context, page, seen: watch(page) });
    return id;
  },
  async goto({ page, url }) { await page.goto(url, { waitUntil: "load", timeout: 120000 }); },
  async reload({ page }) { await page.reload({ waitUntil: "load", timeout: 120000 }); },
  async evaluate({ page, source, arg }) { return await page.evaluate(call(source, arg)); },
  async click({ page, source, arg }) {
    const handle = await page.evaluateHandle(call(source, arg));
    const element = handle.asElement();
    if (!element) {
      await handle.dispose();
      return false;
    }
    try {
      await untilStill(element);
      await element.click();
      return true;
    } catch {
      return false; // the control went away under the click (the page redrew it): not clicked
    } finally {
      await element.dispose().catch(() => {});
    }
  },
  async viewport({ page, width, height }) { await page.setViewport({ width, height }); },
  async screenshot({ page, path }) { await page.screenshot({ path }); },
  async watched({ seen }) { return seen; },
  async closePage({ id, context, page }) {
    pages.delete(id);
    if ([...pages.values()].some((entry) => entry.context === context)) await page.close();
    else await context.close();
  },
};

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  const { id, op, ...args } = JSON.parse(line);
  if (op === "quit") break;
  const entry = pages.get(args.page);
  try {
    const value = await handlers[op]({ ...args, ...(entry ? { id: args.page, ...entry } : {}) });
    process.stdout.write(JSON.stringify({ id, ok: true, value: value ?? null }) + "\n");
  } catch (error) {
    process.stdout.write(JSON.stringify({ id, ok: false, error: String(error?.message ?? error) }) + "\n");
  }
}
await browser.close();
