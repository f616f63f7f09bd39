"""PER edge cases (issue 17): ``sample(0)`` on every path, and a lowered ``size``."""

from __future__ import annotations

from collections import Counter

import pytest
import torch

from agilerl.components.replay_buffer import PrioritizedReplayBuffer
from agilerl.components.replay_buffer.errors import BufferConfigError

pytestmark = pytest.mark.usefixtures("tree_mode")


def full(device: str, n: int = 100, *, alpha: float = 1.0) -> PrioritizedReplayBuffer:
    """``n`` slots of equal priority, the ring full (cursor back at 0)."""
    buf = PrioritizedReplayBuffer(
        n, alpha=alpha, device=device, generator=torch.Generator(device=device).manual_seed(3)
    )
    buf.add({"obs": torch.arange(n, dtype=torch.float32).unsqueeze(1), "reward": torch.zeros(n)})
    return buf


def draws(buf: PrioritizedReplayBuffer, rounds: int = 200, k: int = 32) -> Counter[int]:
    counts: Counter[int] = Counter()
    for _ in range(rounds):
        batch = buf.sample(k, beta=0.4)
        idx = batch["idxs"].view(-1)
        assert torch.equal(batch["obs"].view(-1).long(), idx)  # the rows of those slots
        counts.update(idx.tolist())
    return counts


def test_sample_zero_is_an_empty_batch_on_every_path(device: str) -> None:
    buf = full(device)
    before = buf.generator.get_state()
    batch = buf.sample(0, beta=0.4)
    assert batch.batch_size == torch.Size([0])
    assert batch["idxs"].shape == (0, 1)
    assert batch["idxs"].dtype is torch.int64
    assert batch["weights"].shape == (0, 1)
    assert batch["weights"].dtype is torch.float32
    assert batch["obs"].shape == (0, 1)
    assert batch["reward"].shape == (0, 1)
    assert batch["obs"].device.type == torch.device(device).type
    assert torch.equal(buf.generator.get_state(), before)  # no draw made
    buf.size = 10
    assert buf.sample(0).batch_size == torch.Size([0])


def test_a_lowered_size_is_sampled_by_its_own_priorities(device: str) -> None:
    buf = full(device)
    buf.size = 10
    counts = draws(buf)
    assert set(counts) <= set(range(10))
    total = sum(counts.values())
    for slot in range(10):  # equal priorities: stratified draws spread evenly
        assert abs(counts[slot] / total - 0.1) < 0.02, counts
    assert float(buf.total_priority) == pytest.approx(10.0)
    assert float(buf.min_priority) == pytest.approx(1.0)
    # Unequal priorities inside [0, size): P(i) proportional to i + 1 (alpha = 1).
    buf.update_priorities(torch.arange(10), torch.arange(1, 11, dtype=torch.float32))
    counts = draws(buf, rounds=400)
    total = sum(counts.values())
    assert set(counts) <= set(range(10))
    for slot in range(10):
        assert abs(counts[slot] / total - (slot + 1) / 55) < 0.02, counts
    batch = buf.sample(64, beta=0.5)
    p = batch["idxs"].view(-1).double() + 1
    expected = (1.0 / p) ** 0.5  # (min over [0, size) / p_i) ** beta
    assert torch.allclose(batch["weights"].view(-1).double().cpu(), expected.cpu(), rtol=1e-5)


def test_slots_back_in_a_lowered_size_keep_their_priorities(device: str) -> None:
    buf = full(device)
    buf.update_priorities(torch.arange(100), torch.full((100,), 2.0))
    buf.size = 10
    extra = {"obs": torch.arange(5, dtype=torch.float32).unsqueeze(1), "reward": torch.zeros(5)}
    buf.add(extra)  # writes slots 0..4 (max priority 2), size 15: slots 10..14 come back
    assert len(buf) == 15
    counts = draws(buf)
    assert set(counts) <= set(range(15))
    total = sum(counts.values())
    for slot in range(15):
        assert abs(counts[slot] / total - 1 / 15) < 0.02, counts
    assert float(buf.total_priority) == pytest.approx(30.0)


def test_size_cannot_be_raised_past_the_slots_holding_priorities(device: str) -> None:
    buf = PrioritizedReplayBuffer(
        100, device=device, generator=torch.Generator(device=device).manual_seed(0)
    )
    buf.add({"obs": torch.zeros(20, 1), "reward": torch.zeros(20)})
    buf.size = 5
    buf.size = 20  # back up to the written slots: allowed
    state = buf.generator.get_state()
    leaves = buf._per.tree.leaves.clone()
    with pytest.raises(BufferConfigError, match=r"not raised past the 20 slots holding"):
        buf.size = 21
    assert len(buf) == 20
    assert torch.equal(buf.generator.get_state(), state)
    assert torch.equal(buf._per.tree.leaves, leaves)
    assert int(buf.sample(256)["idxs"].max()) < 20
