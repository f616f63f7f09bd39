"""The C ``nstep_rows`` kernel stores the same bits as the tensor ops it replaces.

Two n-step buffers take the same stream, one built with the C kernels
(``AGILERL_NATIVE=1``) and one without; after every run of adds, every stored row
(read with ``sample_from_indices``, which flushes the pending windows without
turning deferral off) must agree byte for byte. The streams cover what the kernel
reads: done flags of every dtype it takes (with ``-0.0``, NaN and odd integers),
several done keys, rewards with infinities, NaN and signed zeros, float32 and
float64 buffers, ``n`` from 1 to 5, ``gamma`` 0 and 1, the ``n_steps`` column,
and tiny arenas (flushes that meet arena refreshes).

A NaN equals any NaN here: which of two NaN operands an addition passes on is the
compiler's choice, and the hardware makes ``0 * inf`` a negative NaN.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_deferred import bits

from agilerl import _native
from agilerl.components.replay_buffer import MultiStepReplayBuffer
from agilerl.components.replay_buffer import window as window_mod

pytestmark = pytest.mark.skipif(
    _native.kernels() is None, reason="no C compiler: the native kernels are unavailable"
)

FLAG_DTYPES = [
    torch.bool,
    torch.uint8,
    torch.int8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.float16,
    torch.bfloat16,
    torch.float32,
    torch.float64,
]
SPECIAL = torch.tensor([0.0, -0.0, 1.0, -1.0, float("nan"), float("inf"), -float("inf"), 0.5])


@contextmanager
def native(on: bool) -> Iterator[None]:
    """Build buffers with (or without) the C kernels inside the block."""
    old = os.environ.get(_native.ENV_SWITCH)
    os.environ[_native.ENV_SWITCH] = "1" if on else "0"
    try:
        yield
    finally:
        if old is None:
            del os.environ[_native.ENV_SWITCH]
        else:
            os.environ[_native.ENV_SWITCH] = old


def same_nan(x: Any) -> Any:
    """``x`` with every floating NaN made the one canonical NaN (for ``bits``)."""
    if isinstance(x, torch.Tensor) and x.dtype.is_floating_point:
        return torch.where(torch.isnan(x), torch.tensor(float("nan"), dtype=x.dtype), x)
    if hasattr(x, "items"):
        return {k: same_nan(v) for k, v in x.items()}
    return x


def flag(g: torch.Generator, n_envs: int, dtype: torch.dtype, p: float) -> torch.Tensor:
    """Done flags: mostly 0 / -0.0, set with probability ``p`` to odd nonzero values."""
    hit = torch.rand(n_envs, generator=g) < p
    if dtype is torch.bool:
        return hit
    if dtype.is_floating_point:
        zero = torch.where(torch.rand(n_envs, generator=g) < 0.5, 0.0, -0.0)
        odd = SPECIAL[torch.randint(2, len(SPECIAL), (n_envs,), generator=g)]
        return torch.where(hit, odd, zero).to(dtype)
    odd = torch.randint(1, 100, (n_envs,), generator=g) * (1 - 2 * (dtype is not torch.uint8))
    return torch.where(hit, odd, 0).to(dtype)


def step(g: torch.Generator, n_envs: int, keys: Any, special: bool, p: float) -> dict[str, Any]:
    reward = torch.randn(n_envs, generator=g) * 10
    if special:
        pick = torch.rand(n_envs, generator=g) < 0.3
        reward = torch.where(pick, SPECIAL[torch.randint(0, 8, (n_envs,), generator=g)], reward)
    out: dict[str, Any] = {
        "obs": torch.randn(n_envs, 3, generator=g),
        "action": torch.randint(0, 5, (n_envs,), generator=g),
        "reward": reward,
        "next_obs": torch.randn(n_envs, 3, generator=g),
    }
    for key, dtype in keys:
        out[key] = flag(g, n_envs, dtype, p)
    return out


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    n_envs=st.integers(1, 6),
    n=st.integers(1, 5),
    gamma=st.sampled_from([0.0, 1.0, 0.99, 0.5, 0.123456789]),
    cap=st.integers(1, 60),
    dtype=st.sampled_from([torch.float32, torch.float64]),
    keys=st.sampled_from([("done",), ("truncated",), ("terminated", "truncated")]),
    flag_dtypes=st.lists(st.sampled_from(FLAG_DTYPES), min_size=2, max_size=2),
    special=st.booleans(),
    done_p=st.sampled_from([0.0, 0.3, 0.8]),
    n_steps_key=st.sampled_from([None, "n_steps"]),
    tiny_arena=st.booleans(),
    runs=st.lists(st.integers(1, 30), min_size=1, max_size=6),
    seed=st.integers(0, 2**16),
)
def test_kernel_matches_tensor_ops(
    n_envs: int,
    n: int,
    gamma: float,
    cap: int,
    dtype: torch.dtype,
    keys: tuple[str, ...],
    flag_dtypes: list[torch.dtype],
    special: bool,
    done_p: float,
    n_steps_key: str | None,
    tiny_arena: bool,
    runs: list[int],
    seed: int,
) -> None:
    saved = window_mod.ARENA_BYTES
    window_mod.ARENA_BYTES = 1 if tiny_arena else saved
    try:
        bufs = []
        for on in (True, False):
            with native(on):  # the kernel is bound when the first add sets the layout
                bufs.append(
                    MultiStepReplayBuffer(
                        cap, n_step=n, gamma=gamma, dtype=dtype, n_steps_key=n_steps_key
                    )
                )
        c_buf, t_buf = bufs
        g = torch.Generator().manual_seed(seed)
        typed = list(zip(keys, flag_dtypes, strict=False))
        with native(True):
            c_buf.add(first := step(g, n_envs, typed, special, done_p))
        with native(False):
            t_buf.add(first)
        assert c_buf._rows is not None
        assert c_buf._rows._c is not None
        assert t_buf._rows is not None
        assert t_buf._rows._c is None
        for run in runs:
            for _ in range(run):
                data = step(g, n_envs, typed, special, done_p)
                outs = [b.add(data) for b in bufs]
                assert bits(same_nan(outs[0])) == bits(same_nan(outs[1]))
            assert len(c_buf) == len(t_buf)
            idx = torch.arange(len(t_buf))
            got, want = (b.sample_from_indices(idx) for b in bufs)
            assert bits(same_nan(got)) == bits(same_nan(want))
    finally:
        window_mod.ARENA_BYTES = saved


def test_kernel_declines_what_it_does_not_take() -> None:
    """A reward vector, a float16 buffer: the tensor ops store those rows."""
    with native(True):
        vec = MultiStepReplayBuffer(10, n_step=2)
        vec.add(
            {
                "obs": torch.zeros(2, 3),
                "reward": torch.zeros(2, 4),
                "next_obs": torch.zeros(2, 3),
                "done": torch.zeros(2),
            }
        )
        half = MultiStepReplayBuffer(10, n_step=2, dtype=torch.float16)
        half.add(
            {
                "obs": torch.zeros(2, 3),
                "reward": torch.zeros(2),
                "next_obs": torch.zeros(2, 3),
                "done": torch.zeros(2),
            }
        )
        scalar = MultiStepReplayBuffer(10, n_step=2)
        scalar.add(
            {
                "obs": torch.zeros(2, 3),
                "reward": torch.zeros(2),
                "next_obs": torch.zeros(2, 3),
                "done": torch.zeros(2),
            }
        )
    assert vec._rows is not None
    assert vec._rows._c is None
    assert half._rows is not None
    assert half._rows._c is None
    assert scalar._rows is not None
    assert scalar._rows._c is not None
