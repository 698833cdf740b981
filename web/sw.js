// Offline: every file of the site, cached on install under a name that changes with the build
// (tools/web_build.py fills in the version and the list).  Cache first, the network after.
const CACHE = "handheld-cards-@VERSION@";
const FILES = @FILES@;

self.addEventListener("install", (e) => {
  // cache: "no-cache": asked again of the server (a stale HTTP-cache copy never slips in), which
  // answers 304 for what the page has just downloaded, so the first visit costs no second download
  const fresh = FILES.map((f) => new Request(f, { cache: "no-cache" }));
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(fresh)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("handheld-cards-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  e.respondWith(
    caches.open(CACHE).then((c) =>
      c.match(req, { ignoreSearch: true }).then((hit) => hit || fetch(req)),
    ),
  );
});
