#!/usr/bin/env python3
"""Serve the browser edition (build/web/) on localhost (make web-serve).

    python3 tools/web_serve.py [--port 8000] [--dir build/web]

Any static host does as well (build/web/ is plain files); this one only makes sure .mjs, .wasm and
.webmanifest go out with the types browsers insist on, sends NAME.gz (made by
tools/web_build.py) with `Content-Encoding: gzip` to a browser that accepts it (the cold load:
~360 KB, not ~790 KB), and never caches (a rebuilt site shows at once; the page's service
worker does the caching).  `Server` is what tests/web uses: it counts the bytes it sends.
"""
import functools
import http.server
import os
import sys
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".webmanifest": "application/manifest+json", ".json": "application/json",
         ".bundle": "application/octet-stream", ".svg": "image/svg+xml"}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)
    counter = None  # a Server, to count the bytes sent

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self):
        """The file's NAME.gz, when there is one and the browser accepts gzip: sent as the file
        itself, compressed on the wire."""
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        gz = path + ".gz"
        if "gzip" not in self.headers.get("Accept-Encoding", "") or not os.path.isfile(gz):
            return super().send_head()
        try:
            f = open(gz, "rb")
        except OSError:
            return super().send_head()
        fs = os.fstat(f.fileno())
        since = self.headers.get("If-Modified-Since")
        if since:  # the service worker's precache asks again (no-cache): unchanged -> 304, no body
            try:
                import email.utils
                if int(fs.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    f.close()
                    self.send_response(304)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError):
                pass
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(fs.st_size))
        self.send_header("Last-Modified", self.date_time_string(fs.st_mtime))
        self.end_headers()
        return f

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        if self.counter is not None:
            self.counter.count(self.path, len(data))

    def log_message(self, *args):
        pass


class Server:
    """build/web/ on 127.0.0.1 in a background thread; `.url`, `.sent` (bytes), `.requests`."""

    def __init__(self, directory, port=0):
        handler = functools.partial(type("H", (Handler,), {"counter": self}), directory=directory)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.sent = 0
        self.requests = []
        self._lock = threading.Lock()
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def count(self, path, n):
        with self._lock:
            self.sent += n
            self.requests.append((path, n))

    def reset(self):
        with self._lock:
            self.sent = 0
            self.requests = []

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="tools/web_serve.py", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--port", type=int, default=8000, help="the local port (default 8000)")
    ap.add_argument("--dir", default=os.path.join(ROOT, "build", "web"), help="what to serve (default build/web)")
    a = ap.parse_args(argv)
    port, directory = a.port, a.dir
    if not os.path.exists(os.path.join(directory, "index.html")):
        print("no %s/index.html: run `make web` first" % directory)
        return 1
    handler = functools.partial(Handler, directory=directory)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    print("serving %s on http://localhost:%d/  (Ctrl+C stops)" % (os.path.relpath(directory), port))
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
