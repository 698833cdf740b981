// Offline: every file of the site, cached on install under a name that changes with the build
// (tools/web_build.py fills in the version and the list).  Cache first, the network after.
const CACHE = "handheld-cards-@VERSION@";
const FILES = @FILES@;

self.addEventListener("install", (e) => {
  // cache: "reload": the files as the server has them now, never a stale copy from the HTTP cache
  const fresh = FILES.map((f) => new Request(f, { cache: "reload" }));
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
