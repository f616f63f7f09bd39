"""A shard's restore reads no more than what its config can hold (issue 29, item 3).

The shard file's header declares its payload; the file is sparse, so declaring 1 or 12 GiB
costs no disk. A restore must refuse such a file from its header, before it allocates,
reads or hashes the payload: the bound is what the header's buffers allocate (rows of
the shard's ``max_size``, priority tree, n-step windows), at most ``max_restore_bytes``.
No Ray here: ``ShardCore`` is what each shard actor runs.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
import torch

from agilerl.components.replay_buffer import serialization
from agilerl.components.replay_buffer.distributed import ReplayServiceFileError, ServiceConfig
from agilerl.components.replay_buffer.distributed.shard import ShardCore

ROOT = Path(__file__).resolve().parents[4]
GiB = 1 << 30


def step(t: int) -> dict[str, Any]:
    return {
        "obs": torch.full((2, 3), float(t)),
        "action": torch.zeros(2, dtype=torch.int64),
        "reward": torch.full((2,), float(t)),
        "next_obs": torch.full((2, 3), float(t + 1)),
        "terminated": torch.zeros(2, dtype=torch.bool),
    }


def saved_shard(directory: Path, kind: str) -> tuple[ServiceConfig, str]:
    config = ServiceConfig(kind=kind, max_size=64, n_step=3)  # type: ignore[arg-type]
    shard = ShardCore(config, 0, restarted=False)
    for t in range(5):
        shard.add(step(t), "w")
    path = str(directory / "shard-0000.bin")
    shard.save(path)
    return config, path


def declare_payload(path: str, nbytes: int) -> None:
    """Rewrite the file's header to declare a payload of ``nbytes`` and make the file
    that long (sparse): everything but the checksum is consistent."""
    head = len(serialization.MAGIC) + 32
    with open(path, "rb") as f:
        raw = f.read()
    hlen = int.from_bytes(raw[head : head + 8], "little")
    header = json.loads(raw[head + 8 : head + 8 + hlen])
    header["payload_nbytes"] = nbytes
    text = json.dumps(header).encode()
    with open(path, "wb") as f:
        f.write(raw[:head] + len(text).to_bytes(8, "little") + text)
        f.write(raw[head + 8 + hlen :])
        f.truncate(head + 8 + len(text) + nbytes)


def bytes_read() -> int:
    """Bytes this process has read through system calls so far (Linux)."""
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("rchar:"):
            return int(line.split()[1])
    raise AssertionError("no rchar in /proc/self/io")


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="reads /proc/self/io (Linux)")
@pytest.mark.parametrize("kind", ["uniform", "prioritized", "n_step", "rainbow"])
def test_a_large_declared_payload_is_refused_before_it_is_read(tmp_path: Path, kind: str) -> None:
    config, path = saved_shard(tmp_path, kind)
    ShardCore(config, 0, restore=path, restarted=False)  # the file as saved: restores
    declare_payload(path, GiB)
    before = bytes_read()
    with pytest.raises(ReplayServiceFileError, match=r"shard 0: cannot read .*max_bytes=") as err:
        ShardCore(config, 0, restore=path, restarted=False)
    assert bytes_read() - before < 16 << 20, "the payload was read before it was refused"
    assert "checksum" not in str(err.value)


def test_a_restore_is_bounded_by_max_restore_bytes(tmp_path: Path) -> None:
    """A header whose buffers would allocate more than ``max_restore_bytes`` is refused
    from the header, whatever the file holds."""
    config, path = saved_shard(tmp_path, "prioritized")
    small = ServiceConfig(kind="prioritized", max_size=64, n_step=3, max_restore_bytes=1024)
    with pytest.raises(ReplayServiceFileError, match=r"more than max_bytes=1024"):
        ShardCore(small, 0, restore=path, restarted=False)
    ShardCore(config, 0, restore=path, restarted=False)


def test_a_header_of_another_max_size_is_refused(tmp_path: Path) -> None:
    """The bound is the shard's config: a file saved with another ``max_size`` (which
    would size the allocation) is refused from its header."""
    _, path = saved_shard(tmp_path, "uniform")
    other = ServiceConfig(kind="uniform", max_size=32)
    with pytest.raises(
        ReplayServiceFileError,
        match=r"memory.config.max_size: expected 32 \(the shard.s max_size\), got 64",
    ):
        ShardCore(other, 0, restore=path, restarted=False)


def test_12_gib_under_a_4_gib_address_space_is_our_error(tmp_path: Path) -> None:
    """The issue's case: 12 GiB declared, 4 GiB of address space; a MemoryError escaped."""
    _, path = saved_shard(tmp_path, "prioritized")
    declare_payload(path, 12 * GiB)
    script = textwrap.dedent(
        f"""
        import resource
        from agilerl.components.replay_buffer.distributed import ServiceConfig
        from agilerl.components.replay_buffer.distributed.errors import ReplayServiceFileError
        from agilerl.components.replay_buffer.distributed.shard import ShardCore
        resource.setrlimit(resource.RLIMIT_AS, ({4 * GiB}, {4 * GiB}))
        try:
            ShardCore(ServiceConfig(kind="prioritized", max_size=64, n_step=3), 0,
                      restore={path!r}, restarted=False)
        except ReplayServiceFileError as exc:
            print("REFUSED", exc)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("REFUSED shard 0: cannot read"), done.stdout
    assert os.path.getsize(path) > 12 * GiB
