"""CPU adds: ``Layout.plan`` checks a batch, the C copy (``_host.HostWriter``) or the
tensor ops execute the plan.

The C copy must store exactly what the tensor ops store; a batch the plan refuses
never reaches either writer and leaves the buffer bit-identical; the C copy checks
nothing of the plan again and asserts only what its memory accesses rely on. Every
test runs with the extension and with the tensor ops alone (``AGILERL_NATIVE=0``).
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
from agilerl.components.replay_buffer.storage import Layout, Storage

pytestmark = pytest.mark.usefixtures("host_mode")  # extension, numpy


def stored(buf: ReplayBuffer) -> dict[str, torch.Tensor]:
    return {k: v.clone() for k, v in buf.sample_from_indices(torch.arange(len(buf))).items()}


def as_numpy(d: dict[str, torch.Tensor]) -> dict[str, np.ndarray]:
    return {k: v.numpy() for k, v in d.items()}


@pytest.mark.parametrize("kind", ["torch", "numpy", "float64", "tensordict"])
@pytest.mark.parametrize("cls", [ReplayBuffer, PrioritizedReplayBuffer])
def test_host_adds_store_what_the_general_path_stores(
    kind: str, cls: type[ReplayBuffer], host_mode: str
) -> None:
    batches = [transition(5, seed=s) for s in range(7)]  # 35 rows into 16 slots: wraps
    ref = cls(16)
    for b in batches:  # the tensor ops: Layout.plan + Storage.write_ring
        if ref._storage is None:
            ref._storage = Storage(16, ref._device, Layout.from_batch(b, torch.float32))
        st = ref._storage
        plan = st.layout.plan(b, ref._device)
        start = ref._cursor
        st.write_ring(plan.tensors(), start, plan.batch)
        ref._cursor = (start + plan.batch) % 16
        ref._size = min(ref._size + plan.batch, 16)
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
    assert (buf._storage.host is not None) == (host_mode == "ext")
    assert len(buf) == len(ref) == 16
    got, want = stored(buf), stored(ref)
    for key in want:
        assert torch.equal(got[key], want[key]), key


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


def test_plain_batches_make_raw_plans_for_the_c_copy(host_mode: str) -> None:
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    st = buf._storage
    assert st is not None
    assert (st.host is not None) == (host_mode == "ext")
    cpu = torch.device("cpu")
    assert st.layout.plan(transition(3, seed=1), cpu).raw
    assert st.layout.plan(as_numpy(transition(3, seed=1)), cpu).raw  # the stored dtypes
    base = transition(3, seed=2)
    for why, value in {  # the C copy reads these plain first (the same values)
        "strided": base["obs"].t().contiguous().t(),
        "neg": torch._neg_view(base["obs"]),
        "no memory": torch._efficientzerotensor(3, 3),
        "numpy strided": np.asfortranarray(base["obs"].numpy()),
    }.items():
        assert st.layout.plan({**base, "obs": value}, cpu).raw, why
    for why, value in {  # the tensor ops convert these
        "dtype": base["obs"].double(),
        "subclass": torch.nn.Parameter(base["obs"].clone()),
        "numpy float64": base["obs"].numpy().astype(np.float64),
    }.items():
        assert not st.layout.plan({**base, "obs": value}, cpu).raw, why
    assert not st.layout.plan(base, torch.device("meta")).raw  # not CPU storage


def test_the_c_copy_asserts_what_its_memory_accesses_rely_on(host_mode: str) -> None:
    """A raw plan whose values changed after the check (as another thread could change
    them) is refused by the C copy before it writes a byte; a plan Layout.plan made is
    never refused."""
    if host_mode != "ext":
        pytest.skip("no C path")
    buf = ReplayBuffer(8)
    buf.add(transition(2))
    st = buf._storage
    assert st is not None
    host = st.host
    assert host is not None
    plan = st.layout.plan(transition(3, seed=2), torch.device("cpu"))
    assert plan.raw
    before = st.rows.clone()
    obs = plan.values[0]
    assert obs.shape == (3, 3)
    size = "not batch \\* width bytes"
    for why, value in [
        (size, obs[:2]),
        (size, obs[:2].t()),  # (once it is made contiguous)
        (size, obs.numpy()[:2]),
        ("neither a torch.Tensor nor a numpy array", [[0.0] * 3] * 3),
    ]:
        bad = plan._replace(values=[value, *plan.values[1:]])
        with pytest.raises(RuntimeError, match=why):
            host.write(bad, 0)
        assert torch.equal(st.rows, before), why
    with pytest.raises(TypeError, match="scatter"):
        host.scatter(None, 0, 3)  # values neither a list nor a tuple
    host.write(plan, 7)  # wraps: rows 7, 0, 1
    assert not torch.equal(st.rows, before)


def test_a_refused_batch_never_reaches_a_writer(
    host_mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every refusal is Layout.plan's: neither the C copy nor the tensor ops see a
    batch it refused, for every buffer kind (the C copy's test of the memo's key sees
    it, and writes nothing: ``scatter`` with the key answers False)."""
    from agilerl.components.replay_buffer import _host, storage, window

    calls: list[str] = []

    def spying(real: Any, name: str) -> Any:
        def spy(*args: Any) -> Any:
            out = real(*args)
            if out is not False:  # (scatter with a key: False, nothing written)
                calls.append(name)
            return out

        return spy

    for owner, name in (
        (_host.HostWriter, "write"),
        (storage.Storage, "write_ring"),
        (window.Arena, "put"),
    ):
        monkeypatch.setattr(owner, name, spying(getattr(owner, name), name))
    real_init = _host.HostWriter.__init__

    def init(self: Any, *args: Any) -> None:  # each writer's C copy, spied on as it is made
        real_init(self, *args)
        self.scatter = spying(self.scatter, "scatter")

    monkeypatch.setattr(_host.HostWriter, "__init__", init)
    bad = [
        {"obs": torch.zeros(3, 4)},  # a missing field
        {**transition(3), "obs": torch.zeros(3, 5)},  # a row shape
        {**transition(3), "obs": torch.zeros(2, 4)},  # a batch size
        {**transition(3), "action": torch.zeros(3)},  # a dtype
        {**transition(3), "obs": torch.zeros(3, 4, device="meta")},  # a device
        {**transition(3), "obs": np.zeros((3, 4), dtype=np.complex64)},
        {**transition(3), "obs": [[0.0] * 4] * 3},  # not an array
    ]
    for cls in (ReplayBuffer, PrioritizedReplayBuffer, MultiStepReplayBuffer):
        buf = cls(8)
        buf.add(transition(3))
        calls.clear()
        for data in bad:
            with pytest.raises((BufferFieldError, BufferTypeError)):
                buf.add(data)
        assert calls == [], cls.__name__
        buf.add(transition(3, seed=1))
        assert calls, cls.__name__  # the spies see the writes they should


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
    # one row of the storage, every field (contiguous: a raw plan, which the C copy
    # copies out before it writes the ring over it), at slot 2
    one = {f.path[0]: v[2:3] for f, v in zip(st.layout.fields, st.views, strict=True)}
    assert all(v.is_contiguous() for v in one.values())
    assert st.layout.plan(one, torch.device("cpu")).raw
    buf.add(one)
    ref.add({k: v.clone() for k, v in one.items()})
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
