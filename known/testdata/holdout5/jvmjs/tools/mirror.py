#!/usr/bin/env python3
"""A local stand-in for a CI artifact mirror: serves a directory over HTTP (on 127.0.0.1) and,
like Nexus or Artifactory, answers FILE.sha1 / FILE.md5 with the checksum of FILE.

usage: mirror.py PORT DIRECTORY [FILES]
FILES, when given, is served under /files/ (plain downloads for the jobs' curl steps).
"""
import functools, hashlib, http.server, os, sys


class Handler(http.server.SimpleHTTPRequestHandler):
    files = None

    def translate_path(self, path):
        if self.files and path.startswith("/files/"):
            rel = path[len("/files/"):].split("?", 1)[0]
            return os.path.join(self.files, *[p for p in rel.split("/") if p not in ("", ".", "..")])
        return super().translate_path(path)

    def log_message(self, fmt, *args):  # quiet: the build's own output is what we record
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        for ext, algo in ((".sha1", "sha1"), (".md5", "md5")):
            if path.endswith(ext) and not os.path.exists(path) and os.path.isfile(path[: -len(ext)]):
                with open(path[: -len(ext)], "rb") as f:
                    body = hashlib.new(algo, f.read()).hexdigest().encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self._body = body
                return None
        return super().send_head()

    def do_GET(self):
        self._body = None
        f = self.send_head()
        if self._body is not None:
            self.wfile.write(self._body)
        elif f:
            try:
                self.copyfile(f, self.wfile)
            finally:
                f.close()


def main():
    port, directory = int(sys.argv[1]), sys.argv[2]
    Handler.files = sys.argv[3] if len(sys.argv) > 3 else None
    handler = functools.partial(Handler, directory=directory)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as srv:
        srv.serve_forever()


if __name__ == "__main__":
    main()
