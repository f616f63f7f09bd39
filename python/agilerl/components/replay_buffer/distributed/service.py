"""The replay service: N shard actors used through the buffer API."""

from __future__ import annotations

import math
import os
import socket
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import torch
from tensordict import TensorDict

from ..errors import BufferConfigError, BufferIndexError, BufferPriorityError, EmptyBufferError
from ..uniform import WITH_REPLACEMENT_FROM
from . import checkpoint
from ._ray import DEAD, get, ray, remote_classes, require_ray
from .config import ServiceConfig
from .errors import RateLimitTimeoutError, ShardUnavailableError
from .shard import writer_shard

__all__ = ["ReplayService"]

ADDS_IN_FLIGHT = 4
"""Adds a client keeps in flight before it waits for the oldest (back-pressure)."""
UPDATES_IN_FLIGHT = 64
"""Priority updates a client keeps in flight before it waits for the oldest."""


@dataclass
class _Request:
    """A sample request in flight: one call to every live shard."""

    batch_size: int
    refs: dict[int, Any] = field(default_factory=dict)
    sent: float = field(default_factory=time.monotonic)


def _rows(data: Any) -> int:
    """Rows (envs) of a batch: the leading dim of its first leaf."""
    while isinstance(data, dict) or hasattr(data, "keys"):
        if not len(data):
            return 0
        data = data[next(iter(data.keys()))]
    shape = getattr(data, "shape", None)
    return int(shape[0]) if shape else 1


class ReplayService:
    """A sharded replay memory on Ray, used like one of our buffers.

    Each of ``config.shards`` shards is a Ray actor holding a buffer of
    ``config.max_size`` (``config.kind``: uniform, prioritized, n-step, or the rainbow
    pair). ``add`` routes a batch to one shard (``config.routing``); ``sample``
    draws one batch over all shards as a single buffer holding the same data would
    (uniform: indices drawn over the concatenated shards; prioritized: the batch split
    over shards in proportion to their total priority, weights normalised by the
    minimum priority over all shards). Indices are global: ``shard * max_size + slot``.
    The object pickles to its actor handles, so it can be passed to other Ray
    processes (actors, tasks), which then add (and sample) through it.

    Examples:
        >>> import os  # before ray is imported: a local cluster on 127.0.0.1 only
        >>> os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"  # doctest: +SKIP
        >>> import torch
        >>> from agilerl.components.replay_buffer.distributed import init_local_ray
        >>> init_local_ray(num_cpus=2)  # doctest: +SKIP
        >>> svc = ReplayService(ServiceConfig(kind="prioritized", shards=2, max_size=1000))
        >>> svc.add({"obs": torch.randn(8, 4), "reward": torch.randn(8)}, writer=0)
        >>> batch = svc.sample(4, beta=0.4)  # "idxs" [4, 1] global, "weights" [4, 1]
        >>> svc.update_priorities(batch["idxs"], torch.rand(4) + 0.1)
        >>> svc.close()
    """

    def __init__(self, config: ServiceConfig, *, restore: str | None = None) -> None:
        require_ray()
        self.config = config
        shard_cls, limiter_cls = remote_classes()
        opts: dict[str, Any] = {
            "max_restarts": config.max_restarts,
            "max_task_retries": 0,
            **config.shard_options,
        }
        limiter_state = {"inserts": 0, "samples": 0}
        paths: list[str | None] = [None] * config.shards
        if restore is not None:
            manifest = checkpoint.read_manifest(restore)
            limiter_state = manifest.get("limiter") or limiter_state
            paths = [checkpoint.shard_path(restore, manifest, i) for i in range(config.shards)]
        self._shards = [
            shard_cls.options(
                **opts, **({"name": f"{config.name}/shard-{i}"} if config.name else {})
            ).remote(config, i, paths[i])
            for i in range(config.shards)
        ]
        self._limiter = None
        if config.rate_limit is not None:
            self._limiter = limiter_cls.options(num_cpus=0, max_restarts=-1).remote(
                config.rate_limit, limiter_state["inserts"], limiter_state["samples"]
            )
        self._owner = True
        self._client_init()
        refs = [h.ping.remote() for h in self._shards]
        get(refs, config.start_timeout, f"starting {config.shards} shards")

    # ------------------------------------------------------------- pickling
    def __getstate__(self) -> dict[str, Any]:
        return {"config": self.config, "shards": self._shards, "limiter": self._limiter}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.config = state["config"]
        self._shards = state["shards"]
        self._limiter = state["limiter"]
        self._owner = False
        self._client_init()

    def _client_init(self) -> None:
        cfg = self.config
        self._gen = torch.Generator()
        if cfg.seed is None:
            self._gen.seed()
        else:
            self._gen.manual_seed(cfg.seed)
        self._writer = f"{socket.gethostname()}:{os.getpid()}"
        self._rr = 0
        self._stats: list[dict[str, Any] | None] = [None] * cfg.shards
        self._down: dict[int, Any] = {}  # shard -> its pending ping
        self._inflight: deque[_Request] = deque()
        self._adds: deque[tuple[int, Any, Any, str]] = deque()
        self._updates: deque[tuple[int, Any]] = deque()

    # ---------------------------------------------------------------- shards
    @property
    def num_shards(self) -> int:
        return self.config.shards

    def split_indices(self, indices: Any) -> tuple[torch.Tensor, torch.Tensor]:
        """Global indices as ``(shard, slot)`` int64 tensors (flattened)."""
        idx = torch.as_tensor(indices).reshape(-1).long()
        return idx // self.config.max_size, idx % self.config.max_size

    def _mark_down(self, shard: int) -> None:
        if shard not in self._down:
            self._down[shard] = self._shards[shard].ping.remote()
            self._stats[shard] = None

    def _check_down(self) -> None:
        """Shards whose ping came back are live again (restarted from their checkpoint)."""
        for shard, ping in list(self._down.items()):
            ready, _ = ray.wait([ping], timeout=0)
            if not ready:
                continue
            try:
                ray.get(ping, timeout=self.config.call_timeout)
            except DEAD:
                self._down[shard] = self._shards[shard].ping.remote()
                continue
            del self._down[shard]

    def live_shards(self) -> list[int]:
        """Shards not known to be dead or restarting (checked without waiting)."""
        self._check_down()
        return [i for i in range(self.config.shards) if i not in self._down]

    def stats(self) -> list[dict[str, Any]]:
        """Fresh stats of every live shard (size, counter, priority total, rows since
        its last checkpoint, restarts seen as ``generation``, pid)."""
        live = self.live_shards()
        refs = {i: self._shards[i].stats.remote() for i in live}
        out = []
        for i, ref in refs.items():
            try:
                (s,) = get([ref], self.config.call_timeout, f"shard {i}: stats")
            except DEAD:
                self._mark_down(i)
                continue
            self._stats[i] = s
            out.append(s)
        return out

    def __len__(self) -> int:
        return sum(int(s["size"]) for s in self.stats())

    # ----------------------------------------------------------- rate limit
    def _acquire(self, method: str, rows: int, timeout: float | None) -> None:
        lim = self._limiter
        if lim is None:
            return
        assert self.config.rate_limit is not None
        if timeout is None:
            timeout = self.config.rate_limit.timeout
        elif (
            isinstance(timeout, bool)
            or not isinstance(timeout, (int, float))
            or not (math.isfinite(timeout) and timeout > 0)
        ):
            raise BufferConfigError(f"timeout must be a finite float > 0, got timeout={timeout!r}")
        deadline = time.monotonic() + timeout
        delay = 0.001
        for _ in range(1_000_000):  # bounded: the deadline ends it long before
            (ok,) = get(
                [getattr(lim, method).remote(rows)], self.config.call_timeout, "the rate limiter"
            )
            if ok:
                return
            if time.monotonic() + delay > deadline:
                break
            time.sleep(delay)
            delay = min(delay * 2, 0.05)
        (st,) = get([lim.state.remote()], self.config.call_timeout, "the rate limiter")
        side = "insert" if method == "try_insert" else "sample"
        other = "the learner samples" if side == "insert" else "actors insert"
        raise RateLimitTimeoutError(
            f"rate limiter: a {side} of {rows} rows waited {timeout:g} s (the timeout) "
            f"at samples_per_insert={self.config.rate_limit.samples_per_insert:g}, "
            f"error_buffer={self.config.rate_limit.error_buffer:g} "
            f"(inserts={st['inserts']}, samples={st['samples']}): {other} too slowly"
        )

    # ------------------------------------------------------------------ add
    def _route(self, writer: int | str | None) -> int:
        live = self.live_shards()
        cfg = self.config
        if cfg.routing == "affinity":
            shard = writer_shard(self._writer if writer is None else writer, cfg.shards)
            if shard in live or cfg.kind in ("n_step", "rainbow"):
                return shard  # n-step windows wait for their shard to come back
        if not live:
            raise ShardUnavailableError(f"all {cfg.shards} shards are dead or restarting")
        self._rr += 1
        return live[self._rr % len(live)]

    def add(
        self, data: Any, writer: int | str | None = None, *, timeout: float | None = None
    ) -> None:
        """Add a batch (rows = envs) from any process.

        ``writer`` names the producer for ``affinity`` routing (default: this
        process); n-step kinds need one writer per shard. Adds are asynchronous: up
        to :data:`ADDS_IN_FLIGHT` per client, errors surface at the next ``add`` or
        :meth:`flush`. With a rate limit, blocks while inserts are ahead of samples,
        at most ``timeout`` seconds (default ``rate_limit.timeout``).
        """
        if hasattr(data, "to_dict"):
            data = data.to_dict()
        rows = _rows(data)
        self._acquire("try_insert", rows, timeout)
        wid = str(self._writer if writer is None else writer)
        shard = self._route(writer)
        self._adds.append((shard, self._shards[shard].add.remote(data, wid), data, wid))
        while len(self._adds) > ADDS_IN_FLIGHT:
            self._finish_add()

    def _finish_add(self) -> None:
        shard, ref, data, wid = self._adds.popleft()
        try:
            (s,) = get([ref], self.config.call_timeout, f"shard {shard}: add")
            self._stats[shard] = s
        except DEAD:
            self._mark_down(shard)
            if self.config.kind in ("n_step", "rainbow"):
                raise ShardUnavailableError(
                    f"shard {shard} died during an add of writer {wid!r}: that step and the "
                    "rows since the shard's last checkpoint are lost; it restarts from its "
                    "checkpoint, retry once it is back (see docs/distributed.md)"
                ) from None
            other = self._route(None)
            self._adds.appendleft((other, self._shards[other].add.remote(data, wid), data, wid))

    def flush(self) -> None:
        """Wait for this client's adds and priority updates; raise their errors."""
        while self._adds:
            self._finish_add()
        self._collect_updates(block=True)

    # --------------------------------------------------------------- sample
    def _refresh(self) -> None:
        if any(self._stats[i] is None for i in self.live_shards()):
            self.stats()

    def _wait_any_live(self) -> None:
        """All shards down: wait (at most ``call_timeout``) for one to answer its ping."""
        if len(self._down) < self.config.shards:
            return
        pings = list(self._down.values())
        ray.wait(pings, num_returns=1, timeout=self.config.call_timeout)

    def _issue(self, batch_size: int) -> _Request:
        self._check_down()
        self._wait_any_live()
        self._refresh()
        live = [i for i in self.live_shards() if self._stats[i] is not None]
        if not live:
            raise ShardUnavailableError(f"all {self.config.shards} shards are dead or restarting")
        req = _Request(batch_size)
        stats = [self._stats[i] for i in live]
        if self.config.prioritized:
            mass = torch.tensor([s["total"] if s else 0.0 for s in stats], dtype=torch.float64)
            if float(mass.sum()) <= 0.0:
                raise EmptyBufferError("cannot sample from an empty ReplayService: add first")
            # Stratified over the concatenated shards' mass, as one buffer's sum tree.
            u = torch.arange(batch_size, dtype=torch.float64)
            u = (u + torch.rand(batch_size, dtype=torch.float64, generator=self._gen)) / batch_size
            pos = torch.searchsorted(torch.cumsum(mass, 0) / mass.sum(), u, right=True)
            counts = torch.bincount(pos.clamp_max(len(live) - 1), minlength=len(live)).tolist()
            for j, shard in enumerate(live):
                req.refs[shard] = self._shards[shard].sample.remote(int(counts[j]), None)
            return req
        sizes = torch.tensor([s["size"] if s else 0 for s in stats], dtype=torch.int64)
        total = int(sizes.sum())
        if total == 0:
            raise EmptyBufferError("cannot sample from an empty ReplayService: add first")
        k = min(batch_size, total)  # one buffer's rule over the concatenation
        if total >= WITH_REPLACEMENT_FROM:
            g = torch.randint(total, (k,), generator=self._gen)
        else:
            g = torch.randperm(total, generator=self._gen)[:k]
        ends = torch.cumsum(sizes, 0)
        which = torch.searchsorted(ends, g, right=True)
        slots = g - (ends - sizes)[which]
        for j, shard in enumerate(live):
            mine = slots[which == j].tolist()
            req.refs[shard] = self._shards[shard].sample.remote(0, mine)
        return req

    def _complete(self, req: _Request, beta: float, return_idx: bool) -> TensorDict | None:
        """The request's batch, or ``None`` when a shard died, stalled or shrank meanwhile.

        A shard that has not answered ``straggler_timeout`` seconds after the request was
        sent, while others have, is taken out (dead or restarting: Ray queues calls to a
        restarting actor) until it answers a ping; the batch is planned again without it.
        """
        refs = list(req.refs.values())
        left = self.config.straggler_timeout - (time.monotonic() - req.sent)
        ready, rest = ray.wait(refs, num_returns=len(refs), timeout=max(left, 0.0))
        if ready and rest:
            for shard, ref in req.refs.items():
                if ref in rest:
                    self._mark_down(shard)
            return None
        replies: dict[int, dict[str, Any]] = {}
        for shard, ref in req.refs.items():
            try:
                (replies[shard],) = get([ref], self.config.call_timeout, f"shard {shard}: sample")
            except DEAD:
                self._mark_down(shard)
            except (BufferIndexError, EmptyBufferError):  # restarted smaller: plan again
                self._stats[shard] = None
        if len(replies) < len(req.refs):
            for shard, r in replies.items():
                self._stats[shard] = {
                    k: v for k, v in r.items() if k not in ("batch", "p", "n_step")
                }
            return None
        parts: list[TensorDict] = []
        p_all: list[torch.Tensor] = []
        lo = min((r["min"] for r in replies.values() if r["size"]), default=1.0)
        for shard, r in sorted(replies.items()):
            self._stats[shard] = {k: v for k, v in r.items() if k not in ("batch", "p", "n_step")}
            if r["batch"] is None:
                continue
            batch = r["batch"]
            n = int(batch["idxs"].shape[0])
            batch["idxs"] = batch["idxs"] + shard * self.config.max_size
            if "n_step" in r:
                batch["n_step"] = r["n_step"]
            parts.append(TensorDict(batch, batch_size=[n], device="cpu"))
            if "p" in r:
                p_all.append(r["p"])
        if not parts:
            return None
        out: TensorDict = torch.cat(parts) if len(parts) > 1 else parts[0]
        if self.config.prioritized:
            # (N P_i)^-beta / max_j (N P_j)^-beta == (min_j p_j / p_i)^beta, j over ALL shards
            p = torch.cat(p_all)
            out["weights"] = torch.div(lo, p).pow_(beta).to(torch.float32).unsqueeze_(1)
        elif not return_idx:
            del out["idxs"]
        return out

    def sample(
        self,
        batch_size: int,
        return_idx: bool | None = None,
        *,
        beta: float = 0.4,
        timeout: float | None = None,
    ) -> TensorDict:
        """One batch over all live shards (see the class docs); keeps ``config.prefetch``
        more requests in flight. Prioritized kinds always return ``"weights"`` and
        ``"idxs"`` ``[B, 1]``; the others ``"idxs"`` ``[B]`` when ``return_idx`` (default
        off, as their buffers). With a rate limit, blocks while samples are ahead of
        inserts, at most ``timeout`` seconds (default ``rate_limit.timeout``)."""
        if isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1:
            raise BufferConfigError(
                f"batch_size must be an int >= 1, got batch_size={batch_size!r}"
            )
        if (
            isinstance(beta, bool)
            or not isinstance(beta, (int, float))
            or not (math.isfinite(beta) and beta >= 0)
        ):
            raise BufferConfigError(f"beta must be a finite float >= 0, got beta={beta!r}")
        self._collect_updates(block=False)
        self._acquire("try_sample", batch_size, timeout)
        out = None
        for _ in range(2 * self.config.shards + 2):  # each retry follows a shard failure
            if self._inflight and self._inflight[0].batch_size != batch_size:
                self._inflight.clear()  # planned for another batch size: drop
            req = self._inflight.popleft() if self._inflight else self._issue(batch_size)
            out = self._complete(req, float(beta), bool(return_idx))
            if out is not None:
                break
            self._inflight.clear()  # planned with a shard that failed
        if out is None:
            raise ShardUnavailableError("sample: shards kept failing; see stats()")
        while len(self._inflight) < self.config.prefetch:
            self._inflight.append(self._issue(batch_size))
        return out

    # ----------------------------------------------------------- priorities
    def update_priorities(self, indices: Any, priorities: Any) -> None:
        """Route raw priorities of global ``indices`` to their shards (asynchronous).

        Checked here first (indices in range, priorities finite and >= 0), so a
        refused call sends nothing; updates to a shard that dies before applying
        them are lost with it.
        """
        idx = torch.as_tensor(indices).detach().reshape(-1).cpu()
        p = torch.as_tensor(priorities).detach().reshape(-1).cpu().to(torch.float32)
        if idx.dtype.is_floating_point or idx.dtype is torch.bool:
            raise BufferIndexError(f"update_priorities: indices must be integers, got {idx.dtype}")
        if idx.numel() != p.numel():
            raise BufferPriorityError(
                f"update_priorities: {idx.numel()} indices but {p.numel()} priorities"
            )
        if not self.config.prioritized:
            raise BufferConfigError(
                f"update_priorities needs a prioritized service, this one is {self.config.kind!r}"
            )
        cap = self.config.shards * self.config.max_size
        if idx.numel() and (int(idx.min()) < 0 or int(idx.max()) >= cap):
            raise BufferIndexError(
                f"update_priorities: indices must be in [0, {cap}) (shards * max_size), "
                f"got min={int(idx.min())}, max={int(idx.max())}"
            )
        if p.numel() and not (bool(torch.isfinite(p).all()) and float(p.min()) >= 0):
            raise BufferPriorityError(
                f"update_priorities: priorities must be finite and >= 0, got min={float(p.min())}"
            )
        shard, slot = idx.long() // self.config.max_size, idx.long() % self.config.max_size
        for j in torch.unique(shard).tolist():
            mask = shard == j
            ref = self._shards[j].update_priorities.remote(slot[mask], p[mask])
            self._updates.append((j, ref))
        self._collect_updates(block=len(self._updates) > UPDATES_IN_FLIGHT)

    def _collect_updates(self, block: bool) -> None:
        while self._updates:
            shard, ref = self._updates[0]
            if not block and not ray.wait([ref], timeout=0)[0]:
                return
            self._updates.popleft()
            try:
                get([ref], self.config.call_timeout, f"shard {shard}: update_priorities")
            except DEAD:
                self._mark_down(shard)  # its updates are lost with it

    # ----------------------------------------------------------- checkpoint
    def save(self, directory: str | None = None) -> dict[str, Any]:
        """Every shard to ``directory`` (default ``config.checkpoint_dir``), one atomic
        file each, then the manifest; returns the manifest."""
        self.flush()
        return checkpoint.save(self, directory)

    @classmethod
    def load(cls, directory: str, **overrides: Any) -> ReplayService:
        """A new service from a checkpoint directory (``overrides``: config fields such
        as ``checkpoint_dir`` or ``call_timeout``)."""
        return checkpoint.load(cls, directory, overrides)

    def close(self) -> None:
        """Stop the shard and limiter actors (only from the process that created them)."""
        if not self._owner:
            return
        for h in [*self._shards, *([self._limiter] if self._limiter is not None else [])]:
            ray.kill(h, no_restart=True)
        self._shards = []
        self._owner = False
