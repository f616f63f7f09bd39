"""Each limit of docs/yaml.md holds: the worst inputs we know end in a refusal (or a
verdict) within the stated bound, measured in a fresh process: CPU seconds, so that a
busy 2-core machine does not make the test flaky, and peak resident memory.

The bound stated in docs/yaml.md: 60 CPU seconds on its reference machine, and 512 MiB,
for any input; the figures measured there are in its worst-case table. CPU time depends
on the machine, so the tests hold each case to the 60 seconds scaled by this machine's
calibration (``hostile_cases.calibration``) over the reference machine's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from functools import cache
from pathlib import Path

import pytest

from agilerl.models._text import limits
from agilerl.models.manifest import ManifestReadError, load_manifest
from tests.conftest import ROOT
from tests.models.hostile_cases import CASES

#: The bound of docs/yaml.md on its reference machine, and that machine's calibration.
CPU_BOUND_S = 60.0
REFERENCE_CALIBRATION_S = 0.57
MEMORY_BOUND_MIB = 512.0
SCRIPT = Path(__file__).with_name("hostile_cases.py")


@cache
def cpu_bound_s() -> float:
    """:data:`CPU_BOUND_S` in this machine's CPU seconds: scaled by its calibration (taken
    once, in a fresh process like the cases) over the reference machine's."""
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), "calibration"],
        capture_output=True, text=True, timeout=120, check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    return CPU_BOUND_S * json.loads(proc.stdout)["cpu_s"] / REFERENCE_CALIBRATION_S


EXPECTED = {
    "json_list_10mib": "[99999]: the document holds more than 100000 values; refused",
    "yaml_flow_list_10mib": "a[99998]: the document holds more than 100000 values; refused",
    "yaml_block_map_10mib": "k99999: the document holds more than 100000 values; refused",
    "yaml_comment_10mib": "a: unknown field 'a'",
    "yaml_plain_scalar_10mib": "a: unknown field 'a'",
    "yaml_quoted_scalar_10mib": "a: unknown field 'a'",
    "json_string_10mib": "algorithm: missing required field 'algorithm'",
    "json_deep_nesting": "the document nests more than 64 mappings or sequences; refused",
    "yaml_deep_nesting": "the document nests more than 64 mappings or sequences; refused",
    "yaml_merge_bomb": "more than 100000 values once aliases are expanded (an alias bomb?)",
    "yaml_alias_bomb": "more than 100000 values once aliases are expanded (an alias bomb?)",
    "json_huge_integer": "replay_buffer.max_size: a number of 10485696 characters (at most 1000)",
    "yaml_syntax_errors_250kib": "YAML syntax: a tab indents line 25001",
    "dev_zero": ": more than 10485760 bytes; refused (the limit for a manifest)",
}


@pytest.mark.slow
@pytest.mark.cpu_bound
@pytest.mark.parametrize("case", sorted(CASES))
def test_worst_case_within_the_stated_bound(case: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), case],
        capture_output=True, text=True, timeout=300, check=True, env=env,
    )  # fmt: skip
    result = json.loads(proc.stdout)
    assert EXPECTED[case] in result["verdict"], result
    assert result["cpu_s"] < cpu_bound_s(), (result, cpu_bound_s())
    assert result["peak_mib"] < MEMORY_BOUND_MIB, result


def test_every_case_has_an_expectation() -> None:
    assert set(EXPECTED) == set(CASES)


def test_a_fifo_nobody_writes_to_is_refused_at_the_timeout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(limits, "READ_TIMEOUT_S", 0.5)
    fifo = tmp_path / "f.yaml"
    os.mkfifo(fifo)
    start = time.monotonic()
    with pytest.raises(ManifestReadError, match=r"no end of file within 0.5 s"):
        load_manifest(fifo)
    assert time.monotonic() - start < 10


def test_a_fifo_with_a_writer_is_read(tmp_path: Path) -> None:
    fifo = tmp_path / "f.yaml"
    os.mkfifo(fifo)

    def write() -> None:
        with fifo.open("w") as out:
            out.write("algorithm: {name: DQN}\nreplay_buffer: {max_size: 1_000}\n")
            out.write("environment: {name: CartPole-v1}\n")

    writer = threading.Thread(target=write)
    writer.start()
    try:
        assert load_manifest(fifo).replay_buffer.max_size == 1000  # type: ignore[union-attr]
    finally:
        writer.join(timeout=10)


def test_a_fifo_that_never_ends_is_refused_at_the_byte_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(limits, "MAX_BYTES", 1000)
    fifo = tmp_path / "yes.yaml"
    os.mkfifo(fifo)
    stop = threading.Event()

    def write() -> None:  # `yes`: writes until the reader goes away
        try:
            with fifo.open("w") as out:
                while not stop.is_set():
                    out.write("y\n" * 100)
        except BrokenPipeError:
            pass

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    try:
        with pytest.raises(ManifestReadError, match="more than 1000 bytes"):
            load_manifest(fifo)
    finally:
        stop.set()
        writer.join(timeout=10)


def test_stdin_is_read_to_the_byte_limit_only() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    code = "from agilerl.cli import main; raise SystemExit(main(['validate', '-']))"
    with open("/dev/zero", "rb") as zero:
        proc = subprocess.run(
            [sys.executable, "-c", code], stdin=zero, capture_output=True, text=True,
            timeout=120, env=env, check=False,
        )  # fmt: skip
    assert proc.returncode == 2
    assert proc.stdout.startswith("<stdin>: more than 10485760 bytes; refused")
