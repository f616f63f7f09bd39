"""Micro-timings of the replay buffers against a raw-torch ceiling (not a test).

Run: ``PYTHONPATH=python .venv/bin/python tests/components/replay_buffer/timing.py``
(optionally ``--arity`` or ``--native``).

The raw-torch ceiling is per-field preallocated tensors written with slice
copies and read with one ``index_select`` per field. ``--arity`` times the sum
tree's search + update on 1M slots for several arities (how the default arity
was chosen). ``--native`` is an A/B of the PER cycle (sample 256 + update, 1M
slots) with the sum tree's C kernels against its tensor ops, in one process,
alternating blocks (the min and median of the block means).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import Any

import torch

from agilerl.components.replay_buffer import (
    MultiStepReplayBuffer,
    PrioritizedReplayBuffer,
    ReplayBuffer,
)
from agilerl.components.replay_buffer.sum_tree import SumTree


def bench(fn: Callable[[], Any], n: int = 2000) -> float:
    """Best-of-7 CPU microseconds per call (process time: robust on a shared machine)."""
    for _ in range(max(20, n // 20)):
        fn()
    runs = []
    for _ in range(7):
        t = time.process_time()
        for _ in range(n // 5):
            fn()
        runs.append((time.process_time() - t) / (n // 5) * 1e6)
    return min(runs)


def small(b: int) -> dict[str, torch.Tensor]:
    return {
        "obs": torch.randn(b, 8),
        "action": torch.randint(0, 4, (b,)),
        "reward": torch.randn(b),
        "done": torch.rand(b) < 0.02,
        "next_obs": torch.randn(b, 8),
    }


def frames(b: int) -> dict[str, torch.Tensor]:
    return {
        "obs": torch.randint(0, 255, (b, 4, 84, 84), dtype=torch.uint8),
        "action": torch.randint(0, 4, (b,)),
        "reward": torch.randn(b),
        "done": torch.rand(b) < 0.02,
        "next_obs": torch.randint(0, 255, (b, 4, 84, 84), dtype=torch.uint8),
    }


class Raw:
    """The raw-torch ceiling: per-field storage, slice copies, index_select."""

    def __init__(self, size: int, batch: dict[str, torch.Tensor]) -> None:
        self.size = size
        self.bufs = {k: torch.zeros(size, *v.shape[1:], dtype=v.dtype) for k, v in batch.items()}
        self.cur = 0
        self.n = 0

    def add(self, batch: dict[str, torch.Tensor]) -> None:
        c = self.cur
        b = next(iter(batch.values())).shape[0]
        for k, v in batch.items():
            self.bufs[k][c : c + b].copy_(v)
        self.cur = (c + b) % self.size
        self.n = min(self.n + b, self.size)

    def sample(self, bs: int) -> dict[str, torch.Tensor]:
        idx = torch.randint(self.n, (bs,))
        return {k: v.index_select(0, idx) for k, v in self.bufs.items()}


def native_ab(rounds: int = 30, block: int = 100) -> None:
    """PER cycle, C kernels vs tensor ops: alternating blocks in one process."""
    bufs = {}
    for mode in ("native", "eager"):
        os.environ["AGILERL_NATIVE"] = "1" if mode == "native" else "0"
        buf = PrioritizedReplayBuffer(1_000_000, alpha=0.6)
        for _ in range(10):
            buf.add(small(100_000))
        bufs[mode] = buf
    os.environ.pop("AGILERL_NATIVE")
    assert bufs["native"]._per.tree.is_native
    assert not bufs["eager"]._per.tree.is_native
    prios = [torch.rand(256) + 0.1 for _ in range(32)]
    times: dict[str, dict[str, list[float]]] = {m: {"cycle": [], "sample": []} for m in bufs}
    for _ in range(rounds):
        for mode, buf in bufs.items():
            t = time.process_time()
            for i in range(block):
                s = buf.sample(256, beta=0.4)
                buf.update_priorities(s["idxs"], prios[i % 32])
            times[mode]["cycle"].append((time.process_time() - t) / block * 1e6)
            t = time.process_time()
            for _ in range(block):
                buf.sample(256, beta=0.4)
            times[mode]["sample"].append((time.process_time() - t) / block * 1e6)
    for mode, d in times.items():
        parts = []
        for what, v in d.items():
            v.sort()
            parts.append(f"{what} min {v[0]:6.1f} median {v[len(v) // 2]:6.1f} us")
        print(f"{mode:7s} " + "   ".join(parts))


def main() -> None:
    torch.set_num_threads(1)
    if "--native" in sys.argv:
        native_ab()
        return
    if "--arity" in sys.argv:
        n, bs = 1_000_000, 256
        for k in (16, 32, 64, 128):
            tree = SumTree(n, torch.device("cpu"), arity=k)
            tree.leaves[:n] = torch.rand(n) + 0.1
            tree.rebuild()
            strata = torch.arange(bs, dtype=torch.float64) / bs
            idx = tree.find_fractions(strata.clone())
            pr = torch.rand(bs)
            t_find = bench(
                lambda t=tree, s=strata: t.find_fractions(s + torch.rand(bs, dtype=s.dtype) / bs),
                400,
            )
            t_upd = bench(lambda t=tree, i=idx, p=pr: t.update(i, p), 400)
            print(
                f"arity {k:4d} blocks {tree.n_blocks:6d}: "
                f"find {t_find:7.1f} us  update {t_upd:7.1f} us"
            )
        return
    rows = []
    d = small(16)
    rb = ReplayBuffer(100_000)
    raw = Raw(100_000, d)
    rows.append(("add 16 envs small", bench(lambda: rb.add(d)), bench(lambda: raw.add(d))))
    rows.append(("sample 256 small", bench(lambda: rb.sample(256)), bench(lambda: raw.sample(256))))
    f = frames(8)
    rbf = ReplayBuffer(20_000)
    rawf = Raw(20_000, f)
    rows.append(
        ("add 8 envs frames", bench(lambda: rbf.add(f), 500), bench(lambda: rawf.add(f), 500))
    )
    rows.append(
        (
            "sample 32 frames",
            bench(lambda: rbf.sample(32), 500),
            bench(lambda: rawf.sample(32), 500),
        )
    )
    ms = MultiStepReplayBuffer(100_000, n_step=3, gamma=0.99)
    rows.append(("n-step add n=3 16 envs", bench(lambda: ms.add(d)), float("nan")))
    per = PrioritizedReplayBuffer(1_000_000)
    big = small(100_000)
    for _ in range(10):
        per.add(big)
    prio = torch.rand(256) + 0.1

    def per_step() -> None:
        s = per.sample(256)
        per.update_priorities(s["idxs"], prio)

    rows.append(("PER sample+update 256 @1M", bench(per_step, 400), float("nan")))
    rows.append(("PER sample 256 @1M", bench(lambda: per.sample(256), 400), float("nan")))
    idx = per.sample(256)["idxs"]
    rows.append(
        ("PER update 256 @1M", bench(lambda: per.update_priorities(idx, prio), 400), float("nan"))
    )
    print(f"{'case':28s} {'ours us':>9s} {'raw us':>9s} {'ours/raw':>9s}")
    for name, ours, ceiling in rows:
        print(f"{name:28s} {ours:9.1f} {ceiling:9.1f} {ours / ceiling:9.2f}")


if __name__ == "__main__":
    main()
