"""Sampling over shards: which shard draws what, and the replies joined into one batch.

Plain functions of the shards' stats and replies (no Ray): the service sends the calls
:func:`plan` asks for and hands the replies to :func:`assemble`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import torch
from tensordict import TensorDict

from ..errors import EmptyBufferError
from ..uniform import WITH_REPLACEMENT_FROM

__all__ = ["REPLY_DATA", "Request", "assemble", "plan"]

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
    replies: dict[int, dict[str, Any]],
    max_size: int,
    prioritized: bool,
    beta: float,
    return_idx: bool,
) -> TensorDict | None:
    """One batch from every shard's reply (rows grouped by shard, global ``idxs``); None
    when no shard sent rows. Prioritized weights are ``(min p / p_i) ** beta`` with the
    minimum over all shards, as one buffer's normalisation."""
    parts: list[TensorDict] = []
    p_all: list[torch.Tensor] = []
    lo = min((r["min"] for r in replies.values() if r["size"]), default=1.0)
    for shard, r in sorted(replies.items()):
        if r["batch"] is None:
            continue
        batch = r["batch"]
        n = int(batch["idxs"].shape[0])
        batch["idxs"] = batch["idxs"] + shard * max_size
        if "n_step" in r:
            batch["n_step"] = r["n_step"]
        parts.append(TensorDict(batch, batch_size=[n], device="cpu"))
        if "p" in r:
            p_all.append(r["p"])
    if not parts:
        return None
    out: TensorDict = torch.cat(parts) if len(parts) > 1 else parts[0]
    if prioritized:
        # (N P_i)^-beta / max_j (N P_j)^-beta == (min_j p_j / p_i)^beta, j over ALL shards
        p = torch.cat(p_all)
        out["weights"] = torch.div(lo, p).pow_(beta).to(torch.float32).unsqueeze_(1)
    elif not return_idx:
        del out["idxs"]
    return out
