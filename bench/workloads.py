"""Timing workloads for ONE replay-buffer implementation, plus the raw-torch ceiling.

Run by ``bench/run.py`` as a subprocess inside that implementation's virtualenv
(``.bench/<impl>/``); it prints one line ``BENCH_JSON: {...}`` on stdout.  Every
workload also times a raw-torch "ceiling" in the same process, so results from
different processes can be compared after dividing by it (see bench/README.md).

    python bench/workloads.py --impl agilerl [--device cpu|cuda] [--quick]
                              [--workloads W1,W2,...] [--seed N] [--profile]

Implementations (``--impl``):
  ours     this repo's ``agilerl.components.replay_buffer`` (dict[str, Tensor] API)
  agilerl  AgileRL from PyPI (TensorDict API, used the way its training loops do)
  torchrl  TorchRL TensorDictReplayBuffer / LazyTensorStorage (+ MultiStepTransform)
  cpprb    cpprb ReplayBuffer / PrioritizedReplayBuffer (numpy, CPU only)
  ceiling  only the raw-torch ceilings (a self-check of the harness)
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import platform
import sys
import time
import traceback
from collections import deque
from collections.abc import Callable
from typing import Any

import torch

PER_ALPHA = 0.6
PER_BETA = 0.4
NSTEP_N = 3
NSTEP_GAMMA = 0.99
NSTEP_DONE_P = 0.02

# Transition layouts.  Scalar fields are 1-D per env ([n_envs]).  ``done`` is
# float32 because that is what AgileRL's ``Transition`` produces (it casts
# action/reward/done to float32; we keep action int64 as the spec asks).
VEC_SPEC: dict[str, tuple[tuple[int, ...], torch.dtype]] = {
    "obs": ((8,), torch.float32),
    "action": ((), torch.int64),
    "reward": ((), torch.float32),
    "done": ((), torch.float32),
    "next_obs": ((8,), torch.float32),
}
FRAME_SPEC: dict[str, tuple[tuple[int, ...], torch.dtype]] = {
    "obs": ((4, 84, 84), torch.uint8),
    "action": ((), torch.int64),
    "reward": ((), torch.float32),
    "done": ((), torch.float32),
    "next_obs": ((4, 84, 84), torch.uint8),
}

# Many short blocks: on a shared machine the per-block speed is bimodal (a co-runner
# takes half the core now and then); with 40 blocks both the implementation and the
# ceiling get several blocks in the fast mode, and the min picks those.
FULL = {
    "vec_cap": 1_000_000,
    "frame_cap": 50_000,
    "per_cap": 1_000_000,
    "nstep_cap": 1_000_000,
    "blocks": 40,
    "w1_ops": 50,
    "w2_ops": 25,
    "w3a_ops": 12,
    "w3s_ops": 6,
    "w4_ops": 2,
    "w5_ops": 10,
    "warmup_blocks": 2,
}
QUICK = {
    "vec_cap": 100_000,
    "frame_cap": 4_000,
    "per_cap": 100_000,
    "nstep_cap": 100_000,
    "blocks": 12,
    "w1_ops": 50,
    "w2_ops": 25,
    "w3a_ops": 12,
    "w3s_ops": 6,
    "w4_ops": 2,
    "w5_ops": 10,
    "warmup_blocks": 2,
}

WORKLOADS = ("W1", "W2", "W3a", "W3s", "W4", "W5")


class Skip(Exception):
    """The implementation has no equivalent of this workload (reason in the message)."""


# --------------------------------------------------------------------------- inputs


def make_batch(spec, n: int, gen: torch.Generator, done_p: float = 0.0) -> dict[str, torch.Tensor]:
    out = {}
    for k, (shape, dt) in spec.items():
        if k == "done":
            out[k] = (torch.rand(n, generator=gen) < done_p).to(dt)
        elif dt == torch.uint8:
            out[k] = torch.randint(0, 256, (n, *shape), generator=gen, dtype=torch.uint8)
        elif dt == torch.int64:
            out[k] = torch.randint(0, 18, (n, *shape), generator=gen, dtype=torch.int64)
        else:
            out[k] = torch.randn((n, *shape), generator=gen, dtype=dt)
    return out


# ------------------------------------------------------------------- raw-torch ceilings


class CeilStore:
    """Preallocated per-field storage: add = slice ``copy_`` per field, sample =
    ``torch.randint`` + ``index_select`` per field.  The same bytes every
    implementation has to move, with nothing else around it."""

    def __init__(self, spec, cap: int, device: str):
        self.cap, self.device, self.ptr, self.size = cap, device, 0, 0
        self.items = [
            (k, torch.zeros((cap, *shape), dtype=dt, device=device))
            for k, (shape, dt) in spec.items()
        ]

    def add(self, d: dict[str, torch.Tensor]) -> None:
        n = d["reward"].shape[0]
        s, e = self.ptr, self.ptr + n
        if e <= self.cap:
            for k, t in self.items:
                t[s:e].copy_(d[k])
        else:
            m = self.cap - s
            for k, t in self.items:
                v = d[k]
                t[s:].copy_(v[:m])
                t[: n - m].copy_(v[m:])
        self.ptr = e % self.cap
        self.size = min(self.size + n, self.cap)

    def gather(self, idx: torch.Tensor) -> dict[str, torch.Tensor]:
        return {k: t.index_select(0, idx) for k, t in self.items}

    def sample(self, b: int) -> dict[str, torch.Tensor]:
        return self.gather(torch.randint(0, self.size, (b,), device=self.device))

    def nbytes(self) -> int:
        return sum(t.numel() * t.element_size() for _, t in self.items)


class CeilPER(CeilStore):
    """Raw-torch PER *reference* (not a hard bound): float64 sum- and min-trees in
    flat tensors, stratified sampling by a vectorised per-level descent (no
    ``torch.multinomial``), IS weights from the min-tree, vectorised per-level
    priority update (children read as rows of ``tree.view(-1, 2)``)."""

    def __init__(self, spec, cap: int, device: str, alpha: float):
        super().__init__(spec, cap, device)
        self.alpha = alpha
        tc = 1
        while tc < cap:
            tc *= 2
        self.tc, self.depth = tc, tc.bit_length() - 1
        self.sum = torch.zeros(2 * tc, dtype=torch.float64, device=device)
        self.min = torch.full((2 * tc,), math.inf, dtype=torch.float64, device=device)
        self.max_p = torch.ones((), dtype=torch.float64, device=device)
        self.ar = {}

    def _set(self, leaf_idx: torch.Tensor, v: torch.Tensor) -> None:
        p = leaf_idx + self.tc
        self.sum.index_copy_(0, p, v)
        self.min.index_copy_(0, p, v)
        s2, m2 = self.sum.view(-1, 2), self.min.view(-1, 2)
        for _ in range(self.depth):
            p = p >> 1
            self.sum.index_copy_(0, p, s2.index_select(0, p).sum(1))
            self.min.index_copy_(0, p, m2.index_select(0, p).amin(1))

    def add(self, d):
        n, s = d["reward"].shape[0], self.ptr
        super().add(d)
        idx = torch.arange(s, s + n, device=self.device) % self.cap
        self._set(idx, (self.max_p**self.alpha).expand(n).contiguous())

    def sample_per(self, b: int, beta: float) -> dict[str, torch.Tensor]:
        ar = self.ar.get(b)
        if ar is None:
            ar = self.ar[b] = torch.arange(b, dtype=torch.float64, device=self.device)
        total = self.sum[1]
        u = (ar + torch.rand(b, dtype=torch.float64, device=self.device)) * (total / b)
        idx = torch.ones(b, dtype=torch.int64, device=self.device)
        for _ in range(self.depth):
            idx = idx << 1
            lv = self.sum.index_select(0, idx)
            go = u >= lv
            u = u - lv * go
            idx = idx + go
        leaf = (idx - self.tc).clamp_(max=self.size - 1)
        p = self.sum.index_select(0, leaf + self.tc)
        w = (p / self.min[1]).pow_(-beta).to(torch.float32)
        out = self.gather(leaf)
        out["weights"] = w
        out["idxs"] = leaf
        return out

    def update(self, idxs: torch.Tensor, prio: torch.Tensor) -> None:
        prio = prio.to(torch.float64).clamp_min(1e-5)
        self.max_p = torch.maximum(self.max_p, prio.max())
        self._set(idxs, prio.pow(self.alpha))

    def nbytes(self) -> int:
        return super().nbytes() + 2 * self.sum.numel() * 8


class CeilNStep:
    """Raw-torch vectorised n-step: a ring of the last n env-batches (slice copies),
    per-env discounted return truncated at each env's first ``done`` (independent
    terminations), one gather for the bootstrap ``next_obs``, then the same slice
    copies as ``CeilStore.add``.  Returns the 1-step transition leaving the window."""

    def __init__(self, spec, cap: int, device: str, n: int, gamma: float, n_envs: int):
        self.store = CeilStore(spec, cap, device)
        self.n, self.t, self.E = n, 0, n_envs
        self.ring = {
            k: torch.zeros((n, n_envs, *shape), dtype=dt, device=device)
            for k, (shape, dt) in spec.items()
        }
        self.disc = (gamma ** torch.arange(n, dtype=torch.float32, device=device)).unsqueeze(1)
        self.orders = [
            torch.tensor([(p + 1 + i) % n for i in range(n)], device=device) for p in range(n)
        ]
        self.env_ar = torch.arange(n_envs, device=device)
        self.ones = torch.ones((1, n_envs), device=device)

    def add(self, d):
        slot = self.t % self.n
        for k, r in self.ring.items():
            r[slot].copy_(d[k])
        self.t += 1
        if self.t < self.n:
            return None
        order = self.orders[slot]
        oldest = (slot + 1) % self.n
        rw = self.ring["reward"].index_select(0, order)
        dn = self.ring["done"].index_select(0, order).to(torch.float32)
        alive = torch.cumprod(1.0 - dn, 0)
        mask = torch.cat([self.ones, alive[:-1]])
        ret = (rw * mask * self.disc).sum(0)
        last = mask.sum(0).long() - 1
        flat_next = self.ring["next_obs"].flatten(0, 1)
        nobs = flat_next.index_select(0, order.index_select(0, last) * self.E + self.env_ar)
        one_step = {k: r[oldest] for k, r in self.ring.items()}
        out = dict(one_step)
        out["reward"] = ret
        out["done"] = (1.0 - alive[-1]).to(self.ring["done"].dtype)
        out["next_obs"] = nobs
        self.store.add(out)
        return one_step

    def nbytes(self) -> int:
        return self.store.nbytes()


# ---------------------------------------------------------------- byte accounting


def _walk_bytes(obj: Any, seen_ptr: set, seen_id: set, depth: int = 0) -> int:
    if depth > 8 or id(obj) in seen_id:
        return 0
    seen_id.add(id(obj))
    if isinstance(obj, torch.Tensor):
        if obj.is_sparse or obj.is_nested:
            return 0
        st = obj.untyped_storage()
        key = (st.data_ptr(), str(obj.device))
        if key in seen_ptr or st.nbytes() == 0:
            return 0
        seen_ptr.add(key)
        return st.nbytes()
    np = sys.modules.get("numpy")
    if np is not None and isinstance(obj, np.ndarray):
        base = obj
        while isinstance(base.base, np.ndarray):
            base = base.base
        key = ("np", base.__array_interface__["data"][0])
        if key in seen_ptr:
            return 0
        seen_ptr.add(key)
        return base.nbytes
    if isinstance(obj, (str, bytes, int, float, bool, type(None), type, torch.dtype, torch.device)):
        return 0
    if callable(obj) and not hasattr(obj, "__dict__"):
        return 0
    tname = type(obj).__name__
    if "TensorDict" in tname and hasattr(obj, "values"):
        try:
            vals = list(obj.values(include_nested=True, leaves_only=True))
        except TypeError:
            vals = list(obj.values())
        return sum(_walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in vals)
    if isinstance(obj, dict):
        return sum(
            _walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in list(obj.values())[:10_000]
        )
    if isinstance(obj, (list, tuple, deque, set, frozenset)):
        return sum(_walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in list(obj)[:10_000])
    total = 0
    if hasattr(obj, "__dict__") and not isinstance(obj, type(sys)):
        total += sum(_walk_bytes(v, seen_ptr, seen_id, depth + 1) for v in list(vars(obj).values()))
    for slot in getattr(type(obj), "__slots__", ()):
        if isinstance(slot, str) and hasattr(obj, slot):
            total += _walk_bytes(getattr(obj, slot), seen_ptr, seen_id, depth + 1)
    return total


def tensor_bytes(obj: Any) -> int:
    return _walk_bytes(obj, set(), set())


def malloc_bytes() -> int:
    """Bytes currently allocated through glibc malloc (``mallinfo2``: heap in use +
    mmapped chunks).  Unlike an RSS delta it is not fooled by freed-but-resident
    heap memory being reused.  Used for buffers whose storage torch cannot see."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [
            (n, ctypes.c_size_t)
            for n in (
                "arena",
                "ordblks",
                "smblks",
                "hblks",
                "hblkhd",
                "usmblks",
                "fsmblks",
                "uordblks",
                "fordblks",
                "keepcost",
            )
        ]

    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = MallInfo2
    mi = libc.mallinfo2()
    return mi.uordblks + mi.hblkhd


# ------------------------------------------------------------------- adapters


class Impl:
    name = "?"
    weights_key = "weights"
    on_cuda = True
    measure = "tensor walk"

    def versions(self) -> dict[str, str]:
        return {}

    # ReplayBuffer ----------------------------------------------------
    def plain(self, spec, cap, device):
        raise Skip("no plain replay buffer")

    def prep(self, d, spec):
        return d

    def add(self, buf, x):
        buf.add(x)

    def sample(self, buf, b):
        return buf.sample(b)

    # PER -------------------------------------------------------------
    def per(self, spec, cap, device, alpha):
        raise Skip("no prioritized replay buffer")

    def prep_prio(self, p, device):
        return p.to(device)

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample(b, beta=beta)
        buf.update_priorities(out["idxs"], prio)
        return out

    # n-step ----------------------------------------------------------
    def nstep(self, spec, cap, device, n, gamma, n_envs):
        raise Skip("no vectorised n-step buffer")

    def nprep(self, d, spec):
        return self.prep(d, spec)

    def nadd(self, buf, x):
        return buf.add(x)

    def nbytes(self, buf) -> int:
        return tensor_bytes(buf)


class Ours(Impl):
    name = "ours"

    def __init__(self):
        import importlib.metadata as md

        from agilerl.components import replay_buffer as rb

        try:  # the PyPI AgileRL distribution must not be installed in this venv
            dist = md.version("agilerl")
        except md.PackageNotFoundError:
            dist = None
        if dist is not None:
            raise RuntimeError(f"'ours' venv has the PyPI agilerl {dist} installed ({rb.__file__})")
        self.rb, self.file = rb, rb.__file__

    def versions(self):
        import hashlib
        import importlib.metadata as md
        from pathlib import Path

        pkg = Path(self.file).parent
        h = hashlib.sha256()
        for f in sorted(pkg.glob("*.py")):
            h.update(f.name.encode() + f.read_bytes())
        v = {"module": self.file, "source sha256": h.hexdigest()[:12]}
        for dist in ("agilerl-specs", "agilerl_specs"):
            try:
                v["agilerl-specs"] = md.version(dist)
                break
            except md.PackageNotFoundError:
                pass
        return v

    def plain(self, spec, cap, device):
        return self.rb.ReplayBuffer(cap, device=device)

    def per(self, spec, cap, device, alpha):
        return self.rb.PrioritizedReplayBuffer(cap, alpha=alpha, device=device)

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        return self.rb.MultiStepReplayBuffer(cap, n_step=n, gamma=gamma, device=device)


class AgileRL(Impl):
    """AgileRL as its training loops use it: a ``TensorDict`` with
    ``batch_size=[num_envs]`` per ``memory.add``; ``memory.sample(batch_size)``;
    PER ``memory.sample(batch_size, beta=beta)`` then
    ``memory.update_priorities(experiences["idxs"], priorities)``; n-step
    ``n_step_memory.add(transition)``.  (train_off_policy.py, sampler.py)"""

    name = "agilerl"

    def __init__(self):
        from tensordict import TensorDict

        from agilerl.components import replay_buffer as rb

        self.rb, self.TD = rb, TensorDict

    def versions(self):
        import importlib.metadata as md

        return {k: md.version(k) for k in ("agilerl", "tensordict", "numpy")}

    def prep(self, d, spec):
        n = d["reward"].shape[0]
        return self.TD(dict(d), batch_size=[n])

    def plain(self, spec, cap, device):
        return self.rb.ReplayBuffer(cap, device=device)

    def per(self, spec, cap, device, alpha):
        return self.rb.PrioritizedReplayBuffer(cap, alpha=alpha, device=device)

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        return self.rb.MultiStepReplayBuffer(cap, n_step=n, gamma=gamma, device=device)


class TorchRL(Impl):
    name = "torchrl"
    weights_key = "priority_weight"

    def __init__(self):
        import logging

        logging.getLogger("torchrl").setLevel(logging.WARNING)
        from tensordict import TensorDict
        from torchrl.data import LazyTensorStorage, ReplayBuffer, TensorDictReplayBuffer

        self.TD, self.LTS, self.RB, self.TDRB = (
            TensorDict,
            LazyTensorStorage,
            ReplayBuffer,
            TensorDictReplayBuffer,
        )

    def versions(self):
        import importlib.metadata as md

        return {k: md.version(k) for k in ("torchrl", "tensordict", "numpy")}

    def prep(self, d, spec):
        return self.TD(dict(d), batch_size=[d["reward"].shape[0]])

    def plain(self, spec, cap, device):
        return self.TDRB(storage=self.LTS(cap, device=device))

    def add(self, buf, x):
        buf.extend(x)

    def sample(self, buf, b):
        return buf.sample(b)

    def per(self, spec, cap, device, alpha):
        from torchrl.data import TensorDictPrioritizedReplayBuffer

        try:
            return TensorDictPrioritizedReplayBuffer(
                alpha=alpha,
                beta=PER_BETA,
                storage=self.LTS(cap, device=device),
                priority_key="td_error",
            )
        except RuntimeError as e:  # compiled segment trees missing / ABI mismatch with this torch
            if "SegmentTree" in str(e):
                raise Skip(
                    "TorchRL PER needs its compiled segment trees (torchrl._torchrl), "
                    "which do not load "
                    f"with torch {torch.__version__} (C++ ABI mismatch)"
                ) from e
            raise

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample(b)  # beta is fixed at construction (PER_BETA)
        buf.update_priority(out["index"], prio)
        return out

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        from torchrl.envs.transforms import MultiStepTransform

        return self.RB(
            storage=self.LTS(cap, ndim=2, device=device),
            transform=MultiStepTransform(n_steps=n, gamma=gamma),
        )

    def nprep(self, d, spec):
        # torchrl layout: [n_envs, T=1] with reward/done under "next" (what a collector yields)
        n = d["reward"].shape[0]
        done = d["done"].bool().view(n, 1, 1)
        nxt = self.TD(
            {
                "obs": d["next_obs"].unsqueeze(1),
                "reward": d["reward"].view(n, 1, 1),
                "done": done,
                "terminated": done.clone(),
                "truncated": torch.zeros_like(done),
            },
            batch_size=[n, 1],
        )
        return self.TD(
            {"obs": d["obs"].unsqueeze(1), "action": d["action"].unsqueeze(1), "next": nxt},
            batch_size=[n, 1],
        )

    def nadd(self, buf, x):
        return buf.extend(x)


class Cpprb(Impl):
    name = "cpprb"
    on_cuda = False
    measure = "malloc delta"

    def __init__(self):
        import cpprb
        import numpy as np

        self.cpprb, self.np = cpprb, np

    def versions(self):
        import importlib.metadata as md

        return {k: md.version(k) for k in ("cpprb", "numpy")}

    def env_dict(self, spec):
        return {
            k: {
                "shape": shape if shape else 1,
                "dtype": self.np.dtype(str(dt).replace("torch.", "")),
            }
            for k, (shape, dt) in spec.items()
        }

    def prep(self, d, spec):
        return {k: v.numpy() for k, v in d.items()}

    def prep_prio(self, p, device):
        return p.double().numpy()

    def plain(self, spec, cap, device):
        return self.cpprb.ReplayBuffer(cap, self.env_dict(spec))

    def add(self, buf, x):
        buf.add(**x)

    def per(self, spec, cap, device, alpha):
        return self.cpprb.PrioritizedReplayBuffer(cap, self.env_dict(spec), alpha=alpha)

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample(b, beta=beta)
        buf.update_priorities(out["indexes"], prio)
        return out

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        raise Skip("cpprb's Nstep option tracks a single env stream; no per-env vectorised n-step")


class CeilingOnly(Impl):
    """``--impl ceiling``: times the ceiling against itself (harness self-check)."""

    name = "ceiling"

    def plain(self, spec, cap, device):
        return CeilStore(spec, cap, device)

    def per(self, spec, cap, device, alpha):
        return CeilPER(spec, cap, device, alpha)

    def per_cycle(self, buf, b, beta, prio):
        out = buf.sample_per(b, beta)
        buf.update(out["idxs"], prio)
        return out

    def nstep(self, spec, cap, device, n, gamma, n_envs):
        return CeilNStep(spec, cap, device, n, gamma, n_envs)

    def nbytes(self, buf):
        return buf.nbytes()


IMPLS: dict[str, Callable[[], Impl]] = {
    "ours": Ours,
    "agilerl": AgileRL,
    "torchrl": TorchRL,
    "cpprb": Cpprb,
    "ceiling": CeilingOnly,
}


# ------------------------------------------------------------------- timing


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

    def _block(self, fn, n: int, offset: int) -> float:
        self.sync()
        t0 = time.perf_counter()
        for i in range(offset, offset + n):
            fn(i)
        self.sync()
        return (time.perf_counter() - t0) / n

    def pair(self, f_impl, f_ceil, n_ops: int) -> dict:
        """Warm-up, then ``blocks`` alternating (impl, ceiling) blocks of ``n_ops``
        ops; per-op seconds = min over blocks of the block mean."""
        warm = max(5, n_ops * self.cfg["warmup_blocks"])
        self._block(f_impl, warm, 0)
        self._block(f_ceil, warm, 0)
        ti, tc = [], []
        off = warm
        for b in range(self.cfg["blocks"]):
            order = ((f_impl, ti), (f_ceil, tc)) if b % 2 == 0 else ((f_ceil, tc), (f_impl, ti))
            for f, acc in order:
                acc.append(self._block(f, n_ops, off))
            off += n_ops
        if self.profile:
            self._profile(f_impl, n_ops * 10)
        return {
            "t": min(ti),
            "t_ceil": min(tc),
            "blocks": ti,
            "blocks_ceil": tc,
            "ops": n_ops * len(ti),
        }


def check_batch(out: Any, n: int, what: str, keys: tuple[str, ...] = ("obs",)) -> None:
    """Fail loudly (rather than time something broken) if a sample is not ``n`` rows."""
    for k in keys:
        v = out[k]
        if v.shape[0] != n:
            raise AssertionError(f"{what}: field {k!r} has {v.shape[0]} rows, expected {n}")


def _free(*objs) -> None:
    del objs
    gc.collect()
    if torch.cuda.is_available():
        torch.cuda.empty_cache()


def fill(add, x, cap: int, chunk: int) -> None:
    """Fill a buffer to capacity cheaply: a few large multi-row adds (untimed)."""
    for _ in range(cap // chunk):
        add(x)


def filled_pair(
    impl: Impl, make_buf, make_ceil, spec, cap: int, chunk: int, gen, nbytes: dict, label: str
):
    """Build + fill the implementation's buffer (measuring its bytes), then the ceiling's."""
    d = make_batch(spec, chunk, gen)
    x = impl.prep(d, spec)
    gc.collect()
    m0 = malloc_bytes() if impl.measure == "malloc delta" else 0
    buf = make_buf()
    fill(lambda v: impl.add(buf, v), x, cap, chunk)
    if impl.measure == "malloc delta":
        gc.collect()
        b, how = (malloc_bytes() - m0) / cap, "malloc delta"
    else:
        b, how = impl.nbytes(buf) / cap, "tensor walk"
    ceil = make_ceil()
    fill(ceil.add, d, cap, chunk)
    nbytes[label] = {"impl": b, "ceil": ceil.nbytes() / cap, "how": how}
    return buf, ceil


def run(
    impl: Impl, device: str, cfg: dict, selected: set[str], seed: int, profile: bool = False
) -> dict:
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    timer = Timer(device, cfg, profile)
    res: dict[str, Any] = {}
    nbytes: dict[str, Any] = {}
    skipped: dict[str, str] = {}
    errors: dict[str, str] = {}

    def guarded(keys, fn):
        keys = [k for k in keys if k in selected]
        if not keys:
            return
        if device.startswith("cuda") and not impl.on_cuda:
            for k in keys:
                skipped[k] = f"{impl.name} is CPU-only"
            return
        try:
            fn(keys)
        except Skip as e:
            for k in keys:
                if k not in res:
                    skipped[k] = str(e)
        except Exception as e:
            tb = traceback.format_exc(limit=6)
            for k in keys:
                if k not in res:
                    errors[k] = f"{type(e).__name__}: {e}\n{tb}"
        finally:
            gc.collect()

    # W1 add + W2 sample: one 1M buffer, filled with big adds, then timed in steady state
    def w12(keys):
        cap, E = cfg["vec_cap"], 16
        pool_t = [make_batch(VEC_SPEC, E, gen) for _ in range(64)]
        pool = [impl.prep(d, VEC_SPEC) for d in pool_t]
        buf, ceil = filled_pair(
            impl,
            lambda: impl.plain(VEC_SPEC, cap, device),
            lambda: CeilStore(VEC_SPEC, cap, device),
            VEC_SPEC,
            cap,
            50_000 if cap % 50_000 == 0 else 10_000,
            gen,
            nbytes,
            "vec",
        )
        check_batch(impl.sample(buf, 256), 256, "sample(256)")
        if "W1" in keys:
            timer.label = f"{impl.name} W1"
            r = timer.pair(
                lambda i: impl.add(buf, pool[i % 64]),
                lambda i: ceil.add(pool_t[i % 64]),
                cfg["w1_ops"],
            )
            res["W1"] = {**r, "items": E}
        if "W2" in keys:
            timer.label = f"{impl.name} W2"
            r = timer.pair(
                lambda i: impl.sample(buf, 256), lambda i: ceil.sample(256), cfg["w2_ops"]
            )
            res["W2"] = {**r, "items": 256}
        _free(buf, ceil)

    def w3(keys):
        cap, E = cfg["frame_cap"], 8
        pool_t = [make_batch(FRAME_SPEC, E, gen) for _ in range(8)]
        pool = [impl.prep(d, FRAME_SPEC) for d in pool_t]
        buf, ceil = filled_pair(
            impl,
            lambda: impl.plain(FRAME_SPEC, cap, device),
            lambda: CeilStore(FRAME_SPEC, cap, device),
            FRAME_SPEC,
            cap,
            1000,
            gen,
            nbytes,
            "frames",
        )
        check_batch(impl.sample(buf, 32), 32, "sample(32)", ("obs", "next_obs"))
        if "W3a" in keys:
            timer.label = f"{impl.name} W3a"
            r = timer.pair(
                lambda i: impl.add(buf, pool[i % 8]),
                lambda i: ceil.add(pool_t[i % 8]),
                cfg["w3a_ops"],
            )
            res["W3a"] = {**r, "items": E}
        if "W3s" in keys:
            timer.label = f"{impl.name} W3s"
            r = timer.pair(
                lambda i: impl.sample(buf, 32), lambda i: ceil.sample(32), cfg["w3s_ops"]
            )
            res["W3s"] = {**r, "items": 32}
        _free(buf, ceil)

    def w4(keys):
        cap, B = cfg["per_cap"], 256
        buf, ceil = filled_pair(
            impl,
            lambda: impl.per(VEC_SPEC, cap, device, PER_ALPHA),
            lambda: CeilPER(VEC_SPEC, cap, device, PER_ALPHA),
            VEC_SPEC,
            cap,
            50_000 if cap % 50_000 == 0 else 10_000,
            gen,
            nbytes,
            "per",
        )
        prios_t = [torch.rand(B, generator=gen) * 2 + 1e-3 for _ in range(32)]
        prios = [impl.prep_prio(p, device) for p in prios_t]
        prios_c = [p.to(device) for p in prios_t]
        check_batch(
            impl.per_cycle(buf, B, PER_BETA, prios[0]), B, "PER sample", ("obs", impl.weights_key)
        )
        timer.label = f"{impl.name} W4"
        f_impl = lambda i: impl.per_cycle(buf, B, PER_BETA, prios[i % 32])  # noqa: E731
        f_ceil = lambda i: ceil.update(ceil.sample_per(B, PER_BETA)["idxs"], prios_c[i % 32])  # noqa: E731
        res["W4"] = {**timer.pair(f_impl, f_ceil, cfg["w4_ops"]), "items": B}
        _free(buf, ceil)

    def w5(keys):
        cap, E = cfg["nstep_cap"], 16
        buf = impl.nstep(VEC_SPEC, cap, device, NSTEP_N, NSTEP_GAMMA, E)
        ceil = CeilNStep(VEC_SPEC, cap, device, NSTEP_N, NSTEP_GAMMA, E)
        pool_t = [make_batch(VEC_SPEC, E, gen, done_p=NSTEP_DONE_P) for _ in range(256)]
        pool = [impl.nprep(d, VEC_SPEC) for d in pool_t]
        timer.label = f"{impl.name} W5"
        r = timer.pair(
            lambda i: impl.nadd(buf, pool[i % 256]),
            lambda i: ceil.add(pool_t[i % 256]),
            cfg["w5_ops"],
        )
        res["W5"] = {**r, "items": E}
        _free(buf, ceil)

    guarded(["W1", "W2"], w12)
    guarded(["W3a", "W3s"], w3)
    guarded(["W4"], w4)
    guarded(["W5"], w5)
    return {"results": res, "bytes": nbytes, "skipped": skipped, "errors": errors}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--impl", required=True, choices=sorted(IMPLS))
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--workloads", default=",".join(WORKLOADS))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--profile",
        action="store_true",
        help="after timing, print a torch.profiler op table per workload to stderr",
    )
    a = ap.parse_args(argv)

    torch.set_num_threads(1)
    if a.device.startswith("cuda") and not torch.cuda.is_available():
        print("BENCH_JSON: " + json.dumps({"impl": a.impl, "fatal": "CUDA not available"}))
        return 2
    t0 = time.perf_counter()
    try:
        impl = IMPLS[a.impl]()
    except Exception as e:
        print(
            "BENCH_JSON: "
            + json.dumps({"impl": a.impl, "fatal": f"import failed: {type(e).__name__}: {e}"})
        )
        return 3
    t_import = time.perf_counter() - t0
    cfg = QUICK if a.quick else FULL
    out = run(impl, a.device, cfg, set(a.workloads.split(",")), a.seed, a.profile)
    out.update(
        cfg=cfg,
        impl=a.impl,
        device=a.device,
        quick=a.quick,
        import_s=t_import,
        wall_s=time.perf_counter() - t0,
        versions={
            "python": platform.python_version(),
            "torch": torch.__version__,
            **(
                {"cuda_device": torch.cuda.get_device_name()} if a.device.startswith("cuda") else {}
            ),
            **impl.versions(),
        },
        threads=torch.get_num_threads(),
    )
    print("BENCH_JSON: " + json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
