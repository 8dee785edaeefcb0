/*
 * The shop's service worker. It keeps the built, content-hashed files under /assets/ for repeat
 * visits (cache-first: a hashed file never changes). It never caches pages (HTML documents) or API
 * answers: those are personal or change, and the server and CDN cache them correctly already.
 *
 * The server replaces __BUILD_VERSION__ with the build's version, so every deploy installs a new
 * worker, whose activation deletes the previous build's cache.
 */
const VERSION = "__BUILD_VERSION__";
const CACHE_PREFIX = "shop-assets-";
const ASSET_CACHE = CACHE_PREFIX + VERSION;
// Files of earlier deploys that are still asked for (an open tab) are kept, up to this many.
const MAX_ENTRIES = 300;

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== ASSET_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

function isBuiltAsset(request) {
  if (request.method !== "GET" || request.mode === "navigate" || request.destination === "document") return false;
  const url = new URL(request.url);
  return url.origin === self.location.origin && url.pathname.startsWith("/assets/") && url.search === "";
}

function isCacheable(response) {
  if (!response || !response.ok || response.type !== "basic") return false;
  const type = response.headers.get("Content-Type") || "";
  const cacheControl = response.headers.get("Cache-Control") || "";
  return !type.startsWith("text/html") && !/no-store|private/.test(cacheControl);
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
}

async function cacheFirst(event) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isCacheable(response)) {
    event.waitUntil(cache.put(event.request, response.clone()).then(() => trim(cache)));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  // Anything else (pages, /api/, images, fonts from the CMS) goes to the network untouched.
  if (isBuiltAsset(event.request)) event.respondWith(cacheFirst(event));
});
