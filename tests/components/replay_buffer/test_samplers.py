"""Sampler helpers: index/priority conversion and the uniform sampler."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from agilerl.components.replay_buffer import BufferTypeError
from agilerl.components.replay_buffer.samplers import UniformSampler, to_device_1d


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


def test_uniform_sampler_range(device: str) -> None:
    gen = torch.Generator(device=device).manual_seed(0)
    idx = UniformSampler(gen).sample(7, 1000, torch.device(device))
    assert idx.dtype == torch.int64
    assert int(idx.min()) == 0
    assert int(idx.max()) == 6
