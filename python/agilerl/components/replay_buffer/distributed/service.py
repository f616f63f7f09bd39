"""The replay service: N shard actors used through the buffer API."""

from __future__ import annotations

import os
import socket
import time
from collections import deque
from functools import cache
from typing import Any

import torch
from tensordict import TensorDict

from ..errors import BufferIndexError, EmptyBufferError
from . import calls, checkpoint
from ._ray import DEAD, get, ray, require_ray, start_wait, unwrap
from .config import ServiceConfig
from .errors import ShardRestartedError, ShardUnavailableError
from .limiter import LimiterCore, acquire, check_timeout
from .shard import ShardCore, writer_shard

__all__ = ["ReplayService"]


@cache
def remote_classes() -> tuple[Any, Any]:
    """``ray.remote`` versions of the shard and the limiter (made once per process)."""
    return ray.remote(ShardCore), ray.remote(LimiterCore)


#: An add that did not run on the process it was sent to (so was not stored).
_FENCED: tuple[type[BaseException], ...] = (*DEAD, ShardRestartedError)

ADDS_IN_FLIGHT = 4
"""Adds a client keeps in flight before it waits for the oldest (back-pressure)."""
UPDATES_IN_FLIGHT = 64
"""Priority updates a client keeps in flight before it waits for the oldest."""


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

    def __init__(
        self, config: ServiceConfig, *, restore: str | None = None, legacy_format: bool = False
    ) -> None:
        """Start ``config.shards`` shard actors (and the rate limiter), each empty, or from
        the checkpoint directory ``restore`` (see :meth:`load`: its data fields must be
        ``config``'s). Waits at most ``config.start_timeout`` for the shards to start and
        restore, plus ``config.call_timeout`` for their stats."""
        require_ray()
        self.config = config
        manifest: dict[str, Any] | None = None
        paths: list[str | None] = [None] * config.shards
        if restore is not None:  # everything checked before anything starts
            manifest = checkpoint.prepare(restore, config, legacy=legacy_format)
            paths = [os.path.join(restore, s["file"]) for s in manifest["shards"]]
        limiter_state = (manifest or {}).get("limiter") or {"inserts": 0, "samples": 0}
        shard_cls, limiter_cls = remote_classes()
        opts: dict[str, Any] = {
            **config.shard_options,  # resources only (ServiceConfig checks them)
            "max_restarts": config.max_restarts,
            "max_task_retries": 0,
        }
        started_at = time.time()  # a restarted shard takes only checkpoints from here on
        self._shards = [
            shard_cls.options(
                **opts, **({"name": f"{config.name}/shard-{i}"} if config.name else {})
            ).remote(config, i, paths[i], started_at, defer=True)
            for i in range(config.shards)
        ]
        self._limiter = None
        if config.rate_limit is not None:
            self._limiter = limiter_cls.options(num_cpus=0, max_restarts=-1).remote(
                config.rate_limit, limiter_state["inserts"], limiter_state["samples"]
            )
        self._owner = True
        self._client_init()
        refs = [h.restore.remote() for h in self._shards]  # the token, once restored
        try:
            self._tokens.update(enumerate(start_wait(refs, config)))
            if manifest is not None:
                checkpoint.check_restored(restore or "", manifest, self.stats())
        except BaseException:
            self.close()
            raise

    # ------------------------------------------------------------- pickling
    def __getstate__(self) -> tuple[Any, ...]:
        return self.config, self._shards, self._limiter, self._tokens

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.config, self._shards, self._limiter, tokens = state
        self._owner = False
        self._client_init()
        self._tokens.update(tokens)

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
        self._inflight: deque[calls.Request] = deque()
        self._adds: deque[calls.Add] = deque()
        self._steps: dict[str, int] = {}  # writer -> adds this client made for it
        self._updates: deque[tuple[int, Any]] = deque()
        self._tokens: dict[int, str] = {}  # shard -> the process its n-step adds go to

    # ---------------------------------------------------------------- shards
    @property
    def num_shards(self) -> int:
        return self.config.shards

    @property
    def shard_handles(self) -> tuple[Any, ...]:
        """The shard actors' handles, in shard order."""
        return tuple(self._shards)

    @property
    def limiter_handle(self) -> Any | None:
        """The rate limiter actor's handle (None without a rate limit)."""
        return self._limiter

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
            if not ray.wait([ping], timeout=0)[0]:
                continue
            try:
                self._tokens[shard] = ray.get(ping, timeout=self.config.call_timeout)
                del self._down[shard]
            except DEAD:
                self._down[shard] = self._shards[shard].ping.remote()

    def _all_down(self) -> ShardUnavailableError:
        return ShardUnavailableError(f"all {self.config.shards} shards are dead or restarting")

    def live_shards(self) -> list[int]:
        """Shards not known to be dead or restarting (checked without waiting)."""
        self._check_down()
        return [i for i in range(self.config.shards) if i not in self._down]

    def stats(self) -> list[dict[str, Any]]:
        """Fresh stats of every live shard (size, counter, priority total, rows since
        its last checkpoint, restarts seen as ``generation``, pid)."""
        return list(self._fetch_stats(self.live_shards()).values())

    def _fetch_stats(self, shards: Any) -> dict[int, dict[str, Any]]:
        """Fresh stats of ``shards`` not known to be down (one round trip), remembered."""
        refs = {i: self._shards[i].stats.remote() for i in shards if i not in self._down}
        out: dict[int, dict[str, Any]] = {}
        for i, ref in refs.items():
            try:
                (s,) = get([ref], self.config.call_timeout, f"shard {i}: stats")
            except DEAD:
                self._mark_down(i)
                continue
            self._stats[i] = out[i] = s
        return out

    def __len__(self) -> int:
        return sum(int(s["size"]) for s in self.stats())

    # ------------------------------------------------------------------ add
    def _route(self, writer: int | str | None) -> int:
        live = self.live_shards()
        cfg = self.config
        if cfg.routing == "affinity":
            shard = writer_shard(self._writer if writer is None else writer, cfg.shards)
            if shard in live or cfg.multi_step:
                return shard  # n-step windows wait for their shard to come back
        if not live:
            raise self._all_down()
        self._rr += 1
        return live[self._rr % len(live)]

    def add(
        self, data: Any, writer: int | str | None = None, *, timeout: float | None = None
    ) -> None:
        """Add a batch (rows = envs) from any process.

        ``writer`` names the producer for ``affinity`` routing (default: this
        process); n-step kinds need one writer per shard. Adds are asynchronous: up
        to :data:`ADDS_IN_FLIGHT` per client. A failed add's error is raised by the first
        ``add`` or :meth:`flush` after it has finished, once that call's own step has
        finished too: it names every step not stored (steps count this client's adds of
        each writer, from 1) and ends with what became of the call's own step ("was
        stored", "was not stored", "was not sent"). With a rate limit, blocks while
        inserts are ahead of samples, at most ``timeout`` seconds (default
        ``rate_limit.timeout``). An n-step writer whose shard died or restarted gets
        :class:`ShardUnavailableError`; the restarted shard's windows start clean. A
        call refused for its arguments changes nothing (docs/distributed.md).
        """
        check_timeout(timeout)  # before anything changes (acquire reads it again)
        if hasattr(data, "to_dict"):
            data = data.to_dict()
        rows = calls.batch_rows(data)
        wid = str(self._writer if writer is None else writer)
        failed = self._collect_adds(block=False)
        n_step = self.config.multi_step
        try:
            shard = self._route(writer)
            if n_step and shard in self._down:
                raise ShardUnavailableError(
                    f"shard {shard} is restarting: retry once it is back (live_shards()); "
                    "its n-step windows start clean"
                )
            acquire(self._limiter, self.config, "insert", rows, timeout)
        except Exception as exc:  # this call's step was not sent (its number is not used)
            own = (wid, self._steps.get(wid, 0) + 1)
            raise calls.add_error(failed, own, unwrap(exc)) from None
        step = self._steps[wid] = self._steps.get(wid, 0) + 1
        token = self._tokens.get(shard) if n_step else None
        self._adds.append(
            calls.Add(shard, self._shards[shard].add.remote(data, wid, token), data, wid, step)
        )
        while len(self._adds) > ADDS_IN_FLIGHT:
            failed += self._finish_add(self._adds.popleft())
        if failed:  # this call's step was sent: say whether it was stored
            failed += self._collect_adds(block=True)
            raise calls.add_error(failed, (wid, step)) from None

    def _collect_adds(self, block: bool) -> list[tuple[calls.Add, BaseException]]:
        """Finish the adds at the front that are done (all of them with ``block``);
        returns those that failed, with their causes."""
        failed: list[tuple[calls.Add, BaseException]] = []
        while self._adds:
            if not block and not ray.wait([self._adds[0].ref], timeout=0)[0]:
                break
            failed += self._finish_add(self._adds.popleft())
        return failed

    def _finish_add(self, pending: calls.Add) -> list[tuple[calls.Add, BaseException]]:
        """Wait for ``pending``; returns the adds that failed (it, and for an n-step
        shard that died, its other adds in flight that were not stored)."""
        shard = pending.shard
        try:
            (s,) = get([pending.ref], self.config.call_timeout, f"shard {shard}: add")
            self._stats[shard] = s
            return []
        except _FENCED:
            self._mark_down(shard)
            if self.config.multi_step:
                return self._lost(pending)
            try:
                other = self._route(None)
            except ShardUnavailableError as exc:  # no live shard to take it
                return [(pending, exc)]
            ref = self._shards[other].add.remote(pending.data, pending.writer, None)
            self._adds.appendleft(calls.Add(other, ref, pending.data, pending.writer, pending.step))
            return []
        except Exception as exc:  # refused by the shard, or no answer (ReplayTimeoutError)
            return [(pending, unwrap(exc))]

    def _lost(self, failed: calls.Add) -> list[tuple[calls.Add, BaseException]]:
        """An n-step shard died or restarted under ``failed``: wait for its other adds in
        flight; returns every one of them that was not stored, with its cause."""
        shard = failed.shard
        why = ShardUnavailableError(calls.LOST.format(shard=shard))
        lost: list[tuple[calls.Add, BaseException]] = [(failed, why)]
        keep: deque[calls.Add] = deque()
        for other in self._adds:
            if other.shard != shard:
                keep.append(other)
                continue
            try:
                get([other.ref], self.config.call_timeout, f"shard {shard}: add")
            except _FENCED:
                lost.append((other, why))
            except Exception as exc:  # refused by the shard, or no answer
                lost.append((other, unwrap(exc)))
        self._adds = keep
        return lost

    def flush(self) -> None:
        """Wait for this client's adds and priority updates; raise their errors (the
        adds' error names every step that was not stored)."""
        failed = self._collect_adds(block=True)
        self._collect_updates(block=True)
        if failed:
            raise calls.add_error(failed, None) from None

    # --------------------------------------------------------------- sample
    def _refresh(self) -> None:
        if any(self._stats[i] is None for i in self.live_shards()):
            self.stats()

    def _issue(self, batch_size: int) -> calls.Request:
        self._check_down()
        if len(self._down) == self.config.shards:  # wait (call_timeout) for one to come back
            ray.wait(list(self._down.values()), num_returns=1, timeout=self.config.call_timeout)
        self._refresh()
        stats = {i: s for i in self.live_shards() if (s := self._stats[i]) is not None}
        if not stats:
            raise self._all_down()
        plan = calls.plan(stats, batch_size, self.config.prioritized, self._gen)
        refs = {j: self._shards[j].sample.remote(k, slots) for j, (k, slots) in plan.items()}
        return calls.Request(batch_size, refs)

    def _complete(self, req: calls.Request, beta: float, return_idx: bool) -> TensorDict | None:
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
        for shard, r in replies.items():
            self._stats[shard] = {k: v for k, v in r.items() if k not in calls.REPLY_DATA}
        if len(replies) < len(req.refs):
            return None
        return calls.assemble(replies, self.config, beta, return_idx)

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
        inserts, at most ``timeout`` seconds (default ``rate_limit.timeout``).

        ``batch_size`` takes any integer type (``np.int64``, a 0-d integer tensor), as the
        buffers do; ``sample(0)`` is a batch of no rows with the stored fields."""
        batch_size = calls.check_sample(batch_size, beta)
        check_timeout(timeout)  # before anything changes (acquire reads it again)
        self._collect_updates(block=False)
        if batch_size == 0:
            return self._empty(bool(return_idx))
        acquire(self._limiter, self.config, "sample", batch_size, timeout)
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

    def _empty(self, return_idx: bool) -> TensorDict:
        """A batch of no rows with the fields a sample has (from one non-empty shard)."""
        self._refresh()
        for shard in self.live_shards():
            if (stats := self._stats[shard]) and stats["size"]:
                req = calls.Request(0, {shard: self._shards[shard].sample.remote(0, None)})
                if (out := self._complete(req, 0.0, return_idx)) is not None:
                    return out
        if len(self._down) == self.config.shards:
            raise self._all_down()
        raise EmptyBufferError("cannot sample from an empty ReplayService: add first")

    # ----------------------------------------------------------- priorities
    def update_priorities(self, indices: Any, priorities: Any) -> None:
        """Route raw priorities of global ``indices`` to their shards (asynchronous).

        Checked here first (indices integers within the slots each shard holds,
        priorities finite and >= 0; a shard's size is asked for only when its last known
        size is too small), so a refused call sends nothing; updates to a shard that dies
        (or restarts smaller) before applying them are lost with it.
        """
        parts = calls.split_update(indices, priorities, self.config)
        highest = {j: int(slots.max()) for j, (slots, _) in parts.items()}
        # A shard only grows (until it restarts): ask those whose last known size is too small.
        self._fetch_stats(
            j for j in parts if (s := self._stats[j]) is None or highest[j] >= int(s["size"])
        )
        for j in parts:  # every part checked before any is sent
            if (known := self._stats[j]) is None:
                raise ShardUnavailableError(
                    f"update_priorities: shard {j} is dead or restarting; nothing was sent"
                )
            size = int(known["size"])
            if highest[j] >= size:
                raise BufferIndexError(
                    f"update_priorities: index {j * self.config.max_size + highest[j]} is slot "
                    f"{highest[j]} of shard {j}, which holds {size} transitions (slots "
                    f"0 .. {size - 1}); nothing was sent"
                )
        for j, (slots, p) in parts.items():
            self._updates.append((j, self._shards[j].update_priorities.remote(slots, p)))
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
        """Every shard to ``directory`` (default ``config.checkpoint_dir``) as a new
        generation of files, one atomic file each, then the manifest naming them (see
        :mod:`.checkpoint`); returns the manifest."""
        self.flush()
        self._check_down()
        if down := sorted(self._down):
            raise ShardUnavailableError(
                f"save: shards {down} are dead or restarting; nothing saved"
            )
        return checkpoint.save(self.config, self._shards, self._limiter, directory)

    @classmethod
    def load(
        cls,
        directory: str,
        *,
        legacy_format: bool = False,
        max_shards: int = checkpoint.DEFAULT_MAX_SHARDS,
        **options: Any,
    ) -> ReplayService:
        """A new service from a checkpoint directory written by :meth:`save`.

        The checkpoint is data: its manifest's checksum and every field are checked, and
        each shard file's header, before anything starts. It gives the data fields
        (:data:`~.config.DATA_FIELDS`: kind, shards, max_size, alpha, n_step, gamma,
        n_steps_key) and nothing else: ``options`` are the other :class:`ServiceConfig`
        fields (routing, timeouts, ``shard_options``, ``rate_limit``, ``checkpoint_dir``,
        ``max_restore_bytes``, ...), each defaulting to :class:`ServiceConfig`'s default,
        never to what the checkpoint's service used. So the load waits at most
        ``start_timeout`` (default 120 s) for the shards, plus ``call_timeout`` per shard.
        ``legacy_format``: also load formats 1 and 2, which have no checksum (only their
        data fields are read). ``max_shards``: a checkpoint of more shards (each a
        process the load starts; the manifest says how many) is refused, before any
        starts.

        Raises:
            ReplayServiceFileError: the manifest or a shard file is missing, damaged
                (checksum), malformed, or holds a value out of its field's range (the
                message names the field, the value and the rule).
            ReplayServiceConfigError: an option is unknown, out of range, or one of the
                data fields.
        """
        config, _ = checkpoint.load_config(
            directory, options, legacy=legacy_format, max_shards=max_shards
        )
        return cls(config, restore=directory, legacy_format=legacy_format)

    def close(self) -> None:
        """Stop the shard and limiter actors (only from the process that created them)."""
        if not self._owner:
            return
        for h in [*self._shards, *([self._limiter] if self._limiter is not None else [])]:
            ray.kill(h, no_restart=True)
        self._shards = []
        self._owner = False
