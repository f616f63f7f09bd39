"""Prioritized replay: sampling distribution, weights, max priority, validation."""

from __future__ import annotations

import math
import re

import pytest
import torch

from agilerl.components.replay_buffer import (
    BufferConfigError,
    BufferIndexError,
    BufferPriorityError,
    BufferTypeError,
    PrioritizedReplayBuffer,
)

pytestmark = pytest.mark.usefixtures("tree_mode")  # C kernels and tensor ops


def filled(device: str, n: int, seed: int = 0, **kw: object) -> PrioritizedReplayBuffer:
    gen = torch.Generator(device=device).manual_seed(seed)
    buf = PrioritizedReplayBuffer(n, device=device, generator=gen, **kw)  # type: ignore[arg-type]
    buf.add({"x": torch.arange(n, dtype=torch.float32).unsqueeze(1)})
    return buf


def chi_square(counts: torch.Tensor, probs: torch.Tensor) -> float:
    expected = probs * counts.sum()
    return float(((counts - expected) ** 2 / expected).sum())


def test_sampling_frequencies_match_priorities(device: str) -> None:
    n, alpha = 50, 0.7
    buf = filled(device, n, alpha=alpha)
    prio = torch.linspace(0.1, 5.0, n, dtype=torch.float64)[torch.randperm(n)]
    buf.update_priorities(torch.arange(n), prio.float())
    counts = torch.zeros(n, dtype=torch.float64)
    for _ in range(200):
        idx = buf.sample(256)["idxs"].view(-1).cpu()
        counts += torch.bincount(idx, minlength=n).double()
    pa = prio.float().double() ** alpha
    stat = chi_square(counts, pa / pa.sum())
    df = n - 1
    # upper 0.1% point of chi2(49) is 85.35; stratification only lowers the statistic
    assert stat < 85.35, stat
    # the test has power: the same counts are far from uniform
    assert chi_square(counts, torch.full((n,), 1.0 / n, dtype=torch.float64)) > 10 * df


def test_weights_match_formula(device: str) -> None:
    n, alpha, beta = 20, 0.6, 0.4
    buf = filled(device, n, alpha=alpha)
    prio = torch.arange(1, n + 1, dtype=torch.float32)
    buf.update_priorities(torch.arange(n), prio)
    batch = buf.sample(64, beta=beta)
    assert batch["idxs"].shape == (64, 1)
    idx = batch["idxs"].view(-1).cpu()
    p = (prio.double() ** alpha) / (prio.double() ** alpha).sum()
    w = (n * p[idx]) ** -beta
    w = w / ((n * p.min()) ** -beta)  # normalised by the buffer-wide max weight (AgileRL's)
    assert batch["weights"].shape == (64, 1)
    assert batch["weights"].dtype == torch.float32
    torch.testing.assert_close(batch["weights"].view(-1).cpu().double(), w, rtol=1e-5, atol=1e-6)
    assert torch.equal(batch["x"].view(-1).cpu(), idx.float())


def test_new_and_overwritten_slots_get_max_priority(device: str) -> None:
    alpha = 0.5
    buf = filled(device, 8, alpha=alpha)
    assert torch.allclose(buf.priorities.cpu(), torch.ones(8))
    buf.update_priorities(torch.arange(8), torch.tensor([0.5, 9.0, 0.5, 0.5, 0.5, 0.5, 2.0, 0.5]))
    assert float(buf.max_priority) == 9.0
    buf.update_priorities(torch.tensor([1]), torch.tensor([0.25]))  # max never decreases
    assert float(buf.max_priority) == 9.0
    buf.add({"x": torch.zeros(3, 1)})  # ring overwrites slots 0, 1, 2
    got = buf.priorities.cpu()
    expected = torch.tensor([9.0, 9.0, 9.0, 0.5, 0.5, 0.5, 2.0, 0.5]) ** alpha
    torch.testing.assert_close(got, expected)
    # the tree sums follow the leaves exactly (recomputed, no drift)
    torch.testing.assert_close(
        buf._per.tree.total().cpu(), expected.double().sum(), rtol=0, atol=1e-9
    )


def test_sample_stays_in_filled_range(device: str) -> None:
    buf = PrioritizedReplayBuffer(1000, device=device)
    buf.add({"x": torch.zeros(3, 1)})
    for _ in range(20):
        idx = buf.sample(128)["idxs"]
        assert int(idx.max()) < 3
        assert int(idx.min()) >= 0


def test_duplicate_indices_in_update(device: str) -> None:
    buf = filled(device, 10, alpha=1.0)
    buf.update_priorities(torch.tensor([3, 3, 3]), torch.tensor([2.0, 2.0, 2.0]))
    assert float(buf.priorities[3]) == 2.0
    torch.testing.assert_close(buf._per.tree.total().cpu(), torch.tensor(11.0, dtype=torch.float64))


RULE = "priorities must be finite and >= 0 (values below 1e-05 are raised to it), got"
INVALID = [
    (torch.tensor([-1.0]), f"{RULE} 1 invalid value(s), e.g. -1.0"),
    (torch.tensor([math.nan]), f"{RULE} 1 invalid value(s), e.g. nan"),
    (torch.tensor([math.inf]), f"{RULE} 1 invalid value(s), e.g. inf"),
]


@pytest.mark.parametrize(("prio", "msg"), INVALID)
def test_invalid_priorities_raise_when_validating(
    device: str, prio: torch.Tensor, msg: str
) -> None:
    buf = filled(device, 10, validate=True)
    before = buf.priorities.clone()
    with pytest.raises(BufferPriorityError, match=re.escape(msg)):
        buf.update_priorities(torch.tensor([2]), prio)
    assert torch.equal(buf.priorities, before)


@pytest.mark.parametrize("validate", [True, False])
def test_zero_priorities_are_clamped_to_eps(device: str, validate: bool) -> None:
    buf = filled(device, 10, validate=validate, alpha=1.0)
    buf.update_priorities(indices=torch.tensor([2, 3]), priorities=torch.tensor([0.0, 1e-7]))
    assert buf.priorities[2:4].cpu().tolist() == pytest.approx([1e-5, 1e-5])
    buf.check_errors()  # nothing was refused


def test_invalid_idxs_raise_when_validating(device: str) -> None:
    buf = filled(device, 10, validate=True)
    with pytest.raises(
        BufferIndexError,
        match=re.escape(
            "update_priorities: indices must be in [0, 10) (the buffer's size), got min=3, max=10"
        ),
    ):
        buf.update_priorities(torch.tensor([3, 10]), torch.tensor([1.0, 1.0]))
    with pytest.raises(BufferIndexError, match=re.escape("got min=-1, max=3")):
        buf.update_priorities(torch.tensor([-1, 3]), torch.tensor([1.0, 1.0]))
    with pytest.raises(BufferPriorityError, match="same number of elements, got 2 indices and 1"):
        buf.update_priorities(torch.tensor([1, 3]), torch.tensor([1.0]))
    with pytest.raises(
        BufferTypeError, match="update_priorities: indices: expected an integer dtype"
    ):
        buf.update_priorities(torch.tensor([1.0]), torch.tensor([1.0]))


def test_deferred_validation_masks_and_raises_later(device: str) -> None:
    buf = filled(device, 10, validate=False, alpha=1.0)
    buf.update_priorities(
        torch.tensor([1, 2, 3, 99, -5]), torch.tensor([math.nan, -1.0, 4.0, 3.0, 2.0])
    )
    # valid entry applied, invalid ones dropped (old priority kept), max from valid only
    assert buf.priorities.cpu().tolist() == [1.0, 1.0, 1.0, 4.0] + [1.0] * 6
    assert float(buf.max_priority) == 4.0
    torch.testing.assert_close(buf._per.tree.total().cpu(), torch.tensor(13.0, dtype=torch.float64))
    with pytest.raises(
        BufferPriorityError,
        match=re.escape(
            "update_priorities received invalid entries since the last check (they were "
            "ignored, keeping the old priorities): 2 priorities that were not finite and >= 0; "
            "2 indices outside [0, size)"
        ),
    ):
        buf.state_dict()
    buf.state_dict()  # the counters were reset by the raise
    buf.update_priorities(torch.tensor([0]), torch.tensor([-1.0]))
    with pytest.raises(BufferPriorityError, match="1 priorities that were not finite"):
        buf.check_errors()


def test_beta_and_empty_errors(device: str) -> None:
    buf = PrioritizedReplayBuffer(10, device=device)
    with pytest.raises(ValueError, match="cannot sample from an empty PrioritizedReplayBuffer"):
        buf.sample(2)
    buf.add({"x": torch.zeros(2, 1)})
    with pytest.raises(
        BufferConfigError, match=re.escape("beta must be a finite float >= 0, got beta=-0.5")
    ):
        buf.sample(2, beta=-0.5)


def test_clear_resets_priorities(device: str) -> None:
    buf = filled(device, 6)
    buf.update_priorities(torch.tensor([0]), torch.tensor([7.0]))
    buf.clear()
    assert float(buf.max_priority) == 1.0
    assert len(buf) == 0
    buf.add({"x": torch.zeros(2, 1)})
    assert buf.priorities.cpu().tolist() == [1.0, 1.0]
    assert float(buf._per.tree.total()) == 2.0


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs cuda")
def test_cpu_cuda_parity() -> None:
    """Same leaves and targets give the same indices and weights on CPU and CUDA."""
    from agilerl.components.replay_buffer.sum_tree import SumTree

    leaves = torch.rand(5000) + 0.05
    targets = torch.rand(1024, dtype=torch.float64) * float(leaves.double().sum()) * 0.999
    found = []
    for dev in ("cpu", "cuda"):
        tree = SumTree(5000, torch.device(dev))
        tree.update(torch.arange(5000, device=dev), leaves.to(dev))
        found.append(tree.find(targets.to(dev)).cpu())
    assert torch.equal(found[0], found[1])
    weights = []
    for dev in ("cpu", "cuda"):
        buf = filled(dev, 64, alpha=0.6)
        buf.update_priorities(torch.arange(64), torch.linspace(0.1, 3.0, 64))
        idx = torch.arange(0, 64, 3)
        p = buf.priorities[idx.to(dev)].double().cpu()
        weights.append(p)
    torch.testing.assert_close(weights[0], weights[1])


def test_inputs_that_require_grad_are_detached(device: str) -> None:
    buf = PrioritizedReplayBuffer(10, device=device)
    obs = torch.randn(4, 2, device=device, requires_grad=True)
    buf.add({"obs": obs * 2, "reward": torch.zeros(4, device=device)})
    batch = buf.sample(4)
    td = (batch["obs"].sum(1) - obs.sum()).abs() + 0.1
    buf.update_priorities(batch["idxs"], td)
    assert not buf.priorities.requires_grad
    assert not buf.sample(2)["obs"].requires_grad


def test_total_and_min_priority_come_from_the_trees(device: str) -> None:
    buf = PrioritizedReplayBuffer(100, alpha=0.7, device=device)
    assert float(buf.min_priority) == math.inf
    assert float(buf.total_priority) == 0.0
    buf = filled(device, 77, alpha=0.7)  # 77: whole blocks and a partly filled one
    idx = torch.arange(0, 77, 3, device=device)
    buf.update_priorities(idx, torch.linspace(0.05, 3.0, idx.numel(), device=device))
    leaves = buf.priorities.double()
    assert float(buf.total_priority) == pytest.approx(float(leaves.sum()), rel=1e-12)
    assert float(buf.min_priority) == float(buf.priorities.min())
