// The service worker: keeps the app shell (the versioned static files) so that a return visit starts without the
// network, and answers a page load without a connection with a friendly offline page.
// The server writes the release's version and the shell's addresses into the two strings below when it starts
// (unoduo/web/assets.py), so each release has new bytes here: the browser installs the new worker, which caches the
// new shell and deletes the old one. The game itself (the WebSocket, /ws) never passes through a service worker.

const VERSION = "__UNODUO_VERSION__";
const SHELL = "__UNODUO_SHELL__";
const CACHE = `unoduo-shell-${VERSION}`;
const API_CACHE = "unoduo-api";
const VERSIONED = `/static/v/${VERSION}/`;
const OFFLINE_PAGE = `${VERSIONED}offline.html`;
// GET answers kept for offline use: server facts and translation catalogs (no game state, no tokens).
const API_KEPT = /^\/api\/(meta|i18n\/[A-Za-z_-]+)$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => names.filter((name) => name.startsWith("unoduo-shell-") && name !== CACHE))
      .then((old) => Promise.all(old.map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Versioned files never change: the cache first, else the network (and keep what came). */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The network first (fresh facts and catalogs); the last copy kept only when the network fails. */
async function networkFirst(request) {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

/** Pages come from the server (the app's entry point is small and revalidated); offline, a page that says so. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith(VERSIONED)) {
    event.respondWith(cacheFirst(request));
  } else if (API_KEPT.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
  // everything else (other API calls, old unversioned addresses) goes to the network as if there were no worker
});
