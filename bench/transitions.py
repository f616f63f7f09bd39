"""Transition layouts, workload parameters and input batches shared by the
workload drivers (``workloads.py``), the adapters (``impls.py``) and the raw-torch
ceilings (``ceiling.py``).  Runs inside each implementation's venv."""

from __future__ import annotations

import torch

PER_ALPHA = 0.6
PER_BETA = 0.4
NSTEP_N = 3
NSTEP_GAMMA = 0.99
NSTEP_DONE_P = 0.02

# Transition layouts.  Scalar fields are 1-D per env ([n_envs]).  ``done`` is
# float32 because that is what AgileRL's ``Transition`` produces (it casts
# action/reward/done to float32; we keep action int64 as the spec asks).
VEC_SPEC: dict[str, tuple[tuple[int, ...], torch.dtype]] = {
    "obs": ((8,), torch.float32),
    "action": ((), torch.int64),
    "reward": ((), torch.float32),
    "done": ((), torch.float32),
    "next_obs": ((8,), torch.float32),
}
FRAME_SPEC: dict[str, tuple[tuple[int, ...], torch.dtype]] = {
    "obs": ((4, 84, 84), torch.uint8),
    "action": ((), torch.int64),
    "reward": ((), torch.float32),
    "done": ((), torch.float32),
    "next_obs": ((4, 84, 84), torch.uint8),
}


class Skip(Exception):
    """The implementation has no equivalent of this workload (reason in the message)."""


# --------------------------------------------------------------------------- inputs


def make_batch(spec, n: int, gen: torch.Generator, done_p: float = 0.0) -> dict[str, torch.Tensor]:
    out = {}
    for k, (shape, dt) in spec.items():
        if k == "done":
            out[k] = (torch.rand(n, generator=gen) < done_p).to(dt)
        elif dt == torch.uint8:
            out[k] = torch.randint(0, 256, (n, *shape), generator=gen, dtype=torch.uint8)
        elif dt == torch.int64:
            out[k] = torch.randint(0, 18, (n, *shape), generator=gen, dtype=torch.int64)
        else:
            out[k] = torch.randn((n, *shape), generator=gen, dtype=dt)
    return out
