// The explorer's service worker: after the first visit the explorer works offline, and a new
// deploy is announced instead of mixing versions. tools/page.py writes the built copy into
// dist/, replacing the two placeholders below with the build's asset list and version.
//
// Everything the page needs is precached at install (the hashed assets and index.html). Requests
// for precached files are answered from the cache; a page navigation (any query string: the view
// lives there) gets the cached index.html. Anything else goes to the network. A new deploy
// changes this file; the new worker installs and waits, the page shows "A new version is
// available" (web/loading.js), and its Reload button lets the new worker take over.
"use strict";

const VERSION = "__VERSION__";
const ASSETS = __ASSETS__;
const CACHE = "paper-explorer:" + self.registration.scope + ":" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS.map((a) => new URL(a, self.registration.scope).href))));
});

self.addEventListener("activate", (event) => {
  const mine = "paper-explorer:" + self.registration.scope + ":";
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(mine) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!url.href.startsWith(self.registration.scope)) return;
  const page = request.mode === "navigate";
  const key = page ? new URL("index.html", self.registration.scope).href : url.origin + url.pathname;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key).then((cached) => cached || fetch(request))
    )
  );
});
