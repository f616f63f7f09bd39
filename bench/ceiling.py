"""Raw-torch "ceiling" stores, timed in every ``workloads.py`` process next to the
implementation: plain ring storage (W1-W3), a sum/min-tree PER reference (W4)
and a vectorised n-step (W5).  See bench/README.md, "The ceiling"."""

from __future__ import annotations

import math

import torch


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
        ring = sum(r.numel() * r.element_size() for r in self.ring.values())
        return self.store.nbytes() + ring
