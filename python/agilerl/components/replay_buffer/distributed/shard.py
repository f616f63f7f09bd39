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

from .. import serialization
from ..errors import BufferStateError
from ..multi_step import MultiStepReplayBuffer
from ..prioritized import PrioritizedReplayBuffer
from ..uniform import ReplayBuffer
from .config import ServiceConfig, is_int
from .errors import ReplayServiceConfigError, ReplayServiceFileError, ShardRestartedError

__all__ = ["SHARD_FORMAT", "ShardCore", "shard_file"]

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
    ) -> None:
        """``restore``: the file to start from; ``started_at``: when the service started
        (``time.time()``), so a restart takes only checkpoints written since; ``restarted``:
        whether this is a restart (default: ask Ray)."""
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
        if candidates:
            self._restore(max(candidates, key=os.path.getmtime))

    # ------------------------------------------------------------------ state
    def _restore(self, path: str) -> None:
        try:
            sd = serialization.load_state(path)
        except (OSError, ValueError) as exc:
            raise ReplayServiceFileError(
                f"shard {self.index}: cannot read {path!r}: {exc}"
            ) from None
        if sd.get("format") != SHARD_FORMAT or sd.get("kind") != self.config.kind:
            raise ReplayServiceFileError(
                f"shard {self.index}: {path!r} is not a {self.config.kind!r} shard file "
                f"(format={sd.get('format')!r}, kind={sd.get('kind')!r})"
            )
        writer = sd.get("writer")
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
        generation = sd.get("checkpoint_generation")
        if generation is not None and not is_int(generation):
            raise ReplayServiceFileError(
                f"shard {self.index}: {path!r}: bad checkpoint_generation {generation!r}"
            )
        try:
            self.memory.load_state_dict(sd.get("memory"))  # type: ignore[arg-type]
            if self.n_step_memory is not None:
                self.n_step_memory.load_state_dict(n_step_sd)  # type: ignore[arg-type]
        except BufferStateError as exc:
            raise ReplayServiceFileError(f"shard {self.index}: {path!r}: {exc}") from None
        self.writer = writer
        self.generation = int(sd.get("generation", 0)) + 1
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
