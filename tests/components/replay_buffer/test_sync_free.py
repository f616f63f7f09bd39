"""Hot paths never read device values back on the host.

Every host-sync entry point of ``torch.Tensor`` is patched to raise while the
buffers add, sample, sample from indices and update priorities (with the
accelerator validation policy, ``validate=False``). On CUDA the same runs under
``torch.cuda.set_sync_debug_mode("error")``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np
import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)

SYNCS = ("item", "tolist", "cpu", "numpy", "__bool__", "__int__", "__float__", "__index__")


@contextmanager
def no_host_sync(monkeypatch: pytest.MonkeyPatch, device: str) -> Iterator[None]:
    def boom(name: str):  # type: ignore[no-untyped-def]
        def raiser(*args: object, **kwargs: object) -> None:
            raise AssertionError(f"host sync: Tensor.{name} called on a hot path")

        return raiser

    with monkeypatch.context() as m:
        for name in SYNCS:
            m.setattr(torch.Tensor, name, boom(name))
        if device.startswith("cuda"):
            torch.cuda.set_sync_debug_mode("error")
        try:
            yield
        finally:
            if device.startswith("cuda"):
                torch.cuda.set_sync_debug_mode("default")


def on(device: str, data: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    return {k: v.to(device) for k, v in data.items()}


def test_the_guard_catches_syncs(monkeypatch: pytest.MonkeyPatch) -> None:
    with no_host_sync(monkeypatch, "cpu"), pytest.raises(AssertionError, match="host sync"):
        bool(torch.tensor(True))


def test_uniform_and_multi_step_are_sync_free(monkeypatch: pytest.MonkeyPatch, device: str) -> None:
    rb = ReplayBuffer(64, device=device, validate=False)
    ms = MultiStepReplayBuffer(64, n_step=3, device=device, validate=False)
    batches = [on(device, transition(8, seed=s, done_p=0.3)) for s in range(12)]
    rb.add(batches[0])  # first add allocates (outside the guard is not needed, but fine)
    ms.add(batches[0])
    idx = torch.tensor([0, 3, 5], device=device)
    bad_idx = torch.tensor([-1, 500], device=device)  # made outside: a host->device copy
    with no_host_sync(monkeypatch, device):
        for b in batches[1:]:
            rb.add(b)
            ms.add(b)
        rb.sample(32, return_idx=True)
        ms.sample(32)
        rb.sample_from_indices(idx)
        ms.sample_from_indices(idx)
        rb.sample_from_indices(bad_idx)  # counted on device, not synced
    with pytest.raises(ValueError, match="2 idxs outside"):
        rb.check_errors()


def test_agilerl_api_paths_are_sync_free(monkeypatch: pytest.MonkeyPatch, device: str) -> None:
    """TensorDict inputs and batches, both sampling regimes, an add longer than
    max_size, numpy batch sizes, [B, 1] indices, clamped zero priorities."""
    from tensordict import TensorDict

    big = ReplayBuffer(20_000, device=device, validate=False)  # with replacement from 16384
    small = ReplayBuffer(50, device=device, validate=False)  # without replacement
    per = PrioritizedReplayBuffer(50, device=device, validate=False)
    ms = MultiStepReplayBuffer(50, n_step=2, device=device, validate=False)
    first = on(device, transition(8))
    for buf in (big, small, per, ms):
        buf.add(first)
    fill = on(device, transition(17_000, seed=1))
    td = TensorDict(on(device, transition(8, seed=2)), batch_size=[8])
    int_reward = {**on(device, transition(8, seed=3)), "reward": torch.ones(8, dtype=torch.int64)}
    zeros = torch.zeros(16, device=device)
    with no_host_sync(monkeypatch, device):
        big.add(fill)
        big.sample(256, return_idx=True)
        small.add(fill)  # longer than max_size: keeps the newest rows
        small.add(td)
        small.sample(np.int64(32), return_idx=True)
        small.sample(0)
        per.add(td)
        s = per.sample(16, beta=0.4)
        per.update_priorities(indices=s["idxs"], priorities=zeros)
        ms.add(td)
        ms.add(int_reward)
        ms.sample_from_indices(s["idxs"])
    per.check_errors()


def test_prioritized_is_sync_free(monkeypatch: pytest.MonkeyPatch, device: str) -> None:
    per = PrioritizedReplayBuffer(100, device=device, validate=False)
    batches = [on(device, transition(16, seed=s)) for s in range(10)]
    per.add(batches[0])
    bad_i = torch.tensor([1, 2], device=device)
    bad_p = torch.tensor([float("nan"), 1.0], device=device)
    with no_host_sync(monkeypatch, device):
        for b in batches[1:]:
            per.add(b)
            s = per.sample(32, beta=0.5)
            per.update_priorities(s["idxs"], s["reward"].abs() + 0.1)
        per.update_priorities(bad_i, bad_p)
        per.sample_from_indices(s["idxs"])
    with pytest.raises(ValueError, match="1 priorities that were not finite"):
        per.check_errors()
