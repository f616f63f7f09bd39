"""A minimal Language Server Protocol client over stdio, for tests: JSON-RPC 2.0 with
Content-Length framing, requests with timeouts, and the diagnostics the server pushes."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import threading
import time
from pathlib import Path
from typing import IO, Any

Message = dict[str, Any]


class LanguageServerError(RuntimeError):
    pass


class Client:
    """Start ``command`` and talk to it; answer the server's own requests with ``settings``."""

    def __init__(self, command: list[str], root: Path, settings: dict[str, Any]) -> None:
        self.settings = settings
        self.process = subprocess.Popen(
            command,
            cwd=root,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self._messages: queue.Queue[Message | None] = queue.Queue()
        self._diagnostics: dict[str, list[Message]] = {}
        self._next_id = 0
        self._opened: set[str] = set()
        assert self.process.stdout is not None
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        self.root = root

    # ---- framing ----

    def _read(self, stream: IO[bytes]) -> None:
        while True:
            headers: dict[str, str] = {}
            while True:
                line = stream.readline()
                if not line:
                    self._messages.put(None)
                    return
                text = line.decode("ascii").strip()
                if not text:
                    break
                name, _, value = text.partition(":")
                headers[name.lower()] = value.strip()
            body = stream.read(int(headers["content-length"]))
            self._messages.put(json.loads(body))

    def _send(self, message: Message) -> None:
        assert self.process.stdin is not None
        data = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
        self.process.stdin.flush()

    # ---- messages ----

    def notify(self, method: str, params: Any) -> None:
        self._send({"method": method, "params": params})

    def request(self, method: str, params: Any, timeout: float = 30) -> Any:
        self._next_id += 1
        ident = self._next_id
        self._send({"id": ident, "method": method, "params": params})
        reply = self._wait(lambda m: m.get("id") == ident and "method" not in m, timeout, method)
        if "error" in reply:
            raise LanguageServerError(f"{method}: {reply['error']}")
        return reply.get("result")

    def diagnostics(self, uri: str, timeout: float = 30) -> list[Message]:
        """The diagnostics the server published for ``uri`` (waiting for the first)."""
        if uri not in self._diagnostics:
            self._wait(lambda _: uri in self._diagnostics, timeout, f"diagnostics of {uri}")
        return self._diagnostics.pop(uri)

    def _wait(self, done: Any, timeout: float, what: str) -> Message:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise LanguageServerError(f"timed out after {timeout}s waiting for {what}")
            try:
                message = self._messages.get(timeout=left)
            except queue.Empty:
                continue
            if message is None:
                raise LanguageServerError(f"the server exited: {self._stderr()}")
            self._dispatch(message)
            if done(message):
                return message

    def _dispatch(self, message: Message) -> None:
        method = message.get("method")
        if method == "textDocument/publishDiagnostics":
            params = message["params"]
            self._diagnostics[params["uri"]] = params["diagnostics"]
        elif method is not None and "id" in message:  # a request from the server
            result: Any = None
            if method == "workspace/configuration":
                items = message["params"]["items"]
                result = [self.settings.get(item.get("section", ""), None) for item in items]
            self._send({"id": message["id"], "result": result})

    def _stderr(self) -> str:
        if self.process.poll() is None or self.process.stderr is None:
            return ""
        return self.process.stderr.read().decode("utf-8", "replace")[-2000:]

    # ---- life cycle ----

    def initialize(self) -> Any:
        capabilities = {
            "workspace": {"configuration": True},
            "textDocument": {
                "publishDiagnostics": {},
                "completion": {
                    "completionItem": {
                        "documentationFormat": ["markdown", "plaintext"],
                        "snippetSupport": False,
                    }
                },
                "hover": {"contentFormat": ["markdown", "plaintext"]},
            },
        }
        result = self.request(
            "initialize",
            {
                "processId": os.getpid(),
                "rootUri": self.root.as_uri(),
                "capabilities": capabilities,
                "workspaceFolders": [{"uri": self.root.as_uri(), "name": self.root.name}],
            },
        )
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": self.settings})
        return result

    def open(self, uri: str, text: str, language: str = "yaml") -> None:
        """Open a document. Each URI once: the server publishes empty diagnostics when a
        document closes, which a later open of the same URI could mistake for its own."""
        if uri in self._opened:
            raise LanguageServerError(f"{uri} was opened before; use a fresh URI")
        self._opened.add(uri)
        item = {"uri": uri, "languageId": language, "version": 1, "text": text}
        self.notify("textDocument/didOpen", {"textDocument": item})

    def close(self, uri: str) -> None:
        self.notify("textDocument/didClose", {"textDocument": {"uri": uri}})

    def shutdown(self) -> None:
        try:
            if self.process.poll() is None:
                self.request("shutdown", None, timeout=10)
                self.notify("exit", None)
                self.process.wait(timeout=10)
        except (LanguageServerError, OSError, subprocess.TimeoutExpired):
            pass
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait(timeout=10)
