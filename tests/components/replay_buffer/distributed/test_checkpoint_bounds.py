"""A checkpoint cannot make a load start more shards than the caller allows, nor hang
it: both refused while the manifest is read, before Ray starts anything (no cluster)."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from agilerl.components.replay_buffer.distributed import (
    ReplayService,
    ReplayServiceFileError,
    ServiceConfig,
)
from agilerl.components.replay_buffer.distributed.checkpoint import (
    DEFAULT_MAX_SHARDS,
    MANIFEST,
    MANIFEST_FORMAT,
    digest,
    load_config,
    read_manifest,
)
from agilerl.components.replay_buffer.distributed.config import DATA_FIELDS
from agilerl.components.replay_buffer.distributed.shard import shard_file


def plant(directory: Path, shards: int) -> None:
    """A checkpoint of ``shards`` empty shards whose manifest checks (format 3, checksum)."""
    config = ServiceConfig(shards=shards, max_size=8)
    names = [os.path.basename(shard_file(str(directory), i, 1)) for i in range(shards)]
    for name in names:
        (directory / name).write_bytes(b"")
    manifest: dict[str, Any] = {
        "format": MANIFEST_FORMAT,
        "generation": 1,
        "config": {k: getattr(config, k) for k in DATA_FIELDS},
        "shards": [{"shard": i, "file": n, "size": 0, "counter": 0} for i, n in enumerate(names)],
        "limiter": None,
    }
    manifest["sha256"] = digest(manifest)
    (directory / MANIFEST).write_text(json.dumps(manifest))


def test_a_checkpoint_of_more_shards_than_the_caller_allows_is_refused(tmp_path: Path) -> None:
    """The manifest chose how many shard actors a load starts: up to ~14,000 fit in its
    1 MiB, each a process (with the default num_cpus=0, Ray schedules them all)."""
    plant(tmp_path, DEFAULT_MAX_SHARDS + 1)
    message = f"{DEFAULT_MAX_SHARDS + 1} shards, more than max_shards={DEFAULT_MAX_SHARDS}"
    with pytest.raises(ReplayServiceFileError, match=message):
        load_config(str(tmp_path), {})
    with pytest.raises(ReplayServiceFileError, match=message):
        ReplayService.load(str(tmp_path))  # refused before Ray is asked for anything
    config, manifest = load_config(str(tmp_path), {}, max_shards=DEFAULT_MAX_SHARDS + 1)
    assert config.shards == len(manifest["shards"]) == DEFAULT_MAX_SHARDS + 1
    assert read_manifest(str(tmp_path))["config"]["shards"] == DEFAULT_MAX_SHARDS + 1


def test_a_manifest_that_is_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    """open() of a FIFO waits for a writer: a load (and a save into that directory, which
    reads the manifest for its generation) hung for ever."""
    os.mkfifo(tmp_path / MANIFEST)
    outcome: list[BaseException | None] = []

    def read() -> None:
        try:
            read_manifest(str(tmp_path))
            outcome.append(None)
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    thread.join(timeout=10)
    if thread.is_alive():  # the old reader: release it before failing
        fd = os.open(tmp_path / MANIFEST, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        thread.join(timeout=10)
        pytest.fail("read_manifest waited on a FIFO")
    (error,) = outcome
    assert isinstance(error, ReplayServiceFileError)
    assert "not a regular file" in str(error)


def test_a_manifest_of_a_checkpoint_that_fits_is_read(tmp_path: Path) -> None:
    plant(tmp_path, 3)
    start = time.monotonic()
    assert read_manifest(str(tmp_path))["config"]["shards"] == 3
    assert time.monotonic() - start < 10
