"""A small static server for dist/, optionally under a sub-path as GitHub Pages serves a project."""

from __future__ import annotations

import contextlib
import functools
import http.server
import socketserver
import sys
import threading
from pathlib import Path
from typing import ClassVar

TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".whl": "application/zip",
    ".zip": "application/zip",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    base = "/"

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.base):
            return str(Path(self.directory) / "__outside_base__")
        return super().translate_path("/" + path[len(self.base):])

    def do_GET(self) -> None:
        if self.base != "/" and self.path.rstrip("/") == self.base.rstrip("/") and not self.path.endswith("/"):
            self.send_response(301)
            self.send_header("Location", self.base)
            self.end_headers()
            return
        super().do_GET()

    def end_headers(self) -> None:
        # Hashed assets never change; the page and the service worker must always be checked.
        if "/assets/" in self.path or "/wheels/" in self.path or "/pyodide/" in self.path:
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_request(self, code="-", size="-") -> None:
        # Every request answered with an error is kept, for the tests to tell (a missing file, say).
        status = int(code) if str(code).isdigit() else 0  # "-": no status (a request that could not be read)
        if status >= 400:
            self.server.failures.append(f"{status} {self.path}")
        super().log_request(code, size)

    def log_message(self, format: str, *args) -> None:
        if self.server_quiet:
            return
        super().log_message(format, *args)

    server_quiet = False


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    quiet = False

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.failures: list[str] = []  # "404 /path" for every request answered with an error

    def handle_error(self, request, client_address) -> None:
        # A browser that hangs up mid-download (a reload, a closed tab) is no error worth a traceback.
        if self.quiet and isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int, base: str = "/", quiet: bool = False) -> Server:
    base = "/" + base.strip("/") + "/" if base.strip("/") else "/"
    handler = type("BoundHandler", (Handler,), {"base": base, "server_quiet": quiet})
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    server.quiet = quiet
    return server


def serve_forever(directory: Path, port: int, base: str = "/") -> None:
    server = make_server(directory, port, base)
    host, real_port = server.server_address[:2]
    print(f"Serving {directory} at http://{host}:{real_port}{Handler.base if base == '/' else base}  (Ctrl+C stops)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


def serve_in_thread(directory: Path, base: str = "/") -> tuple[Server, str]:
    """For tests and benchmarks: a quiet server on a free port; returns it and its root URL."""
    server = make_server(directory, 0, base, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    root_base = "/" + base.strip("/") + "/" if base.strip("/") else "/"
    return server, f"http://{host}:{port}{root_base}"
