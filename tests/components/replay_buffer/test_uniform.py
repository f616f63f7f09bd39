"""ReplayBuffer: properties, determinism, sample_from_indices validation."""

from __future__ import annotations

import re

import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    BufferIndexError,
    BufferType,
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)


def test_buffer_type_alias() -> None:
    for cls in (ReplayBuffer, MultiStepReplayBuffer, PrioritizedReplayBuffer):
        assert isinstance(cls(4), BufferType)  # type: ignore[arg-type]


def test_properties(device: str) -> None:
    buf = ReplayBuffer(10, device=device, dtype=torch.float64)
    assert (buf.max_size, len(buf), buf.size, buf.counter, buf.is_full) == (10, 0, 0, 0, False)
    assert buf.device == device  # as given, as in AgileRL
    assert not buf.initialized
    assert buf.storage is None
    assert buf.dtype is torch.float64
    for _ in range(3):
        buf.add(transition(4))
    assert (len(buf), buf.size, buf.counter, buf.is_full) == (10, 10, 12, True)
    assert buf.initialized
    assert buf.storage is not None
    assert buf.storage.batch_size == (10,)
    assert buf.storage["reward"].shape == (10, 1)
    buf.size = 5  # settable, as in AgileRL: sampling draws from [0, 5)
    assert int(buf.sample(50, return_idx=True)["idxs"].max()) < 5
    buf.size = 10
    assert "ReplayBuffer(max_size=10, size=10" in repr(buf)
    assert buf.sample(2)["obs"].dtype == torch.float64


def test_same_generator_seed_same_samples(device: str, make_gen) -> None:  # type: ignore[no-untyped-def]
    a = ReplayBuffer(50, device=device, generator=make_gen(3))
    b = ReplayBuffer(50, device=device, generator=make_gen(3))
    for buf in (a, b):
        buf.add(transition(20))
    assert torch.equal(a.sample(16, True)["idxs"], b.sample(16, True)["idxs"])


def test_default_generator_follows_global_seed() -> None:
    torch.manual_seed(11)
    a = ReplayBuffer(50)
    torch.manual_seed(11)
    b = ReplayBuffer(50)
    for buf in (a, b):
        buf.add(transition(20))
    assert torch.equal(a.sample(16, True)["idxs"], b.sample(16, True)["idxs"])


def test_samples_are_independent_copies(device: str) -> None:
    buf = ReplayBuffer(8, device=device)
    buf.add(transition(4))
    s = buf.sample_from_indices(torch.tensor([0]))
    before = s["obs"].clone()
    buf.add(transition(8, seed=5))  # overwrite every slot
    assert torch.equal(s["obs"], before)


def test_sample_from_indices_validating(device: str) -> None:
    buf = ReplayBuffer(8, device=device, validate=True)
    buf.add(transition(4))
    with pytest.raises(
        BufferIndexError,
        match=re.escape(
            "sample_from_indices: idxs must be in [0, 4) (the buffer's size), got min=0, max=4"
        ),
    ):
        buf.sample_from_indices(torch.tensor([0, 4]))
    out = buf.sample_from_indices([[1], [2]])
    assert out["obs"].shape == (2, 3)


def test_sample_from_indices_deferred(device: str) -> None:
    buf = ReplayBuffer(8, device=device, validate=False)
    buf.add(transition(4))
    out = buf.sample_from_indices(torch.tensor([-3, 1, 7]))
    ref = buf.sample_from_indices(torch.tensor([0, 1, 3]))  # clamped into range
    assert torch.equal(out["obs"], ref["obs"])
    with pytest.raises(
        BufferIndexError,
        match=re.escape(
            "sample_from_indices received 2 idxs outside [0, size) since the last check "
            "(they were clamped into range)"
        ),
    ):
        buf.save("/nonexistent/never-written.rb")
    buf.check_errors()  # reset by the raise
