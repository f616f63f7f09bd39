"""Batches whose ``obs[:, 0]`` is a transition id, so tests can tell rows apart."""

from __future__ import annotations

from typing import Any

import torch


def rows(ids: range | list[int]) -> dict[str, Any]:
    ident = torch.tensor(list(ids), dtype=torch.float32)
    n = len(ident)
    return {
        "obs": torch.stack([ident, torch.zeros(n)], 1),
        "action": torch.zeros(n, dtype=torch.int64),
        "reward": ident.clone(),
        "terminated": torch.zeros(n, dtype=torch.bool),
        "next_obs": torch.zeros(n, 2),
    }


def ids_of(batch: Any) -> list[int]:
    return [int(v) for v in batch["obs"][:, 0]]


def step(t: int) -> dict[str, Any]:
    """One env step (1 env) whose ids tell steps apart: obs t, next_obs t + 1, reward t."""
    return {
        "obs": torch.tensor([[float(t)]]),
        "action": torch.zeros(1, dtype=torch.int64),
        "reward": torch.tensor([float(t)]),
        "next_obs": torch.tensor([[float(t + 1)]]),
        "terminated": torch.zeros(1, dtype=torch.bool),
    }
