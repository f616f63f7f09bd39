"""Deferred n-step emission is invisible: bit-identical to storing at every add.

``MultiStepReplayBuffer.add`` only counts a completed window; its rows are stored
by the next read, for all pending windows in one pass. The reference here is the
same buffer storing at every add (``_flush`` right after each ``add``: the one-window
pass, what the buffer does once live views are out). Random streams (random dones,
env counts, ``n``, ``gamma``, dtypes, capacities below ``num_envs`` and wrapping,
tiny arenas so pending windows meet arena refreshes) interleave adds with every
kind of read; after each operation both buffers must agree bit for bit.
"""

from __future__ import annotations

from typing import Any

import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agilerl.components.replay_buffer import MultiStepReplayBuffer
from agilerl.components.replay_buffer import window as window_mod


def add_eager(buf: MultiStepReplayBuffer, data: Any) -> Any:
    """Add, then store the window's rows at once (the step-by-step reference)."""
    out = buf.add(data)
    buf._flush()
    assert buf._pend == 0
    return out


def bits(x: Any) -> Any:
    """Everything in ``x`` as comparable bytes (tensors by dtype, shape and raw bytes)."""
    if isinstance(x, torch.Tensor):
        t = x.detach().contiguous().reshape(-1)
        raw = t.to(torch.uint8) if t.dtype is torch.bool else t.view(torch.uint8)
        return (str(x.dtype), tuple(x.shape), raw.numpy().tobytes())
    if isinstance(x, torch.Generator):
        return x.get_state().numpy().tobytes()
    if isinstance(x, dict) or hasattr(x, "items"):
        return {k: bits(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [bits(v) for v in x]
    return x


def observe(buf: MultiStepReplayBuffer) -> Any:
    """The host-side observable state (none of these reads flushes)."""
    return (
        buf.counter,
        buf.is_full,
        buf.pending,
        buf.done_key,
        buf.initialized,
        buf.num_envs,
        buf._cursor,
        buf._size,
    )


def make_step(g: torch.Generator, n_envs: int, keys: tuple[str, ...], rdim: int, p: float) -> Any:
    step: dict[str, torch.Tensor] = {
        "obs": torch.randn(n_envs, 3, generator=g),
        "action": torch.randint(0, 5, (n_envs,), generator=g),
        "reward": torch.randn(n_envs, *((rdim,) if rdim else ()), generator=g),
        "next_obs": torch.randn(n_envs, 3, generator=g),
    }
    for k in keys:
        step[k] = torch.rand(n_envs, generator=g) < p
    return step


OPS = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.integers(1, 40)),  # a run of adds
        st.tuples(st.just("len"), st.just(0)),
        st.tuples(st.just("size"), st.just(0)),
        st.tuples(st.just("sample"), st.integers(0, 40)),
        st.tuples(st.just("from_indices"), st.integers(0, 2**16)),
        st.tuples(st.just("state_dict"), st.just(0)),
        st.tuples(st.just("storage"), st.just(0)),
        st.tuples(st.just("clear"), st.just(0)),
        st.tuples(st.just("reload"), st.just(0)),
    ),
    min_size=1,
    max_size=12,
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    n_envs=st.integers(1, 5),
    n=st.integers(1, 4),
    gamma=st.floats(0.0, 1.0),
    cap=st.integers(1, 40),
    dtype=st.sampled_from([torch.float32, torch.float64, torch.float16]),
    keys=st.sampled_from([("done",), ("truncated",), ("terminated", "truncated")]),
    rdim=st.sampled_from([0, 0, 2]),
    done_p=st.sampled_from([0.0, 0.2, 0.6]),
    n_steps_key=st.sampled_from([None, "n_steps"]),
    tiny_arena=st.booleans(),
    seed=st.integers(0, 2**16),
    ops=OPS,
)
def test_deferred_matches_eager(
    n_envs: int,
    n: int,
    gamma: float,
    cap: int,
    dtype: torch.dtype,
    keys: tuple[str, ...],
    rdim: int,
    done_p: float,
    n_steps_key: str | None,
    tiny_arena: bool,
    seed: int,
    ops: list[tuple[str, int]],
) -> None:
    saved = window_mod.ARENA_BYTES
    window_mod.ARENA_BYTES = 1 if tiny_arena else saved  # 2 n slots: refreshes often
    try:
        g = torch.Generator().manual_seed(seed)
        bufs = [
            MultiStepReplayBuffer(
                cap,
                n_step=n,
                gamma=gamma,
                dtype=dtype,
                generator=torch.Generator().manual_seed(seed),
                n_steps_key=n_steps_key,
            )
            for _ in range(2)
        ]
        lazy, eager = bufs
        held: list[Any] = []  # live storage views handed out, checked after every op
        for op, arg in ops:
            if op == "add":
                for _ in range(arg):
                    step = make_step(g, n_envs, keys, rdim, done_p)
                    outs = [lazy.add(step), add_eager(eager, step)]
                    assert bits(outs[0]) == bits(outs[1])
                    assert observe(lazy) == observe(eager)
            elif op == "len":
                assert len(lazy) == len(eager)
            elif op == "size":
                assert lazy.size == eager.size
            elif op == "sample":
                if eager._storage is not None:
                    assert bits(lazy.sample(arg, return_idx=True)) == bits(
                        eager.sample(arg, return_idx=True)
                    )
            elif op == "from_indices":
                if eager._storage is not None and len(eager):
                    idx = torch.randint(
                        len(eager), (5,), generator=torch.Generator().manual_seed(arg)
                    )
                    assert bits(lazy.sample_from_indices(idx)) == bits(
                        eager.sample_from_indices(idx)
                    )
            elif op == "state_dict":
                sds = [b.state_dict() for b in bufs]
                assert bits(sds[0]) == bits(sds[1])
                held.append([sd["rows"] for sd in sds])
            elif op == "storage":
                tds = [b.storage for b in bufs]
                assert bits(tds[0]) == bits(tds[1])
                held.append(tds)
            elif op == "clear":
                for b in bufs:
                    b.clear()
                held.clear()
            elif op == "reload":
                sd = eager.state_dict()
                for b in bufs:
                    b.load_state_dict(sd)
                held.clear()
            assert observe(lazy) == observe(eager)
            for a, b in held:  # live views see every add, deferred or not
                if a is not None:
                    assert bits(a) == bits(b)
        sds = [b.state_dict() for b in bufs]
        assert bits(sds[0]) == bits(sds[1])
    finally:
        window_mod.ARENA_BYTES = saved


def test_clear_releases_the_storage() -> None:
    """Nothing kept for the deferred writes (nor the cached ``storage`` view) outlives
    the storage ``clear`` releases."""
    import numpy as np

    buf = MultiStepReplayBuffer(1000, n_step=2)
    g = torch.Generator().manual_seed(0)
    for _ in range(3):
        buf.add(make_step(g, 4, ("done",), 0, 0.2))
    assert buf._storage is not None
    ring_bytes = buf._storage.rows.numel()
    assert buf.storage is not None  # live views handed out (and cached) too
    buf.clear()

    def big(x: Any, depth: int = 0) -> list[str]:
        if isinstance(x, (torch.Tensor, np.ndarray)):
            return [type(x).__name__] if x.nbytes >= ring_bytes else []
        if depth < 3 and hasattr(x, "__dict__") and type(x).__module__.startswith("agilerl"):
            return [n for v in vars(x).values() for n in big(v, depth + 1)]
        return []

    assert big(buf) == []
