"""Block timer: alternating (implementation, ceiling) blocks, min (or mean) block mean."""

from __future__ import annotations

import sys
import time

import torch


class Timer:
    def __init__(self, device: str, cfg: dict, profile: bool = False):
        self.cuda = device.startswith("cuda")
        self.cfg = cfg
        self.profile = profile
        self.label = ""

    def _profile(self, fn, n: int) -> None:
        """``--profile``: torch.profiler table of the implementation's op, to stderr."""
        from torch.profiler import ProfilerActivity, profile

        acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if self.cuda else [])
        with profile(activities=acts) as prof:
            for i in range(n):
                fn(i)
            self.sync()
        print(
            f"\n===== {self.label}: torch.profiler over {n} ops (times are totals; divide by {n})",
            file=sys.stderr,
        )
        print(
            prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=20), file=sys.stderr
        )

    def sync(self) -> None:
        if self.cuda:
            torch.cuda.synchronize()

    def _block(self, fn, n: int, offset: int, end=None) -> float:
        self.sync()
        t0 = time.perf_counter()
        for i in range(offset, offset + n):
            fn(i)
        if end is not None:  # a read that forces work the ops deferred (inside the block)
            end()
        self.sync()
        return (time.perf_counter() - t0) / n

    def pair(self, f_impl, f_ceil, n_ops: int, end_impl=None, end_ceil=None, stat="min") -> dict:
        """Warm-up, then ``blocks`` alternating (impl, ceiling) blocks of ``n_ops``
        ops; per-op seconds = min over blocks of the block mean (``stat="mean"``: the
        mean over all blocks, for workloads with periodic work that a block of
        ``n_ops`` may or may not contain, which the best block would leave out).
        ``end_impl`` / ``end_ceil`` (optional) run once at the end of each of that
        side's blocks, inside the timing: a read that makes a lazy implementation
        finish the work its ops deferred, so the block mean includes it."""
        ends = {id(f_impl): end_impl, id(f_ceil): end_ceil}
        warm = max(5, n_ops * self.cfg["warmup_blocks"])
        self._block(f_impl, warm, 0, end_impl)
        self._block(f_ceil, warm, 0, end_ceil)
        ti, tc = [], []
        off = warm
        for b in range(self.cfg["blocks"]):
            order = ((f_impl, ti), (f_ceil, tc)) if b % 2 == 0 else ((f_ceil, tc), (f_impl, ti))
            for f, acc in order:
                acc.append(self._block(f, n_ops, off, ends[id(f)]))
            off += n_ops
        if self.profile:
            self._profile(f_impl, n_ops * 10)
        pick = min if stat == "min" else (lambda xs: sum(xs) / len(xs))
        return {
            "t": pick(ti),
            "t_ceil": pick(tc),
            "stat": stat,
            "blocks": ti,
            "blocks_ceil": tc,
            "ops": n_ops * len(ti),
        }
