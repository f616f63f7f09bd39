"""PER over shards: the same distribution and weights as one buffer; checkpoints."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import torch

from agilerl.components.replay_buffer import PrioritizedReplayBuffer
from agilerl.components.replay_buffer.distributed import (
    ReplayService,
    ReplayServiceFileError,
    ServiceConfig,
)

from .helpers import ids_of, rows

pytestmark = pytest.mark.usefixtures("ray_cluster")

N = 40  # transitions, 20 per shard
CAP = 64
ALPHA = 0.6
DRAWS = 150  # batches of 64: 9600 draws, ~240 expected per transition
CHI2_999_DF39 = 72.055  # the chi-square distribution's 0.999 quantile, 39 degrees of freedom


def chi2(observed: torch.Tensor, expected: torch.Tensor) -> float:
    return float(((observed - expected) ** 2 / expected).sum())


@pytest.fixture(scope="module")
def per2(ray_cluster: object) -> Iterator[tuple[ReplayService, torch.Tensor]]:
    svc = ReplayService(ServiceConfig(kind="prioritized", shards=2, max_size=CAP, alpha=ALPHA))
    svc.add(rows(range(20)), writer=0)
    svc.add(rows(range(20, 40)), writer=1)
    prios = torch.rand(N, generator=torch.Generator().manual_seed(7)) * 1.9 + 0.1
    globl = torch.cat([torch.arange(20), CAP + torch.arange(20)])  # shard * CAP + slot
    svc.update_priorities(globl, prios)
    svc.flush()
    svc.stats()
    yield svc, prios
    svc.close()


def test_distribution_equals_one_buffer(per2: tuple[ReplayService, torch.Tensor]) -> None:
    svc, prios = per2
    one = PrioritizedReplayBuffer(CAP, ALPHA, generator=torch.Generator().manual_seed(1))
    one.add(rows(range(N)))
    one.update_priorities(torch.arange(N), prios)
    q = prios.pow(ALPHA)
    expected = DRAWS * 64 * q / q.sum()
    counts = {"service": torch.zeros(N), "one buffer": torch.zeros(N)}
    beta = 0.7
    for _ in range(DRAWS):
        batch = svc.sample(64, beta=beta)
        ids = torch.tensor(ids_of(batch))
        counts["service"] += torch.bincount(ids, minlength=N)
        # Weights normalised by the minimum priority over BOTH shards, as one buffer's.
        want = (q.min() / q[ids]).pow(beta)
        torch.testing.assert_close(batch["weights"].reshape(-1), want, rtol=1e-5, atol=0)
        counts["one buffer"] += torch.bincount(
            torch.tensor(ids_of(one.sample(64, beta=beta))), minlength=N
        )
    for name, observed in counts.items():
        assert chi2(observed, expected) < CHI2_999_DF39, name
    # Homogeneity: the two samples come from one distribution (2 x 40 table, 39 df).
    both = counts["service"] + counts["one buffer"]
    table = torch.stack([counts["service"], counts["one buffer"]])
    exp = both.unsqueeze(0) * table.sum(1, keepdim=True) / both.sum()
    assert chi2(table, exp) < CHI2_999_DF39


def test_prefetch_keeps_requests_in_flight(per2: tuple[ReplayService, torch.Tensor]) -> None:
    svc, _ = per2
    svc.sample(16)
    assert len(svc._inflight) == svc.config.prefetch == 2
    svc.sample(8)  # another batch size: the prefetched requests are dropped, not served
    assert [r.batch_size for r in svc._inflight] == [8, 8]


def test_checkpoint_round_trip(per2: tuple[ReplayService, torch.Tensor], tmp_path: Path) -> None:
    svc, _ = per2
    manifest = svc.save(str(tmp_path))
    files = sorted(os.listdir(tmp_path))
    assert files == ["replay-service.json", "shard-0000.g000001.bin", "shard-0001.g000001.bin"]
    on_disk = json.loads((tmp_path / "replay-service.json").read_text())
    assert on_disk["format"] == "agilerl-replay-service/3"
    assert on_disk["generation"] == 1
    assert (
        [s["size"] for s in on_disk["shards"]]
        == [20, 20]
        == [s["size"] for s in manifest["shards"]]
    )
    back = ReplayService.load(str(tmp_path), prefetch=0)
    try:
        key = ("size", "counter", "total", "min")
        assert [{k: s[k] for k in key} for s in back.stats()] == [
            {k: s[k] for k in key} for s in svc.stats()
        ]
        assert back.config.kind == "prioritized"
        assert back.config.alpha == ALPHA
        batch = back.sample(64, beta=1.0)
        assert set(ids_of(batch)) <= set(range(N))
    finally:
        back.close()
    (tmp_path / "replay-service.json").write_text('{"format": "something else"}')
    with pytest.raises(ReplayServiceFileError, match="format must be 'agilerl-replay-service/3'"):
        ReplayService.load(str(tmp_path))
    with pytest.raises(ReplayServiceFileError, match="cannot read the service manifest"):
        ReplayService.load(str(tmp_path / "nowhere"))
