"""One shard: a process (a Ray actor) holding one of our buffers.

:class:`ShardCore` is plain Python, so it runs (and is tested) without Ray; the service
wraps it in ``ray.remote`` with ``max_restarts``. Ray restarts a dead shard by calling
``__init__`` again with the same arguments, and ``__init__`` reloads the shard's newest
checkpoint file written since the service started (or the file it was started from):
what was added since that file was written is lost. A restarted shard's n-step windows
start clean, and it refuses n-step adds addressed to the process it replaced (each
process has its own ``token``), so no stored row spans the crash.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import uuid
import zlib
from typing import Any

import torch

from agilerl.models.buffer_plan import BufferPlan

from .. import serialization, state
from ..errors import BufferStateError
from ..multi_step import MultiStepReplayBuffer
from ..prioritized import PrioritizedReplayBuffer
from ..uniform import ReplayBuffer
from .config import ServiceConfig, is_int
from .errors import ReplayServiceConfigError, ReplayServiceFileError, ShardRestartedError

__all__ = ["SHARD_FORMAT", "ShardCore", "restore_bound", "shard_file"]

SHARD_FORMAT = "agilerl-replay-shard/1"


def shard_file(directory: str, index: int, generation: int | None = None) -> str:
    """The checkpoint file of shard ``index`` in ``directory``: its own rolling checkpoint
    (``checkpoint_every``), or the file of a service checkpoint's ``generation``."""
    if generation is None:
        return os.path.join(directory, f"shard-{index:04d}.bin")
    return os.path.join(directory, f"shard-{index:04d}.g{generation:06d}.bin")


def shard_files(directory: str, index: int) -> dict[str, int | None]:
    """The checkpoint files of shard ``index`` in ``directory``: name -> generation
    (None for the rolling checkpoint)."""
    pattern = re.compile(rf"shard-{index:04d}(?:\.g(\d{{6}}))?\.bin")
    try:
        matches = [pattern.fullmatch(name) for name in os.listdir(directory)]
    except OSError:
        return {}
    return {m[0]: None if m[1] is None else int(m[1]) for m in matches if m}


class _HeaderRead(Exception):
    """Ends :func:`serialization.load_state` once the header was checked (no payload read)."""


def _header_need(header: object, config: ServiceConfig, index: int) -> int:
    """Bytes the buffers of a shard file's ``header`` (its state, tensors as None) would
    allocate: rows of ``config.max_size``, priority tree, n-step windows. Refuses a
    header of another format, kind or ``max_size``, or past ``config.max_restore_bytes``."""
    if not isinstance(header, dict):
        raise ReplayServiceFileError(f"shard {index}: the file's state is not an object")
    if header.get("format") != SHARD_FORMAT or header.get("kind") != config.kind:
        raise ReplayServiceFileError(
            f"shard {index}: not a {config.kind!r} shard file "
            f"(format={header.get('format')!r}, kind={header.get('kind')!r})"
        )
    keys = ["memory"] + (["n_step_memory"] if config.kind == "rainbow" else [])
    need = 0
    for key in keys:
        sd = header.get(key)
        cfg = sd.get("config") if isinstance(sd, dict) else None
        got = cfg.get("max_size") if isinstance(cfg, dict) else None
        if got != config.max_size or not is_int(got):
            raise ReplayServiceFileError(
                f"shard {index}: {key}.config.max_size: expected {config.max_size} (the "
                f"shard's max_size), got {got!r}"
            )
        try:
            need += state.allocation_bytes(sd)  # type: ignore[arg-type]
        except BufferStateError as exc:
            raise ReplayServiceFileError(f"shard {index}: {key}: {exc}") from None
    cap = config.max_restore_bytes
    if cap is not None and need > cap:
        raise ReplayServiceFileError(
            f"shard {index}: restoring it would allocate {need} bytes (rows of max_size="
            f"{config.max_size}, priority tree, n-step windows), more than max_bytes={cap} "
            "(the config's max_restore_bytes)"
        )
    return need


def restore_bound(path: str, config: ServiceConfig, index: int) -> int:
    """The payload bytes the shard file ``path`` may hold, from its header alone (the
    payload is not read): what its buffers allocate for the shard's ``config`` (see
    :func:`_header_need`). A file whose header does not check is refused
    (:class:`ReplayServiceFileError`)."""
    found: list[int] = []

    def check(header: dict[str, Any]) -> None:
        found.append(_header_need(header, config, index))
        raise _HeaderRead

    try:
        serialization.load_state(path, check=check)
    except _HeaderRead:
        return found[0]
    except ReplayServiceFileError:
        raise
    except (OSError, ValueError) as exc:
        raise ReplayServiceFileError(f"shard {index}: cannot read {path!r}: {exc}") from None
    raise ReplayServiceFileError(f"shard {index}: {path!r}: its header was not checked")


def _is_restart() -> bool:
    """Whether this process is a restart of a Ray actor (False outside Ray)."""
    ray = sys.modules.get("ray")
    if ray is None or not ray.is_initialized():
        return False
    context = ray.get_runtime_context()
    return context.get_actor_id() is not None and bool(context.was_current_actor_reconstructed)


class ShardCore:
    """The buffer(s) of one shard and the calls the service makes on them."""

    def __init__(
        self,
        config: ServiceConfig,
        index: int,
        restore: str | None = None,
        started_at: float | None = None,
        *,
        restarted: bool | None = None,
        defer: bool = False,
    ) -> None:
        """``restore``: the file to start from; ``started_at``: when the service started
        (``time.time()``), so a restart takes only checkpoints written since; ``restarted``:
        whether this is a restart (default: ask Ray); ``defer``: the first start leaves
        ``restore`` to :meth:`restore` (so its error reaches the caller as it is, not as
        a failed actor), a restart restores at once."""
        torch.set_num_threads(1)  # many shards share a machine's cores
        self.config = config
        self.index = index
        self.token = uuid.uuid4().hex  # this process; n-step adds name the one they expect
        seed = None if config.seed is None else config.seed * 1_000_003 + index
        gen = None if seed is None else torch.Generator().manual_seed(seed)
        # The memories of the buffer plan for this kind (what init_buffer and
        # init_n_step_buffer build); only the memory sampled by itself takes ``gen``.
        plan = BufferPlan.for_service(
            config.kind, config.max_size, config.alpha, config.n_step, config.gamma
        )
        memory = plan.require("memory")
        assert memory is not None
        key = config.n_steps_key
        self.memory: ReplayBuffer = memory.build(generator=gen, n_steps_key=key)
        second = plan.require("n_step_memory")
        self.n_step_memory: MultiStepReplayBuffer | None = (
            None if second is None else second.build(n_steps_key=key)  # type: ignore[assignment]
        )
        self.writer: str | None = None
        self.since_checkpoint = 0  # rows added since the last checkpoint file
        self.restored_rows = 0
        self.generation = 0
        self.checkpoint_generation: int | None = None  # of the service checkpoint loaded
        self.restarted = _is_restart() if restarted is None else restarted
        if restore is not None and not os.path.exists(restore):
            raise ReplayServiceFileError(f"shard {index}: {restore!r} does not exist")
        candidates = [] if restore is None else [restore]
        if self.restarted and config.checkpoint_dir is not None:
            # Ray restarts a dead shard by calling __init__ again with the same arguments:
            # reload the newest of the file it was started from and the checkpoints of
            # this shard written since the service started (older ones are another run's).
            directory = config.checkpoint_dir
            for name in shard_files(directory, index):
                path = os.path.join(directory, name)
                with contextlib.suppress(OSError):
                    if started_at is None or os.path.getmtime(path) >= started_at:
                        candidates.append(path)
        self._pending = max(candidates, key=os.path.getmtime) if candidates else None
        if not defer or self.restarted:
            self.restore()

    # ------------------------------------------------------------------ state
    def restore(self) -> str:
        """Restore the file this shard was started from, once (a deferred start); returns
        this process's token, as :meth:`ping`."""
        if self._pending is not None:
            path, self._pending = self._pending, None
            self._restore(path)
        return self.token

    def _restore(self, path: str) -> None:
        need = restore_bound(path, self.config, self.index)

        def check(header: dict[str, Any]) -> None:  # the same file as the bound's
            if _header_need(header, self.config, self.index) > need:
                raise ReplayServiceFileError(f"shard {self.index}: {path!r} changed meanwhile")

        try:  # the payload: at most what the header's buffers allocate
            sd = serialization.load_state(path, max_bytes=need, check=check)
        except MemoryError:
            raise ReplayServiceFileError(
                f"shard {self.index}: {path!r}: out of memory reading a payload of up to "
                f"{need} bytes; give the shard more memory or lower max_restore_bytes"
            ) from None
        except ReplayServiceFileError:
            raise
        except (OSError, ValueError) as exc:
            raise ReplayServiceFileError(
                f"shard {self.index}: cannot read {path!r}: {exc} (a shard reads no more than "
                f"its header's buffers allocate for max_size={self.config.max_size})"
            ) from None
        writer = sd.get("writer")  # (format and kind: checked with the header)
        if writer is not None and not isinstance(writer, str):
            raise ReplayServiceFileError(f"shard {self.index}: {path!r}: bad writer {writer!r}")
        n_step_sd = sd.get("memory" if self.config.kind == "n_step" else "n_step_memory")
        if self.restarted and isinstance(n_step_sd, dict):
            # The steps held in the saved windows came before the crash, the writer's next
            # step comes after it: a window spanning both would store rows that never
            # happened. The windows start clean; the stored rows stay.
            window = n_step_sd.get("window")
            if isinstance(window, dict):
                n_step_sd["window"] = {**window, "filled": 0}
        generation, restarts = sd.get("checkpoint_generation"), sd.get("generation", 0)
        if (generation is not None and not is_int(generation)) or not (
            is_int(restarts) and restarts >= 0
        ):
            raise ReplayServiceFileError(
                f"shard {self.index}: {path!r}: checkpoint_generation must be None or an int "
                f"and generation an int >= 0, got {generation!r} and {restarts!r}"
            )
        cap = self.config.max_restore_bytes
        try:
            self.memory.load_state_dict(sd.get("memory"), max_bytes=cap)  # type: ignore[arg-type]
            if self.n_step_memory is not None:
                self.n_step_memory.load_state_dict(n_step_sd, max_bytes=cap)  # type: ignore[arg-type]
        except BufferStateError as exc:
            raise ReplayServiceFileError(f"shard {self.index}: {path!r}: {exc}") from None
        except MemoryError:
            raise ReplayServiceFileError(
                f"shard {self.index}: {path!r}: out of memory allocating {need} bytes; give "
                "the shard more memory or lower max_restore_bytes"
            ) from None
        self.writer = writer
        self.generation = restarts + 1
        self.checkpoint_generation = generation
        self.restored_rows = len(self.memory)

    def save(self, path: str, checkpoint_generation: int | None = None) -> dict[str, Any]:
        """Write this shard to ``path`` atomically (our pickle-free buffer format), as part
        of the service checkpoint ``checkpoint_generation`` (None: its rolling one)."""
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        state = {
            "format": SHARD_FORMAT,
            "kind": self.config.kind,
            "shard": self.index,
            "writer": self.writer,
            "generation": self.generation,
            "checkpoint_generation": checkpoint_generation,
            "memory": self.memory.state_dict(),
            "n_step_memory": None
            if self.n_step_memory is None
            else self.n_step_memory.state_dict(),
        }
        serialization.save_state(path, state)
        self.since_checkpoint = 0
        return {"shard": self.index, "file": os.path.basename(path), **self.stats()}

    def stats(self) -> dict[str, Any]:
        """Size, counter and (prioritized kinds) the total and minimum of ``p ** alpha``."""
        mem = self.memory
        out: dict[str, Any] = {
            "shard": self.index,
            "size": len(mem),
            "counter": mem.counter,
            "since_checkpoint": self.since_checkpoint,
            "restored_rows": self.restored_rows,
            "generation": self.generation,
            "checkpoint_generation": self.checkpoint_generation,
            "pid": os.getpid(),
        }
        if isinstance(mem, PrioritizedReplayBuffer):
            out["total"] = float(mem.total_priority) if len(mem) else 0.0
            out["min"] = float(mem.min_priority)
        else:
            out["total"] = float(len(mem))
            out["min"] = 1.0
        return out

    # ------------------------------------------------------------------ calls
    def add(
        self, data: dict[str, Any], writer: str | None, token: str | None = None
    ) -> dict[str, Any]:
        """Add a batch (one env step for n-step kinds); returns the fresh stats.

        ``token``: the process the caller sent the step to (``ping``'s answer); a step
        sent to the process this one replaced is refused (:class:`ShardRestartedError`),
        since it would continue a window that the restart cleared.
        """
        if token is not None and token != self.token:
            raise ShardRestartedError(
                f"shard {self.index} restarted since this writer's last step: the step was "
                "not stored (the shard's n-step windows start clean)"
            )
        if self.config.multi_step:
            if self.writer is None:
                self.writer = writer
            elif writer != self.writer:
                raise ReplayServiceConfigError(
                    f"shard {self.index} holds the n-step windows of writer {self.writer!r}; "
                    f"writer {writer!r} would interleave its steps with them: give each writer "
                    "a shard of its own (shards >= writers, writer ids 0 .. shards-1)"
                )
        counter = self.memory.counter
        if self.n_step_memory is not None:
            one_step = self.n_step_memory.add(data)
            if one_step is not None:
                self.memory.add(one_step)
        else:
            self.memory.add(data)
        added = self.memory.counter - counter
        self.since_checkpoint += added
        every = self.config.checkpoint_every
        if every is not None and self.since_checkpoint >= every and self.config.checkpoint_dir:
            self.save(shard_file(self.config.checkpoint_dir, self.index))
        return {**self.stats(), "added": added}

    def sample(self, k: int, slots: list[int] | None) -> dict[str, Any]:
        """``k`` rows: by priority (prioritized kinds) or at ``slots`` (uniform draws);
        ``k = 0`` without ``slots``: the fields with no rows (a sample of 0).

        Prioritized replies carry the sampled slots' ``p ** alpha`` (``"p"``): the
        service turns them into importance weights with the minimum over all shards.
        """
        reply: dict[str, Any] = {**self.stats(), "batch": None}
        mem = self.memory
        if isinstance(mem, PrioritizedReplayBuffer) and slots is None:
            if len(mem):
                batch = mem.sample(k, beta=0.0)
                idx = batch["idxs"].reshape(-1)
                reply["p"] = mem.priorities.index_select(0, idx).to(torch.float64)
                del batch["weights"]
                if self.n_step_memory is not None:
                    reply["n_step"] = self.n_step_memory.sample_from_indices(idx).to_dict()
                reply["batch"] = batch.to_dict()
        elif slots or (slots is None and k == 0 and len(mem)):
            idx = torch.tensor(slots or [], dtype=torch.int64)
            batch = mem.sample_from_indices(idx)
            batch["idxs"] = idx
            reply["batch"] = batch.to_dict()
        return reply

    def update_priorities(self, slots: torch.Tensor, priorities: torch.Tensor) -> int:
        """Set raw priorities of this shard's ``slots``; returns how many were set."""
        mem = self.memory
        if not isinstance(mem, PrioritizedReplayBuffer):
            raise ReplayServiceConfigError(
                f"update_priorities needs a prioritized service, this one is {self.config.kind!r}"
            )
        mem.update_priorities(slots, priorities)
        return int(slots.numel())

    def ping(self) -> str:
        """This process's token (what n-step adds name; new after every restart)."""
        return self.token


def writer_shard(writer: int | str, shards: int) -> int:
    """The shard an ``affinity`` writer id maps to (stable across processes)."""
    if is_int(writer):
        return writer % shards
    return zlib.crc32(str(writer).encode()) % shards
