"""Layout.plan's memo: a batch whose values read as the last accepted batch's did (the
extension's ``meta``) gets that batch's verdict; a batch that differs in anything the
check reads misses the memo and is checked in full, refused as it would be without it."""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
import torch
from rb_helpers import transition
from test_hostile import fingerprint

from agilerl import _native
from agilerl.components.replay_buffer import (
    BufferFieldError,
    BufferTypeError,
    MultiStepReplayBuffer,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.layout import Layout

CPU = torch.device("cpu")


@pytest.fixture(autouse=True)
def _ext(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(_native.ENV_SWITCH, "1")
    if _native.kernels() is None:
        pytest.skip("installed without the C extension (no memo)")


def _nested(x: torch.Tensor) -> torch.Tensor:
    with warnings.catch_warnings():  # "nested tensors are in prototype stage"
        warnings.simplefilter("ignore")
        return torch.nested.nested_tensor(list(x.unbind(0)))


def _jagged(x: torch.Tensor) -> torch.Tensor:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return torch.nested.nested_tensor(list(x.unbind(0)), layout=torch.jagged)


def _quiet(make: Callable[[], torch.Tensor]) -> torch.Tensor:
    with warnings.catch_warnings():  # "sparse CSR tensor support is in beta state"
        warnings.simplefilter("ignore")
        return make()


def _numpy(d: dict[str, torch.Tensor]) -> dict[str, Any]:
    return {k: v.numpy() for k, v in d.items()}


Batch = dict[str, Any]
# (name, the accepted batch's kind, a change of one checked property, error, message)
FLIPS: list[tuple[str, str, Callable[[Batch], Batch], type[Exception], str]] = [
    (
        "tensor dtype",
        "torch",
        lambda d: {**d, "action": d["action"].to(torch.int32)},
        BufferTypeError,
        "field 'action': expected dtype torch.int64, got torch.int32",
    ),
    (
        "integer dtype of a floating field",
        "torch",
        lambda d: {**d, "obs": d["obs"].to(torch.int64)},
        BufferTypeError,
        "field 'obs': expected dtype torch.float32 (or any floating dtype), got torch.int64",
    ),
    (
        "row shape",
        "torch",
        lambda d: {**d, "obs": torch.zeros(4, 5)},
        BufferFieldError,
        "field 'obs': expected shape [batch, *[3]], got [4, 5]",
    ),
    (
        "batch size of one field",
        "torch",
        lambda d: {**d, "reward": torch.zeros(3)},
        BufferFieldError,
        "fields disagree in batch size: field 'reward' has 3 rows, expected 4 (as field 'obs')",
    ),
    (
        "0-d",
        "torch",
        lambda d: {**d, "done": torch.tensor(True)},
        BufferFieldError,
        "field 'done': expected shape [batch, *[1]], got a 0-d tensor",
    ),
    (
        "layout",
        "torch",
        lambda d: {**d, "next_obs": d["next_obs"].to_sparse()},
        BufferTypeError,
        "field 'next_obs': expected a dense (strided) tensor, got layout torch.sparse_coo",
    ),
    (
        "sparse CSR layout",
        "torch",
        lambda d: {**d, "obs": _quiet(d["obs"].to_sparse_csr)},
        BufferTypeError,
        "field 'obs': expected a dense (strided) tensor, got layout torch.sparse_csr",
    ),
    (
        "sparse CSC layout",
        "torch",
        lambda d: {**d, "obs": _quiet(d["obs"].to_sparse_csc)},
        BufferTypeError,
        "field 'obs': expected a dense (strided) tensor, got layout torch.sparse_csc",
    ),
    (
        "sparse BSR layout",
        "torch",
        lambda d: {**d, "obs": _quiet(lambda: d["obs"].to_sparse_bsr((1, 1)))},
        BufferTypeError,
        "field 'obs': expected a dense (strided) tensor, got layout torch.sparse_bsr",
    ),
    (
        "sparse BSC layout",
        "torch",
        lambda d: {**d, "obs": _quiet(lambda: d["obs"].to_sparse_bsc((1, 1)))},
        BufferTypeError,
        "field 'obs': expected a dense (strided) tensor, got layout torch.sparse_bsc",
    ),
    (
        "mkldnn layout (is_contiguous() answers True)",
        "torch",
        lambda d: {**d, "obs": d["obs"].to_mkldnn()},
        BufferTypeError,
        "field 'obs': expected a dense (strided) tensor, got layout torch._mkldnn",
    ),
    (
        "nested (shape unreadable)",
        "torch",
        lambda d: {**d, "obs": _nested(d["obs"])},
        BufferTypeError,
        "field 'obs': expected a dense tensor, got a nested tensor",
    ),
    (
        "jagged nested tensor (a subclass)",
        "torch",
        lambda d: {**d, "obs": _jagged(d["obs"])},
        BufferTypeError,
        "field 'obs': expected a dense (strided) tensor, got layout torch.jagged",
    ),
    (
        "device",
        "torch",
        lambda d: {**d, "reward": d["reward"].to("meta")},
        BufferTypeError,
        "field 'reward': expected a tensor on device cpu (or numpy), got device meta",
    ),
    (
        "type",
        "torch",
        lambda d: {**d, "obs": d["obs"].tolist()},
        BufferTypeError,
        "field 'obs': expected a torch.Tensor or numpy.ndarray with a leading batch "
        "dimension, got list",
    ),
    (
        "numpy dtype",
        "numpy",
        lambda d: {**d, "obs": d["obs"].astype(np.complex64)},
        BufferTypeError,
        "field 'obs': expected dtype torch.float32 (or any floating dtype), got torch.complex64",
    ),
    (
        "numpy byte order",
        "numpy",
        lambda d: {**d, "obs": d["obs"].astype(">f4")},
        BufferTypeError,
        "field 'obs': numpy dtype >f4 is not supported (not the machine's byte order)",
    ),
    (
        "numpy row shape",
        "numpy",
        lambda d: {**d, "next_obs": np.zeros((4, 2), np.float32)},
        BufferFieldError,
        "field 'next_obs': expected shape [batch, *[3]], got [4, 2]",
    ),
    (
        "numpy batch size",
        "numpy",
        lambda d: {**d, "action": d["action"][:2]},
        BufferFieldError,
        "fields disagree in batch size: field 'action' has 2 rows, expected 4 (as field 'obs')",
    ),
    (
        "numpy to tensor of another dtype",
        "numpy",
        lambda d: {**d, "done": torch.from_numpy(d["done"]).to(torch.uint8)},
        BufferTypeError,
        "field 'done': expected dtype torch.bool, got torch.uint8",
    ),
]

if not torch.backends.mkldnn.is_available():  # a torch built without oneDNN
    FLIPS = [f for f in FLIPS if "mkldnn" not in f[0]]


def _batch(kind: str, seed: int) -> Batch:
    d = transition(4, seed=seed)
    return _numpy(d) if kind == "numpy" else d


def _counting(layout: Layout, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the full checks ``layout`` runs from now on."""
    calls: list[int] = []
    check = layout._check

    def counted(*args: Any) -> Any:
        calls.append(1)
        return check(*args)

    monkeypatch.setattr(layout, "_check", counted)
    return calls


@pytest.mark.parametrize(("name", "kind", "flip", "exc", "msg"), FLIPS, ids=[f[0] for f in FLIPS])
def test_a_changed_property_after_a_memo_hit_is_refused(  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch, name, kind, flip, exc, msg
) -> None:
    buf = ReplayBuffer(16, generator=torch.Generator().manual_seed(0))
    buf.add(_batch(kind, 1))
    layout = buf._storage.layout  # type: ignore[union-attr]
    assert layout._memo is not None
    calls = _counting(layout, monkeypatch)
    buf.add(_batch(kind, 2))
    assert calls == []  # a memo hit: no full check
    before = fingerprint(buf)
    with pytest.raises(exc, match=re.escape(msg)):
        buf.add(flip(_batch(kind, 3)))
    assert fingerprint(buf) == before  # nothing written, the memo as it was
    assert calls == [1]  # the changed batch was checked in full
    buf.add(_batch(kind, 4))  # and the memo still serves the accepted kind
    assert calls == [1]
    assert len(buf) == 12


def _neg(x: torch.Tensor) -> torch.Tensor:
    return torch._neg_view(-x)  # the negative bit set, the same values


# Accepted values that differ from the memoised batch in something the check reads:
# each is checked in full and stored as the tensor ops store it.
ACCEPTED: list[tuple[str, Callable[[Batch], Batch]]] = [
    ("float64 tensor", lambda d: {**d, "obs": d["obs"].double()}),
    ("strided tensor", lambda d: {**d, "obs": d["obs"].t().contiguous().t()}),
    ("negative bit", lambda d: {**d, "reward": _neg(d["reward"])}),
    ("subclass", lambda d: {**d, "obs": torch.nn.Parameter(d["obs"].clone())}),
    ("numpy", _numpy),
    ("numpy float64", lambda d: {**_numpy(d), "reward": d["reward"].double().numpy()}),
    ("numpy strided", lambda d: {**_numpy(d), "obs": np.asfortranarray(d["obs"].numpy())}),
    ("column for a [B] field", lambda d: {**d, "reward": d["reward"][:, None]}),
]


@pytest.mark.parametrize("change", [c for _, c in ACCEPTED], ids=[n for n, _ in ACCEPTED])
def test_accepted_changes_after_a_memo_hit_store_the_same(change: Callable[[Batch], Batch]) -> None:
    buf = ReplayBuffer(16)
    for seed in range(2):  # the second add is a memo hit
        buf.add(transition(4, seed=seed))
    layout = buf._storage.layout  # type: ignore[union-attr]
    new = change(transition(4, seed=7))
    plan = layout.plan(new, CPU)
    fresh = Layout.from_meta(layout.to_meta(), layout.row_bytes)
    fresh.int_ok = layout.int_ok
    ref = fresh._check([new[n] for n in fresh.names], (CPU, True), None)
    assert (plan.batch, plan.raw) == (ref.batch, ref.raw)
    buf.add(new)
    got = buf.sample_from_indices(torch.arange(8, 12))
    want = transition(4, seed=7)
    for k, v in want.items():
        assert torch.equal(got[k].reshape(v.shape), v.to(got[k].dtype)), k


# Accepted values that differ from a memoised numpy batch in what the C copy's test of
# the key reads (an array's buffer: its shape and C-contiguity; its dtype object): each
# misses the memo, is checked in full and stored as the tensor ops store it.
NUMPY_ACCEPTED: list[tuple[str, Callable[[Batch], Batch]]] = [
    ("fortran order, the same shape", lambda d: {**d, "obs": np.asfortranarray(d["obs"])}),
    ("a strided view, the same shape", lambda d: {**d, "obs": np.repeat(d["obs"], 2, 0)[::2]}),
    ("a float64 array", lambda d: {**d, "reward": d["reward"].astype(np.float64)}),
    ("a tensor", lambda d: {**d, "next_obs": torch.from_numpy(d["next_obs"])}),
    ("a column for a [B] field", lambda d: {**d, "reward": d["reward"][:, None]}),
]


@pytest.mark.parametrize(
    "change", [c for _, c in NUMPY_ACCEPTED], ids=[n for n, _ in NUMPY_ACCEPTED]
)
def test_accepted_numpy_changes_after_a_memo_hit_are_checked_and_stored_the_same(
    monkeypatch: pytest.MonkeyPatch, change: Callable[[Batch], Batch]
) -> None:
    buf = ReplayBuffer(16)
    for seed in range(2):
        buf.add(_numpy(transition(4, seed=seed)))
    calls = _counting(buf._storage.layout, monkeypatch)  # type: ignore[union-attr]
    buf.add(change(_numpy(transition(4, seed=7))))
    assert calls == [1]  # missed the memo: checked in full
    got = buf.sample_from_indices(torch.arange(8, 12))
    for k, v in transition(4, seed=7).items():
        assert torch.equal(got[k].reshape(v.shape), v.to(got[k].dtype)), k


def test_the_c_copy_writes_nothing_for_values_that_do_not_read_as_the_key() -> None:
    buf = ReplayBuffer(8)
    buf.add(transition(3))
    st = buf._storage
    assert st is not None
    assert st.host is not None
    memo = st.layout.raw_memo
    assert memo is not None
    before = st.rows.clone()
    values = st.layout.read(transition(3, seed=1))
    for other in (
        [values[0][:2], *values[1:]],  # another shape
        [values[0].double(), *values[1:]],  # another dtype
        [values[0].tolist(), *values[1:]],  # another type
        [values[0].numpy(), *values[1:]],  # an array for a tensor
        *([x, *values[1:]] for x in _other_layouts(values[0])),  # the layout is not read
        tuple(values[::-1]),  # a tuple is read as a list is
    ):
        assert st.host.scatter(other, 0, memo[2], memo[1]) is False
        assert torch.equal(st.rows, before)
    with pytest.raises(TypeError, match="scatter"):  # a key of another length
        st.host.scatter(values, 0, 3, memo[1][:-1])
    assert st.host.scatter(list(values), 0, memo[2], memo[1]) is True
    assert not torch.equal(st.rows, before)
    assert st.host.scatter(tuple(values), 3, memo[2], memo[1]) is True


def _other_layouts(x: torch.Tensor) -> list[torch.Tensor]:
    """``x`` in every layout but strided that this torch builds (the C test of the key
    does not read a tensor's layout: each must read as a miss)."""
    out = [
        _quiet(make)
        for make in (
            x.to_sparse,
            x.to_sparse_csr,
            x.to_sparse_csc,
            lambda: x.to_sparse_bsr((1, 1)),
            lambda: x.to_sparse_bsc((1, 1)),
        )
    ]
    if torch.backends.mkldnn.is_available():
        out.append(x.to_mkldnn())
    out += [_nested(x), _jagged(x)]
    assert {t.layout for t in out} | {torch.strided} >= set(_LAYOUTS) - {torch._mkldnn}
    return out


_LAYOUTS = [
    getattr(torch, name) for name in dir(torch) if isinstance(getattr(torch, name), torch.layout)
]


def test_converted_batches_are_not_memoised() -> None:
    buf = ReplayBuffer(16)
    buf.add(transition(4))
    layout = buf._storage.layout  # type: ignore[union-attr]
    memo = layout._memo
    d = _numpy(transition(4, seed=1))
    d["obs"] = d["obs"].astype(np.float64)  # converted by the check
    buf.add(d)
    assert layout._memo is memo


def test_the_memo_is_per_device_and_rows_are_checked_on_a_hit() -> None:
    layout = Layout.from_batch(transition(3), torch.float32)
    assert layout.plan(transition(3, seed=1), CPU).batch == 3
    assert layout._memo is not None
    with pytest.raises(BufferFieldError, match=re.escape("expected 2 rows (num_envs")):
        layout.plan(transition(3, seed=2), CPU, rows=2)
    with pytest.raises(BufferTypeError, match="expected a tensor on device cpu"):
        layout.plan({**transition(3), "obs": torch.zeros(3, 3, device="meta")}, CPU)
    meta = torch.device("meta")
    assert not layout.plan(transition(3, seed=3), meta).raw  # not CPU storage
    assert not layout.plan(transition(3, seed=4), meta).raw  # (a memo hit)
    assert layout.plan(transition(3, seed=5), CPU).raw  # another device: checked anew


def test_n_step_batches_of_another_num_envs_are_refused_after_a_memo_hit() -> None:
    buf = MultiStepReplayBuffer(32, n_step=2, gamma=0.9)
    for seed in range(3):
        buf.add(transition(2, seed=seed))
    before = fingerprint(buf)
    with pytest.raises(BufferFieldError, match=re.escape("expected 2 rows (num_envs")):
        buf.add(transition(3, seed=5))
    assert fingerprint(buf) == before


def test_no_memo_without_the_extension(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(_native.ENV_SWITCH, "0")
    layout = Layout.from_batch(transition(3), torch.float32)
    layout.plan(transition(3, seed=1), CPU)
    assert layout._memo is None
