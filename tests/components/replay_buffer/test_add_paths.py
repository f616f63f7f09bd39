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


# ---- the C copy and the tensor ops store the same bytes (issue 29, a regression since c70eb84)


def both_paths(make: Any) -> list[tuple[bool, Any]]:
    """``make()`` built with the C copy and with the tensor ops alone."""
    out = []
    for on in (True, False):
        with native(on):
            buf = make()
        out.append((on, buf))
    return out


def host(buf: Any) -> bool:
    return buf._storage is not None and buf._storage.host is not None


@pytest.mark.parametrize("cls", [ReplayBuffer, PrioritizedReplayBuffer])
def test_an_add_of_views_of_the_ring_stores_what_they_held_before_it(cls: Any) -> None:
    """``b.add(b.storage[6:10])`` at cursor 8 overlaps where it writes: an add reads its
    whole input before it writes a byte, on both paths (the tensor ops stored
    ``[7, 8, 7, 8]``: rows 8 and 9 were read after they were overwritten)."""
    rings = []
    for on, buf in both_paths(lambda: cls(16)):
        with native(on):
            obs = torch.arange(1, 9, dtype=torch.float32)[:, None].repeat(1, 2)
            buf.add({"obs": obs, "done": torch.zeros(8, dtype=torch.bool)})
            buf.add(buf.storage[6:10])  # rows 6..9 (7, 8, then two empty rows) at 8..11
            assert host(buf) == on
            assert buf.storage["obs"][:12, 0].tolist() == [*range(1, 9), 7, 8, 0, 0]
            # wrapping: rows 13..15 at 14, 15, 0 (row 15 is read before it is written)
            buf.add({"obs": torch.arange(101, 103, dtype=torch.float32)[:, None].repeat(1, 2),
                     "done": torch.ones(2, dtype=torch.bool)})  # fmt: skip
            buf.add(buf.storage[12:14])  # 101, 102 at 14, 15: the cursor is 0 again
            buf.add(buf.storage[:13])  # rows 0..12 at 0..12 (in place), cursor 13
            buf.add(buf.storage[11:12])  # 0 at 13, cursor 14
            buf.add(buf.storage[13:16])  # 0, 101, 102 at 14, 15, 0
            assert buf.storage["obs"][:, 0].tolist() == [102, 2, 3, 4, 5, 6, 7, 8, 7, 8,
                                                         0, 0, 101, 0, 0, 101]  # fmt: skip
        rings.append(ring(buf))
    assert rings[0] == rings[1]


def test_a_raw_view_of_the_ring_is_read_first_on_both_paths() -> None:
    """A field whose column is the whole row (``float32[2]``: 8 bytes) gives contiguous
    views of the ring, which the C copy takes raw: both paths read them first."""
    rings = []
    for on, buf in both_paths(lambda: ReplayBuffer(8)):
        with native(on):
            buf.add({"obs": torch.arange(12, dtype=torch.float32).view(6, 2)})
            st_ = buf._storage
            view = st_.views[0][4:7]  # rows 4, 5, 6 (the last empty) at 6, 7, 0
            assert view.is_contiguous()
            assert st_.layout.plan({"obs": view}, torch.device("cpu")).raw
            buf.add({"obs": view})
            assert buf.storage["obs"][:, 0].tolist() == [0, 2, 4, 6, 8, 10, 8, 10]
        rings.append(ring(buf))
    assert rings[0] == rings[1]


def odd_bools(kind: str, n: int) -> Any:
    """A bool ``[n]`` whose bytes are 2, 0, 255, 1, ... (a reinterpreted uint8)."""
    raw = torch.tensor([2, 0, 255, 1] * n, dtype=torch.uint8)[:n]
    return raw.view(torch.bool) if kind == "torch" else raw.numpy().view(bool)


@pytest.mark.parametrize("rows", [5, 13])  # (the C copy scans 8 bytes at a time)
@pytest.mark.parametrize("kind", ["torch", "numpy"])
@pytest.mark.parametrize("cls", [ReplayBuffer, PrioritizedReplayBuffer])
def test_bool_fields_are_stored_as_0_or_1_on_both_paths(kind: str, cls: Any, rows: int) -> None:
    """A bool ``done`` holding byte 2 is stored as 1 (the C copy stored 2, the tensor
    ops 1): ``torch.bool`` means 0 or 1, and both paths store the same bytes."""
    rings = []
    for on, buf in both_paths(lambda: cls(16)):
        with native(on):
            buf.add({"obs": torch.zeros(rows, 1), "done": odd_bools(kind, rows)})
            assert host(buf) == on
            stored = buf.storage["done"].view(torch.uint8).flatten().tolist()
            assert stored[:rows] == ([1, 0, 1, 1] * 4)[:rows]
            buf.add({"obs": torch.zeros(rows, 1), "done": odd_bools(kind, rows) & False})
            assert max(buf.storage["done"].view(torch.uint8).flatten().tolist()) <= 1
        rings.append(ring(buf))
    assert rings[0] == rings[1]


@pytest.mark.parametrize("kind", ["torch", "numpy"])
def test_n_step_bool_fields_are_stored_as_0_or_1_on_both_paths(kind: str) -> None:
    """The n-step window, its returned steps and the stored rows hold 0 or 1 too."""
    results = []
    for on, buf in both_paths(lambda: MultiStepReplayBuffer(8, n_step=2, gamma=0.5)):
        outs = []
        with native(on):
            for t in range(3):
                step = {"obs": torch.full((4, 1), float(t)), "reward": torch.ones(4),
                        "done": odd_bools(kind, 4), "next_obs": torch.zeros(4, 1)}  # fmt: skip
                out = buf.add(step)
                if out is not None:
                    outs.append(out["done"].view(torch.uint8).tolist())
            stored = buf.storage["done"].view(torch.uint8).flatten().tolist()
        assert outs == [[1, 0, 1, 1]] * 2
        assert stored[:8] == [1, 0, 1, 1] * 2
        results.append((outs, ring(buf)))
    assert results[0] == results[1]
