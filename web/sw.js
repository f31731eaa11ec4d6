// The service worker: after one visit everything the app needs is in a versioned cache, so the app
// (new games included) works with the network off. build.py fills in the build id and the lists.
// A new build installs beside the old one and waits; the page offers "new version available" and
// only then does the new worker take over, so a game in progress is never pulled from under a player.

const BUILD = "%BUILD%";
const CACHE = `gurkenglas-${BUILD}`;
const PRECACHE = ["%PRECACHE%"];
// The strings and rules of every other language: cached when the player chooses that language (the
// page says so), or when they are first fetched, so a visit downloads one language, not seven.
const LANGUAGES = {"%LANGUAGES%": []};
// The QR scanner, which only pairing a phone needs: cached when the page says a pairing may come (the
// play screen of a game with secrets, "Join a table"), or when first fetched.
const LATER = ["%LATER%"];
const KNOWN = new Set([...Object.values(LANGUAGES).flat(), ...LATER].map((path) => new URL(path, self.registration.scope).href));

// A file whose name carries its content's hash (assets/), or whose folder names the version of what it
// holds (pyodide/<version>/), is the same wherever a copy of it comes from: the service worker takes it
// from the browser's HTTP cache if the page has just fetched it, so a first visit does not download
// Pyodide twice. The page itself and the manifest are checked with the server every time.
const FIXED = /^(assets|pyodide|wheels)\//;
const requestFor = (path) => new Request(path, { cache: FIXED.test(path) ? "default" : "no-cache" });

async function cacheLanguage(lang) {
  const cache = await caches.open(CACHE);
  await cache.addAll((LANGUAGES[lang] || []).map(requestFor));
}

async function cacheLater() {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const path of LATER) if (!(await cache.match(requestFor(path)))) missing.push(path);
  await cache.addAll(missing.map(requestFor));
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map(requestFor))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("gurkenglas-") && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })()
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
  if (event.data && event.data.type === "build") event.source.postMessage({ type: "build", build: BUILD });
  if (event.data && event.data.type === "language") event.waitUntil(cacheLanguage(String(event.data.lang)).catch(() => {}));
  if (event.data && event.data.type === "later") event.waitUntil(cacheLater().catch(() => {}));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // Navigations get the cached page of this build; everything else is looked up as it is.
      const key = request.mode === "navigate" ? new URL("index.html", self.registration.scope).href : request;
      const hit = await cache.match(key, { ignoreSearch: request.mode === "navigate" });
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok && KNOWN.has(request.url)) await cache.put(request, response.clone());
      return response;
    })()
  );
});
