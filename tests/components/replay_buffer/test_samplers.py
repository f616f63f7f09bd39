"""Sampler helpers: index/priority conversion and the uniform sampler."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from agilerl.components.replay_buffer import BufferTypeError, ReplayBuffer
from agilerl.components.replay_buffer.samplers import (
    distinct_indices,
    to_device_1d,
)


def test_to_device_1d_accepts_host_inputs(device: str) -> None:
    dev = torch.device(device)
    for value in ([[1], [2]], np.array([1, 2]), torch.tensor([[1, 2]])):
        t = to_device_1d(value, "idxs", dev, integer=True)
        assert t.shape == (2,)
        assert t.device.type == dev.type
    p = to_device_1d(np.array([0.5, 1.0], dtype=np.float64), "p", dev, integer=False)
    assert p.dtype == torch.float64


@pytest.mark.parametrize(
    ("value", "integer", "msg"),
    [
        (torch.tensor([1.0]), True, "idxs: expected an integer dtype (int64), got torch.float32"),
        (torch.tensor([True]), False, "idxs: expected a real floating dtype, got torch.bool"),
        ("abc", True, "idxs: expected a torch.Tensor or numpy.ndarray, got str"),
    ],
)
def test_to_device_1d_errors(value: object, integer: bool, msg: str) -> None:
    with pytest.raises(BufferTypeError, match=msg.replace("(", r"\(").replace(")", r"\)")):
        to_device_1d(value, "idxs", torch.device("cpu"), integer=integer)


@pytest.mark.parametrize(("size", "k"), [(1, 1), (5, 5), (10, 0), (1000, 256), (300, 256)])
def test_distinct_indices_are_distinct_and_in_range(size: int, k: int) -> None:
    gen = torch.Generator().manual_seed(size + k)
    for _ in range(20):
        idx = distinct_indices(size, k, gen)
        assert idx.dtype == torch.int64
        assert idx.shape == (k,)
        assert len(set(idx.tolist())) == k
        assert all(0 <= i < size for i in idx.tolist())


def test_distinct_indices_every_ordered_tuple_equally_likely() -> None:
    # 3 of 6 slots: 120 ordered tuples, as randperm(6)[:3] gives them.
    gen = torch.Generator().manual_seed(0)
    draws = 24_000
    counts: dict[tuple[int, ...], int] = {}
    for _ in range(draws):
        t = tuple(distinct_indices(6, 3, gen).tolist())
        counts[t] = counts.get(t, 0) + 1
    assert len(counts) == 120  # order matters: a sorted or biased draw misses tuples
    expected = draws / 120
    stat = sum((c - expected) ** 2 / expected for c in counts.values())
    assert stat < 172.5, stat  # upper 0.1% point of chi2(119)


def test_small_cpu_buffer_samples_distinct_uniform_slots() -> None:
    n = 10_000  # below WITH_REPLACEMENT_FROM, above 8 x the batch: rejection path
    buf = ReplayBuffer(n, generator=torch.Generator().manual_seed(1))
    buf.add({"x": torch.arange(n, dtype=torch.float32).unsqueeze(1)})
    counts = torch.zeros(100, dtype=torch.float64)
    for _ in range(400):
        idx = buf.sample(256, return_idx=True)["idxs"]
        assert idx.unique().numel() == 256
        counts += torch.bincount(idx // 100, minlength=100).double()
    expected = counts.sum() / 100
    assert float(((counts - expected) ** 2 / expected).sum()) < 148.2  # chi2(99), 0.1%
