"""A shard killed mid-run: the others keep serving; it comes back from its checkpoint."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from agilerl.components.replay_buffer.distributed import ReplayService, ServiceConfig

from .helpers import rows

pytestmark = pytest.mark.usefixtures("ray_cluster")
ray = pytest.importorskip("ray")


@pytest.mark.slow  # fault injection: a shard killed, restarted from its checkpoint
def test_killed_shard_restarts_from_its_checkpoint(tmp_path: Path) -> None:
    cfg = ServiceConfig(
        kind="uniform", shards=2, max_size=4096, checkpoint_dir=str(tmp_path), straggler_timeout=0.5
    )
    svc = ReplayService(cfg)
    try:
        for w in (0, 1):
            svc.add(rows(range(1000 * w, 1000 * w + 100)), writer=w)
        svc.save()
        for w in (0, 1):
            svc.add(rows(range(1000 * w + 100, 1000 * w + 130)), writer=w)
        svc.flush()
        before = {s["shard"]: s for s in svc.stats()}
        assert before[1]["size"] == 130
        assert before[1]["since_checkpoint"] == 30

        ray.kill(svc._shards[1], no_restart=False)  # the process dies; Ray restarts it
        served_while_down, seen_down = 0, False
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:  # bounded: the restart takes seconds
            batch = svc.sample(32, return_idx=True)
            shards = set(svc.split_indices(batch["idxs"])[0].tolist())
            if 1 in svc.live_shards():
                if seen_down:
                    break  # back from its checkpoint
                time.sleep(0.05)  # ray.kill is asynchronous: the old process may still answer
                continue
            seen_down = True
            assert shards == {0}  # served by the other shard meanwhile
            served_while_down += 1
            svc.add(rows(range(5000, 5004)), writer=1)  # rerouted to shard 0 meanwhile
            time.sleep(0.05)
        assert served_while_down >= 1
        assert 1 in svc.live_shards()
        after = {s["shard"]: s for s in svc.stats()}
        # What is lost: exactly the rows added to that shard since its last checkpoint.
        lost = before[1]["size"] - after[1]["restored_rows"]
        assert lost == before[1]["since_checkpoint"] == 30
        assert after[1]["generation"] == 1
        assert after[1]["pid"] != before[1]["pid"]
        # The adds of the outage went to shard 0 (the last may find shard 1 back already).
        assert after[1]["size"] == 100 + after[1]["since_checkpoint"]
        assert after[0]["size"] + after[1]["since_checkpoint"] == 130 + 4 * served_while_down
        batch = svc.sample(256, return_idx=True)
        assert set(svc.split_indices(batch["idxs"])[0].tolist()) == {0, 1}
    finally:
        svc.close()
