"""CPU adds through numpy views of the storage, or one C call (``_host.HostWriter``).

The host writer must store exactly what the general (torch) path stores, share
the storage's memory (no second copy), and hand everything it cannot check cheaply
to the general path, which converts or raises leaving the buffer unchanged. Every
test runs with each path of torch batches: the C extension's ``scatter`` and numpy
alone.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import torch
from rb_helpers import transition

from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.errors import BufferFieldError, BufferTypeError

pytestmark = pytest.mark.usefixtures("host_mode")  # extension, numpy


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
        ({"action": torch.zeros(3)}, BufferTypeError),  # torch: float into int64
        ({"obs": torch.zeros(3, 4)}, BufferFieldError),  # torch: wrong shape
        ({"obs": torch.zeros(2, 3)}, BufferFieldError),  # torch: batch mismatch
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


def test_torch_batches_take_the_c_path_where_built(host_mode: str) -> None:
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    host = buf._storage.host if buf._storage is not None else None
    assert host is not None
    assert (host._ext is not None) == (host_mode == "ext")
    if host._ext is not None:
        ctx = host._ext_ctx
        assert host._ext(transition(3, seed=1), ctx, 0, None) == 3
        assert host._ext(transition(3, seed=1), ctx, 0, 2) is None  # not the rows asked for
        assert host._ext(as_numpy(transition(3, seed=1)), ctx, 0, None) == 3  # exact dtypes
        with pytest.raises(TypeError, match="scatter"):
            host._ext([], ctx, 0, None)


def test_the_extension_refuses_what_the_python_checks_refuse(host_mode: str) -> None:
    """Each way a torch batch can be unfit for a raw copy, one field at a time: both C
    extension says ``None`` (nothing written) and the buffer's rows are untouched."""
    if host_mode == "numpy":
        pytest.skip("no C path")
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    st = buf._storage
    assert st is not None
    host = st.host
    assert host is not None
    base = transition(3, seed=2)
    bad = {
        "dtype": base["obs"].double(),
        "shape": base["obs"][:, :2].contiguous(),
        "rows": base["obs"][:2],
        "0-d": torch.tensor(1.0),
        "strided": base["obs"].t().contiguous().t(),
        "neg": torch._neg_view(base["obs"]),
        "subclass": torch.nn.Parameter(base["obs"].clone()),
        "not a tensor": [[0.0] * 4] * 3,
        "no memory": torch._efficientzerotensor(3, 4),
        "missing": None,
    }
    before = st.rows.clone()
    for why, value in bad.items():
        data = (
            {**base, "obs": value}
            if value is not None
            else {k: v for k, v in base.items() if k != "obs"}
        )
        assert host._ext(data, host._ext_ctx, 0, None) is None, why
        assert torch.equal(st.rows, before), why
    # numpy arrays the extension leaves to the numpy path (which converts or refuses)
    arr = base["obs"].numpy()
    for why, value in {
        "float64": arr.astype(np.float64),
        "big-endian": arr.astype(">f4"),
        "strided": np.asfortranarray(arr),
        "shape": arr[:, :2].copy(),
        "object": arr.astype(object),
        "own rows": st.host.fields[0][1][0:3],
    }.items():
        assert not (why == "strided" and value.flags.c_contiguous)
        assert host._ext({**as_numpy(base), "obs": value}, host._ext_ctx, 0, None) is None, why
        assert torch.equal(st.rows, before), why
    # one row of the storage itself (contiguous: a single row), every field
    own = {f.path[0]: v[1:2] for f, v in zip(st.layout.fields, st.views, strict=True)}
    own = {k: v.squeeze(1) if v.shape[1:] == (1,) else v for k, v in own.items()}
    assert all(v.is_contiguous() for v in own.values())
    assert host._ext(own, host._ext_ctx, 0, None) is None
    assert torch.equal(st.rows, before)


def add_all(buf: ReplayBuffer, batches: list[dict[str, Any]]) -> dict[str, torch.Tensor]:
    for b in batches:
        buf.add(b)
    return stored(buf)


def test_inputs_the_c_path_refuses_are_stored_right() -> None:
    """Non-contiguous, negative-view and grad-tracking tensors, and views of the very
    rows being written, store what their values say."""
    base = transition(5, seed=4)
    want = add_all(ReplayBuffer(8), [transition(4), base])
    obs_t = base["obs"].t().contiguous().t()  # same values, column-major
    assert not obs_t.is_contiguous()
    neg = torch._neg_view(-base["reward"])  # negative bit set, values == reward
    assert neg.is_neg()
    grad = base["next_obs"].clone().requires_grad_(True)
    got = add_all(ReplayBuffer(8), [transition(4), {**base, "obs": obs_t, "reward": neg}])
    got_grad = add_all(ReplayBuffer(8), [transition(4), {**base, "next_obs": grad}])
    for key in want:
        assert torch.equal(got[key], want[key]), key
        assert torch.equal(got_grad[key], want[key]), key


def test_a_batch_of_views_of_the_storage_itself() -> None:
    buf, ref = ReplayBuffer(8), ReplayBuffer(8)
    for b in (buf, ref):
        b.add(transition(6, seed=5))
    st = buf._storage
    assert st is not None
    # rows 0..3 of the storage, written at slots 6, 7, 0, 1 (the ring wraps over them)
    views = {f.path[0]: v[0:4] for f, v in zip(st.layout.fields, st.views, strict=True)}
    views = {k: v.squeeze(1) if v.shape[1:] == (1,) else v for k, v in views.items()}
    copies = {k: v.clone() for k, v in views.items()}
    buf.add(views)
    ref.add(copies)
    got, want = stored(buf), stored(ref)
    for key in want:
        assert torch.equal(got[key], want[key]), key


def test_n_step_windows_store_the_same_through_either_path() -> None:
    steps = [transition(3, seed=s, done_p=0.3) for s in range(9)]
    buf = MultiStepReplayBuffer(16, n_step=3, gamma=0.9)
    outs = [buf.add(s) for s in steps]
    ref = MultiStepReplayBuffer(16, n_step=3, gamma=0.9)
    ref_outs = [ref.add(as_numpy(s)) for s in steps]  # numpy: never the C path
    for a, b in zip(outs, ref_outs, strict=True):
        assert (a is None) == (b is None)
        if a is not None and b is not None:
            for key in b.keys():  # noqa: SIM118 (iterating a TensorDict walks its batch)
                assert torch.equal(a[key], b[key]), key
    got, want = stored(buf), stored(ref)
    for key in want:
        assert torch.equal(got[key], want[key]), key
