"""CPU adds through numpy views of the storage (``_host.HostWriter``).

The host writer must store exactly what the general (torch) path stores, share
the storage's memory (no second copy), and hand everything it cannot check cheaply
to the general path, which converts or raises leaving the buffer unchanged.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import PrioritizedReplayBuffer, ReplayBuffer
from agilerl.components.replay_buffer.errors import BufferFieldError, BufferTypeError


def stored(buf: ReplayBuffer) -> dict[str, torch.Tensor]:
    return {k: v.clone() for k, v in buf.sample_from_indices(torch.arange(len(buf))).items()}


def as_numpy(d: dict[str, torch.Tensor]) -> dict[str, np.ndarray]:
    return {k: v.numpy() for k, v in d.items()}


@pytest.mark.parametrize("kind", ["torch", "numpy", "float64", "tensordict"])
@pytest.mark.parametrize("cls", [ReplayBuffer, PrioritizedReplayBuffer])
def test_host_adds_store_what_the_general_path_stores(kind: str, cls: type[ReplayBuffer]) -> None:
    batches = [transition(5, seed=s) for s in range(7)]  # 35 rows into 16 slots: wraps
    ref = cls(16)
    for b in batches:  # the general path: layout.extract + torch copies
        st, values, n = ref._extract(b)
        start = ref._cursor
        st.write_ring(values, start, n)
        ref._cursor = (start + n) % 16
        ref._size = min(ref._size + n, 16)
    buf = cls(16)
    for b in batches:
        data: Any = b
        if kind == "numpy":
            data = as_numpy(b)
        elif kind == "float64":
            data = {k: v.double() if v.is_floating_point() else v for k, v in b.items()}
        elif kind == "tensordict":
            from tensordict import TensorDict

            data = TensorDict(b, batch_size=[5])
        buf.add(data)
    assert buf._storage is not None
    assert buf._storage.host is not None
    assert len(buf) == len(ref) == 16
    got, want = stored(buf), stored(ref)
    for key in want:
        assert torch.equal(got[key], want[key]), key


def test_host_views_share_the_storage_memory() -> None:
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    st = buf._storage
    assert st is not None
    assert st.host is not None
    rows = st.rows.numpy()
    for _, full, one, *_ in st.host.fields:
        assert np.shares_memory(full, rows)
        assert one is None or np.shares_memory(one, rows)


def test_one_d_and_column_inputs_agree() -> None:
    a, b = ReplayBuffer(8), ReplayBuffer(8)
    d = transition(4, seed=3)
    a.add(d)
    b.add({k: v.unsqueeze(1) if v.ndim == 1 else v for k, v in d.items()})
    sa, sb = stored(a), stored(b)
    for key in sa:
        assert torch.equal(sa[key], sb[key])


def bit_state(buf: ReplayBuffer) -> tuple[bytes, int, int, int]:
    assert buf._storage is not None
    return buf._storage.rows.numpy().tobytes(), buf._cursor, len(buf), buf.counter


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"action": np.zeros(3, dtype=np.float32)}, BufferTypeError),  # float into int64
        ({"obs": np.zeros((3, 4), dtype=np.float32)}, BufferFieldError),  # wrong shape
        ({"obs": np.zeros((2, 3), dtype=np.float32)}, BufferFieldError),  # batch mismatch
        ({"obs": torch.zeros(3, 3, device="meta")}, BufferTypeError),  # not a host tensor
        ({"obs": np.zeros((3, 3), dtype=np.complex64)}, BufferTypeError),
        ({"obs": [[0.0] * 3] * 3}, BufferTypeError),
    ],
)
def test_refused_batches_reach_the_general_path_and_leave_no_trace(
    change: dict[str, Any], error: type[Exception]
) -> None:
    buf = ReplayBuffer(8)
    buf.add(transition(6))
    before = bit_state(buf)
    bad: dict[str, Any] = {**as_numpy(transition(3, seed=1)), **change}
    with pytest.raises(error):
        buf.add(bad)
    assert bit_state(buf) == before


def test_general_path_conversions_still_apply() -> None:
    """bfloat16 input and a batch longer than the buffer bypass the host writer."""
    buf = ReplayBuffer(4)
    buf.add(transition(2))
    d = transition(6, seed=2)
    buf.add({**d, "obs": d["obs"].to(torch.bfloat16)})
    assert len(buf) == 4
    # rows 2..5 of the batch reach slots 0..3 (as if written one by one from slot 2)
    assert torch.equal(stored(buf)["obs"], d["obs"].to(torch.bfloat16).float()[2:])
