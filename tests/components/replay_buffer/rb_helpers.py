"""Helpers shared by the replay-buffer tests (data makers, a sync guard)."""

from __future__ import annotations

import torch


def transition(
    n: int, obs_dim: int = 3, *, seed: int = 0, done_p: float = 0.1
) -> dict[str, torch.Tensor]:
    """A host batch of ``n`` random transitions (float obs, int64 action, bool done)."""
    g = torch.Generator().manual_seed(seed)
    return {
        "obs": torch.randn(n, obs_dim, generator=g),
        "action": torch.randint(0, 5, (n,), generator=g),
        "reward": torch.randn(n, generator=g),
        "done": torch.rand(n, generator=g) < done_p,
        "next_obs": torch.randn(n, obs_dim, generator=g),
    }
