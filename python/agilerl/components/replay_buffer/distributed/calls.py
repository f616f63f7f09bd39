"""What the service's calls carry, checked before anything is sent, and the sample
replies joined into one batch (plain Python and torch, no Ray).
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from typing import Any

import torch
from tensordict import TensorDict

from .._checks import check_index, finite_number
from ..errors import BufferConfigError, BufferIndexError, BufferPriorityError, EmptyBufferError
from ..uniform import WITH_REPLACEMENT_FROM
from .config import ServiceConfig

__all__ = [
    "LOST",
    "REPLY_DATA",
    "Add",
    "Request",
    "add_error",
    "assemble",
    "batch_rows",
    "check_sample",
    "plan",
    "split_update",
]


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


def _steps(adds: list[Add]) -> str:
    """``writer '0' steps 61, 62, writer '2' step 1``: each writer's steps, in order."""
    by_writer: dict[str, list[int]] = {}
    for a in adds:
        by_writer.setdefault(a.writer, []).append(a.step)
    return ", ".join(
        f"writer {w!r} {'steps' if len(s) > 1 else 'step'} {', '.join(map(str, s))}"
        for w, s in by_writer.items()
    )


LOST = (
    "shard {shard} died or restarted with them in flight: the rows added to it since its "
    "last checkpoint are lost, and it restarts from its checkpoint with clean n-step "
    "windows (go on with the next step once it is back: live_shards())"
)
"""Why n-step adds to a shard that died were not stored (``calls.add_error``'s reason)."""


def add_error(
    failed: list[tuple[Add, BaseException]],
    own: tuple[str, int] | None,
    not_sent: BaseException | None = None,
) -> Exception:
    """One error for this client's adds that ``failed`` (each with its cause), naming
    every step that was not stored, then what became of the raising call's own step
    ``own`` (writer, step; None for :meth:`flush`): stored, not stored, or, with
    ``not_sent``, never sent. Steps count this client's adds of each writer, from 1.

    Its class is that of ``not_sent``, else of the first cause (one of ours), else
    :class:`RuntimeError`.
    """
    groups: dict[tuple[int, str], list[Add]] = {}
    for a, cause in failed:
        groups.setdefault((a.shard, str(cause)), []).append(a)
    parts = [
        f"{_steps(adds)} (shard {shard}) {'were' if len(adds) > 1 else 'was'} not stored: "
        f"{reason.rstrip('.')}."
        for (shard, reason), adds in groups.items()
    ]
    if own is None:
        parts.append("(flush sends nothing)")
    else:
        which = f"This call's step (writer {own[0]!r} step {own[1]})"
        if not_sent is not None:
            parts.append(f"{which} was not sent, so not stored: {str(not_sent).rstrip('.')}.")
        elif any((a.writer, a.step) == own for a, _ in failed):
            parts.append(f"{which} was not stored.")
        else:
            parts.append(f"{which} was stored.")
    message = " ".join(parts)
    cls = type(not_sent) if not_sent is not None else type(failed[0][1])
    if issubclass(cls, Exception) and cls.__module__.startswith("agilerl."):
        with contextlib.suppress(Exception):  # a constructor that takes more than a message
            return cls(message)
    return RuntimeError(message)


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
    finite_number("beta", beta, strict=False, word="float")
    return k


REPLY_DATA = ("batch", "p", "n_step")
"""The keys of a shard's sample reply that are data, not stats."""


@dataclass
class Request:
    """A sample request in flight: one call to every live shard."""

    batch_size: int
    refs: dict[int, Any] = field(default_factory=dict)
    sent: float = field(default_factory=time.monotonic)


def plan(
    stats: dict[int, dict[str, Any]],
    batch_size: int,
    prioritized: bool,
    generator: torch.Generator,
) -> dict[int, tuple[int, list[int] | None]]:
    """Each live shard's call ``(k, slots)``: ``k`` draws by priority, or the ``slots``.

    ``stats``: the live shards' last stats, in shard order. Prioritized: the batch is
    split stratified over the concatenated shards' total priority, as one buffer's sum
    tree. Uniform: global indices drawn with one buffer's rule over the concatenation.
    """
    live = list(stats)
    if prioritized:
        mass = torch.tensor([stats[i]["total"] for i in live], dtype=torch.float64)
        if float(mass.sum()) <= 0.0:
            raise EmptyBufferError("cannot sample from an empty ReplayService: add first")
        u = torch.arange(batch_size, dtype=torch.float64)
        u = (u + torch.rand(batch_size, dtype=torch.float64, generator=generator)) / batch_size
        pos = torch.searchsorted(torch.cumsum(mass, 0) / mass.sum(), u, right=True)
        counts = torch.bincount(pos.clamp_max(len(live) - 1), minlength=len(live)).tolist()
        return {shard: (int(counts[j]), None) for j, shard in enumerate(live)}
    sizes = torch.tensor([stats[i]["size"] for i in live], dtype=torch.int64)
    total = int(sizes.sum())
    if total == 0:
        raise EmptyBufferError("cannot sample from an empty ReplayService: add first")
    k = min(batch_size, total)  # one buffer's rule over the concatenation
    if total >= WITH_REPLACEMENT_FROM:
        g = torch.randint(total, (k,), generator=generator)
    else:
        g = torch.randperm(total, generator=generator)[:k]
    ends = torch.cumsum(sizes, 0)
    which = torch.searchsorted(ends, g, right=True)
    slots = g - (ends - sizes)[which]
    return {shard: (0, slots[which == j].tolist()) for j, shard in enumerate(live)}


def assemble(
    replies: dict[int, dict[str, Any]], config: ServiceConfig, beta: float, return_idx: bool
) -> TensorDict | None:
    """One batch from every shard's reply (rows grouped by shard, global ``idxs``); None
    when no shard sent rows. Prioritized weights are ``(min p / p_i) ** beta`` with the
    minimum over all shards, as one buffer's normalisation."""
    parts: list[TensorDict] = []
    p_all: list[torch.Tensor] = []
    lo = min((r["min"] for r in replies.values() if r["size"]), default=1.0)
    for shard, r in sorted(replies.items()):
        if (batch := r["batch"]) is None:
            continue
        n = int(batch["idxs"].shape[0])
        batch["idxs"] = batch["idxs"] + shard * config.max_size
        if "n_step" in r:
            batch["n_step"] = r["n_step"]
        parts.append(TensorDict(batch, batch_size=[n], device="cpu"))
        if "p" in r:
            p_all.append(r["p"])
    if not parts:
        return None
    out: TensorDict = torch.cat(parts) if len(parts) > 1 else parts[0]
    if config.prioritized:
        # (N P_i)^-beta / max_j (N P_j)^-beta == (min_j p_j / p_i)^beta, j over ALL shards
        p = torch.cat(p_all)
        out["weights"] = torch.div(lo, p).pow_(beta).to(torch.float32).unsqueeze_(1)
    elif not return_idx:
        del out["idxs"]
    return out
