"""Layout inference and batch validation: errors name field, expected and received."""

from __future__ import annotations

import re

import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    BufferFieldError,
    BufferTypeError,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.layout import Layout


def test_packed_offsets_are_aligned() -> None:
    layout = Layout.build(
        [
            (("a",), torch.bool, ()),
            (("b",), torch.float32, (3,)),
            (("c",), torch.int64, (2,)),
            (("d",), torch.uint8, (5,)),
        ]
    )
    for f in layout.fields:
        assert f.offset % f.itemsize == 0
    assert layout.row_bytes % 8 == 0
    assert layout.row_bytes == 8 * 2 + 4 * 3 + 5 + 1 + 6  # padded to 40


def _base() -> dict[str, torch.Tensor]:
    return transition(4)


BAD_ADDS = [
    (
        lambda d: {**d, "reward": torch.zeros(3)},
        BufferFieldError,
        "fields disagree in batch size: field 'reward' has 3 rows, expected 4 (as field 'obs')",
    ),
    (
        lambda d: {k: v for k, v in d.items() if k != "done"},
        BufferFieldError,
        "batch fields changed after the first add: missing ['done']; expected keys "
        "['obs', 'action', 'reward', 'done', 'next_obs'], got "
        "['obs', 'action', 'reward', 'next_obs']",
    ),
    (
        lambda d: {**d, "extra": torch.zeros(4)},
        BufferFieldError,
        "batch fields changed after the first add: unexpected ['extra']",
    ),
    (
        lambda d: {**d, "obs": torch.zeros(4, 5)},
        BufferFieldError,
        "field 'obs': expected shape [batch, *[3]], got [4, 5]",
    ),
    (
        lambda d: {**d, "action": d["action"].to(torch.int32)},
        BufferTypeError,
        "field 'action': expected dtype torch.int64, got torch.int32",
    ),
    (
        lambda d: {**d, "done": d["done"].float()},
        BufferTypeError,
        "field 'done': expected dtype torch.bool, got torch.float32",
    ),
    (
        lambda d: {**d, "obs": [[0.0] * 3] * 4},
        BufferTypeError,
        "field 'obs': expected a torch.Tensor or numpy.ndarray with a leading batch "
        "dimension, got list",
    ),
    (
        lambda d: {**d, "obs": torch.zeros(())},
        BufferFieldError,
        "field 'obs': expected shape [batch, *[3]], got a 0-d tensor",
    ),
]


@pytest.mark.parametrize(("mutate", "exc", "msg"), BAD_ADDS)
def test_bad_adds_store_nothing(device: str, mutate, exc, msg) -> None:  # type: ignore[no-untyped-def]
    buf = ReplayBuffer(10, device=device)
    buf.add(_base())
    before = buf.sample_from_indices(torch.arange(4))
    snapshot = {k: v.clone() for k, v in before.items()}
    with pytest.raises(exc, match=re.escape(msg)):
        buf.add(mutate(transition(4, seed=9)))
    assert len(buf) == 4
    assert buf.counter == 4
    after = buf.sample_from_indices(torch.arange(4))
    for k, v in snapshot.items():
        assert torch.equal(after[k], v)
    buf.add(transition(4, seed=3))  # the buffer still works
    assert len(buf) == 8


def test_first_add_errors_allocate_nothing(device: str) -> None:
    buf = ReplayBuffer(10, device=device)
    with pytest.raises(BufferFieldError, match=re.escape("field 'b' has 2 rows, expected 3")):
        buf.add({"a": torch.zeros(3), "b": torch.zeros(2)})
    assert buf.layout is None
    with pytest.raises(BufferFieldError, match="field 'b': expected a leading batch dimension"):
        buf.add({"a": torch.zeros(11), "b": torch.tensor(1.0)})
    assert buf.layout is None
    with pytest.raises(BufferFieldError, match="field 'idxs' is reserved by ReplayBuffer"):
        buf.add({"idxs": torch.zeros(3)})
    with pytest.raises(BufferTypeError, match="expects a mapping"):
        buf.add(torch.zeros(3))
    buf.add({"a": torch.zeros(3, 2)})  # a later valid first add decides the layout
    assert buf.layout == {"a": "float32[2]"}


def test_device_mismatch_is_refused() -> None:
    if not torch.cuda.is_available():
        pytest.skip("needs cuda")
    buf = ReplayBuffer(10, device="cpu")
    with pytest.raises(BufferTypeError, match="expected a tensor on device cpu"):
        buf.add({"a": torch.zeros(3, device="cuda")})
