"""A server for the first-visit test and the start-up benchmark: dist/ under the sub-path the tests
use, plus pages of the benchmark's own, noting every file it sends (with status 200) so that a
visit's downloads can be listed and added up (as sent, and as the same files would be sent gzipped)."""

from __future__ import annotations

import gzip
import threading
from dataclasses import dataclass, field
from pathlib import Path

from browser import BASE
from devserver import Handler, Server

TYPES = {".html": "text/html", ".js": "text/javascript"}


@dataclass
class CountingServer:
    server: Server
    root: str
    dist: Path
    extra: dict[str, bytes]
    sent: list[str] = field(default_factory=list)
    _sizes: dict[str, tuple[int, int]] = field(default_factory=dict)

    def sizes(self, rels: list[str]) -> tuple[int, int]:
        """Bytes of these files as sent, and gzipped."""
        raw = packed = 0
        for rel in rels:
            if rel not in self._sizes:
                data = self.extra.get(rel) or (self.dist / (rel or "index.html")).read_bytes()
                self._sizes[rel] = (len(data), len(gzip.compress(data, 9)))
            raw, packed = raw + self._sizes[rel][0], packed + self._sizes[rel][1]
        return raw, packed

    def shutdown(self) -> None:
        self.server.shutdown()


def serve(dist: Path, extra: dict[str, bytes]) -> CountingServer:
    """`dist` served quietly on a free port under BASE, and `extra` (path under BASE -> bytes)."""
    counting: CountingServer

    class Counting(Handler):
        base = BASE
        server_quiet = True
        status = 0

        def send_response(self, code: int, message: str | None = None) -> None:
            self.status = code
            super().send_response(code, message)

        def do_GET(self) -> None:
            path = self.path.split("?", 1)[0]
            rel = path[len(BASE):] if path.startswith(BASE) else None
            if rel in extra:
                body = extra[rel]
                self.send_response(200)
                self.send_header("Content-Type", TYPES[Path(rel).suffix])
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            else:
                super().do_GET()
            if rel is not None and self.status == 200:
                counting.sent.append(rel)

    def handler(*args, **kwargs):
        return Counting(*args, directory=str(dist), **kwargs)

    server = Server(("127.0.0.1", 0), handler)
    server.quiet = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    counting = CountingServer(server, f"http://{host}:{port}{BASE}", dist, extra)
    return counting
