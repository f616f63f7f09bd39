"""The local server behind ``agilerl-specs edit``: the page, its assets and one file.

A local tool, not a service. It listens on 127.0.0.1 only; every request must carry the
random token in its path (``/TOKEN/...``) and name this server in ``Host``
(``127.0.0.1:PORT``, so a DNS-rebound name is refused); a request with an ``Origin`` or
``Sec-Fetch-Site`` other than its own is refused (each header given once at most), and a
write (``POST``) must come from its own page (``Origin``) with a JSON body (which a
cross-site form cannot send). It reads and writes the one file it was given, nothing else.

Routes under ``/TOKEN/``: the page (``""``) and its assets, shipped in the package
(``agilerl.cli._editor_web``, built by ``nox -s generate``); ``api/file`` (GET: the
file's text and its SHA-256); ``api/read`` (POST: YAML or JSON text read as the CLI reads
it: the data, the line and column of each path, the reading notes, or the problems of
unreadable text; the page judges the data with the JavaScript validator); ``api/save``
(POST: the text, written atomically).
"""

from __future__ import annotations

import codecs
import contextlib
import hashlib
import hmac
import json
import os
import secrets
import socket
import stat
import sys
import threading
from collections.abc import Sequence
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from typing import Any

from agilerl.cli._app import Failure
from agilerl.cli._write import file_kind, write_file
from agilerl.models._text import SyntaxProblems, TextError, parse
from agilerl.models._text.limits import MAX_BYTES
from agilerl.models._text.source import check_text, decode, first_surrogate, read_fd
from agilerl.models.overrides import Override, OverrideError, apply_overrides

HOST = "127.0.0.1"
#: The shipped page and its assets, by the name they are served under.
ASSETS = {
    "": ("index.html", "text/html; charset=utf-8"),
    "editor.js": ("editor.js", "text/javascript; charset=utf-8"),
    "editor.css": ("editor.css", "text/css; charset=utf-8"),
    "schema.js": ("schema.js", "text/javascript; charset=utf-8"),
    "editor.worker.js": ("editor.worker.js", "text/javascript; charset=utf-8"),
    "yaml.worker.js": ("yaml.worker.js", "text/javascript; charset=utf-8"),
}
ASSET_PACKAGE = "agilerl.cli._editor_web"
#: Largest request body: a manifest at the byte limit, each byte escaped in JSON (\\u00XX).
MAX_BODY = 6 * MAX_BYTES + 4096
#: The page may load only what this server sends (Monaco styles itself inline; its icon
#: font is inlined as a data: URL).
CSP = (
    "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; "
    "style-src 'self' 'unsafe-inline'; font-src 'self' data:; img-src 'self' data:; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


#: Connections still sending their request, at most. Past it the oldest of them is closed,
#: so clients that never finish a request (or trickle a byte at a time) hold neither a
#: thread nor a file descriptor each for long, and the page's own requests are served.
MAX_PENDING = 32


class _HTTPServer(ThreadingHTTPServer):
    """A thread per connection, with at most :data:`MAX_PENDING` of them still reading
    their request (the handler says when it has read it: :meth:`request_read`)."""

    daemon_threads = True
    request_queue_size = MAX_PENDING  # listen()'s backlog (socketserver's default: 5)

    def __init__(self, address: tuple[str, int], handler: type[BaseHTTPRequestHandler]) -> None:
        super().__init__(address, handler)
        self.pending: dict[socket.socket, None] = {}  # in arrival order: oldest first
        self.pending_lock = threading.Lock()

    def process_request(self, request: Any, client_address: Any) -> None:
        with self.pending_lock:
            while len(self.pending) >= MAX_PENDING:
                oldest = next(iter(self.pending))
                del self.pending[oldest]
                with contextlib.suppress(OSError):  # its thread reads the end, and ends
                    oldest.shutdown(socket.SHUT_RDWR)
            self.pending[request] = None
        super().process_request(request, client_address)

    def request_read(self, request: Any) -> None:
        """``request``'s connection has sent its whole request: no longer pending."""
        with self.pending_lock:
            self.pending.pop(request, None)

    def shutdown_request(self, request: Any) -> None:
        self.request_read(request)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client that left (a reset, a closed tab) is not an error of ours: no
        traceback on the terminal. Anything else is printed, as socketserver does."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class EditorError(Exception):
    """The file cannot be edited (unreadable, not UTF-8, a directory): one line.
    ``regular``: it is a regular file still (a save may replace it)."""

    def __init__(self, message: str, *, regular: bool = False) -> None:
        super().__init__(message)
        self.regular = regular


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def asset(name: str) -> bytes:
    """A shipped asset of the page; EditorError when the package lacks it."""
    try:
        return resources.files(ASSET_PACKAGE).joinpath(name).read_bytes()
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError) as exc:
        raise EditorError(
            f"the editor's page is not installed ({ASSET_PACKAGE}/{name} is missing); "
            "reinstall agilerl-specs"
        ) from exc


def read_file(path: Path) -> bytes | None:
    """The bytes of the edited file (``path``: resolved when the server started); None when
    it does not exist. :class:`EditorError` when it is no longer a regular file (a
    symbolic link, FIFO or directory put in its place: never followed, never waited on),
    holds more than :data:`MAX_BYTES` or cannot be read."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError:  # ELOOP: a symbolic link (O_NOFOLLOW); or a permission
        try:
            mode = os.lstat(path).st_mode
        except OSError as exc:
            raise EditorError(f"cannot read {path}: {exc.strerror or exc}") from None
        raise EditorError(f"{path} is now {file_kind(mode)}, not a regular file") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise EditorError(f"{path} is now {file_kind(mode)}, not a regular file")
        os.set_blocking(fd, True)
        return read_fd(fd, timeout=None)
    except TextError as exc:  # past the byte limit, or a read error
        raise EditorError(f"{path}: {exc.message}", regular=True) from None
    finally:
        os.close(fd)


def _problem(error: TextError, rule: str) -> dict[str, Any]:
    return {
        "path": list(error.path),
        "message": error.message,
        "rule": rule,
        "line": error.line,
        "column": error.column,
    }


def read_text(text: str, overrides: Sequence[Override] = ()) -> dict[str, Any]:
    """``text`` read as ``agilerl-specs validate`` reads a file: the JSON data (``None``
    when unreadable), the line and column of each path (``marks``), the reading notes, the
    alias links, and the problems of the text itself (syntax; the data is then what could
    be read past them, if anything). ``overrides`` (``edit --set``) are applied to the
    data, and listed (``overrides``: text, path and the notes on the value) so that the
    page names the override of a problem in a value one wrote, as the CLI does."""
    try:
        parsed = parse(check_text(text))
    except SyntaxProblems as exc:
        problems = [_problem(e, e.rule or "syntax") for e in exc.errors]
        if exc.recovered is None:
            return {"data": None, "problems": problems}
        return _overridden({**_parsed(exc.recovered), "problems": problems}, overrides)
    except TextError as exc:
        return {"data": None, "problems": [_problem(exc, exc.rule or "read")]}
    return _overridden({**_parsed(parsed), "problems": []}, overrides)


def _overridden(reading: dict[str, Any], overrides: Sequence[Override]) -> dict[str, Any]:
    listed = [
        {
            "text": o.text,
            "path": list(o.path),
            "notes": [[list(path), note] for path, note in o.notes.items()],
        }
        for o in overrides
    ]
    try:
        data = apply_overrides(reading["data"], overrides)
    except OverrideError as exc:
        failed = exc.override or overrides[0]
        problem = {
            "path": list(failed.path),
            "message": exc.reason,
            "rule": "override",
            "line": None,
            "column": None,
            "override": failed.text,
        }
        return {**reading, "data": None, "overrides": listed, "problems": [problem]}
    return {**reading, "data": data, "overrides": listed}


def _parsed(parsed: Any) -> dict[str, Any]:
    return {
        "data": parsed.data,
        "marks": [[list(path), line, column] for path, (line, column) in parsed.marks.items()],
        "notes": [[list(path), note] for path, note in parsed.notes.items()],
        "aliases": [[list(path), list(target)] for path, target in parsed.aliases.items()],
    }


class EditorServer:
    """The page and the API for one file (``path``; ``None``: a scratch text, no save).

    ``start_text`` is the text of a file that does not exist yet (it is created on save).
    """

    def __init__(
        self,
        path: Path | None,
        *,
        port: int = 0,
        start_text: str = "",
        token: str | None = None,
        overrides: Sequence[Override] = (),
    ) -> None:
        self.path = path
        self.overrides = tuple(overrides)
        """``edit --set``: applied to every reading, never written to the file."""
        self.target = Path(os.path.realpath(path)) if path is not None else None
        self.start_text = start_text
        self.bom = False
        """Whether the file the page last read began with a UTF-8 byte-order mark (the page
        edits the text without it; a save writes it back)."""
        self.token = token or secrets.token_urlsafe(32)
        self.lock = threading.Lock()
        self.httpd = _HTTPServer((HOST, port), _handler(self))
        self.port: int = self.httpd.server_address[1]
        self.origin = f"http://{HOST}:{self.port}"
        self.url = f"{self.origin}/{self.token}/"

    def file_state(self) -> dict[str, Any]:
        """What the page shows first: the file's name, text and SHA-256 (``None`` when
        absent); :class:`EditorError` when the file cannot be edited now (:func:`read_file`,
        or not UTF-8 text)."""
        if self.target is None:
            return {"name": None, "text": self.start_text, "sha256": None, "exists": False}
        raw = read_file(self.target)
        if raw is None:
            return {
                "name": str(self.path),
                "text": self.start_text,
                "sha256": None,
                "exists": False,
            }
        try:
            text = decode(raw)
        except TextError as exc:
            raise EditorError(f"{self.path}: {exc.message}") from None
        self.bom = raw.startswith(codecs.BOM_UTF8)
        return {"name": str(self.path), "text": text, "sha256": sha256(raw), "exists": True}

    def save(self, text: str, base: str | None, force: bool) -> tuple[int, dict[str, Any]]:
        """Write ``text``, unless the file changed on disk since ``base`` (its SHA-256 when
        the page read it; ``None``: absent) and ``force`` is off. A byte-order mark the
        file began with when the page read it is written before the text again."""
        if self.target is None:
            return 409, {"error": "started without a file: nothing to save to"}
        if first_surrogate(text) is not None:  # JSON's "\\ud800": not Unicode, no UTF-8
            try:
                check_text(text)
            except TextError as exc:
                return 400, {"error": f"not saved: {exc.message}"}
        if self.bom and not text.startswith("\ufeff"):
            text = "\ufeff" + text
        data = text.encode("utf-8")
        if len(data) > MAX_BYTES:
            return 413, {"error": f"{len(data)} bytes, more than {MAX_BYTES}: not saved"}
        with self.lock:
            if not force:
                try:
                    raw = read_file(self.target)
                except EditorError as exc:  # changed, into something a save may replace?
                    return 409, {"error": f"not saved: {exc}", "changed": exc.regular}
                if (None if raw is None else sha256(raw)) != base:
                    return 409, {
                        "error": "the file changed on disk since it was opened: not saved",
                        "changed": True,
                    }
            try:  # whole or not at all, the file's permissions kept (agilerl.cli._write)
                write_file(self.target, text, force=True)
            except Failure as exc:
                return 500, {"error": f"not saved: {exc.format_message()}"}
        return 200, {"saved": str(self.path), "sha256": sha256(data)}

    def serve_forever(self) -> None:
        self.httpd.serve_forever(poll_interval=0.2)

    def shutdown(self) -> None:
        """Stop :meth:`serve_forever` running in another thread, then close."""
        self.httpd.shutdown()
        self.close()

    def close(self) -> None:
        """Close the listening socket (once :meth:`serve_forever` has returned in this
        thread: ``shutdown`` would wait for a loop that is not running, forever when a
        Ctrl+C came before the loop began)."""
        self.httpd.server_close()


def _handler(server: EditorServer) -> type[BaseHTTPRequestHandler]:
    class Handler(_Handler):
        editor = server

    return Handler


class _Handler(BaseHTTPRequestHandler):
    editor: EditorServer
    server_version = "agilerl-specs-edit"
    sys_version = ""
    timeout = 30  # a client that stops sending is dropped

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the terminal shows the URL; requests are not logged

    # ---- refusals ----

    def _refuse(self, status: int, reason: str) -> None:
        self._send(status, reason.encode() + b"\n", "text/plain; charset=utf-8")

    def _route(self) -> str | None:
        """The route under ``/TOKEN/`` when the request may be answered; else refuse it."""
        ours = f"{HOST}:{self.editor.port}"
        if self.headers.get_all("Host") != [ours]:  # exactly one, ours
            self._refuse(403, f"refused: Host must be {ours}")
            return None
        origin = self.headers.get_all("Origin") or []
        if origin not in ([], [self.editor.origin]):
            self._refuse(403, "refused: request from another origin")
            return None
        site = self.headers.get_all("Sec-Fetch-Site") or []
        if site not in ([], ["same-origin"], ["none"]):
            self._refuse(403, "refused: cross-site request")
            return None
        parts = self.path.split("?", 1)[0].split("/", 2)  # "", TOKEN, route
        token = parts[1] if len(parts) > 1 else ""
        if len(parts) < 3 or not hmac.compare_digest(token.encode(), self.editor.token.encode()):
            self._refuse(403, "refused: no valid token in the URL")
            return None
        return parts[2]

    # ---- responses ----

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.send_header("Content-Security-Policy", CSP)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, payload: Any) -> None:
        body = json.dumps(payload, allow_nan=False, ensure_ascii=False).encode("utf-8")
        self._send(status, body, "application/json; charset=utf-8")

    def _read(self) -> None:
        """The whole request is read: this connection is no longer pending."""
        assert isinstance(self.server, _HTTPServer)
        self.server.request_read(self.connection)

    def do_GET(self) -> None:
        self._read()
        route = self._route()
        if route is None:
            return
        if route == "api/file":
            try:
                self._json(200, self.editor.file_state())
            except EditorError as exc:
                self._json(409, {"error": str(exc)})
        elif route in ASSETS:
            name, content_type = ASSETS[route]
            try:
                body = asset(name)
            except EditorError as exc:
                self._refuse(500, str(exc))
                return
            self._send(200, body, content_type)
        else:
            self._refuse(404, "not found")

    do_HEAD = do_GET

    def do_POST(self) -> None:
        route = self._route()
        if route is None:
            return
        if self.headers.get("Origin") != self.editor.origin:
            self._refuse(403, "refused: a write must come from the editor's own page (Origin)")
            return
        if self.headers.get("Content-Type", "").split(";")[0].strip() != "application/json":
            self._refuse(415, "refused: the body must be application/json")
            return
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            self._refuse(411, "refused: Content-Length required")
            return
        if not 0 <= length <= MAX_BODY:
            self._refuse(413, "refused: body too large")
            return
        try:
            raw = self.rfile.read(length)
            self._read()
            body = json.loads(raw)
            text = body["text"]
            if not isinstance(text, str):
                raise TypeError
        except (ValueError, KeyError, TypeError, RecursionError):  # a nesting bomb too
            self._refuse(400, 'refused: the body must be {"text": "..."}')
            return
        if route == "api/read":
            self._json(200, read_text(text, self.editor.overrides))
        elif route == "api/save":
            base = body.get("base")
            try:
                status, payload = self.editor.save(
                    text, base if isinstance(base, str) else None, body.get("force") is True
                )
            except OSError as exc:
                status, payload = 500, {"error": f"not saved: {exc.strerror or exc}"}
            self._json(status, payload)
        else:
            self._refuse(404, "not found")

    def _not_allowed(self) -> None:
        self._read()
        if self._route() is not None:
            self._refuse(HTTPStatus.METHOD_NOT_ALLOWED, "method not allowed")

    do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _not_allowed
