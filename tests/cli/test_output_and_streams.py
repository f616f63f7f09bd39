"""Hostile streams and options: a closed or full stdout, a closed stdin, a modeline with
a line break. An output error is not a verdict; none of them is a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import IO, Any

import pytest

from agilerl.models.manifest import validate_manifest
from tests.cli.helpers import ROOT, assert_no_traceback, run

VALID = "docs/examples/dqn.yaml"
MISTAKES = "docs/examples/broken/mistakes.yaml"


def cli(args: list[str], stdout: int | IO[Any], **kwargs: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "agilerl.cli", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
        **kwargs,
    )


def closed_pipe(args: list[str]) -> subprocess.CompletedProcess[str]:
    """stdout is a pipe nobody reads any more (`... | head -c1` once head has exited)."""
    read, write = os.pipe()
    os.close(read)
    try:
        return cli(args, stdout=write)
    finally:
        os.close(write)


CASES = [
    ["validate", VALID],
    ["validate", "--format", "json", VALID],
    ["validate", MISTAKES],
    ["init", "--preset", "rainbow"],
    ["schema", "manifest"],
    ["explain", "training.max_steps"],
    ["--help"],
    ["validate", "--help"],
]


def _withheld(args: list[str]) -> str:
    """What the output error says after its reason: a verdict command's is withheld."""
    return " (no verdict)" if args[0] in ("validate", "build") and "--help" not in args else ""


@pytest.mark.parametrize("args", CASES, ids=" ".join)
def test_a_closed_pipe_is_an_output_error_not_a_verdict(args: list[str]) -> None:
    done = closed_pipe(args)
    assert done.returncode == 3, done.stderr
    assert done.stderr == (
        f"agilerl-specs: error: cannot write the output: Broken pipe{_withheld(args)}\n"
    )


@pytest.mark.parametrize("unbuffered", ["1", None])
@pytest.mark.parametrize("command", ["schema", "show"])
def test_a_pipe_closed_in_the_middle_of_a_write_is_an_output_error(
    command: str, unbuffered: str | None, tmp_path: Path
) -> None:
    """`agilerl-specs schema | head -c 10`: the reader leaves while a write larger than the
    pipe holds is blocked. The kernel then returns the part written (and a SIGPIPE,
    ignored); with PYTHONUNBUFFERED, sys.stdout writes straight to a FileIO, and
    TextIOWrapper took that part for the whole: the output cut short, exit status 0."""
    args = ["schema", "manifest"]  # 280 KB, more than a pipe holds
    if command == "show":
        wrappers = ", ".join(["gymnasium.wrappers.X"] * 10_000)
        big = tmp_path / "big.yaml"
        environment = f"{{name: CartPole-v1, wrappers: [{wrappers}]}}"
        big.write_text(f"algorithm: {{name: PPO}}\nenvironment: {environment}\n")
        args = ["show", str(big)]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    env.update({"PYTHONUNBUFFERED": unbuffered} if unbuffered else {})
    proc = subprocess.Popen(
        [sys.executable, "-m", "agilerl.cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env=env,
    )
    assert proc.stdout is not None
    assert proc.stderr is not None
    assert proc.stdout.read1(10)  # the write has begun: the pipe is full and it waits
    time.sleep(1)
    proc.stdout.close()
    assert proc.wait(timeout=120) == 3
    assert proc.stderr.read() == b"agilerl-specs: error: cannot write the output: Broken pipe\n"


def closed_stdout(args: list[str]) -> subprocess.CompletedProcess[str]:
    """`agilerl-specs ... >&-`: fd 1 closed before Python starts (sys.stdout is None)."""
    return subprocess.run(
        ["sh", "-c", 'exec "$0" -m agilerl.cli "$@" >&-', sys.executable, *args],
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


@pytest.mark.parametrize("args", CASES, ids=" ".join)
def test_a_closed_stdout_is_an_output_error_not_a_verdict(args: list[str]) -> None:
    """Python starts with sys.stdout None: each command that prints fails with 3, and
    says so once, never with a traceback (it was exit 1 and an AttributeError)."""
    done = closed_stdout(args)
    assert done.returncode == 3, done.stderr
    assert done.stderr == (
        "agilerl-specs: error: cannot write the output: standard output is closed"
        f"{_withheld(args)}\n"
    )


def test_a_closed_stdout_keeps_the_verdict_of_a_command_that_prints_nothing(
    tmp_path: Path,
) -> None:
    """`validate -q` of a valid file and `init -o FILE` write nothing to stdout... but
    init says what it wrote, so only the quiet verdict keeps its status."""
    assert closed_stdout(["validate", "-q", VALID]).returncode == 0
    invalid = closed_stdout(["validate", "-q", MISTAKES])
    assert invalid.returncode == 3  # its problems are output that cannot be written


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("args", [*CASES[:4], ["build", "docs/examples/rainbow_cartpole.yaml"]])
def test_a_full_disk_is_an_output_error_not_a_verdict(args: list[str]) -> None:
    if args[0] == "build":
        pytest.importorskip("torch")
    with open("/dev/full", "w") as full:
        done = cli(args, stdout=full)
    assert done.returncode == 3, done.stderr
    assert done.stderr == (
        f"agilerl-specs: error: cannot write the output: No space left on device{_withheld(args)}\n"
    )


def test_build_json_to_a_closed_pipe() -> None:
    pytest.importorskip("torch")
    done = closed_pipe(["build", "--format", "json", "docs/examples/rainbow_cartpole.yaml"])
    assert done.returncode == 3
    assert "Traceback" not in done.stderr


def test_a_readable_pipe_still_gets_the_verdict() -> None:
    done = cli(["validate", VALID], stdout=subprocess.PIPE)
    assert done.returncode == 0
    assert done.stdout.startswith(f"{VALID}: valid (")


def test_validate_stdin_when_fd_0_is_closed() -> None:
    """`agilerl-specs validate - <&-`: Python starts with sys.stdin None."""
    done = subprocess.run(
        ["sh", "-c", 'exec "$0" -m agilerl.cli validate - <&-', sys.executable],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert done.stdout == "<stdin>: cannot read standard input: it is closed\n"
    assert "Traceback" not in done.stderr
    as_json = subprocess.run(
        ["sh", "-c", 'exec "$0" -m agilerl.cli validate --format json - <&-', sys.executable],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=120,
    )
    assert as_json.returncode == 2
    (report,) = json.loads(as_json.stdout)["files"]
    assert report["status"] == "unreadable"


def test_validate_stdin_set_to_none_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    from agilerl.cli import _validate

    monkeypatch.setattr(sys, "stdin", None)
    report = _validate.check("-")
    assert (report.status, report.problems[0].message) == (
        "unreadable",
        "cannot read standard input: it is closed",
    )


BAD_REFS = [
    "a\nb",
    "a\rb",
    "x\nalgorithm: {name: DQN}",
    "\x00",
    "\x1b[31m",
    "a\x85b",
    "a\u2028b",
    "\ufeff",
    "\ud800",
]


@pytest.mark.parametrize("ref", BAD_REFS, ids=ascii)
def test_init_refuses_a_schema_ref_that_would_break_the_file(ref: str, tmp_path: Path) -> None:
    out = tmp_path / "m.yaml"
    result = run("init", "--schema-ref", ref, "-o", str(out))
    assert result.exit_code == 2, result.output
    assert "Invalid value for '--schema-ref': must be one line of printable characters" in (
        result.stderr
    )
    assert not out.exists()
    assert_no_traceback(result)


@pytest.mark.parametrize("ref", ["../schema/manifest.schema.json", "https://example.org/s é#x", ""])
def test_init_with_an_unusual_schema_ref_is_valid(ref: str) -> None:
    result = run("init", "--schema-ref", ref)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[0] == f"# yaml-language-server: $schema={ref}"
    assert validate_manifest(result.stdout)[2] == []
