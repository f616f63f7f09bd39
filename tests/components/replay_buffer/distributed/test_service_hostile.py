"""Hostile-input review, replay service: restarts, interrupted saves, refused calls.

Each test failed on the service before its fix (issue 17, "Replay service").
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch

from agilerl.components.replay_buffer.distributed import (
    RateLimit,
    ReplayService,
    ReplayServiceFileError,
    ServiceConfig,
    ShardUnavailableError,
)
from agilerl.components.replay_buffer.distributed.checkpoint import (
    MANIFEST,
    digest,
    read_manifest,
)
from agilerl.components.replay_buffer.distributed.shard import shard_file
from agilerl.components.replay_buffer.errors import BufferIndexError, EmptyBufferError

from .helpers import ids_of, rows, step

pytestmark = pytest.mark.usefixtures("ray_cluster")
ray = pytest.importorskip("ray")
N_STEP = 3


def wait_live(svc: ReplayService, shard: int) -> None:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # bounded: a restart takes seconds
        if shard in svc.live_shards():
            return
        time.sleep(0.05)
    raise AssertionError(f"shard {shard} did not come back")


@pytest.mark.slow  # fault injection: an actor killed or a save cut, then recovery
def test_n_step_restart_stores_no_row_across_the_crash(tmp_path: Path) -> None:
    cfg = ServiceConfig(
        kind="n_step", shards=1, max_size=4096, n_step=N_STEP, gamma=1.0,
        checkpoint_dir=str(tmp_path), checkpoint_every=20,
    )  # fmt: skip
    svc = ReplayService(cfg)
    try:
        for t in range(58):
            svc.add(step(t), writer=0)
        svc.flush()
        ray.kill(svc.shard_handles[0], no_restart=False)  # Ray restarts it
        errors: list[str] = []
        t = 58
        while t < 130:
            try:
                svc.add(step(t), writer=0)
            except ShardUnavailableError as exc:
                errors.append(str(exc))
                wait_live(svc, 0)
            t += 1
        svc.flush()
        assert errors, "the restart went unnoticed"
        lost = re.compile(r"writer '0' steps? [\d, ]+ \(shard 0\) (was|were) not stored")
        assert any(lost.search(e) for e in errors), errors
        batch = svc.sample(4096)
        obs = batch["obs"][:, 0].long()
        nxt = batch["next_obs"][:, 0].long()
        reward = batch["reward"].reshape(-1)
        # every stored row is N_STEP consecutive steps of one window (no episode ends)
        assert torch.equal(nxt - obs, torch.full_like(obs, N_STEP)), sorted(
            zip(obs.tolist(), nxt.tolist(), strict=True)
        )
        assert torch.equal(reward, (N_STEP * obs + N_STEP * (N_STEP - 1) // 2).float())
        assert int(obs.max()) == 130 - N_STEP  # the writer went on after the restart
    finally:
        svc.close()


@pytest.mark.slow  # fault injection: an actor killed or a save cut, then recovery
def test_interrupted_save_leaves_the_previous_generation(tmp_path: Path) -> None:
    svc = ReplayService(ServiceConfig(kind="uniform", shards=2, max_size=1024))
    try:
        for w in (0, 1):
            svc.add(rows(range(1000 * w, 1000 * w + 100)), writer=w)
        first = svc.save(str(tmp_path))
        assert first["generation"] == 1
        svc.add(rows(range(200, 400)), writer=0)
        svc.flush()
        # a save killed after shard 0 wrote its file of the next generation, before the
        # manifest: shard 0 writes generation 2, nothing else happens
        ray.get(svc.shard_handles[0].save.remote(shard_file(str(tmp_path), 0, 2), 2))
    finally:
        svc.close()
    back = ReplayService.load(str(tmp_path))
    try:
        assert [s["size"] for s in back.stats()] == [100, 100]  # the manifest's generation
    finally:
        back.close()
    # a file of another generation put in place of the manifest's is refused at load
    os.replace(shard_file(str(tmp_path), 0, 2), shard_file(str(tmp_path), 0, 1))
    with pytest.raises(ReplayServiceFileError, match=r"shard 0 restored .* the manifest says"):
        ReplayService.load(str(tmp_path))


def test_next_save_is_a_new_generation_and_clears_older_files(tmp_path: Path) -> None:
    svc = ReplayService(ServiceConfig(kind="uniform", shards=2, max_size=1024))
    try:
        svc.add(rows(range(10)), writer=0)
        svc.save(str(tmp_path))
        # the leftovers of an interrupted save of generation 2
        ray.get(svc.shard_handles[1].save.remote(shard_file(str(tmp_path), 1, 2), 2))
        manifest = svc.save(str(tmp_path))
    finally:
        svc.close()
    assert manifest["generation"] == 3  # never overwrites a file that may exist
    on_disk = json.loads((tmp_path / "replay-service.json").read_text())
    assert on_disk["generation"] == 3
    assert sorted(os.listdir(tmp_path)) == [
        "replay-service.json", "shard-0000.g000003.bin", "shard-0001.g000003.bin",
    ]  # fmt: skip


def test_update_priorities_past_a_shard_size_sends_nothing() -> None:
    svc = ReplayService(ServiceConfig(kind="prioritized", shards=2, max_size=1024, prefetch=0))
    try:
        svc.add(rows(range(10)), writer=0)
        svc.add(rows(range(10, 20)), writer=1)
        svc.flush()
        before = [s["total"] for s in svc.stats()]
        with pytest.raises(BufferIndexError, match=r"slot 50 of shard 1, which holds 10"):
            svc.update_priorities(torch.tensor([3, 1024 + 50]), torch.tensor([100.0, 100.0]))
        svc.flush()  # nothing was sent: no error comes later either
        assert [s["total"] for s in svc.stats()] == before
        svc.update_priorities(torch.tensor([3, 1024 + 9]), torch.tensor([100.0, 100.0]))
        svc.flush()
        assert all(s["total"] > b for s, b in zip(svc.stats(), before, strict=True))
    finally:
        svc.close()


@pytest.mark.slow  # fault injection: an actor killed or a save cut, then recovery
def test_a_killed_rate_limiter_raises_only_service_errors() -> None:
    limit = RateLimit(samples_per_insert=1.0, min_size_to_sample=1, error_buffer=1000, timeout=5.0)
    svc = ReplayService(ServiceConfig(kind="uniform", shards=1, max_size=1024, rate_limit=limit))
    try:
        svc.add(rows(range(4)), writer=0)
        ray.kill(svc.limiter_handle, no_restart=False)
        outcomes: list[str] = []
        for i in range(20):
            try:
                svc.add(rows(range(10 * i, 10 * i + 4)), writer=0, timeout=5.0)
                outcomes.append("ok")
            except ShardUnavailableError as exc:  # any other error fails the test
                outcomes.append(str(exc))
        assert "ok" in outcomes  # the limiter came back (its counters from 0)
        assert all(o == "ok" or "rate limiter is dead or restarting" in o for o in outcomes)
    finally:
        svc.close()


def test_a_failed_add_raises_at_the_next_add() -> None:
    svc = ReplayService(ServiceConfig(kind="n_step", shards=1, max_size=1024, n_step=3))
    try:
        svc.add(step(0), writer=0)
        svc.add(step(1), writer="another")  # a second writer on the shard: refused there
        time.sleep(1.0)  # the refusal has come back by now
        with pytest.raises(Exception, match="would interleave its steps"):
            svc.add(step(2), writer=0)
    finally:
        svc.close()


@pytest.mark.parametrize("kind", [pytest.param("uniform", marks=pytest.mark.slow), "prioritized"])
def test_sample_takes_what_the_buffers_take(kind: str) -> None:
    svc = ReplayService(ServiceConfig(kind=kind, shards=2, max_size=1024, prefetch=0))
    try:
        with pytest.raises(EmptyBufferError):
            svc.sample(0)
        svc.add(rows(range(20)), writer=0)
        svc.flush()
        empty = svc.sample(0)
        assert empty.batch_size == torch.Size([0])
        assert set(empty.keys()) >= {"obs", "action", "reward", "next_obs", "terminated"}
        if kind == "prioritized":
            assert empty["weights"].shape == (0, 1)
            assert empty["idxs"].shape == (0, 1)
        batch = svc.sample(np.int64(8), return_idx=True)
        assert batch.batch_size == torch.Size([8])
        assert set(ids_of(batch)) <= set(range(20))
        for bad in (-1, 2.0, True, "8"):
            with pytest.raises(ValueError, match="batch_size must be an int"):
                svc.sample(bad)  # type: ignore[arg-type]
    finally:
        svc.close()


@pytest.mark.parametrize("counter", [True, -1, 1.0, "1", None, 2**63])
def test_manifest_limiter_counters_are_ints(tmp_path: Path, counter: Any) -> None:
    """The rate limiter's counters in a manifest are ints in [0, 2**63) (a bool was taken
    as 0 / 1), also when the checksum matches."""
    name = os.path.basename(shard_file(str(tmp_path), 0, 1))
    (tmp_path / name).write_bytes(b"")  # read_manifest checks only that it exists
    manifest: dict[str, Any] = {
        "format": "agilerl-replay-service/3",
        "generation": 1,
        "config": {
            "kind": "uniform", "shards": 1, "max_size": 8, "alpha": 0.6, "n_step": 3,
            "gamma": 0.99, "n_steps_key": None,
        },
        "shards": [{"shard": 0, "file": name, "size": 0, "counter": 0}],
        "limiter": {"inserts": 0, "samples": 0},
    }  # fmt: skip
    (tmp_path / MANIFEST).write_text(json.dumps({**manifest, "sha256": digest(manifest)}))
    assert read_manifest(str(tmp_path))["limiter"] == {"inserts": 0, "samples": 0}
    manifest["limiter"] = {"inserts": counter, "samples": 0}
    (tmp_path / MANIFEST).write_text(json.dumps({**manifest, "sha256": digest(manifest)}))
    with pytest.raises(ReplayServiceFileError, match=r"limiter.inserts must be an int in \[0, "):
        read_manifest(str(tmp_path))
