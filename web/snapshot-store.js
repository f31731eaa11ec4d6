// Where the engine worker keeps its memory snapshot between visits: one entry in the browser's Cache
// Storage, under a key naming the build it belongs to (Pyodide's version and the hash of the site's Python),
// with the SHA-256 of its bytes. A snapshot of another build is never found; one whose bytes no
// longer match their digest is thrown away. Storing a new one removes every older one.

const CACHE = "snapshot.gurkenglas"; // not "gurkenglas-…": the service worker clears those on updates
const DIGEST = "x-snapshot-sha256";

const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
const digestOf = async (bytes) => hex(await crypto.subtle.digest("SHA-256", bytes));

/** The cache key of `build`'s snapshot, under the site's own address (`root`). */
export const snapshotKey = (root, build) => new URL(`engine-snapshot/${build}`, root).href;

/** The stored snapshot of this build, checked against its digest; null if there is none (or no storage). */
export async function findSnapshot(key) {
  if (!self.caches) return null;
  const cache = await caches.open(CACHE);
  const response = await cache.match(key);
  if (!response) return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (await digestOf(bytes) !== response.headers.get(DIGEST)) {
    await cache.delete(key);
    throw new Error("the stored snapshot is damaged");
  }
  return bytes;
}

/** Keep `bytes` as this build's snapshot, in place of any other. Resolves to the bytes kept. */
export async function keepSnapshot(key, bytes) {
  const cache = await caches.open(CACHE);
  for (const old of await cache.keys()) await cache.delete(old);
  const headers = { "content-type": "application/octet-stream", [DIGEST]: await digestOf(bytes) };
  await cache.put(key, new Response(bytes, { headers }));
  return bytes.length;
}

/** Forget this build's snapshot (it failed to restore). */
export async function dropSnapshot(key) {
  if (self.caches) await (await caches.open(CACHE)).delete(key);
}
