"""The sum tree against a flat cumulative-sum reference."""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from agilerl.components.replay_buffer.sum_tree import SumTree, default_arity

pytestmark = pytest.mark.usefixtures("tree_mode")  # C kernels and tensor ops


def reference(leaves: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
    return torch.searchsorted(leaves.double().cumsum(0), targets, right=True)


@pytest.mark.parametrize(
    ("capacity", "arity"), [(1, 2), (10, 4), (100, 32), (1000, 16), (5000, 7), (40000, 32)]
)
def test_find_matches_reference(device: str, capacity: int, arity: int) -> None:
    dev = torch.device(device)
    tree = SumTree(capacity, dev, arity=arity)
    g = torch.Generator().manual_seed(capacity)
    leaves = torch.rand(capacity, generator=g) + 0.01
    tree.update(torch.arange(capacity, device=dev), leaves.to(dev))
    total = float(leaves.double().sum())
    torch.testing.assert_close(float(tree.total()), total, rtol=1e-12, atol=0)
    targets = torch.rand(512, dtype=torch.float64, generator=g) * total * 0.999999
    got = tree.find(targets.to(dev)).cpu()
    assert torch.equal(got, reference(tree.leaves[:capacity].cpu(), targets))
    frac = torch.rand(64, dtype=torch.float64, generator=g)
    got = tree.find_fractions(frac.clone().to(dev), capacity - 1).cpu()
    assert torch.equal(
        got, reference(tree.leaves[:capacity].cpu(), frac * total).clamp_max(capacity - 1)
    )


def test_default_arity_and_memory() -> None:
    assert default_arity(1000) == 32
    assert default_arity(1_000_000) == 32
    assert default_arity(2_000_000) == 64
    tree = SumTree(1_000_000, torch.device("cpu"))
    assert tree.n_blocks <= 32768
    per_slot = sum(t.nbytes for t in (tree.prefix, tree.block_sums, tree.leaves)) / 1_000_000
    assert per_slot < 12.3  # bytes a slot (spec: at most 24)


def test_set_range_and_rebuild_agree(device: str) -> None:
    dev = torch.device(device)
    tree = SumTree(300, dev, arity=4)
    tree.set_range(10, 250, torch.tensor(0.5, device=dev))
    before = [t.clone() for t in (tree.prefix, tree.block_sums)]
    tree.rebuild()
    after = (tree.prefix, tree.block_sums)
    for a, b in zip(before, after, strict=True):
        assert torch.equal(a, b)
    assert float(tree.total()) == 120.0


@settings(max_examples=30, deadline=None)
@given(
    writes=st.lists(
        st.tuples(st.integers(0, 63), st.floats(0.001, 100.0, allow_nan=False)),
        min_size=1,
        max_size=40,
    )
)
def test_updates_never_drift(writes: list[tuple[int, float]]) -> None:
    tree = SumTree(64, torch.device("cpu"), arity=4)
    tree.set_range(0, 64, torch.tensor(1.0))
    for i, v in writes:
        tree.update(torch.tensor([i]), torch.tensor([v]))
    fresh = [t.clone() for t in (tree.prefix, tree.block_sums, tree.block_mins)]
    tree.rebuild()
    after = (tree.prefix, tree.block_sums, tree.block_mins)
    for a, b in zip(fresh, after, strict=True):
        assert torch.equal(a, b)


def test_min_over_filled_slots(device: str) -> None:
    """The min tree: full blocks' minima plus the partly filled block's leaves."""
    dev = torch.device(device)
    tree = SumTree(37, dev, arity=4)
    leaves = torch.rand(37) + 0.5
    tree.update(torch.arange(37, device=dev), leaves.to(dev))
    for size in (1, 3, 4, 5, 8, 17, 36, 37):
        assert float(tree.min(size)) == float(leaves[:size].min()), size
    tree.update(torch.tensor([9], device=dev), torch.tensor([0.01], device=dev))
    assert float(tree.min(37)) == pytest.approx(0.01)
    assert float(tree.min(9)) == float(leaves[:9].min())  # slot 9 is not filled at size 9
    tree.set_range(8, 12, torch.tensor(3.0, device=dev))
    assert float(tree.min(37)) == float(torch.cat([leaves[:8], leaves[12:]]).min())
    tree.rebuild()
    assert float(tree.min(37)) == float(torch.cat([leaves[:8], leaves[12:]]).min())
