// The explorer's service worker: after the first visit the explorer works offline, and a new
// deploy is announced instead of mixing versions. tools/page.py writes the built copy into
// dist/, replacing the two placeholders below with the build's asset list and version.
//
// Everything the page needs is precached at install (the hashed assets and index.html). Requests
// for precached files are answered from the cache; a navigation to the page (its folder or
// index.html, any query string: the view lives there) gets the cached index.html. Anything else
// goes to the network. A new deploy
// changes this file; the new worker installs and waits, the page shows "A new version is
// available" (web/loading.js), and its Reload button lets the new worker take over.
"use strict";

const VERSION = "__VERSION__";
const ASSETS = __ASSETS__;
const CACHE = "paper-explorer:" + self.registration.scope + ":" + VERSION;

self.addEventListener("install", (event) => {
  // "no-cache": revalidate with the server, so that index.html (the one name without a hash)
  // is never a stale copy from the HTTP cache beside the new hashed files.
  const requests = ASSETS.map((a) => new Request(new URL(a, self.registration.scope).href, { cache: "no-cache" }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(requests)));
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
  // The page itself (its folder or index.html, any query: the view lives there) gets the cached
  // index.html; other paths under the scope (another app, a mistyped path) go to the network.
  const folder = new URL(self.registration.scope).pathname;
  const page = request.mode === "navigate" && (url.pathname === folder || url.pathname === folder + "index.html");
  const key = page ? new URL("index.html", self.registration.scope).href : url.origin + url.pathname;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key).then((cached) => {
        if (!cached) return fetch(request);
        // A host that redirected index.html to its folder: a redirected response cannot
        // answer a navigation, a copy of it can.
        if (cached.redirected) {
          return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers: cached.headers });
        }
        return cached;
      })
    )
  );
});
