"""Every path of a CPU add stores the same bytes and refuses the same batches.

A buffer built with the C kernels and the CPython extension (adds checked and copied
in one call) and one built without any C (numpy slice assignments and the general
torch path) take the same random stream of batches: torch tensors and numpy arrays
mixed field by field, the stored dtype or another one, contiguous or not, batch sizes
from 1 to past the capacity (the ring wraps, a long batch keeps its newest rows), and
malformed batches (a wrong shape, a missing field, a 0-d value). After each add both
either stored the same rows or raised the same error, and their rings are identical.
"""

from __future__ import annotations

from typing import Any

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_nstep_kernel import native

from agilerl import _native
from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)

pytestmark = pytest.mark.skipif(
    _native.kernels() is None, reason="installed without the C extension"
)

FIELDS = {  # name: (per-row shape as given, dtype)
    "obs": ((3,), torch.float32),
    "action": ((), torch.int64),
    "reward": ((), torch.float32),
    "done": ((), torch.bool),
    "next_obs": ((3,), torch.float32),
}


def value(draw: Any, g: torch.Generator, name: str, batch: int) -> Any:
    shape, dtype = FIELDS[name]
    kind = draw(st.sampled_from(["torch", "torch", "numpy", "numpy", "other dtype", "strided"]))
    t = (torch.rand((batch, *shape), generator=g) * 10).to(dtype)
    if kind == "other dtype":
        t = t.double() if dtype.is_floating_point else t.to(torch.int32)
    if kind == "strided" and t.dim() == 2:
        t = t.t().contiguous().t()
    if kind in ("numpy", "other dtype") and draw(st.booleans()):
        return t.numpy()
    return t


@st.composite
def batches(draw: Any, cap: int) -> tuple[str, dict[str, Any]]:
    g = torch.Generator().manual_seed(draw(st.integers(0, 2**16)))
    batch = draw(st.integers(1, cap + 3))
    data = {name: value(draw, g, name, batch) for name in FIELDS}
    bad = draw(st.sampled_from(["none"] * 6 + ["shape", "missing", "0-d", "rows"]))
    if bad == "shape":
        data["obs"] = torch.zeros(batch, 4)
    elif bad == "missing":
        del data["done"]
    elif bad == "0-d":
        data["reward"] = torch.tensor(1.0)
    elif bad == "rows":
        data["next_obs"] = torch.zeros(batch + 1, 3)
    return bad, data


def outcome(buf: Any, data: dict[str, Any]) -> Any:
    try:
        out = buf.add(data)
    except (TypeError, ValueError) as exc:
        return (type(exc).__name__, str(exc))
    return None if out is None else {k: v.clone() for k, v in out.items()}


def ring(buf: Any) -> Any:
    st_ = buf._storage
    return None if st_ is None else (bytes(st_.rows.numpy()), buf._cursor, len(buf))


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    kind=st.sampled_from(["uniform", "per", "multi_step"]),
    cap=st.integers(1, 12),
    data=st.data(),
)
def test_every_add_path_stores_and_refuses_alike(kind: str, cap: int, data: Any) -> None:
    def make() -> Any:
        if kind == "uniform":
            return ReplayBuffer(cap)
        if kind == "per":
            return PrioritizedReplayBuffer(cap)
        return MultiStepReplayBuffer(cap, n_step=2, gamma=0.5)

    with native(True):
        fast = make()
    with native(False):
        slow = make()
    first = {name: torch.zeros((2, *shape), dtype=dt) for name, (shape, dt) in FIELDS.items()}
    for buf, on in ((fast, True), (slow, False)):
        with native(on):
            buf.add(first)  # the layout (and, for the fast buffer, its C paths) is bound here
    assert fast._storage.host is not None  # the C copy of raw plans
    assert slow._storage.host is None  # the tensor ops only
    for _ in range(data.draw(st.integers(1, 8))):
        _, batch = data.draw(batches(cap))
        with native(True):  # read again when an n-step window makes a fresh arena
            got = outcome(fast, batch)
        with native(False):
            want = outcome(slow, batch)
        if isinstance(want, dict):
            assert isinstance(got, dict)
            assert got.keys() == want.keys()
            for key in want:
                assert torch.equal(got[key], want[key]), key
        else:
            assert got == want
        assert ring(fast) == ring(slow)
