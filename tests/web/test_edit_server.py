"""The server of `agilerl-specs edit`, without a browser: loopback only, the token, Host and
Origin checks, the reading it gives the page, and atomic saves of the one file."""

from __future__ import annotations

import codecs
import json
import re
import signal
import stat
import sys
import time
from importlib import resources
from pathlib import Path

import pytest

from agilerl.cli._edit_server import ASSET_PACKAGE, ASSETS, read_text
from agilerl.models.manifest import validate_manifest
from tests import sockets
from tests.cli.helpers import run
from tests.web.editor_server import edit_process, post, request, running

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "dqn.yaml"


@pytest.fixture
def manifest(tmp_path: Path) -> Path:
    path = tmp_path / "run.yaml"
    path.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def test_listens_on_loopback_only(manifest: Path) -> None:
    with running(manifest) as server:
        assert server.httpd.server_address[0] == "127.0.0.1"
        assert server.url.startswith(f"http://127.0.0.1:{server.port}/{server.token}/")
        assert len(server.token) >= 40  # secrets.token_urlsafe(32)


def test_the_page_and_its_assets_need_the_token(manifest: Path) -> None:
    with running(manifest) as server:
        status, headers, body = request(server, "GET", f"/{server.token}/")
        assert status == 200
        assert b"editor.js" in body
        assert "default-src 'none'" in headers["Content-Security-Policy"]
        for route in ASSETS:
            assert request(server, "GET", f"/{server.token}/{route}")[0] == 200, route
        wrong = server.token[:-1] + ("A" if server.token[-1] != "A" else "B")
        for target in ("/", "/editor.js", "/api/file", f"/{wrong}/", f"/{wrong}/api/file",
                       f"/{server.token}", "/x/" + server.token + "/"):  # fmt: skip
            status, _, body = request(server, "GET", target)
            assert status == 403, target
            assert server.token.encode() not in body


def test_foreign_host_origin_and_site_are_refused(manifest: Path) -> None:
    with running(manifest) as server:
        page = f"/{server.token}/api/file"
        for host in (f"localhost:{server.port}", "attacker.test", "127.0.0.1", None):
            assert request(server, "GET", page, headers={"Host": host})[0] == 403, host
        for origin in ("http://attacker.test", "null", f"http://localhost:{server.port}"):
            assert request(server, "GET", page, headers={"Origin": origin})[0] == 403, origin
        assert request(server, "GET", page, headers={"Sec-Fetch-Site": "cross-site"})[0] == 403
        assert request(server, "GET", page, headers={"Sec-Fetch-Site": "same-site"})[0] == 403
        status, _, body = request(server, "GET", page, headers={"Sec-Fetch-Site": "same-origin"})
        assert status == 200
        assert json.loads(body)["text"] == manifest.read_text()


def _raw(server, head: str, body: bytes = b"") -> bytes:
    """The status line of the answer to a request written byte for byte."""
    import socket

    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as conn:
        conn.sendall(head.replace("\n", "\r\n").encode() + b"\r\n" + body)
        return conn.makefile("rb").readline()


def test_a_host_or_origin_given_twice_is_refused(manifest: Path) -> None:
    """The check read the first Host (or Origin) only: a second one, naming another site,
    passed."""
    with running(manifest) as server:
        ours, page = f"127.0.0.1:{server.port}", f"/{server.token}/api/file"
        for hosts in ([ours, "attacker.test"], ["attacker.test", ours], [ours, ours]):
            head = f"GET {page} HTTP/1.1\n" + "".join(f"Host: {h}\n" for h in hosts)
            assert _raw(server, head).startswith(b"HTTP/1.0 403 "), hosts
        assert _raw(server, f"GET {page} HTTP/1.1\nHost: {ours}\n").startswith(b"HTTP/1.0 200 ")
        body = b'{"text": "a: 1"}'
        post = (
            f"POST /{server.token}/api/read HTTP/1.1\nHost: {ours}\n"
            f"Content-Type: application/json\nContent-Length: {len(body)}\n"
        )
        for origins in ([server.origin, "http://attacker.test"], [server.origin] * 2):
            head = post + "".join(f"Origin: {o}\n" for o in origins)
            assert _raw(server, head, body).startswith(b"HTTP/1.0 403 "), origins
        head = post + f"Origin: {server.origin}\n"
        assert _raw(server, head, body).startswith(b"HTTP/1.0 200 ")
        site = f"GET {page} HTTP/1.1\nHost: {ours}\nSec-Fetch-Site: same-origin\n"
        assert _raw(server, site + "Sec-Fetch-Site: cross-site\n").startswith(b"HTTP/1.0 403 ")


def test_clients_that_never_finish_a_request_cannot_hold_the_server(manifest: Path) -> None:
    """Slowloris: each connection had a thread of its own for as long as its client kept
    sending a byte every 30 s, without bound, until the process ran out of file
    descriptors (the accept loop then spun, and the page was no longer served). Past
    MAX_PENDING connections still sending their request, the oldest is closed."""
    import select
    import socket
    import threading

    from agilerl.cli._edit_server import MAX_PENDING

    with running(manifest) as server:
        idle = threading.active_count()
        held = []
        for _ in range(MAX_PENDING + 40):
            conn = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            conn.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1")  # and never more
            held.append(conn)
        status, _, _ = request(server, "GET", f"/{server.token}/api/file")
        assert status == 200
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # closed by the server: readable, at EOF
            closed = select.select(held, [], [], 0.5)[0]
            if len(held) - len(closed) <= MAX_PENDING:
                break
        assert all(conn.recv(1) == b"" for conn in closed)
        assert len(held) - len(closed) <= MAX_PENDING
        assert threading.active_count() - idle <= MAX_PENDING + 1
        for conn in held:
            conn.close()


def test_a_client_that_leaves_early_prints_no_traceback(manifest: Path, capfd) -> None:
    """A client that reset its connection (a browser tab closed mid-request) printed
    "Exception occurred during processing of request" and a traceback on the terminal."""
    import socket
    import struct

    with running(manifest) as server:
        for _ in range(5):
            conn = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            conn.sendall(b"GET / HTTP/1.1\r\nHo")
            time.sleep(0.05)  # the server is reading the request
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            conn.close()  # a reset
        time.sleep(0.5)
        assert request(server, "GET", f"/{server.token}/api/file")[0] == 200
    assert capfd.readouterr().err == ""


def test_writes_need_the_pages_origin_and_json(manifest: Path) -> None:
    before = manifest.read_bytes()
    with running(manifest) as server:
        save = f"/{server.token}/api/save"
        body = {"text": "pwned: 1\n", "force": True}
        assert request(server, "POST", save, body=body)[0] == 403  # no Origin
        foreign = {"Origin": "http://attacker.test"}
        assert request(server, "POST", save, headers=foreign, body=body)[0] == 403
        form = {"Origin": server.origin, "Content-Type": "text/plain"}
        assert request(server, "POST", save, headers=form, body=body)[0] == 415
        rebound = {"Origin": server.origin, "Host": "attacker.test"}
        assert request(server, "POST", save, headers=rebound, body=body)[0] == 403
        assert request(server, "PUT", save, headers={"Origin": server.origin})[0] == 405
    assert manifest.read_bytes() == before


def test_read_gives_the_clis_reading(manifest: Path) -> None:
    text = manifest.read_text(encoding="utf-8").replace("learn_step: 1", "learn_step: 0x10")
    with running(manifest) as server:
        status, reading = post(server, "api/read", {"text": text})
    assert status == 200
    assert reading["problems"] == []
    _, data, _ = validate_manifest(text)
    assert reading["data"] == data
    assert reading["data"]["algorithm"]["learn_step"] == 16
    marks = {tuple(path): (line, column) for path, line, column in reading["marks"]}
    line = text.splitlines().index("  learn_step: 0x10") + 1
    assert marks[("algorithm", "learn_step")] == (line, 3)


def test_read_of_broken_text_gives_the_clis_syntax_problems() -> None:
    text = "algorithm:\n  name: DQN\ntraining:\n\tmax_steps: 5\n"
    reading = read_text(text)
    _, _, expected = validate_manifest(text)
    syntax = [p for p in expected if p.rule == "syntax"]
    assert syntax
    assert [(p["message"], p["line"], p["column"]) for p in reading["problems"]] == [
        (p.message, p.line, p.column) for p in syntax
    ]
    assert read_text("a: [1\n")["data"] is None


def test_save_is_atomic_keeps_the_mode_and_writes_only_that_file(manifest: Path) -> None:
    manifest.chmod(0o640)
    folder = sorted(manifest.parent.iterdir())
    text = "# a comment kept\n" + manifest.read_text(encoding="utf-8") + "# the end\n"
    with running(manifest) as server:
        post(server, "api/read", {"text": text})  # reading writes nothing
        status, reply = post(server, "api/save", {"text": text, "base": _sha(manifest)})
        assert status == 200, reply
        assert manifest.read_text(encoding="utf-8") == text
        assert stat.S_IMODE(manifest.stat().st_mode) == 0o640
        assert sorted(manifest.parent.iterdir()) == folder  # no temporary file left
        # changed on disk since: refused unless forced
        manifest.write_text("algorithm: {name: DQN}\n", encoding="utf-8")
        status, reply = post(server, "api/save", {"text": text, "base": reply["sha256"]})
        assert status == 409
        assert reply["changed"]
        assert manifest.read_text(encoding="utf-8") == "algorithm: {name: DQN}\n"
        status, _ = post(server, "api/save", {"text": text, "base": None, "force": True})
        assert status == 200
        assert manifest.read_text(encoding="utf-8") == text


def test_save_keeps_the_byte_order_mark_the_file_began_with(manifest: Path) -> None:
    text = manifest.read_text(encoding="utf-8")
    manifest.write_bytes(codecs.BOM_UTF8 + text.encode("utf-8"))
    with running(manifest) as server:
        status, _, raw = request(server, "GET", f"/{server.token}/api/file")
        state = json.loads(raw)
        assert status == 200
        assert state["text"] == text  # the page edits the text without the mark
        edited = "# edited\n" + text
        status, reply = post(server, "api/save", {"text": edited, "base": state["sha256"]})
        assert status == 200, reply
    assert manifest.read_bytes() == codecs.BOM_UTF8 + edited.encode("utf-8")
    assert reply["sha256"] == _sha(manifest)


def test_save_through_a_symlink_writes_its_target(manifest: Path, tmp_path: Path) -> None:
    link = tmp_path / "link.yaml"
    link.symlink_to(manifest)
    with running(link) as server:
        status, _ = post(server, "api/save", {"text": "x: 1\n", "base": _sha(manifest)})
    assert status == 200
    assert link.is_symlink()
    assert manifest.read_text() == "x: 1\n"


def test_a_file_replaced_after_the_start_is_refused_never_followed_or_waited_on(
    manifest: Path, tmp_path: Path, capfd
) -> None:
    """The server read the file with Path.read_bytes: a FIFO put in its place hung the
    request for ever (a save, holding the lock, hung every later save), a symbolic link
    was followed (its target's text served), a directory or non-UTF-8 bytes ended the
    request with a traceback and no answer, and no size was too large."""
    import os

    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET\n", encoding="utf-8")
    saved = {"text": "a: 2\n", "base": None}
    replacements = {  # what happened; whether a forced save may replace it
        "a FIFO": (lambda: os.mkfifo(manifest), False),
        "a symbolic link": (lambda: manifest.symlink_to(secret), False),
        "a directory": (lambda: manifest.mkdir(), False),
        "not UTF-8": (lambda: manifest.write_bytes(b"a: \xff\n"), True),
        "more than": (lambda: manifest.write_bytes(b"#" * (10 * 1024 * 1024 + 1)), True),
    }
    with running(manifest) as server:
        for why, (replace, replaceable) in replacements.items():
            manifest.unlink()
            replace()
            start = time.monotonic()
            status, _, body = request(server, "GET", f"/{server.token}/api/file")
            assert status == 409, (why, body[:200])
            assert why in json.loads(body)["error"], body[:200]
            assert b"SECRET" not in body
            status, reply = post(server, "api/save", saved)
            assert status == 409, (why, reply)
            assert reply["changed"] is replaceable, (why, reply)  # the page offers to force
            assert replaceable or why in reply["error"], reply
            status, reply = post(server, "api/save", {**saved, "force": True})
            if replaceable:
                assert status == 200, (why, reply)
            else:
                assert status == 500, (why, reply)
                assert f"it is {why}; only a regular file is replaced" in reply["error"]
            assert time.monotonic() - start < 10, why
            if manifest.is_dir():
                manifest.rmdir()
            else:
                manifest.unlink()
            manifest.write_text("a: 1\n", encoding="utf-8")
        status, reply = post(server, "api/save", {**saved, "base": _sha(manifest)})
        assert status == 200, reply  # the lock was not kept
    assert manifest.read_text(encoding="utf-8") == "a: 2\n"
    assert secret.read_text(encoding="utf-8") == "TOP SECRET\n"
    assert "Traceback" not in capfd.readouterr().err


def test_new_file_starts_as_the_starter_and_is_created_on_save(tmp_path: Path) -> None:
    target = tmp_path / "new.yaml"
    result = run("init", "--preset", "dqn")
    from agilerl.cli._edit import _check_file

    start = _check_file(target)
    assert start == result.stdout
    with running(target, start_text=start) as server:
        status, _, body = request(server, "GET", f"/{server.token}/api/file")
        state = json.loads(body)
        assert status == 200
        assert state["exists"] is False
        assert state["text"] == start
        assert not target.exists()
        status, _ = post(server, "api/save", {"text": start, "base": None})
    assert status == 200
    assert target.read_text(encoding="utf-8") == start


def test_without_a_file_nothing_is_saved(tmp_path: Path) -> None:
    with running(None) as server:
        status, reply = post(server, "api/save", {"text": "x: 1\n", "base": None})
    assert status == 409
    assert "without a file" in reply["error"]
    assert list(tmp_path.iterdir()) == []


def test_oversized_bodies_are_refused(manifest: Path) -> None:
    with running(manifest) as server:
        headers = {
            "Origin": server.origin,
            "Content-Type": "application/json",
            "Content-Length": str(10**9),
        }
        status, _, _ = request(server, "POST", f"/{server.token}/api/read", headers=headers)
    assert status == 413


def test_hostile_bodies_are_answered_not_a_traceback(manifest: Path, capfd) -> None:
    """A JSON nesting bomb (json.loads' recursion) and a lone surrogate in the text to
    save once ended the request thread with a traceback and no answer."""
    before = manifest.read_bytes()
    with running(manifest) as server:
        for route in ("api/read", "api/save"):
            bomb = b'{"text": "a: 1", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
            status, _, body = request(
                server, "POST", f"/{server.token}/{route}", headers={"Origin": server.origin},
                body=bomb,
            )  # fmt: skip
            assert (status, body) == (400, b'refused: the body must be {"text": "..."}\n')
        status, reply = post(server, "api/save", {"text": "a: \ud800\n", "force": True})
        assert status == 400
        assert reply["error"] == "not saved: lone surrogate '\\ud800' in the text: not Unicode"
        status, reading = post(server, "api/read", {"text": "a: \ud800\n"})
        assert status == 200
        assert reading["problems"][0]["rule"] == "read"
    assert manifest.read_bytes() == before
    assert "Traceback" not in capfd.readouterr().err


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda p: p.mkdir(), "it is a directory"),
        (lambda p: None, "does not exist"),  # in a missing folder
        (lambda p: p.write_bytes(b"\xff\xfe"), "not UTF-8"),
    ],
)
def test_files_that_cannot_be_edited_are_one_line_errors(tmp_path: Path, make, expected) -> None:
    path = tmp_path / "m.yaml"
    if expected == "does not exist":
        path = tmp_path / "missing" / "m.yaml"
    make(path)
    result = run("edit", str(path), "--no-open")
    assert result.exit_code == 2
    assert result.stderr.startswith("agilerl-specs: error: cannot edit ")
    assert expected in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.skipif(not sockets.supported(), reason="reads /proc/net (Linux)")
def test_the_command_serves_on_loopback_and_stops_on_ctrl_c(manifest: Path) -> None:
    with edit_process(
        [sys.executable, "-m", "agilerl.cli", "edit", str(manifest), "--no-open"]
    ) as proc:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        assert line.startswith(f"editing {manifest} at http://127.0.0.1:"), line
        deadline = time.monotonic() + 10
        found = []
        while not found and time.monotonic() < deadline:
            found = sockets.listeners(proc.pid)
        assert found
        assert sockets.non_loopback(found) == [], found
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0


def test_the_installed_package_ships_the_page() -> None:
    """The page comes from the installed package (no Node.js, no network at run time), and
    it is the page generated from this tree."""
    shipped = resources.files(ASSET_PACKAGE)
    for name, _ in ASSETS.values():
        data = shipped.joinpath(name).read_bytes()
        source = ROOT / "generated" / "editor" / name
        assert data == source.read_bytes(), f"installed {name} differs from generated/editor"
        assert b"DO NOT EDIT" in data[:2000]
    assert "LICENSES.txt" in {p.name for p in shipped.iterdir()}
    page = shipped.joinpath("index.html").read_text(encoding="utf-8")
    assert "//" not in "".join(re.findall(r'(?:src|href)="([^"]*)"', page))  # relative URLs only


def _sha(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_ctrl_c_before_the_loop_starts_still_stops_at_once(
    manifest: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Ctrl+C that lands before serve_forever runs (a busy machine widens that window)
    once made the command wait forever for a loop that never ran."""
    import threading

    from agilerl.cli import _edit_server
    from tests.cli.helpers import run

    def interrupted(self: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(_edit_server.EditorServer, "serve_forever", interrupted)
    outcome: list[int] = []
    worker = threading.Thread(
        target=lambda: outcome.append(run("edit", str(manifest), "--no-open").exit_code),
        daemon=True,
    )
    worker.start()
    worker.join(timeout=30)
    assert outcome == [0]
