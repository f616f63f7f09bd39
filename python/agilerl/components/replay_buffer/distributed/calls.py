"""What the service's calls carry, checked before anything is sent: adds and priority
updates (plain Python and torch, no Ray)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import torch

from .._checks import check_index
from ..errors import BufferConfigError, BufferIndexError, BufferPriorityError
from .config import ServiceConfig
from .errors import ShardUnavailableError

__all__ = ["Add", "batch_rows", "check_sample", "lost_steps_error", "split_update"]


@dataclass
class Add:
    """An add in flight: its shard, the call, and what a re-send or an error needs."""

    shard: int
    ref: Any
    data: Any
    writer: str
    step: int  # this client's count of the writer's adds, from 1


def batch_rows(data: Any) -> int:
    """Rows (envs) of a batch: the leading dim of its first leaf."""
    while isinstance(data, dict) or hasattr(data, "keys"):
        if not len(data):
            return 0
        data = data[next(iter(data.keys()))]
    shape = getattr(data, "shape", None)
    return int(shape[0]) if shape else 1


def lost_steps_error(shard: int, writer: str, lost: list[Add]) -> ShardUnavailableError:
    """The error for an n-step writer whose shard died or restarted under ``lost``."""
    steps = ", ".join(f"{a.writer!r} step {a.step}" for a in lost)
    return ShardUnavailableError(
        f"shard {shard} died or restarted during the adds of writer {writer!r}: not "
        f"stored: {steps} (steps count this client's adds of each writer, from 1), and the "
        "rows added to the shard since its last checkpoint are lost. It restarts from its "
        "checkpoint with clean n-step windows: go on with the next step once it is back "
        "(see docs/distributed.md)"
    )


def split_update(
    indices: Any, priorities: Any, config: ServiceConfig
) -> dict[int, tuple[torch.Tensor, torch.Tensor]]:
    """Global ``indices`` and raw ``priorities`` checked (integers within the service's
    capacity, as many priorities, finite and >= 0) and split by shard: ``shard ->
    (slots, priorities)``."""
    idx = torch.as_tensor(indices).detach().reshape(-1).cpu()
    p = torch.as_tensor(priorities).detach().reshape(-1).cpu().to(torch.float32)
    if idx.dtype.is_floating_point or idx.dtype is torch.bool:
        raise BufferIndexError(f"update_priorities: indices must be integers, got {idx.dtype}")
    if idx.numel() != p.numel():
        raise BufferPriorityError(
            f"update_priorities: {idx.numel()} indices but {p.numel()} priorities"
        )
    if not config.prioritized:
        raise BufferConfigError(
            f"update_priorities needs a prioritized service, this one is {config.kind!r}"
        )
    cap = config.shards * config.max_size
    if idx.numel() and (int(idx.min()) < 0 or int(idx.max()) >= cap):
        raise BufferIndexError(
            f"update_priorities: indices must be in [0, {cap}) (shards * max_size), "
            f"got min={int(idx.min())}, max={int(idx.max())}"
        )
    if p.numel() and not (bool(torch.isfinite(p).all()) and float(p.min()) >= 0):
        raise BufferPriorityError(
            f"update_priorities: priorities must be finite and >= 0, got min={float(p.min())}"
        )
    shard, slot = idx.long() // config.max_size, idx.long() % config.max_size
    return {j: (slot[shard == j], p[shard == j]) for j in torch.unique(shard).tolist()}


def check_sample(batch_size: Any, beta: Any) -> int:
    """``batch_size`` as an int >= 0 (any integer type, as the buffers take) and ``beta``
    a finite number >= 0."""
    k = check_index("batch_size", batch_size)
    if k < 0:
        raise BufferConfigError(f"batch_size must be an int >= 0, got batch_size={batch_size!r}")
    if (
        isinstance(beta, bool)
        or not isinstance(beta, (int, float))
        or not (math.isfinite(beta) and beta >= 0)
    ):
        raise BufferConfigError(f"beta must be a finite float >= 0, got beta={beta!r}")
    return k
