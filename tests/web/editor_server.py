"""Helpers for the editor tests: a server of `agilerl-specs edit` in a thread or a
process, raw requests."""

from __future__ import annotations

import http.client
import json
import signal
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from agilerl.cli._edit_server import EditorServer


@contextmanager
def edit_process(command: list[str], **kwargs: Any) -> Iterator[subprocess.Popen[str]]:
    """``command`` (an ``edit`` command line) as a process whose first stdout line is its
    URL, and which Ctrl+C stops: a run in the background of a shell (CI, nohup) ignores
    SIGINT, which the child would inherit and never see, so the child takes the default.
    A process still running when the block ends is killed."""
    proc = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        **kwargs,
    )
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@contextmanager
def running(path: Path | None, **kwargs: Any) -> Iterator[EditorServer]:
    """An editor server for ``path``, serving in a thread until the block ends."""
    server = EditorServer(path, **kwargs)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        thread.join(timeout=10)


def request(
    server: EditorServer,
    method: str,
    target: str,
    *,
    headers: dict[str, str] | None = None,
    body: Any = None,
) -> tuple[int, dict[str, str], bytes]:
    """One raw HTTP request (``Host`` is the server's unless ``headers`` says otherwise)."""
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
        sent = {"Host": f"127.0.0.1:{server.port}", **(headers or {})}
        data = None
        if body is not None:
            data = body if isinstance(body, bytes) else json.dumps(body).encode()
            sent.setdefault("Content-Type", "application/json")
            sent["Content-Length"] = str(len(data))
        for name, value in sent.items():
            if value is not None:
                conn.putheader(name, value)
        conn.endheaders(data)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def post(server: EditorServer, route: str, body: Any) -> tuple[int, Any]:
    """A POST from the editor's own page: its token, Host and Origin."""
    status, _, raw = request(
        server, "POST", f"/{server.token}/{route}", headers={"Origin": server.origin}, body=body
    )
    return status, json.loads(raw)
